import Foundation
import GuideCore
import GuideMarkdown
import Synchronization

/// Pages made from a module's sources: DocC gives every symbol it documents a page, written or
/// not, so a catalog's module's public types, functions and variables that no extension file
/// documents get one here too, as if a file held only their title (`` # ``Widget`` ``). The
/// page draws its summary, declaration, discussion and members from the source, as an
/// extension file's page does, and goes where curation puts it (a Topics list that names it,
/// or DocC's automatic groups by kind).
extension PageParser {
    /// The pages the catalogs among `files` lack for their modules' top-level symbols
    /// (`ModuleSymbols.topLevel`), given the `pages` parsed from `files`, with the problems
    /// found on them (a link in a documentation comment, at its line in the Swift file).
    /// `cache` keeps them between the preview's builds: a page whose source is unchanged is
    /// not made again.
    public func sourceSymbolPages(missingFrom pages: [Page], files: [ContentFile], cache: SourceSymbolPageCache? = nil)
        -> [(page: Page, diagnostics: [Diagnostic])] {
        guard let moduleSymbols else { return [] }
        let catalogFiles = Dictionary(grouping: files.filter(\.isCatalog)) { Self.catalogFolder(of: $0) }
        var wanted: [(link: String, file: ContentFile, module: ModuleSymbols)] = []
        for (catalog, files) in catalogFiles.sorted(by: { $0.key < $1.key }) {
            guard !catalog.isEmpty, let file = files.first, let module = moduleSymbols(file) else { continue }
            let symbols = module.topLevel()
            guard !symbols.isEmpty else { continue }
            // The module is the folder that holds the catalog (`Sources/Kit`); its page's symbol
            // links name the symbol from it (``` ``Kit/Widget`` ```), as `doc:` links may.
            let moduleName = PathNames.fileName(PathNames.folder(of: catalog)).replacingOccurrences(of: "-", with: "_")
            let paths = Set(files.map(\.displayPath))
            let ownPages = pages.filter { paths.contains($0.path) }
            var documented: Set<String> = []
            for symbol in ownPages.compactMap(\.symbol) {
                let written = symbol.hasPrefix("/") ? String(symbol.dropFirst()) : symbol
                documented.insert(AutomaticCuration.pathKey(written))
                documented.insert(AutomaticCuration.pathKey(Curation.dropFirstComponent(written)))
            }
            // Compared in lower case: `Widget` and `widget` would be one folder on a file system
            // that ignores case (macOS's, Windows'), as DocC's lower-case paths would be one.
            var ids = Set(ownPages.map { $0.id.lowercased() })
            let pending = symbols.filter { !documented.contains($0) }
            let sharing = Dictionary(grouping: pending) { $0.lowercased() }.mapValues(\.count)
            for symbol in pending {
                // An article of the same name keeps it; symbols whose names differ only in case
                // (`TypeAliasDeclSyntax`, `TypealiasDeclSyntax`) are all disambiguated by their
                // kinds, as DocC's paths for them are (`Widget-swift.struct`).
                var name = symbol
                if ids.contains(name.lowercased()) || sharing[name.lowercased(), default: 0] > 1, let kind = module.kind(symbol) { name += "-swift." + kind.rawValue }
                guard ids.insert(name.lowercased()).inserted else { continue }
                wanted.append((moduleName + "/" + symbol, Self.sourceFile(named: name, beside: file), module))
            }
        }
        let made = concurrentMap(wanted.count) { n -> (key: String, inputs: Int, made: (page: Page, diagnostics: [Diagnostic])?) in
            let (link, file, module) = wanted[n]
            // The same symbol, at the same place, read from the same sources: the same page.
            var hasher = Hasher()
            hasher.combine(link)
            hasher.combine(file)
            hasher.combine(module.version)
            let inputs = hasher.finalize()
            if module.version != nil, let kept = cache?.page(file.relativePath, inputs: inputs) { return (file.relativePath, inputs, kept) }
            var diagnostics: [Diagnostic] = []
            var document: MarkdownDocument?
            // The page's own text is its title; what it shows comes from the source.
            let page = parse(text: "# ``" + link + "``\n", file: file, into: &diagnostics, document: &document)
            return (file.relativePath, inputs, page.map { ($0, diagnostics) })
        }
        cache?.keep(made.compactMap { entry in entry.made.map { (entry.key, entry.inputs, $0) } })
        return made.compactMap(\.made)
    }

    /// The file `name`.md at the top of the catalog `file` is in would be: the place of the
    /// page made from a symbol's source, which has no file there.
    private static func sourceFile(named name: String, beside file: ContentFile) -> ContentFile {
        let fileName = name + ".md"
        let relativePrefix = String(file.relativePath.dropLast(file.folderRelativePath.count))
        let displayFolder = file.displayPath.hasSuffix(file.folderRelativePath) ? String(file.displayPath.dropLast(file.folderRelativePath.count)) : ""
        var made = ContentFile(path: catalogFolder(of: file) + "/" + fileName, relativePath: relativePrefix + fileName,
                               displayPath: displayFolder + fileName, language: file.language,
                               isCatalog: true, folderRelativePath: fileName)
        made.isMadeFromSource = true
        return made
    }
}

/// The pages made from modules' sources at the preview's last build, by their content-relative
/// path, with a hash of what each was made from (`PageParser.sourceSymbolPages`).
public final class SourceSymbolPageCache: Sendable {
    private let pages = Mutex<[String: (inputs: Int, made: (page: Page, diagnostics: [Diagnostic]))]>([:])

    public init() {}

    /// The page kept at `path`, when it was made from the same `inputs`.
    func page(_ path: String, inputs: Int) -> (page: Page, diagnostics: [Diagnostic])? {
        pages.withLock { $0[path].flatMap { $0.inputs == inputs ? $0.made : nil } }
    }

    /// Keeps the pages of this build, and only them.
    func keep(_ made: [(path: String, inputs: Int, made: (page: Page, diagnostics: [Diagnostic]))]) {
        var kept: [String: (inputs: Int, made: (page: Page, diagnostics: [Diagnostic]))] = [:]
        for entry in made { kept[entry.path] = (entry.inputs, entry.made) }
        pages.withLock { $0 = kept }
    }
}

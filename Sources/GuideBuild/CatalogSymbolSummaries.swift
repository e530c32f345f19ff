import Foundation
import Synchronization
import GuideContent
import GuideCore
import GuideSymbols

/// What a DocC catalog's module's Swift sources say of its symbols (their summaries, and which
/// names are types), for the parser (`PageParser.moduleSymbols`) of the build, the language
/// server and `guidegen translations`. A catalog in a package (`Sources/Module/Module.docc`)
/// reads the documentation comments of the Swift files around it, as DocC reads them through
/// the module's symbol graph. Only a module folder inside the site's folder is read, so a build
/// publishes nothing from outside what it was given (`InputSafety`); a module is parsed again
/// only when one of its Swift files changed.
public enum CatalogSymbolSummaries {
    private static let cache = Mutex<[String: (signature: [String: Date], summaries: SymbolSummaries)]>([:])

    /// The parser's lookup for the catalogs of `config`, or nil when none sits in a folder of
    /// Swift sources inside `root`.
    public static func lookup(config: SiteConfig, root: String, path: (String) -> String) -> (@Sendable (ContentFile) -> ModuleSymbols?)? {
        var byCatalog: [String: (summaries: SymbolSummaries, version: Int)] = [:]
        for (catalog, module) in moduleFolders(config: config, root: root, path: path) {
            let read = summaries(ofModuleAt: module)
            if !read.summaries.types.isEmpty { byCatalog[catalog] = read }
        }
        guard !byCatalog.isEmpty else { return nil }
        let catalogs = byCatalog
        return { file in
            // A page made from a symbol's source has no file: its catalog's folder is real.
            let real = PathNames.realPath(file.path) ?? PathNames.realPath(PathNames.folder(of: file.path)).map { $0 + "/" + PathNames.fileName(file.path) }
            guard let resolved = real, let entry = catalogs.first(where: { resolved.hasPrefix($0.key + "/") }) else { return nil }
            let (summaries, version) = entry.value
            let module = PathNames.folder(of: entry.key)
            return ModuleSymbols(summary: { summaries.summary(ofSymbol: $0) }, isType: { summaries.declaresType($0) },
                                 discussion: { symbol in
                                     guard var excerpt = summaries.pageSource(ofSymbol: symbol) else { return nil }
                                     excerpt.file = shownPath(of: excerpt.file, module: module, beside: file)
                                     return excerpt
                                 },
                                 kind: { summaries.kind(ofSymbol: $0) }, members: { summaries.members(ofSymbol: $0) },
                                 topLevel: { summaries.topLevel },
                                 conformances: { summaries.conformances(ofSymbol: $0) },
                                 conformingTypes: { summaries.conformingTypes(ofSymbol: $0) }, version: version)
        }
    }

    /// A module's Swift file as diagnostics show it: as the catalog's file beside it is shown
    /// (`Sources/Kit/Widget.swift` for `Sources/Kit/Kit.docc/Kit.md`), or its real path.
    static func shownPath(of swiftFile: String, module: String, beside file: ContentFile) -> String {
        guard swiftFile.hasPrefix(module + "/"), file.displayPath.hasSuffix(file.relativePath) else { return swiftFile }
        let catalog = String(file.displayPath.dropLast(file.relativePath.count))
        let shownModule = PathNames.folder(of: catalog)
        let inside = String(swiftFile.dropFirst(module.count + 1))
        return shownModule.isEmpty ? inside : shownModule + "/" + inside
    }

    /// The catalogs of `config` that sit in a module's folder inside `root`, with that folder
    /// (the catalog's parent), both as real paths: the folders whose Swift files are read, and
    /// which the preview watches.
    public static func moduleFolders(config: SiteConfig, root: String, path: (String) -> String) -> [(catalog: String, module: String)] {
        guard let rootFolder = PathNames.realPath(root) else { return [] }
        return config.contentFolders(resolving: path).compactMap { _, folder in
            guard folder.hasSuffix(".docc"), let catalog = PathNames.realPath(folder) else { return nil }
            let module = PathNames.folder(of: catalog)
            guard module != catalog, module == rootFolder || module.hasPrefix(rootFolder + "/") else { return nil }
            return (catalog, module)
        }
    }

    /// The module's summaries: the cached ones while its Swift files are the same; with a hash
    /// of those files and their times (`ModuleSymbols.version`).
    private static func summaries(ofModuleAt module: String) -> (summaries: SymbolSummaries, version: Int) {
        let signature = SymbolSummaries.signature(moduleFolder: module)
        let version = signature.hashValue
        if let kept = cache.withLock({ $0[module] }), kept.signature == signature { return (kept.summaries, version) }
        let summaries = SymbolSummaries.read(files: signature.keys.sorted())
        cache.withLock { $0[module] = (signature, summaries) }
        return (summaries, version)
    }
}

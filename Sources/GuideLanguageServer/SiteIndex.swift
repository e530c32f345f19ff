import Foundation
import GuideContent
import GuideCore
import GuideLint

/// A site's pages in memory, parsed as the build parses them, with the unsaved text of the
/// pages open in the editor in place of what is on disk. An edit re-parses one page and puts
/// it in place; the site's indexes are made again only when the page's place changed (its id,
/// headings, title…), which is what other pages' links and completions depend on.
public final class SiteIndex {
    public let setup: SiteSetup
    let parser: PageParser
    /// The content's Markdown files, by path.
    private(set) var files: [String: ContentFile] = [:]
    /// Media files' content-relative paths.
    private(set) var media: [String] = []
    /// The site as registered (no links resolved: they are checked page by page).
    public private(set) var site: Site
    /// The index in `site.pages` of each page's file.
    private(set) var pageIndex: [String: Int] = [:]
    /// Each language's topics sorted by id, made when first asked for after the site changed
    /// (completion asks on every keystroke; the topics change only with a page's place).
    private var sortedTopics: [Language: [Page]] = [:]
    /// Problems found while reading the site (discovery, parsing, registration), for the log.
    public private(set) var loadDiagnostics: [Diagnostic] = []
    /// The pages as parsed, before curation, and the index of each file's page among them: a
    /// site with DocC catalogs is curated again from them after an edit.
    private var parsed: [Page] = []
    /// The pages made from catalogs' module sources (`PageParser.sourceSymbolPages`) at the
    /// last assembly, kept while the sources are the same.
    private let sourcePages = SourceSymbolPageCache()
    private var parsedIndex: [String: Int] = [:]
    private let hasCatalogs: Bool

    /// Reads every page of the site; `openTexts` are the editor's unsaved texts by path.
    public init(setup: SiteSetup, openTexts: [String: String] = [:]) {
        self.setup = setup
        var parser = PageParser(config: setup.config)
        parser.readsBody = true
        // Its diagnostics are not kept: the open page's come from the linter and its links.
        parser.checksMarkdown = false
        // Titles and summaries of a catalog's symbol pages as the build makes them.
        parser.moduleSymbols = setup.moduleSymbols
        self.parser = parser
        let reading = SiteReading.read(config: setup.config, path: setup.path, parser: parser) { file in
            openTexts[file.path].map { Data($0.utf8) }
        }
        for file in reading.files { files[file.path] = file }
        media = reading.media
        parsed = reading.parsed
        for (index, page) in parsed.enumerated() { parsedIndex[page.path] = index }
        hasCatalogs = parsed.contains(where: \.isCatalog)
        site = reading.site
        loadDiagnostics = reading.diagnostics
        reindexPaths()
    }

    private func reindexPaths() {
        sortedTopics = [:]
        pageIndex = [:]
        for (index, page) in site.pages.enumerated() { pageIndex[page.path] = index }
    }

    /// True when the file is one of the site's Markdown pages.
    public func contains(path: String) -> Bool { files[path] != nil }

    /// The page of a file, if it parsed.
    public func page(at path: String) -> (index: Int, page: Page)? {
        guard let index = pageIndex[path] else { return nil }
        return (index, site.pages[index])
    }

    /// Parses a page's new text and puts it in the site. Returns true when what other pages
    /// see of it changed (its id, headings, title, summary…): their links and hovers must be
    /// looked at again. A text that no longer parses leaves the last good page in place.
    @discardableResult
    public func update(path: String, text: String) -> Bool {
        guard let file = files[path] else { return false }
        guard let page = parser.parse(file, data: Data(text.utf8)).0 else { return false }
        if let index = parsedIndex[path] {
            parsed[index] = page
        } else {
            parsedIndex[path] = parsed.count
            parsed.append(page)
        }
        // Catalog articles take their sections and order from curation, which an edit to any
        // of them (a `## Topics` list, a title) may change: the site is assembled again.
        if hasCatalogs {
            // A symbol an extension file now documents has no page made from its source, and
            // one it no longer documents has one again.
            let written = parsed.filter { !$0.isMadeFromSource }
            parsed = written + parser.sourceSymbolPages(missingFrom: written, files: files.values.sorted { $0.path < $1.path }, cache: sourcePages).map(\.page)
            parsedIndex = Dictionary(parsed.enumerated().map { ($1.path, $0) }) { first, _ in first }
            site = SiteReading.assemble(parsed, media: media, config: setup.config).site
            reindexPaths()
            return true
        }
        var pages = site.pages
        if let index = pageIndex[path] {
            pages[index] = page
            if let kept = site.replacingPages(pages, media: media) {
                site = kept
                return false
            }
            if let reordered = site.reorderingPages(pages, media: media) {
                site = reordered
                sortedTopics = [:]
                return true
            }
        } else {
            pages.append(page)
        }
        site = Site.register(pages: pages, media: media, config: setup.config).0
        reindexPaths()
        return true
    }

    /// The diagnostics of a page's links and `related` ids, as the build's resolve stage
    /// reports them, and a notice when the topic has no page in another of the site's languages.
    public func linkDiagnostics(path: String) -> [Diagnostic] {
        guard let (index, page) = page(at: path) else { return [] }
        var diagnostics = LinkResolver(site: site).check(page: index).diagnostics.map { Self.shown($0, on: page) }
        // As the build reports it; the server shows it as a note (`DocumentChecks.contextSeverities`).
        if let missing = LinkResolver.missingTranslation(of: index, in: site) { diagnostics.append(missing) }
        return diagnostics
    }

    /// A finding about the symbol's documentation comment that the page draws (a link in it
    /// that names no page) belongs to the Swift file where the comment is written, which the
    /// editor does not show as the page: it is shown at the page's title, where the comment is
    /// drawn, with a note at its place in the Swift file.
    static func shown(_ diagnostic: Diagnostic, on page: Page) -> Diagnostic {
        guard let location = diagnostic.location, location.file != page.path, let line = page.sourceDocumentationLine else { return diagnostic }
        var shown = diagnostic
        shown.location = SourceLocation(file: page.path, line: line, column: 1)
        shown.message = "in the symbol's documentation comment (\(PathNames.fileName(location.file)):\(location.line):\(location.column)): " + diagnostic.message
        shown.notes.append(.init(location: location, message: "the link is written here"))
        return shown
    }

    /// The same topic in the site's other languages: (language, path).
    public func twins(of path: String) -> [(language: Language, path: String)] {
        guard let (index, _) = page(at: path) else { return [] }
        return setup.config.languages.compactMap { language in
            guard let twin = site.translation(of: index, in: language), twin != index else { return nil }
            return (language, site.pages[twin].path)
        }
    }

    /// Every topic of a language, sorted by id.
    public func topics(in language: Language) -> [Page] {
        if let known = sortedTopics[language] { return known }
        let made = site.pages.filter { $0.kind == .topic && $0.language == language }.sorted { $0.id < $1.id }
        sortedTopics[language] = made
        return made
    }

    /// The topic a `doc:` destination names, seen from a page in `language`: the page in that
    /// language, else in another.
    public func target(ofDocLink id: String, language: Language) -> Int? {
        if let index = site.topic(id, in: language) { return index }
        for other in setup.config.languages where other != language {
            if let index = site.topic(id, in: other) { return index }
        }
        return nil
    }

    /// The extensions of the media files that are images.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif"]

    /// The names images are linked by: each media image's file name without extension and
    /// variant suffixes (`chart` for `chart@2x~dark.png`), with its path.
    public var imageNames: [(name: String, path: String)] {
        var seen = Set<String>()
        var names: [(String, String)] = []
        for path in media.sorted() where Self.imageExtensions.contains(PathNames.fileExtension(path).lowercased()) {
            var name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            for suffix in ["~dark", "@2x", "@3x", "@1x", "~dark"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
            if seen.insert(name).inserted { names.append((name, path)) }
        }
        return names
    }
}

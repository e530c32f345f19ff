import Foundation
import GuideCore
import GuideMarkdown

/// DocC's curation as the site's structure. The root article's `## Topics` groups become the
/// sections (titled in each language's own words, in the curated order); an article's own
/// `## Topics` places its children right after it in its section, with it as their parent;
/// articles nobody curates land in an automatic group at the end, and symbols nobody curates
/// below the symbol page above them (a method after its type) or, with none, in a group per
/// kind after that ("Structures", "Classes"), as DocC curates them automatically. Catalog pages
/// are parsed without a section; this gives them theirs, and a section page per group (with
/// no text of its own), so the rest of the build sees sections as it always has.
public enum Curation {
    /// The pages with catalog articles placed and each group's section page added; pages of
    /// guidegen's own format are left as they are. A Topics item that would curate its own
    /// page or one above it is left out with a warning (`catalog.curation-cycle`), as in DocC.
    public static func apply(to parsed: [Page], config: SiteConfig) -> (pages: [Page], diagnostics: [Diagnostic]) {
        guard parsed.contains(where: \.isCatalog) else { return (parsed, []) }
        let pages = withOneRootPerLanguage(parsed)
        var result = pages
        var diagnostics: [Diagnostic] = []
        // A group takes the section id of the default language's group that starts with the
        // same article, so that translated sections share their URLs.
        var sectionByFirstTopic: [String: String] = [:]
        let languages = [config.defaultLanguage] + config.languages.filter { $0 != config.defaultLanguage }
        let symbols = symbolIndex(of: pages)
        for language in languages {
            curate(language, pages: pages, symbols: symbols[language] ?? [:], config: config,
                   sectionByFirstTopic: &sectionByFirstTopic, into: &result, diagnostics: &diagnostics)
        }
        return (result, diagnostics)
    }

    /// Places one language's catalog pages (in `result`, the pages with the other languages'
    /// already placed) and adds its section pages; `sectionByFirstTopic` carries the default
    /// language's section ids to the translations.
    private static func curate(_ language: Language, pages: [Page], symbols: [String: Int], config: SiteConfig,
                               sectionByFirstTopic: inout [String: String], into result: inout [Page], diagnostics: inout [Diagnostic]) {
        let indices = pages.indices.filter { pages[$0].isCatalog && pages[$0].language == language }
        guard !indices.isEmpty else { return }
        var curator = Curator(pages: pages, indices: indices, symbols: symbols)
        let root = curator.root.map { pages[$0] }
        let groups = root?.topicGroups ?? []
        for (position, group) in groups.enumerated() {
            let first = group.destinations.first.map(topicID)
            let title = group.title.isEmpty ? automaticTitle(language) : group.title
            let section = curator.uniqueSection(first.flatMap { sectionByFirstTopic[$0] } ?? HeadingAnchors.slug(title))
            if language == config.defaultLanguage, let first { sectionByFirstTopic[first] = section }
            var order = 0
            for destination in group.destinations { curator.place(destination, in: section, order: &order) }
            // A group of symbols without pages here (guidegen builds no symbol pages) is left out.
            if order > 0 { result.append(sectionPage(id: section, title: title, order: position, language: language, root: root)) }
        }
        // The symbols at the top that nobody curates, a group per kind in DocC's order, each
        // member below its type: placed before the articles nobody curates, since such a
        // symbol's Topics may curate articles, but shown after them.
        for (n, group) in curator.automatic.topGroups.enumerated() {
            let title = group.kind?.groupTitle(in: language) ?? SymbolKind.unknownGroupTitle(in: language)
            // Named in English in every language, as "articles" is, so a translation shares its URL.
            let section = curator.uniqueSection(HeadingAnchors.slug(group.kind?.groupTitle(in: .english) ?? SymbolKind.unknownGroupTitle(in: .english)))
            var order = 0
            for index in group.pages { curator.place(index, in: section, parent: nil, order: &order) }
            if order > 0 { result.append(sectionPage(id: section, title: title, order: groups.count + 1 + n, language: language, root: root)) }
        }
        let uncurated = indices.filter { curator.placed[$0] == nil && pages[$0].kind == .topic }
            .sorted { (pages[$0].title, pages[$0].id) < (pages[$1].title, pages[$1].id) }
        if !uncurated.isEmpty {
            let section = curator.uniqueSection("articles")
            var order = 0
            // By index: an id made into a link again would read `#` as an anchor and decode `%`.
            for index in uncurated { curator.place(index, in: section, parent: nil, order: &order) }
            result.append(sectionPage(id: section, title: automaticTitle(language), order: groups.count, language: language, root: root))
        }
        for (index, place) in curator.placed {
            result[index] = pages[index].placed(section: place.section, order: place.order, parent: place.parent, automatically: place.automatically)
        }
        diagnostics += curator.diagnostics
    }

    /// One language's placing of its catalog pages: where each goes (`placed`), following the
    /// Topics lists from the groups it is given, then DocC's automatic curation.
    private struct Curator {
        let pages: [Page]
        let root: Int?
        /// Topic pages by id, and symbol pages by their symbol's path (`symbolIndex`).
        let byID: [String: Int]
        let bySymbol: [String: Int]
        /// The pages the root's own groups list: each goes to its root group, though an article
        /// placed before curates it too (DocC lists it under both).
        private(set) var listedByRoot: Set<Int> = []
        private(set) var automatic = AutomaticCuration()
        /// Where each page goes: its section, its order there, the id of the page that curates it,
        /// and whether that page's Topics do (false) or automatic curation does (true).
        private(set) var placed: [Int: (section: String, order: Int, parent: String?, automatically: Bool)] = [:]
        private(set) var diagnostics: [Diagnostic] = []
        private var usedSections = Set<String>()
        /// The pages whose Topics are being followed, outermost first.
        private var above: [Int] = []

        init(pages: [Page], indices: [Int], symbols: [String: Int]) {
            self.pages = pages
            var byID: [String: Int] = [:]
            for index in indices where pages[index].kind == .topic && byID[pages[index].id] == nil { byID[pages[index].id] = index }
            self.byID = byID
            bySymbol = symbols.filter { pages[$0.value].kind == .topic }
            root = indices.first { pages[$0].kind == .home }
            listedByRoot = Set((root.map { pages[$0].topicGroups } ?? []).flatMap(\.destinations).compactMap { page($0, parentSymbol: nil) })
            let curated = Set(indices.flatMap { index in
                pages[index].topicGroups.flatMap(\.destinations).compactMap { page($0, parentSymbol: pages[index].symbol) }
            })
            automatic = AutomaticCuration(pages: pages, indices: indices, curated: curated)
        }

        /// The page a Topics line names: an article by its `doc:` link, a symbol's extension
        /// file by the symbol's path, from the module or (`parentSymbol`) from the symbol
        /// whose page curates it (`run()` in `ParsableCommand`'s Topics).
        func page(_ destination: String, parentSymbol: String?) -> Int? {
            guard destination.hasPrefix("``"), destination.hasSuffix("``"), destination.count > 4 else { return topic(destination, root: root.map { pages[$0] }, byID: byID) }
            return symbolPage(String(destination.dropFirst(2).dropLast(2)), from: parentSymbol, in: bySymbol)
        }

        mutating func place(_ destination: String, in section: String, order: inout Int) {
            guard let index = page(destination, parentSymbol: nil) else { return }
            place(index, in: section, parent: nil, order: &order)
        }

        /// Places a page, then the pages its Topics curate and the symbols below it nobody curates.
        mutating func place(_ index: Int, in section: String, parent: Int?, automatically: Bool = false, order: inout Int) {
            guard placed[index] == nil, parent == nil || !listedByRoot.contains(index) else { return }
            placed[index] = (section, order, parent.map { pages[$0].id }, automatically)
            order += 1
            above.append(index)
            for group in pages[index].topicGroups {
                for child in group.destinations {
                    guard let target = page(child, parentSymbol: pages[index].symbol) else { continue }
                    if above.contains(target) {
                        diagnostics.append(cycle(child, in: pages[index], through: above.map { pages[$0] }, to: pages[target]))
                        continue
                    }
                    place(target, in: section, parent: index, order: &order)
                }
            }
            for child in automatic.children[index] ?? [] { place(child, in: section, parent: index, automatically: true, order: &order) }
            above.removeLast()
        }

        /// A section id not used yet, nor one of the site's own pages' (`search`, `glossary`).
        mutating func uniqueSection(_ base: String) -> String {
            var id = base
            var n = 1
            while usedSections.contains(id) || id == "search" || id == "glossary" {
                id = "\(base)-\(n)"
                n += 1
            }
            usedSections.insert(id)
            return id
        }
    }

    /// The warning for Topics item `destination` of `page` that names `target`, one of the
    /// pages it is curated under (`path`, outermost first, ending with `page`) or itself.
    static func cycle(_ destination: String, in page: Page, through path: [Page], to target: Page) -> Diagnostic {
        let location = page.links.first { $0.destination == destination }.map(page.location(of:)) ?? SourceLocation(file: page.path)
        let item = "`\(destination)` in the Topics of “\(page.title)”"
        let message = target === page
            ? "\(item) names its own page; it is left out, as DocC leaves it out"
            : "\(item) names a page it is curated under (\(path.drop { $0 !== target }.map { "“\($0.title)”" }.joined(separator: " → "))), which would make a cycle; it is left out, as DocC leaves it out"
        return .warning("catalog.curation-cycle", message, at: location)
    }

    /// A group's section page, with no text of its own, found at its root article's file.
    static func sectionPage(id: String, title: String, order: Int, language: Language, root: Page?) -> Page {
        Page(kind: .section, language: language, id: id, section: id, title: title, summary: "", order: order,
             related: [], updated: nil, path: root?.path ?? "", contentRelativePath: (root?.contentRelativePath ?? language.tag) + "#" + id,
             body: "", bodyLineOffset: 0, headings: [], links: [], isCatalog: true)
    }

    /// The topic id a `doc:` destination names: its last path component, without the anchor
    /// (`doc:Book/TheBasics#Constants` → `TheBasics`).
    static func topicID(_ destination: String) -> String {
        (LinkResolver.docPathParts(destination).last.map(String.init) ?? "").removingPercentEncodingIfNeeded
    }

    /// The topic a `doc:` destination names, by its last path component without the anchor
    /// (`doc:Book/TheBasics#Constants` → `TheBasics`); nil when its path runs through nothing
    /// the catalog (its `root` article's name) or its articles have (`doc:Typo/Beta` links, and
    /// so curates, nothing).
    static func topic(_ destination: String, root: Page?, byID: [String: Int]) -> Int? {
        let parts = LinkResolver.docPathParts(destination), rootName = root.map { PageParser.articleName(ofFile: $0.contentRelativePath) }
        guard LinkResolver.strayPart(of: parts.dropLast(), isKnown: { $0 == rootName || byID[$0] != nil }) == nil else { return nil }
        return byID[topicID(destination)]
    }

    /// The pages with a module's page made an article again where an article with
    /// `@TechnologyRoot` is its language's root too: a site has one home per language.
    static func withOneRootPerLanguage(_ pages: [Page]) -> [Page] {
        var pages = pages
        let roots = Dictionary(grouping: pages.indices.filter { pages[$0].isCatalog && pages[$0].kind == .home }, by: { pages[$0].language })
        for (_, indices) in roots where indices.count > 1 && indices.contains(where: { pages[$0].metadata.isTechnologyRoot }) {
            for index in indices where !pages[index].metadata.isTechnologyRoot {
                pages[index] = pages[index].asArticle(id: PageParser.articleName(ofFile: pages[index].contentRelativePath))
            }
        }
        return pages
    }

    /// Each language's pages that document a symbol (extension files, and the module's page),
    /// by the symbol's path with and without its module (`ArgumentParser/Flag` and `Flag`): a
    /// Topics list or a symbol link names a symbol either way.
    public static func symbolIndex(of pages: [Page]) -> [Language: [String: Int]] {
        Dictionary(grouping: pages.indices.filter { pages[$0].symbol != nil }) { pages[$0].language }
            .mapValues { symbolPages($0, in: pages) { $0 } }
    }

    /// The pages among `indices` that document a symbol, by `key` of the symbol's path with and
    /// without its first component; the first page of a key stays.
    static func symbolPages(_ indices: [Int], in pages: [Page], key: (String) -> String) -> [String: Int] {
        var index: [String: Int] = [:]
        for n in indices {
            guard let symbol = pages[n].symbol else { continue }
            for key in [key(symbol), key(dropFirstComponent(symbol))] where index[key] == nil { index[key] = n }
        }
        return index
    }

    /// The page of the symbol a link names (`symbol`), in `index` (`symbolIndex`): from the
    /// symbol whose page links (`from`, as `run()` in `ParsableCommand`'s page), or from the module.
    public static func symbolPage(_ symbol: String, from: String?, in index: [String: Int]) -> Int? {
        if let from, let page = index[dropFirstComponent(from) + "/" + symbol] { return page }
        return index[symbol]
    }

    /// A symbol path without its first component (`ArgumentParser/Flag` → `Flag`); a path of
    /// one component as it is.
    static func dropFirstComponent(_ symbol: String) -> String {
        guard let slash = symbol.firstIndex(of: "/") else { return symbol }
        return String(symbol[symbol.index(after: slash)...])
    }

    /// The title of DocC's automatic group of uncurated articles.
    static func automaticTitle(_ language: Language) -> String {
        language.isChinese ? "文章" : language.primarySubtagIs("ja") ? "記事" : "Articles"
    }
}

extension String {
    /// The text with `%XX` escapes decoded, when it has any.
    var removingPercentEncodingIfNeeded: String {
        utf8.contains(UInt8(ascii: "%")) ? (removingPercentEncoding ?? self) : self
    }
}

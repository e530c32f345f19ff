import Foundation
import GuideCore

/// A section of the site in one language: its title, its topics in reading order, and where it
/// stands in the tree of sections. Its id is its folder's path below the content folder
/// (`components/menus-and-actions`); a section inside another is its child.
public struct SectionInfo: Sendable {
    public var id: String
    public var language: Language
    public var title: String
    public var summary: String
    var order: Int
    /// The section's own page (`_index.<lang>.md`), if it has one.
    public var indexPage: Int?
    /// Topic pages, ordered by `order` then title.
    public var topics: [Int]
    /// The id of the section this one is inside; nil at the top level.
    public var parent: String?
    /// The ids of the sections inside this one, in order.
    public var children: [String] = []

    /// How deep the section is: 0 at the top level.
    public var depth: Int { id.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 } }

    /// The ids of the sections this one is inside, outermost first (`a`, `a/b` for `a/b/c`).
    public var ancestors: [String] { Self.ancestors(of: id) }

    /// The ids of the sections a section with this id is inside, outermost first.
    public static func ancestors(of id: String) -> [String] {
        var result: [String] = []
        var end = id.startIndex
        while let slash = id[end...].firstIndex(of: "/") {
            result.append(String(id[..<slash]))
            end = id.index(after: slash)
        }
        return result
    }

    /// The id of the section's parent, read from its own: `a/b` for `a/b/c`.
    static func parentID(of id: String) -> String? {
        id.lastIndex(of: "/").map { String(id[..<$0]) }
    }

    /// The last part of an id: `menus-and-actions` for `components/menus-and-actions`.
    static func name(of id: String) -> String {
        id.lastIndex(of: "/").map { String(id[id.index(after: $0)...]) } ?? id
    }
}

/// Every page of the site and how they relate: translations, sections, reading order, backlinks.
/// Built once by `register`, then only read (rendering reads it from many threads at once).
public struct Site: Sendable {
    public let config: SiteConfig
    public private(set) var pages: [Page]
    /// Media files by path relative to the content folder.
    public let media: Set<String>
    /// The images among the media, found by name (`![](chart)`) with their `@2x` and `~dark` variants.
    public private(set) var images = ImageCatalog(media: [])
    /// Page index by language and key.
    public private(set) var pageIndex: [Language: [TopicKey: Int]] = [:]
    /// Page indices by content-relative path.
    private(set) var pathIndex: [String: Int] = [:]
    /// Each language's symbol pages of catalogs by their symbol's path (`Curation.symbolIndex`):
    /// symbol links and `doc:` links that name a symbol lead there.
    public private(set) var symbolPages: [Language: [String: Int]] = [:]
    /// The same paths without their disambiguations (`Curation.pathKeys`): which symbols have a page.
    public private(set) var symbolPathKeys: [Language: Set<String>] = [:]
    /// Sections per language, in order: the tree's sections depth first, each followed by the
    /// sections inside it (so a flat site's list is its sections in order).
    public private(set) var sections: [Language: [SectionInfo]] = [:]
    /// The position of each section in `sections[language]`, by id.
    private var sectionIndex: [Language: [String: Int]] = [:]
    /// The home page per language, if written.
    public private(set) var homes: [Language: Int] = [:]
    /// Topics of each language in reading order (sections in order, topics in order).
    public private(set) var readingOrder: [Language: [Int]] = [:]
    /// Position of each topic in its language's reading order.
    public private(set) var readingPosition: [Int?] = []
    /// The pages that link to each page, in the order of the site's pages (filled by the
    /// resolve stage), each list ordered by title (`backlinks(to:)`).
    var backlinkLists: [[Int]] = []
    /// The translations that fell behind their source since they were recorded, by page: set by
    /// the build's translation check (empty without a record), shown as a notice on the page.
    public var translationNotices: [Int: TranslationNotice] = [:]
    /// Where each page's links lead (filled by the resolve stage; empty before it).
    public internal(set) var resolvedLinks: [LinkResolver.PageLinks] = []
    /// Each page's URL below the site root, computed once (rendering asks for them constantly).
    private var relativeURLs: [String] = []
    /// Each topic's output file below the site root (`en/components/alerts/index.html`), made
    /// once: an incremental build looks every page's up after each edit.
    private var topicPaths: [String] = []
    /// `config.basePath`, computed once: every URL starts with it.
    public private(set) var basePath = "/"
    /// Each page's translations, in the order of `config.languages`, computed once (rendering
    /// and incremental builds ask for them for every page).
    private var translations: [[Int?]] = []
    /// The index of each page's section in `sections[page.language]`.
    private var sectionPositions: [Int?] = []

    /// The pages that link to the page at `index`, ordered by title; none before the resolve stage.
    public func backlinks(to index: Int) -> [Int] {
        index < backlinkLists.count ? backlinkLists[index] : []
    }

    /// Registers pages into a site, reporting duplicate ids with every file involved.
    public static func register(pages: [Page], media: [String], config: SiteConfig) -> (Site, [Diagnostic]) {
        var made = Site(config: config, pages: pages, media: Set(media))
        made.basePath = config.basePath
        // Each language's ids beside the pages' paths and URLs, the longest first: none needs
        // another, and the ids beside all the addresses left one core with half the stage.
        enum Part { case urls(URLs), paths(pathIndex: [String: Int], images: ImageCatalog, symbols: [Language: [String: Int]]), keys([TopicKey: Int], [Diagnostic]) }
        let languages = config.languages
        let parts = concurrentMap(2 + languages.count) { n -> Part in
            switch n {
            case 0: return .urls(URLs(pages: pages))
            case 1: return .paths(pathIndex: Dictionary(pages.enumerated().map { ($1.contentRelativePath, $0) }) { _, last in last },
                                  images: ImageCatalog(media: media.sorted()), symbols: Curation.symbolIndex(of: pages))
            default:
                let (keys, found) = keys(of: languages[n - 2], in: pages)
                return .keys(keys, found)
            }
        }
        var diagnostics: [Diagnostic] = []
        for (n, part) in parts.enumerated() {
            switch part {
            case .urls(let urls): (made.topicPaths, made.relativeURLs) = (urls.topicPaths, urls.relativeURLs)
            case .paths(let pathIndex, let images, let symbols):
                (made.pathIndex, made.images, made.symbolPages) = (pathIndex, images, symbols)
                made.symbolPathKeys = symbols.mapValues(Curation.pathKeys)
            case .keys(let keys, let found):
                made.pageIndex[languages[n - 2]] = keys
                diagnostics += found
            }
        }
        diagnostics += urlCollisions(of: pages, at: made.relativeURLs, basePath: config.basePath)
        // Then the translations beside each language's sections, not inside the pass above:
        // libdispatch runs a parallel loop nested in another on its caller's thread, and the
        // languages' sections ran one after the other there.
        made.buildSections(withTranslations: true)
        return (made, diagnostics)
    }

    /// A language's first page (by path) of every key, and an error for each key more than one
    /// of its pages has.
    private static func keys(of language: Language, in pages: [Page]) -> ([TopicKey: Int], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var duplicates: [TopicKey: [Int]] = [:]
        for (index, page) in pages.enumerated() where page.language == language {
            duplicates[page.topicKey, default: []].append(index)
        }
        var keys: [TopicKey: Int] = [:]
        for (key, indices) in duplicates {
            let sorted = indices.sorted { pages[$0].path < pages[$1].path }
            keys[key] = sorted[0]
            guard sorted.count > 1 else { continue }
            let what = key.kind == .topic ? "topic id `\(key.id)`" : key.kind == .section ? "section page `\(key.id)`" : "home page"
            diagnostics.append(.error("content.duplicate-id", "\(sorted.count) \(language.tag) pages have the \(what)",
                                      at: SourceLocation(file: pages[sorted[0]].path, line: 1, column: 1),
                                      suggestion: key.kind == .topic ? "give each page its own `id`" : nil,
                                      notes: sorted.dropFirst().map { .init(location: SourceLocation(file: pages[$0].path, line: 1, column: 1), message: "also declared here") }))
        }
        return (keys, diagnostics)
    }

    /// An error for each URL that pages of different kinds or ids take: a topic `setup` in the
    /// section `guides` and the section `guides/setup` both publish at `/en/guides/setup/`, and
    /// one would overwrite the other. (Pages of one id are `content.duplicate-id`.) URLs that
    /// differ only in case (`Setup/`, `setup/`, a catalog's articles) are one folder where case
    /// is ignored, as on macOS and Windows by default, so they collide too.
    private static func urlCollisions(of pages: [Page], at urls: [String], basePath: String) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var others: [Int: [Int]] = [:]
        for (index, url) in urls.enumerated() {
            let folded = (url.removingPercentEncoding ?? url).lowercased()
            guard let earlier = first[folded] else {
                first[folded] = index
                continue
            }
            if pages[earlier].topicKey != pages[index].topicKey { others[earlier, default: []].append(index) }
        }
        return others.keys.sorted().map { earlier in
            let sorted = ([earlier] + others[earlier]!).sorted { pages[$0].path < pages[$1].path }
            let distinct = sorted.map { urls[$0] }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let message = distinct.count == 1
                ? "\(sorted.count) pages publish at `\(basePath)\(urls[earlier])`, where one would overwrite the other"
                : "\(sorted.count) pages publish at \(distinct.map { "`\(basePath)\($0)`" }.joined(separator: " and ")), addresses that differ only in case: where case is ignored (macOS, Windows) one would overwrite the other"
            return .error("content.duplicate-url", message,
                          at: SourceLocation(file: pages[sorted[0]].path, line: 1, column: 1),
                          suggestion: "rename the topic or the section's folder",
                          notes: sorted.dropFirst().map { .init(location: SourceLocation(file: pages[$0].path, line: 1, column: 1), message: "also published there") })
        }
    }

    /// Each page's output file and URL below the site root, made from the pages' paths alone.
    private struct URLs {
        var topicPaths: [String]
        var relativeURLs: [String]

        init(pages: [Page]) {
            topicPaths = pages.map { "\($0.language.tag)/\($0.section)/\($0.id)/index.html" }
            // Each section's path encoded once, not once per page (a third of this stage's time).
            var sectionPaths: [String: String] = [:]
            for page in pages where sectionPaths[page.section] == nil { sectionPaths[page.section] = Site.encodePath(page.section) }
            relativeURLs = pages.map { page in
                switch page.kind {
                case .home: return "\(page.language.tag)/"
                case .section: return "\(page.language.tag)/\(sectionPaths[page.section]!)/"
                case .topic: return "\(page.language.tag)/\(sectionPaths[page.section]!)/\(Site.encode(page.id))/"
                }
            }
        }
    }

    /// This site with `newPages` in place of its own, when they take the same places (the same
    /// files in the same order, each with the same ids, headings, titles, summaries, order and
    /// date: an edit to a page's body, say), so that nothing `register` computed changes. Nil
    /// otherwise. Backlinks and link resolutions are left to the resolve stage.
    public func replacingPages(_ newPages: [Page], media newMedia: [String]) -> Site? {
        guard newPages.count == pages.count, Set(newMedia) == media else { return nil }
        for (old, new) in zip(pages, newPages) where old !== new {
            guard old.hasSamePlace(as: new) else { return nil }
        }
        var site = self
        site.pages = newPages
        return site
    }

    /// This site with `newPages` in place of its own, when they keep their addresses (the same
    /// files in the same order, each with the same kind, language, section, id, path and
    /// headings) though their titles, summaries, order or dates may differ: the indexes, URLs
    /// and translations hold, and the sections and reading order are made again (a new title
    /// can move a topic). Nil otherwise.
    public func reorderingPages(_ newPages: [Page], media newMedia: [String]) -> Site? {
        guard newPages.count == pages.count, Set(newMedia) == media else { return nil }
        var changed: [Int] = []
        for index in pages.indices where pages[index] !== newPages[index] {
            guard pages[index].linkTargetFingerprint == newPages[index].linkTargetFingerprint else { return nil }
            changed.append(index)
        }
        var site = self
        site.pages = newPages
        // Only topics changed: their sections are sorted again, not every section of the site
        // (that was most of a title edit's time at 100,000 pages).
        if site.sortTopicsAgain(of: changed) { return site }
        site.sections = [:]
        site.sectionIndex = [:]
        site.homes = [:]
        site.readingOrder = [:]
        site.readingPosition = []
        site.buildSections()
        return site
    }

    /// Sorts again the topics of the sections that hold `changed` pages, and moves them in the
    /// reading order, as `buildSections` would: for topics retitled or reordered in place. False,
    /// with nothing changed, when one of the pages is not a topic (a section's or home page's
    /// title or order can move sections).
    private mutating func sortTopicsAgain(of changed: [Int]) -> Bool {
        guard changed.allSatisfy({ pages[$0].kind == .topic }) else { return false }
        var touched: Set<SectionSlot> = []
        for index in changed {
            let page = pages[index]
            // A duplicate id is in no section (`register` keeps the first).
            guard pageIndex[page.language]?[page.topicKey] == index, let position = sectionPositions[index] else { continue }
            touched.insert(SectionSlot(language: page.language, position: position))
        }
        for slot in touched {
            let old = sections[slot.language]![slot.position].topics
            let sorted = old.sorted(by: topicComesFirst)
            guard sorted != old, let start = old.first.flatMap({ readingPosition[$0] }) else { continue }
            sections[slot.language]![slot.position].topics = sorted
            // A section's topics are together in its language's reading order.
            readingOrder[slot.language]!.replaceSubrange(start..<start + sorted.count, with: sorted)
            for (offset, topic) in sorted.enumerated() { readingPosition[topic] = start + offset }
        }
        return true
    }

    /// A section's reading order: by `order`, then title, then id.
    private func topicComesFirst(_ a: Int, _ b: Int) -> Bool {
        (pages[a].order, pages[a].title, pages[a].id) < (pages[b].order, pages[b].title, pages[b].id)
    }

    /// A section by its language and place in `sections`.
    private struct SectionSlot: Hashable {
        var language: Language
        var position: Int
    }

    /// True when `other` has the same sections in the same order, each holding the same topics
    /// in the same order, and the same home pages: the pages to render and their order are the
    /// same (an edit to titles that moved no topic).
    public func hasSameLayout(as other: Site) -> Bool {
        guard homes == other.homes, sections.count == other.sections.count else { return false }
        for (language, list) in sections {
            guard let otherList = other.sections[language], otherList.count == list.count else { return false }
            for (section, otherSection) in zip(list, otherList) where section.id != otherSection.id || section.topics != otherSection.topics {
                return false
            }
        }
        return true
    }

    /// Makes the sections of every language (and, `withTranslations`, each page's translations).
    private mutating func buildSections(withTranslations: Bool = false) {
        // Each language's on a core of its own: at 10,000 pages, one language after the other
        // was the registering stage's longest stretch on one thread.
        let site = self, languages = config.languages
        let parts = concurrentMap(languages.count) { site.sections(of: languages[$0]) }
        sectionPositions = Array(repeating: nil, count: pages.count)
        readingPosition = Array(repeating: nil, count: pages.count)
        for (language, part) in zip(languages, parts) {
            if let home = part.home { homes[language] = home }
            sections[language] = part.list
            sectionIndex[language] = part.positions
            for (index, position) in part.pagePositions { sectionPositions[index] = position }
            readingOrder[language] = part.readingOrder
            for (position, index) in part.readingOrder.enumerated() { readingPosition[index] = position }
        }
        // Then the translations, a chunk of pages on each core (as a third part beside the
        // languages' sections, they ran alone on one core once those were done).
        if withTranslations {
            translations = concurrentMap(pages.count, chunk: 512) { n in languages.map { site.pageIndex[$0]?[site.pages[n].topicKey] } }
        }
    }

    /// What `buildSections` makes for one language.
    private struct LanguageSections {
        var home: Int?
        /// The sections, depth first.
        var list: [SectionInfo] = []
        /// Each section's place in `list`, by id.
        var positions: [String: Int] = [:]
        /// Each of the language's pages with its section's place in `list`.
        var pagePositions: [(page: Int, position: Int)] = []
        var readingOrder: [Int] = []
    }

    /// A language's sections (those with pages, and the folders holding them), depth first,
    /// each with its topics in order.
    private func sections(of language: Language) -> LanguageSections {
        var made = LanguageSections()
        var byID: [String: SectionInfo] = [:]
        func untitled(_ id: String) -> SectionInfo {
            SectionInfo(id: id, language: language, title: Self.titleFromID(SectionInfo.name(of: id)), summary: "", order: Int.max,
                        indexPage: nil, topics: [], parent: SectionInfo.parentID(of: id))
        }
        for index in (pageIndex[language] ?? [:]).values.sorted() {
            let page = pages[index]
            switch page.kind {
            case .home:
                made.home = index
            case .section:
                var section = byID[page.section] ?? untitled(page.section)
                section.title = page.title
                section.summary = page.summary
                section.order = page.order
                section.indexPage = index
                byID[page.section] = section
            case .topic:
                byID[page.section, default: untitled(page.section)].topics.append(index)
            }
        }
        // A section inside another makes its parents sections too, written or not.
        for id in Array(byID.keys) {
            var parent = SectionInfo.parentID(of: id)
            while let parentID = parent, byID[parentID] == nil {
                byID[parentID] = untitled(parentID)
                parent = SectionInfo.parentID(of: parentID)
            }
        }
        for id in byID.keys {
            byID[id]!.topics.sort(by: topicComesFirst)
        }
        func ordered(_ ids: [String]) -> [String] {
            ids.sorted { (byID[$0]!.order, byID[$0]!.title, $0) < (byID[$1]!.order, byID[$1]!.title, $1) }
        }
        var childIDs: [String: [String]] = [:]
        var topIDs: [String] = []
        for (id, section) in byID {
            if let parent = section.parent { childIDs[parent, default: []].append(id) } else { topIDs.append(id) }
        }
        // Depth first: each section, then the sections inside it.
        made.list.reserveCapacity(byID.count)
        var stack = Array(ordered(topIDs).reversed())
        while let id = stack.popLast() {
            var section = byID[id]!
            section.children = ordered(childIDs[id] ?? [])
            made.list.append(section)
            stack += section.children.reversed()
        }
        made.positions = Dictionary(made.list.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, page) in pages.enumerated() where page.language == language {
            if let position = made.positions[page.section] { made.pagePositions.append((index, position)) }
        }
        made.readingOrder = made.list.flatMap(\.topics)
        return made
    }

    /// A readable title from an id: "split-views" → "Split Views".
    public static func titleFromID(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    // MARK: Lookup

    /// The page with a topic id in a language.
    public func topic(_ id: String, in language: Language) -> Int? {
        pageIndex[language]?[TopicKey(kind: .topic, section: "", id: id)]
    }

    /// The same page in another language, if translated.
    public func translation(of index: Int, in language: Language) -> Int? {
        guard let position = config.languages.firstIndex(of: language) else { return nil }
        return translations[index][position]
    }

    /// The topics a section page lists: its own, then those of the same section in other languages
    /// that have no page in the section's language, each once, in the first language that has it
    /// (so a reader of one language still finds a topic not yet translated into it).
    public func listedTopics(of section: SectionInfo) -> [Int] {
        var listed = section.topics
        var offered: Set<String> = []
        for other in config.languages where other != section.language {
            guard let otherSection = self.section(section.id, in: other) else { continue }
            for topic in otherSection.topics where translation(of: topic, in: section.language) == nil {
                if offered.insert(pages[topic].id).inserted { listed.append(topic) }
            }
        }
        return listed
    }

    /// Every topic id of the site, in any language.
    var topicIDs: Set<String> {
        Set(pages.lazy.filter { $0.kind == .topic }.map(\.id))
    }

    /// The section with an id in a language.
    public func section(_ id: String, in language: Language) -> SectionInfo? {
        guard let position = sectionIndex[language]?[id] else { return nil }
        return sections[language]?[position]
    }

    /// True when a language has a section with this id.
    public func hasSection(_ id: String, in language: Language) -> Bool {
        sectionIndex[language]?[id] != nil
    }

    /// The section a page belongs to, in its language.
    public func section(of index: Int) -> SectionInfo? {
        guard let position = sectionPositions[index] else { return nil }
        return sections[pages[index].language]?[position]
    }

    // MARK: URLs

    /// The page's path below the site root, without the base path: `en/components/alerts/`.
    public func relativeURL(of index: Int) -> String { relativeURLs[index] }

    /// A topic's output file below the site root (`en/components/alerts/index.html`).
    public func topicPath(of index: Int) -> String { topicPaths[index] }

    /// The page's URL as linked from other pages: base path included (`/hig/en/components/alerts/`).
    public func url(of index: Int) -> String { basePath + relativeURL(of: index) }

    /// The URL of a section's page in a language.
    public func sectionURL(_ section: String, in language: Language) -> String {
        basePath + "\(language.tag)/\(Self.encodePath(section))/"
    }

    /// The URL of a language's whole tree of sections and topics (`navigation.json`), which the
    /// sidebar loads to open a branch the page does not carry.
    public func navigationURL(in language: Language) -> String { basePath + "\(language.tag)/navigation.json" }

    /// The URL of a language's home page.
    public func homeURL(in language: Language) -> String { basePath + "\(language.tag)/" }

    /// The URL of a media file from the content folder.
    public func mediaURL(_ contentRelativePath: String) -> String {
        basePath + "media/" + contentRelativePath.split(separator: "/").map { Self.encode(String($0)) }.joined(separator: "/")
    }

    /// Percent-encodes each segment of a path (a nested section's id, `components/menus`).
    public static func encodePath(_ path: String) -> String {
        path.contains("/") ? path.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }.joined(separator: "/") : encode(path)
    }

    /// Percent-encodes a path segment (Chinese ids stay readable in the browser's address bar).
    public static func encode(_ segment: String) -> String {
        // Ids are almost always plain ASCII: skip Foundation's (slow) character-set encoding then.
        if segment.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E }) {
            return segment
        }
        return segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? segment
    }
}

/// What an outdated translation's notice says: its source page and the source's sections that
/// changed since the translation was recorded (their anchor ids; "" is the introduction).
public struct TranslationNotice: Hashable, Sendable {
    public var source: Int
    public var sections: [String]

    public init(source: Int, sections: [String]) {
        self.source = source
        self.sections = sections
    }
}

extension Dictionary where Key == Int, Value == TranslationNotice {
    /// The pages whose notice is not what it was in `old` (added, changed or gone).
    public func changedKeys(since old: [Int: TranslationNotice]) -> Set<Int> {
        Set(keys.filter { self[$0] != old[$0] }).union(old.keys.filter { self[$0] == nil })
    }
}

import GuideContent
import GuideCore
import GuideTemplates

/// The navigation on every page — the header's section links and the sidebar — rendered once
/// per language and section from the theme's `section-nav`, `sidebar` (with its
/// `sidebar-section` partial, once per level of the tree) and `sidebar-topic` templates, then
/// reused. Rendering the same hundred links on each of 10,000 pages was most of
/// a large build's time; now a page only joins ready-made pieces.
struct NavigationFragments {
    /// The templates the navigation is rendered from (with the partials they include).
    static let templates = ["sidebar", "sidebar-section", "sidebar-topic", "section-nav"]

    struct Key: Hashable {
        var language: Language
        /// The current section; nil on home pages.
        var section: String?
    }

    /// Where the current section's topic list goes in a rendered sidebar.
    static let topicsMarker = "\u{1}guidegen-topics\u{1}"

    private var sidebars: [Key: (before: String, after: String)] = [:]
    /// The theme and each language's values the entries are drawn with: a page's own entry, as
    /// the current page, is drawn when the page is (drawing every topic's twice up front was a
    /// third of drawing 100,000 pages' navigation again after a sidebar template edit).
    private let theme: Theme
    private var contexts: [Language: TemplateValue] = [:]
    /// Each key's whole sidebar with every topic as a link, and where each topic's entry is in
    /// it: a page's sidebar is this with its own entry swapped for the current one (joining
    /// every entry anew for each page was two dictionary look-ups and an append per topic).
    private var joinedSidebars: [Key: (html: String, entries: [Int: [Range<String.Index>]])] = [:]
    private var sectionNavs: [Key: String] = [:]
    /// A hash of each key's sidebar and section links (without the topics).
    private var pieceFingerprints: [Key: Int] = [:]
    /// Each topic's sidebar entry, as a link and as the current page, and a hash of both, by
    /// page (nil for pages that are not topics).
    private var topicItems: [NavigationCache.TopicItem?]
    private var sectionTopics: [Key: [Int]] = [:]

    /// A hash of each key's sidebar and section links, for incremental builds.
    private var fingerprints: [Key: Int] = [:]

    /// The fragments of the last incremental build, when every page kept its place and URL:
    /// a topic not among the `changed` pages (the same page object) keeps its sidebar entry
    /// from them without its key being made and looked up in the cache (100,000 of them after
    /// one title edit), and a section whose pieces and topics are all as they were keeps its
    /// joined sidebar.
    struct Unchanged {
        let fragments: NavigationFragments
        let changed: Set<Int>
    }

    init(site: Site, theme: Theme, cache: NavigationCache? = nil, unchanged: Unchanged? = nil, baseContext: (Language) -> TemplateValue) {
        // Every page kept its address: the last build's entries, but the changed pages'.
        let keptItems = unchanged.flatMap { $0.fragments.topicItems.count == site.pages.count ? $0.fragments.topicItems : nil }
        topicItems = keptItems ?? Array(repeating: nil, count: site.pages.count)
        self.theme = theme
        for language in site.config.languages {
            let sections = site.sections[language] ?? []
            let keys = [Key(language: language, section: nil)] + sections.map { Key(language: language, section: $0.id) }
            let context = baseContext(language)
            contexts[language] = context

            addTopicItems(of: sections, language: language, site: site, theme: theme, context: context, cache: cache,
                          onlyChanged: keptItems == nil ? nil : unchanged?.changed)

            // A key's sidebar and section links are made of the sections' ids, titles and
            // whether they have topics, and of the topics of sections that hold sections (an
            // open branch lists them): an incremental build reuses them while those stay.
            var sectionsHasher = Hasher()
            for section in sections {
                sectionsHasher.combine(section.id)
                sectionsHasher.combine(section.title)
                sectionsHasher.combine(section.topics.isEmpty)
                if !section.children.isEmpty {
                    for topic in section.topics { sectionsHasher.combine(topicItems[topic]?.fingerprint) }
                }
            }
            let sectionsSignature = sectionsHasher.finalize()
            func cacheKey(_ key: Key) -> NavigationCache.SectionKey {
                NavigationCache.SectionKey(language: language, section: key.section, signature: sectionsSignature)
            }

            // Each section's sidebar and section links: from the cache, or rendered in parallel.
            let missingKeys = keys.filter { key in
                guard let cached = cache?.sections[cacheKey(key)] else { return true }
                sidebars[key] = cached.sidebar
                sectionNavs[key] = cached.sectionNav
                pieceFingerprints[key] = cached.fingerprint
                return false
            }
            let tree = SectionTree(sections: sections, site: site)
            let topicItems = self.topicItems
            let renderedSections = concurrentMap(missingKeys.count) { n in
                let pieces = Self.renderSectionPieces(current: missingKeys[n].section, language: language, tree: tree, site: site, theme: theme, context: context,
                                                      topicLink: { topicItems[$0]?.link ?? "" })
                return (sidebar: pieces.sidebar, sectionNav: pieces.sectionNav,
                        fingerprint: Self.fingerprint(pieces.sidebar.before, pieces.sidebar.after, pieces.sectionNav))
            }
            for (key, pieces) in zip(missingKeys, renderedSections) {
                sidebars[key] = pieces.sidebar
                sectionNavs[key] = pieces.sectionNav
                pieceFingerprints[key] = pieces.fingerprint
                cache?.sections[cacheKey(key)] = pieces
            }
            var joining: [Key] = []
            for key in keys {
                // A section whose pieces and topics are all as they were: its sidebar is too.
                if let unchanged, let kept = unchanged.fragments.joinedSidebars[key],
                   unchanged.fragments.pieceFingerprints[key] == pieceFingerprints[key],
                   unchanged.fragments.sectionTopics[key] == sectionTopics[key],
                   !(sectionTopics[key] ?? []).contains(where: unchanged.changed.contains) {
                    joinedSidebars[key] = kept
                    fingerprints[key] = unchanged.fragments.fingerprints[key]
                } else {
                    joining.append(key)
                }
            }
            // Joined in parallel (one after the other, they ran on one core before rendering).
            let fragments = self
            let joined = concurrentMap(joining.count) { fragments.joinedSidebar(joining[$0]) }
            for (key, sidebar) in zip(joining, joined) {
                joinedSidebars[key] = sidebar
                // From the pieces' own hashes, made once when each piece was rendered.
                var hasher = Hasher()
                hasher.combine(pieceFingerprints[key])
                for topic in sectionTopics[key] ?? [] { hasher.combine(topicItems[topic]?.fingerprint) }
                fingerprints[key] = hasher.finalize()
            }
        }
    }

    /// Each topic's sidebar entry in `sections`, as a link and as the current page: from the
    /// cache, or rendered in parallel (and then cached); only those of the `onlyChanged` pages
    /// when `topicItems` holds the last build's. Notes each section's topics too.
    private mutating func addTopicItems(of sections: [SectionInfo], language: Language, site: Site, theme: Theme, context: TemplateValue,
                                        cache: NavigationCache?, onlyChanged: Set<Int>?) {
        var missingTopics: [(topic: Int, key: NavigationCache.TopicKey)] = []
        for section in sections {
            sectionTopics[Key(language: language, section: section.id)] = section.topics
        }
        let topics = onlyChanged.map { changed in
            changed.filter { page in
                site.pages[page].language == language && site.pages[page].kind == .topic && site.section(of: page)?.topics.contains(page) == true
            }.sorted()
        } ?? sections.flatMap(\.topics)
        // Each topic's URL made in parallel: one after the other, they were a stretch of one thread.
        let keys = concurrentMap(topics.count) { NavigationCache.TopicKey(language: language, title: site.pages[topics[$0]].title, url: site.url(of: topics[$0])) }
        for (topic, key) in zip(topics, keys) {
            if let cached = cache?.topics[key] {
                topicItems[topic] = cached
            } else {
                missingTopics.append((topic, key))
            }
        }
        // The entry as the current page is drawn with the page (`sidebar`): what it is made of,
        // its title, URL and the templates, stands for it in the hash.
        let templates = Self.topicTemplatesFingerprint(theme)
        let renderedTopics = concurrentMap(missingTopics.count) { n in
            let (title, url) = (missingTopics[n].key.title, missingTopics[n].key.url)
            let link = theme.render("sidebar-topic", context, Self.topicEntry(title: title, url: url, current: false))
            var hasher = Hasher()
            for piece in [link, title, url] { piece.hashUTF8(into: &hasher) }
            hasher.combine(templates)
            return NavigationCache.TopicItem(link: link, title: title, url: url, fingerprint: hasher.finalize())
        }
        // Grown once, not doubled step by step (100,000 entries after a sidebar template edit).
        cache?.topics.reserveCapacity((cache?.topics.count ?? 0) + missingTopics.count)
        for (missing, item) in zip(missingTopics, renderedTopics) {
            topicItems[missing.topic] = item
            cache?.topics[missing.key] = item
        }
    }

    /// What a topic's sidebar entry is drawn from.
    private static func topicEntry(title: String, url: String, current: Bool) -> TemplateValue {
        ["title": .text(title), "url": .text(url), "current": .bool(current)]
    }

    /// A hash of the texts of `sidebar-topic` and the partials it includes.
    private static func topicTemplatesFingerprint(_ theme: Theme) -> Int {
        var hasher = Hasher()
        for name in theme.library.templatesUsed(by: ["sidebar-topic"]).sorted() {
            hasher.combine(name)
            hasher.combine(theme.templateFingerprints[name])
        }
        return hasher.finalize()
    }

    /// A language's sections by id, which are at the top level, and their pages' URLs (made
    /// once: every section's sidebar shows the top level, and encoding a nested id's path for
    /// each entry was a tenth of drawing 100,000 pages' navigation again).
    struct SectionTree {
        var byID: [String: SectionInfo]
        var top: [SectionInfo]
        var urls: [String: String]

        init(sections: [SectionInfo], site: Site) {
            byID = Dictionary(sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            top = sections.filter { $0.parent == nil }
            urls = Dictionary(sections.map { ($0.id, site.sectionURL($0.id, in: $0.language)) }, uniquingKeysWith: { first, _ in first })
        }

        /// The URL of `section`'s page (one of the tree's).
        func url(of section: SectionInfo, in site: Site) -> String {
            urls[section.id] ?? site.sectionURL(section.id, in: section.language)
        }
    }

    /// A hash of rendered pieces, by their UTF-8 bytes (a String hashes its normalized form,
    /// ten times slower for Chinese).
    private static func fingerprint(_ pieces: String...) -> Int {
        var hasher = Hasher()
        for piece in pieces { piece.hashUTF8(into: &hasher) }
        return hasher.finalize()
    }

    /// A language's sidebar (split where the current section's topics go) and section links,
    /// with `current` marked. The sidebar holds only the current page's branch: the top-level
    /// sections, the sections on the way down to the current one (each open, with its topics
    /// and the sections inside it), and the current section's topics and sections. So its size
    /// does not grow with the site; the whole tree is in the language's `navigation.json`.
    private static func renderSectionPieces(current: String?, language: Language, tree: SectionTree, site: Site, theme: Theme, context: TemplateValue,
                                            topicLink: (Int) -> String) -> (sidebar: (before: String, after: String), sectionNav: String) {
        let currentSection = current.flatMap { tree.byID[$0] }
        let branch = Set((currentSection?.ancestors ?? []) + (currentSection.map { [$0.id] } ?? []))
        func sidebarEntry(_ section: SectionInfo) -> TemplateValue {
            let isCurrent = section.id == current
            let isOpen = !isCurrent && branch.contains(section.id)
            // Every key is set on every entry: a missing one would be looked up in the entries
            // around it (Mustache's context stack).
            var entry: TemplateObject = ["id": .text(section.id), "title": .text(section.title), "url": .text(tree.url(of: section, in: site)),
                                         "current": .bool(isCurrent), "open": .bool(isOpen), "has_topics": false,
                                         "topics_html": "", "sections": .list([])]
            if isCurrent || isOpen {
                let topics = isCurrent ? (section.topics.isEmpty ? "" : topicsMarker) : section.topics.map(topicLink).joined()
                let children = section.children.compactMap { tree.byID[$0] }.map(sidebarEntry)
                if !topics.isEmpty || !children.isEmpty {
                    entry["has_topics"] = true
                    entry["topics_html"] = .text(topics)
                    entry["sections"] = .list(children)
                }
            }
            return .object(entry)
        }
        let sidebar = theme.render("sidebar", context, ["nav": .list(tree.top.map(sidebarEntry)),
                                                         "navigation_url": .text(site.navigationURL(in: language))])
        // The header's links: the top-level sections, the current one's marked.
        let topCurrent = currentSection.map { $0.ancestors.first ?? $0.id }
        let topLinks = tree.top.map { section -> TemplateValue in
            ["title": .text(section.title), "url": .text(tree.url(of: section, in: site)), "current": .bool(section.id == topCurrent)]
        }
        let sectionNav = theme.render("section-nav", context, ["nav": .list(topLinks)])
        guard let marker = sidebar.range(of: topicsMarker) else { return ((sidebar, ""), sectionNav) }
        return ((String(sidebar[..<marker.lowerBound]), String(sidebar[marker.upperBound...])), sectionNav)
    }

    /// The sidebar of `key` with every topic as a link, and where each topic's entry is.
    private func joinedSidebar(_ key: Key) -> (html: String, entries: [Int: [Range<String.Index>]])? {
        guard let parts = sidebars[key] else { return nil }
        var offsets: [(topic: Int, start: Int, end: Int)] = []
        var html = parts.before
        for topic in sectionTopics[key] ?? [] {
            guard let item = topicItems[topic] else { continue }
            let start = html.utf8.count
            html += item.link
            offsets.append((topic, start, html.utf8.count))
        }
        html += parts.after
        var entries: [Int: [Range<String.Index>]] = [:]
        for (topic, start, end) in offsets {
            entries[topic, default: []].append(html.utf8.index(html.startIndex, offsetBy: start)..<html.utf8.index(html.startIndex, offsetBy: end))
        }
        return (html, entries)
    }

    /// The sidebar of a page in a section (nil for home pages), with `currentPage` marked.
    func sidebar(language: Language, section: String?, currentPage: Int?) -> String {
        guard let joined = joinedSidebars[Key(language: language, section: section)] else { return "" }
        guard let currentPage, let ranges = joined.entries[currentPage], let item = topicItems[currentPage],
              let context = contexts[language] else { return joined.html }
        let current = theme.render("sidebar-topic", context, Self.topicEntry(title: item.title, url: item.url, current: true))
        var html = ""
        html.reserveCapacity(joined.html.utf8.count + ranges.count * current.utf8.count)
        var rest = joined.html.startIndex
        for range in ranges {
            html += joined.html[rest..<range.lowerBound]
            html += current
            rest = range.upperBound
        }
        html += joined.html[rest...]
        return html
    }

    /// The header's section links with the current section marked.
    func sectionNav(language: Language, section: String?) -> String {
        sectionNavs[Key(language: language, section: section)] ?? ""
    }

    /// A hash of everything the sidebar and section links of a page in this language and
    /// section are made of (each topic's entry, as a link and as the current page).
    func fingerprint(language: Language, section: String?) -> Int {
        fingerprints[Key(language: language, section: section)] ?? 0
    }
}

/// Rendered navigation pieces kept between incremental builds of one theme: a topic's sidebar
/// entry by its title and URL, a section's sidebar and section links by the sections around it.
/// Rendering them anew for 10,000 topics took longer than the rest of a one-page rebuild.
final class NavigationCache {
    struct TopicKey: Hashable {
        var language: Language
        @HashedAsUTF8 var title: String
        @HashedAsUTF8 var url: String
    }

    struct SectionKey: Hashable {
        var language: Language
        var section: String?
        /// A hash of the language's section ids, titles and whether they have topics.
        var signature: Int
    }

    /// A topic's sidebar entry as a link, what it is drawn from (its entry as the current page
    /// is drawn with the page), and a hash of both and of the templates.
    struct TopicItem {
        var link: String
        var title: String
        var url: String
        var fingerprint: Int
    }

    var topics: [TopicKey: TopicItem] = [:]
    var sections: [SectionKey: (sidebar: (before: String, after: String), sectionNav: String, fingerprint: Int)] = [:]
}

import Foundation
import GuideContent
import GuideCore
import GuideLint
import GuideMarkdown
import GuideSearch
import GuideTemplates

/// Renders the pages of a registered, resolved site through a theme. Every method only reads,
/// so pages render in parallel.
struct PageRenderer {
    private(set) var site: Site
    let theme: Theme
    private(set) var resolver: LinkResolver
    private(set) var navigation: NavigationFragments!
    /// Interface words and site-wide values per language, shared by every page.
    private var shared: [Language: [String: Any]] = [:]
    /// Image sizes and variants, read from the media files once.
    let images: ImageLibrary
    /// Highlighted code listings, each highlighted once.
    let code = CodeHighlighting()

    /// `navigationCache` keeps rendered navigation between incremental builds of one theme;
    /// `media` are the site's media files, whose images pages show by name.
    init(site: Site, theme: Theme, media: [ContentFile] = [], navigationCache: NavigationCache? = nil) {
        self.site = site
        self.theme = theme
        self.images = ImageLibrary(media: media)
        self.resolver = LinkResolver(site: site)
        for language in site.config.languages {
            shared[language] = [
                "lang": language.tag,
                "site_title": site.config.title(in: language),
                "base": site.config.basePath,
                "assets": site.config.basePath + "assets/",
                "home_url": site.homeURL(in: language),
                "root_url": site.config.basePath,
                "ui": InterfaceStrings.table(for: language),
            ]
        }
        let shared = self.shared
        navigation = NavigationFragments(site: site, theme: theme, cache: navigationCache) { shared[$0] ?? [:] }
    }

    /// This renderer for another site of the same structure (the same pages in the same
    /// places, see `Site.replacingPages`), keeping the navigation already rendered.
    func replacingSite(_ site: Site) -> PageRenderer {
        var renderer = self
        renderer.site = site
        renderer.resolver = LinkResolver(site: site)
        return renderer
    }

    var config: SiteConfig { site.config }

    // MARK: Markdown

    /// The HTML of a page's body and its headings.
    func renderBody(of index: Int) -> (html: String, headings: [Heading]) {
        let page = site.pages[index]
        let document = MarkdownDocument(page.body, lineOffset: page.bodyLineOffset)
        if page.isCatalog { document.anchorStyle = .docc }
        let renderer = markdownRenderer(for: index)
        return (renderer.render(document), document.headings)
    }

    /// The Markdown renderer of a page's text (its body, and the bodies of its directives).
    func markdownRenderer(for index: Int) -> HTMLRenderer {
        let page = site.pages[index]
        var renderer = HTMLRenderer(allowRawHTML: config.allowRawHTML, labels: InterfaceStrings.markdownLabels(for: page.language))
        renderer.resolveLink = { node in linkTarget(for: node, wantsTitle: true, from: index) }
        renderer.docc = page.isCatalog
        renderer.highlight = code.html
        renderer.resolveImage = { source in
            guard case .media(let path) = resolver.resolveImage(source, from: index) else { return nil }
            guard let variants = site.images.lookup(path: path) else { return ImageSource(src: site.mediaURL(path)) }
            return images.source(for: variants, url: site.mediaURL)
        }
        let directives = page.directives
        renderer.renderDirective = { n in n < directives.count ? renderDirective(directives[n], on: index) : "" }
        return renderer
    }

    private func linkTarget(for node: MarkdownNode, wantsTitle: Bool, from index: Int) -> LinkTarget? {
        switch resolver.resolve(node.url, from: index) {
        case .page(let target, let anchor):
            let href = target == index && anchor != nil ? "#" + anchor! : site.url(of: target) + (anchor.map { "#" + $0 } ?? "")
            return LinkTarget(href: href, title: title(of: target, anchor: anchor))
        case .otherLanguage(let target, let anchor):
            let language = site.pages[target].language
            let href = site.url(of: target) + (anchor.map { "#" + $0 } ?? "")
            return LinkTarget(href: href, title: title(of: target, anchor: anchor),
                              attributes: " hreflang=\"\(language.tag)\" class=\"other-language\"",
                              marker: language.nativeName, language: language.tag)
        case .media(let path):
            return LinkTarget(href: site.mediaURL(path))
        case .external(let url):
            if url.hasPrefix("/"), !url.hasPrefix("//") { return LinkTarget(href: config.basePath + url.dropFirst()) }
            return nil
        case .failure:
            // A catalog shows a link it cannot resolve as text, as DocC does (the build warned).
            guard site.pages[index].isCatalog else { return nil }
            let url = node.url
            return .text(url.hasPrefix("doc:") ? String(url.dropFirst(4)) : url)
        }
    }

    /// The topics that curate a page in their `## Topics`, outermost first (a catalog's
    /// nesting, for breadcrumbs).
    func curatingParents(of index: Int) -> [Int] {
        var parents: [Int] = []
        var current = site.pages[index]
        while let id = current.parent, let parent = site.topic(id, in: current.language), !parents.contains(parent), parent != index {
            parents.insert(parent, at: 0)
            current = site.pages[parent]
        }
        return parents
    }

    func title(of target: Int, anchor: String?) -> String {
        let page = site.pages[target]
        if let anchor, let heading = page.headings.first(where: { $0.id == anchor }) { return heading.text }
        return page.title
    }

    // MARK: Contexts

    /// What every page's template sees: the site, the language, navigation and interface words.
    func baseContext(language: Language, currentSection: String?, currentPage: Int?) -> [String: Any] {
        var context = shared[language] ?? [:]
        context["sidebar_html"] = navigation.sidebar(language: language, section: currentSection, currentPage: currentPage)
        context["section_nav_html"] = navigation.sectionNav(language: language, section: currentSection)
        return context
    }

    /// Language switcher entries: the same page in each language, or that language's home page.
    /// The language switcher. A language without this page links to `fallbacks` (where that
    /// language's readers find the page offered in a language that has it), else to its home.
    func languageLinks(current: Language, urls: [Language: String], fallbacks: [Language: String] = [:]) -> [[String: Any]] {
        config.languages.map { language in
            [
                "tag": language.tag, "name": language.nativeName, "current": language == current,
                "url": urls[language] ?? fallbacks[language] ?? site.homeURL(in: language), "available": urls[language] != nil,
            ]
        }
    }

    func alternates(_ urls: [Language: String]) -> [[String: Any]] {
        config.languages.compactMap { language in
            urls[language].map { ["lang": language.tag, "url": (config.origin ?? "") + $0] }
        }
    }

    func pageLink(_ index: Int, from language: Language) -> [String: Any] {
        let page = site.pages[index]
        var link: [String: Any] = ["title": page.title, "url": site.url(of: index)]
        if !page.summary.isEmpty { link["summary"] = page.summary }
        if page.language != language {
            link["other_language"] = page.language.nativeName
            link["hreflang"] = page.language.tag
        }
        return link
    }

    // MARK: Pages

    /// A topic page.
    func renderTopic(_ index: Int) -> String {
        let page = site.pages[index]
        let language = page.language
        let (html, headings) = renderBody(of: index)
        var context = baseContext(language: language, currentSection: page.section, currentPage: index)
        var urls: [Language: String] = [:]
        for other in config.languages {
            if let translated = site.translation(of: index, in: other) { urls[other] = site.url(of: translated) }
        }
        let section = site.section(of: index)
        let order = site.readingOrder[language] ?? []
        let position = site.readingPosition[index]
        let related: [[String: Any]] = page.related.compactMap { item in
            if let target = site.topic(item.id, in: language) { return pageLink(target, from: language) }
            for other in config.languages { if let target = site.topic(item.id, in: other) { return pageLink(target, from: language) } }
            return nil
        }
        let backlinks = (site.backlinks[index] ?? []).filter { site.pages[$0].kind == .topic }.map { pageLink($0, from: language) }
        let toc = headings.filter { $0.level == 2 || $0.level == 3 }.map { ["id": $0.id, "text": $0.text, "sub": $0.level == 3] as [String: Any] }
        var pageContext: [String: Any] = [
            "kind": "topic", "title": page.title, "summary": page.summary, "content": html,
            "url": site.url(of: index), "canonical": site.absoluteURL(of: index),
            "toc": toc, "has_toc": toc.count >= 2,
            "related": related, "backlinks": backlinks,
            "has_related": !related.isEmpty, "has_backlinks": !backlinks.isEmpty,
            "breadcrumbs": [
                ["title": config.title(in: language), "url": site.homeURL(in: language)],
                ["title": section?.title ?? page.section, "url": site.sectionURL(page.section, in: language)],
            ] + curatingParents(of: index).map { ["title": site.pages[$0].title, "url": site.url(of: $0)] },
            "alternates": alternates(urls),
        ]
        if let updated = page.updated { pageContext["updated"] = updated }
        if let position, position > 0 { pageContext["previous"] = pageLink(order[position - 1], from: language) }
        if let position, position + 1 < order.count { pageContext["next"] = pageLink(order[position + 1], from: language) }
        context["page"] = Self.droppingEmptyText(pageContext)
        // A language without this topic: its section page, which lists the topic in this language.
        var fallbacks: [Language: String] = [:]
        for other in config.languages where urls[other] == nil && site.sections[other]?.contains(where: { $0.id == page.section }) == true {
            fallbacks[other] = site.sectionURL(page.section, in: other)
        }
        context["languages"] = languageLinks(current: language, urls: urls, fallbacks: fallbacks)
        return theme.render("topic", context)
    }

    /// A section page: its introduction and its topics.
    func renderSection(_ section: SectionInfo) -> String {
        let language = section.language
        var context = baseContext(language: language, currentSection: section.id, currentPage: nil)
        var urls: [Language: String] = [:]
        for other in config.languages where site.sections[other]?.contains(where: { $0.id == section.id }) == true {
            urls[other] = site.sectionURL(section.id, in: other)
        }
        let url = site.sectionURL(section.id, in: language)
        var pageContext: [String: Any] = [
            "kind": "section", "title": section.title, "summary": section.summary,
            "url": url, "canonical": (config.origin ?? "") + url,
            "topics": site.listedTopics(of: section).map { pageLink($0, from: language) },
            "breadcrumbs": [["title": config.title(in: language), "url": site.homeURL(in: language)]],
            "alternates": alternates(urls),
        ]
        if let index = section.indexPage {
            let (html, _) = renderBody(of: index)
            pageContext["content"] = html
        }
        context["page"] = Self.droppingEmptyText(pageContext)
        context["languages"] = languageLinks(current: language, urls: urls)
        return theme.render("section", context)
    }

    /// A language's home page: its introduction and every section with its topics.
    func renderHome(_ language: Language) -> String {
        var context = baseContext(language: language, currentSection: nil, currentPage: nil)
        var urls: [Language: String] = [:]
        for other in config.languages { urls[other] = site.homeURL(in: other) }
        let url = site.homeURL(in: language)
        let homePage = site.homes[language]
        var pageContext: [String: Any] = [
            "kind": "home",
            "title": homePage.map { site.pages[$0].title } ?? config.title(in: language),
            "summary": homePage.map { site.pages[$0].summary } ?? "",
            "url": url, "canonical": (config.origin ?? "") + url,
            "sections": (site.sections[language] ?? []).map { section -> [String: Any] in
                Self.droppingEmptyText([
                    "title": section.title, "summary": section.summary, "url": site.sectionURL(section.id, in: language),
                    "topics": site.listedTopics(of: section).map { pageLink($0, from: language) },
                ])
            },
            "alternates": alternates(urls),
        ]
        if let homePage { pageContext["content"] = renderBody(of: homePage).html }
        context["page"] = Self.droppingEmptyText(pageContext)
        context["languages"] = languageLinks(current: language, urls: urls)
        return theme.render("home", context)
    }

    /// The root page: a language picker that sends visitors on to their browser's language.
    func renderRoot() -> String {
        let language = config.defaultLanguage
        var context = baseContext(language: language, currentSection: nil, currentPage: nil)
        let languages = config.languages.map { other -> [String: Any] in
            ["tag": other.tag, "name": other.nativeName, "url": site.homeURL(in: other), "site_title": config.title(in: other)]
        }
        context["languages"] = languages
        context["languages_json"] = Self.json(config.languages.map(\.tag))
        context["default_language"] = language.tag
        context["page"] = ["kind": "root", "title": config.title(in: language), "url": config.basePath,
                           "canonical": (config.origin ?? "") + config.basePath] as [String: Any]
        return theme.render("root", context)
    }

    /// The page static hosts serve for missing URLs (in every language at once).
    func renderNotFound() -> String {
        let language = config.defaultLanguage
        var context = baseContext(language: language, currentSection: nil, currentPage: nil)
        context["languages"] = config.languages.map { other -> [String: Any] in
            let strings = InterfaceStrings.table(for: other)
            return ["tag": other.tag, "name": other.nativeName, "url": site.homeURL(in: other),
                    "site_title": config.title(in: other), "title": strings["not_found_title"] ?? "", "message": strings["not_found_message"] ?? ""]
        }
        context["page"] = ["kind": "404", "title": InterfaceStrings.table(for: language)["not_found_title"] ?? "Not found"] as [String: Any]
        return theme.render("404", context)
    }

    /// Mustache treats an empty string as true; leaving the key out makes `{{#summary}}` skip it.
    static func droppingEmptyText(_ context: [String: Any]) -> [String: Any] {
        context.filter { !(($0.value as? String)?.isEmpty ?? false) }
    }

    /// The glossary as a page: every term in every language, and the words to avoid.
    func renderGlossary(_ glossary: Glossary, in language: Language) -> String {
        let strings = InterfaceStrings.table(for: language)
        var html = "<table class=\"glossary\">\n<thead><tr>"
        for other in config.languages { html += "<th scope=\"col\" lang=\"\(other.tag)\">\(HTMLEscaping.escape(other.nativeName))</th>" }
        html += "<th scope=\"col\">\(HTMLEscaping.escape(strings["glossary_avoid"] ?? "Avoid"))</th></tr></thead>\n<tbody>\n"
        for term in glossary.terms {
            html += "<tr>"
            for other in config.languages {
                html += "<td lang=\"\(other.tag)\">\(HTMLEscaping.escape(term.preferred[other.tag] ?? ""))</td>"
            }
            let avoid = config.languages.flatMap { other in (term.avoid[other.tag] ?? []).map { "<s lang=\"\(other.tag)\">\(HTMLEscaping.escape($0))</s>" } }
            html += "<td>\(avoid.joined(separator: ", "))</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        var context = baseContext(language: language, currentSection: nil, currentPage: nil)
        let url = config.basePath + "\(language.tag)/glossary/"
        var urls: [Language: String] = [:]
        for other in config.languages { urls[other] = config.basePath + "\(other.tag)/glossary/" }
        context["page"] = [
            "kind": "glossary", "title": strings["glossary"] ?? "Glossary", "summary": strings["glossary_summary"] ?? "",
            "content": html, "url": url, "canonical": (config.origin ?? "") + url,
            "breadcrumbs": [["title": config.title(in: language), "url": site.homeURL(in: language)]],
            "alternates": alternates(urls),
        ] as [String: Any]
        context["languages"] = languageLinks(current: language, urls: urls)
        return theme.render("topic", context)
    }

    /// A language's search page (`<lang>/search/`): the form for deep links (`?q=`) and browsers
    /// without JavaScript, which also get every page listed by section. Empty when the theme has
    /// no `search` template.
    func renderSearch(_ language: Language) -> String {
        var context = baseContext(language: language, currentSection: nil, currentPage: nil)
        let url = config.basePath + "\(language.tag)/search/"
        var urls: [Language: String] = [:]
        for other in config.languages { urls[other] = config.basePath + "\(other.tag)/search/" }
        context["page"] = [
            "kind": "search", "title": InterfaceStrings.table(for: language)["search"] ?? "Search", "url": url,
            "breadcrumbs": [["title": config.title(in: language), "url": site.homeURL(in: language)]],
            "sections": (site.sections[language] ?? []).map { section -> [String: Any] in
                ["title": section.title, "url": site.sectionURL(section.id, in: language),
                 "topics": section.topics.map { ["title": site.pages[$0].title, "url": site.url(of: $0)] }]
            },
        ] as [String: Any]
        context["search"] = SearchStrings.table(for: language.tag)
        context["languages"] = languageLinks(current: language, urls: urls)
        return theme.render("search", context)
    }

    static func json(_ strings: [String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: strings)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

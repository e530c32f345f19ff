import Foundation
import GuideContent
import GuideCore
import GuideLint
import GuideMarkdown
import GuideSearch
import GuideTemplates

/// Renders the pages of a registered, resolved site through a theme. Every method only reads,
/// so pages render in parallel.
///
/// A class: every page's Markdown renderer has closures that call back into it, and each closure
/// capturing a struct of fifteen fields copied it (a retain and a release per field), four times
/// a page; so did every function it was passed to.
final class PageRenderer: Sendable {
    let site: Site
    let theme: Theme
    let resolver: LinkResolver
    let navigation: NavigationFragments
    /// Interface words and site-wide values per language, shared by every page.
    private let shared: [Language: TemplateValue]
    /// Image sizes and variants, read from the media files once.
    let images: ImageLibrary
    /// Highlighted code listings, each highlighted once.
    let code: CodeHighlighting
    /// A hash of the site's media files' names, which directives look up.
    private let mediaFingerprint: Int
    /// Each page as a link from a page in its own language, made once per site: contexts show
    /// the same links on many pages.
    let links: [Hashed<PageContext.Link>]
    /// Body inputs of the last incremental build, and those made now for the next one.
    private let bodies: BodyInputs
    /// The bodies a whole build's parse stage recorded, filled in as their pages render.
    let pendingBodies: PendingBodies?
    /// Each language's sections' URLs by id.
    private let sectionURLs: [Language: [String: String]]
    /// Each language's sections' breadcrumbs (`sectionCrumbs`) by id, made once: every page of a
    /// section shows the same, and making them for each split the id and looked up each
    /// ancestor (1.9 % of a 10,000-page build's CPU without search and lint).
    private let crumbs: [Language: [String: [PageContext.Crumb]]]
    /// Each language's pages of symbols, by symbol (`Curation.symbolIndex`), and a hash of them:
    /// a symbol link's target depends on every page's symbol.
    private let symbolPages: [Language: [String: Int]]
    let symbolFingerprint: Int

    /// `navigationCache` keeps rendered navigation between incremental builds of one theme;
    /// `media` are the site's media files, whose images pages show by name; `previous`, the
    /// renderer of the last incremental build, lends the links (and sidebar entries) of the
    /// pages that did not change and, unless the media files changed (`sameMedia` false), its
    /// pages' body inputs. `sameAddresses`: every page has the place and URL it had in
    /// `previous`'s site (`Site.reorderingPages`), so a page that is the same object needs no
    /// other check.
    init(site: Site, theme: Theme, media: [ContentFile] = [], navigationCache: NavigationCache? = nil,
         previous: PageRenderer? = nil, sameMedia: Bool = false, sameAddresses: Bool = false, pendingBodies: PendingBodies? = nil) {
        self.site = site
        self.pendingBodies = pendingBodies
        self.theme = theme
        self.images = ImageLibrary(media: media)
        self.code = CodeHighlighting()
        self.resolver = LinkResolver(site: site)
        self.mediaFingerprint = site.media.hashValue
        // The pages that are not the same objects as in `previous`'s site, when every page kept its address.
        let changed = sameAddresses ? previous.map { previous in
            Set(site.pages.indices.lazy.filter { site.pages[$0] !== previous.site.pages[$0] })
        } : nil
        self.links = Self.links(of: site, reusing: previous, changed: changed)
        self.bodies = sameMedia && previous != nil ? BodyInputs(previous: previous!.bodies) : BodyInputs()
        (symbolPages, symbolFingerprint) = Self.symbols(of: site)
        var sectionURLs: [Language: [String: String]] = [:]
        var shared: [Language: TemplateValue] = [:]
        for language in site.config.languages {
            // Every page at its address: so is every section.
            sectionURLs[language] = changed != nil ? previous?.sectionURLs[language] ?? [:]
                : Dictionary((site.sections[language] ?? []).map { ($0.id, site.sectionURL($0.id, in: language)) },
                             uniquingKeysWith: { first, _ in first })
            shared[language] = [
                "lang": .text(language.tag),
                "site_title": .text(site.config.title(in: language)),
                "base": .text(site.config.basePath),
                "assets": .text(site.config.basePath + "assets/"),
                "home_url": .text(site.homeURL(in: language)),
                "root_url": .text(site.config.basePath),
                "ui": .strings(InterfaceStrings.table(for: language, config: site.config)),
                // The site's own search words, for the search field's `data-words`; none by default.
                "search_words": InterfaceStrings.searchWordsJSON(for: language, config: site.config).map(TemplateValue.text) ?? .null,
            ]
        }
        self.sectionURLs = sectionURLs
        crumbs = Self.crumbs(of: site, sectionURLs: sectionURLs)
        self.shared = shared
        let unchanged = previous.flatMap { previous in changed.map { NavigationFragments.Unchanged(fragments: previous.navigation, changed: $0) } }
        navigation = NavigationFragments(site: site, theme: theme, cache: navigationCache, unchanged: unchanged) { shared[$0] ?? .null }
    }

    /// `other` for another site: every value that depends only on the site's structure is
    /// `other`'s, the rest is made for `site`.
    private init(_ other: PageRenderer, site: Site, theme: Theme, images: ImageLibrary, bodies: BodyInputs, navigation: NavigationFragments? = nil) {
        self.site = site
        self.theme = theme
        resolver = LinkResolver(site: site)
        self.navigation = navigation ?? other.navigation
        shared = other.shared
        self.images = images
        code = other.code
        mediaFingerprint = other.mediaFingerprint
        links = other.links
        self.bodies = bodies
        pendingBodies = other.pendingBodies
        sectionURLs = other.sectionURLs
        crumbs = Self.crumbs(of: site, sectionURLs: sectionURLs)
        (symbolPages, symbolFingerprint) = Self.symbols(of: site)
    }

    /// This renderer with `theme`'s navigation, rendered anew with `navigationCache` (one that
    /// holds nothing rendered from other templates): everything else holds for the same site.
    func replacingNavigation(theme: Theme, navigationCache: NavigationCache) -> PageRenderer {
        let shared = shared
        let navigation = NavigationFragments(site: site, theme: theme, cache: navigationCache) { shared[$0] ?? .null }
        return PageRenderer(self, site: site, theme: theme, images: images, bodies: BodyInputs(previous: bodies), navigation: navigation)
    }

    /// The hash of the navigation `job`'s page shows (`PageContext.Navigation.fingerprint`).
    func navigationFingerprint(of job: RenderJob) -> Int {
        switch job {
        case .topic(let index, _): navigation.fingerprint(language: site.pages[index].language, section: site.pages[index].section)
        case .section(let id, let language): navigation.fingerprint(language: language, section: id)
        case .home(let language): navigation.fingerprint(language: language, section: nil)
        }
    }

    /// This renderer for another site of the same structure (the same pages in the same
    /// places, see `Site.replacingPages`), keeping the navigation already rendered; `theme`
    /// when templates the navigation does not use changed; `media` when media files changed
    /// (image sizes are read again).
    func replacingSite(_ site: Site, theme: Theme? = nil, media: [ContentFile]? = nil) -> PageRenderer {
        // Pages keep their titles, summaries and places: `links` and `sectionURLs` still hold.
        PageRenderer(self, site: site, theme: theme ?? self.theme, images: media.map { ImageLibrary(media: $0) } ?? images,
                     bodies: media == nil ? BodyInputs(previous: bodies) : BodyInputs())
    }

    private static func symbols(of site: Site) -> (pages: [Language: [String: Int]], fingerprint: Int) {
        let pages = site.symbolPages
        guard !pages.isEmpty else { return (pages, 0) }
        // A symbol link shows its page's title, so the titles count too, and one may lead to a
        // member's entry on its type's page.
        var hasher = Hasher()
        hasher.combine(pages)
        for (_, symbols) in pages.sorted(by: { $0.key.tag < $1.key.tag }) {
            for index in symbols.values.sorted() {
                hasher.combine(site.pages[index].title)
                hasher.combine(site.pages[index].symbolMembers.map(\.symbol))
            }
        }
        return (pages, hasher.finalize())
    }

    /// The page a symbol link on page `index` leads to (nil for none, or for the page itself).
    func symbolTarget(_ symbol: String, from index: Int) -> Int? {
        symbolPage(symbol, from: index).flatMap { $0 == index ? nil : $0 }
    }

    /// The page of the symbol a link on page `index` names, the page itself included.
    func symbolPage(_ symbol: String, from index: Int) -> Int? {
        let page = site.pages[index]
        guard let symbols = symbolPages[page.language] else { return nil }
        return Curation.symbolPage(symbol, from: page.symbol, in: symbols)
    }

    var config: SiteConfig { site.config }

    // MARK: Markdown

    /// The HTML of a page's body (UTF-8) and its headings.
    func renderBody(of index: Int) -> (html: [UInt8], headings: [Heading]) {
        if let taken = pendingBodies?.take(index), let html = taken.filled(by: markdownRenderer(for: index)) {
            return (html, taken.body.pending.headings)
        }
        let page = site.pages[index]
        let document = MarkdownDocument(page.body, lineOffset: page.bodyLineOffset, anchorStyle: page.isCatalog ? .docc : .slug)
        return (markdownRenderer(for: index).renderUTF8(document), document.headings)
    }

    /// The renderer of a page's Markdown as far as it does not depend on the rest of the site:
    /// what the parse stage records bodies with, and what `markdownRenderer(for:)` adds to.
    static func bodyRenderer(for page: Page, config: SiteConfig, code: CodeHighlighting) -> HTMLRenderer {
        var renderer = HTMLRenderer(allowRawHTML: config.allowRawHTML, labels: InterfaceStrings.markdownLabels(for: page.language, config: config))
        renderer.docc = page.isCatalog
        renderer.highlight = code.html
        return renderer
    }

    /// The Markdown renderer of a page's text (its body, and the bodies of its directives).
    func markdownRenderer(for index: Int) -> HTMLRenderer {
        let page = site.pages[index]
        var renderer = Self.bodyRenderer(for: page, config: config, code: code)
        let resolved = ResolvedLinkLookup(page: index, resolver: resolver)
        renderer.resolveLink = { [self] url in linkTarget(for: resolved.resolve(url), url: url, from: index) }
        renderer.resolveImage = { [self] source in imageSource(for: resolved.resolveImage(source)) }
        let directives = page.directives
        renderer.renderDirective = { [self] n in n < directives.count ? renderDirective(directives[n], on: index) : "" }
        let symbolLinks = page.symbolLinks
        if !symbolLinks.isEmpty {
            renderer.symbolLink = { [self] text, line in
                guard symbolLinks.contains(SymbolLink(text: text, line: line)) else { return nil }
                // A link to a symbol's page shows that page's title, as DocC shows its symbol's
                // (`Environment.Key` for a nested type), on that page too, where it is no link;
                // else the symbol's own name.
                let found = symbolPage(text, from: index)
                let target = found.flatMap { $0 == index ? nil : $0 }
                // A member with no page: its entry in its type's list (on this page, or another).
                if found == nil, let entry = site.memberEntry(text, from: site.pages[index].symbol, in: site.pages[index].language) {
                    return (PageParser.symbolName(text), (entry.page == index ? "" : links[entry.page].value.url) + "#" + entry.anchor)
                }
                return (found.map { site.pages[$0].title } ?? PageParser.symbolName(text), target.map { links[$0].value.url })
            }
        }
        return renderer
    }

    /// What a link written as `url` on page `index` shows, given where it leads.
    private func linkTarget(for resolution: LinkResolution, url: String, from index: Int) -> LinkTarget? {
        switch resolution {
        case .page(let target, let anchor):
            let href = target == index && anchor != nil ? "#" + anchor! : links[target].value.url + (anchor.map { "#" + $0 } ?? "")
            return LinkTarget(href: href, title: title(of: target, anchor: anchor))
        case .otherLanguage(let target, let anchor):
            let language = site.pages[target].language
            let href = links[target].value.url + (anchor.map { "#" + $0 } ?? "")
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
            return .text(url.hasPrefix("doc:") ? String(url.dropFirst(4)) : url)
        }
    }

    /// What an image shows, given where its source leads: its files and its size.
    private func imageSource(for resolution: LinkResolution) -> ImageSource? {
        guard case .media(let path) = resolution else { return nil }
        guard let variants = site.images.lookup(path: path) else { return ImageSource(src: site.mediaURL(path)) }
        return images.source(for: variants, url: site.mediaURL)
    }

    /// The hash of a page's body as incremental builds compare it (`PageContext.Body`): its text
    /// hash and what each of its links and images shows (the functions that make them are the
    /// ones rendering calls). Without `textHashes` (a whole build, which compares nothing) 0.
    func bodyInput(of index: Int, textHashes: [Int]?) -> Int {
        guard let textHashes else { return 0 }
        let page = site.pages[index]
        // Directives name media files that are not links (`@Image(source:)`, `@Video`).
        let media = page.directives.isEmpty ? 0 : mediaFingerprint
        // Symbol links, and the types a declaration names (`Page.declarationTypeNames`), lead
        // where the site's symbols are now.
        let symbolNames = page.symbolLinks.sorted { ($0.line, $0.text) < ($1.line, $1.text) }.map(\.text)
            + page.declarationTypeNames.map(SymbolPath.ofTypeName)
        let symbols = symbolNames.isEmpty ? 0 : symbolFingerprint
        if let body = bodies.reusable(at: index, in: site, textHash: textHashes[index], media: media,
                                      symbols: symbols, links: links) { return body }
        let resolutions = site.resolvedLinks[index]
        let shown = zip(page.links, resolutions.resolutions).map { link, resolution in
            link.isImage || link.isMedia ? PageContext.Shown(imageSource(for: resolution))
                : PageContext.Shown(linkTarget(for: resolution, url: link.destination, from: index))
        }
        let symbolTargets = symbolNames.map { symbolTarget($0, from: index) }
        let body = PageContext.Body(textHash: textHashes[index], shown: shown, media: media,
                                    symbols: symbolTargets.map { $0.map { links[$0].value.url } }).hashValue
        let targets = resolutions.resolutions.compactMap { resolution -> (index: Int, page: Page, link: Int)? in
            switch resolution {
            case .page(let target, _), .otherLanguage(let target, _): return (target, site.pages[target], links[target].hash)
            default: return nil
            }
        } + symbolTargets.compactMap { $0 }.map { ($0, site.pages[$0], links[$0].hash) }
        bodies.store(.init(page: page, resolutions: resolutions, textHash: textHashes[index], media: media,
                           symbols: symbols, targets: targets, body: body), at: index)
        return body
    }

    /// The symbol pages DocC's automatic curation placed below symbol page `index`, in order:
    /// those of its section whose parent it is (none for a page that is no symbol's).
    func automaticChildren(of index: Int) -> [Int] {
        let page = site.pages[index]
        guard page.symbol != nil, let section = site.section(of: index) else { return [] }
        return section.topics.filter { site.pages[$0].isCuratedAutomatically && site.pages[$0].parent == page.id }
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
        if let anchor, let member = page.symbolMembers.first(where: { $0.anchor == anchor }) { return member.name }
        return page.title
    }

    // MARK: Contexts

    /// What every page's template sees: the site, the language, navigation and interface words.
    func baseContext(language: Language, currentSection: String?, currentPage: Int?) -> TemplateObject {
        [
            "sidebar_html": .text(navigation.sidebar(language: language, section: currentSection, currentPage: currentPage)),
            "section_nav_html": .text(navigation.sectionNav(language: language, section: currentSection)),
        ]
    }

    /// Renders a template for a page in `language`: the language's shared values, then the
    /// page's own (`context`, from `baseContext` and added to).
    func render(_ template: String, language: Language, _ context: TemplateObject) -> String {
        theme.render(template, shared[language] ?? .null, .object(context))
    }

    /// `render(_:language:_:)` as UTF-8 bytes.
    private func renderBytes(_ template: String, language: Language, _ context: TemplateObject) -> [UInt8] {
        theme.renderBytes(template, shared[language] ?? .null, .object(context))
    }

    /// Language switcher entries: the same page in each language, or that language's home page.
    /// A language without this page links to `fallbacks` (where that language's readers find the
    /// page offered in a language that has it), else to its home page.
    func languageLinks(current: Language, urls: [Language: String], fallbacks: [Language: String] = [:]) -> [PageContext.LanguageLink] {
        config.languages.map { language in
            PageContext.LanguageLink(tag: language.tag, name: language.nativeName, current: language == current,
                                     url: urls[language] ?? fallbacks[language] ?? site.homeURL(in: language),
                                     available: urls[language] != nil)
        }
    }

    func alternates(_ urls: [Language: String]) -> [PageContext.Alternate] {
        config.languages.compactMap { language in
            urls[language].map { PageContext.Alternate(lang: language.tag, url: absolute($0)) }
        }
    }

    func pageLink(_ index: Int, from language: Language) -> Hashed<PageContext.Link> {
        let page = site.pages[index]
        guard page.language != language else { return links[index] }
        var link = links[index].value
        link.otherLanguage = page.language.nativeName
        link.hreflang = page.language.tag
        return Hashed(link)
    }

    /// Each page as a link; a page that is the same object at the same place and URL in
    /// `previous`'s site keeps its link from there. When every page kept its address, only the
    /// `changed` pages (those that are not the same objects) are made again.
    static func links(of site: Site, reusing previous: PageRenderer? = nil, changed: Set<Int>? = nil) -> [Hashed<PageContext.Link>] {
        func link(_ index: Int) -> Hashed<PageContext.Link> {
            Hashed(link: PageContext.Link(title: site.pages[index].title, url: site.url(of: index), summary: site.pages[index].summary))
        }
        if let previous, let changed, previous.site.config.basePath == site.config.basePath {
            var links = previous.links
            for index in changed { links[index] = link(index) }
            return links
        }
        let old = previous.flatMap { $0.site.config.basePath == site.config.basePath ? ($0.site, $0.links) : nil }
        // In parallel: one after the other, they were most of a build's stretch on one core
        // between resolving links and rendering.
        return concurrentMap(site.pages.count) { index in
            if let (oldSite, oldLinks) = old, index < oldSite.pages.count, oldSite.pages[index] === site.pages[index],
               oldSite.relativeURL(of: index) == site.relativeURL(of: index) {
                return oldLinks[index]
            }
            return link(index)
        }
    }

    /// The URL of a section's page (`Site.sectionURL`, made once).
    func sectionURL(_ section: String, in language: Language) -> String {
        sectionURLs[language]?[section] ?? site.sectionURL(section, in: language)
    }

    /// A URL with the site's origin, when it has one (without making a new string otherwise).
    func absolute(_ url: String) -> String {
        guard let origin = config.origin, !origin.isEmpty else { return url }
        return origin + url
    }

    func navigationInput(language: Language, section: String?, currentPage: Int?) -> PageContext.Navigation {
        PageContext.Navigation(section: section, currentPage: currentPage.map { links[$0].value.url },
                               fingerprint: navigation.fingerprint(language: language, section: section))
    }

    // MARK: Pages

    /// What the page of `job` shows. `textHashes` (each page's text hash, by index) are given
    /// by incremental builds, which compare these values; see `bodyInput`.
    func context(of job: RenderJob, textHashes: [Int]?) -> PageContext {
        switch job {
        case .topic(let index, _): return topicContext(index, textHashes: textHashes)
        case .section(let id, let language):
            // Every job's section is one of its site's.
            return sectionContext(site.section(id, in: language)!, textHashes: textHashes)
        case .home(let language): return homeContext(language, textHashes: textHashes)
        }
    }

    /// Renders the page of `job` from its context (`context(of:textHashes:)`), as UTF-8 bytes.
    func render(_ job: RenderJob, context: PageContext) -> [UInt8] {
        var values = baseContext(language: context.language, currentSection: context.navigation.section, currentPage: job.currentPage)
        // Empty text is left out, so that `{{#page.summary}}` skips it (`TemplateValue.nonEmpty`).
        var page: TemplateObject = ["kind": .text(context.template)]
        page["title"] = .nonEmpty(context.title)
        page["summary"] = .nonEmpty(context.summary)
        page["url"] = .nonEmpty(context.url)
        page["canonical"] = .nonEmpty(context.canonical)
        page["alternates"] = .list(context.alternates.map(\.value))
        // The body's own `## Topics` (a catalog article's), which a symbol's automatic groups continue.
        var hasTopicsHeading = false
        if context.body != nil, let index = job.bodyPage(in: site) {
            let (html, headings) = renderBody(of: index)
            hasTopicsHeading = context.automaticTopics != nil && headings.contains { $0.level == 2 && $0.id == "Topics" }
            page["content"] = html.isEmpty ? nil : .utf8(html)
            if context.showsTOC {
                let toc = headings.filter { $0.level == 2 || $0.level == 3 }.map { heading -> TemplateValue in
                    ["id": .text(heading.id), "text": .text(heading.text), "sub": .bool(heading.level == 3)]
                }
                page["toc"] = .list(toc)
                page["has_toc"] = .bool(toc.count >= 2)
            }
        }
        if let breadcrumbs = context.breadcrumbs { page["breadcrumbs"] = .list(breadcrumbs.map { ["title": .text($0.title), "url": .text($0.url)] }) }
        if let related = context.related {
            page["related"] = .list(related.map(\.shown))
            page["has_related"] = .bool(!related.isEmpty)
        }
        if let backlinks = context.backlinks {
            page["backlinks"] = .list(backlinks.map(\.shown))
            page["has_backlinks"] = .bool(!backlinks.isEmpty)
        }
        if let groups = context.relationships {
            page["relationships"] = .list(groups.map(\.value))
            page["has_relationships"] = .bool(!groups.isEmpty)
        }
        if let groups = context.automaticTopics {
            page["automatic_topics"] = .list(groups.map(\.value))
            page["has_automatic_topics"] = .bool(!groups.isEmpty)
            page["has_topics_heading"] = .bool(hasTopicsHeading)
        }
        if let updated = context.updated { page["updated"] = .nonEmpty(updated) }
        if let header = context.header { page["header"] = header.value }
        if let outdated = context.outdated { page["outdated"] = outdated.value }
        if let previous = context.previous { page["previous"] = previous.shown }
        if let next = context.next { page["next"] = next.shown }
        if let topics = context.topics { page["topics"] = .list(topics.map(\.shown)) }
        if let sections = context.sections {
            page["sections"] = .list(sections.map(\.value))
            page["has_sections"] = .bool(!sections.isEmpty)
        }
        values["page"] = .object(page)
        values["languages"] = .list(context.languages.map(\.value))
        return renderBytes(context.template, language: context.language, values)
    }

    /// A topic page, made part by part (`TopicPart`): `UnchangedPages` checks, part by part,
    /// whether it changed since the last incremental build without making it.
    func topicContext(_ index: Int, textHashes: [Int]?) -> PageContext {
        var context = PageContext(template: "topic", language: site.pages[index].language)
        for part in TopicPart.allCases { fill(part, of: index, into: &context, textHashes: textHashes) }
        return context
    }

    /// Fills one part of topic `index`'s context.
    func fill(_ part: TopicPart, of index: Int, into context: inout PageContext, textHashes: [Int]?) {
        let page = site.pages[index]
        let language = page.language
        switch part {
        case .page:
            (context.title, context.summary, context.updated) = (page.title, page.summary, page.updated)
            (context.url, context.canonical) = (links[index].value.url, absolute(links[index].value.url))
            context.showsTOC = true
            context.header = header(of: index)
        case .translations:
            var urls: [Language: String] = [:]
            for other in config.languages {
                if let translated = site.translation(of: index, in: other) { urls[other] = links[translated].value.url }
            }
            // A language without this topic: its section page, which lists the topic in this language.
            var fallbacks: [Language: String] = [:]
            for other in config.languages where urls[other] == nil && site.hasSection(page.section, in: other) {
                fallbacks[other] = sectionURL(page.section, in: other)
            }
            context.alternates = alternates(urls)
            context.languages = languageLinks(current: language, urls: urls, fallbacks: fallbacks)
        case .navigation:
            context.navigation = navigationInput(language: language, section: page.section, currentPage: index)
        case .breadcrumbs:
            let section = site.section(of: index)
            context.breadcrumbs = sectionCrumbs(page.section, in: language)
                + [PageContext.Crumb(title: section?.title ?? page.section, url: sectionURL(page.section, in: language))]
                + curatingParents(of: index).map { PageContext.Crumb(title: site.pages[$0].title, url: links[$0].value.url) }
        case .body:
            context.body = bodyInput(of: index, textHashes: textHashes)
        case .related:
            context.related = page.related.compactMap { item -> Hashed<PageContext.Link>? in
                if let target = site.topic(item.id, in: language) { return pageLink(target, from: language) }
                for other in config.languages { if let target = site.topic(item.id, in: other) { return pageLink(target, from: language) } }
                return nil
            }
        case .backlinks:
            context.backlinks = site.backlinks(to: index).filter { site.pages[$0].kind == .topic }.map { pageLink($0, from: language) }
        case .automaticTopics:
            context.relationships = relationships(of: index, in: language)
            // The symbols below the page with pages of their own, linked, and its type's other
            // members, not; together by kind, then by name, as DocC lists them.
            var entries = automaticChildren(of: index).map { child in
                (order: Curation.automaticOrder(kind: site.pages[child].symbolKind, symbol: site.pages[child].symbol ?? "", then: site.pages[child].id),
                 kind: site.pages[child].symbolKind, link: pageLink(child, from: language))
            }
            entries += site.pagelessMembers(of: index).map { member in
                let link = PageContext.Link(title: member.name, url: "", summary: member.summary, anchor: member.anchor)
                return (Curation.automaticOrder(kind: member.kind, name: member.name, then: member.symbol), member.kind, Hashed(link))
            }
            guard !entries.isEmpty else { return }
            var groups: [PageContext.TopicsGroup] = []
            for entry in entries.sorted(by: { $0.order < $1.order }) {
                let title = entry.kind?.groupTitle(in: language) ?? SymbolKind.unknownGroupTitle(in: language)
                if groups.last?.title == title { groups[groups.count - 1].links.append(entry.link) }
                else { groups.append(PageContext.TopicsGroup(title: title, links: [entry.link])) }
            }
            context.automaticTopics = groups
        case .neighbours:
            let order = site.readingOrder[language] ?? []
            guard let position = site.readingPosition[index] else { return }
            if position > 0 { context.previous = pageLink(order[position - 1], from: language) }
            if position + 1 < order.count { context.next = pageLink(order[position + 1], from: language) }
        case .outdated:
            context.outdated = outdatedNotice(of: index)
        }
    }

    /// DocC's "Relationships" of a type's page: each type its page's group names, linked to its
    /// page when the site has one (found as a symbol link from this page is), else its name.
    func relationships(of index: Int, in language: Language) -> [PageContext.TopicsGroup]? {
        let page = site.pages[index]
        guard !page.symbolRelationships.isEmpty else { return nil }
        let symbols = site.symbolPages[language] ?? [:]
        return page.symbolRelationships.map { group in
            PageContext.TopicsGroup(title: group.title(in: language), links: group.names.map { name in
                let path = SymbolPath.ofTypeName(name)
                if let target = Curation.symbolPage(path, from: page.symbol, in: symbols), target != index { return pageLink(target, from: language) }
                let title = name.replacingOccurrences(of: "/", with: ".")
                // A nested type with no page: its entry on its type's page.
                if let entry = site.memberEntry(path, from: page.symbol, in: language) {
                    return Hashed(PageContext.Link(title: title, url: pageLink(entry.page, from: language).value.url + "#" + entry.anchor, summary: ""))
                }
                return Hashed(PageContext.Link(title: title, url: "", summary: ""))
            })
        }
    }

    /// The notice of a translation whose source changed since it was recorded: a link to the
    /// source page, and links to this page's sections whose source changed (those it has: the
    /// introduction is the page's top, a section matches by its anchor id).
    func outdatedNotice(of index: Int) -> PageContext.Outdated? {
        guard let notice = site.translationNotices[index] else { return nil }
        let page = site.pages[index], source = site.pages[notice.source]
        let sections = notice.sections.compactMap { id -> PageContext.Crumb? in
            guard !id.isEmpty, let heading = page.headings.first(where: { $0.id == id }) else { return nil }
            return PageContext.Crumb(title: heading.text, url: "#" + id)
        }
        return PageContext.Outdated(sourceURL: links[notice.source].value.url, sourceLanguage: source.language.tag,
                                    sourceLanguageName: source.language.nativeName, sections: sections)
    }

    /// What a catalog article's `@Metadata` puts in its header, or nil when it puts nothing.
    func header(of index: Int) -> PageContext.Header? {
        let page = site.pages[index]
        let metadata = page.metadata
        // Asked for only when a word is shown (most pages have no header).
        func ui(_ key: String) -> String? { InterfaceStrings.word(key, in: page.language, config: config) }
        var header = PageContext.Header()
        header.eyebrow = metadata.titleHeading ?? (metadata.pageKind == "sampleCode" ? ui("sample_code") : nil)
        // DocC shows "iOS 17.0+", or the platform alone when no version is given.
        header.availability = metadata.availability.filter { !$0.platform.isEmpty }.map { item in
            item.introduced.map { "\(item.platform) \($0)+" } ?? item.platform
        }
        // A `url:` goes through the scheme check every link takes; a `file:` is a file of the
        // catalog, found as media are. A button whose URL would run a script is left out.
        let url = metadata.callToAction.flatMap { action in
            action.argument("url").map { URLSafety.safe($0) } ?? action.argument("file").map { mediaURL(for: $0, from: index) }
        }
        if let action = metadata.callToAction, let url, !url.isEmpty {
            let isDownload = action.argument("purpose") == "download" || (action.argument("url") == nil && action.argument("purpose") == nil)
            let label = action.argument("label") ?? (isDownload ? ui("download") : ui("visit")) ?? url
            header.action = .init(url: url, label: label)
        }
        if let color = metadata.pageColor, PageContext.Header.colors.contains(color) { header.color = color }
        return header == PageContext.Header() ? nil : header
    }

    /// A section page: its introduction and its topics.
    func sectionContext(_ section: SectionInfo, textHashes: [Int]?) -> PageContext {
        let language = section.language
        var urls: [Language: String] = [:]
        for other in config.languages where site.hasSection(section.id, in: other) {
            urls[other] = sectionURL(section.id, in: other)
        }
        let url = sectionURL(section.id, in: language)
        return PageContext(
            template: "section", language: language,
            navigation: navigationInput(language: language, section: section.id, currentPage: nil),
            title: section.title, summary: section.summary, url: url, canonical: absolute(url),
            body: section.indexPage.map { bodyInput(of: $0, textHashes: textHashes) },
            breadcrumbs: sectionCrumbs(section.id, in: language),
            alternates: alternates(urls), languages: languageLinks(current: language, urls: urls),
            topics: site.listedTopics(of: section).map { pageLink($0, from: language) },
            sections: section.children.compactMap { site.section($0, in: language) }.map { sectionEntry($0, topics: false) })
    }

    /// The breadcrumbs above a page of a section: the home page, then the sections the section
    /// is inside, outermost first.
    func sectionCrumbs(_ id: String, in language: Language) -> [PageContext.Crumb] {
        crumbs[language]?[id] ?? Self.sectionCrumbs(id, in: language, site: site, sectionURLs: sectionURLs)
    }

    private static func sectionCrumbs(_ id: String, in language: Language, site: Site, sectionURLs: [Language: [String: String]]) -> [PageContext.Crumb] {
        [PageContext.Crumb(title: site.config.title(in: language), url: site.homeURL(in: language))]
            + SectionInfo.ancestors(of: id).map { ancestor in
                PageContext.Crumb(title: site.section(ancestor, in: language)?.title ?? Site.titleFromID(ancestor),
                                  url: sectionURLs[language]?[ancestor] ?? site.sectionURL(ancestor, in: language))
            }
    }

    /// `sectionCrumbs` of every section of `site`.
    private static func crumbs(of site: Site, sectionURLs: [Language: [String: String]]) -> [Language: [String: [PageContext.Crumb]]] {
        Dictionary(uniqueKeysWithValues: site.sections.map { language, sections in
            (language, Dictionary(sections.map { ($0.id, sectionCrumbs($0.id, in: language, site: site, sectionURLs: sectionURLs)) },
                                  uniquingKeysWith: { first, _ in first }))
        })
    }

    /// A section as a list of sections shows it: with its topics (the home page's top-level
    /// sections) or without, and with the sections inside it as links.
    func sectionEntry(_ section: SectionInfo, topics: Bool) -> PageContext.SectionEntry {
        let language = section.language
        return PageContext.SectionEntry(
            title: section.title, summary: section.summary, url: sectionURL(section.id, in: language),
            topics: topics ? site.listedTopics(of: section).map { pageLink($0, from: language) } : [],
            sections: topics ? section.children.compactMap { site.section($0, in: language) }.map { sectionEntry($0, topics: false) } : [])
    }

    /// A language's home page: its introduction and every top-level section with its topics
    /// and the sections inside it.
    func homeContext(_ language: Language, textHashes: [Int]?) -> PageContext {
        var urls: [Language: String] = [:]
        for other in config.languages { urls[other] = site.homeURL(in: other) }
        let url = site.homeURL(in: language)
        let homePage = site.homes[language]
        return PageContext(
            template: "home", language: language,
            navigation: navigationInput(language: language, section: nil, currentPage: nil),
            title: homePage.map { site.pages[$0].title } ?? config.title(in: language),
            summary: homePage.map { site.pages[$0].summary } ?? "",
            url: url, canonical: absolute(url),
            body: homePage.map { bodyInput(of: $0, textHashes: textHashes) },
            alternates: alternates(urls), languages: languageLinks(current: language, urls: urls),
            sections: (site.sections[language] ?? []).filter { $0.parent == nil }.map { sectionEntry($0, topics: true) })
    }

    /// Renders a page made from the whole site through the theme's `template`.
    func render(_ page: SiteWidePage, template: String, language: Language) -> String {
        render(template, language: language, page.values(adding: baseContext(language: language, currentSection: nil, currentPage: nil)))
    }

    static func json(_ strings: [String]) -> String {
        let data = (try? JSONOutput.data(strings)) ?? Data("[]".utf8)
        // Written into inline scripts: `</script>` in a string must not end the script (`<\/` is
        // the same string to JSON).
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    }
}

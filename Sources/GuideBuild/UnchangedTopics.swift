import GuideContent

/// The topics of an incremental build that show what they showed at the last good build,
/// found without making their contexts: a title, summary or order edit changes a few dozen of
/// a large site's pages, and making and hashing the other ten thousand contexts was most of
/// the rebuild.
///
/// Only for a site whose pages kept their addresses since the last good build
/// (`Site.reorderingPages`: the same ids, sections, paths, URLs and translations), with the
/// same media and templates. It checks the parts of `PageRenderer.topicContext` that can then
/// change, each against the pages that changed: a part added there needs its check here
/// (`IncrementalBuildTests` audit every kept hash against the context made anew).
///
/// A class: each job asks it, from two threads, and copying a struct that holds two renderers
/// for each was slower than making the contexts.
final class UnchangedTopics: Sendable {
    private let renderer: PageRenderer
    private let last: PageRenderer
    private let pages: [Page]
    private let resolvedLinks: [LinkResolver.PageLinks]
    private let oldResolvedLinks: [LinkResolver.PageLinks]
    /// By page: true when the page is not the same object as at the last build.
    private let changed: [Bool]
    /// The ids of those pages.
    private let changedIDs: Set<String>
    /// By page: true when something the page shows besides its own text, links, `related` and
    /// curating parents may have changed (its section, neighbours or backlinks).
    private let touched: [Bool]

    init(renderer: PageRenderer, last: PageRenderer) {
        let site = renderer.site
        let old = last.site
        self.renderer = renderer
        self.last = last
        pages = site.pages
        resolvedLinks = site.resolvedLinks
        oldResolvedLinks = old.resolvedLinks
        let changed = site.pages.indices.map { site.pages[$0] !== old.pages[$0] }
        self.changed = changed
        changedIDs = Set(site.pages.indices.filter { changed[$0] }.map { site.pages[$0].id })
        var touched = changed
        for language in site.config.languages {
            // The section: its title (breadcrumbs), its sidebar and section links.
            let oldSections = Dictionary((old.sections[language] ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for section in site.sections[language] ?? [] {
                let same = oldSections[section.id]?.title == section.title
                    && renderer.navigation.fingerprint(language: language, section: section.id) == last.navigation.fingerprint(language: language, section: section.id)
                if !same { for topic in section.topics { touched[topic] = true } }
            }
            // Previous and next: the same pages, unchanged, on both sides.
            let order = site.readingOrder[language] ?? [], oldOrder = old.readingOrder[language] ?? []
            func same(_ position: Int) -> Bool {
                guard position >= 0 else { return true }
                guard position < order.count, position < oldOrder.count else { return position >= order.count && position >= oldOrder.count }
                return order[position] == oldOrder[position] && !changed[order[position]]
            }
            for position in order.indices where !(same(position - 1) && same(position) && same(position + 1)) {
                touched[order[position]] = true
            }
            for position in oldOrder.indices where position >= order.count || order[position] != oldOrder[position] {
                touched[oldOrder[position]] = true
            }
        }
        // The notice of an outdated translation.
        for page in site.translationNotices.changedKeys(since: old.translationNotices) { touched[page] = true }
        // Backlinks: a list changes when a page linking to it links elsewhere or is retitled.
        for page in site.pages.indices where changed[page] || site.resolvedLinks[page] !== old.resolvedLinks[page] {
            for target in site.resolvedLinks[page].targets + old.resolvedLinks[page].targets { touched[target] = true }
        }
        self.touched = touched
    }

    /// True when topic `index` shows what it showed at the last build.
    func contains(_ index: Int) -> Bool {
        guard !touched[index] else { return false }
        let page = pages[index]
        // Related topics (found by id in any language: ids stay, so a changed target is a changed id).
        guard changedIDs.isEmpty || !page.related.contains(where: { changedIDs.contains($0.id) }) else { return false }
        // The topics that curate the page (catalogs).
        if page.parent != nil {
            let parents = renderer.curatingParents(of: index)
            guard parents == last.curatingParents(of: index), !parents.contains(where: { changed[$0] }) else { return false }
        }
        // The body: the same resolutions, to pages that did not change, and its symbol links
        // (shown by their own text) leading to the same pages.
        guard page.symbolLinks.isEmpty || renderer.symbolFingerprint == last.symbolFingerprint else { return false }
        let links = resolvedLinks[index]
        guard links === oldResolvedLinks[index] else { return false }
        for resolution in links.resolutions {
            switch resolution {
            case .page(let target, _), .otherLanguage(let target, _): if changed[target] { return false }
            default: break
            }
        }
        return true
    }
}

import GuideContent
import GuideCore

/// The pages of an incremental build that show what they showed at the last good build,
/// found without making their contexts: a title, summary or order edit changes a few dozen of
/// a large site's pages, and making and hashing the other ten thousand contexts was most of
/// the rebuild. Topics are checked part by part; section and home pages when only topics
/// changed (then they can show something new only through their navigation, the topics they
/// list and their bodies' links).
///
/// Only for a site whose pages kept their addresses since the last good build
/// (`Site.reorderingPages`: the same ids, sections, paths, URLs and translations), with the
/// same media and templates. A topic is unchanged when each part of its context (`TopicPart`)
/// is: each part is checked against what an edit can reach of it (`unchanged(_:_:)`), and
/// `IncrementalBuildTests` audit every kept hash against the context made anew.
///
/// A class: each job asks it, from two threads, and copying a struct that holds two renderers
/// for each was slower than making the contexts.
final class UnchangedPages: Sendable {
    private let renderer: PageRenderer
    private let last: PageRenderer
    private let pages: [Page]
    private let resolvedLinks: [LinkResolver.PageLinks]
    private let oldResolvedLinks: [LinkResolver.PageLinks]
    /// By page: true when the page is not the same object as at the last build.
    private let changed: [Bool]
    /// The ids of those pages (usually one or two: compared one by one, which is faster than
    /// hashing each related id of 100,000 pages).
    private let changedIDs: [String]
    /// By page: its section's sidebar or section links changed.
    private let navigationChanged: [Bool]
    /// By page: the titles of its section or of the sections around it changed.
    private let sectionTitlesChanged: [Bool]
    /// By page: the page before or after it changed, or another page is there.
    private let neighboursChanged: [Bool]
    /// By page: a page linking to it links elsewhere now, or was retitled.
    private let backlinksChanged: [Bool]
    /// By page: its notice of an outdated translation changed.
    private let noticeChanged: [Bool]
    /// Every page that changed is a topic.
    private let onlyTopicsChanged: Bool
    /// The sections (by id and language) whose pages may list a changed topic: its own, and
    /// the same section in each language the topic has no translation in.
    private let sectionsListingChanges: Set<SectionKey>

    private struct SectionKey: Hashable {
        var id: String
        var language: Language
    }

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
        let changedPages = site.pages.indices.filter { changed[$0] }
        changedIDs = Array(Set(changedPages.map { site.pages[$0].id }))
        onlyTopicsChanged = changedPages.allSatisfy { site.pages[$0].kind == .topic }
        var listing = Set<SectionKey>()
        for page in changedPages {
            for language in site.config.languages where language == site.pages[page].language || site.translation(of: page, in: language) == nil {
                listing.insert(SectionKey(id: site.pages[page].section, language: language))
            }
        }
        sectionsListingChanges = listing
        (navigationChanged, sectionTitlesChanged) = Self.sectionsChanged(renderer: renderer, last: last)
        neighboursChanged = Self.neighboursChanged(site: site, old: old, changed: changed)
        var noticeChanged = [Bool](repeating: false, count: site.pages.count)
        for page in site.translationNotices.changedKeys(since: old.translationNotices) { noticeChanged[page] = true }
        self.noticeChanged = noticeChanged
        var backlinksChanged = [Bool](repeating: false, count: site.pages.count)
        for page in site.pages.indices where changed[page] || site.resolvedLinks[page] !== old.resolvedLinks[page] {
            for target in site.resolvedLinks[page].targets + old.resolvedLinks[page].targets { backlinksChanged[target] = true }
        }
        self.backlinksChanged = backlinksChanged
    }

    /// By page, for each language's sections: whether the section's navigation changed, and
    /// whether its breadcrumbs' titles (its own, the sections around it) did.
    private static func sectionsChanged(renderer: PageRenderer, last: PageRenderer) -> (navigation: [Bool], titles: [Bool]) {
        let site = renderer.site, old = last.site
        var navigation = [Bool](repeating: false, count: site.pages.count)
        var titles = navigation
        for language in site.config.languages {
            let oldTitles = Dictionary((old.sections[language] ?? []).map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
            // Every page kept its address, so the breadcrumbs' URLs hold: they differ only by the
            // titles of the sections above.
            let retitled = Set((site.sections[language] ?? []).filter { oldTitles[$0.id] != $0.title }.map(\.id))
            for section in site.sections[language] ?? [] {
                let sameNavigation = renderer.navigation.fingerprint(language: language, section: section.id)
                    == last.navigation.fingerprint(language: language, section: section.id)
                let sameTitles = retitled.isEmpty || !(retitled.contains(section.id) || section.ancestors.contains(where: retitled.contains))
                for topic in section.topics {
                    navigation[topic] = !sameNavigation
                    titles[topic] = !sameTitles
                }
            }
        }
        return (navigation, titles)
    }

    /// By page: whether its previous or next page may show otherwise (the same pages,
    /// unchanged, on both sides in reading order, or not).
    private static func neighboursChanged(site: Site, old: Site, changed: [Bool]) -> [Bool] {
        var touched = [Bool](repeating: false, count: site.pages.count)
        for language in site.config.languages {
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
        return touched
    }

    /// True when the page of `job` shows what it showed at the last build.
    func contains(_ job: RenderJob) -> Bool {
        switch job {
        case .topic(let index, _): return TopicPart.allCases.allSatisfy { unchanged($0, index) }
        case .section(let id, let language):
            guard onlyTopicsChanged, let section = renderer.site.section(id, in: language) else { return false }
            return sameNavigation(language, section: id) && sameBody(of: section.indexPage)
                && !sectionsListingChanges.contains(SectionKey(id: id, language: language))
        case .home(let language):
            // It lists the top-level sections with their topics.
            guard onlyTopicsChanged else { return false }
            return sameNavigation(language, section: nil) && sameBody(of: renderer.site.homes[language])
                && !sectionsListingChanges.contains { $0.language == language && !$0.id.contains("/") }
        }
    }

    private func sameNavigation(_ language: Language, section: String?) -> Bool {
        renderer.navigation.fingerprint(language: language, section: section) == last.navigation.fingerprint(language: language, section: section)
    }

    private func sameBody(of page: Int?) -> Bool { page.map(sameBody) ?? true }

    /// True when part `part` of topic `index`'s context shows what it showed at the last build.
    private func unchanged(_ part: TopicPart, _ index: Int) -> Bool {
        switch part {
        case .page: return !changed[index]
        // Every page kept its address, and its translations theirs.
        case .translations: return true
        case .navigation: return !navigationChanged[index]
        case .breadcrumbs:
            guard !sectionTitlesChanged[index] else { return false }
            // The topics that curate the page (catalogs).
            guard pages[index].parent != nil else { return true }
            let parents = renderer.curatingParents(of: index)
            return parents == last.curatingParents(of: index) && !parents.contains(where: { changed[$0] })
        case .body: return sameBody(index)
        // Found by id, in the page's language first (`PageRenderer`'s `.related`): ids stay, so
        // a changed target has a changed id, and is the page that id finds.
        case .related:
            guard !changedIDs.isEmpty else { return true }
            return !pages[index].related.contains { item in changedIDs.contains(item.id) && relatedTargetChanged(item.id, from: index) }
        case .backlinks: return !backlinksChanged[index]
        case .automaticTopics:
            guard pages[index].symbol != nil else { return true }
            let children = renderer.automaticChildren(of: index)
            // Its type's members without pages of their own: one may have gained a page elsewhere.
            return children == last.automaticChildren(of: index) && !children.contains(where: { changed[$0] })
                && renderer.site.pagelessMembers(of: index) == last.site.pagelessMembers(of: index)
        case .neighbours: return !neighboursChanged[index]
        case .outdated: return !noticeChanged[index]
        }
    }

    /// True when the page a related id of page `index` finds changed (its language first).
    private func relatedTargetChanged(_ id: String, from index: Int) -> Bool {
        let site = renderer.site, language = pages[index].language
        let target = site.topic(id, in: language) ?? site.config.languages.lazy.compactMap { site.topic(id, in: $0) }.first
        return target.map { changed[$0] } ?? false
    }

    /// The body: its own text (`changed`), the same resolutions, to pages that did not change,
    /// and its symbol links (shown by their own text) leading to the same pages.
    private func sameBody(_ index: Int) -> Bool {
        guard !changed[index] else { return false }
        guard pages[index].symbolLinks.isEmpty || renderer.symbolFingerprint == last.symbolFingerprint else { return false }
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

import Foundation
import GuideContent
import Synchronization

/// Each page's body input (`PageRenderer.bodyInput`) from the last incremental build, reused
/// while nothing it was made from changed: the same page object (so the same text and links),
/// the same link resolutions, the same media, the same symbols' pages (for symbol links), and
/// every page it links to the same object showing the same link. Made anew, a body input rebuilds every link's href and title; after
/// a title edit that was half the time of hashing 10,000 page contexts.
final class BodyInputs: Sendable {
    struct Entry {
        let page: Page
        let resolutions: LinkResolver.PageLinks
        let textHash: Int
        let media: Int
        /// The hash of the site's symbol pages, for a body with symbol links (else 0).
        let symbols: Int
        /// The pages the body links to, each with the hash of its link as the body saw it.
        let targets: [(index: Int, page: Page, link: Int)]
        /// The hash of the body input.
        let body: Int
    }

    /// The last builds' entries: `base`, with the entries made since it was made (`recent`)
    /// over it. An edit makes a few entries; copying every page's entry to change those few was
    /// a tenth of a body edit's time at 100,000 pages. Read without a lock: nothing writes them.
    private let base: [Entry?]
    private let recent: [Int: Entry]
    /// The entries made by this build.
    private let made = Mutex<[Int: Entry]>([:])

    /// Empty, or starting from `previous`'s entries.
    init(previous: BodyInputs? = nil) {
        guard let previous else {
            (base, recent) = ([], [:])
            return
        }
        let made = previous.madeEntries()
        // Folded into the base once they are many, so that lookups stay one dictionary probe
        // and the base is copied once per that many entries.
        if previous.recent.count + made.count > max(64, previous.base.count / 8) {
            var base = previous.base
            let last = max(previous.recent.keys.max() ?? -1, made.keys.max() ?? -1)
            if last >= base.count { base += [Entry?](repeating: nil, count: last + 1 - base.count) }
            for (index, entry) in previous.recent { base[index] = entry }
            for (index, entry) in made { base[index] = entry }
            (self.base, recent) = (base, [:])
        } else {
            (base, recent) = (previous.base, previous.recent.merging(made) { _, new in new })
        }
    }

    /// The last builds' entry of page `index`.
    private func previous(at index: Int) -> Entry? {
        recent[index] ?? (index < base.count ? base[index] : nil)
    }

    /// The last build's body input of page `index`, when it still holds for `site`.
    func reusable(at index: Int, in site: Site, textHash: Int, media: Int, symbols: Int, links: [Hashed<PageContext.Link>]) -> Int? {
        guard let entry = previous(at: index), entry.page === site.pages[index],
              entry.resolutions === site.resolvedLinks[index], entry.textHash == textHash, entry.media == media,
              entry.symbols == symbols else { return nil }
        for target in entry.targets {
            guard target.index < site.pages.count, site.pages[target.index] === target.page, links[target.index].hash == target.link else { return nil }
        }
        return entry.body
    }

    /// Keeps a body input for the next build.
    func store(_ entry: Entry, at index: Int) {
        made.withLock { $0[index] = entry }
    }

    private func madeEntries() -> [Int: Entry] {
        made.withLock { $0 }
    }
}

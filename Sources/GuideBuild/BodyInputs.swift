import Foundation
import GuideContent

/// Each page's body input (`PageRenderer.bodyInput`) from the last incremental build, reused
/// while nothing it was made from changed: the same page object (so the same text and links),
/// the same link resolutions, the same media, the same symbols' pages (for symbol links), and
/// every page it links to the same object showing the same link. Made anew, a body input rebuilds every link's href and title; after
/// a title edit that was half the time of hashing 10,000 page contexts.
final class BodyInputs: @unchecked Sendable {
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

    /// The last build's entries, read without a lock: nothing writes them any more.
    private let previous: [Entry?]
    private let lock = NSLock()
    private var entries: [Entry?]

    /// Empty, or starting from `previous`'s entries.
    init(previous: BodyInputs? = nil) {
        let entries = previous?.snapshot() ?? []
        self.previous = entries
        self.entries = entries
    }

    /// The last build's body input of page `index`, when it still holds for `site`.
    func reusable(at index: Int, in site: Site, textHash: Int, media: Int, symbols: Int, links: [Hashed<PageContext.Link>]) -> Int? {
        guard index < previous.count, let entry = previous[index], entry.page === site.pages[index],
              entry.resolutions === site.resolvedLinks[index], entry.textHash == textHash, entry.media == media,
              entry.symbols == symbols else { return nil }
        for target in entry.targets {
            guard target.index < site.pages.count, site.pages[target.index] === target.page, links[target.index].hash == target.link else { return nil }
        }
        return entry.body
    }

    /// Keeps a body input for the next build.
    func store(_ entry: Entry, at index: Int) {
        lock.lock()
        if entries.count <= index { entries += [Entry?](repeating: nil, count: index + 1 - entries.count) }
        entries[index] = entry
        lock.unlock()
    }

    private func snapshot() -> [Entry?] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

import Foundation
import GuideContent
import GuideCore
import GuideMarkdown
import GuideSearch
import Synchronization

/// The bodies a whole build's parse stage rendered while it had each page's cmark tree
/// (`HTMLRenderer.record`), kept until their pages render, each given up as it is taken: the
/// render stage then fills in links instead of parsing every page a second time (an eighth of
/// a build's CPU). The preview keeps none (a 10,000-page site's bodies are some 80 MB), and a
/// page without one (a catalog article, or a page curation made anew) is parsed again.
final class PendingBodies: Sendable {
    private let state: Mutex<(bodies: [BodyStore.Body?], store: BodyStore?)>

    /// The bodies of `site`'s pages from `recorded` (by the page object they were recorded
    /// for, which the entry holds so that no other page can take its identifier).
    init(site: Site, recorded: RecordedBodies) {
        // Looked up in parallel: one page after the other, they were a stretch of one thread
        // between the gate and the index (4 ms at 10,000 pages).
        let pages = site.pages
        let bodies = concurrentMap(pages.count, chunk: 512) { n in
            recorded.bodies[ObjectIdentifier(pages[n])].flatMap { $0.page === pages[n] ? $0.body : nil }
        }
        state = Mutex((bodies, recorded.store))
    }

    /// The recorded body of the page at `index`, the first time it is asked for.
    func take(_ index: Int) -> BodyStore.Taken? {
        state.withLock { state in
            guard index < state.bodies.count, let body = state.bodies[index], let store = state.store else { return nil }
            state.bodies[index] = nil
            return BodyStore.Taken(body: body, store: store)
        }
    }

    /// Gives back the memory of every body (those not taken are parsed again if asked for).
    func release() {
        state.withLock { $0 = ([], nil) }
    }
}

/// What the parse stage recorded: each body by the page it is of, its HTML in `store`.
struct RecordedBodies {
    var store: BodyStore
    var bodies: [ObjectIdentifier: (page: Page, body: BodyStore.Body)] = [:]
    /// The pages' search drafts, when the build makes a search index.
    var searchDrafts: SearchDrafts?

    /// Bodies whose HTML goes to `spill` (in memory without one).
    init(spill: SpillFile? = nil) {
        store = BodyStore(spill: spill)
    }
}

/// The HTML and holes of recorded bodies: in the build's spill file, read back when its page
/// renders (a 100,000-page site's bodies are some 900 MB of HTML and 200 MB of holes, which
/// memory then need not hold), or in memory when there is no spill file (a build into memory,
/// or a temporary folder that refused one).
final class BodyStore: Sendable {
    /// A recorded body without its HTML (and, when spilled, without its holes), and where they are.
    struct Body {
        var pending: PendingHTML
        var stored: Stored
    }

    enum Stored {
        /// The HTML, then the encoded holes (`PendingHTML.encodedHoles`), `htmlCount` bytes in.
        case spilled(SpillFile.Span, htmlCount: Int)
        case memory(html: [UInt8])
    }

    private let spill: SpillFile?

    init(spill: SpillFile? = nil) {
        self.spill = spill
    }

    /// `pending`, its HTML (and holes) moved into the store.
    func keep(_ pending: PendingHTML) -> Body {
        var pending = pending
        var bytes = pending.bytes
        pending.bytes = []
        if let spill {
            let htmlCount = bytes.count
            bytes += pending.encodedHoles()
            if let span = bytes.withUnsafeBytes({ spill.write($0) }) {
                var kept = pending
                kept.removeHoles()
                return Body(pending: kept, stored: .spilled(span, htmlCount: htmlCount))
            }
            bytes.removeLast(bytes.count - htmlCount)
        }
        return Body(pending: pending, stored: .memory(html: bytes))
    }

    /// A recorded body given out to be filled, with the store that holds its HTML.
    struct Taken {
        let body: Body
        let store: BodyStore

        /// The body with its holes filled by `renderer`; nil when it could not be read back
        /// (the page is then rendered from its Markdown).
        func filled(by renderer: HTMLRenderer) -> [UInt8]? {
            switch body.stored {
            case .memory(let html):
                return html.withUnsafeBufferPointer { renderer.fill(body.pending, html: $0) }
            case .spilled(let span, let htmlCount):
                guard let bytes = store.spill?.bytes(span) else { return nil }
                return bytes.withUnsafeBufferPointer { bytes in
                    var pending = body.pending
                    guard pending.decodeHoles(UnsafeBufferPointer(rebasing: bytes[htmlCount...])) else { return nil }
                    return renderer.fill(pending, html: UnsafeBufferPointer(rebasing: bytes[..<htmlCount]))
                }
            }
        }
    }
}

/// The search drafts a whole build's parse stage recorded from each page's tree
/// (`SearchDraft`), kept in the spill file when there is one, until the search index is made:
/// the index then reads each page's text from its draft rather than parsing its Markdown again.
final class SearchDrafts: Sendable {
    enum Stored: Sendable {
        case spilled(SpillFile.Span)
        case memory([UInt8])
    }

    private let spill: SpillFile?
    /// By the page recorded, which the entry holds so that no other page can take its identifier.
    private let drafts: Mutex<[ObjectIdentifier: (page: Page, stored: Stored)]> = Mutex([:])

    init(spill: SpillFile? = nil) {
        self.spill = spill
    }

    /// Keeps `draft` as the draft of `page` (called from several threads at once).
    func keep(_ draft: SearchDraft, of page: Page) {
        let stored = draft.bytes.withUnsafeBytes { spill?.write($0) }.map(Stored.spilled) ?? .memory(draft.bytes)
        drafts.withLock { $0[ObjectIdentifier(page)] = (page, stored) }
    }

    /// The drafts of `site`'s pages by index, read back when asked for (nil for a page without
    /// one, or one that could not be read back); the drafts are let go. `allRead` is called once
    /// every spilled draft was read (each page's is asked for once).
    func take(for site: Site, allRead: (@Sendable () -> Void)? = nil) -> @Sendable (Int) -> SearchDraft? {
        let kept = drafts.withLock { drafts in
            defer { drafts = [:] }
            // In parallel, as `PendingBodies` looks up the bodies.
            let pages = site.pages, all = drafts
            return concurrentMap(pages.count, chunk: 512) { n in all[ObjectIdentifier(pages[n])].flatMap { $0.page === pages[n] ? $0.stored : nil } }
        }
        let spill = spill
        let unread = Countdown(kept.reduce(0) { if case .spilled? = $1 { $0 + 1 } else { $0 } }, then: allRead)
        return { index in
            guard index < kept.count, let stored = kept[index] else { return nil }
            switch stored {
            case .spilled(let span):
                defer { unread.countDown() }
                return spill?.bytes(span).map(SearchDraft.init(bytes:))
            case .memory(let bytes): return SearchDraft(bytes: bytes)
            }
        }
    }
}

/// Calls `then` when counted down to zero (from any thread; at once when it starts there).
private final class Countdown: Sendable {
    private let left: Atomic<Int>
    private let then: (@Sendable () -> Void)?

    init(_ count: Int, then: (@Sendable () -> Void)?) {
        left = Atomic(count)
        self.then = then
        if count == 0 { then?() }
    }

    func countDown() {
        if left.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { then?() }
    }
}

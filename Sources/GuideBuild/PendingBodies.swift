import Foundation
import GuideContent
import GuideCore
import GuideMarkdown
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
        let bodies = site.pages.map { page in
            recorded.bodies[ObjectIdentifier(page)].flatMap { $0.page === page ? $0.body : nil }
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

import Foundation
import GuideContent
import GuideMarkdown

/// The bodies a whole build's parse stage rendered while it had each page's cmark tree
/// (`HTMLRenderer.record`), kept until their pages render, each given up as it is taken: the
/// render stage then fills in links instead of parsing every page a second time (an eighth of
/// a build's CPU). The preview keeps none (a 10,000-page site's bodies are some 80 MB), and a
/// page without one (a catalog article, or a page curation made anew) is parsed again.
final class PendingBodies: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var bodies: [BodyStore.Body?]
    private var store: BodyStore?

    /// The bodies of `site`'s pages from `recorded` (by the page object they were recorded
    /// for, which the entry holds so that no other page can take its identifier).
    init(site: Site, recorded: RecordedBodies) {
        store = recorded.store
        bodies = site.pages.map { page in
            recorded.bodies[ObjectIdentifier(page)].flatMap { $0.page === page ? $0.body : nil }
        }
    }

    /// The recorded body of the page at `index`, the first time it is asked for.
    func take(_ index: Int) -> BodyStore.Taken? {
        lock.lock()
        defer { lock.unlock() }
        guard index < bodies.count, let body = bodies[index], let store else { return nil }
        bodies[index] = nil
        return BodyStore.Taken(body: body, store: store)
    }

    /// Gives back the memory of every body (those not taken are parsed again if asked for).
    func release() {
        lock.lock()
        bodies = []
        store = nil
        lock.unlock()
    }
}

/// What the parse stage recorded: each body by the page it is of, its HTML in `store`.
struct RecordedBodies {
    var store = BodyStore()
    var bodies: [ObjectIdentifier: (page: Page, body: BodyStore.Body)] = [:]
}

/// The HTML of recorded bodies, in blocks of memory of its own that go back to the system
/// whole when the build is done with them. Held as arrays, 10,000 bodies of 8 KB lay among the
/// pages' Markdown (of the same sizes) and, once freed, could not be given back: the build's
/// peak memory rose by their size.
final class BodyStore: @unchecked Sendable {
    /// A recorded body without its HTML, and where its HTML is in the store.
    struct Body {
        var pending: PendingHTML
        var html: UnsafeBufferPointer<UInt8>
    }

    /// Large enough that the allocator maps each block from the system on its own.
    static let blockSize = 8 << 20
    private let lock = NSLock()
    // Guarded by `lock`.
    private var blocks: [UnsafeMutableRawBufferPointer] = []
    private var used = 0

    /// `pending`, its HTML moved into the store.
    func keep(_ pending: PendingHTML) -> Body {
        var pending = pending
        let html = pending.bytes
        pending.bytes = []
        lock.lock()
        defer { lock.unlock() }
        if blocks.isEmpty || used + html.count > blocks[blocks.count - 1].count {
            blocks.append(.allocate(byteCount: max(Self.blockSize, html.count), alignment: 16))
            used = 0
        }
        let start = blocks[blocks.count - 1].baseAddress! + used
        html.withUnsafeBytes { start.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        used += html.count
        return Body(pending: pending, html: UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: html.count))
    }

    /// A recorded body given out to be filled: its HTML stays in the store, which it keeps.
    struct Taken {
        let body: Body
        let store: BodyStore

        /// The body with its holes filled by `renderer`.
        func filled(by renderer: HTMLRenderer) -> [UInt8] {
            withExtendedLifetime(store) { renderer.fill(body.pending, html: body.html) }
        }
    }

    deinit {
        for block in blocks { block.deallocate() }
    }
}

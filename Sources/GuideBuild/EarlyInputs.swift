import Foundation
import GuideContent
import GuideCore

/// The content's files and the theme, read on a thread of their own as soon as the
/// configuration is known (`SiteBuilder.startReading`), while the command sets up the linter
/// (reading WordNet's lexicon took a tenth of a second, now about 30 ms): a build read them after it, all on
/// one core, before anything else could start.
final class EarlyInputs: @unchecked Sendable {
    // @unchecked: `value` is written once, by the reading thread before it signals `done`, and
    // read only after `done` was signalled.
    private let done = DispatchSemaphore(value: 0)
    private var value: (discovered: ContentDiscovery.Result, theme: (Theme?, [Diagnostic]))?

    init(_ read: @escaping @Sendable () -> (discovered: ContentDiscovery.Result, theme: (Theme?, [Diagnostic]))) {
        // A thread, not a block on the global queue: the command's own thread is one of that
        // queue's, and waits here.
        Thread { [self] in
            value = read()
            done.signal()
        }.start()
    }

    /// What was read (waiting for it).
    var result: (discovered: ContentDiscovery.Result, theme: (Theme?, [Diagnostic])) {
        done.wait()
        defer { done.signal() }
        return value!
    }
}

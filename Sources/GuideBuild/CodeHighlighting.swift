import GuideHighlight
import Synchronization

/// Highlights code blocks at build time: Swift through swift-syntax's classifier; every other
/// language is left to the renderer, which writes it escaped with its `language-x` class.
/// A listing is highlighted once per build: translations repeat most of the original's code
/// (2,807 distinct listings among TSPL's 4,396, both languages).
final class CodeHighlighting: Sendable {
    private let done = Mutex<[String: String]>([:])
    /// Bytes of the largest listing that is highlighted.
    static let largestHighlighted = 256 * 1024

    func html(language: String, code: String) -> String? {
        // A listing larger than any real one (a generated or pasted file) is shown plain:
        // parsing megabytes of Swift costs seconds and memory for colour nobody reads.
        guard language.lowercased() == "swift", code.utf8.count <= Self.largestHighlighted else { return nil }
        if let known = done.withLock({ $0[code] }) { return known }
        // Highlighted outside the lock: two threads may highlight one listing, none waits.
        let html = SwiftHighlighter.html(code)
        done.withLock { $0[code] = html }
        return html
    }
}

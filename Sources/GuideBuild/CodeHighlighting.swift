import Foundation
import GuideHighlight

/// Highlights code blocks at build time: Swift through swift-syntax's classifier; every other
/// language is left to the renderer, which writes it escaped with its `language-x` class.
/// A listing is highlighted once per build: translations repeat most of the original's code
/// (2,807 distinct listings among TSPL's 4,396, both languages).
final class CodeHighlighting: @unchecked Sendable {
    private var done: [String: String] = [:]
    private let lock = NSLock()

    func html(language: String, code: String) -> String? {
        guard language.lowercased() == "swift" else { return nil }
        lock.lock()
        let known = done[code]
        lock.unlock()
        if let known { return known }
        let html = SwiftHighlighter.html(code)
        lock.lock()
        done[code] = html
        lock.unlock()
        return html
    }
}

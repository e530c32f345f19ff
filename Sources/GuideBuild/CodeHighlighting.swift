import GuideHighlight

/// Highlights code blocks at build time: Swift through swift-syntax's classifier; every other
/// language is left to the renderer, which writes it escaped with its `language-x` class.
enum CodeHighlighting {
    static func html(language: String, code: String) -> String? {
        switch language.lowercased() {
        case "swift": return SwiftHighlighter.html(code)
        default: return nil
        }
    }
}

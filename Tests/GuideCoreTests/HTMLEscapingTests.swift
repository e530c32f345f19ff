import Testing
@testable import GuideCore

/// One escaper serves Markdown bodies, code listings and templates: the same four characters
/// everywhere, and the apostrophe too where Mustache's specification asks for it.
struct HTMLEscapingTests {
    @Test func markdownAndMustacheDifferOnlyInTheApostrophe() {
        let text = "Tom's <b>\"bold\"</b> & 文字"
        var markdown: [UInt8] = []
        HTMLEscaping.append(text, to: &markdown, style: .markdown)
        #expect(String(decoding: markdown, as: UTF8.self) == "Tom's &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; 文字")
        #expect(HTMLEscaping.escape(text) == "Tom&#39;s &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; 文字")
    }
}

extension HTMLEscapingTests {
    /// Text is looked at eight bytes at a time: every character to escape is found wherever it
    /// falls in those eight, next to ASCII and to Chinese, at either end.
    @Test func everyPlaceOfACharacterToEscapeIsFound() {
        let special: [Character: String] = ["<": "&lt;", ">": "&gt;", "&": "&amp;", "\"": "&quot;", "'": "&#39;"]
        for (character, entity) in special {
            for length in 0..<20 {
                for position in 0...length {
                    var text = String(repeating: "a", count: length)
                    text.insert(character, at: text.index(text.startIndex, offsetBy: position))
                    let chinese = "文字" + text + "字"
                    #expect(HTMLEscaping.escape(text) == text.replacingOccurrences(of: String(character), with: entity))
                    #expect(HTMLEscaping.escape(chinese) == chinese.replacingOccurrences(of: String(character), with: entity))
                }
            }
        }
    }
}

import Testing
import GuideCore

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

import Foundation
import Testing
@testable import GuideLanguageServer

/// Hover on a glossary word looks only near the cursor: it searched the whole line for every
/// word of every term, 7 s a hover on a 93 KB line with 300 terms, while nothing else was
/// answered (a helper's probe).
struct GlossaryHoverTests {
    @Test func hoverOnALongLineWithAGlossaryOfHundredsOfTermsAnswersAtOnce() throws {
        let site = try TestSite()
        defer { site.remove() }
        let terms = (0..<300).map { "  - { en: term\($0)x, zh-Hans: 术语\($0), avoid: { en: [bad\($0)x, worse\($0)x] } }" }
        // The term hovered on comes last, after every other has been looked for.
        try site.write("terms:\n" + terms.joined(separator: "\n") + "\n  - { en: sidebar, zh-Hans: 边栏, avoid: { en: [side bar], zh-Hans: [侧边栏] } }\n", to: "glossary.yml")
        let line = String(repeating: "the quick brown fox jumps over ", count: 3_000) + "the side bar"
        let text = "---\ntitle: Big\n---\n\n" + line + "\n"
        try site.write(text, to: "Content/components/big.en.md")
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let uri = site.uri("Content/components/big.en.md")
        client.open(uri, text: text)
        _ = client.diagnostics(uri)
        let column = line.utf16.count - 3
        let start = Date()
        let reply = try #require(client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 4, "character": column]]))
        let seconds = Date().timeIntervalSince(start)
        let result = try #require(reply["result"] as? [String: Any], "\(reply)")
        let contents = (result["contents"] as? [String: Any])?["value"] as? String
        #expect(contents?.contains("**sidebar** (en)") == true, "\(result)")
        let range = result["range"] as? [String: [String: Int]]
        #expect(range?["start"]?["character"] == line.utf16.count - 8 && range?["end"]?["character"] == line.utf16.count)
        #expect(seconds < 2, "a hover took \(seconds) s")
    }
}

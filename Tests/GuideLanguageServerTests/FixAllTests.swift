import Foundation
import Testing
@testable import GuideLanguageServer

/// "Fix all" changes only what the fixes change: a page that starts with a byte-order mark
/// keeps it (the edit began at the start and dropped it, rewriting the front matter; a helper's
/// probe), as `guidegen lint --fix` keeps it.
struct FixAllTests {
    @Test func fixAllKeepsAByteOrderMarkAndEditsOnlyTheFixedWord() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let text = "\u{FEFF}---\ntitle: T\n---\n\nClick.\n"
        try site.write(text, to: "Content/components/bom.en.md")
        let uri = site.uri("Content/components/bom.en.md")
        client.open(uri, text: text)
        _ = client.diagnostics(uri)
        let reply = try #require(client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 5]],
            "context": ["diagnostics": [[String: Any]](), "only": ["source.fixAll"]]]))
        let actions = try #require(reply["result"] as? [[String: Any]], "\(reply)")
        let edit = try #require(((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[uri]?.first, "\(actions)")
        #expect(edit["newText"] as? String == "Tap")
        let range = edit["range"] as? [String: [String: Int]]
        #expect(range?["start"] == ["line": 4, "character": 0] && range?["end"] == ["line": 4, "character": 5], "\(edit)")
    }
}

import Foundation
import Testing
@testable import GuideLanguageServer

/// A `<doc:>` link written with percent escapes is a reference to its topic, as the build
/// resolves it: references and rename passed it over, and a rename left it broken.
struct EncodedLinkReferenceTests {
    @Test func aPercentEncodedLinkIsAReferenceAndARenameRewritesItWhole() throws {
        let site = try TestSite()
        defer { site.remove() }
        let linking = "---\ntitle: Links\n---\nSee <doc:butt%6Fns> and <doc:buttons>.\n"
        try site.write(linking, to: "Content/components/links.en.md")
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let uri = site.uri("Content/components/links.en.md")
        client.open(uri, text: linking)
        _ = client.diagnostics(uri) { $0.codes.contains("translation.missing") || !$0.diagnostics.isEmpty }
        let position: [String: Any] = ["textDocument": ["uri": uri], "position": ["line": 3, "character": 30]]
        let references = try #require(client.request("textDocument/references", position.merging(["context": ["includeDeclaration": false]]) { $1 }))
        let found = (references["result"] as? [[String: Any]] ?? []).filter { ($0["uri"] as? String) == uri }
        #expect(found.count == 2, "\(references)")
        let rename = try #require(client.request("textDocument/rename", position.merging(["newName": "push-buttons"]) { $1 }))
        let edits = (((rename["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[uri] ?? [])
        let ranges = edits.compactMap { ($0["range"] as? [String: [String: Int]])?["start"]?["character"] }.sorted()
        let ends = edits.compactMap { ($0["range"] as? [String: [String: Int]])?["end"]?["character"] }.sorted()
        #expect(ranges == [9, 29] && ends == [18, 36], "\(edits)")
    }
}

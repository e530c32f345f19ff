import Foundation
import Testing
@testable import GuideLanguageServer

/// Completion of heading anchors (`doc:id#`, `](#`), image names and glossary terms in the
/// page's language, through the protocol.
struct CompletionTests {
    /// Opens a page with the given lines after a front matter; returns its URI.
    static func open(_ client: ServerHarness, _ site: TestSite, _ relative: String, lines: [String]) -> String {
        let uri = site.uri(relative)
        client.open(uri, text: "---\ntitle: Page\n---\n" + lines.joined(separator: "\n") + "\n")
        return uri
    }

    /// The items of a completion at a position: (label, the edit's new text).
    static func items(_ client: ServerHarness, _ uri: String, line: Int, character: Int) -> [(label: String, newText: String)] {
        let reply = client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
        let items = (reply?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        return items.map { ($0["label"] as? String ?? "", ($0["textEdit"] as? [String: Any])?["newText"] as? String ?? "") }
    }

    @Test func headingAnchorsAfterDocIDAndHash() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let uri = Self.open(client, site, "Content/components/notes.en.md", lines: ["See <doc:buttons#", "See <doc:buttons#be>", "See <doc:nothing#"])
        // The topic's headings in their order, each closing the autolink.
        let all = Self.items(client, uri, line: 3, character: 17)
        #expect(all.map(\.label) == ["anatomy", "best-practices"])
        #expect(all.map(\.newText) == ["anatomy>", "best-practices>"])
        // What is typed narrows them; a `>` already there is not added again.
        let typed = Self.items(client, uri, line: 4, character: 19)
        #expect(typed.map(\.label) == ["best-practices"])
        #expect(typed.map(\.newText) == ["best-practices"])
        // No topic of that id: nothing.
        #expect(Self.items(client, uri, line: 5, character: 17).isEmpty)
    }

    @Test func headingAnchorsOfThePageItselfAfterBracketParenHash() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let uri = site.uri("Content/components/drafts.en.md")
        client.open(uri, text: "---\ntitle: Drafts\n---\n## Where drafts go\n\nThey wait.\n\n## Keeping them\n\nBack to [the top](#\n")
        let items = Self.items(client, uri, line: 9, character: 19)
        #expect(items.map(\.label) == ["where-drafts-go", "keeping-them"])
        #expect(items.first?.newText == "where-drafts-go)")
    }

    @Test func imageNamesAndTheLinkTheyMakeResolves() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = ServerHarness(site: site)
        defer { client.stop() }
        // (A page the site has, so that its links are checked.)
        try site.write("---\ntitle: Page\n---\n", to: "Content/components/notes.en.md")
        let uri = Self.open(client, site, "Content/components/notes.en.md", lines: ["![A chart](", "![A chart](ch"])
        #expect(Self.items(client, uri, line: 3, character: 11).map(\.label) == ["anatomy", "chart"])
        let typed = Self.items(client, uri, line: 4, character: 13)
        #expect(typed.map(\.label) == ["chart"])
        #expect(typed.map(\.newText) == ["chart"])
        // The name completed is one the build finds (`chart@2x.png`).
        client.replace(uri, text: "---\ntitle: Page\n---\n![A chart](chart)\n\n![A chart](chrt)\n", version: 2)
        let found = try #require(client.diagnostics(uri) { $0.version == 2 && $0.codes.contains("image.missing") })
        #expect(found.codes.filter { $0 == "image.missing" }.count == 1)
        #expect(found.messages.contains { $0.contains("`chrt`") })
    }

    @Test func glossaryTermsInThePagesLanguage() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let english = Self.open(client, site, "Content/components/notes.en.md", lines: ["Open the sideb", "Press the Butt"])
        let sidebar = Self.items(client, english, line: 3, character: 14)
        #expect(sidebar.map(\.label) == ["sidebar"])
        #expect(sidebar.map(\.newText) == ["sidebar"])
        // What was typed with a capital keeps it (“Butt” at the start of a sentence, or a
        // title); a term with capitals of its own is written as the glossary writes it.
        let capital = Self.items(client, english, line: 4, character: 14)
        #expect(capital.map(\.label) == ["button"])
        #expect(capital.map(\.newText) == ["Button"])
        // (A new page, not saved yet: its language is its name's.)
        let chinese = Self.open(client, site, "Content/components/notes.zh-Hans.md", lines: ["打开边", "按"])
        #expect(Self.items(client, chinese, line: 3, character: 3).map(\.label) == ["边栏"])
        #expect(Self.items(client, chinese, line: 4, character: 1).map(\.label) == ["按钮"])
    }
}

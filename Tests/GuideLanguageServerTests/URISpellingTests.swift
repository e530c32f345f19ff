import Foundation
import Testing
@testable import GuideLanguageServer

/// Editors spell a file's URI their own way (Neovim 0.7 writes lower-case hex, `%e6%8c%87`;
/// VS Code encodes `&` as `%26`): an open page is found by the path its URI names, so its
/// unsaved text wins over the file on the disk whatever the spelling.
struct URISpellingTests {
    @Test func anOpenPageIsFoundByItsPathHoweverItsURIIsSpelt() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = ServerHarness(site: site)
        defer { client.stop() }
        try site.write("---\ntitle: Notes\n---\nSaved text.\n", to: "Content/components/notes.en.md")
        let linking = "---\ntitle: Links\n---\nSee <doc:notes#fresh> and <doc:nowhere>.\n"
        try site.write(linking, to: "Content/components/links.en.md")
        // The server would write `notes`; this editor writes its `o` as `%6f`.
        let odd = site.uri("Content/components/notes.en.md").replacingOccurrences(of: "/notes.en.md", with: "/n%6ftes.en.md")
        client.open(odd, text: "---\ntitle: Notes\n---\nSaved text.\n\n## Fresh {#fresh}\n\nUnsaved.\n")
        _ = client.diagnostics(odd)
        let other = site.uri("Content/components/links.en.md")
        client.open(other, text: linking)
        // Once the index is read, the broken link is reported and the unsaved heading is found.
        let found = try #require(client.diagnostics(other) { $0.codes.contains("link.unresolved") }, "\(client.allPublished(other).map(\.messages))")
        #expect(!found.messages.contains { $0.contains("fresh") }, "\(found.messages)")
    }
}

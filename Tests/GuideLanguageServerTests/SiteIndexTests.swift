import Foundation
import Testing
import GuideContent
@testable import GuideLanguageServer

/// The index reads every page as the build's parser does (it only skips the Markdown checks,
/// whose warnings it does not keep).
struct SiteIndexTests {
    @Test func pagesAreTheBuildParsersPages() throws {
        let site = try TestSite()
        defer { site.remove() }
        // A page with a second level-1 heading and raw HTML: what the skipped checks look at.
        try site.write("---\ntitle: Odd\n---\n# Again\n\n<div>raw</div>\n\nSee <doc:buttons#anatomy> and ![x](anatomy).\n", to: "Content/components/odd.en.md")
        let setup = try #require(TestSite.load(root: site.root))
        let index = SiteIndex(setup: setup)
        let parser = PageParser(config: setup.config)
        #expect(index.site.pages.count == 6)
        for page in index.site.pages {
            let file = try #require(index.files[page.path])
            let (built, diagnostics) = parser.parse(file)
            let expected = try #require(built)
            #expect(page.id == expected.id && page.title == expected.title && page.language == expected.language)
            #expect(page.headings == expected.headings)
            #expect(page.links.map { "\($0.destination) \($0.line):\($0.byteColumn) \($0.isImage)" }
                    == expected.links.map { "\($0.destination) \($0.line):\($0.byteColumn) \($0.isImage)" })
            if page.path.hasSuffix("odd.en.md") {
                #expect(page.links.count == 2)
                #expect(diagnostics.contains { $0.id == "markdown.h1" })
            }
        }
    }
}

import Foundation
import Testing

/// What search engines are told: the search page is not indexed, the glossary pages are in the
/// sitemap (and, in SearchTests.py, in the site's own search).
struct SiteFilesTests {
    let cli = CommandLineTests()

    @Test func theSearchPageIsNoindexAndTheGlossaryIsInTheSitemap() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-sitemap-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try cli.run(["init", "--quiet", root], in: "/tmp").status == 0)
        let build = try cli.run(["build", "--quiet", "--base-url", "https://example.com/hig/"], in: root)
        #expect(build.status == 0, "\(build.stderr)")
        for lang in ["en", "zh-Hans"] {
            let search = try String(contentsOfFile: root + "/Public/\(lang)/search/index.html", encoding: .utf8)
            #expect(search.contains("<meta name=\"robots\" content=\"noindex\">"))
            let topic = try String(contentsOfFile: root + "/Public/\(lang)/components/buttons/index.html", encoding: .utf8)
            #expect(!topic.contains("noindex"))
        }
        let sitemap = try String(contentsOfFile: root + "/Public/sitemap.xml", encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.com/hig/en/glossary/</loc>"))
        #expect(sitemap.contains("<loc>https://example.com/hig/zh-Hans/glossary/</loc>"))
        #expect(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://example.com/hig/zh-Hans/glossary/\"/>"))
        #expect(!sitemap.contains("/search/"))
    }
}

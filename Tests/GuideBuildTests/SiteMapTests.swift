import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore

/// The sitemap protocol allows 50,000 addresses a file: a larger site's sitemap is split, and
/// `sitemap.xml` becomes the index of its parts.
@Suite struct SiteMapTests {
    static func site() throws -> TestSite {
        var files: [String: String] = [:]
        for n in 0..<7 { files["Content/components/topic-\(n).en.md"] = TestSite.topic("Topic \(n)", "Text.\n") }
        let site = try TestSite(files)
        site.config.languages = [Language("en")]
        site.config.baseURL = "https://example.com/"
        return site
    }

    static func build(_ site: TestSite, addressesPerFile: Int) -> MemoryOutput {
        var builder = SiteBuilder(config: site.config, root: site.root)
        builder.sitemapAddressesPerFile = addressesPerFile
        let output = MemoryOutput()
        _ = builder.build(into: output)
        return output
    }

    static func locations(_ xml: String) -> [String] {
        xml.components(separatedBy: "<loc>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    @Test func aSmallSiteHasOneSitemap() throws {
        let output = Self.build(try Self.site(), addressesPerFile: 50_000)
        let xml = try #require(output.text("sitemap.xml"))
        #expect(xml.contains("<urlset"))
        #expect(Self.locations(xml).count == 9, "home, section, 7 topics")
        #expect(output.files["sitemap-1.xml"] == nil)
    }

    @Test func aLargeSitesSitemapIsSplitBehindAnIndex() throws {
        let site = try Self.site()
        let output = Self.build(site, addressesPerFile: 4)
        let index = try #require(output.text("sitemap.xml"))
        #expect(index.contains("<sitemapindex"))
        #expect(Self.locations(index) == ["https://example.com/sitemap-1.xml", "https://example.com/sitemap-2.xml", "https://example.com/sitemap-3.xml"])
        var all: [String] = []
        for part in 1...3 {
            let xml = try #require(output.text("sitemap-\(part).xml"))
            #expect(Self.locations(xml).count <= 4)
            all += Self.locations(xml)
        }
        // Every address once, in the order of the single sitemap.
        let whole = Self.locations(try #require(Self.build(site, addressesPerFile: 50_000).text("sitemap.xml")))
        #expect(all == whole)
        #expect(output.text("robots.txt")?.contains("Sitemap: https://example.com/sitemap.xml") == true)
    }

    /// The sitemap's files and robots.txt are the theme's `sitemap`, `sitemap-index` and
    /// `robots` templates, each replaceable on its own.
    @Test func aThemeDrawsItsOwnSitemapAndRobots() throws {
        let site = try Self.site()
        try site.write("Content/components/topic-0.en.md", TestSite.topic("Topic 0", "Text.\n", extra: "updated: 2026-11-21\n"))
        try site.write("MyTheme/templates/sitemap.mustache", "{{#urls}}{{loc}}{{#lastmod}} {{lastmod}}{{/lastmod}}\n{{/urls}}")
        try site.write("MyTheme/templates/sitemap-index.mustache", "{{#sitemaps}}{{loc}}\n{{/sitemaps}}")
        try site.write("MyTheme/templates/robots.mustache", "User-agent: *\nDisallow: {{base}}drafts/\n{{#sitemap}}Sitemap: {{{sitemap}}}\n{{/sitemap}}")
        site.config.themePath = site.root + "/MyTheme"
        site.config.themeIsConfigured = true
        let output = Self.build(site, addressesPerFile: 4)
        #expect(output.text("robots.txt") == "User-agent: *\nDisallow: /drafts/\nSitemap: https://example.com/sitemap.xml\n")
        #expect(output.text("sitemap.xml") == (1...3).map { "https://example.com/sitemap-\($0).xml\n" }.joined())
        #expect(output.text("sitemap-1.xml") == """
            https://example.com/en/
            https://example.com/en/components/
            https://example.com/en/components/topic-0/ 2026-11-21
            https://example.com/en/components/topic-1/

            """)
        // The rest of the theme is the built-in one.
        #expect(output.text("en/components/topic-1/index.html")?.contains("<article class=\"topic\">") == true)
    }

    /// The built-in templates write what the sitemap always was: the protocol's XML, its text
    /// escaped as XML needs (`&` as `&amp;`), and robots.txt's address as it is.
    @Test func theBuiltInTemplatesWriteTheSitemapProtocolsXML() throws {
        let site = try Self.site()
        site.config.baseURL = "https://example.com/a&b/"
        let output = Self.build(site, addressesPerFile: 4)
        #expect(output.text("robots.txt") == "User-agent: *\nAllow: /\nSitemap: https://example.com/a&b/sitemap.xml\n")
        #expect(output.text("sitemap.xml")?.hasPrefix("""
            <?xml version="1.0" encoding="UTF-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <sitemap>
                <loc>https://example.com/a&amp;b/sitemap-1.xml</loc>
              </sitemap>
              <sitemap>

            """) == true)
        #expect(output.text("sitemap-1.xml")?.hasPrefix("""
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
              <url>
                <loc>https://example.com/a&amp;b/en/</loc>
              </url>

            """) == true)
        #expect(output.text("sitemap-3.xml")?.hasSuffix("</loc>\n  </url>\n</urlset>\n") == true)
    }
}

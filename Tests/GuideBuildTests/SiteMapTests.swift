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
}

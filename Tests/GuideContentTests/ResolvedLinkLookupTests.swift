import Foundation
@testable import GuideCore
import Testing
@testable import GuideContent

/// Rendering and the search index take each link's resolution from the resolve stage: asked in
/// any order, for any of a page's links, the lookup gives what resolving the link gives.
struct ResolvedLinkLookupTests {
    static let files = [
        "alerts.en.md": "---\ntitle: Alerts\n---\nSee <doc:buttons>, [the rule](doc:buttons#labels), <doc:missing> and [](#top).\n\n![A chart](chart.png)\n\n## Top\n\nAgain <doc:buttons>.\n",
        "buttons.en.md": "---\ntitle: Buttons\n---\nText.\n\n## Labels\n\nShort.\n",
    ]

    func resolvedSite() throws -> Site {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-lookup-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let parser = PageParser(config: SiteConfig())
        var pages: [Page] = []
        for (path, text) in Self.files.sorted(by: { $0.key < $1.key }) {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
            pages.append(try #require(parser.parse(ContentFile(path: root + "/" + path, relativePath: path, displayPath: path)).0))
        }
        var site = Site.register(pages: pages, media: [], config: SiteConfig()).0
        _ = LinkResolver.resolveAll(&site)
        return site
    }

    @Test func everyLinkLeadsWhereResolvingItLeadsInAnyOrder() throws {
        let site = try resolvedSite()
        let resolver = LinkResolver(site: site)
        let alerts = try #require(site.pages.firstIndex { $0.id == "alerts" })
        let links = site.pages[alerts].links
        #expect(links.count == 6)
        func expected(_ link: LinkReference) -> LinkResolution {
            link.isImage ? resolver.resolveImage(link.destination, from: alerts) : resolver.resolve(link.destination, from: alerts)
        }
        func looked(_ lookup: ResolvedLinkLookup, _ link: LinkReference) -> LinkResolution {
            link.isImage ? lookup.resolveImage(link.destination) : lookup.resolve(link.destination)
        }
        for order in [Array(links.indices), links.indices.reversed(), [1, 3, 0, 5, 2, 4]] {
            let lookup = ResolvedLinkLookup(page: alerts, resolver: resolver)
            for n in order { #expect(looked(lookup, links[n]) == expected(links[n]), "link \(n): \(links[n].destination)") }
        }
        // A link the resolve stage never saw is resolved.
        let lookup = ResolvedLinkLookup(page: alerts, resolver: resolver)
        #expect(lookup.resolve("doc:alerts#top") == resolver.resolve("doc:alerts#top", from: alerts))
        #expect(lookup.resolve("doc:nothing") == resolver.resolve("doc:nothing", from: alerts))
        // An image and a link with the same destination are told apart.
        #expect(lookup.resolve("chart.png") == resolver.resolve("chart.png", from: alerts))
    }

    @Test func aSiteThatWasNeverResolvedIsResolvedLinkByLink() throws {
        var site = try resolvedSite()
        site = Site.register(pages: site.pages, media: [], config: SiteConfig()).0
        #expect(site.resolvedLinks.isEmpty)
        let resolver = LinkResolver(site: site)
        let alerts = try #require(site.pages.firstIndex { $0.id == "alerts" })
        let lookup = ResolvedLinkLookup(page: alerts, resolver: resolver)
        for link in site.pages[alerts].links where !link.isImage {
            #expect(lookup.resolve(link.destination) == resolver.resolve(link.destination, from: alerts))
        }
    }

    /// A `doc:` link names its topic by the last part of its path, as DocC's do; trailing
    /// slashes name nothing more.
    @Test func aDocLinkNamesItsTopicByItsPathsLastPart() {
        #expect(LinkResolver.lastPathPart("buttons") == "buttons")
        #expect(LinkResolver.lastPathPart("Guide/Controls/buttons") == "buttons")
        #expect(LinkResolver.lastPathPart("Guide/buttons/") == "buttons")
        #expect(LinkResolver.lastPathPart("a//b//") == "b")
        #expect(LinkResolver.lastPathPart("按钮/警告框") == "警告框")
        #expect(LinkResolver.lastPathPart("/") == nil)
        #expect(LinkResolver.lastPathPart("") == nil)
    }
}

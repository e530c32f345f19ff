import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore

/// Sections inside sections (issue 33): folders make the tree, pages carry only their own branch,
/// and the whole tree is one shared file per language.
@Suite struct NestedSectionTests {
    static let files: [String: String] = [
        "Content/components/_index.en.md": "---\ntitle: Components\norder: 1\n---\n",
        "Content/components/menus-and-actions/_index.en.md": "---\ntitle: Menus and actions\nsummary: Ways to act.\norder: 2\n---\n",
        "Content/components/menus-and-actions/buttons.en.md": TestSite.topic("Buttons", "Press one.\n"),
        "Content/components/menus-and-actions/menus.en.md": TestSite.topic("Menus", "Choose one.\n"),
        "Content/components/menus-and-actions/buttons.zh-Hans.md": TestSite.topic("按钮", "按一下。\n"),
        "Content/components/layout/_index.en.md": "---\ntitle: Layout and organization\norder: 1\n---\n",
        "Content/components/layout/lists.en.md": TestSite.topic("Lists", "Rows.\n"),
        "Content/components/layout/grids/tiles.en.md": TestSite.topic("Tiles", "Squares.\n"),
        "Content/components/overview.en.md": TestSite.topic("Overview", "All of them.\n"),
        "Content/foundations/color.en.md": TestSite.topic("Color", "Hue.\n"),
    ]

    static func site() throws -> TestSite {
        let site = try TestSite(files)
        site.config.languages = [Language("en"), Language("zh-Hans")]
        return site
    }

    /// The sidebar of a built page.
    static func sidebar(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<nav id=\"sidebar\""))
        let end = try #require(html[start.lowerBound...].range(of: "</nav>"))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func foldersInsideSectionsAreSectionsInsideSections() throws {
        let site = try Self.site()
        let (report, output) = site.build()
        let problems = site.lines(report).filter { !$0.contains("[translation.missing]") }
        #expect(problems.isEmpty, "\(problems)")
        // Each page at its folder's path.
        for path in ["en/components/menus-and-actions/buttons/index.html", "en/components/layout/grids/tiles/index.html",
                     "en/components/menus-and-actions/index.html", "en/components/layout/grids/index.html",
                     "zh-Hans/components/menus-and-actions/buttons/index.html", "en/components/overview/index.html"] {
            #expect(output.text(path) != nil, "\(path)")
        }
        #expect(brokenInternalLinks(in: output).isEmpty, "\(brokenInternalLinks(in: output))")
    }

    @Test func theTreeIsOrderedAndReadDepthFirst() throws {
        let (_, output) = try Self.site().build()
        // Reading order: a section's topics, then the sections inside it, in their order.
        let overview = try #require(output.text("en/components/overview/index.html"))
        #expect(overview.contains("rel=\"next\"><span>Next</span> Lists</a>"), "after Overview comes the first subsection (Layout, order 1)")
        let tiles = try #require(output.text("en/components/layout/grids/tiles/index.html"))
        #expect(tiles.contains("rel=\"next\"><span>Next</span> Buttons</a>"))
        #expect(tiles.contains("rel=\"prev\"><span>Previous</span> Lists</a>"))
    }

    @Test func breadcrumbsFollowTheTree() throws {
        let (_, output) = try Self.site().build()
        let tiles = try #require(output.text("en/components/layout/grids/tiles/index.html"))
        let crumbs = ["<li><a href=\"/en/\">", "<li><a href=\"/en/components/\">Components</a></li>",
                      "<li><a href=\"/en/components/layout/\">Layout and organization</a></li>",
                      "<li><a href=\"/en/components/layout/grids/\">Grids</a></li>"]
        var rest = tiles[...]
        for crumb in crumbs {
            let found = try #require(rest.range(of: crumb), "\(crumb)")
            rest = rest[found.upperBound...]
        }
        let section = try #require(output.text("en/components/layout/grids/index.html"))
        #expect(section.contains("<li><a href=\"/en/components/layout/\">Layout and organization</a></li>\n<li><a href=\"/en/components/layout/grids/\" aria-current=\"page\">Grids</a></li>"))
    }

    @Test func aPageCarriesOnlyItsOwnBranch() throws {
        let (_, output) = try Self.site().build()
        let buttons = try Self.sidebar(try #require(output.text("en/components/menus-and-actions/buttons/index.html")))
        // The top level, the way down (with each open section's topics and sections), and the
        // current section's topics.
        for expected in ["href=\"/en/components/\"", "href=\"/en/foundations/\"", "href=\"/en/components/overview/\"",
                         "href=\"/en/components/layout/\"", "href=\"/en/components/menus-and-actions/\"",
                         "href=\"/en/components/menus-and-actions/menus/\"", "aria-current=\"page\">Buttons"] {
            #expect(buttons.contains(expected), "\(expected)")
        }
        // Not the other branches' insides.
        for unexpected in ["/en/components/layout/lists/", "/en/components/layout/grids/", "/en/foundations/color/"] {
            #expect(!buttons.contains(unexpected), "\(unexpected)")
        }
        #expect(buttons.contains("data-navigation=\"/en/navigation.json\""))
        // The header names the top level only, the current branch's marked.
        let page = try #require(output.text("en/components/menus-and-actions/buttons/index.html"))
        let navStart = try #require(page.range(of: "<nav class=\"section-nav\""))
        let nav = page[navStart.lowerBound...]
        let header = String(nav[..<(try #require(nav.range(of: "</nav>"))).upperBound])
        #expect(header.contains("<a href=\"/en/components/\" aria-current=\"true\">Components</a>"))
        #expect(!header.contains("menus-and-actions"))
    }

    @Test func theWholeTreeIsOneFilePerLanguage() throws {
        let (_, output) = try Self.site().build()
        let data = try #require(output.files["en/navigation.json"])
        let tree = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let top = try #require(tree["sections"] as? [[String: Any]])
        #expect(top.map { $0["title"] as? String } == ["Components", "Foundations"])
        let components = top[0]
        #expect((components["topics"] as? [[String]]) == [["Overview", "overview"]])
        let inner = try #require(components["sections"] as? [[String: Any]])
        #expect(inner.map { $0["url"] as? String } == ["/en/components/layout/", "/en/components/menus-and-actions/"])
        let grids = try #require((inner[0]["sections"] as? [[String: Any]])?.first)
        #expect(grids["title"] as? String == "Grids")
        #expect((grids["topics"] as? [[String]]) == [["Tiles", "tiles"]])
        #expect(output.files["zh-Hans/navigation.json"] != nil)
    }

    @Test func homeAndSectionPagesListTheLevelBelow() throws {
        let (_, output) = try Self.site().build()
        let home = try #require(output.text("en/index.html"))
        // Top-level sections, each with its topics and its sections as cards; nothing deeper.
        #expect(home.contains("href=\"/en/components/overview/\""))
        #expect(home.contains("<li class=\"card section-card\"><a href=\"/en/components/menus-and-actions/\">Menus and actions</a><p>Ways to act.</p></li>"))
        #expect(!home.contains("/en/components/menus-and-actions/buttons/"))
        #expect(!home.contains("/en/components/layout/grids/"))
        let components = try #require(output.text("en/components/index.html"))
        #expect(components.contains("<li class=\"card section-card\"><a href=\"/en/components/layout/\">Layout and organization</a></li>"))
        let layout = try #require(output.text("en/components/layout/index.html"))
        #expect(layout.contains("href=\"/en/components/layout/lists/\""))
        #expect(layout.contains("<li class=\"card section-card\"><a href=\"/en/components/layout/grids/\">Grids</a></li>"))
    }

    @Test func aTopicPageDoesNotGrowWithTheSite() throws {
        // The same page in a site with 3 sections more elsewhere in the tree and in one with
        // 300 more: byte for byte the same page.
        func buttonsPage(otherSections: Int) throws -> Data {
            var files = Self.files
            for n in 0..<otherSections {
                files["Content/foundations/extra-\(n)/page-\(n).en.md"] = TestSite.topic("Page \(n)", "Text \(n).\n")
                files["Content/foundations/extra-\(n)/inner/deep-\(n).en.md"] = TestSite.topic("Deep \(n)", "Text \(n).\n")
            }
            let site = try TestSite(files)
            site.config.languages = [Language("en"), Language("zh-Hans")]
            let (_, output) = site.build()
            return try #require(output.files["en/components/menus-and-actions/buttons/index.html"])
        }
        let small = try buttonsPage(otherSections: 3)
        let large = try buttonsPage(otherSections: 300)
        #expect(small == large, "\(small.count) → \(large.count) bytes")
    }
}

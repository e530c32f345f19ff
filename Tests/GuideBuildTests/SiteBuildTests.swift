import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore

struct SiteBuildTests {
    static let files: [String: String] = [
        "Content/_index.en.md": "---\ntitle: Sample Guidelines\nsummary: A small site.\n---\nWelcome. Start with <doc:alerts>.\n",
        "Content/_index.zh-Hans.md": "---\ntitle: 示例指南\n---\n欢迎。从<doc:alerts>开始。\n",
        "Content/components/_index.en.md": "---\ntitle: Components\norder: 2\n---\nThe parts.\n",
        "Content/components/_index.zh-Hans.md": "---\ntitle: 组件\norder: 2\n---\n",
        "Content/foundations/_index.en.md": "---\ntitle: Foundations\norder: 1\n---\n",
        "Content/foundations/_index.zh-Hans.md": "---\ntitle: 基础\norder: 1\n---\n",
        "Content/components/alerts.en.md": """
            ---
            title: Alerts
            summary: Tell people about something important.
            order: 1
            related: [buttons, layout]
            updated: 2026-11-21
            ---
            Alerts interrupt. Label buttons as in [](doc:buttons#labels); lay them out as in <doc:layout>.

            ## Best practices {#best-practices}

            Keep it short. ![Anatomy](images/anatomy.svg "An alert")

            ## Buttons {#buttons}

            Back to the [top](#best-practices).
            """,
        "Content/components/alerts.zh-Hans.md": """
            ---
            title: 警告框
            order: 1
            related: [buttons]
            ---
            警告框会打断用户。参阅<doc:buttons>。

            ## 最佳实践 {#best-practices}

            ## 按钮 {#buttons}
            """,
        "Content/components/buttons.en.md": "---\ntitle: Buttons\norder: 2\n---\n## Labels {#labels}\n\nSee [alerts](alerts.en.md#buttons).\n",
        "Content/components/buttons.zh-Hans.md": "---\ntitle: 按钮\norder: 2\n---\n## 标签 {#labels}\n\n参阅 [警告框](alerts.md)。\n",
        "Content/foundations/layout.en.md": "---\ntitle: Layout\n---\nRoom to breathe.\n",
        "Content/components/images/anatomy.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
    ]

    /// A page whose extension is in capitals (`buttons.en.MD`) is a page, and a link to it by
    /// its file name, with or without the language, leads to it.
    @Test func aPageWhoseExtensionIsInCapitalsIsAPageAndLinked() throws {
        var files = Self.files
        files["Content/components/buttons.en.MD"] = files.removeValue(forKey: "Content/components/buttons.en.md")
        files["Content/foundations/layout.en.md"] = "---\ntitle: Layout\n---\nSee [buttons](../components/buttons.en.MD) and [again](../components/buttons.MD#labels).\n"
        let site = try TestSite(files)
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(!site.lines(report).contains { $0.contains("[link.") }, "\(site.lines(report))")
        #expect(output.files.keys.contains("en/components/buttons/index.html"))
        let layout = try #require(output.text("en/foundations/layout/index.html"))
        #expect(layout.contains("<a href=\"/en/components/buttons/\">buttons</a>"))
        #expect(layout.contains("<a href=\"/en/components/buttons/#labels\">again</a>"))
    }

    @Test func aBilingualSiteBuildsEveryPageWithResolvedLinks() throws {
        let site = try TestSite(Self.files)
        let (report, output) = site.build()
        #expect(site.lines(report) == [
            "Content/foundations/layout.en.md:1:1: warning: `layout` has no zh-Hans page [translation.missing]",
        ])
        #expect(report.succeeded)
        #expect(report.pagesPerLanguage[.english] == 6)
        #expect(report.pagesPerLanguage[.simplifiedChinese] == 5)
        let paths = Set(output.files.keys)
        for path in ["index.html", "404.html", "sitemap.xml", "robots.txt", "en/index.html", "zh-Hans/index.html",
                     "en/components/index.html", "en/components/alerts/index.html", "zh-Hans/components/alerts/index.html",
                     "en/foundations/layout/index.html", "media/components/images/anatomy.svg", "assets/style.css"] {
            #expect(paths.contains(path), "missing \(path)")
        }
        #expect(brokenInternalLinks(in: output) == [])

        let alerts = try #require(output.text("en/components/alerts/index.html"))
        #expect(alerts.contains("<html lang=\"en\">"))
        #expect(alerts.contains("Label buttons as in <a href=\"/en/components/buttons/#labels\">Labels</a>"))
        #expect(alerts.contains("<a href=\"/en/foundations/layout/\">Layout</a>"))
        #expect(alerts.contains("<a href=\"#best-practices\">top</a>"))
        #expect(alerts.contains("<img src=\"/media/components/images/anatomy.svg\" alt=\"Anatomy\" title=\"An alert\" />"))
        #expect(alerts.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"/zh-Hans/components/alerts/\">"))
        #expect(alerts.contains("<a href=\"/en/components/alerts/\" aria-current=\"page\">Alerts</a>"))
        #expect(alerts.contains("<a href=\"/zh-Hans/components/alerts/\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" data-lang=\"zh-Hans\">简体中文</a>"))
        #expect(alerts.contains("<time datetime=\"2026-11-21\">2026-11-21</time>"))
        // Related lists both topics; buttons links back, so it is "mentioned in".
        #expect(alerts.contains("<li><a href=\"/en/components/buttons/\">Buttons</a></li>"))
        #expect(alerts.contains("rel=\"next\"><span>Next</span> Buttons</a>"))

        let chinese = try #require(output.text("zh-Hans/components/buttons/index.html"))
        #expect(chinese.contains("<html lang=\"zh-Hans\">"))
        #expect(chinese.contains("参阅 <a href=\"/zh-Hans/components/alerts/\">警告框</a>。"))
        #expect(chinese.contains("<a href=\"/zh-Hans/components/\">组件</a>"))
        // Layout has no Chinese page: the language switcher on its English page says so, in English,
        // and leads to the Chinese section page, which lists Layout in English.
        let layout = try #require(output.text("en/foundations/layout/index.html"))
        #expect(layout.contains("<a class=\"language-missing\" href=\"/zh-Hans/foundations/\" hreflang=\"zh-Hans\"><span lang=\"zh-Hans\">简体中文</span>: not translated yet</a>"))
        let chineseFoundations = try #require(output.text("zh-Hans/foundations/index.html"))
        #expect(chineseFoundations.contains("<li class=\"card\" lang=\"en\"><a href=\"/en/foundations/layout/\" hreflang=\"en\" class=\"other-language\">Layout <span class=\"link-marker\">English</span></a>"))

        let sitemap = try #require(output.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>/en/components/alerts/</loc>\n    <lastmod>2026-11-21</lastmod>\n    <xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"/en/components/alerts/\"/>"))
        let root = try #require(output.text("index.html"))
        #expect(root.contains("<a href=\"/zh-Hans/\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" data-lang=\"zh-Hans\">"))
    }

    @Test func aBaseURLPrefixesEveryLinkAndMakesCanonicalURLsAbsolute() throws {
        let site = try TestSite(Self.files)
        site.config.baseURL = "https://example.com/hig/"
        let (report, output) = site.build()
        #expect(report.succeeded)
        #expect(brokenInternalLinks(in: output, basePath: "/hig/") == [])
        let alerts = try #require(output.text("en/components/alerts/index.html"))
        #expect(alerts.contains("<link rel=\"canonical\" href=\"https://example.com/hig/en/components/alerts/\">"))
        #expect(alerts.contains("<link rel=\"stylesheet\" href=\"/hig/assets/style.css\">"))
        #expect(alerts.contains("<a href=\"/hig/en/components/buttons/#labels\">Labels</a>"))
        #expect(output.text("robots.txt") == "User-agent: *\nAllow: /\nSitemap: https://example.com/hig/sitemap.xml\n")
        #expect(output.text("sitemap.xml")?.contains("<loc>https://example.com/hig/zh-Hans/</loc>") == true)
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let site = try TestSite(Self.files)
        let first = site.build().1.files
        let second = site.build().1.files
        #expect(first == second)
    }

    @Test func eachTopicsSidebarMarksItselfAndListsTheOthersInOrder() throws {
        let titles = ["Alpha", "Beta", "Gamma & Delta", "Epsilon"]
        var files = ["Content/components/_index.en.md": "---\ntitle: Components\n---\n"]
        for (n, title) in titles.enumerated() {
            files["Content/components/t\(n).en.md"] = TestSite.topic(title, "Text.\n", extra: "order: \(n)\n")
        }
        let site = try TestSite(files)
        let (_, output) = site.build()
        func entry(_ n: Int, current: Bool) -> String {
            let title = titles[n].replacingOccurrences(of: "&", with: "&amp;")
            return "<li><a href=\"/en/components/t\(n)/\"\(current ? " aria-current=\"page\"" : "")>\(title)</a></li>"
        }
        for page in titles.indices {
            let html = try #require(output.text("en/components/t\(page)/index.html"))
            let list = titles.indices.map { entry($0, current: $0 == page) }.joined(separator: "\n")
            #expect(html.contains(list), "t\(page)")
            let start = try #require(html.range(of: "<nav id=\"sidebar\""))
            let sidebar = html[start.lowerBound...]
            let end = try #require(sidebar.range(of: "</nav>"))
            #expect(sidebar[..<end.lowerBound].components(separatedBy: "aria-current=\"page\"").count == 2, "t\(page): one current entry")
        }
        // The section's own page marks no topic.
        let section = try #require(output.text("en/components/index.html"))
        #expect(section.contains(titles.indices.map { entry($0, current: false) }.joined(separator: "\n")))
    }

    @Test func everyPageCarriesOnlyItsOwnSectionsTopics() throws {
        let site = try TestSite(Self.files)
        let (_, output) = site.build()
        let layout = try #require(output.text("en/foundations/layout/index.html"))
        #expect(layout.contains("href=\"/en/components/\""))
        #expect(!layout.contains("href=\"/en/components/buttons/\""))
    }
}

/// The 404 page marks each language's words with the language they are in: a language the
/// interface has no words of shows English, which was marked as that language, so that a screen
/// reader spoke English words as Japanese.
struct NotFoundPageLanguageTests {
    @Test func wordsInEnglishAreMarkedEnglish() throws {
        let site = try TestSite([
            "Content/_index.ja.md": TestSite.topic("ホーム"),
            "Content/_index.zh-Hans.md": TestSite.topic("首页"),
        ])
        site.config.languages = [Language("ja"), .simplifiedChinese]
        site.config.defaultLanguage = Language("ja")
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let page = html(output, "404.html")
        #expect(page.contains("<span lang=\"en\">Page not found</span><span lang=\"zh-Hans\">找不到页面</span>"), "\(page)")
        #expect(page.contains("<div class=\"not-found-language\" lang=\"en\">"), "\(page)")
        #expect(page.contains("hreflang=\"ja\" lang=\"ja\""), "\(page)")
    }
}


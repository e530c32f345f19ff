import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore

/// DocC's layout and media directives as a static page draws them, without a script.
struct DirectiveRenderingTests {
    static let chapter = """
        # Closures

        Group code.

        @Row {
          @Column(size: 2) {
            Wide **text**.
          }
          @Column {
            Narrow text.
          }
        }

        @TabNavigator {
          @Tab("Swift") {
            Swift text.
          }
          @Tab("Objective-C") {
            Objective-C text.
          }
        }

        @Small {
          Licensed under Apache 2.0.
        }

        @Image(source: "diagram", alt: "The diagram, inverted")

        @Video(source: "intro.mp4", poster: "diagram")

        @Links(visualStyle: list) {
          - <doc:TheBasics>
          - <doc:Optionals>
        }
        """

    func build() throws -> (String, [String]) {
        let site = try catalogSite(extraEnglish: ["Guide/Closures.md": Self.chapter])
        try site.write("en/Book.docc/Assets/diagram@2x.png", ImageTests.png(400, 200))
        try site.write("en/Book.docc/Assets/diagram~dark@2x.png", ImageTests.png(400, 200))
        try site.write("en/Book.docc/Resources/intro.mp4", "not really a video")
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(brokenInternalLinks(in: output) == [])
        return (html(output, "en/language-guide/Closures/index.html"), site.lines(report))
    }

    @Test func aThemeDrawsTabsItsOwnWayAndKeepsTheOtherDirectives() throws {
        let site = try catalogSite(extraEnglish: ["Guide/Closures.md": Self.chapter])
        try site.write("MyTheme/templates/directive-tabs.mustache",
                       "<section class=\"my-tabs\">{{#tabs}}<h3>{{title}}</h3>{{{content}}}{{/tabs}}</section>\n")
        site.config.themePath = site.root + "/MyTheme"
        site.config.themeIsConfigured = true
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let page = html(output, "en/language-guide/Closures/index.html")
        #expect(page.contains("<section class=\"my-tabs\"><h3>Swift</h3><p>Swift text.</p>\n<h3>Objective-C</h3><p>Objective-C text.</p>\n</section>"))
        #expect(!page.contains("directive-tabs"))
        // The built-in theme draws the rest.
        #expect(page.contains("<div class=\"directive-row\" style=\"grid-template-columns: 2fr 1fr\">"))
    }

    @Test func rowsAndColumnsAreAGridWithTheColumnsSizes() throws {
        let (page, _) = try build()
        #expect(page.contains("""
            <div class="directive-row" style="grid-template-columns: 2fr 1fr">
            <div class="directive-column">
            <p>Wide <strong>text</strong>.</p>
            </div>
            <div class="directive-column">
            <p>Narrow text.</p>
            </div>
            </div>
            """))
        #expect(!page.contains("@Row") && !page.contains("@Column"))
    }

    @Test func tabsAreRadioButtonsWithLabelsAndPanelsTheFirstChosen() throws {
        let (page, _) = try build()
        let tabs = try #require(page.range(of: "<div class=\"directive-tabs\">").map { String(page[$0.lowerBound...].prefix(900)) })
        let name = try #require(tabs.range(of: "name=\""))
        let id = String(tabs[name.upperBound...].prefix { $0 != "\"" })
        #expect(id.hasPrefix("tabs-"))
        #expect(tabs.hasPrefix("""
            <div class="directive-tabs">
            <input class="tab-input" type="radio" name="\(id)" id="\(id)-1" checked /><label class="tab-label" for="\(id)-1">Swift</label>
            <div class="tab-panel">
            <p>Swift text.</p>
            </div>
            <input class="tab-input" type="radio" name="\(id)" id="\(id)-2" /><label class="tab-label" for="\(id)-2">Objective-C</label>
            <div class="tab-panel">
            <p>Objective-C text.</p>
            </div>
            </div>
            """))
    }

    @Test func smallPrintImagesVideosAndLinkListsRender() throws {
        let (page, _) = try build()
        #expect(page.contains("<div class=\"directive-small\">\n<p>Licensed under Apache 2.0.</p>\n</div>"))
        #expect(page.contains("""
            <picture><source media="(prefers-color-scheme: dark)" srcset="/media/en/Assets/diagram~dark@2x.png 2x" /><img src="/media/en/Assets/diagram@2x.png" alt="The diagram, inverted" srcset="/media/en/Assets/diagram@2x.png 2x" width="200" height="100" loading="lazy" /></picture>
            """))
        #expect(page.contains("<video class=\"directive-video\" controls preload=\"metadata\" src=\"/media/en/Resources/intro.mp4\" poster=\"/media/en/Assets/diagram@2x.png\"></video>"))
        let start = try #require(page.range(of: "<div class=\"directive-links links-list\">"))
        let links = String(page[start.lowerBound...].prefix { $0 != "\u{0}" }.split(separator: "</div>", maxSplits: 1).first ?? "")
        #expect(links.contains(">The Basics</a>") && links.contains(">Optional Values</a>"), "\(links)")
        for name in ["@Small", "@Image", "@Video", "@Links", "visualStyle", "@Tab"] { #expect(!page.contains(name), "\(name)") }
    }
}

/// `@Metadata`'s header directives do on a static page what DocC does with them: the title
/// heading above the title, the platforms, a call-to-action button and the page colour.
struct MetadataHeaderTests {
    static let article = """
        # Sample App

        Build the sample.

        @Metadata {
          @TitleHeading("Tutorial")
          @PageColor(purple)
          @Available(iOS, introduced: "17.0")
          @Available(macOS, introduced: "14.0")
          @Available("Xcode")
          @CallToAction(url: "https://example.com/sample.zip", purpose: download)
        }

        Text.
        """

    static let sampleCode = """
        # Another Sample

        A sample without a title heading of its own.

        @Metadata {
          @PageKind(sampleCode)
          @PageColor(fuchsia)
          @CallToAction(url: "https://example.com", purpose: link, label: "Open the project")
        }
        """

    @Test func theHeaderShowsTheTitleHeadingPlatformsActionAndColour() throws {
        let site = try catalogSite(extraEnglish: ["Guide/SampleApp.md": Self.article, "Guide/AnotherSample.md": Self.sampleCode])
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let page = html(output, "en/articles/SampleApp/index.html")
        #expect(page.contains("""
            <header class="topic-header" data-page-color="purple">
            <p class="eyebrow">Tutorial</p>
            <h1>Sample App</h1>
            """), "\(page)")
        #expect(page.contains("<ul class=\"availability\" aria-label=\"Available on\"><li>iOS 17.0+</li><li>macOS 14.0+</li><li>Xcode</li></ul>"))
        #expect(page.contains("<p class=\"call-to-action\"><a class=\"button\" href=\"https://example.com/sample.zip\">Download</a></p>"))
        #expect(!page.contains("@Metadata") && !page.contains("TitleHeading"))

        let sample = html(output, "en/articles/AnotherSample/index.html")
        #expect(sample.contains("<header class=\"topic-header\">\n<p class=\"eyebrow\">Sample Code</p>"), "an unknown colour is left out")
        #expect(sample.contains("<a class=\"button\" href=\"https://example.com\">Open the project</a>"))

        let plain = html(output, "en/language-guide/TheBasics/index.html")
        #expect(plain.contains("<header class=\"topic-header\">\n<h1>"), "no metadata, no header extras")
        #expect(!plain.contains("class=\"eyebrow\"") && !plain.contains("class=\"availability\""))
    }
}

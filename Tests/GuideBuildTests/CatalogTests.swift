import Foundation
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore
@testable import GuideSearch
import GuideLint
import Testing

/// Two small DocC catalogs, English and Chinese, written as TSPL writes its own: an Info.plist,
/// a root article with `@Metadata { @TechnologyRoot }`, `@Options` and `## Topics`, chapters in
/// folders found by `<doc:>` links with DocC's anchors.
func catalogSite(extraEnglish: [String: String] = [:]) throws -> TestSite {
    let site = try TestSite()
    site.config.languages = [.english, .simplifiedChinese]
    site.config.contentFolders = [(.english, "en/Book.docc"), (.simplifiedChinese, "zh/Book.docc")]
    try site.write("en/Book.docc/Info.plist", "<plist><dict><key>CFBundleDisplayName</key><string>Book</string></dict></plist>\n")
    try site.write("en/Book.docc/Book.md", """
        # The Book

        Learn the language.

        @Metadata {
          @TechnologyRoot
        }

        @Options(scope: global) {
          @AutomaticSeeAlso(disabled)
        }

        ## Topics

        ### Welcome

        - <doc:AboutTheBook>

        ### Language Guide

        - <doc:TheBasics>
        - <doc:Closures>
        """)
    try site.write("en/Book.docc/Welcome/AboutTheBook.md", """
        # About the Book

        Why the book exists.

        Read <doc:TheBasics#Optional-Binding> first, or [the basics](doc:Book/TheBasics).
        """)
    try site.write("en/Book.docc/Guide/TheBasics.md", """
        # The Basics

        Work with common kinds of data.

        ## Optional Binding

        Text. See [below](#Error-Handling) and <doc:Error-Handling>.

        ## Error Handling

        ```swift
        @available(iOS 17, *)
        func f() {}
        ```

        ## Topics

        - <doc:Optionals>
        """)
    try site.write("en/Book.docc/Guide/Optionals.md", "# Optionals\n\nValues that may be absent.\n\n@Metadata {\n  @DisplayName(\"Optional Values\")\n  @PageColor(blue)\n}\n")
    try site.write("en/Book.docc/Guide/Closures.md", "# Closures\n\nGroup code.\n")
    try site.write("en/Book.docc/Guide/Uncurated.md", "# Extra Notes\n\nNobody curates this.\n")
    for (path, text) in extraEnglish { try site.write("en/Book.docc/" + path, text) }
    try site.write("zh/Book.docc/Book.md", """
        # 这本书

        学习这门语言。

        @Metadata {
          @TechnologyRoot
        }

        ## Topics

        ### 欢迎

        - <doc:AboutTheBook>

        ### 语言指南

        - <doc:TheBasics>
        - <doc:Closures>
        """)
    try site.write("zh/Book.docc/Welcome/AboutTheBook.md", "# 关于本书\n\n为什么写这本书。\n\n先读 <doc:TheBasics#可选绑定>。\n")
    try site.write("zh/Book.docc/Guide/TheBasics.md", "# 基础部分\n\n常见的数据。\n\n## 可选绑定\n\n正文。\n")
    try site.write("zh/Book.docc/Guide/Closures.md", "# 闭包\n\n组织代码。\n")
    return site
}

func html(_ output: MemoryOutput, _ path: String) -> String {
    output.files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
}

struct CatalogTests {
    @Test func aCatalogPerLanguageBuildsWithTitlesSummariesAndIdsInTheirCase() throws {
        let site = try catalogSite()
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let page = html(output, "en/language-guide/TheBasics/index.html")
        #expect(page.contains("<h1>The Basics</h1>"))
        #expect(page.contains("<p class=\"summary\">Work with common kinds of data.</p>"))
        // The title and abstract are shown by the theme, not again in the body.
        #expect(!page.contains("<h1>The Basics</h1>\n<p class=\"summary\">Work with common kinds of data.</p>\n</header>\n<div class=\"content\">\n<h1"))
        #expect(!page.contains("<div class=\"content\">\n<p>Work with common kinds of data.</p>"))
        // Translations pair by their path in the catalog: the switcher leads to the Chinese page.
        #expect(page.contains("/zh-Hans/language-guide/TheBasics/"))
        #expect(html(output, "zh-Hans/language-guide/TheBasics/index.html").contains("<h1>基础部分</h1>"))
        #expect(brokenInternalLinks(in: output).isEmpty)
    }

    @Test func directivesAreConsumedAndADirectiveInCodeIsCode() throws {
        let site = try catalogSite()
        let (report, output) = site.build()
        #expect(report.succeeded)
        for (path, data) in output.files where path.hasSuffix(".html") {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("@Metadata") && !text.contains("TechnologyRoot") && !text.contains("@Options") && !text.contains("AutomaticSeeAlso"), "\(path)")
        }
        // (highlighted as Swift: the text without its spans)
        let basics = html(output, "en/language-guide/TheBasics/index.html").replacingOccurrences(of: "<span class=\"hl-[a-z-]+\">|</span>", with: "", options: .regularExpression)
        #expect(basics.contains("@available(iOS 17, *)"))
        // The root article is the home page: its title and abstract, its groups as sections.
        let home = html(output, "en/index.html")
        #expect(home.contains("<h1>The Book</h1>") && home.contains("Learn the language."))
        #expect(!home.contains("doc:"))
    }

    /// A catalog written on Windows: every line ends in `\r\n`. The build once crashed on the
    /// root's Topics (its lines were counted by `Character`, and `\r\n` is one).
    @Test func aCatalogWithWindowsLineEndsBuildsWithItsDirectivesConsumed() throws {
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        let site = try TestSite()
        site.config.languages = [.english]
        site.config.contentFolders = [(.english, "Book.docc")]
        try site.write("Book.docc/Book.md", crlf("# The Book\n\nLearn it.\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n### Start\n\n- <doc:Basics>\n"))
        try site.write("Book.docc/Basics.md", crlf("# Basics\n\nFirst steps.\n\n@Comment {\n  A note to the editors.\n}\n\nSee <doc:Basics#Binding>.\n\n## Binding\n\nText.\n"))
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(report.diagnostics.isEmpty, "\(site.lines(report))")
        let page = html(output, "en/start/Basics/index.html")
        #expect(page.contains("<h1>Basics</h1>"), "\(output.files.keys.sorted())")
        #expect(!page.contains("@Comment") && !page.contains("editors"))
        #expect(!html(output, "en/index.html").contains("TechnologyRoot"))
    }

    @Test func anUnknownDirectiveIsAWarningAtItsPlaceAndItsBodyIsShown() throws {
        let site = try catalogSite(extraEnglish: ["Guide/Closures.md": "# Closures\n\nGroup code.\n\n@Sparkle(level: 3) {\n  Shiny **text**.\n}\n"])
        let (report, output) = site.build()
        #expect(report.succeeded)
        #expect(site.lines(report).contains("en/Book.docc/Guide/Closures.md:5:1: warning: `@Sparkle` is not a directive guidegen knows; its body is shown as Markdown [directive.unknown]"))
        let page = html(output, "en/language-guide/Closures/index.html")
        #expect(page.contains("Shiny <strong>text</strong>."))
        #expect(!page.contains("Sparkle"))
    }

    @Test func curationMakesTheSectionsInEachLanguagesWordsAndNestsChildren() throws {
        let site = try catalogSite()
        let (report, output) = site.build()
        #expect(report.succeeded)
        let built = try #require(report.site)
        #expect(built.sections[.english]?.map(\.title) == ["Welcome", "Language Guide", "Articles"])
        #expect(built.sections[.simplifiedChinese]?.map(\.title) == ["欢迎", "语言指南"])
        // Translated groups share their section's URL.
        #expect(built.sections[.simplifiedChinese]?.map(\.id) == ["welcome", "language-guide"])
        // An article's own Topics places its children right after it.
        let guide = try #require(built.sections[.english]?[1])
        #expect(guide.topics.map { built.pages[$0].id } == ["TheBasics", "Optionals", "Closures"])
        #expect(built.sections[.english]?[2].topics.map { built.pages[$0].id } == ["Uncurated"])
        // Breadcrumbs go through the curating article; previous and next follow the curation.
        let optionals = html(output, "en/language-guide/Optionals/index.html")
        // @DisplayName replaces the title.
        #expect(optionals.contains("<h1>Optional Values</h1>"))
        #expect(optionals.contains("<li><a href=\"/en/language-guide/TheBasics/\">The Basics</a></li>"))
        let basics = html(output, "en/language-guide/TheBasics/index.html")
        #expect(basics.range(of: "/en/language-guide/Optionals/") != nil)
        #expect(html(output, "en/index.html").contains("<h2><a href=\"/en/language-guide/\">Language Guide</a></h2>"))
        #expect(html(output, "zh-Hans/index.html").contains("<h2><a href=\"/zh-Hans/language-guide/\">语言指南</a></h2>"))
    }

    @Test func docLinksResolveInTheirCaseWithDocCAnchorsAndPathsAndInPageFragments() throws {
        let site = try catalogSite()
        let (report, output) = site.build()
        #expect(report.succeeded)
        #expect(!site.lines(report).contains { $0.contains("[link.") })
        let about = html(output, "en/welcome/AboutTheBook/index.html")
        #expect(about.contains("<a href=\"/en/language-guide/TheBasics/#Optional-Binding\">Optional Binding</a>"))
        #expect(about.contains("<a href=\"/en/language-guide/TheBasics/\">the basics</a>"))
        let basics = html(output, "en/language-guide/TheBasics/index.html")
        #expect(basics.contains("<h2 id=\"Optional-Binding\">Optional Binding</h2>"))
        #expect(basics.contains("<a href=\"#Error-Handling\">below</a>"))
        // DocC finds a heading of the page itself by its name alone.
        #expect(basics.contains("<a href=\"#Error-Handling\">Error Handling</a>"))
        #expect(html(output, "zh-Hans/welcome/AboutTheBook/index.html").contains("<a href=\"/zh-Hans/language-guide/TheBasics/#%E5%8F%AF%E9%80%89%E7%BB%91%E5%AE%9A\">可选绑定</a>"))
    }

    /// DocC names an article by its whole file name (`MigratingTo1.17.md` is `doc:MigratingTo1.17`,
    /// an extension file `BitSet.Counted.md` is not `BitSet`): swift-collections, swift-subprocess,
    /// grpc-swift and swift-snapshot-testing have such files, and failed with duplicate ids. Spaces
    /// become hyphens (swift-syntax links `Working with SwiftSyntax.md` as `<doc:Working-with-SwiftSyntax>`).
    @Test func anArticleIsNamedByItsWholeFileName() throws {
        let site = try catalogSite(extraEnglish: [
            "Guide/MigratingTo1.17.md": "# Migrating to 1.17\n\nWhat changed.\n",
            "Guide/MigratingTo1.19.md": "# Migrating to 1.19\n\nWhat changed again.\n\nSee <doc:MigratingTo1.17> and <doc:Working-with-Books>.\n",
            "Guide/Working with  Books.md": "# Working with Books\n\nHow.\n",
        ])
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(!site.lines(report).contains { $0.contains("[link.") || $0.contains("[content.duplicate-id]") })
        let paths = output.files.keys.filter { $0.hasPrefix("en/") && $0.contains("/MigratingTo1.1") }.sorted()
        #expect(paths.count == 2 && paths[0].hasSuffix("/MigratingTo1.17/index.html") && paths[1].hasSuffix("/MigratingTo1.19/index.html"), "\(paths)")
        let later = html(output, paths.last ?? "")
        #expect(later.contains("/MigratingTo1.17/\">Migrating to 1.17</a>"))
        #expect(later.contains("/Working-with-Books/\">Working with Books</a>"))
    }

    /// DocC reads `.md` in any letter case as an article (`isMarkupFile` lower-cases the
    /// extension): `Upper.MD` is published and linked, not copied as a file.
    @Test func anArticleWhoseExtensionIsInCapitalsIsAnArticle() throws {
        let site = try catalogSite(extraEnglish: [
            "Guide/Upper.MD": "# Upper Case\n\nRead me.\n",
            "Guide/Linking.md": "# Linking\n\nSee <doc:Upper>.\n",
        ])
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(!site.lines(report).contains { $0.contains("[link.") }, "\(site.lines(report))")
        #expect(output.files.keys.contains { $0.hasPrefix("en/") && $0.hasSuffix("/Upper/index.html") }, "\(output.files.keys.sorted())")
        #expect(!output.files.keys.contains { $0.hasSuffix("Upper.MD") })
        #expect(html(output, output.files.keys.first { $0.hasPrefix("en/") && $0.hasSuffix("/Linking/index.html") } ?? "").contains("/Upper/\">Upper Case</a>"))
    }

    /// DocC finds a heading of another article as the article's child: `<doc:TheBasics/Error-Handling>`
    /// (GRDB links its tips so).
    @Test func aHeadingIsFoundAsItsArticlesChild() throws {
        let site = try catalogSite(extraEnglish: ["Guide/Closures.md": "# Closures\n\nGroup code.\n\nSee <doc:TheBasics/Error-Handling> and <doc:TheBasics/Nowhere>.\n\nAlso <doc:Book/Thing>.\n"])
        let (report, output) = site.build()
        let lines = site.lines(report).filter { $0.contains("[link.") }
        #expect(lines.count == 2, "\(lines)")
        // A heading the article does not have, or a symbol's path as DocC writes them: no topic.
        #expect(lines.contains { $0.hasPrefix("en/Book.docc/Guide/Closures.md:5:40: warning: no topic has the id `Nowhere`") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("en/Book.docc/Guide/Closures.md:7:6: warning: no topic has the id `Thing`")
                && $0.contains("if `Thing` is a symbol: its page is made from a public declaration in the Swift files of the module folder that holds the catalog") }, "\(lines)")
        #expect(html(output, "en/language-guide/Closures/index.html").contains("<a href=\"/en/language-guide/TheBasics/#Error-Handling\">Error Handling</a>"))
    }

    /// A path that leads nowhere is named as it is in the catalog, not with the language folder
    /// guidegen puts before it (swift-nio's `./NIOCore/Channel` was "no file at `en/NIOCore/Channel`").
    @Test func aMissingFileIsNamedByItsPathInTheCatalog() throws {
        let site = try catalogSite(extraEnglish: ["Guide/Closures.md": "# Closures\n\nGroup code.\n\nSee [channels](./Other/Channel) and [this](Closure.md).\n"])
        let (report, _) = site.build()
        let lines = site.lines(report)
        #expect(lines.contains { $0.hasPrefix("en/Book.docc/Guide/Closures.md:5:5: warning: no file at `Guide/Other/Channel` in the content folder") }, "\(lines)")
        #expect(lines.contains { $0.contains("no page at `Guide/Closure.md` in the content folder") && $0.contains("`Guide/Closures.md`") }, "\(lines)")
    }

    @Test func anUnresolvableLinkIsAWarningWithASuggestionAndShowsAsText() throws {
        let site = try catalogSite(extraEnglish: ["Guide/Closures.md": "# Closures\n\nGroup code.\n\nSee <doc:TheBasic>, <doc:TheBasics#Nowhere> and [this](#Missing).\n\n- 添加了 <doc:Nope1>\n> See [x](doc:Nope2).\n\n1. A [b] ![c](doc:Nope3)\n"])
        let (report, output) = site.build()
        #expect(report.succeeded)
        let lines = site.lines(report).filter { $0.contains("[link.") }
        #expect(lines.contains { $0.hasPrefix("en/Book.docc/Guide/Closures.md:5:5: warning: no topic has the id `TheBasic`") && $0.contains("TheBasics") })
        #expect(lines.contains { $0.hasPrefix("en/Book.docc/Guide/Closures.md:5:21: warning: `TheBasics` has no heading with the id `Nowhere`") })
        #expect(lines.contains { $0.hasPrefix("en/Book.docc/Guide/Closures.md:5:49: warning:") && $0.contains("`Missing`") })
        let page = html(output, "en/language-guide/Closures/index.html")
        #expect(page.contains("See TheBasic, TheBasics#Nowhere and this.</p>"))
        // In a list or a quote too, a link's column is its own (cmark's leave out the marker).
        #expect(lines.contains { $0.hasPrefix("en/Book.docc/Guide/Closures.md:7:7: warning: no topic has the id `Nope1`") })
        #expect(lines.contains { $0.hasPrefix("en/Book.docc/Guide/Closures.md:8:7: warning: no topic has the id `Nope2`") })
        #expect(lines.contains { $0.hasPrefix("en/Book.docc/Guide/Closures.md:10:10: warning: no topic has the id `Nope3`") })
        // --strict makes them errors: nothing is written.
        let (strict, _) = site.build(strict: true)
        #expect(!strict.succeeded)
    }

    @Test func aCatalogAndGuidegensOwnFormatMixPerLanguage() throws {
        let site = try catalogSite()
        site.config.contentFolders = [(.english, "en/Book.docc"), (.simplifiedChinese, "zhContent")]
        try site.write("zhContent/_index.md", "---\ntitle: 指南\n---\n")
        try site.write("zhContent/guide/TheBasics.md", "---\ntitle: 基础\nid: thebasics\n---\n正文。\n")
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(html(output, "zh-Hans/guide/thebasics/index.html").contains("<h1>基础</h1>"))
        #expect(html(output, "en/language-guide/TheBasics/index.html").contains("<h1>The Basics</h1>"))
    }

    @Test func mediaOfACatalogIsListedByItsPathInTheCatalog() throws {
        let site = try catalogSite(extraEnglish: ["Assets/diagram@2x.png": "png", "footer.html": "<footer>DocC's own</footer>", "theme-settings.json": "{}"])
        let (report, output) = site.build()
        #expect(report.succeeded)
        #expect(output.files["media/en/Assets/diagram@2x.png"] != nil)
        // The files that set DocC up are not published.
        #expect(output.files.keys.allSatisfy { !$0.hasSuffix("Info.plist") && !$0.hasSuffix("footer.html") && !$0.hasSuffix("theme-settings.json") })
        let discovered = ContentDiscovery.discover(config: site.config) { site.root + "/" + $0 }
        let media = try #require(discovered.media.first { $0.folderRelativePath == "Assets/diagram@2x.png" })
        #expect(media.language == .english && media.isCatalog && media.relativePath == "en/Assets/diagram@2x.png")
    }
}

struct BrokenPageTests {
    @Test func aPageWithBrokenFrontMatterStillHasItsLinksChecked() throws {
        let site = try TestSite([
            "Content/_index.en.md": TestSite.topic("Home"),
            "Content/guide/a.en.md": "---\ntitle: [unclosed\n---\nSee <doc:nowhere>.\n",
            "Content/guide/b.en.md": "---\nsummary: no title\n---\nSee <doc:missing>.\n",
        ])
        site.config.languages = [.english]
        let (report, _) = site.build()
        #expect(!report.succeeded)
        let lines = site.lines(report)
        #expect(lines.contains { $0.hasPrefix("Content/guide/a.en.md:4:5: error: no topic has the id `nowhere`") })
        #expect(lines.contains { $0.hasPrefix("Content/guide/b.en.md:4:5: error: no topic has the id `missing`") })
        #expect(lines.contains { $0.contains("Content/guide/b.en.md") && $0.contains("[frontmatter.missing-title]") })
    }
}

/// A library's catalog, as 134 of the 150 real catalogs of this machine's Swift packages are:
/// no `@TechnologyRoot`, but the module's documentation extension file (`` # ``Kit`` ``), whose
/// Topics curate articles by `doc:` links and symbols by name.
struct ModuleCatalogTests {
    func moduleSite(catalog: String = "Sources/Kit/Documentation.docc") throws -> TestSite {
        let site = try TestSite()
        site.config.useCatalog(site.root + "/" + catalog)
        try site.write(catalog + "/Kit.md", """
            # ``Kit``

            Tools for kits.

            ## Overview

            Start with <doc:GettingStarted>.

            ## Topics

            ### Essentials

            - <doc:GettingStarted>
            - ``Widget``

            ### Errors

            - ``KitError``
            """)
        try site.write(catalog + "/GettingStarted.md", "# Getting Started\n\nFirst steps.\n\nBack to <doc:Kit>.\n")
        try site.write(catalog + "/Extensions/Widget.md", "# ``Kit/Widget``\n\nA widget.\n\n## Topics\n\n- ``make()``\n")
        try site.write(catalog + "/Extensions/Make.md", "# ``Kit/Widget/make()``\n\nMakes a widget.\n")
        try site.write(catalog + "/Extensions/Gadget.md", "# ``Gadget``\n\nA gadget nobody curates.\n")
        return site
    }

    @Test func theModulesPageIsTheHomeAndItsTopicsTheSections() throws {
        let site = try moduleSite()
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(!site.lines(report).contains { $0.contains("[link.") }, "\(site.lines(report))")
        let built = try #require(report.site)
        // The module's name titles the site, as DocC's would without a display name.
        #expect(site.config.title(in: .english) == "Kit")
        let home = html(output, "en/index.html")
        #expect(home.contains("Tools for kits."))
        #expect(!home.contains("## Topics") && !home.contains("``Widget``"))
        // A symbol's extension file is curated by the symbol's name, its own Topics' symbols
        // below it; a group of symbols that have no page here is left out.
        // A symbol nobody curates, of no kind known here (no Swift sources), is in DocC's
        // automatic group of such symbols.
        #expect(built.sections[.english]?.map(\.title) == ["Essentials", "Symbols"])
        #expect(built.sections[.english]?[0].topics.map { built.pages[$0].title } == ["Getting Started", "Widget", "make()"])
        #expect(built.sections[.english]?[1].topics.map { built.pages[$0].title } == ["Gadget"])
        #expect(html(output, "en/essentials/GettingStarted/index.html").contains("<a href=\"/en/\">Kit</a>"))
    }

    /// DocC shows a symbol link by its symbol's name (``` ``Kit/Widget/make()-3xk2a`` ``` as
    /// `make()`), linked to the symbol's page when the catalog has one.
    /// A heading of the symbol's documentation comment and one of its extension file may have
    /// one text (“Creating a widget”, grpc-swift's `GRPCClient`): the comment's takes a suffix,
    /// so the page's ids stay unique and links to the file's heading still reach it.
    @Test func aCommentsHeadingAndTheExtensionFilesOfOneTextHaveTwoIDs() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Widget.swift", """
            /// A widget.
            ///
            /// ## Creating a widget
            ///
            /// Make one with its initializer.
            public struct Widget {
                public init() {}
            }
            """)
        try site.write("Sources/Kit/Documentation.docc/Extensions/Widget.md", "# ``Kit/Widget``\n\nA widget.\n\n## Topics\n\n### Creating a widget\n\n- ``init()``\n")
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let widget = html(output, "en/essentials/Widget/index.html")
        #expect(widget.components(separatedBy: "id=\"Creating-a-widget\"").count == 2, "\(widget)")
        #expect(widget.contains("<h3 id=\"Creating-a-widget\">Creating a widget</h3>") && widget.contains("<h2 id=\"Creating-a-widget-1\">Creating a widget</h2>"), "\(widget)")
    }

    @Test func aSymbolLinkShowsItsSymbolsNameAndLeadsToItsPage() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/GettingStarted.md", """
            # Getting Started

            Call ``Kit/Widget/make()-3xk2a``.

            Then ``Kit/Widget`` and
            `Kit/Widget`, written as code, ``KitError`` that has no page here,
            and [the ``Widget`` type](doc:GettingStarted).
            """)
        try site.write("Sources/Kit/Documentation.docc/Extensions/Widget.md", "# ``Kit/Widget``\n\nA widget.\n\nSee ``Widget`` and ``make()``.\n\n## Topics\n\n- ``make()``\n")
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let page = html(output, "en/essentials/GettingStarted/index.html")
        #expect(page.contains("<meta name=\"description\" content=\"Call make().\">"))
        #expect(page.contains("<p>Then <a href=\"/en/essentials/Widget/\"><code>Widget</code></a> and\n<code>Kit/Widget</code>, written as code, "
            + "<code>KitError</code> that has no page here,\nand <a href=\"/en/essentials/GettingStarted/\">the <code>Widget</code> type</a>.</p>"), "\(page)")
        // On the symbol's own page, its name is not a link to itself; a member is found from it.
        let widget = html(output, "en/essentials/Widget/index.html")
        #expect(widget.contains("<p>See <code>Widget</code> and <a href=\"/en/essentials/Make/\"><code>make()</code></a>.</p>"), "\(widget)")
    }

    /// DocC resolves a `doc:` link to a symbol's page too, by the symbol's path
    /// (`<doc:withDependencies(_:operation:)>` in swift-dependencies), from the module or from
    /// the linking symbol's page; a symbol the catalog has no page for stays unresolved.
    @Test func aDocLinkLeadsToASymbolsPageByItsPath() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/GettingStarted.md", """
            # Getting Started

            First steps.

            Read <doc:Kit/Widget/make()>, <doc:Widget/make()> and <doc:Kit/Widget>.

            Not <doc:Widget/missing()>.
            """)
        try site.write("Sources/Kit/Documentation.docc/Extensions/Widget.md", "# ``Kit/Widget``\n\nA widget.\n\nSee <doc:make()>.\n\n## Topics\n\n- ``make()``\n")
        let (report, output) = site.build()
        let warnings = site.lines(report).filter { $0.contains("[link.") }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("GettingStarted.md:7:5: warning: no topic has the id `missing()`") == true, "\(warnings)")
        let page = html(output, "en/essentials/GettingStarted/index.html")
        #expect(page.contains("<p>Read <a href=\"/en/essentials/Make/\">make()</a>, <a href=\"/en/essentials/Make/\">make()</a> and "
            + "<a href=\"/en/essentials/Widget/\">Widget</a>.</p>"), "\(page)")
        #expect(html(output, "en/essentials/Widget/index.html").contains("<p>See <a href=\"/en/essentials/Make/\">make()</a>.</p>"))
    }

    /// A symbol's extension file that adds no abstract takes its symbol's summary from the
    /// documentation comment in the module's Swift sources, as DocC shows it: under the title,
    /// in the page's description and in search; a file that writes its own abstract, or
    /// replaces the comment, keeps its own.
    @Test func anExtensionFileWithNoAbstractTakesItsSymbolsSummaryFromTheSources() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/Extensions/Widget.md", "# ``Kit/Widget``\n\n## Topics\n\n- ``make()``\n")
        try site.write("Sources/Kit/Documentation.docc/Extensions/Gadget.md", """
            # ``Gadget``

            @Metadata {
              @DocumentationExtension(mergeBehavior: override)
            }

            ## Overview

            Replaced.
            """)
        try site.write("Sources/Kit/Widget.swift", """
            /// A reusable control that ``Gadget`` values are made from.
            ///
            /// More detail.
            public struct Widget {
                /// Makes a widget.
                public func make() {}
            }

            /// A gadget's comment, which its extension file replaces.
            public struct Gadget {}
            """)
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let widget = html(output, "en/essentials/Widget/index.html")
        #expect(widget.contains("<meta name=\"description\" content=\"A reusable control that Gadget values are made from.\">"), "\(widget)")
        #expect(widget.contains("A reusable control that Gadget values are made from."))
        #expect(!html(output, "en/articles/Gadget/index.html").contains("A gadget’s comment") && !html(output, "en/articles/Gadget/index.html").contains("A gadget's comment"))
        // Make.md writes its own abstract.
        #expect(html(output, "en/essentials/Make/index.html").contains("content=\"Makes a widget.\""))
    }

    /// The rest of a symbol's documentation comment, after its summary, opens the body of its
    /// extension file, as DocC shows it before the file's own content: its symbol links lead
    /// to their pages, its callouts for parameters and results are left out, and search finds
    /// its words. A file that replaces the comment shows none of it.
    @Test func aSymbolsDocumentationCommentOpensItsPage() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/Extensions/Widget.md", "# ``Kit/Widget``\n\n## Topics\n\n- ``make()``\n")
        try site.write("Sources/Kit/Widget.swift", """
            /// A reusable control.
            ///
            /// Each widget draws itself with a ``Gadget``, and records zyxwvut latencies.
            ///
            ///     let widget = Widget()
            ///
            /// - Parameter style: Not shown on a type's page.
            ///   Nor is this line.
            /// - Note: Widgets are cheap.
            ///
            /// # Usage
            ///
            /// Make one per window.
            public struct Widget {
                public func make() {}
            }
            """)
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let widget = html(output, "en/essentials/Widget/index.html")
        let discussion = try #require(widget.range(of: "Each widget draws itself")?.lowerBound, "\(widget)")
        #expect(widget.contains("<a href=\"/en/symbols/Gadget/\"><code>Gadget</code></a>, and records zyxwvut latencies."), "\(widget)")
        #expect(widget.contains("<span class=\"hl-keyword\">let</span> widget = Widget()\n</code></pre>"), "\(widget)")
        #expect(widget.contains("Widgets are cheap.") && !widget.contains("Not shown") && !widget.contains("Nor is this line"))
        // The title stays the page's one level-1 heading.
        #expect(widget.components(separatedBy: "<h1").count == 2 && widget.contains("<h2 id=\"Usage\">Usage</h2>"), "\(widget)")
        // Before the file's own Topics, and the summary stays the summary.
        #expect(discussion < (widget.range(of: "id=\"Topics\"")?.lowerBound ?? widget.endIndex))
        #expect(widget.contains("<meta name=\"description\" content=\"A reusable control.\">"))
        let index = try #require(report.site)
        let document = SearchTextExtractor.document(of: try #require(index.pages.firstIndex { $0.title == "Widget" }), in: index, resolver: LinkResolver(site: index))
        #expect(document.passages.contains { $0.text.contains("zyxwvut latencies") }, "\(document.passages)")

        try site.write("Sources/Kit/Documentation.docc/Extensions/Widget.md", "# ``Kit/Widget``\n\n@Metadata {\n  @DocumentationExtension(mergeBehavior: override)\n}\n\nOwn words.\n")
        let (_, replaced) = site.build()
        #expect(!html(replaced, "en/essentials/Widget/index.html").contains("zyxwvut") && !html(replaced, "en/articles/Widget/index.html").contains("zyxwvut"))
    }

    /// A link in a symbol's documentation comment is a link of the page that draws it: one that
    /// names no page is reported where it is written, in the Swift file, as DocC reports it; one
    /// that shows its article's title follows that title in the preview.
    @Test func aDocumentationCommentsLinksAreCheckedWhereTheyAreWritten() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/Extensions/Widget.md", "# ``Kit/Widget``\n\n## Topics\n\n- ``make()``\n")
        try site.write("Sources/Kit/Widget.swift", """
            /// A reusable control.
            ///
            /// Each widget starts with <doc:GettingStarted>, not
            ///   <doc:Missing> or [café](doc:Absent).
            public struct Widget {
                public func make() {}
            }
            """)
        let (report, output) = site.build()
        let lines = site.lines(report)
        #expect(lines.contains { $0.hasPrefix("Sources/Kit/Widget.swift:4:7: warning: no topic has the id `Missing`") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Sources/Kit/Widget.swift:4:24: warning: no topic has the id `Absent`") }, "\(lines)")
        #expect(lines.count == 2, "\(lines)")
        #expect(html(output, "en/essentials/Widget/index.html").contains("starts with <a href=\"/en/essentials/GettingStarted/\">Getting Started</a>, not"))

        // The preview: the article's new title shows where the comment links to it.
        var builder = SiteBuilder(config: site.config, root: site.root)
        builder.buildsSearchIndex = false
        let incremental = IncrementalBuilder(builder: builder)
        #expect(incremental.rebuild().diagnostics.count == 2)
        try site.write("Sources/Kit/Documentation.docc/GettingStarted.md", "# First Steps\n\nFirst steps.\n\nBack to <doc:Kit>.\n")
        #expect(incremental.rebuild(changed: [site.root + "/Sources/Kit/Documentation.docc/GettingStarted.md"]).diagnostics.count == 2)
        let widget = String(decoding: incremental.files["en/essentials/Widget/index.html"] ?? Data(), as: UTF8.self)
        #expect(widget.contains("starts with <a href=\"/en/essentials/GettingStarted/\">First Steps</a>, not"), "\(widget)")
    }

    /// A member's extension file (``` # ``Kit/Widget/make(with:)`` ```) that writes no abstract
    /// takes the member's comment, as a type's file takes the type's: its summary under the
    /// title, and its parameters, return value and discussion in the body.
    @Test func aMembersPageTakesTheMembersComment() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/Extensions/Widget.md", "# ``Kit/Widget``\n\n## Topics\n\n- ``make(with:)``\n")
        try site.write("Sources/Kit/Documentation.docc/Extensions/Make.md", "# ``Kit/Widget/make(with:)``\n\n## See Also\n\n- ``Widget``\n")
        try site.write("Sources/Kit/Widget.swift", """
            public struct Widget {
                /// Makes a widget in the given style.
                ///
                /// Each call draws a new qwertyuiop widget.
                ///
                /// - Parameter style: The style.
                @available(*, deprecated, message: "Build one instead.")
                public func make(with style: Int) {}
            }
            """)
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let make = html(output, "en/essentials/Make/index.html")
        // Deprecated: said first, in DocC's aside, before the declaration.
        let deprecated = try #require(make.range(of: "<aside class=\"admonition deprecated\"")?.lowerBound, "\(make)")
        #expect(make[deprecated...].prefix(300).contains("Build one instead."), "\(make[deprecated...].prefix(300))")
        #expect(make.contains("<meta name=\"description\" content=\"Makes a widget in the given style.\">"), "\(make)")
        // Its parameter in a section of its own, as DocC shows it, before the discussion.
        let parameters = try #require(make.range(of: "<h2 id=\"Parameters\">Parameters</h2>")?.lowerBound, "\(make)")
        #expect(make.contains("<li><code>style</code>: The style.</li>"), "\(make)")
        let discussion = try #require(make.range(of: "Each call draws a new qwertyuiop widget.")?.lowerBound)
        #expect(parameters < discussion && make.contains("<h2 id=\"Discussion\">Discussion</h2>"))
        // Its declaration first, in Swift, as DocC shows it at the top of the page.
        let declaration = try #require(make.range(of: "<h2 id=\"Declaration\">Declaration</h2>")?.lowerBound, "\(make)")
        let code = try #require(make.range(of: "<pre><code class=\"language-swift\">")?.lowerBound, "\(make)")
        #expect(deprecated < declaration && declaration < code && code < parameters)
        #expect(make[code...].hasPrefix("<pre><code class=\"language-swift\"><span class=\"hl-keyword\">func</span> make(<span class=\"hl-label\">with</span> style: "
            + "<span class=\"hl-type\">Int</span>)\n</code></pre>"), "\(make[code...].prefix(300))")
    }

    /// DocC curates the symbols no Topics list names: a member below its type's page (after
    /// the type's own curated children), by kind in DocC's order and each kind by name; a type
    /// at the top in a group per kind ("Classes", "Structures", after "Articles"), its kind
    /// from the module's sources or its link's disambiguation; one of no known kind in "Symbols".
    @Test func symbolsNobodyCuratesAreCuratedAutomaticallyAsDocCDoes() throws {
        let site = try moduleSite()
        let catalog = "Sources/Kit/Documentation.docc/Extensions/"
        try site.write(catalog + "Widget.md", "# ``Kit/Widget``\n\nA widget.\n\n## Topics\n\n- ``make()``\n")
        try site.write(catalog + "Reset.md", "# ``Kit/Widget/reset()``\n\nResets it.\n")
        try site.write(catalog + "Init.md", "# ``Kit/Widget/init(size:)``\n\nMakes one.\n")
        try site.write(catalog + "Shared.md", "# ``Kit/Widget/shared``\n\nThe one everybody uses.\n")
        try site.write(catalog + "Anchor.md", "# ``Kit/Widget/anchor``\n\nWhere it is pinned.\n")
        try site.write(catalog + "Engine.md", "# ``Kit/Engine``\n\nRuns widgets.\n")
        try site.write(catalog + "Part.md", "# ``Kit/Part-swift.struct``\n\nA part.\n")
        try site.write(catalog + "Notes.md", "# Notes\n\nAn article nobody curates.\n")
        try site.write("Sources/Kit/Widget.swift", """
            public struct Widget {
                public static let shared = Widget(size: 1)
                public var anchor: Int = 0
                public init(size: Int) {}
                public func make() {}
                public mutating func reset() {}
            }
            public final class Engine {}
            public struct Gadget {}
            """)
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let built = try #require(report.site)
        let sections = built.sections[.english] ?? []
        #expect(sections.map(\.title) == ["Essentials", "Articles", "Classes", "Structures"])
        #expect(sections.first?.topics.map { built.pages[$0].title } == ["Getting Started", "Widget", "make()", "init(size:)", "anchor", "reset()", "shared"])
        #expect(sections.dropFirst().map { $0.topics.map { built.pages[$0].title } } == [["Notes"], ["Engine"], ["Gadget", "Part"]])
        let reset = try #require(built.pages.first { $0.title == "reset()" })
        #expect(reset.parent == "Widget" && reset.symbolKind == .instanceMethod)
        // The type's page lists them under Topics, a group per kind, as DocC does; the member its
        // own Topics curate is not listed again. Its body has Topics: the groups continue them,
        // labelled by that heading, with no second "Topics" heading.
        let widget = html(output, "en/essentials/Widget/index.html")
        let topics = try #require(widget.range(of: "<section class=\"related automatic-topics\" aria-labelledby=\"Topics\">\n<h3>")
            .map { String(widget[$0.lowerBound...]) }, "\(widget)").components(separatedBy: "</section>")[0]
        let groups = topics.components(separatedBy: "<h3>").dropFirst().map { $0.components(separatedBy: "</h3>")[0] }
        #expect(groups == ["Initializers", "Instance Properties", "Instance Methods", "Type Properties"])
        #expect(topics.contains("<li><a href=\"/en/essentials/Reset/\"><code>reset()</code></a><p>Resets it.</p></li>"), "\(topics)")
        #expect(!topics.contains("make()"))
        #expect(widget.components(separatedBy: ">Topics</h2>").count == 2)
        #expect(!html(output, "en/classes/Engine/index.html").contains("automatic-topics"))
        // With no Topics of its own, the page's groups have their heading, and list make() too.
        try site.write(catalog + "Widget.md", "# ``Kit/Widget``\n\nA widget.\n")
        let (again, rebuilt) = site.build()
        #expect(again.succeeded)
        let own = html(rebuilt, "en/essentials/Widget/index.html")
        #expect(own.contains("<section class=\"related automatic-topics\" aria-labelledby=\"automatic-topics-heading\">\n<h2 id=\"automatic-topics-heading\">Topics</h2>\n<h3>Initializers</h3>"), "\(own)")
        #expect(own.contains("<code>make()</code>"))
    }

    /// A type's page lists the members DocC documents that have no page here (public ones, from
    /// the module's sources), with their summaries and no link, among those that have pages, a
    /// group per kind in DocC's order; not an internal member, nor one its own Topics name. The
    /// list is searchable, and a new extension file for a member makes its entry a link.
    @Test func aTypesPageListsItsMembersThatHaveNoPages() throws {
        let site = try moduleSite()
        let catalog = "Sources/Kit/Documentation.docc/Extensions/"
        try site.write(catalog + "Widget.md", "# ``Kit/Widget``\n\nA widget.\n\nTry ``spin()``.\n\n## Topics\n\n- ``make()``\n- ``polish()``\n")
        try site.write(catalog + "Reset.md", "# ``Kit/Widget/reset()``\n\nResets it.\n\nThen ``spin()``.\n")
        try site.write("Sources/Kit/Documentation.docc/GettingStarted.md", "# Getting Started\n\nFirst steps.\n\nCall ``Kit/Widget/spin()``, see <doc:Widget/spin()>.\n")
        try site.write("Sources/Kit/Widget.swift", """
            public struct Widget {
                /// The size, in points.
                public var size: Int
                var secret: Int
                /// Makes a widget of a size.
                public init(size: Int) {}
                public func make() {}
                public func polish() {}
                /// Resets it.
                public mutating func reset() {}
                /// Spins the widget around its axis.
                public func spin() {}
                /// A part of a widget.
                public struct Part {}
            }
            """)
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let widget = html(output, "en/essentials/Widget/index.html")
        let topics = try #require(widget.range(of: "<section class=\"related automatic-topics\"").map { String(widget[$0.lowerBound...]) }, "\(widget)")
            .components(separatedBy: "</section>")[0]
        #expect(topics.components(separatedBy: "<h3>").dropFirst().map { $0.components(separatedBy: "</h3>")[0] }
            == ["Structures", "Initializers", "Instance Properties", "Instance Methods"], "\(topics)")
        #expect(topics.contains("<li id=\"symbol-init(size:)\"><code>init(size:)</code><p>Makes a widget of a size.</p></li>"), "\(topics)")
        #expect(topics.contains("<li id=\"symbol-size\"><code>size</code><p>The size, in points.</p></li>"), "\(topics)")
        #expect(topics.contains("<li><a href=\"/en/essentials/Reset/\"><code>reset()</code></a><p>Resets it.</p></li>\n<li id=\"symbol-spin()\"><code>spin()</code><p>Spins the widget around its axis.</p></li>"), "\(topics)")
        #expect(topics.contains("<li id=\"symbol-Part\"><code>Part</code><p>A part of a widget.</p></li>"), "\(topics)")
        #expect(!topics.contains("secret") && !topics.contains("polish()") && !topics.contains("make()"), "\(topics)")
        // A link to a member with no page leads to its entry, on the type's page or from elsewhere.
        #expect(topics.contains("<li id=\"symbol-spin()\"><code>spin()</code>"), "\(topics)")
        #expect(widget.contains("<p>Try <a href=\"#symbol-spin()\"><code>spin()</code></a>.</p>"), "\(widget)")
        #expect(html(output, "en/essentials/Reset/index.html").contains("<p>Then <a href=\"/en/essentials/Widget/#symbol-spin()\"><code>spin()</code></a>.</p>"))
        #expect(html(output, "en/essentials/GettingStarted/index.html").contains(
            "<p>Call <a href=\"/en/essentials/Widget/#symbol-spin()\"><code>spin()</code></a>, see <a href=\"/en/essentials/Widget/#symbol-spin()\">spin()</a>.</p>"))
        #expect(!site.lines(report).contains { $0.contains("[link.") }, "\(site.lines(report))")
        // Search finds the type's page by a member's summary.
        let index = try #require(report.site)
        let document = SearchTextExtractor.document(of: try #require(index.pages.firstIndex { $0.title == "Widget" }), in: index, resolver: LinkResolver(site: index))
        #expect(document.passages.last.map { $0.heading == "Topics" && $0.text.contains("spin() Spins the widget around its axis.") } == true, "\(document.passages)")
        // An extension file for a member: its entry is a link to it.
        try site.write(catalog + "Spin.md", "# ``Kit/Widget/spin()``\n\nSpins it.\n")
        let (again, rebuilt) = site.build()
        #expect(again.succeeded)
        #expect(html(rebuilt, "en/essentials/Widget/index.html").contains("<li><a href=\"/en/essentials/Spin/\"><code>spin()</code></a><p>Spins it.</p></li>"))
    }

    /// DocC gives every symbol it documents a page: a public type, function or variable at the
    /// top of the module that no extension file documents gets one made from its source (its
    /// summary, declaration, discussion and members), curated where a Topics list names it or
    /// in DocC's automatic group of its kind; links to it lead there. Internal and underscored
    /// symbols get none; an article of the same name keeps its address.
    @Test func aPublicSymbolWithNoExtensionFileHasAPageMadeFromItsSource() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/GettingStarted.md", "# Getting Started\n\nFirst steps.\n\nThrow ``KitError``, call ``makeGizmo(named:)``, or read <doc:Gizmo>. Turn <doc:Kit/Sprocket>.\n")
        try site.write("Sources/Kit/Documentation.docc/Gizmo.md", "# Gizmos in depth\n\nAn article of the name.\n")
        try site.write("Sources/Kit/Widget.swift", """
            /// A widget.
            public struct Widget {
                public func make() {}
            }
            /// An error a kit throws.
            ///
            /// Thrown when a kit is ``Gizmo/broken``.
            public enum KitError: Error {
                /// The kit is gone.
                case missing
            }
            /// A small device.
            public final class Gizmo {
                /// True when it no longer works.
                public var broken: Bool { false }
            }
            /// Makes a gizmo with a name.
            public func makeGizmo(named name: String) -> Gizmo { Gizmo() }
            /// The gizmo in use.
            public var gizmo: Gizmo { Gizmo() }
            public struct Sprocket {}
            public typealias SPROCKET = Sprocket
            struct Hidden {}
            public struct _Private {}
            """)
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(!site.lines(report).contains { $0.contains("[link.") }, "\(site.lines(report))")
        let built = try #require(report.site)
        // Curated where the module's Topics name it; the rest in groups of their kind.
        #expect(built.sections[.english]?.map(\.title) == ["Essentials", "Errors", "Articles", "Classes", "Structures", "Variables", "Functions", "Type Aliases", "Symbols"], "\(built.sections[.english]?.map(\.title) ?? [])")
        #expect(built.sections[.english]?[1].topics.map { built.pages[$0].title } == ["KitError"])
        #expect(built.sections[.english]?[3].topics.map { built.pages[$0].title } == ["Gizmo"])
        #expect(built.sections[.english]?[6].topics.map { built.pages[$0].title } == ["makeGizmo(named:)"])
        #expect(!built.pages.contains { ["Hidden", "_Private"].contains($0.title) })
        // A name that differs from another page's only in case is disambiguated, as DocC's
        // lower-case paths are: one would overwrite the other where case is ignored.
        #expect(output.files["en/variables/gizmo-swift.var/index.html"] != nil, "\(output.files.keys.sorted())")
        #expect(output.files["en/structures/Sprocket-swift.struct/index.html"] != nil && output.files["en/type-aliases/SPROCKET-swift.typealias/index.html"] != nil,
                "\(output.files.keys.sorted())")
        let error = html(output, "en/errors/KitError/index.html")
        #expect(error.contains("An error a kit throws."), "\(error)")
        #expect(error.contains("<h2 id=\"Declaration\">Declaration</h2>\n<pre><code class=\"language-swift\"><span class=\"hl-keyword\">enum</span> KitError"), "\(error)")
        #expect(error.contains("<li id=\"symbol-missing\"><code>missing</code><p>The kit is gone.</p></li>"), "\(error)")
        // The article keeps `Gizmo`; the class's page is disambiguated by its kind.
        let gizmo = html(output, "en/classes/Gizmo-swift.class/index.html")
        #expect(gizmo.contains("A small device.") && gizmo.contains("<li id=\"symbol-broken\">"), "\(output.files.keys.sorted())")
        #expect(error.contains("<a href=\"/en/classes/Gizmo-swift.class/#symbol-broken\"><code>broken</code></a>"), "\(error)")
        // A declaration's types that have pages are links, as DocC links them.
        let make = html(output, "en/functions/makeGizmo(named:)/index.html")
        #expect(make.contains("<a href=\"/en/classes/Gizmo-swift.class/\">Gizmo</a>") && !make.contains(">String</a>"), "\(make)")
        let started = html(output, "en/essentials/GettingStarted/index.html")
        #expect(started.contains("<a href=\"/en/errors/KitError/\"><code>KitError</code></a>"), "\(started)")
        #expect(started.contains("<a href=\"/en/functions/makeGizmo(named:)/\"><code>makeGizmo(named:)</code></a>"), "\(started)")
        #expect(started.contains("<a href=\"/en/articles/Gizmo/\">Gizmos in depth</a>"), "\(started)")
        // A `doc:` link finds a made page by its symbol's path from the module, whatever its address.
        #expect(started.contains("Turn <a href=\"/en/structures/Sprocket-swift.struct/\">Sprocket</a>."), "\(started)")
        // An extension file for the type takes its place.
        try site.write("Sources/Kit/Documentation.docc/Extensions/KitError.md", "# ``KitError``\n\nWhat goes wrong.\n")
        let (again, rebuilt) = site.build()
        #expect(again.succeeded)
        #expect(html(rebuilt, "en/errors/KitError/index.html").contains("What goes wrong."))
        #expect(try #require(again.site).pages.filter { $0.title == "KitError" }.count == 1)
        // Beside a Chinese catalog, a page made from the source asks for no translation; an
        // extension file still does.
        site.config.languages = [.english, .simplifiedChinese]
        site.config.contentFolders = [(.english, "Sources/Kit/Documentation.docc"), (.simplifiedChinese, "zh/Kit.docc")]
        try site.write("zh/Kit.docc/Kit.md", "# ``Kit``\n\n工具。\n")
        let (bilingual, _) = site.build()
        let missing = site.lines(bilingual).filter { $0.contains("[translation.missing]") }
        #expect(missing.contains { $0.contains("`KitError` has no zh-Hans page") } && !missing.contains { $0.contains("`Gizmo-swift.class`") || $0.contains("makeGizmo") }, "\(missing)")
    }

    /// A type's page shows DocC's "Relationships": what it conforms to (a protocol: what it
    /// inherits from), from its declaration and its extensions, each linked when it has a page
    /// here, and on a protocol's page the module's public protocols that inherit from it and
    /// types that conform to it (a nested type with no page: its entry on its type's page). An internal
    /// protocol and a suppressed conformance are not shown.
    @Test func aTypesPageShowsItsRelationships() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Widget.swift", """
            protocol Hidden {}
            /// Something that spins.
            public protocol Spinnable {}
            /// A fancier spinner.
            public protocol Fancy: Spinnable, Sendable {}
            /// A widget.
            public struct Widget: @unchecked Sendable, Hidden, ~Copyable {
                public func make() {}
                /// A part.
                public struct Part: Spinnable {}
            }
            extension Widget: Spinnable {}
            /// A gadget.
            public final class Gadget: Spinnable {}
            struct Internal: Spinnable {}
            """)
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        func relationships(_ path: String) -> String {
            let page = html(output, path)
            return page.range(of: "<section class=\"related relationships\"").map { String(page[$0.lowerBound...]).components(separatedBy: "</section>")[0] } ?? ""
        }
        let widget = relationships("en/essentials/Widget/index.html")
        #expect(widget.contains("<h2 id=\"relationships-heading\">Relationships</h2>\n<h3>Conforms To</h3>\n<ul>\n<li><code>Sendable</code></li>\n<li><a href=\"/en/protocols/Spinnable/\"><code>Spinnable</code></a></li>\n</ul>"), "\(widget)")
        #expect(!widget.contains("Hidden") && !widget.contains("Copyable"), "\(widget)")
        let spinnable = relationships("en/protocols/Spinnable/index.html")
        #expect(spinnable.contains("<h3>Inherited By</h3>\n<ul>\n<li><a href=\"/en/protocols/Fancy/\"><code>Fancy</code></a></li>\n</ul>\n"
            + "<h3>Conforming Types</h3>\n<ul>\n<li><a href=\"/en/classes/Gadget/\"><code>Gadget</code></a></li>\n<li><a href=\"/en/essentials/Widget/\"><code>Widget</code></a></li>\n"
            + "<li><a href=\"/en/essentials/Widget/#symbol-Part\"><code>Widget.Part</code></a></li>\n</ul>"), "\(spinnable)")
        #expect(!spinnable.contains("Internal"), "\(spinnable)")
        #expect(relationships("en/protocols/Fancy/index.html").contains("<h3>Inherits From</h3>\n<ul>\n<li><a href=\"/en/protocols/Spinnable/\"><code>Spinnable</code></a></li>\n<li><code>Sendable</code></li>"))
        #expect(relationships("en/essentials/GettingStarted/index.html").isEmpty)
        // In a Chinese catalog, the section and its groups are in Chinese.
        site.config.languages = [.simplifiedChinese]
        site.config.contentFolders = [(.simplifiedChinese, "Sources/Kit/Documentation.docc")]
        let (chinese, built) = site.build()
        #expect(chinese.succeeded, "\(site.lines(chinese))")
        let page = html(built, "zh-Hans/protocols/Spinnable/index.html")
        #expect(page.contains("<h2 id=\"relationships-heading\">关系</h2>\n<h3>被继承</h3>") && page.contains("<h3>遵循的类型</h3>"), "\(built.files.keys.sorted())")
    }

    /// The preview reads a symbol page again when a Swift file of its module changes: an edited
    /// documentation comment shows on the symbol's page and on the page that curates it.
    @Test func anEditedDocumentationCommentReachesThePreview() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/Extensions/Widget.md", "# ``Kit/Widget``\n\n## Topics\n\n- ``make()``\n")
        try site.write("Sources/Kit/Widget.swift", "/// A reusable control.\n///\n/// Drawn in blue.\npublic struct Widget {}\n")
        var builder = SiteBuilder(config: site.config, root: site.root)
        builder.buildsSearchIndex = false
        let incremental = IncrementalBuilder(builder: builder)
        #expect(incremental.rebuild().succeeded)
        let page = { (path: String) in String(decoding: incremental.files[path] ?? Data(), as: UTF8.self) }
        #expect(page("en/essentials/Widget/index.html").contains("A reusable control."))
        #expect(page("en/essentials/Widget/index.html").contains("Drawn in blue."))
        // Another comment, in a file with a new modification time.
        try site.write("Sources/Kit/Widget.swift", "/// A control made once and used everywhere.\n///\n/// Drawn in green.\npublic struct Widget {}\n")
        let later = Date().addingTimeInterval(2)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: site.root + "/Sources/Kit/Widget.swift")
        let report = incremental.rebuild(changed: [site.root + "/Sources/Kit/Widget.swift"])
        #expect(report.succeeded, "\(report.diagnostics)")
        let widget = page("en/essentials/Widget/index.html")
        #expect(widget.contains("A control made once and used everywhere.") && !widget.contains("A reusable control."), "\(widget)")
        #expect(widget.contains("Drawn in green.") && !widget.contains("Drawn in blue."), "\(widget)")
        #expect(page("en/index.html").contains("A control made once and used everywhere."))
        // Only the discussion: the page's file and summary are as they were.
        try site.write("Sources/Kit/Widget.swift", "/// A control made once and used everywhere.\n///\n/// Drawn in red.\npublic struct Widget {}\n")
        try FileManager.default.setAttributes([.modificationDate: later.addingTimeInterval(2)], ofItemAtPath: site.root + "/Sources/Kit/Widget.swift")
        #expect(incremental.rebuild(changed: [site.root + "/Sources/Kit/Widget.swift"]).succeeded)
        #expect(page("en/essentials/Widget/index.html").contains("Drawn in red."))
        // A new public member, and an edited member's summary: the type's list shows them.
        try site.write("Sources/Kit/Widget.swift", "/// A control made once and used everywhere.\n///\n/// Drawn in red.\npublic struct Widget {\n    /// Spins it.\n    public func spin() {}\n}\n")
        try FileManager.default.setAttributes([.modificationDate: later.addingTimeInterval(4)], ofItemAtPath: site.root + "/Sources/Kit/Widget.swift")
        #expect(incremental.rebuild(changed: [site.root + "/Sources/Kit/Widget.swift"]).succeeded)
        #expect(page("en/essentials/Widget/index.html").contains("<li id=\"symbol-spin()\"><code>spin()</code><p>Spins it.</p></li>"))
        try site.write("Sources/Kit/Widget.swift", "/// A control made once and used everywhere.\n///\n/// Drawn in red.\npublic struct Widget {\n    /// Spins it around.\n    public func spin() {}\n}\n")
        try FileManager.default.setAttributes([.modificationDate: later.addingTimeInterval(6)], ofItemAtPath: site.root + "/Sources/Kit/Widget.swift")
        #expect(incremental.rebuild(changed: [site.root + "/Sources/Kit/Widget.swift"]).succeeded)
        #expect(page("en/essentials/Widget/index.html").contains("<li id=\"symbol-spin()\"><code>spin()</code><p>Spins it around.</p></li>"))
        // A new public type has a page made from its source, and its edited comment shows there;
        // made internal, its page goes.
        let sprocket = { (comment: String, access: String) in "/// \(comment)\n\(access)struct Sprocket {}\n" }
        for (step, (comment, access)) in [("A toothed wheel.", "public "), ("A wheel with teeth.", "public "), ("A wheel with teeth.", "")].enumerated() {
            try site.write("Sources/Kit/Sprocket.swift", sprocket(comment, access))
            try FileManager.default.setAttributes([.modificationDate: later.addingTimeInterval(8 + 2 * Double(step))], ofItemAtPath: site.root + "/Sources/Kit/Sprocket.swift")
            let report = incremental.rebuild(changed: [site.root + "/Sources/Kit/Sprocket.swift"])
            #expect(report.succeeded, "\(report.diagnostics)")
            let shown = page("en/structures/Sprocket/index.html")
            #expect(access.isEmpty ? shown.isEmpty : shown.contains("<p class=\"summary\">\(comment)</p>"), "\(step): \(incremental.files.keys.sorted())")
        }
        // A Swift file outside the module's folder changes nothing.
        try site.write("Tools/Other.swift", "/// Not the module's.\npublic struct Widget {}\n")
        #expect(incremental.rebuild(changed: [site.root + "/Tools/Other.swift"]).changedFiles.isEmpty)
    }

    /// A declaration's type that has a page is a link to it, in the preview too: when the type's
    /// page moves, the declaration that names it leads to its new address.
    @Test func aDeclarationsTypesLeadToTheirPagesWhereverTheyMove() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Gear.swift", "/// A toothed wheel.\npublic struct Gear {}\n/// Turns a gear.\npublic func turn(_ gear: Gear, by angle: Double) -> Gear { gear }\n")
        var builder = SiteBuilder(config: site.config, root: site.root)
        builder.buildsSearchIndex = false
        let incremental = IncrementalBuilder(builder: builder)
        #expect(incremental.rebuild().succeeded)
        let page = { (path: String) in String(decoding: incremental.files[path] ?? Data(), as: UTF8.self) }
        let turn = "en/functions/turn(_:by:)/index.html"
        #expect(page(turn).contains("<a href=\"/en/structures/Gear/\">Gear</a>"), "\(page(turn))")
        #expect(!page(turn).contains(">Double</a>"))
        // Gear's own page does not link to itself.
        #expect(!page("en/structures/Gear/index.html").contains("<a href=\"/en/structures/Gear/\">Gear</a>"))
        // An extension file curated in a group of the module's Topics moves Gear's page.
        try site.write("Sources/Kit/Documentation.docc/Kit.md", "# ``Kit``\n\nTools for kits.\n\n## Topics\n\n### Essentials\n\n- <doc:GettingStarted>\n- ``Widget``\n\n### Parts\n\n- ``Gear``\n")
        try site.write("Sources/Kit/Documentation.docc/Extensions/Gear.md", "# ``Gear``\n\nA wheel with teeth.\n")
        let report = incremental.rebuild(changed: [site.root + "/Sources/Kit/Documentation.docc/Kit.md", site.root + "/Sources/Kit/Documentation.docc/Extensions/Gear.md"])
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(page(turn).contains("<a href=\"/en/parts/Gear/\">Gear</a>"), "\(page(turn))")
    }

    /// A nested type's page is titled with the type around it (known from the module's
    /// sources), as DocC titles it, and a link to it shows that title; a member's page keeps its
    /// own name.
    @Test func aNestedTypeIsTitledAndLinkedWithTheTypeAroundIt() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/Extensions/WidgetStyle.md", "# ``Kit/Widget/Style``\n\nHow a widget looks.\n\nEach ``Widget/Style`` draws one way.\n")
        try site.write("Sources/Kit/Widget.swift", "public struct Widget {\n    public enum Style { case flat }\n    public func make() {}\n}\n")
        try site.write("Sources/Kit/Documentation.docc/GettingStarted.md", "# Getting Started\n\nFirst, a ``Widget/Style``.\n\nPick a ``Widget/Style`` and call ``Kit/Widget/make()``.\n")
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let built = try #require(report.site)
        #expect(built.pages.map(\.title).contains("Widget.Style"), "\(built.pages.map(\.title))")
        let page = html(output, "en/essentials/GettingStarted/index.html")
        #expect(page.contains("<code>Widget.Style</code></a> and call <a href=\"/en/essentials/Make/\"><code>make()</code></a>."), "\(page)")
        // So does the page itself, where the link leads nowhere.
        let style = html(output, "en/essentials/WidgetStyle/index.html")
        #expect(style.contains("<p>Each <code>Widget.Style</code> draws one way.</p>"), "\(style)")
        // The abstract, plain text, names it so too.
        #expect(page.contains("<meta name=\"description\" content=\"First, a Widget.Style.\">"), "\(page)")
    }

    /// A catalog whose module folder is outside the site's folder reads no Swift source there.
    @Test func swiftSourcesOutsideTheSitesFolderAreNotRead() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/Extensions/Widget.md", "# ``Kit/Widget``\n\n## Topics\n\n- ``make()``\n")
        try site.write("Sources/Kit/Widget.swift", "/// A reusable control.\npublic struct Widget {}\n")
        var builder = SiteBuilder(config: site.config, root: site.root + "/Sources/Kit/Documentation.docc")
        builder.buildsSearchIndex = false
        let output = MemoryOutput()
        let report = builder.build(into: output)
        #expect(report.succeeded)
        #expect(!html(output, "en/essentials/Widget/index.html").contains("A reusable control."))
    }

    @Test func aCatalogNamedForItsModuleHasTheModulesPageAsItsHomeToo() throws {
        let site = try moduleSite(catalog: "Kit.docc")
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(html(output, "en/index.html").contains("Tools for kits."))
    }

    /// A kind's group is titled in each language's words ("结构体") and named in English in
    /// every language, as "articles" is, so a translated catalog's group shares its URL.
    @Test func aKindsGroupIsTitledInEachLanguageAndSharesItsURL() throws {
        let site = try catalogSite(extraEnglish: ["Guide/Part.md": "# ``Book/Part-swift.struct``\n\nA part.\n"])
        try site.write("zh/Book.docc/Guide/Part.md", "# ``Book/Part-swift.struct``\n\n一个部件。\n")
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let built = try #require(report.site)
        #expect(built.sections[.english]?.last?.title == "Structures" && built.sections[.simplifiedChinese]?.last?.title == "结构体")
        #expect(output.files["en/structures/Part/index.html"] != nil && output.files["zh-Hans/structures/Part/index.html"] != nil)
    }

    /// DocC reads an absolute symbol link (``` ``/Kit`` ```) as the module too: the page is the
    /// home, and its Topics the sections (swift-distributed-tracing's catalog starts so).
    @Test func theModulesPageTitledWithAnAbsoluteLinkIsTheHome() throws {
        let site = try moduleSite()
        let root = try String(contentsOfFile: site.root + "/Sources/Kit/Documentation.docc/Kit.md", encoding: .utf8)
        try site.write("Sources/Kit/Documentation.docc/Kit.md", root.replacingOccurrences(of: "# ``Kit``", with: "# ``/Kit``"))
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(html(output, "en/index.html").contains("Tools for kits."))
        #expect(try #require(report.site).sections[.english]?.map(\.title) == ["Essentials", "Symbols"])
    }

    /// An article with `@TechnologyRoot` is the root; the module's page is then one more article.
    @Test func aTechnologyRootWinsOverTheModulesPage() throws {
        let site = try moduleSite()
        try site.write("Sources/Kit/Documentation.docc/Book.md", "# The Kit Book\n\nAll about kits.\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n### Start\n\n- <doc:Kit>\n- <doc:GettingStarted>\n")
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(html(output, "en/index.html").contains("All about kits."))
        let built = try #require(report.site)
        // The root lists Getting Started itself: it takes its place in the root's order, after
        // the module's page and the symbols that page curates.
        #expect(built.sections[.english]?.first?.topics.map { built.pages[$0].title } == ["Kit", "Widget", "make()", "Getting Started"])
    }

    /// `` # ``Gadget`` `` in the `Kit` module's catalog is a type's page, not the module's.
    @Test func anotherSymbolsPageIsNotTheHome() throws {
        let site = try moduleSite(catalog: "Sources/Other/Documentation.docc")
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        // A symbol nobody curates, of no kind known here, in DocC's automatic group of them.
        #expect(output.files.keys.contains("en/symbols/Kit/index.html"))
        #expect(try #require(report.site).sections[.english]?.map(\.title) == ["Symbols"])
    }
}

/// What a catalog's curation must not lose: pages named with characters a link would read
/// otherwise, and a root group whose article another article curates too.
struct CurationPlacementTests {
    static let root = "# Kit\n\nRoot text of the kit.\n\n@Metadata {\n    @TechnologyRoot\n}\n"

    func kit(_ files: [String: String]) throws -> TestSite {
        let site = try TestSite()
        site.config.languages = [.english]
        site.config.contentFolders = [(.english, "Kit.docc")]
        for (path, text) in files { try site.write("Kit.docc/" + path, text) }
        return site
    }

    /// An uncurated article whose name holds `#` or a percent escape lands in the automatic
    /// group: it was looked up again by a link made of its name, which read `#` as an anchor
    /// and decoded the escape, so it was never placed, and its empty section's page replaced
    /// the home page.
    @Test func anArticleNamedWithAHashOrAnEscapeIsPlacedAndTheHomeStays() throws {
        let site = try kit(["Kit.md": Self.root, "C# Interop.md": "# Calling from C#\n\nSummary.\n",
                            "Caf%C3%A9.md": "# Café\n\nSummary.\n", "Other.md": "# Other\n\nSummary.\n"])
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let built = try #require(report.site)
        #expect(built.sections[.english]?.map(\.id) == ["articles"])
        let placed = built.sections[.english]?.first?.topics.map { built.pages[$0].title } ?? []
        #expect(placed == ["Café", "Calling from C#", "Other"])
        #expect(built.pages.allSatisfy { !$0.section.isEmpty || $0.kind == .home })
        #expect(html(output, "en/index.html").contains("Root text of the kit."))
    }

    /// A root group lists its articles though another article curates them too (DocC lists
    /// a page wherever it is curated): the root's own groups place their articles first, and
    /// a group was dropped when a nested curation had placed its only article before it.
    @Test func aRootGroupKeepsItsArticleThatAnotherArticleCurates() throws {
        let site = try kit([
            "Kit.md": Self.root + "\n## Topics\n\n### Basics\n\n- <doc:Alpha>\n\n### Advanced\n\n- <doc:Beta>\n",
            "Alpha.md": "# Alpha\n\nAlpha.\n\n## Topics\n\n### Related\n\n- <doc:Beta>\n- <doc:Gamma>\n",
            "Beta.md": "# Beta\n\nBeta.\n",
            "Gamma.md": "# Gamma\n\nGamma.\n",
        ])
        let (report, _) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let built = try #require(report.site)
        let sections = built.sections[.english] ?? []
        #expect(sections.map(\.title) == ["Basics", "Advanced"])
        #expect(sections.map { $0.topics.map { built.pages[$0].id } } == [["Alpha", "Gamma"], ["Beta"]])
    }

    /// A Topics item whose path runs through nothing the catalog has (`<doc:Typo/Beta>`) curates
    /// nothing, as its link resolves to nothing: Beta lands in the automatic group, not in Basics.
    @Test func aTopicsLinkThroughNothingTheCatalogHasCuratesNothing() throws {
        let site = try kit([
            "Kit.md": Self.root + "\n## Topics\n\n### Basics\n\n- <doc:Alpha>\n- <doc:Typo/Beta>\n- <doc:Kit/Gamma>\n",
            "Alpha.md": "# Alpha\n\nAlpha.\n",
            "Beta.md": "# Beta\n\nBeta.\n",
            "Gamma.md": "# Gamma\n\nGamma.\n",
        ])
        let (report, _) = site.build()
        #expect(site.lines(report).contains { $0.contains("`Typo` in `doc:Typo/Beta`") }, "\(site.lines(report))")
        let built = try #require(report.site)
        let sections = built.sections[.english] ?? []
        #expect(sections.first?.title == "Basics")
        #expect(sections.first.map { $0.topics.map { built.pages[$0].id } } == ["Alpha", "Gamma"], "\(sections.map { $0.topics.map { built.pages[$0].id } })")
        #expect(sections.dropFirst().contains { $0.topics.contains { built.pages[$0].id == "Beta" } })
    }

    /// A Topics item that names its own page, or a page above it in the curation (Beta under
    /// Alpha curating Alpha), forms a cycle: a warning at the item, as DocC gives
    /// (`org.swift.docc.CyclicReference`), and the item places nothing. Both were left out
    /// without a word.
    @Test func aTopicsItemThatNamesItsOwnPageOrOneAboveItIsACycle() throws {
        let site = try kit([
            "Kit.md": Self.root + "\n## Topics\n\n### Basics\n\n- <doc:Alpha>\n",
            "Alpha.md": "# Alpha\n\nAlpha.\n\n## Topics\n\n### More\n\n- <doc:Beta>\n",
            "Beta.md": "# Beta\n\nBeta.\n\n## Topics\n\n### Back\n\n- <doc:Alpha>\n- <doc:Beta>\n- <doc:Gamma>\n",
            "Gamma.md": "# Gamma\n\nGamma.\n",
        ])
        let (report, _) = site.build()
        let lines = site.lines(report)
        #expect(lines.contains { $0.hasPrefix("Kit.docc/Beta.md:9:3: warning:") && $0.contains("`doc:Alpha`") && $0.hasSuffix("[catalog.curation-cycle]") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Kit.docc/Beta.md:10:3: warning:") && $0.contains("its own page") && $0.hasSuffix("[catalog.curation-cycle]") }, "\(lines)")
        #expect(lines.filter { $0.contains("[catalog.curation-cycle]") }.count == 2, "\(lines)")
        let built = try #require(report.site)
        let sections = built.sections[.english] ?? []
        #expect(sections.map { $0.topics.map { built.pages[$0].id } } == [["Alpha", "Beta", "Gamma"]], "\(sections.map { $0.topics.map { built.pages[$0].id } })")
    }
}

/// Files in a catalog that DocC reads without complaint.
struct CatalogOddFilesTests {
    /// An empty article (or one of blank lines) is skipped with a warning, as `docc convert`
    /// skips it: it failed the whole build with advice about front matter, which catalogs do
    /// not use. An article whose `#` title is empty is titled after its file name, as one
    /// without a title is.
    @Test func anEmptyArticleIsSkippedAndAnEmptyTitleIsTheFileName() throws {
        let site = try CurationPlacementTests().kit(["Kit.md": CurationPlacementTests.root, "Placeholder.md": "", "Blank.md": "\n\n",
                                                     "NoTitle.md": "#\n\nNo title text.\n"])
        let (report, _) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let lines = site.lines(report)
        #expect(lines.contains { $0.hasPrefix("Kit.docc/Placeholder.md:1:1: warning:") && $0.hasSuffix("[catalog.empty]") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Kit.docc/Blank.md:1:1: warning:") && $0.hasSuffix("[catalog.empty]") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Kit.docc/NoTitle.md:1:1: warning:") && $0.hasSuffix("[catalog.no-title]") }, "\(lines)")
        let built = try #require(report.site)
        #expect(built.pages.filter { $0.kind == .topic }.map(\.title) == ["NoTitle"])
    }
}

/// What a Topics group may list.
struct TopicsItemTests {
    /// A Topics item that is no link to an article or symbol is left out with a warning at the
    /// item, as DocC warns ("only links are allowed in task group list items"): it vanished
    /// without a word.
    @Test func anItemThatIsNoLinkIsReported() throws {
        let site = try CurationPlacementTests().kit([
            "Kit.md": CurationPlacementTests.root + "\n## Topics\n\n### Basics\n\n- <doc:Alpha>\n- Beta, coming soon\n-   ``Kit/Thing``\n",
            "Alpha.md": "# Alpha\n\nAlpha.\n",
        ])
        let (report, _) = site.build()
        let lines = site.lines(report).filter { !$0.contains("[link.") }
        #expect(lines == ["Kit.docc/Kit.md:14:1: warning: a Topics group lists links to articles and symbols only; this item is left out [catalog.topics-item]"], "\(lines)")
    }
}

/// A page's `@Metadata`, as DocC reads it.
struct DuplicateMetadataTests {
    /// A second `@Metadata` is reported at its `@` and not read, as DocC takes the first only
    /// ("duplicate Metadata"); its settings were merged without a word.
    @Test func aSecondMetadataIsReportedAndIgnored() throws {
        let site = try CurationPlacementTests().kit([
            "Kit.md": CurationPlacementTests.root,
            "Alpha.md": "# Alpha\n\n@Metadata {\n  @DisplayName(\"First\")\n}\n\n@Metadata {\n  @DisplayName(\"Second\")\n}\n\nAlpha.\n",
        ])
        let (report, _) = site.build()
        #expect(site.lines(report) == ["Kit.docc/Alpha.md:7:1: warning: only the first @Metadata of a page is read; this one is not [catalog.duplicate-metadata]"], "\(site.lines(report))")
        let built = try #require(report.site)
        #expect(built.pages.filter { $0.kind == .topic }.map(\.title) == ["First"])
    }
}

/// The media DocC's directives name.
struct DirectiveMediaTests {
    /// A picture `@Image` or `@Video`'s poster names that is not there is `image.missing` at the
    /// directive, as a Markdown image's is (it was published as a broken URL without a word);
    /// a video named without its extension is found, as DocC finds it.
    @Test func aMissingPictureIsReportedAndAVideoIsFoundByItsName() throws {
        let site = try CurationPlacementTests().kit([
            "Kit.md": CurationPlacementTests.root + "\n@Video(source: \"intro\", poster: \"missing-poster\")\n\n@Image(source: \"missing-image\", alt: \"Missing\")\n",
            "Resources/intro.mp4": "video",
        ])
        let (report, output) = site.build()
        let lines = site.lines(report)
        #expect(lines.contains { $0.hasPrefix("Kit.docc/Kit.md:9:1: warning: no image named `missing-poster`") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Kit.docc/Kit.md:11:1: warning: no image named `missing-image`") }, "\(lines)")
        #expect(html(output, "en/index.html").contains("src=\"/media/en/Resources/intro.mp4\""), "\(html(output, "en/index.html"))")
    }

    /// A video `@Video` names that is not among the media files is `media.missing` at the
    /// directive (it was published as a broken URL without a word), and its `alt` names the
    /// video for screen readers (it was dropped).
    @Test func aMissingVideoIsReportedAndAVideoKeepsItsAlt() throws {
        let site = try CurationPlacementTests().kit([
            "Kit.md": CurationPlacementTests.root + "\n@Video(source: \"outro\")\n\n@Video(source: \"intro.mp4\", alt: \"A <quick> tour & more\")\n",
            "Resources/intro.mp4": "video",
        ])
        let (report, output) = site.build()
        let lines = site.lines(report)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("Kit.docc/Kit.md:9:1: warning: no media file named `outro`") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("[media.missing]") == true, "\(lines)")
        let home = html(output, "en/index.html")
        #expect(home.contains("src=\"/media/en/Resources/intro.mp4\" aria-label=\"A &lt;quick&gt; tour &amp; more\""), "\(home)")
    }
}

/// `<doc:Article/Heading>` as DocC reads it.
struct ArticleHeadingLinkTests {
    /// A path's last part names a heading of the article before it, first, though an article
    /// has that name too: `<doc:Alpha/Beta>` is Alpha's heading Beta (it led to the article
    /// Beta). `<doc:Kit/Beta>`, through the root, is still the article.
    @Test func anArticlesHeadingWinsOverAnArticleOfTheSameName() throws {
        let site = try CurationPlacementTests().kit([
            "Kit.md": CurationPlacementTests.root + "\nSee <doc:Alpha/Beta> and <doc:Kit/Beta>.\n",
            "Alpha.md": "# Alpha\n\nAlpha.\n\n## Beta\n\nA heading named Beta.\n",
            "Beta.md": "# Beta\n\nThe Beta article.\n",
        ])
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        let home = html(output, "en/index.html")
        #expect(home.contains("<a href=\"/en/articles/Alpha/#Beta\">Beta</a> and <a href=\"/en/articles/Beta/\">Beta</a>"), "\(home)")
    }

    /// The parts of a path before the article's name are the catalog, `documentation`,
    /// `tutorials` or an article, as DocC walks them; a part that names none of them
    /// (`<doc:Typo/Beta>`) is an unresolved link, as in DocC, not a link to Beta.
    @Test func aPathThroughNothingTheCatalogHasIsUnresolved() throws {
        let site = try CurationPlacementTests().kit([
            "Kit.md": CurationPlacementTests.root + "\nSee <doc:Typo/Beta>, <doc:/documentation/Kit/Beta> and <doc://org.example.Kit/documentation/Kit/Beta>.\n",
            "Alpha.md": "# Alpha\n\nAlpha.\n",
            "Beta.md": "# Beta\n\nThe Beta article.\n",
        ])
        let (report, output) = site.build()
        let lines = site.lines(report)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("Kit.docc/Kit.md:") == true && lines.first?.contains("warning: `Typo` in `doc:Typo/Beta` is neither the catalog nor one of its articles (to link the article, write <doc:Beta>) [link.unresolved]") == true, "\(lines)")
        let home = html(output, "en/index.html")
        #expect(home.contains("See Typo/Beta, <a href=\"/en/articles/Beta/\">Beta</a> and <a href=\"/en/articles/Beta/\">Beta</a>."), "\(home)")
    }
}

/// A catalog inside the content folder is skipped with a word, by the build and by lint alike:
/// the build walked it as a section of front-matter pages and failed, while lint read it as a
/// catalog and passed.
struct NestedCatalogTests {
    @Test func aCatalogInsideTheContentFolderIsSkippedByBuildAndLint() throws {
        let site = try TestSite([
            "Content/_index.en.md": TestSite.topic("Home"),
            "Content/Kit.docc/Guide.md": "# Guide\n\nA catalog article.\n",
        ])
        site.config.languages = [.english]
        let (report, _) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(site.lines(report).contains { $0.hasPrefix("Content/Kit.docc: warning:") && $0.hasSuffix("[content.nested-catalog]") }, "\(site.lines(report))")
        let runner = LintRunner(linter: Linter(), site: site.config)
        let (files, diagnostics) = runner.files(in: [site.root + "/Content"])
        #expect(!files.contains { $0.contains("Kit.docc") })
        #expect(diagnostics.map(\.id) == ["content.nested-catalog"])
    }
}

/// A topic and a section that publish at one address: one page would overwrite the other.
struct URLCollisionTests {
    @Test func aTopicAndASectionAtOneURLAreAnError() throws {
        let site = try TestSite([
            "Content/_index.en.md": TestSite.topic("Home"),
            "Content/guides/_index.en.md": TestSite.topic("Guides"),
            "Content/guides/setup.en.md": TestSite.topic("Setup Topic", "The topic.\n"),
            "Content/guides/setup/_index.en.md": TestSite.topic("Setup Section", "The section intro.\n"),
            "Content/guides/setup/step.en.md": TestSite.topic("Step One", "Step.\n"),
        ])
        site.config.languages = [.english]
        let (report, _) = site.build()
        #expect(!report.succeeded)
        let lines = site.lines(report)
        #expect(lines.contains { $0.contains("[content.duplicate-url]") && $0.contains("/en/guides/setup/") }, "\(lines)")
    }

    /// On a file system that ignores case (macOS's and Windows' by default) `Setup/` and
    /// `setup/` are one folder: the second page written would replace the first. A catalog's
    /// addresses keep their articles' case, so two articles can differ only there.
    @Test func urlsThatDifferOnlyInCaseAreAnError() throws {
        let site = try TestSite()
        site.config.languages = [.english]
        site.config.contentFolders = [(.english, "Kit.docc")]
        try site.write("Kit.docc/Kit.md", "# Kit\n\nRoot.\n\n@Metadata {\n    @TechnologyRoot\n}\n")
        try site.write("Kit.docc/Setup.md", "# Setting Up\n\nThe first.\n")
        try site.write("Kit.docc/setup.md", "# Set-up Notes\n\nThe second.\n")
        let (report, _) = site.build()
        #expect(!report.succeeded)
        let lines = site.lines(report).filter { $0.contains("[content.duplicate-url]") }
        #expect(lines.count == 1 && lines[0].hasPrefix("Kit.docc/Setup.md:1:1: error: 2 pages publish at `/en/") && lines[0].contains("/Setup/` and `/en/")
                && lines[0].contains("/setup/`, addresses that differ only in case: where case is ignored (macOS, Windows) one would overwrite the other"),
                "\(site.lines(report))")
    }
}

import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore

struct DiskOutputTests {
    @Test func onlyPlainRelativePathsAreWritten() {
        for path in ["en/index.html", "a/.hidden", "a/.../b", "search/zh-Hans/pages/0.bin", "媒体/图.png", "a//b"] {
            #expect((try? checkedRelativePath(path)) == path, "\(path)")
        }
        for path in ["", "/", "///", "/etc/passwd", "../x", "a/../../x", "a/..", "./a", "a/./b", ".", "a\u{0}b"] {
            #expect(throws: BuildError.self, "\(path.debugDescription)") { try checkedRelativePath(path) }
        }
    }

    @Test func aFailedBuildLeavesThePreviousSiteUntouched() throws {
        let site = try TestSite(["Content/c/alerts.en.md": "---\ntitle: Alerts\n---\nOK.\n"])
        site.config.languages = [.english]
        let publicPath = site.root + "/Public"
        func build() -> BuildReport {
            let output = try! DiskOutput(destination: publicPath)
            let report = SiteBuilder(config: site.config, root: site.root).build(into: output)
            if report.succeeded { try! output.commit() } else { output.discard() }
            return report
        }
        #expect(build().succeeded)
        let before = try String(contentsOfFile: publicPath + "/en/c/alerts/index.html", encoding: .utf8)
        try site.write("Content/c/alerts.en.md", "---\ntitle: Changed\n---\n<doc:nowhere>\n")
        #expect(!build().succeeded)
        #expect(try String(contentsOfFile: publicPath + "/en/c/alerts/index.html", encoding: .utf8) == before)
        // No staging folder is left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root).filter { $0.contains("guidegen") }
        #expect(leftovers == [])
        try site.write("Content/c/alerts.en.md", "---\ntitle: Fixed\n---\n")
        #expect(build().succeeded)
        #expect(try String(contentsOfFile: publicPath + "/en/c/alerts/index.html", encoding: .utf8).contains("<h1>Fixed</h1>"))
    }

    /// A marked folder loses its mark last: a build killed while it removes one leaves a folder
    /// the next build still knows as its own (a helper killed builds there and left four, 260 MB).
    @Test func aMarkedFolderIsRemovedWithItsMarkLast() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(".Public.guidegen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in [OutputFolder.markerName, "a/index.html", "zz.txt", ".hidden"] {
            let url = URL(fileURLWithPath: folder + "/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        var order: [String] = []
        DiskOutput.removeMarked(folder) { path in
            order.append(String(path.dropFirst(folder.count)))
            try FileManager.default.removeItem(atPath: path)
        }
        #expect(order.suffix(2) == ["/" + OutputFolder.markerName, ""], "\(order)")
        #expect(Set(order.dropLast(2)) == ["/a", "/zz.txt", "/.hidden"])
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func pathsThatLeaveTheOutputFolderAreRefused() {
        let output = MemoryOutput()
        for path in ["../x", "/etc/passwd", "a/../../b", "a/./b", "a\0b", ""] {
            #expect(throws: BuildError.self) { try output.write(Data(), to: path) }
        }
    }

    @Test func anOutputFolderThatHoldsTheSourcesIsRefused() {
        let sources = [("content folder", "/site/Content"), ("theme folder", "/site/Theme")]
        #expect(OutputSafety.check(output: "/site/Content", sources: sources)?.message == "the output folder `/site/Content` is the content folder; the build would replace it")
        #expect(OutputSafety.check(output: "/site", sources: sources)?.message == "the output folder `/site` contains the content folder `/site/Content`; the build would replace it")
        #expect(OutputSafety.check(output: "/site/Theme/out", sources: sources)?.message == "the output folder `/site/Theme/out` is inside the theme folder `/site/Theme`")
        #expect(OutputSafety.check(output: "/site/Public", sources: sources) == nil)
        #expect(OutputSafety.check(output: "/", sources: sources) != nil)
    }
}

struct ThemeTests {
    func theme(_ templates: [String: String]) throws -> (Theme?, [String]) {
        let site = try TestSite([:])
        for (name, text) in templates { try site.write("MyTheme/templates/\(name).mustache", text) }
        let (theme, diagnostics) = Theme.load(path: site.root + "/MyTheme", displayPath: "MyTheme")
        return (theme, diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) })
    }

    static let minimal = ["home": "{{page.title}}", "section": "s", "topic": "t", "root": "r", "404": "n"]

    @Test func aTemplateThatIsNotUTF8IsReportedAtItsBadByteAndNotAsMissing() throws {
        let site = try TestSite([:])
        try site.write("MyTheme/templates/topic.mustache", Data("<h1>{{page.title}}</h1>\nabc ".utf8) + Data([0xFF]) + Data(" def\n".utf8))
        let (theme, diagnostics) = Theme.load(path: site.root + "/MyTheme", displayPath: "MyTheme")
        #expect(theme == nil)
        #expect(diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) } == [
            "MyTheme/templates/topic.mustache:2:5: error: the template is not valid UTF-8 here; save it as UTF-8 [theme.encoding]",
        ])
    }

    @Test func aPartialThatIsNotUTF8IsNotAlsoMissingWhereItIsIncluded() throws {
        let site = try TestSite([:])
        for (name, text) in Self.minimal { try site.write("MyTheme/templates/\(name).mustache", text) }
        try site.write("MyTheme/templates/home.mustache", "<body>\n{{> header}}\n</body>\n")
        try site.write("MyTheme/templates/header.mustache", Data("<header>".utf8) + Data([0xC3]) + Data("</header>\n".utf8))
        let (theme, diagnostics) = Theme.load(path: site.root + "/MyTheme", displayPath: "MyTheme")
        #expect(theme == nil)
        #expect(diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) } == [
            "MyTheme/templates/header.mustache:1:9: error: the template is not valid UTF-8 here; save it as UTF-8 [theme.encoding]",
        ])
    }

    @Test func aMinimalThemeLoads() throws {
        let (theme, lines) = try theme(Self.minimal)
        #expect(theme != nil)
        #expect(lines == [])
    }

    @Test func aBrokenTemplateIsReportedAtItsLine() throws {
        var templates = Self.minimal
        templates["topic"] = "<h1>{{page.title}}</h1>\n{{#page.related}}\n<li>{{title}}</li>\n"
        let (theme, lines) = try theme(templates)
        #expect(theme == nil)
        #expect(lines.count == 1)
        #expect(lines == ["MyTheme/templates/topic.mustache:2:1: error: the template does not parse: `page.related` is opened here but never closed [theme.template]"])
    }

    @Test func missingPartialsAreNamed() throws {
        var templates = Self.minimal
        templates["404"] = nil
        templates["home"] = "<body>\n  {{> heder}}\n</body>"
        let (theme, lines) = try theme(templates)
        #expect(theme == nil)
        // The theme's own `404` is missing, so the built-in one is used: that is no error.
        #expect(lines == [
            "MyTheme/templates/home.mustache:2:3: error: the template uses `heder`, but the theme has no `templates/heder.mustache` (did you mean `header`?) [theme.missing-template]",
        ])
    }

    @Test func aMissingThemeFolderIsAnErrorOnlyWhenItIsRequired() {
        let (theme, diagnostics) = Theme.load(path: "/nonexistent/theme", displayPath: "Nope")
        #expect(theme == nil)
        #expect(diagnostics.map(\.message) == ["no theme folder at `Nope`"])
        let (builtIn, none) = Theme.load(path: "/nonexistent/theme", displayPath: "Theme", folderRequired: false)
        #expect(builtIn != nil)
        #expect(none.isEmpty)
        #expect(builtIn?.assets.map(\.relativePath).contains("style.css") == true)
    }

    /// `scripts/embed-theme` must run after every change to Theme/.
    @Test func theBuiltInThemeIsTheThemeFolderByteForByte() throws {
        let folder = TestSite.repositoryRoot + "/Theme"
        var onDisk: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue,
                  !(name as NSString).lastPathComponent.hasPrefix(".") else { continue }
            onDisk[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        let stale = Set(onDisk.keys).union(DefaultTheme.files.keys).filter { onDisk[$0] != DefaultTheme.files[$0] }.sorted()
        #expect(stale.isEmpty, "Theme/ changed: run scripts/embed-theme (differs: \(stale))")
    }
}

struct ConfigTests {
    @Test func settingsAreReadWithDefaultsForTheRest() {
        let (config, diagnostics) = SiteConfig.load(file: "guidegen.yml", text: """
            title:
              en: Guidelines
              zh-Hans: 指南
            base_url: https://example.com/hig
            languages: [zh-Hans, en]
            default_language: zh-Hans
            """)
        #expect(diagnostics.isEmpty)
        #expect(config.title(in: .simplifiedChinese) == "指南")
        #expect(config.basePath == "/hig/")
        #expect(config.origin == "https://example.com")
        #expect(config.languages == [.simplifiedChinese, .english])
        #expect(config.outputPath == "Public")
    }

    @Test func serveAndSearchSettingsAreReadAndUnknownOnesNamed() {
        let (config, diagnostics) = SiteConfig.load(file: "guidegen.yml", text: """
            serve:
              port: 4000
              host: 0.0.0.0
            search:
              synonyms:
                en: {destructor: deinitializer}
              synonym: {}
            """)
        #expect(config.serve.port == 4000 && config.serve.host == "0.0.0.0")
        #expect(config.searchSynonyms["en"]?["destructor"] == "deinitializer")
        #expect(diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) } == [
            "guidegen.yml:7:3: error: unknown setting `search.synonym` (did you mean `search.synonyms`?) [config.unknown-key]",
        ])
        let (_, outOfRange) = SiteConfig.load(file: "guidegen.yml", text: "serve:\n  port: 70000\n")
        #expect(outOfRange.map(\.id) == ["config.invalid"])
        // An empty synonym would be found at every place of every query.
        let (empty, emptyProblems) = SiteConfig.load(file: "guidegen.yml", text: "search:\n  synonyms:\n    en:\n      \"\": button\n      ok: \" \"\n")
        #expect(empty.searchSynonyms["en", default: [:]].isEmpty)
        #expect(emptyProblems.map { DiagnosticFormatter(format: .line).lineForm($0) } == [
            "guidegen.yml:4:7: error: a synonym and the word it leads to in `search.synonyms.en` must not be empty [config.invalid]",
            "guidegen.yml:5:7: error: a synonym and the word it leads to in `search.synonyms.en` must not be empty [config.invalid]",
        ])
    }

    @Test func badKeysAndValuesAreReportedAtTheirLines() {
        let (config, diagnostics) = SiteConfig.load(file: "guidegen.yml", text: """
            titel: Guidelines
            base_url: example.com
            languages: [en, Chinese]
            markdown:
              unsafe: maybe
            """)
        #expect(diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) } == [
            "guidegen.yml:1:1: error: unknown setting `titel` (did you mean `title`?) [config.unknown-key]",
            "guidegen.yml:2:11: error: `base_url` must be an http or https URL such as `https://example.com/hig/` or a path starting with one `/`, of at most 1,000 characters [config.invalid]",
            "guidegen.yml:3:17: error: `Chinese` is not a language tag such as `en` or `zh-Hans` [config.invalid]",
            "guidegen.yml:5:11: error: `markdown.unsafe` must be true or false, not `maybe` [yaml.type]",
        ])
        #expect(config.baseURL == "/")
    }

    @Test func aLanguageListedTwiceIsReportedAndKeptOnce() {
        let (config, diagnostics) = SiteConfig.load(file: "guidegen.yml", text: "languages: [en, zh-Hans, en]\n")
        #expect(diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) } == [
            "guidegen.yml:1:26: warning: `en` is already listed in `languages`; this entry is ignored [config.duplicate-language]",
        ])
        #expect(config.languages == [.english, .simplifiedChinese])
    }

    @Test func invalidYAMLIsReportedAtItsLine() {
        let (_, diagnostics) = SiteConfig.load(file: "guidegen.yml", text: "title: a\n  bad: indent\n")
        #expect(diagnostics.first?.location?.line == 2)
        #expect(diagnostics.first?.id == "yaml.invalid")
    }
}

/// A site in a language guidegen has no interface words of (`ja`), or one that wants other
/// words (`zh-Hans`), gives them in `interface:`; a language left with English words is named
/// once, with how many are missing. Pages in Japanese showed "On this page" with no way to
/// change it.
struct InterfaceWordsTests {
    @Test func theSitesInterfaceWordsAreReadAndBadOnesNamed() {
        let (config, diagnostics) = SiteConfig.load(file: "guidegen.yml", text: """
            languages: [en, ja]
            interface:
              ja:
                on_this_page: このページの内容
                on_this_pag: x
              fr:
                related: Voir aussi
            """)
        #expect(config.interfaceWords["ja"]?["on_this_page"] == "このページの内容")
        #expect(diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) } == [
            "guidegen.yml:5:5: error: unknown setting `interface.ja.on_this_pag` (did you mean `interface.ja.on_this_page`?) [config.unknown-key]",
            "guidegen.yml:6:3: error: `interface.fr` gives words for `fr`, which is not one of the site's languages (en, ja) [config.invalid]",
        ])
    }

    /// Words the search pop-up never shows (a hint, a bare "No results") are no keys: a site
    /// that gives them hears so instead of seeing nothing happen.
    @Test func searchWordsThePopUpNeverShowsAreUnknown() {
        let (config, diagnostics) = SiteConfig.load(file: "guidegen.yml", text: """
            languages: [en]
            interface:
              en:
                search_hint: Use the arrow keys
                search_none: Nothing
                search_none_for: Nothing for “{q}”
            """)
        #expect(config.interfaceWords["en"] == ["search_none_for": "Nothing for “{q}”"])
        let unknown = diagnostics.filter { $0.id == "config.unknown-key" }.map { DiagnosticFormatter(format: .line).lineForm($0) }
        #expect(unknown.count == 2 && unknown[0].hasPrefix("guidegen.yml:4:5: error: unknown setting `interface.en.search_hint`")
                && unknown[1].hasPrefix("guidegen.yml:5:5: error: unknown setting `interface.en.search_none`"), "\(unknown)")
    }

    @Test func pagesShowTheSitesWordsAndALanguageLeftInEnglishIsNamed() throws {
        let page = TestSite.topic("Buttons", "Intro.\n\n## Usage\n\nText.\n\n## More\n\nText.\n")
        let site = try TestSite(["Content/c/buttons.en.md": page, "Content/c/buttons.ja.md": page, "Content/c/buttons.zh-Hans.md": page])
        site.config.languages = [.english, Language("ja"), .simplifiedChinese]
        site.config.interfaceWords = ["ja": ["on_this_page": "このページの内容"], "zh-Hans": ["on_this_page": "目录"]]
        let (report, output) = site.build()
        #expect(report.succeeded, "\(site.lines(report))")
        #expect(html(output, "ja/c/buttons/index.html").contains(">このページの内容</h2>"))
        #expect(html(output, "zh-Hans/c/buttons/index.html").contains(">目录</h2>"))
        #expect(html(output, "en/c/buttons/index.html").contains(">On this page</h2>"))
        let warnings = site.lines(report).filter { $0.contains("[theme.interface-words]") }
        #expect(warnings.count == 1, "\(site.lines(report))")
        #expect(warnings.first?.contains("pages in `ja` show") == true && warnings.first?.contains("`interface: ja:`") == true, "\(warnings)")

        // The search words a site gives go to the search field, for the pop-up's script; a page
        // of a language given none is as it was.
        site.config.interfaceWords["ja"]?["search_none_for"] = "「{q}」の結果はありません"
        let (withSearchWords, searchOutput) = site.build()
        #expect(withSearchWords.succeeded)
        #expect(html(searchOutput, "ja/c/buttons/index.html").contains("data-words=\"{&quot;search_none_for&quot;:&quot;「{q}」の結果はありません&quot;}\""))
        #expect(html(searchOutput, "ja/search/index.html").contains("data-words="))
        #expect(!html(searchOutput, "en/c/buttons/index.html").contains("data-words"))

        // A copy example's Do and its roles' names, in the site's words.
        try site.write("Content/c/buttons.ja.md", TestSite.topic("ボタン", "```copy\nbutton: 保存\n```\n"))
        site.config.interfaceWords["ja"]?["example_do"] = "良い例"
        site.config.interfaceWords["ja"]?["role_button"] = "ボタン"
        let (withLabels, labelOutput) = site.build()
        #expect(withLabels.succeeded)
        let example = html(labelOutput, "ja/c/buttons/index.html")
        #expect(example.contains("良い例") && example.contains(">ボタン<") && !example.contains(">Do<") && !example.contains(">Button<"), "\(example)")

        // Every word given: nothing to say.
        site.config.interfaceWords["ja"] = Dictionary(uniqueKeysWithValues: InterfaceStrings.allKeys.map { ($0, "語") })
        let (complete, _) = site.build()
        #expect(!site.lines(complete).contains { $0.contains("[theme.interface-words]") }, "\(site.lines(complete))")
    }
}

struct StylesheetCommentTests {
    @Test func commentsLeaveAndStringsStay() {
        let css = "/* Colours */\na { color: red; } /* inline */\n.q::before { content: \"/* not a comment */\"; }\n.e { content: '\\'/*'; }\n/* unclosed"
        let stripped = String(decoding: StylesheetComments.strip(Data(css.utf8)), as: UTF8.self)
        #expect(stripped == "a { color: red; } \n.q::before { content: \"/* not a comment */\"; }\n.e { content: '\\'/*'; }\n")
    }

    /// Indentation and blank lines leave; a string's spaces stay, and so does the space between
    /// a selector's parts on one line.
    @Test func indentationAndBlankLinesLeave() {
        let css = "a,\n  b {\n  color: red;\n\n  content: \"  x\";\n}\n\n@media (x) {\n  .c .d { top: 0; }\n}\n"
        let stripped = String(decoding: StylesheetComments.strip(Data(css.utf8)), as: UTF8.self)
        #expect(stripped == "a,\nb {\ncolor: red;\ncontent: \"  x\";\n}\n@media (x) {\n.c .d { top: 0; }\n}\n")
    }

    @Test func theShippedStylesheetIsPublishedWithoutComments() throws {
        let site = try TestSite(["Content/c/alerts.en.md": "---\ntitle: Alerts\n---\n\nAlerts tell.\n"])
        site.config.languages = [.english]
        let (_, output) = site.build()
        let css = try #require(output.text("assets/style.css"))
        #expect(!css.contains("/*"))
        #expect(css.contains("--font-mono"))
    }
}

/// Pages guidegen makes rather than reads are drawn by the theme's templates, which a theme may
/// replace one by one (the rest come from the built-in theme).
struct GeneratedPageTemplateTests {
    @Test func aThemesGlossaryTemplateDrawsTheGlossaryPage() throws {
        let site = try TestSite(["Content/c/alerts.en.md": "---\ntitle: Alerts\n---\nOK.\n"])
        try site.write("MyTheme/templates/glossary.mustache",
                       "<dl class=\"terms\">{{#glossary.terms}}{{#preferred}}<dt lang=\"{{tag}}\">{{text}}</dt>{{/preferred}}{{#avoid}}<dd>{{text}}</dd>{{/avoid}}{{/glossary.terms}}</dl>\n")
        site.config.themePath = site.root + "/MyTheme"
        site.config.themeIsConfigured = true
        site.config.languages = [.english]
        var builder = SiteBuilder(config: site.config, root: site.root)
        builder.glossary = Glossary(terms: [Glossary.Term(preferred: ["en": "alert"], avoid: ["en": ["popup"]], note: nil)])
        let output = MemoryOutput()
        let report = builder.build(into: output)
        #expect(report.succeeded)
        let page = try #require(output.text("en/glossary/index.html"))
        #expect(page.contains("<dl class=\"terms\"><dt lang=\"en\">alert</dt><dd>popup</dd></dl>"))
        #expect(!page.contains("<table class=\"glossary\">"))
        // The rest of the page is the built-in theme's topic page.
        #expect(page.contains("<article class=\"topic\">"))
    }
}

/// A template that includes itself without end for the site's data (found by probing the build
/// with hostile themes): rendering stops including it, and the page is cut short there. That is
/// an error at the include, and the build publishes nothing.
struct RunawayTemplateTests {
    func build(topic: String, partials: [String: String] = [:]) throws -> (BuildReport, MemoryOutput) {
        let site = try TestSite(["Content/c/alerts.en.md": "---\ntitle: Alerts\n---\nOK.\n"])
        try site.write("MyTheme/templates/topic.mustache", topic)
        for (name, text) in partials { try site.write("MyTheme/templates/\(name).mustache", text) }
        site.config.themePath = site.root + "/MyTheme"
        site.config.themeIsConfigured = true
        site.config.languages = [.english]
        let builder = SiteBuilder(config: site.config, root: site.root)
        let output = MemoryOutput()
        return (builder.build(into: output), output)
    }

    @Test func anIncludeNestedWithoutEndIsAnErrorAtTheInclude() throws {
        let (report, _) = try build(topic: "<main>\n{{#page}}{{> loop}}{{/page}}\n</main>\n", partials: ["loop": "x\n  {{#page}}{{> loop}}{{/page}}"])
        #expect(!report.succeeded)
        let lines = report.diagnostics.filter { $0.id == "theme.runaway" }.map { DiagnosticFormatter(format: .line).lineForm($0) }
        #expect(lines.map { $0.replacingOccurrences(of: report.site!.config.themePath, with: "MyTheme") } == ["MyTheme/templates/loop.mustache:2:12: error: rendering stopped at this include of `loop`: includes were nested more than 100 deep, so the templates include each other without end for this data [theme.runaway]"])
    }

    @Test func aSidebarFragmentThatIncludesItselfWithoutEndIsReportedToo() throws {
        // The sidebar's parts are rendered apart from the page (NavigationFragments).
        let (report, _) = try build(topic: "{{{sidebar_html}}}<main>{{page.title}}</main>", partials: ["sidebar-topic": "{{#url}}{{> sidebar-topic}}{{/url}}"])
        #expect(!report.succeeded)
        #expect(report.diagnostics.filter { $0.id == "theme.runaway" }.map { $0.location?.file } == [report.site!.config.themePath + "/templates/sidebar-topic.mustache"])
    }
}

struct ScriptCommentTests {
    @Test func commentsLeaveAndStringsTemplatesAndRegularExpressionsStay() {
        let js = #"""
        /* What this does,
           on two lines. */
        var a = "//not" + '/*not*/'; // after code
          // alone
        var r = /\/\/[/*]/g, d = a.length / 2 / 1, q = "a" / 2;
        var t = `x // ${ "//" + { k: 1 }.k } /* y */`;
        function f() { return /[//]/.test(a); }
        x = a /* inline */ + 1;
        y = a /* two
         lines */ + 1;
        /*! Licence */
        //# sourceMappingURL=x.map
        """#
        let stripped = String(decoding: ScriptComments.strip(Data(js.utf8)), as: UTF8.self)
        #expect(stripped == #"""
        var a = "//not" + '/*not*/';
        var r = /\/\/[/*]/g, d = a.length / 2 / 1, q = "a" / 2;
        var t = `x // ${ "//" + { k: 1 }.k } /* y */`;
        function f() { return /[//]/.test(a); }
        x = a  + 1;
        y = a
        + 1;
        /*! Licence */
        //# sourceMappingURL=x.map
        """#)
    }

    /// After the `)` of an `if`, `while`, `for` or `with` condition a statement begins, so a `/`
    /// there starts a regular expression; after any other `)` it divides. Read as a division,
    /// the `//` inside the pattern below was taken for a comment and the line cut short.
    @Test func aRegularExpressionAfterAConditionIsKeptWhole() {
        let js = #"""
        if (u) /^a|\//.test(u) && go(u); // open it
        while (i < 3) /x/.exec(s), i++;
        var h = (a + b) / 2 / (c) // half
        """#
        let stripped = String(decoding: ScriptComments.strip(Data(js.utf8)), as: UTF8.self)
        #expect(stripped == #"""
        if (u) /^a|\//.test(u) && go(u);
        while (i < 3) /x/.exec(s), i++;
        var h = (a + b) / 2 / (c)
        """#)
    }

    /// Blank lines and indentation between code leave (the search page's scripts weigh less),
    /// a template literal's blank lines and indentation stay: they are its text.
    @Test func blankLinesOfCodeLeaveAndATemplatesStay() {
        let js = "var a = 1;\n\n  \nfunction f() {\n\n  return `one\n\n  two`;\n}\n\n// alone\n\nf();\n"
        let stripped = String(decoding: ScriptComments.strip(Data(js.utf8)), as: UTF8.self)
        #expect(stripped == "var a = 1;\nfunction f() {\nreturn `one\n\n  two`;\n}\nf();\n")
    }

    @Test func aScriptThatCannotBeReadToItsEndIsPublishedAsItIs() {
        for js in ["var a = \"open // x\n", "f(a); /* no end", "if (a) { b(); // c\n", "x = /re // y\n", "a = `t ${b` // z\n", "f(a]; // w\n"] {
            #expect(ScriptComments.strip(Data(js.utf8)) == Data(js.utf8), "\(js.debugDescription)")
        }
    }

    @Test func theShippedScriptsArePublishedWithoutComments() throws {
        let site = try TestSite(["Content/c/alerts.en.md": "---\ntitle: Alerts\n---\n\nAlerts tell.\n"])
        site.config.languages = [.english]
        let (_, output) = site.build()
        let scripts = output.files.keys.filter { $0.hasPrefix("assets/") && $0.hasSuffix(".js") }
        #expect(scripts.count >= 3)
        for name in scripts {
            let js = try #require(output.text(name))
            let lines = js.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(!lines.contains { $0.hasPrefix("//") || $0.hasPrefix("/*") || $0.hasPrefix("*") }, "\(name)")
            #expect(js.contains("function"), "\(name)")
        }
    }
}

/// Issue 35: the glossary leads a reader's word to the page's word at search time, within a
/// language and across its languages.
struct GlossarySynonymTests {
    func manifestSynonyms(_ output: MemoryOutput, _ language: String) throws -> [String: String] {
        let text = try #require(output.text("search/\(language)/index.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return manifest["synonyms"] as? [String: String] ?? [:]
    }

    @Test func aTermsEnglishNameLeadsToItsChineseTerm() throws {
        let site = try TestSite(["Content/c/sidebars.en.md": "---\ntitle: Sidebars\n---\nA sidebar.\n",
                                 "Content/c/sidebars.zh-Hans.md": "---\ntitle: 边栏\n---\n边栏。\n"])
        site.config.languages = [.english, .simplifiedChinese]
        var builder = SiteBuilder(config: site.config, root: site.root)
        builder.glossary = Glossary(terms: [
            Glossary.Term(preferred: ["en": "sidebar", "zh-Hans": "边栏"], avoid: ["zh-Hans": ["侧边栏"]], note: nil),
            // One English word for two Chinese terms (the iPad mode and the view): neither.
            Glossary.Term(preferred: ["en": "Split View", "zh-Hans": "分屏浏览"], avoid: [:], note: nil),
            Glossary.Term(preferred: ["en": "split view", "zh-Hans": "分栏视图"], avoid: [:], note: nil),
            // A name both languages write alike leads nowhere new.
            Glossary.Term(preferred: ["en": "Apple Pencil", "zh-Hans": "Apple Pencil"], avoid: [:], note: nil),
        ])
        let output = MemoryOutput()
        #expect(builder.build(into: output).succeeded)
        let chinese = try manifestSynonyms(output, "zh-Hans")
        #expect(chinese["侧边栏"] == "边栏")
        #expect(chinese["sidebar"] == "边栏")
        #expect(chinese["split view"] == nil)
        #expect(chinese["apple pencil"] == nil)
        // Readers of English rarely type Chinese: no table of Chinese names in the English index.
        let english = try manifestSynonyms(output, "en")
        #expect(english["边栏"] == nil)
        #expect(english["侧边栏"] == nil)
    }
}

import Foundation
import Testing

extension CommandLineTests {
    @Test func buildingACatalogMakesAOneLanguageSiteInItsDefaultLocale() throws {
        let root = try makeSite([
            "Kit.docc/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>CFBundleDisplayName</key><string>工具包</string>
                <key>CDDefaultLocale</key><string>zh-Hans</string>
                </dict></plist>
                """,
            "Kit.docc/Kit.md": "# 工具包\n\n简介。\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n### 入门\n\n- <doc:GettingStarted>\n",
            "Kit.docc/Articles/GettingStarted.md": "# 入门\n\n第一步。\n\n参阅 <doc:Missing>。\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let built = try run(["build", "Kit.docc"], in: root)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.contains("Kit.docc/Articles/GettingStarted.md:5:4: warning: no topic has the id `Missing`"))
        #expect(built.stderr.contains("Built 3 zh-Hans pages"))
        let page = try String(contentsOfFile: root + "/Public/zh-Hans/入门/GettingStarted/index.html", encoding: .utf8)
        #expect(page.contains("<h1>入门</h1>") && page.contains("参阅 Missing。"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Public/en"))
        // --strict makes the unresolved link an error: nothing is written.
        let strict = try run(["build", "Kit.docc", "--strict", "--output", "Strict"], in: root)
        #expect(strict.status == 1)
        #expect(!FileManager.default.fileExists(atPath: root + "/Strict/zh-Hans"))
    }

    /// `guidegen lint` with no path lints what the build would: each language's catalog in its
    /// own language (the Chinese catalog meets the Chinese rules, not the English ones).
    @Test func lintWithNoPathLintsEachLanguagesCatalogInItsLanguage() throws {
        let root = try makeSite([
            "guidegen.yml": "title: Kit\nlanguages: [en, zh-Hans]\ncontent:\n  en: en/Kit.docc\n  zh-Hans: zh/Kit.docc\n",
            "en/Kit.docc/Kit.md": "# Kit\n\nAbout the kit.\n\n@Metadata {\n  @TechnologyRoot\n}\n\nClick Save to keep it.\n",
            "zh/Kit.docc/Kit.md": "# 工具包\n\n简介。\n\n@Metadata {\n  @TechnologyRoot\n}\n\n点击“保存”即可。\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try run(["lint", "--format", "json"], in: root)
        let found = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]], "\(run.stderr)")
        #expect(Set(found.map { "\($0["file"] as? String ?? "") \($0["line"] as? Int ?? 0) \($0["id"] as? String ?? "")" })
                == ["en/Kit.docc/Kit.md 9 en.tap", "zh/Kit.docc/Kit.md 9 zh.tap"])
        // Named on its own, a file of the Chinese catalog is still Chinese.
        let one = try self.run(["lint", "zh/Kit.docc/Kit.md", "--format", "json"], in: root)
        #expect(one.stdout.contains("\"zh.tap\"") && !one.stdout.contains("en.tap"), "\(one.stdout)\(one.stderr)")
    }

    /// `lint` reads a catalog's articles as `build` does, and both read the whole article: the
    /// title (a symbol's link, an extension file's, is code), the abstract, the root's curation
    /// and the body, DocC's asides (`> NOTE:`) included. Found on swift-log, Nimble and
    /// swift-collections: the build skipped abstracts and titles with code, linted symbol titles
    /// ("write Counted-swift.Struct"), and `lint` read the articles as plain Markdown.
    @Test func lintAndBuildReadACatalogsArticlesAlike() throws {
        let root = try makeSite([
            "Kit.docc/Kit.md": "# Kit\n\nAbout the kit.\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n### Getting Started\n\n- <doc:Setup>\n",
            "Kit.docc/Articles/Setup.md": "# Setting up `Kit` for the first time\n\nClick Save to keep the settings.\n\n> NOTE: Settings stay on this Mac.\n",
            "Kit.docc/Extensions/Kit.Thing.md": "# ``Kit/Thing/Values-swift.struct``\n\nThe values.\n\n## Topics\n\n### Inspecting a Values collection\n\n- ``isEmpty``\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let findings = { (output: String) in output.split(separator: "\n").filter { $0.hasSuffix("]") }.map(String.init).sorted() }
        let built = try run(["build", "Kit.docc", "--format", "line"], in: root)
        let linted = try run(["lint", "Kit.docc", "--format", "line"], in: root)
        let expected = [
            "Kit.docc/Articles/Setup.md:1:3: warning: use title-style capitalization here (“up”, “first”, “time”) (write “Setting Up `Kit` for the First Time”) [en.title-case]",
            "Kit.docc/Articles/Setup.md:3:1: warning: “Click” describes a mouse or a button press; on a touch screen people tap (write “Tap”) [en.tap]",
            "Kit.docc/Kit.md:11:5: warning: use sentence-style capitalization here: only the first word and proper nouns are capitalized (“Started”) (write “Getting started”, or add a proper noun to `lint.vocabulary`) [en.sentence-case]",
        ]
        #expect(findings(built.stderr) == expected, "\(built.stderr)")
        // The extension file's page is titled with its symbol's name, as DocC titles it.
        let thing = try String(contentsOfFile: root + "/Public/en/structures/Kit.Thing/index.html", encoding: .utf8)
        #expect(thing.contains("<h1>Values</h1>"), "\(thing)")
        #expect(findings(linted.stdout + linted.stderr) == expected, "\(linted.stdout)\(linted.stderr)")
    }

    /// One catalog built inside a bilingual site's folder: the site's glossary holds both
    /// languages, and its Chinese entries are not mistakes (they were 96 warnings, one per entry,
    /// on every catalog built from this repository's folder).
    @Test func aCatalogBuiltInABilingualSitesFolderKeepsItsGlossaryQuiet() throws {
        let root = try makeSite([
            "guidegen.yml": "title: Kit\nlanguages: [en, zh-Hans]\n",
            "glossary.yml": "terms:\n  - {en: alert, zh-Hans: 警告框, avoid: {zh-Hans: [弹窗]}}\n",
            "Kit.docc/Kit.md": "# Kit\n\nAbout the kit.\n\n@Metadata {\n  @TechnologyRoot\n}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let built = try run(["build", "Kit.docc", "--format", "line"], in: root)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(!built.stderr.contains("glossary.language"), "\(built.stderr)")
        // A language the configuration does not name is still reported.
        try "terms:\n  - {en: alert, fr: alerte}\n".write(toFile: root + "/glossary.yml", atomically: true, encoding: .utf8)
        let french = try run(["build", "Kit.docc", "--format", "line"], in: root)
        #expect(french.stderr.contains("`fr` is not one of the site's languages"), "\(french.stderr)")
    }
}

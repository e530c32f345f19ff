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

    /// A documentation extension file is titled with its symbol's link (`# ``Kit/Thing-swift.struct```):
    /// code, which no capitalization rule reads; an article's title still is checked.
    @Test func aSymbolTitleIsCodeAndNotLinted() throws {
        let root = try makeSite([
            "Kit.docc/Kit.md": "# Kit\n\nAbout the kit.\n\n@Metadata {\n  @TechnologyRoot\n}\n",
            // swift-collections' `BitSet.Counted.md` was told to write `Counted-swift.Struct`.
            "Kit.docc/Extensions/Kit.Thing.md": "# ``Kit/Thing/Counted-swift.struct``\n\nA thing of the kit.\n",
            "Kit.docc/Articles/Setup.md": "# Setting up the kit\n\nWhat to do first.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try run(["build", "Kit.docc", "--format", "line"], in: root)
        let output = run.stdout + run.stderr
        #expect(output.contains("Kit.docc/Articles/Setup.md:1:3: warning: use title-style capitalization"), "\(output)")
        #expect(!output.contains("Kit.Thing.md"), "\(output)")
    }
}

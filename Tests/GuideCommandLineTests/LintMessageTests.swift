import Foundation
import Testing

/// The lint findings a newcomer met (issue 18), through the real binary: "Press and hold" gets
/// "Touch and hold"; a single `*` beside Chinese punctuation, which cmark leaves as a literal
/// asterisk, is an error; a mistyped role in a `copy` block is a warning with the role it meant;
/// glossary findings on Chinese pages are in Chinese, like the other Chinese rules.
struct LintMessageTests {
    let cli = CommandLineTests()

    @Test func aNewcomersLintFindingsSayTheRightThingInTheRightLanguage() throws {
        let root = try cli.makeSite([
            "guidegen.yml": "languages: [en, zh-Hans]\ntitle: Test Guidelines\n",
            "glossary.yml": "terms:\n  - { en: alert, zh-Hans: 警告框, avoid: { zh-Hans: [弹窗] } }\n",
            "Content/c/menus.en.md": "---\ntitle: Menus\n---\nPress and hold the item.\n\n```copy\nbuton: Save\n```\n",
            "Content/c/menus.zh-Hans.md": "---\ntitle: 菜单\n---\n中文*斜体。*后面\n\n关闭弹窗。\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["lint", "--format", "json", "--quiet"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
        func finding(_ rule: String) -> [String: Any]? { records.first { $0["id"] as? String == rule } }

        let tap = try #require(finding("en.tap"), "\(records)")
        #expect(tap["line"] as? Int == 4 && tap["column"] as? Int == 1)
        #expect((tap["suggestion"] as? String ?? "").contains("Touch and hold"), "\(tap)")

        let role = try #require(finding("copy.unknown-role"), "\(records)")
        #expect(role["line"] as? Int == 7)
        #expect((role["suggestion"] as? String ?? "").contains("`button`"), "\(role)")

        let emphasis = try #require(finding("markdown.emphasis-punctuation"), "\(records)")
        #expect(emphasis["severity"] as? String == "error")
        #expect(emphasis["line"] as? Int == 4 && emphasis["column"] as? Int == 3)

        let glossary = try #require(finding("glossary"), "\(records)")
        #expect(glossary["message"] as? String == "术语表用“警告框”，不用“弹窗”", "\(glossary)")
        #expect(glossary["line"] as? Int == 6 && glossary["column"] as? Int == 3)
    }

    /// A UTF-16 `.strings` file (as Xcode writes older ones) is quoted as text in the human
    /// format, not as raw bytes with NULs between the letters.
    @Test func aUTF16StringsLineIsQuotedAsText() throws {
        let root = try cli.makeSite(["guidegen.yml": "languages: [en]\ntitle: Test Guidelines\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var bytes = Data([0xFF, 0xFE])
        for unit in "/* Alert */\n\"delete.confirm\" = \"Click here to delete\";\n".utf16 {
            bytes.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        try bytes.write(to: URL(fileURLWithPath: root + "/en.lproj/Localizable.strings"))
        let result = try cli.run(["lint", "en.lproj/Localizable.strings"], in: root)
        #expect(result.stderr.contains("[en.tap]"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{0}"), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains("\"delete.confirm\" = \"Click here to delete\";"), "\(result.stderr)")
    }
}

import Foundation
import Testing

/// Adopting `guidegen lint` in an app that already has findings: a baseline, ignored keys, and
/// a run narrowed to some languages.
struct LintAdoptionTests {
    let cli = CommandLineTests()

    @Test func aBaselineReportsOnlyNewFindingsAndSurvivesEditsElsewhere() throws {
        let strings = "\"save.message\" = \"Click the button to keep your changes.\";\n\"ok.button\" = \"Yes\";\n"
        let page = "---\ntitle: Page\n---\n\nClick the button to start.\n"
        let root = try cli.makeSite([
            "guidegen.yml": "title: T\n",
            "App/en.lproj/Localizable.strings": strings,
            "Content/c/page.en.md": page,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let recorded = try cli.run(["lint", "App", "Content", "--write-baseline", "lint-baseline.json"], in: root)
        #expect(recorded.status == 0)
        #expect(recorded.stderr.contains("Recorded 3 findings in lint-baseline.json."))
        #expect(FileManager.default.fileExists(atPath: root + "/lint-baseline.json"))
        // Today's findings are known: the run is clean, although one of them is an error.
        let known = try cli.run(["lint", "App", "Content", "--baseline", "lint-baseline.json", "--format", "line"], in: root)
        #expect(known.status == 0)
        #expect(!known.stderr.contains("error:") && !known.stderr.contains("warning:"))
        #expect(try cli.run(["lint", "App", "Content", "--baseline", "lint-baseline.json"], in: root).stderr.hasSuffix("0 errors, 0 warnings (3 known findings in the baseline).\n"))
        // Lines added above move every finding; the baseline still knows them. A new finding is reported.
        try Data(("\"intro.message\" = \"Welcome.\";\n\"touch.message\" = \"Touch the photo to open it.\";\n" + strings).utf8)
            .write(to: URL(fileURLWithPath: root + "/App/en.lproj/Localizable.strings"))
        try Data(page.replacingOccurrences(of: "\nClick", with: "\nAn introduction.\n\nClick").utf8).write(to: URL(fileURLWithPath: root + "/Content/c/page.en.md"))
        let moved = try cli.run(["lint", "App", "Content", "--baseline", "lint-baseline.json", "--format", "line"], in: root)
        let lines = moved.stderr.split(separator: "\n").filter { $0.contains("[en.") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("App/en.lproj/Localizable.strings:2:20: warning: ") == true)
        #expect(lines.first?.contains("in `touch.message` (en)") == true)
        #expect(moved.status == 0)
        // A baseline that is not one is a usage error.
        try Data("not json".utf8).write(to: URL(fileURLWithPath: root + "/bad.json"))
        #expect(try cli.run(["lint", "App", "--baseline", "bad.json"], in: root).status == 2)
        #expect(try cli.run(["lint", "App", "--baseline", "missing.json"], in: root).status == 2)
    }

    @Test func lintIgnoreTakesKeysAndKeyPatterns() throws {
        let root = try cli.makeSite([
            "guidegen.yml": "title: T\nlint:\n  ignore: [\"debug.*\", \"legal.notice\"]\n",
            "App/en.lproj/Localizable.strings": """
                "debug.menu.reset" = "Click to reset";
                "legal.notice" = "Click to read";
                "save.message" = "Click the button to keep your changes.";

                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["lint", "App", "--format", "line"], in: root)
        let findings = result.stderr.split(separator: "\n").filter { $0.contains("[en.") }
        #expect(findings.count == 1)
        #expect(findings.first?.contains("in `save.message`") == true)
        try Data("title: T\nlint:\n  ignore: debug\n".utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        let bad = try cli.run(["lint", "App", "--format", "line"], in: root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("guidegen.yml:3:11: error: `lint.ignore` must be a list"))
    }

    @Test func languagesNarrowARun() throws {
        let root = try cli.makeSite([
            "guidegen.yml": "title: T\n",
            "App/en.lproj/Localizable.strings": "\"a.message\" = \"Click Save.\";\n",
            "App/en-GB.lproj/Localizable.strings": "\"a.message\" = \"Click Save.\";\n",
            "App/zh-Hans.lproj/Localizable.strings": "\"a.message\" = \"点击保存。\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        func files(_ arguments: [String]) throws -> Set<String> {
            let result = try cli.run(["lint", "App", "--format", "line"] + arguments, in: root)
            return Set(result.stderr.split(separator: "\n").filter { $0.contains("a.message") }.map { String($0.prefix { $0 != ":" }) })
        }
        #expect(try files(["--languages", "zh-Hans"]) == ["App/zh-Hans.lproj/Localizable.strings"])
        #expect(try files(["--languages", "en"]) == ["App/en.lproj/Localizable.strings", "App/en-GB.lproj/Localizable.strings"])
        #expect(try files(["--languages", "en-GB,zh-Hans"]) == ["App/en-GB.lproj/Localizable.strings", "App/zh-Hans.lproj/Localizable.strings"])
    }
}

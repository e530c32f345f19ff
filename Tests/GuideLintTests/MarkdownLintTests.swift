import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint
import GuideMarkdown

/// Lints Markdown files written to a temporary folder, through the same runner as `guidegen lint`.
final class MarkdownLintTests {
    let folder: String
    // A class, so that each test removes its folder.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-lint-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    var runner: LintRunner {
        var config = SiteConfig()
        config.languages = [.english, .simplifiedChinese]
        return LintRunner(linter: Linter(), site: config)
    }

    func lines(_ result: LintResult) -> [String] {
        let formatter = DiagnosticFormatter(format: .line, sourceLine: { _, _ in nil })
        return result.diagnostics.sortedForOutput().map { formatter.lineForm($0).replacingOccurrences(of: folder + "/", with: "") }
    }

    @Test func pagesAreLintedByScopeWithExactChineseColumnsAndCodeSkipped() throws {
        let path = try write("page.zh-Hans.md", """
            ---
            title: 我的设置
            ---
            ## 在iPad上

            轻点按钮，然后`点击`代码里的字不算。**我们**不这样写。

            - 列表项里点击也算
            - [链接文字里的我](doc:x) 和 ![图片说明里的我们](a.svg)

            ```swift
            let 我 = "点击"
            ```
            """)
        #expect(lines(runner.lint(file: path)) == [
            "page.zh-Hans.md:2:8: warning: “我的”是 App 在自称；用“你”称呼用户，或换个说法 (写“你的”，或去掉所有格（“锻炼”而不是“我的锻炼”）) [zh.first-person]",
            "page.zh-Hans.md:4:4: warning: 中文与英文、数字之间要有一个空格 (写“在 iPad”) [zh.spacing]",
            "page.zh-Hans.md:4:9: warning: 中文与英文、数字之间要有一个空格 (写“iPad 上”) [zh.spacing]",
            "page.zh-Hans.md:6:22: warning: “我们”是 App 在自称；用“你”称呼用户，或换个说法 [zh.first-person]",
            "page.zh-Hans.md:8:7: warning: “点击”是鼠标或按键的说法；在触摸屏上用户是“轻点” (写“轻点”) [zh.tap]",
            "page.zh-Hans.md:9:10: warning: “我”是 App 在自称；用“你”称呼用户，或换个说法 [zh.first-person]",
            "page.zh-Hans.md:9:30: warning: “我们”是 App 在自称；用“你”称呼用户，或换个说法 [zh.first-person]",
        ])
    }

    @Test func copyBlocksAreLintedByRoleAndCounterExamplesMustBreakARule() throws {
        let path = try write("alerts.en.md", """
            ---
            title: Alerts
            ---
            ```copy
            alert-title: Error
            button: Delete
            ```

            ```copy dont
            button: Yes
            button: Keep Editing
            ```
            """)
        #expect(lines(runner.lint(file: path)) == [
            "alerts.en.md:5:14: error: “Error” tells people nothing they can act on; say what happened (for example “Can’t Send Message”) [alert-title.single-word]",
            "alerts.en.md:11:9: error: this counter-example breaks no rule, so it does not show what to avoid (make it break the rule it illustrates, or move it to a `copy` block) [copy.counter-example]",
        ])
    }

    @Test func aCopyLineMayNameEveryRoleTheLinterKnows() throws {
        // `heading:` was read as text, with "`heading` is not a role … did you mean `heading`?".
        #expect(CopyExample.roles == Set(Role.allCases.map(\.rawValue)))
        for labels in [MarkdownLabels.english, MarkdownLabels.simplifiedChinese] {
            #expect(Set(labels.roles.keys) == CopyExample.roles)
        }
        let path = try write("settings.en.md", """
            ---
            title: Settings
            ---
            ```copy
            heading: Choose Your Photo Library
            ```
            """)
        let found = lines(runner.lint(file: path))
        #expect(found.contains { $0.hasSuffix("[en.sentence-case]") }, "\(found)")
        #expect(!found.contains { $0.hasSuffix("[copy.unknown-role]") }, "\(found)")
    }

    @Test func codeWordsAreTheIdentifiersOfTheCodeAsWritten() {
        var words: Set<String> = []
        MarkdownSegments.addWords(of: "@escaping func f_1(x: Int) -> [Zz] { `a` 名字 é9 }", to: &words)
        #expect(words == ["escaping", "func", "f_1", "Int", "Zz", "名字", "é9"])
    }

    @Test func aLongCommentIsNoSuppressionUnlessItSaysSo() {
        var suppressions = Suppressions()
        let plain = suppressions.read(comment: "<!-- " + String(repeating: "guidegen lint ", count: 200) + "-->", line: 1, endLine: 1)
        let disabling = suppressions.read(comment: "<!-- guidegen-lint disable en.jargon -->", line: 2, endLine: 2)
        #expect(!plain && disabling)
        #expect(suppressions.isSuppressed("en.jargon", line: 3) && !suppressions.isSuppressed("en.jargon", line: 1))
        #expect(MarkdownSegments.innerNewlines(of: "<!--\r\na\nb -->\n\n") == 2)
    }

    @Test func commentsSwitchRulesOffAndOn() throws {
        let path = try write("notes.en.md", """
            Click here.

            <!-- guidegen-lint disable en.tap -- pointers are clicked -->
            Click there.
            <!-- guidegen-lint enable en.tap -->

            Click again.
            <!-- guidegen-lint disable-next-line -->
            We click.
            """)
        #expect(lines(runner.lint(file: path)).map { String($0.prefix(14)) } == ["notes.en.md:1:", "notes.en.md:7:"])
    }

    @Test func fixesRewriteOnlyWhatTheyFixAndASecondRunChangesNothing() throws {
        let original = "---\ntitle: Save for later\n---\n\n在iPad上点击**按钮。**后续。\r\nKeep this line as it is.  \n"
        let path = try write("fix.zh-Hans.md", original)
        let first = Fixer.plan(runner.lint(file: path).fixes)
        #expect(first.count == 1)
        #expect(first[0].new == "---\ntitle: Save for later\n---\n\n在 iPad 上轻点**按钮**。后续。\r\nKeep this line as it is.  \n")
        #expect(Fixer.diff(first[0]) == """
            --- a\(path)
            +++ b\(path)
            @@ -5,1 +5,1 @@
            -在iPad上点击**按钮。**后续。\r
            +在 iPad 上轻点**按钮**。后续。\r

            """)
        // Nothing was written by planning or diffing.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        try Fixer.write(first[0])
        #expect(Fixer.plan(runner.lint(file: path).fixes).isEmpty)
    }

    @Test func oldMacLineEndsAreLinesForFindingsExcerptsAndFixes() throws {
        // Lone carriage returns end lines for cmark, so they must for columns, excerpts and --fix.
        let original = "---\rtitle: Alerts\r---\rTap Save to keep your changes.\r\rIf it fails, click Retry.\r"
        let path = try write("mac.en.md", original)
        let result = runner.lint(file: path)
        let tap = try #require(result.diagnostics.first { $0.id == "en.tap" })
        #expect(tap.location?.line == 6 && tap.location?.column == 14, "\(tap)")
        #expect(DiagnosticFormatter(format: .human).render([tap]).contains("6 | If it fails, click Retry."), "\(DiagnosticFormatter(format: .human).render([tap]))")
        let plan = Fixer.plan(result.fixes)
        #expect(plan.count == 1)
        #expect(plan.first?.new == original.replacingOccurrences(of: "click", with: "tap"))
        #expect(plan.first.map(Fixer.diff)?.contains("@@ -6,1 +6,1 @@\n-If it fails, click Retry.\n+If it fails, tap Retry.\n") == true)
    }

    /// A finding after an escape or an entity on its line, or on an indented line that carries
    /// a paragraph on, was reported at column 1 and its fix refused: the text node's literal is
    /// not its source there (a helper's probe through the language server).
    @Test func findingsAfterEscapesEntitiesAndIndentsAreAtTheirWord() throws {
        for newline in ["\n", "\r\n", "\r"] {
            let original = ["---", "title: T", "---", "", "&amp; Click it.", "", "\\* Click it.", "", "ab", "   Click the thing.", ""].joined(separator: newline)
            let path = try write("escapes.en.md", original)
            let result = runner.lint(file: path)
            let taps = result.diagnostics.filter { $0.id == "en.tap" }.map { "\($0.location!.line):\($0.location!.column)" }
            #expect(taps == ["5:7", "7:4", "10:4"], "\(newline.debugDescription)")
            let plan = Fixer.plan(result.fixes)
            #expect(plan.first?.new == original.replacingOccurrences(of: "Click", with: "Tap"), "\(newline.debugDescription)")
        }
    }

    @Test func ofTwoFixesAtTheSameColumnTheOneReportedFirstWins() {
        // Two fixes that replace the same word differently: which lands must not depend on hashing.
        let text = "Tap Okay to go on."
        let asOK = Fix(file: "f.md", edit: TextEdit(line: 1, byteColumn: 5, length: 4, replacement: "OK"), original: "Okay")
        let asDone = Fix(file: "f.md", edit: TextEdit(line: 1, byteColumn: 5, length: 4, replacement: "Done"), original: "Okay")
        #expect(Fixer.apply([asOK, asDone], to: text) == ("Tap OK to go on.", 1))
        #expect(Fixer.apply([asDone, asOK], to: text) == ("Tap Done to go on.", 1))
        // A fix reported twice is applied once.
        #expect(Fixer.apply([asOK, asOK], to: text) == ("Tap OK to go on.", 1))
    }

    /// One file reached by two names (given twice, or beside a link to it) is linted once, under
    /// the first name: linted twice, `--fix` fixed it and still printed the finding under the
    /// other name (a helper's probe).
    @Test func aFileReachedByTwoNamesIsLintedOnce() throws {
        let path = try write("once.en.md", "We are here.\n")
        try FileManager.default.createSymbolicLink(atPath: folder + "/twice.en.md", withDestinationPath: "once.en.md")
        let (files, _) = runner.files(in: [folder, path, folder + "/./once.en.md"])
        #expect(files.map { $0.replacingOccurrences(of: folder + "/", with: "") } == ["once.en.md"], "\(files)")
    }

    @Test func englishTitlesAndButtonsAreFixedToTitleStyle() throws {
        let path = try write("button.en.md", "---\ntitle: Save for later\n---\n```copy\nbutton: Okay\n```\n")
        let change = try #require(Fixer.plan(runner.lint(file: path).fixes).first)
        #expect(change.new == "---\ntitle: Save for Later\n---\n```copy\nbutton: OK\n```\n")
    }

    @Test func badPathsAndFilesAreReportedAndTheRunGoesOn() throws {
        let good = try write("good.en.md", "We are here.\n")
        let binary = folder + "/binary.md"
        try Data([0x00, 0xFF, 0xFE, 0x41]).write(to: URL(fileURLWithPath: binary))
        let other = try write("notes.txt", "x")
        let result = lines(runner.lint(paths: [folder + "/missing", good, binary, other]))
        #expect(result.contains("error: no file or folder at `missing` [lint.missing-path]"))
        #expect(result.contains("binary.md:1:2: error: the file is not valid UTF-8 here; save it as UTF-8 [content.encoding]"))
        #expect(result.contains("notes.txt: error: guidegen lints Markdown (.md), .strings and .xcstrings files, not `.txt` [lint.unsupported]"))
        #expect(result.contains { $0.hasPrefix("good.en.md:1:1: warning:") && $0.hasSuffix("[en.first-person]") })
        _ = other
    }

    @Test func aMarkdownFileThatCannotBeReadSaysWhy() throws {
        // Named on the command line, a folder called like a page, or a file gone since it was found.
        let notAFile = folder + "/folder.en.md"
        try FileManager.default.createDirectory(atPath: notAFile, withIntermediateDirectories: true)
        #expect(runner.lint(file: notAFile).diagnostics.map { "\($0.id): \($0.message)" } == ["content.unreadable: cannot read the file: it is a folder"])
        #expect(runner.lint(file: folder + "/gone.en.md").diagnostics.map { "\($0.id): \($0.message)" } == ["content.unreadable: cannot read the file: no such file"])
    }
}

struct LintConfigTests {
    @Test func settingsAreReadAndBadOnesReportedAtTheirLines() {
        let (config, diagnostics) = LintConfig.load(file: "guidegen.yml", text: """
            lint:
              rules:
                en.tap: error
                en.all-caps: off
                en.tapp: warning
              vocabulary: [HealthKit]
              custom:
                - id: brand.name
                  kind: substitution
                  language: en
                  swap: {Iphone: iPhone}
                - id: bad.pattern
                  patterns: ["(unclosed"]
                - id: empty.rule
                  words: []
            """, knownRules: Linter.ruleIDs)
        #expect(config.severities["en.tap"] == .some(.error))
        #expect(config.severities["en.all-caps"] == .some(nil))
        #expect(config.vocabulary.contains("HealthKit"))
        #expect(diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.id)" } == [
            "5:5 config.unknown-rule", "12:7 config.rule-never-matches", "13:18 config.invalid-pattern", "14:7 config.rule-never-matches",
        ])
        let linter = Linter(config: config)
        let segment = LintSegment(text: "Get the new Iphone", language: .english, role: .text, file: "t", line: 1, byteColumn: 1)
        #expect(linter.lint([segment], source: SourceText(path: "t", text: segment.text)).diagnostics.map(\.id) == ["brand.name"])
    }

    @Test func misspeltMisplacedOrMistypedCustomRuleSettingsAreReported() {
        let (config, diagnostics) = LintConfig.load(file: "guidegen.yml", text: """
            lint:
              rules:
                brand.name: error
              custom:
                - id: brand.name
                  kind: substitution
                  map: {Iphone: iPhone}
                  swap: {Ipad: iPad, Mac: [a]}
                - id: tone.simply
                  languages: en
                  words: simply
                  swap: {a: b}
                - just a string
              roles: [button]
            """, knownRules: Linter.ruleIDs)
        #expect(diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.id) \($0.message)" } == [
            "7:7 config.unknown-key unknown custom rule setting `map`",
            "8:26 config.invalid each `swap` entry maps one word to one word",
            "9:7 config.rule-never-matches the custom rule `tone.simply` has no words or patterns, so it can never match",
            "10:18 config.invalid `lint.custom.languages` must be a list, such as `[a, b]`",
            "11:14 config.invalid `lint.custom.words` must be a list, such as `[a, b]`",
            "12:7 config.invalid `swap` is for `kind: substitution` rules; this one is `existence`",
            "13:7 config.invalid a custom rule is a mapping with an `id`, a `kind` and its words",
            "14:10 config.invalid `lint.roles` must be a mapping",
        ])
        // `rules:` comes before `custom:` and still sets the custom rule's severity.
        #expect(config.severities["brand.name"] == .some(.error))
        #expect(diagnostics.first?.suggestion == "did you mean `swap`?")
    }
}

struct OutputFormatTests {
    static let diagnostics = [
        Diagnostic.error("en.button", "write “OK” in capitals", at: SourceLocation(file: "a, b.md", line: 3, column: 9), suggestion: "write “OK”"),
        Diagnostic.warning("zh.tap", "用“轻点”", at: SourceLocation(file: "c.md", line: 1, column: 2)),
    ]

    @Test func githubAnnotationsEscapeTheirProperties() {
        #expect(DiagnosticFormatter(format: .github).render(Self.diagnostics) == """
            ::error file=a%2C b.md,line=3,col=9,title=en.button::write “OK” in capitals (write “OK”)
            ::warning file=c.md,line=1,col=2,title=zh.tap::用“轻点”

            """)
    }

    @Test func sarifIsAValidSarif210Log() throws {
        let text = DiagnosticFormatter(format: .sarif).render(Self.diagnostics)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["en.button", "zh.tap"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        let region = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        #expect(region == ["startLine": 3, "startColumn": 9])
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["en.button", "zh.tap"])
        // Rules the formatter was not told about still say what reported them.
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] != nil })
    }
}

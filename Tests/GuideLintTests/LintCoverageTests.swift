import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// Each output format, rendered from a real lint run over a Chinese page, compared byte for byte.
final class LintOutputGoldenTests {
    let folder: String
    // A class, so that each test removes its folder.
    deinit { try? FileManager.default.removeItem(atPath: folder) }
    let path: String
    let diagnostics: [Diagnostic]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-golden-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/a.zh-Hans.md"
        try Data("---\ntitle: 设置\n---\n在iPad上点击“共享”。\n\n```copy\nbutton: 是\n```\n".utf8).write(to: URL(fileURLWithPath: path))
        var site = SiteConfig()
        site.languages = [.english, .simplifiedChinese]
        diagnostics = LintRunner(linter: Linter(), site: site).lint(file: path).diagnostics.sortedForOutput()
    }

    func render(_ format: DiagnosticFormat) -> String {
        var formatter = DiagnosticFormatter(format: format)
        // SARIF names files relative to the folder they are in, as it would a repository's.
        formatter.baseDirectory = folder
        return formatter.render(diagnostics).replacingOccurrences(of: folder + "/", with: "")
    }

    @Test func line() {
        #expect(render(.line) == """
            a.zh-Hans.md:4:1: warning: 中文与英文、数字之间要有一个空格 (写“在 iPad”) [zh.spacing]
            a.zh-Hans.md:4:6: warning: 中文与英文、数字之间要有一个空格 (写“iPad 上”) [zh.spacing]
            a.zh-Hans.md:4:7: warning: “点击”是鼠标或按键的说法；在触摸屏上用户是“轻点” (写“轻点”) [zh.tap]
            a.zh-Hans.md:7:9: error: \(diagnostics[3].message)\(diagnostics[3].suggestion.map { " (\($0))" } ?? "") [zh.button]

            """)
    }

    @Test func humanPutsCaretsUnderTheSpanCountingChineseAsTwoCells() {
        let text = render(.human)
        // 在 (2 cells) + iPad (4) + 上 (2) = 8 cells before 点; 点击 takes 4.
        #expect(text.contains("""
             4 | 在iPad上点击“共享”。
               |         ^^^^
              = help: 写“轻点”
            """))
        // The missing space before 上 is marked on 上 (two cells), after 在 and iPad (six).
        #expect(text.contains("""
             4 | 在iPad上点击“共享”。
               |       ^^
            """))
        // `button: ` is 8 cells, so the carets sit under 是 in the ninth and tenth.
        #expect(text.contains("""
             7 | button: 是
               |         ^^
            """))
    }

    @Test func json() throws {
        let records = try #require(try JSONSerialization.jsonObject(with: Data(render(.json).utf8)) as? [[String: Any]])
        #expect(records.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["severity"]!) \($0["id"]!)" } == [
            "a.zh-Hans.md:4:1 warning zh.spacing", "a.zh-Hans.md:4:6 warning zh.spacing",
            "a.zh-Hans.md:4:7 warning zh.tap", "a.zh-Hans.md:7:9 error zh.button",
        ])
        // The span: 点击 is columns 7 and 8.
        #expect(records[2]["endColumn"] as? Int == 9)
        #expect(records[2]["message"] as? String == "“点击”是鼠标或按键的说法；在触摸屏上用户是“轻点”")
        #expect(records[2]["suggestion"] as? String == "写“轻点”")
    }

    @Test func sarif() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(render(.sarif).utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let results = try #require(run["results"] as? [[String: Any]])
        let summary = results.map { result -> String in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
            let region = location?["region"] as? [String: Int] ?? [:]
            return "\(uri):\(region["startLine"] ?? 0):\(region["startColumn"] ?? 0)-\(region["endColumn"] ?? 0) \(result["level"]!) \(result["ruleId"]!)#\(result["ruleIndex"]!)"
        }
        #expect(summary == [
            "a.zh-Hans.md:4:1-2 warning zh.spacing#0", "a.zh-Hans.md:4:6-7 warning zh.spacing#0",
            "a.zh-Hans.md:4:7-9 warning zh.tap#1", "a.zh-Hans.md:7:9-10 error zh.button#2",
        ])
    }

    @Test func github() {
        #expect(render(.github).hasPrefix("""
            ::warning file=a.zh-Hans.md,line=4,col=1,title=zh.spacing::中文与英文、数字之间要有一个空格 (写“在 iPad”)
            ::warning file=a.zh-Hans.md,line=4,col=6,title=zh.spacing::中文与英文、数字之间要有一个空格 (写“iPad 上”)
            ::warning file=a.zh-Hans.md,line=4,col=7,endColumn=8,title=zh.tap::“点击”是鼠标或按键的说法；在触摸屏上用户是“轻点” (写“轻点”)
            ::error file=a.zh-Hans.md,line=7,col=9,title=zh.button::
            """))
    }
}

/// The bad input issue 3 lists that needs size: a folder of thousands of files and a 50 MB file.
final class LintScaleTests {
    let folder: String
    // A class, so that each test removes its folder.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-scale-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    var runner: LintRunner {
        var site = SiteConfig()
        site.languages = [.english, .simplifiedChinese]
        return LintRunner(linter: Linter(), site: site)
    }

    func lines(_ result: LintResult) -> [String] {
        let formatter = DiagnosticFormatter(format: .line, sourceLine: { _, _ in nil })
        return result.diagnostics.map { formatter.lineForm($0).replacingOccurrences(of: folder + "/", with: "") }
    }

    @Test func aFolderOfThousandsOfFilesIsLintedWholeAndReportsTheOneProblem() throws {
        let pages = folder + "/many"
        try FileManager.default.createDirectory(atPath: pages + "/deeper", withIntermediateDirectories: true)
        for i in 0..<3_000 {
            let name = i % 2 == 0 ? "\(pages)/p\(i).en.md" : "\(pages)/deeper/p\(i).zh-Hans.md"
            let text = i % 2 == 0 ? "---\ntitle: Page \(i)\n---\nTap Save to keep page \(i).\n" : "---\ntitle: 第 \(i) 页\n---\n轻点“保存”即可保留。\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: name))
        }
        try Data("---\ntitle: Odd One\n---\nWe saved it.\n".utf8).write(to: URL(fileURLWithPath: pages + "/deeper/odd.en.md"))
        let (files, problems) = runner.files(in: [pages])
        #expect(files.count == 3_001)
        #expect(problems.isEmpty)
        #expect(lines(runner.lint(paths: [pages])) == [
            "many/deeper/odd.en.md:4:1: warning: “We” speaks as the app; address people as “you”, or rephrase [en.first-person]",
        ])
    }

    @Test func aFiftyMegabyteFileIsLintedToItsLastLineAndTheRunGoesOn() throws {
        // Fifty megabytes of code (never linted) between a title and one bad line at the end.
        let line = "let value = compute(input) // the code is kept as it is\n"
        let count = 50_000_000 / line.utf8.count
        var big = Data("---\ntitle: Big\n---\n```swift\n".utf8)
        big.append(Data(String(repeating: line, count: count).utf8))
        big.append(Data("```\n\nWe click here.\n".utf8))
        #expect(big.count >= 50_000_000)
        try big.write(to: URL(fileURLWithPath: folder + "/big.en.md"))
        try Data("---\ntitle: Small\n---\nClick Save.\n".utf8).write(to: URL(fileURLWithPath: folder + "/small.en.md"))
        let last = 4 + count + 3  // front matter (3 lines), the fence, the code, the closing fence, a blank line
        #expect(lines(runner.lint(paths: [folder + "/big.en.md", folder + "/small.en.md"])) == [
            "big.en.md: warning: the file is \(big.count >> 20) MB; pages this large are slow to read and to search [content.large-file]",
            "big.en.md:\(last):1: warning: “We” speaks as the app; address people as “you”, or rephrase [en.first-person]",
            "big.en.md:\(last):4: warning: “click” describes a mouse or a button press; on a touch screen people tap (write “tap”) [en.tap]",
            "small.en.md:4:1: warning: “Click” describes a mouse or a button press; on a touch screen people tap (write “Tap”) [en.tap]",
        ])
    }
}

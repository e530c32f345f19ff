import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct LinterTests {
    @Test func quotedTextIsAnExampleUnlessQuotesAreLinted() {
        #expect(findings("Avoid titles such as “My Workouts”.") == [])
        #expect(findings("Avoid titles such as “My Workouts”.", quotes: true) == ["en.first-person@23"])
    }

    @Test func straightQuotesAndCornerBracketsMarkExamplesToo() {
        #expect(findings("Avoid titles such as \"My Workouts\".") == [])
        #expect(findings("不要用「我的锻炼」这样的标题。", .text, .simplifiedChinese) == [])
        #expect(findings("不要用「我的锻炼」这样的标题。", .text, .simplifiedChinese, quotes: true) == ["zh.first-person@5"])
    }

    /// Straight single quotes around a name ('My Apps') mark it as quoted; an apostrophe inside
    /// a word or after one does not open or close a quotation.
    @Test func straightSingleQuotesMarkANameButApostrophesDoNot() {
        #expect(findings("Open the app and go to its 'My Apps' screen.") == [])
        #expect(findings("Open the app and go to its 'My Apps' screen.", quotes: true) == ["en.first-person@29"])
        #expect(findings("Don't lose my photos.") == ["en.first-person@12"])
        #expect(findings("The apps' data is in my folder.") == ["en.first-person@22"])
    }

    @Test func chineseColumnsCountCharactersNotBytes() {
        // 在(1) 设(2) 置(3) 中(4) 点(5): the finding is at the fifth character, the 13th byte.
        #expect(findings("在设置中点击“通用”。", .text, .simplifiedChinese) == ["zh.tap@5"])
        // 打 开 “ 设 置 ” then the ASCII comma, the seventh character.
        #expect(findings("打开“设置”,然后返回。", .text, .simplifiedChinese) == ["zh.punctuation@7"])
    }

    @Test func aLargeFileIsLintedInPartsWithEveryFindingInItsOrder() {
        // Three strings a line, in English and Chinese, most of them with a finding or two.
        let lines = (0..<1_200).map { i in
            switch i % 3 {
            case 0: ("Tap here to save my photo \(i)", Language.english)
            case 1: ("点击保存第\(i)张照片", Language.simplifiedChinese)
            default: ("Saved \(i) items", Language.english)
            }
        }
        let source = SourceText(path: "Localizable.strings", text: lines.map(\.0).joined(separator: "\n"))
        let segments = lines.enumerated().map { index, line in
            LintSegment(text: line.0, language: line.1, role: .button, file: "Localizable.strings", line: index + 1, byteColumn: 1)
        }
        #expect(segments.count >= 2 * Linter.segmentsPerPart)
        let linter = Linter()
        let whole = linter.lint(segments, source: source).diagnostics
        let oneByOne = segments.flatMap { linter.lint([$0], source: source).diagnostics }
        #expect(whole.count > 800)
        #expect(whole == oneByOne)
    }
}

import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct ChineseSpacingRuleTests {
    @Test func latinLettersAndDigitsAreSpacedFromChinese() {
        #expect(findings("在iPad上使用", .text, .simplifiedChinese) == ["zh.spacing@1", "zh.spacing@6"])
        #expect(findings("在 iPad 上使用 44 × 44 点的区域。", .text, .simplifiedChinese) == [])
        #expect(findings("完成。 然后继续", .text, .simplifiedChinese) == ["zh.spacing@4"])
    }

    /// A space between full-width punctuation and a placeholder is a space beside full-width
    /// punctuation like any other, whatever the placeholder stands for.
    @Test func aSpaceBetweenFullWidthPunctuationAndAPlaceholderIsFound() {
        #expect(findings("读取失败： %@", .text, .simplifiedChinese) == ["zh.spacing@6"])
        #expect(findings("启用后， %@ 会继续运行。", .text, .simplifiedChinese) == ["zh.spacing@5"])
        #expect(findings("读取失败：%@", .text, .simplifiedChinese) == [])
    }

    /// Markdown's emphasis (`**5**`, `被**%@**关注`, which SwiftUI draws in bold) shows no marks:
    /// the Chinese and the Latin text on either side of them stand side by side.
    @Test func emphasisMarksDoNotSpaceChineseFromLatin() {
        #expect(findings("被**%@**关注", .text, .simplifiedChinese) == ["zh.spacing@1", "zh.spacing@8"])
        #expect(findings("已下载**5**个文件", .text, .simplifiedChinese) == ["zh.spacing@3", "zh.spacing@9"])
        #expect(findings("被 **%@** 关注", .text, .simplifiedChinese) == [])
        #expect(findings("已下载 **5** 个文件", .text, .simplifiedChinese) == [])
        #expect(findings("**注意**：请先保存", .text, .simplifiedChinese) == [])
    }

    @Test func ideographicMarksAndRareIdeographsAreChineseToo() {
        // 々 (U+3005) repeats the ideograph before it; 𰀀 (U+30000) is in Extension G. Both are
        // Chinese text next to Latin letters, as the search index has always counted them.
        #expect(findings("人々iPad", .text, .simplifiedChinese) == ["zh.spacing@2"])
        #expect(findings("\u{30000}iPad", .text, .simplifiedChinese) == ["zh.spacing@1"])
    }

    @Test func theSpacingSuggestionShowsTheWholeLatinRun() {
        let text = "共10个App"
        let segment = LintSegment(text: text, language: .simplifiedChinese, role: .text, file: "t", line: 1, byteColumn: 1)
        let diagnostics = Linter().lint([segment], source: SourceText(path: "t", text: text)).diagnostics
        #expect(diagnostics.map(\.suggestion) == ["写“共 10”", "写“10 个”", "写“个 App”"])
    }

    /// A name of the vocabulary that holds punctuation (Wi-Fi, I/O) is matched as a phrase that
    /// no rule may split: the missing space beside it is still found, on the Chinese side.
    @Test func aNameWithAHyphenIsSpacedFromChineseToo() {
        #expect(findings("启用Wi-Fi记录", .text, .simplifiedChinese) == ["zh.spacing@2", "zh.spacing@8"])
        #expect(findings("启用 Wi-Fi 记录", .text, .simplifiedChinese) == [])
    }

    /// A Markdown link's `](url)` shows nothing: its text stands next to what follows the link.
    @Test func aLinkTextIsSpacedFromTheChineseAfterIt() {
        #expect(findings("访问 [CUSTOM MODELS](https://example.com)了解更多。", .text, .simplifiedChinese) == ["zh.spacing@40"])
        #expect(findings("访问 [CUSTOM MODELS](https://example.com) 了解更多。", .text, .simplifiedChinese) == [])
        #expect(findings("打开[设置](https://example.com)iPad 版", .text, .simplifiedChinese) == ["zh.spacing@28"])
    }
}

extension ChineseSpacingRuleTests {
    /// A vulgar fraction (½, ⅓, ⅔) is a number written as one character: spaced from Chinese
    /// as digits are (“中文与英文、数字之间加一个空格”). A circled digit numbering a step (①) is
    /// a list's mark, not a number in the sentence, and stays as it is.
    @Test func aFractionIsSpacedFromChineseAsDigitsAre() {
        #expect(findings("分成⅓和⅔两部分", .text, .simplifiedChinese) == ["zh.spacing@2", "zh.spacing@4", "zh.spacing@4", "zh.spacing@6"])
        #expect(findings("分成 ⅓ 和 ⅔ 两部分", .text, .simplifiedChinese) == [])
        #expect(findings("宽度¾，", .text, .simplifiedChinese) == ["zh.spacing@2"])
        #expect(findings("①打开设置", .text, .simplifiedChinese) == [])
    }
}

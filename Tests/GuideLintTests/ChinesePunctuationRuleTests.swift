@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct ChinesePunctuationRuleTests {
    @Test func asciiPunctuationInChineseSentencesIsFlagged() {
        #expect(findings("保存文稿,然后关闭.", .text, .simplifiedChinese) == ["zh.punctuation@5", "zh.punctuation@10"])
        #expect(findings("访问 example.com 或使用 3.5 版，比例 2:1。", .text, .simplifiedChinese) == [])
    }

    /// A mark after Chinese punctuation is in a Chinese sentence too: a label ending in a
    /// full-width bracket and an ASCII colon (“音量控制（仅DDC）:”), or “。)”.
    @Test func asciiPunctuationAfterChinesePunctuationIsFlagged() {
        #expect(findings("音量控制（仅 DDC）:", .text, .simplifiedChinese) == ["zh.punctuation@12"])
        #expect(findings("（见“设置”）.", .text, .simplifiedChinese) == ["zh.punctuation@8"])
        #expect(findings("版本（2.0）", .text, .simplifiedChinese) == [])
    }
}

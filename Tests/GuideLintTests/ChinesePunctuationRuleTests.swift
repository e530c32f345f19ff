@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct ChinesePunctuationRuleTests {
    @Test func asciiPunctuationInChineseSentencesIsFlagged() {
        #expect(findings("保存文稿,然后关闭.", .text, .simplifiedChinese) == ["zh.punctuation@5", "zh.punctuation@10"])
        #expect(findings("访问 example.com 或使用 3.5 版，比例 2:1。", .text, .simplifiedChinese) == [])
    }
}

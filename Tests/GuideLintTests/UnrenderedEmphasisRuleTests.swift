import GuideContent
import GuideCore
import Testing
@testable import GuideLint

struct UnrenderedEmphasisRuleTests {
    @Test func unrenderedEmphasisNextToChinesePunctuationIsFlagged() {
        #expect(findings("**警告框。**后续", .text, .simplifiedChinese) == ["markdown.emphasis-punctuation@1"])
        #expect(findings("**警告框**。后续", .text, .simplifiedChinese) == [])
    }
}

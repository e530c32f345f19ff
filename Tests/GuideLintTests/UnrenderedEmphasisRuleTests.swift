import GuideContent
import GuideCore
import Testing
@testable import GuideLint

struct UnrenderedEmphasisRuleTests {
    @Test func unrenderedEmphasisNextToChinesePunctuationIsFlagged() {
        #expect(findings("**警告框。**后续", .text, .simplifiedChinese) == ["markdown.emphasis-punctuation@1"])
        #expect(findings("**警告框**。后续", .text, .simplifiedChinese) == [])
    }

    /// cmark closes `**…：**` when a space, a line end or punctuation follows, and opens `**：…**`
    /// after one: only a letter beside the marker leaves the asterisks on the page.
    @Test func emphasisEndingAtALineEndRenders() {
        #expect(findings("4. **数字艺术：**\n专为数字艺术作品设计。", .text, .simplifiedChinese) == [])
        #expect(findings("**数字艺术：**", .text, .simplifiedChinese) == [])
        #expect(findings("见 **“设置”**。", .text, .simplifiedChinese) == [])
        #expect(findings("中文**“设置”**后面", .text, .simplifiedChinese) == ["markdown.emphasis-punctuation@3"])
    }
}

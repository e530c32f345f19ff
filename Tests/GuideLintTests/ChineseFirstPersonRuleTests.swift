import Foundation
import GuideContent
import GuideCore
import Testing
@testable import GuideLint

struct ChineseFirstPersonRuleTests {
    @Test func firstPersonIsFlaggedAtItsCharacterColumn() {
        #expect(findings("打开我的锻炼", .title, .simplifiedChinese) == ["zh.first-person@3"])
        #expect(findings("我们无法保存你的更改。", .message, .simplifiedChinese) == ["zh.first-person@1"])
        #expect(findings("这是一种自我表达。", .text, .simplifiedChinese) == [])
    }

    @Test func everyChineseFirstPersonFormIsFlagged() {
        #expect(findings("这是我们的建议。", .message, .simplifiedChinese) == ["zh.first-person@3"])
        #expect(findings("自我介绍", .title, .simplifiedChinese) == [])
    }
}

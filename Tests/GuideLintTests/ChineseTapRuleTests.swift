import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct ChineseTapRuleTests {
    @Test func tapNotClickButHardwareWordsAreFine() {
        #expect(findings("点击“共享”按钮。", .text, .simplifiedChinese) == ["zh.tap@1"])
        #expect(findings("在触摸屏上轻点按钮，或使用触控板。", .text, .simplifiedChinese) == [])
    }

    @Test func everyChineseWordForClickIsFlaggedAtItsColumn() {
        #expect(findings("单击“发送”。", .text, .simplifiedChinese) == ["zh.tap@1"])
        #expect(findings("请触摸照片。", .text, .simplifiedChinese) == ["zh.tap@2"])
        #expect(findings("轻点按钮，触控板和触摸屏也可以。", .text, .simplifiedChinese) == [])
    }
}

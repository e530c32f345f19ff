import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct ChineseButtonRuleTests {
    @Test func buttonsAreNotYesOrNoAndAlertTitlesNotOneWord() {
        #expect(findings("是", .button, .simplifiedChinese) == ["zh.button@1"])
        #expect(findings("删除", .button, .simplifiedChinese) == [])
        #expect(findings("错误", .alertTitle, .simplifiedChinese) == ["alert-title.single-word@1"])
        #expect(findings("无法发送邮件", .alertTitle, .simplifiedChinese) == [])
    }

    @Test func chineseButtonsAreNotNoAndHaveNoEndPunctuation() {
        #expect(findings("否", .button, .simplifiedChinese) == ["zh.button@1"])
        #expect(findings("删除。", .button, .simplifiedChinese) == ["zh.button@1"])
        #expect(findings("好", .button, .simplifiedChinese) == [])
        #expect(findings("是的", .button, .simplifiedChinese) == ["zh.button@1"])
        #expect(findings("不是", .button, .simplifiedChinese) == ["zh.button@1"])
        #expect(findings("是的", .text, .simplifiedChinese) == [])
        #expect(findings("另存为…", .button, .simplifiedChinese) == [])
    }
}

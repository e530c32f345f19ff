import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct AlertTitleWordRuleTests {
    @Test func alertTitlesAreNotOneWord() {
        #expect(findings("Error", .alertTitle) == ["alert-title.single-word@1"])
        #expect(findings("Can’t Send Message", .alertTitle) == [])
    }

    /// One word that says what happened (“Thanks”, “Saved”) is a title; “Error” or “Confirm”
    /// is not.
    @Test func onlyAnUninformativeWordIsFlagged() {
        #expect(findings("Thanks", .alertTitle) == [])
        #expect(findings("Confirm", .alertTitle) == ["alert-title.single-word@1"])
        #expect(findings("Oops!", .alertTitle) == ["alert-title.single-word@1"])
    }

    /// “Remove %@” names what is removed: the placeholder is part of the title.
    @Test func aPlaceholderCountsAsAWord() {
        #expect(findings("Remove %@", .alertTitle) == [])
        #expect(findings("Delete “%@”?", .alertTitle) == [])
    }

    @Test func everySingleWordAlertTitleIsFlaggedInBothLanguages() {
        for title in ["Warning", "Alert", "Failed"] {
            #expect(findings(title, .alertTitle) == ["alert-title.single-word@1"], "\(title)")
        }
        for title in ["警告", "提示", "失败"] {
            #expect(findings(title, .alertTitle, .simplifiedChinese) == ["alert-title.single-word@1"], "\(title)")
        }
        #expect(findings("无法连接到服务器", .alertTitle, .simplifiedChinese) == [])
    }

    /// The words are the same in both languages: “Information”, “Sorry!” or “Success” say
    /// nothing of what happened, and neither do 信息, 很抱歉！ or 成功; a word that says what
    /// happened (“Saved”, 已保存) is a title.
    @Test func theSameWordsAreFlaggedInEnglishAndChinese() {
        for title in ["Information", "Sorry!", "Success", "Successfully", "Problem"] {
            #expect(findings(title, .alertTitle) == ["alert-title.single-word@1"], "\(title)")
        }
        for title in ["信息", "很抱歉！", "抱歉", "成功", "提醒", "确认", "问题", "注意"] {
            #expect(findings(title, .alertTitle, .simplifiedChinese) == ["alert-title.single-word@1"], "\(title)")
        }
        #expect(findings("Saved", .alertTitle) == [])
        #expect(findings("已保存", .alertTitle, .simplifiedChinese) == [])
        #expect(findings("感谢支持", .alertTitle, .simplifiedChinese) == [])
    }

    @Test func aChineseAlertTitleFindingSpeaksChinese() {
        let segment = LintSegment(text: "错误", language: .simplifiedChinese, role: .alertTitle, file: "t", line: 1, byteColumn: 1)
        let diagnostic = Linter().lint([segment], source: SourceText(path: "t", text: "错误")).diagnostics.first
        #expect(diagnostic?.message == "“错误”没有告诉用户能做什么；请说明发生了什么")
        #expect(diagnostic?.suggestion == "例如“无法发送邮件”")
    }
}

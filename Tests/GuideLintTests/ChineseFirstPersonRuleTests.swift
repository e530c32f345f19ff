import Foundation
@testable import GuideContent
@testable import GuideCore
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

    @Test func aLinkToTheDeveloperIsNotTheAppSpeaking() {
        #expect(findings("关注我", .button, .simplifiedChinese) == [])
        #expect(findings("请我喝杯咖啡", .button, .simplifiedChinese) == [])
        #expect(findings("告诉我更多。", .message, .simplifiedChinese) == ["zh.first-person@3"])
        #expect(findings("向我们发送电子邮件", .button, .simplifiedChinese) == [])
        #expect(findings("给我们评分", .button, .simplifiedChinese) == [])
        #expect(findings("发给我的文件", .text, .simplifiedChinese) == ["zh.first-person@3"])
    }

    /// 向我 addresses the author as 向我们 addresses the team (欢迎向我反馈); and a string has
    /// one speaker: once the author speaks (请我喝杯咖啡), its other 我 are theirs too.
    @Test func theAuthorsSpeakTheWholeString() {
        #expect(findings("欢迎向我反馈问题。", .text, .simplifiedChinese) == [])
        #expect(findings("喜欢的话请我喝杯咖啡，让我继续维护。", .text, .simplifiedChinese) == [])
        #expect(findings("给我一点时间。", .message, .simplifiedChinese) == ["zh.first-person@2"])
    }

    /// People's support (你的支持) is the support of the authors: a string that asks or thanks
    /// for it is the authors speaking of their work, as in English.
    @Test func askingForPeoplesSupportIsTheAuthorsSpeaking() {
        #expect(findings("本工具免费使用，你的支持让我们走得更远。", .text, .simplifiedChinese) == [])
        #expect(findings("感谢您的支持，这对我很重要！", .text, .simplifiedChinese) == [])
        #expect(findings("我们无法连接支持服务器。", .message, .simplifiedChinese) == ["zh.first-person@1"])
    }

    /// A note in the first person is one problem: one finding names every form, in Chinese.
    @Test func aLongFirstPersonNoteIsOneFinding() {
        let note = "我独自开发了这个 App。我们会阅读每条消息，我的团队感谢你。"
        let segment = LintSegment(text: note, language: .simplifiedChinese, role: .text, file: "t", line: 1, byteColumn: 1)
        let diagnostics = Linter().lint([segment], source: SourceText(path: "t", text: note)).diagnostics
        #expect(diagnostics.map(\.id) == ["zh.first-person"])
        #expect(diagnostics.first?.message == "“我”、“我们”、“我的”是 App 在自称（3 处）；用“你”称呼用户，或换个说法")
    }
}

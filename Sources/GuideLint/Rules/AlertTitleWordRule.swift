import Foundation
import GuideCore

struct AlertTitleWordRule: LintRule {
    let id = "alert-title.single-word"
    let defaultSeverity = Severity.error
    let summary = "An alert title says what happened, not one word such as “Error”, “Warning”, “Alert”, “Failed” (错误, 警告, 提示, 失败)."
    let languages: Set<String> = ["en", "zh-Hans"]
    let checksQuotedText = true
    /// Words that, alone, say nothing of what happened (“Thanks” or “Saved” do), each concept
    /// in both languages, so an app's Chinese title is judged as its English one is.
    static let uninformative: [(english: [String], chinese: [String])] = [
        (["error"], ["错误", "出错"]),
        (["warning", "caution"], ["警告"]),
        (["alert", "notice", "attention", "important"], ["提示", "提醒", "注意", "重要"]),
        (["failed", "failure"], ["失败"]),
        (["success", "successful", "successfully", "succeeded"], ["成功"]),
        (["info", "information"], ["信息", "消息"]),
        (["confirm", "confirmation"], ["确认"]),
        (["sorry", "oops", "whoops"], ["抱歉", "很抱歉", "对不起", "哎呀"]),
        (["problem"], ["问题"]),
    ]
    static let english = Set(uninformative.flatMap(\.english))
    static let chinese = Set(uninformative.flatMap(\.chinese))

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        guard segment.role == .alertTitle || segment.alsoShownAs.contains(.alertTitle) else { return [] }
        let trimmed = segment.text.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ".!?。！？")))
        // A placeholder is part of the title: “Remove %@” names what is removed.
        let isSingle = segment.language.isChinese ? Self.chinese.contains(trimmed) : (text.words.count == 1 && text.tokens.isEmpty && Self.english.contains(trimmed.lowercased()))
        guard isSingle else { return [] }
        return [Finding(range: 0..<text.offsets[text.count],
                        message: segment.language.isChinese ? "“\(trimmed)”没有告诉用户能做什么；请说明发生了什么"
                                                         : "“\(trimmed)” tells people nothing they can act on; say what happened",
                        suggestion: segment.language.isChinese ? "例如“无法发送邮件”" : "for example “Can’t Send Message”")]
    }
}

import Foundation
import GuideCore

struct AlertTitleWordRule: LintRule {
    let id = "alert-title.single-word"
    let defaultSeverity = Severity.error
    let summary = "An alert title says what happened, not one word such as “Error”, “Warning”, “Alert”, “Failed” (错误, 警告, 提示, 失败)."
    let languages: Set<String> = ["en", "zh-Hans"]
    let checksQuotedText = true
    static let chinese: Set<String> = ["错误", "警告", "提示", "失败", "注意", "出错"]
    /// English words that, alone, say nothing of what happened (“Thanks” or “Saved” do).
    static let english: Set<String> = ["error", "warning", "alert", "failed", "failure", "oops", "whoops", "attention", "notice",
                                       "info", "information", "confirm", "confirmation", "sorry", "problem", "caution", "important"]

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

import Foundation
import GuideCore

struct ChineseButtonRule: LintRule {
    let id = "zh.button"
    let defaultSeverity = Severity.error
    let summary = "按钮不用“是”“否”：用说明结果的动词，或“好”。"
    let languages: Set<String> = ["zh-Hans"]
    let checksQuotedText = true

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        guard segment.role == .button else { return [] }
        let trimmed = segment.text.trimmingCharacters(in: .whitespaces)
        var findings: [Finding] = []
        if Self.yesAndNo.contains(trimmed) {
            findings.append(Finding(range: 0..<text.offsets[text.count], message: "“\(trimmed)”要用户回头再读一遍问题；按钮应说明会发生什么",
                                    suggestion: "用动词（“删除”“继续编辑”）或“好”"))
        }
        // An ellipsis (“……”, “...”, “⋯”) says more input follows, as in English; punctuation before an emoji still counts.
        if let lastIndex = text.lastMeaningfulIndex, ["。", "！", "？", "：", ".", "!", "?", ":"].contains(text.scalars[lastIndex]), !text.endsWithEllipsis {
            let last = text.scalars[lastIndex]
            let cleaned = text.string(0, lastIndex) + text.string(lastIndex + 1, text.count)
            // Taking away a question or exclamation mark changes what the label says.
            let safe = !["！", "？", "!", "?"].contains(last)
            findings.append(Finding(range: 0..<text.offsets[text.count], message: "按钮标题末尾不加标点",
                                    suggestion: safe ? "写“\(cleaned)”" : "改成说明操作的动词，例如“删除”",
                                    replacement: safe ? cleaned : nil))
        }
        return findings
    }

    /// “Yes” and “No” in their short and their full forms (“是的” is a “Yes.” as people say it).
    static let yesAndNo: Set<String> = ["是", "否", "是的", "不是", "不"]
}

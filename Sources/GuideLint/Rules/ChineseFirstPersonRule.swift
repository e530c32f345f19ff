import Foundation
import GuideCore

struct ChineseFirstPersonRule: LintRule {
    let id = "zh.first-person"
    let defaultSeverity = Severity.warning
    let summary = "不用第一人称（我、我的、我们、我们的）：用“你”称呼用户，或换个说法。"
    let languages: Set<String> = ["zh-Hans"]
    /// Words that contain 我 but are not the app speaking.
    static let exceptions = ["自我", "忘我", "敌我", "你我"]
    static let me: [Unicode.Scalar] = ["我"]
    /// Words before 我 in a link to the developer (关注我, 请我喝杯咖啡): the author speaking of
    /// themselves, not the app.
    static let developerLinkVerbs = ["关注", "联系", "支持", "赞助", "关于", "请"]
    /// Words before 我们 in a message to the developers (向我们发送邮件, 给我们评分).
    static let towardsTheTeam = ["向", "给"]
    /// Words before 我 in a message to the author (欢迎向我反馈); 给我 is more often the app or
    /// the person asking (给我一点时间, 发给我的文件).
    static let towardsTheAuthor = ["向"]

    /// People's support (你的支持, 您的支持): the support of the authors, so a string asking or
    /// thanking for it is theirs (你的支持让我们走得更远), as in English.
    static let peoplesSupport = ["你的支持", "您的支持"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        var words: [String] = []
        var authorsSpeak = false
        for range in occurrences(of: Self.me, in: text.scalars) {
            let i = range.lowerBound
            let before = i > 0 ? String(text.scalars[i - 1]) + "我" : ""
            let after = i + 1 < text.count ? "我" + String(text.scalars[i + 1]) : ""
            if Self.exceptions.contains(before) || Self.exceptions.contains(after) { continue }
            let preceding = text.string(max(0, i - 2), i)
            let toTheTeam = i + 1 < text.count && text.scalars[i + 1] == "们"
            if Self.developerLinkVerbs.contains(where: { preceding.hasSuffix($0) })
                || (toTheTeam ? Self.towardsTheTeam : Self.towardsTheAuthor).contains(where: { preceding.hasSuffix($0) }) {
                authorsSpeak = true
                continue
            }
            var upper = i + 1
            if upper < text.count, text.scalars[upper] == "们" { upper += 1 }
            if upper < text.count, text.scalars[upper] == "的" { upper += 1 }
            let word = text.string(i, upper)
            findings.append(Finding(range: text.utf8Range(i, upper), message: "“\(word)”是 App 在自称；用“你”称呼用户，或换个说法",
                                    suggestion: word.hasSuffix("的") ? "写“你的”，或去掉所有格（“锻炼”而不是“我的锻炼”）" : nil))
            words.append(word)
        }
        // A string has one speaker: once the authors speak (请我喝杯咖啡) or ask for people's support
        // (你的支持), its other 我 are theirs.
        if authorsSpeak || (!findings.isEmpty && Self.peoplesSupport.contains { segment.text.contains($0) }) { return [] }
        // A note in the first person is one problem, not one per pronoun: one finding names them all.
        guard findings.count > 1, var first = findings.first else { return findings }
        var seen = Set<String>()
        let distinct = words.filter { seen.insert($0).inserted }
        first.message = "\(distinct.map { "“\($0)”" }.joined(separator: "、"))是 App 在自称（\(findings.count) 处）；用“你”称呼用户，或换个说法"
        first.suggestion = nil
        return [first]
    }
}

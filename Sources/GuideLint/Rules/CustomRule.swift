import Foundation
import GuideCore

/// A rule from the `lint.custom` setting, as in Vale: `existence` flags words or patterns,
/// `substitution` maps a wrong word to the right one. Chinese patterns match anywhere; English
/// ones only as whole words.
struct CustomRule: LintRule {
    enum Kind: String, Sendable { case existence, substitution }

    let id: String
    let kind: Kind
    let defaultSeverity: Severity
    let summary: String
    let languages: Set<String>
    let message: String
    /// For `existence`: the words to flag. For `substitution`: wrong → right.
    let words: [(wrong: String, right: String?)]
    /// Regular expressions (existence only), matched as written.
    let patterns: [NSRegularExpressionBox]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for (wrong, right) in words {
            for range in matches(wrong, in: text, wordBoundaries: !segment.language.isCJK) {
                let found = text.string(range.lowerBound, range.upperBound)
                // Matching ignores case, so the right spelling itself matches `Iphone → iPhone`.
                if let right, found == right { continue }
                let fixed = right.map { segment.language.isCJK ? $0 : matchCase($0, like: found) }
                if let fixed, fixed == found { continue }
                findings.append(Finding(range: text.utf8Range(range.lowerBound, range.upperBound),
                                        message: message.replacingOccurrences(of: "%s", with: found),
                                        suggestion: fixed.map { "write “\($0)”" }, replacement: fixed))
            }
        }
        let string = segment.text
        for pattern in patterns {
            for match in pattern.regex.matches(in: string, range: NSRange(string.startIndex..., in: string)) {
                guard let range = Range(match.range, in: string), !range.isEmpty else { continue }
                let lower = string.utf8.distance(from: string.utf8.startIndex, to: range.lowerBound)
                let upper = string.utf8.distance(from: string.utf8.startIndex, to: range.upperBound)
                findings.append(Finding(range: lower..<upper, message: message.replacingOccurrences(of: "%s", with: String(string[range]))))
            }
        }
        return findings
    }
}

/// NSRegularExpression is thread-safe for matching; this box lets it sit in a Sendable rule.
struct NSRegularExpressionBox: @unchecked Sendable {
    let regex: NSRegularExpression
}

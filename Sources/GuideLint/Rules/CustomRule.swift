import Foundation
import GuideCore
import Synchronization

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
        for pattern in patterns where !pattern.stopped.load(ordering: .relaxed) {
            guard let matches = pattern.matches(in: string) else {
                // Reported once, where it happened; the pattern is not run again in this run.
                if !pattern.stopped.exchange(true, ordering: .relaxed) {
                    findings.append(Finding(range: 0..<min(string.utf8.count, 1),
                                            message: "the pattern `\(pattern.regex.pattern)` took over \(NSRegularExpressionBox.budgetMilliseconds) ms on this text and was stopped for the rest of the run",
                                            suggestion: "rewrite it without nested quantifiers such as `(a+)+`, which take time that doubles with each character"))
                }
                continue
            }
            for match in matches {
                guard let range = Range(match.range, in: string), !range.isEmpty else { continue }
                let lower = string.utf8.distance(from: string.utf8.startIndex, to: range.lowerBound)
                let upper = string.utf8.distance(from: string.utf8.startIndex, to: range.upperBound)
                findings.append(Finding(range: lower..<upper, message: message.replacingOccurrences(of: "%s", with: String(string[range]))))
            }
        }
        return findings
    }
}

/// A user's regular expression, matched with a time budget: NSRegularExpression backtracks, and
/// a pattern with nested quantifiers (`(a+)+$`) takes time that doubles with every character.
/// (NSRegularExpression is thread-safe for matching; the box lets it sit in a Sendable rule.)
final class NSRegularExpressionBox: @unchecked Sendable {
    // @unchecked: NSRegularExpression is immutable and safe to match from any thread; `stopped` is atomic.
    /// How long one text may take to match, in milliseconds.
    static let budgetMilliseconds = 100
    let regex: NSRegularExpression
    /// Set once the pattern ran over its budget: it is not run again.
    let stopped = Atomic<Bool>(false)

    init(regex: NSRegularExpression) { self.regex = regex }

    /// The matches in `text`, or nil when matching ran over the budget (and was stopped).
    func matches(in text: String) -> [NSTextCheckingResult]? {
        var found: [NSTextCheckingResult] = []
        var overBudget = false
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(Self.budgetMilliseconds) * 1_000_000
        // `reportProgress` calls the block now and then while matching, so it can stop there.
        regex.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(text.startIndex..., in: text)) { match, _, stop in
            if let match { found.append(match) }
            if DispatchTime.now().uptimeNanoseconds > deadline {
                overBudget = true
                stop.pointee = true
            }
        }
        return overBudget ? nil : found
    }
}

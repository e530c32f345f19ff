import Foundation
import GuideCore

struct ChineseSpacingRule: LintRule {
    let id = "zh.spacing"
    let defaultSeverity = Severity.warning
    let summary = "中文与英文字母、数字之间加一个空格；全角标点与相邻文字之间不加空格。"
    let languages: Set<String> = ["zh-Hans"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let s = text.scalars
        // Format specifiers, URLs and dotted names stand for Latin text: spaced from Chinese as a whole, never split.
        // A link's `](url)` shows nothing: the link text stands next to what follows it.
        let tokens = text.tokens.filter { $0.kind == .formatSpecifier || $0.kind == .url || $0.kind == .dottedName || ($0.kind == .markup && s[$0.range.lowerBound] == "]") }
        // A placeholder the code fills with text in the string's own language (a relative date,
        // the app's localized name for a mode) stands for Chinese words: no space beside it.
        let localized = Self.specifiers(tokens, of: text, filling: segment.localizedArguments)
        var nextToken = 0
        var i = 0
        while i + 1 < s.count {
            if nextToken < tokens.count, tokens[nextToken].range.lowerBound <= i + 1 {
                let (token, kind) = (tokens[nextToken].range, tokens[nextToken].kind)
                nextToken += 1
                // A space between full-width punctuation and the token (`失败： %@`).
                if token.lowerBound == i + 1, s[i] == " ", i > 0, Self.isSpaceFree(s[i - 1]) {
                    findings.append(Finding(range: text.utf8Range(i, i + 1), message: "全角标点两侧不加空格", suggestion: "删去空格", replacement: ""))
                }
                if kind == .markup {
                    if token.lowerBound > 0, token.upperBound < s.count,
                       (Self.isLatinOrNumber(s[token.lowerBound - 1]) && ScannedText.isCJK(s[token.upperBound]))
                        || (ScannedText.isCJK(s[token.lowerBound - 1]) && Self.isLatinOrNumber(s[token.upperBound])) {
                        findings.append(Self.missingSpace(text, token.upperBound..<(token.upperBound + 1),
                                                          between: text.string(token.lowerBound - 1, token.lowerBound),
                                                          and: text.string(token.upperBound, token.upperBound + 1), replacement: " \(s[token.upperBound])"))
                    }
                    i = max(i + 1, token.upperBound)
                    continue
                }
                if localized.contains(token.lowerBound) {
                    i = max(i + 1, token.upperBound)
                    continue
                }
                let tokenText = text.string(token.lowerBound, token.upperBound)
                let before = Self.skippingEmphasis(s, from: i, by: -1), after = Self.skippingEmphasis(s, from: token.upperBound, by: 1)
                if token.lowerBound > 0, token.lowerBound == i + 1, before >= 0, ScannedText.isCJK(s[before]) {
                    findings.append(Self.missingSpace(text, before..<(before + 1), between: text.string(before, before + 1), and: tokenText,
                                                      replacement: "\(s[before]) "))
                }
                if after < s.count, ScannedText.isCJK(s[after]) {
                    findings.append(Self.missingSpace(text, after..<(after + 1), between: tokenText, and: text.string(after, after + 1),
                                                      replacement: " \(s[after])"))
                }
                i = max(i + 1, token.upperBound)
                continue
            }
            let a = s[i], b = s[i + 1]
            // Markdown's emphasis marks between Chinese and Latin text (`下载**5**个`) show nothing.
            if b == "*", ScannedText.isCJK(a), case let next = Self.skippingEmphasis(s, from: i + 1, by: 1), next < s.count, Self.isLatinOrNumber(s[next]) {
                findings.append(Self.missingSpace(text, i..<(i + 1), between: text.string(i, i + 1), and: text.string(next, next + 1), replacement: "\(a) "))
            } else if a == "*", ScannedText.isCJK(b), case let previous = Self.skippingEmphasis(s, from: i, by: -1), previous >= 0, Self.isLatinOrNumber(s[previous]) {
                findings.append(Self.missingSpace(text, (i + 1)..<(i + 2), between: text.string(previous, previous + 1), and: text.string(i + 1, i + 2),
                                                  replacement: " \(b)"))
            }
            if (ScannedText.isCJK(a) && Self.isLatinOrNumber(b)) || (Self.isLatinOrNumber(a) && ScannedText.isCJK(b)) {
                findings.append(Self.missingSpace(text, between: i))
            } else if a == " ", i > 0, Self.isSpaceFree(s[i - 1]) || Self.isSpaceFree(b) {
                var j = i
                while j < s.count, s[j] == " " { j += 1 }
                findings.append(Finding(range: text.utf8Range(i, j), message: "全角标点两侧不加空格", suggestion: "删去空格", replacement: ""))
                i = j
                continue
            }
            i += 1
        }
        return findings
    }
}

extension ChineseSpacingRule {
    /// The starts of the format specifiers that stand for one of `arguments` (0-based): a
    /// numbered one (`%2$@`) for its number, the others in order.
    static func specifiers(_ tokens: [ScannedText.Token], of text: ScannedText, filling arguments: Set<Int>) -> Set<Int> {
        guard !arguments.isEmpty else { return [] }
        var starts: Set<Int> = []
        var next = 0
        for token in tokens where token.kind == .formatSpecifier {
            var argument = next
            let spelled = text.string(token.range.lowerBound, token.range.upperBound)
            if spelled.hasPrefix("%"), let dollar = spelled.firstIndex(of: "$"),
               let number = Int(spelled[spelled.index(after: spelled.startIndex)..<dollar]) {
                argument = number - 1
            } else {
                next += 1
            }
            if arguments.contains(argument) { starts.insert(token.range.lowerBound) }
        }
        return starts
    }

    /// A Latin letter, a digit, or a vulgar fraction (½, ⅓, ⅔: a number written as one
    /// character, spaced from Chinese as digits are).
    @inline(__always) static func isLatinOrNumber(_ s: Unicode.Scalar) -> Bool {
        ScannedText.isLatinOrDigit(s) || isVulgarFraction(s)
    }

    static func isVulgarFraction(_ s: Unicode.Scalar) -> Bool {
        (0xBC...0xBE).contains(s.value) || (0x2150...0x215F).contains(s.value) || s.value == 0x2189
    }

    /// Full-width punctuation that takes no space beside it. Curly quotes and dashes are shared
    /// with English text, so spacing around them is left to the writer.
    static func isSpaceFree(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "“", "”", "‘", "’", "—", "…": return false
        default: return ScannedText.isCJKPunctuation(s)
        }
    }

    /// The missing space between the scalars at `i` and `i + 1`, one Chinese and one Latin or a
    /// digit. Inside a Latin run such as a URL or a file name, nothing is changed. The suggestion
    /// shows the whole run (“在 iPad”), the fix only adds the space. The finding takes in the
    /// Chinese character alone: a name the vocabulary protects (Wi-Fi, I/O) may stand on the
    /// other side, and no finding may split it.
    static func missingSpace(_ text: ScannedText, between i: Int) -> Finding {
        let s = text.scalars
        var lower = i, upper = i + 2
        if ScannedText.isCJK(s[i]) {
            while upper < s.count, isLatinOrNumber(s[upper]) { upper += 1 }
            return missingSpace(text, i..<(i + 1), between: text.string(lower, i + 1), and: text.string(i + 1, upper), replacement: "\(s[i]) ")
        }
        while lower > 0, isLatinOrNumber(s[lower - 1]) { lower -= 1 }
        return missingSpace(text, (i + 1)..<(i + 2), between: text.string(lower, i + 1), and: text.string(i + 1, upper), replacement: " \(s[i + 1])")
    }

    /// Chinese and Latin text side by side with no space: `range` (scalar offsets) is replaced by
    /// `replacement`, and the suggestion shows the two sides (`left`, `right`) spaced.
    static func missingSpace(_ text: ScannedText, _ range: Range<Int>, between left: String, and right: String, replacement: String) -> Finding {
        Finding(range: text.utf8Range(range.lowerBound, range.upperBound), message: "中文与英文、数字之间要有一个空格",
                suggestion: "写“\(left) \(right)”", replacement: replacement)
    }

    /// The first index from `index` on, going by `step`, that is not one of Markdown's emphasis
    /// marks (`*`): what shows beside them. Out of the text's range when only marks are left.
    static func skippingEmphasis(_ s: [Unicode.Scalar], from index: Int, by step: Int) -> Int {
        var k = index
        while k >= 0, k < s.count, s[k] == "*" { k += step }
        return k
    }
}

import Foundation
import GuideCore

/// Finds every occurrence of `needle` in the scalars, as scalar ranges.
func occurrences(of needle: String, in text: ScannedText) -> [Range<Int>] {
    occurrences(of: Array(needle.unicodeScalars), in: text.scalars)
}

func occurrences(of target: [Unicode.Scalar], in scalars: [Unicode.Scalar]) -> [Range<Int>] {
    guard !target.isEmpty, target.count <= scalars.count else { return [] }
    var found: [Range<Int>] = []
    var i = 0
    while i + target.count <= scalars.count {
        if scalars[i] == target[0], scalars[i..<(i + target.count)].elementsEqual(target) {
            found.append(i..<(i + target.count))
            i += target.count
        } else {
            i += 1
        }
    }
    return found
}

struct ChineseFirstPersonRule: LintRule {
    let id = "zh.first-person"
    let defaultSeverity = Severity.warning
    let summary = "不用第一人称（我、我的、我们、我们的）：用“你”称呼用户，或换个说法。"
    let languages: Set<String> = ["zh-Hans", "zh-Hant", "zh"]
    /// Words that contain 我 but are not the app speaking.
    static let exceptions = ["自我", "忘我", "敌我", "你我"]
    static let me: [Unicode.Scalar] = ["我"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for range in occurrences(of: Self.me, in: text.scalars) {
            let i = range.lowerBound
            let before = i > 0 ? String(text.scalars[i - 1]) + "我" : ""
            let after = i + 1 < text.count ? "我" + String(text.scalars[i + 1]) : ""
            if Self.exceptions.contains(before) || Self.exceptions.contains(after) { continue }
            var upper = i + 1
            if upper < text.count, text.scalars[upper] == "们" { upper += 1 }
            if upper < text.count, text.scalars[upper] == "的" { upper += 1 }
            let word = text.string(i, upper)
            findings.append(Finding(range: text.utf8Range(i, upper), message: "“\(word)”是 App 在自称；用“你”称呼用户，或换个说法",
                                    suggestion: word.hasSuffix("的") ? "写“你的”，或去掉所有格（“锻炼”而不是“我的锻炼”）" : nil))
        }
        return findings
    }
}

struct ChineseTapRule: LintRule {
    let id = "zh.tap"
    let defaultSeverity = Severity.warning
    let summary = "描述屏幕上的控件时用“轻点”，不用“点击”“单击”“触摸”。"
    let languages: Set<String> = ["zh-Hans", "zh-Hant", "zh"]
    static let words = ["点击", "单击", "触摸"]
    static let wordScalars = words.map { Array($0.unicodeScalars) }
    static let firstScalars = ScalarFilter(wordScalars.map { $0[0] })
    /// 触摸屏, 触摸板 and the like name hardware, not a gesture.
    static let allowedAfter: Set<Unicode.Scalar> = ["屏", "板", "式", "感"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let s = text.scalars, firstScalars = Self.firstScalars, wordScalars = Self.wordScalars
        // One pass: the words have two characters, and none ends with another's first one, so they never overlap.
        for i in s.indices.dropLast() where firstScalars.mayContain(s[i]) {
            guard let w = wordScalars.firstIndex(where: { $0[0] == s[i] && $0[1] == s[i + 1] }) else { continue }
            let word = Self.words[w]
            if word == "触摸", i + 2 < text.count, Self.allowedAfter.contains(s[i + 2]) { continue }
            findings.append(Finding(range: text.utf8Range(i, i + 2),
                                    message: "“\(word)”是鼠标或按键的说法；在触摸屏上用户是“轻点”", suggestion: "写“轻点”", replacement: "轻点"))
        }
        return findings
    }
}

struct ChineseButtonRule: LintRule {
    let id = "zh.button"
    let defaultSeverity = Severity.error
    let summary = "按钮不用“是”“否”：用说明结果的动词，或“好”。"
    let languages: Set<String> = ["zh-Hans", "zh-Hant", "zh"]
    let checksQuotedText = true

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        guard segment.role == .button else { return [] }
        let trimmed = segment.text.trimmingCharacters(in: .whitespaces)
        var findings: [Finding] = []
        if trimmed == "是" || trimmed == "否" {
            findings.append(Finding(range: 0..<text.offsets[text.count], message: "“\(trimmed)”要用户回头再读一遍问题；按钮应说明会发生什么",
                                    suggestion: "用动词（“删除”“继续编辑”）或“好”"))
        }
        if let last = trimmed.unicodeScalars.last, ["。", "！", "？", "：", ".", "!", "?", ":"].contains(last) {
            findings.append(Finding(range: 0..<text.offsets[text.count], message: "按钮标题末尾不加标点",
                                    suggestion: "写“\(String(trimmed.unicodeScalars.dropLast()))”",
                                    replacement: trimmed == segment.text ? String(trimmed.unicodeScalars.dropLast()) : nil))
        }
        return findings
    }
}

struct ChineseSpacingRule: LintRule {
    let id = "zh.spacing"
    let defaultSeverity = Severity.warning
    let summary = "中文与英文字母、数字之间加一个空格；全角标点与相邻文字之间不加空格。"
    let languages: Set<String> = ["zh-Hans", "zh-Hant", "zh"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let s = text.scalars
        var i = 0
        while i + 1 < s.count {
            let a = s[i], b = s[i + 1]
            if (ScannedText.isCJK(a) && ScannedText.isLatinOrDigit(b)) || (ScannedText.isLatinOrDigit(a) && ScannedText.isCJK(b)) {
                // Inside a Latin run such as a URL or a file name, nothing is changed. The
                // suggestion shows the whole run (“在 iPad”), the fix only adds the space.
                var lower = i, upper = i + 2
                if ScannedText.isCJK(a) {
                    while upper < s.count, ScannedText.isLatinOrDigit(s[upper]) { upper += 1 }
                } else {
                    while lower > 0, ScannedText.isLatinOrDigit(s[lower - 1]) { lower -= 1 }
                }
                findings.append(Finding(range: text.utf8Range(i, i + 2), message: "中文与英文、数字之间要有一个空格",
                                        suggestion: "写“\(text.string(lower, i + 1)) \(text.string(i + 1, upper))”", replacement: "\(a) \(b)"))
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
    /// Full-width punctuation that takes no space beside it. Curly quotes and dashes are shared
    /// with English text, so spacing around them is left to the writer.
    static func isSpaceFree(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "“", "”", "‘", "’", "—", "…": return false
        default: return ScannedText.isCJKPunctuation(s)
        }
    }
}

struct ChinesePunctuationRule: LintRule {
    let id = "zh.punctuation"
    let defaultSeverity = Severity.warning
    let summary = "中文句子用全角标点（，。：；？！（）），英文、数字、网址和代码里除外。"
    let languages: Set<String> = ["zh-Hans", "zh-Hant", "zh"]
    /// The full-width form of ASCII punctuation (a switch: it is asked about every scalar).
    static func fullWidth(_ s: Unicode.Scalar) -> String? {
        switch s {
        case ",": "，"
        case ".": "。"
        case ":": "："
        case ";": "；"
        case "?": "？"
        case "!": "！"
        case "(": "（"
        case ")": "）"
        default: nil
        }
    }

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let s = text.scalars
        for i in s.indices {
            guard let replacement = Self.fullWidth(s[i]) else { continue }
            let before = i > 0 ? s[i - 1] : " "
            let after = i + 1 < s.count ? s[i + 1] : " "
            // Only punctuation touching Chinese on one side and not inside a Latin run or a number.
            let touchesChinese = ScannedText.isCJK(before) || ScannedText.isCJK(after)
            let insideLatin = ScannedText.isLatinOrDigit(before) && ScannedText.isLatinOrDigit(after)
            guard touchesChinese, !insideLatin else { continue }
            if s[i] == "(" || s[i] == ")" {
                // A bracket pair around Latin text inside Chinese is still full-width: （iPad）.
            } else if ScannedText.isLatinOrDigit(before), !ScannedText.isCJK(before), s[i] == "." , ScannedText.isLatinOrDigit(after) {
                continue
            }
            findings.append(Finding(range: text.utf8Range(i, i + 1), message: "中文句子里用全角标点“\(replacement)”",
                                    suggestion: "写“\(replacement)”", replacement: replacement))
        }
        return findings
    }
}

/// Emphasis that cmark leaves as literal asterisks next to Chinese punctuation
/// (`**警告框。**后续`; CommonMark spec issue #650). Found on the Markdown text nodes.
struct UnrenderedEmphasisRule: LintRule {
    let id = "markdown.emphasis-punctuation"
    let defaultSeverity = Severity.error
    let summary = "强调标记紧挨中文标点时 cmark 不会渲染（`**警告框。**后续`）：把标点移到标记外面。"
    let languages: Set<String> = []
    let checksQuotedText = true

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        // Segments carry the delimiters cmark left as text; a pair of them around text that ends or
        // starts with full-width punctuation is the unrendered case.
        // Nearly every segment has neither delimiter: `memchr` over the bytes says so quickly.
        guard text.mayContain(UInt8(ascii: "*")) || text.mayContain(UInt8(ascii: "_")) else { return [] }
        var findings: [Finding] = []
        let s = text.scalars
        var i = 0
        while i + 1 < s.count {
            guard (s[i] == "*" && s[i + 1] == "*") || (s[i] == "_" && s[i + 1] == "_") else { i += 1; continue }
            let marker = s[i]
            var j = i + 2
            while j + 1 < s.count, !(s[j] == marker && s[j + 1] == marker) { j += 1 }
            guard j + 1 < s.count, j > i + 2 else { break }
            let inner = Array(s[(i + 2)..<j])
            if let last = inner.last, ScannedText.isCJKPunctuation(last) {
                var fixed = String(marker) + String(marker)
                fixed.unicodeScalars.append(contentsOf: inner.dropLast())
                fixed += String(marker) + String(marker) + String(last)
                findings.append(Finding(range: text.utf8Range(i, j + 2), message: "强调标记紧挨中文标点，不会被渲染，读者会看到星号",
                                        suggestion: "把“\(last)”移到标记外面", replacement: fixed))
            } else if let first = inner.first, ScannedText.isCJKPunctuation(first) {
                var fixed = String(first) + String(marker) + String(marker)
                fixed.unicodeScalars.append(contentsOf: inner.dropFirst())
                fixed += String(marker) + String(marker)
                findings.append(Finding(range: text.utf8Range(i, j + 2), message: "强调标记紧挨中文标点，不会被渲染，读者会看到星号",
                                        suggestion: "把“\(first)”移到标记外面", replacement: fixed))
            }
            i = j + 2
        }
        return findings
    }
}

struct GlossaryRule: LintRule {
    let id = "glossary"
    let defaultSeverity = Severity.warning
    let summary = "Use the glossary's preferred term instead of a rejected alternative, in both languages."
    let languages: Set<String> = []

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        guard let index = context.glossaryIndex[segment.language.tag] else { return [] }
        if segment.language.isCJK { return findings(scanning: text.scalars, at: text.scalars.indices, of: text, index, isCJK: true) }
        // Other languages match in any case: the text is lower-cased as it is read.
        let lowered = LowercasedScalars(base: text.scalars)
        // In a language with spaces a term starts a word: only the words' starts are tried.
        if index.startsWithWords { return findings(scanning: lowered, at: text.words.lazy.map(\.lower), of: text, index, isCJK: false) }
        return findings(scanning: lowered, at: text.scalars.indices, of: text, index, isCJK: false)
    }

    /// The findings in `scan`, the text's scalars as they are compared (lower-cased unless
    /// Chinese), trying terms at the positions `starts` (in order).
    private func findings<Scan: RandomAccessCollection<Unicode.Scalar>>(scanning scan: Scan, at starts: some Sequence<Int>, of text: ScannedText,
                                                                        _ index: LintContext.GlossaryIndex, isCJK: Bool) -> [Finding] where Scan.Index == Int {
        var findings: [Finding] = []
        // Where the last finding ended: findings do not overlap.
        var next = 0
        for i in starts where i >= next {
            guard index.mayStart(at: i, in: scan) else { continue }
            // A term in a language with spaces starts a word.
            if !isCJK, i > 0, ScannedText.isWordScalar(scan[i - 1]) { continue }
            guard let candidates = index.byFirst[scan[i]] else { continue }
            for entry in candidates where i + entry.wrong.count <= scan.count && scan[i..<(i + entry.wrong.count)].elementsEqual(entry.wrong) {
                let range = i..<(i + entry.wrong.count)
                if !isCJK {
                    let before = i > 0 ? scan[i - 1] : " "
                    let after = range.upperBound < scan.count ? scan[range.upperBound] : " "
                    if ScannedText.isWordScalar(before) || ScannedText.isWordScalar(after) { continue }
                }
                // 安全区 inside 安全区域 is the preferred term, not the rejected one.
                let preferred = Array(entry.preferred.lowercased().unicodeScalars)
                if let offset = preferred.firstIndex(of: entry.wrong[0]), i >= offset, i - offset + preferred.count <= scan.count,
                   scan[(i - offset)..<(i - offset + preferred.count)].elementsEqual(preferred) { continue }
                let found = text.string(range.lowerBound, range.upperBound)
                let fixed = isCJK ? entry.preferred : matchCase(entry.preferred, like: found)
                findings.append(Finding(range: text.utf8Range(range.lowerBound, range.upperBound),
                                        message: "the glossary uses “\(entry.preferred)” for this, not “\(found)”",
                                        suggestion: "write “\(fixed)”", replacement: fixed))
                next = range.upperBound
                break
            }
        }
        return findings
    }
}

/// Occurrences of a word or phrase; English ones must stand as whole words and match in any case.
func matches(_ phrase: String, in text: ScannedText, wordBoundaries: Bool) -> [Range<Int>] {
    guard wordBoundaries else { return occurrences(of: phrase, in: text) }
    guard let lowered = text.lowercasedScalars else { return [] }
    return occurrences(of: Array(phrase.lowercased().unicodeScalars), in: lowered).filter { range in
        let before = range.lowerBound > 0 ? lowered[range.lowerBound - 1] : " "
        let after = range.upperBound < lowered.count ? lowered[range.upperBound] : " "
        return !ScannedText.isWordScalar(before) && !ScannedText.isWordScalar(after)
    }
}

import Foundation
import GuideCore

struct ChinesePunctuationRule: LintRule {
    let id = "zh.punctuation"
    let defaultSeverity = Severity.warning
    let summary = "中文句子用全角标点（，。：；？！（）），英文、数字、网址和代码里除外。"
    let languages: Set<String> = ["zh-Hans"]
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

    /// Opening brackets and quotation marks, each with the marks that close it.
    static let closingMarks: [Unicode.Scalar: String] = ["（": "）)", "(": ")）", "“": "”\"", "\"": "\"”", "「": "」", "『": "』",
                                                         "‘": "’'", "'": "'’", "【": "】", "[": "]"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let s = text.scalars
        let placeholders = text.tokens.filter { $0.kind == .formatSpecifier }.map(\.range)
        let chineseBrackets = Self.chineseBracketPairs(s, placeholders: placeholders)
        // Chinese punctuation, or a bracket this check makes full-width: a mark after it is in
        // the Chinese sentence too (“（MB）:”), in one run of --fix.
        func isChineseMark(_ j: Int) -> Bool { ScannedText.isCJKPunctuation(s[j]) || chineseBrackets.contains(j) }
        var i = 0
        while i < s.count {
            defer { i += 1 }
            guard let replacement = Self.fullWidth(s[i]) else { continue }
            // Three dots or more are an ellipsis, one token: after Chinese it is “……”, never “。..”.
            if s[i] == ".", i + 2 < s.count, s[i + 1] == ".", s[i + 2] == "." {
                var end = i + 3
                while end < s.count, s[end] == "." { end += 1 }
                defer { i = end - 1 }
                guard i > 0, ScannedText.isCJK(s[i - 1]) || ScannedText.isCJKPunctuation(s[i - 1])
                    || Self.closesChineseSentence(s, from: i, through: end - 1, isChineseMark: isChineseMark, placeholders: placeholders) else { continue }
                findings.append(Finding(range: text.utf8Range(i, end), message: "中文的省略号是“……”",
                                        suggestion: "写“……”", replacement: "……"))
                continue
            }
            let before = i > 0 ? s[i - 1] : " "
            let after = i + 1 < s.count ? s[i + 1] : " "
            // A mark alone in brackets or quotes is the character named (“逗号（,）”), not punctuation.
            if let close = Self.closingMarks[before], close.unicodeScalars.contains(after) { continue }
            if s[i] == "(" || s[i] == ")", let isChinese = chineseBrackets.decided(i) {
                // A matched pair is decided as a pair: both brackets, or neither.
                if isChinese {
                    findings.append(Finding(range: text.utf8Range(i, i + 1), message: "中文句子里用全角标点“\(replacement)”",
                                            suggestion: "写“\(replacement)”", replacement: replacement))
                }
                continue
            }
            // Only punctuation touching Chinese on one side (or following Chinese punctuation,
            // as in “（仅 DDC）:”), or closing a Chinese sentence after a name (“到 Finder:”),
            // and not inside a Latin run or a number.
            let touchesChinese = ScannedText.isCJK(before) || ScannedText.isCJK(after) || (i > 0 && isChineseMark(i - 1))
            let insideLatin = ScannedText.isLatinOrDigit(before) && ScannedText.isLatinOrDigit(after)
            guard touchesChinese || Self.closesChineseSentence(s, from: i, through: i, isChineseMark: isChineseMark, placeholders: placeholders)
                || Self.leadsIntoChinese(s, at: i, placeholders: placeholders)
                || Self.followsChineseAcrossEmoji(s, at: i, isChineseMark: isChineseMark), !insideLatin else { continue }
            if s[i] == "(" || s[i] == ")" {
                // A bracket pair around Latin text inside Chinese is still full-width: （iPad）.
            } else if ScannedText.isLatinOrDigit(before), !ScannedText.isCJK(before), s[i] == "." , ScannedText.isLatinOrDigit(after) {
                continue
            } else if s[i] == ".", Self.startsAFileExtension(s, at: i) {
                // A file's name written in Chinese: 快捷指令.app, 配置.json.
                continue
            }
            findings.append(Finding(range: text.utf8Range(i, i + 1), message: "中文句子里用全角标点“\(replacement)”",
                                    suggestion: "写“\(replacement)”", replacement: replacement))
        }
        return findings
    }

    /// True when the dot at `i` begins a file extension: one to five lower-case ASCII letters or
    /// digits, then the string's end or anything but a Latin letter or digit (`快捷指令.app 中`).
    static func startsAFileExtension(_ s: [Unicode.Scalar], at i: Int) -> Bool {
        var end = i + 1
        while end < s.count, ("a"..."z").contains(s[end]) || ("0"..."9").contains(s[end]) { end += 1 }
        guard (2...6).contains(end - i), ("a"..."z").contains(s[i + 1]) else { return false }
        return end == s.count || !ScannedText.isLatinOrDigit(s[end])
    }

    /// The bracket pairs of a string, each decided whole (a pair of mixed widths is Chinese): a
    /// pair of ASCII brackets is in a Chinese sentence
    /// (both brackets full-width, “缓存大小（MB）”) when it holds Chinese, or Latin text with
    /// Chinese next to the pair, across spaces, and the opening bracket not glued to a Latin word
    /// (a call such as `print()` is code). A placeholder (`%d`, `${name}`), which stands for
    /// Latin text, is Latin text here.
    struct BracketPairs {
        var chinese: Set<Int> = []
        var other: Set<Int> = []
        func contains(_ i: Int) -> Bool { chinese.contains(i) }
        /// True or false for a bracket of a matched pair; nil for one without its partner.
        func decided(_ i: Int) -> Bool? { chinese.contains(i) ? true : other.contains(i) ? false : nil }
    }

    static func chineseBracketPairs(_ s: [Unicode.Scalar], placeholders: [Range<Int>] = []) -> BracketPairs {
        var pairs = BracketPairs()
        var open: [Int] = []
        for (i, scalar) in s.enumerated() {
            if scalar == "(" || scalar == "（" { open.append(i); continue }
            guard scalar == ")" || scalar == "）", let o = open.popLast() else { continue }
            // A pair with one bracket full-width is a Chinese pair: its ASCII bracket is the odd
            // one (“摄氏度（°C)”).
            if s[o] == "（" || scalar == "）" {
                if s[o] == "(" { pairs.chinese.insert(o) }
                if scalar == ")" { pairs.chinese.insert(i) }
                continue
            }
            let holdsChinese = s[(o + 1)..<i].contains { ScannedText.isCJK($0) || ScannedText.isCJKPunctuation($0) }
            // Latin text starts and ends with a letter, a digit or a placeholder (%d/%d); a face
            // drawn in marks, (>_<), does not.
            let holdsLatinText = i > o + 1
                && (ScannedText.isLatinOrDigit(s[o + 1]) || placeholders.contains { $0.lowerBound == o + 1 })
                && (ScannedText.isLatinOrDigit(s[i - 1]) || placeholders.contains { $0.upperBound == i })
            var b = o - 1
            while b >= 0, s[b] == " " { b -= 1 }
            var a = i + 1
            while a < s.count, s[a] == " " { a += 1 }
            let glued = o > 0 && ScannedText.isLatinOrDigit(s[o - 1])
            let chineseBeside = (b >= 0 && (ScannedText.isCJK(s[b]) || ScannedText.isCJKPunctuation(s[b])))
                || (a < s.count && (ScannedText.isCJK(s[a]) || ScannedText.isCJKPunctuation(s[a])))
            if holdsChinese || (holdsLatinText && !glued && chineseBeside) {
                pairs.chinese.formUnion([o, i])
            } else {
                pairs.other.formUnion([o, i])
            }
        }
        return pairs
    }

    /// True when the comma, colon or semicolon at `i` follows a name, a number or a placeholder
    /// and leads across spaces into Chinese (“Wi-Fi: 关闭”, “iCloud, 以及”): it joins the Chinese
    /// sentence. A drive's letter (“D: 盘”) keeps its colon.
    static func leadsIntoChinese(_ s: [Unicode.Scalar], at i: Int, placeholders: [Range<Int>]) -> Bool {
        guard s[i] == "," || s[i] == ":" || s[i] == ";", i > 0 else { return false }
        var a = i + 1
        while a < s.count, s[a] == " " { a += 1 }
        guard a > i + 1, a < s.count, ScannedText.isCJK(s[a]) else { return false }
        if placeholders.contains(where: { $0.upperBound == i }) { return true }
        guard ScannedText.isLatinOrDigit(s[i - 1]) else { return false }
        let driveLetter = s[i] == ":" && ("A"..."Z").contains(s[i - 1]) && (i == 1 || !ScannedText.isLatinOrDigit(s[i - 2]))
        return !driveLetter
    }

    /// True when the mark at `i` follows an emoji (and spaces) that follows Chinese (“祝您使用
    ///愉快 😉!”): the emoji stands inside the Chinese sentence, which the mark ends.
    static func followsChineseAcrossEmoji(_ s: [Unicode.Scalar], at i: Int, isChineseMark: (Int) -> Bool) -> Bool {
        var b = i - 1
        var emoji = false
        while b >= 0, ScannedText.isWhitespace(s[b]) || ScannedText.isEmojiPart(s[b]) {
            if ScannedText.isEmojiPart(s[b]) { emoji = true }
            b -= 1
        }
        return emoji && b >= 0 && (ScannedText.isCJK(s[b]) || isChineseMark(b))
    }

    /// True when the mark from `start` through `i` follows a name or a number that itself follows Chinese
    /// (“导出到 Finder:”, “打开 Mac App Store.”, “支持 macOS 10.15.”) and ends the string or
    /// its line. Half-width marks belong only inside English words,
    /// numbers and web addresses (Content/foundations/writing, 中文里的英文和数字); a mark
    /// followed by more English (“Hello, World”) is English's, and so is the period of an English
    /// sentence (“File not found.”), told from a name by its lower-case words after the first.
    ///
    /// The mark spans `start...i` (an ellipsis more than one scalar). A placeholder stands for
    /// a name (“已删除 %@.”, “正在下载 %@...”).
    static func closesChineseSentence(_ s: [Unicode.Scalar], from start: Int, through i: Int, isChineseMark: (Int) -> Bool,
                                      placeholders: [Range<Int>] = []) -> Bool {
        let placeholderEnding = { (end: Int) in placeholders.first { $0.upperBound == end } }
        guard start > 0, ScannedText.isLatinOrDigit(s[start - 1]) || placeholderEnding(start) != nil else { return false }
        // Only at the end of the string or its line: inside one, a name may hold the mark (the
        // drive “C:” in “C: 盘”).
        var a = i + 1
        while a < s.count, s[a] == " " || s[a] == "\t" { a += 1 }
        guard a == s.count || s[a] == "\n" else { return false }
        // Back over the Latin run: letters, digits, spaces, placeholders, and marks inside a
        // word or a number (10.15, Wi-Fi).
        var b = start - 1
        while b >= 0 {
            if let placeholder = placeholderEnding(b + 1) { b = placeholder.lowerBound - 1; continue }
            if ScannedText.isLatinOrDigit(s[b]) || s[b] == " " { b -= 1; continue }
            if b > 0, b + 1 < start, ScannedText.isLatinOrDigit(s[b - 1]), ScannedText.isLatinOrDigit(s[b + 1]), s[b].isASCII { b -= 1; continue }
            break
        }
        guard b >= 0, ScannedText.isCJK(s[b]) || isChineseMark(b) else { return false }
        let words = String(String.UnicodeScalarView(s[(b + 1)..<start])).split(separator: " ")
        return words.dropFirst().allSatisfy { word in word.first.map { $0.isUppercase || $0.isNumber || $0 == "%" } ?? true }
    }
}

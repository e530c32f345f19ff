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

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let s = text.scalars
        var i = 0
        while i < s.count {
            defer { i += 1 }
            guard let replacement = Self.fullWidth(s[i]) else { continue }
            // Three dots or more are an ellipsis, one token: after Chinese it is “……”, never “。..”.
            if s[i] == ".", i + 2 < s.count, s[i + 1] == ".", s[i + 2] == "." {
                var end = i + 3
                while end < s.count, s[end] == "." { end += 1 }
                defer { i = end - 1 }
                guard i > 0, ScannedText.isCJK(s[i - 1]) || ScannedText.isCJKPunctuation(s[i - 1]) else { continue }
                findings.append(Finding(range: text.utf8Range(i, end), message: "中文的省略号是“……”",
                                        suggestion: "写“……”", replacement: "……"))
                continue
            }
            let before = i > 0 ? s[i - 1] : " "
            let after = i + 1 < s.count ? s[i + 1] : " "
            // Only punctuation touching Chinese on one side (or following Chinese punctuation,
            // as in “（仅 DDC）:”) and not inside a Latin run or a number.
            let touchesChinese = ScannedText.isCJK(before) || ScannedText.isCJK(after) || ScannedText.isCJKPunctuation(before)
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

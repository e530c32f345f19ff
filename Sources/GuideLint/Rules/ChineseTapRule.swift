import Foundation
import GuideCore

struct ChineseTapRule: LintRule {
    let id = "zh.tap"
    let defaultSeverity = Severity.warning
    let summary = "描述屏幕上的控件时用“轻点”，不用“点击”“单击”“双击”“触摸”。"
    let languages: Set<String> = ["zh-Hans"]
    /// The mouse's words (click, single click, double-click) and touching, each with what people
    /// do on a touch screen: 双击 is a double-click, as en.tap reports “double-click” by its
    /// “click”; tapping twice is 连点两下, the glossary's word.
    static let words = ["点击", "单击", "双击", "触摸"]
    static let replacements = ["轻点", "轻点", "连点两下", "轻点"]
    static let wordScalars = words.map { Array($0.unicodeScalars) }
    static let firstScalars = ScalarFilter(wordScalars.map { $0[0] })
    /// 触摸屏, 触摸板 and the like name hardware, not a gesture (so does 触摸 ID, `namesTouchID`).
    static let allowedAfter: Set<Unicode.Scalar> = ["屏", "板", "式", "感"]

    /// True when “ID” (after one space or none) follows: 触摸 ID, Touch ID, names the sensor.
    static func namesTouchID(_ s: [Unicode.Scalar], after start: Int) -> Bool {
        let at = start < s.count && s[start] == " " ? start + 1 : start
        return at + 1 < s.count && s[at] == "I" && s[at + 1] == "D"
    }

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let s = text.scalars, firstScalars = Self.firstScalars, wordScalars = Self.wordScalars
        // One pass: the words have two characters, and none ends with another's first one, so they never overlap.
        for i in s.indices.dropLast() where firstScalars.mayContain(s[i]) {
            guard let w = wordScalars.firstIndex(where: { $0[0] == s[i] && $0[1] == s[i + 1] }) else { continue }
            let word = Self.words[w], replacement = Self.replacements[w]
            if word == "触摸", i + 2 < text.count, Self.allowedAfter.contains(s[i + 2]) || Self.namesTouchID(s, after: i + 2) { continue }
            findings.append(Finding(range: text.utf8Range(i, i + 2),
                                    message: "“\(word)”是鼠标或按键的说法；在触摸屏上用户是“轻点”",
                                    suggestion: "写“\(replacement)”", replacement: replacement))
        }
        return findings
    }
}

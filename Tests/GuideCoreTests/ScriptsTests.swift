import Testing
@testable import GuideCore

/// Han and kana, as every module counts them.
struct ScriptsTests {
    @Test func hanTakesEveryIdeographBlockAndTheMarksThatStandForIdeographs() {
        for scalar: Unicode.Scalar in ["中", "\u{3400}", "\u{F900}", "\u{20000}", "\u{2F800}", "\u{30000}", "\u{31350}", "々", "〆", "〇", "〡"] {
            #expect(Scripts.isHan(scalar.value) && Scripts.isHanOrKana(scalar.value), "\(scalar.value)")
        }
        for scalar: Unicode.Scalar in ["a", "。", "「", "　", "\u{3004}", "ア", "가"] {
            #expect(!Scripts.isHan(scalar.value), "\(scalar.value)")
        }
    }

    @Test func kanaTakesHiraganaKatakanaAndTheirHalfWidthForms() {
        for scalar: Unicode.Scalar in ["あ", "ア", "ㇰ", "ｱ", "ﾝ"] {
            #expect(Scripts.isKana(scalar.value) && Scripts.isHanOrKana(scalar.value), "\(scalar.value)")
        }
        for scalar: Unicode.Scalar in ["中", "A", "\u{FF65}"] {
            #expect(!Scripts.isKana(scalar.value), "\(scalar.value)")
        }
    }

    @Test func fullWidthPunctuationIsWrittenWithoutSpacesAsHanAndKanaAre() {
        for scalar: Unicode.Scalar in ["。", "，", "、", "「", "」", "　", "：", "！", "｡", "･"] {
            #expect(Scripts.isFullWidthPunctuation(scalar.value) && Scripts.isWrittenWithoutSpaces(scalar.value), "\(scalar.value)")
        }
        for scalar: Unicode.Scalar in ["中", "あ", "ア"] { #expect(Scripts.isWrittenWithoutSpaces(scalar.value), "\(scalar.value)") }
        for scalar: Unicode.Scalar in ["a", ",", "“", "…", "—", "가", "\u{FF10}", "\u{FF21}", "\u{FF66}"] {
            #expect(!Scripts.isFullWidthPunctuation(scalar.value), "\(scalar.value)")
        }
    }
}

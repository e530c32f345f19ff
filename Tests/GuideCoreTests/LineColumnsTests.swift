import Testing
@testable import GuideCore

/// Column tables of source lines: a line whose scalars are each a character of their own is
/// measured scalar by scalar, and must come out as walking its characters makes it.
struct LineColumnsTests {
    static let lines = [
        "", "plain ASCII line", "\tindented\twith tabs", "中文句子，带标点。“引号”（括号）",
        "Swift 中的 `Optional` 类型——可选值……", "ｆｕｌｌ－ｗｉｄｔｈ ＡＢＣ ￥１００", "‼ bang",
        // Lines that need grapheme breaking: accents, emoji with modifiers, a combining mark after
        // CJK punctuation, Hangul, a flag, CR LF.
        "café", "cafe\u{301}", "👍🏽 ok", "〪x", "한국어", "🇨🇳", "a\r\nb", "‼\u{FE0F}",
    ]

    @Test func scalarByScalarTablesMatchTheCharacterWalk() {
        for line in Self.lines {
            let walked = LineColumns(characterByCharacter: Substring(line))
            #expect(LineColumns(Substring(line)) == walked, "\(line.debugDescription)")
        }
        // The fast path takes the simple lines only.
        #expect(LineColumns.scalarByScalar("中文句子，带标点。") != nil)
        #expect(LineColumns.scalarByScalar("\tindented") != nil)
        #expect(LineColumns.scalarByScalar("cafe\u{301}") == nil)
        #expect(LineColumns.scalarByScalar("👍🏽") == nil)
    }

    @Test func columnsConvertOnAChineseLine() {
        let columns = LineColumns("可选绑定 if let")
        #expect(columns.count == 11)
        #expect(columns.cells == 15)
        #expect(columns.characterColumn(byteColumn: 4) == 2, "the second character starts at byte 3")
        #expect(columns.byteOffset(ofCharacter: 5) == 13)
        #expect(columns.scalarColumn(characterColumn: 6) == 6)
    }
}

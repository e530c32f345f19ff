import GuideCore
import Testing

struct TextBytesTests {
    @Test func linesSplitAtEveryNewlineByteAndJoinBack() {
        for text in ["", "a", "a\n", "\n\n", "one\r\ntwo\r\n", "中文\n第二行\nlast", "é\u{301}\nx"] {
            let lines = text.newlineSeparatedLines
            #expect(lines.joined(separator: "\n") == text)
            #expect(lines.count == text.newlineSeparatedLineCount)
            #expect(lines.count == text.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1)
        }
        // "\r\n" is one Character, but two lines here, the "\r" kept on the first.
        #expect("a\r\nb".newlineSeparatedLines == ["a\r", "b"])
    }

    @Test func bytesAreCountedWhereEachOccurrenceEnds() {
        #expect("......".countBytes(of: "...") == 2)
        #expect(".....".countBytes(of: "...") == 1)
        #expect("设置…。…".countBytes(of: "…") == 2)
        #expect("abc".countBytes(of: "") == 0)
        #expect("ab".countBytes(of: "abc") == 0)
        #expect("<!-- guidegen-lint disable -->".containsBytes(of: "guidegen-lint"))
        #expect(!"<!-- guidegen lint -->".containsBytes(of: "guidegen-lint"))
        #expect("x".containsBytes(of: ""))
    }
}

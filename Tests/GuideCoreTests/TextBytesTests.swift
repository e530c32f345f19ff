@testable import GuideCore
import Testing

struct TextBytesTests {
    @Test func linesSplitAtEveryNewlineByteAndJoinBack() {
        for text in ["", "a", "a\n", "\n\n", "one\r\ntwo\r\n", "中文\n第二行\nlast", "é\u{301}\nx"] {
            let lines = text.newlineSeparatedLines
            #expect(lines.joined(separator: "\n") == text)
            #expect(text.newlineSeparatedSubstrings.map { String($0) } == lines, "the substrings are the same lines")
            #expect(text.newlineSeparatedSubstrings.map { Array($0.utf8) } == lines.map { Array($0.utf8) })
            #expect(lines.count == text.newlineSeparatedLineCount)
            #expect(lines.count == text.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1)
        }
        // "\r\n" is one Character, but two lines here, the "\r" kept on the first.
        #expect("a\r\nb".newlineSeparatedLines == ["a\r", "b"])
    }

    @Test func lineStartsAreTheOffsetsAfterEachNewline() {
        for text in ["", "a", "\n", "a\n", "\n\n\n", "one\r\ntwo\r\n", "中文\n第二行\nlast", String(repeating: "x\n", count: 1000) + "end"] {
            var copy = text
            let starts = copy.withUTF8 { $0.lineStarts }
            let expected = [0] + text.utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map { $0.offset + 1 }
            #expect(starts == expected, "\(text.prefix(20).debugDescription)")
        }
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

struct HashedAsUTF8Tests {
    struct Key: Hashable {
        @HashedAsUTF8 var id: String
    }

    @Test func textIsEqualByItsBytes() {
        #expect(Key(id: "可选绑定") == Key(id: "可选" + "绑定"))
        #expect(Key(id: "") == Key(id: ""))
        #expect(Key(id: "abc") != Key(id: "abd"))
        #expect(Key(id: "abc") != Key(id: "abcd"))
        // Canonically equivalent, other bytes: different keys (they hash differently too).
        #expect("é" == "e\u{301}")
        #expect(Key(id: "é") != Key(id: "e\u{301}"))
        let table = [Key(id: "TheBasics"): 1, Key(id: "基础部分"): 2]
        #expect(table[Key(id: "The" + "Basics")] == 1 && table[Key(id: "基础部分")] == 2 && table[Key(id: "thebasics")] == nil)
    }
}

/// The order parallel work is handed out in.
struct WorkOrderTests {
    @Test func workIsHandedOutLargestFirstWithTiesInOrder() {
        #expect(largestFirst([3, 10, 3, 0, 7]) == [1, 4, 0, 2, 3])
        #expect(largestFirst([]) == [])
    }
}

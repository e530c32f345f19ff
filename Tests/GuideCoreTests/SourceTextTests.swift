import Foundation
import Testing
@testable import GuideCore

struct SourceTextTests {
    @Test func byteColumnsBecomeCharacterColumnsInChineseLines() {
        let source = SourceText(path: "a.md", text: "第一行\n在iPad上轻点<doc:x>\n")
        // "在iPad上轻点" is 3 + 4 + 3 + 3 + 3 = 16 bytes, 8 characters: `<` is byte 17, character 9.
        #expect(source.characterColumn(line: 2, byteColumn: 17) == 9)
        #expect(source.location(line: 2, byteColumn: 1) == SourceLocation(file: "a.md", line: 2, column: 1))
    }

    @Test func aByteInsideAMultiByteCharacterBelongsToThatCharacter() {
        let source = SourceText(path: "a.md", text: "警告框")
        #expect(source.characterColumn(line: 1, byteColumn: 5) == 2)
    }

    @Test func linesDropTheirCarriageReturn() {
        let source = SourceText(path: "a.md", text: "one\r\ntwo\r\n")
        #expect(source.line(1) == "one")
        #expect(source.line(2) == "two")
        #expect(source.line(4) == nil)
    }

    @Test func utf8OffsetsMapToLinesAndColumns() {
        let source = SourceText(path: "a.md", text: "ab\n中文x")
        #expect(source.location(utf8Offset: 9) == SourceLocation(file: "a.md", line: 2, column: 3))
    }
}

struct TextDecodingTests {
    @Test func invalidUTF8IsReportedAtItsLineAndCharacterColumn() {
        var bytes = Array("title\n中文".utf8)
        bytes.append(0xFF)
        #expect(TextDecoding.utf8(Data(bytes)) == .failure(.invalidUTF8(line: 2, column: 3)))
    }

    /// "\r\n" is one Character, never equal to "\n": a CRLF file's bad byte was put on line 1.
    @Test func invalidUTF8IsAtItsLineWhateverEndsTheLines() {
        for newline in ["\r\n", "\r"] {
            var bytes = Array("a\(newline)b\(newline)Bad ".utf8)
            bytes.append(0xFF)
            #expect(TextDecoding.utf8(Data(bytes)) == .failure(.invalidUTF8(line: 3, column: 5)), "\(newline.debugDescription)")
        }
    }

    @Test func aByteOrderMarkIsDropped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("---".utf8)
        #expect(TextDecoding.utf8(Data(bytes)) == .success("---"))
    }

    @Test func utf16AndUTF32AreRecognisedAndRefused() {
        #expect(TextDecoding.utf8(Data([0xFF, 0xFE, 0x41, 0x00])) == .failure(.byteOrderMark(encoding: "UTF-16")))
        #expect(TextDecoding.utf8(Data([0xFE, 0xFF, 0x00, 0x41])) == .failure(.byteOrderMark(encoding: "UTF-16")))
        #expect(TextDecoding.utf8(Data([0xFF, 0xFE, 0x00, 0x00, 0x41, 0, 0, 0])) == .failure(.byteOrderMark(encoding: "UTF-32")))
        #expect(TextDecoding.utf8(Data([0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x41])) == .failure(.byteOrderMark(encoding: "UTF-32")))
    }

    @Test func overlongAndSurrogateEncodingsAreInvalid() {
        #expect(TextDecoding.utf8(Data([0x41, 0xC0, 0xAF])) == .failure(.invalidUTF8(line: 1, column: 2)))
        #expect(TextDecoding.utf8(Data([0xED, 0xA0, 0x80])) == .failure(.invalidUTF8(line: 1, column: 1)))
        #expect(TextDecoding.utf8(Data([0xE4, 0xB8])) == .failure(.invalidUTF8(line: 1, column: 1)))
    }
}

struct SuggestionTests {
    @Test func closeIdsAreSuggested() {
        #expect(Suggestions.didYouMean("alert", in: ["alerts", "buttons", "action-sheets"]) == "did you mean `alerts`?")
        #expect(Suggestions.closest(to: "sidebr", in: ["sidebars", "toolbars", "tab-bars"]) == ["sidebars"])
    }

    @Test func unrelatedWordsSuggestNothing() {
        #expect(Suggestions.didYouMean("typography", in: ["alerts", "buttons"]) == nil)
    }
}

struct DiagnosticFormatterTests {
    static let diagnostic = Diagnostic.error("link.unresolved", "no topic has the id `alert`",
                                             at: SourceLocation(file: "a.zh-Hans.md", line: 2, column: 3),
                                             suggestion: "did you mean `alerts`?")

    @Test func lineFormIsPathLineColumnSeverityMessageAndId() {
        let formatter = DiagnosticFormatter(format: .line, sourceLine: { _, _ in nil })
        #expect(formatter.render([Self.diagnostic]) == "a.zh-Hans.md:2:3: error: no topic has the id `alert` (did you mean `alerts`?) [link.unresolved]\n")
    }

    @Test func humanFormPutsTheCaretUnderTheColumnCountingWideCharactersTwice() {
        let formatter = DiagnosticFormatter(format: .human, sourceLine: { _, line in line == 2 ? "参阅<doc:alert>。" : nil })
        #expect(formatter.render([Self.diagnostic]) == """
            a.zh-Hans.md:2:3: error: no topic has the id `alert` [link.unresolved]
             2 | 参阅<doc:alert>。
               |     ^
              = help: did you mean `alerts`?

            """)
    }

    @Test func jsonFormIsAnArrayOfFlatRecords() throws {
        let formatter = DiagnosticFormatter(format: .json, sourceLine: { _, _ in nil })
        let data = Data(formatter.render([Self.diagnostic]).utf8)
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(records.count == 1)
        #expect(records[0]["id"] as? String == "link.unresolved")
        #expect(records[0]["line"] as? Int == 2)
        #expect(records[0]["column"] as? Int == 3)
        #expect(records[0]["severity"] as? String == "error")
        #expect(records[0]["suggestion"] as? String == "did you mean `alerts`?")
    }
}

struct SARIFColumnTests {
    @Test func sarifCountsColumnsInScalarsAsItSays() throws {
        // "Cafe\u{301}" is four characters and five scalars; the finding starts after it.
        let line = "Cafe\u{301} 👩‍💻 click"
        let location = SourceLocation(file: "a.md", line: 1, column: 8, endColumn: 13)
        #expect(line.dropFirst(7).hasPrefix("click"))
        let diagnostic = Diagnostic.warning("en.tap", "tap", at: location)
        let text = DiagnosticFormatter(format: .sarif, sourceLine: { _, _ in Substring(line) }).render([diagnostic])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let region = (result["locations"] as? [[String: Any]])?.first.flatMap { ($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Int] }
        // Before `click`: C a f e ◌́ space 👩 ZWJ 💻 space = 10 scalars.
        #expect(region == ["startLine": 1, "startColumn": 11, "endColumn": 16])
    }
}

struct LongLineExcerptTests {
    @Test func aLongLineIsCutToAWindowAroundTheColumn() {
        let line = String(repeating: "中", count: 100) + "<doc:x>" + String(repeating: "文", count: 100)
        let diagnostic = Diagnostic.error("link.unresolved", "no topic has the id `x`", at: SourceLocation(file: "a.md", line: 1, column: 101))
        let text = DiagnosticFormatter(format: .human, sourceLine: { _, _ in Substring(line) }).render([diagnostic])
        let lines = text.split(separator: "\n")
        #expect(lines[1] == " 1 | …" + String(repeating: "中", count: 30) + "<doc:x>" + String(repeating: "文", count: 23) + "…")
        // The caret sits under `<`: one cell for "…", two for each of the 30 Chinese characters.
        #expect(lines[2] == "   | " + String(repeating: " ", count: 61) + "^")
    }

    @Test func aSpanIsUnderlinedAndCutWithTheWindow() {
        let line = String(repeating: "中", count: 100) + "<doc:x>" + String(repeating: "文", count: 100)
        func carets(_ column: Int, _ endColumn: Int) -> Substring {
            let diagnostic = Diagnostic.error("x", "x", at: SourceLocation(file: "a.md", line: 1, column: column, endColumn: endColumn))
            let text = DiagnosticFormatter(format: .human, sourceLine: { _, _ in Substring(line) }).render([diagnostic])
            return text.split(separator: "\n")[2].drop { $0 == " " || $0 == "|" }
        }
        // `<doc:x>` is 7 cells, `<doc:x>文` 9.
        #expect(carets(101, 108) == "^^^^^^^")
        #expect(carets(101, 109) == "^^^^^^^^^")
        // A span past the window's end stops at its edge: 7 cells and 23 characters of 文.
        #expect(carets(101, 201) == Substring(String(repeating: "^", count: 7 + 46)))
    }

    @Test func theCaretCountsATabAsTheFourSpacesItIsShownAs() {
        let line = "| x\t| Click |"
        let diagnostic = Diagnostic.warning("en.tap", "tap", at: SourceLocation(file: "a.md", line: 1, column: 7, endColumn: 12))
        let text = DiagnosticFormatter(format: .human, sourceLine: { _, _ in Substring(line) }).render([diagnostic])
        let lines = text.split(separator: "\n")
        #expect(lines[1] == " 1 | | x    | Click |")
        #expect(lines[2] == "   |          ^^^^^")
    }

    @Test func theSpanOfAByteRangeEndsAfterItsLastCharacter() {
        let source = SourceText(path: "a.md", text: "# 标题\n在iPad上\n")
        // 在 is bytes 1-3 of line 2, i is byte 4: the span 在i ends before column 3.
        let location = source.location(line: 2, byteColumn: 1, lastByteColumn: 4)
        #expect((location.column, location.endColumn) == (1, 3))
        // A last byte inside a character still ends the span after that character.
        #expect(source.location(line: 2, byteColumn: 1, lastByteColumn: 2).endColumn == 2)
    }
}

/// A page's text quoted in a message or an excerpt reaches the terminal: its control characters
/// (an escape sequence that retitles the window, a line feed that forges a finding of its own)
/// are written as escapes in messages and as one replacement cell in excerpts.
struct ControlCharacterTests {
    @Test func controlCharactersInMessagesAndExcerptsAreNotWrittenRaw() {
        let diagnostic = Diagnostic.error("link.missing-file", "no file at `x\u{1B}]0;PWNED\u{07}\nContent/other.md:1:1: error: FORGED`",
                                          at: SourceLocation(file: "a.md", line: 1, column: 3))
        let line = DiagnosticFormatter(format: .line).render([diagnostic])
        #expect(line == "a.md:1:3: error: no file at `x\\u{1B}]0;PWNED\\u{7}\\u{A}Content/other.md:1:1: error: FORGED` [link.missing-file]\n")
        let human = DiagnosticFormatter(format: .human, sourceLine: { _, _ in "[q](\u{1B}[31m)" }).render([diagnostic])
        #expect(!human.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(human)")
        #expect(human.contains(" 1 | [q](\u{FFFD}[31m)\n   |   ^\n"), "\(human)")
        // Tabs stay as they were.
        #expect(DiagnosticFormatter.printable("a\tb") == "a\tb")
    }
}

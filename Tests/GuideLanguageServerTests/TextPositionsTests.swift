import Foundation
import Testing
@testable import GuideLanguageServer

struct TextPositionsTests {
    /// The specification's example: in `a𐐀b`, `a` is at 0, `𐐀` at 1 and `b` at 3, since `𐐀`
    /// takes two UTF-16 code units.
    @Test func utf16OffsetsOfTheSpecificationsExample() {
        let text = TextPositions("a𐐀b")
        #expect(text.text[text.index(of: Position(line: 0, character: 0))...] == "a𐐀b")
        #expect(text.text[text.index(of: Position(line: 0, character: 1))...] == "𐐀b")
        #expect(text.text[text.index(of: Position(line: 0, character: 3))...] == "b")
        // Inside the surrogate pair: the pair's start, never half a character.
        #expect(text.text[text.index(of: Position(line: 0, character: 2))...] == "𐐀b")
        let b = text.text.firstIndex(of: "b")!
        #expect(text.position(of: b) == Position(line: 0, character: 3))
    }

    @Test func positionsPastTheEndAreClamped() {
        let text = TextPositions("one\r\ntwo 轻点\nthree")
        #expect(text.line(1) == "two 轻点")
        #expect(text.lineCount == 3)
        #expect(text.text[text.index(of: Position(line: 1, character: 99))...].hasPrefix("\nthree"))
        #expect(text.index(of: Position(line: 99, character: 0)) == text.text.endIndex)
        #expect(text.index(of: Position(line: -3, character: -1)) == text.text.startIndex)
        let reversed = text.indices(of: LSPRange(start: Position(line: 2, character: 0), end: Position(line: 0, character: 0)))
        #expect(reversed.lowerBound == text.text.startIndex)
    }

    @Test func aCarriageReturnAloneEndsALineAsTheSpecificationSays() {
        // LSP: "\n", "\r\n" and "\r" end lines; the build and lint count them so too.
        let text = TextPositions("one\rtwo\r\nthree\r")
        #expect(text.lineCount == 4)
        #expect([0, 1, 2, 3].map { String(text.line($0)) } == ["one", "two", "three", ""])
        #expect(text.position(of: text.text.firstIndex(of: "w")!) == Position(line: 1, character: 1))
    }

    @Test func guidegenColumnsBecomeUTF16() {
        // "我的 👍🏽 page": the emoji with a skin tone is one character, four UTF-16 units.
        let text = TextPositions("x\n我的 👍🏽 page")
        #expect(text.position(line: 2, characterColumn: 1) == Position(line: 1, character: 0))
        #expect(text.position(line: 2, characterColumn: 4) == Position(line: 1, character: 3))
        // After it: 我, 的 and the space are one unit each, the emoji four.
        #expect(text.position(line: 2, characterColumn: 5) == Position(line: 1, character: 7))
        // Byte columns: 我 is three bytes, so byte column 4 is 的.
        #expect(text.position(line: 2, byteColumn: 4) == Position(line: 1, character: 1))
        #expect(text.position(line: 2, byteColumn: 8) == Position(line: 1, character: 3))
    }

    @Test func incrementalChangesEditTheDocument() {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: "file:///a.md", languageId: "markdown", version: 1, text: "Tap 𐐀 here\nsecond"))
        let change = TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 0, character: 4), end: Position(line: 0, character: 6)), text: "the")
        #expect(store.change(uri: "file:///a.md", version: 2, changes: [change, TextDocumentContentChangeEvent(range: nil, text: "new\ntext")]) == true)
        #expect(store["file:///a.md"]?.text == "new\ntext")
        store.change(uri: "file:///a.md", version: 3, changes: [
            TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 4)), text: "words"),
            // Past the end: appended at the end, not a crash.
            TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 40, character: 2), end: Position(line: 50, character: 0)), text: "!"),
        ])
        #expect(store["file:///a.md"]?.text == "new\nwords!")
        #expect(store["file:///a.md"]?.version == 3)
        #expect(store.change(uri: "file:///other.md", version: 1, changes: []) == false)
    }

    @Test func linksAreFoundOnALine() {
        let line: Substring = "See <doc:alerts#anatomy> and [buttons](doc:buttons) or ![chart](chart.png \"t\")."
        let links = LinkFinder.links(in: line)
        #expect(links.map(\.destination) == ["doc:alerts#anatomy", "doc:buttons", "chart.png"])
        #expect(links[0].docTarget?.id == "alerts")
        #expect(links[0].docTarget?.anchor == "anatomy")
        #expect(links[2].isImage)
        let id = links[0].idRange!
        #expect(String(decoding: Array(line.utf16)[id], as: UTF16.self) == "alerts")
        #expect(LinkFinder.link(in: line, at: 6)?.destination == "doc:alerts#anatomy")
        #expect(LinkFinder.link(in: line, at: 26) == nil)
    }

    /// A percent-encoded id (`<doc:%E6%8C%89%E9%92%AE>`, which the build resolves) spans all its
    /// escapes: a rename measured the decoded id and replaced only the last two characters of
    /// the escape (a helper's probe).
    @Test func aPercentEncodedIdSpansItsEscapes() {
        let line: Substring = "See <doc:%E6%8C%89%E9%92%AE#a> and <doc:butt%6Fns>."
        let links = LinkFinder.links(in: line)
        #expect(links.map { $0.docTarget?.id } == ["按钮", "buttons"])
        #expect(links.map { String(decoding: Array(line.utf16)[$0.idRange!], as: UTF16.self) } == ["%E6%8C%89%E9%92%AE", "butt%6Fns"])
    }
}

@testable import GuideCore
import Testing

struct TrimmingTests {
    @Test func trimsWhiteSpaceOfAnyScriptAtBothEnds() {
        #expect("  Alerts \n".trimmingWhitespace() == "Alerts")
        #expect("\u{3000}警告框\u{3000}".trimmingWhitespace() == "警告框")
        #expect("\t\r\nText\r\n".trimmingWhitespace() == "Text")
        #expect("Text\u{00A0}".trimmingWhitespace() == "Text")
        #expect(" \n ".trimmingWhitespace() == "")
        #expect("".trimmingWhitespace() == "")
    }

    @Test func keepsTheStartWhenAskedTo() {
        #expect("  indented  ".trimmingWhitespace(leading: false) == "  indented")
        #expect("\u{3000}全角 ".trimmingWhitespace(leading: false) == "\u{3000}全角")
        #expect(" x".trimmingWhitespace(leading: false) == " x")
    }

    /// The quick answer for text with nothing to trim is the same as trimming character by
    /// character, also where a character is several scalars.
    @Test func agreesWithTrimmingCharacterByCharacter() {
        func reference(_ text: String, leading: Bool) -> String {
            var characters = Substring(text)
            if leading { while let first = characters.first, first.isWhitespace { characters.removeFirst() } }
            while let last = characters.last, last.isWhitespace { characters.removeLast() }
            return String(characters)
        }
        let ends = ["", " ", "\u{3000}", "\r\n", "\u{301}", " \u{301}", "\u{200D}", "\u{0E33}", "\u{1F3FD}",
                    "\u{0600}", "e\u{301}", "👍🏽", "กำ", "한", "x", "中", "\u{00A0}", "\u{0903}"]
        for start in ends {
            for end in ends {
                let text = start + "a 中" + end
                for leading in [true, false] {
                    #expect(text.trimmingWhitespace(leading: leading) == reference(text, leading: leading), "\(Array(text.unicodeScalars))")
                }
            }
        }
    }
}

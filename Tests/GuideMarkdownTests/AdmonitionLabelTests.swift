import Foundation
import Testing
@testable import GuideMarkdown

/// How an aside's label is read from the text before its colon.
struct AdmonitionLabelTests {
    /// The label is trimmed as Foundation's `.whitespaces` trims: tabs and Unicode space
    /// separators, nothing else.
    @Test func labelsAreTrimmedOfTheSpacesFoundationTrims() {
        let texts = ["Note", "  Note\t", "\u{3000}注意\u{3000}", "\u{A0}Tip\u{2003}", "\n Note \n", "", "   ", "\t\u{200B}Warning\u{200B}",
                     "e\u{301} ", " 👍🏽 ", "Deprecated\u{2028}"]
        for text in texts {
            #expect(Admonition.trimmingSpaces(Substring(text)) == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    @Test func aNamedLabelIsACapitalisedPhraseOfAtMostEightWordsAndFortyCharacters() {
        for label in ["Experiment", "Call to Action", "Important Note", "練習", "One two three four five six seven eight",
                      String(repeating: "A", count: 40)] {
            #expect(Admonition.isNamedLabel(label), "\(label)")
        }
        for label in ["note", "", "One two three four five six seven eight nine", String(repeating: "A", count: 41), "Hello, world",
                      "Why?", "Use `code`", "See [this]", "Say \"hi\"", "句子。", "1st place"] {
            #expect(!Admonition.isNamedLabel(label), "\(label)")
        }
    }
}

import Testing
@testable import GuideLint

/// The scanner's fast paths for ASCII text must find what its general paths find.
struct TextScannerTests {
    @Test func theASCIIWordTestIsLatinLettersAndDigits() {
        for value in UInt32(0)..<0x80 {
            #expect(ScannedText.isASCIIWordValue(value) == ScannedText.isLatinOrDigit(Unicode.Scalar(value)!), "\(value)")
        }
    }

    @Test func asciiTextHasTheSameWordsAsTheGeneralScan() {
        let samples = [
            "Don't tap the I/O port; it's 3D. 'Quoted' words, a''b and trailing' apostrophes",
            "iPad 44pt x2 -- UIKeyCommand_x ''' ' a'b'c end'",
            "", "   ", "'", "a", "9'9",
        ]
        for sample in samples {
            let ascii = ScannedText(sample)
            // A non-ASCII word at the end sends the same text down the general scan.
            let general = ScannedText(sample + " é")
            #expect(ascii.isASCII && !general.isASCII)
            let words = ascii.words.map { ascii.string($0) }
            #expect(words == general.words.dropLast().map { general.string($0) }, "\(sample)")
            #expect(general.words.last.map { general.string($0) } == "é")
        }
    }

    @Test func wordListsMatchIgnoringCaseWhateverTheLength() {
        let list = WordList(["tap", "Parameter", "ninechars", "tencharsxx", "longerwordsthanten", "naïve"])
        for (word, expected) in [("TAP", "tap"), ("parameter", "parameter"), ("NineChars", "ninechars"), ("tencharsXX", "tencharsxx"),
                                 ("longerWordsThanTen", "longerwordsthanten"), ("Naïve", "naïve"), ("ta", nil), ("taps", nil),
                                 ("tencharsxy", nil), ("parameters", nil), ("naive", nil)] as [(String, String?)] {
            let text = ScannedText(word)
            let scanned = text.words[0]
            #expect(list.match(scanned, in: text) == expected, "\(word)")
        }
    }
}

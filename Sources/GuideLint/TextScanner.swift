/// A segment's text as Unicode scalars with their UTF-8 offsets, and the word and script
/// tests the rules share. Rules scan scalars rather than run regular expressions: a 75 MB
/// corpus must lint in about a second.
final class ScannedText {
    let scalars: [Unicode.Scalar]
    /// UTF-8 offset of each scalar, plus the total length at the end.
    let offsets: [Int]
    /// The text itself, for cheap slices.
    let text: String

    /// The words, found once and shared by every rule that needs them.
    private(set) lazy var words: [Word] = findWords()
    /// The text lower-cased, for case-insensitive matching (nil when lower-casing changes its length).
    private(set) lazy var lowercased: ScannedText? = {
        let lower = ScannedText(text.lowercased())
        return lower.count == count ? lower : nil
    }()

    init(_ text: String) {
        self.text = text
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(text.utf8.count)
        offsets.reserveCapacity(text.utf8.count + 1)
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.scalars = scalars
        self.offsets = offsets
    }

    var count: Int { scalars.count }

    /// The UTF-8 range of scalars `lower..<upper`.
    func utf8Range(_ lower: Int, _ upper: Int) -> Range<Int> { offsets[lower]..<offsets[upper] }

    func string(_ lower: Int, _ upper: Int) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offsets[lower])
        let end = utf8.index(start, offsetBy: offsets[upper] - offsets[lower])
        return String(text[start..<end])
    }

    /// A word: letters and digits, with apostrophes inside (`don't`, `I’m`).
    struct Word {
        var lower: Int
        var upper: Int
        var text: String
    }

    /// The words in order.
    private func findWords() -> [Word] {
        var words: [Word] = []
        var i = 0
        while i < count {
            guard Self.isWordScalar(scalars[i]) else { i += 1; continue }
            var j = i + 1
            while j < count {
                if Self.isWordScalar(scalars[j]) { j += 1; continue }
                if (scalars[j] == "'" || scalars[j] == "’"), j + 1 < count, Self.isWordScalar(scalars[j + 1]) { j += 2; continue }
                break
            }
            words.append(Word(lower: i, upper: j, text: string(i, j)))
            i = j
        }
        return words
    }

    /// Latin letters and digits (CJK characters are not words here: Chinese rules scan them apart).
    static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") }
        return !isCJK(s) && s.properties.isAlphabetic
    }

    /// Han characters and the kana, as far as spacing rules are concerned.
    static func isCJK(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F, 0x3040...0x30FF: return true
        default: return false
        }
    }

    /// Full-width punctuation used in Chinese text.
    static func isCJKPunctuation(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65,
             0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x2014:
            return true
        default:
            return false
        }
    }

    static func isLatinOrDigit(_ s: Unicode.Scalar) -> Bool {
        (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9")
    }

    /// Scalar ranges between quotation marks (“…”, "…", 「…」, 『…』, ‘…’), which hold examples.
    func quotedRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var open: (index: Int, closer: Unicode.Scalar)?
        for (i, s) in scalars.enumerated() {
            if let current = open {
                if s == current.closer {
                    ranges.append(current.index..<(i + 1))
                    open = nil
                }
                continue
            }
            switch s {
            case "“": open = (i, "”")
            case "「": open = (i, "」")
            case "『": open = (i, "』")
            case "‘": open = (i, "’")
            case "\"": open = (i, "\"")
            default: break
            }
        }
        return ranges
    }
}

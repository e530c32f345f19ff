import Foundation
import GuideCore

/// A segment's text as Unicode scalars with their UTF-8 offsets, and the word and script
/// tests the rules share. Rules scan scalars rather than run regular expressions: a 75 MB
/// corpus must lint in about a second.
final class ScannedText {
    let scalars: [Unicode.Scalar]
    /// The text itself, for cheap slices.
    let text: String
    /// True when every scalar is ASCII: rules then skip Unicode property look-ups, which cost
    /// more than the rest of a scan.
    let isASCII: Bool

    /// UTF-8 offset of each scalar, plus the total length at the end. Only findings and quoted
    /// text need them, so they are counted on first use.
    private(set) lazy var offsets: [Int] = {
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        return offsets
    }()

    /// The words, found once and shared by every rule that needs them. Letters inside tokens
    /// (`%lld`, `%#@count@`, a URL) are not words, and neither is a possessive's `s` after one
    /// (`%@'s Info`): it ends the name the token stands for; nor a plural ending in parentheses
    /// (`Tunnel(s)`), which belongs to its word.
    private(set) lazy var words: [Word] = {
        let all = findWords()
        let tokens = self.tokens
        guard !tokens.isEmpty || all.contains(where: isPluralEnding) else { return all }
        // Both lists are in order: one pass drops the words a token overlaps.
        var kept: [Word] = []
        kept.reserveCapacity(all.count)
        var t = 0
        for word in all {
            if isPluralEnding(word) { continue }
            while t < tokens.count, tokens[t].range.upperBound <= word.lower { t += 1 }
            if t < tokens.count, tokens[t].range.lowerBound < word.upper { continue }
            if t > 0, word.upper == word.lower + 1, scalars[word.lower] == "s", tokens[t - 1].range.upperBound == word.lower - 1,
               scalars[word.lower - 1] == "'" || scalars[word.lower - 1] == "’" { continue }
            kept.append(word)
        }
        return kept
    }()

    /// True when word `k` is joined to the word before it by a hyphen (`Fi` of `Wi-Fi`, `in`
    /// of `Sign-in`): a part of one compound word.
    func continuesACompound(_ k: Int) -> Bool {
        let words = self.words
        return k > 0 && words[k].lower == words[k - 1].upper + 1 && scalars[words[k - 1].upper] == "-"
    }

    /// Whether `word` is an optional plural ending written in parentheses right after its word:
    /// the `s` of `Tunnel(s)`, the `es` of `Match(es)`.
    private func isPluralEnding(_ word: Word) -> Bool {
        let length = word.upper - word.lower
        guard length <= 2, word.lower >= 2, word.upper < count, scalars[word.lower - 1] == "(", scalars[word.upper] == ")",
              Self.isWordScalar(scalars[word.lower - 2]) else { return false }
        return length == 1 ? scalars[word.lower] == "s" : scalars[word.lower] == "e" && scalars[word.lower + 1] == "s"
    }

    /// The word that starts at scalar `offset`, if one does: a binary search, the words being in
    /// order (a scan from the first word for each of a long text's words was quadratic).
    func word(startingAt offset: Int) -> Word? {
        let words = self.words
        var low = 0, high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle].lower < offset { low = middle + 1 } else { high = middle }
        }
        return low < words.count && words[low].lower == offset ? words[low] : nil
    }

    /// How many of the first words are a section's number before a heading's own words
    /// (“2.1 Obtain …”, “3.2.1 …”, “4) …”): digits joined by dots, with a dot or a bracket in
    /// it or after it, then a space. Its first word after the number is the heading's first.
    /// A bare count (“3 Items”) is no section number.
    private(set) lazy var sectionNumberWordCount: Int = {
        let words = self.words
        var count = 0
        var marked = false
        var position = 0
        while count < words.count, words[count].lower == position,
              scalars[words[count].lower..<words[count].upper].allSatisfy({ ("0"..."9").contains($0) }) {
            position = words[count].upper
            count += 1
            guard position < scalars.count else { return 0 }
            if scalars[position] == "." || scalars[position] == ")" {
                marked = true
                position += 1
            }
            if position < scalars.count, scalars[position] == " " { return marked && count < words.count ? count : 0 }
        }
        return 0
    }()

    /// The tokens (see `findTokens`), found once.
    private(set) lazy var tokens: [Token] = findTokens()

    /// The scalars as `text.lowercased()` gives them, index for index; nil when lower-casing
    /// changes the length (`İ` becomes two scalars), as then the indices would not line up.
    private(set) lazy var lowercasedScalars: [Unicode.Scalar]? = {
        // `String.lowercased()` maps each scalar on its own, so mapping scalar by scalar gives
        // the same result without building a second string.
        if isASCII { return scalars.map(Self.asciiLowercased) }
        var lower: [Unicode.Scalar] = []
        lower.reserveCapacity(scalars.count)
        for scalar in scalars {
            if scalar.isASCII {
                lower.append(Self.asciiLowercased(scalar))
                continue
            }
            let mapping = scalar.properties.lowercaseMapping.unicodeScalars
            guard mapping.count == 1, let first = mapping.first else { return nil }
            lower.append(first)
        }
        return lower
    }()

    init(_ text: String) {
        self.text = text
        var text = text
        (scalars, isASCII) = text.withUTF8(Self.decode)
    }

    /// The scalars of valid UTF-8, and whether all of them are ASCII. A plain loop over the
    /// bytes: the linter decodes every segment, and `unicodeScalars` costs several times more.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> ([Unicode.Scalar], Bool) {
        // ASCII text (most English) is copied byte for byte.
        if bytes.allSatisfy({ $0 < 0x80 }) { return (bytes.map { Unicode.Scalar($0) }, true) }
        let scalars = [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { buffer, initialized in
            var i = 0, k = 0
            let n = bytes.count
            while i < n {
                let lead = UInt32(bytes[i])
                let value: UInt32
                switch lead {
                case ..<0x80:
                    value = lead
                    i += 1
                case ..<0xE0:
                    value = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                    i += 2
                case ..<0xF0:
                    value = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                    i += 3
                default:
                    value = (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
                    i += 4
                }
                // A Swift string always holds valid UTF-8, so every value is a scalar.
                buffer[k] = Unicode.Scalar(value) ?? "\u{FFFD}"
                k += 1
            }
            initialized = k
        }
        return (scalars, false)
    }

    var count: Int { scalars.count }

    /// False when the text certainly lacks an ASCII byte (a `memchr`, much faster than a scan
    /// of the scalars).
    func mayContain(_ byte: UInt8) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, Int32(byte), bytes.count) != nil
        } ?? true
    }

    /// The UTF-8 range of scalars `lower..<upper`.
    func utf8Range(_ lower: Int, _ upper: Int) -> Range<Int> { offsets[lower]..<offsets[upper] }

    func string(_ lower: Int, _ upper: Int) -> String {
        if isASCII {
            // Scalar indices are UTF-8 offsets here, so the text can be sliced directly.
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: lower)
            return String(Substring(utf8[start..<utf8.index(start, offsetBy: upper - lower)]))
        }
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars[lower..<upper])
        return string
    }

    /// A word: letters and digits, with apostrophes inside (`don't`, `I’m`).
    struct Word {
        var lower: Int
        var upper: Int
        /// True when every scalar of the word is ASCII, so that a scalar test gives the same
        /// answer as the `Character` one.
        var isASCII: Bool
    }

    /// The text of a word (built only when a rule needs it).
    func string(_ word: Word) -> String {
        guard word.isASCII, !isASCII else { return string(word.lower, word.upper) }
        // An ASCII word in a text that is not (curly quotes are enough): its scalars are its bytes.
        return String(unsafeUninitializedCapacity: word.upper - word.lower) { bytes in
            for k in word.lower..<word.upper { bytes[k - word.lower] = UInt8(truncatingIfNeeded: scalars[k].value) }
            return word.upper - word.lower
        }
    }

    /// The words in order.
    private func findWords() -> [Word] {
        if isASCII { return findASCIIWords() }
        let scalars = self.scalars
        var words: [Word] = []
        words.reserveCapacity(count / 5)  // about one word in five scalars in English
        var i = 0
        while i < count {
            guard Self.isWordScalar(scalars[i]) else { i += 1; continue }
            var isASCII = scalars[i].isASCII
            var j = i + 1
            while j < count {
                if Self.isWordScalar(scalars[j]) {
                    if !scalars[j].isASCII { isASCII = false }
                    j += 1
                    continue
                }
                if (scalars[j] == "'" || scalars[j] == "’"), j + 1 < count, Self.isWordScalar(scalars[j + 1]) {
                    if scalars[j] == "’" || !scalars[j + 1].isASCII { isASCII = false }
                    j += 2
                    continue
                }
                break
            }
            words.append(Word(lower: i, upper: j, isASCII: isASCII))
            i = j
        }
        return words
    }

    /// `findWords` for ASCII text (most English): the same words, with a bit test per scalar.
    private func findASCIIWords() -> [Word] {
        var words: [Word] = []
        words.reserveCapacity(count / 5)
        scalars.withUnsafeBufferPointer { s in
            let n = s.count
            var i = 0
            while i < n {
                guard Self.isASCIIWordValue(s[i].value) else { i += 1; continue }
                var j = i + 1
                while j < n {
                    if Self.isASCIIWordValue(s[j].value) { j += 1; continue }
                    if s[j] == "'", j + 1 < n, Self.isASCIIWordValue(s[j + 1].value) { j += 2; continue }
                    break
                }
                words.append(Word(lower: i, upper: j, isASCII: true))
                i = j
            }
        }
        return words
    }

    /// `isLatinOrDigit` for an ASCII value, as one bit test: 0-9 in the low mask, A-Z and a-z in the high one.
    @inline(__always) static func isASCIIWordValue(_ v: UInt32) -> Bool {
        v < 64 ? (0x03FF_0000_0000_0000 as UInt64) >> UInt64(v) & 1 != 0 : (0x07FF_FFFE_07FF_FFFE as UInt64) >> UInt64(v & 63) & 1 != 0
    }

    /// Latin letters and digits (CJK characters are not words here: Chinese rules scan them apart).
    static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return isLatinOrDigit(s) }
        return !isCJK(s) && isAlphabetic(s)
    }

    // The Unicode property look-ups stay out of line: `Unicode.Scalar.Properties` is a resilient
    // type, and a function that touches it fetches its metadata on every call, even when the
    // ASCII test answers first.
    @inline(never) private static func isAlphabetic(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic }
    @inline(never) private static func isUppercaseProperty(_ s: Unicode.Scalar) -> Bool { s.properties.isUppercase }
    @inline(never) private static func isWhitespaceProperty(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace }

    /// Han characters and the kana, as far as spacing rules are concerned.
    static func isCJK(_ s: Unicode.Scalar) -> Bool { Scripts.isHanOrKana(s.value) }

    /// Punctuation used in Chinese text: the full-width marks, and the quotation marks, ellipsis
    /// and dash it shares with English.
    static func isCJKPunctuation(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x2014:
            return true
        default:
            return Scripts.isFullWidthPunctuation(s.value)
        }
    }

    static func isLatinOrDigit(_ s: Unicode.Scalar) -> Bool {
        (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9")
    }

    static func isASCIIUppercase(_ s: Unicode.Scalar) -> Bool { s >= "A" && s <= "Z" }

    static func asciiLowercased(_ s: Unicode.Scalar) -> Unicode.Scalar {
        isASCIIUppercase(s) ? Unicode.Scalar(UInt8(s.value) | 0x20) : s
    }

    /// `properties.isUppercase`, without the table look-up for ASCII.
    static func isUppercase(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? isASCIIUppercase(s) : isUppercaseProperty(s)
    }

    /// `properties.isWhitespace`, without the table look-up for ASCII.
    static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return s == " " || (s >= "\t" && s <= "\r") }
        // U+3000, the ideographic space, is the last white-space scalar: Chinese text stops here.
        return s.value <= 0x3000 && isWhitespaceProperty(s)
    }

    /// Scalar ranges between quotation marks (“…”, "…", 「…」, 『…』, ‘…’, and straight single
    /// quotes, 'My Apps'), which hold examples and the names of what the text points to.
    func quotedRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var open: (index: Int, closer: Unicode.Scalar)?
        for (i, s) in scalars.enumerated() {
            if let current = open {
                if s == current.closer, s != "'" || closesSingleQuote(at: i) {
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
            case "'" where opensSingleQuote(at: i): open = (i, "'")
            default: break
            }
        }
        return ranges
    }

    /// A straight single quote opens a quotation where a word could begin (at the start, after
    /// a space or an opening bracket) and text follows it: not an apostrophe inside a word
    /// (“don't”) or after one (“apps' data”).
    private func opensSingleQuote(at index: Int) -> Bool {
        guard index + 1 < scalars.count, !Self.isWhitespace(scalars[index + 1]) else { return false }
        return index == 0 || Self.isWhitespace(scalars[index - 1]) || ["(", "[", "{"].contains(scalars[index - 1])
    }

    /// A straight single quote closes a quotation where a word ends and no letter or digit
    /// follows (“'My Apps' screen”, “'Invalid Signature'.”): not the apostrophe of “Don't”.
    private func closesSingleQuote(at index: Int) -> Bool {
        guard index > 0, !Self.isWhitespace(scalars[index - 1]) else { return false }
        guard index + 1 < scalars.count else { return true }
        let next = scalars[index + 1]
        return !next.properties.isAlphabetic && !("0"..."9").contains(next)
    }
}

/// The scripts guidegen's text handling tells apart, by Unicode block — written once, here, for
/// the search index (Han and kana are indexed as bigrams), the linter (spacing and punctuation
/// rules between Chinese and Latin text), trimming and translations' fingerprints. The browser's `search-analysis.js`
/// repeats the same ranges for the queries it analyses; `ScriptsTests` holds the two in step.
public enum Scripts {
    /// Han ideographs: CJK Unified Ideographs and Extensions A to H, the Compatibility
    /// Ideographs and their Supplement, and the marks that stand for ideographs in running
    /// text — 々 〆 〇 (U+3005–3007) and the Hangzhou numerals 〡–〩 (U+3021–3029).
    @inlinable @inline(__always)
    public static func isHan(_ v: UInt32) -> Bool {
        switch v {
        case 0x3005...0x3007, 0x3021...0x3029, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF:
            return true
        default:
            return false
        }
    }

    /// Japanese kana: Hiragana, Katakana, the Katakana Phonetic Extensions and half-width
    /// katakana (U+FF66–FF9F).
    @inlinable @inline(__always)
    public static func isKana(_ v: UInt32) -> Bool {
        switch v {
        case 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
            return true
        default:
            return false
        }
    }

    /// The full-width punctuation of Chinese and Japanese text: the CJK Symbols and Punctuation
    /// block (、。「」〈〉 and the ideographic space) and the full-width forms of ASCII
    /// punctuation (，：！？（）) and the half-width ones (｡｢｣､･).
    @inlinable @inline(__always)
    public static func isFullWidthPunctuation(_ v: UInt32) -> Bool {
        switch v {
        case 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65:
            return true
        default:
            return false
        }
    }

    /// Han, kana or full-width punctuation: text with no space between its characters, so that
    /// a line end between two of them is no space either (as CSS Text's segment break rule has
    /// browsers show it): re-wrapping a Chinese paragraph changes nothing.
    @inlinable @inline(__always)
    public static func isWrittenWithoutSpaces(_ v: UInt32) -> Bool {
        v >= 0x3000 && (isHanOrKana(v) || isFullWidthPunctuation(v))
    }

    /// True when a text holds a Han character (边栏, not sidebar): a glossary term's or a
    /// title's script, for the search's names across languages.
    public static func containsHan(_ text: String) -> Bool {
        text.unicodeScalars.contains { isHan($0.value) }
    }

    /// Han or kana: text written without spaces between its words. (`@inlinable`, as the others:
    /// the search index asks for every character of a page, and a call across modules for each
    /// was 0.8 % of a 10,000-page build.)
    @inlinable @inline(__always)
    public static func isHanOrKana(_ v: UInt32) -> Bool {
        // Below U+3005 nothing is either: most text (Latin) answers with one comparison.
        v >= 0x3005 && (isHan(v) || isKana(v))
    }
}

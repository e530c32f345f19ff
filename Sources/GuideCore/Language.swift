/// A content language, identified by its BCP 47 tag (`en`, `zh-Hans`).
public struct Language: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The BCP 47 tag as written in file names, URLs and `<html lang>`.
    public let tag: String

    public init(_ tag: String) { self.tag = tag }

    public static let english = Language("en")
    public static let simplifiedChinese = Language("zh-Hans")

    /// True for Chinese, Japanese and Korean, whose text has no spaces between words.
    public var isCJK: Bool {
        // Called for every string the linter checks: compare bytes, allocate nothing.
        let utf8 = tag.utf8
        guard utf8.count >= 2 else { return false }
        let first = utf8.first! | 0x20, second = utf8[utf8.index(after: utf8.startIndex)] | 0x20
        let primaryEnds = utf8.count == 2 || utf8[utf8.index(utf8.startIndex, offsetBy: 2)] == UInt8(ascii: "-")
        return primaryEnds && ((first, second) == (0x7A, 0x68) || (first, second) == (0x6A, 0x61) || (first, second) == (0x6B, 0x6F))
    }

    /// The language's own name, for language switchers.
    public var nativeName: String {
        switch tag {
        case "en": return "English"
        case "zh-Hans": return "简体中文"
        case "zh-Hant": return "繁體中文"
        case "ja": return "日本語"
        case "ko": return "한국어"
        case "fr": return "Français"
        case "de": return "Deutsch"
        case "es": return "Español"
        default: return tag
        }
    }

    public var description: String { tag }

    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.tag < rhs.tag }
}

/// A content language, identified by its BCP 47 tag (`en`, `zh-Hans`).
public struct Language: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The BCP 47 tag as written in file names, URLs and `<html lang>`.
    public let tag: String

    public init(_ tag: String) { self.tag = tag }

    public static let english = Language("en")
    public static let simplifiedChinese = Language("zh-Hans")

    /// True for Chinese, Japanese and Korean, whose text has no spaces between words.
    public var isCJK: Bool {
        let primary = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return ["zh", "ja", "ko"].contains(primary)
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

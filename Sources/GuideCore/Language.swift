/// A content language, identified by its BCP 47 tag (`en`, `zh-Hans`).
public struct Language: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The BCP 47 tag as written in file names, URLs and `<html lang>`.
    public let tag: String

    public init(_ tag: String) { self.tag = tag }

    public static let english = Language("en")
    public static let simplifiedChinese = Language("zh-Hans")

    /// True for Chinese, Japanese and Korean, whose text has no spaces between words.
    public var isCJK: Bool { primarySubtagIs("zh") || primarySubtagIs("ja") || primarySubtagIs("ko") }

    /// True for Chinese in any script or region (`zh`, `zh-Hans`, `zh-Hant`, `zh-TW`): text
    /// that search reads in characters and through pinyin.
    public var isChinese: Bool { primarySubtagIs("zh") }

    /// True for Simplified Chinese — `zh-Hans` and its subtags, `zh-CN`, `zh-SG`, and `zh`
    /// alone — the Chinese that guidegen's own words (interface strings, the built-in `zh.*`
    /// rules, new pages) are written in. `zh-Hant`, `zh-TW` and `zh-HK` are not: they get the
    /// English interface strings, as every language without its own do.
    /// Bytes compared, nothing allocated: every page's renderer asks (its Markdown labels and
    /// interface words), where lower-casing and splitting the tag took 0.9 % of a build's CPU.
    public var isSimplifiedChinese: Bool {
        guard primarySubtagIs("zh") else { return false }
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") }
        // The second subtag (empty ones between separators skipped), lower-cased.
        let second = tag.utf8.dropFirst(2).drop(while: isSeparator).prefix { !isSeparator($0) }.map { $0 | 0x20 }
        // A script subtag decides; without one, the region (CN, SG) or nothing (`zh`) means Simplified.
        return second.isEmpty || second.elementsEqual("hans".utf8) || second.elementsEqual("cn".utf8) || second.elementsEqual("sg".utf8)
    }

    /// True for English: `en` and every `en-*` tag.
    public var isEnglish: Bool { primarySubtagIs("en") }

    /// True when the tag's language subtag is the two letters `code` (in any case): `zh` of
    /// `zh-Hans`. The linter asks for every string it checks: bytes compared, nothing allocated.
    public func primarySubtagIs(_ code: StaticString) -> Bool {
        let utf8 = tag.utf8
        guard utf8.count >= 2, code.utf8CodeUnitCount == 2 else { return false }
        var index = utf8.startIndex
        for i in 0..<2 {
            guard utf8[index] | 0x20 == code.utf8Start[i] | 0x20 else { return false }
            index = utf8.index(after: index)
        }
        return index == utf8.endIndex || utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "_")
    }

    /// The language's own name, for language switchers: in any letter case, with the region or
    /// other subtags after it (`en-GB` is “English (GB)”); Chinese by its script (`zh`, `zh-CN`
    /// and `zh-hans` are 简体中文; `zh-TW`, `zh-HK` 繁體中文). The tag itself when unknown.
    public var nativeName: String {
        let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let primary = subtags.first?.lowercased() else { return tag }
        if primary == "zh" {
            if isSimplifiedChinese { return "简体中文" }
            let second = subtags.dropFirst().first?.lowercased()
            return ["hant", "tw", "hk", "mo"].contains(second) ? "繁體中文" : tag
        }
        let names = ["en": "English", "ja": "日本語", "ko": "한국어", "fr": "Français", "de": "Deutsch", "es": "Español"]
        guard let name = names[primary] else { return tag }
        return subtags.count == 1 ? name : name + " (" + subtags.dropFirst().joined(separator: "-") + ")"
    }

    public var description: String { tag }

    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.tag < rhs.tag }
}

import GuideCore

/// One localized string of an app: a value from a `.strings` file or a String Catalog,
/// with where it stands in the file so that findings and fixes point at it.
public struct AppString: Sendable, Hashable {
    /// The key the app looks the string up by.
    public var key: String
    /// The text, with escapes resolved.
    var value: String
    /// The language of the value.
    public var language: Language
    /// The comment for translators: the comments before the entry in a `.strings` file
    /// (several are joined with a newline), the `comment` field in a String Catalog.
    var comment: String?
    /// The file the string is in, as diagnostics name it.
    public var file: String
    /// 1-based line of the value's first character in the decoded text.
    public var line: Int
    /// 1-based UTF-8 byte column of the value's first character in its line of the decoded text
    /// (also for UTF-16 files: columns always count the UTF-8 bytes of the decoded line).
    public var byteColumn: Int
    /// True when the value's characters stand in the decoded text as they are (no escapes and no
    /// line breaks), so that an edit at `line`/`byteColumn` plus an offset into `value` is safe.
    var exact: Bool
    /// Rule ids switched off for this string by `guidegen-lint disable RULE[, RULE…]` in its comment;
    /// `guidegen-lint disable` alone switches off every rule and gives `"*"`.
    var suppressedRules: Set<String>
    /// Which variation of a String Catalog entry the value is, such as `plural.one`,
    /// `device.iphone.plural.other` or `substitutions.count.plural.few`; nil for plain values.
    var variant: String?
    /// True when the value is the key itself (a catalog key without a source-language value):
    /// it is checked, but never fixed, since the code looks the string up by it.
    var isKey = false
    /// Where the key stands in a `.strings` file (nil in a String Catalog), for its text to be
    /// checked where the development language's table lacks it (`KeysAsText`).
    var keyPlace: Place?
    /// Where the text came from when it is not a value the file holds (English read from a key,
    /// `KeysAsText`), shown with each finding.
    var textSource: Diagnostic.Note?

    /// A place in a file's decoded text: 1-based line and UTF-8 byte column, and whether the
    /// characters stand there as they are (`exact`).
    struct Place: Sendable, Hashable {
        var line: Int
        var byteColumn: Int
        var exact: Bool
    }

    /// A string; `suppressedRules` nil reads them from `comment`.
    init(
        key: String, value: String, language: Language, comment: String? = nil, file: String,
        line: Int, byteColumn: Int, exact: Bool, suppressedRules: Set<String>? = nil, variant: String? = nil
    ) {
        self.key = key
        self.value = value
        self.language = language
        self.comment = comment
        self.file = file
        self.line = line
        self.byteColumn = byteColumn
        self.exact = exact
        self.suppressedRules = suppressedRules ?? comment.map(AppString.suppressedRules(in:)) ?? []
        self.variant = variant
    }

    /// The rules a comment switches off: the words after `guidegen-lint disable` (or
    /// `guidegen-lint disable-next-line`), separated by commas or spaces, or `"*"` when none follow.
    /// Other commands (`enable`) and comments without `guidegen-lint` switch nothing off.
    static func suppressedRules(in comment: String) -> Set<String> {
        var rules: Set<String> = []
        var rest = Substring(comment)
        while let range = rest.range(of: "guidegen-lint") {
            rest = rest[range.upperBound...]
            // The words up to the next `guidegen-lint`, if another command follows in the same comment.
            let end = rest.range(of: "guidegen-lint")?.lowerBound ?? rest.endIndex
            var words = rest[..<end].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                .map(String.init)
            guard !words.isEmpty else { continue }
            let command = words.removeFirst()
            guard command == "disable" || command == "disable-next-line" else { continue }
            if words.isEmpty { rules.insert("*") } else { rules.formUnion(words) }
        }
        return rules
    }
}

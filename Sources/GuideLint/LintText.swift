import GuideCore

/// The part a string plays in an interface or a page, which decides the rules it meets.
public enum Role: String, Sendable, CaseIterable, Codable {
    /// A page title (front matter `title`) or a window or screen title.
    case title
    /// A heading below the page title.
    case heading
    case button
    case menuItem = "menu-item"
    case alertTitle = "alert-title"
    case alertMessage = "alert-message"
    case message
    /// Running text: paragraphs, list items, link text, image descriptions.
    case text

    /// Roles whose copy takes title-style capitalization in English.
    var wantsTitleCase: Bool { self == .title || self == .button || self == .menuItem }
    /// Roles whose copy takes sentence-style capitalization in English.
    var wantsSentenceCase: Bool { self == .heading || self == .message || self == .alertMessage }
}

extension LintSegment {
    /// True when the segment takes title-style capitalization: by its role, or the app's own style for it.
    var wantsTitleCase: Bool { houseStyle.map { $0.style == .title } ?? role.wantsTitleCase }
    /// True when the segment takes sentence-style capitalization: by its role, or the app's own
    /// style for it (lower case is sentence style with no capital on the first word).
    var wantsSentenceCase: Bool { houseStyle.map { $0.style == .sentence || $0.style == .lower } ?? role.wantsSentenceCase }
    /// What a capitalization finding adds when the app's own style decided it.
    var houseStyleNote: String {
        guard let houseStyle else { return "" }
        return "; this app writes its \(HouseStyle.plural(role)) in \(houseStyle.style.rawValue) case (\(houseStyle.reason))"
    }
}

/// A piece of source text a segment was made from, so findings map back to lines and columns.
struct SourcePiece: Sendable {
    /// Where the piece starts in the segment's text, in UTF-8 bytes.
    var offset: Int
    /// Its length in the segment's text, in UTF-8 bytes.
    public var length: Int
    /// 1-based line in the file.
    public var line: Int
    /// 1-based UTF-8 byte column in the file where the piece starts.
    public var byteColumn: Int
    /// True when the piece's text stands in the file byte for byte (no escapes or entities),
    /// so that a fix can edit the file at exactly that place.
    var exact: Bool

    init(offset: Int, length: Int, line: Int, byteColumn: Int, exact: Bool) {
        self.offset = offset
        self.length = length
        self.line = line
        self.byteColumn = byteColumn
        self.exact = exact
    }
}

/// One string to check: its text, language and role, and where it came from.
public struct LintSegment: Sendable {
    public var text: String
    public var language: Language
    public var role: Role
    /// The file the text is in, as diagnostics name it.
    public var file: String
    var pieces: [SourcePiece]
    /// A counter-example (a `copy dont` line): it must break a rule.
    var isCounterExample = false
    /// True for good examples in `copy` blocks, which are always checked even inside quotes.
    var isExample = false
    /// Rule ids switched off for this segment by suppression comments (`*` for all).
    var suppressed: Set<String> = []
    /// For an app string: the key the app looks it up by (findings name it).
    public var key: String?
    /// False when the text must not be edited in place, such as a catalog key standing in for
    /// its English value: the code looks the string up by it.
    var isEditable = true
    /// Where the segment's role came from (a use in the app's code), shown with each finding.
    var roleSource: Diagnostic.Note?
    /// An accessibility hint: a phrase that ends with a period all the same (`en.message-punctuation`).
    var isAccessibilityHint = false
    /// For an app string shown in several roles: the roles other than `role`, which its most
    /// visible use gives. Rules of case and punctuation read `role` alone, lest they ask for two
    /// spellings at once; a rule that only one role has reads the others too.
    var alsoShownAs: Set<Role> = []
    /// Where its text came from when it is not a value its file holds (`AppString.textSource`),
    /// shown with each finding before `roleSource`.
    var textSource: Diagnostic.Note?
    /// What the placeholders in the text stand for, by their UTF-8 offset: inline code as it is
    /// written (`` `Kit` ``). Suggestions show it; other placeholders show as `…`.
    var standIns: [(offset: Int, text: String)] = []
    /// Words written in code on the same page (`parameter`, `Sendable`), as written: a page
    /// about them uses them as words, so they are neither jargon nor re-cased.
    var codeWords: Set<String> = []
    /// For a heading: the words the page's sentences write in lower case more often than with
    /// a capital, which are not names, and those they capitalize inside a sentence more often
    /// than not, which are names here (`MarkdownSegments.wordCases`).
    var lowercaseWords: Set<String> = []
    var capitalizedWords: Set<String> = []
    /// For an app's string: the lower-cased phrases its sentences capitalize (`HouseStyle.namePhrases`), names.
    var namePhrases: Set<String> = []
    /// For an app's string: the app's own short labels in title style (`HouseStyle.labelPhrases`).
    var labelPhrases: Set<String> = []
    /// The app's own style for this segment's role, when it writes that role in the other style
    /// than Apple's (`HouseStyle`), and why.
    var houseStyle: (style: CaseStyle, reason: String)?
    /// Names the app's Swift code declares (types, properties, enum cases, functions) that are
    /// camel case: shown to people, they are code, not words (`code-identifier`).
    var appIdentifiers: Set<String> = []
    /// For an app string: the placeholders (0-based argument numbers) the code fills with text
    /// already in the string's language (`KeyUse.localizedArguments`).
    var localizedArguments: Set<Int> = []
    /// The role a `copy` line names when it is not a role (`buton`): the line is read as text
    /// and the linter warns.
    var misspeltRole: String?

    init(text: String, language: Language, role: Role, file: String, pieces: [SourcePiece]) {
        self.text = text
        self.language = language
        self.role = role
        self.file = file
        self.pieces = pieces
    }

    /// A segment that is one whole line of a file starting at a byte column.
    init(text: String, language: Language, role: Role, file: String, line: Int, byteColumn: Int, exact: Bool = true) {
        self.init(text: text, language: language, role: role, file: file,
                  pieces: [SourcePiece(offset: 0, length: text.utf8.count, line: line, byteColumn: byteColumn, exact: exact)])
    }

    /// The piece holding a UTF-8 offset of the text.
    func piece(at offset: Int) -> SourcePiece? {
        pieces.last { $0.offset <= offset } ?? pieces.first
    }

    /// The file line and byte column of the last byte of a range of the text, when that byte
    /// stands in the file as it is (not in an escape, an entity or a stand-in for code).
    func lastPosition(of range: Range<Int>) -> (line: Int, byteColumn: Int)? {
        guard !range.isEmpty, let piece = piece(at: range.upperBound - 1), piece.exact else { return nil }
        return (piece.line, piece.byteColumn + range.upperBound - 1 - piece.offset)
    }

    /// The file line and byte column of a UTF-8 offset of the text.
    func position(at offset: Int) -> (line: Int, byteColumn: Int)? {
        guard let piece = piece(at: offset) else { return nil }
        let inside = piece.exact ? min(offset - piece.offset, piece.length) : 0
        return (piece.line, piece.byteColumn + inside)
    }
}
extension LintSegment {
    /// `text` (a suggestion made from the text in `range`) with each placeholder shown as what
    /// it stands for, in order (the rules keep placeholders where they were).
    func showingStandIns(_ text: String?, in range: Range<Int>) -> String? {
        guard let text, text.unicodeScalars.contains(MarkdownSegments.placeholder) else { return text }
        var shown = standIns.filter { range.contains($0.offset) }.map(\.text)[...]
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == MarkdownSegments.placeholder {
                result += shown.popFirst() ?? "…"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}


/// A change to a file: replace `length` bytes at a line and byte column.
public struct TextEdit: Sendable, Hashable {
    public var line: Int
    public var byteColumn: Int
    public var length: Int
    var replacement: String

    init(line: Int, byteColumn: Int, length: Int, replacement: String) {
        self.line = line
        self.byteColumn = byteColumn
        self.length = length
        self.replacement = replacement
    }
}

/// What a rule found in a segment.
struct Finding: Sendable {
    /// UTF-8 range in the segment's text.
    var range: Range<Int>
    public var message: String
    public var suggestion: String?
    /// The replacement for `range`, shown with the finding (JSON, SARIF `fixes`).
    var replacement: String?
    /// True when the replacement cannot change what the text means, so `--fix` may apply it
    /// without review; false for a suggestion a person should confirm (re-casing a word that
    /// may be a proper noun).
    public var isSafe: Bool

    init(range: Range<Int>, message: String, suggestion: String? = nil, replacement: String? = nil, isSafe: Bool = true) {
        self.range = range
        self.message = message
        self.suggestion = suggestion
        self.replacement = replacement
        self.isSafe = isSafe
    }
}

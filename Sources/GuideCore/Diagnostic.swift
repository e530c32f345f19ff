/// How serious a finding is.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A position in a source file as a person counts it: 1-based line, 1-based column in characters.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    /// The file's path, as given to the tool (relative paths stay relative).
    public var file: String
    /// 1-based line number; 0 when the finding is about the whole file.
    public var line: Int
    /// 1-based column in characters (grapheme clusters), not bytes; 0 when unknown.
    public var column: Int
    /// The column just after the last character the finding is about, on the same line (so
    /// `column..<endColumn` is its span); 0 when only the start is known.
    public var endColumn: Int

    public init(file: String, line: Int = 0, column: Int = 0, endColumn: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
        self.endColumn = endColumn
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.endColumn) < (rhs.file, rhs.line, rhs.column, rhs.endColumn)
    }
}

/// A finding: a stable id, where it is, what is wrong, and what to do instead.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// A stable identifier such as `link.unresolved` or `frontmatter.invalid`.
    public var id: String
    public var severity: Severity
    public var location: SourceLocation?
    /// One sentence saying what is wrong.
    public var message: String
    /// What to write instead, when there is a clear answer ("did you mean `alerts`?").
    public var suggestion: String?
    /// Further locations involved (for example every file that declares a duplicate id).
    public var notes: [Note]
    /// For an app string (`.strings`, String Catalog): the key the app looks it up by.
    public var key: String?
    /// For an app string: the language of the value, such as `en` or `zh-Hans`.
    public var language: String?
    /// Ways to resolve the finding, as DocC's `Problem` carries its `Solution`s: every output
    /// format can show them, and `--fix` applies the safe ones.
    public var solutions: [Solution] = []

    /// A secondary location that explains a diagnostic.
    public struct Note: Sendable, Hashable, Codable {
        public var location: SourceLocation
        public var message: String
        public init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    public init(
        id: String, severity: Severity, location: SourceLocation?, message: String,
        suggestion: String? = nil, notes: [Note] = [], key: String? = nil, language: String? = nil, solutions: [Solution] = []
    ) {
        self.id = id
        self.severity = severity
        self.location = location
        self.message = message
        self.suggestion = suggestion
        self.notes = notes
        self.key = key
        self.language = language
        self.solutions = solutions
    }

    /// Shorthand for an error.
    public static func error(_ id: String, _ message: String, at location: SourceLocation?, suggestion: String? = nil, notes: [Note] = []) -> Diagnostic {
        Diagnostic(id: id, severity: .error, location: location, message: message, suggestion: suggestion, notes: notes)
    }

    /// A diagnostic with its id's default severity in `DiagnosticCatalog` (an error when the
    /// table does not list it): for places that report ids they are given, such as a link's
    /// resolution or a directive's problem, so that the table decides their severity.
    public static func catalogued(_ id: String, _ message: String, at location: SourceLocation?, suggestion: String? = nil) -> Diagnostic {
        Diagnostic(id: id, severity: DiagnosticCatalog.severity(of: id) ?? .error, location: location, message: message, suggestion: suggestion)
    }

    /// Shorthand for a warning.
    public static func warning(_ id: String, _ message: String, at location: SourceLocation?, suggestion: String? = nil, notes: [Note] = []) -> Diagnostic {
        Diagnostic(id: id, severity: .warning, location: location, message: message, suggestion: suggestion, notes: notes)
    }
}

/// One way to resolve a diagnostic: text replacements, and whether applying them unreviewed is safe.
public struct Solution: Sendable, Hashable, Codable {
    /// What the solution does, in a few words ("write “Tap”").
    public var summary: String
    public var replacements: [Replacement]
    /// True when the change cannot alter meaning or break an app (it edits a localized value,
    /// never a key, a format specifier or a question mark): `--fix` applies only these.
    public var isSafe: Bool

    public init(summary: String, replacements: [Replacement], isSafe: Bool) {
        self.summary = summary
        self.replacements = replacements
        self.isSafe = isSafe
    }
}

/// Replace some bytes of one line of a file with new text.
public struct Replacement: Sendable, Hashable, Codable {
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based UTF-8 byte column of the first replaced byte.
    public var byteColumn: Int
    /// How many UTF-8 bytes are replaced.
    public var length: Int
    /// The text being replaced: a fix is applied only where the file still has it.
    public var original: String
    /// The new text.
    public var text: String
    /// The replaced span in characters, as people (and SARIF, after conversion) count columns.
    public var column: Int
    public var endColumn: Int

    public init(file: String, line: Int, byteColumn: Int, length: Int, original: String, text: String, column: Int = 0, endColumn: Int = 0) {
        self.file = file
        self.line = line
        self.byteColumn = byteColumn
        self.length = length
        self.original = original
        self.text = text
        self.column = column
        self.endColumn = endColumn
    }
}

extension Array where Element == Diagnostic {
    /// Diagnostics ordered by file, line and column, then by id, so output is stable across runs.
    public func sortedForOutput() -> [Diagnostic] {
        sorted { a, b in
            let la = a.location ?? SourceLocation(file: "")
            let lb = b.location ?? SourceLocation(file: "")
            if la != lb { return la < lb }
            return (a.id, a.message) < (b.id, b.message)
        }
    }

    /// The number of diagnostics of the given severity.
    public func count(of severity: Severity) -> Int { filter { $0.severity == severity }.count }

    /// "2 errors, 1 warning", as every command's summary counts them; under `--strict` the
    /// warnings are said to count as errors, so a failed run with "0 errors" says why.
    public func problemCount(strict: Bool = false) -> String {
        let errors = count(of: .error), warnings = count(of: .warning)
        let failing = strict && warnings > 0 ? (warnings == 1 ? ", an error under --strict" : ", errors under --strict") : ""
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(failing)"
    }

    /// True when any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}

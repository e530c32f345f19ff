import GuideCore

/// A fix for one finding: replace `original` at a line and byte column with `replacement`.
public struct Fix: Sendable, Hashable {
    public var file: String
    public var edit: TextEdit
    /// The text being replaced, checked against the file before the fix is applied.
    public var original: String

    public init(file: String, edit: TextEdit, original: String) {
        self.file = file
        self.edit = edit
        self.original = original
    }

    /// The fix a diagnostic's replacement makes.
    public init(_ replacement: Replacement) {
        self.init(file: replacement.file, edit: TextEdit(line: replacement.line, byteColumn: replacement.byteColumn, length: replacement.length,
                                                         replacement: replacement.text), original: replacement.original)
    }
}

/// What linting produced: diagnostics, each carrying its fixes.
public struct LintResult: Sendable {
    public var diagnostics: [Diagnostic] = []

    public init() {}

    /// The fixes `--fix` applies: the safe solutions of the diagnostics, in their order.
    public var fixes: [Fix] {
        diagnostics.flatMap { d in d.solutions.filter(\.isSafe).flatMap(\.replacements).map(Fix.init) }
    }

    public mutating func append(_ other: LintResult) {
        diagnostics += other.diagnostics
    }
}

/// Runs the copy rules over segments.
public struct Linter: Sendable {
    /// Every built-in rule, in the order their findings are reported.
    static let builtInRules: [any LintRule] = [
        FirstPersonRule(), TitleCaseRule(), SentenceCaseRule(), TapRule(), ButtonRules(), AlertTitleWordRule(),
        MessagePunctuationRule(), AllCapsRule(), JargonRule(),
        ChineseFirstPersonRule(), ChineseTapRule(), ChineseButtonRule(), ChineseSpacingRule(), ChinesePunctuationRule(),
        UnrenderedEmphasisRule(), GlossaryRule(),
    ]

    /// The ids of the built-in rules.
    public static var ruleIDs: Set<String> { Set(builtInRules.map(\.id)) }

    let rules: [(rule: any LintRule, severity: Severity)]
    /// Every rule this linter knows, custom ones too, as output formats describe them.
    public let ruleDescriptions: [RuleDescription]

    /// The built-in rules as output formats describe them, with the check the linter itself makes.
    public static var builtInRuleDescriptions: [RuleDescription] { builtInRules.map(description) + [counterExample] }

    /// `copy.counter-example`: not a rule over one segment but the linter's check of `copy dont` lines.
    static let counterExample = RuleDescription(id: "copy.counter-example", summary: "A `copy dont` line must break a rule, so that it shows what to avoid.",
                                                languages: [], defaultSeverity: .error)

    static func description(_ rule: any LintRule) -> RuleDescription {
        RuleDescription(id: rule.id, summary: rule.summary, languages: rule.languages.sorted(), defaultSeverity: rule.defaultSeverity)
    }
    let context: LintContext
    let lintQuotes: Bool

    public init(config: LintConfig = LintConfig(), glossary: Glossary = Glossary()) {
        var rules: [(any LintRule, Severity)] = []
        for rule in Self.builtInRules + config.customRules {
            let severity = config.severities[rule.id] ?? rule.defaultSeverity
            if let severity { rules.append((rule, severity)) }
        }
        self.rules = rules
        self.ruleDescriptions = Self.builtInRuleDescriptions + config.customRules.map(Self.description)
        self.context = LintContext(vocabulary: config.vocabulary, jargon: config.jargon, glossary: glossary)
        self.lintQuotes = config.lintQuotes
    }

    /// Lints the segments of one file. `source` is the file's text, for character columns.
    public func lint(_ segments: [LintSegment], source: SourceText, suppressions: Suppressions = Suppressions()) -> LintResult {
        lint(segments, source: { source }, suppressions: suppressions)
    }

    /// Lints the segments of one file; `makeSource` is only called when there is something to
    /// report, as most files have nothing and indexing their lines costs time.
    func lint(_ segments: [LintSegment], source makeSource: () -> SourceText, suppressions: Suppressions = Suppressions()) -> LintResult {
        var result = LintResult()
        var madeSource: SourceText?
        func location(_ position: (line: Int, byteColumn: Int), last: (line: Int, byteColumn: Int)? = nil) -> SourceLocation {
            let source = madeSource ?? makeSource()
            madeSource = source
            // A span is shown only when it ends on the line it starts on.
            guard let last, last.line == position.line else { return source.location(line: position.line, byteColumn: position.byteColumn) }
            return source.location(line: position.line, byteColumn: position.byteColumn, lastByteColumn: last.byteColumn)
        }
        // The rules for the segment's language, chosen again only when the language changes.
        var languageTag: String?
        var active: [(rule: any LintRule, severity: Severity)] = []
        for segment in segments {
            let tag = segment.language.tag
            if languageTag != tag {
                let base = String(tag.prefix(2))
                languageTag = tag
                active = rules.filter { rule, _ in
                    rule.languages.isEmpty || rule.languages.contains(tag) || rule.languages.contains(base)
                }
            }
            let text = ScannedText(segment.text)
            // Only needed when a rule finds something, which is rare.
            lazy var quoted = (lintQuotes || segment.isExample || segment.isCounterExample) ? [] : text.quotedRanges().map { text.utf8Range($0.lowerBound, $0.upperBound) }
            var brokenRules = 0
            // Fixes already reported in this segment: a second rule that wants the same change
            // at the same place (en.tap and the glossary on “long press”) adds nothing.
            var changes: [(range: Range<Int>, replacement: String)] = []
            for (rule, severity) in active {
                if !segment.suppressed.isEmpty {
                    guard !segment.suppressed.contains(rule.id), !segment.suppressed.contains("*") else { continue }
                }
                for finding in rule.check(segment, text, context) {
                    if !rule.checksQuotedText, quoted.contains(where: { $0.contains(finding.range.lowerBound) }) { continue }
                    guard let position = segment.position(at: finding.range.lowerBound) else { continue }
                    if suppressions.isSuppressed(rule.id, line: position.line) { continue }
                    brokenRules += 1
                    // A counter-example is supposed to break rules: its findings are the point.
                    if segment.isCounterExample { continue }
                    if let replacement = finding.replacement {
                        if changes.contains(where: { $0.range == finding.range && $0.replacement == replacement }) { continue }
                        changes.append((finding.range, replacement))
                    }
                    var diagnostic = Diagnostic(id: rule.id, severity: severity, location: location(position, last: segment.lastPosition(of: finding.range)),
                                                message: finding.message, suggestion: finding.suggestion,
                                                notes: segment.roleSource.map { [$0] } ?? [], key: segment.key, language: segment.key == nil ? nil : tag)
                    if let solution = solution(for: finding, in: segment, location: diagnostic.location) { diagnostic.solutions = [solution] }
                    result.diagnostics.append(diagnostic)
                }
            }
            if segment.isCounterExample, brokenRules == 0, let position = segment.position(at: 0),
               !suppressions.isSuppressed("copy.counter-example", line: position.line) {
                result.diagnostics.append(.error("copy.counter-example", "this counter-example breaks no rule, so it does not show what to avoid",
                                                 at: location(position),
                                                 suggestion: "make it break the rule it illustrates, or move it to a `copy` block"))
            }
        }
        return result
    }

    /// The solution of a finding with a replacement whose text stands in the file exactly. It
    /// is safe (applied by `--fix`) only when the rule says so, the text may be edited (not a
    /// catalog key), and the change keeps what `FixSafety` protects.
    private func solution(for finding: Finding, in segment: LintSegment, location: SourceLocation?) -> Solution? {
        guard let replacement = finding.replacement,
              let piece = segment.pieces.last(where: { $0.offset <= finding.range.lowerBound }), piece.exact,
              finding.range.upperBound <= piece.offset + piece.length else { return nil }
        let utf8 = Array(segment.text.utf8)
        let original = String(decoding: utf8[finding.range], as: UTF8.self)
        let edit = Replacement(file: segment.file, line: piece.line, byteColumn: piece.byteColumn + finding.range.lowerBound - piece.offset,
                               length: finding.range.count, original: original, text: replacement,
                               column: location?.column ?? 0, endColumn: location?.endColumn ?? 0)
        let isSafe = finding.isSafe && segment.isEditable && FixSafety.keepsProtectedText(segment.text, replacing: finding.range, with: replacement)
        return Solution(summary: finding.suggestion ?? "write “\(replacement)”", replacements: [edit], isSafe: isSafe)
    }
}

import GuideCore

/// A fix for one finding: replace `original` at a line and byte column with `replacement`.
public struct Fix: Sendable, Hashable {
    public var file: String
    public var edit: TextEdit
    /// The text being replaced, checked against the file before the fix is applied.
    public var original: String
}

/// What linting produced: diagnostics, and the safe fixes for them.
public struct LintResult: Sendable {
    public var diagnostics: [Diagnostic] = []
    public var fixes: [Fix] = []

    public init() {}

    public mutating func append(_ other: LintResult) {
        diagnostics += other.diagnostics
        fixes += other.fixes
    }
}

/// Runs the copy rules over segments.
public struct Linter: Sendable {
    /// Every built-in rule, in the order their findings are reported.
    static let builtInRules: [any LintRule] = [
        FirstPersonRule(), TitleCaseRule(), SentenceCaseRule(), TapRule(), ButtonRule(), AlertTitleWordRule(),
        MessagePunctuationRule(), AllCapsRule(), JargonRule(),
        ChineseFirstPersonRule(), ChineseTapRule(), ChineseButtonRule(), ChineseSpacingRule(), ChinesePunctuationRule(),
        UnrenderedEmphasisRule(), GlossaryRule(),
    ]

    /// The ids of the built-in rules.
    public static var ruleIDs: Set<String> { Set(builtInRules.map(\.id)) }

    /// Id, default severity and summary of each built-in rule, for documentation.
    public static var ruleSummaries: [(id: String, severity: Severity, summary: String)] {
        builtInRules.map { ($0.id, $0.defaultSeverity, $0.summary) }
    }

    let rules: [(rule: any LintRule, severity: Severity)]
    let context: LintContext
    let lintQuotes: Bool

    public init(config: LintConfig = LintConfig(), glossary: Glossary = Glossary()) {
        var rules: [(any LintRule, Severity)] = []
        for rule in Self.builtInRules + config.customRules {
            let severity = config.severities[rule.id] ?? rule.defaultSeverity
            if let severity { rules.append((rule, severity)) }
        }
        self.rules = rules
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
                    result.diagnostics.append(Diagnostic(id: rule.id, severity: severity, location: location(position, last: segment.lastPosition(of: finding.range)),
                                                         message: finding.message, suggestion: finding.suggestion))
                    if let fix = fix(for: finding, in: segment) { result.fixes.append(fix) }
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

    /// A fix when the finding has a replacement and its text stands in the file exactly.
    private func fix(for finding: Finding, in segment: LintSegment) -> Fix? {
        guard let replacement = finding.replacement,
              let piece = segment.pieces.last(where: { $0.offset <= finding.range.lowerBound }), piece.exact,
              finding.range.upperBound <= piece.offset + piece.length else { return nil }
        let utf8 = Array(segment.text.utf8)
        let original = String(decoding: utf8[finding.range], as: UTF8.self)
        let edit = TextEdit(line: piece.line, byteColumn: piece.byteColumn + finding.range.lowerBound - piece.offset,
                            length: finding.range.count, replacement: replacement)
        return Fix(file: segment.file, edit: edit, original: original)
    }
}

import GuideContent
import GuideCore

/// A fix for one finding: replace `original` at a line and byte column with `replacement`.
public struct Fix: Sendable, Hashable {
    public var file: String
    var edit: TextEdit
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
    /// Tags of the languages that were linted with no built-in rules, as none are written for
    /// them (`zh-Hant`, `fr`…; see `RuleLanguage`): for a summary such as "skipped 14 languages".
    public var skippedLanguages: Set<String> = []
    /// The app's house style learned from all its string files (`LintRunner.lint(paths:)`):
    /// what the summary reports (`HouseStyle.summary`), and what `--fix` keeps while it lints
    /// each file again alone.
    public var houseStyle: HouseStyle?

    public init() {}

    /// The fixes `--fix` applies: the safe solutions of the diagnostics, in their order.
    public var fixes: [Fix] {
        diagnostics.flatMap { d in d.solutions.filter(\.isSafe).flatMap(\.replacements).map(Fix.init) }
    }

    public mutating func append(_ other: LintResult) {
        diagnostics += other.diagnostics
        skippedLanguages.formUnion(other.skippedLanguages)
        houseStyle = houseStyle ?? other.houseStyle
    }
}

/// Runs the copy rules over segments.
public struct Linter: Sendable {
    /// Every built-in rule, in the order their findings are reported.
    static let builtInRules: [any LintRule] = [
        FirstPersonRule(), TitleCaseRule(), SentenceCaseRule(), TapRule(), ButtonRule(), AlertTitleWordRule(),
        MessagePunctuationRule(), AllCapsRule(), JargonRule(),
        ChineseFirstPersonRule(), ChineseTapRule(), ChineseButtonRule(), ChineseSpacingRule(), ChinesePunctuationRule(),
        UnrenderedEmphasisRule(), GlossaryRule(), IdentifierRule(),
    ]

    /// The ids of the built-in rules.
    public static var ruleIDs: Set<String> { Set(builtInRules.map(\.id)) }

    private(set) var rules: [(rule: any LintRule, severity: Severity)]
    /// Every rule this linter knows, custom ones too, as output formats describe them.
    public let ruleDescriptions: [RuleDescription]

    /// Every diagnostic id guidegen has, as output formats describe them: this linter's rules
    /// (custom ones too), then every other id (`DiagnosticCatalog`).
    public var diagnosticDescriptions: [RuleDescription] { ruleDescriptions + DiagnosticCatalog.descriptions }

    /// The built-in rules as output formats describe them, with the checks the linter itself makes.
    static var builtInRuleDescriptions: [RuleDescription] { builtInRules.map(description) + [counterExample, unknownRole] }

    /// `copy.counter-example`: not a rule over one segment but the linter's check of `copy dont` lines.
    static let counterExample = RuleDescription(id: "copy.counter-example", summary: "A `copy dont` line must break a rule, so that it shows what to avoid.",
                                                languages: [], defaultSeverity: .error)
    /// `copy.unknown-role`: a `copy` line whose role is not one (`buton: Save`).
    static let unknownRole = RuleDescription(id: "copy.unknown-role", summary: "A `copy` line names a role that does not exist, so it is read as text.",
                                             languages: [], defaultSeverity: .warning)

    static func description(_ rule: any LintRule) -> RuleDescription {
        RuleDescription(id: rule.id, summary: rule.summary, languages: rule.languages.sorted(), defaultSeverity: rule.defaultSeverity)
    }
    private(set) var context: LintContext
    let lintQuotes: Bool
    /// The site's severity per id, for every command's `DiagnosticPolicy` (`diagnostics:`).
    public let diagnosticSeverities: [String: Severity?]

    public init(config: LintConfig = LintConfig(), glossary: Glossary = Glossary()) {
        var rules: [(any LintRule, Severity)] = []
        for rule in Self.builtInRules + config.customRules {
            let severity = config.severities[rule.id] ?? rule.defaultSeverity
            if let severity { rules.append((rule, severity)) }
        }
        self.rules = rules
        self.ruleDescriptions = Self.builtInRuleDescriptions + config.customRules.map(Self.description)
        self.context = LintContext(vocabulary: config.vocabulary, jargon: config.jargon, glossary: glossary, acronyms: config.acronyms)
        self.lintQuotes = config.lintQuotes
        self.diagnosticSeverities = config.diagnosticSeverities
    }

    /// Adds names to the vocabulary (an app's products, `CodeRoles.namesInCopy`).
    mutating func addVocabulary(_ names: some Collection<String>) {
        let new = names.filter { !context.vocabulary.contains($0) }
        guard !new.isEmpty else { return }
        context = LintContext(vocabulary: context.vocabulary + new.sorted(), jargon: context.jargon, glossary: context.glossary,
                              acronyms: Array(context.acronyms))
    }

    /// Lints the segments of one file. `source` is the file's text, for character columns.
    public func lint(_ segments: [LintSegment], source: SourceText, suppressions: Suppressions = Suppressions()) -> LintResult {
        lint(segments, source: { source }, suppressions: suppressions)
    }

    /// Lints the segments of one file; `makeSource` is only called when there is something to
    /// report, as most files have nothing and indexing their lines costs time.
    func lint(_ segments: [LintSegment], source makeSource: () -> SourceText, suppressions: Suppressions = Suppressions()) -> LintResult {
        // An app's one String Catalog can hold tens of thousands of strings, and files are linted
        // one per thread: a file that large is linted in parts on every core, joined in order.
        // Its text is indexed once, before: a file that large has findings.
        guard segments.count >= 2 * Self.segmentsPerPart else { return lint(segments[...], source: makeSource, suppressions: suppressions) }
        let source = makeSource()
        let starts = Array(stride(from: 0, to: segments.count, by: Self.segmentsPerPart))
        let columns = ColumnTables()
        let parts = concurrentMap(starts.count) { index in
            lint(segments[starts[index]..<min(starts[index] + Self.segmentsPerPart, segments.count)], source: { source }, suppressions: suppressions, columns: columns)
        }
        return parts.reduce(into: LintResult()) { $0.append($1) }
    }

    /// How many segments a part of a large file holds: enough that a part outweighs handing it
    /// to a thread, few enough that both cores end together.
    static let segmentsPerPart = 256

    /// Lints consecutive segments of one file, as `lint(_:source:suppressions:)` describes.
    private func lint(_ segments: ArraySlice<LintSegment>, source makeSource: () -> SourceText, suppressions: Suppressions,
                      columns shared: ColumnTables = ColumnTables()) -> LintResult {
        var result = LintResult()
        var madeSource: SourceText?
        var columns = ColumnCache(shared: shared)
        func location(_ position: (line: Int, byteColumn: Int), last: (line: Int, byteColumn: Int)? = nil) -> SourceLocation {
            let source = madeSource ?? makeSource()
            madeSource = source
            // A span is shown only when it ends on the line it starts on.
            guard let last, last.line == position.line else { return columns.location(source, line: position.line, byteColumn: position.byteColumn) }
            return columns.location(source, line: position.line, byteColumn: position.byteColumn, lastByteColumn: last.byteColumn)
        }
        // The rules for the segment's language, chosen again only when the language changes.
        var languageTag: String?
        var active: [(rule: any LintRule, severity: Severity)] = []
        for segment in segments {
            let tag = segment.language.tag
            if languageTag != tag {
                languageTag = tag
                // The tag read once, not once per rule (for every page).
                let language = RuleLanguage(tag: tag)
                active = rules.filter { rule, _ in RuleLanguage.rule(rule.languages, appliesTo: tag, language: language) }
                if language == nil { result.skippedLanguages.insert(tag) }
            }
            if let misspelt = segment.misspeltRole, let position = segment.position(at: 0) {
                result.diagnostics.append(misspeltRoleWarning(misspelt, in: segment, at: location(position)))
            }
            var brokenRules = 0
            // Fixes already reported in this segment: a second rule that wants the same change
            // at the same place (en.tap and the glossary on “long press”) adds nothing.
            var changes = Set<Change>()
            var reported: [(finding: Finding, fixable: Bool)] = []
            let firstOfSegment = result.diagnostics.count
            for (rule, severity, finding) in check(segment, active) {
                guard let position = segment.position(at: finding.range.lowerBound) else { continue }
                if suppressions.isSuppressed(rule.id, line: position.line) { continue }
                brokenRules += 1
                // A counter-example is supposed to break rules: its findings are the point.
                if segment.isCounterExample { continue }
                if let replacement = finding.replacement {
                    guard changes.insert(Change(range: finding.range, replacement: replacement)).inserted else { continue }
                }
                var diagnostic = Diagnostic(id: rule.id, severity: severity, location: location(position, last: segment.lastPosition(of: finding.range)),
                                            message: finding.message, suggestion: segment.showingStandIns(finding.suggestion, in: finding.range),
                                            notes: [segment.textSource, segment.roleSource].compactMap { $0 }, key: segment.key, language: segment.key == nil ? nil : tag)
                if let solution = solution(for: finding, in: segment, location: diagnostic.location) { diagnostic.solutions = [solution] }
                result.diagnostics.append(diagnostic)
                reported.append((finding, finding.replacement != nil))
            }
            if reported.contains(where: \.fixable) {
                applyFixPlan(for: reported.map(\.finding), in: segment, active, to: &result.diagnostics[firstOfSegment...])
            }
            if segment.isCounterExample, brokenRules == 0, let position = segment.position(at: 0),
               !suppressions.isSuppressed("copy.counter-example", line: position.line) {
                let chinese = segment.language.isChinese
                result.diagnostics.append(.error("copy.counter-example",
                                                 chinese ? "这个反例没有违反任何规则，看不出要避免什么" : "this counter-example breaks no rule, so it does not show what to avoid",
                                                 at: location(position),
                                                 suggestion: chinese ? "让它违反所要说明的规则，或把它移到 `copy` 代码块里" : "make it break the rule it illustrates, or move it to a `copy` block"))
            }
        }
        return result
    }

    /// One change a fix makes to a segment's text.
    private struct Change: Hashable {
        var range: Range<Int>
        var replacement: String
    }

    /// The findings of the rules on one segment, without those in quoted examples, those that
    /// would split a token (`%d`, a URL, a name of the vocabulary), and those suppressed for it.
    private func check(_ segment: LintSegment, _ active: [(rule: any LintRule, severity: Severity)]) -> [(rule: any LintRule, severity: Severity, finding: Finding)] {
        let text = ScannedText(segment.text)
        // Only needed when a rule finds something, which is rare.
        lazy var quoted = (lintQuotes || segment.isExample || segment.isCounterExample) ? [] : text.quotedRanges().map { text.utf8Range($0.lowerBound, $0.upperBound) }
        lazy var protected = (text.tokens.map(\.range) + vocabularyCover(text, context)).map { text.utf8Range($0.lowerBound, $0.upperBound) }
            .sorted { $0.lowerBound < $1.lowerBound }
        var found: [(rule: any LintRule, severity: Severity, finding: Finding)] = []
        for (rule, severity) in active {
            if !segment.suppressed.isEmpty {
                guard !segment.suppressed.contains(rule.id), !segment.suppressed.contains("*") else { continue }
            }
            for finding in rule.check(segment, text, context) {
                if !rule.checksQuotedText, Self.first(in: quoted, endingAfter: finding.range.lowerBound).map({ $0.contains(finding.range.lowerBound) }) == true { continue }
                // A finding may take in a whole token, never part of one.
                if splitsToken(finding.range, protected) { continue }
                found.append((rule, severity, finding))
            }
        }
        return found
    }

    /// The first of ranges sorted by their start (and not nested) that ends after an offset, by binary search.
    static func first(in ranges: [Range<Int>], endingAfter offset: Int) -> Range<Int>? {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count ? ranges[low] : nil
    }

    /// True when a range takes in part of a protected range (sorted by start) but not all of it.
    private func splitsToken(_ range: Range<Int>, _ protected: [Range<Int>]) -> Bool {
        guard !protected.isEmpty else { return false }
        // Protected ranges may overlap one another (a URL and a vocabulary word in it): look at
        // every one that starts before the range ends, from the first that ends after it starts.
        var low = 0, high = protected.count
        while low < high {
            let mid = (low + high) / 2
            if protected[mid].lowerBound < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var i = max(0, low - 1)
        // Ranges starting before ours: walk back while they might still reach into it (few).
        while i > 0, protected[i - 1].upperBound > range.lowerBound { i -= 1 }
        while i < protected.count, protected[i].lowerBound < range.upperBound {
            let token = protected[i]
            if token.overlaps(range), !(range.lowerBound <= token.lowerBound && token.upperBound <= range.upperBound) { return true }
            i += 1
        }
        return false
    }

    /// Makes one `--fix` run enough for a segment: when its fixes overlap, or applying them
    /// leaves something for another fix (a case fix and a word swap in one label), they are
    /// combined into one fix that reaches the fixed point, carried by the first fixable
    /// diagnostic; when no fixed point is reached, none of them is applied.
    private func applyFixPlan(for findings: [Finding], in segment: LintSegment, _ active: [(rule: any LintRule, severity: Severity)],
                              to diagnostics: inout ArraySlice<Diagnostic>) {
        func changes(in text: String) -> [Change] {
            check(scratch(segment, text), active).compactMap { found in found.finding.replacement.map { Change(range: found.finding.range, replacement: $0) } }
        }
        var (text, overlapped) = Self.apply(findings.compactMap { f in f.replacement.map { Change(range: f.range, replacement: $0) } }, to: segment.text)
        var pending = changes(in: text)
        // The usual case: the fixes do not meet and leave nothing behind.
        if overlapped.isEmpty, pending.isEmpty { return }
        for _ in 0..<4 where !pending.isEmpty {
            text = Self.apply(pending, to: text).text
            pending = changes(in: text)
        }
        let fixable = diagnostics.indices.filter { !diagnostics[$0].solutions.isEmpty }
        for i in fixable { diagnostics[i].solutions = diagnostics[i].solutions.map { var s = $0; s.isSafe = false; return s } }
        // No fixed point: better no automatic fix than one that needs another run.
        guard pending.isEmpty, text != segment.text, let first = fixable.first else { return }
        // One fix over the part that changed, at scalar boundaries.
        let old = Array(segment.text.unicodeScalars), new = Array(text.unicodeScalars)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let lower = old[..<prefix].reduce(0) { $0 + UTF8.width($1) }
        let upper = segment.text.utf8.count - old[(old.count - suffix)...].reduce(0) { $0 + UTF8.width($1) }
        var replacement = ""
        replacement.unicodeScalars.append(contentsOf: new[prefix..<(new.count - suffix)])
        let combined = Finding(range: lower..<upper, message: "", replacement: replacement)
        if let solution = solution(for: combined, in: segment, location: nil) {
            diagnostics[first].solutions.append(solution)
        }
    }

    /// A segment of the same language and role holding other text (a fix's result).
    private func scratch(_ segment: LintSegment, _ text: String) -> LintSegment {
        var scratch = LintSegment(text: text, language: segment.language, role: segment.role, file: segment.file, line: 1, byteColumn: 1)
        scratch.suppressed = segment.suppressed
        scratch.isExample = segment.isExample
        scratch.codeWords = segment.codeWords
        scratch.lowercaseWords = segment.lowercaseWords
        scratch.capitalizedWords = segment.capitalizedWords
        scratch.namePhrases = segment.namePhrases
        scratch.labelPhrases = segment.labelPhrases
        scratch.key = segment.key
        scratch.appIdentifiers = segment.appIdentifiers
        scratch.houseStyle = segment.houseStyle
        return scratch
    }

    private static func overlap(_ findings: [Finding]) -> Bool {
        let ranges = findings.filter { $0.replacement != nil }.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
        return zip(ranges, ranges.dropFirst()).contains { $0.upperBound > $1.lowerBound }
    }

    /// The text with the changes applied, the first of two that overlap winning; and the ones skipped.
    private static func apply(_ changes: [Change], to text: String) -> (text: String, overlapped: [Change]) {
        let bytes = Array(text.utf8)
        // In order of position, the first reported winning at one place (a stable sort).
        let ordered = changes.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
        var skipped: [Change] = []
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        var lastRange: Range<Int>?
        for change in ordered {
            // Overlapping an earlier one, or a second change at the same insertion point.
            if let lastRange, change.range.lowerBound < lastRange.upperBound || change.range == lastRange || change.range.upperBound > bytes.count {
                skipped.append(change)
                continue
            }
            result += bytes[copied..<change.range.lowerBound]
            result += Array(change.replacement.utf8)
            copied = change.range.upperBound
            lastRange = change.range
        }
        result += bytes[copied...]
        return (String(decoding: result, as: UTF8.self), skipped)
    }

    /// The warning for a `copy` line whose role is misspelt (`buton: Save`).
    private func misspeltRoleWarning(_ role: String, in segment: LintSegment, at location: SourceLocation) -> Diagnostic {
        let hint = Suggestions.didYouMean(role, in: Role.allCases.map(\.rawValue))
        let chinese = segment.language.isChinese
        return .warning("copy.unknown-role", chinese ? "`\(role)` 不是角色名，这一行被当作正文" : "`\(role)` is not a role, so the line is read as `text`",
                        at: location, suggestion: hint ?? "roles: " + Role.allCases.map(\.rawValue).joined(separator: ", "))
    }

    /// The solution of a finding with a replacement whose text stands in the file exactly. It
    /// is safe (applied by `--fix`) only when the rule says so, the text may be edited (not a
    /// catalog key), and the change keeps what `FixSafety` protects.
    private func solution(for finding: Finding, in segment: LintSegment, location: SourceLocation?) -> Solution? {
        guard let replacement = finding.replacement,
              let piece = segment.pieces.last(where: { $0.offset <= finding.range.lowerBound }), piece.exact,
              finding.range.upperBound <= piece.offset + piece.length else { return nil }
        // Read in place: a copy of the text for each finding made a long paragraph's lint
        // quadratic in its length.
        var text = segment.text
        let original = text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[finding.range]), as: UTF8.self) }
        let edit = Replacement(file: segment.file, line: piece.line, byteColumn: piece.byteColumn + finding.range.lowerBound - piece.offset,
                               length: finding.range.count, original: original, text: replacement,
                               column: location?.column ?? 0, endColumn: location?.endColumn ?? 0)
        let isSafe = finding.isSafe && segment.isEditable && FixSafety.keepsProtectedText(segment.text, replacing: finding.range, with: replacement)
        return Solution(summary: finding.suggestion ?? "write “\(replacement)”", replacements: [edit], isSafe: isSafe)
    }
}

/// Character columns of long lines, counted once per line: a line with thousands of findings
/// would otherwise be walked from its start for each of them. The tables are shared by the
/// parts of a file linted side by side (`shared`): 80,000 entries on one line made 300 parts
/// each count the whole line again.
struct ColumnCache {
    let shared: ColumnTables
    private var line = 0
    private var table: LineColumns?

    init(shared: ColumnTables) {
        self.shared = shared
    }

    mutating func location(_ source: SourceText, line: Int, byteColumn: Int, lastByteColumn: Int? = nil) -> SourceLocation {
        if self.line != line {
            // Measuring the line costs as much as walking it: do it once per line.
            guard let text = source.line(line), text.utf8.count > 512 else {
                if let lastByteColumn { return source.location(line: line, byteColumn: byteColumn, lastByteColumn: lastByteColumn) }
                return source.location(line: line, byteColumn: byteColumn)
            }
            self.line = line
            table = shared.table(source.path, line) { text }
        }
        guard let table else { return source.location(line: line, byteColumn: byteColumn) }
        var location = SourceLocation(file: source.path, line: line, column: table.characterColumn(byteColumn: byteColumn))
        if let lastByteColumn, lastByteColumn >= byteColumn { location.endColumn = table.characterColumn(byteColumn: lastByteColumn) + 1 }
        return location
    }
}

@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// Lints one string as a given role and language; returns `rule-id@column` for each finding.
func findings(_ text: String, _ role: Role = .text, _ language: Language = .english, quotes: Bool = false, glossary: Glossary = Glossary()) -> [String] {
    var config = LintConfig()
    config.lintQuotes = quotes
    let linter = Linter(config: config, glossary: glossary)
    let segment = LintSegment(text: text, language: language, role: role, file: "t", line: 1, byteColumn: 1)
    let result = linter.lint([segment], source: SourceText(path: "t", text: text))
    return result.diagnostics.map { "\($0.id)@\($0.location!.column)" }
}

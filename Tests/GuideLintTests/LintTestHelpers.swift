import Foundation
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

/// Writes an app's files (Swift sources and string tables, by path) under `folder` and lints
/// it as `guidegen lint FOLDER` does, with the roles its code gives; the folder is removed after.
/// `readingAhead`: files (by path under `folder`) read while the code is, as
/// `guidegen lint --sources` reads them (`LintRunner.StringFilesReadAhead`).
func lintApp(_ files: [String: String], in folder: String, readingAhead: [String]? = nil) throws -> LintResult {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, text) in files {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    var runner = LintRunner(linter: Linter(), site: SiteConfig())
    let readAhead = readingAhead.map { LintRunner.StringFilesReadAhead(runner, files: $0.map { folder + "/" + $0 }) }
    runner.codeRoles = CodeRoles(folders: [folder])
    return runner.lint(paths: [folder], readAhead: readAhead)
}

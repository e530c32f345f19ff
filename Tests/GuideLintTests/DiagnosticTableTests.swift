import Foundation
@testable import GuideCore
import Testing
@testable import GuideLint

/// The ids the Swift sources report, found by reading them: each with the severities written
/// beside it (`.error("id"`, `.warning("id"`, `Diagnostic(id: "id", severity: .note`), or none
/// when it is reported through the table (`.failure(id: "id"`, `problem("id"`, `unreadableID:`).
struct EmittedIDs {
    var severities: [String: Set<String>] = [:]
    /// Places that report a diagnostic whose id is not written there, with a severity that is:
    /// such a site decides the severity of every id that reaches it, past the table.
    var variableIDs: [String] = []

    static let id = #"([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)"#
    static let patterns: [(regex: NSRegularExpression, severityGroup: Int?, idGroup: Int)] = [
        (try! NSRegularExpression(pattern: #"\.(error|warning|note)\(\s*""# + id + #"""#), 1, 2),
        (try! NSRegularExpression(pattern: #"Diagnostic\(id:\s*""# + id + #"",\s*severity:\s*\.(note|warning|error)\b"#), 2, 1),
        (try! NSRegularExpression(pattern: #"(?<![A-Za-z])(?:id:|problem\()\s*""# + id + #"""#), nil, 1),
        // A parameter that carries an id (`unreadableID: "content.unreadable"`): every id on its line.
        (try! NSRegularExpression(pattern: #"ID[:=][^\n]*?""# + id + #"""#), nil, 1),
        (try! NSRegularExpression(pattern: #"ID[:=][^\n]*?"[^"\n]*"[^"\n]*""# + id + #"""#), nil, 1),
    ]
    static let variable = try! NSRegularExpression(pattern: #"(?:\.(?:error|warning|note)\(\s*[a-z][A-Za-z0-9_.]*\s*,|Diagnostic\(id:\s*[a-z][A-Za-z0-9_.]*,\s*severity:\s*\.[a-z])"#)

    init(sources: URL) throws {
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 100, "the sources were not found at \(sources.path)")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            func group(_ match: NSTextCheckingResult, _ n: Int) -> String { String(text[Range(match.range(at: n), in: text)!]) }
            for (regex, severityGroup, idGroup) in Self.patterns {
                for match in regex.matches(in: text, range: range) {
                    let severity = severityGroup.map { group(match, $0) }
                    severities[group(match, idGroup), default: []].formUnion(severity.map { [$0] } ?? [])
                }
            }
            // Diagnostic.swift defines the shorthands, which take their id and severity as arguments.
            for match in Self.variable.matches(in: text, range: range) where file.lastPathComponent != "Diagnostic.swift" {
                variableIDs.append("\(file.lastPathComponent): \(group(match, 0))")
            }
        }
    }

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
}

/// One table of diagnostics (issue 34): every id the sources report is described once, with one
/// default severity that its reports use.
struct DiagnosticTableTests {
    @Test func everyEmittedIDIsInTheTableAndTheTableListsNothingElse() throws {
        let emitted = try EmittedIDs(sources: EmittedIDs.sources)
        let table = Linter().diagnosticDescriptions
        let listed = Set(table.map(\.id))
        #expect(emitted.severities.count > 70)
        let missing = Set(emitted.severities.keys).subtracting(listed).sorted()
        #expect(missing == [], "reported but not in DiagnosticCatalog: \(missing)")
        // Copy rules are reported by the linter from its rules; every other id must be emitted.
        let neverEmitted = Set(DiagnosticCatalog.descriptions.map(\.id)).subtracting(emitted.severities.keys).sorted()
        #expect(neverEmitted == [], "in DiagnosticCatalog but never reported: \(neverEmitted)")
        #expect(listed.count == table.count, "an id is listed twice")
    }

    @Test func everyIDIsReportedWithItsTableSeverity() throws {
        let emitted = try EmittedIDs(sources: EmittedIDs.sources)
        for description in Linter().diagnosticDescriptions {
            let written = emitted.severities[description.id] ?? []
            #expect(written.isSubset(of: [description.defaultSeverity.rawValue]),
                    "\(description.id) is \(description.defaultSeverity.rawValue) in the table but reported as \(written.sorted())")
        }
        #expect(emitted.variableIDs == [], "these report ids they are given with a severity of their own: \(emitted.variableIDs)")
    }
}

/// The README lists every id with its default severity: the copy rules in "The rules", every
/// other id in the table under "Diagnostics", which is made from `DiagnosticCatalog`.
struct ReadmeDiagnosticsTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md").standardized
    static let start = "<!-- The table of every diagnostic but the copy rules, generated from DiagnosticCatalog"
    static let end = "<!-- end of the diagnostics table -->"

    /// The README's table of `DiagnosticCatalog`: id, default severity, when, what to do.
    static func table() -> String {
        var lines = ["| id | severity | when | what to do |", "| --- | --- | --- | --- |"]
        for entry in DiagnosticCatalog.descriptions {
            lines.append("| `\(entry.id)` | \(entry.defaultSeverity.rawValue) | \(entry.summary) | \(entry.documentation) |")
        }
        return lines.joined(separator: "\n")
    }

    @Test func theDiagnosticsTableIsTheCatalogs() throws {
        var text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: Self.start), "the README has no generated table")
        let end = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let firstLineEnd = text[start.lowerBound...].firstIndex(of: "\n")!
        let current = String(text[text.index(after: firstLineEnd)..<end.lowerBound])
        let expected = Self.table() + "\n"
        if current != expected, ProcessInfo.processInfo.environment["GUIDEGEN_UPDATE_README"] == "1" {
            text.replaceSubrange(text.index(after: firstLineEnd)..<end.lowerBound, with: expected)
            try text.write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == expected, "the README's diagnostics table differs from DiagnosticCatalog; GUIDEGEN_UPDATE_README=1 rewrites it")
    }

    @Test func everyCopyRuleIsInTheRulesTableWithItsSeverity() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        for rule in Linter().ruleDescriptions {
            #expect(text.contains("\n| `\(rule.id)` | \(rule.defaultSeverity.rawValue) |"), "The rules: no row for \(rule.id) (\(rule.defaultSeverity.rawValue))")
        }
    }
}

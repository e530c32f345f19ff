import Foundation
@testable import GuideCore
import Testing

/// The table of diagnostics feeds SARIF's rule metadata and the severity of ids reported
/// through it.
struct DiagnosticCatalogTests {
    @Test func sarifDescribesASiteDiagnosticFromTheTable() throws {
        let broken = Diagnostic.catalogued("link.unresolved", "no topic has the id `x`", at: SourceLocation(file: "a.md", line: 2, column: 3))
        let text = DiagnosticFormatter(format: .sarif, sourceLine: { _, _ in nil }).render([broken])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let rule = try #require(rules.first)
        #expect(rule["id"] as? String == "link.unresolved")
        #expect(rule["name"] as? String == "LinkUnresolved")
        #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == DiagnosticCatalog.description(of: "link.unresolved")?.summary)
        #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        let help = try #require((rule["help"] as? [String: Any])?["text"] as? String)
        #expect(help.hasPrefix("guidegen reports `link.unresolved` for: a `doc:` or relative link names no page. Link to an existing topic"), "\(help)")
        #expect(help.contains("`diagnostics`") && help.contains("DocC catalog"), "\(help)")
        // Not a copy rule: no languages.
        #expect(rule["properties"] == nil)
    }

    @Test func aRulesHelpEndsItsSummaryWithOnePeriod() throws {
        let rule = RuleDescription(id: "tone.simply", summary: "Avoid “simply”.", languages: ["en"], defaultSeverity: .warning)
        let help = try #require(SARIF.Rule(rule).help?.text)
        #expect(help.hasPrefix("Avoid “simply”. Applies to en."), "\(help)")
    }

    @Test func anIDReportedThroughTheTableTakesItsSeverity() {
        #expect(Diagnostic.catalogued("directive.unknown", "m", at: nil).severity == .warning)
        #expect(Diagnostic.catalogued("output.not-ours", "m", at: nil).severity == .error)
        #expect(DiagnosticCatalog.severity(of: "en.tap") == nil)
        #expect(DiagnosticCatalog.descriptions.allSatisfy { $0.group == .site && !$0.summary.isEmpty })
    }
}

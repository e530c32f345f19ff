@testable import GuideCore
import Testing
@testable import GuideLint

/// `diagnostics:` in guidegen.yml: any id (copy rules, custom rules, `DiagnosticCatalog`'s) to
/// `off`, `note`, `warning` or `error`.
struct DiagnosticSettingsTests {
    @Test func anyIDTakesASeverityAndACopyRuleSwitchedOffIsNotRun() {
        let (config, problems) = LintConfig.load(file: "guidegen.yml", text: """
            lint:
              custom:
                - {id: tone.simply, words: [simply]}
            diagnostics:
              link.unresolved: warning
              translation.missing: off
              en.tap: off
              tone.simply: error
            """, knownRules: Linter.ruleIDs)
        #expect(problems.isEmpty, "\(problems)")
        let off: Severity? = nil
        #expect(config.diagnosticSeverities == ["link.unresolved": .warning, "translation.missing": off, "en.tap": off, "tone.simply": .error])
        #expect(config.severities == ["en.tap": off, "tone.simply": .error])
        let linter = Linter(config: config)
        #expect(linter.diagnosticSeverities == config.diagnosticSeverities)
        #expect(!linter.rules.contains { $0.rule.id == "en.tap" })
    }

    @Test func theSettingsApplyThroughThePolicy() {
        let off: Severity? = nil
        let policy = DiagnosticPolicy(severities: ["link.unresolved": .warning, "translation.missing": off])
        let found: [Diagnostic] = [
            .error("link.unresolved", "no topic", at: nil), .warning("translation.missing", "no zh-Hans page", at: nil), .error("yaml.type", "bad", at: nil),
        ]
        #expect(policy.apply(found).map { "\($0.id) \($0.severity)" } == ["link.unresolved warning", "yaml.type error"])
    }

    @Test func unknownIDsAndBadValuesAreErrorsAtTheirLines() {
        let (_, problems) = LintConfig.load(file: "guidegen.yml", text: """
            diagnostics:
              link.unresolvd: warning
              en.tap: loud
            """, knownRules: Linter.ruleIDs)
        #expect(problems.map { "\($0.location!.line):\($0.location!.column) \($0.id) \($0.suggestion ?? "-")" } == [
            "2:3 config.unknown-rule did you mean `link.unresolved`?",
            "3:11 config.invalid -",
        ])
        let (_, notAMapping) = LintConfig.load(file: "guidegen.yml", text: "diagnostics: [link.unresolved]\n", knownRules: Linter.ruleIDs)
        #expect(notAMapping.map(\.id) == ["config.invalid"])
    }

    @Test func aCustomRuleCannotTakeAnotherDiagnosticsID() {
        let (config, problems) = LintConfig.load(file: "guidegen.yml", text: """
            lint:
              custom:
                - {id: link.unresolved, words: [simply]}
                - {id: en.tap, words: [simply]}
            """, knownRules: Linter.ruleIDs)
        #expect(problems.map { "\($0.location!.line) \($0.id) \($0.message)" } == [
            "3 config.invalid a rule with the id `link.unresolved` exists already",
            "4 config.invalid a rule with the id `en.tap` exists already",
        ])
        #expect(config.customRules.isEmpty)
    }
}

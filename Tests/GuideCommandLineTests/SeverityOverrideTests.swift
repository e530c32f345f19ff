import Foundation
import Testing

/// `diagnostics:` in guidegen.yml sets the severity of any id, for every command.
struct SeverityOverrideTests {
    let cli = CommandLineTests()

    func brokenLinkSite(_ diagnostics: String) throws -> String {
        try cli.makeSite(["guidegen.yml": CommandLineTests.config + diagnostics,
                          "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\nSee <doc:alert>.\n"])
    }

    @Test func aBrokenLinkTheSiteCallsAWarningLetsTheBuildSucceed() throws {
        let root = try brokenLinkSite("diagnostics:\n  link.unresolved: warning\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["build", "--format", "line"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Content/c/alerts.en.md:4:5: warning: no topic has the id `alert` (did you mean `alerts`?) [link.unresolved]"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("; 0 errors, 1 warning.\n"))
        #expect(FileManager.default.fileExists(atPath: root + "/Public/en/c/alerts/index.html"))
        // --strict fails on the warning, as on any other.
        #expect(try cli.run(["build", "--strict"], in: root).status == 1)
    }

    /// A build that does not lint (and so makes no linter) still takes the site's severities.
    @Test func aBuildWithoutLintTakesTheSiteSeverities() throws {
        let root = try brokenLinkSite("diagnostics:\n  link.unresolved: warning\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["build", "--no-lint", "--no-search", "--format", "line"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: no topic has the id `alert`"), "\(result.stderr)")
        #expect(try cli.run(["build", "--no-lint", "--strict"], in: root).status == 1)
    }

    @Test func offDropsTheDiagnostic() throws {
        let root = try brokenLinkSite("diagnostics: {link.unresolved: off}\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["build"], in: root)
        #expect(result.status == 0)
        #expect(!result.stderr.contains("link.unresolved"))
        #expect(result.stderr.hasSuffix("; 0 errors, 0 warnings.\n"))
    }

    @Test func withoutTheSettingTheBrokenLinkFailsTheBuild() throws {
        let root = try brokenLinkSite("")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try cli.run(["build"], in: root).status == 1)
    }

    /// A copy finding is a warning in a build, unless the site says it is an error.
    @Test func aSiteCanMakeACopyRuleFailItsBuild() throws {
        let page = "Content/c/alerts.en.md"
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config + "diagnostics:\n  en.tap: error\n",
                                     page: "---\ntitle: Alerts\n---\nClick Save.\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["build", "--format", "line"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: ") && result.stderr.contains("[en.tap]"), "\(result.stderr)")
        try Data((CommandLineTests.config + "lint:\n  rules: {en.tap: error}\n").utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        // `lint.rules` sets the rule's severity for `guidegen lint`; the build still warns.
        #expect(try cli.run(["build"], in: root).status == 0)
    }

    /// The linter applies the setting to the problems of its inputs too, not only to its rules.
    @Test func lintAppliesTheSettingToAnInputProblem() throws {
        let strings = "App/en.lproj/Localizable.strings"
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config, strings: "\"a\" = \"Save\"\n\"b\" = ;\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try cli.run(["lint", "App", "--format", "line"], in: root)
        #expect(before.status == 1)
        #expect(before.stderr.contains("error: ") && before.stderr.contains("[strings.syntax]"), "\(before.stderr)")
        try Data((CommandLineTests.config + "diagnostics:\n  strings.syntax: warning\n").utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        let after = try cli.run(["lint", "App", "--format", "line"], in: root)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stderr.contains("warning: ") && after.stderr.contains("[strings.syntax]"))
    }

    @Test func anUnknownIDIsAConfigurationErrorAtItsLine() throws {
        let root = try brokenLinkSite("diagnostics:\n  link.unresolvd: warning\n  en.tap: loud\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["build", "--format", "line"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("guidegen.yml:4:3: error: no diagnostic has the id `link.unresolvd` (did you mean `link.unresolved`?) [config.unknown-rule]"), "\(result.stderr)")
        #expect(result.stderr.contains("guidegen.yml:5:11: error: a diagnostic is `off`, `note`, `warning` or `error`, not `loud` [config.invalid]"))
    }
}

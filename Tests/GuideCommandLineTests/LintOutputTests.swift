import Foundation
import Testing

/// What `guidegen lint` prints for tools and people: the streams, the formats, the exit codes.
struct LintOutputTests {
    let cli = CommandLineTests()

    static let strings = "/* The confirmation */\n\"delete.confirm.message\" = \"Click Delete to remove it.\";\n"

    func appSite() throws -> String {
        try cli.makeSite(["guidegen.yml": "title: T\n", "App/en.lproj/Localizable.strings": Self.strings])
    }

    func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func sarifGoesToStandardOutputWithRulesRelativeURIsAndFixes() throws {
        let root = try appSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["lint", "App", "--format", "sarif"], in: root)
        #expect(result.status == 0)
        #expect(!result.stderr.contains("\"version\""))
        let log = try #require(try json(result.stdout) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let tap = try #require(rules.first { $0["id"] as? String == "en.tap" })
        #expect(tap["name"] as? String == "EnTap")
        #expect(((tap["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        #expect(((tap["fullDescription"] as? [String: Any])?["text"] as? String)?.contains("en") == true)
        #expect(((tap["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        #expect((tap["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        let bases = try #require(run["originalUriBaseIds"] as? [String: Any])
        let base = try #require((bases["SRCROOT"] as? [String: Any])?["uri"] as? String)
        #expect(base.hasPrefix("file:///") && base.hasSuffix("/"))
        let finding = try #require((run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "en.tap" })
        let physical = try #require(((finding["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "App/en.lproj/Localizable.strings")
        #expect(artifact["uriBaseId"] as? String == "SRCROOT")
        let properties = try #require(finding["properties"] as? [String: Any])
        #expect(properties["key"] as? String == "delete.confirm.message")
        #expect(properties["language"] as? String == "en")
        let change = try #require(((finding["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/en.lproj/Localizable.strings")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "Tap")
        let deleted = try #require(replacement["deletedRegion"] as? [String: Any])
        #expect(deleted["startLine"] as? Int == 2)
        #expect(deleted["startColumn"] as? Int == 29)
        #expect(deleted["endColumn"] as? Int == 34)
    }

    @Test func githubAnnotationsAndJSONGoToStandardOutputAndNameTheKeyAndLanguage() throws {
        let root = try appSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let github = try cli.run(["lint", "App", "--format", "github"], in: root)
        #expect(github.stdout.hasPrefix("::warning file=App/en.lproj/Localizable.strings,line=2,col=29"))
        #expect(github.stdout.contains("delete.confirm.message"))
        let output = try cli.run(["lint", "App", "--format", "json"], in: root)
        let records = try #require(try json(output.stdout) as? [[String: Any]])
        let tap = try #require(records.first { $0["id"] as? String == "en.tap" })
        #expect(tap["key"] as? String == "delete.confirm.message")
        #expect(tap["language"] as? String == "en")
        let fix = try #require((tap["fixes"] as? [[String: Any]])?.first)
        #expect(fix["safe"] as? Bool == true)
        #expect(((fix["replacements"] as? [[String: Any]])?.first?["text"]) as? String == "Tap")
        // People see the key and the language too.
        let human = try cli.run(["lint", "App"], in: root)
        #expect(human.stderr.contains("  = string: `delete.confirm.message` (en)\n"))
        let line = try cli.run(["lint", "App", "--format", "line"], in: root)
        #expect(line.stderr.contains("[en.tap] in `delete.confirm.message` (en)\n"))
    }

    @Test func listRulesNamesEveryRuleWithItsLanguagesSeverityAndSummary() throws {
        let result = try cli.run(["lint", "--list-rules"], in: "/tmp")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        let tap = try #require(lines.first { $0.hasPrefix("en.tap ") })
        #expect(tap.contains(" en "))
        #expect(tap.contains("warning"))
        let zhTap = try #require(lines.first { $0.hasPrefix("zh.tap ") })
        #expect(zhTap.contains("zh-Hans"))
        let glossary = try #require(lines.first { $0.hasPrefix("glossary ") })
        #expect(glossary.contains("all"))
        for id in ["en.first-person", "en.button", "zh.spacing", "markdown.emphasis-punctuation", "copy.counter-example"] {
            #expect(lines.contains { $0.hasPrefix(id + " ") })
        }
        // Every other id follows, under a heading of its own, with its default severity.
        let heading = try #require(lines.firstIndex { $0.hasPrefix("Problems of the site") })
        let unresolved = try #require(lines.firstIndex { $0.hasPrefix("link.unresolved ") })
        #expect(unresolved > heading && lines[unresolved].contains(" error ") && lines[unresolved].contains("names no page"))
        #expect(try #require(lines.firstIndex { $0.hasPrefix("en.tap ") }) < heading)
        #expect(lines.contains { $0.hasPrefix("config.duplicate-language ") && $0.contains(" warning ") })
    }

    @Test func usageErrorsExitTwo() throws {
        let root = try appSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let unknown = try cli.run(["lint", "--no-such-option"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--no-such-option"))
        let badFormat = try cli.run(["lint", "--format", "xml"], in: root)
        #expect(badFormat.status == 2)
        let dryRun = try cli.run(["lint", "App", "--dry-run"], in: root)
        #expect(dryRun.status == 2)
        #expect(dryRun.stderr.contains("--dry-run"))
        let stdinName = try cli.run(["lint", "App", "--stdin-name", "x.md"], in: root)
        #expect(stdinName.status == 2)
        #expect(stdinName.stderr.contains("--stdin-name"))
        // Findings at warning level pass, unless --strict.
        #expect(try cli.run(["lint", "App", "-q"], in: root).status == 0)
        #expect(try cli.run(["lint", "App", "-q", "--strict"], in: root).status == 1)
    }
}

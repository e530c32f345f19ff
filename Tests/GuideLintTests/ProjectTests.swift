import Foundation
@testable import GuideContent
@testable import GuideCore
import GuideTranslations
import Testing
@testable import GuideLint

/// `Project`: guidegen.yml read once for the site's settings and the linter's, and the glossary
/// through the same YAML reader.
struct ProjectTests {
    @Test func oneTextGivesTheSiteAndLintSettings() {
        let project = Project(file: "guidegen.yml", text: """
            languages: [en, zh-Hans]
            lint:
              style: {heading: sentence}
              ignore: [debug.*]
            diagnostics: {link.anchor: warning}
            """)
        #expect(project.diagnostics.isEmpty)
        #expect(project.config.languages == [.english, .simplifiedChinese])
        let runner = project.lintRunner()
        #expect(runner.statedStyles == [.heading: .sentence])
        #expect(runner.ignoredKeys == ["debug.*"])
        #expect(project.lint.diagnosticSeverities["link.anchor"] == .some(.warning))
    }

    @Test func yamlThatDoesNotParseIsReportedOnceAtItsLine() {
        let project = Project(file: "guidegen.yml", text: "languages: [en\nlint: {style: heading}\n")
        #expect(project.diagnostics.map(\.id) == ["yaml.invalid"])
        #expect(project.diagnostics.first?.location?.file == "guidegen.yml")
    }

    /// A scanner's error is at the token it was reading, not where it gave up: a line with no
    /// colon was reported on the next line, and a quote never closed at the end of the file
    /// (a helper's probe).
    @Test func aYAMLScannerErrorIsAtTheTokenItWasReading() {
        let location = { (text: String) in Project(file: "guidegen.yml", text: text).diagnostics.first.map { "\($0.location!.line):\($0.location!.column)" } }
        #expect(location("languages: [en]\nbroken\ntitle: X\n") == "2:1")
        #expect(location("languages: [en]\ntitle: \"X\n") == "2:8")
        // A parser's error stays at the token it could not take.
        #expect(location("languages: [en\nlint: {style: heading}\n") == "2:5")
    }

    /// The configuration, the glossary and the translation record name their bad byte, as pages
    /// do: they were reported at 1:1, or with no line at all (a helper's probe).
    @Test func aConfigurationFileThatIsNotUTF8IsReportedAtItsBadByte() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func write(_ bytes: [UInt8], _ name: String) throws -> String {
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
            return folder + "/" + name
        }
        let bad = Array("languages: [en]\ntitle: Caf".utf8) + [0xE9] + Array("\n".utf8)
        let config = Project.read(configFile: try write(bad, "guidegen.yml"), required: true)
        #expect(config.diagnostics.map { "\($0.id) \($0.location!.line):\($0.location!.column)" } == ["config.encoding 2:11"])
        var project = Project()
        project.readGlossary(at: try write(Array("terms:\n  - { en: caf".utf8) + [0xE9] + Array(", zh-Hans: x }\n".utf8), "glossary.yml"))
        #expect(project.diagnostics.map { "\($0.id) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["glossary.invalid 2:14"])
        let record = TranslationRecord.load(file: try write(Array("version: 1\nx: ".utf8) + [0xFF] + Array("\n".utf8), "translations.yml"))
        #expect(record.1.map { "\($0.id) \($0.location!.line):\($0.location!.column)" } == ["translations.invalid 2:4"])
    }

    @Test func aKeySetTwiceIsReportedWhereItIsSetAgain() {
        let lines = { (text: String) in
            Project(file: "guidegen.yml", text: text).diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) }
        }
        #expect(lines("languages: [en]\ntitle: T\nserve:\n  port: 1\ntitle: U\n") == [
            "guidegen.yml:5:1: error: invalid YAML: duplicate key `title` (first set at line 2) [yaml.invalid]",
        ])
        #expect(lines("serve:\n  port: 1\n  \"port\": 2\n") == [
            "guidegen.yml:3:3: error: invalid YAML: duplicate key `port` (first set at line 2) [yaml.invalid]",
        ])
        // In a flow mapping, the later entry on the same line.
        #expect(lines("serve: {port: 1, port: 2}\n") == ["guidegen.yml:1:18: error: invalid YAML: duplicate key `port` (first set at line 1) [yaml.invalid]"])
        // libyaml's limit is said in words, not with the name of its C function.
        let deep = lines("a: " + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000) + "\n")
        #expect(deep.count == 1 && deep[0].contains("nested too deeply") && !deep[0].contains("yaml_"), "\(deep)")
    }

    @Test func aConfigurationThatIsThereButCannotBeReadIsAnErrorNotTheDefaults() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/guidegen.yml", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for required in [false, true] {
            let project = Project.read(configFile: folder + "/guidegen.yml", required: required)
            #expect(project.diagnostics.map(\.id) == ["config.unreadable"])
            #expect(project.diagnostics.first?.message.contains("is a directory") == true, "\(project.diagnostics)")
        }
        #expect(Project.read(configFile: folder + "/missing.yml", required: false).diagnostics.isEmpty)
    }

    @Test func aBaseURLWhoseHostDoesNotParseIsRefused() {
        for bad in ["http://[::1", "https://exa mple.com/", "http:///path"] { #expect(!SiteConfig.isBaseURL(bad), "\(bad)") }
        for good in ["http://[::1]:8080/", "https://example.com/hig/", "/hig/"] { #expect(SiteConfig.isBaseURL(good), "\(good)") }
    }

    /// Every page's links start with the base URL, and a sitemap takes URLs of under 2,048
    /// characters: a base URL of 5 MB made every page 5 MB longer (a site of 1 GB) without a word.
    @Test func aBaseURLLongerThanAThousandCharactersIsRefused() {
        #expect(SiteConfig.isBaseURL("https://example.com/" + String(repeating: "a", count: 980)))
        #expect(!SiteConfig.isBaseURL("https://example.com/" + String(repeating: "a", count: 981)))
        #expect(!SiteConfig.isBaseURL("/" + String(repeating: "a", count: 5_000_000)))
        #expect(SiteConfig.baseURLForms.contains("at most 1,000 characters"))
    }

    @Test func aGlossaryThatDoesNotParseIsAYAMLErrorAtItsLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "terms:\n  - { en: alert, zh-Hans: [警告框 }\n".write(toFile: folder + "/glossary.yml", atomically: true, encoding: .utf8)
        var project = Project(file: folder + "/guidegen.yml", text: "glossary: glossary.yml\n")
        project.readGlossary(at: folder + "/glossary.yml")
        #expect(project.diagnostics.map(\.id) == ["yaml.invalid"])
        #expect(project.diagnostics.first?.location?.line == 2)
        #expect(project.glossary.terms.isEmpty)
    }

    @Test func aMissingGlossaryIsAnErrorOnlyWhenTheConfigurationNamesIt() {
        var named = Project(file: "guidegen.yml", text: "glossary: terms.yml\n")
        named.readGlossary(at: "/nonexistent/terms.yml")
        #expect(named.diagnostics.map(\.id) == ["glossary.missing"])
        var unnamed = Project(file: "guidegen.yml", text: "languages: [en]\n")
        unnamed.readGlossary(at: "/nonexistent/glossary.yml")
        #expect(unnamed.diagnostics.isEmpty)
    }
}

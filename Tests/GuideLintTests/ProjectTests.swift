import Foundation
@testable import GuideContent
@testable import GuideCore
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

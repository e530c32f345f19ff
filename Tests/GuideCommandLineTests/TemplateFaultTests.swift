import Foundation
import Testing

/// Themes that cannot render — a partial that includes itself, sections nested without end —
/// fail the build with a diagnostic, through the real binary; they never crash it.
struct TemplateFaultTests {
    let cli = CommandLineTests()

    /// A site with its own copy of the default theme, `edit` applied to the template `name`.
    func siteWithTemplate(_ name: String, _ edit: (String) -> String) throws -> String {
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config, "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\nHi.\n"])
        try FileManager.default.removeItem(atPath: root + "/Theme")
        try FileManager.default.copyItem(atPath: CommandLineTests.theme, toPath: root + "/Theme")
        let path = root + "/Theme/templates/\(name).mustache"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(edit(text).utf8).write(to: URL(fileURLWithPath: path))
        return root
    }

    @Test func aPartialThatIncludesItselfIsADiagnosticNamingTheCycle() throws {
        // footer.mustache: line 2 becomes `<p>{{> footer}}</p>`.
        let root = try siteWithTemplate("footer") { $0.replacingOccurrences(of: "<p>", with: "<p>{{> footer}}") }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["build", "--format", "line"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Theme/templates/footer.mustache:2:4: error: "))
        #expect(result.stderr.contains("footer → footer"))
        #expect(result.stderr.contains("[theme.template-cycle]"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Public"))
    }

    @Test func partialsThatIncludeEachOtherAreADiagnosticNamingTheChain() throws {
        let root = try siteWithTemplate("header") { $0 + "{{> footer}}\n" }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let footer = root + "/Theme/templates/footer.mustache"
        try Data((try String(contentsOfFile: footer, encoding: .utf8) + "{{> header}}\n").utf8).write(to: URL(fileURLWithPath: footer))
        let result = try cli.run(["build", "--format", "line"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("footer → header → footer") || result.stderr.contains("header → footer → header"))
        #expect(result.stderr.contains("[theme.template-cycle]"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Public"))
    }

    @Test func threeThousandUnclosedSectionsAreADiagnostic() throws {
        let root = try siteWithTemplate("footer") { $0 + String(repeating: "{{#a}}", count: 3_000) }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["build", "--format", "line"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Theme/templates/footer.mustache:"))
        #expect(result.stderr.contains("[theme.template]"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Public"))
    }

    @Test func threeThousandNestedSectionsAreADiagnostic() throws {
        let deep = String(repeating: "{{#a}}", count: 3_000) + String(repeating: "{{/a}}", count: 3_000)
        let root = try siteWithTemplate("footer") { $0 + deep }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["build", "--format", "line"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Theme/templates/footer.mustache:4:"))
        #expect(result.stderr.contains("[theme.template]"))
    }
}

import Foundation
import Testing

/// Lint cost grows with the input, not with findings × line length.
struct LintScaleTests {
    let cli = CommandLineTests()

    /// A minified String Catalog: one line of about 400 KB with 20,000 findings. Converting each
    /// finding's column by walking the line from its start (as guidegen once did, in the linter,
    /// the excerpts and SARIF) is about 4 × 10⁹ steps for this input, hours rather than seconds;
    /// so this test cannot pass in CI's time unless the cost is linear. It asserts no time.
    @Test func aMinifiedCatalogWithTwentyThousandFindingsIsLintedInEveryFormat() throws {
        let keys = 20_000
        let strings = (0..<keys).map { "\"Click item \($0)\":{}" }.joined(separator: ",")
        let catalog = "{\"sourceLanguage\":\"en\",\"strings\":{\(strings)},\"version\":\"1.0\"}"
        let root = try cli.makeSite(["guidegen.yml": "title: T\n", "App/Localizable.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let line = try cli.run(["lint", "App", "--format", "line"], in: root)
        #expect(line.stderr.components(separatedBy: "[en.tap]").count - 1 == keys)
        // The last finding's column is counted right, far along the line.
        let last = try #require(line.stderr.split(separator: "\n").last { $0.contains("Click item \(keys - 1)") || $0.contains("`Click item \(keys - 1)`") })
        let column = catalog.utf8.count - "\"Click item \(keys - 1)\":{}},\"version\":\"1.0\"}".utf8.count + 2
        #expect(last.hasPrefix("App/Localizable.xcstrings:1:\(column): warning: "))
        let human = try cli.run(["lint", "App"], in: root)
        #expect(human.stderr.hasSuffix("0 errors, \(keys) warnings.\n"))
        let sarif = try cli.run(["lint", "App", "--format", "sarif"], in: root)
        #expect(sarif.stdout.components(separatedBy: "\"ruleId\" : \"en.tap\"").count - 1 == keys)
    }
}

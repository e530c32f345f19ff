import Foundation
import Testing

/// Broken `<doc:…>` links are reported at the column where they start in the file, counted in
/// characters, wherever they stand: at a line's start, after emphasis, after Chinese text, on a
/// paragraph's later lines, in a quote.
struct LinkColumnTests {
    let cli = CommandLineTests()

    @Test func brokenTopicLinksAreReportedWhereTheyStart() throws {
        let page = """
            ---
            title: Alerts
            ---
            <doc:modality> is where to start.

            - **Bold**: <doc:nope2>

            中文文本<doc:nope3>。

            For more, see the topic
            <doc:nope4> and
            **强调**：<doc:nope5> 以及 *斜体* <doc:nope6>

            > Note: <doc:nope7>

            See [the sheet](doc:nope8) and [](doc:nope9), then *[more](doc:nope10)*.

            """
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config, "Content/c/alerts.en.md": page])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["build", "--format", "line", "--no-lint"], in: root)
        let found = result.stderr.split(separator: "\n").filter { $0.hasSuffix("[link.unresolved]") }.map {
            String($0.split(separator: ":")[1...2].joined(separator: ":"))
        }
        #expect(found == ["4:1", "6:13", "8:5", "11:1", "12:8", "12:28", "14:9", "16:5", "16:32", "16:53"])
    }

    @Test func theJSONFormatAndTheHumanCaretUseTheSameColumn() throws {
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config, "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\n- **Bold**: <doc:nope2>\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let json = try cli.run(["build", "--format", "json", "--quiet"], in: root)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(records.first?["column"] as? Int == 13)
        let human = try cli.run(["build", "--quiet"], in: root)
        #expect(human.stderr.contains(" 4 | - **Bold**: <doc:nope2>\n   |             ^\n"), "\(human.stderr)")
    }
}

import Foundation
import Testing
@testable import GuideLanguageServer

/// An app's `.strings` and `.xcstrings` files get their lint findings as diagnostics, at once
/// (they need no index of the site), with the switch-off comment of a `.strings` file.
struct AppStringsDiagnosticsTests {
    @Test func stringsFindingsWithTheirRangeAndSwitchOff() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let text = "/* The button that confirms. */\n\"ok.button\" = \"Yes\";\n"
        try site.write(text, to: "App/en.lproj/Localizable.strings")
        let uri = site.uri("App/en.lproj/Localizable.strings")
        client.open(uri, text: text)
        let found = try #require(client.diagnostics(uri))
        let yes = try #require(found.diagnostics.first { ($0["message"] as? String)?.contains("“Yes”") == true }, "\(found.messages)")
        let code = try #require(yes["code"] as? String)
        let range = try #require(yes["range"] as? [String: [String: Int]])
        // `"Yes"` on the second line: its value starts at column 15 (UTF-16, from 0).
        #expect(range["start"] == ["line": 1, "character": 15])
        #expect(yes["severity"] as? Int == 1)

        let actions = client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": yes["range"]!,
                                                                 "context": ["diagnostics": [yes]]])
        let titles = (actions?["result"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
        #expect(titles.contains("Switch off \(code) for this line"), "\(titles)")

        // Fixed: the finding is gone.
        client.replace(uri, text: "/* The button that confirms. */\n\"ok.button\" = \"Delete\";\n", version: 2)
        let fixed = try #require(client.diagnostics(uri) { $0.version == 2 })
        #expect(!fixed.codes.contains(code))
    }

    @Test func stringCatalogFindings() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "ok.button" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Yes" } } } }
              },
              "version" : "1.0"
            }

            """
        try site.write(catalog, to: "App/Localizable.xcstrings")
        let uri = site.uri("App/Localizable.xcstrings")
        client.open(uri, text: catalog)
        let found = try #require(client.diagnostics(uri))
        #expect(found.messages.contains { $0.contains("“Yes”") }, "\(found.messages)")
        // A catalog that is not JSON: its parse error, not a crash.
        client.replace(uri, text: "{\"strings\" : {\"ok\" : {},}}", version: 2)
        let broken = try #require(client.diagnostics(uri) { $0.version == 2 })
        #expect(!broken.diagnostics.isEmpty)
    }
}

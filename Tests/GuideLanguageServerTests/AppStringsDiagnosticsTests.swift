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

/// An open string file is checked as `guidegen lint` checks it among the app's others: its keys
/// take their roles from the app's Swift code, and its strings are held to the house style all
/// the app's string files show; a change to the code or to another string file is read again.
struct AppStringsInTheirAppTests {
    static let buttons = ["Save draft", "Open file", "Share photo", "Delete item", "Add folder", "Show details",
                          "Hide sidebar", "Export list", "Import contacts", "Print page"]

    @Test func rolesComeFromTheAppsCodeAndTheHouseStyleFromAllItsStrings() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("import SwiftUI\nstruct V: View { var body: some View { Button(\"settings.open\") {} } }\n", to: "App/V.swift")
        try site.write(Self.buttons.enumerated().map { "\"b\($0.offset).button\" = \"\($0.element)\";\n" }.joined(), to: "App/en.lproj/Main.strings")
        let text = "\"copy.button\" = \"Copy link\";\n\"settings.open\" = \"Open settings\";\n\"window.title\" = \"General settings\";\n"
        try site.write(text, to: "App/en.lproj/Settings.strings")
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let uri = site.uri("App/en.lproj/Settings.strings")
        client.open(uri, text: text)
        let found = try #require(client.diagnostics(uri))
        // The window title takes Apple's title style; the buttons, the app's sentence style
        // (11 of 11 buttons, counting the one the code shows): nothing to say of them.
        #expect(found.messages.count == 1, "\(found.messages)")
        #expect(found.messages.first?.contains("“General Settings”") == true, "\(found.messages)")

        // The code now shows the key as text and another file's buttons are in title style:
        // no house style is left, and the button on this file is held to Apple's style.
        try site.write("import SwiftUI\nstruct V: View { var body: some View { Text(\"settings.open\") } }\n", to: "App/V.swift")
        try site.write(Self.buttons.enumerated().map { "\"b\($0.offset).button\" = \"\($0.element.capitalized)\";\n" }.joined(), to: "App/en.lproj/Main.strings")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": site.uri("App/V.swift"), "type": 2],
                                                                      ["uri": site.uri("App/en.lproj/Main.strings"), "type": 2]]])
        let again = try #require(client.diagnostics(uri) { $0.messages.count == 2 })
        #expect(again.messages.contains { $0.contains("“Copy Link”") }, "\(again.messages)")
        #expect(!again.messages.contains { $0.contains("Open Settings") }, "\(again.messages)")
    }
}

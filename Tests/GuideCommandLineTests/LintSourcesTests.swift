import Foundation
import Testing

/// `guidegen lint --sources`: each key is checked in the role the app's Swift code gives it.
struct LintSourcesTests {
    let cli = CommandLineTests()

    /// A SwiftUI view with a confirmation alert, an App Intent and a UIKit alert.
    static let app: [String: String] = [
        "App/Views/PostView.swift": """
            import SwiftUI

            struct PostView: View {
                @State private var confirming = false

                var body: some View {
                    VStack {
                        Button("share.link") {}
                        Button("delete.action") { confirming = true }
                    }
                    .alert("delete.alert.title", isPresented: $confirming) {
                        Button("delete.action", role: .destructive) {}
                    } message: {
                        Text("delete.action.message")
                    }
                }
            }

            """,
        "App/Intents/OpenRecentIntent.swift": """
            import AppIntents

            struct OpenRecentIntent: AppIntent {
                static var title: LocalizedStringResource = "intent.open"
                func perform() async throws -> some IntentResult { .result() }
            }

            """,
        "App/Sync/SyncAlert.swift": """
            import UIKit

            func syncFailed(_ controller: UIViewController) {
                let alert = UIAlertController(title: NSLocalizedString("sync.alert", comment: ""), message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("sync.retry", comment: "Retries"), style: .default))
                controller.present(alert, animated: true)
            }

            """,
        "App/en.lproj/Localizable.strings": """
            "share.link" = "Share this link";
            "delete.action" = "Delete";
            "delete.alert.title" = "Delete Post?";
            "delete.action.message" = "Are you sure you want to delete this post?";
            "intent.open" = "open recent items";
            "sync.alert" = "Sync Error";
            "sync.retry" = "Yes";

            """,
    ]

    func findings(_ stdout: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
    }

    @Test func rolesComeFromTheCodeAndEachFindingSaysWhere() throws {
        let root = try cli.makeSite(Self.app.merging(["guidegen.yml": "title: T\n"]) { a, _ in a })
        defer { try? FileManager.default.removeItem(atPath: root) }
        let strings = "App/en.lproj/Localizable.strings"
        // From the keys alone, the button, intent title and alert action are running text (and
        // the alert's message is a message: key segments, most specific first, not `*action*`).
        let byKey = try findings(cli.run(["lint", strings, "--format", "json"], in: root).stdout)
        #expect(!byKey.contains { $0["key"] as? String == "delete.action.message" && $0["id"] as? String == "en.button" })
        #expect(!byKey.contains { $0["key"] as? String == "share.link" })
        // With the code, each key takes the role of its most visible use.
        let run = try cli.run(["lint", strings, "--sources", "App", "--format", "json"], in: root)
        let byCode = try findings(run.stdout)
        let summary = Set(byCode.map { "\($0["key"] as? String ?? "") \($0["id"] as? String ?? "")" })
        #expect(summary == ["share.link en.title-case", "intent.open en.title-case", "sync.retry en.button"])
        let share = try #require(byCode.first { $0["key"] as? String == "share.link" })
        let note = try #require((share["notes"] as? [[String: Any]])?.first)
        #expect(note["file"] as? String == "App/Views/PostView.swift")
        #expect(note["line"] as? Int == 8)
        #expect((note["message"] as? String)?.contains("button") == true)
        #expect(run.status == 1)
        // People see where the role came from; a linted folder with Swift files is read by itself.
        let human = try cli.run(["lint", "App"], in: root)
        #expect(human.stderr.contains("  = note: App/Views/PostView.swift:8:"))
        #expect(!human.stderr.contains("delete.action.message"))
        // lint.sources in guidegen.yml does the same; a folder that is not there is a setup error.
        try Data("title: T\nlint:\n  sources: [App]\n".utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        #expect(Set(try findings(cli.run(["lint", strings, "--format", "json"], in: root).stdout).map { $0["key"] as? String ?? "" }) == ["share.link", "intent.open", "sync.retry"])
        #expect(try cli.run(["lint", strings, "--sources", "Missing"], in: root).status == 2)
    }

    /// A strings file named from the folder lint runs in, `./Localizable.xcstrings` (as `find .`
    /// gives it): looking for the interface file beside it stopped the program (Foundation's
    /// `deletingLastPathComponent` of "." traps on Linux).
    @Test func aStringsFileNamedFromTheCurrentFolderIsLinted() throws {
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"Delete all":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Delete all"}}}}}}"#
        let root = try cli.makeSite(["Localizable.xcstrings": catalog, "App/View.swift": "import SwiftUI\nstruct V: View { var body: some View { Button(\"Delete all\") {} } }\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        for name in ["./Localizable.xcstrings", "Localizable.xcstrings", "./"] {
            let run = try cli.run(["lint", name, "--sources", ".", "--format", "json"], in: root)
            #expect(run.status == 0, "\(name): \(run.status) \(run.stderr.suffix(600))")
            #expect(try findings(run.stdout).contains { $0["id"] as? String == "en.title-case" }, "\(name)")
        }
    }

    /// Keys named through Xcode's generated symbols (`Button(.aboutBuildLog)`) take their role
    /// from the code when the linted catalog is beside the `--sources` folder rather than in it:
    /// the catalogs linted give the symbols too.
    @Test func aLintedCatalogOutsideTheSourcesGivesItsSymbols() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "about.build_log" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "View build log" } } } }
              },
              "version" : "1.1"
            }

            """
        let view = """
            import SwiftUI
            struct AboutView: View {
                var body: some View { Button(.aboutBuildLog) { openLog() } }
            }

            """
        let root = try cli.makeSite(["guidegen.yml": "title: T\n", "Resources/Localizable.xcstrings": catalog, "Sources/AboutView.swift": view])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try cli.run(["lint", "Resources/Localizable.xcstrings", "--sources", "Sources", "--format", "json"], in: root)
        let found = try findings(run.stdout)
        #expect(found.map { $0["id"] as? String } == ["en.title-case"])
        let note = try #require((found.first?["notes"] as? [[String: Any]])?.first)
        #expect(note["file"] as? String == "Sources/AboutView.swift")
    }

    /// A Mac app (its code imports AppKit, none UIKit): checkboxes are labelled in either style
    /// and people click, so neither title case on a checkbox nor “tap” is advised.
    @Test func aMacAppsCheckboxesAreRunningTextAndGetNoTapAdvice() throws {
        let view = """
            import AppKit
            import SwiftUI

            struct SettingsView: View {
                @State private var kill = false
                @State private var sync = false
                var body: some View {
                    Form {
                        Toggle("settings.kill", isOn: $kill)
                        Toggle("settings.sync", isOn: $sync)
                        Button("settings.choose") {}
                    }
                }
            }

            """
        let strings = """
            "settings.kill" = "Stop Wine processes when Whisky closes";
            "settings.sync" = "Sync bottles automatically";
            "settings.choose" = "Click to Choose a Folder";

            """
        let root = try cli.makeSite(["guidegen.yml": "title: T\n", "Mac/SettingsView.swift": view, "Mac/en.lproj/Localizable.strings": strings])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let mac = try findings(cli.run(["lint", "Mac", "--format", "json"], in: root).stdout)
        #expect(mac.isEmpty)
        // The same code for an iPhone (UIKit): switches in a list are titled, and people tap.
        try Data(view.replacingOccurrences(of: "import AppKit", with: "import UIKit").utf8).write(to: URL(fileURLWithPath: root + "/Mac/SettingsView.swift"))
        let touch = try findings(cli.run(["lint", "Mac", "--format", "json"], in: root).stdout)
        #expect(Set(touch.map { "\($0["key"] as? String ?? "") \($0["id"] as? String ?? "")" }) == ["settings.kill en.title-case", "settings.sync en.title-case", "settings.choose en.tap"])
    }
}

import Foundation
@testable import GuideCore
import Testing
@testable import GuideLint

/// `guidegen lint --sources` reads an app's string files while it reads the code
/// (`LintRunner.StringFilesReadAhead`): the findings must be those of reading them after.
struct StringFilesReadAheadTests {
    private static let app: [String: String] = [
        "App/Settings.swift": """
        import SwiftUI
        struct SettingsView: View {
            var body: some View {
                Form {
                    Section("settings.header") { Toggle("settings.sync", isOn: .constant(true)) }
                    Button("settings.reset") {}
                    Text(String(localized: "settings.empty", table: "Other"))
                }
            }
        }
        """,
        "App/en.lproj/Localizable.strings": """
        "settings.header" = "Sync Options";
        "settings.sync" = "sync with iCloud";
        "settings.reset" = "reset all";
        """,
        "App/en.lproj/Other.strings": #""settings.empty" = "Nothing is synced yet";"#,
        "App/Catalog.xcstrings": """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "catalog.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "open the FILE"}},
                                              "zh-Hans": {"stringUnit": {"state": "translated", "value": "打开file"}}}}
        }}
        """,
    ]

    private static func described(_ diagnostic: Diagnostic) -> String {
        let place = diagnostic.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" } ?? ""
        return "\(diagnostic.id) \(place) \(diagnostic.notes.map(\.message))"
    }

    /// The app linted, its findings described; `readingAhead` as `lintApp` takes it.
    private func lint(readingAhead: [String]?) throws -> [String] {
        let folder = NSTemporaryDirectory() + "guidegen-read-ahead-\(UUID().uuidString)"
        return try lintApp(Self.app, in: folder, readingAhead: readingAhead).diagnostics.map(Self.described)
    }

    @Test func readingAheadGivesTheFindingsOfReadingAfter() throws {
        let after = try lint(readingAhead: nil)
        let ahead = try lint(readingAhead: Array(Self.app.keys))
        // The code gives the roles (a toggle's label, a button), so the findings say so.
        #expect(after.contains { $0.hasPrefix("en.title-case Localizable.strings:3") })
        #expect(after.count >= 4)
        #expect(ahead == after)
    }

    /// A file the read-ahead was not given is read when it is linted.
    @Test func aFileNotReadAheadIsReadWhenLinted() throws {
        #expect(try lint(readingAhead: ["App/Catalog.xcstrings"]) == lint(readingAhead: nil))
    }
}

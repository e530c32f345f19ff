import Foundation
import Testing
@testable import GuideAppSources

/// Keys named through the symbols Xcode 26 generates for a String Catalog's manually managed
/// keys (`Text(.aboutTitle)`, `.Common.openSettings`, `.deleteTitle(name:)`).
struct GeneratedStringSymbolsTests {
    /// A catalog's JSON with these keys, each `manual` unless named in `extracted`.
    static func catalog(_ keys: [String], extracted: Set<String> = []) -> String {
        let entries = keys.map { key in
            let state = extracted.contains(key) ? "" : #""extractionState" : "manual", "#
            return #"    "\#(key)" : { \#(state)"localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "v" } } } }"#
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.1\"\n}\n"
    }

    /// Writes the files (path inside the folder → text) and scans the folder.
    private func scan(_ files: [String: String]) throws -> [KeyUse] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return SwiftSourceScanner.uses(inFolders: [folder.path])
    }

    @Test func aSymbolShownByAViewIsItsKeyShownThere() throws {
        let view = #"""
        import SwiftUI
        struct AboutView: View {
            var body: some View {
                VStack {
                    Text(.aboutThanks)
                    Button(.aboutBuildLogButton) { open() }
                    Label(.cart_checkout_title, systemImage: "cart")
                }
                .navigationTitle(.aboutTitle)
                .alert(.deleteTitle(name: name), isPresented: $deleting) {
                    Button(String(localized: .commonCancel), role: .cancel) { }
                }
            }
        }
        """#
        let uses = try scan([
            "App/AboutView.swift": view,
            "App/Localizable.xcstrings": Self.catalog(["about_thanks", "about_build_log_button", "cart.checkout.title",
                                                       "aboutTitle", "delete_title", "common.cancel"]),
        ])
        let kinds = SwiftSourceScanner.roles(uses).mapValues(\.kind)
        #expect(kinds == [
            "about_thanks": .text, "about_build_log_button": .button, "cart.checkout.title": .label,
            "aboutTitle": .navigationTitle, "delete_title": .alertTitle, "common.cancel": .alertAction,
        ])
        #expect(uses.first { $0.key == "about_thanks" }.map { [$0.line, $0.column] } == [5, 18])
        #expect(uses.allSatisfy { $0.table == nil })
    }

    /// A key of another catalog is inside its table's namespace, and is that table's key; a
    /// key Xcode extracted from the code has no symbol, and a case of the app's own enum that
    /// spells one is no key.
    @Test func aTablesSymbolIsThatTablesKeyAndExtractedKeysHaveNone() throws {
        let view = #"""
        import SwiftUI
        struct SettingsView: View {
            var body: some View {
                Form {
                    Button(.Common.openSettings) { }
                    SidebarRow(section: .general)
                    Text(.Onboarding.welcome_message)
                }
            }
        }
        struct SidebarRow: View {
            let section: Section
            var body: some View { Text(section.title) }
        }
        """#
        let uses = try scan([
            "App/SettingsView.swift": view,
            "App/Resources/Common.xcstrings": Self.catalog(["open_settings"]),
            "App/Resources/Onboarding.xcstrings": Self.catalog(["welcome.message"]),
            "App/Resources/Localizable.xcstrings": Self.catalog(["General"], extracted: ["General"]),
        ])
        #expect(uses.map(\.key) == ["open_settings", "welcome.message"])
        #expect(uses.map(\.table) == ["Common", "Onboarding"])
        #expect(uses.map(\.kind) == [.button, .text])
    }

    /// Symbols flow through the app's own types as literal keys do: a stored property given one
    /// in an initializer, and an enum's computed property returning one per case.
    @Test func symbolsFlowThroughTheAppsTypes() throws {
        let model = #"""
        import SwiftUI
        struct Shortcut { let title: LocalizedStringResource }
        enum SortOrder: CaseIterable {
            case newest, oldest
            var label: LocalizedStringResource {
                switch self {
                case .newest: .sortNewestFirst
                case .oldest: .sortOldestFirst
                }
            }
        }
        """#
        let view = #"""
        import SwiftUI
        struct ListView: View {
            let shortcuts = [Shortcut(title: .shortcutNewNote)]
            var body: some View {
                List(shortcuts) { shortcut in Button(shortcut.title) { } }
                Menu(.sortMenu) {
                    ForEach(SortOrder.allCases) { order in Button(order.label) { } }
                }
            }
        }
        """#
        let uses = try scan([
            "App/Model.swift": model, "App/ListView.swift": view,
            "App/Localizable.xcstrings": Self.catalog(["sort.newest_first", "sort.oldest_first", "shortcut.new_note", "sort.menu"]),
        ])
        let kinds = SwiftSourceScanner.roles(uses).mapValues(\.kind)
        #expect(kinds == [
            "sort.newest_first": .menuItem, "sort.oldest_first": .menuItem, "shortcut.new_note": .button, "sort.menu": .menuTitle,
        ])
    }

    /// A symbol localized where nothing shows it is still the key's use, as a literal would be.
    @Test func aSymbolLocalizedWhereNothingShowsItIsALocalizedString() throws {
        let source = #"""
        import Foundation
        enum Failure: Error { case offline }
        func describe() -> String { String(localized: .errorOffline) }
        """#
        let uses = try scan(["App/Failure.swift": source, "App/Localizable.xcstrings": Self.catalog(["error.offline"])])
        #expect(uses.map(\.key) == ["error.offline"])
        #expect(uses.map(\.kind) == [.localizedString])
    }

    @Test func twoKeysSpelledAlikeNameNeitherAndSpellingIgnoresCaseAndMarks() {
        var symbols = GeneratedStringSymbols()
        symbols.add(catalog: Data(Self.catalog(["ok", "OK", "save_button", "%lld items_count"]).utf8), table: "Localizable")
        #expect(symbols.key(symbol: "ok", table: nil) == nil)
        #expect(symbols.key(symbol: "saveButton", table: nil)?.key == "save_button")
        #expect(symbols.key(symbol: "itemsCount", table: nil)?.key == "%lld items_count")
        #expect(symbols.key(symbol: "saveButton", table: "Common") == nil)
        // The same catalog read twice (under the sources and linted) names its keys as once.
        symbols.add(catalog: Data(Self.catalog(["save_button"]).utf8), table: "Localizable")
        #expect(symbols.key(symbol: "saveButton", table: nil)?.key == "save_button")
        #expect(GeneratedStringSymbols.spelling("cart.checkout_Title") == "cartcheckouttitle")
    }
}

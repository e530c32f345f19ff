import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// The touch-screen rules (`en.tap`, `zh.tap`) go by the platform of the use each key's role
/// comes from, not the app's: in an app for iPhone and Mac a key shown only on the Mac may say
/// “click”, and in a Mac app a key its iPhone code shows may not. A key the code does not show
/// keeps the app's platform.
struct TapRulesPerPlatformTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-tap-platform-\(UUID().uuidString)").path

    static let english = """
        "export.mac" = "Click Export to save a copy.";
        "export.phone" = "Click Export to save a copy.";
        "export.nowhere" = "Click Export to save a copy.";
        """
    static let chinese = """
        "export.mac" = "点击“导出”保存副本。";
        "export.phone" = "点击“导出”保存副本。";
        "export.nowhere" = "点击“导出”保存副本。";
        """

    /// The app's Swift files and its two tables written under `folder`, linted with the roles
    /// its code gives: the touch-screen findings, as `key rule`.
    private func tapFindings(_ swift: [String: String]) throws -> [String] {
        let files = swift.merging(["en.lproj/Localizable.strings": Self.english, "zh-Hans.lproj/Localizable.strings": Self.chinese]) { a, _ in a }
        return try lintApp(files, in: folder).diagnostics.filter { $0.id.hasSuffix(".tap") }.map { "\($0.key ?? "") \($0.id)" }.sorted()
    }

    @Test func anAppForIPhoneAndMacLeavesItsMacOnlyKeysTheirClicks() throws {
        let view = """
            import SwiftUI

            struct ExportView: View {
                var body: some View {
                    #if os(macOS)
                    Text("export.mac")
                    #else
                    Text("export.phone")
                    #endif
                }
            }
            """
        let found = try tapFindings(["ExportView.swift": view])
        #expect(found == ["export.nowhere en.tap", "export.nowhere zh.tap", "export.phone en.tap", "export.phone zh.tap"])
    }

    @Test func aMacAppAsksForTapsWhereItsIPhoneCodeShowsAKey() throws {
        let window = """
            import AppKit
            import SwiftUI

            struct ExportWindow: View {
                var body: some View { Text("export.mac") }
            }
            """
        let sheet = """
            import SwiftUI

            struct ExportSheet: View {
                var body: some View {
                    #if os(iOS)
                    Text("export.phone")
                    #endif
                }
            }
            """
        let found = try tapFindings(["ExportWindow.swift": window, "ExportSheet.swift": sheet])
        #expect(found == ["export.phone en.tap", "export.phone zh.tap"])
    }

    /// An app for iPhone and Mac whose Mac window comes from a storyboard: the strings Xcode
    /// exports for an AppKit object (`Class = "NSButtonCell"`) are shown on a Mac, whatever
    /// platform the app's Swift code is for.
    @Test func anAppKitStoryboardsStringsAreAMacsWhateverTheCode() throws {
        let phone = """
            import UIKit

            final class ExportController: UIViewController {}
            """
        let english = """
            /* Class = "NSButtonCell"; title = "Click Export to save a copy"; ObjectID = "Ab1-cd-EF2"; */
            "Ab1-cd-EF2.title" = "Click Export to save a copy";

            /* Class = "UIButton"; normalTitle = "Click Export to save a copy"; ObjectID = "Gh3-ij-KL4"; */
            "Gh3-ij-KL4.normalTitle" = "Click Export to save a copy";
            """
        let chinese = """
            /* Class = "NSButtonCell"; title = "Click Export to save a copy"; ObjectID = "Ab1-cd-EF2"; */
            "Ab1-cd-EF2.title" = "点击“导出”保存副本";

            /* Class = "UIButton"; normalTitle = "Click Export to save a copy"; ObjectID = "Gh3-ij-KL4"; */
            "Gh3-ij-KL4.normalTitle" = "点击“导出”保存副本";
            """
        let files = ["ExportController.swift": phone, "en.lproj/Main.strings": english, "zh-Hans.lproj/Main.strings": chinese]
        let found = try lintApp(files, in: folder).diagnostics.filter { $0.id.hasSuffix(".tap") }.map { "\($0.key ?? "") \($0.id)" }.sorted()
        #expect(found == ["Gh3-ij-KL4.normalTitle en.tap", "Gh3-ij-KL4.normalTitle zh.tap"])
    }
}

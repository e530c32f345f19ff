import Foundation
@testable import GuideCore
import Testing
@testable import GuideLint

/// The product's name, as its Xcode project names it (`sing-box.xcodeproj`), is a name in every
/// string of the app: title style leaves its lower case (“Open sing-box”) and sentence style its
/// capitals. A word that is not the product's is checked as before, and so is a project's name
/// that is a plain word in lower case (`podcasts.xcodeproj` of an app called Pocket Casts).
struct ProductNameTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-product-\(UUID().uuidString)").path

    @Test func theProjectsNameKeepsItsCaseInEveryString() throws {
        let files = [
            "sing-box.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
            "podcasts.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
            "App/MenuView.swift": """
                import SwiftUI
                struct MenuView: View {
                    var body: some View {
                        Menu("menu.title") {
                            Button("menu.open") {}
                            Button("menu.quit") {}
                            Button("menu.logs") {}
                            Button("menu.all") {}
                        }
                    }
                }
                """,
            "App/en.lproj/Localizable.strings": """
                "menu.title" = "Service";
                "menu.open" = "Open sing-box";
                "menu.quit" = "Quit sing-box";
                "menu.logs" = "Show the logs";
                "menu.all" = "All podcasts";
                """,
        ]
        let found = try lintApp(files, in: folder).diagnostics.filter { $0.id == "en.title-case" }
        #expect(found.map { $0.key ?? "" }.sorted() == ["menu.all", "menu.logs"])
    }

    /// The name people see under the app's icon, as the project sets it
    /// (`INFOPLIST_KEY_CFBundleDisplayName`) or an `Info.plist` does (`CFBundleDisplayName`,
    /// `CFBundleName`), is the app's name too, though it is two common words (“Touch Time”); a
    /// build setting's variable (`$(TARGET_NAME)`) names nothing, and one common word
    /// (`Extension`, a target's) is no name in copy.
    @Test func theDisplayNameTheProjectGivesIsAName() throws {
        let files = [
            "clock.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                {
                    buildSettings = {
                        INFOPLIST_KEY_CFBundleDisplayName = "Touch Time";
                        INFOPLIST_KEY_CFBundleDisplayName = Extension;
                        PRODUCT_NAME = "$(TARGET_NAME)";
                    };
                }
                """,
            "Widget/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Daily Note</string></dict></plist>
                """,
            "App/AboutView.swift": """
                import SwiftUI
                struct AboutView: View {
                    var body: some View {
                        Section("about.header") { Text("about.body") }
                        Section("about.widget") { Text("about.body") }
                        Section("about.more") { Text("about.body") }
                        Section("about.hidden") { Text("about.body") }
                        Section("about.extension") { Text("about.body") }
                    }
                }
                """,
            "App/en.lproj/Localizable.strings": """
                "about.header" = "About Touch Time";
                "about.body" = "Touch Time shows the time in every city.";
                "about.widget" = "The Daily Note widget";
                "about.more" = "Read the full story";
                "about.hidden" = "Show Hidden Cities";
                "about.extension" = "System Extension removed";
                """,
        ]
        let found = try lintApp(files, in: folder).diagnostics.filter { $0.id == "en.sentence-case" }
        #expect(found.map { $0.key ?? "" }.sorted() == ["about.extension", "about.hidden"])
    }
}

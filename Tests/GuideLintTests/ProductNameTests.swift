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
}

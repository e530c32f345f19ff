import Testing
@testable import GuideAppSources

/// The names a view call can reach, read before the scan so that a call of nothing the app
/// declares (`.padding()`) is not placed (issue 32, lint time).
struct AppViewNamesTests {
    @Test func namesEveryViewDeclarationAndTypeAtAnyDepth() {
        let source = """
            import SwiftUI

            struct SettingsView: View {
                var body: some View { row() }
                var header: some View { Text("settings.header") }
                func row() -> some View {
                    func badge() -> Text { Text("settings.badge") }
                    let footer: AnyView = AnyView(Text("settings.footer"))
                    return VStack { badge(); footer }
                }
                func save() -> Bool { true }
                struct Row: View { var body: some View { EmptyView() } }
            }

            extension SettingsView.Row {}
            enum Mode: String { case light }
            """
        let names = AppViewNames.names(in: FileScan.tree(of: source))
        #expect(names.declarations == ["var:header", "func:row", "func:badge", "var:footer"])
        #expect(names.types == ["SettingsView", "Row", "SettingsView.Row", "Mode"])
    }

    /// A view function declared in one file and called in another file's menu, and a view type
    /// used as another file's menu content: the whole app's names reach both.
    @Test func aCallReachesAViewDeclaredInAnotherFile() {
        let rows = """
            import SwiftUI

            struct ShareRow: View {
                var body: some View { Button("share.copy") { } }
            }

            extension View {
                func exportButton() -> some View { Button("share.export") { } }
            }
            """
        let menu = """
            import SwiftUI

            struct Toolbar: View {
                var body: some View {
                    Menu("toolbar.more") {
                        ShareRow()
                        exportButton()
                    }
                }
            }
            """
        let uses = SwiftSourceScanner.uses(inSources: [(rows, "Rows.swift"), (menu, "Toolbar.swift")])
        let roles = SwiftSourceScanner.roles(uses).mapValues(\.kind)
        #expect(roles["share.copy"] == .menuItem)
        #expect(roles["share.export"] == .menuItem)
    }
}

import Foundation
import Testing
@testable import GuideAppSources

/// Keys followed through the app's own code to where they are shown (issue 32, item 1): view
/// functions, the app's own views that show a view they are given, values stored in the app's
/// types and read elsewhere, and picker options built from an enum's properties.
struct RolesAcrossTheAppTests {
    /// Each key's role, the files read together as `guidegen lint --sources` reads an app (the
    /// whole app's declarations first, `AppViewNames` among them). These apps need no declaration
    /// across files that a file read alone lacks, so reading each file alone and joining them
    /// must agree: a view call that the names read first left out would tell them apart.
    private func roles(_ files: [(name: String, source: String)]) -> [String: UIKind] {
        let together = SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSources: files.map { ($0.source, $0.name) })).mapValues(\.kind)
        let alone = SwiftSourceScanner.roles(SwiftSourceScanner.resolve(files.map { FileScan(source: $0.source, file: $0.name) })).mapValues(\.kind)
        #expect(together == alone)
        return together
    }

    /// A method that returns keys, called on a value whose type the code says (`StatusStyle().format(x)`,
    /// `style.format(x)` with `style: StatusStyle`), is that type's method: another type's
    /// method of the same name, shown in a picker, does not make its keys options.
    @Test func aTypesOwnMethodIsShownWhereThatTypesValuesShowIt() {
        let styles = """
            import SwiftUI

            struct ActionStyle: FormatStyle {
                func format(_ value: Int) -> String {
                    value == 0 ? String(localized: "action.open") : String(localized: "action.copy")
                }
            }

            struct StatusStyle: FormatStyle {
                func format(_ value: Int) -> String {
                    value == 0 ? String(localized: "status.synced") : String(localized: "status.failed")
                }
            }
            """
        let screen = """
            import SwiftUI

            struct SettingsView: View {
                @State var action = 0
                let status = 0
                let style: StatusStyle
                var body: some View {
                    Form {
                        Picker("settings.action", selection: $action) {
                            ForEach(0..<2) { Text(ActionStyle().format($0)) }
                        }
                        Text(StatusStyle().format(status))
                        Text(style.format(status + 1))
                    }
                }
            }
            """
        let roles = roles([(name: "Styles.swift", source: styles), (name: "SettingsView.swift", source: screen)])
        #expect(roles["action.open"] == .pickerOption)
        #expect(roles["action.copy"] == .pickerOption)
        #expect(roles["status.synced"] == .text)
        #expect(roles["status.failed"] == .text)
    }

    /// The roles of files read as an app is: each knowing the wrappers and types of all.
    private func appRoles(_ files: [(source: String, file: String)]) -> [String: UIKind] {
        SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSources: files)).mapValues(\.kind)
    }

    /// A function with arguments that returns a key for each (`alertTitle(for:)`, overloaded
    /// and in another file) shows its keys where its call is: here as an alert's title.
    @Test func aFunctionThatReturnsKeysForItsArgumentShowsThemWhereItIsCalled() {
        let view = #"""
        struct LibraryView: View {
            var body: some View {
                List { Text("library_title") }
                    .alert(alertTitle(for: activeAlert), isPresented: $shown) { Button("ok_button") {} }
            }
            private func alertTitle(for alert: LibraryAlert?) -> String {
                guard let alert else { return "" }
                return alertTitle(for: alert)
            }
        }
        """#
        let alerts = #"""
        extension LibraryView {
            func alertTitle(for alert: LibraryAlert) -> String {
                switch alert {
                case .queued: return "sync_in_progress_alert".localized
                case .failed(let name): return String(format: "import_failed_alert".localized, name)
                }
            }
            func rowLabel(for item: Item) -> some View { Text(item.name) }
        }
        """#
        let roles = roles([(name: "LibraryView.swift", source: view), (name: "LibraryView+Alerts.swift", source: alerts)])
        #expect(roles["sync_in_progress_alert"] == .alertTitle)
        #expect(roles["import_failed_alert"] == .alertTitle)
        #expect(roles["ok_button"] == .alertAction)
    }

    /// A string the code re-cases or puts inside other text is a piece (`fragment`): its own
    /// capitals never show, and a key named `…_title` is no title for it. A use that shows the
    /// string as it is still decides.
    @Test func aRecasedOrEmbeddedStringIsAFragment() {
        let source = #"""
        struct PlayerView: View {
            var body: some View {
                Text("speed_title".localized.capitalized)
                Section("speed_title".localized.uppercased()) { EmptyView() }
                Text("\(rate) \("rate_unit".localized)")
                Text(NSLocalizedString("per_year", comment: "").localizedUppercase)
                Text("plain_title".localized)
                Button("shown_title".localized) {}
                Text("\(count) \("shown_title".localized)")
                Text(String(format: "format_title".localized, name))
            }
        }
        """#
        let roles = roles([(name: "PlayerView.swift", source: source)])
        #expect(roles["speed_title"] == .fragment)
        #expect(roles["rate_unit"] == .fragment)
        #expect(roles["per_year"] == .fragment)
        #expect(roles["plain_title"] == .text)
        #expect(roles["shown_title"] == .button)
        #expect(roles["format_title"] == .text)
    }

    /// A string joined with `+` to other text (`"Send".localized + " (" + n + "files".localized + ")"`)
    /// is a piece of that text, as one interpolated is, the first part too (its final
    /// punctuation is not its own).
    @Test func aStringJoinedAfterOtherTextIsAFragment() {
        let source = #"""
        final class ListController: NSViewController {
            func showMenu() {
                let sendMenuItem = NSMenuItem()
                sendMenuItem.title = "send_menu".localized + " (" + "\(count)" + "files_word".localized + ")"
                view.window?.subtitle = "\(count) " + "rows_word".localized
            }
        }
        """#
        let roles = roles([(name: "ListController.swift", source: source)])
        #expect(roles["send_menu"] == .fragment)
        #expect(roles["files_word"] == .fragment)
        #expect(roles["rows_word"] == .fragment)
    }

    /// Text joined to a localized string with `+` (an error's description with a path after it)
    /// makes it a piece as an interpolation does: its final punctuation is not its own. A `??`
    /// or an assignment joins nothing.
    @Test func aStringWithTextAppendedIsAFragment() {
        let source = #"""
        enum ExportError: LocalizedError {
            case unreadable(path: String)
            var errorDescription: String? {
                switch self {
                case .unreadable(let path): return "unreadable_file_message".localized + "\n\(path)"
                }
            }
            var failureReason: String? { reason ?? "generic_reason_message".localized }
        }
        """#
        let roles = roles([(name: "ExportError.swift", source: source)])
        #expect(roles["unreadable_file_message"] == .fragment)
        #expect(roles["generic_reason_message"] == .errorMessage)
    }

    /// The app's own row that shows a `Text` it is given beside a switch with no label of its
    /// own: the text is the switch's label, the one below it describes it.
    @Test func aTextBesideASwitchWithoutALabelIsItsLabel() {
        let row = #"""
        struct InfoSwitch: View {
            let title: Text
            let description: Text
            @Binding var isOn: Bool
            var body: some View {
                HStack {
                    VStack(alignment: .leading) {
                        title.font(.calloutEmphasized)
                        description.font(.footnote)
                    }
                    Toggle(isOn: $isOn) {}
                        .frame(width: 49)
                }
            }
        }
        """#
        let screen = #"""
        struct ExportView: View {
            @State var encrypt = true
            var body: some View {
                InfoSwitch(title: Text("export_encrypt_title"), description: Text("export_encrypt_body"), isOn: $encrypt)
            }
        }
        """#
        let roles = appRoles([(row, "InfoSwitch.swift"), (screen, "ExportView.swift")])
        #expect(roles["export_encrypt_title"] == .toggle)
        #expect(roles["export_encrypt_body"] == .text)
    }

    /// A design system's fonts named for the text style they are (`.title1Emphasized`,
    /// `.headlineEmphasized`, `.footnoteEmphasized`, as UIKit names `title1`) set text in that
    /// style, in the app's own view that shows a `Text` it is given too.
    @Test func theAppsFontNamedForATextStyleIsThatStyle() {
        let header = #"""
        struct HeaderContentView: View {
            let title: Text
            let subtitle: Text?
            var body: some View {
                VStack {
                    title.foregroundStyle(.primary).font(.title1Emphasized)
                    subtitle.font(.footnoteEmphasized)
                }
            }
        }
        """#
        let screen = #"""
        struct ExportView: View {
            var body: some View {
                VStack {
                    HeaderContentView(title: Text("export_title"), subtitle: Text("export_subtitle"))
                    Text("export_options_heading").font(.headlineEmphasized)
                    Text("export_note").font(.bodyEmphasized)
                    Text("export_size").font(.titleSmall)
                }
            }
        }
        """#
        let roles = appRoles([(header, "HeaderContentView.swift"), (screen, "ExportView.swift")])
        #expect(roles["export_title"] == .titleText)
        #expect(roles["export_subtitle"] == .text)
        #expect(roles["export_options_heading"] == .headingText)
        #expect(roles["export_note"] == .text)
        #expect(roles["export_size"] == .titleText)
    }

    /// A view named for an empty state (`NoFavoritesView`, `EmptyInboxView`,
    /// `FolderEmptyState`) says why there is nothing to show, as `ContentUnavailableView` does:
    /// its plain text is that state's description, however it gets its key, and its heading is
    /// that state's title; its button and the text of a view whose name only starts with the
    /// letters "No" are as before.
    @Test func theTextOfAViewNamedForAnEmptyStateIsItsDescription() {
        let source = #"""
        struct NoFavoritesView: View {
            enum Reason { case none, filtered
                var explanation: String {
                    switch self {
                    case .none: return String(localized: "favorites_none_explanation")
                    case .filtered: return String(localized: "favorites_filtered_explanation")
                    }
                }
            }
            var reason: Reason
            var body: some View {
                VStack {
                    Text("favorites_empty_heading").font(.headline)
                    Text(reason.explanation)
                    Button("favorites_browse_button") { }
                }
            }
        }
        struct EmptyInboxView: View {
            var body: some View { Text("inbox_empty_note").foregroundColor(.secondary) }
        }
        struct FolderEmptyState: View {
            var body: some View { HStack { Image(systemName: "folder"); Text("folder_empty_note") } }
        }
        struct NotesView: View {
            var body: some View { Text("notes_intro") }
        }
        """#
        let roles = roles([(name: "Empty.swift", source: source)])
        #expect(roles["favorites_none_explanation"] == .emptyStateDescription)
        #expect(roles["favorites_filtered_explanation"] == .emptyStateDescription)
        #expect(roles["inbox_empty_note"] == .emptyStateDescription)
        #expect(roles["folder_empty_note"] == .emptyStateDescription)
        #expect(roles["favorites_empty_heading"] == .emptyStateTitle)
        #expect(roles["favorites_browse_button"] == .button)
        #expect(roles["notes_intro"] == .text)
    }

    /// An empty state drawn by hand in a property or a function named for one (`private var
    /// searchEmptyStateView: some View`), as `ContentUnavailableView` draws it: a heading there
    /// is the empty state's title, and so is the first heading right under a symbol image. Its
    /// plain text stays text (the property's name says less than a view's), and a heading
    /// elsewhere stays a heading.
    @Test func theHeadingOfAnEmptyStateDrawnByHandIsItsTitle() {
        let source = #"""
        struct SearchView: View {
            var body: some View {
                VStack { Text("search_intro").font(.headline); searchEmptyStateView }
            }
            private var searchEmptyStateView: some View {
                VStack(spacing: 16) {
                    Image(systemName: "magnifyingglass")
                    Text("search_none_title").font(.headline)
                    Text("search_none_detail").foregroundStyle(.secondary)
                }
            }
            func noResultsView() -> some View {
                VStack { Image(systemName: "tray"); Text("results_none").font(.title3) }
            }
        }
        """#
        let roles = roles([(name: "Search.swift", source: source)])
        #expect(roles["search_none_title"] == .emptyStateTitle)
        #expect(roles["results_none"] == .emptyStateTitle)
        #expect(roles["search_none_detail"] == .text)
        #expect(roles["search_intro"] == .headingText)
        // Drawn inline, right under a symbol, as `ContentUnavailableView` draws one: its title.
        let inline = #"""
        struct ResultsView: View {
            var body: some View {
                if results.isEmpty {
                    VStack(spacing: 24) {
                        Image(systemName: "magnifyingglass").font(.system(size: 48))
                        VStack(spacing: 8) {
                            Text("results_none_title").font(.headline)
                            Text("results_none_hint").font(.subheadline).foregroundColor(.secondary)
                        }
                    }
                } else {
                    VStack { Text("results_header").font(.headline); Image(systemName: "star"); Text("results_more").font(.headline) }
                }
            }
        }
        """#
        let inlineRoles = self.roles([(name: "Results.swift", source: inline)])
        #expect(inlineRoles["results_none_title"] == .emptyStateTitle)
        #expect(inlineRoles["results_none_hint"] == .text)
        #expect(inlineRoles["results_header"] == .headingText)
        #expect(inlineRoles["results_more"] == .headingText)
    }

    /// `if #available(…) { … } else { … }` keeps its `else` for older systems: a value the
    /// current branch shows too is what that branch makes it (the empty state's title of
    /// iOS 17), not the fallback's heading. What only the fallback shows keeps its role there,
    /// and so does a literal key.
    @Test func theBranchForOlderSystemsDoesNotDecideWhatTheCurrentOneShows() {
        let source = #"""
        struct EmptyStateView: View {
            let title: String?
            let note: String
            init(_ title: String? = nil, note: String) { self.title = title; self.note = note }
            var body: some View {
                if #available(iOS 17.0, *) {
                    ContentUnavailableView(label: {
                        if let title { Label(title, systemImage: "tray") }
                    })
                } else {
                    VStack {
                        Text(title ?? "").font(.title2)
                        Text(note).font(.headline)
                        Text("legacy_hint").font(.headline)
                    }
                }
            }
        }
        struct BannerView: View {
            let caption: String
            var body: some View {
                if #unavailable(iOS 16) {
                    Text(caption).font(.largeTitle)
                } else {
                    Text(caption).font(.headline)
                }
            }
        }
        struct LibraryView: View {
            var body: some View {
                EmptyStateView(String(localized: "library_empty_title"), note: String(localized: "library_empty_note"))
                BannerView(caption: String(localized: "banner_caption"))
            }
        }
        """#
        let roles = roles([(name: "Empty.swift", source: source)])
        #expect(roles["library_empty_title"] == .emptyStateTitle)
        // What only the fallback shows keeps its role there: a heading of an empty state is its title.
        #expect(roles["library_empty_note"] == .emptyStateTitle)
        #expect(roles["legacy_hint"] == .emptyStateTitle)
        #expect(roles["banner_caption"] == .headingText)
    }

    /// A view that shows its own `body` in a menu (`var bodyMenu: some View { Menu { self.body } … }`)
    /// is that menu's content, as `OpenInView()` written there would be: the buttons of its
    /// body and of the view properties its body shows are menu items, its sections the menu's
    /// groups. Another view's body is not.
    @Test func aViewsOwnBodyShownInAMenuIsThatMenusContent() {
        let source = #"""
        struct OpenInView: View {
            var body: some View {
                Section { appsView } header: { Text("open_in_apps_header") }
            }
            var bodyMenu: some View {
                Menu { self.body } label: { Label(String(localized: "open_links"), systemImage: "x") }
            }
            var appsView: some View {
                Group { Button { open() } label: { Label(String(localized: "resource_imdb"), systemImage: "x") } }
            }
        }
        struct OtherView: View {
            var body: some View { VStack { Button("other_button") { go() } } }
        }
        struct ItemView: View {
            var body: some View { HStack { OpenInView().bodyMenu } }
        }
        """#
        let roles = roles([(name: "Open.swift", source: source)])
        #expect(roles["resource_imdb"] == .menuItem)
        #expect(roles["open_in_apps_header"] == .menuTitle)
        #expect(roles["open_links"] == .menuTitle)
        #expect(roles["other_button"] == .button)
    }

    /// A view named for a message (`ValidationMessage`, `TrialMessageView`) shows one: its
    /// plain text, whatever it is given, is a message; a view named for a chat's voice message
    /// (`VoiceMessageButton`, the word not last) is not.
    @Test func theTextOfAViewNamedForAMessageIsAMessage() {
        let source = #"""
        struct ValidationMessage: View {
            let message: String
            var body: some View { Label(message, systemImage: "exclamationmark.triangle") }
        }
        struct TrialMessageView: View {
            var body: some View { VStack { Text("trial_ended_heading").font(.headline); Text("trial_ended_text") } }
        }
        struct VoiceMessageButton: View {
            var body: some View { Text("voice_message_caption") }
        }
        struct LicenseForm: View {
            var body: some View { ValidationMessage(message: String(localized: "license_not_found")) }
        }
        """#
        let roles = roles([(name: "Messages.swift", source: source)])
        #expect(roles["license_not_found"] == .message)
        #expect(roles["trial_ended_text"] == .message)
        #expect(roles["trial_ended_heading"] == .headingText)
        #expect(roles["voice_message_caption"] == .text)
    }

    /// A toast says what just happened, as a message does: the text of the app's view named for
    /// one (`ToastContentView`), and a text given to the app's function or modifier named for
    /// one (`.toast(Text(…))`, `showToast(…)`), are messages.
    @Test func aToastsTextIsAMessage() {
        let source = #"""
        struct ToastContentView: View {
            let text: Text
            var body: some View { HStack { Image(systemName: "checkmark"); text } }
        }
        extension View {
            func toast(_ text: Text, isPresented: Binding<Bool>) -> some View { overlay { ToastContentView(text: text) } }
        }
        struct SyncScreen: View {
            var body: some View {
                List { Text("sync_row") }
                    .toast(Text("sync_failed_toast"), isPresented: $failed)
            }
            func copied() { showToast(String(localized: "link_copied_toast")) }
        }
        """#
        let roles = roles([(name: "Toast.swift", source: source)])
        #expect(roles["sync_failed_toast"] == .message)
        #expect(roles["link_copied_toast"] == .message)
        #expect(roles["sync_row"] == .text)
    }

    /// A sheet's first line styled as a heading (`.font(.headline)` atop a view named `…Sheet`)
    /// is the sheet's title; a heading further down, or in another view, is a heading.
    @Test func aSheetsFirstHeadingIsItsTitle() {
        let source = #"""
        struct RenameTagSheet: View {
            var body: some View {
                VStack {
                    HStack {
                        Text(isNew ? "new_tag_title" : "rename_tag_title")
                            .font(.headline)
                        Spacer()
                    }
                    Text("tag_color_heading").font(.headline)
                }
            }
        }
        struct TagList: View {
            var body: some View {
                Text("tags_heading").font(.headline)
            }
        }
        """#
        let roles = roles([(name: "RenameTagSheet.swift", source: source)])
        #expect(roles["new_tag_title"] == .titleText)
        #expect(roles["rename_tag_title"] == .titleText)
        #expect(roles["tag_color_heading"] == .headingText)
        #expect(roles["tags_heading"] == .headingText)
    }

    /// A view that dismisses itself (`@Environment(\.dismiss)`, a `@Binding` to whether it is
    /// presented) is presented as a sheet, a popover or a window whatever its name: its first
    /// line styled as a heading is its title. A view without either keeps it a heading.
    @Test func aFirstHeadingOfAViewThatDismissesItselfIsItsTitle() {
        let source = #"""
        struct ScaleSettingsView: View {
            @Binding var presented: Bool
            var body: some View {
                VStack {
                    HStack { Text("scale_title").fontWeight(.bold); Spacer() }
                    Text("scale_preview_heading").font(.headline)
                    Button("done_button") { presented = false }
                }
            }
        }
        struct AddPluginView: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                VStack { Text("add_plugin_title").font(.headline); Text("add_plugin_body") }
            }
        }
        struct PluginRow: View {
            @Binding var isEnabled: Bool
            var body: some View {
                VStack { Text("plugin_row_heading").font(.headline); Text("plugin_row_body") }
            }
        }
        """#
        let roles = roles([(name: "Sheets.swift", source: source)])
        #expect(roles["scale_title"] == .titleText)
        #expect(roles["scale_preview_heading"] == .headingText)
        #expect(roles["add_plugin_title"] == .titleText)
        #expect(roles["plugin_row_heading"] == .headingText)
    }

    /// A `func … -> some View` that returns a `Label` shows it wherever it is called: as a group
    /// box's header in one place and as a menu's button in another. A heading is on screen
    /// whenever its section is; a menu item only while the menu is open: the heading wins.
    @Test func aViewFunctionsKeysTakeTheRoleOfWhereItIsCalled() {
        let source = """
        struct ParameterEditor: View {
            var body: some View {
                ForEach(items, id: \\.self) { name in
                    GroupBox(label: HStack { label(forParameter: name); Spacer() }) { Text("param.value") }
                }
                Menu {
                    ForEach(names, id: \\.self) { name in
                        Button(action: add(name)) { label(forParameter: name) }
                    }
                } label: { Label("param.add", systemImage: "plus") }
                extraMenu
            }
            var extraMenu: some View {
                Menu { Button(action: act) { sharedLabel() } } label: { Text("param.more") }
            }
            func sharedLabel() -> some View { Label("param.shared", systemImage: "x") }
            func label(forParameter name: String) -> some View {
                switch name {
                case "a": return Label("param.a", systemImage: "a")
                default: return Label("param.b", systemImage: "b")
                }
            }
        }
        """
        #expect(roles([("Editor.swift", source)]) == [
            "param.value": .text, "param.add": .menuTitle, "param.more": .menuTitle,
            "param.a": .sectionHeader, "param.b": .sectionHeader, "param.shared": .menuItem,
        ])
    }

    /// The app's own view that shows a view it is given: its label closure is shown where the
    /// view's body shows `label` (inside a button: a button), and a view named like SwiftUI's
    /// sections (`…Section`, `…DisclosureGroup`, `…GroupBox`) shows its label as a section's header.
    @Test func theAppsOwnViewsShowTheViewsTheyAreGivenWhereTheirBodyShowsThem() {
        let views = """
        struct FoldingSection<Content: View, Label: View>: View {
            @ViewBuilder var content: () -> Content
            @ViewBuilder var label: Label
            var body: some View {
                VStack { Button(action: toggle) { HStack { label; Spacer() } }; content() }
            }
        }
        struct Pill<Label: View>: View {
            var label: Label
            var body: some View { Button(action: act) { label }.padding() }
        }
        struct Card<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { VStack { content } }
        }
        """
        let screen = """
        struct Start: View {
            var body: some View {
                FoldingSection { Button("start.read") { } } label: { Text("start.title") }
                Pill(label: Text("start.pill"))
                Card { Text("start.card") }
            }
        }
        """
        #expect(roles([("Views.swift", views), ("Start.swift", screen)]) == [
            "start.read": .button, "start.title": .sectionHeader, "start.pill": .button, "start.card": .text,
        ])
    }

    /// A key stored in a property named for an error (`analysisError = …`) that the code passes
    /// on where it cannot be followed is an error's message; a property named otherwise says
    /// nothing.
    @Test func aKeyStoredInAPropertyNamedForAnErrorIsAnErrorsMessage() {
        let source = """
        extension String { func localized() -> String { NSLocalizedString(self, comment: "") } }
        struct ProjectView: View {
            @State private var analysisError: String? = nil
            @State private var pendingNote: String? = nil
            var body: some View { Header(problem: analysisError, note: pendingNote) }
            func analyze() {
                analysisError = "analysis.busy".localized()
                pendingNote = "analysis.note".localized()
            }
        }
        extension ProjectView {
            func load() { analysisError = "analysis.failed".localized() }
        }
        """
        let found = roles([("Project.swift", source)])
        #expect(found["analysis.busy"] == .errorMessage)
        // Set in an extension of the type, in the file that declares it.
        #expect(found["analysis.failed"] == .errorMessage)
        #expect(found["analysis.note"] == .localizedString)
    }

    /// The same for a key given to such a property of another object of the app's
    /// (`passwordField.error = …`, a text field of its own that shows it where the code cannot
    /// follow): an error's message. A property the type shows is shown so (`hint`, in a label),
    /// and one named otherwise that nothing shows (`note`) still says nothing.
    @Test func aKeyGivenToAnotherObjectsPropertyNamedForAnErrorIsAnErrorsMessage() {
        let screen = """
        import UIKit
        extension String { var localized: String { NSLocalizedString(self, comment: "") } }
        class PasswordField: UIView {
            let hintLabel = UILabel()
            var error: String?
            var hint: String?
            var note: String?
            func update() { hintLabel.text = hint }
        }
        class UnlockViewController: UIViewController {
            let passwordField = PasswordField()
            func check() {
                passwordField.error = "password.wrong".localized
                passwordField.hint = "password.hint".localized
                passwordField.note = "password.note".localized
            }
        }
        """
        let found = roles([("Unlock.swift", screen)])
        #expect(found["password.wrong"] == .errorMessage)
        #expect(found["password.hint"] == .text)
        #expect(found["password.note"] == .localizedString)
    }

    /// A controller's stored property read in an extension of it in the same file
    /// (`private extension LoginViewController { … for action in mode.actions … }`) has the
    /// type the class's body declares: its elements' texts are shown where the loop shows them,
    /// though another of the app's types has a property of the same name.
    @Test func anExtensionReadsItsTypesStoredPropertiesWithTheirTypes() {
        let model = """
        import UIKit
        struct LoginAction {
            let text: String?
            init(text: String?) { self.text = text }
        }
        struct LoginMode {
            let actions: [LoginAction]
            static var withEmail: LoginMode {
                LoginMode(actions: [LoginAction(text: NSLocalizedString("Send me a code", comment: ""))])
            }
        }
        struct Banner {
            let text: String
        }
        """
        let controller = """
        import UIKit
        class LoginViewController: UIViewController {
            private let mode: LoginMode
            private let actionButton = UIButton()
            init(mode: LoginMode) {
                self.mode = mode
                super.init(nibName: nil, bundle: nil)
            }
        }
        private extension LoginViewController {
            func refreshActions() {
                for action in mode.actions {
                    if let title = action.text { actionButton.setTitle(title, for: .normal) }
                }
            }
        }
        """
        let found = roles([("Model.swift", model), ("Login.swift", controller)])
        #expect(found["Send me a code"] == .button)
    }

    /// What a `LocalizedError`'s member returns from another property (`recoverySuggestion`
    /// giving the detail's `localizedRecovery`) is shown as Foundation shows the member: an
    /// error's message, as a key written in the member itself is.
    @Test func aLocalizedErrorsMemberGivesWhatItReturnsItsRole() {
        let source = """
        import Foundation
        enum MissingDetail {
            case glucose, carbs
            var localizedRecovery: String? {
                switch self {
                case .glucose: return NSLocalizedString("Check your data source", comment: "")
                case .carbs: return nil
                }
            }
            var shortName: String { NSLocalizedString("Glucose", comment: "") }
        }
        enum LoopFailure: Error {
            case missingData(MissingDetail)
            case other
        }
        extension LoopFailure: LocalizedError {
            var recoverySuggestion: String? {
                switch self {
                case .missingData(let detail): return detail.localizedRecovery
                default: return nil
                }
            }
            var errorDescription: String? { NSLocalizedString("Something failed", comment: "") }
        }
        """
        let found = roles([("Failure.swift", source)])
        #expect(found["Check your data source"] == .errorMessage)
        #expect(found["Something failed"] == .errorMessage)
        #expect(found["Glucose"] == .localizedString)
    }

    /// A stored property's first value (`var emptyName = "name.empty".localized` in a holder of
    /// the app's texts) is shown where that property is read on the type's values: through its
    /// shared instance (`Texts.shared.emptyName`), a value declared with the type, or a path of
    /// the app's properties to one.
    @Test func aStoredPropertysFirstValueIsShownWhereItsTypesValuesAreRead() {
        let strings = """
        extension String { var localized: String { NSLocalizedString(self, comment: "") } }
        class Texts {
            static let shared = Texts()
            var emptyName = "name.empty".localized
            var loading = "status.loading".localized
            var welcome = "welcome.title".localized
            var unused = "status.unused".localized
        }
        class Holder {
            static let shared = Holder()
            var texts = Texts()
        }
        """
        let screen = """
        import UIKit
        class NameViewController: UIViewController {
            let label = UILabel()
            let status = UILabel()
            func show(_ texts: Texts) {
                label.text = Texts.shared.emptyName
                status.text = texts.loading
                navigationItem.title = Holder.shared.texts.welcome
            }
        }
        """
        let found = roles([("Texts.swift", strings), ("Name.swift", screen)])
        #expect(found["name.empty"] == .text)
        #expect(found["status.loading"] == .text)
        #expect(found["welcome.title"] == .navigationTitle)
        #expect(found["status.unused"] == .localizedString)
    }

    /// And when the type's body is in another file: the extension's read is a path through
    /// the extended type (`LoginViewController.mode`), resolved with every file's types.
    @Test func anExtensionInAnotherFileReadsItsTypesStoredPropertiesWithTheirTypes() {
        let model = """
        import UIKit
        struct SignInAction {
            let text: String?
        }
        struct SignInMode {
            let actions: [SignInAction]
            static var withCode: SignInMode {
                SignInMode(actions: [SignInAction(text: NSLocalizedString("Email me a code", comment: ""))])
            }
        }
        struct Notice {
            let text: String
            static let saved = Notice(text: NSLocalizedString("Saved", comment: ""))
        }
        """
        let controller = """
        import UIKit
        class SignInViewController: UIViewController {
            let mode: SignInMode
            let actionButton = UIButton()
            init(mode: SignInMode) {
                self.mode = mode
                super.init(nibName: nil, bundle: nil)
            }
        }
        """
        let actions = """
        import UIKit
        extension SignInViewController {
            func refreshActions() {
                for action in mode.actions {
                    if let title = action.text { actionButton.setTitle(title, for: .normal) }
                }
            }
        }
        """
        let found = roles([("Model.swift", model), ("SignIn.swift", controller), ("SignIn+Actions.swift", actions)])
        #expect(found["Email me a code"] == .button)
        #expect(found["Saved"] == .localizedString)
    }

    /// The same through a local constant (`let text = Texts.shared.rateText`, then `message:
    /// text`), or a local variable given it later: a read on a value whose type the code says
    /// is followed through the local.
    /// A read by name only (`let title = row.title` on a value of no known type) is not: the
    /// constant's use says nothing of every other `title` of the app.
    @Test func aLocalConstantMadeFromATypedReadIsShownWhereTheConstantIs() {
        let strings = """
        extension String { var localized: String { NSLocalizedString(self, comment: "") } }
        class Texts {
            static let shared = Texts()
            var rateTitle = "rate.title".localized
            var rateText = "rate.text".localized
            var emptyText = "list.empty".localized
        }
        class Holder {
            static let shared = Holder()
            var texts = Texts()
        }
        struct Row {
            var title = "row.title".localized
        }
        struct Card {
            var title = "card.title".localized
        }
        """
        let screen = """
        import UIKit
        class RateViewController: UIViewController {
            let label = UILabel()
            func ask(_ texts: Texts, _ row: Any) {
                let title = Holder.shared.texts.rateTitle
                let text = Texts.shared.rateText
                present(UIAlertController(title: title, message: text, preferredStyle: .alert), animated: true)
                var empty = ""
                if presentedViewController == nil { empty = texts.emptyText }
                label.text = empty
                let other = (row as AnyObject).title
                navigationItem.prompt = other
            }
        }
        """
        // A function's parameter through its locals (`let shown = cancelled ? "…" : title`,
        // then an attributed string of it) is shown where the last of them is.
        let item = """
        import AppKit
        class EventItem: NSView {
            let subtitleButton = NSButton()
            func showEmptyState() {
                setButtonTitle(NSLocalizedString("event.start", comment: ""), cancelled: false)
            }
            private func setButtonTitle(_ title: String, cancelled: Bool) {
                let shown = cancelled ? "Canceled" : title
                let attributed = NSAttributedString(string: shown, attributes: [:])
                subtitleButton.attributedTitle = attributed
            }
        }
        """
        let found = roles([("Texts.swift", strings), ("Rate.swift", screen), ("EventItem.swift", item)])
        #expect(found["event.start"] == .button)
        #expect(found["rate.title"] == .alertTitle)
        #expect(found["rate.text"] == .alertMessage)
        #expect(found["list.empty"] == .text)
        #expect(found["row.title"] == .localizedString)
        #expect(found["card.title"] == .localizedString)
    }

    /// A property two of the app's types copy into each other (`PromptTemplate.name` from a
    /// record's, the record's from a template's) settles to one kind whatever order the rounds
    /// visit the types in: before, a run took the row's button or the plain text by the order of
    /// a dictionary, which changes from process to process (seen in ClipFlow).
    @Test func aPropertyCopiedBetweenTwoTypesSettlesToOneKind() {
        let model = """
        struct PromptTemplate { var name: String; var description: String }
        extension PromptTemplate { init(from record: PromptTemplateRecord) { self.name = record.name } }
        struct PromptTemplateRecord { var name: String; init(from template: PromptTemplate) { self.name = template.name } }
        func duplicate(_ template: PromptTemplate) -> PromptTemplate {
            PromptTemplate(name: String(format: "template.copy".localized(), template.name), description: "")
        }
        """
        let views = """
        struct Header: View { var body: some View { Text(template.name).font(.headline) } }
        struct TemplateRow: View {
            let template: PromptTemplate
            var body: some View { VStack { Text(template.name) } }
        }
        """
        let kinds = (0..<8).map { _ in roles([("Model.swift", model), ("Views.swift", views)])["template.copy"] }
        #expect(Set(kinds.map { $0.map { "\($0)" } ?? "none" }).count == 1)
        #expect(kinds.first == .text)
    }

    /// A key given to an initializer of the app's own type is shown where that property is read,
    /// in another file, also through a computed property that returns it.
    @Test func aKeyStoredInTheAppsOwnTypeTakesTheRoleOfWhereThePropertyIsRead() {
        let model = """
        struct Feed: Codable { var title: String; var path: String }
        func current(path: String) -> [Feed] { [Feed(title: String(localized: "feed.current"), path: path)] }
        struct RowItem { let caption: String }
        let items = [RowItem(caption: String(localized: "row.caption"))]
        """
        let view = """
        protocol FeedShowing: View { var feedTitle: String { get } }
        extension FeedShowing {
            var body: some View { VStack { Text(feedTitle).font(.system(size: 20, weight: .semibold)) } }
        }
        struct FeedRow: FeedShowing {
            var feed: Feed
            var feedTitle: String { feed.title }
        }
        struct Rows: View { var body: some View { ForEach(items) { Button(LocalizedStringKey($0.caption)) { } } } }
        """
        #expect(roles([("Model.swift", model), ("FeedRow.swift", view)]) == [
            "feed.current": .headingText, "row.caption": .button,
        ])
    }

    /// Text set larger than body text (`.font(.system(size: 16))`), above what it introduces, is
    /// `largeText`: a heading on a Mac, whose body text is 13 points and whose `title3` is 15,
    /// and running text on iPhone and iPad, where body text is 17 points. Text as large with
    /// nothing after it, and text at about body size on a Mac (14 points), stay text.
    @Test func textSetLargerThanBodyAboveWhatItIntroducesIsLargeText() {
        let source = """
        enum Strings { static let general = NSLocalizedString("prefs.general", comment: "") }
        struct Prefs: View {
            var body: some View {
                VStack {
                    Text(Strings.general).font(.system(size: 16))
                    Toggle("prefs.launch", isOn: $launch)
                    Text("prefs.size").font(.system(size: 14))
                    Toggle("prefs.beta", isOn: $beta)
                }
                Text("prefs.footnote")
                    .font(.system(size: 18))
            }
        }
        """
        let found = roles([("Prefs.swift", source)])
        #expect(found["prefs.general"] == .largeText)
        #expect(found["prefs.size"] == .text)
        #expect(found["prefs.footnote"] == .text)
    }

    /// The app's own view given a font (`Caption(text: "…", font: .largeTitle)`) that its body
    /// shows its text in (`Text(text.localized()).font(font)`): the text is what that font makes
    /// it where the view is made, a title, a heading or plain text.
    @Test func aTextShownInTheFontItsViewIsGivenIsWhatThatFontMakesIt() {
        let source = """
        extension String { func localized() -> String { NSLocalizedString(self, comment: "") } }
        struct Welcome: View {
            var body: some View {
                VStack {
                    Caption(text: "welcome.title", font: .largeTitle)
                    Caption(text: "welcome.subtitle", font: .title2)
                    Caption(text: "welcome.body", font: .body)
                }
            }
        }
        private struct Caption: View {
            private let text: String
            private let font: Font
            init(text: String, font: Font) { self.text = text; self.font = font }
            var body: some View { Text(text.localized()).font(font) }
        }
        """
        #expect(roles([("Welcome.swift", source)]) == [
            "welcome.title": .titleText, "welcome.subtitle": .headingText, "welcome.body": .text,
        ])
    }

    /// A plain literal given to the app's own type is a key when the app localizes that stored
    /// property where it shows it, and takes the role of that place: read on a value of the type
    /// (`Button(LocalizedStringKey(row.title))`), in the type itself (`title.localized()`,
    /// `self.title.localized`), or by a name only one type stores (`$0.caption`). A property
    /// shown as it is (`Text(person.name)`) takes no literal for a key.
    @Test func aPlainLiteralStoredInAPropertyLocalizedWhereItIsShownIsAKey() {
        let model = """
        struct RowItem: Identifiable { let id = UUID(); let title: String }
        struct Note: Identifiable { let id = UUID(); let caption: String }
        struct Person { let title: String; let name: String }
        let notes = [Note(caption: "note.caption")]
        let people = [Person(title: "person.title", name: "person.name")]
        """
        let strings = """
        extension String {
            func localized() -> String { NSLocalizedString(self, comment: "") }
            var localizedText: String { NSLocalizedString(self, comment: "") }
        }
        """
        let views = """
        struct Rows: View {
            let rows: [RowItem] = [RowItem(title: "row.edit")]
            var body: some View {
                List {
                    ForEach(rows) { row in Button(LocalizedStringKey(row.title)) { } }
                    ForEach(notes) { Text(LocalizedStringKey($0.caption)).font(.headline) }
                    ForEach(people, id: \\.name) { person in Text(person.name); Text(person.title) }
                    SettingRow(title: "setting.bypass")
                    Header(title: "header.comments")
                }
            }
        }
        struct SettingRow: View {
            let title: String
            init(title: String) { self.title = title }
            var body: some View { Toggle(title.localized(), isOn: .constant(true)) }
        }
        struct Header: View {
            var title: String
            var body: some View { Section(self.title.localizedText) { EmptyView() } }
        }
        """
        // The app's own `localizedText` is known in every file, as a whole app is read.
        #expect(appRoles([(model, "Model.swift"), (strings, "String+Localized.swift"), (views, "Rows.swift")]) == [
            "row.edit": .button, "note.caption": .headingText, "setting.bypass": .toggle, "header.comments": .sectionHeader,
        ])
    }

    /// Picker options written as an enum's computed `description` in another file, shown by
    /// `Text(mode.description)` inside the picker's `ForEach`, are the picker's options, not its
    /// label; a `.pickerStyle(.menu)` picker's too.
    @Test func anEnumsDescriptionShownInAPickersForEachIsAnOption() {
        let model = """
        enum SortMode: String, CaseIterable, Identifiable {
            case recent, oldest
            var id: String { rawValue }
            var description: String {
                switch self {
                case .recent: String(localized: "sort.recent")
                case .oldest: String(localized: "sort.oldest")
                }
            }
        }
        """
        let view = """
        struct SortPicker: View {
            @Binding var mode: SortMode
            var body: some View {
                Picker(selection: $mode) {
                    ForEach(SortMode.allCases) { mode in Text(mode.description).tag(mode) }
                } label: { Text("sort.label") }
                .pickerStyle(.menu)
            }
        }
        """
        #expect(roles([("SortMode.swift", model), ("SortPicker.swift", view)]) == [
            "sort.recent": .pickerOption, "sort.oldest": .pickerOption, "sort.label": .pickerLabel,
        ])
    }

    /// An enum's view property (`var title: some View { switch self { case …: Text("…") } }`)
    /// read on a value where a view stands (`format.title.tag(format)`) shows its `Text`s
    /// there: in a picker's `ForEach`, as the picker's options; also through the app's own view
    /// that lays the options out for a picker (a tree of groups), whose body reads them and
    /// whose sections are the menu's groups.
    @Test func anEnumsViewPropertyReadInAPickerShowsItsTextsAsOptions() {
        let model = """
        enum ExportFormat: CaseIterable, Identifiable {
            case png, jpeg
            var id: Self { self }
            @ViewBuilder var title: some View {
                switch self {
                case .png: Text("format.lossless")
                case .jpeg: Text("format.smaller file")
                }
            }
        }
        enum Quality: CaseIterable, Hashable {
            case draft, best
            var caption: some View {
                switch self {
                case .draft: return Text("quality.draft")
                case .best: return Text("quality.best")
                }
            }
        }
        """
        let view = """
        struct ExportOptions: View {
            @Binding var format: ExportFormat
            @Binding var quality: Quality
            var body: some View {
                Picker("export.format", selection: $format) {
                    ForEach(ExportFormat.allCases) { format in format.title.tag(format) }
                }
                Picker(selection: $quality) { QualityList(items: Quality.allCases) } label: { Text("export.quality") }
                Text("export.note")
            }
        }
        struct QualityList: View {
            let items: [Quality]
            var body: some View {
                Section(header: Text("quality.group")) {
                    ForEach(items, id: \\.self) { item in
                        VStack { item.caption.tag(item) }
                    }
                }
            }
        }
        """
        #expect(roles([("ExportFormat.swift", model), ("ExportOptions.swift", view)]) == [
            "format.lossless": .pickerOption, "format.smaller file": .pickerOption,
            "quality.draft": .pickerOption, "quality.best": .pickerOption, "quality.group": .menuTitle,
            "export.format": .pickerLabel, "export.quality": .pickerLabel, "export.note": .text,
        ])
    }

    /// The app's own link view, a button without a border in the accent colour around what it
    /// is given, shows it as a link.
    @Test func theAppsOwnLinkViewShowsWhatItIsGivenAsALink() {
        let views = """
        struct WebLink<Content: View>: View {
            var url: URL
            @ViewBuilder var content: () -> Content
            var body: some View {
                Button { openURL(url) } label: { content() }
                    .buttonStyle(.borderless)
                    .foregroundColor(.accentColor)
            }
        }
        """
        let screen = """
        struct About: View {
            var body: some View {
                WebLink(url: site) { Text("about.site") }
                Button("about.close") { }
            }
        }
        """
        #expect(roles([("WebLink.swift", views), ("About.swift", screen)]) == ["about.site": .link, "about.close": .button])
    }

    /// A file-private view's stored property (`private let note` in a `private struct`) is read
    /// only in its file: a property of the same name that another file shows as a link says
    /// nothing of it, so a key given to it through a computed property is no link. The text is
    /// built with `+=`: its first piece starts the text the banner shows, the piece appended is a
    /// fragment.
    @Test func aFilePrivateViewsPropertyIsShownWhereItsFileShowsIt() {
        let greeting = """
        struct Tally {
            var summary: String {
                var line = "tally.head".localized()
                line += "tally.tail".localized()
                return line
            }
        }
        struct Greeting: View {
            let tally: Tally?
            var body: some View { Banner(note: tally?.summary ?? "") }
        }
        private struct Banner: View {
            private let note: String
            init(note: String) { self.note = note }
            var body: some View { Text(note.localized()) }
        }
        """
        let credits = """
        private struct Entry { let url: URL; let note: String }
        private struct CreditRow: View {
            let url: URL
            let note: String
            var body: some View { Link(destination: url) { Text(note) } }
        }
        struct Credits: View {
            private let entries = [Entry(url: site, note: "credits.site".localized())]
            var body: some View { ForEach(entries) { entry in CreditRow(url: entry.url, note: entry.note) } }
        }
        """
        let roles = roles([("Greeting.swift", greeting), ("Credits.swift", credits)])
        #expect(roles["credits.site"] == .link)
        #expect(roles["tally.head"] == .text)
        #expect(roles["tally.tail"] == .fragment)
    }

    /// A key given to an enum case's associated value (`.command("toolbar.print", …)`) is shown
    /// where a `switch` binds that value and shows it (`case let .command(title, _): Button(title)`).
    @Test func aKeyInAnEnumCasesValueTakesTheRoleOfWhereTheSwitchShowsIt() {
        let model = """
        enum ToolbarEntry {
            case command(LocalizedStringKey, () -> Void)
            case caption(String.LocalizationValue)
            case spacer
        }
        let entries: [ToolbarEntry] = [.command("toolbar.print") { print() }, .caption("toolbar.hint"), .spacer]
        """
        let view = """
        struct Toolbar: View {
            var body: some View {
                ForEach(entries.indices, id: \\.self) { index in
                    switch entries[index] {
                    case let .command(title, run): Button(title, action: run)
                    case .caption(let text): Text(String(localized: text)).font(.title)
                    case .spacer: Spacer()
                    }
                }
            }
        }
        """
        #expect(roles([("ToolbarEntry.swift", model), ("Toolbar.swift", view)]) == [
            "toolbar.print": .button, "toolbar.hint": .titleText,
        ])
    }

    /// A method of the view's own that returns a key (`func continueText() -> LocalizedStringKey`)
    /// gives it the role of where its call stands, as `mode.title()` does for an enum's method.
    @Test func aKeyReturnedByTheViewsOwnMethodTakesTheRoleOfItsCall() {
        let source = """
        struct FeedView: View {
            var body: some View { Button(continueText(), action: proceed) }
            func continueText() -> LocalizedStringKey {
                if let source { return LocalizedStringKey("continue.in \\(source)") }
                return LocalizedStringKey("continue.plain")
            }
        }
        """
        #expect(roles([("FeedView.swift", source)]) == ["continue.in %@": .button, "continue.plain": .button])
    }

    /// A view function passed by name where SwiftUI takes a view builder
    /// (`.contextMenu(menuItems: linkMenuItems)`) shows its buttons there: as menu items.
    @Test func aViewFunctionPassedByNameShowsItsViewsWhereItIsPassed() {
        let source = """
        struct Bar: View {
            var body: some View { Text("bar.title").contextMenu(menuItems: linkMenuItems) }
            @ViewBuilder func linkMenuItems() -> some View {
                Button { copy() } label: { Label("link.copy", systemImage: "doc") }
                Button(action: dismiss) { Label("link.dismiss", systemImage: "xmark") }
            }
        }
        """
        #expect(roles([("Bar.swift", source)]) == ["bar.title": .text, "link.copy": .menuItem, "link.dismiss": .menuItem])
    }

    /// What a `LocalizedError` says (`errorDescription`, `failureReason`, `recoverySuggestion`)
    /// is shown by alerts and error views as sentences: a message, even when the app never
    /// reads the property by name.
    @Test func aLocalizedErrorsTextsAreMessages() {
        let source = """
        enum FetchError: LocalizedError {
            case notFound(String), offline
            var errorDescription: String? {
                switch self {
                case .notFound(let host): return String(localized: "error.notFound \\(host)")
                case .offline: return String(localized: "error.offline")
                }
            }
            var recoverySuggestion: String? { String(localized: "error.retry") }
        }
        """
        #expect(roles([("FetchError.swift", source)]) == [
            "error.notFound %@": .errorMessage, "error.offline": .errorMessage, "error.retry": .errorMessage,
        ])
    }

    /// An error's own `localizedDescription` (an app's `Error` enum that declares it rather
    /// than `LocalizedError`'s `errorDescription`) is what alerts and error views show of it:
    /// a message too.
    @Test func anErrorsOwnLocalizedDescriptionIsAMessage() {
        let source = """
        enum DownloadError: Error {
            case formatFetchFailed, invalidURL
            var localizedDescription: String {
                switch self {
                case .formatFetchFailed: return NSLocalizedString("Failed to get available formats", comment: "")
                case .invalidURL: return NSLocalizedString("Invalid URL", comment: "")
                }
            }
        }
        """
        #expect(roles([("DownloadError.swift", source)]) == [
            "Failed to get available formats": .errorMessage, "Invalid URL": .errorMessage,
        ])
    }

    /// An element of a collection the code declares with the app's type (`entries[index].title`
    /// with `entries: ArraySlice<Shortcut>`, `ForEach(rows) { row in … }` with `rows: [Row]`) is a
    /// value of that type: its stored property is shown as those reads show it, not as other
    /// types' properties of the same name are.
    @Test func anElementOfADeclaredCollectionIsAValueOfItsType() {
        let models = """
        struct Shortcut { let title: String }
        struct Row { let title: String }
        let shortcuts = [Shortcut(title: NSLocalizedString("shortcut.copy", comment: ""))]
        let rows = [Row(title: NSLocalizedString("row.format", comment: ""))]
        """
        let views = """
        struct ShortcutGrid: View {
            let entries: ArraySlice<Shortcut>
            var body: some View { ForEach(entries.indices, id: \\.self) { index in Text(entries[index].title) } }
        }
        struct RowList: View {
            let rows: [Row]
            var body: some View { ForEach(rows, id: \\.title) { row in Text(row.title) } }
        }
        struct Toolbar: View {
            var body: some View { ForEach(store.actions) { action in Button(action.title) {} } }
        }
        """
        let roles = roles([("Models.swift", models), ("Views.swift", views)])
        #expect(roles["shortcut.copy"] == .text)
        #expect(roles["row.format"] == .text)
    }

    /// A collection the view computes (`private var choices: [OutputMode] { … }`) is declared
    /// with its type as a stored one is: its elements' `displayName` in a picker's `ForEach`
    /// are that enum's options, not any `displayName` read elsewhere.
    @Test func anElementOfAComputedCollectionIsAValueOfItsType() {
        let source = #"""
        enum OutputMode: CaseIterable {
            case paste, custom
            var displayName: String {
                switch self {
                case .paste: return String(localized: "paste_option")
                case .custom: return String(localized: "custom_option")
                }
            }
        }
        struct ModeForm: View {
            private var choices: [OutputMode] { OutputMode.allCases }
            var body: some View {
                Picker("output_label", selection: $mode) {
                    ForEach(choices, id: \.self) { mode in Label(mode.displayName, systemImage: "doc").tag(mode) }
                }
            }
        }
        struct Sources: View {
            var body: some View { ForEach(loadSources()) { source in Text(source.displayName).font(.title) } }
        }
        """#
        let roles = roles([(name: "ModeForm.swift", source: source)])
        #expect(roles["paste_option"] == .pickerOption)
        #expect(roles["custom_option"] == .pickerOption)
    }

    /// SwiftUI's `.alert(isPresented:error:)` and `.alert(error:)` show the error's
    /// `errorDescription` as the alert's title: the type of the value the app passes there
    /// (a property declared with it, in any file) says whose description is a title. Other
    /// errors' descriptions, and every recovery suggestion, stay messages.
    @Test func anErrorShownByAnAlertOfSwiftUIsTitlesIt() {
        let errors = """
        enum LoadAlert: LocalizedError {
            case missing, broken
        }
        extension LoadAlert {
            var errorDescription: String? {
                switch self {
                case .missing: return String(localized: "alert.missing.title")
                case .broken: return String(localized: "alert.broken.title")
                }
            }
            var recoverySuggestion: String? { String(localized: "alert.retry") }
        }
        enum QuietError: LocalizedError {
            case gone
            var errorDescription: String? { String(localized: "quiet.gone") }
        }
        @Observable final class AppState {
            var fatalAlert: LoadAlert?
            var isShowingAlert = false
        }
        """
        let view = """
        struct ContentView: View {
            @State var state = AppState()
            var body: some View {
                Text("content.body")
                    .alert(isPresented: $state.isShowingAlert, error: state.fatalAlert) { _ in
                        Button("alert.ok") {}
                    } message: { error in
                        Text(error.recoverySuggestion ?? "")
                    }
            }
        }
        """
        let roles = roles([("Errors.swift", errors), ("ContentView.swift", view)])
        #expect(roles["alert.missing.title"] == .alertTitle)
        #expect(roles["alert.broken.title"] == .alertTitle)
        #expect(roles["alert.retry"] == .alertMessage)
        #expect(roles["quiet.gone"] == .errorMessage)
    }

    /// What a view gives VoiceOver through AppKit's and UIKit's own accessibility members
    /// (`accessibilityRoleDescription()`, `accessibilityHelp()`, `accessibilityLabel`), which
    /// the system reads itself: a label or a hint, whatever the member's name says in words.
    @Test func theSystemsAccessibilityMembersAreLabelsAndHints() {
        let source = """
        final class CaptureView: NSView {
            override func accessibilityRoleDescription() -> String? { NSLocalizedString("capture.role", comment: "") }
            override func accessibilityHelp() -> String? { NSLocalizedString("capture.help", comment: "") }
            override var accessibilityLabel: String? { get { NSLocalizedString("capture.label", comment: "") } set {} }
        }
        """
        let roles = roles([("CaptureView.swift", source)])
        #expect(roles["capture.role"] == .accessibilityLabel)
        #expect(roles["capture.help"] == .accessibilityHint)
        #expect(roles["capture.label"] == .accessibilityLabel)
    }

    /// An error made with its description in `userInfo` (`NSError(domain:code:userInfo:
    /// [NSLocalizedDescriptionKey: …])`) says it where Foundation shows errors: a message.
    @Test func anNSErrorsLocalizedDescriptionIsAMessage() {
        let source = """
        func upload() throws {
            throw NSError(domain: "Upload", code: 1, userInfo: [
                NSLocalizedDescriptionKey: String(localized: "upload.failed"),
                NSLocalizedRecoverySuggestionErrorKey: NSLocalizedString("upload.retry", comment: ""),
                "host": String(localized: "upload.host"),
            ])
        }
        """
        let roles = roles([("Upload.swift", source)])
        #expect(roles["upload.failed"] == .errorMessage)
        #expect(roles["upload.retry"] == .errorMessage)
        #expect(roles["upload.host"] == .localizedString)
    }

    /// Eureka's form rows, made with their texts in a closure: a row people tap to act (a
    /// `ButtonRow`, or one given `.onCellSelection`) is a button, a `SwitchRow` a toggle, a
    /// selector's title the title of the screen it pushes; a row that shows a value stays a label.
    @Test func aFormRowTakesTheRoleOfWhatItDoes() {
        let source = """
        import Eureka
        final class SettingsViewController: FormViewController {
            func generateForm() {
                form +++ Section()
                    <<< ActionRow() {
                        $0.title = "import.url".localized()
                    }.cellSetup { cell, _ in
                        cell.accessoryType = .none
                    }.onCellSelection { _, _ in self.importFromURL() }
                    <<< ButtonRow { $0.title = "rate.app".localized() }
                    <<< SwitchRow("wifi") { $0.title = "wifi.only".localized() }
                    <<< PushRow<Mode>("mode") {
                        $0.title = "proxy.mode".localized()
                        $0.selectorTitle = "choose.mode".localized()
                    }
                    <<< LabelRow() { $0.title = "up.time".localized(); $0.value = uptime }
            }
        }
        """
        let roles = roles([("SettingsViewController.swift", source)])
        #expect(roles["import.url"] == .button)
        #expect(roles["rate.app"] == .button)
        #expect(roles["wifi.only"] == .toggle)
        #expect(roles["choose.mode"] == .navigationTitle)
        #expect(roles["proxy.mode"] == .label)
        #expect(roles["up.time"] == .label)
    }

    /// A package's view the app does not declare, named for the SwiftUI control it stands for
    /// (`LuminareSection("…") { … }`, `LuminareToggle("…", isOn: …)`), shows its title as that
    /// control does; a package's view named for nothing SwiftUI has says nothing.
    @Test func aPackagesViewNamedForAControlIsThatControl() {
        let source = """
        import SwiftUI
        import Luminare
        struct GeneralView: View {
            @State var on = false
            var body: some View {
                LuminareSection("window.appearance") {
                    LuminareToggle("launch.login", isOn: $on)
                    LuminareCompose("compose.title") { EmptyView() }
                }
            }
        }
        """
        let roles = roles([("GeneralView.swift", source)])
        #expect(roles["window.appearance"] == .sectionHeader)
        #expect(roles["launch.login"] == .toggle)
        #expect(roles["compose.title"] == nil)
    }

    /// A string the app throws (`extension String: Error`) is the error's description: a
    /// message, wherever the error is caught and shown. An error value made with a text may say
    /// more around it, so what it is given is left as it was.
    @Test func aThrownStringIsAnErrorMessage() {
        let source = """
        extension String: Error {}
        enum SaveError: Error { case failed(String) }
        func save(name: String, port: Int?) throws {
            guard !name.isEmpty else { throw "name.empty".localized() }
            guard port != nil else { throw NSLocalizedString("port.empty", comment: "") }
            throw SaveError.failed(NSLocalizedString("save.reason", comment: ""))
        }
        """
        let roles = roles([("Save.swift", source)])
        #expect(roles["name.empty"] == .errorMessage)
        #expect(roles["port.empty"] == .errorMessage)
        #expect(roles["save.reason"] == .localizedString)
    }

    /// `.init(…)` where the declaration names the type (`let sections: [PickerSection] = [.init(…)]`)
    /// is that type's initializer: its key is stored and takes the role of where it is read.
    @Test func anImplicitInitializerOfADeclaredTypeStoresItsKey() {
        let model = """
        struct PickerSection: Hashable {
            let title: String
            let items: [Int]
            init(_ title: String, _ items: [Int]) { self.title = title; self.items = items }
        }
        """
        let view = """
        struct Picker2: View {
            let sections: [PickerSection] = [
                .init(.init(localized: "section.halves"), [1, 2]),
                .init(.init(localized: "section.back"), [3]),
            ]
            let more: PickerSection = .init(.init(localized: "section.more"), [])
            var body: some View {
                List { ForEach(sections, id: \\.self) { section in Section(header: Text(section.title)) { } } }
            }
        }
        """
        #expect(roles([("PickerSection.swift", model), ("Picker2.swift", view)]) == [
            "section.halves": .sectionHeader, "section.back": .sectionHeader, "section.more": .sectionHeader,
        ])
    }

    /// A read of `x.name` on a value whose type the code does not say (a framework's item) may
    /// be any type's `name`: when several of the app's types declare one, it says nothing of
    /// the key one of them stores (a metadata row's name is no navigation title). With one
    /// such type, the read is still that type's.
    @Test func aStoredKeyTakesNoRoleFromAnUntypedReadOfANameSeveralTypesDeclare() {
        let models = """
        struct MetadataItem { var name: String; var value: String }
        struct Bookmark { var name: String }
        struct Badge { var caption: String }
        func items() -> [Any] {
            [MetadataItem(name: NSLocalizedString("meta.date", comment: ""), value: ""),
             Badge(caption: NSLocalizedString("badge.caption", comment: ""))]
        }
        """
        let views = """
        final class WebAction: NSObject {
            func open(controller: UIViewController) {
                let item = context.items.first!
                controller.navigationItem.title = item.name
                controller.navigationItem.title = item.caption
            }
        }
        """
        let found = SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSources: [(models, "Models.swift"), (views, "Web.swift")])).mapValues(\.kind)
        #expect(found["meta.date"] != .navigationTitle, "\(found)")
        #expect(found["badge.caption"] == .navigationTitle, "\(found)")
    }

    /// `self.headerTitle = …` in a subclass of the app's own class that declares `headerTitle`
    /// (in another file) is that property: shown where the class shows it, here as a table
    /// section's header by the data source.
    @Test func aPropertySetInASubclassIsTheAncestorsProperty() {
        let table = """
        open class TableSection: NSObject {
            public var headerTitle: String?
        }
        open class TableController: UITableViewController {
            public var sections: [TableSection] = []
            override open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                return sections[section].headerTitle
            }
        }
        """
        let settings = """
        class SettingsSection: TableSection {}
        class MediaSection: SettingsSection {
            override init() {
                super.init()
                self.headerTitle = NSLocalizedString("media.header", comment: "")
            }
        }
        class Unrelated: NSObject {
            var headerTitle: String?
            func set() { headerTitle = NSLocalizedString("unrelated.header", comment: "") }
        }
        """
        // Every file's types first, as an app's scan reads them.
        let found = SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSources: [(table, "Table.swift"), (settings, "Settings.swift")])).mapValues(\.kind)
        #expect(found["media.header"] == .sectionHeader, "\(found)")
        #expect(found["unrelated.header"] != .sectionHeader, "\(found)")
    }

    /// `.init(…)` returned by a property or function whose declared type is the app's (`var meta:
    /// Meta? { switch self { case .autosave: return .init(title: "…") } }`, a one-expression
    /// body, `func rows() -> [Row] { [.init(…)] }`) builds that type: its keys are shown where its
    /// properties are read, through `if let` and `?? ""`.
    @Test func anImplicitInitializerReturnedAsTheDeclaredTypeStoresItsKey() {
        let model = #"""
        enum Pref: String, CaseIterable {
            case autosave, theme
            struct Meta {
                var title: String?
                var note: String?
                var header: String?
                var option: String?
            }
            var meta: Meta? {
                switch self {
                case .autosave: return .init(title: "pref.autosave.title", note: "pref.autosave.note")
                case .theme: return .init(title: "pref.theme.title")
                }
            }
            var plain: Meta { .init(header: "pref.plain.header") }
            func rows() -> [Meta] { [.init(option: "pref.row.option")] }
            func unrelated() -> Meta? {
                let meta: Meta? = nil
                _ = Other(name: "other.title")
                return meta
            }
        }
        struct Other { var name: String }
        """#
        let view = #"""
        struct Row: View {
            let pref: Pref
            var body: some View {
                if let meta = pref.meta {
                    Button(LocalizedStringKey(meta.title ?? "")) { }
                    Text(LocalizedStringKey(meta.note ?? ""))
                }
                Section(header: Text(LocalizedStringKey(pref.plain.header ?? ""))) { }
                ForEach(pref.rows(), id: \.option) { row in Toggle(LocalizedStringKey(row.option ?? ""), isOn: .constant(true)) }
            }
        }
        """#
        let found = roles([("Pref.swift", model), ("Row.swift", view)])
        #expect(found["pref.autosave.title"] == .button && found["pref.theme.title"] == .button, "\(found)")
        #expect(found["pref.autosave.note"] == .text, "\(found)")
        #expect(found["pref.plain.header"] == .sectionHeader, "\(found)")
        #expect(found["pref.row.option"] == .toggle, "\(found)")
        #expect(found["other.title"] == nil, "\(found)")
    }

    /// `.init(…)` appended to a collection declared with its element type (`var rows =
    /// [ActionRow]()`, `rows.append(.init(…))`) builds that element: what it is given — a key, or
    /// another type's property that returns keys — is shown where the row's property is read.
    @Test func anImplicitInitializerAppendedToATypedCollectionBuildsItsElement() {
        let source = #"""
        private extension Behavior {
            var label: LocalizedStringKey {
                switch self {
                case .perform: return "on_press_label"
                case .hold: return "hold_label"
                }
            }
        }
        struct MappingRow: View {
            private struct ActionRow: Identifiable { var id: String; var label: LocalizedStringKey? }
            private var actionRows: [ActionRow] {
                var rows = [ActionRow]()
                rows.append(.init(id: "press", label: press.behavior.label))
                rows.append(.init(id: "long", label: "long_press_label"))
                return rows
            }
            var body: some View {
                ForEach(actionRows) { row in
                    if let label = row.label { Text(label).font(.headline) }
                }
            }
        }
        """#
        let roles = roles([(name: "MappingRow.swift", source: source)])
        #expect(roles["long_press_label"] == .headingText)
        #expect(roles["on_press_label"] == .headingText)
        #expect(roles["hold_label"] == .headingText)
    }

    /// `.init(…)` given as an argument of a call to the app's own type (`Action(prompt: .init(…))`)
    /// builds the type that parameter is declared with, here a nested one in another file: its
    /// keys are shown where the properties they are stored in are read (a confirmation
    /// dialog's title, message and action).
    @Test func anImplicitInitializerInAnArgumentBuildsTheParametersType() {
        let model = """
        final class ToolbarAction {
            struct Prompt {
                var question: LocalizedStringKey
                var warning: LocalizedStringKey
                var accept: LocalizedStringKey
            }
            var name: String
            var prompt: Prompt?
            init(name: String, prompt: Prompt? = nil) { self.name = name; self.prompt = prompt }
        }
        """
        let actions = """
        let actions = [
            ToolbarAction(name: "erase", prompt: .init(question: "erase.question", warning: "erase.warning", accept: "erase.accept")),
        ]
        """
        let view = """
        struct PromptView: View {
            var action: ToolbarAction
            @State private var shown = false
            var body: some View {
                if let prompt = action.prompt {
                    Color.clear.confirmationDialog(prompt.question, isPresented: $shown) {
                        Button(prompt.accept, role: .destructive) { }
                    } message: {
                        Text(prompt.warning)
                    }
                }
            }
        }
        """
        #expect(roles([("ToolbarAction.swift", model), ("Actions.swift", actions), ("PromptView.swift", view)]) == [
            "erase.question": .dialogTitle, "erase.warning": .dialogMessage, "erase.accept": .alertAction,
        ])
    }

    /// A picker inside a pop-up picker's or a menu's content is a submenu: its label is one of
    /// the outer menu's items, here given by a view function the outer picker calls, and
    /// written in place inside a `Menu`. Its own options stay options.
    @Test func aPickerInsideAPickerOrAMenuIsASubmenuItem() {
        let model = """
        enum Place: CaseIterable, Identifiable {
            case left, right
            var id: Self { self }
            var label: String {
                switch self {
                case .left: String(localized: "place.left")
                case .right: String(localized: "place.right")
                }
            }
        }
        """
        let view = """
        struct PlacePane: View {
            @State private var place: Place = .left
            @State private var display = 0
            var body: some View {
                Picker("place.picker", selection: $place) {
                    ForEach(Place.allCases) { place in
                        if place == .right { displayPicker(for: place) } else { Text(place.label) }
                    }
                }
                Menu("more.menu") {
                    Picker("sort.sub", selection: $display) { Text("sort.first").tag(0) }
                }
            }
            @ViewBuilder private func displayPicker(for place: Place) -> some View {
                Picker(selection: $display) { Text("display.main").tag(0) } label: { Text(place.label) }
            }
        }
        """
        #expect(roles([("Place.swift", model), ("PlacePane.swift", view)]) == [
            "place.picker": .pickerLabel, "place.left": .menuItem, "place.right": .menuItem,
            "display.main": .pickerOption, "more.menu": .menuTitle, "sort.sub": .menuItem, "sort.first": .pickerOption,
        ])
    }

    /// A key chosen by a condition (`cond ? "a" : "b"`) and localized where it is read — kept in a
    /// constant (`titleKey.localized`, `NSLocalizedString(key, comment:)`) or localized in place
    /// (`(cond ? "a" : "b").localized()`) — is shown as either branch would be.
    @Test func aKeyChosenByAConditionIsShownWhereItIsLocalized() {
        let source = #"""
        struct SaveView: View {
            var body: some View {
                let headlineKey = again ? "saved_again_title" : "saved_first_title"
                Text(headlineKey.localized).font(.title)
                Button((isOn ? "turn_off_button" : "turn_on_button").localized()) { toggle() }
            }
        }
        final class SaveController: UIViewController {
            func warn(full: Bool) {
                let warningKey = full ? "disk_full_alert" : "disk_low_alert"
                present(UIAlertController(title: NSLocalizedString(warningKey, comment: ""), message: nil, preferredStyle: .alert), animated: true)
            }
        }
        """#
        // A property of the app's own named `localized` is read as any property is.
        let theme = #"""
        enum Theme: CaseIterable { case light; var localized: String { NSLocalizedString("theme_light", comment: "") } }
        struct ThemePicker: View {
            var body: some View { Picker("theme", selection: $theme) { ForEach(Theme.allCases, id: \.self) { Text($0.localized) } } }
        }
        """#
        #expect(self.roles([(name: "Theme.swift", source: theme)])["theme_light"] == .pickerOption)
        let roles = roles([(name: "SaveView.swift", source: source)])
        #expect(roles["saved_again_title"] == .titleText)
        #expect(roles["saved_first_title"] == .titleText)
        #expect(roles["turn_off_button"] == .button)
        #expect(roles["turn_on_button"] == .button)
        #expect(roles["disk_full_alert"] == .alertTitle)
        #expect(roles["disk_low_alert"] == .alertTitle)
    }

    /// Keys kept as static constants of the app's own types (`struct Strings { struct Common {
    /// static let retry = "common_retry" } }`) and localized where they are read, through the
    /// app's `String` member (`Strings.Common.retry.localized`), are shown as that read shows them;
    /// another type's constant of the same name (`Strings.Sort.retry`) is not read there.
    @Test func aKeyKeptInAStaticConstantIsShownWhereItIsLocalized() {
        let strings = #"""
        extension String {
            var localized: String { Bundle.main.localizedString(forKey: self, value: nil, table: nil) }
        }
        struct Strings {
            struct Common {
                static let retry = "common_retry"
                static let loadFailed = "common_load_failed"
            }
            static let appTitle = "app_title"
            struct Sort { static let retry = "sort_retry" }
        }
        """#
        let view = #"""
        struct ErrorView: View {
            var body: some View {
                VStack {
                    Text(Strings.Common.loadFailed.localized).font(.headline)
                    Button(Strings.Common.retry.localized) { reload() }
                }
                .navigationTitle(Strings.appTitle.localized)
            }
        }
        """#
        #expect(roles([(name: "Strings.swift", source: strings), (name: "ErrorView.swift", source: view)]) == [
            "common_load_failed": .headingText, "common_retry": .button, "app_title": .navigationTitle,
        ])
    }

    /// A stored property of the app's type, read on a value the code declares with that type
    /// (`@Binding var notice: Notice?`, then `notice?.title`), is shown as that read shows it:
    /// another type's property of the same name (a screen's `title`, its navigation title)
    /// says nothing of it.
    @Test func aTypedValuesPropertyIsShownAsItsOwnReadsShowIt() {
        let notice = #"""
        struct Notice { let title: String; let message: String? }
        struct NoticeModifier: ViewModifier {
            @Binding var notice: Notice?
            func body(content: Content) -> some View {
                content.alert(notice?.title ?? "", isPresented: $shown) { } message: { Text(notice?.message ?? "") }
            }
        }
        """#
        let screens = #"""
        struct Screen { let title: String }
        struct ScreenView: View {
            let screen: Screen
            var body: some View { List { }.navigationTitle(screen.title) }
        }
        final class SaveModel {
            var notice: Notice?
            let home = Screen(title: "home_title".localized)
            func saved() { notice = Notice(title: "saved_alert_title".localized, message: "saved_alert_message".localized) }
        }
        """#
        let roles = roles([(name: "Notice.swift", source: notice), (name: "Screens.swift", source: screens)])
        #expect(roles["saved_alert_title"] == .alertTitle)
        #expect(roles["saved_alert_message"] == .alertMessage)
        #expect(roles["home_title"] == .navigationTitle)
    }

    /// A message's title and text, built from keys and shown nowhere the scanner sees: what a
    /// `title` shown elsewhere must not reach by its name.
    private static let messageContent = #"""
        struct MessageContent { let title: String; let text: String }
        enum Message {
            case empty
            var content: MessageContent { MessageContent(title: "empty_title".localized, text: "empty_text".localized) }
        }
        """#

    /// A property of a type the app does not declare (`event.title` of EventKit's `EKEvent`),
    /// given to the app's own type (`Meeting(title:)`) that is shown as a title, says nothing
    /// of the app's other `title`s: a message's `title`, shown nowhere the scanner sees, stays a
    /// localized string, not a title.
    @Test func aForeignTypesPropertyGivenToTheAppsTypeSaysNothingOfOtherTypes() {
        let meetings = #"""
        import EventKit
        struct Meeting { let title: String }
        struct MeetingView: View {
            var meeting: Meeting
            var body: some View { Text(meeting.title).font(.title) }
        }
        func meeting(from event: EKEvent) -> Meeting { Meeting(title: event.title) }
        """#
        let roles = roles([(name: "Meeting.swift", source: meetings), (name: "Message.swift", source: Self.messageContent)])
        #expect(roles["empty_title"] == .localizedString)
    }

    /// A value read from a dictionary by its key (`item["summary"] as? String`, JSON from a
    /// server), bound to a local name and given to the app's type, is data, not a key: that
    /// the type's `title` is shown as a title says nothing of other `title`s by that name.
    @Test func aDictionarysValueBoundToALocalNameIsNotAKeysName() {
        let events = #"""
        struct Meeting { let title: String }
        struct MeetingView: View {
            var meeting: Meeting
            var body: some View { Text(meeting.title).font(.title) }
        }
        func meetings(from items: [[String: Any]]) -> [Meeting] {
            items.compactMap { item in
                guard let title = item["summary"] as? String else { return nil }
                return Meeting(title: title)
            }
        }
        func meeting(from item: [String: Any]) -> Meeting {
            let title = item["subject"] as? String ?? ""
            return Meeting(title: title)
        }
        """#
        let roles = roles([(name: "Meeting.swift", source: events), (name: "Message.swift", source: Self.messageContent)])
        #expect(roles["empty_title"] == .localizedString)
    }

    /// A local constant (`let title = NSLocalizedString("Sorry!", …)`) is that function's own:
    /// given to an alert as its title, it is the alert's title, whatever the app's other
    /// `title`s are shown as (a view controller's, its navigation title).
    @Test func aLocalConstantIsItsFunctionsOwn() {
        let alerts = #"""
        extension UIAlertController {
            static func expiredAlert() -> UIAlertController {
                let title = NSLocalizedString("Sorry!", comment: "")
                let message = NSLocalizedString("The code has expired.", comment: "")
                return UIAlertController(title: title, message: message, preferredStyle: .alert)
            }
        }
        """#
        let screens = #"""
        final class NotesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let title = NSLocalizedString("All Notes", comment: "")
                self.title = title
            }
        }
        """#
        let roles = roles([(name: "Alerts.swift", source: alerts), (name: "Screens.swift", source: screens)])
        #expect(roles["Sorry!"] == .alertTitle)
        #expect(roles["The code has expired."] == .alertMessage)
        #expect(roles["All Notes"] == .navigationTitle)
    }

    /// A property read through a chain of the app's own properties (`cask.warning?.title` with
    /// `cask: Cask` and a computed `Cask.warning: CaskWarning?`) is that last type's: its computed
    /// `title` is the alert's title, whatever a screen's own `title` is shown as.
    @Test func aPropertyReadThroughTheAppsPropertiesIsTheLastTypesOwn() {
        let casks = #"""
        struct CaskRecord { let name: String; let warning: CaskWarning? }
        final class Cask { let record: CaskRecord; var warning: CaskWarning? { record.warning } }
        enum CaskWarning {
            case caveat, disabled
            var title: LocalizedStringKey {
                switch self {
                case .caveat: return "warning.caveat"
                case .disabled: return "warning.disabled"
                }
            }
        }
        """#
        let views = #"""
        struct DownloadButton: View {
            let cask: Cask
            @State private var shown = false
            var body: some View {
                Button("download") { shown = true }
                    .alert(cask.warning?.title ?? "", isPresented: $shown) { Button("ok") {} }
            }
        }
        struct Screen: View {
            var title: LocalizedStringKey { "screen.title" }
            var body: some View { List { }.navigationTitle(title) }
        }
        """#
        let roles = roles([(name: "Cask.swift", source: casks), (name: "Views.swift", source: views)])
        #expect(roles["warning.caveat"] == .alertTitle)
        #expect(roles["screen.title"] == .navigationTitle)
    }

    /// A value bound by `if let` or `guard let` is the value it unwraps (`if let title =
    /// descriptor.text`), and a `for` loop's element is of its sequence's element type
    /// (`for descriptor in mode.actions`, `actions: [ActionDescriptor]`): the descriptor's `text`
    /// titles a button; the name `title` says nothing of other `title`s.
    @Test func anUnwrappedValueAndALoopsElementAreFollowedToTheirType() {
        let modes = #"""
        struct ActionDescriptor { let name: Int; let text: String? }
        struct Mode {
            let title: String
            let actions: [ActionDescriptor]
            static var login: Mode {
                .init(title: NSLocalizedString("Log In", comment: ""),
                      actions: [ActionDescriptor(name: 1, text: NSLocalizedString("Forgot your password?", comment: ""))])
            }
        }
        """#
        let screens = #"""
        final class AuthViewController: UIViewController {
            var mode: Mode = .login
            func refresh() {
                for descriptor in mode.actions {
                    if let title = descriptor.text { button.setTitle(title, for: .normal) }
                }
            }
        }
        """#
        let roles = roles([(name: "Mode.swift", source: modes), (name: "Auth.swift", source: screens)])
        #expect(roles["Forgot your password?"] == .button)
        #expect(roles["Log In"] == .localizedString)
    }

    /// The app's own function's `message` parameter (`toast(message:style:)`, `showToast(_ message:)`), passed on to
    /// code the scanner does not follow (a factory building a view), is a message: a function
    /// is called to show its message. A type's stored `message` is still followed to where the
    /// type shows it.
    @Test func aFunctionsMessageParameterIsAMessage() {
        let toasts = #"""
        extension NSViewController {
            public func toast(message: String, style: ToastStyle = .info) {
                let toast = ToastFactory.makeToast(message: message, style: style)
                ToastManager.shared.show(toast)
            }
        }
        struct Row { let title: String; let message: String }
        struct NoteView: View {
            private func showToast(_ message: String) { toastText = NSLocalizedString(message, comment: "") }
            func renamed() { showToast("Rename failed") }
        }
        """#
        let calls = #"""
        final class EditorController: NSViewController {
            func exported(_ ok: Bool) {
                toast(message: NSLocalizedString("Export failed", comment: ""), style: .failure)
                let row = Row(title: NSLocalizedString("row_title", comment: ""), message: NSLocalizedString("row_message", comment: ""))
            }
        }
        """#
        let roles = roles([(name: "Toast.swift", source: toasts), (name: "Editor.swift", source: calls)])
        #expect(roles["Export failed"] == .message)
        #expect(roles["Rename failed"] == .message)
        #expect(roles["row_message"] == .localizedString)
    }

    /// The app's own function named for the message it adds or shows (`addLocalSystemMessage(_:to:)`,
    /// `showWarning(_:)`: its last word is Message, Error or Warning) is called to show what it is
    /// given, however it stores it (a chat's list of lines); a function named otherwise
    /// (`sendChat(_:)`) says nothing.
    @Test func aFunctionNamedForAMessageShowsAMessage() {
        let source = #"""
        protocol ChatContext { func addLocalSystemMessage(_ content: String, to peer: String) }
        final class Coordinator {
            let context: ChatContext
            init(context: ChatContext) { self.context = context }
            func fail() { context.addLocalSystemMessage(String(localized: "system.unknown_group"), to: "x") }
            func warn() { showWarning(String(localized: "system.warning")) }
            func send() { sendChat(String(localized: "system.hello")) }
            func showWarning(_ text: String) { print(text) }
            func sendChat(_ text: String) { print(text) }
        }
        final class ChatModel: ChatContext {
            var lines: [String] = []
            func addLocalSystemMessage(_ content: String, to peer: String) { lines.append(content) }
        }
        """#
        #expect(roles([("Chat.swift", source)]) == ["system.unknown_group": .message, "system.warning": .message, "system.hello": .localizedString])
    }

    /// `Text(verbatim: "* \(text) *")` shows the value it interpolates between marks that are no
    /// words of their own: the value is the text, followed as `Text(text)` is. Words around it
    /// (`"Hello, \(name)"`) make it a part of another text, not followed.
    @Test func aValueBetweenMarksInAVerbatimTextIsItsText() {
        let source = #"""
        struct MeshEmptyStateView: View {
            private enum Strings {
                static let intro = String(localized: "empty.intro")
                static let greeting = String(localized: "empty.greeting")
            }
            var body: some View {
                VStack {
                    narrationLine(Strings.intro)
                    greetingLine(Strings.greeting)
                }
            }
            func narrationLine(_ text: String) -> some View {
                Text(verbatim: "* \(text)\u{00A0}*")
            }
            func greetingLine(_ text: String) -> some View {
                Text(verbatim: "Hello, \(text)")
            }
        }
        """#
        #expect(roles([("Empty.swift", source)]) == ["empty.intro": .emptyStateDescription, "empty.greeting": .localizedString])
    }

    /// The app's own function that shows a HUD (`showTextHUD(_:)`, over MBProgressHUD's label)
    /// shows what it is given as a toast shows it, a message, whatever it names its parameter;
    /// so does a package's HUD called by its type (`SPIndicator.present(title:)`,
    /// `ProgressHUD.show(_:)`). A view type of the app's named for a heads-up display is no such thing.
    @Test func aFunctionThatShowsAHUDShowsAMessage() {
        let hud = #"""
        import MBProgressHUD
        extension UIViewController {
            func showTextHUD(_ text: String?, dismissAfterDelay: TimeInterval) {
                let hud = MBProgressHUD.showAdded(to: view, animated: true)
                hud.label.text = text
            }
        }
        final class ImportController: UIViewController {
            func done() { showTextHUD("import.success".localized(), dismissAfterDelay: 1.5) }
        }
        struct GlucoseHUDView: View {
            var body: some View { Text("glucose.reading") }
        }
        """#
        let package = #"""
        import SPIndicator
        final class RepoController: UIViewController {
            func removed() {
                SPIndicator.present(title: NSLocalizedString("repo.removed", comment: ""), preset: .done)
                ProgressHUD.show(NSLocalizedString("repo.loading", comment: ""))
                Formatter.describe(NSLocalizedString("repo.described", comment: ""))
            }
            // The app's own function of the same name as the package's does not take its arguments.
            func present(_ controller: UIViewController) { }
        }
        """#
        // The package's source kept in the app's tree: its function is followed, and still shows a message.
        let vendored = #"""
        public enum SPIndicator {
            public static func present(title: String, message: String? = nil, preset: SPIndicatorIconPreset) {
                let view = SPIndicatorView(title: title, message: message, preset: preset)
                view.present()
            }
        }
        open class SPIndicatorView: UIView {
            let titleLabel = UILabel()
            public init(title: String, message: String?, preset: SPIndicatorIconPreset) { titleLabel.text = title }
        }
        """#
        let roles = roles([(name: "HUD.swift", source: hud), (name: "RepoController.swift", source: package), (name: "SPIndicator.swift", source: vendored)])
        #expect(roles["import.success"] == .message)
        #expect(roles["glucose.reading"] == .text)
        #expect(roles["repo.removed"] == .message)
        #expect(roles["repo.loading"] == .message)
        #expect(roles["repo.described"] == .localizedString)
    }

    /// A package's type named for a notice (`SwiftNotice.showText(_:)`, `NoticeBar`) shows what
    /// it is given as a message, as one named for a HUD does; and the app's own function that
    /// shows a HUD may write the acronym as a word (`showAutoHiddenHud(style:text:)`).
    @Test func aNoticeAndAHudWrittenAsAWordShowAMessage() {
        let source = #"""
        import SwiftNotice
        func showAutoHiddenHud(style: HudStyle, text: String) {
            let hud = HudView(style: style)
            hud.label.text = text
        }
        final class LoginController: UIViewController {
            func check() {
                SwiftNotice.showText("notice.email".localized)
                SwiftNotice.noticeOnStatusBar("notice.failed".localized, autoClear: true, autoClearTime: 2)
                showAutoHiddenHud(style: .notification, text: "hud.added".localized)
                Hudson.describe("not.a.hud".localized)
            }
        }
        """#
        let roles = roles([(name: "Login.swift", source: source)])
        #expect(roles["notice.email"] == .message)
        #expect(roles["notice.failed"] == .message)
        #expect(roles["hud.added"] == .message)
        #expect(roles["not.a.hud"] != .message)
    }

    /// The app's own function that shows its `message` parameter in a label
    /// (`showStatus(_ message:isError:)` setting a status line's `stringValue`) is called to
    /// show a message: the argument is one, though the label alone would be running text. A
    /// parameter of another name shown the same way is still text.
    @Test func aFunctionsMessageShownInALabelIsAMessage() {
        let source = #"""
        final class ConfigViewController: NSViewController {
            let statusLabel = NSTextField(labelWithString: "")
            func save() {
                showStatus(NSLocalizedString("API URL is invalid", comment: ""), isError: true)
                showCaption(NSLocalizedString("Saved settings", comment: ""))
            }
            private func showStatus(_ message: String, isError: Bool) {
                statusLabel.stringValue = message
            }
            private func showCaption(_ caption: String) {
                statusLabel.stringValue = caption
            }
        }
        """#
        let roles = roles([(name: "Config.swift", source: source)])
        #expect(roles["API URL is invalid"] == .message)
        #expect(roles["Saved settings"] == .text)
    }

    /// A text given as a `message:` where the code is not followed further — an enum case's
    /// associated value (`.failure(message:)`), a package's function — is a message, as the
    /// app's own function's `message` parameter is.
    @Test func aTextGivenAsAMessageToCodeNotFollowedIsAMessage() {
        let source = #"""
        enum ConnectionResult { case success; case failure(message: String) }
        struct Tester {
            func check(_ status: Int) -> ConnectionResult {
                if status == 404 { return .failure(message: String(localized: "endpoint_not_found")) }
                HUD.show(message: String(localized: "checking_message"), delay: 2)
                return .success
            }
        }
        """#
        let roles = roles([(name: "Tester.swift", source: source)])
        #expect(roles["endpoint_not_found"] == .message)
        #expect(roles["checking_message"] == .message)
    }

    /// A stored property read on a value whose type the app declares (`row.id` where
    /// `row: FeedRow`) is that type's own: it says nothing of another type's computed `id` that
    /// returns a stored `message`, so an error's message given to `Failure(message:)` stays the
    /// alert's message, not a toggle's label.
    @Test func aStoredPropertyReadOnATypedValueIsThatTypesOnly() {
        let rows = #"""
        private struct FeedRow: Identifiable { let id: String; let enabled: Bool }
        struct FeedList: View {
            let rows: [FeedRow]
            var body: some View { List(rows) { row in feedToggle(row) } }
            private func feedToggle(_ row: FeedRow) -> some View {
                Toggle(isOn: .constant(row.enabled)) { Text(row.id) }
            }
        }
        """#
        let failure = #"""
        struct Failure: Identifiable {
            var id: String { message }
            var message: String
        }
        struct FailureModifier: ViewModifier {
            @Binding var failure: Failure?
            func body(content: Content) -> some View {
                content.alert("sync_failed_title", isPresented: $shown, presenting: failure) { _ in
                    Button("ok_button") {}
                } message: { failure in Text(failure.message) }
            }
        }
        final class SyncModel {
            var failure: Failure?
            func failed() { failure = Failure(message: String(localized: "sync_failed_message")) }
        }
        """#
        let roles = roles([(name: "FeedList.swift", source: rows), (name: "Failure.swift", source: failure)])
        #expect(roles["sync_failed_message"] == .alertMessage)
    }

    /// A local constant made by a type's static function (`let failure = Failure.noMicrophone()`,
    /// a factory) is a value of that type: its `title` is that type's own, shown in a banner,
    /// not any `title` read by name on values of unknown type (cards' headings).
    @Test func aValueMadeByATypesStaticFunctionIsOfThatType() {
        let source = #"""
        struct Failure {
            let title: String
            static func noMicrophone() -> Failure { Failure(title: String(localized: "no_microphone_message")) }
        }
        struct Banner: View {
            let text: String
            var body: some View { Text(text) }
        }
        struct Cards: View {
            let models = loadModels()
            var body: some View { ForEach(models) { model in Text(model.title).font(.headline) } }
        }
        func present() -> some View {
            let failure = Failure.noMicrophone()
            return Banner(text: failure.title)
        }
        """#
        let roles = roles([(name: "Failure.swift", source: source)])
        #expect(roles["no_microphone_message"] == .text)
    }

    /// Another value's property stored in the view's own (`self.title = stage.title` in its
    /// initializer) is shown where the view shows its own: an onboarding stage's titles in a
    /// large title, not as any `title` read by name elsewhere.
    @Test func aPropertyStoredInTheViewsOwnIsShownAsItsOwn() {
        let source = #"""
        enum Stage {
            case api, trust
            var title: String {
                switch self {
                case .api: return String(localized: "verify_key_title")
                case .trust: return String(localized: "open_source_title")
                }
            }
        }
        struct StageScreen: View {
            let title: String
            init(stage: Stage) { self.title = stage.title }
            var body: some View { Text(title).font(.largeTitle) }
        }
        struct Cards: View {
            let items = load()
            var body: some View { ForEach(items) { item in Text(item.title).font(.headline) } }
        }
        """#
        let roles = roles([(name: "Stage.swift", source: source)])
        #expect(roles["verify_key_title"] == .titleText)
        #expect(roles["open_source_title"] == .titleText)
    }

    /// A bare name read in an extension of the app's type (`Text(title)` in `extension Prompt`)
    /// is that type's own property, as it is in the type's body: a prompt's title drawn as a
    /// button by hand says nothing of another type's `title` (a failure's, shown in a banner).
    @Test func aNameReadInAnExtensionIsTheExtendedTypesOwn() {
        let prompt = #"""
        struct Prompt { let title: String }
        extension Prompt {
            func chip(onTap: @escaping () -> Void) -> some View {
                HStack { Text(title) }.onTapGesture { onTap() }
            }
        }
        """#
        let failure = #"""
        struct Failure {
            let title: String
            static func noMicrophone() -> Failure { Failure(title: String(localized: "no_microphone_message")) }
        }
        struct Banner: View {
            let text: String
            var body: some View { Text(text) }
        }
        func present() -> some View { Banner(text: Failure.noMicrophone().title) }
        func prompts() -> [Prompt] { [Prompt(title: String(localized: "summarize_prompt"))] }
        """#
        let roles = roles([(name: "Prompt.swift", source: prompt), (name: "Failure.swift", source: failure)])
        #expect(roles["no_microphone_message"] != .button)
        #expect(roles["summarize_prompt"] == .button)
    }

    /// A title and a message (or caption) given together to a type the app does not declare —
    /// a package's progress HUD, banner or alert — are that alert's title and message. The
    /// app's own type with such properties is followed to where it shows them instead.
    @Test func aTitleAndMessageGivenToAPackagesTypeAreAnAlerts() {
        let source = #"""
        struct CopyView: View {
            @State private var hud = HUDConfig()
            func copied() {
                hud = HUDConfig(type: .success, title: "copy_done_title".localized(), caption: "copy_done_caption".localized(), autoHide: true)
            }
            func failed() { Banner.show(title: "copy_failed_title".localized(), message: "copy_failed_message".localized()) }
        }
        struct Row { let title: String; let message: String }
        let row = Row(title: "row_title".localized(), message: "row_message".localized())
        let label = Badge(title: "badge_title".localized(), count: 2)
        """#
        let roles = roles([(name: "CopyView.swift", source: source)])
        #expect(roles["copy_done_title"] == .alertTitle)
        #expect(roles["copy_done_caption"] == .alertMessage)
        #expect(roles["copy_failed_title"] == .alertTitle)
        #expect(roles["copy_failed_message"] == .alertMessage)
        #expect(roles["row_title"] == .localizedString)
        #expect(roles["row_message"] == .localizedString)
        #expect(roles["badge_title"] == .localizedString)
    }

    /// A package's method named as SwiftUI's modifier (`viewModel.alert(title:message:actions:)`
    /// of an MVVM package) is not the modifier when the call lacks the modifier's argument:
    /// its title and message are an alert's, as any package's are. The modifier's own title
    /// is still read.
    @Test func aPackagesAlertMethodIsNotSwiftUIsModifier() {
        let source = #"""
        struct StorageView: View {
            @ObservedObject var viewModel: StorageViewModel
            @State private var shown = false
            var body: some View {
                Button("Remove") {
                    viewModel.alert(title: String(localized: "storage.remove.title"), message: String(localized: "storage.remove.message"), actions: [])
                }
                .alert("storage.full", isPresented: $shown) { Button("OK") {} }
            }
        }
        """#
        let roles = roles([(name: "StorageView.swift", source: source)])
        #expect(roles["storage.remove.title"] == .alertTitle)
        #expect(roles["storage.remove.message"] == .alertMessage)
        #expect(roles["storage.full"] == .alertTitle)
    }

    /// The names the code declares in camel case: in copy, they are code (`code-identifier`).
    @Test func theCodesCamelCaseNamesAreCollected() {
        let source = """
        struct UserProfile: AppEntity { var displayName: String; static var typeDisplayRepresentation: TypeDisplayRepresentation = "UserProfile" }
        enum Mode { case fastMode, slow }
        func makeRow() -> some View { Text("x") }
        class Store { let items: [String] = [] }
        """
        #expect(FileScan(source: source, file: "P.swift").declaredNames == [
            "UserProfile", "displayName", "typeDisplayRepresentation", "fastMode", "makeRow",
        ])
    }
}

extension RolesAcrossTheAppTests {
    /// A computed property the app declares on a type (in the type or an extension of one from
    /// a framework), read on a value the code declares with that type (`priority.title` where
    /// `priority: Priority`), is that type's own: the button that read shows says nothing of
    /// another type's `title` read untyped in a picker (`$0.title`), whose keys stay the
    /// picker's options; the type's own keys are shown as its typed reads show them.
    @Test func aTypedReadOfAComputedPropertyIsThatTypesOnly() {
        let models = #"""
        import Foundation
        enum Theme: String, CaseIterable {
            case light, dark
            var title: String {
                switch self {
                case .light: return NSLocalizedString("theme_light", comment: "")
                case .dark: return NSLocalizedString("theme_dark", comment: "")
                }
            }
        }
        extension Priority {
            var title: String { NSLocalizedString("priority_high", comment: "") }
        }
        """#
        let views = #"""
        import SwiftUI
        struct ThemeSettings: View {
            var body: some View {
                Picker("theme_picker", selection: $theme) {
                    ForEach(Theme.allCases, id: \.self) { Text($0.title).tag($0) }
                }
                .pickerStyle(.menu)
            }
        }
        struct PriorityBar: View {
            var body: some View { HStack { priorityButton(for: .high) } }
            private func priorityButton(for priority: Priority) -> some View {
                Button { choose(priority) } label: { Text(priority.title) }
            }
        }
        """#
        let roles = roles([(name: "Models.swift", source: models), (name: "Views.swift", source: views)])
        #expect(roles["theme_light"] == .pickerOption)
        #expect(roles["theme_dark"] == .pickerOption)
        #expect(roles["priority_high"] == .button)
    }
}

extension RolesAcrossTheAppTests {
    /// A value whose type the code names without declaring it, `Interval.week.title` or the
    /// element of `ForEach(Interval.allCases) { interval in … }`, is read as that type's: the
    /// enum's computed `title` shown as a pop-up picker's options is not the `title` of the
    /// sections another `ForEach` lists as headers.
    @Test func anEnumsCaseAndItsAllCasesElementsAreReadAsThatEnum() {
        let models = #"""
        import Foundation
        enum Interval: CaseIterable {
            case week, month
            var title: String {
                switch self {
                case .week: return NSLocalizedString("interval_week", comment: "")
                case .month: return NSLocalizedString("interval_month", comment: "")
                }
            }
        }
        enum Sorting: CaseIterable {
            case newest
            var title: String { NSLocalizedString("sorting_newest", comment: "") }
        }
        struct ListSection: Identifiable {
            var id: Int
            var title: String { NSLocalizedString("section_inbox", comment: "") }
        }
        """#
        let views = #"""
        import SwiftUI
        struct Settings: View {
            var body: some View {
                Picker("interval_picker", selection: $interval) {
                    ForEach(Interval.allCases, id: \.self) { interval in Text(interval.title).tag(interval) }
                }
                .pickerStyle(.menu)
                Picker("sorting_picker", selection: $sorting) {
                    Text(Sorting.newest.title).tag(Sorting.newest)
                }
                .pickerStyle(.menu)
            }
        }
        struct Lists: View {
            var body: some View {
                List {
                    ForEach(model.sections) { section in
                        Section(header: Text(section.title)) { }
                    }
                }
            }
        }
        """#
        let roles = roles([(name: "Models.swift", source: models), (name: "Views.swift", source: views)])
        #expect(roles["interval_week"] == .pickerOption)
        #expect(roles["interval_month"] == .pickerOption)
        #expect(roles["sorting_newest"] == .pickerOption)
        #expect(roles["section_inbox"] == .sectionHeader)
    }
}

extension RolesAcrossTheAppTests {
    /// The app's own view whose name says it is part of a menu (`PanelMenuRow`, `SubmenuRow`),
    /// a menu drawn by hand: the buttons its body shows, given to it as a view or as a string,
    /// are the menu's items, as inside SwiftUI's `Menu`. Its toggles and texts stay what they
    /// are (a settings section about the menu, `MenuSection`, shows toggles), and a view named
    /// for the menu bar (`MenuBarStatus`) is no menu.
    @Test func anAppViewNamedAsAMenusPartShowsMenuItems() {
        let views = #"""
        import SwiftUI
        private struct PanelMenuRow: View {
            let text: Text
            let action: () -> Void
            var body: some View { Button(action: action) { HStack { text; Spacer() } }.buttonStyle(.plain) }
        }
        private struct SubmenuRow: View {
            let title: String
            var body: some View { Button(action: act) { HStack { Text(title); Spacer() } } }
        }
        private struct MenuSection: View {
            let title: String
            var body: some View { Section { Toggle(title, isOn: .constant(true)) } }
        }
        private struct MenuBarStatus: View {
            let title: String
            var body: some View { Button(action: act) { Text(title) } }
        }
        struct Panel: View {
            var body: some View {
                VStack {
                    SubmenuRow(title: NSLocalizedString("panel_more", comment: ""))
                    MenuSection(title: NSLocalizedString("panel_timeline", comment: ""))
                    PanelMenuRow(text: Text("panel_week")) { }
                    MenuBarStatus(title: NSLocalizedString("panel_status", comment: ""))
                }
            }
        }
        """#
        #expect(roles([("Panel.swift", views)]) == [
            "panel_more": .menuItem, "panel_week": .menuItem, "panel_timeline": .toggle, "panel_status": .button,
        ])
    }

    /// The app's own view *function* that passes a view it is given to a SwiftUI control
    /// (`func PrimaryAction(action:label:)` that returns `Button(action: action, label: label)`):
    /// what its caller gives in that closure is that control's label, a button here.
    @Test func theAppsOwnViewFunctionsShowTheViewsTheyAreGivenWhereTheyPassThem() {
        let views = """
        public func PrimaryAction(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> some View) -> some View {
            Button(role: role, action: action, label: label)
                .buttonStyle(.borderedProminent)
        }
        public func Boxed(@ViewBuilder content: () -> some View) -> some View {
            VStack { content() }.padding()
        }
        """
        let screen = """
        struct Account: View {
            var body: some View {
                PrimaryAction(role: .destructive) { signOut() } label: { Label("account.sign_out", systemImage: "door") }
                Boxed { Text("account.note") }
            }
        }
        """
        #expect(roles([("Views.swift", views), ("Account.swift", screen)]) == [
            "account.sign_out": .button, "account.note": .text,
        ])
    }

    /// A view's own view functions called by name (`sectionTitle { Text(…) }`, `sectionTitle2(Text(…))`)
    /// show what they are given as their bodies do, and one that gives it on to another
    /// (`tierDescription(title:)` into `sectionHeadline { title }`) as that one does.
    @Test func aViewsOwnViewFunctionsShowWhatTheyAreGivenAsTheirBodiesDo() {
        let source = """
        struct HelpView: View {
            var body: some View {
                VStack {
                    sectionTitle {
                        Text("tiers_title")
                    }
                    sectionTitle2(Text("tiers_title2"))
                    tierDescription(title: Text("tier_secret_title"), description: Text("tier_secret_desc"))
                }
            }
            private func sectionTitle(@ViewBuilder content: () -> some View) -> some View {
                content()
                    .font(.title3)
                    .foregroundStyle(.primary)
            }
            private func sectionTitle2(_ title: Text) -> some View {
                title.font(.title3)
            }
            private func sectionHeadline(@ViewBuilder content: () -> some View) -> some View {
                content().font(.headline)
            }
            private func tierDescription(title: Text, description: Text) -> some View {
                VStack {
                    sectionHeadline { title }
                    description
                }
            }
        }
        """
        #expect(roles([("Help.swift", source)]) == [
            "tiers_title": .headingText, "tiers_title2": .headingText, "tier_secret_title": .headingText, "tier_secret_desc": .text,
        ])
    }

    /// A view's own view property used by its bare name (`content`) is shown as that view uses
    /// it: another view's property of the same name in a button's label makes only that one's
    /// text a button.
    @Test func aViewsOwnViewPropertyIsShownAsThatViewUsesIt() {
        let source = """
        struct KitView: View {
            var body: some View { content.padding() }
            private var content: some View { Text("kit_description") }
        }
        struct ShareView: View {
            var body: some View { Button { share() } label: { content } }
            private var content: some View { Text("share_label") }
        }
        """
        #expect(roles([("Views.swift", source)]) == ["kit_description": .text, "share_label": .button])
    }

    /// A `Label` after a text in a button's label (a tile's name, then its status with an icon)
    /// describes the button, as a second `Text` does, written there or in the view property
    /// the label shows; a `Label` alone, or first, is the button's title.
    @Test func aLabelAfterATextInAButtonsLabelDescribesIt() {
        let source = """
        struct Tile: View {
            var body: some View {
                Button { toggle() } label: {
                    VStack {
                        Text(name).font(.caption)
                        status
                    }
                }
                .buttonStyle(.plain)
                Button { toggle() } label: {
                    VStack {
                        Text("tile_title")
                        Label("tile_detail", systemImage: "star")
                    }
                }
                Button { toggle() } label: { Label("tile_add", systemImage: "plus") }
            }
            private var status: some View {
                Label(String(localized: "tile_status"), systemImage: "star").font(.caption2)
            }
            func toggle() {}
        }
        """
        #expect(roles([("Tile.swift", source)]) == ["tile_title": .button, "tile_detail": .text, "tile_add": .button, "tile_status": .text])
    }

    /// The app's view function given as a button's label (`Button { … } label: { commandRow() }`)
    /// labels the button with its first text; a text after it in the function (a command's
    /// description beside its name) describes the button, as in the label itself. In a menu,
    /// each text is an item.
    @Test func aViewFunctionsSecondTextInAButtonsLabelDescribesIt() {
        let source = """
        struct CommandList: View {
            var body: some View {
                VStack {
                    Button { run() } label: { commandRow() }
                    Menu("commands_menu") { menuRows() }
                }
            }
            private func commandRow() -> some View {
                HStack {
                    Text("command_name")
                    Spacer()
                    Text("command_description").foregroundColor(.secondary)
                }
            }
            private func menuRows() -> some View {
                Group {
                    Button("menu_first") { run() }
                    Button("menu_second") { run() }
                }
            }
            func run() {}
        }
        """
        #expect(roles([("Commands.swift", source)]) == [
            "command_name": .button, "command_description": .text, "commands_menu": .menuTitle, "menu_first": .menuItem, "menu_second": .menuItem,
        ])
    }

    /// The app's row view given as a control's label (`Button { … } label: { SettingsRow(title:
    /// subtitle:) }`, or given `Text`s, `OptionLabel(title: Text(…), subtitle: Text(…))`) labels
    /// that control with its first text, as a first `Text` there would; its second describes,
    /// and the same row standing alone is running text.
    @Test func theAppsRowViewAsAControlsLabelLabelsIt() {
        let row = """
        struct SettingsRow: View {
            let title: LocalizedStringResource
            let subtitle: LocalizedStringResource
            var body: some View {
                VStack(alignment: .leading) {
                    Text(title)
                    Text(subtitle).font(.footnote)
                }
            }
        }
        """
        let screen = """
        struct SettingsView: View {
            var body: some View {
                List {
                    Button {
                        openBackup()
                    } label: {
                        SettingsRow(title: "settings_backup", subtitle: "settings_backup_detail")
                    }
                    NavigationLink(destination: About()) {
                        SettingsRow(title: "settings_about", subtitle: "settings_about_detail")
                    }
                    SettingsRow(title: "settings_version", subtitle: "settings_version_detail")
                    Button { restore() } label: {
                        OptionLabel(title: Text("restore_from_file"), subtitle: Text("restore_from_file_detail"))
                    }
                }
            }
        }
        """
        #expect(roles([("Row.swift", row), ("Settings.swift", screen)]) == [
            "settings_backup": .button, "settings_backup_detail": .text,
            "restore_from_file": .button, "restore_from_file_detail": .text,
            "settings_about": .navigationLink, "settings_about_detail": .text,
            "settings_version": .text, "settings_version_detail": .text,
        ])
    }

    /// A second text in the label given to the app's own control (after a `Label`, dimmed: the
    /// row's value) describes it, as it does in SwiftUI's own control's label: only the first
    /// is the control's title.
    @Test func aSecondTextInTheLabelGivenToAnAppsControlIsText() {
        let views = """
        func DetailLink(@ViewBuilder destination: () -> some View, @ViewBuilder label: () -> some View) -> some View {
            NavigationLink(destination: destination, label: label)
        }
        """
        let screen = """
        struct Transfers: View {
            var body: some View {
                DetailLink { Inbox() } label: {
                    HStack {
                        Label("transfers.inbox", systemImage: "tray")
                        Spacer()
                        if busy { Text("transfers.busy").foregroundColor(.secondary) }
                    }
                }
            }
        }
        """
        #expect(roles([("Views.swift", views), ("Transfers.swift", screen)]) == [
            "transfers.inbox": .navigationLink, "transfers.busy": .text,
        ])
    }

    /// An alert's state built in a model (`Notice(title:message:)`) and shown by the app's own
    /// extension of `View`, which calls `alert(…)` on itself with the state's title and, in
    /// the closures it presents the state to, its message: the keys given to the state are
    /// that alert's title and message, though other types' `title`s are screens' titles.
    @Test func anAlertStateShownByTheAppsViewExtensionIsAnAlert() {
        let state = """
        public struct Notice {
            public var title: String
            public var message: String
            public init(title: String, message: String) {
                self.title = title
                self.message = message
            }
            public init(failure: String) {
                title = String(localized: "notice.failed")
                message = failure
            }
        }
        """
        let views = """
        public extension View {
            func notice(_ binding: Binding<Notice?>) -> some View {
                alert(binding.wrappedValue?.title ?? "", isPresented: .constant(binding.wrappedValue != nil), presenting: binding.wrappedValue) { _ in
                    Button("notice.ok") {}
                } message: { notice in
                    Text(notice.message)
                }
            }
        }
        struct Screen: View {
            let title: String
            var body: some View { List {}.navigationTitle(title) }
        }
        """
        let model = """
        final class Model {
            var notice: Notice?
            func run() {
                notice = Notice(title: String(localized: "notice.gone"), message: String(localized: "notice.gone_text"))
                notice = Notice(failure: String(localized: "notice.reboot"))
                _ = Screen(title: String(localized: "screen.title"))
            }
        }
        """
        let roles = roles([("Notice.swift", state), ("Views.swift", views), ("Model.swift", model)])
        #expect(roles["notice.gone"] == .alertTitle)
        #expect(roles["notice.failed"] == .alertTitle)
        #expect(roles["notice.gone_text"] == .alertMessage)
        #expect(roles["notice.reboot"] == .alertMessage)
        #expect(roles["notice.ok"] == .alertAction)
        #expect(roles["screen.title"] == .navigationTitle)
    }

    /// A text stored beside an action to run is the label people choose that action by: a
    /// button's or a menu item's (`OptionAction(label:icon:action:)`), though a cell shows it as
    /// running text. `primaryAction` is labelled by `primaryTitle`, not by the hint beside it;
    /// a plain `action` by the text named for it (`actionTitle`) rather than by the message; a
    /// view builder (`() -> Content`) and a completion are no actions, and a title beside a
    /// message titles what it says.
    @Test func aTextStoredBesideAnActionLabelsIt() {
        let model = """
        final class OptionAction {
            let label: String
            let icon: String?
            let action: () -> Void
            init(label: String, icon: String? = nil, action: @escaping (() -> Void)) {
                self.label = label
                self.icon = icon
                self.action = action
            }
        }
        struct Footer: View {
            var hint: String?
            var primaryTitle: String?
            var primaryAction: (() -> Void)?
            var body: some View { HStack { if let hint { Text(hint) }; if let primaryTitle { Text(primaryTitle) } } }
        }
        struct Warning: View {
            let text: LocalizedStringKey
            let actionTitle: LocalizedStringKey?
            let action: (() -> Void)?
            init(_ text: LocalizedStringKey, actionTitle: LocalizedStringKey? = nil, action: (() -> Void)? = nil) {
                self.text = text
                self.actionTitle = actionTitle
                self.action = action
            }
            var body: some View { HStack { Text(text); if let actionTitle { Text(actionTitle) } } }
        }
        struct Group<Content: View>: View {
            let title: LocalizedStringKey
            let content: () -> Content
            var body: some View { VStack { Text(title); content() } }
        }
        struct Notice {
            let title: String
            let message: String
            let dismissAction: () -> Void
        }
        struct Sync {
            let status: String
            let completionHandler: () -> Void
        }
        """
        let views = """
        final class OptionCell: UITableViewCell {
            let title = UILabel()
            func show(_ option: OptionAction) { title.text = option.label }
        }
        final class Options {
            var options: [OptionAction] = []
            var notices: [Notice] = []
            func make() {
                options.append(OptionAction(label: String(localized: "select_all_below"), icon: "select") {})
                notices.append(Notice(title: String(localized: "notice_title"), message: String(localized: "notice_text"), dismissAction: {}))
                _ = Sync(status: String(localized: "sync_status"), completionHandler: {})
            }
        }
        struct Screen: View {
            var body: some View {
                Footer(hint: String(localized: "footer_hint"), primaryTitle: String(localized: "footer_continue"), primaryAction: {})
                Warning("warning_text", actionTitle: "warning_fix") {}
                Group(title: "group_title") { Text("group_body") }
            }
        }
        """
        let roles = roles([("Model.swift", model), ("Views.swift", views)])
        #expect(roles["select_all_below"] == .button)
        #expect(roles["footer_continue"] == .button)
        #expect(roles["footer_hint"] == .text)
        #expect(roles["warning_fix"] == .button)
        #expect(roles["warning_text"] == .text)
        #expect(roles["group_title"] == .text)
        #expect(roles["notice_title"] != .button)
        #expect(roles["sync_status"] != .button)
    }

    /// A local constant made from a path of properties (`let content = message.content`) has
    /// that path's type: its `title` is the stored title of `Content`, shown as an alert's, not
    /// any other `title` of the app (a toggle's here).
    @Test func aLocalConstantMadeFromAPropertyHasThatPropertysType() {
        let model = """
        struct Content { let title: String; let text: String }
        enum Message {
            case failed
            var content: Content { Content(title: String(localized: "failed_title"), text: String(localized: "failed_text")) }
        }
        struct Setting { let title: String }
        """
        let views = """
        struct Settings: View {
            let settings = [Setting(title: String(localized: "setting_title"))]
            var body: some View { ForEach(settings, id: \\.title) { item in Toggle(item.title, isOn: .constant(true)) } }
        }
        final class Center {
            func present(_ message: Message) {
                let content = message.content
                let alert = NSAlert()
                alert.messageText = content.title
                alert.informativeText = content.text
            }
        }
        """
        let roles = roles([("Model.swift", model), ("Views.swift", views)])
        #expect(roles["failed_title"] == .alertTitle)
        #expect(roles["failed_text"] == .alertMessage)
        #expect(roles["setting_title"] == .toggle)
    }

    /// A type's computed property that returns another property's key (SwiftGen's
    /// `Strings.Alert.fiveMinutes`, not a literal) is shown as the typed reads of that type's
    /// property show it: a picker's options here, though an alert reads a `title` of unknown
    /// type elsewhere (`error.title`), which stays the alert's.
    @Test func aComputedPropertyReturningAnotherPropertyIsShownAsItsTypesReadsShowIt() {
        let strings = """
        enum Strings {
            enum Alert {
                static let fiveMinutes = Strings.tr("Localizable", "alert.five_minutes", fallback: "5 minutes before")
                static let atTime = Strings.tr("Localizable", "alert.at_time", fallback: "At time of event")
            }
            enum Update {
                static let failed = Strings.tr("Localizable", "update.failed", fallback: "Failed to check for updates")
            }
            private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
            }
        }
        """
        let model = """
        enum EventAlert: CaseIterable {
            case fiveMinutes, atTime
            var title: String {
                switch self {
                case .fiveMinutes: return Strings.Alert.fiveMinutes
                case .atTime: return Strings.Alert.atTime
                }
            }
        }
        enum UpdateError: Error {
            case check
            var title: String { Strings.Update.failed }
        }
        """
        let views = """
        struct EventEditor: View {
            @State var selected: EventAlert = .atTime
            var body: some View {
                Picker("", selection: $selected) {
                    ForEach(EventAlert.allCases, id: \\.self) { alert in Text(alert.title).tag(alert) }
                }
            }
        }
        final class Updater {
            func failed(errors: Observable<UpdateError>) {
                errors.bind { error in
                    let alert = NSAlert()
                    alert.messageText = error.title
                }
            }
        }
        """
        let roles = appRoles([(strings, "Strings.swift"), (model, "Model.swift"), (views, "Views.swift")])
        #expect(roles["alert.five_minutes"] == .pickerOption)
        #expect(roles["alert.at_time"] == .pickerOption)
        #expect(roles["update.failed"] == .alertTitle)
    }

    /// A read through a property whose type the app does not declare (`kind.description`, in
    /// an extension of a generated class) of a name several of the app's types declare says
    /// nothing of any one of them: the validation message stays the label's message, though
    /// the widget's tag description is a link.
    @Test func anUntypedReadOfANameSeveralTypesDeclareSaysNothingOfThem() {
        let model = """
        extension ListFilterKind {
            var description: String {
                switch self {
                case .tag: return NSLocalizedString("filter.tag", comment: "")
                default: return NSLocalizedString("filter.all", comment: "")
                }
            }
        }
        extension Validator.Result: CustomStringConvertible {
            var description: String {
                switch self {
                case .success: return String()
                case .emailInvalid: return NSLocalizedString("email.invalid", comment: "")
                }
            }
        }
        extension WidgetTag {
            var tagDescription: String {
                switch kind {
                case .tag: return displayString
                default: return kind.description
                }
            }
        }
        """
        let views = """
        struct HeaderView: View {
            let tag: WidgetTag
            var body: some View { Link(destination: url) { Text(tag.tagDescription) } }
        }
        final class AuthViewController: UIViewController {
            func warn() {
                if let result = validationMap[.username], result != .success {
                    emailWarningLabel.text = result.description
                }
            }
        }
        """
        let roles = roles([("Model.swift", model), ("Views.swift", views)])
        #expect(roles["email.invalid"] == .message)
    }

    /// A property declared with an escaped name (SwiftGen's ``static let `none` = …``, for a key
    /// whose last part is a keyword) is the property a read names plainly (`Alert.none`).
    @Test func aPropertyWithAnEscapedNameIsReadByItsPlainName() {
        let strings = """
        enum Strings {
            enum Alert {
                static let `none` = NSLocalizedString("alert.none", comment: "")
                static let `default` = NSLocalizedString("alert.default", comment: "")
            }
        }
        """
        let views = """
        struct AlertPicker: View {
            var body: some View {
                Menu("alert.menu") {
                    Button(Strings.Alert.none) {}
                    Button(Strings.Alert.default) {}
                }
            }
        }
        """
        let roles = roles([("Strings.swift", strings), ("Views.swift", views)])
        #expect(roles["alert.none"] == .menuItem)
        #expect(roles["alert.default"] == .menuItem)
    }

    /// A computed property that returns a title and a message together as a tuple (an error's
    /// `alertText`), read by destructuring it (`let (title, message) = error.alertText`), shows
    /// each element where its local is shown: the alert's title and its message.
    @Test func aTuplesElementsAreShownWhereTheLocalsTheyAreBoundToAre() {
        let errors = """
        protocol AppError: Error {
            typealias AlertText = (title: String, message: String)
            var alertText: AlertText { get }
        }
        enum TunnelError: AppError {
            case nameEmpty, exists
            var alertText: AlertText {
                switch self {
                case .nameEmpty:
                    return (NSLocalizedString("alert.name_empty.title", comment: ""), NSLocalizedString("alert.name_empty.message", comment: ""))
                case .exists:
                    return (NSLocalizedString("alert.exists.title", comment: ""), NSLocalizedString("alert.exists.message", comment: ""))
                }
            }
        }
        """
        let presenter = """
        enum ErrorPresenter {
            static func showErrorAlert(title: String, message: String) {
                let alert = NSAlert()
                alert.messageText = title
                alert.informativeText = message
                alert.runModal()
            }
            static func showErrorAlert(error: AppError) {
                let (title, message) = error.alertText
                showErrorAlert(title: title, message: message)
            }
        }
        """
        let roles = roles([("Errors.swift", errors), ("ErrorPresenter.swift", presenter)])
        #expect(roles["alert.name_empty.title"] == .alertTitle)
        #expect(roles["alert.name_empty.message"] == .alertMessage)
        #expect(roles["alert.exists.title"] == .alertTitle)
        #expect(roles["alert.exists.message"] == .alertMessage)
    }

    /// UIKit shows what a table's or a picker's data source returns: a table section's header
    /// and footer titles (`tableView(_:titleForHeaderInSection:)`), the title of a row's delete
    /// button, a picker's rows. Another method of the same base name (`cellForRowAt`) shows
    /// nothing by its return.
    @Test func whatATableOrPickerDataSourceReturnsIsShownAsUIKitShowsIt() {
        let settings = """
        final class SettingsTableViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                switch section {
                case 0: return tr("settings.section.about")
                case 1: return NSLocalizedString("settings.section.export", comment: "")
                default: return nil
                }
            }
            override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                section == 1 ? NSLocalizedString("settings.footer.export", comment: "") : nil
            }
            override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
                return NSLocalizedString("settings.row.remove", comment: "")
            }
            func tableView(_ tableView: UITableView, accessoryTitleFor indexPath: IndexPath) -> String {
                return NSLocalizedString("settings.row.accessory", comment: "")
            }
        }
        final class IntervalPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                row == 0 ? NSLocalizedString("interval.hourly", comment: "") : NSLocalizedString("interval.daily", comment: "")
            }
        }
        func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        """
        let roles = roles([("Settings.swift", settings)])
        #expect(roles["settings.section.about"] == .sectionHeader)
        #expect(roles["settings.section.export"] == .sectionHeader)
        #expect(roles["settings.footer.export"] == .sectionFooter)
        #expect(roles["settings.row.remove"] == .button)
        #expect(roles["interval.hourly"] == .pickerOption)
        #expect(roles["interval.daily"] == .pickerOption)
        #expect(roles["settings.row.accessory"] == .localizedString)
    }

    /// A closure's element over a collection read through the app's properties
    /// (`ForEach(presenter.links) { link in … }`, `presenter.links.map { … }`) is of that
    /// collection's element type: what it shows of its `title` is that type's, not every
    /// `title` of the app's (a screen's navigation title here).
    @Test func aClosuresElementOverAPropertysCollectionIsOfItsType() {
        let models = """
        final class AboutPresenter {
            let links: [LinkItem] = [.rate, .privacy]
        }
        extension AboutPresenter {
            struct LinkItem: Identifiable {
                let title: LocalizedStringResource
            }
        }
        extension AboutPresenter.LinkItem {
            static let rate = AboutPresenter.LinkItem(title: "about_rate")
            static let privacy = AboutPresenter.LinkItem(title: "about_privacy")
        }
        struct Screen { let title: LocalizedStringResource }
        """
        let views = """
        struct AboutView: View {
            @State var presenter: AboutPresenter
            let screen = Screen(title: "screen_title")
            var body: some View {
                List {
                    ForEach(presenter.links) { link in
                        Button { open(link) } label: { Text(link.title) }
                    }
                }
                .navigationTitle(Text(screen.title))
            }
        }
        """
        #expect(roles([("Models.swift", models), ("About.swift", views)]) == [
            "about_rate": .button, "about_privacy": .button, "screen_title": .navigationTitle,
        ])
    }

    /// A local made from an element of a collection the code declares with a type (`let row =
    /// rows[indexPath.row]`, `let field = Self.fields[indexPath.row]` with a static
    /// `[Field]`) is of that type: what it shows of its `label` is that type's, not every
    /// `label` of the app's.
    @Test func anElementOfATypedCollectionIsOfItsType() {
        let models = """
        enum SettingsRow {
            case sync, export
            var label: String {
                switch self {
                case .sync: return NSLocalizedString("row.sync", comment: "")
                case .export: return NSLocalizedString("row.export", comment: "")
                }
            }
        }
        enum Field {
            case name, key
            var label: String {
                switch self {
                case .name: return NSLocalizedString("field.name", comment: "")
                case .key: return NSLocalizedString("field.key", comment: "")
                }
            }
        }
        """
        let screens = """
        final class SettingsViewController: UITableViewController {
            let rows: [SettingsRow] = [.sync, .export]
            static let fields: [Field] = [.name, .key]
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                let row = rows[indexPath.row]
                cell.textLabel?.text = row.label
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                let field = Self.fields[indexPath.row]
                let alert = UIAlertController(title: field.label, message: nil, preferredStyle: .alert)
                present(alert, animated: true)
            }
        }
        """
        let roles = roles([("Models.swift", models), ("Settings.swift", screens)])
        // (Shown as a cell's `textLabel`: a row of the settings list.)
        #expect(roles["row.sync"] == .tableRow)
        #expect(roles["row.export"] == .tableRow)
        #expect(roles["field.name"] == .alertTitle)
        #expect(roles["field.key"] == .alertTitle)
    }

    /// A property whose name says something (`title`, `message`) set on the app's own view
    /// that declares it with a setter is shown as the setter shows it when that says more
    /// (`ActionCell.title` titling the cell's button), and as the name says otherwise
    /// (`NoticeView.message` filling a plain label is a notice's message), a key or a read.
    @Test func theAppsOwnPropertyOfAFrameworksNameIsShownAsItsSetterShowsIt() {
        let views = """
        class ActionCell: UITableViewCell {
            let button = UIButton(type: .system)
            var title: String {
                get { return button.title(for: .normal) ?? "" }
                set(value) { button.setTitle(value, for: .normal) }
            }
        }
        class NoticeView: UIView {
            let noticeLabel = UILabel()
            var message: String? {
                get { noticeLabel.text }
                set { noticeLabel.text = newValue }
            }
        }
        enum Action {
            case export
            var localizedUIString: String { NSLocalizedString("action.export", comment: "") }
        }
        """
        let screens = """
        final class DetailViewController: UITableViewController {
            func actionCell(_ action: Action) -> UITableViewCell {
                let cell: ActionCell = tableView.dequeueReusableCell(for: indexPath)
                cell.title = action.localizedUIString
                return cell
            }
            func deleteCell() -> UITableViewCell {
                let cell: ActionCell = tableView.dequeueReusableCell(for: indexPath)
                cell.title = NSLocalizedString("detail.delete", comment: "")
                return cell
            }
            func warn(_ noticeView: NoticeView) {
                noticeView.message = NSLocalizedString("detail.offline", comment: "")
            }
        }
        """
        let roles = appRoles([(views, "Views.swift"), (screens, "Detail.swift")])
        #expect(roles["action.export"] == .button)
        #expect(roles["detail.delete"] == .button)
        #expect(roles["detail.offline"] == .message)
    }

    /// A local tuple with labels (`let alertText: (title: String, message: String)?`), given
    /// its elements where it is declared or assigned in a branch, shows each where its element
    /// is read (`alertText.title` as an alert's title): not as every `title` of the app.
    @Test func aLocalTuplesElementsAreShownWhereTheyAreRead() {
        let importer = """
        enum ErrorPresenter {
            static func showErrorAlert(title: String, message: String) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                present(alert)
            }
        }
        class TunnelImporter {
            static func finish(count: Int, zip: Bool) {
                let alertText: (title: String, message: String)?
                if zip {
                    alertText = (title: NSLocalizedString("import.zip.title", comment: ""),
                                 message: NSLocalizedString("import.zip.message", comment: ""))
                } else {
                    alertText = (NSLocalizedString("import.files.title", comment: ""), NSLocalizedString("import.files.message", comment: ""))
                }
                if let alertText = alertText {
                    ErrorPresenter.showErrorAlert(title: alertText.title, message: alertText.message)
                }
                let failure = (title: NSLocalizedString("import.failed.title", comment: ""), message: NSLocalizedString("import.failed.message", comment: ""))
                ErrorPresenter.showErrorAlert(title: failure.title, message: failure.1)
            }
        }
        final class DetailViewController: UIViewController {
            init(title: String) {
                super.init(nibName: nil, bundle: nil)
                self.title = title
            }
        }
        enum Option {
            case any
            var title: String { NSLocalizedString("option.any", comment: "") }
        }
        func show(_ option: Option) { _ = DetailViewController(title: option.title) }
        """
        let roles = appRoles([(importer, "Importer.swift")])
        #expect(roles["import.zip.title"] == .alertTitle)
        #expect(roles["import.zip.message"] == .alertMessage)
        #expect(roles["import.files.title"] == .alertTitle)
        #expect(roles["import.files.message"] == .alertMessage)
        #expect(roles["import.failed.title"] == .alertTitle)
        #expect(roles["import.failed.message"] == .alertMessage)
        #expect(roles["option.any"] != .alertTitle)
    }
}

extension RolesAcrossTheAppTests {
    /// A text the code names an error (`Text(error)` in an error view, a model's `updateError`,
    /// `errorMessage ?? ""`) says what went wrong: a message, as an error label's text is. An
    /// error's title (`errorTitle`), and a text named otherwise, stay texts.
    @Test func aTextTheCodeNamesAnErrorIsAMessage() {
        let model = #"""
        import Foundation
        final class Updater: ObservableObject {
            @Published var updateError: String?
            @Published var errorMessage: String?
            @Published var errorTitle: String?
            @Published var status: String?
            func check() {
                updateError = String(localized: "Version is ignored")
                errorMessage = String(localized: "Download failed")
                errorTitle = String(localized: "Update problem")
                status = String(localized: "Up to date")
            }
        }
        """#
        let view = #"""
        import SwiftUI
        struct UpdaterView: View {
            @ObservedObject var updater: Updater
            var body: some View {
                VStack {
                    if let error = updater.updateError { errorView(error) }
                    Text(updater.errorMessage ?? "")
                    Text(updater.errorTitle ?? "")
                    Text(updater.status ?? "")
                }
            }
            private func errorView(_ error: String) -> some View {
                Text(error)
            }
        }
        """#
        let found = appRoles([(model, "Updater.swift"), (view, "UpdaterView.swift")])
        #expect(found["Version is ignored"] == .message)
        #expect(found["Download failed"] == .message)
        #expect(found["Update problem"] == .text)
        #expect(found["Up to date"] == .text)
    }
}

extension RolesAcrossTheAppTests {
    /// A text appended to a list the code names for errors or warnings (`errors`,
    /// `validationErrors`) says what went wrong: a message, wherever the list is shown. A list
    /// named otherwise (`items`) says nothing.
    @Test func aTextAppendedToAListOfErrorsIsAMessage() {
        let source = #"""
        import Foundation
        final class ProviderForm {
            var validationErrors: [String] = []
            var items: [String] = []
            func validate(name: String) -> [String] {
                var errors: [String] = []
                if name.isEmpty { errors.append(String(localized: "Name cannot be empty")) }
                validationErrors.append(String(localized: "API key cannot be empty"))
                items.append(String(localized: "First item"))
                return errors
            }
        }
        """#
        let found = appRoles([(source, "ProviderForm.swift")])
        #expect(found["Name cannot be empty"] == .message)
        #expect(found["API key cannot be empty"] == .message)
        #expect(found["First item"] == .localizedString)
    }
}

extension RolesAcrossTheAppTests {
    /// A local constant holds what it is set to: the app's view that localizes its stored key
    /// into a constant and shows the constant (`let text = NSLocalizedString(key, …); Text(text)`)
    /// shows the key it is given, as one that shows the call in place does.
    @Test func aLocalConstantsValueIsShownWhereTheConstantIs() {
        let views = #"""
        struct LocalizedLine: View {
            let key: String
            var body: some View {
                let text = NSLocalizedString(key, comment: "")
                Text(text)
            }
        }
        struct LocalizedCaption: View {
            let key: String
            var body: some View {
                let format = Bundle.main.localizedString(forKey: key, value: nil, table: nil)
                Text(format).font(.headline)
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    LocalizedLine(key: "line.key")
                    LocalizedCaption(key: "caption.key")
                }
            }
        }
        """#
        #expect(appRoles([(views, "Views.swift")]) == ["line.key": .text, "caption.key": .headingText])
    }
}

extension RolesAcrossTheAppTests {
    /// A function's plain `String` parameter that it passes on to the app's view that localizes
    /// what it is given (`func caption(_ key: String) -> some View { LocalizedLine(key: key) }`)
    /// takes keys as that view does: a literal given to the function is a key, shown where the
    /// function's view is. One that only prints its parameter takes none.
    @Test func aFunctionPassingItsStringOnToALocalizingViewTakesKeys() {
        let views = #"""
        struct LocalizedLine: View {
            let key: String
            var body: some View { Text(NSLocalizedString(key, comment: "")) }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    caption("screen.caption")
                    logged("screen.logged")
                }
            }
            func caption(_ key: String) -> some View { LocalizedLine(key: key) }
            func logged(_ text: String) -> some View { print(text); return EmptyView() }
        }
        """#
        #expect(appRoles([(views, "Views.swift")]) == ["screen.caption": .text])
    }
}

extension RolesAcrossTheAppTests {
    /// The app's own view function that takes a case of its enum of keys and passes its raw
    /// value on to the app's view that localizes what it is given (`func localized(_ label:
    /// Label) -> some View { LocalizedLine(key: label.rawValue) }`): the case given at each call
    /// (`localized(.serverSettings)`) is the key, shown there. A case of no enum of the app's,
    /// or given to a function that shows nothing, is no key.
    @Test func anEnumCaseGivenToTheAppsLocalizingViewFunctionIsItsKey() {
        let views = #"""
        enum Label: String, CaseIterable {
            case serverSettings
            case importButton = "button.import"
        }
        struct LocalizedLine: View {
            let key: String
            var body: some View {
                let text = Bundle.main.localizedString(forKey: key, value: nil, table: nil)
                Text(text)
            }
        }
        extension View {
            func localized(_ label: Label) -> some View { LocalizedLine(key: label.rawValue) }
            func logged(_ label: Label) -> some View { print(label.rawValue); return EmptyView() }
        }
        struct ServerView: View {
            var body: some View {
                VStack {
                    localized(.serverSettings)
                    localized(.importButton)
                    logged(.serverSettings)
                    Divider().padding(.horizontal)
                }
            }
        }
        """#
        #expect(appRoles([(views, "Views.swift")]) == ["serverSettings": .text, "button.import": .text])
    }

    /// The app's own picker row (`RowPicker("…", selection:) { Text("…").tag(…) … }`), whose
    /// body gives its content closure to a `Picker`: every `Text` in that closure is an option,
    /// the second and later ones too (in a label, a second text would describe the first).
    @Test func everyTextGivenToTheAppsOwnPickerIsAnOption() {
        let form = """
        import SwiftUI

        struct RowPicker<T: Hashable, Content: View>: View {
            var title: LocalizedStringKey
            @Binding var selection: T
            @ViewBuilder let content: () -> Content

            init(_ title: LocalizedStringKey, selection: Binding<T>, @ViewBuilder content: @escaping () -> Content) {
                self.title = title
                self._selection = selection
                self.content = content
            }

            var body: some View {
                HStack {
                    Text(title)
                    Picker(selection: $selection, content: { content() }, label: {})
                }
            }
        }
        """
        let settings = """
        import SwiftUI

        struct SettingsView: View {
            @State var delay = 0
            var body: some View {
                RowPicker("remove.label", selection: $delay) {
                    Text("remove.never").tag(0)
                    Text("remove.hour").tag(60)
                    Text("remove.day").tag(1440)
                }
                Button("help.title") {}
                Text("help.first")
                Text("help.second")
            }
        }
        """
        let found = roles([("RowPicker.swift", form), ("SettingsView.swift", settings)])
        #expect(found["remove.never"] == .pickerOption)
        #expect(found["remove.hour"] == .pickerOption)
        #expect(found["remove.day"] == .pickerOption)
        #expect(found["remove.label"] == .text)
    }

    /// A parameter of the app's own view named for help (`tips:`, `tooltip:`, `helpText:`) holds an
    /// explanation people call up, as `.help(…)` does, even where the view shows it as running
    /// text in a sheet: a tooltip's sentences. Its title stays what it is.
    @Test func aParameterNamedForHelpIsAHelpText() {
        let form = """
        import SwiftUI

        struct InfoButton: View {
            var tips: LocalizedStringKey
            @State private var isPresented = false
            var body: some View {
                Button(action: { isPresented = true }, label: { Image(systemName: "info.circle") })
                    .sheet(isPresented: $isPresented) {
                        VStack {
                            GroupBox { Text(tips).padding() }
                            Button(action: { isPresented = false }, label: { Text("tips.ok") })
                        }
                    }
            }
        }

        struct SettingToggle: View {
            var title: LocalizedStringKey
            @Binding var isOn: Bool
            var tips: LocalizedStringKey?
            init(_ title: LocalizedStringKey, isOn: Binding<Bool>, tips: LocalizedStringKey? = nil) {
                self.title = title
                self._isOn = isOn
                self.tips = tips
            }
            var body: some View {
                HStack {
                    Text(title)
                    Spacer()
                    if let tips = tips { InfoButton(tips: tips) }
                    Toggle("", isOn: $isOn).labelsHidden()
                }
            }
        }
        """
        let settings = """
        import SwiftUI

        struct SettingsView: View {
            @State var scan = false
            var body: some View {
                SettingToggle("scan.title", isOn: $scan, tips: "scan.tips")
            }
        }
        """
        let found = roles([("Form.swift", form), ("SettingsView.swift", settings)])
        #expect(found["scan.tips"] == .help)
        #expect(found["scan.title"] == .toggle)  // the hidden switch's label
    }

    /// A dictionary's value under a named key (an enum's case, `[.title: …]`, or a string,
    /// `["name": …]`) is shown where the code subscripts a dictionary by that key
    /// (`cellData[CellDataKey.title] as? String`, `dic["name"]`), as static table data is
    /// written in UIKit apps. Entries are read by name, as properties are.
    @Test func aDictionaryEntryIsShownWhereItsKeyIsRead() {
        let table = """
        import UIKit
        enum CellDataKey { case title, link, action }
        class BasicStaticTableViewController: UITableViewController {
            var tableData = [[[CellDataKey: Any]]]()
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cellData = tableData[indexPath.section][indexPath.row]
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = cellData[CellDataKey.title] as? String
                return cell
            }
        }
        """
        let about = """
        import UIKit
        class AboutTableViewController: BasicStaticTableViewController {
            override func viewDidLoad() {
                tableData = [[[.title: NSLocalizedString("about.website", comment: ""), .action: "link"]]]
            }
        }
        class SettingViewController: UIViewController {
            var settings: [[String: String]] = []
            let titleLabel = UILabel()
            let iconLabel = UILabel()
            func load() {
                settings.append(["name": NSLocalizedString("settings.cache", comment: ""), "icon": NSLocalizedString("settings.icon", comment: "")])
            }
            func show(_ dic: [String: String]) {
                navigationItem.title = dic["name"]
            }
        }
        """
        let found = roles([("Table.swift", table), ("About.swift", about)])
        #expect(found["about.website"] == .tableRow)
        #expect(found["settings.cache"] == .navigationTitle)
        // An entry no subscript reads is localized and shown nowhere the code says.
        #expect(found["settings.icon"] == .localizedString)
    }

    /// An AppKit view of the app's whose property forwards to a label (`var title: String {
    /// get { titleLabel.stringValue } set { titleLabel.stringValue = newValue } }`): what is
    /// assigned to it, in its own methods or on a value of it, and what a model's property read
    /// there holds, is shown as that label shows it, not as a screen's `title` would be.
    @Test func aViewsPropertyWithASetterShowsWhatIsAssignedToItAsItsSetterDoes() {
        let views = """
        import AppKit
        final class Area: NSView {
            var title: String {
                get { titleLabel.stringValue } set { titleLabel.stringValue = newValue }
            }
            convenience init(title: String, control: NSView) {
                self.init()
                self.setup(title: title, control: control)
            }
            private func setup(title: String, control: NSView) {
                self.title = title
            }
            private let titleLabel = NSTextField(labelWithString: "Title")
        }
        final class ToolCell: NSView {
            var toolDescription: String {
                get { descriptionLabel.stringValue } set { descriptionLabel.stringValue = newValue }
            }
            private let descriptionLabel = NSTextField(labelWithString: "")
        }
        """
        let home = """
        import AppKit
        struct Tool { let name: String; let toolDescription: String }
        final class Home {
            let tools = [Tool(name: "tool.name", toolDescription: NSLocalizedString("tool.description", comment: ""))]
            func build() {
                let area = Area(title: NSLocalizedString("setting.theme", comment: ""), control: NSPopUpButton())
                let cell = ToolCell()
                cell.toolDescription = tools[0].toolDescription
                _ = area
            }
        }
        """
        let section = """
        import AppKit
        class Section: NSView {
            var title: String {
                get { titleLabel.stringValue } set { titleLabel.stringValue = newValue }
            }
            convenience init(title: String, items: [NSView] = []) {
                self.init()
                self.title = title
            }
            private let titleLabel = NSTextField(labelWithString: "Title")
        }
        final class ColorView: NSView {
            let copy = Section(title: NSLocalizedString("color.copy", comment: ""))
        }
        """
        let found = roles([("Views.swift", views), ("Home.swift", home), ("Section.swift", section)])
        // A view named for a section shows its title as the section's heading.
        #expect(found["color.copy"] == .headingText)
        #expect(found["setting.theme"] == .text)
        #expect(found["tool.description"] == .text)
    }

    /// On iPhone and iPad the title label of the app's own table view cell (`titleLabel.text = …`
    /// in a `UITableViewCell` subclass, in any file) names the list's row, a setting or a place
    /// to go, as the cell's `textLabel` does; another label of it stays text.
    @Test func theTitleLabelOfTheAppsTableCellNamesItsRow() {
        let cells = """
        import UIKit
        class BaseCell: UITableViewCell {}
        class SwitchTableViewCell: BaseCell {
            @IBOutlet var titleLabel: UILabel!
            @IBOutlet var detailLabel: UILabel!
            func set(title: String) -> SwitchTableViewCell {
                titleLabel.text = title
                return self
            }
            func set(detail: String) { detailLabel.text = detail }
        }
        final class Banner: UIView {
            let titleLabel = UILabel()
            func show(title: String) { titleLabel.text = title }
        }
        """
        let screen = """
        import UIKit
        final class EditorViewController: UITableViewController {
            func cell() -> UITableViewCell {
                let banner = Banner()
                banner.show(title: NSLocalizedString("banner.saved", comment: ""))
                return (tableView.dequeueReusableCell(withIdentifier: "switchCell") as! SwitchTableViewCell)
                    .set(title: NSLocalizedString("generator.digits", comment: ""))
            }
            func detail(_ cell: SwitchTableViewCell) { cell.set(detail: NSLocalizedString("generator.hint", comment: "")) }
        }
        """
        let found = roles([("Cells.swift", cells), ("Editor.swift", screen)])
        #expect(found["generator.digits"] == .tableRow)
        #expect(found["generator.hint"] == .text)
        #expect(found["banner.saved"] == .text)
    }

    /// An app's own `presentAlert(title:message:)` (a protocol extension on its view
    /// controllers) is followed as any of its functions: WatchKit's
    /// `presentAlert(withTitle:message:…)` is another function with the same base name.
    @Test func anAppsOwnPresentAlertIsItsOwnFunction() {
        let presenting = """
        import UIKit
        public protocol AlertPresenting { func presentAlert(title: String, message: String) }
        public extension AlertPresenting where Self: UIViewController {
            func presentAlert(title: String, message: String) {
                presentAlert(title: title, message: message, actions: [UIAlertAction(title: "OK", style: .cancel, handler: nil)])
            }
            private func presentAlert(title: String, message: String, actions: [UIAlertAction] = []) {
                present(UIAlertController(title: title, message: message, preferredStyle: .alert), animated: true)
            }
        }
        """
        let screen = """
        import UIKit
        final class ImportViewController: UIViewController, AlertPresenting {
            func failed() {
                presentAlert(title: NSLocalizedString("import.failed", comment: ""), message: NSLocalizedString("import.retry", comment: ""))
            }
        }
        """
        let found = roles([("AlertPresenting.swift", presenting), ("Import.swift", screen)])
        #expect(found["import.failed"] == .alertTitle)
        #expect(found["import.retry"] == .alertMessage)
    }

    /// Two of the app's types may each have a method of the same name (a private `setup(title:…)`
    /// in a row view and in an extension of `NSButton`): each is its own helper, so what one
    /// shows its parameter as says nothing of the other's.
    @Test func aMethodOfTheSameNameInAnotherTypeIsAnotherHelper() {
        let row = """
        import AppKit
        final class Area: NSView {
            var title: String {
                get { titleLabel.stringValue } set { titleLabel.stringValue = newValue }
            }
            convenience init(title: String, control: NSView) {
                self.init()
                self.setup(title: title, control: control)
            }
            private func setup(title: String, control: NSView) { self.title = title }
            private let titleLabel = NSTextField(labelWithString: "Title")
        }
        """
        let button = """
        import AppKit
        extension NSButton {
            convenience init(title: String? = nil, image: NSImage? = nil) {
                self.init()
                self.setup(title: title, image: image)
            }
            private func setup(title: String?, image: NSImage?) { self.title = title ?? "" }
        }
        """
        let screen = """
        import AppKit
        final class HashView: NSView {
            func make() -> [NSView] {
                [Area(title: NSLocalizedString("hash.algorithm", comment: ""), control: NSView()),
                 NSButton(title: NSLocalizedString("hash.open", comment: ""))]
            }
        }
        """
        let found = appRoles([(row, "Area.swift"), (button, "NSButton+.swift"), (screen, "HashView.swift")])
        #expect(found["hash.algorithm"] == .text)
        #expect(found["hash.open"] == .button)
    }

    /// A value of a generic parameter constrained to the app's protocol (`Item: TextItem`, or
    /// `where T: Titled`) reads each conforming type's own property of the requirement's name:
    /// a pop-up button generic over its options shows every option type's `title` as a menu item.
    @Test func aRequirementReadOnAGenericValueIsEachConformingTypesOwn() {
        let popup = """
        import AppKit
        protocol TextItem: CaseIterable, Equatable { var title: String { get } }
        protocol Titled { var caption: String { get } }
        final class EnumPopupButton<Item: TextItem>: NSButton {
            func makeMenuItems() -> [NSMenuItem] {
                Item.allCases.map { item in NSMenuItem(title: item.title, action: nil, keyEquivalent: "") }
            }
        }
        func headline<T>(_ value: T) -> NSTextField where T: Titled {
            NSTextField(labelWithString: value.caption)
        }
        """
        let options = """
        import AppKit
        enum Length: String, TextItem {
            case short = "length.short"
            case long = "length.long"
            var title: String { NSLocalizedString(rawValue, comment: "") }
        }
        struct Plan: Titled {
            var caption: String { NSLocalizedString("plan.caption", comment: "") }
        }
        struct Note {
            var title: String { NSLocalizedString("note.title", comment: "") }
        }
        // The enum is declared in another file; its raw values are the keys.
        extension Settings.Appearance: TextItem {
            var title: String { rawValue.localized() }
        }
        final class Screen: NSView {
            let picker = EnumPopupButton<Length>()
            let appearance = EnumPopupButton<Settings.Appearance>()
            func note(_ note: Note) -> NSTextField { NSTextField(labelWithString: note.title) }
            func plan() -> NSTextField { headline(Plan()) }
        }
        """
        let settings = """
        final class Settings {
            enum Appearance: String {
                case system = "appearance.system"
                case dark = "appearance.dark"
            }
            var appearance = Appearance.system
        }
        """
        let localizing = """
        import Foundation
        extension String {
            func localized() -> String { NSLocalizedString(self, comment: "") }
        }
        """
        let found = appRoles([(popup, "PopupButton.swift"), (options, "Screen.swift"), (settings, "Settings.swift"), (localizing, "String+.swift")])
        #expect(found["appearance.system"] == .menuItem)
        #expect(found["appearance.dark"] == .menuItem)
        #expect(found["length.short"] == .menuItem)
        #expect(found["length.long"] == .menuItem)
        #expect(found["plan.caption"] == .text)
        // A type that does not conform keeps its own `title`'s role.
        #expect(found["note.title"] == .text)
    }

    /// A protocol's method (a requirement, or an overload in its extension that calls it) shows
    /// its parameters as the app's conforming types implement it, though each type's method of
    /// a name is a helper of its own.
    @Test func aProtocolsMethodShowsWhatItsImplementationsShow() {
        let presenting = """
        import UIKit
        protocol ErrorPresenting {
            static func showError(title: String, message: String, from source: AnyObject?, onDismissal: (() -> Void)?)
        }
        struct Failure {
            let title: String
            let message: String
        }
        extension ErrorPresenting {
            static func showError(_ failure: Failure, from source: AnyObject?) {
                showError(title: failure.title, message: failure.message, from: source, onDismissal: nil)
            }
        }
        """
        let presenter = """
        import UIKit
        final class ErrorPresenter: ErrorPresenting {
            static func showError(title: String, message: String, from source: AnyObject?, onDismissal: (() -> Void)?) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                (source as? UIViewController)?.present(alert, animated: true)
            }
        }
        """
        let screen = """
        import UIKit
        final class ImportViewController: UIViewController {
            func failed() {
                ErrorPresenter.showError(Failure(title: NSLocalizedString("import.failed", comment: ""),
                                                 message: NSLocalizedString("import.retry", comment: "")), from: self)
            }
        }
        """
        let found = appRoles([(presenting, "ErrorPresenting.swift"), (presenter, "ErrorPresenter.swift"), (screen, "Import.swift")])
        #expect(found["import.failed"] == .alertTitle)
        #expect(found["import.retry"] == .alertMessage)
    }

    /// A value assigned through a path of the app's properties (`item.cell.toolDescription = …`,
    /// `item` cast to the app's collection item, whose `cell` is the app's view) is shown as
    /// that view's own setter shows it; what is read from `self.tools[…]` is the app's `Tool`'s.
    @Test func aValueAssignedThroughAPathOfTheAppsPropertiesIsShownAsItsSetterShowsIt() {
        let home = """
        import AppKit
        final class HomeViewController: NSViewController, NSCollectionViewDataSource {
            var tools: [Tool] = Tools.all
            func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int { tools.count }
            func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem {
                let item = collectionView.makeItem(withIdentifier: ToolItem.identifier, for: indexPath) as! ToolItem
                let tool = self.tools[indexPath.item]
                item.cell.toolDescription = tool.toolDescription
                return item
            }
        }
        final class ToolItem: NSCollectionViewItem {
            static let identifier = NSUserInterfaceItemIdentifier("ToolItem")
            let cell = ToolCell()
        }
        final class ToolCell: NSView {
            var toolDescription: String {
                get { descriptionLabel.stringValue } set { descriptionLabel.stringValue = newValue }
            }
            private let descriptionLabel = NSTextField(labelWithString: "")
        }
        """
        let tools = """
        import AppKit
        struct Tool {
            let title: String
            let toolDescription: String
        }
        enum Tools {
            static let all = [
                Tool(title: NSLocalizedString("tool.json", comment: ""), toolDescription: NSLocalizedString("tool.json.description", comment: "")),
            ]
        }
        """
        let found = appRoles([(home, "HomeView.swift"), (tools, "Tools.swift")])
        #expect(found["tool.json.description"] == .text)
    }

    /// In the app's extension of a package's type, a call on `self` that none of the app's
    /// functions of that name takes is the package's (`textInput(title:message:…cancel:…)`
    /// of an MVVM package's view model): its title and message are an alert's, as any
    /// package's are.
    @Test func aCallOnAPackagesTypeInTheAppsExtensionIsThePackages() {
        let alerts = """
        import UIKit
        import MvvmFoundation
        extension MvvmViewModelProtocol {
            func textInput(title: String?, message: String? = nil, placeholder: String?, result: @escaping (String?) -> Void) {
                textInput(title: title, message: message, placeholder: placeholder, cancel: String(localized: "common.cancel"), result: result)
            }
        }
        """
        let preferences = """
        import UIKit
        import MvvmFoundation
        final class PortPreferencesViewModel: MvvmViewModel {
            func editPort() {
                textInput(title: String(localized: "port.title"), placeholder: "6881") { _ in }
            }
        }
        """
        let found = appRoles([(alerts, "MvvmViewModel+Alert.swift"), (preferences, "PortPreferences.swift")])
        #expect(found["port.title"] == .alertTitle)
    }

    /// A static `title` in a namespace of the app's strings (`enum Strings { enum Legend {
    /// static let title: LocalizedStringKey = … } }`) is no App Intent's title: it is shown
    /// where it is read. An intent's own stays its title in Shortcuts.
    @Test func aStaticTitleOutsideAnAppIntentIsShownWhereItIsRead() {
        let view = """
        import SwiftUI
        import AppIntents
        enum Strings {
            enum Legend {
                static let title: LocalizedStringKey = "legend.title"
            }
        }
        struct SectionHeader: View {
            private let title: Text
            init(_ title: LocalizedStringKey) { self.title = Text(title) }
            var body: some View { title.font(.headline) }
        }
        struct InfoView: View {
            var body: some View {
                VStack { SectionHeader(Strings.Legend.title) }
            }
        }
        struct OpenNoteIntent: AppIntent {
            static let title: LocalizedStringResource = "intent.open"
            func perform() async throws -> some IntentResult { .result() }
        }
        """
        let found = appRoles([(view, "InfoView.swift")])
        #expect(found["legend.title"] == .headingText)
        #expect(found["intent.open"] == .intentTitle)
    }
}

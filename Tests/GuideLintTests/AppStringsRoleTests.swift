import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint
import GuideAppSources

struct AppStringsRoleTests {
    @Test func defaultPatternsGiveRolesFromKeys() {
        let roles = RolePatterns()
        let expected: [(String, Role)] = [
            ("save.button", .button),
            ("delete.alert.button.title", .button),
            ("swipeAction.delete", .button),
            ("Cancel", .button),
            ("alert.ok", .button),
            ("delete.alert.title", .alertTitle),
            ("alertTitle", .alertTitle),
            ("delete.alert.message", .alertMessage),
            ("menu.file.open", .menuItem),
            ("contextMenu.action.share", .menuItem),
            ("settings.title", .title),
            ("error.message", .message),
            ("photo.description", .message),
            ("email.body", .message),
            // The title of a message is a title: the key's last word names the string.
            ("message_clipboard_empty_title", .title),
            ("error.description.title", .title),
            ("message.clipboard.empty.text", .message),
            // A tooltip reads as the code's `.help` does, whatever names the control (CotEditor's keys).
            ("Action.add.tooltip", .message),
            ("Toolbar.editable.tooltip.off", .message),
            ("shareButtonToolTip", .message),
            ("welcome.text", .text),
            ("", .text),
        ]
        for (key, role) in expected {
            #expect(roles.role(forKey: key) == role, "\(key)")
        }
    }

    @Test func patternsMatchKeySegmentsSoASubtitleIsNotATitle() {
        let roles = RolePatterns()
        let expected: [(String, Role)] = [
            ("setup.subtitle", .text),
            ("welcomeSubtitle", .text),
            ("tab.messages", .text),
            ("status.action.delete.confirm.message", .alertMessage),
            ("button.removeAlert.info", .alertMessage),
            ("button.removeAlert.checkbox", .text),
            ("button.removeAlert", .button),
            ("showAlertOnFirstLaunch.informativeText", .alertMessage),
            ("compose.add_description", .message),
            ("settings-footer", .text),
            ("saveButtonTitle", .button),
            ("URLFieldTitle", .title),
            ("tokens.list", .text),
            // A part of the key that is the text itself, in camelCase (SwiftGen's Mastodon keys),
            // names no role with its words: “Take Action” there is no button.
            ("Scene.Report.StepFinal.WhileWeReviewThisYouCanTakeActionAgainstUser", .text),
            ("Scene.Report.StepFinal.WhileWeReviewThisYouCanTakeActionAgainstUser.title", .title),
            ("settings.share_your_feedback_with_the_team_now", .text),
            // …but an Info.plist key is a name: its permission prompts are messages.
            ("NSPhotoLibraryAddUsageDescription", .message),
            ("NSCameraUsageDescription", .message),
        ]
        for (key, role) in expected {
            #expect(roles.role(forKey: key) == role, "\(key)")
        }
    }

    @Test func englishTextUsedAsTheKeyIsNotAPatternSource() {
        #expect(RolePatterns().role(forKey: "Click the button to continue") == .text)
        #expect(RolePatterns().role(forKey: "Add description") == .text)
        #expect(RolePatterns().role(forKey: "%@ messages") == .text)
    }

    /// A key with spaces that names its string rather than spelling it ("Onboarding body 5" for
    /// "Host your own instance.") says where the string is shown, however many words it has; a
    /// key that spells its English text ("Add description") still says nothing. Every language of
    /// the key takes the role its English value gives.
    @Test func aKeyThatNamesItsStringRatherThanSpellingItGivesItsRole() {
        func entry(_ key: String, _ value: String, _ language: Language) -> AppString {
            AppString(key: key, value: value, language: language, comment: nil, file: "Localizable.xcstrings", line: 1, byteColumn: 1, exact: true)
        }
        let entries = [
            entry("No updates available message 3", "Nothing new, you are up to date", .english),
            entry("No updates available message 3", "没有新版本，已是最新", Language("zh-Hans")),
            entry("Import keybinds: cancel", "Cancel", .english),
            entry("Add description", "Add description", .english),
            entry("Add description", "添加描述", Language("zh-Hans")),
            entry("Description of the new alert", "Description of the new alert", .english),
        ]
        let roles = AppStringsReader.segments(from: entries, roles: RolePatterns()).map(\.role)
        #expect(roles == [.message, .message, .button, .text, .text, .text])
    }

    @Test func theFirstMatchingPatternWinsSoTitlesOfBookmarksStayTitles() {
        // `*ok*` is tried after `*title*`: bookmark titles are titles, not buttons.
        #expect(RolePatterns().role(forKey: "bookmarks.title") == .title)
    }

    /// A text that ends in a colon introduces a value beside it (“Duration:” before a time): a
    /// field's label, running text, whatever the key's name calls it. The project's own
    /// patterns still decide.
    @Test func aTrailingColonMakesAFieldLabelWhateverTheKeyName() {
        #expect(RolePatterns().role(forKey: "track_length_title", englishText: "Track length:") == .text)
        #expect(RolePatterns().role(forKey: "track_length_title", englishText: "Track length") == .title)
        let custom = RolePatterns(patterns: [(pattern: "*_title", role: .title)] + RolePatterns.defaultPatterns)
        #expect(custom.role(forKey: "track_length_title", englishText: "Track length:") == .title)
    }

    /// Text set larger than body text (`UIKind.largeText`) heads what follows it on a Mac, where
    /// body text is 13 points; on iPhone and iPad body text is 17 points, and it is running text.
    @Test func largeTextIsAHeadingOnAMacAndTextOnATouchScreen() {
        #expect(CodeRoles.role(of: .largeText, on: .mac) == .heading)
        #expect(CodeRoles.role(of: .largeText, on: .touch) == .text)
    }

    /// A table view cell's label (`UIKind.tableRow`) names a row of a list: on iPhone and iPad
    /// a setting or a place to go, titled as Settings titles its rows.
    @Test func aTableRowIsATitleOnATouchScreen() {
        #expect(CodeRoles.role(of: .tableRow, on: .touch) == .title)
        #expect(CodeRoles.role(of: .tableRow, on: .mac) == .text)
    }

    /// A key that names a control (`*button*`, `*cancel*`, `*menu*`) may name what its text is
    /// about: a sentence of six words or more that ends in a full stop or a question mark is no
    /// button's or menu item's label, whatever the key says. A short label keeps the key's role,
    /// so a button's stray full stop is still found. The project's own patterns still decide.
    @Test func aLongSentenceIsNoControlsLabelWhateverTheKeyName() {
        let patterns = RolePatterns()
        #expect(patterns.role(forKey: "help_share_button", englishText: "Why is the share button gray when nothing is selected?") == .text)
        #expect(patterns.role(forKey: "cancel_confirm_items", englishText: "Your lists will be removed and their items will move to the inbox.") == .text)
        #expect(patterns.role(forKey: "menu_tip_export", englishText: "The export menu saves every note you have selected.") == .text)
        #expect(patterns.role(forKey: "retry_button", englishText: "Try again.") == .button)
        #expect(patterns.role(forKey: "export_button", englishText: "Export All Notes as Plain Text Files") == .button)
        #expect(patterns.role(forKey: "delete_button", englishText: "Delete the six files you have selected…") == .button)
        let custom = RolePatterns(patterns: [(pattern: "help_*", role: .button)] + RolePatterns.defaultPatterns)
        #expect(custom.role(forKey: "help_share_button", englishText: "Why is the share button gray when nothing is selected?") == .button)
    }

    @Test func globsMatchTheWholeKeyIgnoringCaseWithStarsAndQuestionMarks() {
        #expect(RolePatterns.matches("Settings.TITLE", pattern: "*title"))
        #expect(!RolePatterns.matches("settings.title.long", pattern: "*title"))
        #expect(RolePatterns.matches("tab1.name", pattern: "tab?.name"))
        #expect(!RolePatterns.matches("tab10.name", pattern: "tab?.name"))
        #expect(RolePatterns.matches("a", pattern: "**a**"))
        #expect(RolePatterns.matches("", pattern: "*"))
        #expect(!RolePatterns.matches("", pattern: "?"))
        #expect(RolePatterns.matches("警告.标题", pattern: "警告.*"))
        #expect(RolePatterns.matches("aaaaaaaaaaaaaaaaaaaaaaaaaaaaab", pattern: "*a*a*a*a*a*a*b"))
    }

    @Test func customPatternsReplaceTheDefaultsOrGoBeforeThem() {
        let custom = RolePatterns(patterns: [(pattern: "tab?.name", role: .menuItem)])
        #expect(custom.role(forKey: "TAB1.name") == .menuItem)
        #expect(custom.role(forKey: "save.button") == .text)
        let added = RolePatterns(patterns: [(pattern: "*.cta", role: .button)] + RolePatterns.defaultPatterns)
        #expect(added.role(forKey: "signup.cta") == .button)
        #expect(added.role(forKey: "settings.title") == .title)
    }

    @Test func suppressionCommentsNameRulesOrSwitchOffAll() {
        #expect(AppString.suppressedRules(in: "guidegen-lint disable") == ["*"])
        #expect(AppString.suppressedRules(in: "Button. guidegen-lint disable en.tap, en.first-person") == ["en.tap", "en.first-person"])
        #expect(AppString.suppressedRules(in: "guidegen-lint disable-next-line zh.spacing") == ["zh.spacing"])
        #expect(AppString.suppressedRules(in: "guidegen-lint enable en.tap").isEmpty)
        #expect(AppString.suppressedRules(in: "Title of the screen").isEmpty)
        #expect(AppString.suppressedRules(in: "guidegen-lint disable a\nguidegen-lint disable b") == ["a", "b"])
    }

    @Test func anEntryWithSuppressionsGivesASegmentWithThem() {
        let entry = AppString(key: "ok.button", value: "OK!", language: .english, comment: "guidegen-lint disable en.exclamation",
                              file: "a.strings", line: 3, byteColumn: 14, exact: false)
        let segment = AppStringsReader.segments(from: [entry], roles: RolePatterns())[0]
        #expect(segment.suppressed == ["en.exclamation"])
        #expect(segment.role == .button)
        #expect(segment.pieces.map(\.exact) == [false])
        #expect(segment.position(at: 2)! == (3, 14))
    }

    /// A key in several tables takes only the uses that look it up in its own table; a table no
    /// use names takes the uses that name none, as the default table does.
    @Test func aTablesKeysTakeOnlyTheirOwnTablesUses() throws {
        func use(_ kind: UIKind, _ table: String?, line: Int) -> KeyUse {
            var use = try! #require(SwiftSourceScanner.uses(inSource: #"Text("done")"#, file: "A.swift").first)
            use.kind = kind
            use.table = table
            use.line = line
            return use
        }
        let roles = CodeRoles(uses: [use(.text, nil, line: 1), use(.button, "Sharing", line: 2), use(.navigationTitle, "Settings", line: 3)])
        #expect(roles.roles(forKeys: ["done"], table: "Localizable")["done"]?.role == .text)
        #expect(roles.roles(forKeys: ["done"], table: "Sharing")["done"]?.role == .button)
        #expect(roles.roles(forKeys: ["done"], table: "Settings")["done"]?.role == .title)
        #expect(roles.roles(forKeys: ["done"], table: "Main")["done"]?.role == .text)
    }

    /// A SwiftUI `Link` looks like a button on iPhone and iPad, and like link text on a Mac.
    @Test func aLinkTakesItsPlatformsLook() {
        #expect(CodeRoles.role(of: .link, on: .touch) == .button)
        #expect(CodeRoles.role(of: .link, on: .mac) == .text)
    }

    /// Why the app asks for Touch ID or the password is a message under the prompt's title on
    /// iPhone and iPad; on a Mac it ends the system's own sentence (“HeliPort is trying to show
    /// the password.”), which gives it its capital and period: running text, no sentence of its own.
    @Test func anAuthenticationReasonTakesItsPlatformsPlace() throws {
        #expect(CodeRoles.role(of: .authenticationReason, on: .touch) == .message)
        #expect(CodeRoles.role(of: .authenticationReason, on: .mac) == .text)
        let folder = NSTemporaryDirectory() + "guidegen-auth-\(UUID().uuidString)"
        let result = try lintApp([
            "Mac/Unlock.swift": """
            import AppKit
            import LocalAuthentication
            func unlock() {
                LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: NSLocalizedString("auth.reason", comment: "")) { _, _ in }
            }
            """,
            "Mac/en.lproj/Localizable.strings": #""auth.reason" = "verify your password to show the stored key";"#,
        ], in: folder)
        #expect(result.diagnostics.map(\.id) == [])
        let touch = try lintApp([
            "Phone/Unlock.swift": """
            import UIKit
            import LocalAuthentication
            func unlock() {
                LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: NSLocalizedString("auth.reason", comment: "")) { _, _ in }
            }
            """,
            "Phone/en.lproj/Localizable.strings": #""auth.reason" = "Your password is shown after you unlock";"#,
        ], in: folder)
        #expect(touch.diagnostics.map(\.id) == ["en.message-punctuation"])
    }

    /// A `NavigationLink` is tapped to go on, as a button is, on iPhone and iPad; on a Mac it is a
    /// sidebar's or a list's row, read as before.
    @Test func aNavigationLinkTakesItsPlatformsLook() {
        #expect(CodeRoles.role(of: .navigationLink, on: .touch) == .button)
        #expect(CodeRoles.role(of: .navigationLink, on: .mac) == .text)
    }

    /// SwiftUI shared across iPhone and Mac: each key takes the role of the platform its
    /// `#if os(…)` clause compiles it for (`!os`, `||`, `&&`, `#elseif`, `#else`, Mac Catalyst),
    /// and code no clause narrows takes the app's. A key shown on both takes its most visible
    /// use's role on that use's platform.
    @Test func aKeyTakesTheRoleOfThePlatformItsClauseIsFor() {
        let source = #"""
        import SwiftUI

        struct TripOptionsView: View {
            @State private var on = false
            var body: some View {
                Form {
                    #if os(macOS)
                    Toggle("Pack the umbrella first", isOn: $on)
                    Link("Weather Map", destination: mapURL)
                    #elseif os(iOS) || os(tvOS)
                    Toggle("Pack Snacks", isOn: $on)
                    Text("Weather Map")
                    #endif
                    #if !os(macOS)
                    Link("Trail Guide", destination: guideURL)
                    #else
                    Picker("sort the stops by", selection: $on) { Text("Distance") }
                    #endif
                    #if os(iOS) && targetEnvironment(macCatalyst)
                    Toggle("keep the list in the menu bar", isOn: $on)
                    #endif
                    Toggle("Offline Maps", isOn: $on)
                }
            }
        }
        """#
        let keys = ["Pack the umbrella first", "Weather Map", "Pack Snacks", "Trail Guide", "sort the stops by",
                    "keep the list in the menu bar", "Offline Maps"]
        let roles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "TripOptionsView.swift")).roles(forKeys: keys)
        #expect(roles["Pack the umbrella first"]?.role == .text)
        #expect(roles["Weather Map"]?.role == .text)
        #expect(roles["Pack Snacks"]?.role == .title)
        #expect(roles["Trail Guide"]?.role == .button)
        #expect(roles["sort the stops by"]?.role == .text)
        #expect(roles["keep the list in the menu bar"]?.role == .text)
        #expect(roles["Offline Maps"]?.role == .title)
    }

    /// In an app with UIKit and AppKit files, a file that imports AppKit is Mac code and one
    /// that imports UIKit touch code; a file importing neither (SwiftUI shared by both) is the
    /// app's, and a `#if canImport(AppKit)` clause in it is the Mac's.
    @Test func aFilesOwnImportsSayItsPlatform() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-platforms-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "PhoneSettings.swift": "import UIKit\nimport SwiftUI\nstruct PhoneSettings: View { var body: some View { Toggle(\"Shake to Undo\", isOn: $on) } }\n",
            "MacSettings.swift": "import AppKit\nimport SwiftUI\nstruct MacSettings: View { var body: some View { Toggle(\"show the icon in the Dock\", isOn: $on) } }\n",
            "SharedSettings.swift": """
                import SwiftUI
                #if canImport(UIKit)
                import UIKit
                #elseif canImport(AppKit)
                import AppKit
                #endif
                struct SharedSettings: View {
                    var body: some View {
                        Toggle("Sync Bookmarks", isOn: $on)
                        #if canImport(AppKit)
                        Toggle("check for updates daily", isOn: $on)
                        #endif
                    }
                }
                """,
        ]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let roles = CodeRoles(folders: [folder]).roles(forKeys: ["Shake to Undo", "show the icon in the Dock", "Sync Bookmarks", "check for updates daily"])
        #expect(roles["Shake to Undo"]?.role == .title)
        #expect(roles["show the icon in the Dock"]?.role == .text)
        #expect(roles["Sync Bookmarks"]?.role == .title)
        #expect(roles["check for updates daily"]?.role == .text)
    }

    /// A file that neither imports AppKit or UIKit nor sits in an `#if os(…)` clause takes the
    /// platform of the nearest folder inside the app named for one (`macOS`, `Mac…`, `iOS`,
    /// `tvOS`), as multiplatform projects keep each platform's views apart; folders above the
    /// app's own (the path it is read from) say nothing.
    @Test func aFoldersNameSaysItsFilesPlatform() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-macOS-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "App/Platform/macOS/Settings.swift": "import SwiftUI\nstruct MacSettings: View { var body: some View { Toggle(\"Keep the window on top\", isOn: $on) } }\n",
            "App/Platform/iOS/Settings.swift": "import SwiftUI\nstruct PhoneSettings: View { var body: some View { Toggle(\"Shake to Undo\", isOn: $on) } }\n",
            "App/MacLibrary/Status.swift": "import SwiftUI\nstruct Status: View { var body: some View { Toggle(\"show the status in the menu bar\", isOn: $on) } }\n",
            "App/Shared/Main.swift": "import UIKit\nimport SwiftUI\nstruct Main: View { var body: some View { Toggle(\"Sync Bookmarks\", isOn: $on) } }\n",
        ]
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let roles = CodeRoles(folders: [folder + "/App"]).roles(forKeys: [
            "Keep the window on top", "Shake to Undo", "show the status in the menu bar", "Sync Bookmarks",
        ])
        #expect(roles["Keep the window on top"]?.role == .text)
        #expect(roles["Shake to Undo"]?.role == .title)
        #expect(roles["show the status in the menu bar"]?.role == .text)
        #expect(roles["Sync Bookmarks"]?.role == .title)
    }

    /// A text the code sets only in a large or bold font (an empty list's message in
    /// `.largeTitle`) keeps the message role its key names; a key that names no message takes
    /// the font's role.
    @Test func aKeyNamedAsAMessageStaysOneInALargeFont() {
        let source = #"""
        import SwiftUI
        struct EmptyPluginsView: View {
            var body: some View {
                VStack {
                    Text("PF_NO_PLUGINS_MESSAGE").font(.largeTitle)
                    Text("PF_PLUGINS_TITLE").font(.largeTitle)
                    Text("onboarding.body.description").font(.headline)
                }
            }
        }
        """#
        let keys = ["PF_NO_PLUGINS_MESSAGE", "PF_PLUGINS_TITLE", "onboarding.body.description"]
        let roles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "EmptyPluginsView.swift"), platform: .mac).roles(forKeys: keys)
        #expect(roles["PF_NO_PLUGINS_MESSAGE"]?.role == .message)
        #expect(roles["PF_PLUGINS_TITLE"]?.role == .title)
        #expect(roles["onboarding.body.description"]?.role == .message)
        #expect(roles["PF_NO_PLUGINS_MESSAGE"]?.source.message.contains("names a message") == true)
    }

    /// A section's footer explains the rows above it in running text, as a key named `…footer`
    /// does: a fragment (“Connect to your %@ server”) needs no period and a sentence may name
    /// the app's own screens in capitals. It is not a message.
    @Test func aSectionFooterIsRunningText() {
        #expect(CodeRoles.role(of: .sectionFooter, on: .touch) == .text)
        #expect(CodeRoles.role(of: .sectionFooter, on: .mac) == .text)
        #expect(RolePatterns().role(forKey: "settings.sync.footer") == CodeRoles.role(of: .sectionFooter))
    }

    /// A key kept in a property that nothing in the app shows (a settings pane's `paneTitle`,
    /// read by a framework) takes the role the property's name gives; a one-word name
    /// (`title`, `description`) says nothing, and a shown property keeps its use's role.
    @Test func aKeyKeptInAPropertyNamedForItsUseTakesThatRole() {
        let source = #"""
        final class GeneralPane: NSViewController {
            let paneTitle: String = NSLocalizedString("App menu", comment: "")
            let alertMessage = NSLocalizedString("Quit now", comment: "")
            var title2: String { NSLocalizedString("Plain words", comment: "") }
            var description: String { NSLocalizedString("Any words", comment: "") }
            var buttonTitle: String { NSLocalizedString("Shown label", comment: "") }
            var body: some View { Text(buttonTitle) }
        }
        """#
        let roles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "GeneralPane.swift"))
            .roles(forKeys: ["App menu", "Quit now", "Plain words", "Any words", "Shown label"])
        #expect(roles["App menu"]?.role == .title)
        #expect(roles["App menu"]?.source.message.contains("`paneTitle`") == true)
        #expect(roles["Quit now"]?.role == .alertMessage)
        #expect(roles["Plain words"] == nil)
        #expect(roles["Any words"] == nil)
        #expect(roles["Shown label"]?.role == .text)
    }

    /// A phrase people say to Siri (`suggestedInvocationPhrase`) is in their voice: “my book”
    /// there is theirs, and the first-person rules skip it; the app's own words keep them.
    @Test func aPhrasePeopleSayToSiriIsInTheirVoice() {
        let source = #"""
        final class ActivityManager {
            func make() -> NSUserActivity {
                let activity = NSUserActivity(activityType: "play")
                activity.suggestedInvocationPhrase = "siri_phrase".localized
                return activity
            }
            var body: some View { Text("own_words".localized) }
        }
        """#
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "ActivityManager.swift"))
        for (text, language, rule) in [("\"siri_phrase\" = \"Continue my book\";\n\"own_words\" = \"Open my files\";", "en", "en.first-person"),
                                       ("\"siri_phrase\" = \"继续我的有声书\";\n\"own_words\" = \"打开我的文件\";", "zh-Hans", "zh.first-person")] {
            let found = runner.lintAppStrings(Data(text.utf8), "App/\(language).lproj/Localizable.strings").diagnostics
            #expect(found.filter { $0.id == rule }.compactMap(\.key) == ["own_words"], "\(language)")
        }
    }

    /// Text the app hands to a share sheet (`UIActivityViewController(activityItems:)`, an
    /// `UIActivityItemProvider` subclass's `super.init(placeholderItem:)`, `ShareLink(item:)`)
    /// is posted in the person's own name: “my” there is theirs, and the first-person rules
    /// skip it; the app's own words keep them.
    @Test func textForAShareSheetIsInThePersonsVoice() {
        let source = #"""
        class StoryShareText: UIActivityItemProvider {
            private var text: String
            init(_ text: String) {
                self.text = text
                super.init(placeholderItem: self.text)
            }
        }
        final class StoryViewController: UIViewController {
            func share() {
                let items: [Any] = [StoryShareText(NSLocalizedString("story_share", comment: ""))]
                present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
                let sheet = UIActivityViewController(activityItems: [NSLocalizedString("stats_share", comment: "")], applicationActivities: nil)
                present(sheet, animated: true)
                label.text = NSLocalizedString("own_words", comment: "")
            }
        }
        struct ShareButton: View {
            var body: some View { ShareLink(item: String(localized: "link_share")) }
        }
        """#
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "Story.swift"))
        for (text, language, rule) in [("\"story_share\" = \"My top podcast this year\";\n\"stats_share\" = \"I listened for 3 days\";\n\"link_share\" = \"My favourite episode\";\n\"own_words\" = \"Open my files\";", "en", "en.first-person"),
                                       ("\"story_share\" = \"我今年最爱的播客\";\n\"stats_share\" = \"我听了 3 天\";\n\"link_share\" = \"我最爱的一集\";\n\"own_words\" = \"打开我的文件\";", "zh-Hans", "zh.first-person")] {
            let found = runner.lintAppStrings(Data(text.utf8), "App/\(language).lproj/Localizable.strings").diagnostics
            #expect(found.filter { $0.id == rule }.compactMap(\.key) == ["own_words"], "\(language)")
        }
    }

    /// Text kept in a property whose name says it is shared (`sharingText`, `shareMyAddressText`)
    /// and handed to a share sheet where the code cannot follow it (a view model's
    /// `activityItems`, through the app's own helper): posted in the person's own name, as text
    /// the code hands to a share sheet itself is. A property named for a share button keeps its
    /// name's role, and the app's own words keep the first-person rules.
    @Test func textKeptForSharingIsInThePersonsVoice() {
        let source = #"""
        struct HelpUsViewModel {
            private let sharingText: [String] = [
                NSLocalizedString("sharing.text1", value: "Here is the app I use to keep my notes.", comment: ""),
            ]
            var shareMyAddressText: String {
                return String(format: NSLocalizedString("request.myAddress", value: "My address is: %@", comment: ""), "x")
            }
            var shareButtonTitle: String { NSLocalizedString("share.button", value: "Share my notes", comment: "") }
            var activityItems: [Any] { [sharingText[0]] }
        }
        final class HelpUsController: UIViewController {
            func show() { label.text = NSLocalizedString("own_words", comment: "") }
        }
        """#
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "HelpUs.swift"))
        let text = "\"sharing.text1\" = \"Here is the app I use to keep my notes.\";\n\"request.myAddress\" = \"My address is: %@\";\n\"share.button\" = \"Share my notes\";\n\"own_words\" = \"Open my files\";"
        let found = runner.lintAppStrings(Data(text.utf8), "App/en.lproj/Localizable.strings").diagnostics
        #expect(found.filter { $0.id == "en.first-person" }.compactMap(\.key).sorted() == ["own_words", "share.button"], "\(found.map { "\($0.key ?? "") \($0.id)" })")
    }

    /// A SwiftUI `Section` headed About is the authors speaking of themselves, as an About
    /// scene of a storyboard is: the first-person rules skip its strings. The app's other words
    /// keep them, and so does a view named About, where the app may speak as itself (“I lost
    /// count”).
    @Test func anAboutSectionInSwiftUIIsTheAuthorsVoice() {
        let source = #"""
        struct SettingsScreen: View {
            var body: some View {
                List {
                    Section {
                        Text("own_words")
                    } header: {
                        Text("Backups")
                    }
                    Section {
                        Button("Rate the app") {}
                    } header: {
                        Text("About")
                    } footer: {
                        Text("section_words")
                    }
                }
            }
        }
        struct AboutView: View {
            var body: some View { Text("pane_words") }
        }
        """#
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "SettingsScreen.swift"))
        for (text, language, rule) in [("\"own_words\" = \"Keep my files\";\n\"section_words\" = \"Thanks for using my app.\";\n\"pane_words\" = \"I made this for you.\";", "en", "en.first-person"),
                                       ("\"own_words\" = \"保留我的文件\";\n\"section_words\" = \"感谢使用我的软件。\";\n\"pane_words\" = \"我为你做了它。\";", "zh-Hans", "zh.first-person")] {
            let found = runner.lintAppStrings(Data(text.utf8), "App/\(language).lproj/Localizable.strings").diagnostics
            #expect(found.filter { $0.id == rule }.compactMap(\.key) == ["own_words", "pane_words"], "\(language)")
        }
    }

    /// A placeholder the code fills with text already in the reader's language (a date the
    /// system formats, the app's own localized string) stands for Chinese words in a Chinese
    /// string: `zh.spacing` asks for no space beside it. One it fills with a name of unknown
    /// script still stands for Latin text.
    @Test func aPlaceholderFilledWithLocalizedTextNeedsNoSpaceInChinese() {
        let source = #"""
        enum Speed {
            case slow
            var label: String { String(localized: "Slow") }
        }
        struct Row: View {
            let date: Date
            let speed: Speed
            let fileName: String
            var body: some View {
                Text("Saved \(date, format: .relative(presentation: .named))")
                Text("Playing \(speed.label.lowercased())")
                Text("Opened \(fileName)")
            }
        }
        """#
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "Row.swift"))
        let text = "\"Saved %@\" = \"%@已保存\";\n\"Playing %@\" = \"正在以%@播放\";\n\"Opened %@\" = \"已打开%@\";"
        let found = runner.lintAppStrings(Data(text.utf8), "App/zh-Hans.lproj/Localizable.strings").diagnostics
        #expect(found.filter { $0.id == "zh.spacing" }.compactMap(\.key) == ["Opened %@"])
    }

    /// A key pattern the code contradicts on most of the keys it places (an app that ends
    /// nearly every key in `_title`, for labels and buttons alike) says nothing of the keys the
    /// code does not place: they are running text. Where the code agrees, the pattern stands.
    @Test func aKeyPatternTheCodeContradictsSaysNothing() {
        let names = (1...10).map { "row\($0)_title" }
        func lint(_ view: String) -> [String] {
            let source = "struct Rows: View {\n    var body: some View {\n" + names.map { "        \(view)(\"\($0)\".localized)\n" }.joined() + "    }\n}\n"
            var runner = LintRunner(linter: Linter(), site: SiteConfig())
            runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "Rows.swift"))
            let text = names.map { "\"\($0)\" = \"Words\";\n" }.joined() + "\"loose_title\" = \"Last spot before the jump\";\n"
            let found = runner.lintAppStrings(Data(text.utf8), "App/en.lproj/Localizable.strings").diagnostics
            return found.filter { $0.id == "en.title-case" }.compactMap(\.key)
        }
        #expect(lint("Text") == [])
        #expect(lint("Button") == [])
        #expect(lint("Color.clear.navigationTitle") == ["loose_title"])
    }

    /// Each key pattern is judged apart: an app whose `…_description` keys the code shows as
    /// running text may still name its messages `…_message` (MeetingBar's onboarding texts and
    /// its notifications): a message the code does not place is still read as one.
    @Test func aContradictedKeyPatternLeavesTheOtherPatternsOfItsRoleAlone() {
        let names = (1...10).map { "step\($0)_description" }
        let source = "struct Steps: View {\n    var body: some View {\n" + names.map { "        Text(\"\($0)\".localized)\n" }.joined() + "    }\n}\n"
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "Steps.swift"))
        let text = names.map { "\"\($0)\" = \"Choose how the app reads your calendars\";\n" }.joined()
            + "\"loose_description\" = \"The calendar was removed\";\n\"loose_message\" = \"The device is not allowed to pay\";\n"
        let found = runner.lintAppStrings(Data(text.utf8), "App/en.lproj/Localizable.strings").diagnostics
        #expect(found.filter { $0.id == "en.message-punctuation" }.compactMap(\.key) == ["loose_message"])
    }
}

extension AppStringsRoleTests {
    /// A `Text` the code sets in a monospaced font (`design: .monospaced`, `.monospaced()`) shows
    /// code or a command to type, not the app's prose: no rule reads it, while the same words
    /// in a plain `Text` are linted as usual. Monospaced digits are still prose.
    @Test func monospacedTextIsCodeAndNotLinted() {
        let source = #"""
        struct HelpPane: View {
            var body: some View {
                VStack {
                    Text("command_line", tableName: "Help").font(.system(size: 12, design: .monospaced))
                    Text("second_command", tableName: "Help").monospaced()
                    Text("body_command", tableName: "Help").font(.body.monospaced())
                    Text("plain_words", tableName: "Help")
                    Text("count_words", tableName: "Help").monospacedDigit()
                }
            }
        }
        """#
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "HelpPane.swift"))
        let line = "tool set com.example.Tool skipNext true"
        let text = ["command_line", "second_command", "body_command", "plain_words", "count_words"].map { "\"\($0)\" = \"\(line)\";\n" }.joined()
        let found = runner.lintAppStrings(Data(text.utf8), "App/en.lproj/Help.strings").diagnostics
        #expect(Set(found.filter { $0.id == "code-identifier" }.compactMap(\.key)) == ["plain_words", "count_words"])
        #expect(found.allSatisfy { !["command_line", "second_command", "body_command"].contains($0.key ?? "") })
    }
    /// A key shown in several places takes its most visible role for the rules of case and
    /// punctuation, which would otherwise ask for two spellings at once; a rule that only one
    /// of its roles has (an alert's title says what happened) still reads it there. One screen
    /// titled “Error” does not let the same word pass as the title of ten alerts.
    @Test func aKeyAlsoShownAsAnAlertTitleIsCheckedAsOne() {
        let source = #"""
        import SwiftUI
        extension String {
            var loc: String { NSLocalizedString(self, comment: "") }
        }
        struct TabsView: View {
            @State var failed = false
            var body: some View {
                List {}
                    .navigationTitle(failed ? "common.error".loc : "common.apps".loc)
                    .alert("common.error".loc, isPresented: $failed) { Button("common.ok".loc) {} }
            }
        }
        struct SettingsView: View {
            @State var failed = false
            var body: some View {
                Form {}.alert("common.error".loc, isPresented: $failed) {}
            }
        }
        """#
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "TabsView.swift"))
        let english = runner.lintAppStrings(Data("\"common.error\" = \"Error\";\n\"common.apps\" = \"Error\";\n".utf8), "App/en.lproj/Localizable.strings").diagnostics
        #expect(english.filter { $0.id == "alert-title.single-word" }.compactMap(\.key) == ["common.error"])
        let chinese = runner.lintAppStrings(Data("\"common.error\" = \"错误\";\n".utf8), "App/zh-Hans.lproj/Localizable.strings").diagnostics
        #expect(chinese.filter { $0.id == "alert-title.single-word" }.compactMap(\.key) == ["common.error"])
    }
}

extension AppStringsRoleTests {
    /// A sentence of six words or more shown inside a `Button` (a tutorial's note people tap to
    /// open it again) is no control's label, as a key named for a button with such a text is
    /// not: it is checked as text, in each language, and the note says why. A short label stays
    /// a button's.
    @Test func aLongSentenceInAButtonIsText() {
        let source = #"""
        struct MainView: View {
            var body: some View {
                Button { reopen() } label: { Text("If you change your settings, you may need to redo this tutorial.") }
                Button { reopen() } label: { Text("Redo tutorial.") }
            }
        }
        """#
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "MainView.swift"))
        let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "If you change your settings, you may need to redo this tutorial.": {"localizations": {
            "zh-Hans": {"stringUnit": {"state": "translated", "value": "如果更改了设置，可能需要重做本教程。"}}}},
          "Redo tutorial.": {"localizations": {
            "zh-Hans": {"stringUnit": {"state": "translated", "value": "重做教程。"}}}}
        }}
        """#
        let found = runner.lintAppStrings(Data(catalog.utf8), "App/Localizable.xcstrings").diagnostics
        #expect(found.map(\.id).sorted() == ["en.button", "zh.button"])
    }

    /// A statement, its subject and finite verb, shown where a control stands (a menu's item
    /// while discovery fails, a button's place) says what happened: it is checked as text, so no
    /// title style is asked of it. One in the first person is what people answer by tapping it,
    /// and a pronoun later on may open a clause inside a noun phrase: both stay the control's.
    @Test func aStatementInAControlIsText() {
        let source = #"""
        struct PlayerMenu: View {
            var body: some View {
                Menu("Play On") {
                    Button("Renderer discovery could not start") {}
                    Button("An error occurred") {}
                    Button("I forgot my password") {}
                    Button("A list of daemons you could disable") {}
                }
            }
        }
        """#
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "PlayerMenu.swift"))
        let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Play On": {}, "Renderer discovery could not start": {}, "An error occurred": {},
          "I forgot my password": {}, "A list of daemons you could disable": {}
        }}
        """#
        let found = runner.lintAppStrings(Data(catalog.utf8), "App/Localizable.xcstrings").diagnostics
        #expect(found.filter { $0.id == "en.title-case" }.compactMap(\.key).sorted() == ["A list of daemons you could disable", "I forgot my password"])
    }

    @Test func aSwiftFileTooDeepToReadIsNamedInAWarning() throws {
        let folder = try AppStringsTempFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let deep = try folder.write(Data(("let table = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\nlet t = Text(\"Save\")\n").utf8), to: "App/Deep.swift")
        _ = try folder.write(Data("let t = Text(\"Cancel\")\n".utf8), to: "App/Shallow.swift")
        let roles = CodeRoles(folders: [folder.url.path])
        #expect(roles.uses.map(\.key) == ["Cancel"])
        #expect(roles.unreadFileWarnings.map { DiagnosticFormatter(format: .line).lineForm($0) }.map { $0.hasPrefix(deep + ": warning: this Swift file nests brackets") && $0.hasSuffix("[sources.too-deep]") } == [true])
    }
}

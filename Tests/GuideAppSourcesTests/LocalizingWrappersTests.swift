import Foundation
import Testing
@testable import GuideAppSources

/// The app's own functions and members that localize what they are given (issue 32, item 1:
/// "functions returning localized strings"): whatever their name, arity or place, a call to one
/// localizes its key argument, and the key is shown where the call's result is.
struct LocalizingWrappersTests {
    private func uses(_ files: [(name: String, source: String)]) -> [KeyUse] {
        SwiftSourceScanner.uses(inSources: files.map { ($0.source, $0.name) })
    }

    private func roles(_ files: [(name: String, source: String)]) -> [String: UIKind] {
        SwiftSourceScanner.roles(uses(files)).mapValues(\.kind)
    }

    /// Wrappers declared in one file, called in another: a free function, one with a variadic
    /// and a defaulted parameter, a `String` extension's property and method (the string is the
    /// key), a static function through `Bundle.localizedString(forKey:value:table:)` and one
    /// that calls it with a table of its own.
    static let wrappers = #"""
    import Foundation
    func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }
    func localizedString(_ key: String, _ params: String..., comment: String = "") -> String {
        var text = NSLocalizedString(key, comment: comment)
        for (index, param) in params.enumerated() { text = text.replacingOccurrences(of: "%\(index)", with: param) }
        return text
    }
    extension String {
        var loc: String { NSLocalizedString(self, comment: "") }
        func tr(_ args: CVarArg...) -> String { String(format: NSLocalizedString(self, comment: ""), arguments: args) }
        func inTable(_ table: String) -> String { String(localized: String.LocalizationValue(self), table: table) }
    }
    enum Strings {
        static func text(_ key: String, table: String? = nil) -> String {
            Bundle.main.localizedString(forKey: key, value: nil, table: table)
        }
        static func settings(_ key: String) -> String { text(key, table: "Settings") }
    }
    func log(_ message: String) { print(message) }
    """#

    @Test func aCallToTheAppsLocalizingFunctionIsShownWhereItsResultIs() {
        let view = #"""
        import AppKit
        final class Pane {
            func build() {
                let label = NSTextField(labelWithString: L("wrap.label"))
                let button = NSButton(title: localizedString("wrap.button"), target: nil, action: nil)
                let item = NSMenuItem(title: "wrap.menu".loc, action: #selector(wrap), keyEquivalent: "")
                let alert = NSAlert()
                alert.messageText = "wrap.alert %@".tr(name)
                alert.informativeText = Strings.text("wrap.info")
                let count = NSTextField(labelWithString: localizedString("wrap.count %0", "3"))
                let header = NSTextField(labelWithString: Strings.settings("wrap.settings"))
                let other = NSButton(title: "wrap.table".inTable("Panes"), target: nil, action: nil)
                let unseen = L("wrap.unseen")
                log("debug.message")
            }
        }
        """#
        let found = uses([("Strings.swift", Self.wrappers), ("Pane.swift", view)])
        let roles = SwiftSourceScanner.roles(found).mapValues(\.kind)
        #expect(roles == [
            "wrap.label": .text, "wrap.button": .button, "wrap.menu": .menuItem, "wrap.alert %@": .alertTitle,
            "wrap.info": .alertMessage, "wrap.count %0": .text, "wrap.settings": .text, "wrap.table": .button,
            "wrap.unseen": .localizedString,
        ])
        #expect(found.first { $0.key == "wrap.settings" }?.table == "Settings")
    }

    /// SwiftUI views given a wrapper's result show it as they show a key.
    @Test func aWrappersResultInSwiftUIIsShownAsTheView() {
        let view = #"""
        import SwiftUI
        struct Settings: View {
            var body: some View {
                Form {
                    Text(L("wrap.swiftui.text"))
                    Button(Strings.text("wrap.swiftui.button")) { }
                    Toggle("wrap.swiftui.toggle".loc, isOn: $on)
                }
                .navigationTitle(localizedString("wrap.swiftui.title"))
            }
        }
        """#
        #expect(roles([("Strings.swift", Self.wrappers), ("Settings.swift", view)]) == [
            "wrap.swiftui.text": .text, "wrap.swiftui.button": .button, "wrap.swiftui.toggle": .toggle,
            "wrap.swiftui.title": .navigationTitle,
        ])
    }

    /// A function or an initializer of the app's that localizes a parameter itself and shows it
    /// (`makeHeader(_ key:)` builds a label; `Row(key:)` stores the localized string in a
    /// property that is shown elsewhere) takes its callers' literals as keys, in the role that
    /// its body or the stored property gives them.
    @Test func aHelperThatLocalizesItsParameterTakesKeysFromItsCallers() {
        let source = #"""
        import AppKit
        final class SettingsPane {
            func makeHeader(_ key: String) -> NSTextField {
                let field = NSTextField(labelWithString: NSLocalizedString(key, comment: ""))
                field.font = .boldSystemFont(ofSize: 13)
                return field
            }
            func makeToggle(titleKey: String) -> NSButton {
                NSButton(checkboxWithTitle: NSLocalizedString(titleKey, comment: ""), target: nil, action: nil)
            }
            func build() {
                _ = makeHeader("helper.header")
                _ = makeToggle(titleKey: "helper.toggle")
            }
        }
        struct Row {
            let title: String
            init(key: String) { title = NSLocalizedString(key, comment: "") }
        }
        final class RowMenu {
            let rows = [Row(key: "init.row")]
            func show(_ row: Row) { _ = NSMenuItem(title: row.title, action: nil, keyEquivalent: "") }
        }
        """#
        #expect(roles([("Pane.swift", source)]) == ["helper.header": .headingText, "helper.toggle": .toggle, "init.row": .menuItem])
    }
}

extension LocalizingWrappersTests {
    /// A function named like `NSLocalizedString` and called as it is (genstrings' `-s`
    /// convention: `OCLocalizedString("key", nil)`), which the app's sources need not declare (its
    /// framework may be a submodule or a package not checked out), localizes its first argument.
    @Test func aFunctionNamedLikeNSLocalizedStringLocalizesItsFirstArgument() {
        let view = #"""
        import UIKit
        final class Screen: UIViewController {
            override func viewDidLoad() {
                title = OCLocalizedString("screen.title", nil)
                let alert = UIAlertController(title: OCLocalizedString("alert.title", nil), message: AppLocalizedString("alert.message", comment: ""), preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: OCLocalizedString("alert.ok", nil), style: .default))
                _ = Bundle.main.localizedString(forKey: "bundle.key", value: nil, table: nil)
                _ = notLocalizedString("plain.text")
            }
        }
        """#
        let found = roles([("Screen.swift", view)])
        #expect(found["screen.title"] == .navigationTitle && found["alert.title"] == .alertTitle, "\(found)")
        #expect(found["alert.message"] == .alertMessage && found["alert.ok"] == .alertAction, "\(found)")
        #expect(found["plain.text"] == nil, "\(found)")
    }

    /// `StringLiteralType` is the standard library's name for `String`, and a string's
    /// `description` is the string itself: a member of `extension StringLiteralType` that
    /// localizes `description` (or `self.description`) localizes the string it is read on.
    @Test func aMemberOfStringLiteralTypeThatLocalizesItsDescriptionIsAStringMember() {
        let strings = #"""
        import Foundation
        extension StringLiteralType {
            public var i18n: String { NSLocalizedString(description, comment: "") }
            func i18n(table: String) -> String { NSLocalizedString(self.description, tableName: table, comment: "") }
        }
        extension Int {
            var spelled: String { NSLocalizedString(description, comment: "") }
        }
        """#
        let view = #"""
        import AppKit
        func warn() {
            let alert = NSAlert()
            alert.messageText = "i18n:Alert.Title".i18n
            alert.informativeText = "i18n:Alert.Message".i18n(table: "Main")
            alert.addButton(withTitle: "i18n:Alert.OK".i18n)
        }
        """#
        #expect(roles([("Strings.swift", strings), ("Alert.swift", view)]) == [
            "i18n:Alert.Title": .alertTitle, "i18n:Alert.Message": .alertMessage, "i18n:Alert.OK": .alertAction,
        ])
    }

    /// A `String` member that looks `self` up in a table it names (`NSLocalizedString(self,
    /// tableName: "Main", …)`) gives its keys that table, read as a property or called, and so
    /// does a member that reaches it; a key the app localizes so belongs to that table's file,
    /// not to `Localizable` (issue 32: a key takes only its own table's uses).
    @Test func aStringMemberThatNamesItsTableGivesItsKeysThatTable() {
        let strings = #"""
        import Foundation
        extension String {
            var localized: String { NSLocalizedString(self, tableName: "Main", comment: "") }
            func inMain() -> String { String(localized: String.LocalizationValue(self), table: "Main") }
            var again: String { self.localized }
            var plain: String { NSLocalizedString(self, comment: "") }
        }
        """#
        let view = #"""
        import AppKit
        func warn() {
            let alert = NSAlert()
            alert.messageText = "member.title".localized
            alert.informativeText = "member.message".inMain()
            _ = NSButton(title: "member.button".again, target: nil, action: nil)
            _ = NSButton(title: "member.plain".plain, target: nil, action: nil)
        }
        """#
        let tables = Dictionary(uses([("Strings.swift", strings), ("Alert.swift", view)]).map { ($0.key, $0.table ?? "none") }) { first, _ in first }
        #expect(tables == ["member.title": "Main", "member.message": "Main", "member.button": "Main", "member.plain": "none"])
    }
}

extension LocalizingWrappersTests {
    /// An enum whose property localizes its own `rawValue` (`NSLocalizedString(rawValue, …)`,
    /// `LocalizedStringKey(self.rawValue)`) holds a key in each case: the raw value written, or
    /// the case's name when none is. Each is shown where the property is read, in another file.
    @Test func anEnumThatLocalizesItsRawValueHoldsAKeyInEachCase() {
        let model = #"""
        import SwiftUI
        enum Direction: String, CaseIterable {
            case up = "Scroll up", down = "Scroll down"
            case sideways
            var title: String { NSLocalizedString(rawValue, comment: "") }
        }
        enum Quality: String, CaseIterable {
            case best = "Best quality"
            var label: LocalizedStringKey { LocalizedStringKey(self.rawValue) }
            var verbatim: String { rawValue }
        }
        enum Count: Int { case one = 1 }
        """#
        let view = #"""
        import SwiftUI
        struct Header: View {
            var body: some View {
                Picker("Direction", selection: $direction) {
                    ForEach(Direction.allCases, id: \.self) { Text($0.title).tag($0) }
                }
                Button(Quality.best.label) { }
            }
        }
        """#
        #expect(roles([("Model.swift", model), ("Header.swift", view)]) == [
            "Direction": .pickerLabel, "Scroll up": .pickerOption, "Scroll down": .pickerOption, "sideways": .pickerOption,
            "Best quality": .button,
        ])
    }
}

extension LocalizingWrappersTests {
    /// A wrapper whose key parameter is an enum of the app's with `String` raw values, looked up
    /// by `key.rawValue`: at each call site the case passed (`.saveLabel`, `Phrase.greeting`,
    /// either branch of a condition) is the key, its raw value written or its own name when none
    /// is, shown where the call's result is. A case no call passes is no key, and a value of the
    /// enum held in a variable names none.
    @Test func aWrapperOfAnEnumsRawValueTakesTheCasePassedAsTheKey() {
        let strings = #"""
        import Foundation
        enum Phrase: String {
            case saveLabel
            case greeting = "phrase.greeting"
            case shortLabel, longLabel
            case problemTitle
            case neverPassed
        }
        func phrase(_ key: Phrase, arguments: CVarArg...) -> String {
            let text = Bundle.main.localizedString(forKey: key.rawValue, value: nil, table: nil)
            return arguments.isEmpty ? text : String(format: text, arguments: arguments)
        }
        """#
        let view = #"""
        import SwiftUI
        import AppKit
        struct Panel: View {
            var current: Phrase
            var body: some View {
                VStack {
                    Button(phrase(.saveLabel)) { }
                    Text(phrase(Phrase.greeting, arguments: "you"))
                    Text(phrase(compact ? .shortLabel : .longLabel))
                    Text(phrase(current))
                }
            }
            func warn() {
                let alert = NSAlert()
                alert.messageText = phrase(.problemTitle)
            }
        }
        """#
        #expect(roles([("Strings.swift", strings), ("Panel.swift", view)]) == [
            "saveLabel": .button, "phrase.greeting": .text, "shortLabel": .text, "longLabel": .text,
            "problemTitle": .alertTitle,
        ])
    }
}

extension LocalizingWrappersTests {
    /// The arguments a call gives a wrapper's variadic parameter fill its key's placeholders in
    /// order: one that is the app's own localized text (a property the code gives keys) is
    /// text in the reader's language (`KeyUse.localizedArguments`), whether the key is an enum
    /// case or a literal; a user's value is not.
    @Test func aWrappersVariadicArgumentsFillItsKeysPlaceholders() {
        let strings = #"""
        import Foundation
        enum Phrase: String { case movedDown, renamed }
        func phrase(_ key: Phrase, arguments: CVarArg...) -> String {
            String(format: Bundle.main.localizedString(forKey: key.rawValue, value: nil, table: nil), arguments: arguments)
        }
        func text(_ key: String, _ values: CVarArg...) -> String {
            String(format: NSLocalizedString(key, comment: ""), arguments: values)
        }
        enum Column {
            case title
            var displayName: String { NSLocalizedString("column.title", comment: "") }
        }
        """#
        let view = #"""
        import SwiftUI
        struct Row: View {
            let column: Column
            let userName: String
            var body: some View {
                VStack {
                    Text(phrase(.movedDown, arguments: column.displayName))
                    Text(phrase(.renamed, arguments: userName))
                    Text(text("moved.up %@", column.displayName))
                }
            }
        }
        """#
        let found = uses([("Strings.swift", strings), ("Row.swift", view)])
        let localized = Dictionary(found.map { ($0.key, $0.localizedArguments) }) { $0.union($1) }
        #expect(localized["movedDown"] == [0])
        #expect(localized["renamed"] == [])
        #expect(localized["moved.up %@"] == [0])
    }
}

extension LocalizingWrappersTests {
    /// A property of `RawRepresentable` (or of one enum) that localizes the value's own
    /// `rawValue`, read on a case (`Strings.Menu.refresh.localized`), is that case's key, shown
    /// where it is read; read on `Strings.Category(rawValue: name)`, any of that enum's keys. A
    /// case of an enum with no such member, or a member that does not localize, gives none.
    @Test func aRawRepresentablesLocalizingMemberReadOnACaseIsThatCasesKey() {
        let strings = #"""
        import Foundation
        enum Strings {
            enum Menu: String {
                case refresh = "MENU_REFRESH"
                case quit = "MENU_QUIT"
            }
            enum Alert: String {
                case folderTitle = "ALERT_FOLDER_TITLE"
                case folderText = "ALERT_FOLDER_TEXT"
            }
            enum Category: String {
                case weather = "CAT_WEATHER"
                case music = "CAT_MUSIC"
            }
        }
        enum Plain: Int { case one = 1 }
        extension RawRepresentable where RawValue == String {
            var localized: String { NSLocalizedString(rawValue, comment: "") }
            var identifier: String { rawValue }
        }
        """#
        let views = #"""
        import AppKit
        import SwiftUI
        final class StatusMenu {
            func build(menu: NSMenu) {
                menu.addItem(NSMenuItem(title: Strings.Menu.refresh.localized, action: #selector(refresh), keyEquivalent: "r"))
                let alert = NSAlert()
                alert.messageText = Strings.Alert.folderTitle.localized
                alert.informativeText = Strings.Alert.folderText.localized
                let log = Strings.Menu.quit.identifier
                print(log)
            }
        }
        struct CategoryRow: View {
            let name: String
            var body: some View {
                Text(Strings.Category(rawValue: name)?.localized ?? name).font(.title)
            }
        }
        """#
        #expect(roles([("Strings.swift", strings), ("Views.swift", views)]) == [
            "MENU_REFRESH": .menuItem, "ALERT_FOLDER_TITLE": .alertTitle, "ALERT_FOLDER_TEXT": .alertMessage,
            "CAT_WEATHER": .titleText, "CAT_MUSIC": .titleText,
        ])
    }
}

extension LocalizingWrappersTests {
    /// An element read by subscript from a local dictionary or array literal of localized texts
    /// (`messages[mode]!`) is any of its values, shown where it is read: here a toast's message
    /// and a menu item's title. A dictionary read from elsewhere gives none.
    @Test func aLocalLiteralsElementIsAnyOfItsValues() {
        let source = #"""
        import AppKit
        final class ModeSwitcher {
            func switchMode(to mode: String, index: Int, menu: NSMenu, info: [String: String]) {
                let messages = [
                    "auto": NSLocalizedString("Auto mode", comment: ""),
                    "manual": NSLocalizedString("Manual mode", comment: ""),
                ]
                showToast(message: messages[mode]!)
                let titles = [NSLocalizedString("First item", comment: ""), NSLocalizedString("Second item", comment: "")]
                menu.addItem(NSMenuItem(title: titles[index], action: #selector(pick), keyEquivalent: ""))
                menu.addItem(NSMenuItem(title: info["name"] ?? "", action: nil, keyEquivalent: ""))
            }
            func showToast(message: String) { }
        }
        """#
        let found = roles([("ModeSwitcher.swift", source)])
        #expect(found["Auto mode"] == .message)
        #expect(found["Manual mode"] == .message)
        #expect(found["First item"] == .menuItem)
        #expect(found["Second item"] == .menuItem)
    }
}

extension LocalizingWrappersTests {
    /// The app's own initializer of a SwiftUI view that localizes what it is given
    /// (`extension Text { init(appLocalized key: String) }`, declared in another file): the call
    /// is that view, so its key is shown as the view's text where the view stands, a section's
    /// header or a button's title, as `Text("…")` there would be.
    @Test func theAppsLocalizingInitializerOfAViewShowsItsKeyAsThatView() {
        let localization = #"""
        import SwiftUI
        enum AppLocalization {
            static func localized(_ key: String) -> String {
                Bundle.main.localizedString(forKey: key, value: key, table: "Localizable")
            }
        }
        extension Text {
            init(appLocalized key: String) { self.init(AppLocalization.localized(key)) }
        }
        extension Button where Label == Text {
            init(localizedTitle key: String, action: @escaping () -> Void) {
                self.init(LocalizedStringKey(key), action: action)
            }
        }
        """#
        let view = #"""
        import SwiftUI
        struct GeneralSettings: View {
            var body: some View {
                Form {
                    Section {
                        Text(appLocalized: "Plain words")
                        Button(localizedTitle: "Reset All") { }
                    } header: {
                        Text(appLocalized: "Permissions")
                    }
                }
            }
        }
        """#
        #expect(roles([("AppLocalization.swift", localization), ("GeneralSettings.swift", view)]) == [
            "Permissions": .sectionHeader, "Plain words": .text, "Reset All": .button,
        ])
    }
}

extension LocalizingWrappersTests {
    /// The `rawValue` of a value of the app's enum with `String` raw values, given to a
    /// localizing call or to the app's localizing initializer of a view (a sidebar's tabs,
    /// `ForEach(Tabs.allCases) { Text(LocalizedStringKey($0.rawValue)) }`), is any of the
    /// enum's cases' raw values: each a key, shown there.
    @Test func aRawValueOfTheAppsEnumGivenToALocalizingCallIsItsCasesKeys() {
        let source = #"""
        import SwiftUI
        enum Tabs: String, CaseIterable {
            case general = "General"
            case apps = "Apps"
        }
        enum Mode: String, CaseIterable {
            case fast = "Fast mode"
        }
        extension Text {
            init(appLocalized key: String) { self.init(LocalizedStringKey(key)) }
        }
        struct SettingsView: View {
            var body: some View {
                List {
                    ForEach(Tabs.allCases, id: \.self) { tab in
                        Label { Text(appLocalized: tab.rawValue) } icon: { Image(systemName: "gear") }
                    }
                    ForEach(Mode.allCases, id: \.self) { mode in
                        Button(LocalizedStringKey(mode.rawValue)) { }
                    }
                }
            }
        }
        """#
        #expect(roles([("SettingsView.swift", source)]) == ["General": .label, "Apps": .label, "Fast mode": .button])
    }
}

extension LocalizingWrappersTests {
    /// An app's `String` initializer that takes its enum of keys, beside one of the same label
    /// that takes a `String` (`String(localized: .advanced)`): the case given is the key, shown
    /// where the string is, not the system's `String(localized:)` reading `.advanced`.
    @Test func theAppsStringInitializerOfItsEnumOfKeysIsShownWhereTheStringIs() {
        let strings = #"""
        import Foundation
        enum Label: String, CaseIterable {
            case advanced
            case confirm = "button.confirm"
            case problem
        }
        extension String {
            init(localized key: String) {
                self = Bundle.main.localizedString(forKey: key, value: nil, table: nil)
            }
            init(localized label: Label) {
                self = Bundle.main.localizedString(forKey: label.rawValue, value: nil, table: nil)
            }
        }
        """#
        let view = #"""
        import SwiftUI
        import AppKit
        struct AdvancedPane: View {
            var body: some View {
                VStack {
                    Text(String(localized: .advanced)).font(.headline)
                    Text(String(localized: "plain.key"))
                }
            }
            func ask() {
                let alert = NSAlert()
                alert.messageText = String(localized: Label.problem)
                alert.addButton(withTitle: String(localized: .confirm))
            }
        }
        """#
        #expect(roles([("Strings.swift", strings), ("AdvancedPane.swift", view)]) == [
            "advanced": .headingText, "plain.key": .text, "problem": .alertTitle, "button.confirm": .alertAction,
        ])
    }
}

extension LocalizingWrappersTests {
    /// The app's own prefix operator that localizes its operand (`%"key"`) is a localizing call
    /// as a function would be: its key is shown where its value is, and a key it localizes and
    /// shows nowhere is still the code's.
    @Test func theAppsLocalizingPrefixOperatorShowsItsKeyWhereItsValueIs() {
        let strings = #"""
        import Foundation
        prefix operator %
        prefix func %(expression: String.LocalizationValue) -> String {
            String(localized: expression)
        }
        """#
        let screens = #"""
        import UIKit
        import SwiftUI
        final class ListController: UIViewController {
            func ask() {
                let alert = UIAlertController(title: %"list.add.title", message: %"list.add.message", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: %"common.cancel", style: .cancel))
                navigationItem.title = %"list.title"
                let later = %"list.later"
                print(-count)
            }
        }
        struct Rows: View {
            var body: some View {
                Section(%"rows.header") { Button(%"rows.button") {} }
            }
        }
        """#
        #expect(roles([("Localization.swift", strings), ("Screens.swift", screens)]) == [
            "list.add.title": .alertTitle, "list.add.message": .alertMessage, "common.cancel": .alertAction,
            "list.title": .navigationTitle, "list.later": .localizedString, "rows.header": .sectionHeader, "rows.button": .button,
        ])
    }
}

import Foundation
import Testing
@testable import GuideAppSources

/// The role of each key in one file of AppKit code, by key.
func appKitRoles(_ source: String) -> [String: UIKind] {
    SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSource: source, file: "AppKit.swift")).mapValues(\.kind)
}

/// Roles of keys in AppKit interfaces built in code (issue 32): menus and pop-up buttons filled
/// by their methods, the app's own helpers that pass a title on to them, buttons of the app's
/// `NSButton` subclasses and buttons styled in code.
struct AppKitRolesTests {
    private func roles(_ source: String) -> [String: UIKind] { appKitRoles(source) }

    /// An initializer the app adds to a framework control in an extension (`extension NSButton {
    /// convenience init(verbatim title: …) { self.init(); self.title = title } }`, and one that
    /// passes its title on to it): a call to it titles the button, as the framework's
    /// `NSButton(title:target:action:)` does.
    @Test func anInitializerTheAppAddsToAFrameworkControlTitlesIt() {
        let source = #"""
        extension NSButton {
            convenience init(verbatim title: String, target: AnyObject?, action: Selector?) {
                self.init()
                self.title = title
                self.target = target
                self.action = action
            }
            convenience init(_ title: String, target: AnyObject?, action: Selector?) {
                self.init(verbatim: title, target: target, action: action)
            }
        }
        final class Pane: NSViewController {
            lazy var add = NSButton(NSLocalizedString("pane.add", comment: ""), target: self, action: nil)
            lazy var remove = NSButton(verbatim: NSLocalizedString("pane.remove", comment: ""), target: self, action: nil)
            lazy var plain = NSButton(title: NSLocalizedString("pane.plain", comment: ""), target: self, action: nil)
        }
        """#
        #expect(roles(source) == ["pane.add": .button, "pane.remove": .button, "pane.plain": .button])
    }

    /// A static property the app adds to `String` (`private extension String { static let
    /// quit = NSLocalizedString(…) }`) is read as an implicit member where a string is taken
    /// (`NSMenuItem(title: .quit, …)`): its key is shown there, as `String.quit` is.
    @Test func aStaticStringReadAsAnImplicitMemberIsShownWhereItIsRead() {
        let source = #"""
        final class StatusMenu: NSMenu {
            private let quitItem = NSMenuItem(title: .quit, action: #selector(quit), keyEquivalent: "q")
            private let logItem = NSMenuItem(title: String.enableLog, action: #selector(log), keyEquivalent: "")
            func show() {
                let alert = NSAlert()
                alert.messageText = .notImplemented
            }
        }
        private extension String {
            static let quit = NSLocalizedString("menu.quit", comment: "")
            static let enableLog = NSLocalizedString("menu.log", comment: "")
            static let notImplemented = NSLocalizedString("alert.notImplemented", comment: "")
        }
        """#
        #expect(roles(source) == ["menu.quit": .menuItem, "menu.log": .menuItem, "alert.notImplemented": .alertTitle])
    }

    /// A table column's title (`let column = NSTableColumn(identifier: …); column.title = …`)
    /// heads the column, as SwiftUI's `TableColumn("…")` does.
    @Test func aTableColumnsTitleIsAHeading() {
        let source = #"""
        final class SavedNetworks: NSViewController {
            lazy var table: NSTableView = {
                let table = NSTableView()
                let name = NSTableColumn(identifier: .init("name"))
                name.title = NSLocalizedString("column.name", comment: "")
                table.addTableColumn(name)
                return table
            }()
        }
        """#
        #expect(roles(source) == ["column.name": .sectionHeader])
    }

    /// A title given to a window or a panel made in the function (`let w = NSWindow(…)`,
    /// `let panel = NSOpenPanel()`) titles that window, as `navigationTitle` titles a screen;
    /// a button made so keeps its button's title.
    @Test func aWindowsTitleIsATitle() {
        let source = #"""
        final class AboutWindow {
            func buildWindow() {
                let w = NSWindow(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
                w.title = NSLocalizedString("about.title", comment: "")
                let panel = NSOpenPanel()
                panel.title = NSLocalizedString("import.pickerTitle", comment: "")
                let grant = NSButton()
                grant.title = NSLocalizedString("grant.button", comment: "")
            }
        }
        """#
        #expect(roles(source) == ["about.title": .windowTitle, "import.pickerTitle": .windowTitle, "grant.button": .button])
    }

    /// `NSMenu.addItem(withTitle:action:keyEquivalent:)`, `insertItem(withTitle:…)` and a pop-up
    /// button's `addItem(withTitle:)`/`addItems(withTitles:)` make menu items, also where the
    /// app's own function passes its parameter on, and where the titles are mapped from an
    /// enum's cases (the closure's value, a ternary's branches).
    @Test func titlesAddedToAMenuOrAPopUpButtonAreMenuItems() {
        let source = #"""
        enum Sorting: CaseIterable {
            case name, date
            var localizedName: String {
                switch self {
                case .name: return NSLocalizedString("sort.byName", comment: "")
                case .date: return NSLocalizedString("sort.byDate", comment: "")
                }
            }
        }
        final class StatusMenu {
            let menu = NSMenu()
            @discardableResult
            func addEntry(_ title: String, _ action: Selector, _ key: String) -> NSMenuItem {
                let item = menu.addItem(withTitle: title, action: action, keyEquivalent: key)
                return item
            }
            func build() {
                addEntry(NSLocalizedString("menu.preferences", comment: ""), #selector(open), ",")
                menu.insertItem(withTitle: NSLocalizedString("menu.first", comment: ""), action: nil, keyEquivalent: "", at: 0)
                let popUp = NSPopUpButton()
                popUp.addItem(withTitle: NSLocalizedString("popup.single", comment: ""))
                popUp.addItems(withTitles: Sorting.allCases.map { $0.localizedName })
                popUp.addItems(withTitles: Sorting.allCases.map { s -> String in
                    s == .name ? NSLocalizedString("sort.none", comment: "") : s.localizedName
                })
                popUp.addItems(withTitles: [NSLocalizedString("popup.a", comment: ""), NSLocalizedString("popup.b", comment: "")])
            }
        }
        """#
        #expect(roles(source) == [
            "menu.preferences": .menuItem, "menu.first": .menuItem, "popup.single": .menuItem,
            "sort.byName": .menuItem, "sort.byDate": .menuItem, "sort.none": .menuItem,
            "popup.a": .menuItem, "popup.b": .menuItem,
        ])
    }

    /// An `NSButton` is what its code makes it: a radio button or a checkbox (made so, given that
    /// button type, or a disclosure button) is an on/off control, read as a checkbox's label; a
    /// borderless button in the accent or link colour is drawn as a link. A button of the same
    /// name in another function is a push button still.
    @Test func anAppKitButtonIsTheControlItsCodeMakesIt() {
        let source = #"""
        final class Pane {
            func build() {
                let choice = NSButton(radioButtonWithTitle: NSLocalizedString("radio.made", comment: ""), target: nil, action: nil)
                let other = NSButton(title: NSLocalizedString("radio.typed", comment: ""), target: nil, action: nil)
                other.setButtonType(.radio)
                let details = NSButton(title: NSLocalizedString("disclosure.details", comment: ""), target: nil, action: nil)
                details.bezelStyle = .disclosure
                let feature = NSButton(title: NSLocalizedString("switch.typed", comment: ""), target: nil, action: nil)
                feature.buttonType = .switch
            }
            private func footerLink(_ title: String) -> NSButton {
                let button = NSButton(title: title, target: nil, action: nil)
                button.isBordered = false
                if #available(macOS 10.14, *) {
                    button.contentTintColor = .controlAccentColor
                }
                return button
            }
            private func pushButton() -> NSButton {
                let button = NSButton(title: NSLocalizedString("push.plain", comment: ""), target: nil, action: nil)
                button.isBordered = false
                return button
            }
            func footer() {
                _ = footerLink(NSLocalizedString("link.footer", comment: ""))
                let tinted = NSButton(title: NSLocalizedString("link.tinted", comment: ""), target: nil, action: nil)
                tinted.isBordered = false
                tinted.contentTintColor = NSColor.linkColor
            }
        }
        """#
        #expect(roles(source) == [
            "radio.made": .toggle, "radio.typed": .toggle, "disclosure.details": .toggle, "switch.typed": .toggle,
            "link.footer": .link, "link.tinted": .link, "push.plain": .button,
        ])
    }

    /// A menu item made with no action that the code never gives one (nor a submenu) is shown
    /// disabled: a line of information. One given an action, a target or a submenu later stays
    /// a menu item, and so does a pop-up button's option, which the button acts on.
    @Test func aMenuItemWithNoActionIsInformation() {
        let source = #"""
        final class StatusMenu {
            var menu = NSMenu()
            let info = NSMenuItem(title: NSLocalizedString("menu.waiting", comment: ""), action: nil, keyEquivalent: "")
            let more = NSMenuItem(title: NSLocalizedString("menu.more", comment: ""), action: nil, keyEquivalent: "")
            let later = NSMenuItem(title: NSLocalizedString("menu.later", comment: ""), action: nil, keyEquivalent: "")
            let parent = NSMenuItem(title: NSLocalizedString("menu.parent", comment: ""), action: nil, keyEquivalent: "")
            func build() {
                menu.addItem(info)
                menu.addItem(NSMenuItem(title: NSLocalizedString("menu.none", comment: ""), action: nil, keyEquivalent: ""))
                more.submenu = NSMenu()
                later.action = #selector(open)
                menu.setSubmenu(NSMenu(), for: parent)
                menu.addItem(NSMenuItem(title: NSLocalizedString("menu.quit", comment: ""), action: #selector(quit), keyEquivalent: "q"))
                let option = NSMenuItem(title: NSLocalizedString("popup.thirds", comment: ""), action: nil, keyEquivalent: "")
                option.tag = 3
                popUp.menu?.addItem(option)
                let choice = NSMenuItem(title: NSLocalizedString("popup.halves", comment: ""), action: nil, keyEquivalent: "")
                popUp.menu?.addItem(choice)
            }
            // The app's own initializer with no action (`extension NSMenuItem { convenience
            // init(title: String) { self.init(title: title, action: nil, keyEquivalent: "") } }`).
            let status = NSMenuItem(title: NSLocalizedString("menu.status", comment: ""))
            let join = NSMenuItem(title: NSLocalizedString("menu.join", comment: ""))
            func more() { join.action = #selector(open) }
        }
        """#
        #expect(roles(source) == [
            "menu.waiting": .text, "menu.none": .text, "menu.more": .menuItem, "menu.later": .menuItem,
            "menu.parent": .menuItem, "menu.quit": .menuItem, "popup.thirds": .menuItem, "popup.halves": .menuItem,
            "menu.status": .text, "menu.join": .menuItem,
        ])
    }

    /// A menu item the code disables (`item.isEnabled = false`) is no command people choose: a
    /// line of information in the menu (“No upcoming meetings”), running text, as its helper's
    /// callers give it; an item left enabled, or enabled by a condition, stays a menu item, and so
    /// does one with a check mark (`state = .on`).
    @Test func aDisabledMenuItemIsInformationNotACommand() {
        let source = #"""
        final class MenuBuilder {
            private func statusItem(title: String, bold: Bool = false) -> NSMenuItem {
                let item = NSMenuItem(title: title, action: nil, keyEquivalent: "")
                if bold {
                    item.attributedTitle = NSAttributedString(string: title, attributes: [.font: NSFont.boldSystemFont(ofSize: 13)])
                }
                item.isEnabled = false
                return item
            }
            func build(empty: Bool) -> [NSMenuItem] {
                let title: String
                if empty {
                    title = NSLocalizedString("menu.no_upcoming", comment: "")
                } else {
                    title = NSLocalizedString("menu.stale", comment: "")
                }
                let refresh = NSMenuItem(title: NSLocalizedString("menu.refresh", comment: ""), action: #selector(reload), keyEquivalent: "")
                let titleItem = statusItem(title: title, bold: true)
                let mode = NSMenuItem()
                mode.title = NSLocalizedString("menu.mode", comment: "")
                mode.state = empty ? .on : .off
                mode.isEnabled = !empty
                return [titleItem, refresh, mode]
            }
        }
        """#
        #expect(roles(source) == ["menu.no_upcoming": .text, "menu.stale": .text, "menu.refresh": .menuItem, "menu.mode": .menuItem])
    }

    /// A button of the app's own `NSButton` subclass: its initializer passes its parameter on to
    /// `NSButton`'s (`self.init(title:…)`, `super.init(title:…)`) or sets its own `title` or
    /// `attributedTitle`; callers' keys are buttons (links when it draws itself as one).
    /// `attributedTitle = NSAttributedString(string:)` titles any button. A parameter the
    /// initializer does not store is no property of the same name elsewhere.
    @Test func theAppsButtonSubclassesAndAttributedTitlesAreButtons() {
        let source = #"""
        class QuietButton: NSButton {
            convenience init(_ title: String) {
                self.init(title: title, target: nil, action: nil)
                isBordered = false
            }
        }
        class StyledButton: NSButton {
            init(caption: String) {
                super.init(frame: .zero)
                attributedTitle = NSAttributedString(string: caption, attributes: [.font: NSFont.systemFont(ofSize: 11)])
            }
        }
        class InlineLink: NSButton {
            init(text: String) {
                super.init(title: text, target: nil, action: nil)
                isBordered = false
                contentTintColor = .linkColor
            }
        }
        final class Prompt {
            var title: String { NSLocalizedString("prompt.property", comment: "") }
            func build() {
                _ = QuietButton(NSLocalizedString("quiet.notNow", comment: ""))
                _ = StyledButton(caption: NSLocalizedString("styled.caption", comment: ""))
                _ = InlineLink(text: NSLocalizedString("inline.link", comment: ""))
                let grant = NSButton()
                grant.attributedTitle = NSAttributedString(string: NSLocalizedString("grant.attributed", comment: ""), attributes: [:])
            }
        }
        """#
        #expect(roles(source) == [
            "quiet.notNow": .button, "styled.caption": .button, "inline.link": .link, "grant.attributed": .button,
            "prompt.property": .localizedString,
        ])
    }

    /// A label of the app's own `NSTextField` subclass passes its text on to
    /// `NSTextField(labelWithString:)`: callers' keys are text, though the class is named
    /// `Label` as SwiftUI's view is (the app's own type shadows the framework's). An
    /// `NSTabViewItem`'s `label` is its tab's title, as a `UITabBarItem`'s `title` is.
    @Test func theAppsLabelSubclassShowsTextAndATabViewItemsLabelTitlesItsTab() {
        let label = #"""
        class Label: NSTextField {
            convenience init(text: String = "", font: NSFont? = nil) {
                self.init(labelWithString: text)
                self.font = font
            }
        }
        """#
        let settings = #"""
        final class SettingsViewController: NSTabViewController {
            private let backgroundLabel = Label(text: NSLocalizedString("settings.background", comment: ""))
            override init(nibName: NSNib.Name?, bundle: Bundle?) {
                super.init(nibName: nibName, bundle: bundle)
                let general = NSTabViewItem(viewController: GeneralViewController())
                general.label = NSLocalizedString("settings.tab.general", comment: "")
                addTabViewItem(general)
            }
        }
        """#
        // A nested type is named with its own outside it: `Mapping.Button` shadows no `Button`.
        let mapping = #"""
        struct Mapping { enum Button { case left, right } }
        struct MappingView: View {
            var body: some View { Button(String(localized: "mapping.restore")) {} }
        }
        """#
        let uses = SwiftSourceScanner.uses(inSources: [(label, "Label.swift"), (settings, "Settings.swift"), (mapping, "Mapping.swift")])
        let roles = SwiftSourceScanner.roles(uses).mapValues(\.kind)
        #expect(roles["settings.background"] == .text)
        #expect(roles["settings.tab.general"] == .tabItem)
        #expect(roles["mapping.restore"] == .button)
    }

    /// The app's label class that sets the font it is given (`Label(text:font:)`, `self.font =
    /// font` after `self.init(labelWithString: text)`) shows a key given with a bold font as a
    /// heading, also through the app's function that makes a settings section with it; with no
    /// font, or a regular one, text.
    @Test func theAppsLabelClassMadeWithABoldFontIsAHeading() {
        let label = #"""
        class Label: NSTextField {
            convenience init(text: String = "", font: NSFont? = nil, color: NSColor? = nil) {
                self.init(labelWithString: text)
                self.font = font
                self.textColor = color
            }
        }
        """#
        let settings = #"""
        extension NSViewController {
            func makeSection(title: String, content: NSView) -> NSView {
                let label = Label(text: title, font: .systemFont(ofSize: 14, weight: .semibold))
                return NSStackView(views: [label, content])
            }
        }
        final class GeneralSettings: NSViewController {
            private let dotsLabel = Label(text: NSLocalizedString("settings.dots", comment: ""))
            private let hint = Label(text: NSLocalizedString("settings.hint", comment: ""), font: .systemFont(ofSize: 11))
            func build() {
                _ = makeSection(title: NSLocalizedString("settings.menu_bar", comment: ""), content: NSView())
                _ = Label(text: NSLocalizedString("settings.bold", comment: ""), font: .boldSystemFont(ofSize: 13))
            }
        }
        """#
        let uses = SwiftSourceScanner.uses(inSources: [(label, "Label.swift"), (settings, "Settings.swift")])
        let roles = SwiftSourceScanner.roles(uses).mapValues(\.kind)
        #expect(roles["settings.menu_bar"] == .headingText)
        #expect(roles["settings.bold"] == .headingText)
        #expect(roles["settings.dots"] == .text)
        #expect(roles["settings.hint"] == .text)
    }

    /// A computed property of the app's view whose setter shows its value (`var buttonText:
    /// String { set(value) { button.setTitle(value, for: .normal) } }`, `newValue` in a
    /// `toolTip`) shows what the code assigns to it on one of those views (`cell.buttonText =
    /// …`), in another file, typed or not, or on a subclass of theirs.
    @Test func aKeyAssignedToTheAppsPropertyIsShownAsItsSetterShowsIt() {
        let cells = #"""
        class ButtonCell: UITableViewCell {
            let button = UIButton(type: .system)
            var buttonText: String {
                get { return button.title(for: .normal) ?? "" }
                set(value) { button.setTitle(value, for: .normal) }
            }
        }
        class KeyValueCell: UITableViewCell {
            let valueTextField = UITextField()
            var placeholderText: String {
                get { return valueTextField.placeholder ?? "" }
                set(value) { valueTextField.placeholder = value }
            }
        }
        class ButtonRow: NSView {
            let button = NSButton()
            var buttonToolTip: String {
                get { return button.toolTip ?? "" }
                set { button.toolTip = newValue }
            }
        }
        """#
        let screens = #"""
        final class DetailViewController: UITableViewController {
            func deleteCell(for tableView: UITableView) -> UITableViewCell {
                let cell: ButtonCell = tableView.dequeueReusableCell(for: indexPath)
                cell.buttonText = NSLocalizedString("delete.button", comment: "")
                return cell
            }
            func nameCell(for tableView: UITableView) -> UITableViewCell {
                let cell: EditableKeyValueCell = tableView.dequeueReusableCell(for: indexPath)
                cell.placeholderText = NSLocalizedString("name.placeholder", comment: "")
                return cell
            }
            func statusRow(_ row: NSView) {
                guard let cell = row as? ButtonRow else { return }
                cell.buttonToolTip = NSLocalizedString("status.tooltip", comment: "")
            }
        }
        """#
        let subclasses = #"""
        class EditableKeyValueCell: KeyValueCell {
            var onValueChanged: ((String) -> Void)?
        }
        """#
        let uses = SwiftSourceScanner.uses(inSources: [(cells, "Cells.swift"), (screens, "Screens.swift"), (subclasses, "Subclasses.swift")])
        let roles = SwiftSourceScanner.roles(uses).mapValues(\.kind)
        #expect(roles["delete.button"] == .button)
        // Set on a subclass of the app's cell, declared in a third file.
        #expect(roles["name.placeholder"] == .textFieldPrompt)
        #expect(roles["status.tooltip"] == .help)
    }

    /// An AppKit label made in code (`NSTextField(labelWithString:)`, an `NSTextField`'s
    /// `stringValue`) that the code then sets in a bold font, or in a heading's text style, is a
    /// section's heading; in 22 points or more, or a title's text style, a title, as the same
    /// label drawn by an interface file is. A font that is bold only in one branch of a
    /// condition (a selected row's) says nothing; other labels stay text. A bold `UILabel` is
    /// as often a row's or an action's title (a custom action sheet's) as a section's: text.

    /// A subclass of the app's own `NSButton` subclass, declared in another file, is a button
    /// too (`Checkbox: HoverButton: NSButton`): its `title = title` titles the button, and its
    /// own `setButtonType(.switch)` makes it a checkbox, whose title is a toggle's label. The
    /// `title` some alert reads on a value of unknown type (`alert.messageText = error.title`)
    /// is not the checkbox's.
    @Test func aSubclassOfTheAppsButtonSubclassInAnotherFileIsAButton() {
        let base = #"""
        class HoverButton: NSButton {
            init(cursor: NSCursor?) {
                super.init(frame: .zero)
            }
        }
        """#
        let checkbox = #"""
        class Checkbox: HoverButton {
            init(title: String = "", cursor: NSCursor? = .pointingHand) {
                super.init(cursor: cursor)
                self.title = title
                setButtonType(.switch)
            }
        }
        class PillButton: HoverButton {
            init(label: String) {
                super.init(cursor: nil)
                title = label
            }
        }
        """#
        let settings = #"""
        final class GeneralSettings: NSViewController {
            private let showMap = Checkbox(title: NSLocalizedString("settings.show_map", comment: ""))
            private let join = PillButton(label: NSLocalizedString("event.join", comment: ""))
            func failed(_ error: UpdateError) {
                let alert = NSAlert()
                alert.messageText = error.title
            }
        }
        """#
        let uses = SwiftSourceScanner.uses(inSources: [(base, "HoverButton.swift"), (checkbox, "Checkbox.swift"), (settings, "GeneralSettings.swift")])
        let roles = SwiftSourceScanner.roles(uses).mapValues(\.kind)
        #expect(roles["settings.show_map"] == .toggle)
        #expect(roles["event.join"] == .button)
    }
    @Test func aLabelTheCodeSetsInABoldOrLargeFontIsAHeadingOrATitle() {
        let source = #"""
        final class ShortcutsPane {
            let hint = NSTextField(labelWithString: "")
            func build() {
                let header = NSTextField(labelWithString: NSLocalizedString("pane.header", comment: ""))
                header.font = NSFont.boldSystemFont(ofSize: NSFont.systemFontSize)
                let big = NSTextField(labelWithString: NSLocalizedString("pane.big", comment: ""))
                big.font = .systemFont(ofSize: 24, weight: .regular)
                let styled = UILabel()
                styled.text = NSLocalizedString("pane.styled", comment: "")
                styled.font = UIFont.preferredFont(forTextStyle: .headline)
                let row = NSTextField(labelWithString: NSLocalizedString("pane.row", comment: ""))
                row.font = NSFont.systemFont(ofSize: 13, weight: isSelected ? .semibold : .regular)
                let plain = NSTextField(labelWithString: NSLocalizedString("pane.plain", comment: ""))
                plain.font = .systemFont(ofSize: 13)
                hint.stringValue = NSLocalizedString("pane.hint", comment: "")
                let section = NSTextField()
                section.stringValue = NSLocalizedString("pane.section", comment: "")
                section.font = NSFont.systemFont(ofSize: 13, weight: .bold)
            }
        }
        """#
        #expect(roles(source) == [
            "pane.header": .headingText, "pane.big": .titleText, "pane.styled": .text,
            "pane.row": .text, "pane.plain": .text, "pane.hint": .text, "pane.section": .headingText,
        ])
    }

    /// A label made by a closure that sets its font (`private let titleLabel: NSTextField = {
    /// let label = NSTextField(labelWithString: ""); label.font = .boldSystemFont(ofSize: 13);
    /// return label }()`) has that font wherever the code sets its text.
    @Test func aLabelsFontSetInTheClosureThatMakesItIsItsFont() {
        let source = #"""
        final class JoinWindow: NSViewController {
            private let titleLabel: NSTextField = {
                let label = NSTextField(labelWithString: "")
                label.font = NSFont.boldSystemFont(ofSize: 13)
                return label
            }()
            private let subtitleLabel: NSTextField = {
                let label = NSTextField(labelWithString: "")
                label.font = NSFont.systemFont(ofSize: 13)
                return label
            }()
            func show(name: String) {
                titleLabel.stringValue = String(format: NSLocalizedString("join.title", comment: ""), name)
                subtitleLabel.stringValue = NSLocalizedString("join.subtitle", comment: "")
            }
        }
        """#
        #expect(roles(source) == ["join.title": .headingText, "join.subtitle": .text])
    }
}

/// What a view's text is by what the code names the view or the property: a notice's, a
/// banner's or an open panel's `message`, and the text of a label named for a warning or an
/// error, are messages people read (sentence style, a period after a sentence); another
/// label's text is running text.
struct MessageViewsTests {
    @Test func aViewsMessageAndAWarningLabelsTextAreMessages() {
        let roles = appKitRoles(#"""
        final class NoticeController {
            func show(_ noticeView: NoticeView) {
                noticeView.message = NSLocalizedString("Note Trashed", comment: "")
            }
        }
        final class AuthViewController: UIViewController {
            func displayEmailWarning() {
                emailWarningLabel.text = NSLocalizedString("Your email address is not valid", comment: "")
                passwordErrorLabel.text = NSLocalizedString("Password is too short", comment: "")
                nameLabel.text = NSLocalizedString("Your name", comment: "")
                let panel = NSOpenPanel()
                panel.message = NSLocalizedString("Select an app", comment: "")
            }
        }
        """#)
        #expect(roles["Note Trashed"] == .message)
        #expect(roles["Your email address is not valid"] == .message)
        #expect(roles["Password is too short"] == .message)
        #expect(roles["Your name"] == .text)
        #expect(roles["Select an app"] == .message)
    }
}

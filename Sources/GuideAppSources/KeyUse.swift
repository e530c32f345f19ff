/// Where a localized key is used in the app's code, and how it is shown.
public struct KeyUse: Sendable, Hashable {
    /// The key as a String Catalog or `.strings` file names it (interpolations become `%@`, `%lld`…).
    public var key: String
    public var kind: UIKind
    /// The Swift file, as the caller named it.
    public var file: String
    /// 1-based line of the string literal.
    public var line: Int
    /// 1-based UTF-8 byte column of the string literal.
    public var column: Int
    /// The table the call looks the key up in (`tableName: "Settings"`, `table: "Settings"`),
    /// when it names one as a literal; nil for the default table, `Localizable`.
    public var table: String?
    /// For a key shown nowhere the scanner sees (`localizedString`): the property it is the
    /// value of, when that property's name is made of several words (`paneTitle`), which say
    /// what the app does with it. (A one-word name such as `title` or `description` is any
    /// string's.)
    public var storedIn: String?
    /// The placeholders (0-based, in the key's order) the code fills with text already in the
    /// reader's language: a date or number the system formats for the locale, or the app's own
    /// localized string (`"\(mode.title) is on"`). In Chinese such a placeholder stands for
    /// Chinese words, not for Latin text that needs a space beside it.
    public var localizedArguments: Set<Int> = []
    /// The keys or texts heading the SwiftUI `Section`s the literal is in, those that spell
    /// “about”: in a settings screen's About section the app's authors speak of themselves.
    public var sectionHeaders: [String] = []
    /// The platform the code where the key is written is for: its `#if os(…)` clause's, else
    /// its file's imports', else the app's (`FileScan.platform(at:)`). A `Toggle` there is a
    /// checkbox on a Mac, a switch on iPhone.
    public var platform: AppPlatform
    /// How the key's other, less visible uses show it (a key that is one screen's title and
    /// ten alerts' is still an alert's title to the rules only an alert's title has).
    public var otherKinds: Set<UIKind> = []

    init(key: String, kind: UIKind, file: String, line: Int, column: Int, platform: AppPlatform, table: String? = nil, storedIn: String? = nil) {
        self.key = key
        self.kind = kind
        self.platform = platform
        self.file = file
        self.line = line
        self.column = column
        self.table = table
        self.storedIn = storedIn
    }
}

/// How a string is shown (fine-grained; the linter maps each to its own roles).
public enum UIKind: String, Sendable, CaseIterable {
    case navigationTitle, windowTitle, tabItem, button, menuItem, menuTitle, toggle, pickerLabel, pickerOption
    /// A `Section`'s header; also a `GroupBox` or `DisclosureGroup` label and a `TableColumn` title.
    case sectionHeader
    case sectionFooter, textFieldPrompt, searchPrompt, alertTitle, alertMessage
    /// A button in an alert or a confirmation dialog (SwiftUI, UIKit `UIAlertAction`, AppKit `NSAlert`).
    case alertAction
    /// A SwiftUI `Link`: drawn as a button on iPhone and iPad, as link text on a Mac.
    case link
    /// A SwiftUI `NavigationLink`'s label: a control people tap to go on to another screen,
    /// drawn as a button or a list's row with a chevron on iPhone and iPad; a sidebar's row on
    /// a Mac.
    case navigationLink
    case dialogTitle, dialogMessage
    /// A `ContentUnavailableView`'s title and description; also a TipKit tip's title and message.
    case emptyStateTitle, emptyStateDescription
    case help
    case accessibilityLabel, accessibilityHint
    /// A table view cell's label (`cell.textLabel?.text`, a list content configuration's
    /// `text`): the name of a list's row, on iPhone and iPad a setting or a place to go.
    case tableRow
    /// A `Label`, `LabeledContent` and other short labels that are not controls.
    case label
    /// Running text: a `Text` with nothing around it that says more. Also a second, smaller
    /// `Text` under a toggle's or a button's label (its description).
    case text
    /// A `Text` styled as a screen's title: `.font(.largeTitle)` or `.font(.title)`.
    case titleText
    /// A `Text` styled as a heading: `.font(.title2)`, `.title3` or `.headline`.
    case headingText
    /// A `Text` set larger than body text in a system font of a given size (`.font(.system(size:
    /// 16))`) with a view after it: it heads what follows on a Mac, whose body text is 13 points
    /// and whose `title3` is 15; on iPhone and iPad, where body text is 17, it is running text.
    case largeText
    case intentTitle, intentDescription, shortcutPhrase, shortcutShortTitle
    /// A widget's name and description in the widget gallery (`.configurationDisplayName`,
    /// `.description` on a widget's configuration).
    case widgetName, widgetDescription
    /// An `AppEnum` case's display name.
    case enumCaseName
    /// What a `LocalizedError` says (`errorDescription`, `failureReason`, `recoverySuggestion`):
    /// alerts and error views show it as sentences.
    case errorMessage
    /// A view's message (`noticeView.message`) or the text of a label named for a warning or an
    /// error (`emailWarningLabel.text`): a notice, a banner or an inline warning people read.
    case message
    /// Why the app asks for Touch ID, Face ID or the password (`evaluatePolicy(_:localizedReason:)`):
    /// on iPhone and iPad a line under the prompt's title; on a Mac the end of the system's own
    /// sentence (“HeliPort is trying to show the password.”), which adds its capital and period.
    case authenticationReason
    /// Text the app hands to a share sheet (`UIActivityViewController`'s items, an activity
    /// item provider's, `ShareLink`'s item): posted in the person's own name, not the app's.
    case sharedText
    /// `String(localized:)`, `NSLocalizedString` and the like with no visible use found.
    case localizedString
    /// A `Text` set in a monospaced font (`design: .monospaced`, `.monospaced()`): code or a
    /// command for people to type, not the app's prose.
    case code
    /// A localized string the code re-cases (`.capitalized`, `.uppercased()`) or puts inside
    /// other text (`"\(speed) \("speed_title".localized)"`): where it is not also shown as it
    /// is, its capitals and final punctuation are not its own.
    case fragment

    /// Higher is more visible: a key used several ways takes its most visible role.
    var visibility: Int { Self.byVisibility.count - Self.byVisibility.firstIndex(of: self)! }

    /// Most visible first.
    static let byVisibility: [UIKind] = [
        .windowTitle, .navigationTitle, .titleText, .tabItem, .alertTitle, .dialogTitle, .menuTitle,
        .button, .alertAction, .link, .navigationLink,
        // A heading is on screen whenever its section is; a menu item only while its menu is open.
        .sectionHeader, .headingText, .largeText, .menuItem, .intentTitle, .widgetName, .shortcutShortTitle, .emptyStateTitle, .toggle, .pickerLabel, .tableRow, .enumCaseName, .pickerOption,
        .textFieldPrompt, .searchPrompt, .alertMessage, .dialogMessage, .emptyStateDescription, .errorMessage, .message,
        .authenticationReason, .widgetDescription,
        .sectionFooter, .intentDescription, .shortcutPhrase, .sharedText, .label, .text, .help,
        .accessibilityLabel, .accessibilityHint,
        // Code shown to people is read by no rule: any other use of the key decides.
        .code,
        // Where the string is shown as it is, that use decides; a piece alone reads as text.
        .fragment, .localizedString,
    ]
}

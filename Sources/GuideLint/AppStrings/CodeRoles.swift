import Foundation
import GuideAppSources
import GuideCore

/// The roles an app's Swift code gives its keys: each key takes the role of its most visible
/// use (a key shown as a button and in a help tag is a button). Keys the code never shows
/// keep the role their key pattern gives.
public struct CodeRoles: Sendable {
    /// Every literal use of a key in the code.
    public let uses: [KeyUse]

    /// The device the app is written for: the platform of a key the code does not show (on a
    /// Mac the touch-screen wording rules, `en.tap` and `zh.tap`, do not apply). A key the code
    /// shows takes its role and those rules from its use's own platform (`KeyUse.platform`,
    /// `FromCode.platform`): on a Mac, checkbox and pop-up labels are running text.
    let platform: AppPlatform

    /// The tables the code names (`tableName: "Settings"`): their keys take only those uses.
    let namedTables: Set<String>

    /// Camel-case names the code declares (`UserProfile`): in copy, they are code (`code-identifier`).
    public let identifiers: Set<String>

    /// The products' names (`sing-box` of `sing-box.xcodeproj`): names in every string of the app.
    public let productNames: Set<String>

    /// The development language's text the code gives beside each key (`value:`,
    /// `defaultValue:`), by key: the first in file and line order per table.
    let developmentTexts: [String: [DevelopmentText]]

    /// Swift files too deeply nested to read (`SwiftNesting`): they gave no uses.
    public private(set) var tooDeepFiles: [String] = []

    /// The products' names that read as names: with a capital or a mark other than a letter
    /// (`LinearMouse`, `sing-box`, `Touch Time`). A plain word in lower case is as often the
    /// project's and not the app's (`podcasts.xcodeproj` of Pocket Casts), and one common word
    /// is a target's, not what people call the app (an extension displayed as `Extension`).
    var namesInCopy: Set<String> {
        productNames.filter { name in
            name.contains { !$0.isLetter || $0.isUppercase } && !(name.allSatisfy(\.isLetter) && EnglishLexicon.shared.isCommon(name.lowercased()))
        }
    }

    public init(uses: [KeyUse], platform: AppPlatform = .touch, identifiers: Set<String> = [], productNames: Set<String> = [],
                developmentTexts: [DevelopmentText] = []) {
        self.uses = uses
        self.platform = platform
        self.namedTables = Set(uses.compactMap(\.table))
        self.identifiers = identifiers
        self.productNames = productNames
        self.developmentTexts = Dictionary(grouping: developmentTexts, by: \.key)
    }

    /// The uses in the Swift files under the folders (read in parallel), their platform and the
    /// names they declare. `catalogs` are String Catalogs being linted outside the folders: their
    /// keys' generated symbols are read in the code too.
    public init(folders: [String], catalogs: [String] = []) {
        let scan = SwiftSourceScanner.scanApp(inFolders: folders, catalogs: catalogs)
        self.init(uses: scan.uses, platform: scan.platform, identifiers: scan.identifiers, productNames: scan.productNames,
                  developmentTexts: scan.developmentTexts)
        tooDeepFiles = scan.tooDeepFiles
    }

    /// A warning for each Swift file that was too deeply nested to read (`SwiftNesting`).
    public var unreadFileWarnings: [Diagnostic] {
        tooDeepFiles.map { file in
            .warning("sources.too-deep", "this Swift file nests brackets more deeply than guidegen parses (\(SwiftNesting.maximumSquareDepth) `[` or \(SwiftNesting.maximumDepth) brackets open at once); its keys' uses give no roles",
                     at: SourceLocation(file: file))
        }
    }

    /// The text the code gives beside `key` for the table named `table` (`Localizable` when the
    /// call names none), the first the code gives.
    func developmentText(forKey key: String, table: String) -> DevelopmentText? {
        developmentTexts[key]?.first { ($0.table ?? StringTable.defaultName) == table }
    }

    /// The role each code use gives, in one table; nil where the use says nothing about how the
    /// string reads (`String(localized:)` with no visible use), so the key pattern decides.
    public static func role(of kind: UIKind, on platform: AppPlatform = .touch) -> Role? {
        switch kind {
        // A Mac's checkboxes and pop-up buttons are labelled in either style, a feature's name
        // in title style (“Retina Mode”) beside a sentence (“Check for updates automatically”):
        // they are read as running text. An iPhone's switches, pickers and rows in a list are
        // titled, as Settings titles its rows.
        case .toggle where platform == .mac, .pickerLabel where platform == .mac, .tableRow where platform == .mac:
            return .text
        // A `Link` is link text on a Mac, a button on iPhone and iPad; a `NavigationLink` is
        // tapped to go on there too, and on a Mac is a sidebar's or a list's row.
        case .link, .navigationLink:
            return platform == .mac ? .text : .button
        case .navigationTitle, .windowTitle, .titleText, .tabItem, .toggle, .pickerLabel, .tableRow, .intentTitle, .widgetName,
             .shortcutShortTitle, .emptyStateTitle, .enumCaseName:
            return .title
        case .sectionHeader, .headingText:
            return .heading
        // Larger than a Mac's body text (13 points), as its `title3` (15) is: a heading there; at
        // about an iPhone's body size (17), running text.
        case .largeText:
            return platform == .mac ? .heading : .text
        case .button, .alertAction:
            return .button
        case .menuItem, .menuTitle, .pickerOption:
            return .menuItem
        case .alertTitle, .dialogTitle:
            return .alertTitle
        case .alertMessage, .dialogMessage:
            return .alertMessage
        case .authenticationReason:
            return platform == .mac ? .text : .message
        case .emptyStateDescription, .errorMessage, .message, .intentDescription, .widgetDescription, .help, .accessibilityHint:
            return .message
        // A section's footer explains its rows in running text, as a key named `…footer` does.
        case .textFieldPrompt, .searchPrompt, .shortcutPhrase, .sharedText, .label, .text, .accessibilityLabel, .fragment, .sectionFooter:
            return .text
        // Code shown to people: no rule reads it (`FromCode.isCode`).
        case .code:
            return .text
        case .localizedString:
            return nil
        }
    }

    /// The role and its source for each of a table's keys that the code shows. A key the code
    /// spells with other placeholders (`\(count)` is `%@` to the scanner, `%lld` in the
    /// catalog) is matched by its shape.
    ///
    /// `table` is the file's name without its extension (`Localizable`, `Settings`): a key there
    /// takes only the uses that look it up in that table, so one key name in several tables does
    /// not take another table's role. Uses that name no table look in `Localizable`; a table the
    /// code never names (a storyboard's `Main`, or keys the code reaches through its own
    /// wrapper) takes them too, as before tables were told apart.
    ///
    /// A key shown nowhere the code shows but stored in a property whose name says what it is
    /// for (`let paneTitle = NSLocalizedString(…)`, read by a framework) takes the role that
    /// name gives through `patterns`, as a key named so would.
    func roles(forKeys keys: some Collection<String>, table: String = StringTable.defaultName,
               patterns: RolePatterns = RolePatterns()) -> [String: FromCode] {
        guard !uses.isEmpty else { return [:] }
        let takesUnnamed = table == StringTable.defaultName || !namedTables.contains(table)
        let ownUses = namedTables.isEmpty ? uses : uses.filter { $0.table == table || ($0.table == nil && takesUnnamed) }
        // Each key's role on every core: an app's one String Catalog may hold tens of thousands.
        let found = Array(SwiftSourceScanner.roles(ownUses, catalogKeys: keys))
        let made = concurrentMap(found.count, chunk: 64) { Self.fromCode(found[$0].value, key: found[$0].key, patterns: patterns) }
        var result: [String: FromCode] = [:]
        result.reserveCapacity(found.count)
        for (index, fromCode) in made.enumerated() {
            if let fromCode { result[found[index].key] = fromCode }
        }
        return result
    }

    /// What one use, the most visible of `key`'s, says of the key; nil when it says nothing of
    /// how the string reads.
    private static func fromCode(_ use: KeyUse, key: String, patterns: RolePatterns) -> FromCode? {
        let location = SourceLocation(file: use.file, line: use.line, column: use.column)
        // A phrase people say to Siri, or post through a share sheet, is in their voice: “my”
        // there is theirs; in a section headed About the authors speak of themselves.
        // So is text kept in a property named for sharing it (`sharingText`), which the code
        // hands to a share sheet by ways it cannot follow (a view model's `activityItems`).
        let keptForSharing = use.storedIn.map { namesSharedText($0, patterns: patterns) } ?? false
        let spoken = use.kind == .shortcutPhrase || use.kind == .sharedText || keptForSharing
            || use.sectionHeaders.contains(where: InterfaceBuilderStrings.namesAbout)
        var result: FromCode
        if kindsOnlyOfStanding.contains(use.kind), case let named = patterns.role(forKey: key), named == .message || named == .alertMessage {
            // A font says only that the text stands out (an empty list's “Plugins folder is
            // empty” in `.largeTitle`), and an empty state's place only that it heads the
            // state; the key's name says what it is.
            result = FromCode(role: named, source: Diagnostic.Note(location: location, message: "checked as \(article(named)) \(named.rawValue): its key names a message, which the code shows as \(use.kind.rawValue) here"),
                              spokenByPeople: spoken, localizedArguments: use.localizedArguments, platform: use.platform)
        } else if let role = role(of: use.kind, on: use.platform) {
            result = FromCode(role: role, source: Diagnostic.Note(location: location, message: "checked as \(article(role)) \(role.rawValue): the code shows this key as \(use.kind.rawValue) here"),
                              spokenByPeople: spoken, localizedArguments: use.localizedArguments, platform: use.platform, isCode: use.kind == .code,
                              isAccessibilityHint: use.kind == .accessibilityHint)
        } else if let property = use.storedIn, case let role = patterns.role(forKey: property), role != .text {
            result = FromCode(role: role, source: Diagnostic.Note(location: location, message: "checked as \(article(role)) \(role.rawValue): the code keeps this key in `\(property)`"),
                              spokenByPeople: spoken, localizedArguments: use.localizedArguments, platform: use.platform)
        } else if keptForSharing, let property = use.storedIn {
            result = FromCode(role: .text, source: Diagnostic.Note(location: location, message: "checked as a text people share: the code keeps this key in `\(property)`"),
                              spokenByPeople: true, localizedArguments: use.localizedArguments, platform: use.platform)
        } else {
            return nil
        }
        result.otherRoles = Set(use.otherKinds.compactMap { role(of: $0, on: use.platform) }).subtracting([result.role])
        return result
    }

    /// True for a property named for text people share (`sharingText`, `shareMyAddressText`,
    /// `textToShare`) whose name gives no role of its own (`shareButtonTitle` is a button's).
    static func namesSharedText(_ property: String, patterns: RolePatterns) -> Bool {
        RolePatterns.segments(of: property).contains { ["share", "sharing", "shared"].contains($0) } && patterns.role(forKey: property) == .text
    }

    /// What the code says about one key: its role, where that came from, and how its
    /// placeholders are filled.
    struct FromCode {
        var role: Role
        var source: Diagnostic.Note
        /// A phrase people say (to Siri), or the authors in an About section: “my” there is
        /// not the app's.
        var spokenByPeople: Bool
        /// `KeyUse.localizedArguments`, over all the key's uses.
        var localizedArguments: Set<Int>
        /// The platform of the use the role comes from: on a Mac the touch-screen rules skip the key.
        var platform: AppPlatform
        /// Shown only as code (a monospaced `Text`): no rule reads it.
        var isCode = false
        /// Spoken by VoiceOver as an accessibility hint (`LintSegment.isAccessibilityHint`).
        var isAccessibilityHint = false
        /// The roles the key's other uses give it (`LintSegment.alsoShownAs`).
        var otherRoles: Set<Role> = []
    }

    /// Kinds that say only that a text stands out, not what it is: those a font gives
    /// (`Text(…).font(.largeTitle)`, `.headline`, a size above the body's), and an empty state's
    /// title, which heads the state. A key named for a message decides over them.
    static let kindsOnlyOfStanding: Set<UIKind> = [.titleText, .headingText, .largeText, .emptyStateTitle]

    static func article(_ role: Role) -> String {
        ["a", "e", "i", "o", "u"].contains(role.rawValue.prefix(1)) ? "an" : "a"
    }

    /// True when a folder holds a Swift file (outside build output and dependencies), so that
    /// linting an app's folder finds the roles in its code by itself.
    public static func folderHasSwiftFiles(_ folder: String) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return false }
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if SwiftSourceScanner.skippedFolders.contains(name) || name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { return true }
        }
        return false
    }
}

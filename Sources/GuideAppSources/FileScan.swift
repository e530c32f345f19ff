import GuideCore
import SwiftParser
import SwiftSyntax

/// What one Swift file says about keys, before helpers are followed across files.
struct FileScan {
    /// A reference met in a position whose kind is known.
    struct Found {
        var reference: KeyReference
        var kind: UIKind
        /// The view type whose body shows it, when nothing inside that body decided its kind.
        var host: String? = nil
        /// The view function or property that returns it (`func:label`, `var:menu`), when nothing
        /// inside that declaration decided its kind: where it is called decides.
        var viewDeclaration: String? = nil
        /// True, with `viewDeclaration`, when a text stands before this one in that declaration
        /// (`HStack { Text(alias); Spacer(); Text(description) }`): where a control's label holds
        /// the view, it describes the control, as a second text in the label itself does.
        var followsAnotherText = false
        /// The app's own view that holds it, and the argument or closure it is given in, when
        /// nothing between decided its kind: where that view's body shows the argument decides.
        var appView: AppViewSlot? = nil
    }

    /// An argument or closure of a call to a view the app may define (`FoldingSection { … }
    /// label: { Text("key") }` is `FoldingSection`, `label`).
    struct AppViewSlot: Hashable {
        var type: String
        /// The argument's or closure's label; nil for the first trailing closure or an unlabeled argument.
        var label: String?
        /// True when a text stands before this one in the closure or arguments given: in a
        /// label it describes the first, in a picker's or a menu's content it is one more item.
        var followsAnotherText = false
    }

    /// A view type of the app's: where its body shows each stored property it is given.
    struct ViewType {
        /// By stored property, per kind of leaf view given (a `Text`, a `Button`…), the kind it
        /// has where the body shows it.
        var shown: [String: [UIKind: UIKind]] = [:]
        /// Stored properties in declaration order.
        var properties: [String] = []
        /// Initializer parameter (by argument label) → the stored property it ends up in.
        var flows: [String: String] = [:]
        /// Stored properties the body gives on to another of the app's views (`sectionHeadline
        /// { title }`), where that view's body decides what they are.
        var forwards: [String: AppViewSlot] = [:]
    }

    /// What an interpolation in a key (`"\(name) was saved"`) puts in the string.
    enum InterpolatedValue: Hashable {
        /// Text already in the reader's language: a value the system formats for the locale
        /// (`\(date, style: .relative)`, `format:`, `formatter:`) or a string localized in place.
        case localized
        /// A property or method read by name (`mode.title`, `name`, `title()`): localized text when
        /// the app's code gives that property keys.
        case read(String)
        /// Anything else (a parameter, a number, a user's name).
        case other
    }

    /// A function or a type whose parameters may carry keys to where they are shown.
    struct Helper {
        /// `func:NAME`, `func:NAME@OWNER` for a method of the app's type `OWNER`, `case:NAME`
        /// or `type:NAME`.
        var id: String
        /// One list per way to call it (a type's initializers, or the memberwise one).
        var signatures: [[Parameter]]

        /// The name calls use: `NAME` of any id.
        var name: String { Self.name(ofID: id) }

        /// `NAME` of `func:NAME@OWNER`, `func:NAME`, `case:NAME` or `type:NAME`.
        static func name(ofID id: String) -> String {
            let name = id.drop { $0 != ":" }.dropFirst()
            return String(name.prefix { $0 != "@" })
        }

        /// A function's id: a method is its type's own (a private `setup(title:)` in a view and
        /// another in an extension of `NSButton` show their parameters each in its own way).
        static func functionID(_ function: FunctionDeclSyntax) -> String {
            // A protocol's requirement is the protocol's, as its extension's methods are.
            var group = function.parent
            while let node = group, !node.isProtocol(DeclGroupSyntax.self) { group = node.parent }
            let inProtocol = group?.as(ProtocolDeclSyntax.self)?.name.text
            return functionID(function.name.text, owner: inProtocol ?? FileScanVisitor.owner(of: Syntax(function)))
        }

        /// The id of the function `name` of the type `owner` (nil: outside any type).
        static func functionID(_ name: String, owner: String?) -> String {
            "func:" + name + (owner.map { "@" + $0 } ?? "")
        }

        /// The type whose method a `func:NAME@OWNER` id is; nil for any other id.
        static func owner(ofID id: String) -> String? {
            guard id.hasPrefix("func:"), let at = id.firstIndex(of: "@") else { return nil }
            return String(id[id.index(after: at)...])
        }
    }

    struct Parameter {
        /// The argument label at call sites (nil: none).
        var label: String?
        /// The parameter or stored property the argument ends up in.
        var target: String
        /// True when a bare literal passed here is a key (`LocalizedStringKey` and the like).
        var literalIsKey: Bool
        /// The name of the type the parameter is declared with, without optionals, arrays or
        /// the types it is nested in (`Prompt` for `Action.Prompt?`): what `.init(…)` passed
        /// here builds.
        var type: String? = nil
        /// True when the stored property is seen only in its file (`private`, or of a `private`
        /// type): only that file's reads say how it is shown.
        var filePrivate = false
        /// An initializer's parameter name, which its body may show itself
        /// (`KeyReader.initializerParameterPrefix`).
        var internalName: String? = nil
        /// True for an action to run: a function type that returns nothing (`isActionType`).
        var isAction = false
    }

    /// The argument of another call that a call stands in (`prompt:` of `Action(prompt: .init(…))`).
    struct ArgumentPlace {
        var callee: String
        var label: String?
        /// Its place among the call's unlabeled arguments, when it has no label.
        var unlabeledIndex: Int
    }

    /// A call that may be to a helper, with the references in its arguments.
    struct Call {
        var callee: String
        var arguments: [(label: String?, references: [KeyReference])]
        /// What the fonts given by label make a text (`font: .largeTitle`: a title).
        var fonts: [String: UIKind] = [:]
        /// For `.init(…)` whose type no declaration names: the argument it is given as, whose
        /// parameter's type it builds.
        var place: ArgumentPlace? = nil
        /// The control a view standing where the call stands labels (a `Button`'s label, a
        /// `Menu`'s content): an app's row view there (`SettingsRow(title:)`) is that control's label.
        var control: UIKind? = nil
        /// The type a static function is called on (`SPIndicator` of `SPIndicator.present(…)`).
        var receiver: String? = nil
    }

    var file: String
    var found: [Found] = []
    var helpers: [Helper] = []
    var calls: [Call] = []
    /// Keys a property's getter or initializer gives, by property name.
    var propertySources: [String: [(key: String, position: Position)]] = [:]
    /// Properties (and `name()` methods) of `propertySources` that are private to the file: read
    /// only here, whatever other files' properties of the same name are shown as.
    var privateProperties: Set<String> = []
    /// Keys inside localizing calls: used as `.localizedString` when nothing shows them.
    var localizedLiterals: [(key: String, position: Position)] = []
    /// Properties the code localizes where it reads them (`Text(LocalizedStringKey(item.title))`,
    /// `title.localized()` in the type that stores it): a plain literal stored in one is a key.
    var localizedReads: [KeyReference] = []
    /// Keys whose localized string the code re-cases or puts inside other text (`.fragment`).
    var fragments: [(key: String, position: Position)] = []
    /// Views used where their buttons are menu items (inside `.contextMenu`, `Menu`…).
    var menuHosts: Set<String> = []
    /// Views used as a picker's content: the texts their bodies show are its options.
    var pickerHosts: Set<String> = []
    /// Views used inside a menu or a pop-up picker: their sections are the menu's groups.
    var menuGroupHosts: Set<String> = []
    /// Per type of the app's, the stored properties its `Text`s show in a font it was given,
    /// with that font's property (`Text(text).font(font)`: `text` in `font`).
    var fontSlots: [String: [String: String]] = [:]
    /// The table a key literal is looked up in, by the literal's position, where its call names
    /// one (`Text("done", tableName: "Settings")`).
    var tables: [Position: String] = [:]
    /// What each interpolation of an interpolated key literal shows, in order, by the literal's
    /// position: the key's `%@` stands for it.
    var interpolations: [Position: [InterpolatedValue]] = [:]
    /// `KeyUse.sectionHeaders`, by the literal's position, where there are any.
    var sectionHeaders: [Position: [String]] = [:]
    /// Keys the code assigns to a stored property of its own type (`hint = "key"`), with the
    /// helper (`type:NAME`) and property: shown where that property is.
    var storedKeys: [(helperID: String, property: String, key: String, position: Position)] = []
    /// What the code assigns to a property the framework does not know on another object
    /// (`cell.buttonText = …`): the object's type when the code says it, the property, and the
    /// references assigned. Shown as the app's property of that name is (its setter's use).
    var assignedKeys: [AssignedKeys] = []
    /// One assignment of `assignedKeys`; `fallback` is what the property's name says, where
    /// it says something (`message`) and the object is of the app's own type.
    typealias AssignedKeys = (type: String?, property: String, references: [KeyReference], fallback: UIKind?)
    /// The modules the file imports (`AppKit` for `import AppKit.NSView`).
    var imports: Set<String> = []
    /// The platform the file's own imports say its code is for (`AppPlatform(fileImports:)`),
    /// from those outside `#if` clauses that choose a platform: nil for code shared by both.
    var importedPlatform: AppPlatform? = nil
    /// The platform the file's folders inside the app name (`Platform/macOS/…`), if any.
    var folderPlatform: AppPlatform? = nil
    /// The `#if` clauses that compile their code for one platform (`AppPlatform(compiledAt:)`),
    /// with the places they span, each after the clauses around it.
    var platformClauses: [(span: ClosedRange<Position>, platform: AppPlatform)] = []
    /// Where view functions and view properties are used (`func:label`, `var:menu`): per kind of
    /// leaf view they may return, the kind it has at that place; and the view type whose body
    /// holds the use, when nothing there decided it (where that view is used may).
    var viewCalls: [(name: String, kinds: [UIKind: UIKind], host: String?)] = []
    /// The view types the file declares, by name.
    var viewTypes: [String: ViewType] = [:]
    /// The stored properties of each struct and class the file declares, by the type's name.
    var storedProperties: [String: Set<String>] = [:]
    /// The computed properties giving keys that each type (or an extension of it) declares, by
    /// the type's name: a read on a value declared with that type is that property alone.
    var computedProperties: [String: Set<String>] = [:]
    /// The type each property (stored or computed) is declared with, as `typeName` names it, by
    /// the declaring type's name (or the extended one's): what `cask.warning?.title` reads
    /// `title` on.
    var propertyTypes: [String: [String: String]] = [:]
    /// The type whose computed property, or stored property's first value, gives the key at a
    /// position of `propertySources`.
    var propertyOwners: [Position: String] = [:]
    /// Computed properties (and `name()` methods) that return another property's value
    /// (`var feedTitle: String { feed.title }`): reading them reads those.
    var propertyAliases: [String: [KeyReference]] = [:]
    /// Local constants made from a read on a value whose type the code says, or a parameter or a
    /// stored property of the function's own (`let text = Texts.shared.rateText`), by the local's
    /// name as `localName` gives it: shown where the constant is.
    var localReads: [String: [KeyReference]] = [:]
    /// The same for a type's own computed properties, by type and property (`var title: String
    /// { Strings.Alert.fiveMinutes }` in `enum EventAlert`): typed reads of the type's property
    /// decide how what it returns is shown.
    var ownedPropertyAliases: [String: [String: [KeyReference]]] = [:]
    /// Camel-case names the file declares (types, enum cases, functions, properties): shown to
    /// people, they are code.
    var declaredNames: Set<String> = []
    /// What the file passes to SwiftUI's `.alert(isPresented:error:)` and `.alert(error:)`, by
    /// the name it is read by (`state.fatalAlert`: `fatalAlert`): the alert's title is its
    /// `errorDescription`.
    var alertErrors: Set<String> = []
    /// The types the file declares its properties and variables with, by name (`var
    /// fatalAlert: LoadAlert?`: `LoadAlert`).
    var declaredTypes: [String: Set<String>] = [:]
    /// The types the file declares (structs, classes, actors, enums, protocols, type aliases),
    /// by name: a property of any other type (`EKEvent`'s `title`) is not the app's to give keys.
    var ownTypes: Set<String> = []
    /// The whole app's types, as the file was read knowing them.
    var appTypes = AppTypes([])
    /// The development language's texts the file's localizing calls give beside their keys.
    var developmentTexts: [DevelopmentText] = []

    /// One file read alone: its own localizing wrappers and types are known, not other files'.
    init(source: String, file: String) {
        let tree = Self.tree(of: source)
        self.init(tree: tree, file: file, wrappers: LocalizingWrappers([LocalizingWrappers.declarations(in: tree)]),
                  types: AppTypes([AppTypes.declarations(in: tree)]))
    }

    /// The syntax tree of a file's source; an empty file's for source nested too deeply for the
    /// parser (`SwiftNesting`), which would hang or crash the linter (`isTooDeep`: when the
    /// caller has already asked).
    static func tree(of source: String, isTooDeep: Bool? = nil) -> SourceFileSyntax {
        Parser.parse(source: (isTooDeep ?? SwiftNesting.isTooDeep(source)) ? "" : source)
    }

    /// A parsed file, read knowing the localizing wrappers and the types of the whole app.
    init(tree: SourceFileSyntax, file: String, wrappers: LocalizingWrappers, types: AppTypes, viewNames: AppViewNames? = nil) {
        self.file = file
        appTypes = types
        var reader = KeyReader(converter: SourceLocationConverter(fileName: file, tree: tree))
        reader.wrappers = wrappers
        let visitor = FileScanVisitor(reader: reader, types: types, viewNames: viewNames)
        visitor.walk(tree)
        found = visitor.found
        // A button's title set in code, where the code also turns its state on and off or makes it a
        // radio button, a checkbox or a disclosure button: an on/off control's label. One with no
        // border in the accent or link colour: a link. A label set in a title's or a heading's
        // font: a title or a heading.
        for (index, object) in visitor.titledObjects {
            if found[index].kind == .menuItem {
                // A menu item with a check mark (`state = .on`) is still a menu item; one no one
                // can choose is a line of information in the menu.
                if visitor.disabledObjects.contains(object) { found[index].kind = .text }
            } else if visitor.onOffObjects.contains(object) {
                found[index].kind = .toggle
            } else if found[index].kind == .button, visitor.borderlessObjects.contains(object), visitor.accentedObjects.contains(object) {
                found[index].kind = .link
            } else if found[index].kind == .text, let font = visitor.fontKinds[object] {
                found[index].kind = font
            }
        }
        helpers = visitor.helpers
        calls = visitor.calls
        propertySources = visitor.propertySources
        privateProperties = visitor.privateProperties
        localizedLiterals = visitor.localizedLiterals
        localizedReads = visitor.localizedReads
        fragments = visitor.fragments
        menuHosts = visitor.menuHosts
        pickerHosts = visitor.pickerHosts
        menuGroupHosts = visitor.menuGroupHosts
        fontSlots = visitor.fontSlots
        tables = visitor.tables
        interpolations = visitor.interpolations
        sectionHeaders = visitor.sectionHeaders
        storedKeys = visitor.storedKeys
        assignedKeys = visitor.assignedKeys
        imports = visitor.imports
        importedPlatform = AppPlatform(fileImports: visitor.ownImports)
        platformClauses = visitor.platformClauses
        viewCalls = visitor.viewCalls
        viewTypes = visitor.viewTypes
        storedProperties = visitor.storedProperties
        computedProperties = visitor.computedProperties
        propertyTypes = visitor.propertyTypes
        propertyOwners = visitor.propertyOwners
        propertyAliases = visitor.propertyAliases
        localReads = visitor.localReads
        ownedPropertyAliases = visitor.ownedPropertyAliases
        declaredNames = visitor.declaredNames
        alertErrors = visitor.alertErrors
        declaredTypes = visitor.declaredTypes
        ownTypes = visitor.ownTypes
        developmentTexts = visitor.developmentTexts
    }

    /// The platform the code at `position` is for: the innermost `#if` clause around it that
    /// chooses one, else the file's own imports, else its folders' names; nil when none says
    /// (the app's, then).
    func platform(at position: Position) -> AppPlatform? {
        platformClauses.last { $0.span.contains(position) }?.platform ?? importedPlatform ?? folderPlatform
    }
}

/// Types whose literals are keys.
let keyTypes: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "LocalizationValue",
]

func isKeyType(_ type: String?) -> Bool {
    guard var type else { return false }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    return keyTypes.contains(type)
}

/// True for the type of an action as declared: a function that returns nothing (`() -> Void`,
/// `@escaping @MainActor (Row) async -> Void`, `(() -> ())?`). A view builder (`() -> Content`)
/// is no action.
func isActionType(_ type: String) -> Bool {
    guard let arrow = type.range(of: "->", options: .backwards) else { return false }
    let result = type[arrow.upperBound...].filter { !$0.isWhitespace && $0 != ")" && $0 != "?" && $0 != "!" }
    // What is left of `Void` or of `()` once the closing parentheses and optionals are dropped.
    return result == "Void" || result == "("
}

/// The name a declared type's text gives `.init(…)`: `Prompt` for `Action.Prompt?`, or for
/// `[Prompt]` and `ArraySlice<Prompt>` (an element's); nil for a function type or another
/// generic one.
func typeName(_ type: String) -> String? {
    var name = Substring(type)
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") { name = name.dropFirst().dropLast() }
    // A collection of the type's values (`ArraySlice<Shortcut>`): an element is one.
    for collection in ["Array<", "ArraySlice<", "ContiguousArray<", "Set<"] where name.hasPrefix(collection) && name.hasSuffix(">") {
        name = name.dropFirst(collection.count).dropLast()
    }
    guard let last = name.split(separator: ".").last, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          last.first?.isUppercase == true else { return nil }
    return String(last)
}

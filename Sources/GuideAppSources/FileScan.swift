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

final class FileScanVisitor: SyntaxVisitor {
    let reader: KeyReader
    /// The app's types, across its files: which are its own, which of its classes are buttons.
    let types: AppTypes
    /// The app's view declarations and types, when the whole app was read first; nil for a file
    /// read alone, whose calls may reach another file's views.
    let viewNames: AppViewNames?
    var found: [FileScan.Found] = []
    var helpers: [FileScan.Helper] = []
    var calls: [FileScan.Call] = []
    var propertySources: [String: [(key: String, position: Position)]] = [:]
    var privateProperties: Set<String> = []
    var localizedLiterals: [(key: String, position: Position)] = []
    var localizedReads: [KeyReference] = []
    var fragments: [(key: String, position: Position)] = []
    var menuHosts: Set<String> = []
    var pickerHosts: Set<String> = []
    var menuGroupHosts: Set<String> = []
    var fontSlots: [String: [String: String]] = [:]
    var tables: [Position: String] = [:]
    var interpolations: [Position: [FileScan.InterpolatedValue]] = [:]
    var sectionHeaders: [Position: [String]] = [:]
    var storedKeys: [(helperID: String, property: String, key: String, position: Position)] = []
    var assignedKeys: [FileScan.AssignedKeys] = []
    /// `found` entries that are an object's `title` read as a button or a label, with the object.
    var titledObjects: [(index: Int, object: String)] = []
    /// Objects whose `state` the code sets or compares to `.on`/`.off`, or that it makes radio
    /// buttons, checkboxes or disclosure buttons (`FileScanVisitor.objectKey`).
    var onOffObjects: Set<String> = []
    /// Objects the code draws with no border (`isBordered = false`), and in the accent or link
    /// colour (`contentTintColor = .controlAccentColor`).
    var borderlessObjects: Set<String> = []
    var accentedObjects: Set<String> = []
    /// Objects the code disables (`item.isEnabled = false`): a menu item no one can choose.
    var disabledObjects: Set<String> = []
    /// Objects the code sets in a title's or a heading's font (`header.font = .boldSystemFont(…)`).
    var fontKinds: [String: UIKind] = [:]
    var alertErrors: Set<String> = []
    var declaredTypes: [String: Set<String>] = [:]
    var imports: Set<String> = []
    /// The imports outside `#if` clauses that choose a platform: the file's own.
    var ownImports: Set<String> = []
    var platformClauses: [(span: ClosedRange<Position>, platform: AppPlatform)] = []
    var viewCalls: [(name: String, kinds: [UIKind: UIKind], host: String?)] = []
    var viewTypes: [String: FileScan.ViewType] = [:]
    var storedProperties: [String: Set<String>] = [:]
    var computedProperties: [String: Set<String>] = [:]
    var propertyTypes: [String: [String: String]] = [:]
    var propertyOwners: [Position: String] = [:]
    var propertyAliases: [String: [KeyReference]] = [:]
    var localReads: [String: [KeyReference]] = [:]
    var ownedPropertyAliases: [String: [String: [KeyReference]]] = [:]
    var declaredNames: Set<String> = []
    var ownTypes: Set<String> = []
    var developmentTexts: [DevelopmentText] = []

    init(reader: KeyReader, types: AppTypes, viewNames: AppViewNames?) {
        self.reader = reader
        self.types = types
        self.viewNames = viewNames
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ literal: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let values = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }.map(interpolatedValue)
        if values.contains(where: { $0 != .other }) { interpolations[reader.position(literal)] = values }
        let headers = Self.sectionHeaders(around: Syntax(literal))
        if !headers.isEmpty { sectionHeaders[reader.position(literal)] = headers }
        return .visitChildren
    }

    /// The headers of the `Section`s that hold `node` (`Section { … } header: { Text("About") }`,
    /// `Section("About")`), those that spell “about” (`KeyUse.sectionHeaders`).
    static func sectionHeaders(around node: Syntax) -> [String] {
        var names: [String] = []
        var current = node
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), KeyReader.calleeName(call) == "Section" {
                let header = call.additionalTrailingClosures.first { $0.label.text == "header" }.map { Syntax($0.closure) }
                    ?? call.arguments.first { $0.label?.text == "header" || $0.label == nil }.map { Syntax($0.expression) }
                if let header, let title = firstLiteral(in: header) { names.append(title) }
            }
            current = parent
        }
        return names.filter { $0.lowercased().contains("about") }
    }

    /// The value of the first plain string literal in `node`, if any.
    private static func firstLiteral(in node: Syntax) -> String? {
        if let literal = node.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstLiteral(in: child) { return found }
        }
        return nil
    }

    /// What one interpolation shows. Re-casing it (`.lowercased()`) keeps its language.
    private func interpolatedValue(_ interpolation: ExpressionSegmentSyntax) -> FileScan.InterpolatedValue {
        if interpolation.expressions.contains(where: { ["style", "format", "formatter"].contains($0.label?.text) }) {
            return .localized
        }
        guard interpolation.expressions.count == 1, let expression = interpolation.expressions.first?.expression else { return .other }
        return interpolatedValue(expression)
    }

    /// What a value put in a string shows: localized text, a property read by name, or other.
    private func interpolatedValue(_ expression: ExprSyntax) -> FileScan.InterpolatedValue {
        var expression = expression
        while true {
            if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               Self.recasingMembers.contains(member.declName.baseName.text) {
                expression = base
            } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
                      Self.recasingMembers.contains(member.declName.baseName.text) {
                expression = base
            } else {
                break
            }
        }
        switch reader.references(in: expression, literalIsKey: false).first {
        case .key(_, _, wrapped: true): return .localized
        case .property(let name) where !name.hasPrefix(KeyReader.localizedPrefix) && name != "$closure": return .read(name)
        case .helper(let id, let name) where id.hasPrefix("type:"): return .read(name)
        case .typedProperty(_, let name): return .read(name)
        default: return .other
        }
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            imports.insert(module)
            if AppPlatform(compiledAt: Syntax(node)) == nil { ownImports.insert(module) }
        }
        return .skipChildren
    }

    override func visit(_ clause: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let platform = AppPlatform(compiledAt: Syntax(clause)) {
            let end = reader.converter.location(for: clause.endPositionBeforeTrailingTrivia)
            platformClauses.append((reader.position(clause)...Position(line: end.line, column: end.column), platform))
        }
        return .visitChildren
    }

    // MARK: Calls

    /// An argument of a call whose text is shown a known way.
    struct Rule {
        enum Argument { case unlabeled(Int), labeled(String) }
        var argument: Argument
        var kind: UIKind
        var literalIsKey: Bool
        /// Leaf views (`Text`, `Button`…) take their kind from the views around them.
        var inContext: Bool = false
    }

    static func rules(for callee: String, call: FunctionCallExprSyntax) -> [Rule] {
        let swiftUI = { (kind: UIKind) in [Rule(argument: .unlabeled(0), kind: kind, literalIsKey: true)] }
        switch callee {
        // `TextState`: the Composable Architecture's text as state, shown as a `Text` is.
        case "Text", "TextState": return [Rule(argument: .unlabeled(0), kind: .text, literalIsKey: true, inContext: true)]
        case "Button":
            return [Rule(argument: .unlabeled(0), kind: UIContext.isDrawnAsALink(call) ? .link : .button, literalIsKey: true, inContext: true)]
        case "Label": return [Rule(argument: .unlabeled(0), kind: .label, literalIsKey: true, inContext: true)]
        // What an App Intent says when it finishes.
        case "IntentDialog":
            return [Rule(argument: .unlabeled(0), kind: .dialogMessage, literalIsKey: true),
                    Rule(argument: .labeled("stringLiteral"), kind: .dialogMessage, literalIsKey: true),
                    Rule(argument: .labeled("full"), kind: .dialogMessage, literalIsKey: true)]
        case "Toggle": return [Rule(argument: .unlabeled(0), kind: .toggle, literalIsKey: true, inContext: true)]
        // A picker's label, or a submenu's item where a menu or a pop-up picker holds it.
        case "Picker", "DatePicker", "ColorPicker": return [Rule(argument: .unlabeled(0), kind: .pickerLabel, literalIsKey: true, inContext: true)]
        case "Menu", "CommandMenu": return swiftUI(.menuTitle)
        // A section's title, unless a menu or a pop-up picker holds the section.
        case "Section": return [Rule(argument: .unlabeled(0), kind: .sectionHeader, literalIsKey: true, inContext: true)]
        case "GroupBox", "DisclosureGroup", "TableColumn": return swiftUI(.sectionHeader)
        // A navigation link's title: a control's, unless a menu outside makes it an item.
        case "NavigationLink": return [Rule(argument: .unlabeled(0), kind: .navigationLink, literalIsKey: true, inContext: true)]
        case "LabeledContent", "Stepper", "MenuBarExtra", "Gauge", "ProgressView":
            return swiftUI(.label)
        // A link in a menu is a menu item, as a button is.
        case "Link": return [Rule(argument: .unlabeled(0), kind: .link, literalIsKey: true, inContext: true)]
        // A share link's label is a button; the text it shares is the person's to post.
        case "ShareLink": return swiftUI(.button) + [Rule(argument: .labeled("item"), kind: .sharedText, literalIsKey: false)]
        // PhotosKit's picker is a button that opens the photo library (`PhotosPicker("Choose", selection: …)`).
        case "PhotosPicker": return swiftUI(.button)
        case "Tab": return swiftUI(.tabItem)
        case "WindowGroup", "Window", "UtilityWindow": return swiftUI(.windowTitle)
        case "TextField", "SecureField":
            return swiftUI(.textFieldPrompt) + [Rule(argument: .labeled("prompt"), kind: .textFieldPrompt, literalIsKey: true)]
        case "ContentUnavailableView":
            return swiftUI(.emptyStateTitle)
                + [Rule(argument: .labeled("description"), kind: .emptyStateDescription, literalIsKey: true)]
        case ".navigationTitle", ".navigationBarTitle": return swiftUI(.navigationTitle)
        case ".navigationSubtitle": return swiftUI(.text)
        case ".help": return swiftUI(.help)
        case ".accessibilityLabel": return swiftUI(.accessibilityLabel)
        case ".accessibilityHint": return swiftUI(.accessibilityHint)
        case ".accessibilityAction": return [Rule(argument: .labeled("named"), kind: .button, literalIsKey: true)]
        case ".badge": return swiftUI(.label)
        case ".searchable": return [Rule(argument: .labeled("prompt"), kind: .searchPrompt, literalIsKey: true)]
        case ".alert": return swiftUI(.alertTitle)
        case ".confirmationDialog": return swiftUI(.dialogTitle)
        case "AppShortcut":
            return [Rule(argument: .labeled("phrases"), kind: .shortcutPhrase, literalIsKey: true),
                    Rule(argument: .labeled("shortTitle"), kind: .shortcutShortTitle, literalIsKey: true)]
        case "IntentDescription": return swiftUI(.intentDescription)
        // What the widget gallery shows of a widget: its name, and a line on what it does.
        case ".configurationDisplayName": return swiftUI(.widgetName)
        case ".description" where Self.configuresAWidget(call): return swiftUI(.widgetDescription)
        case "TypeDisplayRepresentation": return [Rule(argument: .labeled("name"), kind: .label, literalIsKey: true)]
        case "DisplayRepresentation":
            return [Rule(argument: .labeled("title"), kind: .label, literalIsKey: true),
                    Rule(argument: .labeled("subtitle"), kind: .text, literalIsKey: true)]
        default: return uiKitRules(for: callee, call: call)
        }
    }

    /// UIKit's and AppKit's calls: plain `String`s, keys only when localized in place.
    static func uiKitRules(for callee: String, call: FunctionCallExprSyntax) -> [Rule] {
        switch callee {
        case "UIAlertController":
            let sheet = call.arguments.contains { $0.label?.text == "preferredStyle" && $0.expression.trimmedDescription.hasSuffix("actionSheet") }
            return [Rule(argument: .labeled("title"), kind: sheet ? .dialogTitle : .alertTitle, literalIsKey: false),
                    Rule(argument: .labeled("message"), kind: sheet ? .dialogMessage : .alertMessage, literalIsKey: false)]
        // WatchKit's alert: `presentAlert(withTitle:message:preferredStyle:actions:)` on an
        // interface controller, with `WKAlertAction`s. An app's own `presentAlert(title:message:)`
        // is its own function, followed as any is.
        case "presentAlert" where call.arguments.contains { $0.label?.text == "withTitle" },
             ".presentAlert" where call.arguments.contains { $0.label?.text == "withTitle" }:
            let sheet = call.arguments.contains { $0.label?.text == "preferredStyle" && $0.expression.trimmedDescription.hasSuffix("actionSheet") }
            return [Rule(argument: .labeled("withTitle"), kind: sheet ? .dialogTitle : .alertTitle, literalIsKey: false),
                    Rule(argument: .labeled("message"), kind: sheet ? .dialogMessage : .alertMessage, literalIsKey: false)]
        case "UIAlertAction", "WKAlertAction": return [Rule(argument: .labeled("title"), kind: .alertAction, literalIsKey: false)]
        // UIKit's older alert and action sheet (deprecated, still met), with their buttons.
        case "UIAlertView", "UIActionSheet":
            let sheet = callee == "UIActionSheet"
            return [Rule(argument: .labeled("title"), kind: sheet ? .dialogTitle : .alertTitle, literalIsKey: false),
                    Rule(argument: .labeled("message"), kind: .alertMessage, literalIsKey: false)]
                + ["cancelButtonTitle", "destructiveButtonTitle", "otherButtonTitles"].map { Rule(argument: .labeled($0), kind: .alertAction, literalIsKey: false) }
        // A notification's action: a button under it when it is expanded.
        case "UNNotificationAction", "UNTextInputNotificationAction":
            return [Rule(argument: .labeled("title"), kind: .alertAction, literalIsKey: false),
                    Rule(argument: .labeled("textInputButtonTitle"), kind: .alertAction, literalIsKey: false),
                    Rule(argument: .labeled("textInputPlaceholder"), kind: .textFieldPrompt, literalIsKey: false)]
        // Why the app asks for Face ID, Touch ID or the passcode: the system's prompt shows it
        // under its title on iPhone and iPad, and ends its own sentence on a Mac.
        case ".evaluatePolicy", "evaluatePolicy", ".evaluateAccessControl":
            return [Rule(argument: .labeled("localizedReason"), kind: .authenticationReason, literalIsKey: false)]
        // A share sheet's items, and what an item provider gives it (`super.init(placeholderItem:)`
        // in the app's subclass).
        case "UIActivityViewController": return [Rule(argument: .labeled("activityItems"), kind: .sharedText, literalIsKey: false)]
        case "UIActivityItemProvider": return [Rule(argument: .labeled("placeholderItem"), kind: .sharedText, literalIsKey: false)]
        case "UIBarButtonItem", "UIContextualAction", "NSButton":
            return [Rule(argument: .labeled("title"), kind: .button, literalIsKey: false),
                    Rule(argument: .labeled("checkboxWithTitle"), kind: .toggle, literalIsKey: false),
                    // A radio button's title labels one choice beside the others, as a checkbox's does.
                    Rule(argument: .labeled("radioButtonWithTitle"), kind: .toggle, literalIsKey: false)]
        // `UIMenuItem(title:action:)`: an item of the edit menu (`UIMenuController`) over a text or a cell.
        case "UIAction", "UICommand", "UIKeyCommand", "NSMenuItem", "UIMenuItem":
            // A button's primary action (`UIButton(primaryAction:)`) is titled as the button.
            var kind: UIKind = Self.argumentLabel(of: call) == "primaryAction" ? .button : .menuItem
            if callee == "NSMenuItem", Self.neverActs(call) { kind = .text }
            return [Rule(argument: .labeled("title"), kind: kind, literalIsKey: false)]
        case "UIMenu", "NSMenu": return [Rule(argument: .labeled("title"), kind: .menuTitle, literalIsKey: false)]
        case "UITabBarItem": return [Rule(argument: .labeled("title"), kind: .tabItem, literalIsKey: false)]
        case "NSTextField":
            return [Rule(argument: .labeled("labelWithString"), kind: .text, literalIsKey: false),
                    Rule(argument: .labeled("wrappingLabelWithString"), kind: .text, literalIsKey: false)]
        case "UILabel": return [Rule(argument: .labeled("text"), kind: .text, literalIsKey: false)]
        // A segmented control's segments are its choices, as a picker's options are.
        case ".setTitle":
            let segment = call.arguments.contains { $0.label?.text == "forSegmentAt" }
            return [Rule(argument: .unlabeled(0), kind: segment ? .pickerOption : .button, literalIsKey: false)]
        case "UISegmentedControl": return [Rule(argument: .labeled("items"), kind: .pickerOption, literalIsKey: false)]
        case ".insertSegment": return [Rule(argument: .labeled("withTitle"), kind: .pickerOption, literalIsKey: false)]
        // NSAlert's addButton(withTitle:), and alert libraries' addButton(_:).
        case ".addButton":
            return [Rule(argument: .labeled("withTitle"), kind: .alertAction, literalIsKey: false),
                    Rule(argument: .unlabeled(0), kind: .alertAction, literalIsKey: false)]
        // `validationErrors.append(String(localized: …))`: each error a form or a task collects
        // says what went wrong, a message wherever the list is shown.
        case ".append", ".insert":
            guard let list = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                  UIContext.namesErrors(list) else { return [] }
            return [Rule(argument: .unlabeled(0), kind: .message, literalIsKey: false)]
        default: return menuItemRules(for: callee)
        }
    }

    /// The framework type UIKit's and SwiftUI's own parameters give `.init(…)`: an alert's action
    /// (`alert.addAction(.init(title:style:))`, not a control's `addAction(_:for:)`, whose
    /// `UIAction` title is not shown), and a button's primary action (`primaryAction: .init(title:)`).
    static func frameworkTypeOfImplicitInit(_ call: FunctionCallExprSyntax) -> String? {
        guard KeyReader.calleeName(call) == ".init", let argument = call.parent?.as(LabeledExprSyntax.self),
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        if argument.label?.text == "primaryAction" { return "UIAction" }
        let outerName = KeyReader.calleeName(outer)
        // SwiftUI's `Alert(title: .init("…"), message: .init("…"), primaryButton: .destructive(.init("…")))`:
        // each is a `Text`.
        if outerName == "Alert" || outerName == "ActionSheet", ["title", "message"].contains(argument.label?.text) { return "Text" }
        if [".default", ".destructive", ".cancel"].contains(outerName), argument.label == nil { return "Text" }
        guard argument.label == nil, outerName == ".addAction" || outerName == "addAction",
              !outer.arguments.contains(where: { $0.label?.text == "for" }) else { return nil }
        return "UIAlertAction"
    }

    /// The label of the argument `call` is given as, if it is a labelled argument of another call.
    static func argumentLabel(of call: FunctionCallExprSyntax) -> String? {
        call.parent?.as(LabeledExprSyntax.self)?.label?.text
    }

    /// True for a menu item made with no action (`NSMenuItem(title: …, action: nil, keyEquivalent:
    /// "")`) that the code never gives one, nor a submenu, nor makes a pop-up button's choice:
    /// AppKit shows it disabled, a line of information in the menu (“None available”), not a
    /// command. An item kept in a variable is looked for in its type's code (or its file's):
    /// `item.action = …`, `item.submenu = …`, `menu.setSubmenu(…, for: item)`; and as a pop-up
    /// button's option, which the button itself acts on: `item.tag = …`, `item.representedObject
    /// = …`, `popUp.select(item)`, `popUp.menu?.addItem(item)`.
    static func neverActs(_ call: FunctionCallExprSyntax) -> Bool {
        // `action: nil`, or no action at all (the app's own `NSMenuItem(title:)`).
        let action = call.arguments.first { $0.label?.text == "action" }
        guard action == nil || action?.expression.is(NilLiteralExprSyntax.self) == true else { return false }
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else {
            // Handed straight to a menu (`menu.addItem(NSMenuItem(…))`): nothing can give it one later.
            return call.parent?.is(LabeledExprSyntax.self) == true
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
        let scope = KeyReader.enclosingTypeNode(Syntax(call)) ?? Syntax(call.root)
        let tokens = Array(scope.tokens(viewMode: .sourceAccurate))
        for (n, token) in tokens.enumerated() where token.tokenKind == .identifier(name) {
            let next = tokens.dropFirst(n + 1).prefix(2).map(\.text)
            if next.first == ".", ["action", "submenu", "target", "tag", "representedObject"].contains(next.last) { return false }
            let before = tokens[max(0, n - 6)..<n].map(\.text).joined()
            if before.hasSuffix("for:") || before.hasSuffix("select(") { return false }
            // Added to a control's menu (`popUp.menu?.addItem(item)`), not to a menu of its own.
            if [".menu.addItem(", ".menu?.addItem(", ".menu!.addItem(", ".menu?.insertItem(", ".menu.insertItem("].contains(where: before.hasSuffix) { return false }
        }
        return true
    }

    /// A menu's or a pop-up button's items added by title (`NSMenu.addItem(withTitle:action:keyEquivalent:)`,
    /// `NSPopUpButton.addItems(withTitles:)`), also by a subclass's own code.
    static func menuItemRules(for callee: String) -> [Rule] {
        switch callee {
        case ".addItem", "addItem", ".insertItem", "insertItem":
            return [Rule(argument: .labeled("withTitle"), kind: .menuItem, literalIsKey: false)]
        case ".addItems", "addItems":
            return [Rule(argument: .labeled("withTitles"), kind: .menuItem, literalIsKey: false)]
        default: return []
        }
    }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let text = DevelopmentText(call: call, converter: reader.converter) { developmentTexts.append(text) }
        var callee = KeyReader.calleeName(call)
        // `self.init(title:…)` or `super.init(title:…)` in the app's `NSButton` subclass is `NSButton(title:…)`.
        var madeObject: String?
        if let superclass = initializedControl(call) {
            callee = superclass
            madeObject = Self.objectKey("self", at: Syntax(call))
        }
        let arguments = Array(call.arguments)
        // A type of the app's named as a framework's (`class Label: NSTextField`) is the app's:
        // its initializers say what it shows.
        let ruled = madeObject == nil
            ? (initializedItemProvider(call) ?? Self.frameworkTypeOfImplicitInit(call) ?? UIContext.calleeName(call)) : callee
        var rules = madeObject == nil && types.declares(ruled) ? [] : Self.rules(for: ruled, call: call)
        // A method named as a framework's (`viewModel.alert(title:message:)` of a package, not
        // SwiftUI's `.alert(_:isPresented:)`) is that method only when given what it reads.
        if ruled.hasPrefix("."), !rules.contains(where: { Self.writtenArgument(of: $0, in: arguments) != nil }) { rules = [] }
        for rule in rules {
            guard let (expression, keys) = argument(of: rule, in: call, madeObject: madeObject) else { continue }
            var kind = rule.kind
            var host: String?
            var viewDeclaration: String?
            var followsAnotherText = false
            var appView: FileScan.AppViewSlot?
            if rule.inContext {
                let placement = UIContext.placement(of: rule.kind, at: Syntax(call))
                kind = placement.kind
                // `Text(error)`, `Text(model.errorMessage)`: what the code names an error says
                // what went wrong, a message, as an error label's text is (`assignedKind`).
                if kind == .text, UIContext.namesAnError(expression) { kind = .message }
                if placement.open {
                    host = Self.enclosingTypeName(Syntax(call))
                    viewDeclaration = Self.enclosingViewDeclaration(Syntax(call))
                    // Read only with a view declaration, the one place it is used.
                    followsAnotherText = viewDeclaration != nil && placement.followsAnotherText
                }
                if kind == rule.kind { appView = UIContext.appViewSlot(holding: Syntax(call)) }
            }
            let start = found.count
            for element in mappedElements(expression) where !Self.isFallbackForOlderSystems(Syntax(call), showing: Self.valueNames(element)) {
                for reference in keys == .localized ? reader.localizedReferences(in: element) : reader.references(in: element, literalIsKey: keys == .literalIsKey) {
                    found.append(.init(reference: reference, kind: kind, host: host, viewDeclaration: viewDeclaration,
                                       followsAnotherText: followsAnotherText, appView: appView))
                }
            }
            if kind == .text { recordFontSlot(found[start...].map(\.reference), at: Syntax(call)) }
            // `let details = NSButton(title: …)`: what the code does to `details` later may make it
            // another control; `let header = NSTextField(labelWithString: …)`, a heading.
            if callee == "NSButton" && kind == .button || callee == "NSTextField" && kind == .text || callee == "NSMenuItem" && kind == .menuItem,
               let object = madeObject ?? Self.boundVariable(Syntax(call)) {
                titledObjects += (start..<found.count).map { ($0, object) }
            }
        }
        // A framework type's initializer the app declares in an extension (`NSButton(verbatim:
        // target:action:)`) is none of the framework's: the app's own, as its helper says.
        if !rules.isEmpty, madeObject == nil, !rules.contains(where: { Self.writtenArgument(of: $0, in: arguments) != nil }) {
            recordPossibleHelperCall(call, callee: callee, arguments: arguments)
        }
        if rules.isEmpty {
            recordPossibleViewCall(Syntax(call), callee: callee)
            recordPossibleHelperCall(call, callee: callee, arguments: arguments)
            if callee.first?.isUppercase == true, !callee.contains("."), viewNames?.types.contains(callee) ?? true { recordHostedView(callee, at: Syntax(call)) }
        }
        // The keys of a localizing call: its literals are keys, and what else it reads holds keys.
        let localizedKeys = reader.localizedArguments(of: call)?.keys ?? []
        if rules.isEmpty { recordMessageWrapperCall(call, callee: callee, keys: localizedKeys) }
        recordLocalizedLiteral(call, keys: localizedKeys)
        recordLocalizedRead(call, keys: localizedKeys)
        recordTable(call)
        recordAlertError(call)
        recordButtonType(call, callee: callee)
        return .visitChildren
    }

    /// A call to the app's own function that localizes what it is given and shows it itself,
    /// named for a message (`showInformationMessage("git.pulled")`, `showError(…)`, `showToast(…)`):
    /// its keys are messages, however far the function passes them on (a notification list
    /// that a view shows later).
    private func recordMessageWrapperCall(_ call: FunctionCallExprSyntax, callee: String, keys: [ExprSyntax]) {
        guard !keys.isEmpty, let (signature, _) = reader.wrapperCall(call), !signature.returnsText,
              let name = callee.split(separator: ".").last.map(String.init), UIContext.namesAMessageFunction(name) else { return }
        for key in keys {
            for reference in reader.references(in: key, literalIsKey: true) { found.append(.init(reference: reference, kind: .message)) }
        }
    }

    /// `choice.setButtonType(.radio)`, or `setButtonType(.switch)` in the app's `NSButton`
    /// subclass: an on/off control.
    private func recordButtonType(_ call: FunctionCallExprSyntax, callee: String) {
        guard callee == ".setButtonType" || (callee == "setButtonType" && enclosingControl(Syntax(call)) != nil),
              let type = call.arguments.first?.expression.trimmedDescription,
              Self.onOffButtonTypes.contains(where: { type.hasSuffix("." + $0) }) else { return }
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
        onOffObjects.insert(Self.objectKey(base, at: Syntax(call)))
    }

    /// `.alert(isPresented: $showing, error: state.fatalAlert)`: notes `fatalAlert`.
    private func recordAlertError(_ call: FunctionCallExprSyntax) {
        guard KeyReader.calleeName(call) == ".alert", let error = call.arguments.first(where: { $0.label?.text == "error" })?.expression
        else { return }
        let name = error.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? error.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let name { alertErrors.insert(name.hasPrefix("$") ? String(name.dropFirst()) : name) }
    }

    /// What an array built by `map` holds, where a list of titles is given
    /// (`addItems(withTitles: Mode.allCases.map { $0.title })`): the values its closure returns.
    /// Any other expression stands for itself.
    /// True when `node` is in the branch an `if #available` keeps for older systems (its `else`,
    /// or the body of `if #unavailable`) and the other branch shows one of `names` too: there
    /// the current systems show that value (`ContentUnavailableView` on iOS 17 where a `Text`
    /// styled as a heading stands in before), and that use says what it is.
    static func isFallbackForOlderSystems(_ node: Syntax, showing names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        var child = node
        while let parent = child.parent, !endsLocalScope(parent, closures: false) {
            if let branch = parent.as(IfExprSyntax.self),
               let availability = branch.conditions.lazy.compactMap({ $0.condition.as(AvailabilityConditionSyntax.self) }).first {
                let unavailable = availability.availabilityKeyword.tokenKind == .poundUnavailable
                let older = unavailable ? Syntax(branch.body) : branch.elseBody.map(Syntax.init)
                let current = unavailable ? branch.elseBody.map(Syntax.init) : Syntax(branch.body)
                if child.id == older?.id, let current, !valueNames(current).isDisjoint(with: names) { return true }
            }
            child = parent
        }
        return false
    }

    /// The names of the values the code shows or reads (`title` of `title ?? ""` and of
    /// `item.title`): not a member's base, an implicit member (`.title` of a font), a function
    /// called or a type.
    static func valueNames(_ node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  token.text.first?.isLowercase == true else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.id == reference.id { continue }
            if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id { continue }
            names.insert(token.text)
        }
        return names
    }

    private func mappedElements(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["map", "compactMap"].contains(member.declName.baseName.text),
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        else { return [expression] }
        return returnedExpressions(closure.statements)
    }

    /// `Text("done", tableName: "Settings")`, `String(localized: "done", table: "Settings")`,
    /// `NSLocalizedString("done", tableName: "Settings", comment: "")`: the first argument's
    /// literal is a key of that table. A table given by a variable is not known.
    private func recordTable(_ call: FunctionCallExprSyntax) {
        guard let first = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return }
        if let table = call.arguments.dropFirst().first(where: { ["tableName", "table"].contains($0.label?.text) }),
           let name = table.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
            tables[reader.position(first)] = name
            return
        }
        // The app's own wrapper that names its table (`Strings.settings("key")`) or takes it.
        guard let (keys, table) = reader.localizedArguments(of: call), let table else { return }
        for key in keys {
            for literal in KeyReader.literalChoices(key) ?? [] { tables[reader.position(literal)] = table }
        }
    }

    /// Leaf views whose kind a view function's caller decides.
    static let leafKinds: [UIKind] = [.text, .label, .button, .toggle, .link, .navigationLink, .pickerLabel]

    /// A call of a view function (`label(forItem: name)`, `self.menu()`) or a read of a view
    /// property (`extraMenu`) standing where a view is shown: what each leaf view it may return
    /// would be there.
    private func recordPossibleViewCall(_ node: Syntax, callee: String) {
        let name = callee.split(separator: ".").last.map(String.init) ?? callee
        guard let first = name.first, first.isLowercase, Self.standsAsView(node) else { return }
        // `self.body` in the type's own menu (`var asMenu: some View { Menu { body } label: … }`)
        // shows the view there, as `OpenInView()` would.
        if name == "body", Self.readsOwnMember(node), let owner = Self.ownerName(node) { recordHostedView(owner, at: node) }
        let declaration = (node.is(FunctionCallExprSyntax.self) ? "func:" : "var:") + name
        guard viewNames?.declarations.contains(declaration) ?? true else { return }
        recordViewCall(declaration, at: node, kinds: Self.placements(at: node), host: Self.openHost(node))
    }

    /// A view of the app's (`SettingsRow()`) used as a menu's content: its buttons are menu
    /// items; as a picker's: its texts are the options; in a menu or a pop-up picker: its
    /// sections are the menu's groups.
    private func recordHostedView(_ type: String, at place: Syntax) {
        if UIContext.kind(of: .button, at: place) == .menuItem { menuHosts.insert(type) }
        if UIContext.kind(of: .text, at: place) == .pickerOption { pickerHosts.insert(type) }
        if UIContext.kind(of: .sectionHeader, at: place) == .menuTitle { menuGroupHosts.insert(type) }
    }

    /// True for a bare name (`content`) or one read on `self` (`self.content`): the enclosing type's own.
    static func readsOwnMember(_ node: Syntax) -> Bool {
        let callee = node.as(FunctionCallExprSyntax.self)?.calledExpression ?? ExprSyntax(node)
        return callee?.is(DeclReferenceExprSyntax.self) == true
            || callee?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Notes where a view function or property is used, by its name; one called by its bare
    /// name (`content`, `self.content`, `row()`) inside a type is that type's own, noted by
    /// the type's name too, as `enclosingViewDeclaration` names its declaration, so that another view's `content`
    /// in a button's label does not make this one's a button.
    private func recordViewCall(_ name: String, at node: Syntax, kinds: [UIKind: UIKind], host: String?) {
        viewCalls.append((name: name, kinds: kinds, host: host))
        if Self.readsOwnMember(node), let owner = Self.ownerName(node) { viewCalls.append((name: owner + "." + name, kinds: kinds, host: host)) }
    }

    /// The last name of the type or extension around `node` (`LinkItem` of `extension
    /// AboutPresenter.LinkItem`): what view declarations are qualified with.
    static func ownerName(_ node: Syntax) -> String? {
        enclosingTypeName(node).map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }

    /// The view type whose body holds `node` when nothing up to the enclosing declaration
    /// decides what a text there is.
    static func openHost(_ node: Syntax) -> String? {
        UIContext.placement(of: .text, at: node).open ? enclosingTypeName(node) : nil
    }

    static func placements(at node: Syntax) -> [UIKind: UIKind] {
        var kinds: [UIKind: UIKind] = [:]
        for leaf in leafKinds { kinds[leaf] = UIContext.placement(of: leaf, at: node).kind }
        return kinds
    }

    /// The expression with the modifiers called on it: `label(for: x).font(.headline)` for
    /// `label(for: x)`, the call that stands where it is written.
    static func withModifiers(_ node: Syntax) -> Syntax {
        var current = node
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            current = Syntax(modifier)
        }
        return current
    }

    /// True for an expression that is, with its modifiers, a statement of a view builder or
    /// closure, or a `return`ed value (not an argument, whose call decides what it is).
    static func standsAsStatement(_ node: Syntax) -> Bool {
        guard let parent = withModifiers(node).parent else { return false }
        return parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self)
    }

    /// True for an expression that is a statement of a view builder or closure, a `return`ed
    /// value, or an argument: where a view can stand.
    static func standsAsView(_ node: Syntax) -> Bool {
        standsAsStatement(node) || withModifiers(node).parent?.is(LabeledExprSyntax.self) == true
    }

    override func visit(_ reference: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A view property read as a statement: `extraMenu` in a body, `content.padding()`.
        if Self.standsAsStatement(Syntax(reference)), reference.argumentNames == nil,
           reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != reference.id {
            recordPossibleViewCall(Syntax(reference), callee: reference.baseName.text)
        }
        // A view function passed by name where a view builder is taken
        // (`.contextMenu(menuItems: linkMenuItems)`) shows its views there.
        if let argument = reference.parent?.as(LabeledExprSyntax.self), argument.label != nil,
           case .identifier(let name) = reference.baseName.tokenKind, name.first?.isLowercase == true {
            recordViewCall("func:" + name, at: Syntax(reference), kinds: Self.placements(at: Syntax(reference)), host: nil)
        }
        return .visitChildren
    }

    /// The function or computed property that returns a view, around a node: `func:NAME` or
    /// `var:NAME`; nil for `body` (no one calls it) and for declarations of other types.
    static func enclosingViewDeclaration(_ node: Syntax) -> String? {
        var current = node.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(PatternBindingSyntax.self) {
                return viewDeclarationName(node).map { name in ownerName(node).map { $0 + "." + name } ?? name }
            }
            if node.is(InitializerDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// A view function's or view property's name without its owner (`func:row`, `var:content`):
    /// one declared to return a view (`isViewType`), not a type's `body`. Nil for any other node.
    static func viewDeclarationName(_ node: Syntax) -> String? {
        if let function = node.as(FunctionDeclSyntax.self) {
            guard let type = function.signature.returnClause?.type.trimmedDescription, isViewType(type) else { return nil }
            return "func:" + function.name.text
        }
        if let binding = node.as(PatternBindingSyntax.self) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
                  let type = binding.typeAnnotation?.type.trimmedDescription, isViewType(type) else { return nil }
            return "var:" + name
        }
        return nil
    }

    /// A declared type that is a view: `some View`, `AnyView`, or SwiftUI's `Text` (a function
    /// that builds a `Text` is a view function like any other).
    static func isViewType(_ type: String) -> Bool {
        type.contains("View") || type == "Text" || type == "SwiftUI.Text"
    }

    static func enclosingTypeName(_ node: Syntax) -> String? { KeyReader.enclosingType(node)?.name }

    private func recordPossibleHelperCall(_ call: FunctionCallExprSyntax, callee: String, arguments: [LabeledExprSyntax]) {
        guard !arguments.isEmpty else { return }
        var recorded: [(label: String?, references: [KeyReference])] = []
        var any = false
        var fonts: [String: UIKind] = [:]
        for argument in arguments {
            let references = reader.argumentReferences(in: argument.expression)
            any = any || !references.isEmpty
            recorded.append((argument.label?.text, references))
            // `font: .largeTitle`, `font: .system(size: 24, weight: .bold)`; the text of any
            // other argument (a closure) is not made.
            if let label = argument.label?.text, let first = argument.expression.firstToken(viewMode: .sourceAccurate),
               first.text == "." || first.text == "Font" && first.nextToken(viewMode: .sourceAccurate)?.text == ".",
               let kind = LabelFont.kind(ofFontExpression: argument.expression.trimmedDescription) {
                fonts[label] = kind
            }
        }
        guard any else { return }
        // `Self.helper`, `self.helper`, `.helper` and `Type(…)` are all named by their last part;
        // `.init(…)` by the type its declaration names.
        var name = callee.split(separator: ".").last.map(String.init) ?? callee
        if callee == ".init" {
            if let type = Self.declaredType(around: call) {
                name = type
            } else {
                guard let place = Self.argumentPlace(of: call) else { return }
                calls.append(.init(callee: callee, arguments: recorded, fonts: fonts, place: place))
                return
            }
        }
        let placed = UIContext.kind(of: .text, at: Syntax(call))
        let parts = callee.split(separator: ".")
        let receiver = parts.count >= 2 && parts[parts.count - 2].first?.isUppercase == true ? String(parts[parts.count - 2])
            : parts.count == 1 || parts.first == "self" ? foreignExtendedType(around: Syntax(call)) : nil
        calls.append(.init(callee: name, arguments: recorded, fonts: fonts, control: Self.controlKinds.contains(placed) ? placed : nil, receiver: receiver))
    }

    /// The type an extension around `node` extends when the app does not declare it (a
    /// package's `extension MvvmViewModel { … textInput(title:…) }`): what a call on `self`
    /// there is called on. Nil in the app's own types and their extensions.
    private func foreignExtendedType(around node: Syntax) -> String? {
        guard let extended = KeyReader.enclosingTypeNode(node)?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription,
              let first = extended.split(separator: ".").first.map(String.init), first.first?.isUppercase == true,
              !types.declares(first) else { return nil }
        return KeyReader.lastTypeComponent(extended)
    }

    /// Controls whose label a view can be: what a text in their label is.
    static let controlKinds: Set<UIKind> = [.button, .menuItem, .navigationLink, .link, .toggle, .tabItem, .alertAction]

    /// The argument of another call that `call` is given as (`prompt:` of `Action(prompt: .init(…))`),
    /// with that call named by its last part, as helpers are.
    static func argumentPlace(of call: FunctionCallExprSyntax) -> FileScan.ArgumentPlace? {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              let outer = list.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = KeyReader.calleeName(outer)
        guard let name = callee.split(separator: ".").last.map(String.init), name != "init" else { return nil }
        let index = list.prefix { $0.id != argument.id }.filter { $0.label == nil }.count
        return FileScan.ArgumentPlace(callee: name, label: argument.label?.text, unlabeledIndex: index)
    }

    /// The type a declaration gives the value it is initialized with, for `.init(…)` there or
    /// in its array literal: `let sections: [PickerSection] = [.init(…)]` is `PickerSection`.
    static func declaredType(around call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        // `rows.append(.init(…))` with `rows` declared `[Row]` or made by `[Row]()`: a `Row`.
        if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let member = outer.calledExpression.as(MemberAccessExprSyntax.self), ["append", "insert"].contains(member.declName.baseName.text),
           let collection = member.base?.as(DeclReferenceExprSyntax.self) {
            return elementType(ofCollection: collection.baseName.text, at: Syntax(outer))
        }
        if let element = node.parent?.as(ArrayElementSyntax.self), let array = element.parent?.parent {
            node = array
        }
        if let type = returnedType(of: node) { return type }
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let annotation = binding.typeAnnotation?.type else { return nil }
        let type = annotation.as(ArrayTypeSyntax.self)?.element ?? annotation
        // `PickerSection<WindowDirection>` is `PickerSection`.
        return type.as(IdentifierTypeSyntax.self)?.name.text
    }

    /// What lies between a returned value and the declaration that returns it: statements,
    /// blocks, a `switch`'s or an `if`'s branches, a getter.
    private static let returnPathKinds: Set<SyntaxKind> = [
        .codeBlockItem, .codeBlock, .switchCase, .switchCaseList, .switchExpr, .ifExpr, .expressionStmt,
        .accessorBlock, .accessorDecl, .accessorDeclList,
    ]

    /// For a value a property or function returns (`return .init(…)`, or the one expression of
    /// its body, or of a `switch` or `if` that is its body): the type it says it returns.
    /// `var meta: Meta? { switch self { case .a: return .init(title: …) } }` is `Meta`.
    static func returnedType(of value: Syntax) -> String? {
        var node = value
        var returned = false
        while let parent = node.parent {
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.flatMap { typeName($0.type.trimmedDescription) }
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.accessorBlock == nil ? nil : binding.typeAnnotation.flatMap { typeName($0.type.trimmedDescription) }
            }
            if parent.is(ReturnStmtSyntax.self) {
                returned = true
            } else if let list = parent.as(CodeBlockItemListSyntax.self) {
                // Without `return`, only a body of one expression returns it.
                if !returned, list.count != 1 { return nil }
            } else if !Self.returnPathKinds.contains(parent.kind) {
                return nil
            }
            node = parent
        }
        return nil
    }

    /// The element type of a collection `node` reads by name: declared `[Row]` (a local, a
    /// parameter, a property), or a local made by `[Row]()`. Nil when the code does not say.
    private static func elementType(ofCollection name: String, at node: Syntax) -> String? {
        if let binding = localBinding(of: name, at: node), binding.typeAnnotation == nil {
            guard let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(ArrayExprSyntax.self),
                  made.elements.count == 1 else { return nil }
            return made.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let declared = KeyReader.declaredType(of: name, at: node), declared.hasPrefix("["), declared.hasSuffix("]") else { return nil }
        return typeName(declared)
    }

    /// `Text(text).font(font)` in a type of the app's that stores both: where it is made,
    /// the font it is given says what the text is.
    private func recordFontSlot(_ references: [KeyReference], at call: Syntax) {
        guard let font = UIContext.fontValue(of: call), let type = KeyReader.enclosingType(call),
              reader.storedProperty(named: font, of: type) != nil else { return }
        for case .helper(let id, let name) in references where id == "type:" + type.name {
            fontSlots[type.name, default: [:]][name] = font
        }
    }

    /// Notes the stored properties a localizing call reads (`LocalizedStringKey(item.title)`,
    /// `NSLocalizedString(title, comment: "")`, `title.localized()`): their values are keys.
    private func recordLocalizedRead(_ call: FunctionCallExprSyntax, keys: [ExprSyntax]) {
        var read = keys
        if call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           reader.localizes(member: member.declName.baseName.text), let base = member.base {
            read.append(base)
        }
        recordLocalizedRead(of: read)
    }

    private func recordLocalizedRead(of expressions: [ExprSyntax]) {
        for expression in expressions where !expression.is(StringLiteralExprSyntax.self) {
            for reference in reader.references(in: expression, literalIsKey: false) {
                switch reference {
                case .helper(let id, let name) where id.hasPrefix("type:") && !name.hasPrefix(KeyReader.initializerParameterPrefix):
                    localizedReads.append(reference)
                case .typedProperty: localizedReads.append(reference)
                case .property(let name) where name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }):
                    localizedReads.append(reference)
                default: break
                }
            }
        }
    }

    private func recordLocalizedLiteral(_ call: FunctionCallExprSyntax, keys: [ExprSyntax]) {
        // `NSLocalizedString("key", …)`, or the app's own `L("key")`, `Strings.text("key", table: …)`.
        let literals = keys.compactMap { $0.as(StringLiteralExprSyntax.self) }
        // A wrapper's variadic arguments fill the key's placeholders (`%@`), in order.
        let filling = reader.formatArguments(of: call).map(interpolatedValue)
        for (key, position) in reader.enumCaseKeys(of: call) {
            recordLocalized(key, position, at: Syntax(call))
            if filling.contains(where: { $0 != .other }) { interpolations[position] = filling }
        }
        guard !literals.isEmpty else {
            for case .key(let key, let position, true) in reader.referencesOfMemberCall(call) {
                recordLocalized(key, position, at: Syntax(call))
                recordMemberTable(call.calledExpression.as(MemberAccessExprSyntax.self), position)
            }
            return
        }
        for literal in literals {
            guard let key = KeyReader.catalogKey(literal) else { continue }
            recordLocalized(key, reader.position(literal), at: Syntax(call))
            if filling.contains(where: { $0 != .other }), interpolations[reader.position(literal)] == nil {
                interpolations[reader.position(literal)] = filling
            }
        }
    }

    /// `%"key"`: the app's own prefix operator that localizes its operand (`KeyReader.localizesOperand`).
    override func visit(_ prefixed: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard reader.localizesOperand(prefixed) else { return .visitChildren }
        for literal in KeyReader.literalChoices(prefixed.expression) ?? [] {
            guard let key = KeyReader.catalogKey(literal) else { continue }
            recordLocalized(key, reader.position(literal), at: Syntax(prefixed))
        }
        return .visitChildren
    }

    override func visit(_ member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // A view property read on a value where a view stands (`mode.title.tag(mode)` in a
        // picker's `ForEach`): its views are shown there. A call's own visit sees `x.menu()`.
        if let base = member.base, !(base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false),
           member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id,
           Self.standsAsStatement(Syntax(member)) {
            recordPossibleViewCall(Syntax(member), callee: member.declName.baseName.text)
        }
        // `title.localized` (not called): the property's value is a key.
        if member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id,
           reader.localizes(member: member.declName.baseName.text), let base = member.base, KeyReader.literalChoices(base) == nil {
            recordLocalizedRead(of: [base])
        }
        // `.aboutTitle`, `.Common.openSettings`, `.deleteTitle(name:)`: a key localized here, of its table.
        if let symbol = reader.generatedSymbolKey(ExprSyntax(member)) {
            let position = reader.position(member)
            recordLocalized(symbol.key, position, at: Syntax(member))
            if symbol.table != StringTable.defaultName { tables[position] = symbol.table }
        }
        // "key".localized (not called): a call's own visit sees "key".localized().
        if member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id,
           reader.localizes(member: member.declName.baseName.text),
           let base = member.base, let literals = KeyReader.literalChoices(base) {
            for literal in literals {
                guard let key = KeyReader.catalogKey(literal) else { continue }
                recordLocalized(key, reader.position(literal), at: Syntax(member))
                recordMemberTable(member, reader.position(literal))
            }
        }
        return .visitChildren
    }

    /// `"key".localized`, where the app's `localized` names its table: the key is that table's.
    private func recordMemberTable(_ member: MemberAccessExprSyntax?, _ position: Position) {
        guard let name = member?.declName.baseName.text, let table = reader.wrappers.memberTables[name] else { return }
        tables[position] = table
    }

    /// Notes a key localized in place by the expression `localizing`, and whether that string is
    /// a fragment.
    private func recordLocalized(_ key: String, _ position: Position, at localizing: Syntax) {
        localizedLiterals.append((key, position))
        if Self.isFragment(localizing) { fragments.append((key, position)) }
    }

    /// Members that change a string's case: the string's own capitals never show.
    static let recasingMembers: Set<String> = [
        "capitalized", "uppercased", "lowercased", "localizedCapitalized", "localizedUppercase", "localizedLowercase",
    ]

    /// True when the localized string `expression` gives is re-cased (`"speed".localized.capitalized`,
    /// `.uppercased()`) or put inside other text (`"\(speed) \("speed_title".localized)"`), or
    /// joined to other text with `+` on either side (`"\(count) " + "items".localized`,
    /// `"missing".localized + "\n\(path)"`): a piece whose capitals or final punctuation are not
    /// its own.
    static func isFragment(_ expression: Syntax) -> Bool {
        var current = expression
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                if recasingMembers.contains(member.declName.baseName.text) { return true }
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                // `x.uppercased()`: the member decided; go on to what the call is in.
            } else if parent.is(ExpressionSegmentSyntax.self) {
                return true
            } else if let list = parent.as(ExprListSyntax.self), parent.parent?.is(SequenceExprSyntax.self) == true {
                // An operand of `+` or `+=`: text joined to it.
                return isJoined(current, in: list)
            } else if !(parent.is(LabeledExprSyntax.self) && parent.parent?.parent?.is(ExpressionSegmentSyntax.self) == true)
                        && !(parent.is(LabeledExprListSyntax.self) && parent.parent?.is(ExpressionSegmentSyntax.self) == true) {
                return false
            }
            current = parent
        }
        return false
    }

    /// True when an operator next to `operand` in an unfolded sequence (`a + b`) is `+`, or the
    /// one before it is `+=`.
    private static func isJoined(_ operand: Syntax, in list: ExprListSyntax) -> Bool {
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == operand.id }) else { return false }
        func joins(_ neighbour: Int, _ operators: Set<String>) -> Bool {
            elements.indices.contains(neighbour) && elements[neighbour].as(BinaryOperatorExprSyntax.self).map { operators.contains($0.operator.text) } == true
        }
        return joins(index - 1, ["+", "+="]) || joins(index + 1, ["+"])
    }

    // MARK: Assignments

    /// `alert.messageText = …`, `navigationItem.title = …`, `label.text = …`.
    override func visit(_ sequence: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(sequence.elements)
        noteOnOffState(elements, at: Syntax(sequence))
        noteControlStyle(elements, at: Syntax(sequence))
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0]
        let property: String
        var base = ""
        if let member = target.as(MemberAccessExprSyntax.self) {
            property = member.declName.baseName.text
            base = member.base?.trimmedDescription ?? ""
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            property = reference.baseName.text
        } else {
            return .visitChildren
        }
        // `title = …` on the function's own variable is no property of the screen's: where the
        // variable goes decides.
        if base.isEmpty, noteLocalAssignment(property, elements, at: Syntax(sequence)) { return .visitChildren }
        if base.isEmpty || base == "self" { noteStoredKeys(property, Array(elements[2...]), at: Syntax(sequence)) }
        if base.isEmpty || base == "self", noteOwnSetterAssignment(property, elements, at: Syntax(sequence)) { return .visitChildren }
        // `title = …` or `attributedTitle = …` in the app's `NSButton` subclass titles the button itself.
        let ownControl = base.isEmpty || base == "self" ? enclosingControl(Syntax(sequence)) : nil
        let titlesControl = ownControl != nil && (property == "title" || property == "attributedTitle")
        // An `NSTabViewItem`'s `label` (`let general = NSTabViewItem(viewController: …)`) titles its tab.
        let labelsTab = property == "label" && !base.isEmpty
            && Self.localType(of: base, at: Syntax(sequence))?.hasSuffix("TabViewItem") == true
        let configured = base.isEmpty ? nil : Self.configurationKind(property: property, base: base, at: Syntax(sequence))
        guard var kind = titlesControl ? ownControl.flatMap({ Self.titledControls[$0] })
                : labelsTab ? .tabItem
                : configured ?? Self.formRowKind(property: property, base: base, at: Syntax(sequence)) ?? Self.assignedKind(property: property, base: base)
        else {
            noteAppPropertyAssignment(property, base: base, of: target, Array(elements[2...]), at: Syntax(sequence))
            return .visitChildren
        }
        if kind == .text, property == "text", namesItsCellsTitle(base, at: Syntax(sequence)) { kind = .tableRow }
        // `self.title = title` in an initializer stores a parameter; where it is shown decides.
        // A controller's own title given a text there (`title = String(localized: "Editor")`)
        // titles its screen, as it does in `viewDidLoad`.
        if base.isEmpty || base == "self", !titlesControl, Self.isInInitializer(Syntax(sequence)),
           !(property == "title" && !elements[2].is(DeclReferenceExprSyntax.self) && titlesOwnScreen(Syntax(sequence))) { return .visitChildren }
        // `cell.title = …` on the app's own cell that declares `title`: shown as its setter
        // shows it (a button's title), or as the name says when that says more.
        if !base.isEmpty, base != "self", let type = Self.localType(of: base, at: Syntax(sequence)).flatMap(typeName),
           types.declaresProperty(property, on: type) {
            let references = reader.references(inElements: Array(elements[2...]), literalIsKey: false)
            if !references.isEmpty { assignedKeys.append((type, property, references, kind)) }
            return .visitChildren
        }
        // A title given to a variable made as a control (`let grant = NSButton()`) is that control's.
        if property == "title" || property == "attributedTitle", !base.isEmpty,
           let control = Self.localType(of: base, at: Syntax(sequence)).flatMap({ Self.titledControls[$0] }) {
            kind = control
        }
        if property == "title", !base.isEmpty, let type = Self.localType(of: base, at: Syntax(sequence)) {
            // A table column's title (`let column = NSTableColumn(identifier: …)`) heads its column.
            if type.hasSuffix("TableColumn") { kind = .sectionHeader }
            // An activity's title (`NSUserActivity`) is its name where Siri and Spotlight offer it.
            if type.hasSuffix("UserActivity") { kind = .intentTitle }
            // A window's or a panel's (`let w = NSWindow(…)`, `NSPanel`, `NSOpenPanel`) titles it.
            if type.hasSuffix("Window") || type.hasSuffix("Panel") { kind = .windowTitle }
        }
        for reference in reader.references(inElements: Array(elements[2...]), literalIsKey: false) {
            if property == "title" || property == "attributedTitle", !base.isEmpty || titlesControl, kind == .button || kind == .label || kind == .menuItem {
                titledObjects.append((found.count, Self.objectKey(base, at: Syntax(sequence))))
            }
            // `header.stringValue = …`: an AppKit label its font may make a heading. (A bold
            // `UILabel` is as often a row's or an action's title as a section's.)
            if kind == .text, !base.isEmpty, property == "stringValue" {
                titledObjects.append((found.count, Self.objectKey(base, at: Syntax(sequence))))
            }
            found.append(.init(reference: reference, kind: kind == .text && Self.isASectionsTitle(reference) ? .headingText : kind))
        }
        return .visitChildren
    }

    /// `self.title = …` in the app's view whose own `title` has a setter (`set {
    /// titleLabel.stringValue = newValue }`): shown as that setter shows it, whatever the name
    /// says of a screen's or a control's title. True when the enclosing type declares one.
    private func noteOwnSetterAssignment(_ property: String, _ elements: [ExprSyntax], at node: Syntax) -> Bool {
        guard let type = KeyReader.enclosingType(node), type.hasOwnSetter(forProperty: property) else { return false }
        let references = reader.references(inElements: Array(elements[2...]), literalIsKey: false)
        if !references.isEmpty { assignedKeys.append((type.name, property, references, nil)) }
        return true
    }

    /// True for `titleLabel` (or `self.titleLabel`, `nameTitleLabel`) in the app's own
    /// `UITableViewCell` subclass: on iPhone and iPad it names the list's row, a setting or a
    /// place to go, as the cell's `textLabel` does.
    private func namesItsCellsTitle(_ base: String, at node: Syntax) -> Bool {
        let label = base.hasPrefix("self.") ? String(base.dropFirst("self.".count)) : base
        guard label.lowercased().hasSuffix("titlelabel"), !label.contains("."),
              let cell = KeyReader.enclosingTypeNode(node).flatMap(Self.classOrExtendedName) else { return false }
        return types.ancestor(of: cell, where: { $0 == "UITableViewCell" }) != nil
    }

    /// True for the title of the app's view named for a section or its header (`Section`,
    /// `GroupHeaderView`, a SwiftUI `SectionHeader` whose initializer makes its `Text`): shown in
    /// whatever label, it is the section's heading, as SwiftUI's `Section("…")` makes it.
    static func isASectionsTitle(_ reference: KeyReference) -> Bool {
        guard case .helper(let id, let name) = reference, id.hasPrefix("type:"),
              name == "title" || name == KeyReader.initializerParameterPrefix + "title" else { return false }
        return KeyResolution.namesASection(String(id.dropFirst("type:".count)))
    }

    /// A form row's text set in the closure that makes it, as Eureka's rows are made
    /// (`ButtonRow { $0.title = … }`, `PushRow<Mode>(tag) { $0.selectorTitle = … }`): a row
    /// people tap to act (a `…ButtonRow`, or one given `.onCellSelection { … }`) is a button, a
    /// switch's or a check's row (`SwitchRow`, `CheckRow`) a toggle, and a selector's title
    /// names the screen it pushes. Nil for anything else, a row that only shows a value among it.
    static func formRowKind(property: String, base: String, at node: Syntax) -> UIKind? {
        guard base == "$0", property == "title" || property == "selectorTitle" else { return nil }
        var current = node.parent
        while let parent = current, !parent.is(ClosureExprSyntax.self) { current = parent.parent }
        guard let closure = current, let row = closure.parent?.as(FunctionCallExprSyntax.self),
              row.trailingClosure?.id == closure.id else { return nil }
        let type = row.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.trimmedDescription
            ?? row.calledExpression.trimmedDescription
        guard type.hasSuffix("Row"), type.first?.isUppercase == true else { return nil }
        if property == "selectorTitle" { return .navigationTitle }
        if type.hasSuffix("ButtonRow") { return .button }
        if type.hasSuffix("SwitchRow") || type.hasSuffix("CheckRow") { return .toggle }
        // Outwards through what is called on the row (`.cellSetup { … }.onCellSelection { … }`).
        var made = Syntax(row)
        while let member = made.parent?.as(MemberAccessExprSyntax.self), member.base?.id == made.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "onCellSelection" { return .button }
            made = Syntax(call)
        }
        return nil
    }

    /// An assignment to a variable of the function's own; true when `name` is one. A local
    /// tuple takes its elements (`alertText = (title: …, message: …)`); a local `String` given
    /// a literal in a `switch`'s case or an `if` (`key = "action.left"`) holds a key where a
    /// localizing call reads the local, as `let key = "…"` does.
    private func noteLocalAssignment(_ name: String, _ elements: [ExprSyntax], at node: Syntax) -> Bool {
        let binding = Self.enclosingLocal(name, at: node)
        if let binding, binding.pattern.is(IdentifierPatternSyntax.self), Self.tupleLabels(of: binding) != nil {
            if elements.count == 3 { noteLocalTuple(Self.localName(name, binding), elements[2]) }
            return true
        }
        guard let type = Self.localType(of: name, at: node) else { return false }
        guard elements.count == 3 else { return true }
        let local = binding.map { Self.localName(name, $0) } ?? name
        if type.isEmpty || type == "String", let literals = KeyReader.literalChoices(elements[2]) {
            for literal in literals {
                guard let key = KeyReader.catalogKey(literal) else { continue }
                propertySources[KeyReader.localizedPrefix + local, default: []].append((key, reader.position(literal)))
            }
        }
        // `title = String(localized: "key")`: the variable holds that key too, as it holds the
        // one it was declared with, and shows it where it is shown.
        // So does what it is given from a typed read, a parameter or a stored property of its
        // own (`text = Texts.shared.emptyText`), as when it is declared with one.
        if binding != nil {
            for reference in reader.references(in: elements[2], literalIsKey: false) {
                switch reference {
                case .key(let key, let position, _): propertySources[local, default: []].append((key, position))
                case .helper, .typedProperty: localReads[local, default: []].append(reference)
                case .property: break
                }
            }
        }
        return true
    }

    /// Notes that the computed property `name` returns what `reference` reads: its type's own
    /// when it has an owner (`EventAlert.title`), else read by name.
    private func noteAlias(_ name: String, of owner: String?, _ reference: KeyReference) {
        guard let owner else { return propertyAliases[name, default: []].append(reference) }
        computedProperties[owner, default: []].insert(name)
        ownedPropertyAliases[owner, default: [:]][name, default: []].append(reference)
    }

    /// `hint = "key"` where `hint` is a stored property of the enclosing type: the keys it is
    /// given (literals when the property is a `LocalizedStringKey` or the like, localized
    /// strings otherwise) are shown where the property is.
    /// An assignment to a property whose name says nothing of its use: the app's own property,
    /// shown where its type shows it. `cell.buttonText = …` on a value of the app's type; `self.
    /// headerTitle = …` in a subclass of the app's class that declares it.
    private func noteAppPropertyAssignment(_ property: String, base: String, of target: ExprSyntax, _ value: [ExprSyntax], at node: Syntax) {
        let type: String?
        if !base.isEmpty, base != "self", let path = target.as(MemberAccessExprSyntax.self)?.base, path.is(MemberAccessExprSyntax.self) {
            // `item.cell.toolDescription = …`: the path to the value's type through the app's
            // properties (`ToolItem.cell`), which `KeyResolution` resolves with every file's types.
            guard let chain = KeyReader.chainType(of: path) else { return }
            type = chain
        } else if !base.isEmpty, base != "self" {
            type = Self.localType(of: base, at: node).flatMap(typeName)
        } else if let inherited = inheritedOwner(of: property, at: node) {
            type = inherited
        } else {
            return
        }
        let references = reader.references(inElements: value, literalIsKey: false)
        // Shown where the code cannot follow (`passwordField.error = …` on a field of the app's
        // own), a property named for an error holds its message, as a stored one does.
        if !references.isEmpty { assignedKeys.append((type, property, references, UIContext.namesAnError(property) ? .errorMessage : nil)) }
    }

    /// For a property the enclosing class does not declare itself: the app's class it descends
    /// from that does (nil when none does, or the class declares it).
    private func inheritedOwner(of property: String, at node: Syntax) -> String? {
        guard let type = KeyReader.enclosingType(node).flatMap({ typeName($0.name) }),
              let owner = types.declaringType(ofProperty: property, from: type), owner != type else { return nil }
        return owner
    }

    private func noteStoredKeys(_ property: String, _ value: [ExprSyntax], at node: Syntax) {
        guard let type = KeyReader.enclosingType(node) else { return }
        // In an extension, the type's own declaration in the file holds its stored properties.
        let declared = KeyReader.enclosingTypeNode(node)?.is(ExtensionDeclSyntax.self) == true ? KeyReader.declaration(ofType: type.name, in: node.root) : type
        guard let declared, let stored = reader.storedProperty(named: property, of: declared) else { return }
        let id: String
        switch reader.reference(toName: property, at: node) {
        case .helper(let helper, _): id = helper
        case .typedProperty(let extended, _) where extended == declared.name: id = "type:" + extended
        default: return
        }
        for reference in reader.references(inElements: value, literalIsKey: isKeyType(stored.type)) {
            switch reference {
            case .key(let key, let position, let wrapped):
                storedKeys.append((id, property, key, position))
                if !wrapped { localizedLiterals.append((key, position)) }
            // Another value's property (`self.title = stage.title`): shown as this one is. (A
            // local's value is not another value's property.)
            case .typedProperty, .property:
                guard !reference.readsALocal else { break }
                ownedPropertyAliases[type.name, default: [:]][property, default: []].append(reference)
            default: break
            }
        }
    }

    /// Notes an AppKit button whose state the code sets or compares to `.on`/`.off`
    /// (`syncButton.state = on ? .on : .off`): an on/off button, a checkbox.
    private func noteOnOffState(_ elements: [ExprSyntax], at node: Syntax) {
        guard elements.count >= 3, let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "state",
              let base = member.base?.trimmedDescription, !base.isEmpty,
              elements.dropFirst().contains(where: { element in
                  element.tokens(viewMode: .sourceAccurate).contains { token in
                      (token.text == "on" || token.text == "off") && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
                  }
              })
        else { return }
        onOffObjects.insert(Self.objectKey(base, at: node))
    }

    /// Notes how the code draws an AppKit button or a label: `details.bezelStyle = .disclosure`
    /// or `feature.buttonType = .switch` (an on/off control), `link.isBordered = false`,
    /// `link.contentTintColor = .controlAccentColor` (with no border, a link), `header.font =
    /// .boldSystemFont(ofSize: 13)` (a heading, `LabelFont`).
    private func noteControlStyle(_ elements: [ExprSyntax], at node: Syntax) {
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return }
        let property: String, base: String
        if let member = elements[0].as(MemberAccessExprSyntax.self) {
            property = member.declName.baseName.text
            base = member.base?.trimmedDescription ?? ""
        } else if let reference = elements[0].as(DeclReferenceExprSyntax.self), enclosingControl(node) != nil {
            // `isBordered = false` in the app's `NSButton` subclass.
            property = reference.baseName.text
            base = ""
        } else {
            return
        }
        let object = Self.objectKey(base, at: node)
        let value = elements[2].trimmedDescription
        switch property {
        case "bezelStyle" where value.hasSuffix(".disclosure"): onOffObjects.insert(object)
        case "buttonType" where Self.onOffButtonTypes.contains { value.hasSuffix("." + $0) }: onOffObjects.insert(object)
        case "isBordered" where value == "false": borderlessObjects.insert(object)
        case "isEnabled" where value == "false": disabledObjects.insert(object)
        case "font":
            fontKinds[object] = LabelFont.kind(ofFontExpression: value)
            // The local a property's closure makes and returns (`let titleLabel: NSTextField =
            // { let label = …; label.font = …; return label }()`): the property's font too.
            if let property = Self.propertyMade(returning: base, at: node) { fontKinds[property] = fontKinds[object] }
        case "contentTintColor" where value.hasSuffix("controlAccentColor") || value.hasSuffix("linkColor"): accentedObjects.insert(object)
        default: break
        }
    }

    /// True when the modifier `call` (`.description("…")`) is one of a widget configuration's:
    /// its chain starts at a `…Configuration(…)` (`StaticConfiguration`, `AppIntentConfiguration`)
    /// or also names the widget (`.configurationDisplayName`, `.supportedFamilies`).
    static func configuresAWidget(_ call: FunctionCallExprSyntax) -> Bool {
        let widgetModifiers: Set<String> = ["configurationDisplayName", "supportedFamilies", "contentMarginsDisabled"]
        var outer = Syntax(call)
        while let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            if widgetModifiers.contains(member.declName.baseName.text) { return true }
            outer = Syntax(modifier)
        }
        var inner = call
        while let member = inner.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(FunctionCallExprSyntax.self) {
            if inner.id != call.id, widgetModifiers.contains(member.declName.baseName.text) { return true }
            inner = base
        }
        return UIContext.calleeName(inner).hasSuffix("Configuration")
    }

    /// How an argument a rule reads holds keys: a plain string (keys only where localized in
    /// it), a literal that is a key, or a key the call itself localizes (any value it is given).
    enum ArgumentKeys { case plain, literalIsKey, localized }

    /// The argument `rule` reads, as the call writes it: a label-less one (only when the first
    /// argument has no label: `Text(verbatim:)` is no key), or the one with its label.
    static func writtenArgument(of rule: Rule, in arguments: [LabeledExprSyntax]) -> ExprSyntax? {
        switch rule.argument {
        case .unlabeled(let index):
            guard arguments.first?.label == nil else { return nil }
            let unlabeled = arguments.filter { $0.label == nil }
            return index < unlabeled.count ? unlabeled[index].expression : nil
        case .labeled(let label):
            return arguments.first { $0.label?.text == label }?.expression
        }
    }

    /// The argument of `call` that `rule` reads, and how it holds keys.
    private func argument(of rule: Rule, in call: FunctionCallExprSyntax, madeObject: String?) -> (ExprSyntax, keys: ArgumentKeys)? {
        if let written = Self.writtenArgument(of: rule, in: Array(call.arguments)) { return (written, rule.literalIsKey ? .literalIsKey : .plain) }
        // `Text(verbatim: "* \(text) *")`: the value between marks that are no words is the text.
        if case .unlabeled(0) = rule.argument, let first = call.arguments.first, first.label?.text == "verbatim",
           let shown = Self.valueBetweenMarks(first.expression) {
            return (shown, .plain)
        }
        // The app's own initializer of the view that localizes what it is given
        // (`extension Text { init(appLocalized key: String) }`): its key is the view's text.
        if case .unlabeled(0) = rule.argument, madeObject == nil, let (signature, given) = reader.wrapperCall(call), !signature.returnsText,
           let key = signature.keys.sorted().lazy.compactMap({ given[$0].first }).first {
            return (key, .localized)
        }
        return nil
    }

    /// The one value a string literal interpolates when the rest of it is no words (marks,
    /// spaces, escapes: `"* \(text)\u{00A0}*"`); nil for any other expression.
    static func valueBetweenMarks(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var value: ExprSyntax?
        for segment in literal.segments {
            if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                guard value == nil, interpolation.expressions.count == 1, interpolation.expressions.first?.label == nil else { return nil }
                value = interpolation.expressions.first?.expression
            } else if let text = segment.as(StringSegmentSyntax.self)?.content.text {
                // Escapes (`\u{00A0}`, `\n`) are marks too.
                let plain = text.replacingOccurrences(of: #"\\(u\{[0-9A-Fa-f]+\}|.)"#, with: " ", options: .regularExpression)
                if plain.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) { return nil }
            }
        }
        return value
    }

    /// AppKit classes whose subclasses the app's code titles as their own (`title = …` in a
    /// subclass of `NSButton`, `self.init(labelWithString: text)` in one of `NSTextField`), with
    /// what the title is.
    static let titledControls: [String: UIKind] = ["NSButton": .button, "NSMenuItem": .menuItem, "NSTextField": .text]

    /// The one of `titledControls` that the class declaration around `node` descends from,
    /// directly or through the app's own classes in any file (`Checkbox: HoverButton: NSButton`).
    func enclosingControl(_ node: Syntax) -> String? {
        guard let name = KeyReader.enclosingTypeNode(node).flatMap(Self.classOrExtendedName) else { return nil }
        return types.ancestor(of: name, among: Set(Self.titledControls.keys))
    }

    /// True when `title = …` in the class around `node` is its screen's title: the class is a
    /// controller (its name, or an ancestor's among the app's classes, ends in `Controller`, as
    /// UIKit's and AppKit's view controllers' do) and declares no `title` of its own.
    func titlesOwnScreen(_ node: Syntax) -> Bool {
        guard let name = KeyReader.enclosingTypeNode(node).flatMap(Self.classOrExtendedName) else { return false }
        return types.ancestor(of: name, where: { $0.hasSuffix("Controller") }) != nil && !types.declaresProperty("title", on: name)
    }

    /// A class declaration's name, or an extension's type (`extension NSButton`: its members are
    /// the button's own, as a subclass's are).
    static func classOrExtendedName(_ node: Syntax) -> String? {
        if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
        return node.as(ExtensionDeclSyntax.self).flatMap { typeName($0.extendedType.trimmedDescription) }
    }

    /// For `self.init(…)` or `super.init(…)` in a subclass of one of `titledControls`: that class.
    func initializedControl(_ call: FunctionCallExprSyntax) -> String? {
        initializedAncestor(call, among: Set(Self.titledControls.keys))
    }

    /// For `self.init(…)` or `super.init(…)` in a class that descends from one of `classes`
    /// (through the app's own classes, in any file): that class.
    private func initializedAncestor(_ call: FunctionCallExprSyntax, among classes: Set<String>) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              let base = member.base, base.is(SuperExprSyntax.self) || base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              let name = KeyReader.enclosingTypeNode(Syntax(call)).flatMap(Self.classOrExtendedName)
        else { return nil }
        return types.ancestor(of: name, among: classes)
    }

    /// `UIActivityItemProvider` for `super.init(…)` in the app's subclass of it (in any file).
    func initializedItemProvider(_ call: FunctionCallExprSyntax) -> String? {
        initializedAncestor(call, among: ["UIActivityItemProvider"])
    }

    /// `NSButton.ButtonType`s of on/off controls: a radio button, a checkbox.
    static let onOffButtonTypes: Set<String> = ["radio", "switch"]

    /// The stored property whose initializer is a closure, called at once, that declares the
    /// local `name` around `node` and returns it (`private let titleLabel: NSTextField = { let
    /// label = NSTextField(…); …; return label }()`); nil otherwise.
    static func propertyMade(returning name: String, at node: Syntax) -> String? {
        guard !name.isEmpty, localBinding(of: name, at: node) != nil else { return nil }
        var current = node.parent
        while let parent = current, !parent.is(ClosureExprSyntax.self) {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return nil }
            current = parent.parent
        }
        guard let closure = current?.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self),
              call.calledExpression.id == closure.id, call.arguments.isEmpty,
              let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let last = closure.statements.last?.item else { return nil }
        let returned = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
        return returned?.as(DeclReferenceExprSyntax.self)?.baseName.text == name ? property : nil
    }

    /// The name an object is known by where the code sets it up: a variable declared in the
    /// enclosing function with its declaration's place (`button` in one function is not `button`
    /// in another), else the property's name (`self.` dropped); `self` for the object itself.
    static func objectKey(_ base: String, at node: Syntax) -> String {
        let name = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
        if name.isEmpty || name == "self" { return "self@" + (enclosingTypeName(node) ?? "") }
        guard let binding = localBinding(of: name, at: node) else { return name }
        return "\(name)@\(binding.position.utf8Offset)"
    }

    /// The variable a call's value is given to (`let details = NSButton(…)`), as `objectKey` names it.
    static func boundVariable(_ call: Syntax) -> String? {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return "\(name)@\(binding.position.utf8Offset)"
    }

    /// The type of a variable declared in the enclosing function, closure or initializer before
    /// `node` (`let activity = NSUserActivity(…)`, `var title: String`): its annotation or the
    /// type it is made by; `""` when neither says. Nil when no such variable is declared there.
    static func localType(of name: String, at node: Syntax) -> String? {
        // A tuple's element (`let (title, message) = …`) has no type of its own written here.
        guard let binding = localBinding(of: name, at: node), binding.pattern.is(IdentifierPatternSyntax.self) else { return nil }
        return declaredType(of: binding) ?? ""
    }

    /// The type a variable's declaration gives it: its annotation, or the type its initial value
    /// is made by (`NSUserActivity(…)`); nil when neither says.
    static func declaredType(of binding: PatternBindingSyntax) -> String? {
        binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer.flatMap { KeyReader.madeType(of: $0.value) }
    }

    /// The declaration of a local variable that `node` reads by `name`: declared before it in
    /// the enclosing function, initializer or accessor, or in a closure on the way out to it
    /// (closures see their function's locals). Nil for anything else (a property, a global).
    static func enclosingLocal(_ name: String, at node: Syntax) -> PatternBindingSyntax? {
        localBinding(of: name, at: node, throughClosures: true)
    }

    /// True for a variable declared in a function's, an initializer's, an accessor's or a
    /// closure's body, not a type's member or a global.
    static func isLocal(_ binding: PatternBindingSyntax) -> Bool {
        guard let list = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return !(list.parent?.is(SourceFileSyntax.self) ?? true)
    }

    /// A local variable's name as its keys and its reads are recorded: with its declaration's
    /// place, so `let title = …` in one function is not every other `title` of the app.
    static func localName(_ name: String, _ binding: PatternBindingSyntax) -> String {
        "\(name)@\(binding.position.utf8Offset)"
    }

    /// The declaration of a variable declared in the enclosing function, closure or initializer
    /// before `node`; nil when no such variable is declared there. `throughClosures`: also in
    /// the function around the closure, and not the file's globals.
    static func localBinding(of name: String, at node: Syntax, throughClosures: Bool = false) -> PatternBindingSyntax? {
        let declarations = LocalDeclarations.current
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self), !throughClosures || !(list.parent?.is(SourceFileSyntax.self) ?? true),
               // A statement before `child`, the list's own item, ends before it starts.
               let binding = declarations.bindings(named: name, in: list).first(where: { $0.position < child.position }) {
                return binding
            }
            if endsLocalScope(parent, closures: !throughClosures) { return nil }
            current = parent
        }
        return nil
    }

    /// True for a node past which no local name reaches, walking outwards: a function, an
    /// initializer, an accessor or a type; a closure too when `closures`.
    static func endsLocalScope(_ node: Syntax, closures: Bool) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
            || (closures && node.is(ClosureExprSyntax.self)) || TypeDeclaration.isOne(node)
    }

    static func isInInitializer(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if node.is(InitializerDeclSyntax.self) { return true }
            if node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self) || node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// What a `UIContentUnavailableConfiguration` shows each of its text properties as.
    static let emptyStateProperties: [String: UIKind] = ["text": .emptyStateTitle, "secondaryText": .emptyStateDescription]

    /// What a text property of a UIKit content configuration in a local variable shows. An
    /// empty state's (`var config = UIContentUnavailableConfiguration.empty()`) text titles it
    /// and its secondary text says what to do, as `ContentUnavailableView`'s do; a list row's
    /// (`var content = cell.defaultContentConfiguration()`) text names the row, as a cell's
    /// `textLabel` does, and its secondary text is running text.
    static func configurationKind(property: String, base: String, at node: Syntax) -> UIKind? {
        // (One lookup of the variable: this runs for every assignment to a property of one.)
        guard let binding = localBinding(of: base, at: node), binding.pattern.is(IdentifierPatternSyntax.self) else { return nil }
        let type = declaredType(of: binding) ?? ""
        if type.hasSuffix("ContentUnavailableConfiguration") { return emptyStateProperties[property] }
        // A list row's: made by a cell's `defaultContentConfiguration()` or as a `UIListContentConfiguration`.
        let value = binding.initializer?.value.trimmedDescription ?? ""
        let listContent = type.hasSuffix("ListContentConfiguration") || value.hasSuffix(".defaultContentConfiguration()")
            || value.hasPrefix("UIListContentConfiguration.")
        return listContent ? listContentProperties[property] : nil
    }

    /// What a `UIListContentConfiguration` shows each of its text properties as.
    static let listContentProperties: [String: UIKind] = ["text": .tableRow, "secondaryText": .text]

    /// True for a table view cell's own label (`cell.textLabel`, `self.cell?.textLabel`,
    /// `ftpCell.textLabel`), the name lower-cased: the object that holds `textlabel` is named
    /// for a cell. (A view of the app's own may call its label `textLabel` too.)
    static func namesACellsLabel(_ owner: String) -> Bool {
        let parts = owner.filter { $0 != "?" && $0 != "!" }.split(separator: ".")
        return parts.count >= 2 && parts[parts.count - 1] == "textlabel" && parts[parts.count - 2].hasSuffix("cell")
    }

    /// True for an object named for a header, its own last word aside (`calendarheaderlabel`,
    /// `sectionheading`; not `headerdescriptionlabel`), the name lower-cased.
    static func namesAHeader(_ owner: String) -> Bool {
        var name = Substring(owner)
        for kind in ["label", "textfield", "field", "view"] where name.hasSuffix(kind) {
            name = name.dropLast(kind.count)
            break
        }
        return name.hasSuffix("header") || name.hasSuffix("heading")
    }

    static func assignedKind(property: String, base: String) -> UIKind? {
        let owner = base.lowercased()
        switch property {
        case "messageText": return .alertTitle
        // NSUserActivity's and INShortcut's phrase: words people say to Siri.
        case "suggestedInvocationPhrase": return .shortcutPhrase
        case "informativeText": return .alertMessage
        // A button's or a menu item's title in attributes (`button.attributedTitle = NSAttributedString(string:…)`).
        case "attributedTitle":
            return owner.isEmpty || owner == "self" ? nil : assignedKind(property: "title", base: base)
        case "title":
            if owner.contains("content") || owner.contains("notification") { return .alertTitle }
            if owner.hasSuffix("navigationitem") || owner.isEmpty || owner == "self" { return .navigationTitle }
            if owner.contains("window") || owner.contains("panel") { return .windowTitle }
            // A name's last word says what the object is: `showMenuButton` is a button.
            if owner.hasSuffix("button") { return .button }
            if owner.contains("menuitem") || owner.hasSuffix("item") && owner.contains("menu") { return .menuItem }
            if owner.contains("menu") { return .menuTitle }
            if owner.contains("button") { return .button }
            // A view controller's title names its screen.
            if owner.hasSuffix("vc") || owner.hasSuffix("controller") { return .navigationTitle }
            if owner.contains("tabbaritem") { return .tabItem }
            return .label
        case "placeholder", "placeholderString":
            return owner.contains("search") ? .searchPrompt : .textFieldPrompt
        case "prompt": return owner.contains("search") ? .searchPrompt : .button
        case "toolTip": return .help
        case "accessibilityLabel": return .accessibilityLabel
        case "accessibilityHint": return .accessibilityHint
        // A notice's, a banner's or an open or save panel's message (the line atop the panel
        // that says what to choose, a sentence as often as not), and an inline warning's or
        // error's label, are read as messages.
        case "message": return .message
        case "text", "stringValue":
            if owner.contains("warning") || owner.contains("error") { return .message }
            if namesACellsLabel(owner) { return .tableRow }
            // The label's name says it heads a section (`calendarHeaderLabel`, `sectionHeading`).
            return namesAHeader(owner) ? .headingText : .text
        // A notification's content (UNMutableNotificationContent).
        case "body": return .alertMessage
        default: return nil
        }
    }

    // MARK: App Intents and properties

    /// `let key = "category.\(name)"` (or `cond ? "a" : "b"`): a key only where a localizing
    /// call reads it. A static constant is also known by its type's name (`TabBar.favorites`), so
    /// that a read that names the type (`Strings.TabBar.favorites.localized`) is not another
    /// type's constant of the same name (`Sort.favorites`).
    private func recordKeyConstant(_ binding: PatternBindingSyntax, name: String, isStatic: Bool, at variable: Syntax) {
        guard let value = binding.initializer?.value, let literals = KeyReader.literalChoices(value) else { return }
        let typeName = isStatic ? Self.enclosingTypeName(variable).map(KeyReader.lastTypeComponent) : nil
        for literal in literals {
            guard let key = KeyReader.catalogKey(literal) else { continue }
            propertySources[KeyReader.localizedPrefix + name, default: []].append((key, reader.position(literal)))
            if let typeName {
                propertySources[KeyReader.localizedPrefix + typeName + "." + name, default: []].append((key, reader.position(literal)))
            }
        }
    }

    override func visit(_ variable: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        for binding in variable.bindings {
            if let tuple = binding.pattern.as(TuplePatternSyntax.self) { noteDestructured(tuple, binding); continue }
            guard let declared = binding.pattern.as(IdentifierPatternSyntax.self).map({ KeyReader.plainName($0.identifier) }) else { continue }
            declare(declared)
            let type = binding.typeAnnotation?.type.trimmedDescription
            if let type { declaredTypes[declared, default: []].insert(type.filter { $0 != "?" && $0 != "!" }) }
            let isLocal = Self.isLocal(binding)
            // Its type as written, or as its first value makes it (`static let shared = Texts()`).
            if !isLocal, let owner = Self.owner(of: Syntax(variable)), let declaredType = Self.declaredType(of: binding).flatMap(typeName) {
                propertyTypes[owner, default: [:]][declared] = declaredType
            }
            let name = isLocal ? Self.localName(declared, binding) : declared
            if isLocal, Self.tupleLabels(of: binding) != nil {
                if let value = binding.initializer?.value { noteLocalTuple(name, value) }
                continue
            }
            let values = valueExpressions(of: binding)
            if isStatic, Self.mayBeAnIntent(Syntax(variable)), let kind = Self.intentKind(name: name, type: type) {
                for value in values {
                    recordIntentValue(value, name: name, kind: kind)
                }
                continue
            }
            // A property that gives a key (`var title: LocalizedStringKey { "key" }`,
            // `static let title = String(localized: "key")`): where it is read decides its kind.
            let literalIsKey = isKeyType(type)
            if type == nil || type == "String" { recordKeyConstant(binding, name: name, isStatic: isStatic, at: Syntax(variable)) }
            let owner = isStatic || binding.initializer != nil ? nil : Self.owner(of: Syntax(variable))
            // A stored property's first value (`var emptyName = "name.empty".localized`) is shown
            // as the reads of that property on its type's values show it (`Texts.shared.emptyName`).
            let storedOwner = isStatic || isLocal || binding.initializer == nil ? nil : Self.owner(of: Syntax(variable))
            let localizesInPlace = binding.initializer.flatMap { Self.withoutEffects($0.value).as(FunctionCallExprSyntax.self) }
                .map { reader.localizedArguments(of: $0) != nil } ?? false
            // A computed property that returns a tuple (`return (title, message)`): each element
            // is a property of its own, `alertText.0`, read where the tuple is destructured.
            let elements: [(name: String, value: ExprSyntax)] = values.flatMap { value -> [(name: String, value: ExprSyntax)] in
                guard binding.initializer == nil, let tuple = value.as(TupleExprSyntax.self), tuple.elements.count > 1 else { return [(name, value)] }
                return tuple.elements.enumerated().map { (Self.tupleElement(name, $0.offset), $0.element.expression) }
            }
            for (name, value) in elements {
                for reference in reader.references(in: value, literalIsKey: literalIsKey) {
                    switch reference {
                    case .key(let key, let position, let wrapped):
                        propertySources[name, default: []].append((key, position))
                        if let owner {
                            computedProperties[owner, default: []].insert(name)
                            propertyOwners[position] = owner
                        } else if let storedOwner {
                            propertyOwners[position] = storedOwner
                        }
                        if !wrapped { localizedLiterals.append((key, position)) }
                    // `var feedTitle: String { feed.title }`: shown as `feedTitle` is, `title` is.
                    case .property(let other) where binding.initializer == nil && other != name:
                        noteAlias(name, of: owner, reference)
                    // So is the key a local constant localizes where it is made, where the constant
                    // is shown (`let text = NSLocalizedString(key, comment: ""); Text(text)`), and
                    // another local it is made from.
                    case .helper where binding.initializer == nil || isLocal && localizesInPlace,
                         .typedProperty where binding.initializer == nil || isLocal && localizesInPlace:
                        noteAlias(name, of: owner, reference)
                    case .property(let other) where isLocal && other.contains("@") && other != name:
                        noteAlias(name, of: owner, reference)
                    // What a local constant reads on a value whose type the code says
                    // (`let text = Texts.shared.rateText`), or a parameter or a stored property of
                    // its own, is shown where the constant is; not a name read on any value.
                    case .helper where isLocal, .typedProperty where isLocal:
                        localReads[name, default: []].append(reference)
                    default:
                        break
                    }
                }
            }
            if propertySources[name] != nil, Self.isFilePrivate(Syntax(variable)) { privateProperties.insert(name) }
        }
        return .visitChildren
    }

    /// An expression without the `await` and `try` before it.
    static func withoutEffects(_ expression: ExprSyntax) -> ExprSyntax {
        if let awaited = expression.as(AwaitExprSyntax.self) { return withoutEffects(awaited.expression) }
        if let tried = expression.as(TryExprSyntax.self) { return withoutEffects(tried.expression) }
        return expression
    }

    /// The name of a tuple's element read through a property (`alertText.0`).
    static func tupleElement(_ property: String, _ index: Int) -> String { "\(property).\(index)" }

    /// The labels of a local tuple's elements, from its type (`let alertText: (title: String,
    /// message: String)?`) or its value (`let failure = (title: …, message: …)`); nil when
    /// the local is no tuple. An element without a label is nil.
    static func tupleLabels(of binding: PatternBindingSyntax) -> [String?]? {
        var type = binding.typeAnnotation?.type
        while let optional = type?.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let tuple = type?.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            return tuple.elements.map { $0.firstName?.text }
        }
        if type == nil, let tuple = binding.initializer?.value.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            return tuple.elements.map { $0.label?.text }
        }
        return nil
    }

    /// `alertText.title` (or `alertText.1`) on a local tuple: the name its element is recorded
    /// by, `alertText@offset.1`; nil when `base` is no local tuple with that element.
    static func localTupleElement(_ member: String, of base: ExprSyntax) -> String? {
        guard let reference = base.as(DeclReferenceExprSyntax.self), case .identifier(let name) = reference.baseName.tokenKind,
              let binding = localBinding(of: name, at: Syntax(reference), throughClosures: true),
              binding.pattern.is(IdentifierPatternSyntax.self), let labels = tupleLabels(of: binding),
              let index = labels.firstIndex(of: member) ?? Int(member).flatMap({ labels.indices.contains($0) ? $0 : nil })
        else { return nil }
        return tupleElement(localName(name, binding), index)
    }

    /// A tuple given to a local tuple (`alertText = (title: …, message: …)`, or where it is
    /// declared): each element's keys and reads are that element's, by position.
    private func noteLocalTuple(_ name: String, _ value: ExprSyntax) {
        guard let tuple = value.as(TupleExprSyntax.self), tuple.elements.count > 1 else { return }
        for (index, element) in tuple.elements.enumerated() {
            let elementName = Self.tupleElement(name, index)
            for reference in reader.references(in: element.expression, literalIsKey: false) {
                switch reference {
                case .key(let key, let position, let wrapped):
                    propertySources[elementName, default: []].append((key, position))
                    if !wrapped { localizedLiterals.append((key, position)) }
                default: propertyAliases[elementName, default: []].append(reference)
                }
            }
        }
    }

    /// `let (title, message) = error.alertText` in a body: each local reads its element of the
    /// tuple the property returns, so it is shown where the local is.
    private func noteDestructured(_ tuple: TuplePatternSyntax, _ binding: PatternBindingSyntax) {
        guard Self.isLocal(binding), let value = binding.initializer?.value else { return }
        let references = reader.references(in: value, literalIsKey: false)
        for (index, element) in tuple.elements.enumerated() {
            guard let local = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let name = Self.localName(local, binding)
            for reference in references {
                switch reference {
                case .property(let property): propertyAliases[name, default: []].append(.property(Self.tupleElement(property, index)))
                case .typedProperty(let type, let property):
                    propertyAliases[name, default: []].append(.typedProperty(type: type, name: Self.tupleElement(property, index)))
                default: break
                }
            }
        }
    }

    /// The type (or the extended type's last name) a computed property is declared in.
    static func owner(of declaration: Syntax) -> String? {
        KeyReader.enclosingType(declaration).flatMap { typeName($0.name) }
    }

    /// True for a declaration only its file can see: `private` or `fileprivate` itself, or
    /// inside a type or extension that is (`private extension Feature { var label … }`).
    static func isFilePrivate(_ declaration: Syntax) -> Bool {
        var node: Syntax? = declaration
        while let current = node {
            let modifiers = current.asProtocol(WithModifiersSyntax.self)?.modifiers
            if modifiers?.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }) == true {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// True when the type around a static member may be an App Intents type (an intent, an
    /// entity, an enum): it or its declaration in the file names one it conforms to
    /// (`AppIntent`, `AppEnum`, `AppEntity`, or the app's own protocol named for one). A
    /// namespace of strings (`enum Strings { enum Legend { static let title:
    /// LocalizedStringKey = … } }`) is not: its `title` is shown where it is read.
    static func mayBeAnIntent(_ member: Syntax) -> Bool {
        guard let node = KeyReader.enclosingTypeNode(member) else { return false }
        func conformsToOne(_ clause: InheritanceClauseSyntax?) -> Bool {
            clause?.inheritedTypes.contains { inherited in
                let name = KeyReader.inheritedTypeName(inherited.type)
                return ["Intent", "Entity", "AppEnum", "AppShortcut"].contains { name.contains($0) }
            } ?? false
        }
        if conformsToOne(node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause) { return true }
        guard let extended = node.as(ExtensionDeclSyntax.self) else { return false }
        // An extension says nothing itself: the type's declaration in the file decides; one in
        // another file may be an intent.
        let name = KeyReader.lastTypeComponent(extended.extendedType.trimmedDescription)
        guard let declared = KeyReader.declaration(ofType: name, in: node.root) else { return true }
        return conformsToOne(declared.inheritanceClause)
    }

    static func intentKind(name: String, type: String?) -> UIKind? {
        switch name {
        // App Intents declare these types; a `String` title elsewhere is no key.
        case "title": return isKeyType(type) ? .intentTitle : nil
        case "description": return type == "IntentDescription" || isKeyType(type) ? .intentDescription : nil
        case "typeDisplayRepresentation": return .label
        case "caseDisplayRepresentations": return .enumCaseName
        default: return nil
        }
    }

    private func recordIntentValue(_ value: ExprSyntax, name: String, kind: UIKind) {
        if name == "caseDisplayRepresentations", let dictionary = value.as(DictionaryExprSyntax.self),
           case .elements(let elements) = dictionary.content {
            for element in elements {
                if let call = element.value.as(FunctionCallExprSyntax.self) {
                    // DisplayRepresentation(title: "…", subtitle: "…"): the title names the case.
                    if let title = call.arguments.first(where: { $0.label?.text == "title" }) {
                        for reference in reader.references(in: title.expression, literalIsKey: true) {
                            found.append(.init(reference: reference, kind: .enumCaseName))
                        }
                    }
                    continue
                }
                for reference in reader.references(in: element.value, literalIsKey: true) {
                    found.append(.init(reference: reference, kind: .enumCaseName))
                }
            }
            return
        }
        // `= "…"`; `IntentDescription("…")` and `TypeDisplayRepresentation(name:)` are calls
        // whose own rules record them.
        for reference in reader.references(in: value, literalIsKey: true) {
            found.append(.init(reference: reference, kind: kind))
        }
    }

    /// A binding's initializer, or the expressions its getter returns.
    private func valueExpressions(of binding: PatternBindingSyntax) -> [ExprSyntax] {
        if let initializer = binding.initializer { return [initializer.value] }
        guard let accessors = binding.accessorBlock?.accessors else { return [] }
        if let body = accessors.as(CodeBlockItemListSyntax.self) { return returnedExpressions(body) }
        if let list = accessors.as(AccessorDeclListSyntax.self),
           let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
           let body = getter.body?.statements {
            return returnedExpressions(body)
        }
        return []
    }

    /// What a body returns: `return` statements, a lone expression (implicit return), and the
    /// same inside `switch` cases and `if` branches.
    private func returnedExpressions(_ body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var expressions: [ExprSyntax] = []
        func visit(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let returned = item.item.as(ReturnStmtSyntax.self)?.expression {
                    expressions.append(returned)
                } else if let expression = item.item.as(ExprSyntax.self) {
                    if let switchExpression = expression.as(SwitchExprSyntax.self) {
                        for case .switchCase(let switchCase) in switchExpression.cases { visit(switchCase.statements) }
                    } else if let ifExpression = expression.as(IfExprSyntax.self) {
                        visit(ifExpression.body.statements)
                        if case .codeBlock(let elseBlock) = ifExpression.elseBody { visit(elseBlock.statements) }
                    } else if items.count == 1 {
                        expressions.append(expression)
                    }
                } else if let statement = item.item.as(ExpressionStmtSyntax.self) {
                    if let switchExpression = statement.expression.as(SwitchExprSyntax.self) {
                        for case .switchCase(let switchCase) in switchExpression.cases { visit(switchCase.statements) }
                    } else if let ifExpression = statement.expression.as(IfExprSyntax.self) {
                        visit(ifExpression.body.statements)
                        if case .codeBlock(let elseBlock) = ifExpression.elseBody { visit(elseBlock.statements) }
                    }
                }
            }
        }
        visit(body)
        return expressions
    }

    /// `[NSLocalizedDescriptionKey: String(localized: "…")]`, an error's `userInfo`: Foundation
    /// shows the error's texts as `LocalizedError`'s, in alerts and error views.
    /// `[.title: "Website".localize(), .link: …]`, `["title": "Clear cache".localized]`: what
    /// the app's dictionary puts under a named key is that entry's (`KeyReader.dictionaryEntry`),
    /// shown where the code subscripts a dictionary by the same key.
    override func visit(_ element: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
        if Self.errorTextKeys.contains(element.key.trimmedDescription) {
            for reference in reader.references(in: element.value, literalIsKey: false) {
                found.append(.init(reference: reference, kind: .errorMessage))
            }
        } else if let name = KeyReader.dictionaryKeyName(element.key) {
            let entry = KeyReader.dictionaryEntry(name)
            for reference in reader.references(in: element.value, literalIsKey: false) {
                switch reference {
                case .key(let key, let position, _): propertySources[entry, default: []].append((key, position))
                default: propertyAliases[entry, default: []].append(reference)
                }
            }
        }
        return .visitChildren
    }

    /// `throw "Name can't be empty".localized()`: a string the app throws (with `String` made an
    /// `Error`) is the error's description, which the code that catches it shows as one.
    override func visit(_ statement: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        // An error value made with the text (`ImportError.failed(reason)`) may say more around it.
        if let call = statement.expression.as(FunctionCallExprSyntax.self) {
            // An error's case (`SaveError.failed(…)`, `.failed(…)`) or initializer (`ImportError(…)`).
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                if member.base == nil || base?.first?.isUppercase == true { return .visitChildren }
            } else if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.hasSuffix("Error") == true {
                return .visitChildren
            }
        }
        for reference in reader.references(in: statement.expression, literalIsKey: false) {
            found.append(.init(reference: reference, kind: .errorMessage))
        }
        return .visitChildren
    }

    /// The `userInfo` keys whose values an `NSError` shows as its description and advice.
    static let errorTextKeys: Set<String> = [
        "NSLocalizedDescriptionKey", "NSLocalizedFailureReasonErrorKey", "NSLocalizedRecoverySuggestionErrorKey",
    ]

    /// `@Parameter(title: "…", description: "…")` in an App Intent.
    override func visit(_ attribute: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard attribute.attributeName.trimmedDescription == "Parameter",
              case .argumentList(let arguments) = attribute.arguments else { return .visitChildren }
        for argument in arguments {
            let kind: UIKind
            switch argument.label?.text {
            case "title": kind = .label
            case "description": kind = .help
            default: continue
            }
            for reference in reader.references(in: argument.expression, literalIsKey: true) {
                found.append(.init(reference: reference, kind: kind))
            }
        }
        return .visitChildren
    }

    // MARK: Helpers

    override func visit(_ function: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(function.name.text)
        let keyParameters = reader.keyParameters(of: function.name.text, function.signature.parameterClause.parameters)
        let parameters = function.signature.parameterClause.parameters.enumerated().map { index, parameter in
            FileScan.Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                target: (parameter.secondName ?? parameter.firstName).text,
                literalIsKey: isKeyType(parameter.type.trimmedDescription) || keyParameters.contains(index))
        }
        if !parameters.isEmpty {
            helpers.append(.init(id: FileScan.Helper.functionID(function), signatures: [parameters]))
        }
        recordViewFunction(function)
        recordDataSourceTitles(function)
        // A function that returns keys is read like a property: `Text(mode.pretty())`, and with
        // arguments when it returns text, `.alert(alertTitle(for: alert), …)` (a view function
        // with arguments is a helper: its parameters and body place its keys).
        if let body = function.body?.statements, parameters.isEmpty || Self.returnsText(function) {
            let literalIsKey = isKeyType(function.signature.returnClause?.type.trimmedDescription)
            let name = function.name.text + "()"
            // A type's own method, as its computed property is: a typed call reads that type's.
            let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            let owner = isStatic ? nil : Self.owner(of: Syntax(function))
            for value in returnedExpressions(body) {
                for reference in reader.references(in: value, literalIsKey: literalIsKey) {
                    switch reference {
                    case .key(let key, let position, _):
                        propertySources[name, default: []].append((key, position))
                        if let owner {
                            computedProperties[owner, default: []].insert(name)
                            propertyOwners[position] = owner
                        }
                    case .property(let other) where other != name: propertyAliases[name, default: []].append(reference)
                    case .typedProperty(_, let other) where other != name: propertyAliases[name, default: []].append(reference)
                    default: break
                    }
                }
            }
            if propertySources[name] != nil, Self.isFilePrivate(Syntax(function)) { privateProperties.insert(name) }
        }
        return .visitChildren
    }

    /// What UIKit (or a data source protocol it draws for) shows a data source method's returned
    /// text as, by the method's full name.
    static let dataSourceTitleKinds: [String: UIKind] = [
        "tableView(_:titleForHeaderInSection:)": .sectionHeader,
        "tableView(_:titleForFooterInSection:)": .sectionFooter,
        "tableView(_:titleForDeleteConfirmationButtonForRowAt:)": .button,
        "pickerView(_:titleForRow:forComponent:)": .pickerOption,
        // DZNEmptyDataSet's data source, which draws a table's or a collection's empty state.
        "title(forEmptyDataSet:)": .emptyStateTitle,
        "description(forEmptyDataSet:)": .emptyStateDescription,
        "buttonTitle(forEmptyDataSet:for:)": .button,
    ]

    /// `tableView(_:titleForHeaderInSection:)` returning keys: UIKit shows them, as a table
    /// section's header here, whoever calls the method.
    private func recordDataSourceTitles(_ function: FunctionDeclSyntax) {
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
        guard let kind = Self.dataSourceTitleKinds[function.name.text + "(" + labels.joined() + ")"],
              let body = function.body?.statements else { return }
        for value in returnedExpressions(body) {
            for reference in reader.references(in: value, literalIsKey: false) {
                found.append(.init(reference: reference, kind: kind))
            }
        }
    }

    /// True when a function's return type is a string or a localized key (`String`, `String?`,
    /// `LocalizedStringKey`): not a view, whose keys its helper parameters and body place.
    static func returnsText(_ function: FunctionDeclSyntax) -> Bool {
        guard let type = function.signature.returnClause?.type.trimmedDescription else { return false }
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        return ["String", "LocalizedStringKey", "LocalizedStringResource", "AttributedString"].contains(bare)
    }

    /// Keeps a declared name with a capital after its first letter (`UserProfile`, `maxItems`).
    private func declare(_ name: String) {
        if name.unicodeScalars.dropFirst().contains(where: { $0.properties.isUppercase }) { declaredNames.insert(name) }
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        ownTypes.insert(node.name.text)
        // Its raw values, shown where an extension's localized read of them is.
        for case .key(let key, let position, _) in reader.rawValuesAsKeys(of: node) ?? [] {
            storedKeys.append(("type:" + node.name.text, KeyReader.localizedRawValue, key, position))
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        ownTypes.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        ownTypes.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        ownTypes.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        // A case with associated values is made like a call (`.command("key", run)`); its
        // values are shown where a `switch` binds them (`case let .command(title, _)`).
        if let parameters = node.parameterClause?.parameters, !parameters.isEmpty {
            helpers.append(.init(id: "case:" + node.name.text, signatures: [parameters.enumerated().map { index, parameter in
                FileScan.Parameter(
                    label: parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text },
                    target: String(index),
                    literalIsKey: isKeyType(parameter.type.trimmedDescription))
            }]))
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        ownTypes.insert(node.name.text)
        recordTypeHelper(Syntax(node), memberwise: true)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        ownTypes.insert(node.name.text)
        recordTypeHelper(Syntax(node), memberwise: false)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordTypeHelper(Syntax(node), memberwise: false)
        return .visitChildren
    }

    /// A view type's stored properties that its body shows (`label` in `Button { label }`), and
    /// what each leaf view given there becomes.
    private func recordViewType(_ type: TypeDeclaration, stored: [TypeDeclaration.StoredProperty], flows: [String: String]) {
        guard let body = type.members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
            .flatMap(\.bindings).first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }),
            let accessors = body.accessorBlock else { return }
        var view = FileScan.ViewType(properties: stored.map(\.name), flows: flows)
        Self.noteShown(Set(stored.map(\.name)), in: Syntax(accessors), into: &view)
        // An initializer may build the view from a parameter that gives it views without storing
        // it (`self.button = Button { … } label: { Bubble(content: content) }`): the parameter
        // is read as a stored property shown where the initializer puts it.
        for initializer in type.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) {
            guard let code = initializer.body else { continue }
            var built: Set<String> = []
            for parameter in initializer.signature.parameterClause.parameters where Self.givesViews(parameter) {
                let name = (parameter.secondName ?? parameter.firstName).text
                guard !flows.values.contains(name), !view.properties.contains(name) else { continue }
                built.insert(name)
                view.properties.append(name)
                if parameter.firstName.tokenKind != .wildcard { view.flows[parameter.firstName.text] = name }
            }
            if !built.isEmpty { Self.noteShown(built, in: Syntax(code), into: &view) }
        }
        viewTypes[type.name] = view
    }

    /// True for a parameter that gives a view (`@ViewBuilder label: () -> some View`, `content: Content`).
    private static func givesViews(_ parameter: FunctionParameterSyntax) -> Bool {
        parameter.attributes.contains { $0.trimmedDescription == "@ViewBuilder" } || isViewType(parameter.type.trimmedDescription)
    }

    /// A view function's parameters that give it views (`@ViewBuilder label: () -> some View`,
    /// `content: Content`), and what each leaf view given there becomes where the body passes
    /// it on (`Button(action: action, label: label)`): the function is read as a view type
    /// whose stored properties are those parameters. Overloads add to one another.
    private func recordViewFunction(_ function: FunctionDeclSyntax) {
        guard let returned = function.signature.returnClause?.type.trimmedDescription, Self.isViewType(returned),
              let body = function.body else { return }
        var flows: [String: String] = [:]
        var names: [String] = []
        for parameter in function.signature.parameterClause.parameters where Self.givesViews(parameter) {
            let name = (parameter.secondName ?? parameter.firstName).text
            names.append(name)
            if parameter.firstName.tokenKind != .wildcard { flows[parameter.firstName.text] = name }
        }
        guard !names.isEmpty else { return }
        var view = viewTypes[function.name.text] ?? FileScan.ViewType()
        for name in names where !view.properties.contains(name) { view.properties.append(name) }
        view.flows.merge(flows) { first, _ in first }
        Self.noteShown(Set(names), in: Syntax(body), into: &view)
        viewTypes[function.name.text] = view
    }

    /// Where `code` shows each of `names` as a view (`label`, `self.label`, `content()`): per
    /// kind of leaf view given, the most visible kind it has there.
    private static func noteShown(_ names: Set<String>, in code: Syntax, into view: inout FileScan.ViewType) {
        for token in code.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, names.contains(name),
                  var node = token.parent.flatMap({ $0.as(DeclReferenceExprSyntax.self) }).map(Syntax.init) else { continue }
            // `self.label`, `content()`
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { node = Syntax(member) }
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { node = Syntax(call) }
            guard standsAsView(node) else { continue }
            if let slot = UIContext.appViewSlot(holding: node) { view.forwards[name] = view.forwards[name] ?? slot }
            for (leaf, kind) in placements(at: node) {
                if let current = view.shown[name]?[leaf], current.visibility >= kind.visibility { continue }
                view.shown[name, default: [:]][leaf] = kind
            }
        }
    }

    private func recordTypeHelper(_ node: Syntax, memberwise: Bool) {
        guard let type = TypeDeclaration(node) else { return }
        let stored = type.storedProperties
        defer {
            var flows: [String: String] = [:]
            for member in type.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                let assigned = Self.assignments(in: initializer)
                for parameter in initializer.signature.parameterClause.parameters {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    if let target = assigned[name] { flows[parameter.firstName.text] = target }
                }
            }
            recordViewType(type, stored: stored, flows: flows)
        }
        let storedNames = Set(stored.map(\.name))
        if !storedNames.isEmpty { storedProperties[type.name, default: []].formUnion(storedNames) }
        recordLabelFontSlots(type)
        let filePrivate = Set(stored.filter(\.filePrivate).map(\.name))
        var signatures: [[FileScan.Parameter]] = []
        var hasInitializer = false
        for member in type.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            hasInitializer = true
            let flows = Self.assignments(in: initializer)
            let keyParameters = reader.keyParameters(of: type.name, initializer.signature.parameterClause.parameters)
            signatures.append(initializer.signature.parameterClause.parameters.enumerated().map { index, parameter in
                let name = (parameter.secondName ?? parameter.firstName).text
                let target = flows[name] ?? (storedNames.contains(name) ? name : "")
                return FileScan.Parameter(
                    label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                    target: target,
                    literalIsKey: isKeyType(parameter.type.trimmedDescription) || keyParameters.contains(index),
                    type: typeName(parameter.type.trimmedDescription),
                    filePrivate: filePrivate.contains(target),
                    internalName: name,
                    isAction: isActionType(parameter.type.trimmedDescription))
            })
        }
        if memberwise && !hasInitializer && !stored.isEmpty {
            signatures.append(stored.map {
                FileScan.Parameter(label: $0.name, target: $0.name, literalIsKey: isKeyType($0.type), type: $0.type.flatMap(typeName),
                                   filePrivate: $0.filePrivate, isAction: $0.type.map(isActionType) ?? false)
            })
        }
        if !signatures.isEmpty {
            helpers.append(.init(id: "type:" + type.name, signatures: signatures))
        }
    }

    /// The app's `NSTextField` subclass whose initializer passes one parameter on as its text
    /// (`self.init(labelWithString: text)`) and sets its font to another (`self.font = font`):
    /// the text is shown in the font a call gives (`fontSlots`, as a SwiftUI view's `Text(text)
    /// .font(font)`), named by the text parameter as `KeyReader.initializerParameterPrefix` does.
    private func recordLabelFontSlots(_ type: TypeDeclaration) {
        guard types.ancestor(of: type.name, among: ["NSTextField"]) != nil else { return }
        for member in type.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            let flows = Self.assignments(in: initializer)
            guard let font = parameters.first(where: { flows[$0] == "font" }) else { continue }
            for item in body.statements {
                guard let call = item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                      initializedControl(call) == "NSTextField" else { continue }
                for argument in call.arguments where ["labelWithString", "wrappingLabelWithString"].contains(argument.label?.text) {
                    guard let text = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters.contains(text) else { continue }
                    fontSlots[type.name, default: [:]][KeyReader.initializerParameterPrefix + text] = flows[font]
                }
            }
        }
    }

    /// In an initializer, which stored property each parameter ends up in
    /// (`self.title = Text(title)` takes `title` to `title`).
    static func assignments(in initializer: InitializerDeclSyntax) -> [String: String] {
        guard let body = initializer.body else { return [:] }
        var flows: [String: String] = [:]
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
            else { continue }
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            var property: String
            if let member = elements[0].as(MemberAccessExprSyntax.self) {
                property = member.declName.baseName.text
            } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                property = reference.baseName.text
            } else { continue }
            if property.hasPrefix("_") { property.removeFirst() }
            for element in elements[2...] {
                for token in element.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind, flows[name] == nil { flows[name] = property }
                }
            }
        }
        return flows
    }
}

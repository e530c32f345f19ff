import SwiftSyntax

/// The app's own functions and `String` members that localize a string they are given (issue 32,
/// item 1): a function, method, static function or initializer whose parameter reaches
/// `NSLocalizedString`, `String(localized:)`, `Bundle.localizedString(forKey:value:table:)`,
/// `LocalizedStringKey` and the like as the key — directly or through another such function —
/// and a `String` extension's property or method that localizes `self`. Found by what their
/// bodies do, not by their names, in every file before any file's keys are read: a call to one
/// is a localizing call wherever it is.
struct LocalizingWrappers: Sendable {
    /// One declaration's parameters, and which of them carry a key or a table.
    struct Signature: Hashable, Sendable {
        struct Parameter: Hashable, Sendable {
            /// The argument label at call sites (nil: none).
            var label: String?
            var variadic = false
            var defaulted = false
        }

        var parameters: [Parameter]
        /// The parameters whose argument is a key.
        var keys: Set<Int>
        /// The parameters whose argument is a case of an enum of the app's with `String` raw
        /// values, looked up by `key.rawValue`: the case's raw value is the key (by the enum's name).
        var enumKeys: [Int: String] = [:]
        /// The parameter whose argument names the table the key is looked up in.
        var tableParameter: Int?
        /// The table the declaration itself looks its keys up in (`text(key, table: "Settings")`).
        var table: String?
        /// True when a call's value is the localized string (a function returning text, not an
        /// initializer or a function that shows the string itself).
        var returnsText: Bool

        /// Per parameter, the indices of the arguments that land in it, as Swift matches a
        /// call's arguments in order (labels, defaulted and variadic parameters); nil when the
        /// call cannot be to this declaration. Trailing closures (`Button(title: …) { … }`)
        /// come after the arguments in parentheses, numbered on from them, and land in the
        /// parameters left that have no default, whatever their labels.
        func arguments(forLabels labels: [String?], trailingClosures: Int = 0) -> [[Int]]? {
            var landed = Array(repeating: [Int](), count: parameters.count)
            var next = 0
            var closures = 0
            for (index, parameter) in parameters.enumerated() {
                if next < labels.count, labels[next] == parameter.label {
                    landed[index].append(next)
                    next += 1
                    while parameter.variadic, next < labels.count, labels[next] == nil {
                        landed[index].append(next)
                        next += 1
                    }
                } else if next == labels.count, closures < trailingClosures, !parameter.defaulted {
                    landed[index].append(labels.count + closures)
                    closures += 1
                } else if !(parameter.defaulted || parameter.variadic) {
                    return nil
                }
            }
            return next == labels.count && closures == trailingClosures ? landed : nil
        }
    }

    /// Functions and initializers by the name calls give them (the type's for an initializer).
    var functions: [String: [Signature]] = [:]
    /// `String` members (properties and methods) that localize the string they are read on.
    var members: Set<String> = []
    /// The app's enums with `String` raw values, by name: each case's raw value (its name when
    /// none is written).
    private(set) var stringEnums: [String: [String: String]] = [:]
    /// The same cases by case name, each with its enum and raw value: looked up once per name,
    /// where going through every enum would cost as much as the app has enums.
    private(set) var stringEnumCases: [String: [(type: String, rawValue: String)]] = [:]
    /// Static properties the app adds to `String` (`extension String { static let quit = … }`):
    /// `.quit` where a string is taken reads one.
    var stringStatics: Set<String> = []
    /// The table a member of `members` looks its string up in, when it names one by a literal
    /// (`NSLocalizedString(self, tableName: "Main", comment: "")`).
    var memberTables: [String: String] = [:]
    /// Members that localize their value's own `rawValue` (`var localized: String {
    /// NSLocalizedString(rawValue, comment: "") }`), by name: the enums they are declared for
    /// (an enum's own member, or one of an extension of it), or "" for every enum with `String`
    /// raw values (an extension of `RawRepresentable`). `Keys.refresh.localized` is then the key
    /// `Keys.refresh` stands for, shown where it is read.
    var rawValueMembers: [String: Set<String>] = [:]
    /// The members Xcode generates for the app's String Catalogs' keys (`Text(.aboutTitle)`).
    var generatedSymbols = GeneratedStringSymbols()

    /// The signature of `name` that a call with these argument labels reaches, with where each
    /// parameter's arguments are.
    func signature(of name: String, labels: [String?], trailingClosures: Int = 0) -> (signature: Signature, arguments: [[Int]])? {
        signatures(of: name, labels: labels, trailingClosures: trailingClosures).first
    }

    /// Every declaration of that name a call with these labels can be to: overloads that differ
    /// only in their parameters' types (`String(localized: String)` and `String(localized: Label)`).
    func signatures(of name: String, labels: [String?], trailingClosures: Int = 0) -> [(signature: Signature, arguments: [[Int]])] {
        (functions[name] ?? []).compactMap { signature in
            signature.arguments(forLabels: labels, trailingClosures: trailingClosures).map { (signature, $0) }
        }
    }

    /// The wrappers the files declare, each file's declarations read by `declarations(in:)`:
    /// followed through one another until nothing changes.
    init(_ files: [Declarations]) {
        for file in files {
            stringEnums.merge(file.stringEnums) { first, _ in first }
            stringStatics.formUnion(file.stringStatics)
        }
        stringEnumCases = Self.casesByName(stringEnums)
        let declarations = files.flatMap(\.functions)
        for _ in 0..<8 {
            var changed = false
            for declaration in declarations where add(declaration) { changed = true }
            if !changed { break }
        }
    }

    init() {}

    private static func casesByName(_ enums: [String: [String: String]]) -> [String: [(type: String, rawValue: String)]] {
        var cases: [String: [(type: String, rawValue: String)]] = [:]
        for (type, values) in enums {
            for (name, rawValue) in values { cases[name, default: []].append((type, rawValue)) }
        }
        return cases
    }

    /// Adds what a declaration's body shows it to be; true when that is new.
    private mutating func add(_ declaration: Declaration) -> Bool {
        var keys: Set<Source> = []
        var table: TableValue?
        for reach in declaration.reaches {
            switch reach {
            case .localizing(let source, let tableValue):
                keys.insert(source)
                table = table ?? tableValue
            case .call(let callee, let arguments):
                guard let (signature, landed) = signature(of: callee, labels: arguments.map(\.label)) else { continue }
                var reached = false
                for index in signature.keys {
                    for argument in landed[index] {
                        if case .source(let source) = arguments[argument].value { keys.insert(source); reached = true }
                    }
                }
                for index in signature.enumKeys.keys {
                    for argument in landed[index] {
                        if case .source(.parameter(let own)) = arguments[argument].value { keys.insert(.rawValue(own)); reached = true }
                    }
                }
                guard reached else { continue }
                if let index = signature.tableParameter, let argument = landed[index].first {
                    table = table ?? arguments[argument].value.table
                } else if let named = signature.table {
                    table = table ?? .literal(named)
                }
            case .member(let name, let source):
                guard members.contains(name) || KeyReader.localizingMembers.contains(name) else { continue }
                keys.insert(source)
                if let named = memberTables[name] { table = table ?? .literal(named) }
            }
        }
        var changed = false
        if keys.contains(.ownRawValue), let owner = declaration.rawValueOwner,
           owner.isEmpty || stringEnums[owner] != nil, rawValueMembers[declaration.name, default: []].insert(owner).inserted {
            changed = true
        }
        if keys.contains(.this), declaration.onString {
            if members.insert(declaration.name).inserted { changed = true }
            if case .literal(let named)? = table, memberTables[declaration.name] == nil {
                memberTables[declaration.name] = named
                changed = true
            }
        }
        let parameterKeys = Set(keys.compactMap { if case .parameter(let index) = $0 { return index } else { return nil } })
        let enumKeys = enumKeys(keys, declaration)
        guard !parameterKeys.isEmpty || !enumKeys.isEmpty else { return changed }
        var signature = Signature(parameters: declaration.parameters, keys: parameterKeys, returnsText: declaration.returnsText)
        signature.enumKeys = enumKeys
        switch table {
        case .parameter(let index): signature.tableParameter = index
        case .literal(let name): signature.table = name
        case nil: break
        }
        if functions[declaration.name]?.contains(signature) == true { return changed }
        functions[declaration.name, default: []].removeAll { $0.parameters == signature.parameters }
        functions[declaration.name, default: []].append(signature)
        return true
    }

    /// The parameters read by `.rawValue` as a key whose type is one of the app's enums with
    /// `String` raw values, with that enum's name.
    private func enumKeys(_ keys: Set<Source>, _ declaration: Declaration) -> [Int: String] {
        var found: [Int: String] = [:]
        for case .rawValue(let index) in keys where declaration.parameterTypes.indices.contains(index) {
            let type = declaration.parameterTypes[index].split(separator: ".").last.map(String.init) ?? ""
            if stringEnums[type] != nil { found[index] = type }
        }
        return found
    }

    /// What a value in a wrapper's body is: one of its parameters (by index), its `rawValue`
    /// (`key.rawValue`), the string itself (`self` in a `String` extension), or the value's own
    /// `rawValue` (in a member of an enum with `String` raw values, or of `RawRepresentable`).
    enum Source: Hashable, Sendable { case parameter(Int), rawValue(Int), this, ownRawValue }

    enum TableValue: Hashable, Sendable { case parameter(Int), literal(String) }

    /// An argument's value in a call a declaration's body makes.
    enum Value: Hashable, Sendable {
        case source(Source), literal(String), other

        var table: TableValue? {
            switch self {
            case .source(.parameter(let index)): return .parameter(index)
            case .literal(let name): return .literal(name)
            default: return nil
            }
        }
    }

    /// How a declaration's parameter or `self` reaches a localizing call.
    enum Reach: Sendable {
        /// A localizing call of the system's takes it as its key (with its table's value).
        case localizing(Source, table: TableValue?)
        /// A call that may be to another wrapper, with its arguments.
        case call(callee: String, arguments: [(label: String?, value: Value)])
        /// A member read or called on it (`key.localized`, `self.tr(args)`).
        case member(String, on: Source)
    }

    /// A function, initializer or `String` property of the app's that may localize what it is given.
    struct Declaration: Sendable {
        var name: String
        var parameters: [Signature.Parameter]
        /// Each parameter's type as written.
        var parameterTypes: [String] = []
        var onString: Bool
        /// For a member of a type with `String` raw values: the enum's name, or "" for an
        /// extension of `RawRepresentable`; nil elsewhere.
        var rawValueOwner: String? = nil
        var returnsText: Bool
        var reaches: [Reach]
    }

    /// What one file declares that the wrappers are found from.
    struct Declarations: Sendable {
        /// The declarations whose bodies pass a parameter or `self` to some call.
        var functions: [Declaration] = []
        /// The enums with `String` raw values: each case's raw value by its name.
        var stringEnums: [String: [String: String]] = [:]
        /// The static properties of its extensions of `String`.
        var stringStatics: Set<String> = []
    }

    /// The declarations in a file whose bodies pass a parameter or `self` to some call, and its
    /// enums with `String` raw values.
    static func declarations(in tree: some SyntaxProtocol) -> Declarations {
        let visitor = DeclarationVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return Declarations(functions: visitor.declarations, stringEnums: visitor.stringEnums, stringStatics: visitor.stringStatics)
    }
}

/// Reads each function's, initializer's and `String` property's body for the calls its
/// parameters or `self` reach.
private final class DeclarationVisitor: SyntaxVisitor {
    var declarations: [LocalizingWrappers.Declaration] = []
    var stringEnums: [String: [String: String]] = [:]
    var stringStatics: Set<String> = []

    override func visit(_ enumeration: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        guard enumeration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" else { return .visitChildren }
        var cases: [String: String] = [:]
        for member in enumeration.memberBlock.members {
            for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self) {
                    if let key = KeyReader.catalogKey(literal) { cases[element.name.text] = key }
                } else if element.rawValue == nil {
                    cases[element.name.text] = element.name.text
                }
            }
        }
        stringEnums[enumeration.name.text] = cases
        return .visitChildren
    }

    override func visit(_ function: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = function.body else { return .visitChildren }
        let returned = function.signature.returnClause?.type.trimmedDescription ?? ""
        record(name: function.name.text, parameters: function.signature.parameterClause.parameters, body: Syntax(body),
               onString: Self.isInStringExtension(Syntax(function)), rawValueOwner: Self.rawValueOwner(Syntax(function)),
               returnsText: Self.isText(returned), isOperator: !function.name.tokenKind.isIdentifier)
        return .visitChildren
    }

    override func visit(_ initializer: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = initializer.body, let type = KeyReader.enclosingType(Syntax(initializer)) else { return .visitChildren }
        // A `String` the app initializes from a key is the localized text; any other type's
        // initializer makes a view or an object that shows it.
        record(name: type.name, parameters: initializer.signature.parameterClause.parameters, body: Syntax(body),
               onString: false, returnsText: type.name == "String")
        return .visitChildren
    }

    override func visit(_ variable: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let onString = Self.isInStringExtension(Syntax(variable))
        let rawValueOwner = Self.rawValueOwner(Syntax(variable))
        if onString, variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            stringStatics.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        }
        guard onString || rawValueOwner != nil else { return .visitChildren }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let accessors = binding.accessorBlock else { continue }
            record(name: name, parameters: [], body: Syntax(accessors), onString: onString, rawValueOwner: rawValueOwner, returnsText: true)
        }
        return .visitChildren
    }

    /// An operator's operands take no labels (`prefix func %(expression: String.LocalizationValue)`
    /// is used as `%"key"`).
    private func record(name: String, parameters: FunctionParameterListSyntax, body: Syntax, onString: Bool,
                        rawValueOwner: String? = nil, returnsText: Bool, isOperator: Bool = false) {
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        guard onString || rawValueOwner != nil || !names.isEmpty else { return }
        let reaches = ReachVisitor(parameters: names, onString: onString, onRawValue: rawValueOwner != nil)
        reaches.walk(body)
        guard !reaches.reaches.isEmpty else { return }
        declarations.append(.init(
            name: name,
            parameters: parameters.map {
                .init(label: $0.firstName.tokenKind == .wildcard || isOperator ? nil : $0.firstName.text,
                      variadic: $0.ellipsis != nil, defaulted: $0.defaultValue != nil)
            },
            parameterTypes: parameters.map(\.type.trimmedDescription),
            onString: onString, rawValueOwner: rawValueOwner, returnsText: returnsText, reaches: reaches.reaches))
    }

    /// For a declaration in an enum with `String` raw values, or in an extension of one (by the
    /// extended type's name, checked once every file's enums are known): that enum's name; in an
    /// extension of `RawRepresentable`: ""; nil elsewhere.
    static func rawValueOwner(_ node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let extensionDeclaration = parent.as(ExtensionDeclSyntax.self) {
                let extended = extensionDeclaration.extendedType.trimmedDescription
                if extended == "RawRepresentable" { return "" }
                return extended.split(separator: ".").last.map(String.init)
            }
            if let enumeration = parent.as(EnumDeclSyntax.self) {
                return enumeration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" ? enumeration.name.text : nil
            }
            if TypeDeclaration.isOne(parent) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// True inside `extension String` (or `StringProtocol`, `Substring`, `NSString`, and
    /// `StringLiteralType`, the standard library's other name for `String`).
    static func isInStringExtension(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let extensionDeclaration = parent.as(ExtensionDeclSyntax.self) {
                return ["String", "StringProtocol", "Substring", "NSString", "Swift.String", "StringLiteralType"]
                    .contains(extensionDeclaration.extendedType.trimmedDescription)
            }
            if TypeDeclaration.isOne(parent) { return false }
            current = parent.parent
        }
        return false
    }

    /// A return type whose value is text: `String`, `String?`, `LocalizedStringKey`, `AttributedString`…
    static func isText(_ type: String) -> Bool {
        var bare = type
        while bare.hasSuffix("?") || bare.hasSuffix("!") { bare.removeLast() }
        return ["String", "Substring", "LocalizedStringKey", "LocalizedStringResource", "AttributedString",
                "NSAttributedString", "NSString", "String.LocalizationValue"].contains(bare)
    }
}

/// The calls in one body that a parameter or `self` reaches.
private final class ReachVisitor: SyntaxVisitor {
    let parameters: [String]
    let onString: Bool
    /// In a member of a type with `String` raw values: `rawValue` is the value's own.
    let onRawValue: Bool
    var reaches: [LocalizingWrappers.Reach] = []

    init(parameters: [String], onString: Bool, onRawValue: Bool = false) {
        self.parameters = parameters
        self.onString = onString
        self.onRawValue = onRawValue
        super.init(viewMode: .sourceAccurate)
    }

    /// A nested declaration is read as its own.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let (key, table) = KeyReader.systemKeyArgument(of: call) {
            if let source = source(key) { reaches.append(.localizing(source, table: table.map(value)?.table)) }
            return .visitChildren
        }
        let arguments = call.arguments.map { (label: $0.label?.text, value: value($0.expression)) }
        if arguments.contains(where: { if case .source = $0.value { return true } else { return false } }) {
            let callee = KeyReader.calleeName(call)
            reaches.append(.call(callee: callee.split(separator: ".").last.map(String.init) ?? callee, arguments: arguments))
        }
        return .visitChildren
    }

    override func visit(_ member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = member.base, let source = source(base) {
            reaches.append(.member(member.declName.baseName.text, on: source))
        }
        return .visitChildren
    }

    private func value(_ expression: ExprSyntax) -> LocalizingWrappers.Value {
        if let source = source(expression) { return .source(source) }
        if let literal = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return .literal(literal) }
        return .other
    }

    /// The parameter or `self` an expression is, through parentheses, `try`, `!` and a
    /// conversion (`String.LocalizationValue(key)`, `String(key)`, `.init(self)`).
    private func source(_ expression: ExprSyntax) -> LocalizingWrappers.Source? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let base = member.base {
            if case .parameter(let index)? = source(base) { return .rawValue(index) }
            if onRawValue, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return .ownRawValue }
            return nil
        }
        // A string's `description` is the string (`NSLocalizedString(description, …)`).
        if onString, let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "description",
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return .this
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.self) { return onString ? .this : nil }
            if onString, reference.baseName.text == "description", !parameters.contains("description") { return .this }
            if let index = parameters.firstIndex(of: reference.baseName.text) { return .parameter(index) }
            return onRawValue && reference.baseName.text == "rawValue" ? .ownRawValue : nil
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return source(only.expression)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return source(unwrap.expression) }
        if let attempt = expression.as(TryExprSyntax.self) { return source(attempt.expression) }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let only = call.arguments.first, only.label == nil, call.trailingClosure == nil,
           case let callee = KeyReader.calleeName(call), callee == ".init" || callee.first?.isUppercase == true {
            return source(only.expression)
        }
        return nil
    }
}

private extension TokenKind {
    /// True for a name made of letters (`localized`), false for an operator's (`%`).
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}

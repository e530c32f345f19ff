import SwiftParser
import SwiftSyntax

/// What an expression in a string position stands for: a key written in place, a helper's
/// parameter or stored property (whose callers pass the key), or a property read by name.
enum KeyReference: Hashable {
    /// A key written as a literal. `wrapped` is true when a localizing call (`String(localized:)`,
    /// `NSLocalizedString`…) holds it, so it is a key even where a plain `String` is expected.
    case key(String, position: Position, wrapped: Bool)
    /// A parameter or stored property of a helper in this file (`func:NAME` or `type:NAME`).
    case helper(id: String, name: String)
    /// A computed or static property read by name (`mode.title`, `$0.localized`).
    case property(String)
    /// A property read on a value whose type the code declares (`row.title` where `row: Row`):
    /// that type's stored property when the app declares it so (only that type's), otherwise
    /// also any property of that name.
    case typedProperty(type: String, name: String)

    /// True for a read of a local name (`title@120`) or of data and closure values (`$data`),
    /// not of a property.
    var readsALocal: Bool {
        guard case .property(let name) = self else { return false }
        return name.contains("@") || name.hasPrefix("$")
    }
}

/// A place in a file.
struct Position: Hashable, Comparable {
    var line: Int
    var column: Int

    static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// Reads keys out of expressions.
struct KeyReader {
    let converter: SourceLocationConverter
    /// The app's own localizing functions and `String` members, from all its files.
    var wrappers = LocalizingWrappers()
    /// Each type's stored properties by name, read once per type of the file: names read in a
    /// type's code are looked up there, and reading its members at every lookup made a type of
    /// 2,000 stored properties take 12 times the time of one of 500.
    private let storedPropertiesByType = StoredPropertiesByType()

    /// The stored instance property `name` of `type`, when it declares one.
    func storedProperty(named name: String, of type: TypeDeclaration) -> TypeDeclaration.StoredProperty? {
        storedPropertiesByType.properties(of: type)[name]
    }

    func position(_ node: some SyntaxProtocol) -> Position {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return Position(line: location.line, column: location.column)
    }

    /// The references an expression holds. `literalIsKey` says whether a bare literal there is a
    /// key (SwiftUI's `LocalizedStringKey` and App Intents' `LocalizedStringResource` positions)
    /// or just a `String` (UIKit, AppKit).
    func references(in expression: ExprSyntax, literalIsKey: Bool) -> [KeyReference] {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard literalIsKey, let key = Self.catalogKey(literal) else { return [] }
            return [.key(key, position: position(literal), wrapped: false)]
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return references(inCall: call)
        }
        if let prefixed = expression.as(PrefixOperatorExprSyntax.self), localizesOperand(prefixed) {
            return localizedReferences(in: prefixed.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let symbol = generatedSymbolKey(expression) { return [.key(symbol.key, position: position(member), wrapped: true)] }
            if let keys = rawValueKeys(member) { return keys }
            if let base = member.base {
                if let literals = Self.literalChoices(base) {
                    guard localizes(member: name) else { return [] }
                    return localizedKeys(literals)
                }
                // `titleKey.localized`: the key a constant holds, localized where it is read (and
                // `mode.localized`, the app's own property of that name, read as any is).
                if localizes(member: name) { return [.property(name)] + localizedConstant(base) }
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    return [reference(toName: name, at: Syntax(member))]
                }
                if let element = FileScanVisitor.localTupleElement(name, of: Self.unwrapped(base)) { return [.property(element)] }
                return typedRead(of: name, on: base) ?? [.property(name)]
            }
            // `.serverSettings` given where a plain literal would be a key: the raw value of the
            // one case of that name among the app's enums with `String` raw values, a key there
            // as a literal is (`wrapped: false`).
            if let key = caseKey(named: name) { return [.key(key, position: position(member), wrapped: false)] }
            // `.quit` where a string is taken: a static property the app adds to `String`
            // (`extension String { static let quit = NSLocalizedString(…) }`), read by name as
            // `String.quit` is.
            return wrappers.stringStatics.contains(name) ? [.property(name)] : []
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard case .identifier(let name) = reference.baseName.tokenKind else { return [] }
            // `if let title = descriptor.text { … title … }`: a read of what it unwraps.
            if let value = Self.unwrappedValue(name, at: Syntax(reference)), value.is(MemberAccessExprSyntax.self) {
                return references(in: value, literalIsKey: literalIsKey)
            }
            return [self.reference(toName: name, at: Syntax(reference))]
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return references(inElements: Array(sequence.elements), literalIsKey: literalIsKey)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return references(in: ternary.thenExpression, literalIsKey: literalIsKey)
                + references(in: ternary.elseExpression, literalIsKey: literalIsKey)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return references(in: only.expression, literalIsKey: literalIsKey)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { references(in: $0.expression, literalIsKey: literalIsKey) }
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            return references(in: unwrap.expression, literalIsKey: literalIsKey)
        }
        if let element = expression.as(SubscriptCallExprSyntax.self) {
            return references(inSubscript: element, literalIsKey: literalIsKey)
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return references(in: cast.expression, literalIsKey: literalIsKey)
        }
        if let chain = expression.as(OptionalChainingExprSyntax.self) {
            return references(in: chain.expression, literalIsKey: literalIsKey)
        }
        if let tryExpression = expression.as(TryExprSyntax.self) {
            return references(in: tryExpression.expression, literalIsKey: literalIsKey)
        }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) {
            return references(in: awaitExpression.expression, literalIsKey: literalIsKey)
        }
        return []
    }

    /// `messages[mode]` of a local `let messages = ["auto": "Auto Mode".localized, …]`: any of
    /// the literal's values, shown here. `cellData[CellDataKey.title]`, `dic["title"]`: the
    /// entry of that name of any of the app's dictionaries, read by name as a property is
    /// (`FileScanVisitor` notes what the app's dictionary literals put there).
    private func references(inSubscript element: SubscriptCallExprSyntax, literalIsKey: Bool) -> [KeyReference] {
        if let values = Self.localLiteralValues(element.calledExpression) {
            return values.flatMap { references(in: $0, literalIsKey: literalIsKey) }
        }
        guard element.arguments.count == 1, let only = element.arguments.first, only.label == nil,
              let name = Self.dictionaryKeyName(only.expression) else { return [] }
        return [.property(Self.dictionaryEntry(name))]
    }

    /// The references in the elements of an unfolded operator sequence: `a ?? b` and
    /// `cond ? a : b` and `a + b` give both sides (a condition, an operand of `==`… is no key;
    /// a key localized in place and joined with `+` is a piece of the text, a fragment).
    func references(inElements elements: [ExprSyntax], literalIsKey: Bool) -> [KeyReference] {
        var found: [KeyReference] = []
        for (index, element) in elements.enumerated() {
            if element.is(BinaryOperatorExprSyntax.self) || element.is(AssignmentExprSyntax.self) { continue }
            if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                found += references(in: ternary.thenExpression, literalIsKey: literalIsKey)
                continue
            }
            if index + 1 < elements.count, elements[index + 1].is(UnresolvedTernaryExprSyntax.self) { continue }
            if index + 1 < elements.count, let op = elements[index + 1].as(BinaryOperatorExprSyntax.self),
               !Self.passingOperators.contains(op.operator.text) { continue }
            if index > 0, let op = elements[index - 1].as(BinaryOperatorExprSyntax.self),
               !Self.passingOperators.contains(op.operator.text) { continue }
            let references = references(in: element, literalIsKey: literalIsKey)
            // A key localized in place and joined to other text with `+` is a piece of what is
            // shown (`FileScanVisitor.isFragment`), as inside an interpolation; what it is joined
            // with, read from a property, is still shown there.
            let joined = [index - 1, index + 1].contains { elements.indices.contains($0) && elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
            found += joined ? references.filter { if case .key(_, _, true) = $0 { return false } else { return true } } : references
        }
        return found
    }

    /// String methods whose result is the text with its case and ending as they were.
    static let caseKeepingTransforms: Set<String> = ["replacingOccurrences", "trimmingCharacters"]

    /// Operators whose operands are shown: `a ?? b`, and `+` joining strings (a key localized in
    /// place there is a piece of the text, a fragment).
    static let passingOperators: Set<String> = ["??", "+"]

    /// Members that localize the string literal they are called on (`"key".localized`), a
    /// common extension in UIKit apps.
    /// An app that declares its own (`LocalizingWrappers`) is read by what it declares too; this
    /// list stands for an extension declared where the scanner does not read (a package).
    static let localizingMembers: Set<String> = ["localized", "localizedString", "localize", "localised"]

    /// True for a member that localizes the string it is read on: one of `localizingMembers`, or
    /// the app's own `String` property or method that localizes `self`.
    func localizes(member name: String) -> Bool {
        Self.localizingMembers.contains(name) || wrappers.members.contains(name)
    }

    /// Calls whose first argument is a key: `NSLocalizedString("key", comment:)`,
    /// `LocalizedStringKey("key")`…
    static let localizingCalls: Set<String> = [
        "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue",
        "LocalizationValue",
    ]

    /// A function named like `NSLocalizedString` (`OCLocalizedString`, `AppLocalizedString`):
    /// genstrings reads such routines as it reads `NSLocalizedString` (its `-s` option), and an
    /// app's may be declared in a framework its repository does not hold.
    static func isNamedLikeNSLocalizedString(_ callee: String) -> Bool {
        guard callee.hasSuffix("LocalizedString"), !callee.contains(".") else { return false }
        let prefix = callee.dropLast("LocalizedString".count)
        return prefix.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && prefix.first?.isUppercase != false
    }

    /// True when a call localizes the string its first argument gives: `String(localized: "key")`,
    /// `NSLocalizedString("key", comment: "")`, and `.init("key", defaultValue: "…")` where a
    /// `LocalizedStringResource` is expected (`.help(.init(…))`, as CotEditor writes its keys).
    static func localizesFirstArgument(callee: String, arguments: LabeledExprListSyntax) -> Bool {
        guard let first = arguments.first else { return false }
        switch first.label?.text {
        case "localized": return ["String", "AttributedString", ".init"].contains(callee)
        case nil:
            return localizingCalls.contains(callee) || isNamedLikeNSLocalizedString(callee)
                || (callee == ".init" && arguments.dropFirst().contains { $0.label?.text == "defaultValue" })
        default: return false
        }
    }

    /// The key argument of a localizing call of the system's (`NSLocalizedString("key", …)`,
    /// `String(localized:)`, `Bundle.localizedString(forKey:value:table:)`, `LocalizedStringKey(_:)`),
    /// with the argument naming its table.
    static func systemKeyArgument(of call: FunctionCallExprSyntax) -> (key: ExprSyntax, table: ExprSyntax?)? {
        guard let first = call.arguments.first else { return nil }
        let callee = calleeName(call)
        let table = call.arguments.dropFirst().first { ["tableName", "table"].contains($0.label?.text) }?.expression
        if localizesFirstArgument(callee: callee, arguments: call.arguments) { return (first.expression, table) }
        if callee.hasSuffix("localizedString"), first.label?.text == "forKey" { return (first.expression, table) }
        return nil
    }

    /// The key arguments of a localizing call, the system's or one of the app's own
    /// (`LocalizingWrappers`), with the table it names by a literal; with `valueOnly`, only a call
    /// whose value is the localized string (not an initializer or a function that shows it).
    func localizedArguments(of call: FunctionCallExprSyntax, valueOnly: Bool = false) -> (keys: [ExprSyntax], table: String?)? {
        if let (key, table) = Self.systemKeyArgument(of: call) {
            return ([key], table?.as(StringLiteralExprSyntax.self)?.representedLiteralValue)
        }
        guard let (signature, given) = wrapperCall(call), signature.returnsText || !valueOnly else { return nil }
        let keys = signature.keys.sorted().flatMap { given[$0] }
        var table = signature.table
        if let index = signature.tableParameter {
            table = given[index].first.flatMap { $0.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        }
        return (keys, table)
    }

    /// True when the app declares the prefix operator as one that localizes its operand and
    /// gives the text (`prefix func %(key: String.LocalizationValue) -> String`, used as `%"key"`).
    func localizesOperand(_ prefixed: PrefixOperatorExprSyntax) -> Bool {
        guard !wrappers.functions.isEmpty, let (signature, _) = wrappers.signature(of: prefixed.operator.text, labels: [nil]) else { return false }
        return signature.returnsText && signature.keys.contains(0)
    }

    /// The app's wrapper a call calls (by its last name and its labels) and, for each of the
    /// wrapper's parameters, the expressions the call gives it; nil when it calls none.
    func wrapperCall(_ call: FunctionCallExprSyntax) -> (signature: LocalizingWrappers.Signature, given: [[ExprSyntax]])? {
        wrapperCalls(call).first
    }

    /// Every wrapper of the app's a call can be calling (overloads with the same labels), each
    /// with the expressions the call gives its parameters.
    func wrapperCalls(_ call: FunctionCallExprSyntax) -> [(signature: LocalizingWrappers.Signature, given: [[ExprSyntax]])] {
        let closures = (call.trailingClosure.map { [ExprSyntax($0)] } ?? []) + call.additionalTrailingClosures.map { ExprSyntax($0.closure) }
        guard !wrappers.functions.isEmpty, let name = Self.calleeName(call).split(separator: ".").last.map(String.init) else { return [] }
        let arguments = call.arguments.map(\.expression) + closures
        return wrappers.signatures(of: name, labels: call.arguments.map { $0.label?.text }, trailingClosures: closures.count).map { signature, landed in
            (signature, landed.map { $0.map { arguments[$0] } })
        }
    }

    /// The parameters of a declaration (`name` and its parameters) that are keys: those the
    /// wrapper of that name and labels localizes.
    func keyParameters(of name: String, _ parameters: FunctionParameterListSyntax) -> Set<Int> {
        let labels = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        return wrappers.functions[name]?.first { $0.parameters.map(\.label) == labels }?.keys ?? []
    }

    private func references(inCall call: FunctionCallExprSyntax) -> [KeyReference] {
        // `.deleteTitle(name: name)`: the symbol of a key with placeholders, which its arguments fill.
        if let symbol = generatedSymbolKey(ExprSyntax(call)) { return [.key(symbol.key, position: position(call), wrapped: true)] }
        let name = Self.calleeName(call)
        let arguments = Array(call.arguments)
        guard let first = arguments.first else {
            // `mode.pretty()`, `$0.displayName()`: a method that gives a key, read like a property.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
               call.trailingClosure == nil {
                if let keys = rawValueKeys(member) { return keys }
                let method = member.declName.baseName.text
                if localizes(member: method), let base = member.base {
                    if let literals = Self.literalChoices(base) { return localizedKeys(literals) }
                    return [.property(method + "()")] + localizedConstant(base)
                }
                return [.property(method + "()")]
            }
            // `continueText()`: the view's own method that gives a key, read the same way.
            if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), call.trailingClosure == nil,
               case .identifier(let method) = callee.baseName.tokenKind, method.first?.isLowercase == true {
                return [.property(method + "()")]
            }
            return []
        }
        let firstLabel = first.label?.text
        // `title.replacingOccurrences(of: "%@", with: name)`, `.trimmingCharacters(in:)`: the
        // text keeps its case and its ending, so it is shown as `title` would be.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           Self.caseKeepingTransforms.contains(member.declName.baseName.text) {
            return references(in: base, literalIsKey: false)
        }
        // `String(localized: .about)` through the app's own overload that takes its enum: the
        // case's key, before the system's `String(localized:)` of the same labels reads `.about`.
        let cases = enumCaseKeys(of: call, valueOnly: true)
        if !cases.isEmpty { return cases.map { .key($0.key, position: $0.position, wrapped: true) } }
        if let localized = localizedArguments(of: call, valueOnly: true) {
            return localized.keys.flatMap(wrapped)
        }
        // String(format: String(localized: "key"), …) keeps the key of its format.
        if firstLabel == "format", name == "String" {
            return references(in: first.expression, literalIsKey: false)
        }
        // `NSAttributedString(string: title, attributes: …)` shows `title`.
        if firstLabel == "string", ["NSAttributedString", "NSMutableAttributedString"].contains(name) {
            return references(in: first.expression, literalIsKey: false)
        }
        if name.hasSuffix("localizedStringWithFormat") {
            return references(in: first.expression, literalIsKey: false)
        }
        // "key".localized(), "key".localized(with: …)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           localizes(member: member.declName.baseName.text),
           let base = member.base, let literals = Self.literalChoices(base) {
            return localizedKeys(literals)
        }
        // `alertTitle(for: alert)`: the app's own function that returns a key for its argument,
        // read like one without arguments; `StatusStyle().format(x)`, on a value whose type the
        // code says, that type's.
        if call.trailingClosure == nil, let method = Self.ownFunctionName(call.calledExpression) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               let type = Self.madeType(base) ?? Self.chainType(of: base) {
                return [.typedProperty(type: type, name: method + "()")]
            }
            return [.property(method + "()")]
        }
        return []
    }

    /// The app's type a value is made with in place (`StatusStyle()`, `Row(title: …)`): a call
    /// of a capitalized name.
    static func madeType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              case .identifier(let name) = callee.baseName.tokenKind, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// The key a symbol Xcode generates for a String Catalog names, and its table: `.aboutTitle`,
    /// `.Common.openSettings` (a table's namespace), called or not (`.deleteTitle(name:)`); nil
    /// for any other expression (`GeneratedStringSymbols`).
    func generatedSymbolKey(_ expression: ExprSyntax) -> (key: String, table: String)? {
        guard !wrappers.generatedSymbols.isEmpty else { return nil }
        let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let symbol = member.declName.baseName.text
        guard let base = member.base else { return wrappers.generatedSymbols.key(symbol: symbol, table: nil) }
        guard let namespace = base.as(MemberAccessExprSyntax.self), namespace.base == nil,
              case let table = namespace.declName.baseName.text, table.first?.isUppercase == true else { return nil }
        return wrappers.generatedSymbols.key(symbol: symbol, table: table)
    }

    /// The name of a function the app may declare, as a call names it (`alertTitle`,
    /// `self.alertTitle`, `model.title`); nil for a type (`Text`) or anything else.
    static func ownFunctionName(_ callee: ExprSyntax) -> String? {
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return name.first?.isLowercase == true ? name : nil
    }

    /// What an argument of a call to the app's own function or type holds: `label.rawValue`,
    /// with `label` the enclosing function's parameter of an enum of keys, holds what its
    /// callers give (`func localized(_ label: Label) -> some View { LocalizedLine(key:
    /// label.rawValue) }`), as the parameter itself would.
    func argumentReferences(in expression: ExprSyntax) -> [KeyReference] {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
           let base = member.base, Self.isParameter(base) {
            return references(in: base, literalIsKey: true)
        }
        return references(in: expression, literalIsKey: true)
    }

    /// True when `expression` names a parameter of the function or initializer around it.
    private static func isParameter(_ expression: ExprSyntax) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var current = expression.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return Self.declares(function.signature, parameter: name) }
            if let initializer = node.as(InitializerDeclSyntax.self) { return Self.declares(initializer.signature, parameter: name) }
            current = node.parent
        }
        return false
    }

    /// True when a function's or an initializer's signature has a parameter known inside it as `name`.
    static func declares(_ signature: FunctionSignatureSyntax, parameter name: String) -> Bool {
        signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    /// What an argument that a localizing call takes as its key holds: its literals are keys, a
    /// property read is localized where read, an enum value's `rawValue` is its cases' keys.
    func localizedReferences(in expression: ExprSyntax) -> [KeyReference] { wrapped(expression) }

    private func wrapped(_ expression: ExprSyntax) -> [KeyReference] {
        if let rawValues = ownRawValues(expression) { return rawValues }
        // `LocalizedStringKey(tab.rawValue)` on a value of the app's enum: its cases' raw values.
        // Not a function's parameter (`func text(_ key: Keys) { NSLocalizedString(key.rawValue, …) }`):
        // its callers give the case (`LocalizingWrappers`' enum keys).
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let value = member.base,
           !Self.isParameter(value), let keys = caseKeys(of: value, at: position(member), applies: { _ in true }) { return keys }
        return references(in: expression, literalIsKey: true).flatMap { reference -> [KeyReference] in
            switch reference {
            case .key(let key, let position, _): return [.key(key, position: position, wrapped: true)]
            // `NSLocalizedString(key, comment: "")` localizes whatever string `key` holds.
            case .property(let name): return [.property(Self.localizedPrefix + name)]
            // A read through the app's properties (`Cask.warning`) is resolved with every file's types.
            case .typedProperty(let type, let name) where type.contains("."): return [.property(Self.localizedPrefix + name), reference]
            case .typedProperty(let type, let name): return [.property(Self.localizedPrefix + name), .helper(id: "type:" + type, name: name)]
            default: return [reference]
            }
        }
    }

    /// `Keys.refresh.localized`, `.refresh.localized()`: a member that localizes its value's own
    /// `rawValue` (`LocalizingWrappers.rawValueMembers`) read on a case of one of the app's enums
    /// with `String` raw values is that case's key, shown here. Read on `Keys(rawValue: name)` or
    /// on a value declared as a `Keys`, it is any of the enum's keys. Nil when the member is no
    /// such member or the case is not known (or is a case of several enums with other keys).
    private func rawValueKeys(_ member: MemberAccessExprSyntax) -> [KeyReference]? {
        guard let owners = wrappers.rawValueMembers[member.declName.baseName.text], let wrapped = member.base else { return nil }
        return caseKeys(of: wrapped, at: position(member)) { owners.contains("") || owners.contains($0) }
    }

    /// The raw value of the app's enum case of that name, when the enums with `String` raw
    /// values that have such a case agree on it; nil otherwise.
    private func caseKey(named name: String) -> String? {
        let keys = Set((wrappers.stringEnumCases[name] ?? []).map(\.rawValue))
        return keys.count == 1 ? keys.first : nil
    }

    /// The keys a value of one of the app's enums with `String` raw values stands for: its case's
    /// raw value (`Keys.refresh`), or every case's (`Keys(rawValue: name)`, a value declared as a
    /// `Keys`), among the enums `applies` accepts; nil when that is not known.
    private func caseKeys(of value: ExprSyntax, at here: Position, applies: (String) -> Bool) -> [KeyReference]? {
        let base = Self.unwrapped(value)
        if let access = base.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            // `Keys.refresh`: that enum's case; `.refresh`: any enum's case of that name.
            let cases: [(type: String, rawValue: String)]
            if let type = access.base.flatMap(Self.typeNamed) {
                cases = wrappers.stringEnums[type]?[name].map { [(type, $0)] } ?? []
            } else {
                cases = wrappers.stringEnumCases[name] ?? []
            }
            let keys = Set(cases.filter { applies($0.type) }.map(\.rawValue))
            return keys.count == 1 ? [.key(keys.first!, position: here, wrapped: true)] : nil
        }
        let type = base.as(FunctionCallExprSyntax.self).flatMap { call in
            call.arguments.first?.label?.text == "rawValue" ? Self.typeNamed(call.calledExpression) : nil
        } ?? Self.valueType(of: base)
        guard let type, applies(type), let cases = wrappers.stringEnums[type] else { return nil }
        return Set(cases.values).sorted().map { .key($0, position: here, wrapped: true) }
    }

    /// The values of a local constant's dictionary or array literal, when `expression` names one
    /// (`let titles = ["One".localized, "Two".localized]`); nil otherwise.
    static func localLiteralValues(_ expression: ExprSyntax) -> [ExprSyntax]? {
        guard let name = expression.as(DeclReferenceExprSyntax.self), case .identifier(let text) = name.baseName.tokenKind,
              let binding = FileScanVisitor.localBinding(of: text, at: Syntax(name), throughClosures: true),
              let value = binding.initializer?.value else { return nil }
        if let dictionary = value.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            return elements.map(\.value)
        }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        return nil
    }

    /// The expression inside optional chaining and force unwrapping (`cask.warning?`, `item!`).
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while true {
            if let chain = expression.as(OptionalChainingExprSyntax.self) { expression = chain.expression; continue }
            if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression; continue }
            return expression
        }
    }

    /// The type an expression names: `Keys`, `Localizable.Keys` (by its last name).
    private static func typeNamed(_ expression: ExprSyntax) -> String? {
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name?.first?.isUppercase == true ? name : nil
    }

    /// `rawValue` (or `self.rawValue`) read inside an enum with `String` raw values, which a
    /// localizing call takes as its key: every case's raw value is a key, the literal written or
    /// the case's own name when none is.
    private func ownRawValues(_ expression: ExprSyntax) -> [KeyReference]? {
        let read = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? $0.declName.baseName.text : nil
            }
        guard read == "rawValue" else { return nil }
        let enclosing = Self.enclosingTypeNode(Syntax(expression))
        // In an extension (`extension Settings.Appearance { var title … rawValue.localized() }`),
        // often in another file than the enum: a localized read of that enum's raw values.
        if let extended = enclosing?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription {
            return [.typedProperty(type: Self.lastTypeComponent(extended), name: Self.localizedRawValue)]
        }
        guard let enumeration = enclosing?.as(EnumDeclSyntax.self) else { return nil }
        return rawValuesAsKeys(of: enumeration)
    }

    /// The name a localized read of an enum's raw values is recorded under (`type:NAME`'s).
    static let localizedRawValue = localizedPrefix + "rawValue"

    /// Each case's raw value of an enum with `String` raw values, as a key: the literal written
    /// or the case's own name when none is. Nil for any other enum.
    func rawValuesAsKeys(of enumeration: EnumDeclSyntax) -> [KeyReference]? {
        guard enumeration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" else { return nil }
        return enumeration.memberBlock.members.flatMap { member -> [KeyReference] in
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            return cases.elements.compactMap { element in
                guard let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self) else {
                    return .key(element.name.text, position: position(element.name), wrapped: true)
                }
                return Self.catalogKey(literal).map { .key($0, position: position(literal), wrapped: true) }
            }
        }
    }

    /// Marks a property read inside a localizing call, whose plain string literals are keys.
    static let localizedPrefix = "localized:"

    /// Also a zero-argument `"key".localized()` call, which `references(inCall:)` skips because
    /// it looks at arguments first.
    func referencesOfMemberCall(_ call: FunctionCallExprSyntax) -> [KeyReference] {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              localizes(member: member.declName.baseName.text),
              let base = member.base, let literals = Self.literalChoices(base)
        else { return [] }
        return localizedKeys(literals)
    }

    /// `titleKey.localized`: the keys a constant (`let titleKey = existed ? "a" : "b"`) is given,
    /// as `NSLocalizedString(titleKey, comment: "")` reads them. `title.localized()` of a helper's
    /// parameter or stored property (`self.title` too): shown here, as `NSLocalizedString(title, …)`
    /// would be.
    private func localizedConstant(_ base: ExprSyntax) -> [KeyReference] {
        // `rawValue.localized()` in an enum, or in an extension of one: its cases' raw values.
        if let rawValues = ownRawValues(base) { return rawValues }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            let read = reference(toName: member.declName.baseName.text, at: Syntax(member))
            if case .helper = read { return [read] }
            return []
        }
        // `LocalizedStrings.Common.retry.localized`: a static constant read on the type that
        // declares it (`struct Common { static let retry = "common_retry" }`).
        if let member = base.as(MemberAccessExprSyntax.self), let owner = member.base, Self.namesAType(owner) {
            return [.property(Self.localizedPrefix + Self.lastTypeComponent(owner.trimmedDescription) + "." + member.declName.baseName.text)]
        }
        guard let name = base.as(DeclReferenceExprSyntax.self), case .identifier(let text) = name.baseName.tokenKind else { return [] }
        let read = reference(toName: text, at: Syntax(name))
        switch read {
        case .property(let property): return [.property(Self.localizedPrefix + property)]
        case .helper: return [read]
        default: return []
        }
    }

    /// The keys of literals a localizing call or member holds.
    func localizedKeys(_ literals: [StringLiteralExprSyntax]) -> [KeyReference] {
        literals.compactMap { literal in Self.catalogKey(literal).map { .key($0, position: position(literal), wrapped: true) } }
    }

    /// The string literals an expression gives: the literal itself, or each branch of a
    /// condition that chooses between literals (`existed ? "bookmark.again" : "bookmark.new"`,
    /// parenthesized or not). Nil for anything else.
    static func literalChoices(_ expression: ExprSyntax) -> [StringLiteralExprSyntax]? {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return [literal] }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return literalChoices(only.expression)
        }
        if let ternary = expression.as(TernaryExprSyntax.self),
           let then = literalChoices(ternary.thenExpression), let otherwise = literalChoices(ternary.elseExpression) {
            return then + otherwise
        }
        // Unfolded, as the parser gives it: `condition`, `? then :`, `else`.
        if let sequence = expression.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements), elements.count == 3,
           let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self),
           let then = literalChoices(ternary.thenExpression), let otherwise = literalChoices(elements[2]) {
            return then + otherwise
        }
        return nil
    }

    /// A name read in a string position: a parameter of the enclosing function, a stored
    /// property of the enclosing type, or some other property.
    func reference(toName name: String, at node: Syntax) -> KeyReference {
        // Data, not a key: what is shown of it says nothing of the properties of that name.
        if Self.bindsDictionaryValue(name, at: node) { return .property("$data") }
        if let local = FileScanVisitor.enclosingLocal(name, at: node) { return .property(FileScanVisitor.localName(name, local)) }
        var current: Syntax? = node.parent
        while let node = current {
            if let switchCase = node.as(SwitchCaseSyntax.self), let bound = Self.caseValue(bindingName: name, in: switchCase) {
                return bound
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                if Self.declares(function.signature, parameter: name) {
                    return .helper(id: FileScan.Helper.functionID(function), name: name)
                }
            }
            // An initializer's parameter it does not store: shown where the initializer's body shows it.
            if let initializer = node.as(InitializerDeclSyntax.self),
               Self.declares(initializer.signature, parameter: name),
               let type = Self.enclosingType(Syntax(initializer)), storedProperty(named: name, of: type) == nil {
                return .helper(id: "type:" + type.name, name: Self.initializerParameterPrefix + name)
            }
            if let closure = node.as(ClosureExprSyntax.self), Self.closureBinds(closure, name) {
                return .property("$closure")
            }
            // A setter's value (`set(value) { button.setTitle(value, for: .normal) }`, `newValue`):
            // shown as its property is, where the code assigns to it.
            if let accessor = node.as(AccessorDeclSyntax.self) {
                if accessor.accessorSpecifier.tokenKind == .keyword(.set), name == accessor.parameters?.name.text ?? "newValue",
                   let property = Self.property(ofAccessor: accessor), let type = Self.enclosingType(Syntax(accessor)) {
                    return .helper(id: "type:" + type.name, name: property)
                }
            }
            if let type = TypeDeclaration(node) {
                if storedProperty(named: name, of: type) != nil {
                    return .helper(id: "type:" + type.name, name: name)
                }
                // In an extension, a bare name is the extended type's member, declared in its
                // body elsewhere: read on that type (`.typedProperty` follows it to the type's
                // own property, or by name when the app does not declare one so).
                if let extensionDecl = node.as(ExtensionDeclSyntax.self), let extended = typeName(extensionDecl.extendedType.trimmedDescription) {
                    return .typedProperty(type: extended, name: name)
                }
                break
            }
            current = node.parent
        }
        return .property(name)
    }

    /// The key a String Catalog holds for a literal: its text, or for an interpolated literal
    /// the form Xcode extracts (`\(name)` → `%@`, a count → `%lld`, `\(.applicationName)` →
    /// `${applicationName}`). Nil when a piece cannot be read.
    static func catalogKey(_ literal: StringLiteralExprSyntax) -> String? {
        if let plain = literal.representedLiteralValue { return plain }
        var key = ""
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                key += unescaped(text.content.text).replacingOccurrences(of: "%", with: "%%")
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                key += placeholder(for: interpolation)
            }
        }
        return key
    }

    private static func placeholder(for interpolation: ExpressionSegmentSyntax) -> String {
        guard let first = interpolation.expressions.first else { return "%@" }
        // \(value, specifier: "%.1f") puts its specifier in the key, as Xcode extracts it.
        if let specifier = interpolation.expressions.first(where: { $0.label?.text == "specifier" }),
           let literal = specifier.expression.as(StringLiteralExprSyntax.self), let format = literal.representedLiteralValue {
            return format
        }
        let expression = first.expression
        if interpolation.expressions.count == 1 {
            // App Shortcut phrases: \(.applicationName) and \(\.$parameter).
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
                return "${" + member.declName.baseName.text + "}"
            }
            if let keyPath = expression.as(KeyPathExprSyntax.self) {
                let name = keyPath.components.trimmedDescription.trimmingPrefix(".").trimmingPrefix("$")
                return "${" + name + "}"
            }
            if expression.is(IntegerLiteralExprSyntax.self) { return "%lld" }
            if expression.is(FloatLiteralExprSyntax.self) { return "%lf" }
            let text = expression.trimmedDescription.lowercased()
            if text.hasSuffix(".count") || text.hasSuffix("count") || text == "count" { return "%lld" }
        }
        return "%@"
    }

    private static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else { result.append(character); continue }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let digit = iterator.next(), digit != "}" { if digit != "{" { hex.append(digit) } }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            default: result.append(next)
            }
        }
        return result
    }
}

private extension String {
    func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}

/// `KeyReader`'s memo of the stored properties of each type in its file (one file is read on
/// one thread).
private final class StoredPropertiesByType {
    private var byType: [SyntaxIdentifier: [String: TypeDeclaration.StoredProperty]] = [:]

    /// The type's stored instance properties by name; the first declared of a name (one in each
    /// branch of an `#if`).
    func properties(of type: TypeDeclaration) -> [String: TypeDeclaration.StoredProperty] {
        if let known = byType[type.members.id] { return known }
        let properties = Dictionary(type.storedProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        byType[type.members.id] = properties
        return properties
    }
}

import SwiftParser
import SwiftSyntax

// Where a name comes from in a file's tree: an accessor's property, a loop's or a closure's
// element, a dictionary's entry, the enclosing type, a switch case's binding, a call's callee.
extension KeyReader {
    /// The name of the property an accessor (`get`, `set`) belongs to.
    static func property(ofAccessor accessor: AccessorDeclSyntax) -> String? {
        var current = accessor.parent
        while let node = current {
            if let binding = node.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self).map { plainName($0.identifier) }
            }
            current = node.parent
        }
        return nil
    }

    /// True when `name` is a local constant bound, before `node`, to a value read from a
    /// dictionary by a string key (`let title = item["summary"] as? String`, `guard let`,
    /// `if let`): JSON or a property list's data, which no localized key reaches.
    static func bindsDictionaryValue(_ name: String, at node: Syntax) -> Bool {
        guard let value = FileScanVisitor.localBinding(of: name, at: node)?.initializer?.value ?? unwrappedValue(name, at: node) else { return false }
        return readsDictionary(value)
    }

    /// The value an `if let` or a `guard let` around or before `node` binds to `name`
    /// (`if let title = descriptor.text`); nil when none does, or it unwraps a name of its own
    /// (`if let title`).
    static func unwrappedValue(_ name: String, at node: Syntax) -> ExprSyntax? {
        let declarations = LocalDeclarations.current
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            // A `guard` before `child`, the list's own item, ends before it starts.
            if let list = parent.as(CodeBlockItemListSyntax.self),
               let binding = declarations.guardedBindings(named: name, in: list).first(where: { $0.position < child.position }) {
                return binding.initializer?.value
            }
            if let branch = parent.as(IfExprSyntax.self), child.id == branch.body.id {
                for condition in branch.conditions {
                    guard case .optionalBinding(let binding) = condition.condition,
                          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                    return binding.initializer?.value
                }
            }
            if FileScanVisitor.endsLocalScope(parent, closures: true) { return nil }
            current = parent
        }
        return nil
    }

    /// The `for` loop around `node` whose element is named `name`: its sequence
    /// (`for descriptor in mode.actions`: `mode.actions`).
    static func loopSequence(binding name: String, at node: Syntax) -> ExprSyntax? {
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            if let loop = parent.as(ForStmtSyntax.self), child.id == loop.body.id,
               loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return loop.sequence
            }
            if let closure = parent.as(ClosureExprSyntax.self), closureBinds(closure, name) { return elementSequence(of: closure) }
            if FileScanVisitor.endsLocalScope(parent, closures: false) { return nil }
            current = parent
        }
        return nil
    }

    /// The call a closure is given to, as its trailing closure or one of several.
    static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// The collection whose elements a closure is given, where the code reads it through
    /// properties (`ForEach(presenter.links) { link in … }`, `List(model.rows) { … }`,
    /// `settings.items.map { … }`): its element's type is that collection's, found as a path's.
    private static func elementSequence(of closure: ClosureExprSyntax) -> ExprSyntax? {
        guard let call = Self.call(taking: closure) else { return nil }
        let sequence: ExprSyntax?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["map", "compactMap", "flatMap", "forEach", "filter", "first", "sorted"].contains(member.declName.baseName.text) {
            sequence = member.base
        } else if ["ForEach", "List"].contains(calleeName(call)), let first = call.arguments.first, first.label == nil {
            sequence = first.expression
        } else {
            sequence = nil
        }
        return sequence.flatMap { $0.is(MemberAccessExprSyntax.self) ? $0 : nil }
    }

    /// `item["summary"] as? String` (with `try`, `?? ""`): a subscript by a string literal.
    private static func readsDictionary(_ value: ExprSyntax) -> Bool {
        var value = value
        if let tried = value.as(TryExprSyntax.self) { value = tried.expression }
        if let sequence = value.as(SequenceExprSyntax.self), let first = sequence.elements.first { value = first }
        if let cast = value.as(AsExprSyntax.self) { value = cast.expression }
        guard let subscripted = value.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1 else { return false }
        return subscripted.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
    }

    /// The name a dictionary's entry is written and read by: a string literal's text
    /// (`"title"`) or an enum's case (`.title`, `CellDataKey.title`); nil for anything else
    /// (a variable, a number, a path of properties).
    static func dictionaryKeyName(_ key: ExprSyntax) -> String? {
        if let literal = key.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue,
           !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return text }
        guard let member = key.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true else { return nil }
        }
        return plainName(member.declName.baseName)
    }

    /// How an entry of the app's dictionaries is named among properties read by name:
    /// `[title]`, which no property's name can be.
    static func dictionaryEntry(_ name: String) -> String { "[" + name + "]" }

    /// Names an initializer's parameter among a type's helper names (`init:title`).
    static let initializerParameterPrefix = "init:"

    /// A declared name as reads spell it: an escaped one (SwiftGen's ``static let `none` ``, for a
    /// key whose last part is a keyword) without its backticks.
    static func plainName(_ token: TokenSyntax) -> String {
        let text = token.text
        return text.hasPrefix("`") && text.hasSuffix("`") && text.count > 2 ? String(text.dropFirst().dropLast()) : text
    }

    /// The type declaration around `node`, the nearest.
    static func enclosingType(_ node: Syntax) -> TypeDeclaration? {
        enclosingTypeNode(node).flatMap(TypeDeclaration.init)
    }

    /// The declaration (not an extension) of the type named `name` at the top level of the
    /// file whose syntax tree is `root`, if the file declares it.
    static func declaration(ofType name: String, in root: Syntax) -> TypeDeclaration? {
        guard let file = root.as(SourceFileSyntax.self) else { return nil }
        for statement in file.statements where !statement.item.is(ExtensionDeclSyntax.self) {
            if let type = TypeDeclaration(Syntax(statement.item)), type.name == name { return type }
        }
        return nil
    }

    /// The nearest type declaration or extension around `node`, as a syntax node (to ask what
    /// kind it is: an enum, a class and what it inherits).
    static func enclosingTypeNode(_ node: Syntax) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if TypeDeclaration.isOne(parent) { return parent }
            current = parent.parent
        }
        return nil
    }

    /// The enum case's associated value a `switch` case binds to `name` (`case let .command(title, _)`,
    /// `case .caption(let text)`): the case's parameter, by position.
    static func caseValue(bindingName name: String, in switchCase: SwitchCaseSyntax) -> KeyReference? {
        guard case .case(let label) = switchCase.label else { return nil }
        for item in label.caseItems {
            var pattern = item.pattern
            if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
            guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            for (index, argument) in call.arguments.enumerated() {
                var bound: String?
                if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
                    bound = reference.baseName.text
                } else if var inner = argument.expression.as(PatternExprSyntax.self)?.pattern {
                    if let binding = inner.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
                    bound = inner.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                if bound == name { return .helper(id: "case:" + member.declName.baseName.text, name: String(index)) }
            }
        }
        return nil
    }

    static func closureBinds(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
        guard let parameters = closure.signature?.parameterClause else { return false }
        if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) {
            return shorthand.contains { $0.name.text == name }
        }
        if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
            return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
        return false
    }

    /// The name a call is made by: `Text`, `String.LocalizationValue`, or for methods and
    /// modifiers the member's name with a leading dot (`.navigationTitle`, `.addButton`). A
    /// type's initializer named (`UIAlertAction.init(title:…)`) is the type's name, as the same
    /// call written `UIAlertAction(title:…)` is.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        let called = call.calledExpression
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = called.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
                return name == "init" ? base.baseName.text : base.baseName.text + "." + name
            }
            if let base = member.base?.as(MemberAccessExprSyntax.self), member.base?.description.first?.isUppercase == true {
                return name == "init" ? base.trimmedDescription : base.trimmedDescription + "." + name
            }
            return "." + name
        }
        if let generic = called.as(GenericSpecializationExprSyntax.self),
           let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        return ""
    }
}

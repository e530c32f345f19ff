import SwiftParser
import SwiftSyntax

// What type an expression has, as far as one file says: the type a call makes, a chain's, a
// variable's declared type, a closure's element, a generic parameter's constraint.
extension KeyReader {
    /// The last name of a type's path (`Common` of `LocalizedStrings.Common`).
    static func lastTypeComponent(_ path: String) -> String {
        path.split(separator: ".").last.map(String.init) ?? path
    }

    /// An inherited type's last name, without a generic's arguments (`Module.Type<Value>` is
    /// `Type`): a module or a generic's arguments say nothing the app's own names do.
    static func inheritedTypeName(_ type: TypeSyntax) -> String {
        let written = type.trimmedDescription
        return lastTypeComponent(written.split(separator: "<").first.map(String.init) ?? written)
    }

    /// True for a type's name, or a path of them (`Strings`, `LocalizedStrings.Common`).
    static func namesAType(_ expression: ExprSyntax) -> Bool {
        if let name = expression.as(DeclReferenceExprSyntax.self) { return name.baseName.text.first?.isUppercase == true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.baseName.text.first?.isUppercase == true && namesAType(base)
        }
        return false
    }

    /// `notice?.title` where the code declares `notice` with a type (`var notice: Notice?`, a
    /// parameter, a local constant's annotation): a read of that type's property, which its
    /// stored property (`Notice(title:)`) is shown as, whatever other types' `title`s are.
    func typedRead(of property: String, on base: ExprSyntax) -> [KeyReference]? {
        var base = base
        while true {
            if let chain = base.as(OptionalChainingExprSyntax.self) { base = chain.expression; continue }
            if let unwrap = base.as(ForceUnwrapExprSyntax.self) { base = unwrap.expression; continue }
            // `entries[index].title`: an element of a collection declared with the type.
            if let element = base.as(SubscriptCallExprSyntax.self) { base = element.calledExpression; continue }
            break
        }
        // `Interval.week.title`: a case (or a static member) read on the type it names.
        if let member = base.as(MemberAccessExprSyntax.self), let named = member.base?.as(DeclReferenceExprSyntax.self),
           case .identifier(let type) = named.baseName.tokenKind, type.first?.isUppercase == true {
            return [.typedProperty(type: Self.genericConstraint(of: type, at: Syntax(base)) ?? type, name: property)]
        }
        guard let type = Self.chainType(of: base) else { return nil }
        return [.typedProperty(type: Self.genericConstraint(of: type, at: Syntax(base)) ?? type, name: property)]
    }

    /// For a generic parameter of a declaration around `node` (`Item` of `class
    /// EnumPopupButton<Item: TextItem>`, of `func row<T>(…) where T: Titled`): the protocol it
    /// is constrained to, by its last name; nil for any other name.
    static func genericConstraint(of name: String, at node: Syntax) -> String? {
        var current: Syntax? = node
        while let node = current {
            let clause = node.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
            if let parameter = clause?.parameters.first(where: { $0.name.text == name }) {
                if let inherited = parameter.inheritedType { return constraintName(inherited) }
                let requirements = node.asProtocol(WithGenericParametersSyntax.self)?.genericWhereClause?.requirements ?? clause?.genericWhereClause?.requirements
                for requirement in requirements ?? [] {
                    if case .conformanceRequirement(let conformance) = requirement.requirement,
                       conformance.leftType.trimmedDescription == name { return constraintName(conformance.rightType) }
                }
                return nil
            }
            current = node.parent
        }
        return nil
    }

    /// The protocol a constraint names: its first (`TextItem` of `TextItem & Equatable`), by last name.
    private static func constraintName(_ type: TypeSyntax) -> String {
        let first = type.as(CompositionTypeSyntax.self)?.elements.first?.type ?? type
        return lastTypeComponent(first.trimmedDescription)
    }

    /// The type of a value the code declares, or the path to it through the app's properties
    /// (`cask.warning?` with `cask: Cask`: `Cask.warning`, which `KeyResolution` resolves with
    /// the types every file declares). Nil when the code does not say.
    static func chainType(of expression: ExprSyntax, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        let expression = unwrapped(expression)
        if let type = valueType(of: expression) { return type }
        // `rows[indexPath.row]`: an element of a collection declared with the type.
        if let element = expression.as(SubscriptCallExprSyntax.self) {
            return chainType(of: element.calledExpression, depth: depth + 1)
        }
        // `Self.fields`, `SettingsViewController.fields`: a static property, read on its type.
        if depth > 0, let reference = expression.as(DeclReferenceExprSyntax.self) {
            // `self.tools`: a property of the enclosing type.
            if reference.baseName.tokenKind == .keyword(.Self) || reference.baseName.tokenKind == .keyword(.self) {
                return KeyReader.enclosingType(Syntax(reference)).flatMap { typeName($0.name) }
            }
            if case .identifier(let name) = reference.baseName.tokenKind, name.first?.isUppercase == true { return name }
        }
        // A loop's element: of its sequence's element type (resolved as a path's last step is).
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           let sequence = loopSequence(binding: reference.baseName.text, at: Syntax(reference)) {
            return chainType(of: sequence, depth: depth + 1)
        }
        // A local constant with no type written, made from a path of properties
        // (`let content = message.content`, `let row = rows[indexPath.row]`): of that path's type.
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           let binding = FileScanVisitor.localBinding(of: reference.baseName.text, at: Syntax(reference), throughClosures: true),
           binding.typeAnnotation == nil, let value = binding.initializer?.value,
           value.is(MemberAccessExprSyntax.self) || value.is(DeclReferenceExprSyntax.self) || value.is(SubscriptCallExprSyntax.self) {
            return chainType(of: value, depth: depth + 1)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           case .identifier(let name) = member.declName.baseName.tokenKind, member.declName.argumentNames == nil {
            return chainType(of: base, depth: depth + 1).map { $0 + "." + name }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return extensionPath(of: reference) }
        return nil
    }

    /// In an extension, a name that nothing around it binds (no local, parameter, closure's or
    /// case's value) is a property of the extended type, whose body may be in another file: the
    /// path to it through that type (`LoginViewController.mode`), which `KeyResolution` resolves
    /// with every file's types. Nil anywhere else.
    private static func extensionPath(of reference: DeclReferenceExprSyntax) -> String? {
        guard case .identifier(let name) = reference.baseName.tokenKind, name.first?.isLowercase == true,
              FileScanVisitor.enclosingLocal(name, at: Syntax(reference)) == nil, unwrappedValue(name, at: Syntax(reference)) == nil else { return nil }
        var current = reference.parent
        while let node = current {
            if let signature = node.as(FunctionDeclSyntax.self)?.signature ?? node.as(InitializerDeclSyntax.self)?.signature,
               declares(signature, parameter: name) { return nil }
            if let closure = node.as(ClosureExprSyntax.self), closureBinds(closure, name) { return nil }
            if let switchCase = node.as(SwitchCaseSyntax.self), caseValue(bindingName: name, in: switchCase) != nil { return nil }
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                return typeName(extensionDecl.extendedType.trimmedDescription).map { $0 + "." + name }
            }
            if TypeDeclaration.isOne(node) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The type of a value the code makes without naming it: a type's initializer or static
    /// function (`Setting(title: …)`, `Failure.noMicrophone()`; `Outer.Inner(…)` is the inner
    /// type), or an array of values all made so (`[Setting(…), Setting(…)]` is `[Setting]`).
    static func madeType(of value: ExprSyntax) -> String? {
        // `collectionView.makeItem(…) as! ToolItem`, `x as? Cell`: the type it is cast to.
        if let cast = value.as(AsExprSyntax.self) { return cast.type.trimmedDescription }
        if let sequence = value.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements), elements.count == 3,
           elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
            return type.type.trimmedDescription
        }
        if let call = value.as(FunctionCallExprSyntax.self), case let callee = calleeName(call), callee.first?.isUppercase == true {
            let parts = callee.split(separator: ".")
            if parts.count == 2, parts[1].first?.isLowercase == true { return String(parts[0]) }
            return callee
        }
        if let array = value.as(ArrayExprSyntax.self), !array.elements.isEmpty {
            let types = Set(array.elements.map { madeType(of: $0.expression) })
            if types.count == 1, let only = types.first, let type = only, !type.hasPrefix("[") { return "[" + type + "]" }
        }
        return nil
    }

    /// The app's type a value is declared with, by its name (`notice`, a parameter, a local
    /// constant, a stored property) or as a binding's value (`binding.wrappedValue` with
    /// `binding: Binding<Notice?>`): `Notice`. Nil when the code does not say.
    static func valueType(of expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "wrappedValue",
           let base = member.base, let declared = valueType(of: base, declared: true),
           let open = declared.firstIndex(of: "<"), declared.hasSuffix(">"), ["Binding", "SwiftUI.Binding"].contains(declared[..<open]) {
            return typeName(String(declared[declared.index(after: open)..<declared.index(before: declared.endIndex)]))
        }
        return valueType(of: expression, declared: false)
    }

    /// For a name: the type it is declared with, as written (`declared`), or its type's name.
    private static func valueType(of expression: ExprSyntax, declared: Bool) -> String? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), case .identifier(let name) = reference.baseName.tokenKind,
              let type = declaredType(of: name, at: Syntax(reference)) else { return nil }
        return declared ? type : typeName(type)
    }

    /// The type the code declares a name with where `node` reads it: a local constant's (its
    /// annotation or the type that makes it), a parameter's, or a stored property's of the
    /// enclosing type (in an extension, of the type's body when the same file declares it). Nil
    /// when none says.
    static func declaredType(of name: String, at node: Syntax) -> String? {
        if let local = FileScanVisitor.localType(of: name, at: node) { return local.isEmpty ? nil : local }
        var current = node.parent
        while let node = current {
            let parameters = node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return parameter.type.trimmedDescription
            }
            if let type = TypeDeclaration(node) {
                if let declared = type.declaredType(ofProperty: name) { return declared }
                // An extension reads the stored properties of the type's own body, which the
                // same file declares as often as not (`private extension LoginViewController`).
                guard node.is(ExtensionDeclSyntax.self), let body = declaration(ofType: type.name, in: node.root) else { return nil }
                return body.declaredType(ofProperty: name)
            }
            if let closure = node.as(ClosureExprSyntax.self), closureBinds(closure, name) { return elementType(of: closure) }
            current = node.parent
        }
        return nil
    }

    /// The type of a closure's element when it runs over an enum's cases:
    /// `ForEach(Interval.allCases, …) { interval in … }`, `Interval.allCases.map { … }`; or over
    /// a collection the code declares (`ForEach(rows) { row in … }` with `rows: [Row]`).
    ///
    /// Also the value a presentation modifier shows its closures (`.alert(…, presenting:
    /// notice) { notice in … } message: { notice in … }`): the type of what it is given.
    static func elementType(of closure: ClosureExprSyntax) -> String? {
        guard let call = Self.call(taking: closure) else { return nil }
        if let presented = call.arguments.first(where: { $0.label?.text == "presenting" }) {
            return valueType(of: presented.expression)
        }
        let sequence = call.arguments.first?.expression
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        // `ForEach(rows) { row in … }` with `rows: [Row]`.
        if let sequence, sequence.is(DeclReferenceExprSyntax.self), let type = valueType(of: sequence) { return type }
        guard let cases = sequence?.as(MemberAccessExprSyntax.self), cases.declName.baseName.text == "allCases",
              let type = cases.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { return nil }
        return type
    }
}

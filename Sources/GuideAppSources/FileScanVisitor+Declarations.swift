import GuideCore
import SwiftParser
import SwiftSyntax

// Declarations: key constants and App Intents' texts, functions and properties that return
// keys, and the app's own view types and helpers that show what they are given.
extension FileScanVisitor {
    /// `let key = "category.\(name)"` (or `cond ? "a" : "b"`): a key only where a localizing
    /// call reads it. A static constant is also known by its type's name (`TabBar.favorites`), so
    /// that a read that names the type (`Strings.TabBar.favorites.localized`) is not another
    /// type's constant of the same name (`Sort.favorites`).
    func recordKeyConstant(_ binding: PatternBindingSyntax, name: String, isStatic: Bool, at variable: Syntax) {
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
    func noteLocalTuple(_ name: String, _ value: ExprSyntax) {
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
    func noteDestructured(_ tuple: TuplePatternSyntax, _ binding: PatternBindingSyntax) {
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

    func recordIntentValue(_ value: ExprSyntax, name: String, kind: UIKind) {
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
    func valueExpressions(of binding: PatternBindingSyntax) -> [ExprSyntax] {
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
    func returnedExpressions(_ body: CodeBlockItemListSyntax) -> [ExprSyntax] {
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

    /// The `userInfo` keys whose values an `NSError` shows as its description and advice.
    static let errorTextKeys: Set<String> = [
        "NSLocalizedDescriptionKey", "NSLocalizedFailureReasonErrorKey", "NSLocalizedRecoverySuggestionErrorKey",
    ]

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
    func recordDataSourceTitles(_ function: FunctionDeclSyntax) {
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
    func declare(_ name: String) {
        if name.unicodeScalars.dropFirst().contains(where: { $0.properties.isUppercase }) { declaredNames.insert(name) }
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
    func recordViewFunction(_ function: FunctionDeclSyntax) {
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

    func recordTypeHelper(_ node: Syntax, memberwise: Bool) {
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

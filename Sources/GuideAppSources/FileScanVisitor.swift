import GuideCore
import SwiftParser
import SwiftSyntax

/// Walks one Swift file's tree and records what it says about keys (`FileScan`): what it holds
/// and the nodes it visits, each handing the work to the file of its kind (`+Calls`,
/// `+Assignments`, `+Declarations`).
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
    func interpolatedValue(_ interpolation: ExpressionSegmentSyntax) -> FileScan.InterpolatedValue {
        if interpolation.expressions.contains(where: { ["style", "format", "formatter"].contains($0.label?.text) }) {
            return .localized
        }
        guard interpolation.expressions.count == 1, let expression = interpolation.expressions.first?.expression else { return .other }
        return interpolatedValue(expression)
    }

    /// What a value put in a string shows: localized text, a property read by name, or other.
    func interpolatedValue(_ expression: ExprSyntax) -> FileScan.InterpolatedValue {
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
}

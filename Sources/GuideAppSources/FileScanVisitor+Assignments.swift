import GuideCore
import SwiftParser
import SwiftSyntax

// Assignments: a key given to a property (`label.text = …`, `alert.messageText = …`), a local
// or an object's state, and what kind of view the assigned object is.
extension FileScanVisitor {
    /// `self.title = …` in the app's view whose own `title` has a setter (`set {
    /// titleLabel.stringValue = newValue }`): shown as that setter shows it, whatever the name
    /// says of a screen's or a control's title. True when the enclosing type declares one.
    func noteOwnSetterAssignment(_ property: String, _ elements: [ExprSyntax], at node: Syntax) -> Bool {
        guard let type = KeyReader.enclosingType(node), type.hasOwnSetter(forProperty: property) else { return false }
        let references = reader.references(inElements: Array(elements[2...]), literalIsKey: false)
        if !references.isEmpty { assignedKeys.append((type.name, property, references, nil)) }
        return true
    }

    /// True for `titleLabel` (or `self.titleLabel`, `nameTitleLabel`) in the app's own
    /// `UITableViewCell` subclass: on iPhone and iPad it names the list's row, a setting or a
    /// place to go, as the cell's `textLabel` does.
    func namesItsCellsTitle(_ base: String, at node: Syntax) -> Bool {
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
    func noteLocalAssignment(_ name: String, _ elements: [ExprSyntax], at node: Syntax) -> Bool {
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
    func noteAlias(_ name: String, of owner: String?, _ reference: KeyReference) {
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
    func noteAppPropertyAssignment(_ property: String, base: String, of target: ExprSyntax, _ value: [ExprSyntax], at node: Syntax) {
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

    func noteStoredKeys(_ property: String, _ value: [ExprSyntax], at node: Syntax) {
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
    func noteOnOffState(_ elements: [ExprSyntax], at node: Syntax) {
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
    func noteControlStyle(_ elements: [ExprSyntax], at node: Syntax) {
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
    func argument(of rule: Rule, in call: FunctionCallExprSyntax, madeObject: String?) -> (ExprSyntax, keys: ArgumentKeys)? {
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
}

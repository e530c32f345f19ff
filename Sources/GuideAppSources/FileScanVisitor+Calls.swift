import GuideCore
import SwiftParser
import SwiftSyntax

// Calls: which arguments of which calls show text (`Text`, `Button`, `NSMenuItem(title:)`),
// in what kind of view, and the app's own helpers, wrappers and views called with a key.
extension FileScanVisitor {
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

    /// A call to the app's own function that localizes what it is given and shows it itself,
    /// named for a message (`showInformationMessage("git.pulled")`, `showError(…)`, `showToast(…)`):
    /// its keys are messages, however far the function passes them on (a notification list
    /// that a view shows later).
    func recordMessageWrapperCall(_ call: FunctionCallExprSyntax, callee: String, keys: [ExprSyntax]) {
        guard !keys.isEmpty, let (signature, _) = reader.wrapperCall(call), !signature.returnsText,
              let name = callee.split(separator: ".").last.map(String.init), UIContext.namesAMessageFunction(name) else { return }
        for key in keys {
            for reference in reader.references(in: key, literalIsKey: true) { found.append(.init(reference: reference, kind: .message)) }
        }
    }

    /// `choice.setButtonType(.radio)`, or `setButtonType(.switch)` in the app's `NSButton`
    /// subclass: an on/off control.
    func recordButtonType(_ call: FunctionCallExprSyntax, callee: String) {
        guard callee == ".setButtonType" || (callee == "setButtonType" && enclosingControl(Syntax(call)) != nil),
              let type = call.arguments.first?.expression.trimmedDescription,
              Self.onOffButtonTypes.contains(where: { type.hasSuffix("." + $0) }) else { return }
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
        onOffObjects.insert(Self.objectKey(base, at: Syntax(call)))
    }

    /// `.alert(isPresented: $showing, error: state.fatalAlert)`: notes `fatalAlert`.
    func recordAlertError(_ call: FunctionCallExprSyntax) {
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

    func mappedElements(_ expression: ExprSyntax) -> [ExprSyntax] {
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
    func recordTable(_ call: FunctionCallExprSyntax) {
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
    func recordPossibleViewCall(_ node: Syntax, callee: String) {
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
    func recordHostedView(_ type: String, at place: Syntax) {
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
    func recordViewCall(_ name: String, at node: Syntax, kinds: [UIKind: UIKind], host: String?) {
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

    func recordPossibleHelperCall(_ call: FunctionCallExprSyntax, callee: String, arguments: [LabeledExprSyntax]) {
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
    func recordFontSlot(_ references: [KeyReference], at call: Syntax) {
        guard let font = UIContext.fontValue(of: call), let type = KeyReader.enclosingType(call),
              reader.storedProperty(named: font, of: type) != nil else { return }
        for case .helper(let id, let name) in references where id == "type:" + type.name {
            fontSlots[type.name, default: [:]][name] = font
        }
    }

    /// Notes the stored properties a localizing call reads (`LocalizedStringKey(item.title)`,
    /// `NSLocalizedString(title, comment: "")`, `title.localized()`): their values are keys.
    func recordLocalizedRead(_ call: FunctionCallExprSyntax, keys: [ExprSyntax]) {
        var read = keys
        if call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           reader.localizes(member: member.declName.baseName.text), let base = member.base {
            read.append(base)
        }
        recordLocalizedRead(of: read)
    }

    func recordLocalizedRead(of expressions: [ExprSyntax]) {
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

    func recordLocalizedLiteral(_ call: FunctionCallExprSyntax, keys: [ExprSyntax]) {
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

    /// `"key".localized`, where the app's `localized` names its table: the key is that table's.
    func recordMemberTable(_ member: MemberAccessExprSyntax?, _ position: Position) {
        guard let name = member?.declName.baseName.text, let table = reader.wrappers.memberTables[name] else { return }
        tables[position] = table
    }

    /// Notes a key localized in place by the expression `localizing`, and whether that string is
    /// a fragment.
    func recordLocalized(_ key: String, _ position: Position, at localizing: Syntax) {
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
}

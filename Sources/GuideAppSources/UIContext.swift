import SwiftSyntax

/// How the views around a `Text`, `Label` or `Button` change what it is: a `Button` in a `Menu`
/// is a menu item, a `Text` in an alert's `message:` closure is the alert's message.
enum UIContext {
    /// The kind a leaf view has where it stands, walking out through the calls whose closures
    /// or arguments hold it until one decides.
    static func kind(of leaf: UIKind, at node: Syntax) -> UIKind {
        placement(of: leaf, at: node).kind
    }

    /// Where a leaf view stands: its kind, and whether nothing up to the enclosing declaration
    /// decided it (`open`): then where the enclosing view is used may (a view whose buttons are
    /// a context menu's items).
    struct Placement {
        var kind: UIKind
        var open: Bool
        /// The statements passed on the way out, when open.
        fileprivate var passed: PassedStatements?

        /// When open: a text stands before this one in the declaration (a row's description
        /// after its title), which describes the first where a control's label holds the view.
        /// Worked out only when asked: it reads every statement before the text, and a
        /// placement asked for its kind alone, inside a function of hundreds of statements,
        /// made the scan grow with the square of the function's length.
        var followsAnotherText: Bool { passed?.followAnotherText ?? false }
    }

    /// The leaf view's `Placement` at `node`.
    static func placement(of leaf: UIKind, at node: Syntax) -> Placement {
        let style = leaf == .text || leaf == .label ? style(of: node) : nil
        // `.textCase(.uppercase)`: shown in capitals whatever it says, so its capitals are not its own.
        if style == .recased { return Placement(kind: .fragment, open: false) }
        let placed = kind(of: leaf, at: node, secondary: style == .secondary && leaf == .text)
        // Styled as a title or a heading, and nothing around makes it a control or more.
        guard placed.kind == leaf else { return placed }
        switch style {
        case .title: return Placement(kind: .titleText, open: false)
        case .code: return Placement(kind: .code, open: false)
        // A heading atop an empty state (a view or a property named for one, as
        // `ContentUnavailableView` draws: a symbol, a heading, a dimmed description) is its title.
        // So is one right under a symbol (`Image(systemName:)`), the first text of its stack.
        case .heading: return Placement(kind: isSheetTitle(node) ? .titleText : isInAnEmptyState(node) || isUnderASymbol(node) ? .emptyStateTitle : .headingText, open: false)
        case .large: return Placement(kind: .largeText, open: false)
        default:
            guard placed.kind == .text || placed.kind == .label, let type = FileScanVisitor.enclosingTypeName(node) else { return placed }
            if placed.kind == .text, namesAnEmptyState(type) { return Placement(kind: .emptyStateDescription, open: false) }
            if namesAMessage(type) { return Placement(kind: .message, open: false) }
            return placed
        }
    }

    /// True for a view named for a message it shows: its last camel-case word is `Message`, or
    /// `Message` then `View` (`ValidationMessage`, `TrialMessageView`; not `VoiceMessageButton`);
    /// or one named for a toast (`ToastContentView`), which says what just happened.
    static func namesAMessage(_ type: String) -> Bool {
        type.hasSuffix("Message") || type.hasSuffix("MessageView") || namesAToast(type)
    }

    /// True for a value the code names an error or a warning (`error`, `model.updateError`,
    /// `errorMessage ?? ""`, `warningText`): its name's last word is `error` or `warning`, or
    /// it ends in a word for text (`Message`, `Text`, `Description`, `String`) after one.
    /// Not a title (`errorTitle`) nor anything else the name says.
    static func namesAnError(_ expression: ExprSyntax) -> Bool {
        var value = expression
        // `errorMessage ?? ""`: the value before its fallback.
        if let sequence = value.as(SequenceExprSyntax.self), let first = sequence.elements.first,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" { value = first }
        if let unwrapped = value.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression }
        guard let words = nameWords(value) else { return false }
        return namesAnError(words: words)
    }

    /// True for a property's or a variable's name that names an error or a warning
    /// (`analysisError`, `warningText`), as `namesAnError(_:)` reads a value's.
    static func namesAnError(_ name: String) -> Bool {
        namesAnError(words: TypeNameWords.ofMember(name).map { $0.lowercased() })
    }

    private static func namesAnError(words: [String]) -> Bool {
        guard let last = words.last else { return false }
        if last == "error" || last == "warning" { return true }
        return ["message", "text", "description", "string"].contains(last)
            && words.dropLast().contains { $0 == "error" || $0 == "warning" }
    }

    /// True for a list the code names for errors or warnings (`errors`, `self.validationErrors`,
    /// `warnings`): its name's last word.
    static func namesErrors(_ expression: ExprSyntax) -> Bool {
        let last = nameWords(expression)?.last
        return last == "errors" || last == "warnings"
    }

    /// The camel-case words, lower-cased, of the name a value is read by (`error`,
    /// `model.updateError`: `update`, `error`); nil for any other expression.
    private static func nameWords(_ expression: ExprSyntax) -> [String]? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        return TypeNameWords.ofMember(name).map { $0.lowercased() }
    }

    /// True for a function named for the message it shows: its last camel-case word is
    /// `Message`, `Error` or `Warning` (`showInformationMessage`, `showError`), or it names a toast.
    static func namesAMessageFunction(_ name: String) -> Bool {
        guard let last = TypeNameWords.ofMember(name).last else { return false }
        return ["Message", "Error", "Warning"].contains(last) || namesAToast(name)
    }

    /// True for a name (a type's, a function's or a modifier's: `ToastPresenter`, `showToast`,
    /// `toast`) one of whose camel-case words is `Toast`, or a function's that shows a HUD
    /// (`showTextHUD`, `showHUD`: the overlay MBProgressHUD and SVProgressHUD draw, a toast's
    /// older name; not a type, which may be a heads-up display of readings).
    static func namesAToast(_ name: String) -> Bool {
        // Most names hold no such word: told apart before splitting them.
        if name.hasPrefix("show"), let hud = name.range(of: "HUD") {
            // The acronym as a word of its own (`showHUDView`), not the start of a longer one.
            return name[hud.upperBound...].first.map { !$0.isLowercase } ?? true
        }
        // The acronym written as a word (`showAutoHiddenHud`).
        if name.hasPrefix("show"), name.contains("Hud"), TypeNameWords.ofMember(name).contains("Hud") { return true }
        guard name.contains("oast") else { return false }
        return TypeNameWords.ofMember(name).contains("Toast")
    }

    /// True for a type named for a heads-up overlay or a notice that shows a short message and
    /// goes away: one of its camel-case words is `Toast`, `Indicator` or `Notice`, or it ends in
    /// `HUD` (`SPIndicator`, `ProgressHUD`, `SVProgressHUD`, `ToastView`, `SwiftNotice`).
    static func namesAHUD(_ type: String) -> Bool {
        if type.hasSuffix("HUD") { return true }
        let words = TypeNameWords.of(type)
        return words.contains("Toast") || words.contains("Indicator") || words.contains("Notice")
    }

    /// True for a view named for an empty state, as `ContentUnavailableView` is one: one of its
    /// camel-case words is `Empty` (`EmptyInboxView`, `FolderEmptyState`), or its first word is
    /// `No` and more follow (`NoResultsView`; not `NotesView`). Its plain text says why nothing
    /// is shown.
    static func namesAnEmptyState(_ type: String) -> Bool {
        namesAnEmptyState(words: TypeNameWords.of(type))
    }

    /// `namesAnEmptyState(_:)` on a name's camel-case words.
    static func namesAnEmptyState(words: [String]) -> Bool {
        words.contains("Empty") || (words.first == "No" && words.count > 1)
    }

    /// True when the view that shows a text, or the property or function in it that makes the
    /// text's part (`private var searchEmptyStateView: some View`), is named for an empty state.
    static func isInAnEmptyState(_ node: Syntax) -> Bool {
        if let type = FileScanVisitor.enclosingTypeName(node), namesAnEmptyState(type) { return true }
        var current = node.parent
        while let parent = current, parent.asProtocol(DeclGroupSyntax.self) == nil {
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self).map { namesAnEmptyState(words: TypeNameWords.ofMember($0.identifier.text)) } ?? false
            }
            if let function = parent.as(FunctionDeclSyntax.self) { return namesAnEmptyState(words: TypeNameWords.ofMember(function.name.text)) }
            current = parent.parent
        }
        return false
    }

    /// True when the statement that shows a text, in its stack or in the stack that holds that
    /// one (`VStack { Image(systemName: "magnifyingglass"); VStack { Text(…); Text(…) } }`), comes
    /// after a symbol image and after no other text: the anatomy of `ContentUnavailableView`.
    static func isUnderASymbol(_ node: Syntax) -> Bool {
        var current = node
        var levels = 0
        while let parent = current.parent, levels < 2 {
            if parent.is(FunctionDeclSyntax.self) || parent.is(PatternBindingSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = current.as(CodeBlockItemSyntax.self) {
                let before = list.prefix { $0.id != item.id }
                if before.contains(where: { showsText(Syntax($0)) }) { return false }
                if before.contains(where: { isASymbolImage($0.item) }) { return true }
                levels += 1
            }
            current = parent
        }
        return false
    }

    /// True for a statement that makes `Image(systemName: …)`, whatever modifiers follow.
    private static func isASymbolImage(_ statement: CodeBlockItemSyntax.Item) -> Bool {
        guard let expression = statement.as(ExprSyntax.self),
              let image = underModifiers(expression).view.as(FunctionCallExprSyntax.self) else { return false }
        return KeyReader.calleeName(image) == "Image" && image.arguments.first?.label?.text == "systemName"
    }

    /// True for the first `Text` in the `body` of a view presented on its own (`isPresentedAlone`):
    /// styled as a heading, the line atop a sheet is its title (“Add Rule”), not a heading of a part of it.
    private static func isSheetTitle(_ node: Syntax) -> Bool {
        guard let type = KeyReader.enclosingTypeNode(node), let name = FileScanVisitor.enclosingTypeName(node),
              isPresentedAlone(type, named: name) else { return false }
        var current = node.parent
        while let parent = current, !parent.is(PatternBindingSyntax.self) { current = parent.parent }
        guard let body = current?.as(PatternBindingSyntax.self), body.pattern.trimmedDescription == "body" else { return false }
        return !body.tokens(viewMode: .sourceAccurate).prefix { $0.position < node.position }.contains { $0.tokenKind == .identifier("Text") }
    }

    /// True for a view named as a sheet (`RenameTagSheet`, `ConfigSheetView`), or one that
    /// dismisses itself, as only a sheet, a popover or a window does: it reads
    /// `@Environment(\.dismiss)` (or `presentationMode`), or is given a `@Binding` to whether it
    /// is presented (`presented`, `isPresented`).
    private static func isPresentedAlone(_ type: Syntax, named name: String) -> Bool {
        if name.hasSuffix("Sheet") || name.hasSuffix("SheetView") { return true }
        guard let declaration = type.asProtocol(DeclGroupSyntax.self) else { return false }
        return declaration.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            let attributes = variable.attributes.trimmedDescription
            if attributes.hasPrefix("@Environment(\\.dismiss") || attributes.hasPrefix("@Environment(\\.presentationMode") { return true }
            return attributes.hasPrefix("@Binding") && variable.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.lowercased().hasSuffix("presented") == true
            }
        }
    }

    /// A TipKit tip's `title` and `message` (in a type that adopts `Tip`): TipKit shows them as
    /// a callout's title and its text, as an empty state's.
    private static func tipKind(_ binding: PatternBindingSyntax) -> UIKind? {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name == "title" || name == "message" else { return nil }
        var node = binding.parent
        while let current = node {
            if let type = current.asProtocol(DeclGroupSyntax.self) {
                guard type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "Tip" }) == true else { return nil }
                return name == "title" ? .emptyStateTitle : .emptyStateDescription
            }
            node = current.parent
        }
        return nil
    }

    private static func kind(of leaf: UIKind, at node: Syntax, secondary isSecondary: Bool) -> Placement {
        var kind = leaf
        var current = node
        // To tell a second `Text` in a label from the first (looked at only when a label decides,
        // so long view bodies are not rescanned).
        var passed = PassedStatements()
        while let parent = current.parent {
            passed.record(current, in: parent)
            if let slot = Slot(child: current, parent: parent) {
                let callee = calleeName(slot.call)
                // Given to a function or modifier named for a toast (`.toast(Text(…), …)`).
                if kind == .text || kind == .label, namesAToast(callee.split(separator: ".").last.map(String.init) ?? callee) {
                    return Placement(kind: .message, open: false)
                }
                let decision = decide(callee: callee, slot: slot, kind: kind)
                if case .pass = decision { passed.recordArgument(current, of: slot) }
                // A second `Text` or `Label` in a toggle's or a button's label describes it, as a
                // small one beside another does; a label's only text is its title, whatever its size.
                if kind == .text || kind == .label, case .transform(let changed) = decision, changed != .pickerLabel,
                   (isSecondary && showsSeveralTexts(current)) || passed.followAnotherText { return Placement(kind: .text, open: false) }
                if case .transform = decision { passed.removeAll() }
                switch decision {
                case .become(let decided): return Placement(kind: decided, open: false)
                case .transform(let changed): kind = changed
                case .pass: break
                case .stop: return Placement(kind: kind, open: false)
                }
            }
            // A view people tap to act on, drawn by hand (`HStack { Text("Send") }.onTapGesture
            // { … }`): its only text is a button's title, as in a `Button`'s label. Small dimmed
            // text there is a note (nothing draws the view as a control).
            if kind == .text || kind == .label, !isSecondary, isTappedAsAButton(current, modifier: parent) {
                kind = .button
                passed.removeAll()
            }
            if let binding = parent.as(PatternBindingSyntax.self), kind == .text, let tip = tipKind(binding) { return Placement(kind: tip, open: false) }
            // `.labelsHidden()` on the control (or on a view holding it): its label is not
            // shown, so what holds the control (a button taking the row's clicks) is not its title.
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
               member.declName.baseName.text == "labelsHidden" { return Placement(kind: kind, open: false) }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(PatternBindingSyntax.self)
                || parent.is(MemberBlockItemSyntax.self) {
                return Placement(kind: kind, open: true, passed: passed)
            }
            current = parent
        }
        return Placement(kind: kind, open: true, passed: passed)
    }

    /// The app's own view that holds a leaf view, with the argument or closure that holds it:
    /// the first call outwards that is not one of SwiftUI's and that nothing before it decided
    /// for (`FoldingSection { … } label: { Text("key") }`). Nil when a SwiftUI view decides first
    /// or there is none up to the enclosing declaration.
    ///
    /// A text after another in what it is given (a row's value beside its `Label`) describes
    /// it, as in SwiftUI's own controls' labels: nil then.
    static func appViewSlot(holding node: Syntax) -> FileScan.AppViewSlot? {
        var current = node
        var passed = PassedStatements()
        while let parent = current.parent {
            passed.record(current, in: parent)
            if let slot = Slot(child: current, parent: parent) {
                let callee = calleeName(slot.call)
                if case .pass = decide(callee: callee, slot: slot, kind: .text) {
                    // An app's view type (`FoldingSection`), or its own view function called by
                    // name (`sectionTitle { … }`, `tierRow(title: Text(…))`): where its body
                    // shows what it is given decides (`SwiftSourceScanner.kind(of:in:)`).
                    if callee.first != nil, !callee.contains("."), !layoutViews.contains(callee),
                       callee.first!.isUppercase || slot.call.calledExpression.is(DeclReferenceExprSyntax.self) {
                        return FileScan.AppViewSlot(type: callee, label: slot.isTrailingClosure && slot.label == nil ? nil : slot.label,
                                                    followsAnotherText: passed.followAnotherText)
                    }
                } else {
                    return nil
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(PatternBindingSyntax.self)
                || parent.is(MemberBlockItemSyntax.self) {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// The statements passed on the way out from a text to what shows it, each with the list it
    /// stands in: whether a statement before one of them shows text too (a second `Text` in a
    /// label describes the first).
    struct PassedStatements {
        private var steps: [(list: CodeBlockItemListSyntax, item: CodeBlockItemSyntax)] = []

        /// Records `current` when it is a statement of `parent`'s list.
        mutating func record(_ current: Syntax, in parent: Syntax) {
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = current.as(CodeBlockItemSyntax.self) { steps.append((list, item)) }
        }

        /// Arguments passed on the way that the app's own views are given
        /// (`OptionRow(title: Text(…), subtitle: Text(…))`), each with its call's list.
        private var arguments: [(list: LabeledExprListSyntax, argument: LabeledExprSyntax)] = []

        /// Records `current` when it is an argument of the app's own view (`Slot`, a call SwiftUI
        /// does not decide for).
        mutating func recordArgument(_ current: Syntax, of slot: Slot) {
            guard !slot.isTrailingClosure, calleeName(slot.call).first?.isUppercase == true,
                  let argument = current.as(LabeledExprSyntax.self) else { return }
            arguments.append((slot.call.arguments, argument))
        }

        mutating func removeAll() { steps.removeAll(); arguments.removeAll() }

        /// True when a statement before one of those passed shows text, or an argument of the
        /// app's view before the one passed does (the view's second text).
        var followAnotherText: Bool {
            steps.contains { step in step.list.prefix { $0.id != step.item.id }.contains { UIContext.showsText(Syntax($0)) } }
                || arguments.contains { step in step.list.prefix { $0.id != step.argument.id }.contains { UIContext.showsText(Syntax($0)) } }
        }
    }

    /// A call's name as `decide` reads it: `KeyReader.calleeName`, except that a bare call in
    /// an extension of `View` (`alert(title, isPresented: …)` in the app's own `func
    /// errorAlert(…) -> some View`) is a modifier the view calls on itself, `.alert`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        let name = KeyReader.calleeName(call)
        guard call.calledExpression.is(DeclReferenceExprSyntax.self), name.first?.isLowercase == true,
              let extended = KeyReader.enclosingTypeNode(Syntax(call))?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription,
              extended == "View" || extended == "SwiftUI.View" else { return name }
        return "." + name
    }

    /// The toolbar placements of a navigation bar's title and of its leading end.
    static let titlePlacements: Set<String> = [".principal", ".navigationBarLeading", ".topBarLeading", ".navigation"]

    /// SwiftUI's views that lay out what they hold without changing what it is.
    static let layoutViews: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ForEach",
        "Group", "List", "Form", "ScrollView", "ScrollViewReader", "GeometryReader", "NavigationView", "NavigationStack",
        "NavigationSplitView", "TabView", "ViewThatFits", "AnyView", "ToolbarItem", "ToolbarItemGroup", "Table", "OutlineGroup",
        "HSplitView", "VSplitView", "ControlGroup", "Canvas", "TimelineView", "Spacer", "Divider", "Image", "Color",
    ]

    /// `large`: set in a system font larger than a Mac's body text, not bold enough or not
    /// large enough to head a section on every platform (`UIKind.largeText`). `recased`: set in
    /// one case by `.textCase(.uppercase)` or `.lowercase`, whatever case the string is written in.
    /// `titleSized`: set at a title's size, a title once something follows it.
    enum Style { case title, heading, large, titleSized, secondary, code, recased }

    /// The name given to a `Text`'s `.font(…)` when it is a value, not a font written there
    /// (`.font(font)`, `.font(self.font)`): the font the view that shows it was given.
    static func fontValue(of node: Syntax) -> String? {
        var current = node
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "font", modifier.arguments.count == 1, let argument = modifier.arguments.first?.expression {
                if let name = argument.as(DeclReferenceExprSyntax.self), case .identifier(let text) = name.baseName.tokenKind { return text }
                if let read = argument.as(MemberAccessExprSyntax.self),
                   read.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return read.declName.baseName.text }
                return nil
            }
            current = Syntax(modifier)
        }
        return nil
    }

    /// The text style a font written as a member names (`.title2`, `.headline.bold()`), also the
    /// app's own font named for one (`.title1Emphasized`, `.footnoteEmphasized`: the words
    /// after the style's name say how it is set, as UIKit names its `title1`); nil for another.
    static func textStyleName(_ font: String) -> String? {
        guard font.first == "." else { return nil }
        let name = font.dropFirst().prefix { $0.isLetter || $0.isNumber }
        return String(name.prefix { !$0.isUppercase })
    }

    /// The text styles SwiftUI and UIKit name.
    static let textStyles: Set<String> = ["largeTitle", "title", "title1", "title2", "title3", "headline", "subheadline",
                                          "body", "callout", "caption", "caption1", "caption2", "footnote"]

    /// The text style given to the app's own font written as a member of `Font` (`.title3` of
    /// `.brand(.bold, textStyle: .title3)`), as `textStyleName` reads it; nil when the font
    /// names one itself (`.title2.bold()`) or is given none.
    static func textStyleGiven(in font: String) -> String? {
        guard let name = textStyleName(font), !textStyles.contains(name), let open = font.firstIndex(of: "(") else { return nil }
        var rest = font[font.index(after: open)...]
        while let dot = rest.firstIndex(of: ".") {
            let member = String(rest[dot...])
            if let style = textStyleName(member), textStyles.contains(style) { return member }
            rest = rest[rest.index(after: dot)...]
        }
        return nil
    }

    /// The modifiers `style(of:)` reads.
    private static let styleModifiers: Set<String> = ["font", "textCase", "monospaced", "fontDesign", "bold", "fontWeight", "foregroundStyle", "foregroundColor"]

    /// What the modifiers on a `Text` say about it: `.font(.title)` makes a title, a small or
    /// secondary font a description.
    static func style(of node: Syntax) -> Style? {
        var current = node
        var font: Style?
        var bold = false, dimmed = false, monospaced = false, recased = false
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            current = Syntax(modifier)
            let name = member.declName.baseName.text
            // Other modifiers' arguments (a sheet's content, a gesture's action) can be long.
            guard styleModifiers.contains(name) else { continue }
            let arguments = modifier.arguments.trimmedDescription.replacingOccurrences(of: " ", with: "")
            switch name {
            case "font":
                monospaced = monospaced || arguments.contains("design:.monospaced") || arguments.contains(".monospaced()")
                // A bold weight given in the font (`.system(size: 13, weight: .semibold)`,
                // `.body.bold()`, `.weight(.bold)`) is bold as `.fontWeight(.bold)` is.
                bold = bold || arguments.hasSuffix(".bold()") || Self.boldWeights.contains { arguments.contains("weight:" + $0) || arguments.contains(".weight(" + $0 + ")") }
                // A text style in a system font of another design (`.system(.headline, design:
                // .rounded)`) decides as it does alone.
                // So does one given to the app's own font helper (`Theme.editorialFont(.title3, weight: .bold)`).
                // Or to one written as a member of `Font` (`.brandBold(.title)`, `.brand(.bold, textStyle: .title3)`).
                // Or by a label of the app's own `font` modifier (`.font(size: 31, style: .title, weight: .bold)`).
                let helperStyle = arguments.first == "." ? Self.textStyleGiven(in: arguments)
                    : (arguments.range(of: "(.") ?? arguments.range(of: "style:.")).map { String(arguments[arguments.index(before: $0.upperBound)...]) }
                let textStyle = [".system(.", "Font.system(."].first(where: arguments.hasPrefix).map { String(arguments.dropFirst($0.count - 1)) } ?? helperStyle ?? arguments
                let styleName = Self.textStyleName(textStyle)
                if textStyle.hasPrefix(".largeTitle") || ["title", "title1"].contains(styleName) {
                    font = .title
                } else if ["title2", "title3", "headline"].contains(styleName) {
                    font = .heading
                } else if ["subheadline", "caption", "caption1", "caption2", "footnote"].contains(styleName) {
                    font = .secondary
                } else if arguments.hasPrefix(".system(size:") || arguments.hasPrefix("Font.system(size:"),
                          let size = Double(arguments.drop { $0 != ":" }.dropFirst().prefix { $0.isNumber || $0 == "." }) {
                    // `.font(.system(size: 20, weight: .semibold))`: large and bold, a heading
                    // (a bold hint at body size is not). From a Mac's `title3` size (15 points)
                    // up, larger than its body text (13): a heading there (`UIKind.largeText`).
                    // From a title's size (a Mac's `title1`), text is a title, as `.title` text is.
                    if size >= LabelFont.titleSize {
                        font = .titleSized
                    } else if size >= 20, Self.boldWeights.contains(where: { arguments.contains("weight:" + $0) }) {
                        font = .heading
                    } else if size >= LabelFont.macTitle3Size {
                        font = .large
                    }
                }
            case "textCase":
                recased = arguments.hasSuffix(".uppercase") || arguments.hasSuffix(".lowercase")
            case "monospaced":
                monospaced = true
            case "fontDesign":
                monospaced = monospaced || arguments == ".monospaced"
            case "bold":
                bold = true
            case "fontWeight":
                bold = bold || Self.boldWeights.contains(arguments)
            case "foregroundStyle", "foregroundColor":
                dimmed = arguments.hasPrefix(".secondary") || arguments.hasPrefix(".tertiary")
            default: break
            }
        }
        if recased { return .recased }
        if font == .title || font == .heading { return font }
        // Code or a command to type, set in a monospaced font (not a title's or a heading's
        // design, nor digits set to line up).
        if monospaced { return .code }
        // Bold text labels what follows it, in the primary colour or dimmed (a group's caption in
        // a Mac's settings); other dimmed text describes. Bold text that nothing follows (a hint
        // in an overlay, the last line of a stack) labels nothing: it is emphasis.
        if bold, isFollowedByAView(current) { return .heading }
        if dimmed { return .secondary }
        // Large text with nothing after it heads nothing: a value, a banner, a large glyph.
        if font == .large { return isFollowedByAView(current) ? .large : nil }
        if font == .titleSized { return isFollowedByAView(current) ? .title : nil }
        return font
    }

    /// SwiftUI's bold font weights, as written in a modifier's arguments.
    private static let boldWeights = LabelFont.boldWeights.map { "." + $0 }

    /// True when the statement that holds `expression` has another statement after it in its
    /// list (a view builder's next view).
    private static func isFollowedByAView(_ expression: Syntax) -> Bool {
        guard let item = expression.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        // A spacer is space, not a view the text introduces.
        let followed = list.drop { $0.id != item.id }.dropFirst().contains { statement in
            !statement.item.is(DeclSyntax.self) && statement.item.as(FunctionCallExprSyntax.self).map { KeyReader.calleeName($0) != "Spacer" } ?? true
        }
        // Last in a row (`HStack { Text(…).bold(); Spacer() }`), what follows the row follows it.
        guard !followed, let row = list.parent?.as(ClosureExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
              KeyReader.calleeName(row) == "HStack" else { return followed }
        var statement = Syntax(row)
        while let member = statement.parent?.as(MemberAccessExprSyntax.self), member.base?.id == statement.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            statement = Syntax(modifier)
        }
        return isFollowedByAView(statement)
    }

    /// True when `modifier` is `.onTapGesture` (tapped once) or `.onLongPressGesture` (touched
    /// and held to act) called on `view`, and `view` shows one `Text` or
    /// `Label` and no control: a button drawn by hand. A view holding several texts or a
    /// control (a form tapped to hide the keyboard, a row of a list) is not a button.
    private static func isTappedAsAButton(_ view: Syntax, modifier: Syntax) -> Bool {
        guard let member = modifier.as(MemberAccessExprSyntax.self), member.base?.id == view.id,
              ["onTapGesture", "onLongPressGesture"].contains(member.declName.baseName.text),
              let gesture = member.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        // Tapped twice or more (`.onTapGesture(count: 3)`): a hidden gesture, not how people
        // press a button.
        if let count = gesture.arguments.first(where: { $0.label?.text == "count" })?.expression.as(IntegerLiteralExprSyntax.self),
           Int(count.literal.text).map({ $0 > 1 }) == true { return false }
        var texts = 0
        for token in view.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if name == "Text" || name == "Label" { texts += 1 }
            // A control made there (`Button(…)`, `Toggle {…}`), not a name read (`Constants.Button.height`).
            let made = token.parent?.parent.map { $0.as(FunctionCallExprSyntax.self)?.calledExpression.id == token.parent?.id } ?? false
            if controls.contains(name) && made || texts > 1 { return false }
        }
        return texts == 1
    }

    /// SwiftUI's views people act on or type into.
    private static let controls: Set<String> = [
        "Button", "Link", "NavigationLink", "Toggle", "Picker", "DatePicker", "ColorPicker", "Menu", "TextField",
        "SecureField", "TextEditor", "Slider", "Stepper", "ShareLink", "PasteButton", "PhotosPicker",
    ]

    /// The view a statement makes under the modifiers called on it, outwards in
    /// (`Toggle(…).labelsHidden().frame(…)`: the `Toggle(…)`, and `frame`, `labelsHidden`).
    private static func underModifiers(_ expression: ExprSyntax) -> (view: ExprSyntax, modifiers: [String]) {
        var view = expression
        var modifiers: [String] = []
        while let modifier = view.as(FunctionCallExprSyntax.self), let member = modifier.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            modifiers.append(member.declName.baseName.text)
            view = base
        }
        return (view, modifiers)
    }

    /// True for a statement that makes a `Toggle` whose label is not shown: empty (`Toggle("",
    /// isOn: …)`, `Toggle(isOn: …) {}`) or hidden (`.labelsHidden()`), whatever modifiers follow.
    private static func showsASwitchWithoutItsLabel(_ statement: CodeBlockItemSyntax.Item) -> Bool {
        guard let expression = statement.as(ExprSyntax.self) else { return false }
        let (view, modifiers) = underModifiers(expression)
        guard let toggle = view.as(FunctionCallExprSyntax.self), KeyReader.calleeName(toggle) == "Toggle" else { return false }
        if modifiers.contains("labelsHidden") { return true }
        if let title = toggle.arguments.first, title.label == nil,
           let literal = title.expression.as(StringLiteralExprSyntax.self) { return literal.segments.trimmedDescription.isEmpty }
        if let closure = toggle.trailingClosure { return closure.statements.isEmpty }
        return false
    }

    /// True when a control's label (`node`, its closure or argument) shows more than one `Text` or `Label`.
    private static func showsSeveralTexts(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).lazy.filter { token in
            if case .identifier(let name) = token.tokenKind { return name == "Text" || name == "Label" }
            return false
        }.dropFirst().first != nil
    }

    fileprivate static func showsText(_ item: Syntax) -> Bool {
        item.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return name == "Text" || name == "Label" }
            return false
        } || showsATextProperty(item)
    }

    /// True for a statement that shows a `Text` the view was given (`title.font(.headline)`,
    /// with `let title: Text` among the view's properties).
    private static func showsATextProperty(_ item: Syntax) -> Bool {
        guard let expression = item.as(CodeBlockItemSyntax.self)?.item.as(ExprSyntax.self) else { return false }
        guard let name = underModifiers(expression).view.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = KeyReader.enclosingTypeNode(item)?.asProtocol(DeclGroupSyntax.self) else { return false }
        return type.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                      let annotation = binding.typeAnnotation?.type.trimmedDescription else { return false }
                return annotation == "Text" || annotation == "Text?"
            } ?? false
        }
    }

    /// An argument or closure of a call, by its label (nil: the first trailing closure or an
    /// unlabeled argument).
    struct Slot {
        var call: FunctionCallExprSyntax
        var label: String?
        var isTrailingClosure: Bool

        init?(child: Syntax, parent: Syntax) {
            if let call = parent.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == child.id {
                self.call = call; label = nil; isTrailingClosure = true
                return
            }
            if let element = child.as(MultipleTrailingClosureElementSyntax.self),
               let call = parent.parent?.as(FunctionCallExprSyntax.self) {
                self.call = call; label = element.label.text; isTrailingClosure = true
                return
            }
            if let argument = child.as(LabeledExprSyntax.self), parent.is(LabeledExprListSyntax.self),
               let call = parent.parent?.as(FunctionCallExprSyntax.self) {
                self.call = call; label = argument.label?.text; isTrailingClosure = false
                return
            }
            return nil
        }

        func callHasArgument(_ label: String) -> Bool {
            call.arguments.contains { $0.label?.text == label }
        }

        /// True when the call's action is a closure with nothing in it (`Button {} label: { … }`,
        /// `Button(action: {}) { … }`): pressing it does nothing.
        var callHasAnEmptyAction: Bool {
            let action = call.arguments.first { $0.label?.text == "action" }?.expression.as(ClosureExprSyntax.self)
                ?? (call.additionalTrailingClosures.contains { $0.label.text == "label" } ? call.trailingClosure : nil)
            guard let action else { return false }
            return action.statements.isEmpty && action.signature == nil
        }
    }

    enum Decision {
        /// This is the kind; stop looking.
        case become(UIKind)
        /// The kind changes; keep looking outwards.
        case transform(UIKind)
        case pass
        /// Nothing outside changes it.
        case stop
    }

    /// True for a button drawn as a link: in the link style, or with no border (plain,
    /// borderless) and in the accent colour, the way SwiftUI draws a `Link`.
    static func isDrawnAsALink(_ button: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(button)
        var borderless = false, accented = false
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            let arguments = modifier.arguments.trimmedDescription
            switch member.declName.baseName.text {
            case "buttonStyle":
                if arguments == ".link" || arguments.hasPrefix("LinkButtonStyle") { return true }
                borderless = [".plain", ".borderless"].contains(arguments) || arguments.hasPrefix("PlainButtonStyle") || arguments.hasPrefix("BorderlessButtonStyle")
            case "foregroundColor", "foregroundStyle", "tint":
                accented = [".accentColor", "Color.accentColor", ".tint", "TintShapeStyle()", ".link", "Color(.linkColor)", "Color(NSColor.linkColor)"].contains(arguments)
            default: break
            }
            current = Syntax(modifier)
        }
        return borderless && accented
    }

    /// True for a picker styled to show its options in place (`.pickerStyle(.inline)`, a
    /// navigation link's list, radio buttons, a wheel) rather than in a pop-up menu.
    static func showsItsOptionsInPlace(_ picker: FunctionCallExprSyntax) -> Bool {
        let style = pickerStyle(of: picker)
        return ["inline", "Inline", "navigationLink", "NavigationLink", "radioGroup", "RadioGroup", "wheel", "Wheel"].contains { style.contains($0) }
    }

    /// What a picker's options are: menu items, or on a Mac's radio group (`.pickerStyle(.radioGroup)`)
    /// radio buttons' labels, running text as a storyboard's are.
    static func optionKind(of picker: FunctionCallExprSyntax) -> UIKind {
        pickerStyle(of: picker).lowercased().contains("radiogroup") ? .text : .pickerOption
    }

    /// The argument of the `.pickerStyle(…)` modifier on a picker; empty when it has none.
    static func pickerStyle(of picker: FunctionCallExprSyntax) -> String {
        modifierArguments("pickerStyle", on: picker)
    }

    /// The arguments of the modifier named `name` called on a view (`.pickerStyle(.menu)` of a
    /// picker, `.menuBarExtraStyle(.window)`), as written; empty when it has none.
    static func modifierArguments(_ name: String, on view: FunctionCallExprSyntax) -> String {
        var current = Syntax(view)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == name { return modifier.arguments.trimmedDescription }
            current = Syntax(modifier)
        }
        return ""
    }

    /// Leaf kinds that a menu, an alert or a control's label turn into something else (a
    /// picker's label in a menu titles a submenu, one of the menu's items).
    private static let plain: Set<UIKind> = [.text, .label, .button, .link, .navigationLink, .toggle, .pickerLabel]

    static func decide(callee: String, slot: Slot, kind: UIKind) -> Decision {
        if let decision = decideInMenuOrAlert(callee: callee, slot: slot, kind: kind) { return decision }
        if let decision = decideForAssistance(callee: callee, label: slot.label) { return decision }
        if let decision = decideForSwitch(callee: callee, slot: slot, kind: kind) { return decision }
        if callee == "ToolbarItem" { return decideInToolbar(slot: slot, kind: kind) }
        let label = slot.label
        let isContent = label == nil || label == "content"
        switch callee {
        case "Section":
            // A button or a toggle in a header stays what it is.
            guard kind == .text || kind == .label else { return slot.label == nil || slot.label == "content" ? .pass : .stop }
            // A header is a section's, unless a menu or a pop-up picker outside holds the section.
            if label == "header" { return .transform(.sectionHeader) }
            if label == "footer" { return .become(.sectionFooter) }
            // A section of a menu holds menu items.
            return .pass
        // A column titled by a `Text` (`TableColumn(Text("key", tableName: …))`); its cells are what they are.
        case "TableColumn":
            if (kind == .text || kind == .label), !slot.isTrailingClosure, label == nil { return .become(.sectionHeader) }
            return .pass
        case "GroupBox", "DisclosureGroup":
            guard kind == .text || kind == .label else { return .stop }
            if label == "label" || (!slot.isTrailingClosure && label == nil) { return .become(.sectionHeader) }
            return .stop
        case "Picker", "DatePicker", "ColorPicker":
            if kind == .sectionHeader {
                guard isContent, slot.isTrailingClosure || label == "content" else { return .stop }
                return .become(showsItsOptionsInPlace(slot.call) ? .sectionHeader : .menuTitle)
            }
            // A picker's label, unless a pop-up picker or a menu outside makes the picker a submenu.
            if label == "label" { return .transform(.pickerLabel) }
            if isContent, slot.isTrailingClosure || label == "content" {
                if kind == .pickerLabel { return .become(showsItsOptionsInPlace(slot.call) ? .pickerLabel : .menuItem) }
                return kind == .text || kind == .label ? .become(optionKind(of: slot.call)) : .stop
            }
            return .stop
        case "Button", "Link", "ShareLink", "PasteButton", "SettingsLink", "PhotosPicker":
            if callee == "Button", slot.callHasAnEmptyAction { return .pass }  // does nothing (a tvOS focusable row): no control
            // A button's label is a button, unless a menu or an alert outside makes it more.
            let control: UIKind = callee == "Link" || isDrawnAsALink(slot.call) ? .link : .button
            if label == "label" { return .transform(control) }
            if slot.isTrailingClosure, label == nil, slot.callHasArgument("action") { return .transform(control) }
            if callee != "Button", slot.isTrailingClosure, label == nil { return .transform(control) }
            return .stop
        // A navigation link's label (`label:`, or the trailing closure after `destination:` or
        // `value:`); its destination is another screen, which nothing outside the link changes.
        case "NavigationLink":
            let labelledByTrailingClosure = slot.isTrailingClosure && label == nil && !slot.call.additionalTrailingClosures.contains { $0.label.text == "label" }
            if label == "label" || labelledByTrailingClosure { return .transform(.navigationLink) }
            return .stop
        case ".tabItem":
            return .become(.tabItem)
        case "Tab":
            return label == "label" || !slot.isTrailingClosure ? .become(.tabItem) : .pass
        case "ContentUnavailableView":
            // Its text says why nothing is shown; a button put there is still one.
            if label == "description" { return kind == .text || kind == .label ? .become(.emptyStateDescription) : .stop }
            if label == "actions" { return .stop }
            if label == "label" || (slot.isTrailingClosure && label == nil) { return .become(.emptyStateTitle) }
            return .stop
        case "Label":
            if label == "title" || (slot.isTrailingClosure && label == nil) { return .transform(.label) }
            return .stop
        case "LabeledContent":
            if label == "label" { return .become(.label) }
            return .pass
        case ".navigationTitle", ".navigationBarTitle":
            return .become(.navigationTitle)
        case ".searchable":
            return label == "prompt" ? .become(.searchPrompt) : .pass
        case "TextField", "SecureField":
            return label == "prompt" || label == "label" ? .become(.textFieldPrompt) : .stop
        case "Text", "Image", ".tag", ".badge":
            return .stop
        default:
            return decideForPackageButton(callee: callee, slot: slot) ?? .pass
        }
    }

    /// `decide` for a `ToolbarItem`: a text put where a navigation bar shows its title, or at its
    /// leading end, and not in a control there (`ToolbarItem(placement: .principal) {
    /// Text("Settings") }`), is the screen's title, drawn by the app.
    private static func decideInToolbar(slot: Slot, kind: UIKind) -> Decision {
        guard kind == .text, slot.label == nil || slot.label == "content",
              let placement = slot.call.arguments.first(where: { $0.label?.text == "placement" }),
              titlePlacements.contains(placement.expression.trimmedDescription) else { return .pass }
        return .transform(.navigationTitle)
    }

    /// `decide` for a package's button named as SwiftUI's (`AsyncButton { … } label: { Text(…) }`,
    /// `LoadingButton(action: …) { … }`): its label is a button's, as `Button`'s is; nil for
    /// any other callee or slot.
    private static func decideForPackageButton(callee: String, slot: Slot) -> Decision? {
        guard namesAButton(callee), slot.label == "label" || (slot.isTrailingClosure && slot.label == nil && slot.callHasArgument("action")) else { return nil }
        return .transform(.button)
    }

    /// True for a view named as SwiftUI's `Button` is, after words of its own (`AsyncButton`).
    static func namesAButton(_ callee: String) -> Bool {
        callee.hasSuffix("Button") && callee.count > "Button".count && callee.first?.isUppercase == true && !callee.contains(".")
    }

    /// `decide` for a switch's label: its own, or its row's first text when it shows none; nil
    /// for any other callee.
    private static func decideForSwitch(callee: String, slot: Slot, kind: UIKind) -> Decision? {
        switch callee {
        case "Toggle":
            if slot.label == "label" { return .transform(.toggle) }
            if slot.isTrailingClosure, slot.label == nil { return .transform(.toggle) }
            return .stop
        // A row whose switch shows no label of its own (`HStack { Text(…); Spacer(); Toggle("",
        // isOn: …) }`): the row's first text is the switch's label (a later one describes it).
        case "HStack":
            if kind == .text || kind == .label, slot.isTrailingClosure, slot.label == nil,
               let row = slot.call.trailingClosure, row.statements.contains(where: { showsASwitchWithoutItsLabel($0.item) }) {
                return .transform(.toggle)
            }
            return nil
        default:
            return nil
        }
    }

    /// `decide` for the tooltips and the words VoiceOver speaks; nil for any other callee.
    private static func decideForAssistance(callee: String, label: String?) -> Decision? {
        switch callee {
        case ".help": return .become(.help)
        case ".accessibilityLabel": return .become(.accessibilityLabel)
        case ".accessibilityHint": return .become(.accessibilityHint)
        // An action VoiceOver offers by its name (`.accessibilityAction(named: Text("key"))`, or
        // its `label:` closure): what people choose to do, as a button's title.
        case ".accessibilityAction": return label == "named" || label == "label" ? .become(.button) : .stop
        default: return nil
        }
    }

    /// `decide` for the menus, alerts and dialogs that turn what they hold into their items,
    /// titles, messages and actions; nil for any other callee.
    private static func decideInMenuOrAlert(callee: String, slot: Slot, kind: UIKind) -> Decision? {
        let label = slot.label
        let isContent = label == nil || label == "content"
        switch callee {
        case "Menu":
            if label == "label" || (!slot.isTrailingClosure && label == nil) { return .become(.menuTitle) }
            // A section's header in a menu titles a group of its items.
            if isContent, kind == .sectionHeader { return .become(.menuTitle) }
            if isContent, plain.contains(kind) { return .become(.menuItem) }
            return .stop
        case ".contextMenu", "CommandMenu", "CommandGroup", ".commands", "MenuBarExtra":
            if label == "preview" { return .stop }
            // A menu bar extra in a window's style (`.menuBarExtraStyle(.window)`) shows a view, not a menu.
            if callee == "MenuBarExtra", modifierArguments("menuBarExtraStyle", on: slot.call).contains("window") { return .pass }
            if kind == .sectionHeader { return .become(.menuTitle) }
            return plain.contains(kind) ? .become(.menuItem) : .stop
        case ".alert":
            if label == "message" { return .become(.alertMessage) }
            if slot.isTrailingClosure || label == "actions" {
                return kind == .button ? .become(.alertAction) : .stop
            }
            return label == nil ? .become(.alertTitle) : .stop
        case ".confirmationDialog":
            if label == "message" { return .become(.dialogMessage) }
            if slot.isTrailingClosure || label == "actions" {
                return kind == .button ? .become(.alertAction) : .stop
            }
            return label == nil ? .become(.dialogTitle) : .stop
        // The Composable Architecture's alerts and dialogs as state (swift-navigation's
        // `AlertState(title:message:buttons:)`, or `AlertState { TextState(…) } actions: { ButtonState { … } }
        // message: { … }`), whose texts are `TextState`s.
        case "AlertState", "ConfirmationDialogState":
            let dialog = callee == "ConfirmationDialogState"
            if label == "message" { return .become(dialog ? .dialogMessage : .alertMessage) }
            if label == "title" || (slot.isTrailingClosure && label == nil) { return .become(dialog ? .dialogTitle : .alertTitle) }
            if label == "buttons" || label == "actions" { return kind == .text ? .become(.alertAction) : .pass }
            return .stop
        case "ButtonState":
            return kind == .text ? .become(.alertAction) : .stop
        case "Alert":
            if label == "title" { return .become(.alertTitle) }
            if label == "message" { return .become(.alertMessage) }
            if label?.hasSuffix("Button") == true { return .become(.alertAction) }
            return .stop
        case "ActionSheet":
            if label == "title" { return .become(.dialogTitle) }
            if label == "message" { return .become(.dialogMessage) }
            if label == "buttons" { return .become(.alertAction) }
            return .stop
        case ".default", ".cancel", ".destructive", "Alert.Button.default", "Alert.Button.cancel",
             "Alert.Button.destructive", "ActionSheet.Button.default", "ActionSheet.Button.cancel",
             "ActionSheet.Button.destructive":
            return kind == .text ? .become(.alertAction) : .pass
        default:
            return nil
        }
    }
}

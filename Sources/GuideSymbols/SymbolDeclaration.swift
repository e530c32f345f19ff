import Foundation
import SwiftSyntax

/// A symbol's declaration as DocC shows it at the top of its page: without its documentation
/// comment, body, members, accessors, initial value or access level, and without the attributes
/// that say how it is compiled or where it is available (`@inlinable`, `@available`, `@_spi`),
/// in one line (`func make(with style: Style) -> Widget`, `struct Box<Value> where Value:
/// Sendable`, `case round(radius: Int)`). A type's conformances are left out, as DocC shows them
/// apart; a protocol's, what it refines, stay.
enum SymbolDeclaration {
    /// Attributes DocC leaves out of a declaration: availability, which it shows apart, and those
    /// that only tell the compiler how to build it (and any whose name starts with `_`).
    static let hiddenAttributes: Set<String> = ["available", "inlinable", "inline", "usableFromInline", "frozen", "warn_unqualified_access"]

    /// Access modifiers: DocC leaves them out (a documented symbol is public).
    static let accessKeywords: Set<Keyword> = [.public, .open, .internal, .fileprivate, .private, .package]

    /// The declaration of `node` (of one binding of a variable, one element of a case), or nil
    /// for a node that declares no symbol.
    static func text(of node: some DeclSyntaxProtocol, binding: PatternBindingSyntax? = nil, element: EnumCaseElementSyntax? = nil) -> String? {
        let decl = DeclSyntax(node)
        // A type's members are pages of their own; its braces go too (`oneLine`). Its `where`
        // keeps a space before it when the conformances before it go.
        let empty = MemberBlockSyntax(members: MemberBlockItemListSyntax([]))
        let shown: DeclSyntax
        if let function = decl.as(FunctionDeclSyntax.self) {
            shown = DeclSyntax(function.with(\.body, nil))
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            shown = DeclSyntax(initializer.with(\.body, nil))
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            shown = DeclSyntax(subscriptDecl.with(\.accessorBlock, nil))
        } else if let variable = decl.as(VariableDeclSyntax.self), let binding {
            let one = binding.with(\.initializer, nil).with(\.accessorBlock, nil).with(\.trailingComma, nil)
            shown = DeclSyntax(variable.with(\.bindings, PatternBindingListSyntax([one])))
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self), let element {
            shown = DeclSyntax(enumCase.with(\.elements, EnumCaseElementListSyntax([element.with(\.trailingComma, nil)])))
        } else if let macro = decl.as(MacroDeclSyntax.self) {
            shown = DeclSyntax(macro.with(\.definition, nil))
        } else if let structure = decl.as(StructDeclSyntax.self) {
            shown = DeclSyntax(structure.with(\.inheritanceClause, nil).with(\.memberBlock, empty).with(\.genericWhereClause, structure.genericWhereClause?.with(\.leadingTrivia, .space)))
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            shown = DeclSyntax(classDecl.with(\.inheritanceClause, nil).with(\.memberBlock, empty).with(\.genericWhereClause, classDecl.genericWhereClause?.with(\.leadingTrivia, .space)))
        } else if let actor = decl.as(ActorDeclSyntax.self) {
            shown = DeclSyntax(actor.with(\.inheritanceClause, nil).with(\.memberBlock, empty).with(\.genericWhereClause, actor.genericWhereClause?.with(\.leadingTrivia, .space)))
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            shown = DeclSyntax(enumDecl.with(\.inheritanceClause, nil).with(\.memberBlock, empty).with(\.genericWhereClause, enumDecl.genericWhereClause?.with(\.leadingTrivia, .space)))
        } else if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            shown = DeclSyntax(protocolDecl.with(\.memberBlock, empty))
        } else if decl.is(TypeAliasDeclSyntax.self) {
            shown = decl
        } else {
            return nil
        }
        let text = oneLine(shown.tokens(viewMode: .sourceAccurate)) + accessors(of: decl, binding: binding)
        guard text.count > maximumLineLength, let parameters = parameterClause(of: shown) else { return text.isEmpty ? nil : text }
        return parameterPerLine(shown, parameters) + accessors(of: decl, binding: binding)
    }

    /// What a deprecated declaration's `@available` says of it (`@available(*, deprecated,
    /// message: "…")`, `renamed: "new"`, `@available(macOS, deprecated: 13)`): its message, or
    /// the name to use instead, or a sentence of its own; nil when it is not deprecated.
    static func deprecation(in attributes: AttributeListSyntax) -> String? {
        for arguments in availabilities(in: attributes) {
            var deprecated = false, message: String?, renamed: String?
            for argument in arguments {
                switch argument.argument {
                case .token(let token) where token.text == "deprecated": deprecated = true
                case .availabilityLabeledArgument(let labeled):
                    let value = labeled.value.as(SimpleStringLiteralExprSyntax.self)?.segments.map { $0.content.text }.joined()
                    switch labeled.label.text {
                    case "deprecated": deprecated = true
                    case "message": message = value
                    case "renamed": renamed = value
                    default: break
                    }
                case .availabilityVersionRestriction(let restriction) where restriction.platform.text == "deprecated": deprecated = true
                default: break
                }
            }
            guard deprecated else { continue }
            if let message, !message.isEmpty { return message }
            if let renamed, !renamed.isEmpty { return "Use `\(renamed)` instead." }
            return "This symbol is deprecated."
        }
        return nil
    }

    /// True for a declaration unavailable everywhere (`@available(*, unavailable)`), which DocC
    /// leaves out.
    static func isUnavailableEverywhere(_ attributes: AttributeListSyntax) -> Bool {
        availabilities(in: attributes).contains { arguments in
            let words = arguments.compactMap { argument -> String? in
                if case .token(let token) = argument.argument { return token.text }
                return nil
            }
            return words.first == "*" && words.contains("unavailable")
        }
    }

    /// The arguments of each `@available` among `attributes`.
    private static func availabilities(in attributes: AttributeListSyntax) -> [AvailabilityArgumentListSyntax] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available" else { return nil }
            return attribute.arguments?.as(AvailabilityArgumentListSyntax.self)
        }
    }

    /// What a property or subscript lets its readers do, as DocC shows it after the type:
    /// ` { get set }` for a stored `var` (observed or not) or one with a setter, ` { get }` for
    /// one without or whose setter is less visible (`public private(set) var`); nothing for a
    /// `let` or any other declaration.
    static func accessors(of decl: DeclSyntax, binding: PatternBindingSyntax?) -> String {
        let block: AccessorBlockSyntax
        if let variable = decl.as(VariableDeclSyntax.self) {
            guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { return "" }
            if variable.modifiers.contains(where: { $0.detail?.detail.text == "set" }) { return " { get }" }
            guard let written = binding?.accessorBlock else { return " { get set }" }
            block = written
        } else if let written = decl.as(SubscriptDeclSyntax.self)?.accessorBlock {
            block = written
        } else {
            return ""
        }
        guard case .accessors(let list) = block.accessors else { return " { get }" }
        let setters: Set<String> = ["set", "willSet", "didSet", "_modify", "modify"]
        return list.contains { setters.contains($0.accessorSpecifier.text) } ? " { get set }" : " { get }"
    }

    /// The length past which a declaration shows each parameter on a line of its own, as DocC
    /// breaks a long one.
    static let maximumLineLength = 80

    /// The parameters of a function, initializer, subscript, macro or enumeration case, with the
    /// brackets around them.
    private static func parameterClause(of decl: DeclSyntax) -> (open: TokenSyntax, parameters: [Syntax], close: TokenSyntax)? {
        if let clause = decl.as(FunctionDeclSyntax.self)?.signature.parameterClause ?? decl.as(InitializerDeclSyntax.self)?.signature.parameterClause
            ?? decl.as(MacroDeclSyntax.self)?.signature.parameterClause ?? decl.as(SubscriptDeclSyntax.self)?.parameterClause {
            return clause.parameters.isEmpty ? nil : (clause.leftParen, clause.parameters.map { Syntax($0) }, clause.rightParen)
        }
        if let clause = decl.as(EnumCaseDeclSyntax.self)?.elements.first?.parameterClause, !clause.parameters.isEmpty {
            return (clause.leftParen, clause.parameters.map { Syntax($0) }, clause.rightParen)
        }
        return nil
    }

    /// The declaration with each parameter on a line of its own, indented by four spaces.
    private static func parameterPerLine(_ decl: DeclSyntax, _ clause: (open: TokenSyntax, parameters: [Syntax], close: TokenSyntax)) -> String {
        let tokens = Array(decl.tokens(viewMode: .sourceAccurate))
        guard let open = tokens.firstIndex(where: { $0.id == clause.open.id }), let close = tokens.firstIndex(where: { $0.id == clause.close.id }) else {
            return oneLine(tokens)
        }
        let parameters = clause.parameters.map { parameter in
            "    " + oneLine(parameter.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .comma || $0.parent?.id != parameter.id })
        }
        return oneLine(tokens[...open]) + "\n" + parameters.joined(separator: ",\n") + "\n" + oneLine(tokens[close...])
    }

    /// The declaration's tokens in one line, a space where any whitespace or comment stood (but
    /// inside brackets and before a comma), without access modifiers, hidden attributes and a
    /// type's members.
    private static func oneLine(_ tokens: some Sequence<TokenSyntax>) -> String {
        var text = ""
        var spaceBefore = false
        for token in tokens {
            let spaced = spaceBefore || !token.leadingTrivia.isEmpty
            spaceBefore = !token.trailingTrivia.isEmpty
            if token.parent?.is(MemberBlockSyntax.self) == true || isAccessModifier(token) || isInHiddenAttribute(token) { continue }
            // A line break inside brackets (parameters one per line) leaves no space by them.
            if spaced, let last = text.last, !"(<[".contains(last), !")>],".contains(token.text) { text += " " }
            text += token.text
        }
        return text
    }

    /// True for a token of an access modifier (`public`, `private(set)`).
    private static func isAccessModifier(_ token: TokenSyntax) -> Bool {
        let modifier = token.parent?.as(DeclModifierSyntax.self) ?? token.parent?.parent?.as(DeclModifierSyntax.self)
        guard let modifier, case .keyword(let keyword) = modifier.name.tokenKind else { return false }
        return accessKeywords.contains(keyword)
    }

    /// True for a token of an attribute DocC leaves out of the declaration (`hiddenAttributes`).
    private static func isInHiddenAttribute(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current, !node.is(DeclSyntax.self) {
            if let attribute = node.as(AttributeSyntax.self) {
                let name = attribute.attributeName.trimmedDescription
                return hiddenAttributes.contains(name) || name.hasPrefix("_")
            }
            current = node.parent
        }
        return false
    }
}

import SwiftSyntax

/// The types the app declares across its files, and what each of its classes inherits from
/// (issue 32, item 1): a subclass of the app's own `NSButton` subclass (`Checkbox: HoverButton:
/// NSButton`), declared in another file, is an `NSButton` too, and a type of the app's named as
/// a framework's (`class Label: NSTextField`) is the app's wherever it is called. Read in the
/// first pass over every file, beside the localizing wrappers, so that each file's scan knows
/// the whole app's types.
struct AppTypes: Sendable {
    /// What one file declares.
    struct Declarations: Sendable {
        /// The names of its classes, structs, enums and actors at the top level (a nested
        /// `Mapping.Button` is named with its type outside it, and shadows nothing).
        var names: Set<String> = []
        /// Each class, by name: the first type it inherits from (its superclass, or a protocol
        /// when it has none; only names the app declares are followed).
        var superclasses: [String: String] = [:]
        /// Each type, by its name (an extension's by the extended type's last name): the
        /// names of the instance properties it declares.
        var properties: [String: Set<String>] = [:]
        /// Each type named in an inheritance clause (a protocol, as often as not), by its last
        /// name: the types (by their last names) that declare or extend with it.
        var conformances: [String: Set<String>] = [:]
    }

    private var names: Set<String> = []
    private var superclasses: [String: String] = [:]
    private var properties: [String: Set<String>] = [:]
    private var conformances: [String: Set<String>] = [:]

    /// The types of the files whose declarations are given (from `declarations(in:)`).
    init(_ files: [Declarations]) {
        for file in files {
            names.formUnion(file.names)
            superclasses.merge(file.superclasses) { first, _ in first }
            properties.merge(file.properties) { $0.union($1) }
            conformances.merge(file.conformances) { $0.union($1) }
        }
    }

    /// The app's types that name `protocolName` in their declaration or an extension's
    /// (`enum Kind: String, TextItem`, `extension Settings.Appearance: TextItem`).
    func conformingTypes(to protocolName: String) -> Set<String> { conformances[protocolName] ?? [] }

    /// True when `type` or one of the app's classes it descends from declares an instance
    /// property of this name (`cell.message = …` on the app's `ChevronCell`).
    func declaresProperty(_ name: String, on type: String) -> Bool {
        declaringType(ofProperty: name, from: type) != nil
    }

    /// `type`, or the nearest of the app's classes it descends from, that declares an instance
    /// property of this name: `StaticSection` for `headerTitle` set in its subclass.
    func declaringType(ofProperty name: String, from type: String) -> String? {
        nearest(from: type) { properties[$0]?.contains(name) == true }
    }

    /// True when the app declares a type of this name at the top level of a file.
    func declares(_ name: String) -> Bool { names.contains(name) }

    /// The nearest of `classes` that `name` is or descends from through the app's classes; nil
    /// when it descends from none of them (or the chain loops).
    func ancestor(of name: String, among classes: Set<String>) -> String? {
        nearest(from: name, where: classes.contains)
    }

    /// The nearest class whose name `matches`, of `name` and the app's classes it descends from.
    func ancestor(of name: String, where matches: (String) -> Bool) -> String? {
        nearest(from: name, where: matches)
    }

    /// The first of `name` and the classes it descends from that `matches`; nil when none does
    /// (or the chain loops).
    private func nearest(from name: String, where matches: (String) -> Bool) -> String? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if matches(current) { return current }
            guard let next = superclasses[current] else { return nil }
            current = next
        }
        return nil
    }

    /// The types a file declares, and each class's first inherited type.
    static func declarations(in tree: some SyntaxProtocol) -> Declarations {
        let visitor = TypeVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.declarations
    }
}

/// Collects type declarations, at any nesting, without reading function bodies.
private final class TypeVisitor: SyntaxVisitor {
    var declarations = AppTypes.Declarations()

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        noteName(node.name.text, of: Syntax(node))
        noteConformances(node.name.text, node.inheritanceClause)
        if let inherited = node.inheritanceClause?.inheritedTypes.first?.type {
            declarations.superclasses[node.name.text] = declarations.superclasses[node.name.text] ?? KeyReader.inheritedTypeName(inherited)
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        noteName(node.name.text, of: Syntax(node))
        noteConformances(node.name.text, node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        noteName(node.name.text, of: Syntax(node))
        noteConformances(node.name.text, node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        noteName(node.name.text, of: Syntax(node))
        noteConformances(node.name.text, node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Bodies are skipped here, so a variable inside a type is one of its members.
        guard !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
              let type = KeyReader.enclosingType(Syntax(node)).flatMap({ typeName($0.name) }) else { return .skipChildren }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                declarations.properties[type, default: []].insert(name)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteConformances(KeyReader.lastTypeComponent(node.extendedType.trimmedDescription), node.inheritanceClause)
        return .visitChildren
    }

    /// Notes `type` as conforming to each type its inheritance clause names (by last name,
    /// without a generic's arguments).
    private func noteConformances(_ type: String, _ clause: InheritanceClauseSyntax?) {
        for inherited in clause?.inheritedTypes ?? [] {
            declarations.conformances[KeyReader.inheritedTypeName(inherited.type), default: []].insert(type)
        }
    }

    /// A declaration at a file's top level (or in its `#if`) is an item of a code block; a
    /// nested one is a member of its type's.
    private func noteName(_ name: String, of node: Syntax) {
        if node.parent?.is(CodeBlockItemSyntax.self) == true { declarations.names.insert(name) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        // Top-level code (a script, `main.swift`) may declare classes; a body's statements do not.
        node.parent?.is(SourceFileSyntax.self) == true ? .visitChildren : .skipChildren
    }
}

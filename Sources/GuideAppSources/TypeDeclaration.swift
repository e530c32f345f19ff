import SwiftSyntax

/// A struct, class, enum, actor or extension, with the properties helpers read.
struct TypeDeclaration {
    var name: String
    var members: MemberBlockItemListSyntax
    /// What it conforms to or inherits from, as written.
    var inheritanceClause: InheritanceClauseSyntax?

    /// True for a struct, class, enum, actor or extension: what `init?(_:)` accepts, told by
    /// the node's kind alone (walks out through parents ask this at every step).
    static func isOne(_ node: Syntax) -> Bool {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl: return true
        default: return false
        }
    }

    init?(_ node: Syntax) {
        guard Self.isOne(node) else { return nil }
        if let declaration = node.as(StructDeclSyntax.self) {
            name = declaration.name.text; members = declaration.memberBlock.members
        } else if let declaration = node.as(ClassDeclSyntax.self) {
            name = declaration.name.text; members = declaration.memberBlock.members
        } else if let declaration = node.as(EnumDeclSyntax.self) {
            name = declaration.name.text; members = declaration.memberBlock.members
        } else if let declaration = node.as(ActorDeclSyntax.self) {
            name = declaration.name.text; members = declaration.memberBlock.members
        } else if let declaration = node.as(ExtensionDeclSyntax.self) {
            name = declaration.extendedType.trimmedDescription; members = declaration.memberBlock.members
        } else {
            return nil
        }
        inheritanceClause = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
    }

    struct StoredProperty {
        var name: String
        /// The declared type's text, when written.
        var type: String?
        /// `private` or `fileprivate`, itself or by its type: read only in its file.
        var filePrivate = false
    }

    /// Instance properties with storage (no getter), in declaration order.
    var storedProperties: [StoredProperty] {
        Array(instanceProperties.compactMap(Self.storedProperty))
    }

    private static func storedProperty(_ property: (variable: VariableDeclSyntax, binding: PatternBindingSyntax, name: String)) -> StoredProperty? {
        guard hasStorage(property.binding) else { return nil }
        return StoredProperty(name: property.name, type: property.binding.typeAnnotation?.type.trimmedDescription,
                              filePrivate: FileScanVisitor.isFilePrivate(Syntax(property.variable)))
    }

    /// True for a property with storage: no accessors, or observers only (willSet/didSet keep
    /// storage; a getter does not).
    private static func hasStorage(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        if accessors.is(CodeBlockItemListSyntax.self) { return false }
        if let list = accessors.as(AccessorDeclListSyntax.self),
           list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) { return false }
        return true
    }

    /// The type an instance property of this name is declared with, stored or computed
    /// (`private var choices: [OutputMode] { … }`); nil when none is, or none says.
    func declaredType(ofProperty name: String) -> String? {
        guard let binding = instanceProperties.first(where: { $0.name == name })?.binding else { return nil }
        return FileScanVisitor.declaredType(of: binding)
    }

    /// True when the type declares a computed instance property `name` with a setter of its
    /// own (`var title: String { get { … } set { titleLabel.stringValue = newValue } }`), not
    /// an override of its superclass's: what is assigned to it is shown as that setter shows it.
    func hasOwnSetter(forProperty name: String) -> Bool {
        guard let property = instanceProperties.first(where: { $0.name == name }),
              !property.variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
              let accessors = property.binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self) else { return false }
        return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }

    /// Every instance property (not `static` nor `class`) named by an identifier, stored or
    /// computed, in declaration order; lazily, so a lookup stops at the first it wants.
    private var instanceProperties: some Sequence<(variable: VariableDeclSyntax, binding: PatternBindingSyntax, name: String)> {
        members.lazy
            .compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) }
            .flatMap { variable in
                variable.bindings.lazy.compactMap { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self).map { (variable: variable, binding: binding, name: KeyReader.plainName($0.identifier)) }
                }
            }
    }
}

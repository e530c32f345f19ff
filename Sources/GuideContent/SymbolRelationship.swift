import GuideCore

/// A group of DocC's "Relationships" on a type's page, read from the module's sources: the
/// types it conforms to (a protocol: those it inherits from), or on a protocol's page the
/// module's protocols that inherit from it and its types that conform to it.
public struct SymbolRelationship: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case conformsTo, inheritsFrom, inheritedBy, conformingTypes
    }

    public var kind: Kind
    /// The types, as their declarations write them (`Sendable`, `Widget.Style`) or, for
    /// conforming types, by their paths in the module (`Widget`, `Outer/Inner`).
    public var names: [String]

    public init(kind: Kind, names: [String]) {
        self.kind = kind
        self.names = names
    }

    /// The group's title in `language`, as DocC's (English but for Chinese).
    public func title(in language: Language) -> String {
        switch kind {
        case .conformsTo: return language.isChinese ? "遵循" : "Conforms To"
        case .inheritsFrom: return language.isChinese ? "继承自" : "Inherits From"
        case .inheritedBy: return language.isChinese ? "被继承" : "Inherited By"
        case .conformingTypes: return language.isChinese ? "遵循的类型" : "Conforming Types"
        }
    }

    /// The groups of the page of `symbol`, of kind `kind`, in DocC's order: what it inherits
    /// from or conforms to, then the protocols that inherit from it and the types that conform
    /// to it.
    static func of(_ symbol: String, kind: SymbolKind?, in module: ModuleSymbols) -> [SymbolRelationship] {
        var groups: [SymbolRelationship] = []
        let named = module.conformances(symbol)
        if !named.isEmpty { groups.append(SymbolRelationship(kind: kind == .protocol ? .inheritsFrom : .conformsTo, names: named)) }
        let conforming = kind == .protocol ? module.conformingTypes(symbol) : []
        let inheriting = conforming.filter { module.kind($0) == .protocol }
        if !inheriting.isEmpty { groups.append(SymbolRelationship(kind: .inheritedBy, names: inheriting)) }
        let types = conforming.filter { module.kind($0) != .protocol }
        if !types.isEmpty { groups.append(SymbolRelationship(kind: .conformingTypes, names: types)) }
        return groups
    }
}

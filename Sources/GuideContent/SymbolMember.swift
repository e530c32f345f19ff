import GuideCore

/// A symbol DocC documents in a type: its path in the module (`Widget/make()`), its kind and
/// its summary as plain text (empty when its comment has none).
public struct SymbolMember: Sendable, Hashable {
    public let symbol: String
    public var kind: SymbolKind?
    public var summary: String
    /// Its path without disambiguations (`AutomaticCuration.pathKey`), which links and pages
    /// are matched by: made once, as a type's page is asked for it on every build.
    let pathKey: String
    /// Its name as DocC shows it (`make(with:)`).
    public let name: String

    public init(symbol: String, kind: SymbolKind?, summary: String) {
        self.symbol = symbol
        self.kind = kind
        self.summary = summary
        pathKey = AutomaticCuration.pathKey(symbol)
        name = PageParser.symbolName(symbol)
    }

    /// The id of its entry in its type's list, which links to it lead to (`symbol-make(with:)`).
    public var anchor: String { "symbol-" + name }
}

extension Site {
    /// The entry of a member with no page of its own in its type's list (`Page.pagelessMembers`),
    /// which a link to the member (`symbol`, written on a page of the symbol `from`) leads to:
    /// the type's page and the entry's anchor (`SymbolMember.anchor`).
    public func memberEntry(_ symbol: String, from: String?, in language: Language) -> (page: Int, anchor: String)? {
        guard let symbols = symbolPages[language] else { return nil }
        let parts = symbol.split(separator: "/")
        // The type: the link's path before the member's name; for a name alone, the symbol the
        // link is on or the type around it (a sibling member), as DocC looks them up.
        let types: [Int]
        if parts.count > 1 {
            types = Curation.symbolPage(parts.dropLast().joined(separator: "/"), from: from, in: symbols).map { [$0] } ?? []
        } else {
            types = from.map { from in [from, from.split(separator: "/").dropLast().joined(separator: "/")].compactMap { symbols[$0] } } ?? []
        }
        let key = AutomaticCuration.pathKey(symbol)
        // The link may write the member's path from the module, or the end of it.
        func names(_ member: SymbolMember) -> Bool {
            let own = member.pathKey
            return own == key || own.hasSuffix("/" + key) || key.hasSuffix("/" + own)
        }
        for typePage in types {
            if let member = pagelessMembers(of: typePage).first(where: names) {
                return (typePage, member.anchor)
            }
        }
        return nil
    }
}

extension Site {
    /// The members type page `index` lists without a link (`Page.pagelessMembers`): those
    /// with no page of their own in its language.
    public func pagelessMembers(of index: Int) -> [SymbolMember] {
        let page = pages[index]
        guard !page.symbolMembers.isEmpty else { return [] }
        return page.pagelessMembers(withPages: symbolPathKeys[page.language] ?? [])
    }
}

extension Page {
    /// The members this type's page lists without a link: those with no page of their own
    /// (`withPages`: `Curation.pathKeys`) that the page's own Topics do not name.
    public func pagelessMembers(withPages: Set<String>) -> [SymbolMember] {
        let named = topicGroups.flatMap(\.destinations).filter { $0.hasPrefix("``") && $0.hasSuffix("``") && $0.count > 4 }
            .map { AutomaticCuration.pathKey(String($0.dropFirst(2).dropLast(2))) }
        return symbolMembers.filter { member in
            let key = member.pathKey
            return !withPages.contains(key) && !named.contains { key == $0 || key.hasSuffix("/" + $0) }
        }
    }
}

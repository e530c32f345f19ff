import GuideCore

/// DocC's automatic curation of symbols: an extension file's symbol that no Topics list names
/// goes below the nearest symbol above it that has a page here (`Kit/Widget/make()` below
/// `Widget`, a nested type below its outer type), or, with none, to a group of its kind at the
/// top. Within a page's children and within a group, symbols come by kind in DocC's order, then
/// by name, as DocC lists them.
struct AutomaticCuration {
    /// Per page, the symbol pages nobody curates that go below it, in order.
    private(set) var children: [Int: [Int]] = [:]
    /// The symbol pages nobody curates with no symbol page above them: a group per kind in
    /// DocC's order (those of no kind known here last), each in order.
    private(set) var topGroups: [(kind: SymbolKind?, pages: [Int])] = []

    init() {}

    /// The automatic places of the symbol pages among `indices` (one language's catalog pages)
    /// that are not in `curated` (named by a Topics list).
    init(pages: [Page], indices: [Int], curated: Set<Int>) {
        let topics = indices.filter { pages[$0].kind == .topic }
        // A link names a symbol with or without its module, and with or without its disambiguation.
        let byPath = Curation.symbolPages(topics, in: pages, key: Self.pathKey)
        var top: [Int] = []
        for index in topics where !curated.contains(index) {
            guard let symbol = pages[index].symbol else { continue }
            if let above = Self.pageAbove(symbol, in: byPath, excluding: index) { children[above, default: []].append(index) } else { top.append(index) }
        }
        let inOrder = { (a: Int, b: Int) in Self.comesFirst(pages[a], pages[b]) }
        for (page, list) in children { children[page] = list.sorted(by: inOrder) }
        let byKind = Dictionary(grouping: top) { pages[$0].symbolKind }
        let kinds: [SymbolKind?] = SymbolKind.allCases.filter { byKind[$0] != nil } + (byKind[nil] != nil ? [nil] : [])
        topGroups = kinds.map { kind in (kind, (byKind[kind] ?? []).sorted(by: inOrder)) }
    }

    /// DocC's order of automatically curated symbols: by kind, then by name in lower case
    /// (DocC sorts them by their pages' paths, which it writes in lower case).
    static func comesFirst(_ a: Page, _ b: Page) -> Bool {
        Curation.automaticOrder(kind: a.symbolKind, symbol: a.symbol ?? "", then: a.id) < Curation.automaticOrder(kind: b.symbolKind, symbol: b.symbol ?? "", then: b.id)
    }

    /// A kind's place in DocC's order of automatic groups.
    static func rank(_ kind: SymbolKind) -> Int {
        SymbolKind.allCases.firstIndex(of: kind) ?? Int.max
    }

    /// The page of the nearest symbol above `symbol` (its type for a member, the outer type for
    /// a nested one) in `byPath`, other than `excluding`; nil when none has a page here.
    static func pageAbove(_ symbol: String, in byPath: [String: Int], excluding: Int) -> Int? {
        var parts = symbol.split(separator: "/")
        while parts.count > 1 {
            parts.removeLast()
            let above = parts.joined(separator: "/")
            for key in [pathKey(above), pathKey(Curation.dropFirstComponent(above))] {
                if let page = byPath[key], page != excluding { return page }
            }
        }
        return nil
    }

    /// A symbol's path with each part's disambiguation left out (`Widget-swift.struct/make()-3xk2a`
    /// → `Widget/make()`): a link may write it or not.
    static func pathKey(_ symbol: String) -> String {
        symbol.split(separator: "/").map { PageParser.symbolName(String($0)) }.joined(separator: "/")
    }
}

extension Curation {
    /// Where a symbol comes among those DocC curates automatically: by kind in DocC's order
    /// (no kind known last), then by name in lower case, then by `then` (a page's id).
    public static func automaticOrder(kind: SymbolKind?, symbol: String, then tiebreak: String) -> (Int, String, String) {
        automaticOrder(kind: kind, name: PageParser.symbolName(symbol), then: tiebreak)
    }

    /// `automaticOrder(kind:symbol:then:)` for a symbol whose name is known (`SymbolMember.name`).
    public static func automaticOrder(kind: SymbolKind?, name: String, then tiebreak: String) -> (Int, String, String) {
        (kind.map(AutomaticCuration.rank) ?? Int.max, name.lowercased(), tiebreak)
    }

    /// The paths of symbols with pages (`symbolIndex`'s keys) without their disambiguations.
    public static func pathKeys(of symbolPages: [String: Int]) -> Set<String> {
        Set(symbolPages.keys.lazy.map(AutomaticCuration.pathKey))
    }
}

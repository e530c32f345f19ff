import GuideCore
import GuideMarkdown

/// What a page is in the site's structure.
public enum PageKind: String, Sendable, Codable {
    /// A language's home page (`Content/_index.<lang>.md`).
    case home
    /// A section's page (`Content/<section>/_index.<lang>.md`).
    case section
    /// A guideline topic (`Content/<section>/<id>.<lang>.md`).
    case topic
}

/// A link written in a page, as found by the parse stage.
public struct LinkReference: Sendable {
    public var destination: String
    /// 1-based line in the file.
    public var line: Int
    /// 1-based UTF-8 byte column, as cmark reports it (see `Page.location(of:)`).
    public var byteColumn: Int
    /// True when the link has no text of its own (`[](doc:x)` or the autolink `<doc:x>`).
    var wantsTitle: Bool
    /// True for images (`![alt](src)`).
    public var isImage: Bool
    /// True for a video a directive names (`@Video(source:)`): any media file, found by its
    /// name as DocC finds it.
    public var isMedia = false
}

/// One page in one language: its front matter, its Markdown body and what the parse stage
/// learned of it (headings, links). The cmark tree itself is not kept: rendering parses again,
/// which costs less than holding every tree of a large site in memory.
public final class Page: Sendable {
    public let kind: PageKind
    public let language: Language
    /// Topic id, section id for section pages, empty for home pages.
    public let id: String
    /// Section id (empty for home pages).
    public let section: String
    public let title: String
    public let summary: String
    let order: Int
    /// Related topic ids with the place they are written, for diagnostics.
    public let related: [(id: String, location: SourceLocation)]
    /// `updated` as written (YYYY-MM-DD).
    public let updated: String?
    /// The source file, relative to the site root, as diagnostics name it.
    public let path: String
    /// Path of the file relative to the content folder (`components/alerts.en.md`).
    public let contentRelativePath: String
    /// The Markdown body (front matter removed).
    public var body: String { bodyText.text }
    /// Its length in UTF-8 bytes (known without reading a spilled body back).
    public var bodyByteCount: Int { bodyText.byteCount }
    /// Where the body is kept: in memory, or in a whole build's spill file.
    let bodyText: BodyText
    /// Lines of the file above the body.
    public let bodyLineOffset: Int
    public let headings: [Heading]
    public let links: [LinkReference]
    /// Where the title's text stands in the file: line and UTF-8 byte column, and whether it is
    /// written there as is (a plain YAML scalar on one line), so the linter can point at it and fix it.
    public let titlePosition: (line: Int, byteColumn: Int, exact: Bool)?
    /// The text above the body (the front matter and its `---` lines): kept here when the body
    /// is in memory; when it is spilled, the spill holds the header before it (`header`).
    let headerInMemory: String
    /// The text above the body (the front matter and its `---` lines).
    var header: String { bodyText.header ?? headerInMemory }
    /// True for an article of a DocC catalog (see `ContentFile.isCatalog`).
    public let isCatalog: Bool
    /// The body's top-level directives, in order (`@Metadata` and `@Options` too); the body's
    /// placeholder lines index this list (`DirectiveScanner`). Lines and columns are the body's
    /// (add `bodyLineOffset` for the file's).
    public let directives: [Directive]
    /// What the page's `@Metadata` says.
    public let metadata: DirectiveMetadata
    /// The page's `## Topics`: its `### ` groups and the `doc:` links in each, in order.
    let topicGroups: [TopicGroup]
    /// The id of the topic that curates this one in its `## Topics` (nil at the top).
    public let parent: String?
    /// For a DocC documentation extension file: the symbol it documents, as its title links to
    /// it (`ArgumentParser/Flag`). A `## Topics` list curates the page by it.
    public let symbol: String?
    /// For a DocC documentation extension file: its symbol's kind, as the link's disambiguation
    /// or the module's sources say it; nil when neither does. DocC groups the symbols nobody
    /// curates by it.
    public let symbolKind: SymbolKind?
    /// True for a symbol's page that no Topics list names, placed below its type's page by
    /// DocC's automatic curation (`Curation`): that page lists it under its kind's group.
    public let isCuratedAutomatically: Bool
    /// For a catalog's article: the code spans it writes in double backticks, DocC's symbol
    /// links (`ArgumentParser/Flag`), which show as their symbol's name (`PageParser.symbolName`).
    public let symbolLinks: Set<SymbolLink>
    /// For a type's extension file: the symbols DocC documents in the type (its public members
    /// and nested types, from the module's sources), which its page lists by kind as DocC's
    /// automatic Topics do; those with a page of their own are listed as its links.
    public let symbolMembers: [SymbolMember]
    /// For a type's extension file or a type's page made from its source: what DocC lists
    /// under "Relationships" (`SymbolRelationship`), from the module's sources.
    public let symbolRelationships: [SymbolRelationship]
    /// True for a symbol's page made from its module's source, with no file of its own
    /// (`PageParser.sourceSymbolPages`): nothing asks for its translation, and an editor goes
    /// to its declaration (`declarationPlace`).
    public let isMadeFromSource: Bool

    // A class, not a struct: a page is never changed once parsed, and the build hands pages
    // around constantly (sites, caches, renderers, threads). Copying a struct of a dozen
    // strings and arrays cost a dozen atomic reference counts each time.
    public convenience init(kind: PageKind, language: Language, id: String, section: String, title: String, summary: String, order: Int,
                related: [(id: String, location: SourceLocation)], updated: String?, path: String, contentRelativePath: String,
                body: String, bodyLineOffset: Int, headings: [Heading], links: [LinkReference],
                titlePosition: (line: Int, byteColumn: Int, exact: Bool)? = nil, header: String = "",
                isCatalog: Bool = false, directives: [Directive] = [], metadata: DirectiveMetadata = DirectiveMetadata(),
                topicGroups: [TopicGroup] = [], parent: String? = nil, symbol: String? = nil, symbolKind: SymbolKind? = nil, symbolLinks: Set<SymbolLink> = [],
                symbolMembers: [SymbolMember] = [], symbolRelationships: [SymbolRelationship] = [], isCuratedAutomatically: Bool = false) {
        self.init(kind: kind, language: language, id: id, section: section, title: title, summary: summary, order: order,
                  related: related, updated: updated, path: path, contentRelativePath: contentRelativePath,
                  bodyText: .memory(body), bodyLineOffset: bodyLineOffset, headings: headings, links: links,
                  titlePosition: titlePosition, header: header, isCatalog: isCatalog, directives: directives, metadata: metadata,
                  topicGroups: topicGroups, parent: parent, symbol: symbol, symbolKind: symbolKind, symbolLinks: symbolLinks,
                  symbolMembers: symbolMembers, symbolRelationships: symbolRelationships, isCuratedAutomatically: isCuratedAutomatically)
    }

    /// The page with its body kept as `bodyText` says (the parser's, which may spill it).
    init(kind: PageKind, language: Language, id: String, section: String, title: String, summary: String, order: Int,
                related: [(id: String, location: SourceLocation)], updated: String?, path: String, contentRelativePath: String,
                bodyText: BodyText, bodyLineOffset: Int, headings: [Heading], links: [LinkReference],
                titlePosition: (line: Int, byteColumn: Int, exact: Bool)? = nil, header: String = "",
                isCatalog: Bool = false, directives: [Directive] = [], metadata: DirectiveMetadata = DirectiveMetadata(),
                topicGroups: [TopicGroup] = [], parent: String? = nil, symbol: String? = nil, symbolKind: SymbolKind? = nil, symbolLinks: Set<SymbolLink> = [],
                symbolMembers: [SymbolMember] = [], symbolRelationships: [SymbolRelationship] = [], isCuratedAutomatically: Bool = false,
                isMadeFromSource: Bool = false) {
        self.kind = kind
        self.language = language
        self.id = id
        self.section = section
        self.title = title
        self.summary = summary
        self.order = order
        self.related = related
        self.updated = updated
        self.path = path
        self.contentRelativePath = contentRelativePath
        self.bodyText = bodyText
        self.bodyLineOffset = bodyLineOffset
        self.headings = headings
        self.links = links
        self.titlePosition = titlePosition
        self.headerInMemory = header
        self.isCatalog = isCatalog
        self.directives = directives
        self.metadata = metadata
        self.topicGroups = topicGroups
        self.parent = parent
        self.symbol = symbol
        self.symbolKind = symbolKind
        self.isCuratedAutomatically = isCuratedAutomatically
        self.symbolLinks = symbolLinks
        self.symbolMembers = symbolMembers
        self.isMadeFromSource = isMadeFromSource
        self.symbolRelationships = symbolRelationships
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(language)
        hasher.combine(id)
        hasher.combine(section)
        hasher.combine(path)
        hasher.combine(contentRelativePath)
        hasher.combine(symbol)  // `doc:` and symbol links find a symbol's page by its path
        for member in symbolMembers { hasher.combine(member.symbol) }  // and a member's entry on it
        for heading in headings {
            hasher.combine(heading.id)
            hasher.combine(heading.text)  // links to a heading show its text
        }
        linkTargetFingerprint = hasher.finalize()
        var display = Hasher()
        display.combine(kind)
        display.combine(language)
        display.combine(section)
        display.combine(id)
        display.combine(title)
        display.combine(summary)
        display.combine(parent)
        displayFingerprint = display.finalize()
    }

    /// A hash of how other pages show a link to this one: its title, summary, language and
    /// what its URL is made of. Incremental builds compare these instead of the strings.
    let displayFingerprint: Int

    /// True when this page and `other` take the same place in a site: everything but their
    /// text and links agrees, so the site's indexes, navigation and sitemap stay as they are.
    public func hasSamePlace(as other: Page) -> Bool {
        linkTargetFingerprint == other.linkTargetFingerprint && displayFingerprint == other.displayFingerprint && order == other.order && updated == other.updated
    }

    /// A hash of what links to this page are resolved against and show (its kind, language,
    /// ids, paths and headings), so that an incremental build knows when earlier resolutions
    /// still hold.
    let linkTargetFingerprint: Int

    /// The whole file's text (header and body), for excerpts and column conversions.
    public var fileText: String { bodyText.fileText ?? headerInMemory + body }

    /// The hash of what the page's body is drawn from: its file's text, and what comes from the
    /// module's sources, a symbol's documentation comment (`Directive.sourceDocumentation`) and
    /// the members its page lists.
    public var textHash: Int {
        let source = sourceDocumentation
        guard source != nil || !symbolMembers.isEmpty || !symbolRelationships.isEmpty else { return fileText.hashValue }
        var hasher = Hasher()
        hasher.combine(fileText)
        hasher.combine(source?.body)
        hasher.combine(symbolMembers)
        hasher.combine(symbolRelationships)
        return hasher.finalize()
    }

    /// The symbol's documentation comment drawn in the body (`Directive.sourceDocumentation`),
    /// always the last directive; nil for any other page.
    var sourceDocumentation: Directive? {
        guard let last = directives.last, last.name == Directive.sourceDocumentationName else { return nil }
        return last
    }

    /// Where the page's symbol is declared, as its Swift file is shown and the 1-based line:
    /// the first line the page draws from the source (its declaration, else its comment); nil
    /// for a page that draws none. A page made from the source has no file of its own
    /// (`PageParser.sourceSymbolPages`): an editor goes here instead.
    public var declarationPlace: (file: String, line: Int)? {
        guard let source = sourceDocumentation?.origin, let first = source.origins.first else { return nil }
        return (source.file, first.line)
    }

    /// The type names the symbol's declaration writes (`Widget`, `Widget.Style`: capitalized
    /// identifiers, dotted ones whole), in order, each once: DocC links each that has a page.
    /// Empty for a page that draws no declaration.
    public var declarationTypeNames: [String] {
        guard let body = sourceDocumentation?.body, let heading = body.range(of: "## Declaration\n\n```swift\n"),
              let end = body.range(of: "\n```", range: heading.upperBound..<body.endIndex) else { return [] }
        return Self.typeNames(in: body[heading.upperBound..<end.lowerBound])
    }

    /// The capitalized identifiers of Swift code, a dotted run of them as one (`Widget.Style`),
    /// each once, in order; not an attribute's name (`@MainActor`), nor a generic parameter
    /// the code declares (`Element` of `first<Element>(…)`, `S.Element`).
    static func typeNames(in code: Substring) -> [String] {
        let parameters = genericParameterNames(in: code)
        var names: [String] = []
        for range in typeNameRanges(in: code) where !names.contains(String(code[range])) {
            let name = String(code[range])
            if parameters.contains(String(name.prefix { $0 != "." })) { continue }
            names.append(name)
        }
        return names
    }

    /// Declaration keywords whose name a generic parameter clause may follow.
    private static let genericDeclarationKeywords: Set<Substring> = ["func", "struct", "class", "enum", "actor", "protocol", "typealias", "macro"]

    /// The names the generic parameter clauses of Swift code declare: right after a declared
    /// name (`func first<Element>`, `struct Box<Value: Codable, each Tag>`), `init` or
    /// `subscript`; a protocol's primary associated types too (`protocol Store<Item>`).
    static func genericParameterNames(in code: Substring) -> Set<String> {
        var names: Set<String> = []
        // The word before the current one, with only spaces between them.
        var previousWord: Substring = ""
        var index = code.startIndex
        while index < code.endIndex {
            let character = code[index]
            if character.isLetter || character == "_" {
                var end = code.index(after: index)
                while end < code.endIndex, code[end].isLetter || code[end].isNumber || code[end] == "_" { end = code.index(after: end) }
                let word = code[index..<end]
                // The clause opens right after the name: `Array<Int>` in a parameter is a use, not a declaration.
                if end < code.endIndex, code[end] == "<",
                   word == "init" || word == "subscript" || genericDeclarationKeywords.contains(previousWord) {
                    let (clause, after) = angleBracketed(code, from: end)
                    names.formUnion(parameterNames(inClause: clause))
                    previousWord = ""
                    index = after
                    continue
                }
                previousWord = word
                index = end
            } else {
                if !character.isWhitespace { previousWord = "" }
                index = code.index(after: index)
            }
        }
        return names
    }

    /// The text inside the angle brackets that open at `start`, up to the one that closes
    /// them (an arrow's `>` is none), and the index after it.
    private static func angleBracketed(_ code: Substring, from start: Substring.Index) -> (Substring, Substring.Index) {
        var depth = 0
        var index = start
        while index < code.endIndex {
            if code[index] == "<" { depth += 1 }
            if code[index] == ">", index == code.startIndex || code[code.index(before: index)] != "-" {
                depth -= 1
                if depth == 0 { return (code[code.index(after: start)..<index], code.index(after: index)) }
            }
            index = code.index(after: index)
        }
        return (code[code.index(after: start)...], code.endIndex)
    }

    /// The parameters a generic clause's text names: each item's first identifier, after
    /// `each` for a parameter pack (`Value: Codable, each Tag`).
    private static func parameterNames(inClause clause: Substring) -> [String] {
        var items: [Substring] = []
        var depth = 0
        var start = clause.startIndex
        for index in clause.indices {
            switch clause[index] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                items.append(clause[start..<index])
                start = clause.index(after: index)
            default: break
            }
        }
        items.append(clause[start...])
        return items.compactMap { item in
            var words = item.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })[...]
            if words.first == "each" { words = words.dropFirst() }
            return words.first.map(String.init)
        }
    }

    /// Where the capitalized identifiers of Swift code are (`typeNames`), in order.
    public static func typeNameRanges(in code: Substring) -> [Range<Substring.Index>] {
        var ranges: [Range<Substring.Index>] = []
        var index = code.startIndex
        while index < code.endIndex {
            let character = code[index]
            guard character.isLetter || character == "_" || character == "@" else { index = code.index(after: index); continue }
            var end = code.index(after: index)
            while end < code.endIndex, code[end].isLetter || code[end].isNumber || code[end] == "_"
                    || (code[end] == "." && code.index(after: end) < code.endIndex && code[code.index(after: end)].isUppercase) {
                end = code.index(after: end)
            }
            if character.isUppercase { ranges.append(index..<end) }
            index = end
        }
        return ranges
    }

    /// The line of the file where the symbol's documentation comment is drawn (its blanked
    /// title's); nil for a page that draws none.
    public var sourceDocumentationLine: Int? { sourceDocumentation.map { $0.line + bodyLineOffset } }

    /// For a link in the symbol's documentation comment: the comment's text, with where it
    /// stands in its Swift file, and the link's line in that text; nil for any other link.
    public func commentPlace(of link: LinkReference) -> (comment: SourceExcerpt, line: Int)? {
        let firstLine = Directive.sourceDocumentationFirstLine + bodyLineOffset
        guard link.line >= firstLine, let comment = sourceDocumentation?.origin else { return nil }
        return (comment, link.line - firstLine + 1)
    }

    /// Where a link is, in characters: computed only when a diagnostic needs it.
    public func location(of link: LinkReference) -> SourceLocation {
        var columns = columnCursor()
        return location(of: link, columns: &columns)
    }

    /// A cursor for the locations of many links of this page (see `location(of:columns:)`).
    public func columnCursor() -> ColumnCursor { SourceText(path: path, text: body).columnCursor() }

    /// Where a link is, converting with a cursor made once per page: links taken in file order
    /// then cost time linear in the page, however many there are.
    public func location(of link: LinkReference, columns: inout ColumnCursor) -> SourceLocation {
        // A link in the symbol's documentation comment is where the comment is written.
        if let (comment, line) = commentPlace(of: link) { return comment.location(line: line, byteColumn: link.byteColumn) }
        let column = columns.characterColumn(line: link.line - bodyLineOffset, byteColumn: link.byteColumn)
        return SourceLocation(file: path, line: link.line, column: column)
    }

    /// The key that pairs translations: kind, section and id.
    var topicKey: TopicKey { TopicKey(kind: kind, section: kind == .topic ? "" : section, id: id) }
}

/// A page's Markdown body: in memory, or written to a whole build's `SpillFile`
/// (`PageParser.spill`) and read back when asked for (the search index and catalog articles
/// read it once more after the parse stage; nothing else does).
enum BodyText: Sendable {
    case memory(String)
    /// The whole file's text in a spill file: the header's `headerBytes` bytes, then the body.
    /// The header goes with the body so that a site's front matter is not held in memory
    /// either (31 MB of a 100,000-page preview's 919 MB).
    case spilled(SpillFile, SpillFile.Span, headerBytes: Int)
    /// The whole file's text is the file's at `path`, read again when asked for: `bytes` UTF-8
    /// bytes once decoded, the header's `headerBytes` first (`PageParser.rereadsFiles`).
    case file(path: String, bytes: Int, headerBytes: Int)

    /// The body `body` under `header`, in `spill` (the two as one text, `fileText` when the
    /// caller has them so), or in memory without one or when it cannot be written; with the
    /// header the page keeps in memory ("" when the spill holds it).
    static func stored(header: String, body: String, fileText: String? = nil, in spill: SpillFile?) -> (text: BodyText, header: String) {
        guard let spill, let span = spill.write(fileText ?? header + body) else { return (.memory(body), header) }
        return (.spilled(spill, span, headerBytes: header.utf8.count), "")
    }

    /// The body `body` under `header`, the end of `fileText`, the decoded text of the file at
    /// `path`: kept as that file, to be read again when asked for.
    static func inFile(path: String, header: String, fileText: String) -> (text: BodyText, header: String) {
        (.file(path: path, bytes: fileText.utf8.count, headerBytes: header.utf8.count), "")
    }

    /// The body.
    var text: String {
        switch self {
        case .memory(let text): text
        // The file was written by this process and is never truncated: a read fails only on an
        // I/O error of the temporary folder's disk, and an empty body is then all there is to give.
        case .spilled(let spill, let span, let headerBytes): spill.text(span.dropFirst(headerBytes)) ?? ""
        case .file(let path, let bytes, let headerBytes): Self.reread(path, bytes: bytes).map { String(Substring($0.utf8.dropFirst(headerBytes))) } ?? ""
        }
    }

    /// The header, when the spill or the file holds it.
    var header: String? {
        switch self {
        case .memory: nil
        case .spilled(let spill, let span, let headerBytes): spill.text(span.prefix(headerBytes)) ?? ""
        case .file(let path, let bytes, let headerBytes): Self.reread(path, bytes: bytes).map { String(Substring($0.utf8.prefix(headerBytes))) } ?? ""
        }
    }

    /// Header and body, when the spill or the file holds them.
    var fileText: String? {
        switch self {
        case .memory: nil
        case .spilled(let spill, let span, _): spill.text(span) ?? ""
        case .file(let path, let bytes, _): Self.reread(path, bytes: bytes) ?? ""
        }
    }

    var byteCount: Int {
        switch self {
        case .memory(let text): text.utf8.count
        case .spilled(_, let span, let headerBytes): span.count - headerBytes
        case .file(_, let bytes, let headerBytes): bytes - headerBytes
        }
    }

    /// The text of the file at `path` as it was parsed, or nil when it cannot be read or is no
    /// longer as long (changed since: its lines and columns would not be the parsed ones).
    private static func reread(_ path: String, bytes: Int) -> String? {
        guard let data = try? FileReader.contents(of: path), case .success(let text) = TextDecoding.utf8(data),
              text.utf8.count == bytes else { return nil }
        return text
    }
}

/// A code span written in double backticks (cmark keeps only its text): its text and line.
public struct SymbolLink: Hashable, Sendable {
    public var text: String
    /// The line in the file.
    public var line: Int

    public init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}

/// A group of a page's `## Topics`: a `### ` heading (empty for links above the first) and
/// the destinations of its links (`doc:TheBasics`) and symbols (``` ``Flag`` ```), in order.
public struct TopicGroup: Sendable, Hashable {
    public var title: String
    var destinations: [String]

    public init(title: String, destinations: [String]) {
        self.title = title
        self.destinations = destinations
    }
}

extension Page {
    /// This page in another place of the site: its section, order and curating parent changed
    /// (curation moves catalog articles into the sections their root article names).
    /// This root page as one more article, with the id `id` (a module's page beside an
    /// article with `@TechnologyRoot`).
    func asArticle(id: String) -> Page {
        Page(kind: .topic, language: language, id: id, section: section, title: title, summary: summary, order: order,
             related: related, updated: updated, path: path, contentRelativePath: contentRelativePath, bodyText: bodyText,
             bodyLineOffset: bodyLineOffset, headings: headings, links: links, titlePosition: titlePosition, header: headerInMemory,
             isCatalog: isCatalog, directives: directives, metadata: metadata, topicGroups: topicGroups, parent: parent,
             symbol: symbol, symbolKind: symbolKind, symbolLinks: symbolLinks, symbolMembers: symbolMembers,
             symbolRelationships: symbolRelationships, isMadeFromSource: isMadeFromSource)
    }

    func placed(section: String, order: Int, parent: String?, automatically: Bool = false) -> Page {
        Page(kind: kind, language: language, id: id, section: section, title: title, summary: summary, order: order,
             related: related, updated: updated, path: path, contentRelativePath: contentRelativePath, bodyText: bodyText,
             bodyLineOffset: bodyLineOffset, headings: headings, links: links, titlePosition: titlePosition, header: headerInMemory,
             isCatalog: isCatalog, directives: directives, metadata: metadata, topicGroups: topicGroups, parent: parent, symbol: symbol, symbolKind: symbolKind, symbolLinks: symbolLinks,
             symbolMembers: symbolMembers, symbolRelationships: symbolRelationships, isCuratedAutomatically: automatically,
             isMadeFromSource: isMadeFromSource)
    }
}

/// Identifies a page across languages. Topic ids are unique site-wide; section pages are keyed by
/// their section id and the home page by its kind.
public struct TopicKey: Hashable, Sendable {
    public var kind: PageKind
    // Looked up for every link, related id and translation; ids are often Chinese.
    @HashedAsUTF8 public var section: String
    @HashedAsUTF8 public var id: String
}

extension Page {
    /// A Markdown file with no front matter, as the linter reads any `.md` file.
    public static func standalone(path: String, text: String, language: Language) -> Page {
        Page(kind: .topic, language: language, id: "", section: "", title: "", summary: "", order: 0, related: [], updated: nil,
             path: path, contentRelativePath: path, body: text, bodyLineOffset: 0, headings: [], links: [])
    }
}

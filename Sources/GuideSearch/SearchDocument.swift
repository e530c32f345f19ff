import Foundation
import GuideContent
import GuideCore
import GuideMarkdown

/// The searchable text of one page: what a reader sees, split into passages at its headings.
public struct SearchDocument: Sendable, Equatable {
    /// A part of the page: the introduction (before the first heading) or a heading with the
    /// text under it, up to the next heading.
    public struct Passage: Sendable, Equatable {
        /// The heading's anchor id (empty for the introduction).
        var anchor: String
        /// The heading's text (empty for the introduction).
        var heading: String
        /// 2 to 6 (0 for the introduction).
        public var level: Int
        /// Paragraphs, list items, quotes and code, each block separated by a space.
        public var text: String
        /// The text's inline code spans of lowercase letters alone (`deinit`, `enum`): words
        /// that the heading may define (`SearchIndexWriter.definedCodeWords`), and stop words
        /// written as code (`if`, `is`), which are indexed only there.
        public var code: [String] = []

        public init(anchor: String = "", heading: String = "", level: Int = 0, text: String = "", code: [String] = []) {
            self.anchor = anchor
            self.heading = heading
            self.level = level
            self.text = text
            self.code = code
        }
    }

    /// The page's URL below the site root (`en/components/alerts/`).
    public var url: String
    public var title: String
    /// The section's title (empty for home pages).
    public var section: String
    public var summary: String
    public var kind: PageKind
    var passages: [Passage]
    /// The titles and headings of the page's translations written in Latin letters, when its own
    /// title is in Han characters (`SearchTextExtractor.translationHeadings`): indexed as
    /// headings, never shown.
    public var translationHeadings: [String] = []
    /// How much the page's words weigh against another page's that has them as often: 1, or
    /// less for a page made from a module's source (`madeFromSourcePrior`). A static prior, as
    /// search engines give pages: a catalog's authors wrote their articles and extension files
    /// for readers, and the pages made of every public declaration answer a concept's words
    /// less well than those, an API's name as well (its title counts as much).
    public var prior = 1.0
    /// The prior of a page made from a module's source (`Page.isMadeFromSource`).
    public static let madeFromSourcePrior = 0.4

    public init(url: String, title: String, section: String, summary: String, kind: PageKind, passages: [Passage],
                translationHeadings: [String] = []) {
        self.url = url
        self.title = title
        self.section = section
        self.summary = summary
        self.kind = kind
        self.passages = passages
        self.translationHeadings = translationHeadings
    }
}

/// Reads the searchable text out of pages: text, inline code and code blocks, image
/// descriptions, the strings of copy examples, and the titles that `<doc:id>` links show.
/// Link URLs, raw HTML and other markup are left out.
enum SearchTextExtractor {
    /// The search document of a registered page.
    public static func document(of index: Int, in site: Site, resolver: LinkResolver) -> SearchDocument {
        var links: [(destination: String, title: String?)] = []
        return document(of: index, in: site, resolver: resolver, links: &links)
    }

    /// The search document of a registered page, and the links whose text it took from other
    /// pages with that text (nil when none): besides the page itself, its URL and its section's
    /// title, the document depends on nothing else.
    /// `draft`: the page's draft when one was recorded from its tree (else its Markdown is
    /// parsed again).
    static func document(of index: Int, in site: Site, resolver: LinkResolver, links: inout [(destination: String, title: String?)],
                         draft: SearchDraft? = nil) -> SearchDocument {
        let page = site.pages[index]
        let draft = draft ?? SearchDraft(MarkdownDocument(page.body, lineOffset: page.bodyLineOffset, anchorStyle: page.isCatalog ? .docc : .slug),
                                         directives: page.directives)
        let resolved = ResolvedLinkLookup(page: index, resolver: resolver)
        var passages = draft.passages { destination in
            let title = linkTitle(of: resolved.resolve(destination), in: site)
            links.append((destination, title))
            return title
        }
        if let members = membersPassage(of: index, in: site) { passages.append(members) }
        var document = SearchDocument(url: site.relativeURL(of: index), title: page.title, section: sectionTitle(of: index, in: site),
                                      summary: page.summary, kind: page.kind, passages: passages, translationHeadings: translationHeadings(of: index, in: site))
        if page.isMadeFromSource { document.prior = SearchDocument.madeFromSourcePrior }
        return document
    }

    /// A type's page's list of its members without pages of their own (`Page.pagelessMembers`),
    /// their names and summaries, under the Topics heading the page shows them at.
    static func membersPassage(of index: Int, in site: Site) -> SearchDocument.Passage? {
        let page = site.pages[index]
        let members = site.pagelessMembers(of: index)
        guard !members.isEmpty else { return nil }
        let ownHeading = page.headings.contains { $0.level == 2 && $0.id == "Topics" }
        let title = InterfaceStrings.word("topics", in: page.language, config: site.config) ?? "Topics"
        let text = members.map { PageParser.symbolName($0.symbol) + ($0.summary.isEmpty ? "" : " " + $0.summary) }.joined(separator: " ")
        return SearchDocument.Passage(anchor: ownHeading ? "Topics" : "automatic-topics-heading", heading: title, level: 2, text: text)
    }

    /// The titles and headings of a page's translations written in Latin letters, when the
    /// page's own title is in Han characters: readers of Chinese type a page's English name
    /// (“Typography”, “Drag and Drop”) and the English word of one of its sections (“logo” for
    /// 标志, whose section the English page heads “Use the logo sparingly”) as often as the
    /// Chinese. Not the other way round: readers of English rarely type Chinese, and each
    /// heading adds to the index.
    static func translationHeadings(of index: Int, in site: Site) -> [String] {
        let page = site.pages[index]
        guard Scripts.containsHan(page.title) else { return [] }
        // A heading the page writes the same way itself ("iPad") is indexed once.
        let own = Set(([page.title] + page.headings.map(\.text)).map { $0.lowercased() })
        return site.config.languages.flatMap { language -> [String] in
            guard language != page.language, let other = site.translation(of: index, in: language) else { return [] }
            let translation = site.pages[other]
            return ([translation.title] + translation.headings.map(\.text)).filter { !Scripts.containsHan($0) && !own.contains($0.lowercased()) }
        }
    }

    /// The text a link without text of its own shows, given where it leads: the title of the
    /// page it leads to, or of the heading; nil when it leads to no page.
    static func linkTitle(of resolution: LinkResolution, in site: Site) -> String? {
        switch resolution {
        case .page(let target, let anchor), .otherLanguage(let target, let anchor):
            let targetPage = site.pages[target]
            if let anchor, let heading = targetPage.headings.first(where: { $0.id == anchor }) { return heading.text }
            return targetPage.title
        default:
            return nil
        }
    }

    /// The section title a page's document shows: empty for home and section pages.
    static func sectionTitle(of index: Int, in site: Site) -> String {
        let page = site.pages[index]
        guard page.kind == .topic else { return "" }
        return site.section(of: index)?.title ?? page.section
    }

    /// The passages of a Markdown document. `linkTitle` gives the text of a link that has none
    /// of its own (`<doc:alerts>`, `[](doc:alerts)`).
    static func passages(of document: MarkdownDocument, linkTitle: (String) -> String?) -> [SearchDocument.Passage] {
        SearchDraft(document).passages(linkTitle: linkTitle)
    }
}

/// What a page's search passages are made of, read from its cmark tree while the tree is at
/// hand (a whole build's parse stage), so that the index need not parse the page again (a
/// twentieth of a 10,000-page build's CPU): the pieces of text in order, each link that shows
/// its target's title kept as a hole with its own text after it (shown when the link leads to
/// no page). `passages(linkTitle:)` makes the passages once the links resolve; making them
/// straight from the tree (`SearchTextExtractor.passages`) goes through a draft too.
public struct SearchDraft: Sendable {
    /// The pieces, one operation each: a byte (`Op`), then its arguments.
    public private(set) var bytes: [UInt8] = []

    enum Op: UInt8 {
        /// Text (a varint length and its UTF-8) added to the passage's text, or to the heading's.
        case text = 1, headingText
        /// A space added to the passage's text, or to the heading's.
        case space, headingSpace
        /// An inline code word of the passage (`Passage.code`): a varint length and its UTF-8.
        case codeWord
        /// A heading starts.
        case headingStart
        /// A heading ends: its level, then a varint: 0 when the document's headings ran out,
        /// else 1 + its anchor's length, the anchor, and its text as the headings list it.
        case headingEnd
        /// A link that shows its target's title: in the heading (1) or not (0), its
        /// destination, and a varint count of the bytes of the link's own text that follow
        /// (skipped when the title is found).
        case link
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The draft of a parsed document (its tree as parsed, headings read). `directives`: the
    /// page's directives, whose placeholders in the document stand for them (a catalog's
    /// `@Row`, `@Tab`, a symbol's documentation comment): their bodies' text is the passage's
    /// where they stand.
    public init(_ document: MarkdownDocument, directives: [Directive] = []) {
        read(document, directives: directives, headings: document.headings, depth: 0)
    }

    /// How deep directives' bodies are read inside each other (as `DirectiveScanner` reads them).
    static let maximumDirectiveDepth = 24

    /// Adds a document's pieces. `headings`: the document's own, which start passages; nil for
    /// a directive's body, whose headings are text of the passage it stands in.
    private mutating func read(_ document: MarkdownDocument, directives: [Directive], headings: [Heading]?, depth: Int) {
        var headingIndex = 0
        var inHeading = false
        // Where each open link's count of bytes goes (links do not nest, but a stack costs nothing).
        var openLinks: [Int] = []
        document.walk { node, entering in
            switch node.kind {
            case .heading:
                guard let headings else {
                    add(.space)
                    break
                }
                if entering {
                    inHeading = true
                    add(.headingStart)
                } else {
                    inHeading = false
                    addHeadingEnd(level: node.headingLevel, headingIndex < headings.count ? headings[headingIndex] : nil)
                    headingIndex += 1
                }
            case .text:
                node.withLiteralUTF8 { add(inHeading ? .headingText : .text, $0) }
            case .code:
                node.withLiteralUTF8 { literal in
                    if inHeading { add(.headingText, literal); return }
                    add(.text, literal)
                    // A stop word written as code (`if`, `is`, `as`) is a keyword: indexed as one.
                    if (2...20).contains(literal.count), literal.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }),
                       literal.count >= 3 || TextAnalyzer.stopWordSet.contains(String(decoding: literal, as: UTF8.self)) { add(.codeWord, literal) }
                }
            case .softBreak, .lineBreak:
                add(inHeading ? .headingSpace : .space)
            case .codeBlock:
                let info = node.fenceInfo.trimmingSpaces()
                add(.space)
                if info == "copy" || info.hasPrefix("copy ") {
                    // Copy examples: `role: text` lines; the strings are what people read.
                    for line in node.literal.split(separator: "\n") {
                        let value = line.firstIndex(of: ":").map { line[line.index(after: $0)...] } ?? line[...]
                        var piece = value.trimmingCharacters(in: .whitespaces)
                        piece.withUTF8 { add(.text, $0) }
                        add(.space)
                    }
                } else {
                    node.withLiteralUTF8 { add(.text, $0) }
                }
                add(.space)
            case .link:
                guard node.showsTargetTitle else { break }
                if entering {
                    add(.link)
                    bytes.append(inHeading ? 1 : 0)
                    ByteCoding.appendString(node.url, to: &bytes)
                    openLinks.append(bytes.count)
                    bytes.append(contentsOf: [0, 0, 0, 0])
                } else if let place = openLinks.popLast() {
                    let count = UInt32(bytes.count - place - 4)
                    for k in 0..<4 { bytes[place + k] = UInt8(truncatingIfNeeded: count >> (8 * UInt32(k))) }
                }
            case .paragraph, .item, .blockQuote, .list:
                if !inHeading { add(.space) }
            case .htmlBlock:
                // A directive's placeholder: the text of its body, its own directives within.
                guard depth < Self.maximumDirectiveDepth, let n = DirectiveScanner.placeholderIndex(node.literal), n < directives.count,
                      directives[n].showsOnPage else { break }
                let directive = directives[n]
                add(.space)
                read(MarkdownDocument(directive.body, anchorStyle: .docc), directives: directive.children, headings: nil, depth: depth + 1)
                add(.space)
            default:
                break
            }
            return .continue
        }
    }

    /// A heading ends: its level, and its anchor and text as the document's headings list it
    /// (none when they ran out).
    private mutating func addHeadingEnd(level: Int, _ heading: Heading?) {
        add(.headingEnd)
        bytes.append(UInt8(clamping: level))
        if let heading {
            ByteCoding.appendVarint(UInt64(heading.id.utf8.count + 1), to: &bytes)
            bytes.append(contentsOf: heading.id.utf8)
            ByteCoding.appendString(heading.text, to: &bytes)
        } else {
            ByteCoding.appendVarint(0, to: &bytes)
        }
    }

    private mutating func add(_ op: Op) { bytes.append(op.rawValue) }

    private mutating func add(_ op: Op, _ piece: UnsafeBufferPointer<UInt8>) {
        bytes.append(op.rawValue)
        ByteCoding.appendVarint(UInt64(piece.count), to: &bytes)
        bytes.append(contentsOf: piece)
    }

    /// The passages, `linkTitle` giving the text of each link that has none of its own, in the
    /// document's order; nil when the bytes are not a draft's.
    public func passages(linkTitle: (String) -> String?) -> [SearchDocument.Passage] {
        bytes.withUnsafeBufferPointer { Self.passages($0, linkTitle: linkTitle) } ?? [SearchDocument.Passage()]
    }

    private static func passages(_ bytes: UnsafeBufferPointer<UInt8>, linkTitle: (String) -> String?) -> [SearchDocument.Passage]? {
        var passages = [SearchDocument.Passage()]
        // Spaces collapse as the text is built (a block ends with one), so no pass trims it after.
        var text = SpacedText()
        var headingText = SpacedText()
        var reader = ByteReader(bytes)
        while let code = reader.byte() {
            guard let op = Op(rawValue: code) else { return nil }
            switch op {
            case .text, .headingText:
                guard let piece = reader.piece() else { return nil }
                if op == .text { text.append(utf8: piece) } else { headingText.append(utf8: piece) }
            case .space: text.appendSpace()
            case .headingSpace: headingText.appendSpace()
            case .codeWord:
                guard let word = reader.string() else { return nil }
                passages[passages.count - 1].code.append(word)
            case .headingStart:
                headingText.removeAll()
            case .headingEnd:
                guard let level = reader.byte(), let anchorCount = reader.varint() else { return nil }
                passages[passages.count - 1].text = text.string
                text.removeAll()
                var passage = SearchDocument.Passage(heading: headingText.string, level: Int(level))
                if anchorCount > 0 {
                    guard let anchor = reader.bytes(Int(truncatingIfNeeded: anchorCount) - 1), let listed = reader.string() else { return nil }
                    passage.anchor = String(decoding: anchor, as: UTF8.self)
                    if passage.heading.isEmpty { passage.heading = listed }
                }
                passages.append(passage)
            case .link:
                guard let inHeading = reader.byte(), let destination = reader.string(), let count = reader.bytes(4) else { return nil }
                let own = count.enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
                if let title = linkTitle(destination) {
                    if inHeading == 1 { headingText.append(title) } else { text.append(title) }
                    guard reader.bytes(own) != nil else { return nil }
                }
            }
        }
        passages[passages.count - 1].text = text.string
        return passages
    }
}

/// Text built piece by piece, with runs of ASCII whitespace collapsed to one space and none at
/// either end: the pieces joined and then `trimmingSpaces()`, without the joined copy.
struct SpacedText {
    private var bytes: [UInt8] = []
    private var spacePending = false

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ piece: String) {
        var piece = piece
        piece.withUTF8 { append(utf8: $0) }
    }

    /// Appends UTF-8 bytes (a node's literal, read in place).
    mutating func append(utf8 piece: UnsafeBufferPointer<UInt8>) {
        guard let first = piece.first else { return }
        // Most pieces are words apart by single spaces: they go in whole, in one copy.
        if first != 0x20, piece.last != 0x20, Self.hasOnlySingleSpaces(piece) {
            if spacePending { bytes.append(0x20) }
            spacePending = false
            bytes.append(contentsOf: piece)
            return
        }
        var i = 0
        while i < piece.count {
            if Self.isSpace(piece[i]) {
                spacePending = !bytes.isEmpty
                i += 1
                continue
            }
            var end = i + 1
            while end < piece.count, !Self.isSpace(piece[end]) { end += 1 }
            if spacePending { bytes.append(0x20) }
            spacePending = false
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: piece[i..<end]))
            i = end
        }
    }

    /// True when the only whitespace in `piece` (which starts with something else) is single
    /// spaces: no tab, line break or run of spaces to collapse.
    private static func hasOnlySingleSpaces(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
        for i in piece.indices where piece[i] <= 0x20 {
            if piece[i] != 0x20 || piece[i - 1] == 0x20 { return false }
        }
        return true
    }

    mutating func appendSpace() { spacePending = !bytes.isEmpty }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        spacePending = false
    }
}

extension String {
    /// The string with runs of ASCII whitespace collapsed to one space and none at either end.
    func trimmingSpaces() -> String {
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count)
        var pendingSpace = false
        for byte in utf8 {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

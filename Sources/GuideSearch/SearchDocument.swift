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
        /// that the heading may define (`SearchIndexWriter.definedCodeWords`).
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

    public init(url: String, title: String, section: String, summary: String, kind: PageKind, passages: [Passage]) {
        self.url = url
        self.title = title
        self.section = section
        self.summary = summary
        self.kind = kind
        self.passages = passages
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
    static func document(of index: Int, in site: Site, resolver: LinkResolver, links: inout [(destination: String, title: String?)]) -> SearchDocument {
        let page = site.pages[index]
        let markdown = MarkdownDocument(page.body, lineOffset: page.bodyLineOffset, anchorStyle: page.isCatalog ? .docc : .slug)
        let resolved = ResolvedLinkLookup(page: index, resolver: resolver)
        let passages = passages(of: markdown) { destination in
            let title = linkTitle(of: resolved.resolve(destination), in: site)
            links.append((destination, title))
            return title
        }
        return SearchDocument(url: site.relativeURL(of: index), title: page.title, section: sectionTitle(of: index, in: site),
                              summary: page.summary, kind: page.kind, passages: passages)
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
        let headings = document.headings
        var headingIndex = 0
        var passages = [SearchDocument.Passage()]
        // Spaces collapse as the text is built (a block ends with one), so no pass trims it after.
        var text = SpacedText()
        var inHeading = false
        var headingText = SpacedText()

        document.walk { node, entering in
            switch node.kind {
            case .heading:
                if entering {
                    inHeading = true
                    headingText.removeAll()
                } else {
                    inHeading = false
                    passages[passages.count - 1].text = text.string
                    text.removeAll()
                    var passage = SearchDocument.Passage(heading: headingText.string, level: node.headingLevel)
                    if headingIndex < headings.count {
                        passage.anchor = headings[headingIndex].id
                        if passage.heading.isEmpty { passage.heading = headings[headingIndex].text }
                        headingIndex += 1
                    }
                    passages.append(passage)
                }
                return .continue
            case .text:
                node.withLiteralUTF8 { if inHeading { headingText.append(utf8: $0) } else { text.append(utf8: $0) } }
            case .code:
                node.withLiteralUTF8 { literal in
                    if inHeading { headingText.append(utf8: literal); return }
                    text.append(utf8: literal)
                    if (3...20).contains(literal.count), literal.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) {
                        passages[passages.count - 1].code.append(String(decoding: literal, as: UTF8.self))
                    }
                }
            case .softBreak, .lineBreak:
                if inHeading { headingText.appendSpace() } else { text.appendSpace() }
            case .codeBlock:
                let info = node.fenceInfo.trimmingSpaces()
                text.appendSpace()
                if info == "copy" || info.hasPrefix("copy ") {
                    // Copy examples: `role: text` lines; the strings are what people read.
                    for line in node.literal.split(separator: "\n") {
                        let value = line.firstIndex(of: ":").map { line[line.index(after: $0)...] } ?? line[...]
                        text.append(value.trimmingCharacters(in: .whitespaces))
                        text.appendSpace()
                    }
                } else {
                    node.withLiteralUTF8 { text.append(utf8: $0) }
                }
                text.appendSpace()
            case .link:
                if entering, node.showsTargetTitle, let title = linkTitle(node.url) {
                    if inHeading { headingText.append(title) } else { text.append(title) }
                    return .skipChildren
                }
            case .paragraph, .item, .blockQuote, .list:
                if !inHeading { text.appendSpace() }
            case .htmlBlock, .htmlInline:
                return .continue
            default:
                break
            }
            return .continue
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

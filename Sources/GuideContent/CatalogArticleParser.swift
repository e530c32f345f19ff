import Foundation
import GuideCore
import GuideMarkdown
import Yams

/// Articles of a DocC catalog: front matter is optional; the first `#` heading is the title and
/// the paragraph after it the summary (both shown by the theme, so blanked from the body);
/// directives are read before cmark sees the text; `## Topics` is read for curation; heading
/// anchors take DocC's form. Every line and column of the file stays where it was.
extension PageParser {
    /// The name DocC gives an article, which `<doc:>` links use: its file name without the
    /// extension (`MigratingTo1.17.md` → `MigratingTo1.17`), each run of spaces and dashes
    /// (hyphen, en dash, em dash) made one hyphen (`Working with Views.md` → `Working-with-Views`).
    static func articleName(ofFile path: String) -> String {
        let name = PathNames.fileName(path)
        let stem = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { $0 == name.startIndex ? name : name[..<$0] } ?? name
        return stem.split { $0.isWhitespace || $0 == "-" || $0 == "\u{2013}" || $0 == "\u{2014}" }.joined(separator: "-")
    }

    /// The name DocC shows for a symbol link: its last path component without the
    /// disambiguation (`BitCollections/BitSet/Counted-swift.struct` → `Counted`,
    /// `init(_:)-(BitSet.Counted)` → `init(_:)`, `run()-7p2fr` → `run()`).
    public static func symbolName(_ link: String) -> String {
        var name = Substring(link.trimmingWhitespace())
        if let slash = name.lastIndex(of: "/"), name.index(after: slash) < name.endIndex { name = name[name.index(after: slash)...] }
        // A name is no operator's when it starts with a letter: its first `-` starts the
        // disambiguation (a hash, a kind or a signature).
        if let first = name.first, first.isLetter || first == "_", let dash = name.firstIndex(of: "-") { return String(name[..<dash]) }
        // Most names have no disambiguation: asked for every member of every type page, the
        // searches below were a tenth of a preview's rebuild of swift-syntax's catalog.
        guard name.utf8.contains(UInt8(ascii: "-")) else { return String(name) }
        for marker in ["-swift.", "-(", "-c."] {
            if let range = name.range(of: marker), range.lowerBound > name.startIndex { name = name[..<range.lowerBound] }
        }
        return String(name)
    }

    /// The title DocC gives the page of the symbol a link names: a type nested in other types
    /// is named with them, as the symbol graph's title is (`BitSet/Counted-swift.struct` →
    /// `BitSet.Counted`); a member, an operator or a top-level type by its own name (`make()`,
    /// `Widget`). `moduleNames` are the catalog's module's names, which a link may start with.
    /// The symbol itself is a type when its disambiguation says so (`-swift.struct`) or, with
    /// none, when it starts with a capital and has no parameters, as Swift names types; the types
    /// around it only when the module's sources declare them (`isType`, a path such as
    /// `Environment`) or their disambiguation says so, since a link's first part may be another
    /// module (`Instrumentation/InstrumentationSystem`).
    public static func symbolTitle(_ link: String, moduleNames: [String], isType: ((String) -> Bool)? = nil) -> String {
        let name = symbolName(link)
        var parts = link.trimmingWhitespace().split(separator: "/")
        guard parts.count > 1, looksLikeAType(parts[parts.count - 1]) else { return name }
        if moduleNames.contains(String(parts[0])) { parts.removeFirst() }
        var names = [name]
        var end = parts.count - 1
        while end > 0 {
            let part = parts[end - 1]
            let path = parts[..<end].map { symbolName(String($0)) }.joined(separator: "/")
            guard isDisambiguatedAsAType(part) || (looksLikeAType(part) && isType?(path) == true) else { break }
            names.insert(symbolName(String(part)), at: 0)
            end -= 1
        }
        return names.joined(separator: ".")
    }

    /// True when a part of a symbol link says it is a type (`Counted-swift.struct`).
    private static func isDisambiguatedAsAType(_ part: Substring) -> Bool {
        SymbolKind(disambiguatedPart: part)?.isType == true
    }

    /// True when a part of a symbol link may name a type: said so, or, with no kind, a name
    /// with a capital first and no parameters, as Swift names types.
    private static func looksLikeAType(_ part: Substring) -> Bool {
        if isDisambiguatedAsAType(part) { return true }
        if part.contains("-swift.") || part.contains("(") { return false }
        return part.first?.isUppercase == true
    }

    func parseCatalogArticle(text: String, file: ContentFile, into diagnostics: inout [Diagnostic], document parsedDocument: inout MarkdownDocument?) -> Page? {
        let path = file.displayPath
        let source = SourceText(path: path, text: text)
        let reader = YAMLReader(file: path, lineOffset: 1)
        let (body, lineOffset, fields) = Self.catalogFrontMatter(of: text, reader: reader, into: &diagnostics)
        let header = String(text.utf8.prefix(text.utf8.count - body.utf8.count))!

        // Directives, then the Markdown around them.
        let scan = DirectiveScanner.scan(body)
        for problem in scan.problems {
            diagnostics.append(.catalogued(problem.id, problem.message, at: source.location(line: problem.line + lineOffset, byteColumn: problem.column)))
        }
        let metadata = DirectiveMetadata(scan.directives)
        for extra in scan.directives.filter({ $0.name == "Metadata" }).dropFirst() {
            diagnostics.append(.warning("catalog.duplicate-metadata", "only the first @Metadata of a page is read; this one is not",
                                        at: source.location(line: extra.line + lineOffset, byteColumn: extra.column)))
        }
        let full = MarkdownDocument(scan.text, lineOffset: lineOffset, anchorStyle: .docc)

        // Symbol links: code spans written in double backticks (cmark keeps only the text).
        let symbolLinks = Self.symbolLinks(in: full, text: scan.text, lineOffset: lineOffset)

        let module = moduleSymbols?(file)
        let head = ArticleHead(of: full, symbolLinks: symbolLinks, moduleNames: SiteConfig.catalogModuleNames(Self.catalogFolder(of: file)), isType: module?.isType)
        var blankedLines = head.lines
        if head.title == nil, fields["title"] == nil, metadata.displayName == nil {
            diagnostics.append(.warning("catalog.no-title", "the article has no `#` title on its first line; it is titled after its file name", at: SourceLocation(file: path, line: lineOffset + 1, column: 1)))
        }

        let topics = Self.topics(in: full, lastLine: lineOffset + scan.text.newlineSeparatedLineCount)
        for (line, column) in topics.strayItems {
            diagnostics.append(.warning("catalog.topics-item", "a Topics group lists links to articles and symbols only; this item is left out",
                                        at: SourceLocation(file: path, line: line, column: column)))
        }
        // The root: `@TechnologyRoot`, or the module's page, which a library's catalog starts at.
        let isRoot = metadata.isTechnologyRoot || head.symbolLink.map { isModulePage(symbolLink: $0, file: file) } == true
        // The home page shows the root's curation as its sections, not in its body.
        if isRoot, let topicsLines = topics.lines { blankedLines.append(topicsLines) }

        // Links: the whole article's (title, abstract and Topics included) and those in
        // directives' bodies, at their places in the file.
        var links = Self.links(in: full, text: scan.text, lineOffset: lineOffset)
        Self.collectLinks(inBodiesOf: scan.directives, lineOffset: lineOffset, into: &links)
        Self.collectImages(of: scan.directives, lineOffset: lineOffset, into: &links)

        // The body as rendered: the title, the abstract and the root's Topics blanked.
        var renderedText = scan.text
        var document = full
        if !blankedLines.isEmpty {
            renderedText = Self.blanking(blankedLines, of: scan.text, lineOffset: lineOffset)
            document = MarkdownDocument(renderedText, lineOffset: lineOffset, anchorStyle: .docc)
        }
        let drawn = drawnBody(RenderedBody(text: renderedText, directives: scan.directives, symbolLinks: symbolLinks, links: links),
                              symbol: head.symbolLink, titleLine: head.lines.first?.lowerBound, module: module, lineOffset: lineOffset)
        if drawn.text != renderedText { (renderedText, document) = (drawn.text, MarkdownDocument(drawn.text, lineOffset: lineOffset, anchorStyle: .docc)) }
        // The linter reads the whole article: its title, abstract and curation are text the
        // site shows too (as the header, the summary and the sidebar's sections).
        parsedDocument = full
        let headings = readsBody ? document.headings : []

        let stem = Self.articleName(ofFile: file.folderRelativePath)
        let id = fields["id"].flatMap { reader.string($0, key: "id", into: &diagnostics) } ?? stem
        let written = fields["title"].flatMap { reader.string($0, key: "title", into: &diagnostics) }
        let title = metadata.displayName ?? written ?? head.title ?? stem
        let summary = fields["summary"].flatMap { reader.string($0, key: "summary", into: &diagnostics) } ?? head.abstract
            ?? Self.sourceSummary(of: head.symbolLink, directives: scan.directives, from: module) ?? ""
        let order = fields["order"].flatMap { reader.int($0, key: "order", into: &diagnostics) } ?? Int.max
        let stored = BodyText.stored(header: header, body: renderedText, in: spill)
        let kind = head.symbolLink.flatMap { Self.symbolKind(of: $0, from: module) }
        return Page(kind: isRoot ? .home : .topic, language: file.language ?? defaultLanguage, id: isRoot ? "" : id, section: "",
                    title: title, summary: summary, order: order, related: [], updated: nil, path: path,
                    contentRelativePath: file.relativePath, bodyText: stored.text, bodyLineOffset: lineOffset,
                    headings: headings, links: drawn.links, header: stored.header, isCatalog: true, directives: drawn.directives,
                    metadata: metadata, topicGroups: topics.groups, symbol: head.symbolLink,
                    symbolKind: kind, symbolLinks: drawn.symbolLinks,
                    symbolMembers: readsBody ? Self.members(of: head.symbolLink, from: module) : [],
                    symbolRelationships: readsBody ? Self.relationships(of: head.symbolLink, kind: kind, from: module) : [],
                    isMadeFromSource: file.isMadeFromSource)
    }

    /// The symbols DocC documents in the type a page's title links (`SymbolMember`), each with
    /// its kind and its comment's summary as plain text.
    static func members(of symbol: String?, from module: ModuleSymbols?) -> [SymbolMember] {
        guard let symbol, let module else { return [] }
        return module.members(symbol).map { member in
            SymbolMember(symbol: member, kind: module.kind(member), summary: module.summary(member).flatMap(plainSummary) ?? "")
        }
    }

    /// The relationships of the type a page's title links (`SymbolRelationship`).
    static func relationships(of symbol: String?, kind: SymbolKind?, from module: ModuleSymbols?) -> [SymbolRelationship] {
        guard let symbol, let module else { return [] }
        return SymbolRelationship.of(symbol, kind: kind, in: module)
    }

    /// The kind of the symbol a link names: as its last part's disambiguation says
    /// (`Counted-swift.struct`), else as the module's sources declare it.
    static func symbolKind(of link: String, from module: ModuleSymbols?) -> SymbolKind? {
        let last = link.split(separator: "/").last ?? Substring(link)
        return SymbolKind(disambiguatedPart: last) ?? module?.kind(link)
    }

    /// The summary DocC shows for an extension file's symbol that adds no abstract: its
    /// documentation comment's first paragraph, as plain text (symbol links as their names);
    /// none when the file replaces the comment (`@DocumentationExtension(mergeBehavior: override)`).
    static func sourceSummary(of symbol: String?, directives: [Directive], from module: ModuleSymbols?) -> String? {
        guard let symbol, let module, let markdown = module.summary(symbol), !replacesSourceDocumentation(directives) else { return nil }
        return plainSummary(markdown)
    }

    /// A documentation comment's summary (its first paragraph, as Markdown) as plain text,
    /// symbol links as their names; nil when it is no paragraph.
    static func plainSummary(_ markdown: String) -> String? {
        let document = MarkdownDocument(markdown, lineOffset: 0, anchorStyle: .docc)
        guard let paragraph = document.document.firstChild, paragraph.kind == .paragraph else { return nil }
        let links = symbolLinks(in: document, text: markdown, lineOffset: 0)
        let text = plainText(of: paragraph, symbolLinks: links).trimmingWhitespace()
        return text.isEmpty ? nil : text
    }

    /// The body with its symbol's documentation comment after the summary, which comes first,
    /// as DocC shows it before the extension file's own content: drawn where the title's blanked
    /// line stands, as a directive (`Directive.sourceDocumentation`). A reader of the site's
    /// outline (`guidegen translations`) leaves it out: no translation can change it.
    func drawnBody(_ body: RenderedBody, symbol: String?, titleLine: Int?, module: ModuleSymbols?, lineOffset: Int) -> RenderedBody {
        var body = body
        guard !readsHeadingsOnly, let symbol, let module, let titleLine, !Self.replacesSourceDocumentation(body.directives),
              let discussion = module.discussion(symbol) else { return body }
        body.add(sourceDocumentation: discussion, atLine: titleLine - lineOffset, lineOffset: lineOffset)
        return body
    }

    /// An article's body as it is drawn: its scanned text, its directives (which the text's
    /// placeholder lines stand for), its symbol links and its other links.
    struct RenderedBody {
        var text: String
        var directives: [Directive]
        var symbolLinks: Set<SymbolLink>
        var links: [LinkReference]

        /// Draws a symbol's documentation comment (its Markdown after the summary) at `line` of
        /// the text (the blanked title's), as a directive; nothing when the text has no such line.
        /// Its links are the page's too, at the lines its body is drawn with: they are checked,
        /// and reported in the comment's Swift file (`Page.location(of:)`).
        mutating func add(sourceDocumentation comment: SourceExcerpt, atLine line: Int, lineOffset: Int) {
            var lines = text.newlineSeparatedLines
            guard line >= 1, line <= lines.count else { return }
            let markdown = comment.text
            let source = Directive.sourceDocumentation(comment, line: line)
            lines[line - 1] = DirectiveScanner.placeholder(directives.count)
            directives.append(source)
            text = lines.joined(separator: "\n")
            let bodyOffset = (source.bodyLines?.lowerBound ?? 1) - 1 + lineOffset
            let document = MarkdownDocument(markdown, lineOffset: bodyOffset, anchorStyle: .docc)
            symbolLinks.formUnion(PageParser.symbolLinks(in: document, text: markdown, lineOffset: bodyOffset))
            links += PageParser.links(in: document, text: markdown, lineOffset: bodyOffset)
        }
    }

    /// True when an extension file replaces its symbol's documentation comment
    /// (`@DocumentationExtension(mergeBehavior: override)`) rather than adding to it.
    static func replacesSourceDocumentation(_ directives: [Directive]) -> Bool {
        directives.contains { directive in
            directive.name == "Metadata" && directive.children.contains { $0.name == "DocumentationExtension" && $0.argument("mergeBehavior") == "override" }
        }
    }

    /// An article's optional front matter: the body after it, the lines it takes, and its
    /// values. A front matter without its closing line is an error, and read as if there were none.
    private static func catalogFrontMatter(of text: String, reader: YAMLReader, into diagnostics: inout [Diagnostic])
        -> (body: String, lineOffset: Int, fields: [String: FrontMatterValue]) {
        guard let split = FrontMatter.split(text) else { return (text, 0, [:]) }
        guard let yaml = split.yaml else {
            // Read on as if there were none: every other check still runs.
            diagnostics.append(.error("frontmatter.unterminated", "the front matter starting here has no closing `---` line", at: SourceLocation(file: reader.file, line: 1, column: 1)))
            return (text, 0, [:])
        }
        return (split.body, split.bodyLineOffset, frontMatterFields(yaml, reader: reader, into: &diagnostics))
    }

    /// Title and abstract: the first `#` heading (after any HTML blocks) and the paragraph right
    /// after it, and the lines they take (blanked from the body, as the theme shows them).
    private struct ArticleHead {
        var title: String?
        /// A documentation extension file's title: its symbol's link.
        var symbolLink: String?
        var abstract: String?
        var lines: [ClosedRange<Int>] = []

        init(of document: MarkdownDocument, symbolLinks: Set<SymbolLink>, moduleNames: [String], isType: (@Sendable (String) -> Bool)?) {
            var block = document.document.firstChild
            while let node = block, node.kind == .htmlBlock { block = node.next }
            guard let node = block, node.kind == .heading, node.headingLevel == 1 else { return }
            let written = node.plainText.trimmingWhitespace()
            title = written.isEmpty ? nil : written
            // A documentation extension file's title is its symbol's link: the page is titled
            // with the symbol's name, as DocC titles it.
            if let code = node.firstChild, code.kind == .code, code.next == nil {
                symbolLink = code.literal.trimmingWhitespace()
                title = PageParser.symbolTitle(code.literal, moduleNames: moduleNames, isType: isType)
            }
            lines.append(node.startLine...node.endLine)
            var next = node.next
            while let candidate = next, candidate.kind == .htmlBlock { next = candidate.next }
            if let paragraph = next, paragraph.kind == .paragraph {
                abstract = PageParser.plainText(of: paragraph, symbolLinks: symbolLinks, moduleNames: moduleNames, isType: isType).trimmingWhitespace()
                lines.append(paragraph.startLine...paragraph.endLine)
            }
        }
    }

    /// `## Topics`: its groups (each `###` heading and the links of the lists under it), the
    /// lines from its heading to the next heading of level 1 or 2 (or `lastLine`), and where
    /// each list item that names no article or symbol starts (line, byte column).
    private static func topics(in document: MarkdownDocument, lastLine: Int) -> (groups: [TopicGroup], lines: ClosedRange<Int>?, strayItems: [(Int, Int)]) {
        var groups: [TopicGroup] = []
        var strayItems: [(Int, Int)] = []
        var topicsStart: Int?
        var topicsLines: ClosedRange<Int>?
        for node in document.document.children {
            if node.kind == .heading, node.headingLevel <= 2 {
                if let start = topicsStart {
                    topicsLines = start...(node.startLine - 1)
                    topicsStart = nil
                }
                if node.headingLevel == 2, topicsLines == nil, node.plainText.trimmingWhitespace() == "Topics" { topicsStart = node.startLine }
            } else if topicsStart != nil {
                if node.kind == .heading, node.headingLevel == 3 {
                    groups.append(TopicGroup(title: node.plainText.trimmingWhitespace(), destinations: []))
                } else if node.kind == .list {
                    for item in node.children where item.kind == .item {
                        let destinations = topicDestinations(in: item)
                        if destinations.isEmpty { strayItems.append((item.startLine, item.startByteColumn)) }
                        if groups.isEmpty, !destinations.isEmpty { groups.append(TopicGroup(title: "", destinations: [])) }
                        if !destinations.isEmpty { groups[groups.count - 1].destinations += destinations }
                    }
                }
            }
        }
        if let start = topicsStart { topicsLines = start...lastLine }
        return (groups, topicsLines, strayItems)
    }

    /// What a Topics list item names: an article by its link, a symbol by its name in double
    /// backticks.
    private static func topicDestinations(in item: MarkdownNode) -> [String] {
        var destinations: [String] = []
        item.walk { link, entering in
            guard entering else { return .continue }
            let destination = link.kind == .link && link.url.hasPrefix("doc:") ? link.url
                : link.kind == .code && link.isFirstChild ? "``" + link.literal.trimmingWhitespace() + "``" : nil
            guard let destination else { return .continue }
            destinations.append(destination)
            return .skipChildren
        }
        return destinations
    }

    /// Adds the links in the bodies of rendered (and unknown) directives, nested ones too, at
    /// their places in the file.
    private static func collectLinks(inBodiesOf directives: [Directive], lineOffset: Int, into links: inout [LinkReference]) {
        for directive in directives where directive.showsOnPage {
            if let lines = directive.bodyLines {
                let document = MarkdownDocument(directive.body, lineOffset: lines.lowerBound - 1 + lineOffset)
                links += Self.links(in: document, text: directive.body, lineOffset: lines.lowerBound - 1 + lineOffset).map { link in
                    var link = link
                    link.byteColumn += directive.bodyIndent
                    return link
                }
            }
            collectLinks(inBodiesOf: directive.children, lineOffset: lineOffset, into: &links)
        }
    }

    /// The media directives name (`@Image(source:)`, `@Video(poster:)` as images, `@Video(source:)`
    /// as media) at the directive's `@`: found as a Markdown image is, or reported as one is
    /// (DocC warns too).
    private static func collectImages(of directives: [Directive], lineOffset: Int, into links: inout [LinkReference]) {
        for directive in directives where directive.role == .rendered {
            func add(_ source: String?, isMedia: Bool = false) {
                guard let source else { return }
                links.append(LinkReference(destination: source, line: directive.line + lineOffset, byteColumn: directive.column,
                                           wantsTitle: false, isImage: !isMedia, isMedia: isMedia))
            }
            if directive.name == "Image" { add(directive.argument("source")) }
            if directive.name == "Video" {
                add(directive.argument("source"), isMedia: true)
                add(directive.argument("poster"))
            }
            collectImages(of: directive.children, lineOffset: lineOffset, into: &links)
        }
    }

    /// `text` (whose first line is line `lineOffset + 1`) with the lines of `ranges` blanked.
    private static func blanking(_ ranges: [ClosedRange<Int>], of text: String, lineOffset: Int) -> String {
        var lines = text.newlineSeparatedLines
        for range in ranges {
            for line in range where line - lineOffset - 1 >= 0 && line - lineOffset - 1 < lines.count {
                lines[line - lineOffset - 1] = DirectiveScanner.blanked(lines[line - lineOffset - 1])
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The texts of the code spans of `document` written in double backticks on their line of
    /// `text` (whose first line is the document's line `lineOffset + 1`).
    static func symbolLinks(in document: MarkdownDocument, text: String, lineOffset: Int) -> Set<SymbolLink> {
        guard text.utf8.firstRange(of: "``".utf8) != nil else { return [] }
        let lines = text.newlineSeparatedSubstrings
        var found = Set<SymbolLink>()
        document.walk { node, entering in
            guard entering, node.kind == .code else { return .continue }
            let literal = node.literal
            let line = node.startLine - lineOffset - 1
            if !literal.isEmpty, lines.indices.contains(line), lines[line].contains("``" + literal + "``") {
                found.insert(SymbolLink(text: literal, line: node.startLine))
            }
            return .continue
        }
        return found
    }

    /// A paragraph's text, its symbol links as their symbols' names (DocC's abstracts so): titles
    /// (`symbolTitle`) when the catalog's module names are known.
    static func plainText(of paragraph: MarkdownNode, symbolLinks: Set<SymbolLink>, moduleNames: [String]? = nil,
                          isType: ((String) -> Bool)? = nil) -> String {
        guard !symbolLinks.isEmpty else { return paragraph.plainText }
        var text = ""
        paragraph.walk { node, entering in
            guard entering else { return .continue }
            switch node.kind {
            case .text: text += node.literal
            case .code:
                let literal = node.literal
                let isLink = symbolLinks.contains(SymbolLink(text: literal, line: node.startLine))
                text += !isLink ? literal : moduleNames.map { symbolTitle(literal, moduleNames: $0, isType: isType) } ?? symbolName(literal)
            case .softBreak, .lineBreak: text += " "
            default: break
            }
            return .continue
        }
        return text
    }

    /// True for the documentation extension file of the catalog's module (`` # ``ArgumentParser`` ``
    /// in `Sources/ArgumentParser/Documentation.docc`): DocC's page for the module, the root of
    /// its documentation.
    private func isModulePage(symbolLink written: String, file: ContentFile) -> Bool {
        // An absolute link (``` ``/Tracing`` ```) names the module as well.
        let symbolLink = written.hasPrefix("/") ? String(written.dropFirst()) : written
        guard !symbolLink.isEmpty, symbolLink.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              file.path.hasSuffix(file.folderRelativePath) else { return false }
        return SiteConfig.catalogModuleNames(Self.catalogFolder(of: file)).contains(symbolLink)
    }

    /// The catalog folder a file of it is in (its path less its path in the catalog).
    static func catalogFolder(of file: ContentFile) -> String {
        guard file.path.hasSuffix(file.folderRelativePath) else { return "" }
        var catalog = Substring(file.path.dropLast(file.folderRelativePath.count))
        while catalog.hasSuffix("/") { catalog = catalog.dropLast() }
        return String(catalog)
    }

    /// Every link and image of a document parsed from `text` (whose first line is the
    /// document's line `lineOffset + 1`), where it is written.
    static func links(in document: MarkdownDocument, text: String, lineOffset: Int) -> [LinkReference] {
        var links: [LinkReference] = []
        var text = text
        text.withUTF8 { bytes in
            // Where each line starts, in bytes; found when the first link asks.
            var lineStarts: [Int] = []
            var finders: [Int: LinkColumnFinder] = [:]
            document.walk { node, entering in
                guard entering, node.kind == .link || node.kind == .image else { return .continue }
                if lineStarts.isEmpty { lineStarts = bytes.lineStarts }
                let number = node.startLine - lineOffset - 1
                var column = node.startByteColumn
                if lineStarts.indices.contains(number) {
                    let end = number + 1 < lineStarts.count ? lineStarts[number + 1] - 1 : bytes.count
                    let finder = finders[number] ?? LinkColumnFinder(UnsafeBufferPointer(rebasing: bytes[lineStarts[number]..<end]))
                    finders[number] = finder
                    column = finder.column(reported: node.startByteColumn, url: node.url, isImage: node.kind == .image)
                }
                links.append(LinkReference(destination: node.url, line: node.startLine, byteColumn: column, wantsTitle: node.showsTargetTitle, isImage: node.kind == .image))
                return .continue
            }
        }
        return links
    }

    /// Where a link starts on its line, in UTF-8 bytes (see `LinkColumnFinder`).
    static func linkByteColumn(in line: Substring.UTF8View, reported: Int, url: String, isImage: Bool) -> Int {
        Array(line).withUnsafeBufferPointer { bytes in
            LinkColumnFinder(bytes).column(reported: reported, url: url, isImage: isImage)
        }
    }
}

/// Finds where links start on one line, in UTF-8 bytes. cmark 0.30 counts an inline node's
/// column without the list marker or `>` before its paragraph, so the column it reports can
/// fall short: the link is looked for at or after it, as `<url>`, or as `[…](url` back to its
/// `[` (`![` for an image). When it is not found, cmark's column stands.
///
/// A class, kept per line while a page's links are read: it remembers its searches, so that a
/// line of thousands of links (nested images in a generated page) costs time in its length,
/// not in the square of it: a search from a later place that the last one passed over finds
/// the same thing. (A struct kept in a dictionary copied its tables at every link.)
final class LinkColumnFinder {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Each text searched for: where the last search started and what it found.
    private var searches: [[UInt8]: (from: Int, found: Int?)] = [:]
    /// The `[` that each `]` closes.
    private var openings: [Int: Int?] = [:]
    /// Searches made so far: the first few are made without the tables, which only pay on a
    /// line of many links (hashing each search's text was most of reading a page's links).
    private var searchCount = 0
    static let searchesBeforeMemo = 16

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The 1-based byte column where the link to `url` that cmark reports at `reported` starts.
    func column(reported: Int, url: String, isImage: Bool) -> Int {
        let urlBytes = Array(url.utf8)
        // On a paragraph's later lines cmark's column can also overshoot: then the whole line.
        var from = min(max(0, reported - 1), bytes.count)
        guard !urlBytes.isEmpty else {
            guard let close = find(Array("](".utf8), from: from), let open = opening(of: close) else { return reported }
            return start(of: open, isImage: isImage)
        }
        if find(urlBytes, from: from) == nil { from = 0 }
        // The first place after `from` where the URL is written as a link's, `<url>` or
        // `[…](url`: looked at where the URL is written, so that each link costs the distance
        // to it (a search for `<url>` went to the line's end for every link).
        var at = from
        while let place = find(urlBytes, from: at) {
            let end = place + urlBytes.count
            if !isImage, place > from, bytes[place - 1] == UInt8(ascii: "<"), end < bytes.count, bytes[end] == UInt8(ascii: ">") { return place }
            if place >= from + 2, bytes[place - 2] == UInt8(ascii: "]"), bytes[place - 1] == UInt8(ascii: "("), let open = opening(of: place - 2) {
                return start(of: open, isImage: isImage)
            }
            at = place + 1
        }
        return reported
    }

    /// The 1-based column of a link whose `[` is at `open` (an image's `!` before it).
    private func start(of open: Int, isImage: Bool) -> Int {
        (isImage && open > 0 && bytes[open - 1] == UInt8(ascii: "!") ? open - 1 : open) + 1
    }

    /// The first place at or after `from` where `needle` is written.
    private func find(_ needle: [UInt8], from: Int) -> Int? {
        searchCount += 1
        if searchCount <= Self.searchesBeforeMemo { return bytes.firstIndex(ofBytes: needle, from: from) }
        if let last = searches[needle], last.from <= from, last.found.map({ from <= $0 }) ?? true { return last.found }
        let found = bytes.firstIndex(ofBytes: needle, from: from)
        searches[needle] = (from, found)
        return found
    }

    /// The unescaped `[` that the `]` at `close` closes, counting brackets back from it.
    private func opening(of close: Int) -> Int? {
        let memo = searchCount > Self.searchesBeforeMemo
        if memo, let known = openings[close] { return known }
        var depth = 0
        var index = close
        var found: Int?
        while index >= 0 {
            let escaped = index > 0 && bytes[index - 1] == UInt8(ascii: "\\")
            if bytes[index] == UInt8(ascii: "]"), !escaped { depth += 1 }
            if bytes[index] == UInt8(ascii: "["), !escaped {
                depth -= 1
                if depth == 0 {
                    found = index
                    break
                }
            }
            index -= 1
        }
        if memo { openings[close] = found }
        return found
    }
}

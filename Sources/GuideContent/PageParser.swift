import Foundation
import GuideCore
import GuideMarkdown

/// What a DocC catalog's module declares, read from its Swift sources.
public struct ModuleSymbols: Sendable {
    /// A symbol's summary, the first paragraph of its documentation comment as Markdown (the
    /// symbol as an extension file's title links it); nil when it has none.
    public var summary: @Sendable (_ symbol: String) -> String?
    /// True when the module declares a type at this path (`Environment`, `Outer/Inner`).
    public var isType: @Sendable (_ path: String) -> Bool
    /// What a symbol's page draws from its source as Markdown: its declaration, then its
    /// documentation comment after the summary; with where its lines stand in their Swift file;
    /// nil when it has neither.
    public var discussion: @Sendable (_ symbol: String) -> SourceExcerpt?
    /// A symbol's kind as its declaration says (a structure, an instance method); nil when the
    /// module declares no such symbol.
    public var kind: @Sendable (_ symbol: String) -> SymbolKind?
    /// The symbols DocC documents in a type (its public members and nested types), by their
    /// paths in the module (`Widget/make()`).
    public var members: @Sendable (_ symbol: String) -> [String]
    /// The symbols DocC documents at the top of the module (its public types, functions…),
    /// by their paths: each has a page, from an extension file or made from its source
    /// (`PageParser.sourceSymbolPages`).
    public var topLevel: @Sendable () -> [String]
    /// The types a type's declaration and extensions say it conforms to (or a protocol
    /// refines), as written (`SymbolRelationship`).
    public var conformances: @Sendable (_ symbol: String) -> [String]
    /// The module's documented types that conform to a protocol, by their paths.
    public var conformingTypes: @Sendable (_ symbol: String) -> [String]
    /// What the answers were read from (a hash of the module's Swift files and the times they
    /// changed): equal versions give equal answers. Nil when unknown.
    public var version: Int?

    public init(summary: @escaping @Sendable (String) -> String?, isType: @escaping @Sendable (String) -> Bool,
                discussion: @escaping @Sendable (String) -> SourceExcerpt? = { _ in nil },
                kind: @escaping @Sendable (String) -> SymbolKind? = { _ in nil },
                members: @escaping @Sendable (String) -> [String] = { _ in [] },
                topLevel: @escaping @Sendable () -> [String] = { [] },
                conformances: @escaping @Sendable (String) -> [String] = { _ in [] },
                conformingTypes: @escaping @Sendable (String) -> [String] = { _ in [] }, version: Int? = nil) {
        self.summary = summary
        self.isType = isType
        self.discussion = discussion
        self.kind = kind
        self.members = members
        self.topLevel = topLevel
        self.conformances = conformances
        self.conformingTypes = conformingTypes
        self.version = version
    }
}

/// Reads one Markdown file into a `Page`: decoding, front matter, cmark parse, headings and links.
public struct PageParser: Sendable {
    public var languages: [Language]
    public var defaultLanguage: Language
    public var allowRawHTML: Bool
    /// Parse the Markdown body for headings and links (the build needs them; the linter does not).
    public var readsBody = true
    /// When set, only pages in these languages have their body parsed: `guidegen translations`
    /// needs the headings of the source language's pages alone.
    public var bodyLanguages: Set<Language>?
    /// Read a body's headings alone: no links, no checks of its Markdown (a report that needs
    /// the site's outline, not its links).
    public var readsHeadingsOnly = false
    /// Check the body's Markdown (a second level-1 heading, raw HTML). Off for a reader that
    /// throws the diagnostics away (the language server's index of every page).
    public var checksMarkdown = true
    /// Where pages' bodies are kept, when not in memory: a whole build reads a body once more
    /// after parsing it (for the search index), so its memory need not hold every page's text.
    public var spill: SpillFile?
    /// Keep no copy of a page's text (in memory or in `spill`) but read its file again when the
    /// text is asked for: a whole build that records each page's body and search text from the
    /// parse's tree asks only for a rare page's (a lint finding's columns), and copying every
    /// page's Markdown to the spill file cost 2 % of a 10,000-page build's CPU.
    public var rereadsFiles = false
    /// What the Swift sources of a catalog file's module say of its symbols (`GuideSymbols`,
    /// set by the build); nil for a catalog with no sources around it.
    public var moduleSymbols: (@Sendable (_ file: ContentFile) -> ModuleSymbols?)?

    public init(config: SiteConfig) {
        languages = config.languages
        defaultLanguage = config.defaultLanguage
        allowRawHTML = config.allowRawHTML
    }

    /// Keys a page's front matter may have.
    static let frontMatterKeys = ["id", "title", "summary", "section", "order", "related", "updated", "lang"]
    /// Files larger than this are still built, with a warning: they are almost certainly a mistake.
    static let largeFileBytes = 10 << 20

    /// The page of a file, or nil when it cannot be built; diagnostics either way.
    public func parse(_ file: ContentFile) -> (Page?, [Diagnostic]) {
        let (page, diagnostics, _) = parseKeepingDocument(file)
        return (page, diagnostics)
    }

    /// `parse(_:)` for a file whose bytes the caller has already read.
    public func parse(_ file: ContentFile, data: Data) -> (Page?, [Diagnostic]) {
        let (page, diagnostics, _) = parseKeepingDocument(file, data: data)
        return (page, diagnostics)
    }

    /// `parse(_:)`, and the cmark tree of the page's body (headings' `{#id}` markers removed)
    /// for whoever reads the page next, when the body was parsed.
    public func parseKeepingDocument(_ file: ContentFile) -> (Page?, [Diagnostic], MarkdownDocument?) {
        let data: Data
        do {
            data = try FileReader.contents(of: file.path)
        } catch {
            return (nil, [.error("content.unreadable", "cannot read the file: \(ContentDiscovery.reason(error))", at: SourceLocation(file: file.displayPath))], nil)
        }
        return parseKeepingDocument(file, data: data)
    }

    /// `parseKeepingDocument(_:)` for a file whose bytes the caller has already read.
    public func parseKeepingDocument(_ file: ContentFile, data: Data) -> (Page?, [Diagnostic], MarkdownDocument?) {
        let text: String
        switch TextDecoding.utf8(data) {
        case .success(let decoded): text = decoded
        case .failure(let failure):
            return (nil, [.error("content.encoding", failure.message, at: failure.location(in: file.displayPath))], nil)
        }
        var diagnostics: [Diagnostic] = []
        if data.count > Self.largeFileBytes {
            diagnostics.append(.warning("content.large-file", "the file is \(data.count >> 20) MB; pages this large are slow to read and to search", at: SourceLocation(file: file.displayPath)))
        }
        var document: MarkdownDocument?
        let page = parse(text: text, file: file, into: &diagnostics, document: &document)
        return (page, diagnostics, page == nil ? nil : document)
    }

    /// The page of already-decoded text, and the cmark tree of its body when it was parsed.
    func parse(text: String, file: ContentFile, into diagnostics: inout [Diagnostic], document parsedDocument: inout MarkdownDocument?) -> Page? {
        let path = file.displayPath
        if text.allSatisfy(\.isWhitespace) {
            // DocC skips an empty article without a word; catalogs have no front matter to ask for.
            diagnostics.append(file.isCatalog
                ? .warning("catalog.empty", "the article is empty; skipped", at: SourceLocation(file: path, line: 1, column: 1))
                : .error("content.empty", "the file is empty; a page needs front matter with at least a `title`", at: SourceLocation(file: path, line: 1, column: 1)))
            return nil
        }
        if file.isCatalog {
            return parseCatalogArticle(text: text, file: file, into: &diagnostics, document: &parsedDocument)
        }
        // A page whose front matter is broken is an error, but is read on as far as it can be,
        // so that its links and copy are checked in the same run.
        let errorsAtStart = diagnostics.count(of: .error)
        let split = Self.frontMatterSplit(of: text, path: path, into: &diagnostics)

        // Name: `<id>.<lang>.md`, `_index.<lang>.md`, or without a language suffix.
        let (stem, suffix) = PageFileName.split(String(PathNames.fileName(file.folderRelativePath)))
        var language: Language?
        if let tag = suffix {
            guard languages.contains(Language(tag)) else {
                diagnostics.append(.warning("content.language", "`\(tag)` is not one of the site's languages (\(languages.map(\.tag).joined(separator: ", "))); the page is skipped", at: SourceLocation(file: path),
                                            suggestion: Suggestions.didYouMean(tag, in: languages.map(\.tag))))
                return nil
            }
            language = Language(tag)
        }
        // A folder of one language (`content: {zh-Hans: …}`) gives its files their language.
        if let folderLanguage = file.language {
            if let named = language, named != folderLanguage {
                diagnostics.append(.warning("content.language", "the file name says `\(named.tag)`, but the file is in the \(folderLanguage.tag) content folder; it is read as \(folderLanguage.tag)", at: SourceLocation(file: path)))
            }
            language = folderLanguage
        }

        let reader = YAMLReader(file: path, lineOffset: 1)
        let fields = Self.frontMatterFields(split.yaml ?? "", reader: reader, into: &diagnostics)
        let titleNode = fields["title"]
        let title = Self.title(titleNode, reader: reader, errorsAtStart: errorsAtStart, into: &diagnostics)
        let summary = fields["summary"].flatMap { reader.string($0, key: "summary", into: &diagnostics) } ?? ""
        let order = fields["order"].flatMap { reader.int($0, key: "order", into: &diagnostics) } ?? Int.max
        language = pageLanguage(lang: fields["lang"], fromFile: language, reader: reader, into: &diagnostics)
        let updated = Self.updatedDate(fields["updated"], reader: reader, into: &diagnostics)
        var related: [(id: String, location: SourceLocation)] = []
        if let node = fields["related"] {
            related = (reader.strings(node, key: "related", into: &diagnostics) ?? []).map { ($0.0, reader.location($0.1)) }
        }
        let (kind, id, section) = Self.kindIDAndSection(file: file, stem: stem, fields: fields, reader: reader, into: &diagnostics)

        // The Markdown body, unless this reader skips it.
        var headings: [Heading] = []
        var links: [LinkReference] = []
        if readsBody, bodyLanguages?.contains(language ?? defaultLanguage) ?? true {
            let document = MarkdownDocument(split.body, lineOffset: split.bodyLineOffset)
            parsedDocument = document
            headings = document.headings
            links = readsHeadingsOnly ? [] : Self.links(in: document, text: split.body, lineOffset: split.bodyLineOffset)
            if !readsHeadingsOnly, checksMarkdown { diagnostics += markdownChecks(document, text: text, path: path) }
        }
        let (header, titlePosition) = Self.header(of: text, split: split, titleNode: titleNode, path: path)
        // The body is the end of the file's text, so the file's text is header and body.
        let stored = rereadsFiles ? BodyText.inFile(path: file.path, header: header, fileText: text)
            : BodyText.stored(header: header, body: split.body, fileText: text, in: spill)
        return Page(kind: kind, language: language ?? defaultLanguage, id: id, section: section, title: title, summary: summary,
                    order: order, related: related, updated: updated, path: path, contentRelativePath: file.relativePath,
                    bodyText: stored.text, bodyLineOffset: split.bodyLineOffset, headings: headings, links: links,
                    titlePosition: titlePosition, header: stored.header)
    }

    /// The page's front matter and body; when the front matter is missing or has no closing
    /// line, an error, and the whole text as the body (with an empty front matter).
    private static func frontMatterSplit(of text: String, path: String, into diagnostics: inout [Diagnostic]) -> FrontMatter.Split {
        guard let found = FrontMatter.split(text) else {
            diagnostics.append(.error("frontmatter.missing", "the page has no front matter; start the file with a `---` line, then `title: …`, then `---`", at: SourceLocation(file: path, line: 1, column: 1)))
            return FrontMatter.Split(yaml: "", body: text, bodyLineOffset: 0)
        }
        guard found.yaml != nil else {
            diagnostics.append(.error("frontmatter.unterminated", "the front matter starting here has no closing `---` line", at: SourceLocation(file: path, line: 1, column: 1)))
            return FrontMatter.Split(yaml: "", body: text, bodyLineOffset: 0)
        }
        return found
    }

    /// Where `key`'s value stands in `page`'s front matter (nil when it has none), read again
    /// from the page's header: for a diagnostic after parsing, as keeping every field's place
    /// for every page would grow with the site.
    public static func frontMatterLocation(of key: String, in page: Page) -> SourceLocation? {
        guard let yaml = FrontMatter.split(page.header)?.yaml else { return nil }
        let reader = YAMLReader(file: page.path, lineOffset: 1)
        var ignored: [Diagnostic] = []
        return frontMatterFields(yaml, reader: reader, into: &ignored)[key].map(reader.location)
    }

    /// The front matter's values by key; an unknown key is a warning and left out.
    static func frontMatterFields(_ yaml: String, reader: YAMLReader, into diagnostics: inout [Diagnostic]) -> [String: FrontMatterValue] {
        var fields: [String: FrontMatterValue] = [:]
        guard !yaml.allSatisfy(\.isWhitespace) else { return fields }
        for (key, keyNode, value) in reader.frontMatter(yaml, into: &diagnostics) {
            if frontMatterKeys.contains(key) {
                fields[key] = value
            } else {
                diagnostics.append(.warning("frontmatter.unknown-key", "unknown front matter key `\(key)`; it is ignored", at: reader.location(keyNode),
                                            suggestion: Suggestions.didYouMean(key, in: frontMatterKeys)))
            }
        }
        return fields
    }

    /// The page's `title`, trimmed; an error when it is missing or empty, unless an earlier
    /// error (since `errorsAtStart`) already explains it.
    private static func title(_ titleNode: FrontMatterValue?, reader: YAMLReader, errorsAtStart: Int, into diagnostics: inout [Diagnostic]) -> String {
        let errorsBefore = diagnostics.count(of: .error)
        // (A front matter that could not be read has said so already.)
        if titleNode == nil, diagnostics.count(of: .error) == errorsAtStart {
            diagnostics.append(.error("frontmatter.missing-title", "the front matter has no `title`", at: SourceLocation(file: reader.file, line: 1, column: 1)))
        }
        let title = titleNode.flatMap { reader.string($0, key: "title", into: &diagnostics)?.trimmingWhitespace() } ?? ""
        if let titleNode, title.isEmpty, diagnostics.count(of: .error) == errorsBefore {
            diagnostics.append(.error("frontmatter.missing-title", "`title` is empty", at: reader.location(titleNode)))
        }
        return title
    }

    /// The page's language: the one its file name or folder gives (`language`), or front
    /// matter's `lang`, which must be a site language and agree with the file's.
    private func pageLanguage(lang langNode: FrontMatterValue?, fromFile language: Language?, reader: YAMLReader, into diagnostics: inout [Diagnostic]) -> Language? {
        guard let langNode, let tag = reader.string(langNode, key: "lang", into: &diagnostics) else { return language }
        if !languages.contains(Language(tag)) {
            diagnostics.append(.error("frontmatter.invalid", "`lang` is `\(tag)`, which is not one of the site's languages", at: reader.location(langNode),
                                      suggestion: Suggestions.didYouMean(tag, in: languages.map(\.tag))))
        } else if let fromName = language, fromName.tag != tag {
            diagnostics.append(.error("frontmatter.invalid", "`lang` says `\(tag)` but the file name says `\(fromName.tag)`", at: reader.location(langNode)))
        } else {
            return Language(tag)
        }
        return language
    }

    /// `updated`, when it is a date written YYYY-MM-DD; anything else is a warning.
    private static func updatedDate(_ node: FrontMatterValue?, reader: YAMLReader, into diagnostics: inout [Diagnostic]) -> String? {
        guard let node, let value = reader.string(node, key: "updated", into: &diagnostics) else { return nil }
        guard isDate(value) else {
            diagnostics.append(.warning("frontmatter.invalid-date", "`updated` should be a date written YYYY-MM-DD, not `\(value)`", at: reader.location(node)))
            return nil
        }
        return value
    }

    /// Where the page stands in the site: the home page, a section's page (`_index.md`) or a
    /// topic, its id, and its section's id (fit for URLs).
    private static func kindIDAndSection(file: ContentFile, stem: String, fields: [String: FrontMatterValue], reader: YAMLReader,
                                         into diagnostics: inout [Diagnostic]) -> (kind: PageKind, id: String, section: String) {
        let path = file.displayPath
        let folders = folderPath(of: file.folderRelativePath)
        let isIndex = stem == "_index" || stem == "index"
        let kind: PageKind
        var id: String
        // A folder inside a section's folder is a section inside that section: its id is the
        // folders' path (`components/menus-and-actions`).
        var section = fields["section"].flatMap { reader.string($0, key: "section", into: &diagnostics) } ?? folders
        if isIndex {
            kind = folders.isEmpty ? .home : .section
            id = kind == .home ? "" : section
        } else {
            kind = .topic
            if let node = fields["id"], let explicit = reader.string(node, key: "id", into: &diagnostics) {
                id = explicit
                if HeadingAnchors.slug(explicit) != explicit {
                    diagnostics.append(.error("frontmatter.invalid", "`id` must be lower-case letters, digits and hyphens, such as `\(HeadingAnchors.slug(explicit))`", at: reader.location(node)))
                }
            } else {
                id = HeadingAnchors.slug(stem)
                if id != stem {
                    diagnostics.append(.warning("content.file-name", "the file name is not a valid topic id; the page's id is `\(id)` (rename the file or set `id:`)", at: SourceLocation(file: path)))
                }
            }
            if section.isEmpty {
                diagnostics.append(.error("content.no-section", "a topic must be inside a section folder (such as `Content/components/`) or name its `section`", at: SourceLocation(file: path, line: 1, column: 1)))
            }
        }
        if !section.isEmpty, !isSlugPath(section), sectionSlug(section) != section {
            let fixed = sectionSlug(section)
            // At the front matter's `section:` when it names the section, else the file's folder is the name.
            diagnostics.append(.warning("content.file-name", "the section name `\(section)` is not a valid URL segment; it is published as `\(fixed)`",
                                        at: fields["section"].map(reader.location) ?? SourceLocation(file: path)))
            section = fixed
        }
        return (kind, id, section)
    }

    /// Warnings about the body's Markdown: a second level-1 heading, two headings with one
    /// `{#id}`, raw HTML the site does not allow.
    private func markdownChecks(_ document: MarkdownDocument, text: String, path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Slugs are made unique; an id the author chose is kept, so only chosen ids repeat.
        var firstLines: [String: Int] = [:]
        for heading in document.headings {
            guard let first = firstLines[heading.id] else {
                firstLines[heading.id] = heading.line
                continue
            }
            diagnostics.append(.warning("markdown.duplicate-id", "the heading on line \(first) has the id `\(heading.id)` too; links to `#\(heading.id)` reach that one",
                                        at: SourceLocation(file: path, line: heading.line, column: 1), suggestion: "give each heading its own `{#id}`"))
        }
        document.walk { node, entering in
            guard entering else { return .continue }
            switch node.kind {
            case .heading where node.headingLevel == 1:
                diagnostics.append(.warning("markdown.h1", "the page title is the page's only level-1 heading; use `##` here", at: SourceText(path: path, text: text).location(line: node.startLine, byteColumn: node.startByteColumn)))
            case .htmlBlock, .htmlInline:
                if !allowRawHTML, !node.isHTMLComment {
                    diagnostics.append(.warning("markdown.raw-html", "raw HTML is shown as text; allow it with `markdown: {unsafe: true}` in guidegen.yml", at: SourceText(path: path, text: text).location(line: node.startLine, byteColumn: node.startByteColumn)))
                }
            default:
                break
            }
            return .continue
        }
        return diagnostics
    }

    /// A section id fit for URLs: each folder's name made a slug (`Menus & Actions/Buttons` →
    /// `menus-actions/buttons`), empty names dropped.
    static func sectionSlug(_ id: String) -> String {
        id.split(separator: "/").map { HeadingAnchors.slug(String($0)) }.filter { !$0.isEmpty }.joined(separator: "/")
    }

    /// True when `sectionSlug(path)` is `path` itself, as nearly every section's is, known from
    /// its bytes alone: each part between slashes is lower-case letters, digits and `_` with
    /// single hyphens between them. False does not say the slug differs (`sectionSlug` says).
    /// Every page asks (the split, slugs and join took 1–2 % of a build's CPU).
    static func isSlugPath(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): break
            case UInt8(ascii: "-"), UInt8(ascii: "/"):
                guard previous != UInt8(ascii: "-"), previous != UInt8(ascii: "/") else { return false }
            default: return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: "-") && previous != UInt8(ascii: "/")
    }

    /// The folders of a file's path inside its content folder, joined by slashes, empty ones
    /// left out (`components/menus-and-actions` for `components/menus-and-actions/buttons.en.md`).
    static func folderPath(of relativePath: String) -> String {
        let utf8 = relativePath.utf8, slash = UInt8(ascii: "/")
        guard let lastSlash = utf8.lastIndex(of: slash) else { return "" }
        // Nearly always written without empty folders (no slash first, last or twice): the
        // path up to its file's name.
        if utf8.first != slash, utf8.last != slash, !zip(utf8, utf8.dropFirst()).contains(where: { $0 == slash && $1 == slash }) {
            return String(Substring(utf8[..<lastSlash]))
        }
        return relativePath.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// The header text, and where the title stands in it for the linter.
    private static func header(of text: String, split: FrontMatter.Split, titleNode: FrontMatterValue?, path: String)
        -> (header: String, titlePosition: (line: Int, byteColumn: Int, exact: Bool)?) {
        let header = String(text.utf8.prefix(text.utf8.count - split.body.utf8.count))!
        guard let titleNode, let mark = titleNode.position, let scalar = titleNode.scalarText else { return (header, nil) }
        // Yams counts columns in Unicode scalars; the linter wants UTF-8 bytes.
        let line = mark.line + 1
        let lineText = SourceText(path: path, text: header).line(line) ?? ""
        let byteColumn = lineText.unicodeScalars.prefix(mark.column - 1).reduce(0) { $0 + UTF8.width($1) } + 1
        let exact = scalar.isPlain && lineText.utf8.dropFirst(byteColumn - 1).starts(with: scalar.text.utf8)
        return (header, (line, byteColumn, exact))
    }

    static func isDate(_ text: String) -> Bool {
        // On the bytes: `YYYY-MM-DD` is ASCII, and this runs for every page.
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month) else { return false }
        // The Gregorian calendar's days in the month: 2026-02-30 would be published in the
        // sitemap's `lastmod` and the page's `<time datetime>` as a day that never was.
        let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = month == 2 ? (isLeapYear ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
        return (1...days).contains(day)
    }
}

/// Splits a page into its YAML front matter and Markdown body.
enum FrontMatter {
    struct Split: Equatable {
        /// The YAML between the `---` lines, or nil when the closing line is missing.
        var yaml: String?
        var body: String
        /// Lines above the body (both `---` lines and the YAML).
        var bodyLineOffset: Int
    }

    /// Nil when the text does not start with a `---` line. Only the lines up to the closing
    /// `---` are looked at, so a large body costs nothing here.
    static func split(_ text: String) -> Split? {
        var lineStart = text.startIndex
        var lineNumber = 0
        var yamlStart: String.Index?
        while lineStart < text.endIndex {
            // Search bytes, not Characters: "\r\n" is one Character and would hide the newline.
            // A line ends as cmark ends one: at "\n", "\r\n" or a lone "\r".
            let utf8 = text.utf8
            let lineEnd = utf8[lineStart...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? utf8.endIndex
            let line = Self.trimmed(utf8[lineStart..<lineEnd])
            var next = lineEnd < utf8.endIndex ? utf8.index(after: lineEnd) : utf8.endIndex
            if lineEnd < utf8.endIndex, utf8[lineEnd] == UInt8(ascii: "\r"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
                next = utf8.index(after: next)
            }
            lineNumber += 1
            if let start = yamlStart {
                if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
                    return Split(yaml: String(text[start..<lineStart]), body: String(text[next...]), bodyLineOffset: lineNumber)
                }
            } else {
                guard line.elementsEqual("---".utf8) else { return nil }
                yamlStart = next
            }
            lineStart = next
        }
        return yamlStart == nil ? nil : Split(yaml: nil, body: "", bodyLineOffset: 0)
    }

    /// A line without the spaces, tabs and line ends around it (the only whitespace that can
    /// stand around a `---` line), compared as bytes: making a trimmed String of every line of
    /// the front matter was a tenth of the parse stage.
    private static func trimmed(_ line: Substring.UTF8View) -> Substring.UTF8View {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A || $0 == 0x0B || $0 == 0x0C }
        guard let first = line.firstIndex(where: { !isSpace($0) }) else { return line[line.endIndex...] }
        let last = line.lastIndex(where: { !isSpace($0) })!
        return line[first...last]
    }
}

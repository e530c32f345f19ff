import GuideCore

/// A block directive in Swift-DocC's syntax, `@Name(label: value, …) { body }`, as found by
/// `DirectiveScanner`. The model is plain data: the content layer reads `@Metadata` and
/// `@Options` from it, and the renderer draws the directives that show on a page.
public struct Directive: Sendable, Hashable {
    /// One argument: `label: value`, or an unlabeled `value` (`@AutomaticSeeAlso(disabled)`).
    struct Argument: Sendable, Hashable {
        var label: String?
        /// The value with its quotes removed (`"A title"` → `A title`).
        var value: String

        init(label: String?, value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The name without the `@` (`Row`, `TechnologyRoot`).
    public var name: String
    var arguments: [Argument]
    /// The directives in the body, in order. In `body`, each one that shows on a page stands as a
    /// placeholder line (see `DirectiveScanner.placeholderIndex`) whose number indexes this list.
    public var children: [Directive]
    /// The body's Markdown with its common indentation removed and its own directives replaced
    /// (placeholders for those that render, blank lines for the rest). Empty without a body.
    public var body: String
    /// The body's 1-based lines in the scanned text (for a one-line directive, that one line);
    /// nil when the directive has no `{ … }`.
    public var bodyLines: Range<Int>?
    /// How far `body` is shifted left from the scanned text, in UTF-8 bytes (the indentation
    /// removed from each body line, the enclosing bodies' included; on a one-line directive,
    /// everything up to the body's text): add it to a column that Markdown parsed from `body`
    /// reports to get the column in the scanned text.
    public var bodyIndent: Int
    /// Where the `@` stands: 1-based line and UTF-8 byte column in the scanned text.
    public var line: Int
    public var column: Int
    /// For a directive drawn from another file's text (`sourceDocumentation`): that text, with
    /// where its lines stand in its file.
    public var origin: SourceExcerpt?

    init(name: String, arguments: [Argument] = [], children: [Directive] = [], body: String = "",
                bodyLines: Range<Int>? = nil, bodyIndent: Int = 0, line: Int = 1, column: Int = 1) {
        self.name = name
        self.arguments = arguments
        self.children = children
        self.body = body
        self.bodyLines = bodyLines
        self.bodyIndent = bodyIndent
        self.line = line
        self.column = column
    }

    /// The name of `sourceDocumentation`'s directives, which no `@` line can spell.
    public static let sourceDocumentationName = "source-documentation"

    /// The first line of a `sourceDocumentation` directive's body: after any file's, so that
    /// nothing it holds is taken for the file's own.
    public static let sourceDocumentationFirstLine = 1 << 20

    /// A symbol's documentation comment after its summary (Markdown, with where it stands in
    /// its Swift file), drawn in a documentation extension file's body as a directive is: at
    /// `line` of its scanned text, where the file's blanked title stands. Its body's lines are
    /// numbered from `sourceDocumentationFirstLine`.
    public static func sourceDocumentation(_ comment: SourceExcerpt, line: Int) -> Directive {
        let first = sourceDocumentationFirstLine
        var directive = Directive(name: sourceDocumentationName, body: comment.text,
                                  bodyLines: first..<(first + comment.text.newlineSeparatedLineCount), line: line, column: 1)
        directive.origin = comment
        return directive
    }

    /// What the directive says, as written but for indentation and blank lines: its name,
    /// arguments and body, with the directives nested in it that show on a page in their places.
    public var wording: String {
        var text = "@" + name
        if !arguments.isEmpty { text += "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value }.joined(separator: ", ") + ")" }
        return text + " {\n" + DirectiveScanner.writtenOut(body, directives: children) + "\n}"
    }

    /// The value of the argument with this label; `nil` asks for the first unlabeled one.
    public func argument(_ label: String?) -> String? {
        arguments.first { $0.label == label }?.value
    }

    /// What guidegen does with a directive of this name.
    public enum Role: Sendable {
        /// `@Metadata`: read into the page's metadata, never shown.
        case metadata
        /// `@Options`: read and dropped (guidegen's pages have no automatic sections to switch off).
        case options
        /// `@Comment`: dropped.
        case comment
        /// Shown on the page: `@Row`/`@Column`, `@TabNavigator`/`@Tab`, `@Small`, `@Image`,
        /// `@Video`, `@Links` (and the directives nested in them).
        case rendered
        /// Not known: a warning, and its body shown as Markdown.
        case unknown
    }

    /// Directives that show on a page.
    static let renderedNames: Set<String> = ["Row", "Column", "TabNavigator", "Tab", "Small", "Image", "Video", "Links"]
    /// Directives allowed inside `@Metadata`.
    static let metadataNames: Set<String> = ["TechnologyRoot", "DisplayName", "TitleHeading", "PageImage", "PageKind", "PageColor",
                                                    "Available", "CallToAction", "SupportedLanguage", "DocumentationExtension", "Redirected"]
    /// Directives allowed inside `@Options`.
    static let optionNames: Set<String> = ["AutomaticSeeAlso", "AutomaticTitleHeading", "AutomaticArticleSubheading", "TopicsVisualStyle"]

    /// True when the directive shows on the page (a known one that renders, or one guidegen
    /// does not know, drawn as its body): not `@Metadata`, `@Options` or `@Comment`.
    public var showsOnPage: Bool { role == .rendered || role == .unknown }

    /// The role of a top-level directive (or one nested in a rendered directive).
    public var role: Role {
        switch name {
        case "Metadata": return .metadata
        case "Options": return .options
        case "Comment": return .comment
        default: return Self.renderedNames.contains(name) ? .rendered : .unknown
        }
    }
}

/// What a page's `@Metadata` says, as far as a static page can use it.
public struct DirectiveMetadata: Sendable, Hashable {
    /// `@TechnologyRoot`: the catalog's root article, the site's home page.
    public var isTechnologyRoot = false
    /// `@DisplayName("…")`: the title shown instead of the `#` heading.
    public var displayName: String?
    /// `@TitleHeading("…")`: the small heading above the title (DocC's "Article" line).
    public var titleHeading: String?
    /// `@PageKind(article|sampleCode)`.
    public var pageKind: String?
    /// `@PageColor(blue)`.
    public var pageColor: String?
    /// `@PageImage(purpose: icon|card, source: …, alt: …)`, each as its arguments.
    var pageImages: [Directive] = []
    /// `@Available(iOS, introduced: "17.0")`: platform and version, in order.
    public var availability: [(platform: String, introduced: String?)] = []
    /// `@CallToAction(url: …, purpose: link|download, label: …)`.
    public var callToAction: Directive?

    public init() {}

    public static func == (a: DirectiveMetadata, b: DirectiveMetadata) -> Bool {
        a.isTechnologyRoot == b.isTechnologyRoot && a.displayName == b.displayName && a.titleHeading == b.titleHeading
            && a.pageKind == b.pageKind && a.pageColor == b.pageColor && a.pageImages == b.pageImages
            && a.availability.elementsEqual(b.availability, by: { $0.platform == $1.platform && $0.introduced == $1.introduced })
            && a.callToAction == b.callToAction
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isTechnologyRoot)
        hasher.combine(displayName)
        hasher.combine(titleHeading)
    }

    /// The metadata of a page's first `@Metadata` directive (its children): DocC reads no other.
    public init(_ directives: [Directive]) {
        if let metadata = directives.first(where: { $0.name == "Metadata" }) {
            for child in metadata.children {
                switch child.name {
                case "TechnologyRoot": isTechnologyRoot = true
                case "DisplayName": displayName = child.argument(nil)
                case "TitleHeading": titleHeading = child.argument(nil)
                case "PageKind": pageKind = child.argument(nil)
                case "PageColor": pageColor = child.argument(nil)
                case "PageImage": pageImages.append(child)
                case "Available": availability.append((child.argument(nil) ?? "", child.argument("introduced")))
                case "CallToAction": callToAction = child
                default: break
                }
            }
        }
    }
}

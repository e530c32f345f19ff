import CCmark
import GuideCore

/// Where a link in Markdown goes once the site has resolved it.
public struct LinkTarget {
    /// The URL to write into `href`.
    public var href: String
    /// Text for a link written without text (`[](doc:alerts)` or `<doc:alerts>`): the target's title.
    public var title: String?
    /// Extra attributes, already escaped, such as ` hreflang="en" class="other-language"`.
    public var attributes: String
    /// Text appended inside the link after its content (a marker such as "English"), escaped by the renderer.
    public var marker: String?
    /// The language of the target, when it differs from the page's: the marker, and a title
    /// used as link text, are marked up in that language.
    public var language: String?
    /// Show the link as text, without `<a>` (DocC's way with a link it cannot resolve): its
    /// own text, or for a link without text, `title`.
    public var isText = false

    public init(href: String, title: String? = nil, attributes: String = "", marker: String? = nil, language: String? = nil) {
        self.href = href
        self.title = title
        self.attributes = attributes
        self.marker = marker
        self.language = language
    }

    /// A link shown as text only: `text` stands in for a link that has none of its own.
    public static func text(_ text: String) -> LinkTarget {
        var target = LinkTarget(href: "", title: text)
        target.isText = true
        return target
    }
}

/// An image as a page shows it: its file for each pixel density and colour scheme, and the
/// size it takes on the page (CSS pixels), so the space is kept before it loads.
public struct ImageSource: Equatable {
    /// The URL for browsers that read no `srcset`.
    public var src: String
    /// `url 1x, url 2x`, when the image has more than one density.
    public var srcset: String?
    /// The `srcset` of the dark variant, shown when the reader prefers a dark colour scheme.
    public var darkSrcset: String?
    public var width: Int?
    public var height: Int?

    public init(src: String, srcset: String? = nil, darkSrcset: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.src = src
        self.srcset = srcset
        self.darkSrcset = darkSrcset
        self.width = width
        self.height = height
    }
}

/// Words the renderer prints around guideline components, in the page's language.
public struct MarkdownLabels: Sendable {
    public var doExample: String
    public var dontExample: String
    public var roles: [String: String]
    /// The label of an aside written without one (DocC's dialect).
    public var note: String

    public init(doExample: String, dontExample: String, roles: [String: String], note: String = "Note") {
        self.doExample = doExample
        self.dontExample = dontExample
        self.roles = roles
        self.note = note
    }

    public static let english = MarkdownLabels(doExample: "Do", dontExample: "Don’t", roles: [
        "button": "Button", "title": "Title", "heading": "Heading", "alert-title": "Alert title", "alert-message": "Alert message",
        "message": "Message", "menu-item": "Menu item", "text": "Text",
    ])
    public static let simplifiedChinese = MarkdownLabels(doExample: "推荐", dontExample: "避免", roles: [
        "button": "按钮", "title": "标题", "heading": "小标题", "alert-title": "警告框标题", "alert-message": "警告框信息",
        "message": "信息", "menu-item": "菜单项", "text": "文本",
    ], note: "注意")
}

/// Renders a cmark tree to HTML. With `guideExtensions` off and raw HTML allowed it produces
/// the same HTML as `cmark_render_html` (checked against every example of the CommonMark spec);
/// with them on it adds heading ids, admonitions, figures and copy-example cards.
public struct HTMLRenderer {
    /// Pass raw HTML through; otherwise it is escaped and shown as text, and dangerous URLs are dropped.
    public var allowRawHTML: Bool
    /// Give every heading its anchor id.
    var headingIDs: Bool
    /// Admonitions (`> Note: …`), figures (an image alone in a paragraph) and ```` ```copy ```` cards.
    var guideExtensions: Bool
    var labels: MarkdownLabels
    /// Swift-DocC's dialect, for pages of a DocC catalog: every blockquote is an aside (a Note
    /// when it has no label) and any `Label:` names one; a fence without a language is Swift.
    public var docc = false
    /// Highlights a code block: given its language (empty when the fence names none) and its
    /// text, returns the HTML to put inside `<code>`, or nil to write the text escaped.
    public var highlight: ((_ language: String, _ code: String) -> String?)?
    /// Resolves a link by its destination as written (called for every link, in document
    /// order); nil keeps the destination as written.
    public var resolveLink: ((String) -> LinkTarget?)?
    /// Finds an image's files and size from its source as written; nil keeps the source as written.
    public var resolveImage: ((String) -> ImageSource?)?
    /// The HTML of the directive a placeholder line stands for (`DirectiveScanner`), by its
    /// index in the scanned text's directives; without it, directives leave nothing behind.
    public var renderDirective: ((Int) -> String)?
    /// What a code span (its text, and its line in the file) shows instead of its text, and
    /// where it links, or nil for its text: DocC shows a symbol link
    /// (``` ``ArgumentParser/Flag`` ```) by its symbol's name (`Flag`), linked to its page.
    public var symbolLink: ((_ text: String, _ line: Int) -> (name: String, href: String?)?)?

    public init(allowRawHTML: Bool = false, headingIDs: Bool = true, guideExtensions: Bool = true, labels: MarkdownLabels = .english) {
        self.allowRawHTML = allowRawHTML
        self.headingIDs = headingIDs
        self.guideExtensions = guideExtensions
        self.labels = labels
    }

    /// The HTML of a whole document.
    public func render(_ document: MarkdownDocument) -> String {
        String(decoding: renderUTF8(document), as: UTF8.self)
    }

    /// The HTML of a whole document as UTF-8 bytes (for a page, which goes to its file as bytes:
    /// making a `String` of every body checked its bytes once more).
    public func renderUTF8(_ document: MarkdownDocument) -> [UInt8] {
        fill(record(document))
    }

    /// The document's HTML with holes for what the closures decide (`PendingHTML`). The tree
    /// is changed on the way (asides lose their labels): render a tree once. Of the closures,
    /// only `highlight` runs here.
    public func record(_ document: MarkdownDocument) -> PendingHTML {
        var pending = PendingHTML()
        pending.headings = document.headings
        var recording = Recording(headings: headingIDs ? document.headings : [])
        // One method per node, on `recording` in place: this runs for every node of every page.
        document.walk { node, entering in
            if recording.plainUntil != nil { return recordAltText(node, entering, &recording) }
            return recordNode(node, entering, &recording)
        }
        pending.bytes = recording.out.bytes
        pending.holes = recording.holes
        return pending
    }

    /// What `record` keeps while it walks a document.
    private struct Recording {
        var out = HTMLBuffer()
        // Each hole at the length of `out` when it is met.
        var holes: [PendingHTML.Hole] = []
        /// The headings whose ids the headings get, in order (none without `headingIDs`).
        let headings: [Heading]
        var headingIndex = 0
        /// While rendering an image's alt text, only literals are written (as cmark does).
        var plainUntil: OpaquePointer?
        /// Blockquotes rendered as admonitions.
        var asides = Set<OpaquePointer>()
        /// The `linkStart` holes of the links entered and not yet left.
        var openLinks: [Int] = []

        init(headings: [Heading]) { self.headings = headings }

        /// A hole at the end of the HTML so far.
        @inline(__always)
        mutating func appendHole(_ kind: PendingHTML.Kind) {
            holes.append(.init(offset: out.bytes.count, kind: kind))
        }
    }

    /// Inside an image's alt text, up to the image's exit: its literals only.
    @inline(__always)
    private func recordAltText(_ node: MarkdownNode, _ entering: Bool, _ recording: inout Recording) -> WalkAction {
        if node.pointer == recording.plainUntil, !entering {
            recording.plainUntil = nil
            recording.appendHole(.imageEnd(title: node.title))
            return .continue
        }
        if entering {
            switch node.kind {
            case .text, .code, .htmlInline: recording.out.appendEscaped(node.literalPointer)
            case .softBreak, .lineBreak: recording.out.append(" ")
            default: break
            }
        }
        return .continue
    }

    /// A node's HTML, or a hole for what the closures decide.
    @inline(__always)
    private func recordNode(_ node: MarkdownNode, _ entering: Bool, _ recording: inout Recording) -> WalkAction {
        switch node.kind {
        case .document, .customBlock, .customInline, .none:
            break
        case .blockQuote:
            recordBlockQuote(node, entering, &recording)
        case .list:
            recordList(node, entering, &recording.out)
        case .item:
            if entering {
                recording.out.cr()
                recording.out.append("<li>")
            } else {
                recording.out.append("</li>\n")
            }
        case .heading:
            recordHeading(node, entering, &recording)
        case .codeBlock:
            recordCodeBlock(node, &recording.out)
        case .htmlBlock:
            recordHTMLBlock(node, &recording)
        case .paragraph:
            return recordParagraph(node, entering, &recording)
        case .thematicBreak:
            recording.out.cr()
            recording.out.append("<hr />\n")
        case .text:
            recording.out.appendEscaped(node.literalPointer)
        case .softBreak:
            recording.out.append("\n")
        case .lineBreak:
            recording.out.append("<br />\n")
        case .code:
            recording.appendHole(.code(text: node.literal, line: node.startLine, insideLink: !recording.openLinks.isEmpty))
        case .htmlInline:
            if !allowRawHTML, node.isHTMLComment { break }
            if allowRawHTML {
                recording.out.appendRaw(node.literalPointer)
            } else {
                recording.out.appendEscaped(node.literalPointer)
            }
        case .emphasis:
            recording.out.append(entering ? "<em>" : "</em>")
        case .strong:
            recording.out.append(entering ? "<strong>" : "</strong>")
        case .link:
            recordLink(node, entering, &recording)
        case .image:
            if entering { recordImage(node, &recording) }
        }
        return .continue
    }

    /// A blockquote, or with the guide's extensions an admonition (`> Note: …`), which loses
    /// its label to the `<aside>`'s.
    @inline(__always)
    private func recordBlockQuote(_ node: MarkdownNode, _ entering: Bool, _ recording: inout Recording) {
        recording.out.cr()
        guard entering else {
            recording.out.append(recording.asides.contains(node.pointer) ? "</aside>\n" : "</blockquote>\n")
            return
        }
        if guideExtensions, let admonition = Admonition(node, docc: docc, defaultLabel: labels.note) {
            recording.out.append("<aside class=\"admonition \(admonition.kind)\" aria-label=\"")
            recording.out.appendEscaped(admonition.label)
            recording.out.append("\">\n<p class=\"admonition-label\">")
            recording.out.appendEscaped(admonition.label)
            recording.out.append("</p>\n")
            admonition.stripLabel()
            recording.asides.insert(node.pointer)
        } else {
            recording.out.append("<blockquote>\n")
        }
    }

    @inline(__always)
    private func recordList(_ node: MarkdownNode, _ entering: Bool, _ out: inout HTMLBuffer) {
        guard entering else {
            out.append(node.isOrderedList ? "</ol>\n" : "</ul>\n")
            return
        }
        out.cr()
        if node.isOrderedList {
            let start = node.listStart
            out.append(start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n")
        } else {
            out.append("<ul>\n")
        }
    }

    /// A heading, with the next anchor id when headings have them.
    @inline(__always)
    private func recordHeading(_ node: MarkdownNode, _ entering: Bool, _ recording: inout Recording) {
        let tag = "h\(node.headingLevel)"
        guard entering else {
            recording.out.append("</\(tag)>\n")
            return
        }
        recording.out.cr()
        recording.out.append("<\(tag)")
        if headingIDs, recording.headingIndex < recording.headings.count {
            recording.out.append(" id=\"")
            recording.out.appendEscaped(recording.headings[recording.headingIndex].id)
            recording.out.append("\"")
            recording.headingIndex += 1
        }
        recording.out.append(">")
    }

    /// A fenced or indented code block, highlighted when `highlight` can; with the guide's
    /// extensions a ```` ```copy ```` fence is a copy-example card.
    @inline(__always)
    private func recordCodeBlock(_ node: MarkdownNode, _ out: inout HTMLBuffer) {
        out.cr()
        let info = node.fenceInfo
        if guideExtensions, let example = CopyExample(info: info, literal: node.literal) {
            example.render(into: &out, labels: labels)
            return
        }
        var language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        // DocC treats a fence that names no language as Swift.
        if language.isEmpty, docc { language = "swift" }
        if !language.isEmpty {
            out.append("<pre><code class=\"language-")
            out.appendEscaped(language)
            out.append("\">")
        } else {
            out.append("<pre><code>")
        }
        if let highlight, let html = highlight(language, node.literal) {
            out.append(html)
        } else {
            out.appendEscaped(node.literalPointer)
        }
        out.append("</code></pre>\n")
    }

    /// A block of raw HTML: a directive's placeholder (a hole), or HTML passed through or shown as text.
    @inline(__always)
    private func recordHTMLBlock(_ node: MarkdownNode, _ recording: inout Recording) {
        if let index = DirectiveScanner.placeholderIndex(node.literal) {
            recording.appendHole(.directive(index))
            return
        }
        // Comments (lint switches, notes to translators) are invisible either way.
        if !allowRawHTML, node.isHTMLComment { return }
        recording.out.cr()
        if allowRawHTML {
            recording.out.appendRaw(node.literalPointer)
        } else {
            recording.out.append("<p class=\"raw-html\">")
            recording.out.appendEscaped(node.literal.trimmingWhitespace())
            recording.out.append("</p>")
        }
        recording.out.cr()
    }

    /// A paragraph (no tags in a tight list), or with the guide's extensions an image alone in
    /// its paragraph as a figure (a hole).
    @inline(__always)
    private func recordParagraph(_ node: MarkdownNode, _ entering: Bool, _ recording: inout Recording) -> WalkAction {
        if isTight(node) { return .continue }
        // An aside's label alone in its paragraph leaves the paragraph empty.
        if entering, guideExtensions, node.firstChild == nil { return .skipChildren }
        if entering, guideExtensions, let image = soleImage(of: node) {
            recording.out.cr()
            recording.appendHole(.figure(url: image.url, alt: image.plainText, caption: image.title))
            recording.out.append("\n")
            return .skipChildren
        }
        if entering {
            recording.out.cr()
            recording.out.append("<p>")
        } else {
            recording.out.append("</p>\n")
        }
        return .continue
    }

    /// A link's holes: its start on entering (where its end is, once it is left) and its end.
    @inline(__always)
    private func recordLink(_ node: MarkdownNode, _ entering: Bool, _ recording: inout Recording) {
        if entering {
            recording.openLinks.append(recording.holes.count)
            recording.appendHole(.linkStart(url: node.url, title: node.title, showsTargetTitle: node.showsTargetTitle, end: -1))
        } else if let start = recording.openLinks.popLast(), case let .linkStart(url, title, shows, _) = recording.holes[start].kind {
            recording.holes[start].kind = .linkStart(url: url, title: title, showsTargetTitle: shows, end: recording.holes.count)
            recording.appendHole(.linkEnd)
        }
    }

    /// An image's opening hole; its alt text follows as plain text (`recordAltText`) up to
    /// its exit, where the rest of its tag is a hole too.
    @inline(__always)
    private func recordImage(_ node: MarkdownNode, _ recording: inout Recording) {
        recording.appendHole(.imageStart(url: node.url))
        if node.firstChild != nil {
            recording.plainUntil = node.pointer
        } else {
            recording.appendHole(.imageEnd(title: node.title))
        }
    }

    /// What ends a link: nothing (a link shown as text), `</a>`, or a marker and `</a>`.
    private enum LinkEnd {
        case none, tag, marked(LinkTarget)
    }

    /// The HTML of `pending` with its holes filled by the closures: links resolved in document
    /// order, images, directives and symbol links.
    public func fill(_ pending: PendingHTML) -> [UInt8] {
        pending.bytes.withUnsafeBufferPointer { fill(pending, html: $0) }
    }

    /// `fill(_:)` for a recorded body whose HTML is kept apart from it: `html` in place of
    /// `pending.bytes` (a build keeps 10,000 bodies' HTML in blocks of its own; copying each
    /// back into an array first was one more pass over every page's HTML).
    public func fill(_ pending: PendingHTML, html: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        // Links gain their targets' URLs and titles: room for a few hundred bytes more.
        var out = HTMLBuffer(capacity: html.count + 1024)
        let holes = pending.holes
        var position = 0
        var linkEnds: [Int: LinkEnd] = [:]
        var image = ImageSource(src: "")
        var i = 0
        while i < holes.count {
            let hole = holes[i]
            out.append(UnsafeBufferPointer(rebasing: html[position..<hole.offset]))
            position = hole.offset
            i += 1
            switch hole.kind {
            case let .linkStart(url, title, showsTargetTitle, end):
                // A link whose text the target's title replaces: its own text is skipped.
                let replacedText = openLink(url: url, title: title, showsTargetTitle: showsTargetTitle, end: end, &linkEnds, &out)
                if replacedText, end >= 0 {
                    position = holes[end].offset
                    i = end + 1
                }
            case .linkEnd:
                switch linkEnds.removeValue(forKey: i - 1) ?? .tag {
                case .none: break
                case .tag: out.append("</a>")
                case .marked(let target): closeLink(target, &out)
                }
            case .imageStart(let url):
                image = imageSource(url)
                openPicture(image, &out)
                out.append("<img src=\"")
                out.appendHref(image.src)
                out.append("\" alt=\"")
            case .imageEnd(let title):
                closeImage(title: title, image, &out)
            case let .figure(url, alt, caption):
                renderFigure(url: url, alt: alt, caption: caption, into: &out)
            case .directive(let index):
                // (The lines around it are decided here: they depend on what comes before.)
                if let renderDirective {
                    out.cr()
                    out.append(renderDirective(index))
                    out.cr()
                }
            case let .code(text, line, insideLink):
                fillCode(text, line: line, insideLink: insideLink, &out)
            }
        }
        out.append(UnsafeBufferPointer(rebasing: html[position...]))
        return out.bytes
    }

    /// Writes a link's opening, or for a link shown as text, nothing or the target's title;
    /// records in `linkEnds` how the link at `end` closes. True when the target's title replaced
    /// the link's text (closed here): the caller skips that text.
    @inline(__always)
    private func openLink(url: String, title: String, showsTargetTitle: Bool, end: Int, _ linkEnds: inout [Int: LinkEnd], _ out: inout HTMLBuffer) -> Bool {
        let target = resolveLink?(url)
        var replaced = false
        if let target, target.isText {
            if showsTargetTitle {
                out.appendEscaped(target.title ?? url)
                replaced = true
            } else {
                linkEnds[end] = LinkEnd.none
            }
        } else {
            out.append("<a href=\"")
            out.appendHref(target?.href ?? URLSafety.safe(url))
            out.append("\"")
            if !title.isEmpty {
                out.append(" title=\"")
                out.appendEscaped(title)
                out.append("\"")
            }
            let replacesText = target?.title != nil && showsTargetTitle
            if let target { out.append(target.attributes) }
            if replacesText, let language = target?.language {
                out.append(" lang=\"")
                out.appendEscaped(language)
                out.append("\"")
            }
            out.append(">")
            if let target, let replacement = target.title, replacesText {
                out.appendEscaped(replacement)
                closeLink(target, &out)
                replaced = true
            } else if let target, target.marker != nil {
                linkEnds[end] = .marked(target)
            } else {
                linkEnds[end] = .tag
            }
        }
        return replaced
    }

    /// A code span: a symbol's name, linked to its page unless inside a link, or its text.
    @inline(__always)
    private func fillCode(_ text: String, line: Int, insideLink: Bool, _ out: inout HTMLBuffer) {
        if let symbolLink, let symbol = symbolLink(text, line) {
            // Not a link inside a link.
            let href = insideLink ? nil : symbol.href
            if let href {
                out.append("<a href=\"")
                out.appendHref(href)
                out.append("\">")
            }
            out.append("<code>")
            out.appendEscaped(symbol.name)
            out.append(href == nil ? "</code>" : "</code></a>")
        } else {
            out.append("<code>")
            out.appendEscaped(text)
            out.append("</code>")
        }
    }

    private func closeLink(_ target: LinkTarget, _ out: inout HTMLBuffer) {
        if let marker = target.marker {
            out.append("<span class=\"link-marker\"")
            if let language = target.language {
                out.append(" lang=\"")
                out.appendEscaped(language)
                out.append("\"")
            }
            out.append(">")
            out.appendEscaped(marker)
            out.append("</span>")
        }
        out.append("</a>")
    }

    private func closeImage(title: String, _ source: ImageSource, _ out: inout HTMLBuffer) {
        if !title.isEmpty {
            out.append("\" title=\"")
            out.appendEscaped(title)
        }
        out.append("\"")
        appendImageAttributes(source, &out)
        out.append(" />")
        if source.darkSrcset != nil { out.append("</picture>") }
    }

    private func imageSource(_ written: String) -> ImageSource {
        let url = URLSafety.safe(written, image: true)
        if let resolveImage, let resolved = resolveImage(url) { return resolved }
        return ImageSource(src: url)
    }

    /// A dark variant needs a `<picture>` around the `<img>`, with the dark files as a source
    /// chosen by the reader's colour scheme.
    private func openPicture(_ source: ImageSource, _ out: inout HTMLBuffer) {
        guard let dark = source.darkSrcset else { return }
        out.append("<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"")
        out.appendEscaped(dark)
        out.append("\" />")
    }

    /// `srcset`, `width` and `height`, after `alt` (and `title`).
    private func appendImageAttributes(_ source: ImageSource, _ out: inout HTMLBuffer) {
        if let srcset = source.srcset {
            out.append(" srcset=\"")
            out.appendEscaped(srcset)
            out.append("\"")
        }
        if let width = source.width, let height = source.height {
            out.append(" width=\"\(width)\" height=\"\(height)\"")
        }
    }

    private func isTight(_ paragraph: MarkdownNode) -> Bool {
        guard let grandparent = paragraph.parent?.parent, grandparent.kind == .list else { return false }
        return grandparent.isTightList
    }

    private func soleImage(of paragraph: MarkdownNode) -> MarkdownNode? {
        guard let child = paragraph.firstChild, child.next == nil, child.kind == .image else { return nil }
        return child
    }

    private func renderFigure(url: String, alt: String, caption: String, into out: inout HTMLBuffer) {
        let source = imageSource(url)
        out.append("<figure>\n")
        openPicture(source, &out)
        out.append("<img src=\"")
        out.appendHref(source.src)
        out.append("\" alt=\"")
        out.appendEscaped(alt)
        out.append("\"")
        appendImageAttributes(source, &out)
        out.append(" loading=\"lazy\" />")
        if source.darkSrcset != nil { out.append("</picture>") }
        if !caption.isEmpty {
            out.append("\n<figcaption>")
            out.appendEscaped(caption)
            out.append("</figcaption>")
        }
        out.append("\n</figure>")
    }
}


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
    var doExample: String
    var dontExample: String
    public var roles: [String: String]
    /// The label of an aside written without one (DocC's dialect).
    var note: String

    public init(doExample: String, dontExample: String, roles: [String: String], note: String = "Note") {
        self.doExample = doExample
        self.dontExample = dontExample
        self.roles = roles
        self.note = note
    }

    public static let english = MarkdownLabels(doExample: "Do", dontExample: "Don’t", roles: [
        "button": "Button", "title": "Title", "alert-title": "Alert title", "alert-message": "Alert message",
        "message": "Message", "menu-item": "Menu item", "text": "Text",
    ])
    public static let simplifiedChinese = MarkdownLabels(doExample: "推荐", dontExample: "避免", roles: [
        "button": "按钮", "title": "标题", "alert-title": "警告框标题", "alert-message": "警告框信息",
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
        let headings = headingIDs ? document.headings : []
        var out = HTMLBuffer()
        // Each hole at the length of `out` when it is met. (Appended in place: a local function
        // doing it made every access to `out` checked for exclusivity at run time.)
        var holes: [PendingHTML.Hole] = []
        var headingIndex = 0
        // While rendering an image's alt text, only literals are written (as cmark does).
        var plainUntil: OpaquePointer?
        // Blockquotes rendered as admonitions.
        var asides = Set<OpaquePointer>()
        // The `linkStart` holes of the links entered and not yet left.
        var openLinks: [Int] = []
        document.walk { node, entering in
            if let plain = plainUntil {
                if node.pointer == plain, !entering {
                    plainUntil = nil
                    holes.append(.init(offset: out.bytes.count, kind: .imageEnd(title: node.title)))
                    return .continue
                }
                if entering {
                    switch node.kind {
                    case .text, .code, .htmlInline: out.appendEscaped(node.literalPointer)
                    case .softBreak, .lineBreak: out.append(" ")
                    default: break
                    }
                }
                return .continue
            }
            switch node.kind {
            case .document:
                break
            case .blockQuote:
                if entering {
                    out.cr()
                    if guideExtensions, let admonition = Admonition(node, docc: docc, defaultLabel: labels.note) {
                        out.append("<aside class=\"admonition \(admonition.kind)\" aria-label=\"")
                        out.appendEscaped(admonition.label)
                        out.append("\">\n<p class=\"admonition-label\">")
                        out.appendEscaped(admonition.label)
                        out.append("</p>\n")
                        admonition.stripLabel()
                        asides.insert(node.pointer)
                        return .continue
                    }
                    out.append("<blockquote>\n")
                } else {
                    out.cr()
                    out.append(asides.contains(node.pointer) ? "</aside>\n" : "</blockquote>\n")
                }
            case .list:
                if entering {
                    out.cr()
                    if node.isOrderedList {
                        let start = node.listStart
                        out.append(start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n")
                    } else {
                        out.append("<ul>\n")
                    }
                } else {
                    out.append(node.isOrderedList ? "</ol>\n" : "</ul>\n")
                }
            case .item:
                if entering {
                    out.cr()
                    out.append("<li>")
                } else {
                    out.append("</li>\n")
                }
            case .heading:
                let tag = "h\(node.headingLevel)"
                if entering {
                    out.cr()
                    out.append("<\(tag)")
                    if headingIDs, headingIndex < headings.count {
                        out.append(" id=\"")
                        out.appendEscaped(headings[headingIndex].id)
                        out.append("\"")
                        headingIndex += 1
                    }
                    out.append(">")
                } else {
                    out.append("</\(tag)>\n")
                }
            case .codeBlock:
                out.cr()
                let info = node.fenceInfo
                if guideExtensions, let example = CopyExample(info: info, literal: node.literal) {
                    example.render(into: &out, labels: labels)
                    return .continue
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
            case .htmlBlock:
                if let index = DirectiveScanner.placeholderIndex(node.literal) {
                    holes.append(.init(offset: out.bytes.count, kind: .directive(index)))
                    break
                }
                // Comments (lint switches, notes to translators) are invisible either way.
                if !allowRawHTML, node.isHTMLComment { break }
                out.cr()
                if allowRawHTML {
                    out.appendRaw(node.literalPointer)
                } else {
                    out.append("<p class=\"raw-html\">")
                    out.appendEscaped(node.literal.trimmingWhitespace())
                    out.append("</p>")
                }
                out.cr()
            case .customBlock, .customInline:
                break
            case .paragraph:
                if isTight(node) { break }
                // An aside's label alone in its paragraph leaves the paragraph empty.
                if entering, guideExtensions, node.firstChild == nil { return .skipChildren }
                if entering, guideExtensions, let image = soleImage(of: node) {
                    out.cr()
                    holes.append(.init(offset: out.bytes.count, kind: .figure(url: image.url, alt: image.plainText, caption: image.title)))
                    out.append("\n")
                    return .skipChildren
                }
                if entering {
                    out.cr()
                    out.append("<p>")
                } else {
                    out.append("</p>\n")
                }
            case .thematicBreak:
                out.cr()
                out.append("<hr />\n")
            case .text:
                out.appendEscaped(node.literalPointer)
            case .softBreak:
                out.append("\n")
            case .lineBreak:
                out.append("<br />\n")
            case .code:
                holes.append(.init(offset: out.bytes.count, kind: .code(text: node.literal, line: node.startLine, insideLink: !openLinks.isEmpty)))
            case .htmlInline:
                if !allowRawHTML, node.isHTMLComment { break }
                if allowRawHTML {
                    out.appendRaw(node.literalPointer)
                } else {
                    out.appendEscaped(node.literalPointer)
                }
            case .emphasis:
                out.append(entering ? "<em>" : "</em>")
            case .strong:
                out.append(entering ? "<strong>" : "</strong>")
            case .link:
                if entering {
                    openLinks.append(holes.count)
                    holes.append(.init(offset: out.bytes.count, kind: .linkStart(url: node.url, title: node.title, showsTargetTitle: node.showsTargetTitle, end: -1)))
                } else if let start = openLinks.popLast(), case let .linkStart(url, title, shows, _) = holes[start].kind {
                    holes[start].kind = .linkStart(url: url, title: title, showsTargetTitle: shows, end: holes.count)
                    holes.append(.init(offset: out.bytes.count, kind: .linkEnd))
                }
            case .image:
                if entering {
                    holes.append(.init(offset: out.bytes.count, kind: .imageStart(url: node.url)))
                    if node.firstChild != nil {
                        plainUntil = node.pointer
                    } else {
                        holes.append(.init(offset: out.bytes.count, kind: .imageEnd(title: node.title)))
                    }
                }
            case .none:
                break
            }
            return .continue
        }
        pending.bytes = out.bytes
        pending.holes = holes
        return pending
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
                let target = resolveLink?(url)
                // A link whose text the target's title replaces: its own text is skipped.
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
                if replaced, end >= 0 {
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
        }
        out.append(UnsafeBufferPointer(rebasing: html[position...]))
        return out.bytes
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


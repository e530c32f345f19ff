import GuideCore
import Foundation
import GuideTemplates
import GuideContent
import GuideMarkdown

extension PageRenderer {
    /// The HTML of a directive that shows on a page, drawn without a script by the theme's
    /// `directive-*` templates (a theme may override each): `@Row`/`@Column` as a CSS grid,
    /// `@TabNavigator`/`@Tab` as radio buttons and panels, `@Small`, `@Video` and `@Links`;
    /// `@Image` is the Markdown image it stands for. An unknown directive shows its body through
    /// the `directive` template (a `<div>` named after it), so that no directive's text reaches a page.
    func renderDirective(_ directive: Directive, on index: Int) -> String {
        switch directive.role {
        case .metadata, .options, .comment:
            return ""
        case .rendered, .unknown:
            switch directive.name {
            case "Row":
                let columns = directive.children.filter { $0.name == "Column" }
                let sizes = columns.map { column in max(1, Int(column.argument("size") ?? "") ?? 1) }
                return theme.render("directive-row", [
                    "grid": .text(sizes.map { "\($0)fr" }.joined(separator: " ")),
                    "columns": .list(columns.map { ["content": .text(body(of: $0, on: index))] }),
                ])
            case "TabNavigator":
                // The directive's line makes the radio group's name unique on the page.
                let group = "tabs-\(directive.line)"
                let tabs = directive.children.filter { $0.name == "Tab" }
                return theme.render("directive-tabs", ["tabs": .list(tabs.enumerated().map { n, tab in
                    ["group": .text(group), "id": .text("\(group)-\(n + 1)"), "checked": .bool(n == 0),
                     "title": .text(tab.argument(nil) ?? tab.argument("title") ?? ""), "content": .text(body(of: tab, on: index))]
                })])
            case "Small":
                return theme.render("directive-small", ["content": .text(body(of: directive, on: index))])
            case "Image":
                guard let source = directive.argument("source") else { return "" }
                // Rendered as the Markdown image it stands for: the same lookup, densities,
                // dark variant and size.
                let alt = (directive.argument("alt") ?? "").replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
                return markdownRenderer(for: index).render(MarkdownDocument("![\(alt)](<\(source)>)\n"))
            case "Video":
                guard let source = directive.argument("source") else { return "" }
                return theme.render("directive-video", [
                    "src": .text(mediaURL(for: source, from: index)),
                    "poster": directive.argument("poster").map { .text(mediaURL(for: $0, from: index, image: true)) } ?? .null,
                    "alt": directive.argument("alt").map { .text($0) } ?? .null,
                ])
            case "Links":
                let style = (directive.argument("visualStyle") ?? "list").lowercased().filter { $0.isLetter }
                return theme.render("directive-links", ["style": .text(style), "content": .text(body(of: directive, on: index))])
            default:
                return theme.render("directive", ["name": .text(directive.name.lowercased()), "content": .text(body(of: directive, on: index))])
            }
        }
    }

    /// A directive's body as Markdown, its own directives drawn in their places. A symbol's
    /// documentation comment is a document apart from the page's own: its headings take no id
    /// a heading of the page has (“Creating a client” in both), which links lead to.
    private func body(of directive: Directive, on index: Int) -> String {
        let page = site.pages[index]
        let reserved = directive.name == Directive.sourceDocumentationName ? Set(page.headings.map(\.id)) : []
        let document = MarkdownDocument(directive.body, lineOffset: (directive.bodyLines?.lowerBound ?? 1) - 1 + page.bodyLineOffset,
                                        anchorStyle: page.isCatalog ? .docc : .slug, reservedIDs: reserved)
        var renderer = markdownRenderer(for: index)
        let children = directive.children
        renderer.renderDirective = { [self] n in n < children.count ? renderDirective(children[n], on: index) : "" }
        let html = renderer.render(document)
        return directive.name == Directive.sourceDocumentationName ? linkingDeclaration(in: html, on: index) : html
    }

    /// `html` with each type name of its first Swift code block (the symbol's declaration,
    /// `Page.declarationTypeNames`) that has a page here, other than this one, a link to it,
    /// as DocC links a declaration's types. Only text between tags is read, so the
    /// highlighting's spans stay whole.
    func linkingDeclaration(in html: String, on index: Int) -> String {
        let names = site.pages[index].declarationTypeNames
        guard !names.isEmpty, let open = html.range(of: "<pre><code class=\"language-swift\">"),
              let close = html.range(of: "</code></pre>", range: open.upperBound..<html.endIndex) else { return html }
        var targets: [String: String] = [:]
        for name in names {
            if let target = symbolTarget(SymbolPath.ofTypeName(name), from: index) { targets[name] = links[target].value.url }
        }
        guard !targets.isEmpty else { return html }
        var linked = ""
        var rest = html[open.upperBound..<close.lowerBound]
        while let tag = rest.firstIndex(of: "<") {
            linked += Self.linkingNames(in: rest[..<tag], to: targets)
            let end = rest[tag...].firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex
            linked += rest[tag..<end]
            rest = rest[end...]
        }
        linked += Self.linkingNames(in: rest, to: targets)
        return String(html[..<open.upperBound]) + linked + String(html[close.lowerBound...])
    }

    /// Text of a code block with each of `targets`' names (`Page.typeNameRanges`) a link to its URL.
    private static func linkingNames(in text: Substring, to targets: [String: String]) -> String {
        var result = ""
        var last = text.startIndex
        for range in Page.typeNameRanges(in: text) {
            guard let url = targets[String(text[range])] else { continue }
            result += text[last..<range.lowerBound] + "<a href=\"" + HTMLEscaping.escape(url) + "\">" + text[range] + "</a>"
            last = range.upperBound
        }
        return result + text[last...]
    }

    /// The URL of a media file named in a directive: found as the resolve stage finds it (a
    /// picture as an image, a video as any media file of that name); else as written, through
    /// the scheme check every link takes (`image` for a picture's source).
    func mediaURL(for source: String, from index: Int, image: Bool = false) -> String {
        let resolution = image ? resolver.resolveImage(source, from: index) : resolver.resolveMedia(source, from: index)
        if case .media(let path) = resolution {
            return site.images.lookup(path: path).map { site.mediaURL($0.light1x ?? $0.light2x ?? $0.primary) } ?? site.mediaURL(path)
        }
        return URLSafety.safe(source, image: image)
    }
}

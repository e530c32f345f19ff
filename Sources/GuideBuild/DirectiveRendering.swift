import GuideCore
import Foundation
import GuideTemplates
import GuideContent
import GuideMarkdown

extension PageRenderer {
    /// The HTML of a directive that shows on a page, drawn without a script: `@Row`/`@Column`
    /// as a CSS grid, `@TabNavigator`/`@Tab` as radio buttons and panels, `@Small`, `@Image`
    /// (found by name like any image), `@Video` and `@Links`. An unknown directive shows its
    /// body in a `<div>` named after it, so that no directive's text reaches a page.
    func renderDirective(_ directive: Directive, on index: Int) -> String {
        switch directive.role {
        case .metadata, .options, .comment:
            return ""
        case .rendered, .unknown:
            switch directive.name {
            case "Row":
                let columns = directive.children.filter { $0.name == "Column" }
                let sizes = columns.map { column in max(1, Int(column.argument("size") ?? "") ?? 1) }
                var html = "<div class=\"directive-row\" style=\"grid-template-columns: \(sizes.map { "\($0)fr" }.joined(separator: " "))\">\n"
                for column in columns { html += "<div class=\"directive-column\">\n" + body(of: column, on: index) + "</div>\n" }
                return html + "</div>\n"
            case "TabNavigator":
                // The directive's line makes the radio group's name unique on the page.
                let group = "tabs-\(directive.line)"
                var html = "<div class=\"directive-tabs\">\n"
                for (n, tab) in directive.children.filter({ $0.name == "Tab" }).enumerated() {
                    let id = "\(group)-\(n + 1)"
                    html += "<input class=\"tab-input\" type=\"radio\" name=\"\(group)\" id=\"\(id)\"\(n == 0 ? " checked" : "") />"
                    html += "<label class=\"tab-label\" for=\"\(id)\">\(HTMLEscaping.escape(tab.argument(nil) ?? tab.argument("title") ?? ""))</label>\n"
                    html += "<div class=\"tab-panel\">\n" + body(of: tab, on: index) + "</div>\n"
                }
                return html + "</div>\n"
            case "Small":
                return "<div class=\"directive-small\">\n" + body(of: directive, on: index) + "</div>\n"
            case "Image":
                guard let source = directive.argument("source") else { return "" }
                // Rendered as the Markdown image it stands for: the same lookup, densities,
                // dark variant and size.
                let alt = (directive.argument("alt") ?? "").replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
                return markdownRenderer(for: index).render(MarkdownDocument("![\(alt)](<\(source)>)\n"))
            case "Video":
                guard let source = directive.argument("source") else { return "" }
                var html = "<video class=\"directive-video\" controls preload=\"metadata\" src=\"\(HTMLEscaping.escape(mediaURL(for: source, from: index)))\""
                if let poster = directive.argument("poster") {
                    html += " poster=\"\(HTMLEscaping.escape(mediaURL(for: poster, from: index, image: true)))\""
                }
                return html + "></video>\n"
            case "Links":
                let style = (directive.argument("visualStyle") ?? "list").lowercased().filter { $0.isLetter }
                return "<div class=\"directive-links links-\(style)\">\n" + body(of: directive, on: index) + "</div>\n"
            default:
                return "<div class=\"directive directive-\(directive.name.lowercased())\">\n" + body(of: directive, on: index) + "</div>\n"
            }
        }
    }

    /// A directive's body as Markdown, its own directives drawn in their places.
    private func body(of directive: Directive, on index: Int) -> String {
        let page = site.pages[index]
        let document = MarkdownDocument(directive.body, lineOffset: (directive.bodyLines?.lowerBound ?? 1) - 1 + page.bodyLineOffset,
                                        anchorStyle: page.isCatalog ? .docc : .slug)
        var renderer = markdownRenderer(for: index)
        let children = directive.children
        renderer.renderDirective = { [self] n in n < children.count ? renderDirective(children[n], on: index) : "" }
        return renderer.render(document)
    }

    /// The URL of a media file named in a directive: an image by name, a path relative to the
    /// page, or any media file of that name (nearest the page, as images are); else as written,
    /// through the scheme check every link takes (`image` for a picture's source).
    func mediaURL(for source: String, from index: Int, image: Bool = false) -> String {
        if case .media(let path) = resolver.resolveImage(source, from: index) {
            return site.images.lookup(path: path).map { site.mediaURL($0.light1x ?? $0.light2x ?? $0.primary) } ?? site.mediaURL(path)
        }
        let pagePath = site.pages[index].contentRelativePath
        let named = site.media.filter { ($0 as NSString).lastPathComponent == source }
        if let nearest = named.min(by: { a, b in
            let (x, y) = (zip(a.utf8, pagePath.utf8).prefix { $0 == $1 }.count, zip(b.utf8, pagePath.utf8).prefix { $0 == $1 }.count)
            return x != y ? x > y : a < b
        }) {
            return site.mediaURL(nearest)
        }
        return URLSafety.safe(source, image: image)
    }
}

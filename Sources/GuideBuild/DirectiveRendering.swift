import GuideMarkdown

extension PageRenderer {
    /// The HTML of a directive that shows on a page: for now a `<div>` named after it holding
    /// its body's Markdown (its own directives drawn the same way), so that no directive's
    /// text reaches a page. The layouts DocC gives `@Row`, `@TabNavigator`, `@Image` and the
    /// rest are drawn here.
    func renderDirective(_ directive: Directive, on index: Int) -> String {
        switch directive.role {
        case .metadata, .options, .comment:
            return ""
        case .rendered, .unknown:
            let page = site.pages[index]
            let document = MarkdownDocument(directive.body, lineOffset: (directive.bodyLines?.lowerBound ?? 1) - 1 + page.bodyLineOffset)
            if page.isCatalog { document.anchorStyle = .docc }
            var renderer = markdownRenderer(for: index)
            let children = directive.children
            renderer.renderDirective = { n in n < children.count ? renderDirective(children[n], on: index) : "" }
            let name = directive.name.lowercased()
            return "<div class=\"directive directive-\(name)\">\n" + renderer.render(document) + "</div>\n"
        }
    }
}

import GuideContent
import GuideCore
import GuideTemplates

/// A page guidegen makes from the whole site rather than from a Markdown file — the root's
/// language picker, the 404 page, each language's glossary and search pages — as one typed
/// value, as a page from Markdown is a `PageContext`. `values(adding:)` is what its template
/// sees beside the language's shared values.
struct SiteWidePage {
    /// A language as the root and 404 pages list it: its home, its site title and (404) the
    /// page's words in it.
    struct LanguageEntry {
        var tag: String
        var name: String
        var url: String
        var siteTitle: String
        /// The 404 page's words for the language, and the language they are in (`text_lang`:
        /// English for a language the interface has no words of).
        var notFound: (title: String, message: String, language: String)?

        var value: TemplateValue {
            var entry: TemplateObject = ["tag": .text(tag), "name": .text(name), "url": .text(url), "site_title": .text(siteTitle)]
            if let notFound {
                entry["title"] = .text(notFound.title)
                entry["message"] = .text(notFound.message)
                entry["text_lang"] = .text(notFound.language)
            }
            return .object(entry)
        }
    }

    /// The page's entry in the template's `page.kind` (`root`, `404`, `glossary`, `search`).
    var kind: String
    var title: String
    var summary: String?
    var url: String?
    var canonical: String?
    /// HTML made by another template (the glossary's table).
    var content: String?
    var breadcrumbs: [PageContext.Crumb]?
    var alternates: [PageContext.Alternate]?
    /// The search page's list of sections, for readers without JavaScript.
    var sections: [PageContext.SectionEntry]?
    /// The language switcher (glossary, search), or each language's entry (root, 404).
    var languageLinks: [PageContext.LanguageLink]?
    var languageEntries: [LanguageEntry]?
    /// The root page: the languages' tags (for its script) and the default language.
    var defaultLanguage: String?
    /// The search page's interface words.
    var searchStrings: [String: String]?

    /// `base` (the navigation) with the page's own values: `page`, `languages` and the rest.
    func values(adding base: TemplateObject) -> TemplateObject {
        var page: TemplateObject = ["kind": .text(kind), "title": .text(title)]
        if let summary { page["summary"] = .text(summary) }
        if let url { page["url"] = .text(url) }
        if let canonical { page["canonical"] = .text(canonical) }
        if let content { page["content"] = .text(content) }
        if let breadcrumbs { page["breadcrumbs"] = .list(breadcrumbs.map { ["title": .text($0.title), "url": .text($0.url)] }) }
        if let alternates { page["alternates"] = .list(alternates.map(\.value)) }
        if let sections { page["sections"] = .list(sections.map(\.value)) }
        var values = base
        values["page"] = .object(page)
        if let languageLinks { values["languages"] = .list(languageLinks.map(\.value)) }
        if let languageEntries {
            values["languages"] = .list(languageEntries.map(\.value))
            if let defaultLanguage {
                values["languages_json"] = .text(PageRenderer.json(languageEntries.map(\.tag)))
                values["default_language"] = .text(defaultLanguage)
            }
        }
        if let searchStrings { values["search"] = .strings(searchStrings) }
        return values
    }
}

import GuideContent
import GuideCore
import GuideSearch
import GuideTemplates

/// The pages made from the whole site (`SiteWidePage`), each rendered through its template.
extension PageRenderer {
    /// The root page: a language picker that sends visitors on to their browser's language.
    func renderRoot() -> String {
        let language = config.defaultLanguage
        let page = SiteWidePage(
            kind: "root", title: config.title(in: language), url: config.basePath, canonical: (config.origin ?? "") + config.basePath,
            languageEntries: config.languages.map { other in
                SiteWidePage.LanguageEntry(tag: other.tag, name: other.nativeName, url: site.homeURL(in: other), siteTitle: config.title(in: other))
            },
            defaultLanguage: language.tag)
        return render(page, template: "root", language: language)
    }

    /// The page static hosts serve for missing URLs (in every language at once).
    func renderNotFound() -> String {
        let language = config.defaultLanguage
        let page = SiteWidePage(
            kind: "404", title: InterfaceStrings.word("not_found_title", in: language, config: config) ?? "Not found",
            languageEntries: config.languages.map { other in
                let strings = InterfaceStrings.table(for: other, config: config)
                return SiteWidePage.LanguageEntry(tag: other.tag, name: other.nativeName, url: site.homeURL(in: other), siteTitle: config.title(in: other),
                                                  notFound: (strings["not_found_title"] ?? "", strings["not_found_message"] ?? "",
                                                             InterfaceStrings.language(of: "not_found_title", in: other, config: config).tag))
            })
        return render(page, template: "404", language: language)
    }

    /// The glossary as a page: every term in every language, and the words to avoid. The table
    /// is the theme's `glossary` template (a theme may override it), shown in its `topic` page.
    func renderGlossary(_ glossary: Glossary, in language: Language) -> String {
        let strings = InterfaceStrings.table(for: language, config: config)
        let urls = generatedPageURLs("glossary")
        let url = urls[language] ?? ""
        let page = SiteWidePage(
            kind: "glossary", title: strings["glossary"] ?? "Glossary", summary: strings["glossary_summary"] ?? "",
            url: url, canonical: (config.origin ?? "") + url, content: glossaryTable(glossary, in: language),
            breadcrumbs: [homeCrumb(in: language)],
            alternates: alternates(urls), languageLinks: languageLinks(current: language, urls: urls))
        return render(page, template: "topic", language: language)
    }

    /// The glossary's table, through the theme's `glossary` template.
    private func glossaryTable(_ glossary: Glossary, in language: Language) -> String {
        // The table alone: the language's shared values suffice, no sidebar is rendered for it.
        let table: TemplateObject = ["glossary": [
            "languages": .list(config.languages.map { ["tag": .text($0.tag), "name": .text($0.nativeName)] }),
            "terms": .list(glossary.terms.map { term in
                let avoid = config.languages.flatMap { other in (term.avoid[other.tag] ?? []).map { (other.tag, $0) } }
                return [
                    "preferred": .list(config.languages.map { ["tag": .text($0.tag), "text": .text(term.preferred[$0.tag] ?? "")] }),
                    "avoid": .list(avoid.enumerated().map { n, word in ["tag": .text(word.0), "text": .text(word.1), "first": .bool(n == 0)] }),
                ]
            }),
        ]]
        return render("glossary", language: language, table)
    }

    /// A language's search page (`<lang>/search/`): the form for deep links (`?q=`) and browsers
    /// without JavaScript, which also get the top-level sections with their topics and the
    /// sections inside them: the section pages lead on to the rest (a page listing every page
    /// would grow with the site). Empty when the theme has no `search` template.
    func renderSearch(_ language: Language) -> String {
        let urls = generatedPageURLs("search")
        let sections = (site.sections[language] ?? []).filter { $0.parent == nil }.map { section in
            PageContext.SectionEntry(
                title: section.title, summary: "", url: sectionURL(section.id, in: language),
                topics: section.topics.map { pageLink($0, from: language) },
                sections: section.children.compactMap { site.section($0, in: language) }.map { child in
                    PageContext.SectionEntry(title: child.title, summary: "", url: sectionURL(child.id, in: language), topics: [])
                })
        }
        let page = SiteWidePage(
            kind: "search", title: InterfaceStrings.word("search", in: language, config: config) ?? "Search", url: urls[language],
            breadcrumbs: [homeCrumb(in: language)],
            sections: sections, languageLinks: languageLinks(current: language, urls: urls),
            searchStrings: SearchStrings.table(for: language.tag))
        return render(page, template: "search", language: language)
    }

    /// The URL of a page guidegen makes in each language's `folder` (`<lang>/<folder>/`).
    private func generatedPageURLs(_ folder: String) -> [Language: String] {
        Dictionary(config.languages.map { ($0, config.basePath + "\($0.tag)/\(folder)/") }, uniquingKeysWith: { first, _ in first })
    }

    /// The breadcrumb to a language's home page.
    private func homeCrumb(in language: Language) -> PageContext.Crumb {
        PageContext.Crumb(title: config.title(in: language), url: site.homeURL(in: language))
    }
}

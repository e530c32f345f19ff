import GuideCore
import GuideContent
import GuideTemplates

/// `sitemap.xml` (with language alternates) and `robots.txt`.
enum SiteMap {
    /// `hasGlossary`: the glossary pages (`<lang>/glossary/`) are listed too.
    static func xml(site: Site, hasGlossary: Bool = false) -> String {
        let origin = site.config.origin ?? ""
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

            """
        func entry(_ url: String, alternates: [(String, String)], updated: String?) {
            out += "  <url>\n    <loc>\(HTMLEscaping.escape(origin + url))</loc>\n"
            if let updated { out += "    <lastmod>\(HTMLEscaping.escape(updated))</lastmod>\n" }
            for (language, alternate) in alternates where alternates.count > 1 {
                out += "    <xhtml:link rel=\"alternate\" hreflang=\"\(language)\" href=\"\(HTMLEscaping.escape(origin + alternate))\"/>\n"
            }
            out += "  </url>\n"
        }
        let languages = site.config.languages
        for language in languages {
            entry(site.homeURL(in: language), alternates: languages.map { ($0.tag, site.homeURL(in: $0)) }, updated: nil)
            for section in site.sections[language] ?? [] {
                let alternates = languages.filter { site.hasSection(section.id, in: $0) }
                    .map { ($0.tag, site.sectionURL(section.id, in: $0)) }
                entry(site.sectionURL(section.id, in: language), alternates: alternates, updated: nil)
                for topic in section.topics {
                    let alternates = languages.compactMap { other in site.translation(of: topic, in: other).map { (other.tag, site.url(of: $0)) } }
                    entry(site.url(of: topic), alternates: alternates, updated: site.pages[topic].updated)
                }
            }
        }
        if hasGlossary {
            let alternates = languages.map { ($0.tag, site.config.basePath + "\($0.tag)/glossary/") }
            for (_, url) in alternates { entry(url, alternates: alternates, updated: nil) }
        }
        return out + "</urlset>\n"
    }

    static func robots(site: Site) -> String {
        var text = "User-agent: *\nAllow: /\n"
        if let origin = site.config.origin { text += "Sitemap: \(origin)\(site.config.basePath)sitemap.xml\n" }
        return text
    }
}

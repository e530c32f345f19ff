import GuideCore
import GuideContent
import GuideTemplates

/// `sitemap.xml` (with language alternates) and `robots.txt`. The sitemap protocol allows
/// 50,000 addresses in one file: a larger site gets `sitemap-1.xml`, `sitemap-2.xml`, … and a
/// `sitemap.xml` that is their index, so the address search engines know stays the same.
enum SiteMap {
    /// The most addresses one sitemap file holds (the protocol's limit).
    static let addressesPerFile = 50_000

    /// The sitemap's files by path, each with the function that makes it. `hasGlossary`: the
    /// glossary pages (`<lang>/glossary/`) are listed too.
    static func files(site: Site, hasGlossary: Bool, addressesPerFile: Int = addressesPerFile) -> [(path: String, make: @Sendable () -> String)] {
        let count = addressCount(site: site, hasGlossary: hasGlossary)
        guard count > addressesPerFile else {
            return [("sitemap.xml", { xml(site: site, hasGlossary: hasGlossary) })]
        }
        let parts = (count + addressesPerFile - 1) / addressesPerFile
        let origin = site.config.origin ?? ""
        var files: [(path: String, make: @Sendable () -> String)] = [("sitemap.xml", {
            var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            for part in 1...parts {
                out += "  <sitemap>\n    <loc>\(HTMLEscaping.escape(origin + site.config.basePath))sitemap-\(part).xml</loc>\n  </sitemap>\n"
            }
            return out + "</sitemapindex>\n"
        })]
        for part in 1...parts {
            let range = (part - 1) * addressesPerFile..<min(count, part * addressesPerFile)
            files.append(("sitemap-\(part).xml", { xml(site: site, hasGlossary: hasGlossary, only: range) }))
        }
        return files
    }

    /// How many addresses the sitemap lists.
    static func addressCount(site: Site, hasGlossary: Bool) -> Int {
        let languages = site.config.languages
        var count = languages.count + (hasGlossary ? languages.count : 0)
        for language in languages {
            for section in site.sections[language] ?? [] { count += 1 + section.topics.count }
        }
        return count
    }

    /// The sitemap of the site, or of the addresses at the positions in `only`.
    static func xml(site: Site, hasGlossary: Bool = false, only: Range<Int>? = nil) -> String {
        let origin = site.config.origin ?? ""
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

            """
        var position = -1
        func entry(_ url: String, alternates: @autoclosure () -> [(String, String)], updated: String?) {
            position += 1
            if let only, !only.contains(position) { return }
            let alternates = alternates()
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
                entry(site.sectionURL(section.id, in: language),
                      alternates: languages.filter { site.hasSection(section.id, in: $0) }.map { ($0.tag, site.sectionURL(section.id, in: $0)) },
                      updated: nil)
                for topic in section.topics {
                    entry(site.url(of: topic),
                          alternates: languages.compactMap { other in site.translation(of: topic, in: other).map { (other.tag, site.url(of: $0)) } },
                          updated: site.pages[topic].updated)
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

import Foundation
import GuideContent
import GuideTemplates

/// `sitemap.xml` (with language alternates) and `robots.txt`: which addresses they list is
/// worked out here, and the theme's `sitemap`, `sitemap-index` and `robots` templates lay them
/// out (a theme may override each). The sitemap protocol allows 50,000 addresses in one file: a
/// larger site gets `sitemap-1.xml`, `sitemap-2.xml`, … and a `sitemap.xml` that is their
/// index, so the address search engines know stays the same.
enum SiteMap {
    /// The most addresses one sitemap file holds (the protocol's limit).
    static let addressesPerFile = 50_000

    /// One address a sitemap lists.
    struct Address {
        /// The page's absolute URL.
        let location: String
        /// When the page last changed (its `updated` date), when it says.
        let updated: String?
        /// The page in each language that has it (tag and absolute URL); empty when only one does.
        let alternates: [(language: String, location: String)]

        /// What the `sitemap` template sees of it: `loc`, `lastmod`, `alternates` (`lang`, `url`).
        var templateValue: TemplateValue {
            ["loc": .text(location), "lastmod": .text(updated),
             "alternates": .list(alternates.map { ["lang": .text($0.language), "url": .text($0.location)] })]
        }
    }

    /// The sitemap's files by path, each with the function that makes it. `hasGlossary`: the
    /// glossary pages (`<lang>/glossary/`) are listed too.
    static func files(site: Site, theme: Theme, hasGlossary: Bool, addressesPerFile: Int = addressesPerFile) -> [(path: String, make: @Sendable () -> Data)] {
        let count = addressCount(site: site, hasGlossary: hasGlossary)
        guard count > addressesPerFile else {
            return [("sitemap.xml", { urlset(site: site, theme: theme, hasGlossary: hasGlossary) })]
        }
        let parts = (count + addressesPerFile - 1) / addressesPerFile
        let root = (site.config.origin ?? "") + site.config.basePath
        var files: [(path: String, make: @Sendable () -> Data)] = [("sitemap.xml", {
            let sitemaps = (1...parts).map { part -> TemplateValue in ["loc": .text(root + "sitemap-\(part).xml")] }
            return Data(theme.renderBytes("sitemap-index", ["sitemaps": .list(sitemaps)]))
        })]
        for part in 1...parts {
            let range = (part - 1) * addressesPerFile..<min(count, part * addressesPerFile)
            files.append(("sitemap-\(part).xml", { urlset(site: site, theme: theme, hasGlossary: hasGlossary, only: range) }))
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

    /// The sitemap of the site, or of the addresses at the positions in `only`, drawn by the
    /// theme's `sitemap` template.
    static func urlset(site: Site, theme: Theme, hasGlossary: Bool = false, only: Range<Int>? = nil) -> Data {
        // One file's addresses at a time, as template values only: no second list of them.
        var urls: [TemplateValue] = []
        urls.reserveCapacity(only?.count ?? addressCount(site: site, hasGlossary: hasGlossary))
        forEachAddress(site: site, hasGlossary: hasGlossary, only: only) { urls.append($0.templateValue) }
        return Data(theme.renderBytes("sitemap", ["urls": .list(urls)]))
    }

    /// Calls `visit` with the sitemap's addresses in order (every language's home, then each
    /// section followed by its topics, then the glossary pages), or with those at the positions
    /// in `only`.
    static func forEachAddress(site: Site, hasGlossary: Bool, only: Range<Int>? = nil, _ visit: (Address) -> Void) {
        let origin = site.config.origin ?? ""
        var position = -1
        // The alternates are worked out only for the addresses visited.
        func entry(_ url: String, alternates: @autoclosure () -> [(String, String)], updated: String?) {
            position += 1
            if let only, !only.contains(position) { return }
            let alternates = alternates()
            visit(Address(location: origin + url, updated: updated,
                          alternates: alternates.count > 1 ? alternates.map { ($0.0, origin + $0.1) } : []))
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
    }

    /// `robots.txt`, drawn by the theme's `robots` template: it sees `sitemap` (the sitemap's
    /// absolute URL, when the site has a `base_url`) and `base` (the base path).
    static func robots(site: Site, theme: Theme) -> Data {
        let sitemap = site.config.origin.map { $0 + site.config.basePath + "sitemap.xml" }
        return Data(theme.renderBytes("robots", ["sitemap": .text(sitemap), "base": .text(site.config.basePath)]))
    }
}

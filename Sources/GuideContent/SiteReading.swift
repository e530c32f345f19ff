import Foundation
import GuideCore

/// A site's pages read as the build reads them, for the commands that need the site but do not
/// build it (`guidegen translations`, the language server): discovered, parsed in parallel,
/// curated (DocC catalogs' articles take their sections from `## Topics`) and registered.
public struct SiteReading {
    /// The Markdown files found, and the media files' content-relative paths.
    public var files: [ContentFile]
    public var media: [String]
    /// The pages that parsed, in the order of `files`, before curation, then those made from
    /// catalogs' module sources (`PageParser.sourceSymbolPages`).
    public var parsed: [Page]
    /// The site as the build registers it.
    public var site: Site
    /// Every problem found on the way: discovery, parsing, registration.
    public var diagnostics: [Diagnostic]

    /// Reads the site of `config` (relative paths through `path`) with `parser`; `text` gives a
    /// file's bytes when they are not to be read from disk (an editor's unsaved page).
    public static func read(config: SiteConfig, path: (String) -> String, parser: PageParser,
                            text: (ContentFile) -> Data? = { _ in nil }) -> SiteReading {
        let discovered = ContentDiscovery.discover(config: config, path: path)
        let files = discovered.markdown
        let given = files.map(text)
        let results = concurrentMap(files.count) { i in
            given[i].map { parser.parse(files[i], data: $0) } ?? parser.parse(files[i])
        }
        let fromSources = parser.sourceSymbolPages(missingFrom: results.compactMap(\.0), files: files)
        let parsed = results.compactMap(\.0) + fromSources.map(\.page)
        let media = discovered.media.map(\.relativePath)
        let (site, registered) = assemble(parsed, media: media, config: config)
        return SiteReading(files: files, media: media, parsed: parsed, site: site,
                           diagnostics: discovered.diagnostics + results.flatMap(\.1) + fromSources.flatMap(\.diagnostics) + registered)
    }

    /// The site of pages as parsed: curated, then registered.
    public static func assemble(_ parsed: [Page], media: [String], config: SiteConfig) -> (site: Site, diagnostics: [Diagnostic]) {
        let curation = Curation.apply(to: parsed, config: config)
        let (site, registered) = Site.register(pages: curation.pages, media: media, config: config)
        return (site, curation.diagnostics + registered)
    }
}

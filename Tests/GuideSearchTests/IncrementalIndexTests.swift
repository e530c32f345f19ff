import Foundation
import Synchronization
@testable import GuideContent
@testable import GuideCore
@testable import GuideSearch
import Testing

/// A search index made with a `SearchIndexCache` kept from build to build must be the index made
/// from scratch, byte for byte, whatever changed: a page's text, a title that other pages' links
/// show, a heading a link points at, a section's title, pages removed and added.
@Suite struct IncrementalIndexTests {
    /// Content files in a temporary folder, parsed into a site as an incremental build does: a
    /// file that did not change keeps its `Page` object.
    final class Content {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-search-\(UUID().uuidString)").path
        let config = SiteConfig()
        private var pages: [String: Page] = [:]

        init(_ files: [String: String]) throws {
            for (path, text) in files { try write(path, text) }
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            pages[path] = nil
        }

        func replace(_ path: String, _ old: String, with new: String) throws {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            #expect(text.contains(old), "\(path) does not contain \(old)")
            try write(path, text.replacingOccurrences(of: old, with: new))
        }

        func remove(_ path: String) throws {
            try FileManager.default.removeItem(atPath: root + "/" + path)
            pages[path] = nil
        }

        /// The site as the files are now, re-reading only the files written since the last call.
        func site() throws -> Site {
            let parser = PageParser(config: config)
            let paths = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".md") }.sorted()
            let current = try paths.map { path in
                if let page = pages[path] { return page }
                let (parsed, diagnostics) = parser.parse(ContentFile(path: root + "/" + path, relativePath: path, displayPath: path))
                #expect(diagnostics.isEmpty, "\(diagnostics)")
                let page = try #require(parsed)
                pages[path] = page
                return page
            }
            return Site.register(pages: current, media: [], config: config).0
        }
    }

    static let files = [
        "_index.en.md": "---\ntitle: Guidelines\n---\nStart with <doc:alerts>.\n",
        "_index.zh-Hans.md": "---\ntitle: 设计指南\n---\n从<doc:alerts>开始。\n",
        "components/_index.en.md": "---\ntitle: Components\n---\nThe parts of an app.\n",
        "components/_index.zh-Hans.md": "---\ntitle: 组件\n---\n应用的组成部分。\n",
        "components/alerts.en.md": "---\ntitle: Alerts\nsummary: Tell people about a problem.\n---\nAn alert interrupts people.\n\n## Best practices {#best-practices}\n\nUse two buttons; toggle nothing.\n",
        "components/alerts.zh-Hans.md": "---\ntitle: 警告框\n---\n警告框用于告知用户重要信息。\n\n## 最佳实践 {#best-practices}\n\n保持简短。\n",
        "components/buttons.en.md": "---\ntitle: Buttons\n---\nButtons start actions, as in <doc:alerts>; see [](doc:alerts#best-practices).\n",
        "components/sidebars.en.md": "---\ntitle: Sidebars\n---\nSidebars let people navigate. Toggling a sidebar hides it.\n",
    ]

    /// The index files made with `cache`: with a spill file, the files it keeps are handed out
    /// by their place, and are read back.
    static func files(for site: Site, writer: SearchIndexWriter, cache: SearchIndexCache) -> [(path: String, bytes: [UInt8])] {
        let spilled = Mutex<[(path: String, bytes: [UInt8])]>([])
        var handler: SpilledFileHandler?
        if writer.spill != nil {
            handler = { path, file, span in
                let bytes = file.bytes(span) ?? []
                spilled.withLock { $0.append((path, bytes)) }
            }
        }
        return SearchIndex.files(for: site, writer: writer, cache: cache, spilledFile: handler) + spilled.withLock { $0 }
    }

    /// Makes the index with `cache` and from scratch, and expects the same files; returns them.
    @discardableResult
    func indexMatchesAFreshOne(_ content: Content, _ cache: SearchIndexCache, writer: SearchIndexWriter, analyzed: Int,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [(path: String, bytes: [UInt8])] {
        let site = try content.site()
        let incremental = Self.files(for: site, writer: writer, cache: cache).sorted { $0.path < $1.path }
        var freshWriter = writer
        freshWriter.spill = nil
        let fresh = SearchIndex.files(for: site, writer: freshWriter).sorted { $0.path < $1.path }
        #expect(incremental.map(\.path) == fresh.map(\.path), sourceLocation: sourceLocation)
        let different = zip(incremental, fresh).filter { $0.bytes != $1.bytes }.map(\.0.path)
        #expect(different == [], "differ from an index made from scratch", sourceLocation: sourceLocation)
        #expect(cache.pagesAnalyzed == analyzed, "pages analyzed again", sourceLocation: sourceLocation)
        #expect(cache.pagesKept == site.pages.count, "pages kept for the next build", sourceLocation: sourceLocation)
        return fresh
    }

    /// A build writes each language's files as soon as they are made (each page's excerpt from
    /// the thread that made it): the same files as `files(for:)` makes, the glossary's extra
    /// documents included; also when the pages' terms wait in a spill file, the postings are made
    /// a few terms at a time and the shards go out a few at a time (a build's way at 100,000
    /// pages: `postingsPerPass` 5 makes a pass per few terms, `shardsPerBatch` 2 with 120-byte
    /// shards many batches).
    @Test(arguments: [(40_000, false), (120, false), (40_000, true), (120, true)])
    func filesWrittenLanguageByLanguageAreTheFilesMadeAtOnce(shardBytes: Int, spills: Bool) throws {
        var writer = SearchIndexWriter()
        writer.shardBytes = shardBytes
        let site = try Content(Self.files).site()
        let extra = [Language.english: [SearchDocument(url: "en/glossary/", title: "Glossary", section: "", summary: "", kind: .topic, passages: [.init(text: "Terms we use.")])]]
        let atOnce = SearchIndex.files(for: site, writer: writer, extra: extra)
        // A few terms' postings at a time: a pass per range without a spill file, one pass
        // sorting them into the file's parts with one.
        writer.postingsPerPass = 5
        if spills {
            writer.spill = try #require(SpillFile())
            writer.shardsPerBatch = 2
        }
        var written: [(path: String, bytes: [UInt8])] = []
        let lock = NSLock()
        SearchIndex.write(for: site, writer: writer, extra: extra) { path, bytes in lock.withLock { written.append((path, bytes)) } }
        #expect(written.count == atOnce.count)
        let writtenFiles = Dictionary(written.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        #expect(atOnce.filter { writtenFiles[$0.path] != $0.bytes }.map(\.path) == [], "written otherwise")
        #expect(written.contains { $0.path.hasPrefix("search/zh-Hans/") } && written.contains { $0.path.hasPrefix("search/en/terms/") })
    }

    /// A build makes each language's term shards on another thread while the next language is
    /// analyzed, and the last language's with nothing beside them: Chinese, whose pairs of
    /// characters make the most terms, goes first, so that the smaller index ends the build.
    @Test func aBuildIndexesChineseFirst() throws {
        let site = try Content(Self.files).site()
        #expect(site.config.languages.first == .english)
        var paths: [String] = []
        let lock = NSLock()
        SearchIndex.write(for: site, writer: SearchIndexWriter()) { path, _ in lock.withLock { paths.append(path) } }
        #expect(paths.first?.hasPrefix("search/zh-Hans/") == true)
        #expect(paths.contains { $0.hasPrefix("search/en/terms/") })
    }

    /// With a spill file (a preview's), the excerpts and term shards kept for the next build
    /// stay in it, not in memory.
    @Test(arguments: [(40_000, false), (120, false), (40_000, true), (120, true)])
    func aSeriesOfEditsGivesTheIndexMadeFromScratch(shardBytes: Int, spills: Bool) throws {
        var writer = SearchIndexWriter()
        writer.shardBytes = shardBytes  // 120: many shards, so that some are kept and some made again
        if spills { writer.spill = try #require(SpillFile()) }
        let content = try Content(Self.files)
        let cache = SearchIndexCache()
        defer {
            if spills { #expect(cache.shardBytesInMemory == 0, "compressed shards held in memory") } else { #expect(cache.shardBytesInMemory > 0) }
        }
        var before = try indexMatchesAFreshOne(content, cache, writer: writer, analyzed: Self.files.count)
        func changed(_ after: [(path: String, bytes: [UInt8])]) -> Set<String> {
            let old = Dictionary(before.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
            defer { before = after }
            return Set(after.filter { old[$0.path] != $0.bytes }.map(\.path))
        }

        // Nothing changed: nothing is analyzed again.
        var after = try indexMatchesAFreshOne(content, cache, writer: writer, analyzed: 0)
        #expect(changed(after).isEmpty)

        // A body edit: that page alone.
        try content.replace("components/sidebars.en.md", "hides it.", with: "hides it. Keep sidebars short.")
        after = try indexMatchesAFreshOne(content, cache, writer: writer, analyzed: 1)
        #expect(changed(after).contains("search/en/pages/4.bin"))

        // A title: the page, the pages whose links show it, and its Chinese translation, which
        // is indexed with its English title (`SearchTextExtractor.translationHeadings`).
        try content.replace("components/alerts.en.md", "title: Alerts", with: "title: Alert Sheets")
        after = try indexMatchesAFreshOne(content, cache, writer: writer, analyzed: 4)
        #expect(changed(after).isSuperset(of: ["search/en/pages/0.bin", "search/en/pages/2.bin", "search/en/pages/3.bin"]))

        // The text of a heading a link points at: the page, the page whose link shows it, and
        // its Chinese translation, indexed with its English headings too.
        try content.replace("components/alerts.en.md", "## Best practices", with: "## Good habits")
        after = try indexMatchesAFreshOne(content, cache, writer: writer, analyzed: 3)
        #expect(changed(after).isSuperset(of: ["search/en/pages/2.bin", "search/en/pages/3.bin"]))

        // A section's title: its page, its topics and the Chinese section page.
        try content.replace("components/_index.en.md", "title: Components", with: "title: Controls")
        after = try indexMatchesAFreshOne(content, cache, writer: writer, analyzed: 5)
        #expect(changed(after).isSuperset(of: ["search/en/pages/1.bin", "search/en/pages/4.bin"]))

        // A page removed: the pages after it move up.
        try content.remove("components/buttons.en.md")
        after = try indexMatchesAFreshOne(content, cache, writer: writer, analyzed: 0)
        #expect(changed(after).contains("search/en/pages/3.bin"))
        #expect(!after.map(\.path).contains("search/en/pages/4.bin"))
        // Its words leave the index: `sidebar`, and "toggling" from the forms of `toggl`, which
        // another page keeps.
        try content.remove("components/sidebars.en.md")
        after = try indexMatchesAFreshOne(content, cache, writer: writer, analyzed: 0)
        #expect(!changed(after).filter { $0.hasPrefix("search/en/terms/") }.isEmpty)

        // Pages added, one of them in a new section; "toggling" comes back.
        try content.write("components/menus.en.md", "---\ntitle: Menus\n---\nMenus hold commands, like <doc:alerts>. Toggling one shows it.\n")
        try content.write("patterns/zz.en.md", "---\ntitle: Onboarding\n---\nWelcome people.\n")
        after = try indexMatchesAFreshOne(content, cache, writer: writer, analyzed: 2)
        #expect(changed(after).contains("search/en/pages/3.bin"))

        // A Chinese page: its own language's index.
        try content.replace("components/alerts.zh-Hans.md", "保持简短。", with: "保持简短，按钮不超过两个。")
        after = try indexMatchesAFreshOne(content, cache, writer: writer, analyzed: 1)
        #expect(changed(after).contains("search/zh-Hans/pages/2.bin"))
        #expect(!changed(after).contains { $0.hasPrefix("search/en/") })
    }
}

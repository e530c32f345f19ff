import Foundation
@testable import GuideContent
@testable import GuideCore
@testable import GuideSearch
import Testing

/// A preview's index is patched after an edit to a few pages' text (`SearchIndexCache.patchesEdits`):
/// the shards holding the changed terms are made again from the last ones, and the index must hold
/// the terms and postings an index made from scratch holds.
@Suite struct IndexPatchTests {
    typealias Content = IncrementalIndexTests.Content

    /// Twenty topics about different things, so that one word more or less in one moves the
    /// pages' average length by well under 1 %.
    static func files() -> [String: String] {
        var files = IncrementalIndexTests.files
        let subjects = ["rivers", "mountains", "forests", "deserts", "oceans", "islands", "valleys", "glaciers", "meadows", "canyons",
                        "lakes", "volcanoes", "marshes", "plains", "reefs", "caves", "dunes", "fjords", "tundras", "savannas"]
        for (n, subject) in subjects.enumerated() {
            let text = (0..<12).map { "Sentence \($0) tells readers how \(subject) change over seasons and years." }.joined(separator: " ")
            files["places/\(subject).en.md"] = "---\ntitle: Place \(n) \(subject.capitalized)\n---\n\(text)\n\n## Visiting {#visiting}\n\nWalk along the \(subject) slowly.\n"
        }
        files["places/_index.en.md"] = "---\ntitle: Places\n---\nWhere to go.\n"
        return files
    }

    /// The index made with `cache` (its spilled files read back), and one made from scratch.
    func indexes(_ content: Content, _ cache: SearchIndexCache, writer: SearchIndexWriter) throws -> (patched: [String: [UInt8]], fresh: [String: [UInt8]]) {
        let site = try content.site()
        let made = IncrementalIndexTests.files(for: site, writer: writer, cache: cache)
        var freshWriter = writer
        freshWriter.spill = nil
        let fresh = SearchIndex.files(for: site, writer: freshWriter)
        return (Dictionary(made.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a }),
                Dictionary(fresh.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a }))
    }

    /// A language's terms with their forms and postings, in order, whatever shards hold them.
    func terms(_ files: [String: [UInt8]], _ language: String) -> [(key: String, forms: [String], postings: [(page: Int, impact: UInt8)])] {
        let prefix = "search/\(language)/"
        return WrittenIndex(files: Dictionary(files.filter { $0.key.hasPrefix(prefix) }.map { (String($0.key.dropFirst(prefix.count)), $0.value) },
                                              uniquingKeysWith: { a, _ in a })).terms
    }

    func expectSameTerms(_ patched: [String: [UInt8]], _ fresh: [String: [UInt8]], _ language: String, impacts: Bool = true,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let a = terms(patched, language), b = terms(fresh, language)
        #expect(a.map(\.key) == b.map(\.key), "terms", sourceLocation: sourceLocation)
        #expect(a.map(\.forms) == b.map(\.forms), "forms", sourceLocation: sourceLocation)
        #expect(a.map { $0.postings.map(\.page) } == b.map { $0.postings.map(\.page) }, "pages of each term", sourceLocation: sourceLocation)
        if impacts {
            #expect(a.map { $0.postings.map(\.impact) } == b.map { $0.postings.map(\.impact) }, "impacts", sourceLocation: sourceLocation)
        }
        let pages = patched.keys.filter { $0.hasPrefix("search/\(language)/pages/") }
        #expect(pages.sorted() == fresh.keys.filter { $0.hasPrefix("search/\(language)/pages/") }.sorted(), sourceLocation: sourceLocation)
        #expect(pages.filter { patched[$0] != fresh[$0] } == [], "excerpt files", sourceLocation: sourceLocation)
    }

    @Test(arguments: [(40_000, false), (120, false), (40_000, true), (120, true)])
    func aBodyEditPatchesTheShardsOfTheTermsItChanges(shardBytes: Int, spills: Bool) throws {
        var writer = SearchIndexWriter()
        writer.shardBytes = shardBytes  // 120: many shards, most of them kept
        if spills { writer.spill = try #require(SpillFile()) }
        let content = try Content(Self.files())
        let cache = SearchIndexCache(patchesEdits: true)
        var (before, fresh) = try indexes(content, cache, writer: writer)
        #expect(cache.languagesIndexedAgain == 2)
        #expect(before == fresh, "a first index is made from scratch")

        // One word for another of the same length: the postings are those of a fresh index, and
        // the shards without the two words (or the page's other terms) are the same files.
        try content.replace("places/lakes.en.md", "Walk along the lakes slowly.", with: "Walk along the lakes quietly.")
        var (after, fresh2) = try indexes(content, cache, writer: writer)
        #expect(cache.languagesIndexedAgain == 0)
        expectSameTerms(after, fresh2, "en")
        let shards = before.keys.filter { $0.hasPrefix("search/en/terms/") }
        #expect(after.keys.filter { $0.hasPrefix("search/en/terms/") }.sorted() == shards.sorted(), "the same shards")
        let changedShards = shards.filter { before[$0] != after[$0] }
        #expect(!changedShards.isEmpty)
        if shardBytes == 120 { #expect(changedShards.count < shards.count / 4, "\(changedShards.count) of \(shards.count) shards changed") }
        #expect(after["search/zh-Hans/index.json"] == before["search/zh-Hans/index.json"], "the other language's manifest")
        before = after

        // A word that was on no page, and one that leaves every page ("slowly" stays in others).
        try content.replace("places/caves.en.md", "Walk along the caves slowly.", with: "Walk along the caves spelunking.")
        (after, fresh2) = try indexes(content, cache, writer: writer)
        #expect(cache.languagesIndexedAgain == 0)
        expectSameTerms(after, fresh2, "en")
        #expect(terms(after, "en").contains { $0.key == "spelunk" && $0.forms == ["spelunking"] })
        before = after

        // A longer text moves the average a little: the edited page's terms are weighed with the
        // old average, so impacts may differ from a fresh index's, but every term finds the same pages.
        try content.replace("places/reefs.en.md", "Walk along the reefs slowly.", with: "Walk along the reefs slowly and look at corals.")
        (after, fresh2) = try indexes(content, cache, writer: writer)
        #expect(cache.languagesIndexedAgain == 0)
        expectSameTerms(after, fresh2, "en", impacts: false)
        #expect(terms(after, "en").contains { $0.key == "coral" })
        _ = fresh
    }

    @Test func editsThatCannotBePatchedMakeTheIndexAgain() throws {
        var writer = SearchIndexWriter()
        writer.shardBytes = 120
        let content = try Content(Self.files())
        let cache = SearchIndexCache(patchesEdits: true)
        _ = try indexes(content, cache, writer: writer)

        // The average length moves by more than 1 %: made again, the files a fresh index has.
        try content.replace("places/dunes.en.md", "Walk along the dunes slowly.", with: String(repeating: "Dunes move with wind and sand. ", count: 40))
        var (after, fresh) = try indexes(content, cache, writer: writer)
        #expect(cache.languagesIndexedAgain == 1)
        #expect(after == fresh, "the files of a fresh index")

        // A Chinese page gains a character the pinyin table lacks: made again.
        try content.replace("components/alerts.zh-Hans.md", "保持简短。", with: "保持简短，勿用䶮字。")
        (after, fresh) = try indexes(content, cache, writer: writer)
        #expect(cache.languagesIndexedAgain == 1)
        #expect(after == fresh, "the files of a fresh index")

        // Common characters: patched; its heading pairs are the same. The pinyin table is kept
        // (with 䶮, which no page has any more).
        let pinyin = after["search/zh-Hans/pinyin.bin"]
        try content.replace("components/alerts.zh-Hans.md", "勿用䶮字。", with: "用字要少。")
        (after, fresh) = try indexes(content, cache, writer: writer)
        #expect(cache.languagesIndexedAgain == 0)
        expectSameTerms(after, fresh, "zh-Hans", impacts: false)
        #expect(after["search/zh-Hans/pinyin.bin"] == pinyin, "the pinyin table kept")

        // A heading changes (links may point at it, so no page keeps its place): every language
        // is made again.
        try content.replace("components/alerts.zh-Hans.md", "## 最佳实践", with: "## 实用建议")
        (after, fresh) = try indexes(content, cache, writer: writer)
        #expect(cache.languagesIndexedAgain == 2)
        #expect(after == fresh, "the files of a fresh index")

        // A title (other pages' links show it) is not a body edit: made again.
        try content.replace("components/alerts.en.md", "title: Alerts", with: "title: Alert Sheets")
        (after, fresh) = try indexes(content, cache, writer: writer)
        #expect(cache.languagesIndexedAgain == 2)
        #expect(after == fresh, "the files of a fresh index")
    }

    /// The shard decoder reads back what the packer wrote, and a term goes to the shard the
    /// browser looks for it in.
    @Test func shardsDecodeAndTermsFindTheirShard() throws {
        let entries = [ShardEntry(term: "apple", forms: ["apples"], postings: [1 << 8 | 5, 7 << 8 | 31]),
                       ShardEntry(term: "边栏", forms: [], postings: [300 << 8 | 0x21])]
        let decoded = try #require(ShardEntry.entries(of: ShardEntry.shard(of: entries)))
        #expect(decoded.map(\.term) == ["apple", "边栏"])
        #expect(decoded.map(\.forms) == [["apples"], []])
        #expect(decoded.map(\.postings) == entries.map(\.postings))
        #expect(ShardEntry.entries(of: [1, 0, 0]) == nil)
        let first = ["b", "d", "f"]
        #expect(["a", "b", "c", "d", "e", "g"].map { SearchIndexWriter.shardNumber(of: $0, boundaries: first) } == [0, 0, 0, 1, 1, 2])
    }
}

import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideBuild

/// The parse cache of an incremental build: files are parsed again only when they changed or
/// are new to it, and an edit hands the parse stage the changed file alone.
struct PageCacheTests {
    static func files(_ names: [String]) -> [ContentFile] {
        names.map { ContentFile(path: "/site/Content/" + $0, relativePath: $0, displayPath: $0) }
    }

    static func page(_ id: String) -> Page {
        Page(kind: .topic, language: .english, id: id, section: "s", title: id.capitalized, summary: "", order: 0,
             related: [], updated: nil, path: id + ".md", contentRelativePath: id + ".md", body: "Text of \(id).",
             bodyLineOffset: 0, headings: [], links: [])
    }

    @Test func onlyChangedAndNewFilesAreParsedAgain() {
        let cache = PageCache()
        let first = Self.files(["a.md", "b.md", "c.md"])
        #expect(cache.toParse(first) == [0, 1, 2])
        cache.store([(0, Self.page("a"), []), (1, nil, [.error("content.empty", "empty", at: nil)]), (2, Self.page("c"), [])])
        #expect(cache.toParse(first) == [])
        var parsed = cache.parsed()
        #expect(parsed.pages.map(\.id) == ["a", "c"])
        #expect(parsed.textHashes.count == 2)
        #expect(parsed.problems.map(\.id) == ["content.empty"])

        // An edit: that file alone, its problem gone once parsed again.
        cache.invalidate(["b.md", "gone.md"])
        #expect(cache.toParse(first) == [1])
        cache.store([(1, Self.page("b"), [])])
        parsed = cache.parsed()
        #expect(parsed.pages.map(\.id) == ["a", "b", "c"])
        #expect(parsed.problems.isEmpty)

        // A new content walk: known files keep their pages, a new one is parsed, a gone one is dropped.
        let second = Self.files(["a.md", "c.md", "d.md"])
        #expect(cache.toParse(second) == [2])
        cache.store([(2, Self.page("d"), [])])
        #expect(cache.parsed().pages.map(\.id) == ["a", "c", "d"])
        #expect(!cache.holdsCatalogs)
    }

    /// The pages handed out are kept and an edit's page put in its place; a file that stops or
    /// starts giving a page makes them gathered anew.
    @Test func editedPagesTakeTheirPlaceAmongTheKeptPages() {
        let cache = PageCache()
        let files = Self.files(["a.md", "b.md", "c.md"])
        _ = cache.toParse(files)
        cache.store([(0, Self.page("a"), []), (1, Self.page("b"), []), (2, Self.page("c"), [])])
        #expect(cache.parsed().pages.map(\.id) == ["a", "b", "c"])
        let edited = Self.page("b2")
        cache.invalidate(["b.md"])
        #expect(cache.toParse(files) == [1])
        cache.store([(1, edited, [])])
        let parsed = cache.parsed()
        #expect(parsed.pages.map(\.id) == ["a", "b2", "c"])
        #expect(parsed.pages[1] === edited)
        #expect(parsed.textHashes[1] == edited.fileText.hashValue)
        // Broken, then mended.
        cache.invalidate(["a.md"])
        _ = cache.toParse(files)
        cache.store([(0, nil, [.error("content.empty", "empty", at: nil)])])
        #expect(cache.parsed().pages.map(\.id) == ["b2", "c"])
        cache.invalidate(["a.md"])
        _ = cache.toParse(files)
        cache.store([(0, Self.page("a"), [])])
        #expect(cache.parsed().pages.map(\.id) == ["a", "b2", "c"])
        #expect(cache.parsed().problems.isEmpty)
    }
}

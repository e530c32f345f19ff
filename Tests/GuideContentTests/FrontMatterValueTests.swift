import Foundation
@testable import GuideCore
import Testing
@testable import GuideContent

/// Simple front matter is read without Yams; whatever that reading accepts must come out as
/// Yams reads it (text, plain or quoted, list or not, and positions), and anything it is not
/// sure of must go to Yams.
struct FrontMatterValueTests {
    /// The simple reading of `text`, checked against Yams'; nil when it left `text` to Yams.
    func simpleReading(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [FrontMatterValue.Entry]? {
        guard let simple = FrontMatterValue.simpleEntries(text) else { return nil }
        var diagnostics: [Diagnostic] = []
        let yams = YAMLReader(file: "page.md", lineOffset: 1).yamsEntries(text, into: &diagnostics)
        #expect(diagnostics.isEmpty, "Yams refused what the simple reading accepted: \(text)", sourceLocation: sourceLocation)
        #expect(simple.map(\.key) == yams.map(\.key), "\(text)", sourceLocation: sourceLocation)
        for (mine, theirs) in zip(simple, yams) {
            #expect(describe(mine.keyValue) == describe(theirs.keyValue), "\(text)", sourceLocation: sourceLocation)
            #expect(describe(mine.value) == describe(theirs.value), "\(text)", sourceLocation: sourceLocation)
        }
        return simple
    }

    func describe(_ value: FrontMatterValue) -> String {
        let position = value.position.map { "@\($0.line):\($0.column)" } ?? "@?"
        switch value.content {
        case let .scalar(text, isPlain): return (isPlain ? "plain " : "quoted ") + text + position
        case let .sequence(items): return "[" + items.map(describe).joined(separator: ", ") + "]" + position
        case .mapping: return "mapping" + position
        case .alias: return "alias" + position
        }
    }

    @Test func plainLinesAndListsAreReadAsYamsReadsThem() throws {
        let text = """
        title: 次要指针效果（4）
        summary: Explains how to design clear, predictable pointer effects, on iPhone and iPad.
        order: 50
        related: [collapsible-color-3, standard-collections-2,dynamic-navigation-bars-3 ]
        updated: 2026-02-15

        # a comment
        section: 入门 · Getting started
        id: alerts_2
        lang: zh-Hans
        empty-list: [ ]
        url: https://example.com/a#b?c=d:e
        trailing:   spaced out${"  "}
        quoted: "Swift at Apple: Migrating # to 'Swift'"
        single: ' it''s '
        """.replacingOccurrences(of: "${\"  \"}", with: "  ").replacingOccurrences(of: "it''s", with: "its")
        let entries = try #require(simpleReading(text))
        #expect(entries.map(\.key) == ["title", "summary", "order", "related", "updated", "section", "id", "lang", "empty-list", "url", "trailing",
                                        "quoted", "single"])
        #expect(describe(entries[0].value) == "plain 次要指针效果（4）@1:8")
        #expect(describe(entries[3].value) == "[plain collapsible-color-3@4:11, plain standard-collections-2@4:32, plain dynamic-navigation-bars-3@4:55]@4:10")
        #expect(describe(entries[10].value) == "plain spaced out@13:13")
        #expect(describe(entries[11].value) == "quoted Swift at Apple: Migrating # to 'Swift'@14:9")
        #expect(describe(entries[12].value) == "quoted  its @15:9")
    }

    @Test func anythingElseIsLeftToYams() {
        let declined = [
            "title: 'it''s'", "title: \"a \\\" b\"", "title: \"a\" b", "title: \"a", "title: '", "title: \"a\" # c", "title: a: b", "title: a # comment", "title:", "title:  ",
            "title:x", "title : x", "  title: x", "title: x\n  continued", "title: |\n  block", "title: >\n  folded",
            "related:\n  - a\n  - b", "related: [a, b,]", "related: [a, [b]]", "related: [a: b]", "related: [a, b",
            "related: {a: b}", "title: &anchor x", "title: *alias", "title: !tag x", "title: - x", "title: ? x",
            "title: @x", "title: `x`", "title: %x", "title: x\ntitle: y", "title: a\tb", "title: a\r", "title: a\u{85}b",
            "title: a\u{2028}b", "\u{FEFF}title: x", "title: a\u{FFFE}", "---\ntitle: x", "1title: x", "-title: x",
            "title: x:", String(repeating: "k", count: 201) + ": x",
        ]
        for text in declined {
            #expect(FrontMatterValue.simpleEntries(text) == nil, "\(text)")
        }
    }

    @Test func theShippedSitesFrontMatterIsReadAsYamsReadsIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let content = root.appendingPathComponent("Content")
        let files = try #require(FileManager.default.enumerator(atPath: content.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }
        var simple = 0
        for file in files {
            let text = try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8)
            guard let yaml = FrontMatter.split(text)?.yaml else { continue }
            if simpleReading(yaml) != nil { simple += 1 }
        }
        // Nearly all of it is simple; the test is there to compare, so it must compare some.
        #expect(files.count > 20)
        #expect(simple * 10 >= files.count * 9, "\(simple) of \(files.count)")
    }
}

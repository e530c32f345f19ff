import Foundation
import Testing
@testable import GuideMarkdown

/// The CommonMark 0.30 specification's examples (Tests/Fixtures/commonmark-spec-0.30.txt,
/// CC-BY-SA 4.0, John MacFarlane), run through guidegen's own renderer.
struct CommonMarkSpecTests {
    struct Example: CustomTestStringConvertible {
        let number: Int
        let section: String
        let markdown: String
        let html: String
        var testDescription: String { "example \(number) (\(section))" }
    }

    static func examples() throws -> [Example] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/commonmark-spec-0.30.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        let fence = String(repeating: "`", count: 32)
        var examples: [Example] = []
        var section = ""
        var state = 0  // 0 outside, 1 markdown, 2 html
        var markdown = "", html = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if state == 0, line.hasPrefix("#") {
                section = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            }
            if line == fence + " example" {
                state = 1
                markdown = ""
                html = ""
            } else if state == 1, line == "." {
                state = 2
            } else if state > 0, line == fence {
                let fix = { (s: String) in s.replacingOccurrences(of: "→", with: "\t") }
                examples.append(Example(number: examples.count + 1, section: section, markdown: fix(markdown), html: fix(html)))
                state = 0
            } else if state == 1 {
                markdown += line + "\n"
            } else if state == 2 {
                html += line + "\n"
            }
        }
        return examples
    }

    static func render(_ markdown: String) -> String {
        let renderer = HTMLRenderer(allowRawHTML: true, headingIDs: true, guideExtensions: false)
        let html = renderer.render(MarkdownDocument(markdown))
        // Heading ids are guidegen's addition; the spec's HTML has none.
        return html.replacingOccurrences(of: #"<h([1-6]) id="[^"]*">"#, with: "<h$1>", options: .regularExpression)
    }

    @Test func specFileHasAll652Examples() throws {
        #expect(try Self.examples().count == 652)
    }

    @Test func rendererAgreesWithEverySpecExample() throws {
        var failures: [Int] = []
        for example in try Self.examples() {
            let actual = Self.render(example.markdown)
            if actual != example.html {
                failures.append(example.number)
                if failures.count <= 10 {
                    Issue.record("""
                        \(example.testDescription)
                        markdown: \(example.markdown.debugDescription)
                        expected: \(example.html.debugDescription)
                        actual:   \(actual.debugDescription)
                        """)
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 652 examples differ: \(failures.prefix(40))")
    }
}

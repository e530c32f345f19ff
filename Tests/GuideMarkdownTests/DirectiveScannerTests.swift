import Foundation
@testable import GuideCore
import Testing
@testable import GuideMarkdown

struct DirectiveScannerTests {
    /// The root article of a catalog, as DocC catalogs write it.
    let root = """
        # The Book

        Learn the language.

        @Metadata {
          @TechnologyRoot
          @DisplayName("A Book")
        }

        @Options(scope: global) {
          @AutomaticSeeAlso(disabled)
        }

        ## Topics

        - <doc:TheBasics>
        """

    @Test func metadataAndOptionsAreReadAndTheirLinesBlankedWithEveryOtherLineInPlace() throws {
        let scan = DirectiveScanner.scan(root)
        #expect(scan.directives.map(\.name) == ["Metadata", "Options"])
        #expect(scan.directives[0].children.map(\.name) == ["TechnologyRoot", "DisplayName"])
        #expect(scan.directives[0].children[1].argument(nil) == "A Book")
        #expect(scan.directives[1].argument("scope") == "global")
        #expect(scan.directives[1].children[0].arguments == [Directive.Argument(label: nil, value: "disabled")])
        #expect(scan.problems.isEmpty)
        let before = root.split(separator: "\n", omittingEmptySubsequences: false)
        let after = scan.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        for (old, new) in zip(before, after) {
            if old.contains("@") || old.trimmingCharacters(in: .whitespaces) == "}" {
                #expect(new.utf8.count == old.utf8.count && new.allSatisfy { $0 == " " })
            } else {
                #expect(old == new)
            }
        }
        let metadata = DirectiveMetadata(scan.directives)
        #expect(metadata.isTechnologyRoot && metadata.displayName == "A Book")
        #expect(scan.directives[0].line == 5 && scan.directives[0].column == 1)
        #expect(scan.directives[0].children[1].line == 7 && scan.directives[0].children[1].column == 3)
    }

    @Test func aDirectiveInACodeBlockOrAnHTMLCommentIsCode() {
        let text = """
            ```swift
            @available(iOS 17, *)
            func f() {}
            ```

            <!--
            @Comment { not a directive }
            -->

                @indented is code too
            """
        let scan = DirectiveScanner.scan(text)
        #expect(scan.directives.isEmpty)
        #expect(scan.text == text)
    }

    @Test func renderedDirectivesNestAndLeaveAPlaceholderLine() throws {
        let text = """
            Intro.

            @Row {
                @Column {
                    Left *text*.
                }
                @Column(size: 2) { Right text. }
            }
            After.
            """
        let scan = DirectiveScanner.scan(text)
        let row = try #require(scan.directives.first)
        #expect(row.name == "Row" && row.bodyLines == 4..<8 && row.bodyIndent == 4)
        #expect(row.children.map(\.name) == ["Column", "Column"])
        #expect(row.children[0].body.trimmingWhitespace() == "Left *text*.")
        #expect(row.children[0].line == 4 && row.children[0].column == 5)
        #expect(row.children[1].body == "Right text." && row.children[1].argument("size") == "2")
        #expect(row.children[1].bodyIndent == "    @Column(size: 2) { ".utf8.count)
        #expect(DirectiveScanner.placeholderIndex(row.body.split(separator: "\n")[0].description) == 0)
        let lines = scan.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(DirectiveScanner.placeholderIndex(String(lines[2])) == 0)
        #expect(lines[3...7].allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(lines[8] == "After.")
    }

    @Test func anUnknownDirectiveIsAProblemAtItsLineAndColumnAndItsBodyIsKept() throws {
        let scan = DirectiveScanner.scan("Text.\n\n@Snippet(path: \"a/b\") {\n  Some **body**.\n}\n")
        #expect(scan.problems.map(\.id) == ["directive.unknown"])
        #expect(scan.problems[0].line == 3 && scan.problems[0].column == 1)
        #expect(scan.problems[0].message.contains("@Snippet"))
        #expect(scan.directives[0].body == "Some **body**.")
        #expect(!scan.text.contains("Snippet") && !scan.text.contains("body"))
    }

    @Test func aMisplacedMetadataChildAndAMissingBraceAreProblems() {
        let scan = DirectiveScanner.scan("@Metadata {\n  @Sparkle\n}\n\n@Row {\nnever closed\n")
        #expect(scan.problems.map(\.id) == ["directive.unknown", "directive.malformed"])
        #expect(scan.problems.map(\.line) == [2, 5])
        #expect(scan.problems[0].column == 3)
    }

    @Test func aCommentIsDroppedWithItsBody() {
        let scan = DirectiveScanner.scan("@Comment {\n  @Whatever\n}\nText.\n")
        #expect(scan.problems.isEmpty)
        #expect(scan.directives.map(\.role) == [.comment])
        #expect(scan.text.trimmingWhitespace() == "Text.")
    }

    @Test func textWithoutDirectivesIsLeftAsItIs() {
        let text = "An email a@b.c and\n@ alone, and `@objc` in code.\n"
        #expect(DirectiveScanner.scan(text).text == text)
        #expect(DirectiveScanner.scan(text).directives.isEmpty)
    }

    /// Directives nested without bound (3,000 `@Small` inside each other, 33 KB) took the square
    /// of the text and then overflowed the stack (found by a helper mutating inputs,
    /// 2026-12-04): bodies deeper than `maximumDepth` are left as written, with a warning.
    @Test func directivesNestedPastTheLimitAreLeftAsWrittenWithAWarning() {
        let depth = 3_000
        let text = String(repeating: "@Small {\n", count: depth) + "x\n" + String(repeating: "}\n", count: depth)
        let scan = DirectiveScanner.scan(text)
        #expect(scan.problems.map(\.id) == ["directive.too-deep"])
        #expect(scan.problems.first?.line == DirectiveScanner.maximumDepth + 1)
        var innermost = scan.directives.first
        var levels = 0
        while let next = innermost?.children.first { innermost = next; levels += 1 }
        #expect(levels == DirectiveScanner.maximumDepth)
        #expect(innermost?.body.hasPrefix("@Small {") == true)
    }
}

import Foundation
@testable import GuideSymbols
import GuideCore
import Testing

struct SymbolSummariesTests {
    static let source = """
    import Foundation

    /// A provider that reads values from environment variables.
    ///
    /// Names are upper-cased, with `_` between words.
    public struct EnvironmentProvider: Sendable {
        /// Not a type, but a member.
        public var prefix: String

        /// Keys written out, one per line.
        ///
        /// - Parameter name: not part of the summary.
        public enum Format { case plain }

        func make() {
            /// Inside a function: nothing of the module's.
            struct Local {}
        }
    }

    /// An old comment, apart from the declaration.

    // An ordinary comment.
    public final class Orphan {}

    /**
     * A reader of ``EnvironmentProvider`` values,
     * kept in memory.
     */
    @available(macOS 13, *)
    public actor Cache {}

    extension EnvironmentProvider {
        /// Where a value came from.
        public struct Origin {}
    }

    /// - Returns: a callout alone is no summary.
    public protocol Callout {}

    /// Documented, with an ordinary comment after.
    // MARK: - Passed over, as Swift passes it over.
    public struct Marked {}
    """

    /// What follows the summary is the discussion: as written, the indentation every line
    /// shares removed (an indented code block keeps its own), without the callouts DocC shows
    /// apart (`- Parameter`, `- Returns:` and the lines under them); other callouts stay.
    @Test func theRestOfACommentIsTheDiscussion() throws {
        let found = Dictionary(SymbolSummaries.declarations(in: Self.source + """

            /// A store.
            ///
            /// Keeps values.
            ///
            ///     let store = Store()
            ///
            /// - Parameters:
            ///   - name: left out,
            ///     with its second line.
            /// - Returns: left out.
            /// - Note: kept.
            public struct Store {}

            /**
             A block.

             Its second paragraph.
             */
            public struct Block {}
            """).discussions, uniquingKeysWith: { a, _ in a })
        #expect(found["EnvironmentProvider"]?.text == "Names are upper-cased, with `_` between words.")
        #expect(found["EnvironmentProvider/Format"] == nil)
        #expect(found["Store"]?.text == "Keeps values.\n\n    let store = Store()\n\n- Note: kept.")
        #expect(found["Block"]?.text == "Its second paragraph.")
        // The page's title is its one level-1 heading: a comment's own become level 2, but not
        // a shell comment in fenced code.
        #expect(SymbolSummaries.belowTheTitle(["# Usage", "```sh", "# not a heading", "```", "## Kept", "#hashtag"])
                == ["## Usage", "```sh", "# not a heading", "```", "## Kept", "#hashtag"])
        #expect(found["Cache"] == nil && found["Callout"] == nil)
        let summaries = SymbolSummaries(discussions: found)
        #expect(summaries.discussion(ofSymbol: "Config/Store") == found["Store"])
    }

    /// Each line of a discussion knows where it stands in its Swift file (its line, and the
    /// characters before it there: indentation, `///` or a block's `*`, the indentation the
    /// comment's lines share), so that a finding in it points into the file.
    @Test func aDiscussionsLinesKnowWhereTheyStand() throws {
        let found = Dictionary(SymbolSummaries.declarations(in: """
            import Kit

            enum Outer {
                /// Inner.
                ///
                ///  See café <doc:A>.
                ///
                ///  # Usage
                struct Inner {}
            }

            /**
             Block.

             Second <doc:B>.
             */
            struct Block {}
            """, file: "Sources/Kit/Outer.swift").discussions, uniquingKeysWith: { a, _ in a })
        let inner = try #require(found["Outer/Inner"])
        #expect(inner.text == "See café <doc:A>.\n\n## Usage")
        // `<` is the 11th byte and 10th character of its line, after 9 characters of the file's.
        #expect(inner.location(line: 1, byteColumn: 11) == GuideCore.SourceLocation(file: "Sources/Kit/Outer.swift", line: 6, column: 19))
        // The heading's added `#` stands before the written one.
        #expect(inner.location(line: 3, byteColumn: 4) == GuideCore.SourceLocation(file: "Sources/Kit/Outer.swift", line: 8, column: 12))
        let block = try #require(found["Block"])
        #expect(block.text == "Second <doc:B>.")
        #expect(block.location(line: 1, byteColumn: 8) == GuideCore.SourceLocation(file: "Sources/Kit/Outer.swift", line: 15, column: 9))
    }

    /// A member's comment is kept under the path a symbol link gives it (`Widget/make(with:_:)`),
    /// as DocC shows it on the member's page; a member is no type.
    @Test func membersAreNamedAsSymbolLinksNameThem() throws {
        let declared = SymbolSummaries.declarations(in: """
            public struct Widget {
                /// Makes a widget.
                public func make(with style: Int, _ size: Int) async throws -> Widget { fatalError() }
                /// Makes one from a name.
                public init?(name: String) {}
                /// The widget's size.
                ///
                /// In points.
                public var size: Int = 0
                /// A cell.
                public subscript(row: Int, column column: Int) -> Int { 0 }
                /// Equal widgets.
                public static func == (lhs: Widget, rhs: Widget) -> Bool { true }
                /// The default widget.
                public static let `default` = Widget()
            }

            public enum Shape {
                /// A circle.
                case circle(radius: Double, Double)
                /// Flat.
                case flat
            }
            """)
        let found = Dictionary(declared.summaries, uniquingKeysWith: { a, _ in a })
        #expect(found["Widget/make(with:_:)"] == "Makes a widget.")
        #expect(found["Widget/init(name:)"] == "Makes one from a name.")
        #expect(found["Widget/size"] == "The widget's size.")
        #expect(found["Widget/subscript(_:column:)"] == "A cell.")
        #expect(found["Widget/==(_:_:)"] == "Equal widgets.")
        #expect(found["Widget/default"] == "The default widget.")
        #expect(found["Shape/circle(radius:_:)"] == "A circle." && found["Shape/flat"] == "Flat.")
        #expect(Dictionary(declared.discussions, uniquingKeysWith: { a, _ in a })["Widget/size"]?.text == "In points.")
        #expect(declared.types == ["Widget", "Shape"])
        let summaries = SymbolSummaries(byPath: found, types: declared.types)
        #expect(summaries.summary(ofSymbol: "Kit/Widget/make(with:_:)") == "Makes a widget.")
        #expect(summaries.summary(ofSymbol: "Widget/size-swift.property") == "The widget's size.")
        #expect(summaries.summary(ofSymbol: "Kit/Other/size") == nil)
    }

    @Test func typesTakeTheFirstParagraphOfTheirDocumentationComment() throws {
        let found = Dictionary(SymbolSummaries.declarations(in: Self.source).summaries, uniquingKeysWith: { a, _ in a })
        #expect(found["EnvironmentProvider"] == "A provider that reads values from environment variables.")
        #expect(found["EnvironmentProvider/Format"] == "Keys written out, one per line.")
        #expect(found["EnvironmentProvider/Origin"] == "Where a value came from.")
        #expect(found["Cache"] == "A reader of ``EnvironmentProvider`` values, kept in memory.")
        #expect(found["Orphan"] == nil)
        #expect(found["Callout"] == nil)
        #expect(found["Marked"] == "Documented, with an ordinary comment after.")
        #expect(found["EnvironmentProvider/make/Local"] == nil && found["Local"] == nil)
        #expect(found["EnvironmentProvider/prefix"] == "Not a type, but a member.")
        // Every type is known as one, with a comment or not; nothing inside a function.
        #expect(SymbolSummaries.declarations(in: Self.source).types
                == ["EnvironmentProvider", "EnvironmentProvider/Format", "Orphan", "Cache", "EnvironmentProvider/Origin", "Callout", "Marked"])
    }

    @Test func anExtensionFilesLinkFindsItsTypeWithOrWithoutTheModule() throws {
        let summaries = SymbolSummaries(byPath: Dictionary(SymbolSummaries.declarations(in: Self.source).summaries, uniquingKeysWith: { a, _ in a }))
        #expect(summaries.summary(ofSymbol: "Config/EnvironmentProvider") == "A provider that reads values from environment variables.")
        #expect(summaries.summary(ofSymbol: "EnvironmentProvider") != nil)
        #expect(summaries.summary(ofSymbol: "Config/EnvironmentProvider/Format-swift.enum") == "Keys written out, one per line.")
        #expect(summaries.summary(ofSymbol: "Config/Missing") == nil)
    }

    @Test func aModulesFilesLeaveOutCatalogsTestsAndHiddenFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-symbols-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (file, text) in [("Sources/A.swift", "/// Kept.\nstruct A {}"), ("Sources/Nested/B.swift", "/// Kept too.\nstruct B {}"),
                             ("Sources/Mod.docc/C.swift", "/// No.\nstruct C {}"), ("Sources/Tests/D.swift", "/// No.\nstruct D {}"),
                             ("Sources/.build/E.swift", "/// No.\nstruct E {}"), ("Sources/notes.md", "/// No.")] {
            let url = URL(fileURLWithPath: folder + "/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let signature = SymbolSummaries.signature(moduleFolder: folder + "/Sources")
        #expect(signature.keys.map { String($0.dropFirst(folder.count)) }.sorted() == ["/Sources/A.swift", "/Sources/Nested/B.swift"])
        let summaries = SymbolSummaries.read(files: signature.keys.sorted())
        #expect(summaries.byPath == ["A": "Kept.", "B": "Kept too."])
    }
}

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

    /// Apart from the declaration, and still its comment, as the compiler reads it.

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
        // Windows line ends: a block's lines are its lines.
        let crlf = try #require(SymbolSummaries.declarations(in: "/**\r\n Summary.\r\n\r\n More <doc:X>.\r\n */\r\nstruct Crlf {}\r\n").discussions.first?.1)
        #expect(crlf.text == "More <doc:X>.")
        #expect(crlf.location(line: 1, byteColumn: 6).line == 4 && crlf.location(line: 1, byteColumn: 6).column == 7)
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

    /// A module file nested deeper than swift-syntax's parser can take (`SwiftNesting`: a
    /// thousand brackets overflow its stack) is read as declaring nothing, as the app scanner
    /// and the highlighter read one, rather than crashing the build; the module's other files
    /// are read as usual. Found by the fuzzer's catalog round.
    @Test func aFileNestedTooDeeplyDeclaresNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-deep-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ("/// Deep.\npublic struct Deep" + String(repeating: "(", count: 3_000) + " {}\n").write(toFile: folder + "/Deep.swift", atomically: true, encoding: .utf8)
        try "/// A widget.\npublic struct Widget {}\n".write(toFile: folder + "/Widget.swift", atomically: true, encoding: .utf8)
        let summaries = SymbolSummaries.read(files: [folder + "/Deep.swift", folder + "/Widget.swift"])
        #expect(summaries.types == ["Widget"])
        #expect(summaries.summary(ofSymbol: "Widget") == "A widget.")
    }

    /// Every declaration's kind, as the symbol graph files it (DocC groups the symbols nobody
    /// curates by it): `static` and `class` members are the type's own, an actor is a class, an
    /// operator is an operator wherever it is declared, a function or variable outside any type a global one.
    @Test func declarationsKeepTheirKinds() throws {
        let declared = SymbolSummaries.declarations(in: """
            public struct Widget {
                public init(size: Int) {}
                public var size: Int = 0
                public static var shared = Widget(size: 1)
                public func draw() {}
                public static func make() -> Widget { Widget(size: 0) }
                public subscript(row: Int) -> Int { 0 }
                public static subscript(named name: String) -> Widget { shared }
                public static func == (lhs: Widget, rhs: Widget) -> Bool { true }
                public typealias Size = Int
            }
            public final class Engine { public class func start() {} }
            public actor Store {}
            public protocol Drawable { func draw() }
            public enum Shape { case flat }
            extension Widget { public func reset() {} }
            public func makeWidget() -> Widget { Widget(size: 0) }
            public let defaultSize = 4
            @freestanding(expression) public macro stringify(_ value: Int) -> String = #externalMacro(module: "M", type: "S")
            """)
        let kinds = Dictionary(declared.kinds, uniquingKeysWith: { a, _ in a })
        #expect(kinds == [
            "Widget": .structure, "Widget/init(size:)": .initializer, "Widget/size": .instanceProperty, "Widget/shared": .typeProperty,
            "Widget/draw()": .instanceMethod, "Widget/make()": .typeMethod, "Widget/subscript(_:)": .subscript,
            "Widget/subscript(named:)": .typeSubscript, "Widget/==(_:_:)": .operator, "Widget/Size": .typeAlias,
            "Engine": .class, "Engine/start()": .typeMethod, "Store": .class, "Drawable": .protocol, "Drawable/draw()": .instanceMethod,
            "Shape": .enumeration, "Shape/flat": .enumerationCase, "Widget/reset()": .instanceMethod,
            "makeWidget()": .function, "defaultSize": .variable, "stringify(_:)": .macro,
        ])
        let summaries = SymbolSummaries(kinds: kinds)
        #expect(summaries.kind(ofSymbol: "Kit/Widget/make()-swift.type.method") == .typeMethod)
        #expect(summaries.kind(ofSymbol: "Kit/Other") == nil)
        #expect(SymbolKind(disambiguatedPart: "Counted-swift.struct") == .structure && SymbolKind(disambiguatedPart: "Store-swift.actor") == .class)
        #expect(SymbolKind(disambiguatedPart: "make()-3xk2a") == nil)
    }

    /// The summaries of a module made of `files` (name: Swift source), read in their order.
    static func module(_ files: KeyValuePairs<String, String>) throws -> SymbolSummaries {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("module-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return SymbolSummaries.read(files: files.map { folder.appendingPathComponent($0.key).path })
    }

    /// The members DocC documents are those public where they stand in a type it documents:
    /// written `public` or `open`, or public by their protocol's or `public extension`'s
    /// default, an enumeration's cases as the enumeration; not internal ones, nor `@_spi`,
    /// unavailable or underscored ones, nor those of an internal type or of another module's.
    @Test func aTypesDocumentedMembersArePublicWhereTheyStand() throws {
        let summaries = try Self.module(["Widget.swift": """
            public struct Widget {
                public init(size: Int) {}
                public var size: Int
                var secret: Int
                public private(set) var count: Int
                @_spi(Testing) public func probe() {}
                @available(*, unavailable) public func old() {}
                public func _hook() {}
                open class Part { public func fit() {} }
                struct Hidden { public func shown() {} }
            }
            public protocol Drawable { func draw() }
            public enum Shape { case flat, round(radius: Int) }
            enum Internal { case a }
            """, "Extensions.swift": """
            public extension Widget { func reset() {}; internal func tidy() {} }
            extension Widget { public func grow() {}; func shrink() {} }
            extension String { public func widgetize() {} }
            """])
        #expect(summaries.members(ofSymbol: "Kit/Widget") == ["Widget/init(size:)", "Widget/size", "Widget/count", "Widget/Part", "Widget/reset()", "Widget/grow()"])
        #expect(summaries.members(ofSymbol: "Widget/Part") == ["Widget/Part/fit()"])
        #expect(summaries.members(ofSymbol: "Drawable") == ["Drawable/draw()"])
        #expect(summaries.members(ofSymbol: "Shape-swift.enum") == ["Shape/flat", "Shape/round(radius:)"])
        #expect(summaries.members(ofSymbol: "Internal").isEmpty && summaries.members(ofSymbol: "Widget/Hidden").isEmpty)
        #expect(summaries.members(ofSymbol: "String").isEmpty)
    }

    /// A documented symbol's declaration is DocC's: without its comment, body, members, value,
    /// access level and compiler-only attributes, in one line; a type without its conformances,
    /// a protocol with what it refines; each binding and case on its own.
    @Test func aSymbolsDeclarationIsShownAsDocCShowsIt() throws {
        let summaries = try Self.module(["Widget.swift": """
            /// A widget.
            @available(macOS 14, *)
            public struct Widget<Style>: Sendable, Hashable where Style: Equatable {
                /// Makes one.
                @inlinable
                public init(size: Int = 1) { self.size = size }
                public private(set) var size: Int = 0, weight: Double
                @discardableResult
                public mutating func make(
                    with style: Style,
                    then handler: @escaping () -> Void
                ) async throws -> Widget {
                    self
                }
                public subscript(row: Int) -> Int { get { 0 } set {} }
                public typealias Size = Int
                public var count: Int { 0 }
                public var name: String { didSet {} }
                public let id: Int
                @available(*, deprecated, renamed: "make(with:then:)")
                public func build() {}
                @available(macOS, deprecated: 13, message: "Spin it instead.")
                public func turn() {}
                @available(*, deprecated)
                public func old() {}
                func hidden() {}
            }
            public protocol Drawable: Sendable { func draw(); var color: Int { get set } }
            public enum Shape { case flat, round(radius: Int) }
            @MainActor public final class Engine {}
            """])
        func declaration(_ path: String) -> String? {
            summaries.signatures[path].map { $0.text.components(separatedBy: "\n")[3] }
        }
        #expect(declaration("Widget") == "struct Widget<Style> where Style: Equatable")
        #expect(declaration("Widget/init(size:)") == "init(size: Int = 1)")
        #expect(declaration("Widget/size") == "var size: Int { get }")
        #expect(declaration("Widget/weight") == "var weight: Double { get }")
        // Longer than 80 characters: a parameter per line, as DocC breaks it.
        #expect(summaries.signatures["Widget/make(with:then:)"]?.text.components(separatedBy: "\n")[3...6].joined(separator: "\n")
            == "@discardableResult mutating func make(\n    with style: Style,\n    then handler: @escaping () -> Void\n) async throws -> Widget")
        let long = try #require(summaries.signatures["Widget/make(with:then:)"])
        #expect(long.origins.count == long.text.components(separatedBy: "\n").count)
        #expect(declaration("Widget/subscript(_:)") == "subscript(row: Int) -> Int { get set }")
        #expect(declaration("Widget/count") == "var count: Int { get }" && declaration("Widget/name") == "var name: String { get set }")
        #expect(declaration("Widget/id") == "let id: Int" && declaration("Drawable/color") == "var color: Int { get set }")
        #expect(declaration("Widget/Size") == "typealias Size = Int")
        #expect(declaration("Drawable") == "protocol Drawable: Sendable")
        #expect(declaration("Drawable/draw()") == "func draw()")
        #expect(declaration("Shape/round(radius:)") == "case round(radius: Int)")
        #expect(declaration("Engine") == "@MainActor final class Engine")
        #expect(declaration("Widget/hidden()") == nil)
        // A deprecated one says so first, with its message or the name to use.
        #expect(summaries.signatures["Widget/build()"]?.text.hasPrefix("> Deprecated: Use `make(with:then:)` instead.\n\n## Declaration\n\n```swift\nfunc build()") == true)
        #expect(summaries.signatures["Widget/turn()"]?.text.hasPrefix("> Deprecated: Spin it instead.\n\n## Declaration") == true)
        #expect(summaries.signatures["Widget/old()"]?.text.hasPrefix("> Deprecated: This symbol is deprecated.\n") == true)
        #expect(summaries.signatures["Widget/init(size:)"]?.text.hasPrefix("## Declaration") == true)
        let page = try #require(summaries.pageSource(ofSymbol: "Kit/Widget/init(size:)"))
        #expect(page.text == "## Declaration\n\n```swift\ninit(size: Int = 1)\n```", "\(page.text)")
        #expect(page.origins.map(\.line) == [5, 5, 5, 5, 5])  // from its attribute's line
    }

    /// A member declared for another platform than the one DocC documents for (macOS) is none
    /// of its type's documented members: `#if os(Windows)` out, its `#else` and
    /// `canImport(Darwin)` in. Its kind and summary are kept whatever the platform.
    @Test func aMemberForAnotherPlatformIsNotDocumented() throws {
        let summaries = try Self.module(["Process.swift": """
            public struct Process {
            #if os(Windows)
                /// The thread handle.
                public var threadHandle: Int
            #else
                public var pid: Int
            #endif
            #if canImport(Darwin)
                public func suspend() {}
            #elseif canImport(Glibc)
                public func freeze() {}
            #endif
            }
            """])
        #expect(summaries.members(ofSymbol: "Process") == ["Process/pid", "Process/suspend()"])
        #expect(summaries.summary(ofSymbol: "Process/threadHandle") == "The thread handle.")
    }

    /// A summary is the comment's first paragraph as CommonMark reads it: a list item right
    /// under its line (`- Parameters:`) ends it, and is a callout of the discussion.
    @Test func aCalloutRightUnderTheSummaryEndsIt() throws {
        let declared = SymbolSummaries.declarations(in: """
            public struct Widget {
                /// Terminates the widget with the code you provide.
                /// - Parameters:
                ///   - code: The code to use.
                public func terminate(code: Int) {}
            }
            """)
        #expect(declared.summaries.first { $0.0 == "Widget/terminate(code:)" }?.1 == "Terminates the widget with the code you provide.")
        let discussion = try #require(declared.discussions.first { $0.0 == "Widget/terminate(code:)" }?.1.text)
        #expect(discussion.contains("## Parameters") && discussion.contains("The code to use."), "\(discussion)")
        #expect(SymbolSummaries.interruptsAParagraph("# Usage") && SymbolSummaries.interruptsAParagraph("* item") && !SymbolSummaries.interruptsAParagraph("#hashtag"))
    }

    /// A member's parameters and return value are DocC's sections on its page (“Parameters”,
    /// each name in code, and “Return Value”), before the rest under “Discussion”; a link in a
    /// parameter's description is found where it is written. A type's page leaves them out.
    @Test func aMembersCalloutsAreItsSections() throws {
        let declared = SymbolSummaries.declarations(in: """
            public struct Widget {
                /// Makes a widget.
                ///
                /// - Parameters:
                ///   - style: The style, see <doc:Styles>.
                ///   - size: The size
                ///     in points.
                /// - Returns: A new widget.
                /// - Throws: Never.
                ///
                /// Call it once.
                public func make(style: Int, size: Int) throws -> Widget { fatalError() }
                /// Resets it.
                ///
                /// - Parameter animated: Whether it moves.
                public func reset(animated: Bool) {}
            }
            """, file: "Kit/Widget.swift")
        let found = Dictionary(declared.discussions, uniquingKeysWith: { a, _ in a })
        let make = try #require(found["Widget/make(style:size:)"])
        #expect(make.text == """
            ## Parameters

            - `style`: The style, see <doc:Styles>.
            - `size`: The size
              in points.

            ## Return Value

            A new widget.

            ## Discussion

            Call it once.
            """)
        #expect(make.location(line: 3, byteColumn: 27) == GuideCore.SourceLocation(file: "Kit/Widget.swift", line: 5, column: 35))
        #expect(found["Widget/reset(animated:)"]?.text == "## Parameters\n\n- `animated`: Whether it moves.")
        #expect(found["Widget"] == nil)
    }

    /// Which comment is a declaration's, as the Swift compiler decides it: the one before it
    /// across blank lines and ordinary comments (`// MARK:`), which are passed over; of two
    /// documentation comments parted by a blank line, the last; `///` lines and a `/** */` block
    /// side by side are one comment. Checked against the compiler's own symbol graph, which
    /// DocC reads (skipped without `swiftc`).
    @Test func aDeclarationsCommentIsTheOneTheCompilerGivesIt() throws {
        let source = """
            /// Apart from its declaration by a blank line.

            public struct Gap {}

            /// A first comment.

            /// The second, which counts.
            public struct TwoParts {}

            /// Apart, with an ordinary comment after.

            // An ordinary comment.
            public struct GapMarked {}

            /// One line,
            // an ordinary one,
            /// and the next.
            public struct OrdinaryBetween {}

            /// Lines
            /** and a block. */
            public struct Mixed {}

            /// Before a blank line and an ordinary comment.

            // Ordinary.

            /// After them.
            public struct GapsAround {}
            """
        let found = Dictionary(SymbolSummaries.declarations(in: source).summaries, uniquingKeysWith: { a, _ in a })
        let expected = ["Gap": "Apart from its declaration by a blank line.", "TwoParts": "The second, which counts.",
                        "GapMarked": "Apart, with an ordinary comment after.", "OrdinaryBetween": "One line, and the next.",
                        "Mixed": "Lines and a block.", "GapsAround": "After them."]
        #expect(found == expected)
        guard let compiler = Self.compilerSummaries(of: source) else {
            print("skipped: no swiftc to compare the comments with the compiler's symbol graph")
            return
        }
        #expect(compiler == expected)
    }

    /// Each symbol's summary as the compiler's symbol graph gives it (its comment's first
    /// paragraph on one line); nil when `swiftc` cannot make one.
    static func compilerSummaries(of source: String) -> [String: String]? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard (try? FileManager.default.createDirectory(atPath: folder + "/graph", withIntermediateDirectories: true)) != nil,
              FileManager.default.createFile(atPath: folder + "/M.swift", contents: Data(source.utf8)) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-emit-module", "-module-name", "M", folder + "/M.swift", "-o", folder + "/M.swiftmodule",
                             "-emit-symbol-graph", "-emit-symbol-graph-dir", folder + "/graph"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: folder + "/graph/M.symbols.json"),
              let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = graph["symbols"] as? [[String: Any]] else { return nil }
        var summaries: [String: String] = [:]
        for symbol in symbols {
            guard let title = (symbol["names"] as? [String: Any])?["title"] as? String,
                  let lines = (symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] else { continue }
            let texts = lines.compactMap { ($0["text"] as? String)?.trimmingCharacters(in: .whitespaces) }
            summaries[title] = texts.prefix { !$0.isEmpty }.joined(separator: " ")
        }
        return summaries
    }

    @Test func typesTakeTheFirstParagraphOfTheirDocumentationComment() throws {
        let found = Dictionary(SymbolSummaries.declarations(in: Self.source).summaries, uniquingKeysWith: { a, _ in a })
        #expect(found["EnvironmentProvider"] == "A provider that reads values from environment variables.")
        #expect(found["EnvironmentProvider/Format"] == "Keys written out, one per line.")
        #expect(found["EnvironmentProvider/Origin"] == "Where a value came from.")
        #expect(found["Cache"] == "A reader of ``EnvironmentProvider`` values, kept in memory.")
        #expect(found["Orphan"] == "Apart from the declaration, and still its comment, as the compiler reads it.")
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

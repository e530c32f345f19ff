import Foundation
import Testing
import GuideContent
import GuideCore
@testable import GuideLanguageServer

/// The index reads every page as the build's parser does (it only skips the Markdown checks,
/// whose warnings it does not keep).
struct SiteIndexTests {
    @Test func pagesAreTheBuildParsersPages() throws {
        let site = try TestSite()
        defer { site.remove() }
        // A page with a second level-1 heading and raw HTML: what the skipped checks look at.
        try site.write("---\ntitle: Odd\n---\n# Again\n\n<div>raw</div>\n\nSee <doc:buttons#anatomy> and ![x](anatomy).\n", to: "Content/components/odd.en.md")
        let setup = try #require(TestSite.load(root: site.root))
        let index = SiteIndex(setup: setup)
        let parser = PageParser(config: setup.config)
        #expect(index.site.pages.count == 6)
        for page in index.site.pages {
            let file = try #require(index.files[page.path])
            let (built, diagnostics) = parser.parse(file)
            let expected = try #require(built)
            #expect(page.id == expected.id && page.title == expected.title && page.language == expected.language)
            #expect(page.headings == expected.headings)
            #expect(page.links.map { "\($0.destination) \($0.line):\($0.byteColumn) \($0.isImage)" }
                    == expected.links.map { "\($0.destination) \($0.line):\($0.byteColumn) \($0.isImage)" })
            if page.path.hasSuffix("odd.en.md") {
                #expect(page.links.count == 2)
                #expect(diagnostics.contains { $0.id == "markdown.h1" })
            }
        }
    }
}

/// A DocC catalog's articles take their sections from the root article's `## Topics`, in the
/// language server's index as in the build, after an edit too.
struct CatalogSiteIndexTests {
    @Test func articlesAreInTheSectionsCurationGivesThem() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("languages: [en]\ncontent:\n  en: Book.docc\n", to: "guidegen.yml")
        try site.write("# The Book\n\nLearn it.\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n### Basics\n\n- <doc:Intro>\n\n### Advanced\n\n- <doc:Deep>\n", to: "Book.docc/Book.md")
        try site.write("# Intro\n\nStart here.\n", to: "Book.docc/Intro.md")
        try site.write("# Deep\n\nGo further.\n", to: "Book.docc/Deep.md")
        let setup = try #require(TestSite.load(root: site.root))
        let index = SiteIndex(setup: setup)
        func section(of article: String) -> String? { index.page(at: site.path("Book.docc/\(article).md"))?.page.section }
        #expect(section(of: "Intro") == "basics")
        #expect(section(of: "Deep") == "advanced")
        // The build reads the same site alike (`SiteReading`).
        let reading = SiteReading.read(config: setup.config, path: setup.path, parser: PageParser(config: setup.config))
        #expect(reading.site.pages.map(\.section) == index.site.pages.map(\.section))

        // Moving an article to the other group moves it in the index at once.
        #expect(index.update(path: site.path("Book.docc/Book.md"),
                             text: "# The Book\n\nLearn it.\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n### Basics\n\n- <doc:Intro>\n- <doc:Deep>\n"))
        #expect(section(of: "Deep") == "basics")
    }

    /// A symbol's page is titled and summarized from its module's sources (`guidegen lsp` sets
    /// `moduleSymbols` as the build does), after an edit too.
    @Test func symbolPagesTakeTheirTitleAndSummaryFromTheModule() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("languages: [en]\ncontent:\n  en: Sources/Kit/Kit.docc\n", to: "guidegen.yml")
        try site.write("# ``Kit``\n\nTools.\n\n## Topics\n\n- ``Kit/Widget/Style``\n", to: "Sources/Kit/Kit.docc/Kit.md")
        try site.write("# ``Kit/Widget/Style``\n\n## Topics\n", to: "Sources/Kit/Kit.docc/Style.md")
        var setup = try #require(TestSite.load(root: site.root))
        setup.moduleSymbols = { _ in
            ModuleSymbols(summary: { $0 == "Kit/Widget/Style" ? "How a widget looks." : nil }, isType: { $0 == "Widget" })
        }
        let index = SiteIndex(setup: setup)
        let page = { index.page(at: site.path("Sources/Kit/Kit.docc/Style.md"))?.page }
        #expect(page()?.title == "Widget.Style")
        #expect(page()?.summary == "How a widget looks.")
        #expect(index.update(path: site.path("Sources/Kit/Kit.docc/Style.md"), text: "# ``Kit/Widget/Style``\n\nOverview.\n"))
        #expect(page()?.title == "Widget.Style" && page()?.summary == "Overview.")
    }

    /// A public type no extension file documents has a page made from its source; an edit that
    /// makes a file document it takes that page's place, and one that stops gives it back.
    @Test func anEditedTitleTakesThePlaceOfAPageMadeFromTheSource() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("languages: [en]\ncontent:\n  en: Sources/Kit/Kit.docc\n", to: "guidegen.yml")
        try site.write("# ``Kit``\n\nTools.\n", to: "Sources/Kit/Kit.docc/Kit.md")
        try site.write("# Notes\n\nNotes.\n", to: "Sources/Kit/Kit.docc/Notes.md")
        var setup = try #require(TestSite.load(root: site.root))
        setup.moduleSymbols = { _ in
            ModuleSymbols(summary: { $0.hasSuffix("Gizmo") ? "A small device." : nil }, isType: { $0 == "Gizmo" },
                          kind: { $0.hasSuffix("Gizmo") ? .class : nil }, topLevel: { ["Gizmo"] }, version: 1)
        }
        let index = SiteIndex(setup: setup)
        let gizmos = { index.site.pages.filter { $0.symbol?.hasSuffix("Gizmo") == true }.map { ($0.title, $0.isMadeFromSource) } }
        #expect(gizmos().count == 1 && gizmos().first?.1 == true)
        #expect(index.update(path: site.path("Sources/Kit/Kit.docc/Notes.md"), text: "# ``Gizmo``\n\nWhat a gizmo is.\n"))
        #expect(gizmos().count == 1 && gizmos().first?.1 == false, "\(gizmos())")
        #expect(index.update(path: site.path("Sources/Kit/Kit.docc/Notes.md"), text: "# Notes\n\nNotes.\n"))
        #expect(gizmos().count == 1 && gizmos().first?.1 == true, "\(gizmos())")
    }
}

/// A Swift file of a catalog's module changed on disk: the site is read again with the
/// module's comments as they are now, so a hover on a link to a symbol's page shows its new
/// summary (`SiteSetup.moduleFolders`, set by `guidegen lsp`).
struct ModuleSourceChangeTests {
    @Test func aChangedModuleSourceReadsTheSiteAgain() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("languages: [en]\ncontent:\n  en: Sources/Kit/Kit.docc\n", to: "guidegen.yml")
        let guide = "# Guide\n\nStart here.\n\nSee <doc:Widget>.\n"
        try site.write(guide, to: "Sources/Kit/Kit.docc/Guide.md")
        try site.write("# ``Kit/Widget``\n\n## Topics\n", to: "Sources/Kit/Kit.docc/Widget.md")
        try site.write("/// A reusable control.\npublic struct Widget {}\n", to: "Sources/Kit/Widget.swift")
        // As `guidegen lsp` reads a module: its first comment line, read when the site is.
        let loader: @Sendable (String) -> SiteSetup? = { root in
            guard var setup = TestSite.load(root: root) else { return nil }
            let source = String(decoding: FileManager.default.contents(atPath: root + "/Sources/Kit/Widget.swift") ?? Data(), as: UTF8.self)
            let summary = source.split(separator: "\n").first.map { String($0.dropFirst(4)) }
            setup.moduleSymbols = { _ in ModuleSymbols(summary: { $0.hasSuffix("Widget") ? summary : nil }, isType: { _ in true }) }
            setup.moduleFolders = [PathNames.realPath(root + "/Sources/Kit") ?? root + "/Sources/Kit"]
            return setup
        }
        let client = ServerHarness(site: site, loader: loader)
        defer { client.stop() }
        let uri = site.uri("Sources/Kit/Kit.docc/Guide.md")
        client.open(uri, text: guide)
        _ = client.diagnostics(uri)
        func hover() -> String {
            let reply = client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 4, "character": 8]])
            return ((reply?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        }
        #expect(hover().contains("A reusable control."), "\(hover())")
        try site.write("/// A control made once and used everywhere.\npublic struct Widget {}\n", to: "Sources/Kit/Widget.swift")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": site.uri("Sources/Kit/Widget.swift"), "type": 2]]])
        let deadline = Date().addingTimeInterval(10)
        while !hover().contains("A control made once"), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(hover().contains("A control made once and used everywhere."), "\(hover())")
    }
}

/// A `<doc:>` link in a symbol's documentation comment, which a catalog's page draws, is a
/// reference to its article where the comment is written: references list it in the Swift
/// file, and a rename rewrites it there.
struct CommentLinkReferenceTests {
    @Test func aLinkInADocumentationCommentIsAReferenceInItsSwiftFile() throws {
        let site = try TestSite()
        defer { site.remove() }
        let other = "# Other\n\nAbout the rest.\n\nSee <doc:Guide>.\n"
        try site.write(other, to: "Sources/Kit/Kit.docc/Other.md")
        try site.write("# Guide\n\nStart here.\n", to: "Sources/Kit/Kit.docc/Guide.md")
        let client = try Self.server(for: site, widgetComment: "Start with <doc:Guide>.")
        defer { client.stop() }
        let uri = site.uri("Sources/Kit/Kit.docc/Other.md")
        client.open(uri, text: other)
        _ = client.diagnostics(uri)
        let position: [String: Any] = ["textDocument": ["uri": uri], "position": ["line": 4, "character": 8]]
        let references = try #require(client.request("textDocument/references", position.merging(["context": ["includeDeclaration": false]]) { $1 }))
        let inSwift = (references["result"] as? [[String: Any]] ?? []).filter { ($0["uri"] as? String) == site.uri("Sources/Kit/Widget.swift") }
        let start = (inSwift.first?["range"] as? [String: [String: Int]])?["start"]
        #expect(inSwift.count == 1 && start == ["line": 2, "character": 15], "\(references)")
        let rename = try #require(client.request("textDocument/rename", position.merging(["newName": "introduction"]) { $1 }))
        let edits = ((rename["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[site.uri("Sources/Kit/Widget.swift")] ?? []
        let range = edits.first?["range"] as? [String: [String: Int]]
        #expect(edits.count == 1 && range?["start"] == ["line": 2, "character": 20] && range?["end"] == ["line": 2, "character": 25], "\(rename)")
    }

    /// A server on a catalog in module Kit whose `Widget` has an extension file (`Widget.md`)
    /// and the documentation comment `/// A reusable control.`, `///`, `/// <discussion>`,
    /// which the server reads as the build's `SymbolSummaries` would: its third line, after `/// `.
    static func server(for site: TestSite, widgetComment discussion: String) throws -> ServerHarness {
        try site.write("languages: [en]\ncontent:\n  en: Sources/Kit/Kit.docc\n", to: "guidegen.yml")
        try site.write("# ``Kit/Widget``\n\n## Topics\n", to: "Sources/Kit/Kit.docc/Widget.md")
        try site.write("/// A reusable control.\n///\n/// \(discussion)\npublic struct Widget {}\n", to: "Sources/Kit/Widget.swift")
        let comment = SourceExcerpt(text: discussion, file: site.root + "/Sources/Kit/Widget.swift", origins: [.init(line: 3, dropped: 4)])
        return ServerHarness(site: site) { root in
            guard var setup = TestSite.load(root: root) else { return nil }
            setup.moduleSymbols = { _ in ModuleSymbols(summary: { _ in "A reusable control." }, isType: { _ in true },
                                                        discussion: { $0.hasSuffix("Widget") ? comment : nil }) }
            return setup
        }
    }
}

/// A link in a symbol's documentation comment that names no page is shown on the extension
/// file that draws the comment, at its title, with a note where the link is written: the
/// finding belongs to the Swift file, which the editor does not show as the page.
struct CommentLinkDiagnosticTests {
    @Test func aBrokenLinkInTheCommentIsShownAtThePagesTitle() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = try CommentLinkReferenceTests.server(for: site, widgetComment: "See <doc:Missing>.")
        defer { client.stop() }
        let uri = site.uri("Sources/Kit/Kit.docc/Widget.md")
        client.open(uri, text: "# ``Kit/Widget``\n\n## Topics\n")
        let published = try #require(client.diagnostics(uri) { $0.codes.contains("link.unresolved") })
        let found = try #require(published.diagnostics.first { $0["code"] as? String == "link.unresolved" })
        let start = (found["range"] as? [String: [String: Int]])?["start"]
        #expect(start?["line"] == 0, "\(found)")
        #expect((found["message"] as? String)?.contains("Widget.swift:3:9") == true, "\(found)")
        let related = (found["relatedInformation"] as? [[String: Any]])?.first?["location"] as? [String: Any]
        #expect(related?["uri"] as? String == site.uri("Sources/Kit/Widget.swift"), "\(found)")
    }
}

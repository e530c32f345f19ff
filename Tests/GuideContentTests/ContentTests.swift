import Foundation
@testable import GuideCore
import Testing
@testable import GuideMarkdown
@testable import GuideContent

struct FrontMatterTests {
    @Test func theBodyStartsAfterTheClosingLine() throws {
        let split = try #require(FrontMatter.split("---\ntitle: A\n---\nBody\n"))
        #expect(split.yaml == "title: A\n")
        #expect(split.body == "Body\n")
        #expect(split.bodyLineOffset == 3)
    }

    @Test func windowsLineEndingsAreSplitToo() throws {
        let split = try #require(FrontMatter.split("---\r\ntitle: A\r\n---\r\nBody\r\n"))
        #expect(split.yaml == "title: A\r\n")
        #expect(split.body == "Body\r\n")
    }

    @Test func noOpeningLineMeansNoFrontMatterAndNoClosingLineIsUnterminated() {
        #expect(FrontMatter.split("Body\n") == nil)
        #expect(FrontMatter.split("---\ntitle: A\n")?.yaml == nil)
    }
}

struct LanguageTagTests {
    @Test func tagsAreRecognised() {
        #expect(SiteConfig.isLanguageTag("en"))
        #expect(SiteConfig.isLanguageTag("zh-Hans"))
        #expect(SiteConfig.isLanguageTag("pt-BR"))
        #expect(!SiteConfig.isLanguageTag("index"))
        #expect(!SiteConfig.isLanguageTag("EN"))
        #expect(SiteConfig.isLanguageTag("zh-Hant-TW") && SiteConfig.isLanguageTag("es-419") && SiteConfig.isLanguageTag("yue"))
        for notATag in ["", "e", "en-", "-en", "en--US", "éé", "zh-Ha_s", "en-U", "en-abcdefghi", "zh_Hans", "de-ÄT"] {
            #expect(!SiteConfig.isLanguageTag(notATag), "\(notATag)")
        }
        #expect(Language.simplifiedChinese.isCJK && Language("ja").isCJK && !Language.english.isCJK && !Language("zhx").isCJK)
    }
}

struct DateTests {
    @Test func updatedDatesAreYearMonthDay() {
        #expect(PageParser.isDate("2026-04-04") && PageParser.isDate("1999-12-31"))
        #expect(PageParser.isDate("2024-02-29") && PageParser.isDate("2000-02-29") && PageParser.isDate("2026-04-30"))
        for notADate in ["2026-4-04", "2026-13-01", "2026-00-10", "2026-01-32", "26-01-01", "2026/01/01", "2026-01-0x", "２０２６-01-01", "2026-01-01 ",
                         "2026-02-30", "2025-02-29", "1900-02-29", "2026-04-31", "2026-11-31"] {
            #expect(!PageParser.isDate(notADate), "\(notADate)")
        }
    }

    @Test func anUpdatedValueThatIsNoDateIsAWarningOfItsOwn() {
        let file = ContentFile(path: "Content/a/b.en.md", relativePath: "a/b.en.md", displayPath: "Content/a/b.en.md")
        let (page, problems) = PageParser(config: SiteConfig()).parse(file, data: Data("---\ntitle: B\nupdated: soon\n---\nText.\n".utf8))
        #expect(problems.map { "\($0.location!.line) \($0.severity) \($0.id)" } == ["3 warning frontmatter.invalid-date"])
        #expect(page?.updated == nil)
    }
}

struct RelativePathTests {
    @Test func dotsResolveAndClimbingOutIsRefused() {
        #expect(LinkResolver.normalize("components/../foundations/./layout.en.md") == "foundations/layout.en.md")
        #expect(LinkResolver.normalize("../outside.md") == nil)
        #expect(LinkResolver.hasScheme("https://example.com"))
        #expect(LinkResolver.hasScheme("mailto:a@b.c"))
        #expect(!LinkResolver.hasScheme("alerts.md#x"))
    }
}

struct LinkColumnTests {
    @Test func aLinkIsFoundOnItsLineWhereverCmarkSaysItStarts() {
        let line = "  和 <doc:TheBasics#Floating-Point-Numbers> 章节中"
        for reported in [1, 5, 32] {
            #expect(PageParser.linkByteColumn(in: Substring(line).utf8, reported: reported, url: "doc:TheBasics#Floating-Point-Numbers", isImage: false) == 7)
        }
        #expect(PageParser.linkByteColumn(in: Substring("- a [b [c]](x) ![d](x)").utf8, reported: 2, url: "x", isImage: false) == 5)
        #expect(PageParser.linkByteColumn(in: Substring("- a [b [c]](x) ![d](x)").utf8, reported: 13, url: "x", isImage: true) == 16)
    }

    @Test func aLinkInAFileWithWindowsLineEndsIsFoundOnItsLine() {
        // "\r\n" is one Character: lines must be split as bytes to find the link's line at all.
        for newline in ["\n", "\r\n"] {
            let text = ["Intro.", "", "- a [b](x)", ""].joined(separator: newline)
            let links = PageParser.links(in: MarkdownDocument(text), text: text, lineOffset: 0)
            #expect(links.map(\.line) == [3], "\(newline.debugDescription)")
            #expect(links.map(\.byteColumn) == [5], "\(newline.debugDescription)")
        }
    }

    /// Each link of a line searched for `<url>` to the line's end: 60,000 links, each to its own
    /// address, took 21 CPU-s to build (a helper's probe). Four times the links must take about
    /// four times this thread's CPU time, not sixteen.
    @Test func aLineOfThousandsOfLinksTakesTimeInItsLength() {
        func read(_ count: Int) -> (links: [LinkReference], time: Double) {
            let text = (0..<count).map { "[l](https://example.com/\($0))" }.joined(separator: " ") + "\n"
            let document = MarkdownDocument(text)
            let start = threadCPUSeconds()
            let links = PageParser.links(in: document, text: text, lineOffset: 0)
            return (links, threadCPUSeconds() - start)
        }
        let quarter = read(4_000), whole = read(16_000)
        // Each link where it is written: one column past the links and spaces before it.
        var columns: [Int] = [], column = 1
        for n in 0..<16_000 {
            columns.append(column)
            column += "[l](https://example.com/\(n)) ".utf8.count
        }
        #expect(whole.links.map(\.byteColumn) == columns)
        #expect(whole.time < quarter.time * 8, "16,000 links took \(whole.time) CPU-s, 4,000 took \(quarter.time)")
    }
}

/// `languages:` lists a language once, whatever the case of its tag.
struct LanguageListTests {
    /// `zh-hans` after `zh-Hans` is the same language (it was a second one, built into a second
    /// folder that a file system without case makes one); `EN` is refused with the tag to write.
    @Test func tagsThatDifferOnlyInCaseAreOneLanguage() {
        let (config, diagnostics) = SiteConfig.load(file: "guidegen.yml", text: "languages: [en, zh-Hans, zh-hans, EN]\n")
        #expect(config.languages.map(\.tag) == ["en", "zh-Hans"])
        #expect(diagnostics.map(\.id) == ["config.duplicate-language", "config.duplicate-language"])
        #expect(diagnostics.first?.message == "`zh-hans` is already listed in `languages` (as `zh-Hans`: tags are compared without case); this entry is ignored")
        let (_, refused) = SiteConfig.load(file: "guidegen.yml", text: "languages: [EN-GB]\n")
        #expect(refused.first?.suggestion == "write `en-GB`: the language subtag is written in lower case")
    }
}

struct ContentFoldersTests {
    @Test func contentMayNameAFolderPerLanguageAndAMisspeltLanguageIsAnErrorAtItsLine() {
        let (config, diagnostics) = SiteConfig.load(file: "guidegen.yml", text: "languages: [en, zh-Hans]\ncontent:\n  en: book/en/TSPL.docc\n  zh-Hans: book/zh\n  zh_Hans: x\n")
        #expect(config.contentFolders.map(\.language) == [.english, .simplifiedChinese])
        #expect(config.contentFolders.map(\.path) == ["book/en/TSPL.docc", "book/zh"])
        #expect(diagnostics.map(\.id) == ["config.invalid"])
        #expect(diagnostics.first?.location?.line == 5)
        let (single, none) = SiteConfig.load(file: "guidegen.yml", text: "content: Pages\n")
        #expect(single.contentPath == "Pages" && single.contentFolders.isEmpty && none.isEmpty)
    }

    @Test func aFolderIsACatalogByItsNameItsInfoPlistOrItsTechnologyRoot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-catalog-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["A.docc", "plist", "rooted", "plain"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try Data("<plist/>".utf8).write(to: URL(fileURLWithPath: root + "/plist/Info.plist"))
        try Data("# Kit\n\n@Metadata {\n  @TechnologyRoot\n}\n".utf8).write(to: URL(fileURLWithPath: root + "/rooted/Kit.md"))
        try Data("---\ntitle: Home\n---\n".utf8).write(to: URL(fileURLWithPath: root + "/plain/_index.md"))
        #expect(ContentDiscovery.isCatalog(root + "/A.docc") && ContentDiscovery.isCatalog(root + "/A.docc/"))
        #expect(ContentDiscovery.isCatalog(root + "/plist") && ContentDiscovery.isCatalog(root + "/rooted"))
        #expect(!ContentDiscovery.isCatalog(root + "/plain"))
    }
}

/// DocC's symbol links (``` ``ArgumentParser/Flag`` ```) are code spans to cmark: the parser
/// finds which were written in double backticks, and the page shows them by their symbols' names.
struct SymbolLinkTests {
    @Test func doubleBacktickSpansAreFoundOnTheirLines() {
        let text = "Use ``Kit/Widget`` and `plain`.\n\n- Item with ``run()-7p2fr``\n\n> Note: ``Gadget`` here.\n"
        let found = PageParser.symbolLinks(in: MarkdownDocument(text, lineOffset: 3), text: text, lineOffset: 3)
        #expect(found == [SymbolLink(text: "Kit/Widget", line: 4), SymbolLink(text: "run()-7p2fr", line: 6), SymbolLink(text: "Gadget", line: 8)])
    }

    @Test func anAbstractShowsSymbolsByName() {
        let text = "Implement the ``run()-7p2fr`` method of ``Kit/Widget``, not `run()-x`.\n"
        let document = MarkdownDocument(text, lineOffset: 0)
        let links = PageParser.symbolLinks(in: document, text: text, lineOffset: 0)
        #expect(PageParser.plainText(of: document.document.firstChild!, symbolLinks: links) == "Implement the run() method of Widget, not run()-x.")
    }
}

struct SymbolNameTests {
    @Test func aSymbolIsNamedWithoutItsPathAndDisambiguation() {
        #expect(PageParser.symbolName("BitCollections/BitSet/Counted-swift.struct") == "Counted")
        #expect(PageParser.symbolName("init(_:)-(BitSet.Counted)") == "init(_:)")
        #expect(PageParser.symbolName("ParsableCommand/run()-7p2fr") == "run()")
        #expect(PageParser.symbolName("configuration-35km1") == "configuration")
        #expect(PageParser.symbolName("ArgumentParser") == "ArgumentParser")
        // An operator keeps its dashes.
        #expect(PageParser.symbolName("Int/-(_:_:)") == "-(_:_:)")
        #expect(PageParser.symbolName("Int/-=(_:_:)-swift.method") == "-=(_:_:)")
    }
}

/// DocC titles a symbol's page with the symbol graph's title: a nested type with the types
/// around it, a member or a top-level type by its own name.
struct SymbolTitleTests {
    static let types: Set<String> = ["Environment", "Widget", "Widget/Style"]
    static func title(_ link: String, _ module: String) -> String {
        PageParser.symbolTitle(link, moduleNames: [module], isType: { types.contains($0) })
    }

    @Test func aNestedTypeIsTitledWithTheTypesAroundIt() {
        #expect(Self.title("Subprocess/Environment/Key", "Subprocess") == "Environment.Key")
        #expect(Self.title("Environment/Key", "Subprocess") == "Environment.Key")
        #expect(Self.title("Kit/Widget/Style-swift.enum/Flat", "Kit") == "Widget.Style.Flat")
        #expect(Self.title("Kit/Widget", "Kit") == "Widget")
        #expect(Self.title("Widget", "Kit") == "Widget")
        // A type said to be one by its disambiguation needs no sources.
        #expect(PageParser.symbolTitle("BitCollections/BitSet-swift.struct/Counted-swift.struct", moduleNames: ["BitCollections"]) == "BitSet.Counted")
        // Members and operators keep their own names, also inside a nested type.
        #expect(Self.title("Kit/Widget/make()", "Kit") == "make()")
        #expect(Self.title("Kit/Widget/Style/value", "Kit") == "value")
        #expect(Self.title("Kit/Widget/Style-swift.enum/init(_:)-3xk2a", "Kit") == "init(_:)")
        #expect(Self.title("Int/-(_:_:)", "Swift") == "-(_:_:)")
        #expect(Self.title("Kit/Widget/shared-swift.property", "Kit") == "shared")
    }

    /// Without the module's sources, a link's first part may be another module.
    @Test func aPartNotKnownAsATypeIsNotJoined() {
        #expect(Self.title("Instrumentation/InstrumentationSystem", "Tracing") == "InstrumentationSystem")
        #expect(PageParser.symbolTitle("Subprocess/Environment/Key", moduleNames: ["Subprocess"]) == "Key")
        #expect(PageParser.symbolTitle("BitCollections/BitSet/Counted-swift.struct", moduleNames: ["BitCollections"]) == "Counted")
    }
}

/// Where a catalog's module name comes from, as the real catalogs are laid out.
struct CatalogModuleNameTests {
    @Test func theTargetFolderOrTheCatalogNamesTheModule() {
        #expect(SiteConfig.catalogModuleNames("pkg/Sources/ArgumentParser/Documentation.docc") == ["ArgumentParser", "Documentation"])
        #expect(SiteConfig.catalogModuleNames("Sources/Kit/Kit.docc") == ["Kit", "Kit"])
        // GRDB keeps its target outside Sources.
        #expect(SiteConfig.catalogModuleNames("GRDB.swift/GRDB/Documentation.docc") == ["GRDB", "Documentation"])
        #expect(SiteConfig.catalogModuleNames("Docs/Book.docc") == ["Book", "Docs"])
        #expect(SiteConfig.catalogModuleNames("Kit.docc") == ["Kit"])
        // A target with dashes is a module with underscores.
        #expect(SiteConfig.catalogModuleNames("Sources/protoc-gen-swift/Docs.docc") == ["protoc-gen-swift", "Docs", "protoc_gen_swift"])
    }
}

import Foundation
import Testing
@testable import GuideContent
@testable import GuideTranslations

/// Sections and their fingerprints, the record's file, and the states a translation can be in.
struct TranslationStatusTests {
    static let source = """
        ---
        title: Buttons
        ---

        A button starts an action.

        ## Best practices

        Use a verb.

        ## Accessibility

        Give every button a label.
        """

    func page(_ text: String, path: String = "components/buttons.en.md") -> Page {
        let file = ContentFile(path: path, relativePath: path, displayPath: path)
        return PageParser(config: SiteConfig()).parse(file, data: Data(text.utf8)).0!
    }

    @Test func aPageIsCutAtItsHeadingsWithTheTitleInTheIntroduction() {
        let sections = SourceSection.of(page(Self.source))
        #expect(sections.map(\.id) == ["", "best-practices", "accessibility"])
        #expect(sections[0].text.contains("title: Buttons") && sections[0].text.contains("A button starts an action."))
        #expect(sections[1].text == "## Best practices\n\nUse a verb.")
        #expect(sections[2].line == 11)
    }

    @Test func windowsAndOldMacLineEndsCutTheSameSections() {
        let unix = SourceSection.of(page(Self.source))
        for ending in ["\r\n", "\r"] {
            let sections = SourceSection.of(page(Self.source.replacingOccurrences(of: "\n", with: ending)))
            #expect(sections.map(\.id) == unix.map(\.id), "\(ending.unicodeScalars.map(\.value))")
            #expect(sections.map(\.line) == unix.map(\.line))
            #expect(sections.map(\.fingerprint) == unix.map(\.fingerprint))
        }
    }

    @Test func rewrappingASectionKeepsItsFingerprintAndAWordChangesIt() {
        let before = SourceSection.fingerprint("Use a verb\nthat says what happens.")
        #expect(SourceSection.fingerprint("Use a verb that   says what happens.\n") == before)
        #expect(SourceSection.fingerprint("Use a noun that says what happens.") != before)
        #expect(before.count == 16)
    }

    /// Re-wrapping Chinese puts a line end between two characters where there was no space:
    /// that is no change (it made every translation of a Chinese source outdated). A space
    /// written between them, or a line end beside Latin text, is still a space, and text
    /// without such a line end keeps the fingerprint records were made with.
    @Test func rewrappingChineseBetweenTwoCharactersKeepsItsFingerprint() {
        let before = SourceSection.fingerprint("这是一个段落，用来说明重新换行。下一句。")
        #expect(SourceSection.fingerprint("这是一个段落，用来说明\n重新换行。\r\n下一句。") == before)
        #expect(SourceSection.fingerprint("这是一个段落，\n    用来说明重新换行。下一句。\n") == before)
        #expect(SourceSection.fingerprint("这是一个段落，用来说明 重新换行。下一句。") != before)
        #expect(SourceSection.fingerprint("这是一个段落，用来说明\n重新改行。下一句。") != before)
        #expect(SourceSection.fingerprint("\u{20000}\n\u{20001}あ\nア") == SourceSection.fingerprint("\u{20000}\u{20001}あア"))
        #expect(SourceSection.fingerprint("在 iPad\n上，轻点“共享”。") == SourceSection.fingerprint("在 iPad 上，轻点“共享”。"))
        #expect(SourceSection.fingerprint("在 iPad 上，轻点“共享”。") == "60d4206f6ee9e20f")
        #expect(SourceSection.fingerprint("Use a verb\nthat says what happens.") == "ede71dd6050970e8")
    }

    /// A symbol's page made from its module's source has no file to translate: no entry is made
    /// for it, nor for the automatic group that holds only it ("Structures"), while an article
    /// with no translation is missing one, and so is its automatic group ("Articles").
    @Test func aPageMadeFromSourceAsksForNoTranslation() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-translations-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in [("en/Kit.docc/Kit.md", "# ``Kit``\n\nTools.\n"), ("en/Kit.docc/Start.md", "# Start\n\nFirst steps.\n"),
                             ("zh/Kit.docc/Kit.md", "# ``Kit``\n\n工具。\n")] {
            try FileManager.default.createDirectory(atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }
        var config = SiteConfig()
        config.languages = [.english, .simplifiedChinese]
        config.contentFolders = [(.english, "en/Kit.docc"), (.simplifiedChinese, "zh/Kit.docc")]
        var parser = PageParser(config: config)
        // The English catalog's module declares a public `Widget`.
        parser.moduleSymbols = { file in
            file.path.contains("/en/") ? ModuleSymbols(summary: { $0.hasSuffix("Widget") ? "A widget." : nil }, isType: { $0 == "Widget" },
                                                       kind: { $0.hasSuffix("Widget") ? .structure : nil }, topLevel: { ["Widget"] }) : nil
        }
        let reading = SiteReading.read(config: config, path: { root + "/" + $0 }, parser: parser)
        #expect(reading.site.pages.contains { $0.title == "Widget" && $0.isMadeFromSource })
        let entries = TranslationStatus.check(reading.site, record: nil, source: .english)
        let missing = entries.filter { $0.state == .missing }.compactMap(\.sourceKey)
        #expect(missing.contains("en/Start.md") && !missing.contains { $0.hasSuffix("Widget.md") }, "\(missing)")
        // The automatic group of the made page has nothing to translate; the one of the article does.
        #expect(missing.contains("en/Kit.md#articles") && !missing.contains("en/Kit.md#structures"), "\(missing)")
    }

    /// A DocC article's directives that show on the page are part of their section: an edit in
    /// `@Small`, a `@Tab`'s title or text, or an `@Image`'s `alt` changes it. (Their lines are
    /// blank in the page's body, and no edit there made a translation outdated.)
    @Test func editsInsideADocCDirectiveChangeItsSection() throws {
        func sections(_ text: String) throws -> [SourceSection] {
            let file = ContentFile(path: "Book.docc/Article.md", relativePath: "en/Article.md", displayPath: "Book.docc/Article.md",
                                   language: .english, isCatalog: true, folderRelativePath: "Article.md")
            return SourceSection.of(try #require(PageParser(config: SiteConfig()).parse(file, data: Data(text.utf8)).0))
        }
        let article = """
            # Article

            The abstract.

            @Small {
              Copyright 2025.
            }

            ## Tabs

            @TabNavigator {
              @Tab("First") {
                Tab one text.
              }
            }

            @Image(source: "tree.png", alt: "A tree")

            """
        let before = try sections(article)
        #expect(before.count == 2)
        // The report quotes a directive as written, not as the blank lines it is in the body.
        #expect(before[0].text.contains("@Small {\nCopyright 2025.\n}") && before[1].text.contains("Tab one text."), "\(before.map(\.text))")
        #expect(!before.contains { $0.text.contains("guidegen-directive") || $0.text.split(separator: "\n").contains { $0.allSatisfy(\.isWhitespace) } })
        for (old, new, changed) in [("2025", "2026", 0), ("\"First\"", "\"Premier\"", 1), ("Tab one text", "Tab one text, rewritten", 1), ("A tree", "An oak", 1)] {
            let after = try sections(article.replacingOccurrences(of: old, with: new))
            #expect(zip(before, after).filter { $0.fingerprint != $1.fingerprint }.map(\.0.id) == [before[changed].id], "\(new)")
        }
        #expect(try sections(article.replacingOccurrences(of: "  Copyright 2025.", with: "Copyright\n  2025.")).map(\.fingerprint) == before.map(\.fingerprint))
    }

    @Test func changesNameTheSectionsThatDifferAndIgnoreOrder() {
        let now = SourceSection.of(page(Self.source))
        let recorded = Dictionary(uniqueKeysWithValues: now.map { ($0.id, $0.fingerprint) })
        // The same sections in another order: nothing changed.
        let reordered = SourceSection.of(page(Self.source.replacingOccurrences(of: "## Best practices\n\nUse a verb.\n\n## Accessibility\n\nGive every button a label.",
                                                                               with: "## Accessibility\n\nGive every button a label.\n\n## Best practices\n\nUse a verb.")))
        #expect(TranslationStatus.changes(from: recorded, to: reordered).isEmpty)
        let edited = SourceSection.of(page(Self.source.replacingOccurrences(of: "Use a verb.", with: "Use a verb that says what happens.")))
        let changes = TranslationStatus.changes(from: recorded, to: edited)
        #expect(changes.map(\.id) == ["best-practices"])
        #expect(changes.first?.kind == .changed && changes.first?.text.contains("says what happens") == true)
        var removed = recorded
        removed["gone"] = "0000000000000000"
        #expect(TranslationStatus.changes(from: removed, to: now).map(\.kind) == [.removed])
    }

    @Test func theRecordReadsBackWhatItWrites() throws {
        let record = TranslationRecord(entries: [
            "components/buttons.zh-Hans.md": .init(source: "components/buttons.en.md", sections: ["": "0123456789abcdef", "best-practices": "fedcba9876543210"]),
            "a \"quoted\" path.zh-Hans.md": .init(source: "a.en.md", sections: ["x": "1111111111111111"]),
        ])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("translations-\(UUID().uuidString).yml").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data(record.yaml().utf8).write(to: URL(fileURLWithPath: file))
        let (loaded, diagnostics) = TranslationRecord.load(file: file)
        #expect(diagnostics.isEmpty)
        #expect(loaded == record)
        // Stable order: the same record is written the same way.
        #expect(record.yaml() == loaded?.yaml())
    }

    @Test func aBrokenRecordIsAnErrorAtItsLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("translations-\(UUID().uuidString).yml").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data("\"a.zh-Hans.md\":\n  sections: [1, 2]\n".utf8).write(to: URL(fileURLWithPath: file))
        let (loaded, diagnostics) = TranslationRecord.load(file: file)
        #expect(loaded == nil)
        #expect(diagnostics.first?.id == "translations.invalid" && diagnostics.first?.location?.line == 1)
    }
}

import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore

/// Each kind of bad input gets a clear diagnostic at its file, line and column, and nothing is written.
struct BadInputTests {
    static let good = "---\ntitle: Alerts\n---\nFine.\n"

    func diagnose(_ files: [String: String], strict: Bool = false) throws -> (lines: [String], report: BuildReport, output: MemoryOutput) {
        let site = try TestSite(files)
        site.config.languages = [.english]
        let (report, output) = site.build(strict: strict)
        return (site.lines(report), report, output)
    }

    @Test func anUnresolvedTopicLinkSuggestsTheClosestId() throws {
        let (lines, report, output) = try diagnose([
            "Content/c/alerts.en.md": Self.good,
            "Content/c/buttons.en.md": "---\ntitle: Buttons\n---\n\nSee 警告框 <doc:alert> or [x](doc:sheets).\n",
        ])
        #expect(lines == [
            "Content/c/buttons.en.md:5:9: error: no topic has the id `alert` (did you mean `alerts`?) [link.unresolved]",
            "Content/c/buttons.en.md:5:24: error: no topic has the id `sheets` [link.unresolved]",
        ])
        #expect(!report.succeeded)
        #expect(output.files.isEmpty)
    }

    @Test func aMissingAnchorIsReportedWithTheTargetsHeadings() throws {
        let (lines, _, _) = try diagnose([
            "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\n## Buttons\n## Placement\n",
            "Content/c/buttons.en.md": "---\ntitle: Buttons\n---\n[x](doc:alerts#button) [y](#nowhere)\n",
        ])
        #expect(lines == [
            "Content/c/buttons.en.md:4:1: error: `alerts` has no heading with the id `button` (did you mean `buttons`?) [link.anchor]",
            "Content/c/buttons.en.md:4:24: error: `buttons` has no heading with the id `nowhere` [link.anchor]",
        ])
    }

    @Test func aTopicThatExistsOnlyInTheOtherLanguageIsLinkedWithAMarkerAndAWarning() throws {
        let site = try TestSite([
            "Content/c/alerts.en.md": Self.good,
            "Content/c/buttons.zh-Hans.md": "---\ntitle: 按钮\n---\n参阅<doc:alerts>。\n",
            "Content/c/buttons.en.md": "---\ntitle: Buttons\n---\n",
        ])
        let (report, output) = site.build()
        #expect(site.lines(report) == [
            "Content/c/alerts.en.md:1:1: warning: `alerts` has no zh-Hans page [translation.missing]",
            "Content/c/buttons.zh-Hans.md:4:3: warning: `alerts` has no zh-Hans page yet; the link leads to the en page [link.other-language]",
        ])
        #expect(report.succeeded)
        #expect(output.text("zh-Hans/c/buttons/index.html")?.contains(
            "参阅<a href=\"/en/c/alerts/\" hreflang=\"en\" class=\"other-language\" lang=\"en\">Alerts<span class=\"link-marker\" lang=\"en\">English</span></a>。") == true)
        // With --strict the same warnings stop the build.
        #expect(site.build(strict: true).0.succeeded == false)
    }

    @Test func frontMatterProblemsAreReportedAtTheirLines() throws {
        let (lines, _, _) = try diagnose([
            "Content/c/missing.en.md": "Just text.\n",
            "Content/c/open.en.md": "---\ntitle: Open\nNo end.\n",
            "Content/c/yaml.en.md": "---\ntitle: Bad\nrelated: [a, b\n---\n",
            "Content/c/order.en.md": "---\ntitle: Order\norder: \"x\"\n---\n",
            "Content/c/untitled.en.md": "---\nsummary: No title.\n---\n",
            "Content/c/empty.en.md": "",
            "Content/c/unknown.en.md": "---\ntitle: Unknown\nsumary: typo\n---\n",
        ])
        #expect(lines == [
            "Content/c/empty.en.md:1:1: error: the file is empty; a page needs front matter with at least a `title` [content.empty]",
            "Content/c/missing.en.md:1:1: error: the page has no front matter; start the file with a `---` line, then `title: …`, then `---` [frontmatter.missing]",
            "Content/c/open.en.md:1:1: error: the front matter starting here has no closing `---` line [frontmatter.unterminated]",
            "Content/c/order.en.md:3:8: error: `order` must be a whole number, not `x` [yaml.type]",
            "Content/c/unknown.en.md:3:1: warning: unknown front matter key `sumary`; it is ignored (did you mean `summary`?) [frontmatter.unknown-key]",
            "Content/c/untitled.en.md:1:1: error: the front matter has no `title` [frontmatter.missing-title]",
            "Content/c/yaml.en.md:4:1: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence [yaml.invalid]",
        ])
    }

    @Test func duplicateIdsNameEveryFile() throws {
        let (lines, report, _) = try diagnose([
            "Content/a/alerts.en.md": Self.good,
            "Content/b/alerts.en.md": Self.good,
            "Content/c/other.en.md": "---\ntitle: Other\nid: alerts\n---\n",
        ])
        #expect(lines == ["Content/a/alerts.en.md:1:1: error: 3 en pages have the topic id `alerts` (give each page its own `id`) [content.duplicate-id]"])
        let notes = report.diagnostics.first?.notes.map { $0.location.file.replacingOccurrences(of: report.site!.pages[0].path.components(separatedBy: "Content/")[0], with: "") }
        #expect(notes == ["Content/b/alerts.en.md", "Content/c/other.en.md"])
    }

    @Test func unknownRelatedIdsAreErrorsAtTheirColumn() throws {
        let (lines, _, _) = try diagnose([
            "Content/c/alerts.en.md": "---\ntitle: Alerts\nrelated: [buttons, popover]\n---\n",
            "Content/c/buttons.en.md": "---\ntitle: Buttons\n---\n",
            "Content/c/popovers.en.md": "---\ntitle: Popovers\n---\n",
        ])
        #expect(lines == ["Content/c/alerts.en.md:3:20: error: `related` names `popover`, which is no topic's id (did you mean `popovers`?) [related.unknown]"])
    }

    @Test func encodingProblemsAreReportedAndAByteOrderMarkOrCRLFIsFine() throws {
        let site = try TestSite([:])
        site.config.languages = [.english]
        try site.write("Content/c/bom.en.md", Data([0xEF, 0xBB, 0xBF]) + Data("---\r\ntitle: BOM\r\n---\r\n## Heading\r\n\r\nText with <doc:crlf>.\r\n".utf8))
        try site.write("Content/c/crlf.en.md", Data("---\r\ntitle: CRLF\r\norder: 2\r\n---\r\nLine one\r\nline two\r\n".utf8))
        try site.write("Content/c/latin1.en.md", Data("---\ntitle: Caf".utf8) + Data([0xE9]) + Data("\n---\n".utf8))
        try site.write("Content/c/utf16.en.md", Data([0xFF, 0xFE]) + "---\ntitle: x\n---\n".data(using: .utf16LittleEndian)!)
        // UTF-32's little-endian mark starts with UTF-16's: it is named as what it is.
        try site.write("Content/c/utf32.en.md", Data([0xFF, 0xFE, 0, 0]) + "---\ntitle: x\n---\n".data(using: .utf32LittleEndian)!)
        let (report, output) = site.build()
        #expect(site.lines(report) == [
            "Content/c/latin1.en.md:2:11: error: the file is not valid UTF-8 here; save it as UTF-8 [content.encoding]",
            "Content/c/utf16.en.md:1:1: error: the file is UTF-16; save it as UTF-8 [content.encoding]",
            "Content/c/utf32.en.md:1:1: error: the file is UTF-32; save it as UTF-8 [content.encoding]",
        ])
        try FileManager.default.removeItem(atPath: site.root + "/Content/c/utf32.en.md")
        try site.write("Content/c/latin1.en.md", Self.good.replacingOccurrences(of: "Alerts", with: "Latin"))
        try site.write("Content/c/utf16.en.md", Self.good.replacingOccurrences(of: "Alerts", with: "Sixteen"))
        let (fixed, fixedOutput) = site.build()
        #expect(fixed.succeeded)
        #expect(output.files.isEmpty)
        let bom = try #require(fixedOutput.text("en/c/bom/index.html"))
        #expect(bom.contains("<h1>BOM</h1>"))
        #expect(bom.contains("<h2 id=\"heading\">Heading</h2>"))
        #expect(bom.contains("<a href=\"/en/c/crlf/\">CRLF</a>"))
    }

    @Test func fileNamesWithSpacesOrChineseCharactersGetUsableIds() throws {
        let site = try TestSite([
            "Content/c/my topic.en.md": "---\ntitle: Spaced\n---\n",
            "Content/c/警告框.zh-Hans.md": "---\ntitle: 警告框\n---\n参阅<doc:my-topic>。\n",
            "Content/loose.en.md": "---\ntitle: Loose\nsection: Bad Name!\n---\n",
        ])
        let (report, output) = site.build()
        #expect(site.lines(report).contains("Content/c/my topic.en.md: warning: the file name is not a valid topic id; the page's id is `my-topic` (rename the file or set `id:`) [content.file-name]"))
        // A section named in the front matter is reported where it is named.
        #expect(site.lines(report).contains("Content/loose.en.md:3:10: warning: the section name `Bad Name!` is not a valid URL segment; it is published as `bad-name` [content.file-name]"), "\(site.lines(report))")
        #expect(report.succeeded)
        #expect(output.files["en/c/my-topic/index.html"] != nil)
        #expect(output.files["zh-Hans/c/警告框/index.html"] != nil)
        #expect(brokenInternalLinks(in: output) == [] || brokenInternalLinks(in: output).allSatisfy { $0.contains("/assets/") })
    }

    @Test func aHugeFileAndDeepNestingBuildWithoutCrashing() throws {
        let site = try TestSite(["Content/c/nested.en.md": "---\ntitle: Nested\n---\n" + String(repeating: "> ", count: 3_000) + "deep\n\n"
                                    + (0..<1_000).map { String(repeating: "  ", count: $0) + "- item\n" }.joined()])
        site.config.languages = [.english]
        let paragraph = "Lorem ipsum dolor sit amet, **consectetur** adipiscing elit, <doc:nested>.\n\n"
        let big = "---\ntitle: Big\n---\n" + String(repeating: paragraph, count: 12_000_000 / paragraph.utf8.count)
        try site.write("Content/c/big.en.md", big)
        let (report, output) = site.build()
        #expect(site.lines(report) == ["Content/c/big.en.md: warning: the file is 11 MB; pages this large are slow to read and to search [content.large-file]"])
        #expect((output.files["en/c/big/index.html"]?.count ?? 0) > 12_000_000)
        #expect(output.files["en/c/nested/index.html"] != nil)
    }

    @Test func aSymbolicLinkLoopIsReportedNotFollowed() throws {
        let site = try TestSite(["Content/c/alerts.en.md": Self.good])
        site.config.languages = [.english]
        try FileManager.default.createSymbolicLink(atPath: site.root + "/Content/c/loop", withDestinationPath: site.root + "/Content")
        let (report, _) = site.build()
        #expect(site.lines(report) == ["Content/c/loop: warning: symbolic link leads back into a folder that is already included; skipped [content.symlink-loop]"])
        #expect(report.succeeded)
    }

    /// A name that is not UTF-8 cannot be a page's id or URL: it is skipped with a warning that
    /// says so. Read through a lossy name, a page was "no such file" and failed the build, and a
    /// real folder was called a link loop (a helper's probe).
    @Test func aFileOrFolderNameThatIsNotUTF8IsSkippedAndNamed() throws {
        let site = try TestSite(["Content/c/alerts.en.md": Self.good])
        site.config.languages = [.english]
        let page = Array((site.root + "/Content/c/bad").utf8) + [0xFF] + Array(".en.md".utf8)
        let folder = Array((site.root + "/Content/c/sec").utf8) + [0xFE]
        #expect(page.withUnsafeBufferPointer { bytes in
            let cPath = Array(bytes) + [0]
            let descriptor = cPath.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
            defer { close(descriptor) }
            return descriptor >= 0 && write(descriptor, Self.good, Self.good.utf8.count) == Self.good.utf8.count
        })
        #expect((folder + [0]).withUnsafeBufferPointer { mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755) } == 0)
        let (report, output) = site.build()
        #expect(report.succeeded)
        #expect(site.lines(report) == [
            "Content/c/bad\u{FFFD}.en.md: warning: the name is not valid UTF-8, so it cannot be part of a page's address; skipped (rename it in UTF-8) [content.name-encoding]",
            "Content/c/sec\u{FFFD}: warning: the name is not valid UTF-8, so it cannot be part of a page's address; skipped (rename it in UTF-8) [content.name-encoding]",
        ])
        #expect(output.files["en/c/alerts/index.html"] != nil)
    }

    @Test func anUnreadableFileIsAnErrorNamingIt() throws {
        let site = try TestSite(["Content/c/alerts.en.md": Self.good])
        site.config.languages = [.english]
        // A folder named like a page cannot be read as one (this holds even for root, unlike chmod 000).
        try FileManager.default.createDirectory(atPath: site.root + "/Content/c/folder.en.md", withIntermediateDirectories: true)
        try site.write("Content/c/folder.en.md/inner.txt", "x")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/Content/c/dangling.en.md", withDestinationPath: site.root + "/nowhere")
        let (report, _) = site.build()
        #expect(site.lines(report) == [
            "Content/c/dangling.en.md: warning: symbolic link points to nothing; skipped [content.broken-link]",
        ])
        if getuid() != 0 {
            try site.write("Content/c/secret.en.md", Self.good)
            chmod(site.root + "/Content/c/secret.en.md", 0)
            #expect(site.lines(site.build().0).contains { $0.hasPrefix("Content/c/secret.en.md: error: cannot read the file") })
        }
    }

    @Test func aFiftyMegabyteFileIsBuiltWithAWarning() throws {
        // Issue 2 names a 50 MB file. Most of it is one code block, so the test stays quick; the
        // search index is left out here (IndexWriterTests covers huge pages).
        let site = try TestSite(["Content/c/small.en.md": "---\ntitle: Small\n---\nSee <doc:big>.\n"])
        site.config.languages = [.english]
        let line = "let value = compute(input) // the code is kept as it is\n"
        var big = Data("---\ntitle: Big\n---\n## Code {#code}\n\n```swift\n".utf8)
        big.append(Data(String(repeating: line, count: 50_000_000 / line.utf8.count).utf8))
        big.append(Data("```\n\nBack to <doc:small>.\n".utf8))
        #expect(big.count >= 50_000_000)
        try site.write("Content/c/big.en.md", big)
        var builder = SiteBuilder(config: site.config, root: site.root)
        builder.buildsSearchIndex = false
        let output = MemoryOutput()
        let report = builder.build(into: output)
        #expect(site.lines(report) == ["Content/c/big.en.md: warning: the file is \(big.count >> 20) MB; pages this large are slow to read and to search [content.large-file]"])
        #expect(report.succeeded)
        let page = try #require(output.text("en/c/big/index.html"))
        #expect(page.utf8.count > 50_000_000)
        #expect(page.contains("<a href=\"/en/c/small/\">Small</a>"))
        #expect(output.text("en/c/small/index.html")?.contains("<a href=\"/en/c/big/\">Big</a>") == true)
    }

    @Test func symbolicLinksOutOfTheContentFolderAreSkippedWithAWarning() throws {
        // Otherwise a link such as `images/etc -> /etc` would publish the machine's files, and
        // the preview would serve them.
        let site = try TestSite(["Content/c/alerts.en.md": Self.good, "outside/notes.en.md": Self.good, "outside/secret.txt": "secret",
                                 "Content/c/drawing.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"4\" height=\"4\"/></svg>\n"])
        site.config.languages = [.english]
        try FileManager.default.createSymbolicLink(atPath: site.root + "/Content/c/folder", withDestinationPath: site.root + "/outside")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/Content/c/secret.txt", withDestinationPath: site.root + "/outside/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/Content/c/inside.svg", withDestinationPath: "drawing.svg")
        let (report, output) = site.build()
        #expect(site.lines(report) == [
            "Content/c/folder: warning: symbolic link leads outside the content folder; skipped [content.outside-link]",
            "Content/c/secret.txt: warning: symbolic link leads outside the content folder; skipped [content.outside-link]",
        ])
        #expect(report.succeeded)
        #expect(output.files.keys.filter { $0.contains("secret") || $0.contains("notes") || $0.contains("folder") } == [])
        // A link that stays inside the content folder is followed as before.
        #expect(output.files["media/c/inside.svg"] != nil)
    }

    /// Two headings that choose one `{#id}` give the page two equal anchors: the build says so
    /// at the second (it wrote both without a word). Repeated slugs are made unique, not reported.
    @Test func twoHeadingsThatChooseOneIDAreReported() throws {
        let site = try TestSite(["Content/c/p.en.md": "---\ntitle: P\n---\n\n## One {#same}\n\nA.\n\n## Two {#same}\n\nB.\n\n## Two\n\n## Two\n"])
        site.config.languages = [.english]
        let (report, _) = site.build()
        #expect(site.lines(report) == ["Content/c/p.en.md:9:1: warning: the heading on line 5 has the id `same` too; links to `#same` reach that one (give each heading its own `{#id}`) [markdown.duplicate-id]"])
    }

    @Test func rawHTMLIsEscapedWithAWarningUnlessAllowed() throws {
        let site = try TestSite(["Content/c/raw.en.md": "---\ntitle: Raw\n---\n<div>hi</div>\n"])
        site.config.languages = [.english]
        let (report, output) = site.build()
        #expect(site.lines(report) == ["Content/c/raw.en.md:4:1: warning: raw HTML is shown as text; allow it with `markdown: {unsafe: true}` in guidegen.yml [markdown.raw-html]"])
        #expect(output.text("en/c/raw/index.html")?.contains("<p class=\"raw-html\">&lt;div&gt;hi&lt;/div&gt;</p>") == true)
        site.config.allowRawHTML = true
        let (allowed, allowedOutput) = site.build()
        #expect(allowed.diagnostics.isEmpty)
        #expect(allowedOutput.text("en/c/raw/index.html")?.contains("<div>hi</div>") == true)
    }
}

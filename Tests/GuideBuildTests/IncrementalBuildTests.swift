import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore
@testable import GuideLint
@testable import GuideSearch

/// An incremental rebuild must give exactly what a full build of the same files gives: a copy
/// of the shipped site is edited step by step (bodies, titles, order, new, renamed and deleted
/// topics, a broken and a fixed link, templates, stylesheet, media), and after every step the
/// files in memory are compared with a clean full build, byte for byte.
@Suite(.serialized)
struct IncrementalBuildTests {
    /// A copy of the shipped Content/, Theme/ and glossary in a temporary folder.
    final class Workspace {
        let root: String
        let config: SiteConfig
        let glossary: Glossary
        let lintConfig: LintConfig

        init() throws {
            let fm = FileManager.default
            root = fm.temporaryDirectory.appendingPathComponent("guidegen-incremental-\(UUID().uuidString)").path
            try fm.createDirectory(atPath: root, withIntermediateDirectories: true)
            for item in ["Content", "Theme", "glossary.yml", "guidegen.yml"] {
                try fm.copyItem(atPath: TestSite.repositoryRoot + "/" + item, toPath: root + "/" + item)
            }
            let text = try String(contentsOfFile: root + "/guidegen.yml", encoding: .utf8)
            config = SiteConfig.load(file: "guidegen.yml", text: text).0
            lintConfig = LintConfig.load(file: "guidegen.yml", text: text, knownRules: Linter.ruleIDs).0
            let glossaryText = try String(contentsOfFile: root + "/glossary.yml", encoding: .utf8)
            glossary = Glossary.load(file: "glossary.yml", text: glossaryText).0
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func builder() -> SiteBuilder {
            var builder = SiteBuilder(config: config, root: root)
            builder.linter = LintRunner(linter: Linter(config: lintConfig, glossary: glossary), site: config)
            builder.glossary = glossary
            return builder
        }

        func path(_ relative: String) -> String { root + "/" + relative }

        func read(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }

        /// Writes a file and returns its absolute path, as the file watcher reports it.
        @discardableResult
        func write(_ relative: String, _ text: String) throws -> String {
            let url = URL(fileURLWithPath: path(relative))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return url.path
        }

        @discardableResult
        func replace(_ relative: String, _ old: String, with new: String) throws -> String {
            let text = try read(relative)
            #expect(text.contains(old), "\(relative) does not contain \(old)")
            return try write(relative, text.replacingOccurrences(of: old, with: new))
        }

        @discardableResult
        func remove(_ relative: String) throws -> String {
            try FileManager.default.removeItem(atPath: path(relative))
            return path(relative)
        }
    }

    /// Rebuilds incrementally and checks the result against a full build of the same files.
    @discardableResult
    func rebuildMatchesFullBuild(_ incremental: IncrementalBuilder, _ workspace: Workspace, changed: Set<String>?,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RebuildReport {
        let report = incremental.rebuild(changed: changed)
        let output = MemoryOutput()
        let full = workspace.builder().build(into: output)
        let lines = { (diagnostics: [Diagnostic]) in diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) } }
        #expect(lines(report.diagnostics) == lines(full.diagnostics), sourceLocation: sourceLocation)
        #expect(report.succeeded == full.succeeded, sourceLocation: sourceLocation)
        if full.succeeded {
            let expected = output.files
            let actual = incremental.files
            #expect(Set(actual.keys) == Set(expected.keys), sourceLocation: sourceLocation)
            // A preview patches its search index's term shards after a body edit: their terms
            // are compared, not their bytes (`PatchedIndex`).
            let different = expected.keys.filter { actual[$0] != nil && actual[$0] != expected[$0] && !PatchedIndex.isPatchable($0) }.sorted()
            #expect(different == [], "differ from a full build", sourceLocation: sourceLocation)
            for language in PatchedIndex.languages(in: expected) {
                #expect(PatchedIndex.differences(actual, expected, language: language) == [], "the \(language) search index",
                        sourceLocation: sourceLocation)
            }
        }
        return report
    }

    @Test func aSeriesOfEditsGivesWhatAFullBuildGives() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        let first = rebuildMatchesFullBuild(incremental, workspace, changed: nil)
        #expect(first.succeeded)
        #expect(first.pagesChanged == first.pageCount)

        // A body edit renders that page alone (and the search index changes).
        var changed = try workspace.replace("Content/components/alerts.en.md", "## Best practices", with: "A new opening line for testing.\n\n## Best practices")
        var report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.pagesChanged == 1)
        #expect(report.changedFiles.contains("en/components/alerts/index.html"))
        #expect(report.changedFiles.filter { $0.hasSuffix(".html") && !$0.contains("search/") } == ["en/components/alerts/index.html"])

        // A title change reaches the pages that show it: links, navigation, neighbours, home.
        changed = try workspace.replace("Content/components/buttons.en.md", "title: Buttons", with: "title: Push Buttons")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.pagesChanged > 1)
        #expect(report.pagesChanged < report.pageCount)

        // A new topic, linked from an existing one.
        let new = try workspace.write("Content/components/menus.en.md", "---\ntitle: Menus\nsummary: Lists of commands.\norder: 50\nrelated: [buttons]\n---\nMenus hold commands; see <doc:alerts>.\n\n## Best practices\n\nKeep them short.\n")
        let linking = try workspace.replace("Content/components/toolbars.en.md", "## Best practices", with: "See <doc:menus#best-practices>.\n\n## Best practices")
        rebuildMatchesFullBuild(incremental, workspace, changed: [new, linking])

        // Renamed: the old id disappears, so the link to it breaks and the build fails...
        try workspace.remove("Content/components/menus.en.md")
        let renamed = try workspace.write("Content/components/context-menus.en.md", "---\ntitle: Context Menus\norder: 50\nrelated: [buttons]\n---\nMenus hold commands.\n\n## Best practices\n\nKeep them short.\n")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [workspace.path("Content/components/menus.en.md"), renamed])
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.id == "link.unresolved" })
        // ...and the last good site is still there, menus page included.
        #expect(incremental.files["en/components/menus/index.html"] != nil)

        // ...until the link is fixed.
        changed = try workspace.replace("Content/components/toolbars.en.md", "<doc:menus#best-practices>", with: "<doc:context-menus#best-practices>")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.succeeded)
        #expect(incremental.files["en/components/menus/index.html"] == nil)

        // A broken anchor, then fixed.
        changed = try workspace.replace("Content/components/toolbars.en.md", "<doc:context-menus#best-practices>", with: "<doc:context-menus#worst-practices>")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.diagnostics.contains { $0.id == "link.anchor" })
        changed = try workspace.replace("Content/components/toolbars.en.md", "<doc:context-menus#worst-practices>", with: "<doc:context-menus>")
        rebuildMatchesFullBuild(incremental, workspace, changed: [changed])

        // A new order moves the topic in navigation and changes its neighbours.
        changed = try workspace.replace("Content/components/context-menus.en.md", "order: 50", with: "order: 0")
        rebuildMatchesFullBuild(incremental, workspace, changed: [changed])

        // Deleted, with the link to it.
        let deleted = try workspace.remove("Content/components/context-menus.en.md")
        changed = try workspace.replace("Content/components/toolbars.en.md", "See <doc:context-menus>.\n\n", with: "")
        rebuildMatchesFullBuild(incremental, workspace, changed: [deleted, changed])

        // A section title changes every page of that language's navigation.
        changed = try workspace.replace("Content/inputs/_index.zh-Hans.md", "title: 输入", with: "title: 输入方式")
        rebuildMatchesFullBuild(incremental, workspace, changed: [changed])

        // A lint finding appears on the edited page and leaves again.
        changed = try workspace.replace("Content/patterns/settings.en.md", "## Best practices", with: "Click the switch.\n\n## Best practices")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.diagnostics.contains { $0.id == "en.tap" })
        changed = try workspace.replace("Content/patterns/settings.en.md", "Click the switch.\n\n", with: "")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(!report.diagnostics.contains { $0.id == "en.tap" })

        // A heading's text changes under the same id: a link that shows that text changes too.
        changed = try workspace.replace("Content/components/toolbars.en.md", "## Best practices {#best-practices}",
                                        with: "See [](doc:alerts#best-practices).\n\n## Best practices {#best-practices}")
        rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        changed = try workspace.replace("Content/components/alerts.en.md", "## Best practices {#best-practices}", with: "## Good practices {#best-practices}")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.changedFiles.contains("en/components/toolbars/index.html"))

        // A title change that fails with an unknown `related` id, then only the id fixed: the
        // title change still reaches every page that shows it (the failed build was never published).
        changed = try workspace.replace("Content/components/toolbars.en.md", "title: Toolbars", with: "title: Tool Bars")
        changed = try workspace.replace("Content/components/toolbars.en.md", "related: [tab-bars,", with: "related: [nowhere, tab-bars,")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.diagnostics.contains { $0.id == "related.unknown" })
        changed = try workspace.replace("Content/components/toolbars.en.md", "related: [nowhere, tab-bars,", with: "related: [tab-bars,")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.pagesChanged > 1)

        // Bad front matter fails; the fix succeeds.
        changed = try workspace.replace("Content/foundations/color.en.md", "title: ", with: "title: [unclosed ")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(!report.succeeded)
        changed = try workspace.replace("Content/foundations/color.en.md", "title: [unclosed ", with: "title: ")
        #expect(rebuildMatchesFullBuild(incremental, workspace, changed: [changed]).succeeded)

        // A media file added and linked.
        let media = try workspace.write("Content/foundations/images/extra.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>")
        changed = try workspace.replace("Content/foundations/color.en.md", "## Best practices", with: "![A square](images/extra.svg)\n\n## Best practices")
        rebuildMatchesFullBuild(incremental, workspace, changed: [media, changed])
    }

    @Test func themeEditsRenderAgainOnlyWhatTheyTouch() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        rebuildMatchesFullBuild(incremental, workspace, changed: nil)

        // A stylesheet edit changes that one file.
        // (A rule: a comment or a blank line is not published, so adding one changes nothing.)
        let css = try workspace.write("Theme/assets/style.css", try workspace.read("Theme/assets/style.css") + "\n.edited { color: red; }\n")
        var report = rebuildMatchesFullBuild(incremental, workspace, changed: [css])
        #expect(report.changedFiles == ["assets/style.css"])
        #expect(report.pagesChanged == 0)

        // A template edit renders every page again; what each page shows (its context) is
        // not made again, as the navigation does not use the template.
        let template = try workspace.replace("Theme/templates/topic.mustache", "{{{page.content}}}", with: "<p class=\"edited\"></p>{{{page.content}}}")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [template])
        #expect(report.pagesChanged == report.pageCount)
        #expect(report.contextsMade == 0)
        #expect(String(decoding: incremental.files["en/components/alerts/index.html"] ?? Data(), as: UTF8.self).contains("class=\"edited\""))

        // A template saved without a change changes nothing.
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [template])
        #expect(report.pagesChanged == 0)
        #expect(report.changedFiles.allSatisfy { $0.hasPrefix("assets/") })

        // A template the sidebar is drawn from changes the navigation on every page: it is
        // drawn again, and what else each page shows is not made again (its hash is the last
        // build's with the new navigation's; the audit makes every context and compares).
        incremental.auditsReusedContexts = true
        let sidebarTopic = try workspace.replace("Theme/templates/sidebar-topic.mustache", "<li", with: "<li data-edited")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [sidebarTopic])
        // (The two home pages' sidebars list sections, no topic: they stay as they were.)
        #expect(report.pagesChanged == report.pageCount - 2)
        #expect(report.contextsMade == 0)
        #expect(incremental.reusedContextsThatChanged == 0, "hashes after a sidebar edit that a context made anew contradicts")
        #expect(String(decoding: incremental.files["en/components/alerts/index.html"] ?? Data(), as: UTF8.self).contains("data-edited"))
        // The hashes it left hold: a page's text edited next changes only the pages showing it.
        let afterSidebar = try workspace.replace("Content/components/alerts.en.md", "## Best practices", with: "Sidebar edited before.\n\n## Best practices")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [afterSidebar])
        #expect(report.pagesChanged > 0 && report.pagesChanged < 10)
        // An edit to the current page's entry alone (drawn with the page) changes every topic.
        let currentEntry = try workspace.replace("Theme/templates/sidebar-topic.mustache", #"aria-current="page""#, with: #"aria-current="page" data-current"#)
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [currentEntry])
        #expect(String(decoding: incremental.files["en/components/alerts/index.html"] ?? Data(), as: UTF8.self).contains("data-current"))
        let sidebar = try workspace.replace("Theme/templates/sidebar.mustache", "<nav", with: "<nav data-edited")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [sidebar])
        #expect(report.pagesChanged == report.pageCount && report.contextsMade == 0)
        #expect(incremental.reusedContextsThatChanged == 0)
        incremental.auditsReusedContexts = false

        // A page's template edited along with a page's text: both show.
        let both = try workspace.replace("Theme/templates/topic.mustache", "<p class=\"edited\"></p>", with: "<p class=\"edited\"></p><p class=\"again\"></p>")
        let text = try workspace.replace("Content/components/alerts.en.md", "## Best practices", with: "Zyxwvut stands here.\n\n## Best practices")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [both, text])
        #expect(report.pagesChanged == report.pageCount)
        let alerts = String(decoding: incremental.files["en/components/alerts/index.html"] ?? Data(), as: UTF8.self)
        #expect(alerts.contains("class=\"again\"") && alerts.contains("Zyxwvut"))

        // A broken template keeps the last good site and reports the template.
        let broken = try workspace.replace("Theme/templates/topic.mustache", "<p class=\"edited\"></p>", with: "{{#unclosed}}")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [broken])
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.id == "theme.template" })
        #expect(incremental.files["en/components/alerts/index.html"] != nil)
        let fixed = try workspace.replace("Theme/templates/topic.mustache", "{{#unclosed}}", with: "")
        #expect(rebuildMatchesFullBuild(incremental, workspace, changed: [fixed]).succeeded)
    }

    /// An edit that writes a stop word as code (`is`) gives the index a term its manifest names
    /// (`codeStopWords`): the index is made again, not patched, so the manifest is a full build's.
    @Test func anEditThatWritesAStopWordAsCodeMakesTheManifestAgain() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        incremental.rebuild()
        let edited = try workspace.replace("Content/components/alerts.en.md", "## Best practices", with: "Check with `is` here.\n\n## Best practices")
        #expect(rebuildMatchesFullBuild(incremental, workspace, changed: [edited]).succeeded)
        #expect(String(decoding: incremental.files["search/en/index.json"] ?? Data(), as: UTF8.self).contains("\"codeStopWords\": [\"is\"]"))
    }

    /// Edits that come faster than the search index is made: the index made meanwhile, of the
    /// pages it started from, still takes the old one's place (one edit behind), and the newest
    /// build's index stays pending until it is made too. Each remake used to be thrown away when
    /// a newer build came during it, so the index never moved while a writer kept saving.
    @Test func aSearchIndexOvertakenByAnEditStillMovesTheIndexOn() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        incremental.defersSearchIndex = true
        incremental.rebuild()
        incremental.finishSearchIndex()
        let first = try workspace.replace("Content/components/alerts.en.md", "## Best practices", with: "Zyxwvut is a word no other page has.\n\n## Best practices")
        #expect(incremental.rebuild(changed: [first]).searchIndexPending)
        // The next edit lands while the index of the first is being made.
        var second: String?
        incremental.afterSearchIndexMade = {
            incremental.afterSearchIndexMade = nil
            second = try? workspace.replace("Content/components/alerts.en.md", "Zyxwvut", with: "Qwertyuiop")
            #expect(incremental.rebuild(changed: [second ?? ""]).searchIndexPending)
        }
        let behind = try #require(incremental.finishSearchIndex())
        #expect(!behind.upToDate)
        #expect(behind.changed.contains { $0.hasPrefix("search/en/") }, "the first edit's index took the old one's place")
        // The newest build's index is still to be made; made, it is the full build's.
        let caughtUp = try #require(incremental.finishSearchIndex())
        #expect(caughtUp.upToDate && caughtUp.generation == behind.generation)
        #expect(incremental.finishSearchIndex() == nil)
        let output = MemoryOutput()
        #expect(workspace.builder().build(into: output).succeeded)
        // The index was patched after each body edit: its shards keep their boundaries, so its
        // terms are compared, not its bytes (`PatchedIndex`), as in `rebuildMatchesFullBuild`.
        let actual = incremental.files, expected = output.files
        #expect(Set(actual.keys) == Set(expected.keys))
        #expect(expected.keys.filter { actual[$0] != expected[$0] && !PatchedIndex.isPatchable($0) }.sorted() == [])
        for language in PatchedIndex.languages(in: expected) {
            #expect(PatchedIndex.differences(actual, expected, language: language) == [], "the \(language) search index")
        }
    }

    /// An edit that changes no page (a template, a stylesheet) leaves the search index as it
    /// is: made from the same pages it would be the same, and at 100,000 pages making it again
    /// took 6.5 CPU-seconds after every such save.
    @Test func editsThatChangeNoPageKeepTheSearchIndex() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        incremental.defersSearchIndex = true
        #expect(incremental.rebuild().searchIndexPending)
        incremental.finishSearchIndex()
        for (file, old, new) in [("Theme/templates/topic.mustache", "{{{page.content}}}", "<p class=\"edited\"></p>{{{page.content}}}"),
                                 ("Theme/templates/sidebar-topic.mustache", "<li", "<li data-edited"),
                                 ("Theme/assets/style.css", "}", "}\n/* edited */")] {
            let edited = try workspace.replace(file, old, with: new)
            let report = incremental.rebuild(changed: [edited])
            #expect(report.succeeded)
            #expect(!report.searchIndexPending, "\(file): the search index is made again")
            #expect(incremental.finishSearchIndex()?.changed == nil)
        }
        // A page's text still makes it again, and the whole is a full build's.
        let text = try workspace.replace("Content/components/alerts.en.md", "## Best practices", with: "Zyxwvut stands here.\n\n## Best practices")
        #expect(incremental.rebuild(changed: [text]).searchIndexPending)
        incremental.finishSearchIndex()
        let output = MemoryOutput()
        #expect(workspace.builder().build(into: output).succeeded)
        #expect(incremental.files == output.files)
    }

    @Test func aDeferredSearchIndexCatchesUpWithTheFullBuild() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        incremental.defersSearchIndex = true
        var report = incremental.rebuild()
        #expect(report.searchIndexPending)
        #expect(incremental.files["search/en/index.json"] == nil)
        incremental.finishSearchIndex()
        let changed = try workspace.replace("Content/components/alerts.en.md", "## Best practices", with: "Zyxwvut is a word no other page has.\n\n## Best practices")
        report = incremental.rebuild(changed: [changed])
        #expect(report.searchIndexPending)
        let indexChanges = incremental.finishSearchIndex()?.changed ?? []
        #expect(indexChanges.contains { $0.hasPrefix("search/en/") })
        #expect(!indexChanges.contains { $0.hasPrefix("search/zh-Hans/") })
        let output = MemoryOutput()
        #expect(workspace.builder().build(into: output).succeeded)
        #expect(incremental.files == output.files)
    }

    /// The preview holds what links need, not the site's text: pages' Markdown and the search
    /// index's files (each page's excerpt among them) stay in its spill file across edits, and
    /// the files are still a full build's (`rebuildMatchesFullBuild` compares them).
    @Test func thePreviewKeepsTheSitesTextInItsSpillFile() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        #expect(rebuildMatchesFullBuild(incremental, workspace, changed: nil).succeeded)
        let changed = try workspace.replace("Content/components/alerts.en.md", "## Best practices", with: "Spilled text.\n\n## Best practices")
        #expect(rebuildMatchesFullBuild(incremental, workspace, changed: [changed]).succeeded)
        let site = try #require(incremental.lastSite)
        let inMemory = site.pages.filter { page in
            if case .memory(let text) = page.bodyText { return !text.isEmpty }
            return false
        }
        #expect(inMemory.isEmpty, "\(inMemory.count) of \(site.pages.count) pages' text in memory")
        // Their front matter too: it is read back for the linter and the editor only.
        let headersInMemory = site.pages.filter { !$0.headerInMemory.isEmpty }
        #expect(headersInMemory.isEmpty, "\(headersInMemory.count) of \(site.pages.count) pages' front matter in memory")
        let edited = try #require(site.pages.first { $0.path.hasSuffix("components/alerts.en.md") })
        #expect(edited.body.contains("Spilled text."))
        let search = incremental.storedFiles.filter { $0.key.hasPrefix("search/") }
        #expect(search.count > 20)
        let notSpilled = search.filter { if case .spilled = $0.value { return false } else { return true } }
        #expect(notSpilled.isEmpty, "\(notSpilled.count) of \(search.count) search files in memory, such as \(notSpilled.keys.sorted().prefix(3))")
    }

    /// Backlinks are listed by the linking pages' titles: a retitled page moves in the lists
    /// that hold it, though no link changed.
    @Test func aRetitledPageMovesInTheBacklinksItIsListedIn() throws {
        let workspace = try Workspace()
        try workspace.write("Content/components/aardvark.en.md", "---\ntitle: Aardvark\norder: 90\n---\nSee <doc:alerts>.\n")
        try workspace.write("Content/components/beaver.en.md", "---\ntitle: Beaver\norder: 91\n---\nSee <doc:alerts>.\n")
        let incremental = IncrementalBuilder(builder: workspace.builder())
        rebuildMatchesFullBuild(incremental, workspace, changed: nil)
        let backlinks = {
            let html = String(decoding: incremental.pages.data(at: "en/components/alerts/index.html") ?? Data(), as: UTF8.self)
            return html.range(of: "id=\"backlinks-heading\"").map { String(html[$0.upperBound...]) } ?? ""
        }
        let position = { (title: String) in backlinks().range(of: ">\(title)</a></li>")?.lowerBound }
        #expect(try #require(position("Aardvark")) < #require(position("Beaver")))

        let changed = try workspace.replace("Content/components/aardvark.en.md", "title: Aardvark", with: "title: Zebra")
        rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(try #require(position("Beaver")) < #require(position("Zebra")))
    }

    /// Topics of the same order are listed by title: a retitled topic moves in its section, and
    /// a retitled section moves among the sections, as in a full build.
    @Test func retitledTopicsAndSectionsMoveInPlace() throws {
        let workspace = try Workspace()
        try workspace.write("Content/components/aardvark.en.md", "---\ntitle: Aardvark\norder: 90\n---\nA page.\n")
        try workspace.write("Content/components/beaver.en.md", "---\ntitle: Beaver\norder: 90\n---\nA page.\n")
        let incremental = IncrementalBuilder(builder: workspace.builder())
        rebuildMatchesFullBuild(incremental, workspace, changed: nil)
        let section = { String(decoding: incremental.pages.data(at: "en/components/index.html") ?? Data(), as: UTF8.self) }
        #expect(try #require(section().range(of: ">Aardvark<")).lowerBound < #require(section().range(of: ">Beaver<")).lowerBound)

        var changed = try workspace.replace("Content/components/aardvark.en.md", "title: Aardvark", with: "title: Zebra")
        let report = rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.pagesChanged < report.pageCount)
        #expect(try #require(section().range(of: ">Beaver<")).lowerBound < #require(section().range(of: ">Zebra<")).lowerBound)

        let index = try workspace.read("Content/components/_index.en.md")
        let title = try #require(index.split(separator: "\n").first { $0.hasPrefix("title: ") })
        changed = try workspace.replace("Content/components/_index.en.md", String(title), with: "title: Zzz Components")
        rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
    }

    /// A template that includes itself without end: the preview shows the problem in the page's
    /// place, not a page cut short at hundreds of megabytes (RunawayTemplateTests for a build).
    @Test func aPageWhoseTemplateNeverEndsShowsTheProblemInThePreview() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        incremental.rebuild()
        let loop = try workspace.write("Theme/templates/loop.mustache", "x{{#page}}{{> loop}}{{/page}}")
        let topic = try workspace.replace("Theme/templates/topic.mustache", "<article class=\"topic\">", with: "<article class=\"topic\">{{> loop}}")
        let report = incremental.rebuild(changed: [topic, loop])
        #expect(report.succeeded)
        let page = String(decoding: try #require(incremental.pages.data(at: "en/components/alerts/index.html")), as: UTF8.self)
        #expect(page.contains("<h1>The page could not be rendered</h1>"))
        #expect(page.contains("Theme/templates/loop.mustache:1:11: error: rendering stopped at this include of `loop`: includes were nested more than 100 deep"))
        #expect(!page.contains("<article"))
    }

    /// A preview renders a page when it is asked for, and keeps it until what it shows changes.
    @Test func pagesAreRenderedWhenAskedForAndKeptWhileTheyStayTheSame() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        incremental.rebuild()
        #expect(incremental.pages.keptCount == 0)
        let alerts = "en/components/alerts/index.html", buttons = "en/components/buttons/index.html"
        let first = try #require(incremental.pages.data(at: alerts))
        _ = incremental.pages.data(at: buttons)
        #expect(incremental.pages.keptCount == 2)
        #expect(incremental.pages.data(at: "en/components/no-such-page/index.html") == nil)

        // An edit to another page keeps both; an edit to the page lets it go and renders it anew.
        var changed = try workspace.replace("Content/components/toolbars.en.md", "## Best practices", with: "One more line.\n\n## Best practices")
        incremental.rebuild(changed: [changed])
        #expect(incremental.pages.keptCount == 2)
        changed = try workspace.replace("Content/components/alerts.en.md", "## Best practices", with: "Zyxwvut opens this section.\n\n## Best practices")
        let report = incremental.rebuild(changed: [changed])
        #expect(report.changedFiles.contains(alerts))
        #expect(incremental.pages.keptCount == 1)
        let second = try #require(incremental.pages.data(at: alerts))
        #expect(second != first)
        #expect(String(decoding: second, as: UTF8.self).contains("Zyxwvut"))
    }

    /// However many pages a preview is asked for, it keeps a bounded number rendered.
    @Test func keptPagesAreBounded() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        incremental.keptPageLimit = 10
        incremental.rebuild()
        let all = incremental.pages.all()
        #expect(all.count == incremental.pages.paths.count)
        #expect(all.count > 10)
        #expect(incremental.pages.keptCount == 10)
    }

    /// `sed -i` and some editors write a temporary file beside the page and rename it over the
    /// page: by the time the batch is handled the temporary file is gone. A path that came and
    /// went is no reason to walk Content/ again; a folder that held known files is.
    @Test func aFileThatCameAndWentIsNotAChange() throws {
        let workspace = try Workspace()
        try workspace.write("Content/extra/_index.en.md", "---\ntitle: Extra\n---\nMore.\n")
        try workspace.write("Content/extra/topic.en.md", "---\ntitle: A Topic\n---\nText.\n")
        let incremental = IncrementalBuilder(builder: workspace.builder())
        rebuildMatchesFullBuild(incremental, workspace, changed: nil)
        let walks = incremental.discoveries

        let report = rebuildMatchesFullBuild(incremental, workspace, changed: [workspace.path("Content/components/sedX7fa2Q")])
        #expect(report.changedFiles == [])
        #expect(incremental.discoveries == walks)

        try FileManager.default.removeItem(atPath: workspace.path("Content/extra"))
        rebuildMatchesFullBuild(incremental, workspace, changed: [workspace.path("Content/extra")])
        #expect(incremental.discoveries == walks + 1)
        #expect(incremental.pages.data(at: "en/extra/topic/index.html") == nil)
    }

    /// Editors leave files beside the templates they edit (vim's `.topic.mustache.swp` and
    /// `topic.mustache~`, `sed -i`'s temporary file): none is part of the theme, so none makes
    /// the preview render every page again. A real template edit still does.
    @Test func editorFilesBesideTheTemplatesAreNotTemplateEdits() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        rebuildMatchesFullBuild(incremental, workspace, changed: nil)
        let swap = try workspace.write("Theme/templates/.topic.mustache.swp", "swap")
        let backup = try workspace.write("Theme/templates/topic.mustache~", "{{#broken}}")
        let gone = workspace.path("Theme/templates/sedX7fa2Q")
        var report = rebuildMatchesFullBuild(incremental, workspace, changed: [swap, backup, gone])
        #expect(report.succeeded)
        #expect(report.pagesChanged == 0)
        #expect(report.changedFiles == [])

        let template = try workspace.replace("Theme/templates/topic.mustache", "{{{page.content}}}", with: "<p class=\"edited\"></p>{{{page.content}}}")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [template, swap])
        #expect(report.pagesChanged == report.pageCount)
        // A template that is removed is a change, though it is gone.
        try FileManager.default.removeItem(atPath: template)
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [template])
        #expect(report.pagesChanged == report.pageCount)
    }

    /// A file the last walk saw and skipped with a warning (a link out of the content folder)
    /// is known too: removing it takes its warning away.
    @Test func removingASkippedFileTakesItsWarningAway() throws {
        let workspace = try Workspace()
        let outside = workspace.path("outside.txt")
        try workspace.write("outside.txt", "secret")
        let link = workspace.path("Content/components/outside.txt")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside)
        let incremental = IncrementalBuilder(builder: workspace.builder())
        #expect(rebuildMatchesFullBuild(incremental, workspace, changed: nil).diagnostics.contains { $0.id == "content.outside-link" })

        try FileManager.default.removeItem(atPath: link)
        let report = rebuildMatchesFullBuild(incremental, workspace, changed: [link])
        #expect(!report.diagnostics.contains { $0.id == "content.outside-link" })
    }

    /// A file the preview knows that a checkout turns into a link out of the site, or an SVG
    /// given a script, meets the checks of the first walk again: the preview served the
    /// builder's own file and ran the script, where a full build refused both (a helper's probe).
    @Test func aKnownFileMadeALinkOutOrGivenAScriptIsCheckedAgain() throws {
        let workspace = try Workspace()
        try workspace.write("secret.txt", "SECRET-OUTSIDE-THE-SITE")
        let notes = try workspace.write("Content/components/notes.txt", "a note")
        let drawing = try workspace.write("Content/components/drawing.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"4\" height=\"4\"/></svg>")
        let incremental = IncrementalBuilder(builder: workspace.builder())
        rebuildMatchesFullBuild(incremental, workspace, changed: nil)
        #expect(incremental.files.keys.contains { $0.hasSuffix("components/notes.txt") })

        try FileManager.default.removeItem(atPath: notes)
        try FileManager.default.createSymbolicLink(atPath: notes, withDestinationPath: workspace.path("secret.txt"))
        var report = rebuildMatchesFullBuild(incremental, workspace, changed: [notes])
        #expect(report.diagnostics.contains { $0.id == "content.outside-link" })
        #expect(!incremental.files.values.contains { String(decoding: $0, as: UTF8.self).contains("SECRET-OUTSIDE") })

        try workspace.write("Content/components/drawing.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>")
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [drawing])
        #expect(report.diagnostics.contains { $0.id == "content.active-file" })

        // A page made a link out of the site is not read either.
        let page = workspace.path("Content/components/buttons.en.md")
        try workspace.write("secret.md", "---\ntitle: SECRET-OUTSIDE-THE-SITE\n---\nSECRET\n")
        try FileManager.default.removeItem(atPath: page)
        try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: workspace.path("secret.md"))
        report = rebuildMatchesFullBuild(incremental, workspace, changed: [page])
        #expect(!incremental.files.values.contains { String(decoding: $0, as: UTF8.self).contains("SECRET-OUTSIDE") })
    }

    @Test func changesOutsideContentAndThemeChangeNothing() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        incremental.rebuild()
        let before = incremental.files
        let report = incremental.rebuild(changed: [workspace.path("notes.txt"), "/elsewhere/file.md"])
        #expect(report.succeeded)
        #expect(report.changedFiles == [])
        #expect(report.pagesChanged == 0)
        #expect(incremental.files == before)
    }
}

/// What a page shows is one value, and an edit to anything in it renders the page again, even
/// when no page's text changed.
@Suite(.serialized)
struct IncrementalContextTests {
    typealias Workspace = IncrementalBuildTests.Workspace

    @Test func anImageFileResizedRendersThePageThatShowsIt() throws {
        let workspace = try Workspace()
        let square = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>"
        try workspace.write("Content/foundations/images/extra.svg", square)
        try workspace.replace("Content/foundations/color.en.md", "## Best practices", with: "![A square](images/extra.svg)\n\n## Best practices")
        let incremental = IncrementalBuilder(builder: workspace.builder())
        IncrementalBuildTests().rebuildMatchesFullBuild(incremental, workspace, changed: nil)
        let page = { String(decoding: incremental.files["en/foundations/color/index.html"] ?? Data(), as: UTF8.self) }
        #expect(page().contains("width=\"10\""))

        // Only the image changes: the page's text is as it was, its <img> size is not.
        let resized = try workspace.write("Content/foundations/images/extra.svg", square.replacingOccurrences(of: "\"10\"", with: "\"24\""))
        let report = IncrementalBuildTests().rebuildMatchesFullBuild(incremental, workspace, changed: [resized])
        #expect(report.changedFiles.contains("en/foundations/color/index.html"))
        #expect(page().contains("width=\"24\""))
    }

    @Test func aValueShownOnlyThroughATemplateVariableRendersThePagesAgain() throws {
        // A theme that shows the next page's summary: nothing in the default theme does.
        let workspace = try Workspace()
        try workspace.replace("Theme/templates/topic.mustache", "{{{page.content}}}",
                              with: "{{#page.next}}<p class=\"next-summary\">{{summary}}</p>{{/page.next}}{{{page.content}}}")
        let incremental = IncrementalBuilder(builder: workspace.builder())
        IncrementalBuildTests().rebuildMatchesFullBuild(incremental, workspace, changed: nil)
        let changed = try workspace.replace("Content/components/buttons.en.md", "summary: ", with: "summary: Edited. ")
        let report = IncrementalBuildTests().rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.changedFiles.filter { $0.hasSuffix("index.html") }.count > 1)
    }

    /// A title, summary, order or `related` edit keeps every page's address: the topics that
    /// show nothing that changed keep their context hashes without their contexts being made.
    /// The audit makes those contexts anyway and counts kept hashes that were wrong; the pages
    /// kept rendered from the build before are compared with a full build too.
    @Test func editsThatKeepAddressesKeepTheHashesOfTopicsThatShowNothingNew() throws {
        let workspace = try Workspace()
        // A link that shows its target's title, from a page that shows that page nowhere else.
        try workspace.replace("Content/patterns/settings.en.md", "## Best practices", with: "See <doc:tab-bars>.\n\n## Best practices")
        let incremental = IncrementalBuilder(builder: workspace.builder())
        incremental.auditsReusedContexts = true
        IncrementalBuildTests().rebuildMatchesFullBuild(incremental, workspace, changed: nil)
        // `reuses`: false for an edit that keeps the site's structure, which only hashes the
        // contexts of the pages that changed.
        let edits: [(file: String, old: String, new: String, reuses: Bool)] = [
            // Listed in others' `related`, linked to (backlinks are sorted by title), a neighbour.
            ("Content/components/buttons.en.md", "title: Buttons", "title: Push Buttons", true),
            ("Content/foundations/layout.en.md", "summary: Build layouts", "summary: Make layouts", true),
            // A new order moves the section's topics and their neighbours.
            ("Content/components/alerts.en.md", "order: 1", "order: 7", true),
            ("Content/inputs/_index.en.md", "title: Inputs", "title: Input Methods", true),
            ("Content/patterns/settings.en.md", "related: [launching,", "related: [buttons, launching,", false),
            ("Content/components/alerts.zh-Hans.md", "title: 警告框", "title: 警告", true),
            ("Content/components/tab-bars.en.md", "title: Tab Bars", "title: Tab Strips", true),
        ]
        for edit in edits {
            let changed = try workspace.replace(edit.file, edit.old, with: edit.new)
            let report = IncrementalBuildTests().rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
            #expect(report.succeeded, "\(edit.file)")
            #expect((report.contextsKept > 0) == edit.reuses, "\(edit.file)")
            #expect(incremental.reusedContextsThatChanged == 0, "\(edit.file): kept hashes that changed")
        }
    }

    /// A topic's title edit makes the contexts of the pages that show its title (its section's
    /// sidebar, its section page, its neighbours, the pages linking to it), not those of every
    /// section and home page: at 100,000 pages those were 2,000 contexts per edit.
    @Test func aTopicTitleEditMakesOnlyTheContextsOfThePagesThatShowIt() throws {
        let workspace = try Workspace()
        let incremental = IncrementalBuilder(builder: workspace.builder())
        incremental.auditsReusedContexts = true
        IncrementalBuildTests().rebuildMatchesFullBuild(incremental, workspace, changed: nil)
        let changed = try workspace.replace("Content/components/tab-bars.en.md", "title: Tab Bars", with: "title: Tab Strips")
        let report = IncrementalBuildTests().rebuildMatchesFullBuild(incremental, workspace, changed: [changed])
        #expect(report.pagesChanged > 1)
        // Each context made shows the new title (give or take one whose check is coarse).
        #expect(report.contextsMade - report.pagesChanged <= 1, "\(report.contextsMade) made, \(report.pagesChanged) changed")
        #expect(incremental.reusedContextsThatChanged == 0)
    }
}

/// A DocC catalog's symbol links lead to the pages of their symbols: a preview's rebuild must
/// link them as a full build does when a symbol's page is renamed or moves.
@Suite(.serialized)
struct IncrementalSymbolLinkTests {
    static let catalog = "Sources/Kit/Documentation.docc"

    /// A site of the `Kit` module's catalog with `files` (paths in the catalog), and an
    /// incremental builder of it.
    static func catalogSite(_ files: [String: String]) throws -> (TestSite, IncrementalBuilder) {
        let site = try TestSite()
        site.config.useCatalog(site.root + "/" + catalog)
        for (path, text) in files { try site.write(catalog + "/" + path, text) }
        return (site, IncrementalBuilder(builder: SiteBuilder(config: site.config, root: site.root)))
    }

    /// Rebuilds after `changed` (nil: everything) and expects the files a full build writes, and
    /// (when the builder audits them) no reused context that shows something that changed.
    static func expectFullBuild(_ incremental: IncrementalBuilder, _ site: TestSite, changed: Set<String>?, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(incremental.rebuild(changed: changed).succeeded, sourceLocation: sourceLocation)
        let (_, full) = site.build()
        #expect(full.files.keys.filter { incremental.files[$0] != full.files[$0] }.sorted() == [], sourceLocation: sourceLocation)
        #expect(Set(incremental.files.keys) == Set(full.files.keys), sourceLocation: sourceLocation)
        #expect(incremental.reusedContextsThatChanged == 0, sourceLocation: sourceLocation)
    }

    /// A type's page lists the members automatic curation places below it: a rebuild shows a
    /// member's new summary there, and drops a member that moves to another type, as a full build
    /// does, and keeps no context that shows what changed.
    @Test func automaticTopicsFollowTheirMembersAcrossRebuilds() throws {
        let (site, incremental) = try Self.catalogSite([
            "Kit.md": "# ``Kit``\n\nTools.\n\n## Topics\n\n### Essentials\n\n- ``Widget``\n- ``Gadget``\n",
            "Extensions/Widget.md": "# ``Kit/Widget``\n\nA widget.\n",
            "Extensions/Gadget.md": "# ``Kit/Gadget``\n\nA gadget.\n",
            "Extensions/Reset.md": "# ``Kit/Widget/reset()``\n\nResets it.\n",
        ])
        incremental.auditsReusedContexts = true
        let reset = site.root + "/" + Self.catalog + "/Extensions/Reset.md"
        let page = { (path: String) in String(decoding: incremental.files[path] ?? Data(), as: UTF8.self) }
        Self.expectFullBuild(incremental, site, changed: nil)
        #expect(page("en/essentials/Widget/index.html").contains("<code>reset()</code></a><p>Resets it.</p>"))
        try site.write(Self.catalog + "/Extensions/Reset.md", "# ``Kit/Widget/reset()``\n\nStarts it over.\n")
        Self.expectFullBuild(incremental, site, changed: [reset])
        #expect(page("en/essentials/Widget/index.html").contains("<code>reset()</code></a><p>Starts it over.</p>"))
        try site.write(Self.catalog + "/Extensions/Reset.md", "# ``Kit/Gadget/reset()``\n\nStarts it over.\n")
        Self.expectFullBuild(incremental, site, changed: [reset])
        #expect(!page("en/essentials/Widget/index.html").contains("automatic-topics"))
        #expect(page("en/essentials/Gadget/index.html").contains("<code>reset()</code></a><p>Starts it over.</p>"))
    }

    @Test func symbolLinksFollowTheirPagesAcrossRebuilds() throws {
        let (site, incremental) = try Self.catalogSite([
            "Kit.md": "# ``Kit``\n\nTools.\n\n## Topics\n\n### Essentials\n\n- <doc:GettingStarted>\n- ``Widget``\n\n### More\n\n- ``Gadget``\n",
            "GettingStarted.md": "# Getting Started\n\nFirst steps.\n\nUse ``Kit/Widget``, ``Gadget`` or ``Sprocket``.\n",
            "Extensions/Widget.md": "# ``Kit/Widget``\n\nA widget.\n",
            "Extensions/Thing.md": "# ``Kit/Thing``\n\nA thing nobody curates.\n",
        ])
        let catalog = Self.catalog
        let widget = site.root + "/" + catalog + "/Extensions/Widget.md"
        let kit = site.root + "/" + catalog + "/Kit.md"
        let thing = site.root + "/" + catalog + "/Extensions/Thing.md"
        func matchesFullBuild(_ changed: Set<String>?, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            Self.expectFullBuild(incremental, site, changed: changed, sourceLocation: sourceLocation)
        }
        matchesFullBuild(nil)
        #expect(String(decoding: incremental.files["en/essentials/GettingStarted/index.html"] ?? Data(), as: UTF8.self)
            .contains("<a href=\"/en/essentials/Widget/\"><code>Widget</code></a>"))
        // A page nobody curates becomes Sprocket's, in its place: the link to Sprocket comes.
        try site.write(catalog + "/Extensions/Thing.md", "# ``Kit/Sprocket``\n\nA thing nobody curates.\n")
        matchesFullBuild([thing])
        #expect(String(decoding: incremental.files["en/essentials/GettingStarted/index.html"] ?? Data(), as: UTF8.self)
            .contains("<a href=\"/en/symbols/Thing/\"><code>Sprocket</code></a>"))
        // The page becomes Gadget's: the link to Widget goes, one to Gadget comes.
        try site.write(catalog + "/Extensions/Widget.md", "# ``Kit/Gadget``\n\nA gadget now.\n")
        matchesFullBuild([widget])
        // It moves to another group: the link follows.
        try site.write(catalog + "/Kit.md", "# ``Kit``\n\nTools.\n\n## Topics\n\n### Essentials\n\n- <doc:GettingStarted>\n\n### Later\n\n- ``Gadget``\n")
        matchesFullBuild([kit])
    }
}

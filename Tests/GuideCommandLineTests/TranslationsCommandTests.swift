import Foundation
import GuideCore
import Testing

/// `guidegen translations` and the build's check of translations against their source, through
/// the real binary, on a small bilingual site written for the purpose.
@Suite(.serialized) struct TranslationsCommandTests {
    let cli = CommandLineTests()
    static let config = "languages: [en, zh-Hans]\ntitle: Test\n"
    static let english = """
        ---
        title: Buttons
        ---

        A button starts an action.

        ## Best practices {#best-practices}

        Use a verb.

        ## Accessibility {#accessibility}

        Give every button a label.

        """
    static let chinese = """
        ---
        title: 按钮
        ---

        按钮用来开始一个操作。

        ## 最佳做法 {#best-practices}

        使用动词。

        ## 辅助功能 {#accessibility}

        为每个按钮提供标签。

        """

    func site() throws -> String {
        try cli.makeSite(["guidegen.yml": Self.config, "Content/components/buttons.en.md": Self.english,
                          "Content/components/buttons.zh-Hans.md": Self.chinese,
                          "Content/components/menus.en.md": "---\ntitle: Menus\n---\n\nA menu lists commands.\n"])
    }

    func write(_ files: [String: String], in root: String) throws {
        for (path, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path)) }
    }

    func edit(_ root: String, _ change: (String) -> String) throws {
        let path = root + "/Content/components/buttons.en.md"
        try Data(change(try String(contentsOfFile: path, encoding: .utf8)).utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The record is written as `lint --fix` writes: through a link (which stays a link), with
    /// its mode, and a read-only record is refused (an atomic write replaced the link with a
    /// file, widened 0600 to 0644 and overwrote a read-only record; a helper's probe).
    @Test func theRecordIsWrittenThroughItsLinkWithItsModeAndNeverWhenReadOnly() throws {
        let root = try site()
        #expect(try cli.run(["translations", "--init"], in: root).status == 0)
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        try fm.moveItem(atPath: root + "/translations.yml", toPath: root + "/docs/tr.yml")
        try fm.createSymbolicLink(atPath: root + "/translations.yml", withDestinationPath: "docs/tr.yml")
        try fm.setAttributes([.posixPermissions: 0o600], ofItemAtPath: root + "/docs/tr.yml")
        try edit(root) { $0.replacingOccurrences(of: "Use a verb.", with: "Use a verb that says what happens.") }
        let before = try String(contentsOfFile: root + "/docs/tr.yml", encoding: .utf8)
        let marked = try cli.run(["translations", "--mark-all"], in: root)
        #expect(marked.status == 0, "\(marked.stderr)")
        #expect((try? fm.destinationOfSymbolicLink(atPath: root + "/translations.yml")) == "docs/tr.yml")
        #expect(try String(contentsOfFile: root + "/docs/tr.yml", encoding: .utf8) != before)
        #expect((try fm.attributesOfItem(atPath: root + "/docs/tr.yml")[.posixPermissions] as? Int) == 0o600)

        try fm.setAttributes([.posixPermissions: 0o400], ofItemAtPath: root + "/docs/tr.yml")
        try edit(root) { $0.replacingOccurrences(of: "that says what happens", with: "that names the action") }
        let kept = try String(contentsOfFile: root + "/docs/tr.yml", encoding: .utf8)
        let refused = try cli.run(["translations", "--mark-all"], in: root)
        #expect(refused.status == 1 && refused.stderr.contains("the file is read-only; nothing was recorded"), "\(refused.stderr)")
        #expect(try String(contentsOfFile: root + "/docs/tr.yml", encoding: .utf8) == kept)
    }

    @Test func editingOneSectionMarksExactlyThatSectionUntilItIsMarked() throws {
        let root = try site()
        let first = try cli.run(["translations"], in: root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("zh-Hans (from en): 0 current, 0 outdated, 1 missing, 0 orphaned, 1 not recorded"), "\(first.stdout)")
        #expect(first.stdout.contains("--init"))

        let initial = try cli.run(["translations", "--init"], in: root)
        #expect(initial.status == 0, "\(initial.stderr)")
        #expect(initial.stdout.contains("as current, without review:") && initial.stdout.contains("Content/components/buttons.zh-Hans.md"))
        let recorded = try String(contentsOfFile: root + "/translations.yml", encoding: .utf8)
        #expect(recorded.contains("\"components/buttons.zh-Hans.md\":") && recorded.contains("\"best-practices\":"))
        #expect(try cli.run(["translations"], in: root).stdout.contains("1 current, 0 outdated"))
        #expect(try cli.run(["translations", "--init"], in: root).status == 1)

        // One English section changes: that section, and nothing else, is outdated.
        try edit(root) { $0.replacingOccurrences(of: "Use a verb.", with: "Use a verb that says what happens.") }
        let report = try cli.run(["translations"], in: root)
        #expect(report.stdout.contains("0 current, 1 outdated"), "\(report.stdout)")
        #expect(report.stdout.contains("changed Best practices  Content/components/buttons.en.md:7"), "\(report.stdout)")
        #expect(report.stdout.contains("| Use a verb that says what happens."))
        #expect(!report.stdout.contains("Accessibility") && !report.stdout.contains("(introduction)"), "\(report.stdout)")

        let json = try cli.run(["translations", "--format", "json"], in: root)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let entries = decoded?["translations"] as? [[String: Any]] ?? []
        let outdated = entries.first { $0["state"] as? String == "outdated" }
        #expect((outdated?["changes"] as? [[String: Any]])?.map { $0["id"] as? String } == ["best-practices"])
        #expect(try cli.run(["translations", "--format", "markdown"], in: root).stdout.contains("| zh-Hans | Content/components/buttons.zh-Hans.md | outdated | Content/components/buttons.en.md | changed: Best practices |"))

        // The build says so too, as a warning by default, at the translation's file.
        let build = try cli.run(["build", "--format", "line", "--no-lint"], in: root)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("Content/components/buttons.zh-Hans.md:1:1: warning: outdated translation: 1 section of `components/buttons.en.md` changed since it was recorded (“Best practices”)"), "\(build.stderr)")

        // The translator updates the page and marks it: current again.
        let marked = try cli.run(["translations", "--mark", "Content/components/buttons.zh-Hans.md"], in: root)
        #expect(marked.status == 0, "\(marked.stderr)")
        #expect(try cli.run(["translations"], in: root).stdout.contains("1 current, 0 outdated"))
        #expect(!(try cli.run(["build", "--format", "line", "--no-lint"], in: root)).stderr.contains("outdated translation"))
    }

    /// Two headings with one explicit `{#id}` are recorded and compared alike: --mark makes the
    /// page current (the record kept the last one's fingerprint and compared the first with it,
    /// so that no --mark cleared it), and an edit of either makes it outdated.
    @Test func sectionsThatShareAnIdAreCurrentOnceMarked() throws {
        let root = try site()
        try edit(root) { $0 + "\n## Labels {#accessibility}\n\nKeep labels short.\n" }
        let page = "Content/components/buttons.zh-Hans.md"
        #expect(try cli.run(["translations", "--mark", page], in: root).status == 0)
        let marked = try cli.run(["translations"], in: root).stdout
        #expect(marked.contains("1 current, 0 outdated"), "\(marked)")
        for (old, new) in [("Give every button a label.", "Give every button a clear label."), ("Keep labels short.", "Keep labels very short.")] {
            try edit(root) { $0.replacingOccurrences(of: old, with: new) }
            let report = try cli.run(["translations"], in: root).stdout
            #expect(report.contains("0 current, 1 outdated") && report.contains("changed Accessibility"), "\(report)")
            #expect(try cli.run(["translations", "--mark", page], in: root).status == 0)
            #expect(try cli.run(["translations"], in: root).stdout.contains("1 current, 0 outdated"))
        }
    }

    @Test func reorderingSectionsMarksNothingAndDeletingTheSourceOrphans() throws {
        let root = try site()
        #expect(try cli.run(["translations", "--init"], in: root).status == 0)
        try edit(root) { text in
            text.replacingOccurrences(of: "## Best practices {#best-practices}\n\nUse a verb.\n\n## Accessibility {#accessibility}\n\nGive every button a label.\n",
                                      with: "## Accessibility {#accessibility}\n\nGive every button a label.\n\n## Best practices {#best-practices}\n\nUse a verb.\n")
        }
        #expect(try String(contentsOfFile: root + "/Content/components/buttons.en.md", encoding: .utf8).firstRange(of: "Accessibility")!.lowerBound
                < (try String(contentsOfFile: root + "/Content/components/buttons.en.md", encoding: .utf8)).firstRange(of: "Best practices")!.lowerBound)
        #expect(try cli.run(["translations"], in: root).stdout.contains("1 current, 0 outdated"))

        try FileManager.default.removeItem(atPath: root + "/Content/components/buttons.en.md")
        let report = try cli.run(["translations"], in: root)
        #expect(report.stdout.contains("1 orphaned"), "\(report.stdout)")
        #expect(report.stdout.contains("orphaned  Content/components/buttons.zh-Hans.md  (its source components/buttons.en.md is gone)"), "\(report.stdout)")
        // A site that wants CI to fail on it says so.
        try Data((Self.config + "translations:\n  fail: true\n  outdated: error\n").utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        #expect(try cli.run(["translations"], in: root).status == 1)
        let build = try cli.run(["build", "--format", "line", "--no-lint"], in: root)
        #expect(build.status == 1)
        #expect(build.stderr.contains("error: orphaned translation"), "\(build.stderr)")
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = repository.appendingPathComponent("../shared/corpora/tspl").standardizedFileURL.path

    /// The Swift book in two languages, with a record made from an older English revision of one
    /// chapter (Tests/Fixtures/tspl-translations): exactly the sections that changed since.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus + "/en/TSPL.docc"), "skipped: the TSPL catalogs are not at ../shared/corpora/tspl beside the repository"))
    func aRecordFromAnOlderRevisionOfTheSwiftBookNamesTheSectionsThatChanged() throws {
        let fixture = Self.repository.appendingPathComponent("Tests/Fixtures/tspl-translations").path
        let root = try cli.makeSite(["guidegen.yml": "languages: [en, zh-Hans]\ncontent:\n  en: \(Self.corpus)/en/TSPL.docc\n  zh-Hans: \(Self.corpus)/zh-Hans/TSPL.docc\n"])
        try FileManager.default.copyItem(atPath: fixture + "/translations.yml", toPath: root + "/translations.yml")
        let result = try cli.run(["translations", "--format", "json", "--allow-read", Self.corpus], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let entries = report?["translations"] as? [[String: Any]] ?? []
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixture + "/expected.json"))) as? [String: Any]
        let outdated = entries.filter { $0["state"] as? String == "outdated" }
        #expect(outdated.map { $0["recordKey"] as? String } == [expected?["page"] as? String])
        let changes = outdated.first?["changes"] as? [[String: Any]] ?? []
        #expect(changes.filter { $0["kind"] as? String != "removed" }.map { $0["heading"] as? String } == (expected?["changed"] as? [String] ?? []).map { $0 })
        #expect(changes.filter { $0["kind"] as? String == "removed" }.isEmpty == (expected?["removed"] as? [String] ?? []).isEmpty)
        // The rest of the book has no record: not recorded, never outdated.
        #expect(entries.filter { $0["state"] as? String == "unrecorded" }.count > 40)
    }

    @Test func inAGitRepositoryTheReportNamesTheCommitThatChangedTheSource() throws {
        let root = try site()
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", root, "-c", "user.name=Writer", "-c", "user.email=writer@example.com"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-q", "-m", "First")
        #expect(try cli.run(["translations", "--init"], in: root).status == 0)
        try edit(root) { $0.replacingOccurrences(of: "Use a verb.", with: "Use a verb that says what happens.") }
        try git("commit", "-q", "-a", "-m", "Clearer buttons")
        let head = Process()
        head.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        head.arguments = ["git", "-C", root, "log", "-1", "--format=%H %cs"]
        let pipe = Pipe()
        head.standardOutput = pipe
        try head.run()
        head.waitUntilExit()
        let parts = String(decoding: try FileReader.readToEnd(pipe.fileHandleForReading), as: UTF8.self).split(whereSeparator: \.isWhitespace)
        let report = try cli.run(["translations"], in: root)
        #expect(report.stdout.contains("changed \(parts[1]) in \(parts[0].prefix(10))"), "\(report.stdout)")
        let json = try cli.run(["translations", "--format", "json"], in: root).stdout
        #expect(json.contains("\"sourceCommit\" : \"\(parts[0])\""), "\(json)")
        // From outside the repository with --root, the same (Git was asked in the current folder).
        let outside = try cli.run(["translations", "--root", (root as NSString).lastPathComponent], in: (root as NSString).deletingLastPathComponent)
        #expect(outside.stdout.contains("changed \(parts[1]) in \(parts[0].prefix(10))"), "\(outside.stdout)")
    }

    /// `diagnostics:` wins over `translations.outdated`, `off` included, as README says it wins
    /// over every context's severity (with `off` the check did not run, so nothing was reported).
    @Test func theSitesDiagnosticsSettingWinsOverTranslationsOutdatedOff() throws {
        let root = try site()
        #expect(try cli.run(["translations", "--init"], in: root).status == 0)
        try edit(root) { $0.replacingOccurrences(of: "Use a verb.", with: "Use a verb that says what happens.") }
        let off = Self.config + "translations:\n  outdated: off\n"
        try write(["guidegen.yml": off], in: root)
        #expect(!(try cli.run(["build", "--format", "line", "--no-lint"], in: root)).stderr.contains("outdated translation"))
        try write(["guidegen.yml": off + "diagnostics:\n  translation.outdated: error\n"], in: root)
        let build = try cli.run(["build", "--format", "line", "--no-lint"], in: root)
        #expect(build.status == 1)
        #expect(build.stderr.contains("Content/components/buttons.zh-Hans.md:1:1: error: outdated translation"), "\(build.stderr)")
    }

    /// --mark-all records the translations there are: an entry of a page deleted since goes, so
    /// a page made again at its path is not recorded (it kept the entry, and the new page,
    /// never reviewed, was current). An orphan, which still exists, keeps its entry.
    @Test func markAllDropsTheEntriesOfDeletedPages() throws {
        let root = try site()
        try write(["Content/components/menus.zh-Hans.md": "---\ntitle: 菜单\n---\n\n菜单列出命令。\n",
                           "Content/components/old.zh-Hans.md": "---\ntitle: 旧\n---\n\n旧。\n",
                           "Content/components/old.en.md": "---\ntitle: Old\n---\n\nOld.\n"], in: root)
        #expect(try cli.run(["translations", "--init"], in: root).status == 0)
        try FileManager.default.removeItem(atPath: root + "/Content/components/menus.zh-Hans.md")
        try FileManager.default.removeItem(atPath: root + "/Content/components/old.en.md")
        #expect(try cli.run(["translations", "--mark-all"], in: root).status == 0)
        let recorded = try String(contentsOfFile: root + "/translations.yml", encoding: .utf8)
        #expect(!recorded.contains("menus.zh-Hans.md") && recorded.contains("old.zh-Hans.md"), "\(recorded)")
        try write(["Content/components/menus.zh-Hans.md": "---\ntitle: 菜单\n---\n\n新的。\n"], in: root)
        let report = try cli.run(["translations"], in: root).stdout
        #expect(report.contains("1 current, 0 outdated, 0 missing, 1 orphaned, 1 not recorded"), "\(report)")
    }

    /// A page given to --mark is found however its path is spelt, from the site's folder or
    /// another; with `content: Content/` the report names it with one slash (it printed
    /// `Content//components/…`, and refused every spelling but the exact one it printed).
    @Test func markFindsAPageHoweverItsPathIsSpelt() throws {
        let root = try site()
        try Data("languages: [en, zh-Hans]\ntitle: Test\ncontent: Content/\n".utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        let report = try cli.run(["translations"], in: root)
        #expect(report.stdout.contains("  not recorded  Content/components/buttons.zh-Hans.md\n"), "\(report.stdout)")
        #expect(!report.stdout.contains("//"), "\(report.stdout)")
        let absolute = URL(fileURLWithPath: root).resolvingSymlinksInPath().path + "/Content/components/buttons.zh-Hans.md"
        for path in ["Content/components/buttons.zh-Hans.md", "./Content/./components//buttons.zh-Hans.md",
                     "Content/components/../components/buttons.zh-Hans.md", absolute, "Content/components/buttons.en.md"] {
            let marked = try cli.run(["translations", "--mark", path], in: root)
            #expect(marked.status == 0, "\(path): \(marked.stderr)")
        }
        let fromContent = try cli.run(["translations", "--root", "..", "--mark", "components/buttons.zh-Hans.md"], in: root + "/Content")
        #expect(fromContent.status == 0, "\(fromContent.stderr)")
    }

    @Test func markingAPageWithoutATranslationChangesNothing() throws {
        let root = try site()
        let result = try cli.run(["translations", "--mark", "Content/components/nothing.zh-Hans.md"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("no translation at `Content/components/nothing.zh-Hans.md`"))
        #expect(!FileManager.default.fileExists(atPath: root + "/translations.yml"))
    }
}

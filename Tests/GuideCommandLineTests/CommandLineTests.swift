import Foundation
import GuideCore
import Testing

/// Runs the real `guidegen` executable, as a user would. A class, so that the sites it makes
/// are removed with it, after each test (Swift Testing makes one instance per test).
final class CommandLineTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary under test: `GUIDEGEN_EXECUTABLE` when set (to run these tests against another
    /// build), else the one built beside the tests.
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["GUIDEGEN_EXECUTABLE"] { return URL(fileURLWithPath: path) }
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("guidegen"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("guidegen"),
            Bundle.main.bundleURL.appendingPathComponent("guidegen"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Another binary to run instead (a copy of guidegen on its own).
    var executablePath: String?

    /// The sites `makeSite` made, removed when this instance goes.
    private var made: [String] = []

    init() {}

    deinit {
        for root in made { try? FileManager.default.removeItem(atPath: root) }
    }

    static let theme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Theme").path

    /// Runs guidegen; `input`, when given, is its standard input (small: it is written whole
    /// before the output is read).
    func run(_ arguments: [String], in directory: String, input: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executablePath.map { URL(fileURLWithPath: $0) } ?? Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "true"
        process.environment = environment
        let out = Pipe(), err = Pipe(), inputPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        // Both streams at once: a child that fills one pipe while the other is being read
        // would wait for ever (thousands of findings are megabytes of standard error).
        let stderrBox = DataBox()
        let reader = Thread { stderrBox.data = (try? FileReader.readToEnd(err.fileHandleForReading)) ?? Data(); stderrBox.done.signal() }
        reader.start()
        let stdout = try FileReader.readToEnd(out.fileHandleForReading)
        stderrBox.done.wait()
        let stderr = stderrBox.data
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// What the standard-error reader hands back.
    final class DataBox: @unchecked Sendable {
        var data = Data()
        let done = DispatchSemaphore(value: 0)
    }

    func makeSite(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-cli-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // A copy, not a link: a theme folder that leads outside the site is refused (issue 36).
        try FileManager.default.copyItem(atPath: Self.theme, toPath: root + "/Theme")
        made.append(root)
        return root
    }

    static let config = "languages: [en]\ntitle: Test Guidelines\n"

    @Test func versionAndHelpDescribeTheTool() throws {
        let version = try run(["--version"], in: "/tmp")
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("guidegen 0.1.0 (commit "))
        let help = try run(["build", "--help"], in: "/tmp")
        #expect(help.stdout.contains("Examples:"))
        #expect(help.stdout.contains("--strict"))
        #expect(help.stdout.contains("--format"))
        let serveHelp = try run(["serve", "--help"], in: "/tmp")
        #expect(serveHelp.status == 0)
        for option in ["Examples:", "--port", "--host", "--open", "--no-search"] { #expect(serveHelp.stdout.contains(option)) }
        let root = try run(["--help"], in: "/tmp")
        #expect(root.stdout.contains("serve"))
    }

    @Test func serveRefusesAPortOutOfRange() throws {
        let result = try run(["serve", "--port", "70000"], in: "/tmp")
        #expect(result.status == 2)
        #expect(result.stderr.contains("--port must be between 0 and 65535"))
    }

    @Test func buildWritesTheSiteAndSummarisesIt() throws {
        let root = try makeSite(["guidegen.yml": Self.config, "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\nHi.\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(["build"], in: root)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("Built 3 en pages ("))
        #expect(result.stderr.contains(" into Public in "))
        #expect(result.stderr.hasSuffix("; 0 errors, 0 warnings.\n"))
        #expect(FileManager.default.fileExists(atPath: root + "/Public/en/c/alerts/index.html"))
        #expect(try run(["build", "--quiet"], in: root).stderr == "")
    }

    @Test func aBrokenSiteFailsWithACaretAndWritesNothing() throws {
        let root = try makeSite(["guidegen.yml": Self.config, "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\n见<doc:alert>。\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(["build"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr == """
            Content/c/alerts.en.md:4:2: error: no topic has the id `alert` [link.unresolved]
             4 | 见<doc:alert>。
               |   ^
              = help: did you mean `alerts`?
            Build failed (1 error, 0 warnings) in \(result.stderr.components(separatedBy: " in ").last!.components(separatedBy: ";").first!); Public was left as it was.

            """)
        #expect(!FileManager.default.fileExists(atPath: root + "/Public"))
    }

    /// `--root site/` (a shell's completion ends a folder with `/`) names files `site/Content/…`,
    /// not `site//Content/…`; `--root ./` names them as `--root .` does.
    @Test func aRootWrittenWithATrailingSlashNamesFilesOnce() throws {
        let root = try makeSite(["guidegen.yml": Self.config, "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\n见<doc:alert>。\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let parent = (root as NSString).deletingLastPathComponent, name = (root as NSString).lastPathComponent
        let fromAbove = try run(["build", "--root", name + "/"], in: parent)
        #expect(fromAbove.stderr.hasPrefix("\(name)/Content/c/alerts.en.md:4:2: error:"), "\(fromAbove.stderr)")
        let here = try run(["build", "--root", "./"], in: root)
        #expect(here.stderr.hasPrefix("Content/c/alerts.en.md:4:2: error:"), "\(here.stderr)")
    }

    @Test func jsonFormatPrintsMachineReadableDiagnostics() throws {
        let root = try makeSite(["guidegen.yml": Self.config, "Content/c/alerts.en.md": "---\ntitle: Alerts\norder: soon\n---\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(["build", "--format", "json", "--quiet"], in: root)
        #expect(result.status == 1)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(records.map { $0["id"] as? String } == ["yaml.type"])
        #expect(records.first?["line"] as? Int == 3)
        #expect(records.first?["column"] as? Int == 8)
    }

    @Test func strictTurnsWarningsIntoFailure() throws {
        let root = try makeSite(["guidegen.yml": Self.config, "Content/c/alerts.en.md": "---\ntitle: Alerts\nsumary: x\n---\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try run(["build", "-q"], in: root).status == 0)
        let strict = try run(["build", "--strict", "--format", "line"], in: root)
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix("Content/c/alerts.en.md:3:1: warning: unknown front matter key `sumary`"))
        // The summary says why a build with no error failed.
        #expect(strict.stderr.contains("Build failed (0 errors, 1 warning, an error under --strict) in"))
        let lint = try run(["lint", "--strict"], in: root)
        #expect(lint.status == 1)
        #expect(lint.stderr.hasSuffix("0 errors, 1 warning, an error under --strict.\n"))
        #expect(try run(["lint"], in: root).stderr.hasSuffix("0 errors, 1 warning.\n"))
    }

    @Test func anOutputFolderOverTheContentIsRefused() throws {
        let root = try makeSite(["guidegen.yml": Self.config, "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(["build", "--output", "Content"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: the output folder `Content` is the content folder; the build would replace it"))
        #expect(FileManager.default.fileExists(atPath: root + "/Content/c/alerts.en.md"))
    }

    @Test func newScaffoldsATopicInEveryLanguageThatBuilds() throws {
        let root = try makeSite(["guidegen.yml": "title: T\n", "Content/.keep": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let created = try run(["new", "components/menus"], in: root)
        #expect(created.status == 0)
        #expect(created.stdout == """
            created Content/components/_index.en.md
            created Content/components/menus.en.md
            created Content/components/_index.zh-Hans.md
            created Content/components/menus.zh-Hans.md

            """)
        let english = try String(contentsOfFile: root + "/Content/components/menus.en.md", encoding: .utf8)
        #expect(english.hasPrefix("---\ntitle: \"Menus\"\nsummary: \"\"\norder: 100\nrelated: []\nupdated: "))
        #expect(try run(["build", "-q"], in: root).status == 0)
        let again = try run(["new", "components/menus"], in: root)
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exists; nothing was written"))
        #expect(try run(["new", "Bad Name"], in: root).status == 2)
    }

    /// `new` refuses a topic id the site has already, in another section, set with `id:` or in
    /// a file without a language suffix (it wrote the pages, and the site no longer built), and
    /// a site whose `content:` names a folder per language (it wrote into Content/, which that
    /// site never reads). Nothing is written.
    @Test func newRefusesATakenTopicIDAndAContentFolderPerLanguage() throws {
        let root = try makeSite(["guidegen.yml": "title: T\n", "Content/components/buttons.en.md": "---\ntitle: Buttons\n---\n\nHi.\n",
                                 "Content/patterns/x.en.md": "---\ntitle: X\nid: sheets\n---\n\nHi.\n",
                                 "Content/patterns/alerts.md": "---\ntitle: Alerts\n---\n\nHi.\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (topic, holder) in [("patterns/buttons", "Content/components/buttons.en.md"), ("components/sheets", "Content/patterns/x.en.md"),
                                ("components/alerts", "Content/patterns/alerts.md")] {
            let refused = try run(["new", topic], in: root)
            #expect(refused.status == 1, "\(topic)")
            #expect(refused.stderr.contains("error: \(holder) has the topic id"), "\(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/Content/patterns/buttons.en.md"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Content/components/sheets.en.md"))

        let folders = try makeSite(["guidegen.yml": "languages: [en, zh-Hans]\ncontent:\n  en: en\n  zh-Hans: zh\n",
                                    "en/_index.md": "---\ntitle: Home\n---\n\nHi.\n", "zh/_index.md": "---\ntitle: 首页\n---\n\n你好。\n"])
        defer { try? FileManager.default.removeItem(atPath: folders) }
        let perLanguage = try run(["new", "components/menus"], in: folders)
        #expect(perLanguage.status == 1)
        #expect(perLanguage.stderr.contains("names a folder per language or a DocC catalog"), "\(perLanguage.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folders + "/Content"))
    }

    /// A section's page written `_index.en.MD`, `_index.markdown` (no language: the default's)
    /// or `_index.zh-Hans.Markdown` is its page as the build reads it: `new` wrote
    /// `_index.en.md` beside it, and the site no longer built (two pages for one section).
    @Test func newKeepsASectionPageWhateverItsExtension() throws {
        let root = try makeSite(["guidegen.yml": "title: T\n",
                                 "Content/widgets/_index.en.MD": "---\ntitle: Widgets\n---\n",
                                 "Content/widgets/_index.zh-Hans.Markdown": "---\ntitle: 小组件\n---\n",
                                 "Content/gauges/_index.markdown": "---\ntitle: Gauges\n---\n",
                                 "Content/gauges/_index.zh-Hans.md": "---\ntitle: 仪表\n---\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (topic, folder) in [("widgets/dials", "widgets"), ("gauges/needles", "gauges")] {
            let created = try run(["new", topic], in: root)
            #expect(created.status == 0, "\(created.stderr)")
            #expect(!created.stdout.contains("_index"), "\(created.stdout)")
            let names = try FileManager.default.contentsOfDirectory(atPath: root + "/Content/" + folder).filter { $0.hasPrefix("_index") }
            #expect(names.count == 2, "\(names)")
        }
        #expect(try run(["build", "-q", "--no-lint"], in: root).status == 0)
    }

    /// A title with a line break ended the front matter early (`---` on a line of its own), and
    /// a control character made it invalid YAML: the page `new` wrote did not build.
    @Test func newWritesAnyTitleSoThatThePageBuilds() throws {
        let root = try makeSite(["guidegen.yml": "title: T\nlanguages: [en]\n", "Content/.keep": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let title = "a\nb: c\r\n---\n# x \\ \"q\"\t\u{1}\u{2028}end"
        let created = try run(["new", "components/weird", "--title", title], in: root)
        #expect(created.status == 0, "\(created.stderr)")
        let built = try run(["build", "--no-lint", "--format", "line"], in: root)
        #expect(built.status == 0, "\(built.stderr)")
        let page = try String(contentsOfFile: root + "/Public/en/components/weird/index.html", encoding: .utf8)
        #expect(page.contains("# x \\ &quot;q&quot;"), "\(page.prefix(2000))")
    }

    @Test func newScaffoldsATopicInANestedSection() throws {
        let root = try makeSite(["guidegen.yml": "title: T\nlanguages: [en]\n", "Content/components/_index.en.md": "---\ntitle: Components\n---\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let created = try run(["new", "components/menus-and-actions/pull-down-buttons"], in: root)
        #expect(created.status == 0, "\(created.stderr)")
        // The section that exists keeps its page; the new one gets one.
        #expect(created.stdout == """
            created Content/components/menus-and-actions/_index.en.md
            created Content/components/menus-and-actions/pull-down-buttons.en.md

            """)
        let index = try String(contentsOfFile: root + "/Content/components/menus-and-actions/_index.en.md", encoding: .utf8)
        #expect(index.hasPrefix("---\ntitle: \"Menus And Actions\""))
        #expect(try run(["build", "-q", "--output", "out"], in: root).status == 0)
        #expect(FileManager.default.fileExists(atPath: root + "/out/en/components/menus-and-actions/pull-down-buttons/index.html"))
        #expect(try run(["new", "components//menus"], in: root).status == 2)
    }

    /// `new` checks the whole path before writing, and a write that fails takes back what it
    /// wrote (found by a helper mutating inputs: `s/_index` and an id of 300 letters each left
    /// a section's page behind, with Foundation's error printed whole).
    @Test func newWritesEverythingOrNothing() throws {
        let root = try makeSite(["guidegen.yml": "title: T\nlanguages: [en, zh-Hans]\n", "Content/components/_index.en.md": "---\ntitle: Components\n---\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        for bad in ["s/_index", "c/" + String(repeating: "a", count: 300), "c/a_b"] {
            let result = try run(["new", bad], in: root)
            #expect(result.status == 2, "\(bad): \(result.stderr)")
            #expect(result.stderr.contains("lower-case letters, digits and hyphens"), "\(bad): \(result.stderr)")
        }
        // A section whose Chinese page cannot be written (a link to nowhere is in its place,
        // which is never written through): the English files written before it do not stay.
        try FileManager.default.createDirectory(atPath: root + "/Content/components/menus", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Content/components/menus/_index.zh-Hans.md", withDestinationPath: "nowhere")
        let failed = try run(["new", "components/menus/pull-downs"], in: root)
        #expect(failed.status == 1, "\(failed.stderr)")
        #expect(failed.stderr.contains("nothing was written") && !failed.stderr.contains("NSCocoaErrorDomain"), "\(failed.stderr)")
        // The message names the link in the way, not the folder it is in.
        #expect(failed.stderr.contains("`Content/components/menus/_index.zh-Hans.md` is in the way"), "\(failed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Content/components/menus/_index.en.md"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Content/components/menus/pull-downs.en.md"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Content/s"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Content/c"))
        // A section folder that is a link to nothing is named too.
        try FileManager.default.createSymbolicLink(atPath: root + "/Content/guides", withDestinationPath: "/nonexistent/guides")
        let dangling = try run(["new", "guides/colors"], in: root)
        #expect(dangling.status == 1 && dangling.stderr.contains("`Content/guides` is in the way"), "\(dangling.stderr)")
        // So is a section folder that leads out of the content folder, which the build skips.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-outside-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Content/elsewhere", withDestinationPath: outside)
        let out = try run(["new", "elsewhere/colors"], in: root)
        #expect(out.status == 1 && out.stderr.contains("`Content/elsewhere` is in the way (a link out of `Content`)"), "\(out.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }
}

/// `guidegen lint` as a user runs it.
struct LintCommandLineTests {
    let cli = CommandLineTests()

    @Test func lintExitsZeroOnCleanCopyOneOnErrorsAndTwoOnBadSettings() throws {
        let root = try cli.makeSite([
            "guidegen.yml": CommandLineTests.config,
            "Content/c/good.en.md": "---\ntitle: Good Copy\n---\nTap Save to keep your changes.\n",
            "Content/c/bad.en.md": "---\ntitle: Bad\n---\n```copy\nbutton: Yes\n```\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try cli.run(["lint", "Content/c/good.en.md"], in: root).status == 0)
        let bad = try cli.run(["lint", "--format", "line"], in: root)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("Content/c/bad.en.md:5:9: error: “Yes” makes people reread the question; name the result instead"))
        // The build lints too and reports the finding, as a warning: copy does not stop a
        // build unless --strict says so.
        let build = try cli.run(["build", "-q", "--format", "line"], in: root)
        #expect(build.status == 0)
        #expect(build.stderr.contains("Content/c/bad.en.md:5:9: warning: “Yes” makes people reread the question; name the result instead"))
        #expect(try cli.run(["build", "-q", "--strict"], in: root).status == 1)
        try Data("lint:\n  rules:\n    en.tapp: off\n".utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        let config = try cli.run(["lint", "--format", "line"], in: root)
        #expect(config.status == 2)
        #expect(config.stderr.hasPrefix("guidegen.yml:3:5: error: no lint rule has the id `en.tapp` (did you mean `en.tap`?) [config.unknown-rule]"))
    }

    @Test func lintFixLeavesTheColonOfAnAsideLabelAsWritten() throws {
        let root = try cli.makeSite(["guidegen.yml": "title: T\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let page = "---\ntitle: 常量\n---\n\n> 注意: 常量不能改变,也不能删除.\n\n> 练习:\n> 创建一个常量.\n"
        let fixed = try cli.run(["lint", "-", "--stdin-name", "c/a.zh-Hans.md", "--fix", "-q"], in: root, input: page)
        #expect(fixed.stdout == "---\ntitle: 常量\n---\n\n> 注意: 常量不能改变，也不能删除。\n\n> 练习:\n> 创建一个常量。\n")
        #expect(fixed.status == 0)
    }

    @Test func standardInputIsLintedAsTheFileItStandsFor() throws {
        let root = try cli.makeSite(["guidegen.yml": "title: T\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A Chinese page that exists only in an editor: the name gives the language, and the
        // excerpt comes from the text that was piped in.
        let page = try cli.run(["lint", "-", "--stdin-name", "Content/c/draft.zh-Hans.md"], in: root,
                               input: "---\ntitle: 草稿\n---\n\n请点击这里。\n")
        #expect(page.status == 0)
        #expect(page.stderr.hasPrefix("""
            Content/c/draft.zh-Hans.md:5:2: warning: “点击”是鼠标或按键的说法；在触摸屏上用户是“轻点” [zh.tap]
             5 | 请点击这里。
               |   ^^^^
            """))
        // An app's strings: the extension picks the reader, the .lproj folder the language.
        let strings = try cli.run(["lint", "-", "--stdin-name", "en.lproj/Localizable.strings", "--format", "line"], in: root,
                                  input: "\"ok.button\" = \"Yes\";\n")
        #expect(strings.status == 1)
        #expect(strings.stderr.hasPrefix("en.lproj/Localizable.strings:1:16: error: “Yes” makes people reread the question"))
        // With --fix the fixed text goes to standard output and what is left to standard error.
        let fixed = try cli.run(["lint", "-", "--stdin-name", "c/d.zh-Hans.md", "--fix", "--format", "line"], in: root,
                                input: "---\ntitle: 草稿\n---\n\n请点击在iPad上的按钮。我的设置\n")
        #expect(fixed.stdout == "---\ntitle: 草稿\n---\n\n请轻点在 iPad 上的按钮。我的设置\n")
        #expect(fixed.stderr.hasPrefix("c/d.zh-Hans.md:5:16: warning: “我的”是 App 在自称"))
        #expect(fixed.status == 0)
        // Text with nothing to fix comes back as it was, byte for byte.
        let clean = "---\ntitle: 设置\n---\n\n轻点“完成”。\r\n"
        #expect(try cli.run(["lint", "-", "--stdin-name", "c/e.zh-Hans.md", "--fix", "-q"], in: root, input: clean).stdout == clean)
        // JSON would share standard output with the fixed text; other paths cannot join `-`.
        #expect(try cli.run(["lint", "-", "--fix", "--format", "json"], in: root, input: "x\n").status == 2)
        #expect(try cli.run(["lint", "-", "Content"], in: root, input: "x\n").status == 2)
    }

    @Test func aGlossaryThatGuidegenYmlNamesMustExist() throws {
        let root = try cli.makeSite([
            "guidegen.yml": "glossary: terms.yml\n",
            "Content/c/good.en.md": "---\ntitle: Good Copy\n---\nTap Save to keep your changes.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let missing = try cli.run(["lint", "--format", "line"], in: root)
        #expect(missing.status == 2)
        // Reported where guidegen.yml names it.
        #expect(missing.stderr.contains("guidegen.yml:1:11: error: guidegen.yml names the glossary `terms.yml`, but there is no such file"), "\(missing.stderr)")
        // Without `glossary:`, a site without glossary.yml is fine.
        try Data("title: T\n".utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        #expect(try cli.run(["lint"], in: root).status == 0)
    }

    @Test func fixWritesOnlyWhenAskedAndDryRunPrintsADiff() throws {
        let text = "---\ntitle: Fixes\n---\n在iPad上点击按钮。\n"
        let root = try cli.makeSite(["guidegen.yml": "title: T\n", "Content/c/fix.zh-Hans.md": text])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Content/c/fix.zh-Hans.md"
        #expect(try cli.run(["lint", "-q"], in: root).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        let dry = try cli.run(["lint", "--fix", "--dry-run", "-q"], in: root)
        #expect(dry.stdout == "--- a/Content/c/fix.zh-Hans.md\n+++ b/Content/c/fix.zh-Hans.md\n@@ -4,1 +4,1 @@\n-在iPad上点击按钮。\n+在 iPad 上轻点按钮。\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        let fixed = try cli.run(["lint", "--fix"], in: root)
        #expect(fixed.stderr.hasPrefix("Fixed 3 problems in 1 file."))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "---\ntitle: Fixes\n---\n在 iPad 上轻点按钮。\n")
        #expect(try cli.run(["lint", "--fix", "--dry-run", "-q"], in: root).stdout == "")
    }
}

struct BuildFlagTests {
    let cli = CommandLineTests()

    @Test func noSearchAndNoLintSkipThoseStages() throws {
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config,
                                     "Content/c/a.en.md": "---\ntitle: A\n---\n```copy\nbutton: Yes\n```\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // The copy breaks a lint rule: the strict build fails, the strict build without lint succeeds.
        #expect(try cli.run(["build", "-q", "--strict"], in: root).status == 1)
        #expect(try cli.run(["build", "-q", "--strict", "--no-lint"], in: root).status == 0)
        #expect(FileManager.default.fileExists(atPath: root + "/Public/search"))
        #expect(try cli.run(["build", "-q", "--no-lint", "--no-search"], in: root).status == 0)
        #expect(!FileManager.default.fileExists(atPath: root + "/Public/search"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Public/en/search/index.html"))
        // The stage lines say what runs: no indexing line for a build without an index.
        #expect(try cli.run(["build", "-v", "--no-lint"], in: root).stderr.contains("Indexing for search…"))
        #expect(try !cli.run(["build", "-v", "--no-lint", "--no-search"], in: root).stderr.contains("Indexing for search…"))
    }
}

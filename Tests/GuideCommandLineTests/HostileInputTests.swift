import Foundation
import Testing

/// The second round of hostile and unlucky inputs (issue 36), each tried through the real
/// binary: scripts in directives, repositories that reach outside their folder, `--force`
/// against the build's own inputs, generated pages' paths, and inputs that would make the work
/// unbounded (YAML aliases, FIFOs, runaway patterns, repeated headings).
@Suite(.serialized) struct HostileInputTests {
    let cli = CommandLineTests()
    static let page = "---\ntitle: Buttons\nsection: components\n---\n\nA button starts an action.\n"

    func site(_ extra: [String: String] = [:]) throws -> String {
        try cli.makeSite(["guidegen.yml": CommandLineTests.config, "Content/en/components/buttons.md": Self.page].merging(extra) { $1 })
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Every HTML page below `folder`, as one text (what a build published).
    func publishedText(_ folder: String) -> String {
        var text = ""
        for case let file as String in FileManager.default.enumerator(atPath: folder)! where file.hasSuffix(".html") {
            if let data = FileManager.default.contents(atPath: folder + "/" + file) { text += String(decoding: data, as: UTF8.self) }
        }
        return text
    }

    /// A folder outside any site, holding a "secret".
    func secretFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-secret-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("-----BEGIN PRIVATE KEY----- hunter2\n".utf8).write(to: URL(fileURLWithPath: folder + "/id_rsa"))
        try Data("---\ntitle: Secret\nsection: keys\n---\n\nhunter2\n".utf8).write(to: URL(fileURLWithPath: folder + "/secret.md"))
        return folder
    }

    /// Runs guidegen, killing it after `seconds`; nil when it had to be killed.
    func run(_ arguments: [String], in directory: String, within seconds: Double) throws -> CommandLineTests.Run? {
        let done = DispatchSemaphore(value: 0)
        let box = RunBox()
        Thread {
            box.result = try? cli.run(arguments, in: directory)
            done.signal()
        }.start()
        if done.wait(timeout: .now() + seconds) == .timedOut {
            // The child is ours: find it by its working directory and end it.
            let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for pid in pids.compactMap(Int32.init) {
                if let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd"), cwd == directory || cwd == OutputSafetyPath.real(directory) {
                    kill(pid, SIGKILL)
                }
            }
            done.wait()
            return nil
        }
        return box.result
    }

    final class RunBox: @unchecked Sendable { var result: CommandLineTests.Run? }

    // MARK: 1. Scripts in published pages

    @Test func noDirectiveURLCanRunAScript() throws {
        let schemes = ["javascript:alert(1)", "JavaScript:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)", "vbscript:msgbox(1)",
                       "data:text/html,<script>alert(1)</script>", "file:///etc/passwd"]
        var files: [String: String] = [:]
        for (n, url) in schemes.enumerated() {
            // Every directive that takes a URL, and a Markdown link and image beside them.
            files["Book.docc/Action\(n).md"] = """
                # Action \(n)

                @Metadata {
                  @CallToAction(url: "\(url)", purpose: link, label: "Visit")
                }

                Press the button.

                @Video(source: "\(url)", poster: "\(url)")

                @Image(source: "\(url)", alt: "A picture")

                A [link](<\(url)>) and an image ![picture](<\(url)>).

                """
            files["Book.docc/File\(n).md"] = "# File \(n)\n\n@Metadata {\n  @CallToAction(file: \"\(url)\", purpose: download)\n}\n\nGet it.\n"
        }
        files["Book.docc/Book.md"] = "# Book\n\nThe book.\n\n## Topics\n\n" + (0..<schemes.count).map { "- <doc:Action\($0)>\n- <doc:File\($0)>\n" }.joined()
        let root = try cli.makeSite(files)
        let result = try cli.run(["build", "Book.docc", "--output", "out", "--no-lint"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let html = publishedText(root + "/out").lowercased()
        #expect(html.contains("press the button"))
        for attribute in ["href", "src", "poster", "srcset"] {
            for scheme in ["javascript:", "java\tscript:", "vbscript:", "data:text/html", "file:"] {
                #expect(!html.contains("\(attribute)=\"\(scheme)"), "\(attribute) with \(scheme)")
                #expect(!html.contains("\(attribute)=\" \(scheme)"), "\(attribute) with \(scheme)")
            }
        }
        // A safe URL still makes the button.
        let safe = try cli.makeSite(["Book.docc/Book.md": "# Book\n\n@Metadata {\n  @CallToAction(url: \"https://example.com/get\", purpose: link, label: \"Get it\")\n}\n\nThe book.\n"])
        #expect(try cli.run(["build", "Book.docc", "--output", "out", "--no-lint"], in: safe).status == 0)
        #expect(publishedText(safe + "/out").contains("href=\"https://example.com/get\""))
    }

    // MARK: 2. The builder's own files

    @Test func aThemeAssetsFolderLinkedOutsideTheSiteIsRefused() throws {
        let secret = try secretFolder()
        defer { try? FileManager.default.removeItem(atPath: secret) }
        let root = try site()
        try FileManager.default.removeItem(atPath: root + "/Theme/assets")
        try FileManager.default.createSymbolicLink(atPath: root + "/Theme/assets", withDestinationPath: secret)
        for command in [["build"], ["build", "--force"]] {
            let result = try cli.run(command, in: root)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains("theme's assets folder"), "\(result.stderr)")
            #expect(result.stderr.contains("outside the site's folder"), "\(result.stderr)")
            #expect(!exists(root + "/Public/assets/id_rsa"))
        }
        // The person building may allow it by name.
        let allowed = try cli.run(["build", "--allow-read", secret], in: root)
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    @Test func aContentFolderLinkedOutsideTheSiteIsRefusedByEveryCommand() throws {
        let secret = try secretFolder()
        defer { try? FileManager.default.removeItem(atPath: secret) }
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config])
        try FileManager.default.createSymbolicLink(atPath: root + "/Content", withDestinationPath: secret)
        for command in [["build"], ["lint"], ["serve", "--port", "0"]] {
            guard let result = try run(command, in: root, within: 30) else {
                Issue.record("\(command) did not stop")
                continue
            }
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("content folder `Content` leads to"), "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("hunter2"))
        }
        #expect(!exists(root + "/Public"))
    }

    @Test func guidegenYmlCannotNameFoldersOutsideTheSite() throws {
        let secret = try secretFolder()
        defer { try? FileManager.default.removeItem(atPath: secret) }
        for (setting, at) in [("content: \(secret)", "3:10"), ("content:\n  en: \(secret)", "4:3"), ("theme: \(secret)", "3:8"), ("glossary: \(secret)/id_rsa", "3:11")] {
            let root = try site(["guidegen.yml": CommandLineTests.config + setting + "\n"])
            let result = try cli.run(["build"], in: root)
            #expect(result.status == 2, "\(setting): \(result.stderr)")
            #expect(result.stderr.contains("(named in `guidegen.yml`) leads to"), "\(setting): \(result.stderr)")
            // At the setting that names it.
            #expect(result.stderr.contains("guidegen.yml:\(at): error: the "), "\(setting): \(result.stderr)")
            #expect(!exists(root + "/Public"), "\(setting)")
        }
        // Named on the command line, the same folder is the person's own choice.
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config])
        let chosen = try cli.run(["build", "--content", secret], in: root)
        #expect(chosen.status == 0, "\(chosen.stderr)")
    }

    /// `lint.sources` named Swift code outside the site, which `lint` and the language server
    /// read, printing its files' paths and lines in every format (a helper's probe, 2026-12-05).
    @Test func lintSourcesOutsideTheSiteAreRefused() throws {
        let secret = try secretFolder()
        defer { try? FileManager.default.removeItem(atPath: secret) }
        try Data("import SwiftUI\nstruct V: View { var body: some View { Button(\"delete_btn\") { } } }\n".utf8)
            .write(to: URL(fileURLWithPath: secret + "/Unreleased.swift"))
        let root = try site(["guidegen.yml": CommandLineTests.config + "lint:\n  sources: [\(secret)]\n",
                             "App/en.lproj/Localizable.strings": "\"delete_btn\" = \"delete the photo\";\n"])
        let result = try cli.run(["lint", "App"], in: root)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("guidegen.yml:4:12") && result.stderr.contains("error: the folder of Swift sources `\(secret)` (named in `guidegen.yml`) leads to"), "\(result.stderr)")
        #expect(!(result.stdout + result.stderr).contains("Unreleased.swift"), "\(result.stdout)\(result.stderr)")
        // Allowed, it is read.
        let allowed = try cli.run(["lint", "App", "--allow-read", secret], in: root)
        #expect((allowed.stdout + allowed.stderr).contains("Unreleased.swift:2:"), "\(allowed.stdout)\(allowed.stderr)")
    }

    /// A repository's `.git` holds its remote's address with a token, and CI's checkout writes
    /// its credentials there: a content or theme folder that is (or leads into) a hidden
    /// folder of the site is refused, as hidden files inside a folder are never published.
    @Test func aHiddenFolderOfTheSiteIsNeverAnInput() throws {
        let gitConfig = "[remote \"origin\"]\n\turl = https://user:ghp_hunter2@github.com/x/y.git\n"
        func make(_ files: [String: String], link: (at: String, to: String)? = nil) throws -> String {
            let root = try site(files.merging([".git/config": gitConfig]) { $1 })
            if let link {
                try? FileManager.default.removeItem(atPath: root + "/" + link.at)
                try FileManager.default.createSymbolicLink(atPath: root + "/" + link.at, withDestinationPath: link.to)
            }
            return root
        }
        let cases: [(String, String)] = [
            (try make(["guidegen.yml": CommandLineTests.config + "content: .git\n"]), "content folder `.git`"),
            (try make(["guidegen.yml": CommandLineTests.config + "content:\n  en: .git/\n"]), "content folder `.git/`"),
            (try make([:], link: ("Content", ".git")), "content folder `Content`"),
            (try make([:], link: ("Theme/assets", "../.git")), "theme's assets folder"),
        ]
        for (root, named) in cases {
            let result = try cli.run(["build", "--no-lint"], in: root)
            #expect(result.status == 2, "\(named): \(result.stderr)")
            #expect(result.stderr.contains(named) && result.stderr.contains("a hidden folder"), "\(named): \(result.stderr)")
            #expect(!exists(root + "/Public"), "\(named)")
        }
    }

    /// An empty path names the site's folder itself, and every check then blamed another
    /// setting ("the output folder is inside the content folder ``"): it is an error at its line.
    @Test func anEmptyPathSettingIsAnErrorAtItsLine() throws {
        for (setting, at) in [("content: ''", "3:10"), ("theme: \"\"", "3:8"), ("output: ' '", "3:9"), ("glossary: ''", "3:11")] {
            let root = try site(["guidegen.yml": CommandLineTests.config + setting + "\n"])
            let result = try cli.run(["build", "--no-lint"], in: root)
            #expect(result.status == 2, "\(setting): \(result.stderr)")
            #expect(result.stderr.contains("guidegen.yml:\(at): error: `"), "\(setting): \(result.stderr)")
            #expect(result.stderr.contains("must name a file or folder, not be empty [config.invalid]"), "\(setting): \(result.stderr)")
        }
    }

    /// A file refused because it leads out of the site is not read either: its YAML errors would
    /// print its lines (a one-line secret whole, or the CI job's environment from /proc).
    @Test func aRefusedFileIsNotReadSoNoneOfItsLinesIsPrinted() throws {
        let secret = try secretFolder()
        defer { try? FileManager.default.removeItem(atPath: secret) }
        for file in ["glossary.yml", "translations.yml", "guidegen.yml"] {
            let root = try site()
            try? FileManager.default.removeItem(atPath: root + "/" + file)
            try FileManager.default.createSymbolicLink(atPath: root + "/" + file, withDestinationPath: secret + "/id_rsa")
            for command in [["build", "--no-lint"], ["lint"]] {
                let result = try cli.run(command, in: root)
                #expect(result.status == 2, "\(file) \(command): \(result.stderr)")
                #expect(result.stderr.contains("outside the site's folder"), "\(file) \(command): \(result.stderr)")
                #expect(!result.stderr.contains("hunter2"), "\(file) \(command): \(result.stderr)")
            }
        }
    }

    /// Yams' own description of a YAML error quotes the line it stopped in, control characters
    /// and all; the translation record's errors are put in guidegen's words, like every other
    /// YAML file's.
    @Test func aTranslationRecordThatIsNotYAMLIsReportedWithoutItsText() throws {
        let root = try site(["translations.yml": "TOKEN=ghp_hunter2\u{1}\n"])
        let result = try cli.run(["build", "--no-lint", "--format", "json"], in: root)
        #expect(result.status != 0, "\(result.stderr)")
        let json = result.stdout + result.stderr
        #expect(json.contains("translations.yml") && json.contains("control characters are not allowed"), "\(json)")
        #expect(!json.contains("hunter2"), "\(json)")
    }

    // MARK: 3 and 4. What --force and output: may replace

    @Test func forceNeverReplacesAFolderHoldingAnInputOfTheBuild() throws {
        let glossary = "terms:\n  - en: sidebar\n    avoid:\n      en: [side bar]\n"
        let root = try site(["guidegen.yml": CommandLineTests.config + "glossary: data/glossary.yml\n", "data/glossary.yml": glossary])
        let intoData = try cli.run(["build", "--output", "data", "--force"], in: root)
        #expect(intoData.status == 1, "\(intoData.stderr)")
        #expect(intoData.stderr.contains("contains the glossary"), "\(intoData.stderr)")
        #expect(exists(root + "/data/glossary.yml"))

        let intoRoot = try cli.run(["build", "--output", ".", "--force"], in: root)
        #expect(intoRoot.status == 1, "\(intoRoot.stderr)")
        #expect(exists(root + "/guidegen.yml") && exists(root + "/data/glossary.yml") && exists(root + "/Content/en/components/buttons.md"))

        // The configuration alone, with its content elsewhere: still refused.
        let other = try cli.makeSite(["site/guidegen.yml": CommandLineTests.config, "pages/en/components/buttons.md": Self.page])
        let configOnly = try cli.run(["build", "--root", "site", "--content", other + "/pages", "--output", other + "/site", "--force"], in: other)
        #expect(configOnly.status == 1, "\(configOnly.stderr)")
        #expect(configOnly.stderr.contains("[output.unsafe]"), "\(configOnly.stderr)")
        #expect(exists(other + "/site/guidegen.yml"))
    }

    @Test func anOutputThroughALinkOutOfTheSiteIsRefused() throws {
        let outer = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-outer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: outer + "/site", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outer) }
        let root = outer + "/site"
        for (path, text) in ["guidegen.yml": CommandLineTests.config + "output: link/Public\n", "Content/en/components/buttons.md": Self.page] {
            try FileManager.default.createDirectory(atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "..")
        let result = try cli.run(["build"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("outside the site's folder"), "\(result.stderr)")
        #expect(!exists(outer + "/Public"))
    }

    // MARK: 5. Generated pages own their paths

    @Test func aSectionNamedLikeAGeneratedPageIsAnErrorNamingBoth() throws {
        let glossary = "terms:\n  - en: sidebar\n    avoid:\n      en: [side bar]\n"
        for section in ["search", "glossary"] {
            let root = try site(["Content/en/\(section)/how.md": "---\ntitle: How\nsection: \(section)\n---\n\nText.\n", "glossary.yml": glossary])
            let result = try cli.run(["build", "--format", "line"], in: root)
            #expect(result.status == 1, "\(section): \(result.stderr)")
            // At the `section:` that names it (line 3, its value at column 10).
            #expect(result.stderr.contains("Content/en/\(section)/how.md:3:10: error: the section `\(section)` takes the URL `/en/\(section)/`, which is the \(section) page guidegen makes"),
                    "\(section): \(result.stderr)")
            #expect(result.stderr.contains("[content.generated-path]"))
        }
        // A section named by its folder alone is reported at the file's start.
        let byFolder = try site(["Content/search/how.md": "---\ntitle: How\n---\n\nText.\n"])
        #expect(try cli.run(["build", "--format", "line"], in: byFolder).stderr.contains("Content/search/how.md:1:1: error: the section `search`"))
        // Without a glossary, a section of that name is the site's own.
        let own = try site(["Content/en/glossary/how.md": "---\ntitle: How\nsection: glossary\n---\n\nText.\n"])
        #expect(try cli.run(["build"], in: own).status == 0)
    }

    // MARK: 6–8. Bounded work

    @Test func frontMatterAliasesCannotExpandWithoutBound() throws {
        var yaml = "title: Bomb\nsection: components\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let root = try site(["Content/en/components/bomb.md": "---\n\(yaml)---\n\nText.\n"])
        let start = Date()
        let result = try run(["build", "--format", "line"], in: root, within: 20)
        #expect(result != nil, "the build did not finish")
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(result?.status == 1)
        #expect(result?.stderr.contains("Content/en/components/bomb.md:") == true && result?.stderr.contains("more than 10000 values") == true, "\(result?.stderr ?? "")")
    }

    @Test func aFIFONamedLikeAPageIsSkipped() throws {
        let root = try site()
        #expect(mkfifo(root + "/Content/en/components/pipe.md", 0o644) == 0)
        for command in [["build", "--format", "line"], ["lint", "--format", "line"]] {
            let result = try run(command, in: root, within: 30)
            #expect(result != nil, "\(command) blocked on the FIFO")
            #expect(result?.status == 0, "\(command): \(result?.stderr ?? "")")
            #expect(result?.stderr.contains("pipe.md: warning: not a regular file") == true, "\(command): \(result?.stderr ?? "")")
        }
    }

    @Test func aRunawayCustomPatternIsStoppedWithADiagnostic() throws {
        let config = CommandLineTests.config + """
            lint:
              custom:
                - id: house.runaway
                  kind: existence
                  message: "Avoid %s."
                  patterns: ["(a+)+$"]
            """
        var pages: [String: String] = ["guidegen.yml": config + "\n"]
        for n in 0..<20 {
            pages["Content/en/components/page\(n).md"] = "---\ntitle: Page \(n)\nsection: components\n---\n\n" + String(repeating: "a", count: 40) + "b and more words.\n"
        }
        let root = try cli.makeSite(pages)
        let start = Date()
        let result = try run(["lint", "--format", "line"], in: root, within: 60)
        #expect(result != nil, "lint did not finish")
        #expect(Date().timeIntervalSince(start) < 20)
        let stopped = result?.stderr.components(separatedBy: "took over 100 ms on this text and was stopped").count ?? 0
        #expect(stopped == 2, "\(result?.stderr ?? "")")
    }

    @Test func thousandsOfHeadingsOfTheSameTextTakeLinearTime() throws {
        let headings = String(repeating: "## Example\n\nText.\n\n", count: 30_000)
        let root = try site(["Content/en/components/examples.md": "---\ntitle: Examples\nsection: components\n---\n\n" + headings])
        let start = Date()
        let result = try run(["build", "--no-lint", "--no-search"], in: root, within: 60)
        #expect(result?.status == 0, "\(result?.stderr ?? "did not finish")")
        #expect(Date().timeIntervalSince(start) < 15)
        let html = try String(contentsOfFile: root + "/Public/en/components/examples/index.html", encoding: .utf8)
        #expect(html.contains("id=\"example\"") && html.contains("id=\"example-1\"") && html.contains("id=\"example-29999\""))
    }

    // MARK: 12. Smaller

    @Test func aDecomposedFileNamePairsWithItsComposedTwin() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let root = try cli.makeSite([
            "guidegen.yml": "languages: [en, zh-Hans]\ntitle: Test\n",
            "Content/c/\(composed).en.md": "---\ntitle: Cafe\n---\n\nText.\n",
            "Content/c/\(decomposed).zh-Hans.md": "---\ntitle: 咖啡\n---\n\n正文。\n",
        ])
        let result = try cli.run(["build", "--format", "line", "--no-lint"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no zh-Hans translation") && !result.stderr.contains("missing"), "\(result.stderr)")
        #expect(exists(root + "/Public/zh-Hans/c/\(composed)/index.html"), "\(result.stderr)")
    }

    @Test func frontMatterWithLoneCarriageReturnsIsRead() throws {
        let root = try site(["Content/en/components/menus.md": "---\rtitle: Menus\rsection: components\r---\r\rA menu lists commands.\r"])
        let result = try cli.run(["build", "--format", "line", "--no-lint"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: root + "/Public/en/components/menus/index.html", encoding: .utf8)
        #expect(html.contains("<h1") && html.contains("Menus"))
        #expect(html.contains("A menu lists commands."))
    }

    @Test func anInvalidConfigurationExitsTwoInEveryCommand() throws {
        let root = try site(["guidegen.yml": CommandLineTests.config + "titel: Oops\n"])
        for command in [["build"], ["lint"], ["serve", "--port", "0"], ["new", "components/menus"]] {
            guard let result = try run(command, in: root, within: 30) else {
                Issue.record("\(command) did not stop")
                continue
            }
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("titel"), "\(command): \(result.stderr)")
        }
    }
}

/// A path with its symbolic links resolved (the temporary folder is a link on some systems).
enum OutputSafetyPath {
    static func real(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

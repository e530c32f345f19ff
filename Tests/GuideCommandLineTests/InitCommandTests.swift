import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A newcomer's first hour: the binary alone starts a site, builds it with its own theme,
/// serves it and lints it.
struct InitCommandTests {
    let cli = CommandLineTests()

    /// The body of a GET request (Linux's `String(contentsOf:)` reads files only).
    func fetch(_ address: String) throws -> String {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var body: Data?
        nonisolated(unsafe) var failure: Error?
        URLSession.shared.dataTask(with: URL(string: address)!) { data, _, error in
            body = data
            failure = error
            done.signal()
        }.resume()
        done.wait()
        if let failure { throw failure }
        return String(decoding: body ?? Data(), as: UTF8.self)
    }

    func emptyFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-init-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func files(under root: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []).filter {
            var dir: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &dir) && !dir.boolValue
        }.sorted()
    }

    /// No command's help shows a stray backslash (`init`'s ended five lines with one, from `\\`
    /// at the ends of its source lines).
    @Test func everyCommandsHelpReadsWithoutBackslashes() throws {
        for command in ["build", "serve", "lint", "new", "init", "translations", "lsp"] {
            let help = try cli.run([command, "--help"], in: "/tmp")
            #expect(help.status == 0 && !help.stdout.contains("\\"), "\(command): \(help.stdout)")
        }
    }

    @Test func aSiteWithoutAThemeFolderIsBuiltWithTheBuiltInTheme() throws {
        let root = try emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("languages: [en]\n".utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        try FileManager.default.createDirectory(atPath: root + "/Content/c", withIntermediateDirectories: true)
        try Data("---\ntitle: Alerts\n---\nHi.\n".utf8).write(to: URL(fileURLWithPath: root + "/Content/c/alerts.en.md"))
        let result = try cli.run(["build"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: root + "/Public/en/c/alerts/index.html", encoding: .utf8)
        #expect(page.contains("assets/style.css"))
        let shipped = URL(fileURLWithPath: CommandLineTests.theme)
        // The built-in theme's files are the shipped Theme/'s (stylesheets and scripts published without comments).
        #expect(FileManager.default.contents(atPath: root + "/Public/assets/favicon.svg") == FileManager.default.contents(atPath: shipped.appendingPathComponent("assets/favicon.svg").path))
        let script = try String(contentsOfFile: root + "/Public/assets/site.js", encoding: .utf8)
        #expect(script.contains("guidegen-theme") && !script.contains("/*"))
        let css = try String(contentsOfFile: root + "/Public/assets/style.css", encoding: .utf8)
        #expect(css.contains("--font-mono") && !css.contains("/*"))
    }

    @Test func aSitesThemeFolderOverridesTheBuiltInThemeFileByFile() throws {
        let root = try emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = { (path: String, text: String) in
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("guidegen.yml", "languages: [en]\n")
        try write("Content/c/alerts.en.md", "---\ntitle: Alerts\n---\nHi.\n")
        try write("Theme/assets/style.css", "body { color: rebeccapurple; }\n")
        try write("Theme/templates/footer.mustache", "<footer>Our own footer</footer>\n")
        let result = try cli.run(["build"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: root + "/Public/assets/style.css", encoding: .utf8) == "body { color: rebeccapurple; }\n")
        // The other assets and templates come from the built-in theme.
        #expect(FileManager.default.fileExists(atPath: root + "/Public/assets/search.js"))
        let page = try String(contentsOfFile: root + "/Public/en/c/alerts/index.html", encoding: .utf8)
        #expect(page.contains("<footer>Our own footer</footer>"))
        #expect(page.contains("<h1"))
    }

    @Test func aThemeFolderNamedByTheOptionMustExist() throws {
        let root = try emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["init", "--quiet"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let build = try cli.run(["build", "--theme", "MyTheme", "--format", "line"], in: root)
        #expect(build.status == 1)
        #expect(build.stderr.hasPrefix("error: no theme folder at `MyTheme`"))
    }

    @Test func initWritesABilingualSiteThatBuildsWithoutAWarning() throws {
        let root = try emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["init", "guide"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let site = root + "/guide"
        let made = files(under: site)
        #expect(made.contains("guidegen.yml"))
        #expect(made.contains("glossary.yml"))
        for lang in ["en", "zh-Hans"] {
            #expect(made.contains("Content/_index.\(lang).md"))
            #expect(made.contains("Content/components/_index.\(lang).md"))
            #expect(made.contains("Content/components/buttons.\(lang).md"))
        }
        #expect(!made.contains { $0.hasPrefix("Theme/") })
        #expect(result.stdout.contains("guidegen serve"))
        let build = try cli.run(["build", "--strict", "--format", "line"], in: site)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("0 errors, 0 warnings"))
        // The topic links to the other topic page, in each language, and the glossary is published.
        let en = try String(contentsOfFile: site + "/Public/en/components/buttons/index.html", encoding: .utf8)
        let zh = try String(contentsOfFile: site + "/Public/zh-Hans/components/buttons/index.html", encoding: .utf8)
        #expect(en.contains("href=\"/zh-Hans/components/buttons/\""))
        #expect(zh.contains("href=\"/en/components/buttons/\""))
        #expect(FileManager.default.fileExists(atPath: site + "/Public/zh-Hans/glossary/index.html"))
        let lint = try cli.run(["lint"], in: site)
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.contains("0 errors, 0 warnings"))
    }

    @Test func initRefusesAFolderThatHasFilesUnlessForced() throws {
        let root = try emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: root + "/notes.txt"))
        let refused = try cli.run(["init"], in: root)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is not empty"))
        #expect(refused.stderr.contains("--force"))
        #expect(files(under: root) == ["notes.txt"])
        let forced = try cli.run(["init", "--force"], in: root)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: root + "/notes.txt", encoding: .utf8) == "mine\n")
        #expect(FileManager.default.fileExists(atPath: root + "/guidegen.yml"))
    }

    /// --force keeps a guidegen.yml that is there: one with other languages (or another content
    /// folder) is refused, as the starter pages would not build in it (init wrote them, and the
    /// build failed); one like the starter's is kept.
    @Test func initRefusesAConfigurationThatItsPagesWouldNotBuildIn() throws {
        let root = try emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for config in ["languages: [en, ja]\n", "languages: [en, zh-Hans]\ncontent: Pages\n"] {
            try Data(config.utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
            let refused = try cli.run(["init", "--force"], in: root)
            #expect(refused.status == 1, "\(config)")
            #expect(refused.stderr.contains("which that site would not build; nothing was written"), "\(refused.stderr)")
            #expect(files(under: root) == ["guidegen.yml"])
        }
        try Data("title: Mine\nlanguages: [en, zh-Hans]\n".utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        #expect(try cli.run(["init", "--force", "-q"], in: root).status == 0)
        #expect(try cli.run(["build", "-q"], in: root).status == 0)
    }

    /// A file, or a link to nothing, where the site needs a folder or a file: init said it could
    /// not write and left guidegen.yml and the glossary behind.
    @Test func initWithSomethingInTheWayWritesNothing() throws {
        for make in ["file", "dangling link", "folder"] {
            let root = try emptyFolder()
            defer { try? FileManager.default.removeItem(atPath: root) }
            let blocked = make == "folder" ? "guidegen.yml" : "Content"
            switch make {
            case "file": try Data("x\n".utf8).write(to: URL(fileURLWithPath: root + "/Content"))
            case "dangling link": try FileManager.default.createSymbolicLink(atPath: root + "/Content", withDestinationPath: "../nowhere")
            default: try FileManager.default.createDirectory(atPath: root + "/guidegen.yml", withIntermediateDirectories: false)
            }
            let before = files(under: root)
            let result = try cli.run(["init", "--force"], in: root)
            #expect(result.status == 1, "\(make): \(result.stderr)")
            #expect(result.stderr.contains("`\(blocked)` is in the way"), "\(make): \(result.stderr)")
            #expect(files(under: root) == before, "\(make)")
        }
    }

    /// A repository's `Theme/assets` linked out of the site had `init --theme --force` write the
    /// theme's files there (a helper's probe); a link inside the site is written through.
    @Test func initNeverWritesThroughALinkOutOfTheFolder() throws {
        let root = try emptyFolder(), outside = try emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createDirectory(atPath: root + "/Theme", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: root + "/Theme/assets", withDestinationPath: outside)
        let result = try cli.run(["init", "--theme", "--force"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("`Theme/assets` is in the way (a link out of `.`)"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root + "/guidegen.yml"))
    }

    @Test func initWithThemeCopiesTheDefaultThemeOutForCustomising() throws {
        let root = try emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["init", "--theme", "--quiet"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let shipped = files(under: CommandLineTests.theme)
        #expect(files(under: root + "/Theme") == shipped)
        for file in shipped {
            #expect(FileManager.default.contents(atPath: root + "/Theme/" + file) == FileManager.default.contents(atPath: CommandLineTests.theme + "/" + file), "\(file)")
        }
        #expect(try cli.run(["build", "-q"], in: root).status == 0)
    }

    /// The README's "Getting started", step by step, with the binary alone in an empty folder
    /// (no repository beside it).
    @Test func theBinaryAloneStartsBuildsServesAndLintsASite() throws {
        let bin = try emptyFolder()
        let work = try emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: bin); try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.copyItem(atPath: CommandLineTests.executable.path, toPath: bin + "/guidegen")
        let alone = CommandLineTests()
        alone.executablePath = bin + "/guidegen"

        #expect(try alone.run(["init", "my-guidelines"], in: work).status == 0)
        let site = work + "/my-guidelines"
        let build = try alone.run(["build"], in: site)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: site + "/Public/en/components/buttons/index.html"))
        let lint = try alone.run(["lint"], in: site)
        #expect(lint.status == 0, "\(lint.stderr)")

        // `guidegen serve --port 0`, one request, then Ctrl-C.
        let serve = Process()
        serve.executableURL = URL(fileURLWithPath: bin + "/guidegen")
        serve.arguments = ["serve", "--port", "0"]
        serve.currentDirectoryURL = URL(fileURLWithPath: site)
        let out = Pipe()
        serve.standardOutput = out
        serve.standardError = FileHandle.nullDevice
        try serve.run()
        defer { if serve.isRunning { serve.terminate() } }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let first = String(decoding: line, as: UTF8.self)
        let url = try #require(first.split(separator: " ").dropFirst(2).first.map(String.init), "\(first)")
        let page = try fetch(url + "zh-Hans/components/buttons/")
        #expect(page.contains("<html lang=\"zh-Hans\""))
        kill(serve.processIdentifier, SIGINT)
        serve.waitUntilExit()
        #expect(serve.terminationStatus == 0)
    }
}

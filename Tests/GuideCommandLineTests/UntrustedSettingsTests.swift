import Foundation
@testable import GuideCommandLine
import Testing

/// The third round of hostile inputs: settings a repository writes outside guidegen.yml's own
/// checks. Found by probing the release binary (2026-12-04): a catalog's Info.plist set the
/// language tag that the root page writes into a script, and was read through a link out of the
/// catalog; guidegen.yml itself was read through a link out of the site; a base URL of `//host/`
/// made every page load the theme's scripts from that host.
extension HostileInputTests {
    static func infoPlist(_ entries: [String: String]) -> String {
        let body = entries.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(body)</dict></plist>\n"
    }

    static let catalogRoot = "# Kit\n\nAbout the kit.\n\n@Metadata {\n  @TechnologyRoot\n}\n"

    @Test func aCatalogsDefaultLocaleThatIsNoLanguageTagIsNotWrittenIntoAScript() throws {
        let locale = "en&lt;/script&gt;&lt;script&gt;document.title='PWNED'&lt;/script&gt;"
        let root = try cli.makeSite(["Kit.docc/Info.plist": Self.infoPlist(["CDDefaultLocale": locale]), "Kit.docc/Kit.md": Self.catalogRoot])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let built = try cli.run(["build", "Kit.docc"], in: root)
        #expect(built.status == 0, "\(built.stderr)")
        let published = publishedText(root + "/Public")
        #expect(!published.contains("PWNED"), "the locale reached a page")
        // The catalog is built in English, the language of a catalog that names none.
        #expect(exists(root + "/Public/en/index.html"), "\(built.stderr)")
    }

    @Test func aCatalogsInfoPlistLinkedOutsideTheCatalogIsNotRead() throws {
        let secret = try secretFolder()
        defer { try? FileManager.default.removeItem(atPath: secret) }
        try Data(Self.infoPlist(["CFBundleDisplayName": "hunter2"]).utf8).write(to: URL(fileURLWithPath: secret + "/private.plist"))
        let root = try cli.makeSite(["Kit.docc/Kit.md": Self.catalogRoot])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Kit.docc/Info.plist", withDestinationPath: secret + "/private.plist")
        let built = try cli.run(["build", "Kit.docc"], in: root)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(!publishedText(root + "/Public").contains("hunter2"), "the linked Info.plist's title was published")
    }

    @Test func aGuidegenYmlLinkedOutsideTheSiteIsRefused() throws {
        let secret = try secretFolder()
        defer { try? FileManager.default.removeItem(atPath: secret) }
        try Data("title: hunter2\n".utf8).write(to: URL(fileURLWithPath: secret + "/settings.yml"))
        let root = try site()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: root + "/guidegen.yml")
        try FileManager.default.createSymbolicLink(atPath: root + "/guidegen.yml", withDestinationPath: secret + "/settings.yml")
        let result = try cli.run(["build"], in: root)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("configuration file `guidegen.yml` leads to"), "\(result.stderr)")
        #expect(!exists(root + "/Public"))
        // Named on the command line, it is the person's own choice.
        let chosen = try cli.run(["build", "--config", secret + "/settings.yml"], in: root)
        #expect(chosen.status == 0, "\(chosen.stderr)")
    }

    @Test func aRepositorysSettingsDoNotPutThePreviewOnTheNetwork() throws {
        // guidegen.yml's line 4 is `  host: 0.0.0.0`: its value starts at column 9.
        let root = try site(["guidegen.yml": CommandLineTests.config + "serve:\n  host: 0.0.0.0\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let log = root + "/serve.log"
        let server = try ServeProcess(root: root, errorLog: log)
        #expect(server.address.hasPrefix("http://127.0.0.1:"), "\(server.address)")
        server.stop()
        let stderr = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(stderr.contains("guidegen.yml:4:9") && stderr.contains("[serve.host-ignored]"), "\(stderr)")
        // A loopback address is used as written; a name that only starts like one is not one.
        for (host, loopback) in [("127.0.0.2", true), ("localhost", true), ("::1", true), ("127.evil.example", false), ("127.0.0.+1", false), ("0.0.0.0", false)] {
            #expect(ServeCommand.isLoopback(host) == loopback, "\(host)")
        }
    }

    @Test func aBaseURLMustNotLeadToAnotherHost() throws {
        for value in ["//evil.example/", "javascript://%0aalert(1)//", "/hig/\"onload=\"alert(1)"] {
            let root = try site(["guidegen.yml": CommandLineTests.config + "base_url: '\(value)'\n"])
            defer { try? FileManager.default.removeItem(atPath: root) }
            let result = try cli.run(["build"], in: root)
            #expect(result.status == 2, "\(value): \(result.stderr)")
            #expect(result.stderr.contains("`base_url` must be"), "\(value): \(result.stderr)")
            #expect(!exists(root + "/Public"), "\(value)")
        }
        let root = try site()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let flag = try cli.run(["build", "--base-url", "//evil.example/"], in: root)
        #expect(flag.status == 2, "\(flag.stderr)")
        #expect(flag.stderr.contains("`--base-url` must be"), "\(flag.stderr)")
        for good in ["/hig/", "https://example.com/hig/", "http://localhost:8000/"] {
            let ok = try cli.run(["build", "--base-url", good, "--output", "Out"], in: root)
            #expect(ok.status == 0, "\(good): \(ok.stderr)")
        }
    }

    /// Files below `folder` (relative paths) whose names end with `suffix`.
    func files(in folder: String, endingWith suffix: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(suffix) }
    }

    @Test func contentThatRunsScriptWhenOpenedIsNotPublishedUnlessRawHTMLIsAllowed() throws {
        let sources = [
            "Content/en/components/guide.html": "<script>document.title='PWNED'</script>",
            "Content/en/components/tool.js": "document.title='PWNED'",
            "Content/en/components/images/active.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>",
            "Content/en/components/images/plain.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"4\" height=\"4\"/></svg>",
            "Content/en/components/buttons.md": Self.page + "\n![A diagram](images/plain.svg)\n",
        ]
        let root = try site(sources)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let built = try cli.run(["build"], in: root)
        #expect(built.status == 0, "\(built.stderr)")
        for name in ["guide.html", "tool.js", "active.svg"] {
            #expect(files(in: root + "/Public", endingWith: name).isEmpty, "\(name) was published")
            #expect(built.stderr.contains(name + ": warning: a"), "\(name): \(built.stderr)")
            #expect(built.stderr.contains("which can run script on the site, is not published; skipped [content.active-file]"), "\(name): \(built.stderr)")
        }
        #expect(files(in: root + "/Public", endingWith: "plain.svg").count == 1, "the plain SVG was not published")
        // Allowed with raw HTML: the same trust in the content's authors.
        let trusted = try site(sources.merging(["guidegen.yml": CommandLineTests.config + "markdown:\n  unsafe: true\n"]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: trusted) }
        let allowed = try cli.run(["build"], in: trusted)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(files(in: trusted + "/Public", endingWith: "guide.html").count == 1, "\(allowed.stderr)")
        #expect(!allowed.stderr.contains("content.active-file"))
        // A link to a file left out is a link to no file.
        try Data((Self.page + "\nSee [the guide](guide.html).\n").utf8).write(to: URL(fileURLWithPath: root + "/Content/en/components/buttons.md"))
        let linked = try cli.run(["build"], in: root)
        #expect(linked.status == 1 && linked.stderr.contains("no file at `en/components/guide.html`"), "\(linked.stderr)")
    }

    /// A line of 150,000 unclosed links (`[a](`, 600 KB) was linted in the square of its length:
    /// each `](` looked for its `)` to the line's end (found by a helper mutating inputs).
    @Test func aLineOfUnclosedLinksIsLintedInLinearTime() throws {
        let root = try site(["Content/en/components/links.md": "---\ntitle: Links\nsection: components\n---\n\n" + String(repeating: "[a](", count: 150_000) + "\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let start = Date()
        let result = try run(["lint", "Content/en/components/links.md"], in: root, within: 60)
        #expect(result != nil, "lint did not finish in 60 s")
        #expect(Date().timeIntervalSince(start) < 15)
    }
}

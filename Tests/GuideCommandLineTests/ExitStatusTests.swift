import Foundation
import Testing

/// Help texts, exit statuses and usage errors, as the README promises them, for every command.
struct ExitStatusTests {
    let cli = CommandLineTests()

    enum Outcome: String, CaseIterable { case ok, usageError, contentError }

    /// A small English site with one topic; `broken` adds a link to no topic.
    func site(broken: Bool = false) throws -> String {
        try cli.makeSite([
            "guidegen.yml": CommandLineTests.config,
            "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\nTap Save to keep your changes.\n" + (broken ? "\nSee <doc:alert>.\n" : ""),
        ])
    }

    /// Each command × each outcome → the arguments, whether the site is broken, and the status.
    static let table: [(command: String, outcome: Outcome, arguments: [String], broken: Bool, status: Int32)] = [
        ("build", .ok, ["build", "-q"], false, 0),
        ("build", .usageError, ["build", "--bogus"], false, 2),
        ("build", .contentError, ["build", "-q"], true, 1),
        ("lint", .ok, ["lint", "-q"], false, 0),
        ("lint", .usageError, ["lint", "--format", "xml"], false, 2),
        ("lint", .contentError, ["lint", "-q", "Content/missing.md"], false, 1),
        ("new", .ok, ["new", "c/menus"], false, 0),
        ("new", .usageError, ["new"], false, 2),
        ("new", .contentError, ["new", "c/alerts"], false, 1),
        ("init", .ok, ["init", "fresh"], false, 0),
        ("init", .usageError, ["init", "a", "b"], false, 2),
        ("init", .contentError, ["init", "Content"], false, 1),
        ("serve", .usageError, ["serve", "--port", "70000"], false, 2),
        ("serve", .usageError, ["serve", "--quiet", "--verbose"], false, 2),
        ("build", .usageError, ["build", "--quiet", "--verbose"], false, 2),
        ("guidegen", .usageError, ["bogus"], false, 2),
    ]

    @Test(arguments: 0..<table.count)
    func everyCommandExitsWithTheDocumentedStatus(row: Int) throws {
        let entry = Self.table[row]
        let root = try site(broken: entry.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(entry.arguments, in: root)
        #expect(result.status == entry.status, "guidegen \(entry.arguments.joined(separator: " ")): \(result.stderr)")
        if entry.outcome == .usageError { #expect(result.stderr.contains("Usage:") || result.stderr.contains("error:"), "\(result.stderr)") }
    }

    @Test func serveReportsABusyPortAtOnceWithoutBuilding() throws {
        let root = try site()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Hold a port, then ask serve for it.
        let socket = listeningSocket()
        defer { close(socket.descriptor) }
        let result = try cli.run(["serve", "--port", "\(socket.port)"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("port \(socket.port) is in use"), "\(result.stderr)")
        #expect(!result.stderr.contains("Built "), "it must not build first: \(result.stderr)")
    }

    @Test func servePortComesFromGuidegenYMLUnlessTheCommandLineSaysOtherwise() throws {
        let socket = listeningSocket()
        defer { close(socket.descriptor) }
        let root = try cli.makeSite([
            "guidegen.yml": CommandLineTests.config + "serve:\n  port: \(socket.port)\n",
            "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\nTap Save to keep your changes.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["serve"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("port \(socket.port) is in use"), "\(result.stderr)")
        // A setting serve does not know is named, with the one it may mean.
        try Data((CommandLineTests.config + "serve:\n  porrt: 4000\n").utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        let typo = try cli.run(["serve", "--port", "\(socket.port)"], in: root)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown setting `serve.porrt`") && typo.stderr.contains("did you mean `serve.port`"), "\(typo.stderr)")
    }

    @Test func aSettingThatNamesNothingIsReportedWhereGuidegenYmlSaysIt() throws {
        // Line 3 of each guidegen.yml; the value starts at the column given.
        let cases: [(setting: String, command: String, id: String, column: Int)] = [
            ("content: missing", "build", "content.missing", 10),
            ("theme: missing", "build", "theme.missing", 8),
            ("glossary: missing.yml", "lint", "glossary.missing", 11),
            ("translations: {source: fr}", "build", "config.invalid", 24),
        ]
        for entry in cases {
            let root = try site()
            defer { try? FileManager.default.removeItem(atPath: root) }
            try Data((CommandLineTests.config + entry.setting + "\n").utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
            let result = try cli.run([entry.command, "--format", "line"], in: root)
            #expect(result.status != 0)
            #expect(result.stderr.contains("guidegen.yml:3:\(entry.column): error:") && result.stderr.contains("[\(entry.id)]"), "\(entry.setting): \(result.stderr)")
        }
        // Named on the command line instead, the folder is not blamed on guidegen.yml.
        let root = try site()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data((CommandLineTests.config + "theme: missing\n").utf8).write(to: URL(fileURLWithPath: root + "/guidegen.yml"))
        let overridden = try cli.run(["build", "--format", "line", "--theme", "elsewhere"], in: root)
        #expect(overridden.stderr.contains("no theme folder at") && !overridden.stderr.contains("guidegen.yml:3"), "\(overridden.stderr)")
    }

    @Test func aRootThatDoesNotExistIsNamed() throws {
        // A new name each run: a guidegen that does not check would make the folder.
        let missing = "/tmp/guidegen-missing-\(UUID().uuidString)/site"
        for command in [["build"], ["serve"], ["lint"], ["new", "c/menus"]] {
            let result = try cli.run(command + ["--root", missing], in: "/tmp")
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("the folder `\(missing)` does not exist"), "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("Content"), "\(command): \(result.stderr)")
        }
    }

    /// The options each command's help lists, exactly.
    static let helpOptions: [String: Set<String>] = [
        "build": ["--root", "--config", "--content", "--allow-read", "--theme", "--output", "--base-url", "--format", "--strict", "--quiet", "--verbose", "--no-search", "--no-lint", "--force", "--help", "--version"],
        "serve": ["--root", "--config", "--content", "--allow-read", "--theme", "--base-url", "--format", "--strict", "--quiet", "--verbose", "--host", "--port", "--open", "--no-search", "--no-lint", "--help", "--version"],
        "new": ["--root", "--config", "--content", "--allow-read", "--title", "--help", "--version"],
        "init": ["--theme", "--force", "--quiet", "--help", "--version"],
        "translations": ["--root", "--config", "--content", "--allow-read", "--format", "--mark", "--mark-all", "--init", "--help", "--version"],
    ]

    @Test(arguments: ["build", "serve", "new", "init", "lint", "translations"])
    func helpListsExactlyTheOptionsTheCommandUsesWithExamples(command: String) throws {
        let help = try cli.run([command, "--help"], in: "/tmp")
        #expect(help.status == 0)
        #expect(help.stdout.contains("Examples:"))
        let listed = Set(help.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," || $0 == "<" }).filter { $0.hasPrefix("--") && !$0.hasPrefix("---") }.map { String($0.prefix { $0 != "=" && $0 != ")" && $0 != ":" && $0 != "." }) })
        if let expected = Self.helpOptions[command] {
            // Options named in the prose (examples, "with --fix") are listed options too.
            #expect(listed == expected, "\(command): \(listed.symmetricDifference(expected).sorted())")
        } else {
            for unused in ["--theme", "--output", "--base-url", "--verbose"] { #expect(!listed.contains(unused), "lint lists \(unused)") }
        }
    }

    @Test func versionNamesTheReleaseAndTheCommit() throws {
        let version = try cli.run(["--version"], in: "/tmp")
        #expect(version.status == 0)
        let pattern = #/guidegen \d+\.\d+\.\d+ \((commit [0-9a-f]{7,40}(-dirty)?|commit unknown)\)\n/#
        #expect(version.stdout.wholeMatch(of: pattern) != nil, "\(version.stdout)")
    }
}

/// A TCP socket listening on a free loopback port, to make that port busy.
func listeningSocket() -> (descriptor: Int32, port: Int) {
    #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
            _ = bind(descriptor, raw, length)
            _ = listen(descriptor, 1)
            _ = getsockname(descriptor, raw, &length)
        }
    }
    return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
}

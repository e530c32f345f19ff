import Foundation
import GuideCore
import Testing

/// What `guidegen build` promises about its output folder, tried through the real binary as an
/// unlucky user would: folders it did not make, links, read-only folders, kills, two builds at
/// once and a full disk.
@Suite(.serialized) struct OutputFolderTests {
    let cli = CommandLineTests()
    static let page = "---\ntitle: Buttons\nsection: components\n---\n\nA button starts an action.\n"

    func site(_ extra: [String: String] = [:]) throws -> String {
        try cli.makeSite(["guidegen.yml": CommandLineTests.config, "Content/en/components/buttons.md": Self.page].merging(extra) { $1 })
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func aFolderGuidegenDidNotMakeIsNeverReplacedWithoutForce() throws {
        let root = try site(["Public/.git/HEAD": "ref: refs/heads/main\n", "Public/notes.txt": "mine\n"])
        let refused = try cli.run(["build"], in: root)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("was not made by guidegen"))
        #expect(refused.stderr.contains("--force"))
        #expect(exists(root + "/Public/.git/HEAD") && exists(root + "/Public/notes.txt"))

        let forced = try cli.run(["build", "--force"], in: root)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(!exists(root + "/Public/notes.txt"))
        #expect(exists(root + "/Public/.guidegen-output"))
        // From then on the folder is guidegen's, and builds replace it without asking.
        #expect(try cli.run(["build"], in: root).status == 0)
    }

    @Test func guidegenYmlCannotAimTheBuildOutsideTheSite() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-victim-\(UUID().uuidString)").path
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config + "output: ../victim\n", "Content/en/components/buttons.md": Self.page])
        let victim = URL(fileURLWithPath: root).deletingLastPathComponent().appendingPathComponent("victim").path
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: victim); _ = parent }
        let result = try cli.run(["build", "--format", "line"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("outside the site's folder"))
        // At the setting that names it.
        #expect(result.stderr.contains("guidegen.yml:3:9: error: guidegen.yml sets the output folder to `../victim`"), "\(result.stderr)")
        #expect(!exists(victim + "/index.html"))
        // The default `Public` linked out of the site is refused too, without blaming guidegen.yml.
        let plain = try cli.makeSite(["guidegen.yml": CommandLineTests.config, "Content/en/components/buttons.md": Self.page])
        try FileManager.default.createSymbolicLink(atPath: plain + "/Public", withDestinationPath: victim)
        let linked = try cli.run(["build", "--format", "line"], in: plain)
        #expect(linked.status == 1 && linked.stderr.contains("error: the output folder `Public` leads to"), "\(linked.stderr)")
        #expect(!linked.stderr.contains("guidegen.yml sets"), "\(linked.stderr)")
        // The same folder named on the command line is the person's own choice.
        let chosen = try cli.run(["build", "--output", victim], in: root)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(exists(victim + "/index.html"))
    }

    @Test func aSymlinkedOutputFolderIsBuiltIntoItsTarget() throws {
        let root = try site()
        let target = root + "/served-site"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Public", withDestinationPath: target)
        let result = try cli.run(["build"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/Public") == target)
        #expect(exists(target + "/index.html"))
        #expect(exists(target + "/en/components/buttons/index.html"))
    }

    @Test func aReadOnlyOutputFolderIsLeftAlone() throws {
        let root = try site()
        #expect(try cli.run(["build"], in: root).status == 0)
        let before = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
        chmod(root + "/Public", 0o555)
        defer { chmod(root + "/Public", 0o755) }
        try Data(Self.page.replacingOccurrences(of: "Buttons", with: "Knobs").utf8).write(to: URL(fileURLWithPath: root + "/Content/en/components/buttons.md"))
        let result = try cli.run(["build"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("is read-only"))
        var info = stat()
        #expect(stat(root + "/Public", &info) == 0 && info.st_mode & 0o777 == 0o555)
        #expect(try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8) == before)
    }

    @Test func leftoversOfKilledBuildsAreRemovedByTheNextBuild() throws {
        let root = try site(["Content/en/components/menus.md": Self.page.replacingOccurrences(of: "Buttons", with: "Menus")])
        // What a build killed with SIGKILL leaves: a staging folder named after a process that is gone.
        let leftover = root + "/.Public.guidegen-999999"
        try FileManager.default.createDirectory(atPath: leftover + "/en", withIntermediateDirectories: true)
        try Data(count: 1000).write(to: URL(fileURLWithPath: leftover + "/en/index.html"))
        try Data("This folder is written by `guidegen build`".utf8).write(to: URL(fileURLWithPath: leftover + "/.guidegen-output"))
        // Folders of the same look that guidegen did not make stay: a person's own, and one
        // without guidegen's mark.
        try FileManager.default.createDirectory(atPath: root + "/.Public.guidegen-notes", withIntermediateDirectories: true)
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: root + "/.Public.guidegen-notes/n.txt"))
        try FileManager.default.createDirectory(atPath: root + "/.Public.guidegen-123", withIntermediateDirectories: true)
        // And a real kill, part-way through.
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["build", "--quiet"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        try process.run()
        usleep(20_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let result = try cli.run(["build"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(names.filter { $0.hasPrefix(".Public.guidegen-") }.sorted() == [".Public.guidegen-123", ".Public.guidegen-notes"], "\(names)")
        #expect(FileManager.default.contents(atPath: root + "/.Public.guidegen-notes/n.txt") == Data("my notes\n".utf8))
        #expect(exists(root + "/Public/index.html"))
    }

    @Test func twoBuildsAtOnceBothWriteACompleteSiteInTurn() throws {
        let root = try site()
        func start() throws -> Process {
            let process = Process()
            process.executableURL = CommandLineTests.executable
            process.arguments = ["build", "--quiet"]
            process.currentDirectoryURL = URL(fileURLWithPath: root)
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for _ in 0..<3 {
            let first = try start(), second = try start()
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
            #expect(exists(root + "/Public/en/components/buttons/index.html"))
            #expect(exists(root + "/Public/.guidegen-output"))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(!names.contains { $0.hasPrefix(".Public.guidegen-") }, "\(names)")
    }

    /// A small file system of its own (a tmpfs in a private mount namespace, which needs no root):
    /// the first build fits; then the disk is filled and a second build must fail with one clear
    /// error and leave the first site as it was.
    @Test func aFullDiskIsOneClearErrorAndTheSiteStaysAsItWas() throws {
        let root = try site()
        let script = """
            set -e
            mount -t tmpfs -o size=2m tmpfs "$1/disk"
            cd "$1"
            "$2" build --quiet --output disk/Public
            before=$(cat disk/Public/index.html | md5sum)
            head -c $(( $(df --output=avail -B1 disk | tail -n 1) - 20000 )) /dev/zero > disk/filler 2>/dev/null || true
            sed -i 's/A button starts an action./A button starts an action, and a second sentence makes the page longer./' Content/en/components/buttons.md
            set +e
            "$2" build --output disk/Public 2> err.txt
            echo "status=$?"
            set -e
            after=$(cat disk/Public/index.html | md5sum)
            [ "$before" = "$after" ] && echo same-site
            ls -a disk | grep -c guidegen- || true
            """
        try FileManager.default.createDirectory(atPath: root + "/disk", withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-rm", "sh", "-c", script, "sh", root, CommandLineTests.executable.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let output = String(decoding: try FileReader.readToEnd(out.fileHandleForReading), as: UTF8.self)
        process.waitUntilExit()
        let stderr = (try? String(contentsOfFile: root + "/err.txt", encoding: .utf8)) ?? ""
        #expect(output.contains("status=1"), "\(output)\n\(stderr)")
        #expect(output.contains("same-site"), "\(output)")
        #expect(output.hasSuffix("0\n"), "staging folders left behind: \(output)")
        #expect(stderr.contains("output.disk-full"), "\(stderr)")
        #expect(stderr.contains("tmpfs"), "\(stderr)")
        #expect(stderr.components(separatedBy: "error:").count == 2, "\(stderr)")
        #expect(!stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func aThemeAssetLinkedOutsideTheSiteIsNeverPublished() throws {
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config, "Content/en/components/buttons.md": Self.page])
        // A theme of the site's own (the test sites link the shipped one), with a link to a secret.
        try FileManager.default.removeItem(atPath: root + "/Theme")
        try FileManager.default.copyItem(atPath: CommandLineTests.theme, toPath: root + "/Theme")
        let secret = root + "/../guidegen-secret-\(UUID().uuidString).txt"
        try Data("password\n".utf8).write(to: URL(fileURLWithPath: secret))
        defer { try? FileManager.default.removeItem(atPath: secret) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Theme/assets/passwd.txt", withDestinationPath: secret)
        // A link that stays inside the theme is published as the file it points to.
        try FileManager.default.createSymbolicLink(atPath: root + "/Theme/assets/style-copy.css", withDestinationPath: "style.css")
        // And a media link to the secret, beside a page.
        try FileManager.default.createSymbolicLink(atPath: root + "/Content/en/components/secret.txt", withDestinationPath: secret)

        let result = try cli.run(["build"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("theme.outside-link"))
        #expect(!exists(root + "/Public/assets/passwd.txt"))
        #expect(!exists(root + "/Public/media/en/components/secret.txt"))
        var info = stat()
        #expect(lstat(root + "/Public/assets/style-copy.css", &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG)
        let output = try FileManager.default.subpathsOfDirectory(atPath: root + "/Public")
        for path in output {
            #expect(lstat(root + "/Public/" + path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFLNK, "\(path) is a link")
        }
    }

    @Test func unsafeModeStillDropsLinksThatRunScripts() throws {
        let body = """
            [one](javascript:alert(1)) [two](JavaScript:alert(2)) [three](vbscript:msgbox) \
            [four](data:text/html;base64,PHNjcmlwdD4=) [fine](https://example.com/)
            """
        let root = try site(["guidegen.yml": CommandLineTests.config + "markdown:\n  unsafe: true\n",
                             "Content/en/components/buttons.md": Self.page + "\n" + body + "\n"])
        let result = try cli.run(["build"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: root + "/Public/en/components/buttons/index.html", encoding: .utf8)
        for scheme in ["javascript:", "JavaScript:", "vbscript:", "data:text/html"] {
            #expect(!html.contains(scheme), "\(scheme) kept")
        }
        #expect(html.contains("href=\"https://example.com/\""))
    }

    /// Inputs whose cost grew with findings × line length. Sized so that quadratic work cannot
    /// finish within the bound (the old code needed about 30 s for a fifth of this), where linear
    /// work takes well under a second: the bound is on work, not a timing.
    @Test func manyFindingsOnOneLineCostLinearTime() throws {
        let links = (0..<20_000).map { "[x](<doc:nope\($0)>)" }.joined(separator: " ")
        let images = String(repeating: "![", count: 20_000) + "x" + String(repeating: "](nope.png)", count: 20_000)
        let root = try site(["Content/en/components/buttons.md": Self.page + "\n" + links + "\n\n" + images + "\n"])
        for format in ["human", "line"] {
            let process = Process()
            process.executableURL = CommandLineTests.executable
            process.arguments = ["build", "--format", format]
            process.currentDirectoryURL = URL(fileURLWithPath: root)
            let err = Pipe()
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let finished = DispatchSemaphore(value: 0)
            let reader = Thread { _ = try? FileReader.readToEnd(err.fileHandleForReading); finished.signal() }
            reader.start()
            let done = finished.wait(timeout: .now() + 120) == .success
            if !done { process.terminate() }
            process.waitUntilExit()
            #expect(done, "\(format): still running after 120 s")
            #expect(process.terminationStatus == 1)
        }
    }
}


import Foundation
import Testing

/// A build whose new site cannot be swapped in leaves the previous site as it was and nothing
/// beside it: no staging copy, however many builds fail. The swap is made to fail as it does
/// for real: the output folder is a mount point (a Docker bind mount), or the file system
/// refuses to move it (an append-only folder, `chattr +a`). Both need root; the tests are
/// skipped, saying why, where the mechanism is missing.
@Suite(.serialized) struct FailedSwapTests {
    let cli = CommandLineTests()
    static let page = "---\ntitle: Alerts\n---\nHi.\n"

    /// A site built once, its page then edited, so the next build has a new site to swap in.
    func builtSite() throws -> (root: String, before: String) {
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config, "Content/c/alerts.en.md": Self.page])
        let first = try cli.run(["build", "--no-search", "--no-lint"], in: root)
        #expect(first.status == 0, "\(first.stderr)")
        let before = try String(contentsOfFile: root + "/Public/en/c/alerts/index.html", encoding: .utf8)
        try Data(Self.page.replacingOccurrences(of: "Hi.", with: "Changed.").utf8).write(to: URL(fileURLWithPath: root + "/Content/c/alerts.en.md"))
        return (root, before)
    }

    /// What failed builds left beside the output folder.
    func leftovers(in root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasPrefix(".Public") }.sorted()
    }

    /// Runs a shell command, true when it exits 0.
    static func shell(_ command: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// True when this process may bind-mount a folder in a mount namespace of its own.
    static let canBindMount: Bool = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-mount-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return shell("/usr/bin/unshare --mount --propagation private sh -c 'mount --bind \"$0\" \"$0\"' '\(folder)'")
    }()

    /// True when the temporary folder's file system takes the append-only flag (ext4, xfs, btrfs; as root).
    static let canMakeAppendOnly: Bool = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-chattr-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { _ = shell("chattr -a '\(folder)'"); try? FileManager.default.removeItem(atPath: folder) }
        return shell("chattr +a '\(folder)'")
    }()

    @Test(.enabled(if: FailedSwapTests.canBindMount, "needs root and `unshare --mount` to make the output folder a mount point"))
    func anOutputFolderThatIsAMountPointFailsAndLeavesNothingBeside() throws {
        let (root, before) = try builtSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // In a mount namespace of its own, Public is bound onto itself, as Docker's bind mounts do.
        // A runner of its own: `cli` is shared by reference and runs guidegen itself below.
        let unshare = CommandLineTests()
        unshare.executablePath = "/usr/bin/unshare"
        let script = "mount --bind Public Public && exec \"$0\" build --no-search --no-lint"
        for _ in 0..<2 {
            let result = try unshare.run(["--mount", "--propagation", "private", "/bin/sh", "-c", script, CommandLineTests.executable.path], in: root)
            #expect(result.status == 1)
            #expect(result.stderr.contains("mount point"), "\(result.stderr)")
            #expect(leftovers(in: root) == [])
        }
        #expect(try String(contentsOfFile: root + "/Public/en/c/alerts/index.html", encoding: .utf8) == before)
    }

    @Test(.enabled(if: FailedSwapTests.canMakeAppendOnly, "needs root and a file system with `chattr +a`"))
    func aSwapTheFileSystemRefusesLeavesThePreviousSiteAndNothingBeside() throws {
        let (root, before) = try builtSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // An append-only folder may not be moved: the swap fails, after the whole build.
        #expect(Self.shell("chattr +a '\(root)/Public'"))
        defer { _ = Self.shell("chattr -a '\(root)/Public'") }
        for _ in 0..<2 {
            let result = try cli.run(["build", "--no-search", "--no-lint"], in: root)
            #expect(result.status == 1)
            #expect(result.stderr.contains("cannot replace `") && result.stderr.contains("Public`"), "\(result.stderr)")
            #expect(leftovers(in: root) == [])
        }
        #expect(try String(contentsOfFile: root + "/Public/en/c/alerts/index.html", encoding: .utf8) == before)
    }
}

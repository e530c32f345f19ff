import ArgumentParser
import Foundation
import GuideBuild
import GuideContent

/// `guidegen init [DIR]`: starts a bilingual site that builds and serves at once.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a new bilingual guideline site (English and Simplified Chinese).",
        discussion: """
            Writes guidegen.yml, a glossary, a home page, a section and one topic in en and \
            zh-Hans into DIR (default: the current folder), ready for `guidegen build` and \
            `guidegen serve`. The site uses guidegen's built-in theme; --theme copies it into \
            Theme/, where every file you change replaces the built-in one.

            A folder that already has files is refused unless --force is given; even then no \
            existing file is overwritten. Exit status: 0 when the site was written, 1 when the \
            folder cannot be used, 2 for a usage error.

            Examples:
              guidegen init my-guidelines
              guidegen init --theme
              guidegen init . --force
            """
    )

    @Argument(help: ArgumentHelp("The folder for the site; made when it does not exist (default: the current folder).", valueName: "dir"))
    var folder: String = "."

    @Flag(name: .long, help: "Also copy the built-in theme into Theme/, to customise it.")
    var theme = false

    @Flag(name: .long, help: "Write into a folder that already has files (existing files are kept).")
    var force = false

    @Flag(name: [.short, .long], help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                printError("error: `\(folder)` is a file, not a folder\n")
                throw ExitCode(1)
            }
            // Hidden files (a fresh `.git`) do not count.
            let visible = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }
            if !visible.isEmpty, !force {
                printError("error: the folder `\(folder)` is not empty; choose a new folder, or add --force to add the site's files to it (existing files are kept)\n")
                throw ExitCode(1)
            }
        }
        if let mismatch = Self.configurationMismatch(in: folder) {
            printError("error: cannot write the site into `\(folder)`: its guidegen.yml \(mismatch), and the starter site's pages are in en and zh-Hans in Content/, which that site would not build; nothing was written\n")
            throw ExitCode(1)
        }
        // A file, or a link to nothing, where the site needs a folder or a new file: said before
        // anything is written, so a refused init leaves the folder as it was.
        let relatives = StarterSite.files.map(\.0) + (theme ? DefaultTheme.paths.map { "Theme/" + $0 } : [])
        if let obstacle = PathObstacle.first(in: folder, for: relatives) {
            printError("error: cannot write the site into `\(folder)`: `\(obstacle.path)` is in the way (\(obstacle.why)); nothing was written\n")
            throw ExitCode(1)
        }
        var written: [String] = []
        var kept: [String] = []
        do {
            for (relative, text) in StarterSite.files {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(relative)
                if fm.fileExists(atPath: url.path) { kept.append(relative); continue }
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .withoutOverwriting)
                written.append(relative)
            }
            if theme {
                let themeFolder = (folder as NSString).appendingPathComponent("Theme")
                let prefix = (folder as NSString).standardizingPath + "/"
                written += try DefaultTheme.write(to: themeFolder).map { ($0 as NSString).standardizingPath.replacingOccurrences(of: prefix, with: "") }
            }
        } catch {
            // What this run wrote goes again: half a site is no use, and was not asked for.
            for relative in written { try? fm.removeItem(atPath: (folder as NSString).appendingPathComponent(relative)) }
            printError("error: cannot write the site into `\(folder)`: \(error.localizedDescription); nothing was written\n")
            throw ExitCode(1)
        }
        guard !quiet else { return }
        for file in written { print("created \(file)") }
        for file in kept { print("kept    \(file) (it exists)") }
        let cd = folder == "." ? "" : "cd \(folder) && "
        print("""

            Next: \(cd)guidegen serve
            Then open http://127.0.0.1:8080/ — every save rebuilds the site and reloads the page.
            """)
    }

    /// How a guidegen.yml already in the folder (kept by --force) differs from the starter
    /// site's in what the pages need (their languages, their content folder); nil when it does
    /// not, or there is none.
    static func configurationMismatch(in folder: String) -> String? {
        let file = (folder as NSString).appendingPathComponent("guidegen.yml")
        guard let data = FileManager.default.contents(atPath: file),
              let starter = StarterSite.files.first(where: { $0.0 == "guidegen.yml" }) else { return nil }
        let existing = SiteConfig.load(file: file, text: String(decoding: data, as: UTF8.self)).0
        let wanted = SiteConfig.load(file: "guidegen.yml", text: starter.1).0
        if existing.languages != wanted.languages { return "lists the languages \(existing.languages.map(\.tag).joined(separator: ", "))" }
        if !existing.contentFolders.isEmpty || existing.contentPath != wanted.contentPath { return "names another content folder" }
        return nil
    }
}

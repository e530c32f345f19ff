import ArgumentParser
import CBuildInfo
import Foundation

/// The `guidegen` command: publishes design guidelines and checks interface copy.
@available(macOS 10.15, *)
public struct GuideGen: AsyncParsableCommand {
    /// The release.
    static let version = "0.1.0"

    /// The commit the binary was built from, when the build said (see `CBuildInfo`).
    public static var commit: String? {
        let commit = String(cString: guidegen_commit())
        return commit.isEmpty ? nil : commit
    }

    /// What `guidegen --version` prints: `guidegen 0.1.0 (commit 1a2b3c4)`.
    static var versionText: String { "guidegen \(version) (commit \(commit ?? "unknown"))" }

    public static let configuration = CommandConfiguration(
        commandName: "guidegen",
        abstract: "Publish bilingual design guidelines as a fast, searchable static site.",
        discussion: """
            guidegen reads Markdown topics from Content/ (one file per topic per language), \
            renders them through the Mustache templates of its built-in theme (or a Theme/ \
            folder that changes it), checks every cross-link, and writes a static site to Public/.

            Exit status: 0 on success, 1 when the content (or the lint) has errors, 2 for a \
            usage or configuration error.

            Examples:
              guidegen init my-guidelines        Start a bilingual site in a new folder
              guidegen build                     Build the site in this folder into Public/
              guidegen build --strict            Fail on warnings too
              guidegen serve                     Preview the site; rebuild and reload on change
              guidegen new components/menus      Start a topic in every language
              guidegen lint                      Check the copy against the writing rules
            """,
        version: versionText,
        subcommands: [InitCommand.self, BuildCommand.self, ServeCommand.self, LintCommand.self, NewCommand.self, TranslationsCommand.self, LSPCommand.self],
        defaultSubcommand: nil
    )

    public init() {}

    /// Runs the command line. Usage errors (an unknown option, a bad value, a failed
    /// validation) exit with 2, as the README says, rather than ArgumentParser's 64 (EX_USAGE):
    /// one status for every kind of misuse, in every command.
    public static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error) + "\n")
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

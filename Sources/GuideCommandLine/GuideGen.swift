import ArgumentParser

/// The `guidegen` command: publishes design guidelines and checks interface copy.
@available(macOS 10.15, *)
public struct GuideGen: AsyncParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "guidegen",
        abstract: "Publish bilingual design guidelines as a fast, searchable static site.",
        discussion: """
            guidegen reads Markdown topics from Content/ (one file per topic per language), \
            renders them through the Mustache templates in Theme/, checks every cross-link, \
            and writes a static site to Public/.

            Examples:
              guidegen build                     Build the site in this folder into Public/
              guidegen build --strict            Fail on warnings too
              guidegen serve                     Preview the site; rebuild and reload on change
              guidegen new components/menus      Start a topic in every language
            """,
        version: version,
        subcommands: [BuildCommand.self, ServeCommand.self, LintCommand.self, NewCommand.self],
        defaultSubcommand: nil
    )

    public init() {}
}

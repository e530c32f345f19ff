import ArgumentParser
import Foundation
import GuideBuild
import GuideContent
import GuideCore
import GuideLanguageServer
import GuideLint

/// `guidegen lsp`: the Language Server Protocol server, for editors.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server on standard input and output (for editors).",
        discussion: """
            Speaks the Language Server Protocol on standard input and output: diagnostics as \
            one types (lint findings, broken links, glossary terms), quick fixes, completion of \
            <doc:> ids, anchors, images and glossary terms, hover, go to definition, references, \
            renaming a topic id, and the command guidegen.openTwin. Each file is read with the \
            site it belongs to: the nearest folder above it with guidegen.yml (else the \
            editor's workspace folder). The server never writes a file.

            Exit status: 0 after shutdown and exit, at the end of its input, or when the editor \
            that started it is gone; 1 for an exit without shutdown.

            Examples:
              guidegen lsp
              guidegen lsp --stdio
            """
    )

    @Flag(name: .long, help: "Accepted for editors that pass it: the server always speaks on standard input and output.")
    var stdio = false

    func run() throws {
        // Nothing but protocol messages may reach standard output.
        setvbuf(stdout, nil, _IOFBF, 0)
        let server = LanguageServer(input: FileDescriptorSource(descriptor: STDIN_FILENO), output: MessageWriter(descriptor: STDOUT_FILENO),
                                    loader: Self.load, version: GuideGen.versionText)
        let status = server.run()
        throw ExitCode(status)
    }

    /// Reads the site in a folder as `guidegen lint --root FOLDER` reads it: its guidegen.yml
    /// and glossary (`SiteOptions.loadProjectWithGlossary`) and the linter they describe.
    @Sendable static func load(root: String) -> SiteSetup? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue,
              // Parsed, as ArgumentParser's types must be, then pointed at the folder.
              var options = try? SiteOptions.parse(["--root", root]) else { return nil }
        options.root = root
        let project = options.loadProjectWithGlossary()
        let config = project.config
        var runner = project.lintRunner()
        runner.contentFolders = config.contentFolders(resolving: options.path)
        var setup = SiteSetup(root: root, config: config, runner: runner, configFile: options.configFile,
                              glossaryFile: options.path(config.glossaryPath), diagnostics: project.diagnostics)
        setup.moduleSymbols = CatalogSymbolSummaries.lookup(config: config, root: root, path: options.path)
        setup.moduleFolders = CatalogSymbolSummaries.moduleFolders(config: config, root: root, path: options.path).map(\.module)
        return setup
    }
}

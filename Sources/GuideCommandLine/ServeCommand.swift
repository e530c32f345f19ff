import ArgumentParser
import Foundation
import GuideBuild
import GuideContent
import GuideCore
import GuidePreview
import GuideTranslations

/// `guidegen serve`: the live preview.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it in memory, serve it, and rebuild and reload on every change.",
        discussion: """
            Watches Content/ (or the DocC catalog named, and the Swift files of its module's \
            folder, whose documentation comments give symbol pages their summaries), Theme/, \
            guidegen.yml and the glossary. \
            An edit re-renders only the \
            pages it affects, then every open tab reloads (a stylesheet change is swapped in \
            without a reload). When the sources have errors, the terminal and the browser show \
            them, and the last good build stays served. Public/ is never touched. Ctrl-C stops.

            The first line on standard output is the address. A port in use is an error at \
            once, before anything is built. Exit status: 0 when stopped with Ctrl-C, 1 when the \
            server cannot start, 2 for a usage error.

            Examples:
              guidegen serve
              guidegen serve --port 4000 --open
              guidegen serve --port 0
              guidegen serve --root path/to/site --theme MyTheme
              guidegen serve Sources/MyKit/MyKit.docc    # one DocC catalog, as build does
            """
    )

    @Argument(help: ArgumentHelp("A DocC catalog to preview on its own, as a one-language site in the language of its Info.plist's CDDefaultLocale (else en).", valueName: "catalog"))
    var catalog: String?

    @OptionGroup var site: SiteOptions
    @OptionGroup var publish: PublishOptions
    @OptionGroup var report: ReportOptions
    @OptionGroup var progress: ProgressOptions

    @Option(name: .long, help: ArgumentHelp("The address to listen on (default: `serve.host` in guidegen.yml, else 127.0.0.1). Anything but loopback makes the preview reachable from other machines.", valueName: "address"))
    var host: String?

    @Option(name: .long, help: ArgumentHelp("The port to listen on, 0 for any free port (default: `serve.port` in guidegen.yml, else 8080).", valueName: "number"))
    var port: Int?

    @Flag(name: .long, help: "Open the site in the default browser once it is served.")
    var open = false

    @Flag(name: .customLong("no-search"), help: "Skip the search index (faster rebuilds on very large sites).")
    var noSearch = false

    @Flag(name: .customLong("no-lint"), help: "Skip checking the copy against the writing rules.")
    var noLint = false

    func validate() throws {
        if let port, !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535") }
        if report.quiet && progress.verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }

    func run() async throws {
        let overrides = SiteOverrides(publish)
        let project = site.loadProject(overrides, catalog: catalog)
        var (config, configDiagnostics) = (project.config, project.diagnostics)
        // A configuration error is reported at once with status 2, as every command does; once
        // the preview runs, a broken guidegen.yml is shown in the page until it is mended.
        if configDiagnostics.hasErrors {
            emit(configDiagnostics, options: report)
            throw ExitCode(2)
        }
        let host = self.host ?? Self.configuredHost(config, report: report)
        let port = self.port ?? config.serve.port ?? 8080
        // A busy port is reported before a build that could take a while.
        if let problem = PortCheck.problem(host: host, port: port) {
            emit([.error("serve.listen", problem, at: nil, suggestion: "stop what is using it, or choose another port with --port (0 picks a free one)")], options: report)
            throw ExitCode(1)
        }
        if let catalog {
            // As `build` does; a catalog that is not there is reported at once, as a busy port is.
            if let missing = SiteOptions.missingCatalog(catalog) {
                emit([missing], options: report)
                throw ExitCode(1)
            }
            config.useCatalog(site.catalogPath(catalog))
        }
        var options = Preview.Options()
        options.host = host
        options.port = port
        options.basePath = config.basePath
        let configFile = site.config ?? site.path("guidegen.yml")
        let site = self.site
        // What a configuration has watched; asked again when it changes. With `content:` per
        // language each folder is watched (a catalog may be outside the root).
        let watching: @Sendable (SiteConfig) -> (watched: [String], configurationFiles: [String]) = { config in
            let files = [configFile, site.path(config.glossaryPath), site.path(TranslationRecord.fileName)]
            let folders = config.contentFolders(resolving: site.path)
            // A catalog's module folder: its Swift files' documentation comments are read.
            let modules = CatalogSymbolSummaries.moduleFolders(config: config, root: site.root, path: site.path).map(\.module)
            return ((folders.isEmpty ? [site.path(config.contentPath)] : folders.map(\.path)) + modules + [site.path(config.themePath)] + files, files)
        }
        (options.watched, options.configurationFiles) = watching(config)
        options.watching = watching
        if !Self.isLoopback(host) {
            printError("Notice: listening on \(host) makes the preview reachable from other machines on the network.\n")
        }

        let report = self.report, verbose = progress.verbose, search = !noSearch, lint = !noLint, open = self.open
        let catalog = self.catalog
        let preview = Preview(options: options, makeBuilder: {
            site.makeBuilder(overrides: overrides, report: report, search: search, lint: lint, catalog: catalog)
        }, onEvent: { event in
            Self.show(event, report: report, verbose: verbose, open: open)
        })
        do {
            try await preview.run()
        } catch let error as PreviewServer.StartError {
            emit([.error("serve.listen", error.description, at: nil)], options: report)
            throw ExitCode(1)
        }
        if !report.quiet { printError("Stopped.\n") }
    }

    static func show(_ event: Preview.Event, report: ReportOptions, verbose: Bool, open: Bool) {
        switch event {
        case .listening(let url):
            // Always printed, also with --quiet: it is how a person (or a script) finds the preview.
            print("Serving at \(url) (Ctrl-C to stop)")
            fflush(stdout)
            if open { openInBrowser(url) }
        case .built(let result, let first, let problems):
            emit(first || !result.succeeded ? result.diagnostics : problems, options: report)
            guard !report.quiet else { return }
            if verbose {
                let kept = result.contextsKept > 0 ? " (contexts of \(result.contextsKept) unchanged pages not made again)" : ""
                printError(result.stageSeconds.map { "\($0.stage) \(String(format: "%.1f", $0.seconds * 1000)) ms" }.joined(separator: ", ") + kept + "\n")
            }
            let milliseconds = Int((result.seconds * 1000).rounded())
            let problemsText = result.diagnostics.problemCount(strict: report.strict)
            if !result.succeeded {
                printError("Build failed (\(problemsText)) in \(milliseconds) ms; still serving the last good build.\n")
            } else if first {
                printError("Built \(result.pageCount) pages in memory in \(milliseconds) ms; \(problemsText).\n")
            } else {
                printError("Rebuilt in \(milliseconds) ms: \(result.pagesChanged) of \(result.pageCount) pages changed, \(result.changedFiles.count) files changed; \(problemsText).\n")
            }
        case .configurationFailed(let diagnostics):
            emit(diagnostics, options: report)
            if !report.quiet { printError("The configuration has errors; still serving the last good build.\n") }
        case .watchFailed(let reason):
            printError("warning: cannot watch for changes with inotify: \(reason).\n")
        case .searchIndexed(let seconds, let patched):
            guard verbose, !report.quiet else { return }
            printError("Search index ready in \(Int((seconds * 1000).rounded())) ms (\(patched ? "patched" : "made again")).\n")
        }
    }

    /// The address `serve.host` gives, when it is a loopback one; else 127.0.0.1, with a warning.
    /// A cloned repository's guidegen.yml must not put the preview on the network (nor add a
    /// name to the Host allowlist, the way in for DNS rebinding): that takes `--host`.
    static func configuredHost(_ config: SiteConfig, report: ReportOptions) -> String {
        guard let host = config.serve.host else { return "127.0.0.1" }
        if isLoopback(host) { return host }
        emit([.warning("serve.host-ignored", "`serve.host: \(host)` would make the preview reachable from other machines; listening on 127.0.0.1", at: config.settingLocations["serve.host"], suggestion: "to listen there, give it on the command line: --host \(host)")], options: report)
        return "127.0.0.1"
    }

    /// `localhost`, `::1` or an IPv4 address 127.x.x.x (not a name that merely starts "127.").
    static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { part in UInt8(part) != nil && part.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    static func openInBrowser(_ url: String) {
        #if os(macOS)
        let command = "/usr/bin/open"
        #else
        let command = "/usr/bin/xdg-open"
        #endif
        guard FileManager.default.isExecutableFile(atPath: command) else {
            printError("Open \(url) in your browser (no \(command) here).\n")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}

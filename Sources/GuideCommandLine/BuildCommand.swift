import ArgumentParser
import Foundation
import Synchronization
import GuideBuild
import GuideContent
import GuideCore
import GuideLint
import GuideTranslations

/// `guidegen build`: the whole site, checked, into the output folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from Content/ into Public/.",
        discussion: """
            Pages are rendered with the built-in theme; a Theme/ folder in the site (or the \
            folder --theme names) replaces its templates and assets file by file. Nothing is \
            written when the content has errors: the previous Public/ stays as it was.

            Exit status: 0 when the site was written, 1 when it has errors, 2 for a usage or \
            configuration error.

            Examples:
              guidegen build
              guidegen build --root path/to/site
              guidegen build --base-url https://example.com/hig/
              guidegen build --theme MyTheme --output /tmp/site
              guidegen build --strict --format line
              guidegen build Sources/MyKit/MyKit.docc    # one DocC catalog, as a one-language site
            """
    )

    @Argument(help: ArgumentHelp("A DocC catalog to build on its own, as a one-language site in the language of its Info.plist's CDDefaultLocale (else en).", valueName: "catalog"))
    var catalog: String?

    @OptionGroup var site: SiteOptions
    @OptionGroup var publish: PublishOptions

    @Option(name: .long, help: ArgumentHelp("The output folder, relative to the site's folder (default: Public).", valueName: "dir"))
    var output: String?

    @OptionGroup var report: ReportOptions
    @OptionGroup var progress: ProgressOptions

    @Flag(name: .customLong("no-search"), help: "Skip the search index (faster drafts).")
    var noSearch = false

    @Flag(name: .customLong("no-lint"), help: "Skip checking the copy against the writing rules.")
    var noLint = false

    @Flag(name: .long, help: "Replace the output folder even if guidegen did not create it (its files are lost).")
    var force = false

    func validate() throws {
        if report.quiet && progress.verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }

    func run() throws {
        let (status, built) = Self.build(site: site, overrides: SiteOverrides(publish, output: output), report: report, verbose: progress.verbose,
                                         search: !noSearch, lint: !noLint, force: force, catalog: catalog)
        // The report holds the site: freeing its pages one by one took a tenth of a second of
        // one thread at 10,000 pages, after everything was written; the exit lets them go at once.
        withExtendedLifetime(built) { Self.exit(withError: status == 0 ? nil : ExitCode(status)) }
    }

    /// Builds and prints; the exit status (0 when the site was written, 1 when it has errors,
    /// 2 for a configuration error, as for every command) and the build's report, if it ran.
    static func build(site: SiteOptions, overrides: SiteOverrides, report: ReportOptions, verbose: Bool, search: Bool = true, lint: Bool = true,
                      force: Bool = false, catalog: String? = nil) -> (status: Int32, report: BuildReport?) {
        let (made, configDiagnostics) = site.makeBuilder(overrides: overrides, report: report, search: search, lint: lint, catalog: catalog,
                                                                readsEarly: true)
        guard var builder = made else {
            emit(configDiagnostics, options: report)
            // A catalog named on the command line that is not there is a content error, as before.
            return (configDiagnostics.contains { $0.id == "content.missing" } ? 1 : 2, nil)
        }
        let config = builder.config
        let outputPath = site.path(config.outputPath)
        let folders = config.contentFolders(resolving: site.path)
        // Every input of the build, so that not even `--force` replaces a folder holding one.
        let contentSources = folders.isEmpty ? [("content folder", site.path(config.contentPath))] : folders.map { ("content folder", $0.path) }
        let inputs = contentSources + [("theme folder", site.path(config.themePath)), ("configuration", site.configFile),
                                       ("glossary", site.path(config.glossaryPath))]
        if let unsafe = OutputSafety.check(output: outputPath, sources: inputs) {
            emit(configDiagnostics + [unsafe], options: report)
            return (1, nil)
        }
        // A repository's guidegen.yml must not be able to aim a build at a folder elsewhere
        // (`output: ../other-project`); a path typed on the command line may.
        if overrides.output == nil, let outside = OutputSafety.checkInsideRoot(output: outputPath, root: site.root, setAt: config.settingLocations["output"]) {
            emit(configDiagnostics + [outside], options: report)
            return (1, nil)
        }
        let display = ProgressDisplay(mode: report.quiet ? .quiet : verbose ? .verbose : standardErrorIsTerminal ? .terminal : .pipe)
        builder.progress = display

        let output: DiskOutput
        do {
            output = try DiskOutput(destination: outputPath, force: force) {
                if !report.quiet { printError("Waiting for another build of \(outputPath) to finish…\n") }
            }
        } catch {
            emit(configDiagnostics + [(error as? BuildError)?.diagnostic ?? .error("output.write", "\(error)", at: nil)], options: report)
            return (1, nil)
        }
        var result = builder.build(into: output)
        display.finish()
        result.diagnostics = configDiagnostics + result.diagnostics
        if result.succeeded {
            do {
                try output.commit()
            } catch {
                result.succeeded = false
                result.diagnostics.append((error as? BuildError)?.diagnostic ?? .error("output.write", "\(error)", at: nil))
            }
        } else {
            output.discard()
        }
        emit(result.diagnostics, options: report, rules: builder.linter?.linter.ruleDescriptions ?? [])
        if !report.quiet { printError(summary(result, config: config, output: outputPath, strict: report.strict) + "\n") }
        return (result.succeeded ? 0 : 1, result)
    }

    static func summary(_ result: BuildReport, config: SiteConfig, output: String, strict: Bool) -> String {
        let problems = result.diagnostics.problemCount(strict: strict)
        let time = String(format: "%.2f s", result.seconds)
        guard result.succeeded else {
            return "Build failed (\(problems)) in \(time); \(output) was left as it was."
        }
        let pages = config.languages.map { "\(result.pagesPerLanguage[$0] ?? 0) \($0.tag)" }.joined(separator: ", ")
        return "Built \(pages) pages (\(result.filesWritten) files) into \(output) in \(time); \(problems)."
    }
}

/// Shows build progress once a build has run for a second: a live line on a terminal, plain
/// lines (one per stage) in pipes and CI; with `--verbose`, a plain line per stage from the start,
/// and after each stage the wall and CPU seconds it took.
final class ProgressDisplay: BuildProgress, Sendable {
    enum Mode {
        /// `--quiet`: nothing.
        case quiet
        /// A terminal: one line rewritten in place, cleared at the end.
        case terminal
        /// A pipe or CI: a plain line per stage, as a live line would fill a log with `\r`s.
        case pipe
        /// `--verbose`: a plain line per stage, however quick the build.
        case verbose
    }

    private let mode: Mode
    private let start: Date
    private let now: @Sendable () -> Date
    private let cpu: @Sendable () -> Double
    private let write: @Sendable (String) -> Void
    /// What was shown so far: stages arrive from several threads at once.
    private let shown = Mutex(Shown())

    private struct Shown {
        var live = false
        /// The stage of the last plain line, and (verbose) when it began, on both clocks.
        var lastPrinted: BuildStage?
        var stageStart: (wall: Date, cpu: Double)?
    }

    /// `now`, `cpu` (the process's CPU seconds) and `write` are the clocks and standard error;
    /// tests pass their own.
    init(mode: Mode, now: @escaping @Sendable () -> Date = { Date() }, cpu: @escaping @Sendable () -> Double = processCPUSeconds,
         write: @escaping @Sendable (String) -> Void = { printError($0) }) {
        self.mode = mode
        self.now = now
        self.cpu = cpu
        self.write = write
        start = now()
    }

    /// Verbose: what the stage that just ended took (`  Parsing took 0.92 s, 1.70 CPU-s`).
    private func endStage(_ shown: Shown) {
        guard mode == .verbose, let stage = shown.lastPrinted, let began = shown.stageStart else { return }
        let wall = now().timeIntervalSince(began.wall), used = cpu() - began.cpu
        write("  \(stage.rawValue) took \(String(format: "%.2f", wall)) s, \(String(format: "%.2f", used)) CPU-s\n")
    }

    func stage(_ stage: BuildStage, done: Int, total: Int) {
        shown.withLock { shown in
            let slow = now().timeIntervalSince(start) > 1
            switch mode {
            case .quiet:
                break
            case .verbose, .pipe:
                // A stage already under way when the first second passes gets its line then.
                guard stage != shown.lastPrinted, mode == .verbose || slow else { return }
                endStage(shown)
                shown.lastPrinted = stage
                if mode == .verbose { shown.stageStart = (now(), cpu()) }
                write(total > 0 ? "\(stage.rawValue) \(total) items…\n" : "\(stage.rawValue)…\n")
            case .terminal:
                guard slow else { return }
                shown.live = true
                let count = total > 0 ? " \(done)/\(total)" : ""
                write("\r\u{1B}[K\(stage.rawValue)\(count)")
            }
        }
    }

    func finish() {
        shown.withLock { shown in
            endStage(shown)
            if shown.live { write("\r\u{1B}[K") }
        }
    }
}

/// CPU seconds the process has used, all threads together.
@Sendable func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

import ArgumentParser
import Foundation
import GuideBuild
import GuideContent
import GuideCore
import GuideLint
import GuideTranslations

/// Where the site is: its folder, configuration and content. Every command that reads a site
/// has these; flags override `guidegen.yml`.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The site's folder: where guidegen.yml and Content/ are.", valueName: "dir"),
            transform: PathNames.withoutTrailingSlash)
    var root: String = "."

    @Option(name: .long, help: ArgumentHelp("The configuration file (default: guidegen.yml in the site's folder, if present).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The content folder, relative to the site's folder (default: Content).", valueName: "dir"))
    var content: String?

    @Option(name: .customLong("allow-read"), help: ArgumentHelp("A folder outside the site's folder that guidegen.yml may name as content, theme or glossary (repeatable). Without it such paths are refused.", valueName: "dir"))
    var allowRead: [String] = []

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("the folder `\(root)` does not exist (--root names the site's folder)")
        }
    }

    /// The configuration file: `--config`, else guidegen.yml in the site's folder.
    var configFile: String { config ?? (root == "." ? "guidegen.yml" : root + "/guidegen.yml") }

    /// The site's settings (guidegen.yml, read once) with flags applied, and the problems of
    /// reading them: among them an error for each folder or file a build would read outside the
    /// site's folder (`InputSafety`). `catalog` is a catalog named on the command line, read in
    /// place of the content folders. The glossary is not read yet (`readGlossary`).
    func loadProject(_ overrides: SiteOverrides = SiteOverrides(), catalog: String? = nil) -> Project {
        let allowed = [root] + ([content, overrides.theme, catalog].compactMap { $0 } + allowRead).map(path)
        // guidegen.yml linked out of the site would publish that file's title, and its errors
        // would print its lines: refused before it is read (named with `--config`, it is the
        // person's own choice).
        let configRefused = config == nil ? InputSafety.check([.init(name: "configuration file", path: configFile, writtenIn: nil)], allowed: allowed) : []
        var project = configRefused.isEmpty ? Project.read(configFile: configFile, required: config != nil) : Project()
        project.diagnostics += configRefused
        if let content {
            project.config.contentPath = content
            project.config.settingLocations["content"] = nil
        }
        if let theme = overrides.theme {
            project.config.themePath = theme
            project.config.themeIsConfigured = true
            project.config.settingLocations["theme"] = nil
        }
        if let output = overrides.output { project.config.outputPath = output }
        if let baseURL = overrides.baseURL {
            if SiteConfig.isBaseURL(baseURL) {
                project.config.baseURL = baseURL
            } else {
                project.diagnostics.append(.error("config.invalid", "`--base-url` must be \(SiteConfig.baseURLForms)", at: nil))
            }
        }
        let refused = InputSafety.check(inputs(of: project.config, overrides: overrides, catalog: catalog), allowed: allowed)
        project.diagnostics += refused
        // Swift code `lint` and the language server read for roles: its paths and lines would
        // be printed. A refused folder is left out (`--sources` on the command line is the
        // person's own choice).
        project.lint.sources = project.lint.sources.filter { folder in
            let problems = InputSafety.check([.init(name: "folder of Swift sources", path: path(folder), writtenIn: configFile,
                                                    at: project.lint.sourcesLocation)], allowed: allowed)
            project.diagnostics += problems
            return problems.isEmpty
        }
        // Nothing more is read: the glossary's errors would print the lines of what it leads to.
        project.inputsRefused = !(configRefused + refused).isEmpty
        return project
    }

    /// `loadProject` with the glossary read, entries expected in `languages` (default: the site's).
    func loadProjectWithGlossary(_ overrides: SiteOverrides = SiteOverrides(), catalog: String? = nil, languages: [Language]? = nil) -> Project {
        var project = loadProject(overrides, catalog: catalog)
        project.readGlossary(at: path(project.config.glossaryPath), languages: languages)
        return project
    }

    /// The builder for the configuration as it is on disk now (the preview asks again when the
    /// configuration changes); nil when the configuration has errors. `readsEarly`: the builder
    /// starts reading the content's files and the theme while the linter is set up, for a
    /// whole build (`SiteBuilder.startReading`).
    func makeBuilder(overrides: SiteOverrides, report: ReportOptions, search: Bool, lint: Bool, catalog: String? = nil,
                     readsEarly: Bool = false) -> (SiteBuilder?, [Diagnostic]) {
        var project = loadProject(overrides, catalog: catalog)
        // The glossary may hold every language the configuration names, though one catalog is
        // built in one of them: its other entries are not mistakes.
        var glossaryLanguages = project.config.languages
        if let catalog {
            if let missing = Self.missingCatalog(catalog) { return (nil, project.diagnostics + [missing]) }
            project.config.useCatalog(catalogPath(catalog))
            glossaryLanguages += project.config.languages.filter { !glossaryLanguages.contains($0) }
        }
        var builder = SiteBuilder(config: project.config, root: root)
        if readsEarly { builder.startReading() }
        project.readGlossary(at: path(project.config.glossaryPath), languages: glossaryLanguages)
        // Made only to lint: its setup reads the English lexicon (about 0.03 CPU-s), which a build
        // with `--no-lint` (and `guidegen translations`) never asks for.
        let lintRunner = lint ? project.lintRunner() : nil
        let policy = report.policy(severities: project.lint.diagnosticSeverities)
        let diagnostics = policy.apply(project.diagnostics)
        if diagnostics.hasErrors { return (nil, diagnostics) }
        builder.policy = policy
        builder.linter = lintRunner
        builder.buildsSearchIndex = search
        builder.glossary = project.glossary
        let (record, recordDiagnostics) = TranslationRecord.load(file: path(TranslationRecord.fileName))
        if recordDiagnostics.hasErrors { return (nil, diagnostics + recordDiagnostics) }
        builder.translationRecord = record
        return (builder, diagnostics)
    }

    /// The error for a catalog named on the command line that is not a folder; nil when it is.
    static func missingCatalog(_ catalog: String) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: catalog, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .error("content.missing", "no DocC catalog at `\(catalog)`", at: nil)
        }
        return nil
    }

    /// The path of a catalog named on the command line, as the configuration's paths go:
    /// those start at the site's folder, where the catalog was named from the working directory.
    func catalogPath(_ catalog: String) -> String {
        root == "." || catalog.hasPrefix("/") ? catalog : URL(fileURLWithPath: catalog).standardizedFileURL.path
    }

    /// What a build of `config` reads besides guidegen.yml: its content folders (unless a catalog
    /// replaces them), theme folder with its templates and assets, glossary and translation
    /// record, each with the file that named it.
    private func inputs(of config: SiteConfig, overrides: SiteOverrides, catalog: String?) -> [InputSafety.Input] {
        let file = configFile
        // The translation record: its errors would print its lines.
        var inputs: [InputSafety.Input] = [.init(name: "translation record", path: path(TranslationRecord.fileName), writtenIn: nil)]
        if catalog == nil, content == nil {
            let folders = config.contentFolders(resolving: path)
            if folders.isEmpty {
                inputs.append(.init(name: "content folder", path: path(config.contentPath), writtenIn: config.contentPath == SiteConfig().contentPath ? nil : file,
                                    at: config.settingLocations["content"]))
            } else {
                inputs += folders.map { .init(name: "content folder", path: $0.path, writtenIn: file, at: config.settingLocations["content"]) }
            }
        }
        let theme = path(config.themePath)
        if overrides.theme == nil {
            inputs.append(.init(name: "theme folder", path: theme, writtenIn: config.themeIsConfigured ? file : nil, at: config.settingLocations["theme"]))
        }
        // Inside any theme, its two folders are checked too (`ln -s ~/.ssh Theme/assets`).
        inputs.append(.init(name: "theme's templates folder", path: theme + "/templates", writtenIn: nil))
        inputs.append(.init(name: "theme's assets folder", path: theme + "/assets", writtenIn: nil))
        inputs.append(.init(name: "glossary", path: path(config.glossaryPath), writtenIn: config.glossaryIsConfigured ? file : nil,
                            at: config.settingLocations["glossary"]))
        return inputs
    }

    /// A path from the configuration, relative to the site's folder.
    func path(_ relative: String) -> String {
        relative.hasPrefix("/") || root == "." ? relative : root + "/" + relative
    }
}

/// The theme and the address of a site that is published (`build`) or previewed (`serve`).
struct PublishOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A theme folder that changes the built-in theme file by file (default: Theme, when the site has it).", valueName: "dir"))
    var theme: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Where the site will be served, such as https://example.com/hig/ or /hig/.", valueName: "url"))
    var baseURL: String?
}

/// Settings from the command line that replace the configuration's.
struct SiteOverrides {
    var theme: String?
    var output: String?
    var baseURL: String?

    init(theme: String? = nil, output: String? = nil, baseURL: String? = nil) {
        self.theme = theme
        self.output = output
        self.baseURL = baseURL
    }

    init(_ publish: PublishOptions, output: String? = nil) {
        self.init(theme: publish.theme, output: output, baseURL: publish.baseURL)
    }
}

/// How diagnostics are shown.
struct ReportOptions: ParsableArguments {
    @Option(name: .long, help: "How to print problems: human (source line and caret), line (path:line:col), json, sarif (SARIF 2.1.0, for code scanning) or github (GitHub Actions annotations).")
    var format: DiagnosticFormat = .human

    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false

    @Flag(name: [.short, .long], help: "Print problems only; no progress or summary.")
    var quiet = false

    /// What fails the run, the same for `build` and `lint`.
    var policy: DiagnosticPolicy { DiagnosticPolicy(strict: strict) }

    /// The policy with the site's severities (`diagnostics:` in guidegen.yml, read with `lint:`).
    func policy(_ runner: LintRunner) -> DiagnosticPolicy {
        policy(severities: runner.linter.diagnosticSeverities)
    }

    /// The policy with `severities` (`LintConfig.diagnosticSeverities`), for a run that does not lint.
    func policy(severities: [String: Severity?]) -> DiagnosticPolicy {
        DiagnosticPolicy(strict: strict, severities: severities)
    }
}

/// `--verbose`, for the commands that build (and `--quiet` cannot go with it).
struct ProgressOptions: ParsableArguments {
    @Flag(name: [.short, .long], help: "Print each stage as it runs (for build, then the wall and CPU seconds it took).")
    var verbose = false
}

extension DiagnosticFormat: ExpressibleByArgument {}
/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// True when standard error is a terminal (for colour and live progress).
var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil }

/// Prints diagnostics in the chosen format: the forms for tools (JSON, SARIF, GitHub
/// annotations) to standard output, so `--format sarif > lint.sarif` captures them; the forms
/// for people (human, line) to standard error. `texts` are sources that are not read from disk
/// for the excerpts (standard input); `rules` describe the rules in SARIF.
func emit(_ diagnostics: [Diagnostic], options: ReportOptions, texts: [SourceText] = [], rules: [RuleDescription] = []) {
    let formatter = DiagnosticFormatter(format: options.format, colored: options.format == .human && standardErrorIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
                                        sourceLine: SourceLineCache(texts: texts).line, rules: rules)
    let text = formatter.render(diagnostics)
    switch options.format {
    case .json, .sarif, .github:
        FileHandle.standardOutput.write(Data(text.utf8))
    case .human, .line:
        if !text.isEmpty { printError(text) }
    }
}

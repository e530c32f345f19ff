import ArgumentParser
import Foundation
import GuideContent
import GuideCore
import GuideLint

/// `guidegen lint`: checks copy against the guidelines' writing rules.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check guideline pages and app strings against the writing rules.",
        discussion: """
            Lints Markdown pages (.md), Apple .strings files and String Catalogs (.xcstrings). \
            With no path, lints the site's content folder. Without --fix no file is ever written.

            Exit status: 0 with no errors, 1 with errors, 2 for a usage or configuration error.

            Examples:
              guidegen lint
              guidegen lint Content/components/alerts.en.md
              guidegen lint MyApp/en.lproj MyApp/Localizable.xcstrings --format sarif
              guidegen lint --fix --dry-run
              guidegen lint - --stdin-name Content/components/alerts.en.md < draft.md
            """
    )

    @Argument(help: ArgumentHelp("Files or folders to lint (default: the content folder); `-` for standard input.", valueName: "path"))
    var paths: [String] = []

    @Option(name: .customLong("stdin-name"), help: ArgumentHelp(
        "With `-`: the path the text stands for. Its extension and language suffix decide how it is read; findings name it. (default: stdin.md)",
        valueName: "path"))
    var stdinName: String?

    @OptionGroup var site: SiteOptions
    @OptionGroup var report: ReportOptions

    @Flag(name: .long, help: "Apply the safe fixes (spacing, punctuation, single-suggestion substitutions, capitalization, emphasis).")
    var fix = false

    @Flag(name: .customLong("dry-run"), help: "With --fix: print the changes as a diff instead of writing them.")
    var dryRun = false

    @Flag(name: .customLong("list-rules"), help: "Print every rule with its id, default severity and summary.")
    var listRules = false

    func run() throws {
        if listRules {
            for rule in Linter.ruleSummaries { print("\(rule.id)  [\(rule.severity.rawValue)]  \(rule.summary)") }
            return
        }
        let (config, configDiagnostics) = site.load()
        let (runner, setupDiagnostics) = Self.runner(site: site, config: config)
        let setup = configDiagnostics + setupDiagnostics
        if setup.hasErrors {
            emit(setup, options: report)
            throw ExitCode(2)
        }
        if paths.contains("-") {
            try lintStandardInput(runner: runner, setup: setup)
            return
        }
        let targets = paths.isEmpty ? [site.path(config.contentPath)] : paths
        var result = runner.lint(paths: targets)
        result.diagnostics = setup + result.diagnostics
        if fix {
            let changes = Fixer.plan(result.fixes)
            for change in changes {
                if dryRun {
                    print(Fixer.diff(change), terminator: "")
                } else {
                    do {
                        try Fixer.write(change)
                    } catch {
                        result.diagnostics.append(.error("lint.write", "cannot write the fixes: \(error.localizedDescription)", at: SourceLocation(file: change.path)))
                    }
                }
            }
            if !dryRun, !changes.isEmpty {
                // Report what is left after fixing.
                let fixedFiles = Set(changes.map(\.path))
                var rest = result.diagnostics.filter { d in !fixedFiles.contains(d.location?.file ?? "") }
                for file in fixedFiles.sorted() { rest += runner.lint(file: file).diagnostics }
                result.diagnostics = rest.sortedForOutput()
                if !report.quiet { printError("Fixed \(changes.reduce(0) { $0 + $1.applied }) problems in \(changes.count) file\(changes.count == 1 ? "" : "s").\n") }
            }
        }
        emit(result.diagnostics, options: report)
        try finish(result.diagnostics)
    }

    /// Prints the summary line (human form) and exits with 1 when the findings fail the run.
    private func finish(_ diagnostics: [Diagnostic]) throws {
        if !report.quiet, report.format == .human {
            let errors = diagnostics.count(of: .error), warnings = diagnostics.count(of: .warning)
            printError("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s").\n")
        }
        if diagnostics.hasErrors || (report.strict && diagnostics.contains { $0.severity == .warning }) { throw ExitCode(1) }
    }

    /// Lints standard input as the file `--stdin-name` names: for editors, which lint a buffer
    /// before it is saved. With `--fix` the fixed text (or, with `--dry-run`, the diff) goes to
    /// standard output, whole even when nothing changed, and the findings left to standard error.
    private func lintStandardInput(runner: LintRunner, setup: [Diagnostic]) throws {
        guard paths == ["-"] else {
            printError("error: `-` (standard input) is linted on its own, not with other paths\n")
            throw ExitCode(2)
        }
        guard !(fix && report.format == .json) else {
            printError("error: with `-` and --fix the fixed text goes to standard output, where JSON would go; choose another --format\n")
            throw ExitCode(2)
        }
        let name = stdinName ?? "stdin.md"
        var data = FileHandle.standardInput.readDataToEndOfFile()
        var result = runner.lint(data: data, name: name)
        if fix {
            let change = Fixer.plan(result.fixes, data: data, path: name)
            if dryRun {
                print(change.map(Fixer.diff) ?? "", terminator: "")
            } else {
                if let change { data = change.encoding.encode(change.new) }
                FileHandle.standardOutput.write(data)
                // What is left is what the fixed text still has.
                if change != nil { result = runner.lint(data: data, name: name) }
            }
        }
        result.diagnostics = setup + result.diagnostics.sortedForOutput()
        emit(result.diagnostics, options: report, texts: [SourceText(path: name, text: String(decoding: data, as: UTF8.self))])
        try finish(result.diagnostics)
    }

    /// The runner for a site's configuration: its `lint:` settings and glossary.
    static func runner(site: SiteOptions, config: SiteConfig) -> (LintRunner, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var lintConfig = LintConfig()
        let configFile = site.config ?? site.path("guidegen.yml")
        if let data = FileManager.default.contents(atPath: configFile), case .success(let text) = TextDecoding.utf8(data) {
            let (loaded, problems) = LintConfig.load(file: configFile, text: text, knownRules: Linter.ruleIDs)
            lintConfig = loaded
            diagnostics += problems
        }
        var glossary = Glossary()
        let glossaryFile = site.path(config.glossaryPath)
        if let data = FileManager.default.contents(atPath: glossaryFile) {
            switch TextDecoding.utf8(data) {
            case .success(let text):
                let (loaded, problems) = Glossary.load(file: glossaryFile, text: text, languages: config.languages)
                glossary = loaded
                diagnostics += problems
            case .failure:
                diagnostics.append(.error("glossary.invalid", "the glossary is not UTF-8 text; save it as UTF-8", at: SourceLocation(file: glossaryFile)))
            }
        } else if config.glossaryIsConfigured {
            diagnostics.append(.error("glossary.missing", "guidegen.yml names the glossary `\(config.glossaryPath)`, but there is no such file",
                                      at: SourceLocation(file: glossaryFile), suggestion: "create it, or remove `glossary:` from guidegen.yml"))
        }
        var runner = LintRunner(linter: Linter(config: lintConfig, glossary: glossary), site: config)
        runner.roles = RolePatterns(patterns: lintConfig.rolePatterns + RolePatterns.defaultPatterns)
        return (runner, diagnostics)
    }
}

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

    @Flag(name: .customLong("list-rules"), help: "Print every rule with its id, languages, default severity and summary.")
    var listRules = false

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's findings in a file, for --baseline, and exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Option(name: .long, help: ArgumentHelp("Report only findings that the baseline file (from --write-baseline) does not record.", valueName: "file"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp("Lint only these languages, comma-separated, such as `en,zh-Hans` (`en` includes `en-GB`).", valueName: "tags"))
    var languages: String?

    @Option(name: .long, help: ArgumentHelp("A folder of the app's Swift code (repeatable): each key is checked in the role its most visible use gives it. Found by itself in a linted folder that holds Swift files.", valueName: "dir"))
    var sources: [String] = []

    func validate() throws {
        if dryRun, !fix { throw ValidationError("--dry-run shows what --fix would change; add --fix") }
        if stdinName != nil, !paths.contains("-") { throw ValidationError("--stdin-name names standard input; give `-` as the path to lint it") }
        if writeBaseline != nil, fix || baseline != nil || paths.contains("-") {
            throw ValidationError("--write-baseline records the findings of files as they are; use it without --fix, --baseline and `-`")
        }
        if let languages, languageList(languages).isEmpty { throw ValidationError("--languages takes language tags, such as `en,zh-Hans`") }
    }

    /// The folders of Swift code to read roles from: `--sources`, `lint.sources`, and any linted
    /// folder that holds Swift files.
    private func sourceFolders(configured: [String]) -> [String] {
        var folders = sources + configured.map(site.path)
        if sources.isEmpty, configured.isEmpty {
            folders += paths.filter { path in
                var isFolder: ObjCBool = false
                return path != "-" && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue && CodeRoles.folderHasSwiftFiles(path)
            }
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    private func languageList(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() throws {
        let project = site.loadProjectWithGlossary()
        let config = project.config
        var runner = project.lintRunner()
        var setupDiagnostics = project.diagnostics
        runner.onlyLanguages = languages.map(languageList)
        runner.contentFolders = config.contentFolders(resolving: site.path)
        let codeFolders = sourceFolders(configured: runner.sourceFolders)
        for folder in codeFolders where !FileManager.default.fileExists(atPath: folder) {
            setupDiagnostics.append(.error("lint.missing-path", "no folder of Swift sources at `\(folder)`", at: nil))
        }
        var readAhead: LintRunner.StringFilesReadAhead?
        if !codeFolders.isEmpty, !listRules {
            let linted = runner.files(in: paths.filter { $0 != "-" }).0
            // The string files are read while the code is (neither needs the other).
            if !paths.isEmpty, !paths.contains("-") { readAhead = LintRunner.StringFilesReadAhead(runner, files: linted) }
            // The catalogs linted give their keys' generated symbols, wherever they are.
            let catalogs = linted.filter { PathNames.fileExtension($0) == "xcstrings" }
            runner.codeRoles = CodeRoles(folders: codeFolders.filter { FileManager.default.fileExists(atPath: $0) }, catalogs: catalogs)
            setupDiagnostics += runner.codeRoles.unreadFileWarnings
        }
        if listRules {
            Self.printRules(runner.linter.diagnosticDescriptions)
            return
        }
        // The site's severities (`diagnostics:`), applied to everything this run reports.
        let policy = report.policy(runner)
        let setup = policy.apply(setupDiagnostics)
        let rules = runner.linter.diagnosticDescriptions
        if setup.hasErrors {
            emit(setup, options: report, rules: rules)
            throw ExitCode(2)
        }
        let screen = try Screen(baseline: loadBaseline())
        if paths.contains("-") {
            try lintStandardInput(runner: runner, setup: setup, screen: screen, policy: policy)
            return
        }
        var result = paths.isEmpty ? runner.lint(site: config, path: site.path) : runner.lint(paths: paths, readAhead: readAhead)
        result.diagnostics = policy.apply(result.diagnostics)
        if let writeBaseline {
            try record(result.diagnostics, in: writeBaseline)
            return
        }
        result = screen.apply(result, sourceLine: SourceLineCache().line)
        result.diagnostics = setup + result.diagnostics
        if fix {
            applyFixes(to: &result, runner: runner, screen: screen)
            result.diagnostics = policy.apply(result.diagnostics)
        }
        emit(result.diagnostics, options: report, rules: rules)
        try finish(result.diagnostics, known: screen.known, skipped: result.skippedLanguages, houseStyle: result.houseStyle?.summary ?? [])
    }

    /// Hides the findings a baseline records, and counts them.
    final class Screen {
        let baseline: Baseline?
        private(set) var known = 0

        init(baseline: Baseline?) { self.baseline = baseline }

        func apply(_ result: LintResult, sourceLine: (String, Int) -> Substring?) -> LintResult {
            guard let baseline else { return result }
            var result = result
            let (new, known) = baseline.filter(result.diagnostics, sourceLine: sourceLine)
            result.diagnostics = new
            self.known += known
            return result
        }

        /// Lints bytes as a file and screens the findings (for the rounds of `--fix`).
        func lint(_ data: Data, name: String, runner: LintRunner) -> LintResult {
            guard let baseline else { return runner.lint(data: data, name: name) }
            let text = SourceText(path: name, text: String(decoding: data, as: UTF8.self))
            var result = runner.lint(data: data, name: name)
            result.diagnostics = baseline.filter(result.diagnostics, sourceLine: { text.line($1) }).new
            return result
        }
    }

    /// The baseline `--baseline` names; a file that cannot be read is a usage error.
    private func loadBaseline() throws -> Baseline? {
        guard let baseline else { return nil }
        do {
            return try Baseline.read(Data(contentsOf: URL(fileURLWithPath: baseline)))
        } catch let error as DecodingError {
            printError("error: `\(baseline)` is not a baseline written by --write-baseline (\(error.localizedDescription))\n")
        } catch {
            printError("error: cannot read the baseline `\(baseline)`: \(AppStringsReader.reason(error))\n")
        }
        throw ExitCode(2)
    }

    /// Writes the findings as a baseline file.
    private func record(_ diagnostics: [Diagnostic], in file: String) throws {
        let baseline = Baseline(diagnostics, sourceLine: SourceLineCache().line)
        do {
            try baseline.encoded().write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            printError("error: cannot write the baseline `\(file)`: \(error.localizedDescription)\n")
            throw ExitCode(1)
        }
        if !report.quiet { printError("Recorded \(baseline.count) finding\(baseline.count == 1 ? "" : "s") in \(file).\n") }
    }

    /// Every rule: id, languages, default severity and summary, in aligned columns.
    /// Every id, in two groups: the copy rules (with their languages), then the problems of
    /// the site and its inputs; each with its default severity and summary.
    static func printRules(_ rules: [RuleDescription]) {
        let copy = rules.filter { $0.group == .copy }, site = rules.filter { $0.group == .site }
        let idWidth = rules.map(\.id.count).max() ?? 0
        let languageWidth = copy.map(\.languagesText.count).max() ?? 0
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        print("Copy rules (`guidegen lint`; warnings in a build unless `diagnostics:` says otherwise):")
        for rule in copy {
            print("\(pad(rule.id, idWidth))  \(pad(rule.languagesText, languageWidth))  \(pad(rule.defaultSeverity.rawValue, 7))  \(rule.summary)")
        }
        print("\nProblems of the site, its configuration and the files guidegen reads and writes:")
        for rule in site {
            print("\(pad(rule.id, idWidth))  \(pad(rule.defaultSeverity.rawValue, 7))  \(rule.summary)")
        }
    }

    /// Fixes every file with safe fixes, each to its fixed point, and replaces the findings of
    /// the files written with what is left in them. A file that cannot be written is an error.
    private func applyFixes(to result: inout LintResult, runner: LintRunner, screen: Screen) {
        // Each file is linted again alone between rounds: with the house style learned from
        // every file, not from that file's few strings, or Apple's style would come back.
        var runner = runner
        runner.houseStyle = result.houseStyle ?? runner.houseStyle
        var fixed = 0, written = 0
        var left: [String: [Diagnostic]] = [:]
        var failures: [Diagnostic] = []
        for file in Set(result.fixes.map(\.file)).sorted() {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let (change, rest) = Fixer.settle(data, path: file) { screen.lint($0, name: file, runner: runner) }
            guard let change else { continue }
            if dryRun {
                print(Fixer.diff(change), terminator: "")
                continue
            }
            do {
                try Fixer.write(change)
                fixed += change.applied
                written += 1
                left[file] = rest.diagnostics
            } catch {
                failures.append(.error("lint.write", "cannot write the fixes: \(error)", at: SourceLocation(file: file)))
            }
        }
        guard !dryRun else { return }
        result.diagnostics = (result.diagnostics.filter { left[$0.location?.file ?? ""] == nil } + left.values.joined() + failures).sortedForOutput()
        if !report.quiet, written > 0 {
            printError("Fixed \(fixed) problem\(fixed == 1 ? "" : "s") in \(written) file\(written == 1 ? "" : "s").\n")
        }
    }

    /// Prints the summary line (human form) and exits with 1 when the findings fail the run.
    private func finish(_ diagnostics: [Diagnostic], known: Int = 0, skipped: Set<String> = [], houseStyle: [String] = []) throws {
        if !report.quiet, report.format == .human {
            // An app that writes a role in its own style is checked against it: say so.
            for line in houseStyle { printError("note: \(line).\n") }
            let baseline = known > 0 ? " (\(known) known finding\(known == 1 ? "" : "s") in the baseline)" : ""
            // A catalog in 19 languages is checked in two: say so, rather than let silence
            // read as "the others are fine".
            let others = skipped.isEmpty ? "" : "; skipped \(skipped.count) language\(skipped.count == 1 ? "" : "s") with no rules written for \(skipped.count == 1 ? "it" : "them") (\(skipped.sorted().joined(separator: ", ")))"
            printError("\(diagnostics.problemCount(strict: report.strict))\(baseline)\(others).\n")
        }
        if report.policy.fails(diagnostics) { throw ExitCode(1) }
    }

    /// Lints standard input as the file `--stdin-name` names: for editors, which lint a buffer
    /// before it is saved. With `--fix` the fixed text (or, with `--dry-run`, the diff) goes to
    /// standard output, whole even when nothing changed, and the findings left to standard error.
    private func lintStandardInput(runner: LintRunner, setup: [Diagnostic], screen: Screen, policy: DiagnosticPolicy) throws {
        guard paths == ["-"] else {
            printError("error: `-` (standard input) is linted on its own, not with other paths\n")
            throw ExitCode(2)
        }
        guard !(fix && [.json, .sarif, .github].contains(report.format)) else {
            printError("error: with `-` and --fix the fixed text goes to standard output, where \(report.format.rawValue) would go; choose human or line\n")
            throw ExitCode(2)
        }
        let name = stdinName ?? "stdin.md"
        var data = (try? FileReader.readToEnd(FileHandle.standardInput)) ?? Data()
        // An app's string file takes the house style of all the app's string files, as it does
        // in `guidegen lint FOLDER` and in the editor.
        var runner = runner
        if runner.houseStyle == nil, LintRunner.stringsExtensions.contains(PathNames.fileExtension(name)) {
            runner.houseStyle = runner.houseStyle(ofAppIn: site.root, unsaved: (name, data))
        }
        var result = screen.lint(data, name: name, runner: runner)
        if fix {
            let (change, rest) = Fixer.settle(data, path: name) { screen.lint($0, name: name, runner: runner) }
            if dryRun {
                print(change.map(Fixer.diff) ?? "", terminator: "")
            } else {
                if let change { data = change.encoding.encode(change.new) }
                FileHandle.standardOutput.write(data)
                // What is left is what the fixed text still has.
                result = rest
            }
        }
        result.diagnostics = setup + policy.apply(result.diagnostics).sortedForOutput()
        emit(result.diagnostics, options: report, texts: [SourceText(path: name, text: String(decoding: data, as: UTF8.self))], rules: runner.linter.diagnosticDescriptions)
        try finish(result.diagnostics, houseStyle: runner.houseStyle?.summary ?? [])
    }
}

import Foundation
import GuideContent
import GuideCore

/// A site's settings, read once: guidegen.yml — the site's keys, and its `lint:` and
/// `diagnostics:` settings, from one parse — and the glossary it names. Every command that
/// reads a site (build, serve, lint, new, translations) and the language server start from one.
public struct Project: Sendable {
    /// The site's settings, with whatever the command line changed.
    public var config = SiteConfig()
    /// `lint:` and `diagnostics:`.
    public var lint = LintConfig()
    /// The glossary, once `readGlossary` has read it.
    public var glossary = Glossary()
    /// Every problem found reading them.
    public var diagnostics: [Diagnostic] = []
    /// True when an input was refused (it leads out of the site, or into a hidden folder): then
    /// nothing more is read, not even the glossary.
    public var inputsRefused = false

    public init() {}

    /// The settings in a configuration file's text; problems are diagnostics at their lines.
    public init(file: String, text: String) {
        let root = YAMLReader(file: file, lineOffset: 0).parse(text, into: &diagnostics)
        let (config, siteProblems) = SiteConfig.load(file: file, root: root)
        let (lint, lintProblems) = LintConfig.load(file: file, root: root, knownRules: Linter.ruleIDs)
        (self.config, self.lint) = (config, lint)
        diagnostics += siteProblems + lintProblems
    }

    /// Reads the configuration file at `file`: the defaults when there is none, which is an
    /// error when the file was asked for (`required`: named on the command line).
    public static func read(configFile file: String, required: Bool) -> Project {
        var project = Project()
        guard FileManager.default.fileExists(atPath: file) else {
            if required { project.diagnostics = [.error("config.missing", "no configuration file at `\(file)`", at: nil)] }
            return project
        }
        // There but not readable as a file (a folder, a FIFO, no permission) is never "no settings".
        let data: Data
        do {
            data = try FileReader.contents(of: file)
        } catch {
            project.diagnostics = [.error("config.unreadable", "cannot read the configuration `\(file)`: \(ContentDiscovery.reason(error))", at: SourceLocation(file: file))]
            return project
        }
        let text: String
        switch TextDecoding.utf8(data) {
        case .success(let decoded): text = decoded
        case .failure(let failure):
            project.diagnostics = [.error("config.encoding", failure.message(about: "the configuration"), at: failure.location(in: file))]
            return project
        }
        return Project(file: file, text: text)
    }

    /// Reads the glossary at `path` (the configuration's `glossary`, resolved from the site's
    /// folder), its entries expected in `languages` (default: the site's). No file is no
    /// glossary, unless the configuration names one.
    public mutating func readGlossary(at path: String, languages: [Language]? = nil) {
        guard !inputsRefused else { return }
        guard let data = FileManager.default.contents(atPath: path) else {
            if config.glossaryIsConfigured {
                diagnostics.append(.error("glossary.missing", "guidegen.yml names the glossary `\(config.glossaryPath)`, but there is no such file",
                                          at: config.settingLocations["glossary"] ?? SourceLocation(file: path),
                                          suggestion: "create it, or remove `glossary:` from guidegen.yml"))
            }
            return
        }
        let text: String
        switch TextDecoding.utf8(data) {
        case .success(let decoded): text = decoded
        case .failure(let failure):
            diagnostics.append(.error("glossary.invalid", failure.message(about: "the glossary"), at: failure.location(in: path)))
            return
        }
        let (loaded, problems) = Glossary.load(file: path, text: text, languages: languages ?? config.languages)
        glossary = loaded
        diagnostics += problems
    }

    /// The linter these settings describe: its rules, glossary, roles and house styles.
    public func lintRunner() -> LintRunner {
        var runner = LintRunner(linter: Linter(config: lint, glossary: glossary), site: config)
        runner.roles = RolePatterns(patterns: lint.rolePatterns + RolePatterns.defaultPatterns)
        runner.ignoredKeys = lint.ignoredKeys
        runner.sourceFolders = lint.sources
        runner.statedStyles = lint.styles
        return runner
    }
}

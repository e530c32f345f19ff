import Foundation
import GuideContent
import GuideCore
import GuideLint

/// What kind of file guidegen reads a document as.
public enum DocumentKind: Sendable {
    case page, appStrings, configuration, glossary, other

    /// The kind of the file at a path in a site.
    public static func of(path: String, setup: SiteSetup) -> DocumentKind {
        if path == setup.configFile { return .configuration }
        if path == setup.glossaryFile { return .glossary }
        if PathNames.isMarkdown(path) { return .page }
        switch PathNames.fileExtension(path) {
        case "strings", "xcstrings": return .appStrings
        default: return .other
        }
    }
}

/// The problems of one document's unsaved text: for a page every lint finding (as
/// `guidegen lint - --stdin-name PATH` reports them) and, when it is one of the site's pages,
/// its links as the build checks them; for app strings their lint findings; for the
/// configuration and the glossary what reading them reports.
public enum DocumentChecks {
    public static func check(path: String, text: String, setup: SiteSetup, index: SiteIndex?) -> [Diagnostic] {
        var diagnostics: [Diagnostic]
        switch DocumentKind.of(path: path, setup: setup) {
        case .page:
            diagnostics = setup.runner.lint(data: Data(text.utf8), name: path).diagnostics + markdownWarnings(path: path, text: text, setup: setup)
            if let index, index.contains(path: path) { diagnostics += index.linkDiagnostics(path: path) }
        case .appStrings:
            diagnostics = setup.runner.lint(data: Data(text.utf8), name: path).diagnostics
        case .configuration:
            diagnostics = Project(file: path, text: text).diagnostics
        case .glossary:
            diagnostics = Glossary.load(file: path, text: text, languages: setup.config.languages).1
        case .other:
            diagnostics = []
        }
        // Findings about other files (a duplicate id's other page) belong to those files.
        let mine = diagnostics.filter { $0.location == nil || $0.location?.file == path }
        return policy(setup).apply(mine).sortedForOutput()
    }

    /// Where the server shows a finding otherwise than its default severity: a topic not yet
    /// translated is a note while one writes it (the build warns).
    static let contextSeverities: [String: Severity] = ["translation.missing": .note]

    /// The server's severities, then the site's (`diagnostics:` in guidegen.yml), which win.
    static func policy(_ setup: SiteSetup) -> DiagnosticPolicy {
        var severities: [String: Severity?] = contextSeverities.mapValues { $0 }
        for (id, severity) in setup.runner.linter.diagnosticSeverities { severities[id] = .some(severity) }
        return DiagnosticPolicy(severities: severities)
    }

    /// The build's warnings about a page's Markdown (a second level-1 heading, raw HTML the
    /// site does not allow), which the linter leaves to the build: the page's body parsed as
    /// the build parses it. Nil for a file outside the site's content, which is never built.
    static func markdownWarnings(path: String, text: String, setup: SiteSetup) -> [Diagnostic] {
        let contentFolder = setup.path(setup.config.contentPath) + "/"
        // A folder per language, or a DocC catalog, as the linter finds them; else the content folder.
        guard let file = setup.runner.contentFile(at: path)
                ?? (path.hasPrefix(contentFolder) ? ContentFile(path: path, relativePath: String(path.dropFirst(contentFolder.count)), displayPath: path) : nil)
        else { return [] }
        let (_, diagnostics) = PageParser(config: setup.config).parse(file, data: Data(text.utf8))
        return diagnostics.filter { $0.id.hasPrefix("markdown.") }
    }
}

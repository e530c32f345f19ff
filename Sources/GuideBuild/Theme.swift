import Foundation
import GuideContent
import GuideCore
import GuideTemplates
import Synchronization

/// A theme: Mustache templates (`templates/*.mustache`) and static files (`assets/`), loaded and
/// checked before anything is rendered.
struct Theme: Sendable {
    /// Templates every theme must have: one per kind of page.
    static let requiredTemplates = ["home", "section", "topic", "root", "404"]

    public let path: String
    let library: TemplateLibrary
    /// Static files, from the theme folder or built in.
    let assets: [ThemeFile]
    /// The files read from the theme folder, by their path in it (`templates/topic.mustache`,
    /// `assets/style.css`): what a change in the folder can have changed.
    let folderFiles: Set<String>
    /// A hash of each template's text, by name: what tells an edited template from a saved one.
    let templateFingerprints: [String: Int]
    /// Each template's path as diagnostics show it, by name.
    let templateDisplayPaths: [String: String]
    /// Where rendering with this theme stopped including a template that never ends.
    let runaways = TemplateRunaways()

    /// Loads and checks a theme: the folder at `path` laid over the built-in theme (see
    /// `ThemeFiles`); nil with diagnostics when it cannot be used. A missing folder is an error
    /// only when `folderRequired`, reported `namedAt` (where guidegen.yml names the folder).
    public static func load(path: String, displayPath: String, folderRequired: Bool = true, namedAt: SourceLocation? = nil) -> (Theme?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let found = ThemeFiles.find(path: path, displayPath: displayPath, folderRequired: folderRequired, namedAt: namedAt)
        if let problem = found.problem { return (nil, [problem]) }
        var sources: [String: (text: String, display: String)] = [:]
        // Templates that are there but could not be read: reported as such, not as missing.
        var unusable: Set<String> = []
        for file in found.templates {
            let display = file.display
            let name = String(file.relativePath.dropLast(".mustache".count))
            guard let data = file.contents() else {
                diagnostics.append(.error("theme.unreadable", "cannot read the template", at: SourceLocation(file: display)))
                unusable.insert(name)
                continue
            }
            switch TextDecoding.utf8(data) {
            case .success(let text):
                sources[name] = (text, display)
            case .failure(let failure):
                diagnostics.append(.error("theme.encoding", failure.message(about: "the template"), at: failure.location(in: display)))
                unusable.insert(name)
            }
        }

        let (library, compileDiagnostics) = compile(sources, unusable: unusable)
        diagnostics += compileDiagnostics
        for required in requiredTemplates where sources[required] == nil && !unusable.contains(required) {
            diagnostics.append(.error("theme.missing-template", "the theme has no `templates/\(required).mustache`", at: SourceLocation(file: "\(displayPath)/templates")))
        }

        diagnostics += found.warnings
        if diagnostics.hasErrors { return (nil, diagnostics) }
        let folderFiles = Set(found.templates.filter { $0.path != nil }.map { "templates/" + $0.relativePath }
                              + found.assets.filter { $0.path != nil }.map { "assets/" + $0.relativePath })
        return (Theme(path: path, library: library, assets: found.assets, folderFiles: folderFiles,
                      templateFingerprints: sources.mapValues { $0.text.hashValue },
                      templateDisplayPaths: sources.mapValues(\.display)), diagnostics)
    }

    /// True when the theme has the template (`search` is optional).
    func hasTemplate(_ name: String) -> Bool {
        library.templates[name] != nil
    }

    /// The templates whose text is not `other`'s, and those only one of the two has.
    func templates(changedSince other: Theme) -> Set<String> {
        Set(templateFingerprints.keys).union(other.templateFingerprints.keys)
            .filter { templateFingerprints[$0] != other.templateFingerprints[$0] }
    }

    /// Renders a template with a stack of contexts, innermost last (see `TemplateLibrary`).
    /// Where a template includes itself without end, the output is cut short and the place is
    /// kept in `runaways`, which a build reports as an error.
    func render(_ template: String, _ contexts: TemplateValue...) -> String {
        do {
            return try library.render(template, stack: contexts)
        } catch {
            runaways.record(error)
            return ""
        }
    }

    /// `render` as UTF-8 bytes (a page on its way to a file).
    func renderBytes(_ template: String, _ contexts: TemplateValue...) -> [UInt8] {
        do {
            return try library.renderBytes(template, stack: contexts)
        } catch {
            runaways.record(error)
            return []
        }
    }

    /// The places in `runaways` as errors, and `runaways` emptied (for the next build).
    func takeRunawayDiagnostics() -> [Diagnostic] {
        runaways.take().map { runaway in
            let include = runaway.include
            let file = templateDisplayPaths[include.template] ?? "\(path)/templates/\(include.template).mustache"
            return .error("theme.runaway", runaway.message, at: SourceLocation(file: file, line: include.line, column: include.column))
        }
    }

    /// Compiles template sources (name → text and the path diagnostics show) once, and checks
    /// that every partial and parent they name exists and that none includes itself.
    /// Templates in `unusable` are there but could not be read, which is reported already: an
    /// include of one is not also reported as missing.
    static func compile(_ sources: [String: (text: String, display: String)], unusable: Set<String> = []) -> (TemplateLibrary, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var library = TemplateLibrary()
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                try library.add(source.text, named: name)
            } catch let error as TemplateSyntaxError {
                diagnostics.append(.error("theme.template", "the template does not parse: \(error.message)",
                                          at: SourceLocation(file: source.display, line: error.line, column: error.column)))
            } catch {
                diagnostics.append(.error("theme.template", "the template does not parse: \(error)", at: SourceLocation(file: source.display)))
            }
        }
        // Partials and parents that name no template render as nothing in Mustache; here they are errors.
        for (name, template) in library.templates.sorted(by: { $0.key < $1.key }) {
            for reference in template.references where sources[reference.name] == nil && !unusable.contains(reference.name) {
                diagnostics.append(.error("theme.missing-template", "the template uses `\(reference.name)`, but the theme has no `templates/\(reference.name).mustache`",
                                          at: SourceLocation(file: sources[name]!.display, line: reference.line, column: reference.column),
                                          suggestion: Suggestions.didYouMean(reference.name, in: sources.keys)))
            }
        }
        for cycle in library.cycles() {
            let chain = cycle.chain.joined(separator: " → ")
            let message = cycle.chain.count == 2
                ? "the template includes itself (\(chain)), so it would never finish rendering"
                : "templates include each other in a circle (\(chain)), so they would never finish rendering"
            diagnostics.append(.error("theme.template-cycle", message,
                                      at: SourceLocation(file: sources[cycle.reference.template]?.display ?? cycle.reference.template,
                                                         line: cycle.reference.line, column: cycle.reference.column),
                                      suggestion: "include a template from itself only inside a section, which ends when the data does"))
        }
        return (library, diagnostics)
    }
}

/// The includes where rendering stopped (`TemplateRunaway`), each place once: many pages hit
/// the same one.
final class TemplateRunaways: Sendable {
    private let found = Mutex<[TemplateRunaway]>([])

    func record(_ runaway: TemplateRunaway) {
        found.withLock { found in
            if !found.contains(where: { $0.include == runaway.include }) { found.append(runaway) }
        }
    }

    /// What was recorded, in order, and nothing left.
    func take() -> [TemplateRunaway] {
        found.withLock { found in
            defer { found = [] }
            return found
        }
    }
}

import Foundation
import GuideCore
import Mustache

/// A theme: Mustache templates (`templates/*.mustache`) and static files (`assets/`), loaded and
/// checked before anything is rendered.
public struct Theme: Sendable {
    /// Templates every theme must have: one per kind of page.
    public static let requiredTemplates = ["home", "section", "topic", "root", "404"]

    public let path: String
    let library: MustacheLibrary
    /// Static files, from the theme folder or built in.
    public let assets: [ThemeFile]

    /// Loads and checks a theme: the folder at `path` laid over the built-in theme (see
    /// `ThemeFiles`); nil with diagnostics when it cannot be used. A missing folder is an error
    /// only when `folderRequired`.
    public static func load(path: String, displayPath: String, folderRequired: Bool = true) -> (Theme?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let found = ThemeFiles.find(path: path, displayPath: displayPath, folderRequired: folderRequired)
        if let problem = found.problem { return (nil, [problem]) }
        var sources: [String: (text: String, display: String)] = [:]
        for file in found.templates {
            let display = file.display
            guard let data = file.contents() else {
                diagnostics.append(.error("theme.unreadable", "cannot read the template", at: SourceLocation(file: display)))
                continue
            }
            guard case .success(let text) = TextDecoding.utf8(data) else {
                diagnostics.append(.error("theme.encoding", "the template is not valid UTF-8", at: SourceLocation(file: display)))
                continue
            }
            sources[String(file.relativePath.dropLast(".mustache".count))] = (text, display)
        }

        FastHTMLContentType.register
        var library = MustacheLibrary()
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                library.register(try MustacheTemplate(string: FastHTMLContentType.pragma + source.text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                // The pragma sits on the first line: positions there move back by its length.
                let line = error.context.lineNumber
                let column = error.context.columnNumber - (line == 1 ? FastHTMLContentType.pragma.count : 0)
                diagnostics.append(.error("theme.template", "the template does not parse: \(describe(error.error))",
                                          at: SourceLocation(file: source.display, line: line, column: max(column, 1))))
            } catch {
                diagnostics.append(.error("theme.template", "the template does not parse: \(error)", at: SourceLocation(file: source.display)))
            }
        }
        // Partials and parents that name no template render as nothing in Mustache; here they are errors.
        for (name, source) in sources {
            for reference in partialReferences(in: source.text) where sources[reference.name] == nil {
                diagnostics.append(.error("theme.missing-template", "the template uses `\(reference.name)`, but the theme has no `templates/\(reference.name).mustache`",
                                          at: SourceLocation(file: source.display, line: reference.line, column: reference.column),
                                          suggestion: Suggestions.didYouMean(reference.name, in: sources.keys)))
                _ = name
            }
        }
        for required in requiredTemplates where sources[required] == nil {
            diagnostics.append(.error("theme.missing-template", "the theme has no `templates/\(required).mustache`", at: SourceLocation(file: "\(displayPath)/templates")))
        }

        if diagnostics.hasErrors { return (nil, diagnostics) }
        return (Theme(path: path, library: library, assets: found.assets), diagnostics)
    }

    /// Renders a template with a context.
    func render(_ template: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: template) ?? ""
    }

    /// `{{> name}}` and `{{< name}}` tags with their positions.
    static func partialReferences(in text: String) -> [(name: String, line: Int, column: Int)] {
        var found: [(String, Int, Int)] = []
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{") {
                let afterOpen = rest[open.upperBound...]
                let trimmed = afterOpen.drop(while: { $0 == " " })
                if let first = trimmed.first, first == ">" || first == "<" {
                    let nameStart = trimmed.dropFirst().drop(while: { $0 == " " })
                    let name = nameStart.prefix { $0 != "}" && $0 != " " }
                    if !name.isEmpty, !name.hasPrefix("*") {
                        found.append((String(name), lineIndex + 1, line.distance(from: line.startIndex, to: open.lowerBound) + 1))
                    }
                }
                rest = rest[open.upperBound...]
            }
        }
        return found
    }

    private static func describe(_ error: Error) -> String {
        switch "\(error)" {
        case "sectionCloseNameIncorrect": return "a section is closed with a different name than it was opened with"
        case "unfinishedName": return "a tag is not closed with `}}`"
        case "expectedSectionEnd": return "a section is opened but never closed"
        default: return "\(error)"
        }
    }
}

import Foundation
import GuideCore
import Yams

/// The bilingual glossary: one preferred term per language, the alternatives writers should not
/// use, and an optional note. Read from `glossary.yml`; published as a page of the site.
public struct Glossary: Sendable {
    public struct Term: Sendable {
        /// Preferred wording by language tag.
        public var preferred: [String: String]
        /// Rejected alternatives by language tag.
        public var avoid: [String: [String]]
        public var note: String?
    }

    public var terms: [Term] = []

    public init(terms: [Term] = []) { self.terms = terms }

    /// Reads a glossary file; problems are diagnostics at their lines.
    public static func load(file: String, text: String) -> (Glossary, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch {
            let mark = (error as? YamlError).flatMap { error -> Mark? in
                switch error {
                case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _): return mark
                default: return nil
                }
            }
            return (Glossary(), [.error("glossary.invalid", "invalid YAML: \(error)", at: SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1))])
        }
        guard let list = node?["terms"]?.sequence else {
            return (Glossary(), [.error("glossary.invalid", "the glossary needs a `terms:` list", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        var glossary = Glossary()
        for item in list {
            guard let mapping = item.mapping else {
                diagnostics.append(.error("glossary.invalid", "each term is a mapping such as `{en: alert, zh-Hans: 警告框}`", at: location(item, file)))
                continue
            }
            var term = Term(preferred: [:], avoid: [:], note: nil)
            for (key, value) in mapping {
                guard let name = key.string else { continue }
                switch name {
                case "avoid":
                    for (language, words) in value.mapping ?? [:] {
                        guard let tag = language.string else { continue }
                        term.avoid[tag] = (words.sequence ?? []).compactMap(\.string)
                    }
                case "note":
                    term.note = value.string
                default:
                    if let word = value.string { term.preferred[name] = word }
                }
            }
            if term.preferred.isEmpty {
                diagnostics.append(.error("glossary.invalid", "the term names no preferred wording", at: location(item, file)))
            } else {
                glossary.terms.append(term)
            }
        }
        return (glossary, diagnostics)
    }

    private static func location(_ node: Node, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }
}

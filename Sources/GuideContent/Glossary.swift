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

    /// Reads a glossary file; problems are diagnostics at their lines. With the site's
    /// `languages`, a term in another language is reported too, as it would never be used.
    public static func load(file: String, text: String, languages: [Language]? = nil) -> (Glossary, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard let node = YAMLReader(file: file, lineOffset: 0).parse(text, into: &diagnostics) else { return (Glossary(), diagnostics) }
        guard let list = node["terms"]?.sequence else {
            return (Glossary(), [.error("glossary.invalid", "the glossary needs a `terms:` list", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        var glossary = Glossary()
        for item in list {
            guard let mapping = item.mapping else {
                diagnostics.append(.error("glossary.invalid", "each term is a mapping such as `{en: alert, zh-Hans: 警告框}`", at: location(item, file)))
                continue
            }
            var term = Term(preferred: [:], avoid: [:], note: nil)
            // A key is a language tag, `avoid` or `note`; anything else is a mistake to report,
            // not a language nobody writes in.
            func isLanguage(_ node: Node, _ tag: String) -> Bool {
                guard SiteConfig.isLanguageTag(tag) else {
                    let hint = Suggestions.didYouMean(tag.replacingOccurrences(of: "_", with: "-"), in: (languages ?? []).map(\.tag) + ["avoid", "note"])
                    diagnostics.append(.error("glossary.invalid", "`\(tag)` is not a language tag such as `en` or `zh-Hans`, nor `avoid` or `note`", at: location(node, file),
                                              suggestion: hint))
                    return false
                }
                if let languages, !languages.contains(Language(tag)) {
                    diagnostics.append(.warning("glossary.language", "`\(tag)` is not one of the site's languages (\(languages.map(\.tag).joined(separator: ", "))); the entry is not used", at: location(node, file)))
                }
                return true
            }
            for (key, value) in mapping {
                guard let name = key.string else { continue }
                switch name {
                case "avoid":
                    guard let byLanguage = value.mapping else {
                        diagnostics.append(.error("glossary.invalid", "`avoid` maps languages to lists of words, such as `{zh-Hans: [警报框]}`", at: location(value, file)))
                        continue
                    }
                    for (language, words) in byLanguage {
                        guard let tag = language.string, isLanguage(language, tag) else { continue }
                        guard let list = words.sequence, list.allSatisfy({ $0.scalar != nil }) else {
                            diagnostics.append(.error("glossary.invalid", "the words to avoid in `\(tag)` must be a list, such as `[\(words.string ?? "…")]`", at: location(words, file)))
                            continue
                        }
                        term.avoid[tag] = list.compactMap(\.string)
                    }
                case "note":
                    term.note = value.string
                default:
                    guard isLanguage(key, name) else { continue }
                    if let word = value.string, value.scalar != nil {
                        term.preferred[name] = word
                    } else {
                        diagnostics.append(.error("glossary.invalid", "the preferred `\(name)` term must be one piece of text", at: location(value, file)))
                    }
                }
            }
            for tag in term.avoid.keys.sorted() where term.preferred[tag] == nil && languages?.contains(Language(tag)) != false {
                diagnostics.append(.warning("glossary.unchecked-avoid", "the term has words to avoid in `\(tag)` but no preferred `\(tag)` term to suggest; they are not checked", at: location(item, file)))
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

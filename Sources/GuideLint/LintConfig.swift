import Foundation
import GuideContent
import GuideCore
import Yams

/// The `lint:` part of guidegen.yml.
public struct LintConfig: Sendable {
    /// Severity per rule id; `nil` in the map turns a rule off.
    var severities: [String: Severity?] = [:]
    /// Lint text inside quotation marks too (by default quoted text is an example, not the author's voice).
    var lintQuotes = false
    var vocabulary: [String] = LintContext.defaultVocabulary
    var jargon: [String] = LintContext.defaultJargon
    /// Acronyms that are not shouting: the built-in ones and `lint.acronyms`.
    var acronyms: [String] = LintContext.defaultAcronyms
    /// Key patterns for app strings, tried before the defaults.
    public var rolePatterns: [(pattern: String, role: Role)] = []
    /// App string keys never linted: keys, or glob patterns such as `debug.*` (`lint.ignore`).
    public var ignoredKeys: [String] = []
    /// Folders of the app's Swift sources, relative to guidegen.yml's folder (`lint.sources`).
    public var sources: [String] = []
    /// Where guidegen.yml sets `lint.sources`, for a diagnostic about one of them.
    public var sourcesLocation: SourceLocation?
    var customRules: [CustomRule] = []
    /// The app's house style per role (`lint.style: {heading: title, button: sentence}`).
    public var styles: [Role: CaseStyle] = [:]
    /// `diagnostics:` in guidegen.yml: the site's severity for any id (nil: off), which every
    /// command applies through its `DiagnosticPolicy`. Read here, beside `lint.rules`, because
    /// this is where every id is known: the copy rules, the custom ones and `DiagnosticCatalog`'s.
    public var diagnosticSeverities: [String: Severity?] = [:]

    public init() {}

    static let keys = ["rules", "lint_quotes", "vocabulary", "jargon", "add_jargon", "acronyms", "roles", "custom", "ignore", "sources", "style"]

    /// Reads the `lint:` and `diagnostics:` mappings of guidegen.yml (the whole file's text);
    /// problems are diagnostics at their lines.
    public static func load(file: String, text: String, knownRules: Set<String>) -> (LintConfig, [Diagnostic]) {
        // A file that does not parse is reported by `SiteConfig`, which reads the same text.
        var ignored: [Diagnostic] = []
        return load(file: file, root: YAMLReader(file: file, lineOffset: 0).parse(text, into: &ignored), knownRules: knownRules)
    }

    /// Reads the `lint:` and `diagnostics:` mappings of guidegen.yml as parsed (nil: it did not).
    public static func load(file: String, root: Node?, knownRules: Set<String>) -> (LintConfig, [Diagnostic]) {
        var config = LintConfig()
        var diagnostics: [Diagnostic] = []
        guard let root else { return (config, diagnostics) }
        func location(_ node: Node) -> SourceLocation {
            SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        }
        if let lint = root["lint"] { readLint(lint, knownRules: knownRules, location: location, into: &config, diagnostics: &diagnostics) }
        if let node = root["diagnostics"] {
            // Any id: the copy rules (custom ones too) and every other (`DiagnosticCatalog`).
            let known = knownRules.union(config.customRules.map(\.id)).union(DiagnosticCatalog.descriptions.map(\.id))
            if node.mapping == nil {
                diagnostics.append(.error("config.invalid", "`diagnostics` must be a mapping of ids to `off`, `note`, `warning` or `error`", at: location(node)))
            }
            for (id, severity) in severitySettings(node.mapping ?? [:], known: known, what: "diagnostic", location: location, diagnostics: &diagnostics) {
                config.diagnosticSeverities[id] = .some(severity)
                // A copy rule switched off is not run at all.
                if known.contains(id), !DiagnosticCatalog.descriptions.contains(where: { $0.id == id }) { config.severities[id] = .some(severity) }
            }
        }
        // In the file's order, whichever part was read first.
        return (config, diagnostics.sorted { ($0.location ?? SourceLocation(file: "")) < ($1.location ?? SourceLocation(file: "")) })
    }

    /// `lint.custom`: the rules that make sense, each id once and none a built-in rule's or
    /// another diagnostic's (`DiagnosticCatalog`: every id has one meaning and one severity).
    private static func customRules(_ custom: Node, knownRules: Set<String>, location: (Node) -> SourceLocation,
                                    diagnostics: inout [Diagnostic]) -> [CustomRule] {
        guard let items = custom.sequence else {
            diagnostics.append(.error("config.invalid", "`lint.custom` must be a list of rules", at: location(custom)))
            return []
        }
        var rules: [CustomRule] = []
        for item in items {
            guard let rule = customRule(item, location: location, diagnostics: &diagnostics) else { continue }
            if knownRules.contains(rule.id) || DiagnosticCatalog.description(of: rule.id) != nil || rules.contains(where: { $0.id == rule.id }) {
                diagnostics.append(.error("config.invalid", "a rule with the id `\(rule.id)` exists already", at: location(item)))
            } else {
                rules.append(rule)
            }
        }
        return rules
    }

    /// Ids mapped to `off`, `note`, `warning` or `error` (`lint.rules`, `diagnostics`): an id
    /// not in `known` is an error at its line with the closest known one, a bad value an error too.
    static func severitySettings(_ mapping: Node.Mapping, known: Set<String>, what: String, location: (Node) -> SourceLocation,
                                 diagnostics: inout [Diagnostic]) -> [(id: String, severity: Severity?)] {
        var settings: [(String, Severity?)] = []
        for (idNode, severityNode) in mapping {
            let id = idNode.string ?? ""
            guard known.contains(id) else {
                diagnostics.append(.error("config.unknown-rule", "no \(what) has the id `\(id)`", at: location(idNode),
                                          suggestion: Suggestions.didYouMean(id, in: known)))
                continue
            }
            switch severityNode.string?.lowercased() {
            case "off", "false": settings.append((id, nil))
            case "note": settings.append((id, .note))
            case "warning", "true", "on": settings.append((id, .warning))
            case "error": settings.append((id, .error))
            default:
                diagnostics.append(.error("config.invalid", "a \(what) is `off`, `note`, `warning` or `error`, not `\(severityNode.string ?? "")`", at: location(severityNode)))
            }
        }
        return settings
    }

    /// Reads the `lint:` mapping.
    private static func readLint(_ lint: Node, knownRules: Set<String>, location: (Node) -> SourceLocation, into config: inout LintConfig,
                                 diagnostics: inout [Diagnostic]) {
        func strings(_ node: Node, _ key: String) -> [String]? {
            Self.strings(node, key, location: location, diagnostics: &diagnostics)
        }
        func mappingValue(_ node: Node, _ key: String) -> Node.Mapping? {
            if let mapping = node.mapping { return mapping }
            diagnostics.append(.error("config.invalid", "`lint.\(key)` must be a mapping", at: location(node)))
            return nil
        }
        guard let mapping = lint.mapping else {
            diagnostics.append(.error("config.invalid", "`lint` must be a mapping of settings", at: location(lint)))
            return
        }
        var extraJargon: [String] = []
        // Custom rules first, so that `rules:` can set their severity wherever it stands.
        if let custom = mapping["custom"] {
            config.customRules = customRules(custom, knownRules: knownRules, location: location, diagnostics: &diagnostics)
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "custom":
                break
            case "rules":
                let known = knownRules.union(config.customRules.map(\.id))
                for (rule, severity) in severitySettings(mappingValue(value, key) ?? [:], known: known, what: "lint rule", location: location, diagnostics: &diagnostics) {
                    config.severities[rule] = .some(severity)
                }
            case "lint_quotes":
                if let flag = value.bool { config.lintQuotes = flag } else {
                    diagnostics.append(.error("config.invalid", "`lint.lint_quotes` must be true or false", at: location(value)))
                }
            case "vocabulary":
                if let words = strings(value, key) { config.vocabulary += words }
            case "jargon":
                if let words = strings(value, key) { config.jargon = words }
            case "ignore":
                if let keys = strings(value, key) { config.ignoredKeys = keys }
            case "sources":
                if let folders = strings(value, key) {
                    config.sources = folders
                    config.sourcesLocation = location(value)
                }
            case "add_jargon":
                // Added to the built-in list (or to `jargon:`, wherever it stands).
                if let words = strings(value, key) { extraJargon += words }
            case "acronyms":
                if let words = strings(value, key) { config.acronyms += words }
            case "style":
                for (roleNode, styleNode) in mappingValue(value, key) ?? [:] {
                    guard let role = Role(rawValue: roleNode.string ?? ""), HouseStyle.styledRoles.contains(role) else {
                        diagnostics.append(.error("config.invalid", "`\(roleNode.string ?? "")` is not a role with a style (\(HouseStyle.styledRoles.map(\.rawValue).joined(separator: ", ")))", at: location(roleNode)))
                        continue
                    }
                    let name = (styleNode.string ?? "").lowercased().replacingOccurrences(of: " case", with: "")
                    guard let style = CaseStyle(rawValue: name) else {
                        diagnostics.append(.error("config.invalid", "a style is `title`, `sentence` or `lower`, not `\(styleNode.string ?? "")`", at: location(styleNode)))
                        continue
                    }
                    config.styles[role] = style
                }
            case "roles":
                for (roleNode, patterns) in mappingValue(value, key) ?? [:] {
                    guard let role = Role(rawValue: roleNode.string ?? "") else {
                        diagnostics.append(.error("config.invalid", "`\(roleNode.string ?? "")` is not a role (\(Role.allCases.map(\.rawValue).joined(separator: ", ")))", at: location(roleNode)))
                        continue
                    }
                    for pattern in strings(patterns, "roles.\(role.rawValue)") ?? [] { config.rolePatterns.append((pattern, role)) }
                }
            default:
                diagnostics.append(.error("config.unknown-key", "unknown lint setting `\(key)`", at: location(keyNode),
                                          suggestion: Suggestions.didYouMean(key, in: keys) ?? "known settings: " + keys.joined(separator: ", ")))
            }
        }
        config.jargon += extraJargon
    }

    /// The settings a custom rule may have, and those that belong to one kind only.
    static let customRuleKeys = ["id", "kind", "severity", "message", "language", "languages", "words", "patterns", "swap"]
    static let existenceOnlyKeys: Set<String> = ["words", "patterns"]
    static let substitutionOnlyKeys: Set<String> = ["swap"]

    /// A list of words, or an error at the node.
    private static func strings(_ node: Node, _ key: String, location: (Node) -> SourceLocation, diagnostics: inout [Diagnostic]) -> [String]? {
        if let list = node.sequence, list.allSatisfy({ $0.scalar != nil }) { return list.compactMap(\.string) }
        diagnostics.append(.error("config.invalid", "`lint.\(key)` must be a list, such as `[a, b]`", at: location(node)))
        return nil
    }

    private static func customRule(_ node: Node, location: (Node) -> SourceLocation, diagnostics: inout [Diagnostic]) -> CustomRule? {
        func strings(_ node: Node, _ key: String) -> [String]? {
            Self.strings(node, key, location: location, diagnostics: &diagnostics)
        }
        guard let settings = node.mapping else {
            diagnostics.append(.error("config.invalid", "a custom rule is a mapping with an `id`, a `kind` and its words", at: location(node)))
            return nil
        }
        guard let id = node["id"]?.string, !id.isEmpty else {
            diagnostics.append(.error("config.invalid", "a custom rule needs an `id`", at: location(node)))
            return nil
        }
        let kindName = node["kind"]?.string ?? "existence"
        guard let kind = CustomRule.Kind(rawValue: kindName) else {
            diagnostics.append(.error("config.invalid", "`kind` is `existence` or `substitution`, not `\(kindName)`", at: location(node["kind"] ?? node)))
            return nil
        }
        checkCustomRuleSettings(node, settings, kind: kind, location: location, diagnostics: &diagnostics)
        var severity = Severity.warning
        if let name = node["severity"]?.string {
            guard let parsed = Severity(rawValue: name) else {
                diagnostics.append(.error("config.invalid", "`severity` is `note`, `warning` or `error`, not `\(name)`", at: location(node["severity"]!)))
                return nil
            }
            severity = parsed
        }
        let languages = Set((node["language"]?.string).map { [$0] } ?? (node["languages"].flatMap { strings($0, "custom.languages") } ?? []))
        var words: [(String, String?)] = []
        var patterns: [NSRegularExpressionBox] = []
        switch kind {
        case .existence:
            words = (node["words"].flatMap { strings($0, "custom.words") } ?? []).filter { !$0.isEmpty }.map { ($0, nil) }
            if let list = node["patterns"], strings(list, "custom.patterns") == nil { break }
            for patternNode in node["patterns"]?.sequence ?? [] {
                guard let pattern = patternNode.string else { continue }
                do {
                    patterns.append(NSRegularExpressionBox(regex: try NSRegularExpression(pattern: pattern)))
                } catch {
                    diagnostics.append(.error("config.invalid-pattern", "`\(pattern)` is not a valid regular expression", at: location(patternNode)))
                }
            }
        case .substitution:
            if let swap = node["swap"], swap.mapping == nil {
                diagnostics.append(.error("config.invalid", "`swap` must be a mapping of wrong → right, such as `{Iphone: iPhone}`", at: location(swap)))
            }
            for (wrong, right) in node["swap"]?.mapping ?? [:] {
                guard let w = wrong.string, let r = right.string, right.scalar != nil else {
                    diagnostics.append(.error("config.invalid", "each `swap` entry maps one word to one word", at: location(wrong)))
                    continue
                }
                if w == r {
                    diagnostics.append(.warning("config.rule-never-matches", "`\(w)` is swapped for itself; the substitution never changes anything", at: location(wrong)))
                } else if !w.isEmpty {
                    words.append((w, r))
                }
            }
        }
        if words.isEmpty, patterns.isEmpty {
            diagnostics.append(.warning("config.rule-never-matches", "the custom rule `\(id)` has no words or patterns, so it can never match", at: location(node)))
        }
        let message = node["message"]?.string ?? (kind == .existence ? "avoid “%s”" : "“%s” is not the preferred wording")
        return CustomRule(id: id, kind: kind, defaultSeverity: severity, summary: message, languages: languages, message: message,
                          words: words, patterns: patterns)
    }

    /// Reports a custom rule's unknown settings, the settings of the other kind of rule, and a
    /// list given where one value belongs.
    private static func checkCustomRuleSettings(_ node: Node, _ settings: Node.Mapping, kind: CustomRule.Kind, location: (Node) -> SourceLocation,
                                                diagnostics: inout [Diagnostic]) {
        // A misspelt or misplaced setting would otherwise be ignored without a word.
        for (keyNode, _) in settings {
            let key = keyNode.string ?? ""
            if !customRuleKeys.contains(key) {
                diagnostics.append(.error("config.unknown-key", "unknown custom rule setting `\(key)`", at: location(keyNode),
                                          suggestion: Suggestions.didYouMean(key, in: customRuleKeys) ?? "known settings: " + customRuleKeys.joined(separator: ", ")))
            } else if kind == .existence, substitutionOnlyKeys.contains(key) {
                diagnostics.append(.error("config.invalid", "`\(key)` is for `kind: substitution` rules; this one is `existence`", at: location(keyNode),
                                          suggestion: "add `kind: substitution`, or list the words under `words`"))
            } else if kind == .substitution, existenceOnlyKeys.contains(key) {
                diagnostics.append(.error("config.invalid", "`\(key)` is for `kind: existence` rules; a substitution lists wrong → right under `swap`", at: location(keyNode)))
            }
        }
        for key in ["id", "kind", "severity", "message", "language"] {
            if let value = node[key], value.scalar == nil {
                diagnostics.append(.error("config.invalid", "`\(key)` must be a single value", at: location(value)))
            }
        }
    }
}

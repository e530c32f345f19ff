import GuideCore
import Yams

/// Reads YAML (front matter and guidegen.yml) into Yams nodes, turning every problem into a
/// diagnostic at the right line of the original file.
struct YAMLReader {
    let file: String
    /// Lines above the YAML text in its file (1 for front matter after its `---` line).
    let lineOffset: Int

    /// The root node, or nil with a diagnostic when the YAML does not parse. `resolvesTypes`
    /// tags plain scalars as numbers, booleans and so on; without it every scalar is text, which
    /// is all the typed accessors below need (and Yams' resolving runs a regular expression per
    /// scalar: a twentieth of linting a large site).
    func parse(_ text: String, resolvesTypes: Bool = true, into diagnostics: inout [Diagnostic]) -> Node? {
        do {
            // The encoding is given: Yams' default reads the whole environment on every call.
            return try Yams.compose(yaml: text, resolvesTypes ? .default : .basic, .default, .utf8)
        } catch let error as YamlError {
            diagnostics.append(.error("yaml.invalid", "invalid YAML: \(Self.problem(error))", at: location(of: error)))
        } catch {
            diagnostics.append(.error("yaml.invalid", "invalid YAML: \(error)", at: SourceLocation(file: file, line: lineOffset + 1, column: 1)))
        }
        return nil
    }

    /// The location of a node in the original file.
    func location(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: file, line: lineOffset + 1, column: 1) }
        return SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
    }

    private func location(of error: YamlError) -> SourceLocation {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _):
            return SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
        case let .duplicatedKeysInMapping(_, context):
            return SourceLocation(file: file, line: context.mark.line + lineOffset, column: context.mark.column)
        default:
            return SourceLocation(file: file, line: lineOffset + 1, column: 1)
        }
    }

    private static func problem(_ error: YamlError) -> String {
        switch error {
        case let .scanner(context, problem, _, _), let .parser(context, problem, _, _), let .composer(context, problem, _, _):
            if let context { return "\(problem) \(context.text)" }
            return problem
        case let .duplicatedKeysInMapping(duplicates, _):
            return "duplicate key " + duplicates.map { "`\($0)`" }.joined(separator: ", ")
        case let .reader(problem, _, _, _):
            return problem
        default:
            return "\(error)"
        }
    }

    // MARK: Typed values

    /// A scalar as a string, or a diagnostic naming the expected type.
    func string(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> String? {
        if case let .scalar(scalar) = node { return scalar.string }
        diagnostics.append(.error("yaml.type", "`\(key)` must be text, not \(Self.describe(node))", at: location(node)))
        return nil
    }

    /// An integer, or a diagnostic (for `order: "x"` and the like).
    func int(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> Int? {
        if case let .scalar(scalar) = node, scalar.style == .plain, let value = Int(scalar.string) { return value }
        diagnostics.append(.error("yaml.type", "`\(key)` must be a whole number, not \(Self.describe(node))", at: location(node)))
        return nil
    }

    /// A boolean, or a diagnostic.
    func bool(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> Bool? {
        if case let .scalar(scalar) = node, scalar.style == .plain {
            switch scalar.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        diagnostics.append(.error("yaml.type", "`\(key)` must be true or false, not \(Self.describe(node))", at: location(node)))
        return nil
    }

    /// A list of strings (a single string is accepted as a list of one).
    func strings(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> [(String, Node)]? {
        switch node {
        case let .scalar(scalar):
            return scalar.string.isEmpty ? [] : [(scalar.string, node)]
        case let .sequence(sequence):
            var result: [(String, Node)] = []
            for item in sequence {
                if let value = string(item, key: key, into: &diagnostics) { result.append((value, item)) }
            }
            return result
        default:
            diagnostics.append(.error("yaml.type", "`\(key)` must be a list, not \(Self.describe(node))", at: location(node)))
            return nil
        }
    }

    /// The key-value pairs of a mapping with their key nodes, or a diagnostic.
    func mapping(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> [(key: String, keyNode: Node, value: Node)]? {
        guard case let .mapping(mapping) = node else {
            diagnostics.append(.error("yaml.type", "`\(key)` must be a mapping of keys to values, not \(Self.describe(node))", at: location(node)))
            return nil
        }
        return mapping.map { (key: $0.key.string ?? "", keyNode: $0.key, value: $0.value) }
    }

    static func describe(_ node: Node) -> String {
        switch node {
        case let .scalar(scalar):
            if scalar.string.isEmpty, scalar.style == .plain { return "empty" }
            return "`\(scalar.string)`"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }
}

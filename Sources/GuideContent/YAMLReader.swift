import GuideCore
import Yams

/// Reads YAML (front matter and guidegen.yml) into Yams nodes, turning every problem into a
/// diagnostic at the right line of the original file. The one way guidegen reads YAML:
/// guidegen.yml, front matter and the glossary.
public struct YAMLReader: Sendable {
    let file: String
    /// Lines above the YAML text in its file (1 for front matter after its `---` line).
    let lineOffset: Int

    public init(file: String, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
    }

    /// The root node, or nil with a diagnostic when the YAML does not parse. `resolvesTypes`
    /// tags plain scalars as numbers, booleans and so on; without it every scalar is text, which
    /// is all the typed accessors below need (and Yams' resolving runs a regular expression per
    /// scalar: a twentieth of linting a large site).
    public func parse(_ text: String, resolvesTypes: Bool = true, into diagnostics: inout [Diagnostic]) -> Node? {
        do {
            // The encoding is given: Yams' default reads the whole environment on every call.
            return try Yams.compose(yaml: text, resolvesTypes ? .default : .basic, .default, .utf8)
        } catch let YamlError.duplicatedKeysInMapping(duplicates, context) where duplicates.count == 1 {
            // Yams points at the key's first entry; the mistake is the later one.
            let first = SourceLocation(file: file, line: context.mark.line + lineOffset, column: context.mark.column)
            let again = Self.repeatedKey(duplicates[0], after: context.mark, in: text)
            diagnostics.append(.error("yaml.invalid", "invalid YAML: duplicate key `\(duplicates[0])`" + (again == nil ? "" : " (first set at line \(first.line))"),
                                      at: again.map { SourceLocation(file: file, line: $0.line + lineOffset, column: $0.column) } ?? first))
        } catch let error as YamlError {
            diagnostics.append(.error("yaml.invalid", "invalid YAML: \(Self.problem(error))", at: location(of: error)))
        } catch {
            diagnostics.append(.error("yaml.invalid", "invalid YAML: \(error)", at: SourceLocation(file: file, line: lineOffset + 1, column: 1)))
        }
        return nil
    }

    /// The entries of a page's front matter with their key and value (empty, with a diagnostic,
    /// when it is not a mapping or does not parse). Simple front matter is read without Yams
    /// (`FrontMatterValue.simpleEntries`).
    func frontMatter(_ text: String, into diagnostics: inout [Diagnostic]) -> [FrontMatterValue.Entry] {
        FrontMatterValue.simpleEntries(text) ?? yamsEntries(text, into: &diagnostics)
    }

    /// The entries of front matter as Yams reads it.
    func yamsEntries(_ text: String, into diagnostics: inout [Diagnostic]) -> [FrontMatterValue.Entry] {
        guard let root = parse(text, resolvesTypes: false, into: &diagnostics),
              let entries = mapping(root, key: "front matter", into: &diagnostics) else { return [] }
        var budget = FrontMatterValue.maximumValues
        var result: [FrontMatterValue.Entry] = []
        for entry in entries {
            guard let key = FrontMatterValue(entry.keyNode, budget: &budget), let value = FrontMatterValue(entry.value, budget: &budget) else {
                diagnostics.append(.error("yaml.too-large", "the front matter holds more than \(FrontMatterValue.maximumValues) values (YAML aliases that repeat lists?)",
                                          at: location(entry.keyNode)))
                return []
            }
            result.append((key: entry.key, keyValue: key, value: value))
        }
        return result
    }

    /// The location of a node in the original file.
    func location<Value: YAMLValue>(_ node: Value) -> SourceLocation {
        guard let mark = node.position else { return SourceLocation(file: file, line: lineOffset + 1, column: 1) }
        return SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
    }

    private func location(of error: YamlError) -> SourceLocation {
        switch error {
        case let .scanner(context?, _, _, _):
            // The token the scanner was reading ("while scanning a simple key", "a quoted
            // scalar"): where it gave up is the next line, or the end of the file.
            return SourceLocation(file: file, line: context.mark.line + lineOffset, column: context.mark.column)
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _):
            return SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
        case let .duplicatedKeysInMapping(_, context):
            return SourceLocation(file: file, line: context.mark.line + lineOffset, column: context.mark.column)
        default:
            return SourceLocation(file: file, line: lineOffset + 1, column: 1)
        }
    }

    /// The line and column of `key`'s next entry after the one at `first`: in a flow mapping on
    /// the same line (`{port: 1, port: 2}`), or in a block mapping at the same indentation
    /// (`key:` or quoted); nil when neither is found.
    static func repeatedKey(_ key: String, after first: Mark, in text: String) -> (line: Int, column: Int)? {
        let indent = first.column - 1
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if first.line >= 1, first.line <= lines.count {
            // After a comma of the same line, the same key and its colon.
            let line = lines[first.line - 1]
            var column = first.column + key.count
            var rest = line.dropFirst(first.column - 1 + key.count)
            while let comma = rest.firstIndex(of: ",") {
                column += rest.distance(from: rest.startIndex, to: comma) + 1
                rest = rest[rest.index(after: comma)...]
                let spaces = rest.prefix { $0 == " " }.count
                if startsEntry(of: key, rest.dropFirst(spaces)) { return (first.line, column + spaces) }
            }
        }
        for (index, line) in lines.enumerated() where index + 1 > first.line {
            guard line.count > indent, line.prefix(indent).allSatisfy({ $0 == " " }) else { continue }
            if startsEntry(of: key, line.dropFirst(indent)) { return (index + 1, first.column) }
        }
        return nil
    }

    /// True when `text` starts with `key`, plain or quoted, then its colon.
    private static func startsEntry(of key: String, _ text: Substring) -> Bool {
        [key, "\"\(key)\"", "'\(key)'"].contains { spelling in
            text.hasPrefix(spelling) && text.dropFirst(spelling.count).drop(while: { $0 == " " }).hasPrefix(":")
        }
    }

    private static func problem(_ error: YamlError) -> String {
        switch error {
        case let .scanner(context, problem, _, _), let .parser(context, problem, _, _), let .composer(context, problem, _, _):
            // libyaml's own words name its C function.
            if problem.hasPrefix("Maximum nesting level reached") { return "nested too deeply" }
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
    func string<Value: YAMLValue>(_ node: Value, key: String, into diagnostics: inout [Diagnostic]) -> String? {
        if let scalar = node.scalarText { return scalar.text }
        diagnostics.append(.error("yaml.type", "`\(key)` must be text, not \(Self.describe(node))", at: location(node)))
        return nil
    }

    /// An integer, or a diagnostic (for `order: "x"` and the like).
    func int<Value: YAMLValue>(_ node: Value, key: String, into diagnostics: inout [Diagnostic]) -> Int? {
        if let scalar = node.scalarText, scalar.isPlain, let value = Int(scalar.text) { return value }
        diagnostics.append(.error("yaml.type", "`\(key)` must be a whole number, not \(Self.describe(node))", at: location(node)))
        return nil
    }

    /// A boolean, or a diagnostic.
    func bool<Value: YAMLValue>(_ node: Value, key: String, into diagnostics: inout [Diagnostic]) -> Bool? {
        if let scalar = node.scalarText, scalar.isPlain {
            switch scalar.text.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        diagnostics.append(.error("yaml.type", "`\(key)` must be true or false, not \(Self.describe(node))", at: location(node)))
        return nil
    }

    /// A list of strings (a single string is accepted as a list of one).
    func strings<Value: YAMLValue>(_ node: Value, key: String, into diagnostics: inout [Diagnostic]) -> [(String, Value)]? {
        if let scalar = node.scalarText { return scalar.text.isEmpty ? [] : [(scalar.text, node)] }
        guard let items = node.sequenceItems else {
            diagnostics.append(.error("yaml.type", "`\(key)` must be a list, not \(Self.describe(node))", at: location(node)))
            return nil
        }
        var result: [(String, Value)] = []
        for item in items {
            if let value = string(item, key: key, into: &diagnostics) { result.append((value, item)) }
        }
        return result
    }

    /// The key-value pairs of a mapping with their key nodes, or a diagnostic.
    func mapping(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> [(key: String, keyNode: Node, value: Node)]? {
        guard case let .mapping(mapping) = node else {
            diagnostics.append(.error("yaml.type", "`\(key)` must be a mapping of keys to values, not \(Self.describe(node))", at: location(node)))
            return nil
        }
        return mapping.map { (key: $0.key.string ?? "", keyNode: $0.key, value: $0.value) }
    }

    static func describe<Value: YAMLValue>(_ node: Value) -> String {
        if let scalar = node.scalarText {
            if scalar.text.isEmpty, scalar.isPlain { return "empty" }
            return "`\(scalar.text)`"
        }
        if node.sequenceItems != nil { return "a list" }
        return node.isMapping ? "a mapping" : "an alias"
    }
}

/// What `YAMLReader`'s typed accessors need of a value: Yams' `Node`, or a page's
/// `FrontMatterValue`.
protocol YAMLValue {
    /// A scalar's text and whether it was written plain (without quotes); nil for other values.
    var scalarText: (text: String, isPlain: Bool)? { get }
    /// A sequence's items; nil for other values.
    var sequenceItems: [Self]? { get }
    var isMapping: Bool { get }
    /// Where the value starts in the YAML text: line and column (in Unicode scalars) from 1,
    /// as Yams' `Mark` counts them.
    var position: (line: Int, column: Int)? { get }
}

extension Node: YAMLValue {
    var scalarText: (text: String, isPlain: Bool)? {
        if case let .scalar(scalar) = self { return (scalar.string, scalar.style == .plain) }
        return nil
    }

    var sequenceItems: [Node]? {
        if case let .sequence(sequence) = self { return Array(sequence) }
        return nil
    }

    var isMapping: Bool {
        if case .mapping = self { return true }
        return false
    }

    var position: (line: Int, column: Int)? { mark.map { ($0.line, $0.column) } }
}

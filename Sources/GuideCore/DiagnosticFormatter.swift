import Foundation

/// The output forms of diagnostics.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// The source line with a caret under the column (the default).
    case human
    /// `path:line:col: severity: message [id]`, one per line.
    case line
    /// A JSON array of diagnostic objects.
    case json
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`), shown as annotations.
    case github
}

/// Turns diagnostics into text for people or tools.
public struct DiagnosticFormatter {
    public var format: DiagnosticFormat
    /// Use ANSI colours (only on a terminal).
    public var colored: Bool
    /// Gives the text of a line of a file, for the human form's source excerpt.
    public var sourceLine: (String, Int) -> Substring?
    /// The characters of the line last shown: diagnostics come sorted, and thousands on one long
    /// line would otherwise split and measure it once each.
    private let lastLine = LineMemo()

    public init(format: DiagnosticFormat, colored: Bool = false, sourceLine: @escaping (String, Int) -> Substring? = SourceLineCache().line) {
        self.format = format
        self.colored = colored
        self.sourceLine = sourceLine
    }

    /// The whole report for a list of diagnostics.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let records = diagnostics.map(JSONRecord.init)
            let data = (try? encoder.encode(records)) ?? Data("[]".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        case .line:
            return diagnostics.map { lineForm($0) + "\n" }.joined()
        case .human:
            return diagnostics.map(humanForm).joined()
        case .sarif:
            return SARIF.render(diagnostics, codePointColumn: codePointColumn)
        case .github:
            return diagnostics.map(githubForm).joined()
        }
    }

    /// `::error file=path,line=1,col=2,title=id::message`, escaped as the runner expects.
    func githubForm(_ d: Diagnostic) -> String {
        func escapeData(_ s: String) -> String {
            s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func escapeProperty(_ s: String) -> String {
            escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        let command = d.severity == .error ? "error" : d.severity == .warning ? "warning" : "notice"
        var properties: [String] = []
        if let location = d.location {
            properties.append("file=\(escapeProperty(location.file))")
            if location.line > 0 { properties.append("line=\(location.line)") }
            if location.column > 0 { properties.append("col=\(location.column)") }
        }
        if let location = d.location, location.line > 0, location.endColumn > location.column + 1 {
            // GitHub's end column is the last character's, not the one after it.
            properties.append("endColumn=\(location.endColumn - 1)")
        }
        properties.append("title=\(escapeProperty(d.id))")
        var message = d.message
        if let suggestion = d.suggestion { message += " (\(suggestion))" }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// A character column as a column of Unicode scalars (SARIF counts those): they differ after
    /// a character made of several scalars, such as `e` with a combining accent or most emoji.
    func codePointColumn(file: String, line: Int, column: Int) -> Int {
        guard column > 1, let text = sourceLine(file, line) else { return column }
        return text.prefix(column - 1).unicodeScalars.count + 1
    }

    /// `path:line:col: severity: message [id]`.
    public func lineForm(_ d: Diagnostic) -> String {
        var text = ""
        if let location = d.location { text += Self.position(location) + ": " }
        text += "\(d.severity.rawValue): \(d.message)"
        if let suggestion = d.suggestion { text += " (\(suggestion))" }
        return text + " [\(d.id)]"
    }

    static func position(_ l: SourceLocation) -> String {
        var text = l.file
        if l.line > 0 { text += ":\(l.line)" }
        if l.line > 0, l.column > 0 { text += ":\(l.column)" }
        return text
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func humanForm(_ d: Diagnostic) -> String {
        let severityColor: String
        switch d.severity {
        case .error: severityColor = "1;31"
        case .warning: severityColor = "1;33"
        case .note: severityColor = "1;36"
        }
        var out = ""
        if let location = d.location { out += paint(Self.position(location) + ":", "1") + " " }
        out += paint(d.severity.rawValue + ":", severityColor) + " " + paint(d.message, "1") + " [\(d.id)]\n"
        if let location = d.location { out += excerpt(at: location, caretColor: severityColor) }
        if let suggestion = d.suggestion { out += "  = help: \(suggestion)\n" }
        for note in d.notes {
            out += "  = note: \(Self.position(note.location)): \(note.message)\n"
        }
        return out
    }

    private func excerpt(at location: SourceLocation, caretColor: String) -> String {
        guard location.line > 0, let text = sourceLine(location.file, location.line) else { return "" }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        // Columns count the line's own characters; tabs become four spaces only when shown, so
        // that the caret lines up whatever the terminal's tab stops are.
        let line = lastLine.characters(of: text, file: location.file, line: location.line)
        var characters = line.characters
        func shown(_ characters: some Sequence<Character>) -> String { String(characters).replacingOccurrences(of: "\t", with: "    ") }
        var column = max(location.column, 1)
        // The span's end (exclusive), at least one character after the start.
        var endColumn = max(location.endColumn, column + 1)
        // A long line (Chinese paragraphs are one line each) is cut to a window around the column.
        let window = 60
        if line.cells > window * 2 {
            let start = max(0, min(column - 1 - window / 2, characters.count - window))
            let end = min(characters.count, start + window)
            let prefix: [Character] = start > 0 ? ["…"] : []
            let suffix: [Character] = end < characters.count ? ["…"] : []
            characters = prefix + Array(characters[start..<end]) + suffix
            column = column - start + prefix.count
            endColumn = min(endColumn - start + prefix.count, prefix.count + (end - start) + 1)
        }
        var out = " \(number) | \(shown(characters))\n"
        if location.column > 0 {
            let before = characters.prefix(column - 1)
            let pad = String(repeating: " ", count: TextWidth.cells(shown(before)))
            // One caret per terminal cell of the span: a Chinese character takes two.
            let span = characters.dropFirst(before.count).prefix(max(endColumn - column, 1))
            let carets = String(repeating: "^", count: max(TextWidth.cells(shown(span)), 1))
            out += " \(gutter) | \(pad)" + paint(carets, caretColor) + "\n"
        }
        return out
    }

    /// The JSON shape of one diagnostic: flat and stable for tools.
    struct JSONRecord: Encodable {
        let id: String
        let severity: String
        let file: String?
        let line: Int?
        let column: Int?
        /// The column after the span's last character, when the span is known.
        let endColumn: Int?
        let message: String
        let suggestion: String?
        let notes: [NoteRecord]

        struct NoteRecord: Encodable {
            let file: String
            let line: Int
            let column: Int
            let message: String
        }

        init(_ d: Diagnostic) {
            id = d.id
            severity = d.severity.rawValue
            file = d.location?.file
            line = d.location?.line
            column = d.location?.column
            endColumn = (d.location?.endColumn).flatMap { $0 > 0 ? $0 : nil }
            message = d.message
            suggestion = d.suggestion
            notes = d.notes.map { NoteRecord(file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message) }
        }
    }
}

/// SARIF 2.1.0 (the Static Analysis Results Interchange Format) for code-scanning tools.
enum SARIF {
    static func render(_ diagnostics: [Diagnostic], codePointColumn: (_ file: String, _ line: Int, _ column: Int) -> Int) -> String {
        var rules: [String] = []
        for d in diagnostics where !rules.contains(d.id) { rules.append(d.id) }
        let results: [[String: Any]] = diagnostics.map { d in
            var message = d.message
            if let suggestion = d.suggestion { message += " (\(suggestion))" }
            var result: [String: Any] = [
                "ruleId": d.id,
                "ruleIndex": rules.firstIndex(of: d.id) ?? 0,
                "level": d.severity == .note ? "note" : d.severity.rawValue,
                "message": ["text": message],
            ]
            if let location = d.location {
                var region: [String: Any] = [:]
                if location.line > 0 { region["startLine"] = location.line }
                if location.column > 0 {
                    region["startColumn"] = location.line > 0 ? codePointColumn(location.file, location.line, location.column) : location.column
                }
                if location.line > 0, location.endColumn > location.column {
                    region["endColumn"] = codePointColumn(location.file, location.line, location.endColumn)
                }
                var physical: [String: Any] = ["artifactLocation": ["uri": location.file]]
                if !region.isEmpty { physical["region"] = region }
                result["locations"] = [["physicalLocation": physical]]
            }
            return result
        }
        let log: [String: Any] = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [[
                "tool": ["driver": [
                    "name": "guidegen",
                    "informationUri": "https://github.com/guidegen/guidegen",
                    "rules": rules.map { ["id": $0] },
                ]],
                "columnKind": "unicodeCodePoints",
                "results": results,
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// Reads source lines from disk for diagnostic excerpts, caching each file once.
public final class SourceLineCache: @unchecked Sendable {
    private var files: [String: SourceText] = [:]
    private let lock = NSLock()

    /// `texts` are used instead of reading their files: text that is not on disk (standard
    /// input) or differs from it.
    public init(texts: [SourceText] = []) {
        for text in texts { files[text.path] = text }
    }

    /// The text of a 1-based line of a file, or nil when the file cannot be read.
    public func line(file: String, number: Int) -> Substring? {
        lock.lock()
        defer { lock.unlock() }
        if files[file] == nil {
            guard let data = FileManager.default.contents(atPath: file), data.count < 64 << 20 else { return nil }
            files[file] = SourceText(path: file, text: String(decoding: data, as: UTF8.self))
        }
        return files[file]?.line(number)
    }
}

/// One source line split into characters and measured, kept for the next diagnostic on it.
private final class LineMemo {
    private var key: (file: String, line: Int)?
    private var value: (characters: [Character], cells: Int) = ([], 0)

    func characters(of text: Substring, file: String, line: Int) -> (characters: [Character], cells: Int) {
        if let key, key.file == file, key.line == line { return value }
        let characters = Array(text)
        value = (characters, TextWidth.cells(String(characters)))
        key = (file, line)
        return value
    }
}

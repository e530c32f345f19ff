import Foundation

/// The output forms of diagnostics.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// The source line with a caret under the column (the default).
    case human
    /// `path:line:col: severity: message [id]`, one per line.
    case line
    /// A JSON array of diagnostic objects.
    case json
}

/// Turns diagnostics into text for people or tools.
public struct DiagnosticFormatter {
    public var format: DiagnosticFormat
    /// Use ANSI colours (only on a terminal).
    public var colored: Bool
    /// Gives the text of a line of a file, for the human form's source excerpt.
    public var sourceLine: (String, Int) -> Substring?

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
        }
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
        // Tabs become spaces so the caret lines up whatever the terminal's tab stops are.
        var characters = Array(text.replacingOccurrences(of: "\t", with: "    "))
        var column = max(location.column, 1)
        // A long line (Chinese paragraphs are one line each) is cut to a window around the column.
        let window = 60
        if TextWidth.cells(String(characters)) > window * 2 {
            let start = max(0, min(column - 1 - window / 2, characters.count - window))
            let end = min(characters.count, start + window)
            let prefix: [Character] = start > 0 ? ["…"] : []
            let suffix: [Character] = end < characters.count ? ["…"] : []
            characters = prefix + Array(characters[start..<end]) + suffix
            column = column - start + prefix.count
        }
        var out = " \(number) | \(String(characters))\n"
        if location.column > 0 {
            let pad = String(repeating: " ", count: TextWidth.cells(String(characters.prefix(column - 1))))
            out += " \(gutter) | \(pad)" + paint("^", caretColor) + "\n"
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
            message = d.message
            suggestion = d.suggestion
            notes = d.notes.map { NoteRecord(file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message) }
        }
    }
}

/// Reads source lines from disk for diagnostic excerpts, caching each file once.
public final class SourceLineCache: @unchecked Sendable {
    private var files: [String: SourceText] = [:]
    private let lock = NSLock()

    public init() {}

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

import Foundation
import Synchronization

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
    var format: DiagnosticFormat
    /// Use ANSI colours (only on a terminal).
    var colored: Bool
    /// Gives the text of a line of a file, for the human form's source excerpt.
    var sourceLine: (String, Int) -> Substring?
    /// What SARIF says about each id: the rules given, and every id of `DiagnosticCatalog`.
    var rules: [String: RuleDescription] = [:]
    /// The folder relative paths are relative to: SARIF's `SRCROOT`.
    var baseDirectory = FileManager.default.currentDirectoryPath
    /// Column tables of long source lines, built once each however many findings they have.
    private let columnTables = ColumnTables()

    public init(format: DiagnosticFormat, colored: Bool = false, sourceLine: @escaping (String, Int) -> Substring? = SourceLineCache().line,
                rules: [RuleDescription] = []) {
        self.format = format
        self.colored = colored
        self.sourceLine = sourceLine
        self.rules = Dictionary((rules + DiagnosticCatalog.descriptions).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The whole report for a list of diagnostics.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch format {
        case .json:
            let data = (try? JSONOutput.prettyArray(diagnostics.map(JSONRecord.init))) ?? Data("[]".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        case .line:
            return diagnostics.map { lineForm($0) + "\n" }.joined()
        case .human:
            // In parallel: a book's build can report thousands of findings, and each excerpt
            // reads and measures its source line (a tenth of the build's wall time, on one core).
            return concurrentMap(diagnostics.count) { humanForm(diagnostics[$0]) }.joined()
        case .sarif:
            return SARIF.render(diagnostics, rules: rules, baseDirectory: baseDirectory, codePointColumn: codePointColumn)
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
        message += Self.appString(d)
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// ` in `key` (language)` for a finding in an app string, else nothing.
    static func appString(_ d: Diagnostic) -> String {
        guard let key = d.key else { return "" }
        return " in `\(key)`" + (d.language.map { " (\($0))" } ?? "")
    }

    /// A character column as a column of Unicode scalars (SARIF counts those): they differ after
    /// a character made of several scalars, such as `e` with a combining accent or most emoji.
    func codePointColumn(file: String, line: Int, column: Int) -> Int {
        guard column > 1, let columns = columnTable(file, line) else { return column }
        return columns.scalarColumn(characterColumn: column)
    }

    /// The column table of a source line, made once.
    private func columnTable(_ file: String, _ line: Int) -> LineColumns? {
        columnTables.table(file, line) { sourceLine(file, line) }
    }

    /// `path:line:col: severity: message [id]`.
    func lineForm(_ d: Diagnostic) -> String {
        var text = ""
        if let location = d.location { text += Self.position(location) + ": " }
        text += "\(d.severity.rawValue): \(Self.printable(d.message))"
        if let suggestion = d.suggestion { text += " (\(Self.printable(suggestion)))" }
        return text + " [\(d.id)]" + Self.printable(Self.appString(d))
    }

    /// True for a control character (C0 but the tab, DEL, C1): written to a terminal, a page's
    /// text could move the cursor, retitle the window or forge a line of its own.
    @inline(__always)
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar.value != 9) || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` with each control character written as an escape (`\u{1B}`), for the human and
    /// line formats: messages quote what pages and apps wrote.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
    }

    static func position(_ l: SourceLocation) -> String {
        var text = printable(l.file)
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
        out += paint(d.severity.rawValue + ":", severityColor) + " " + paint(Self.printable(d.message), "1") + " [\(d.id)]\n"
        if let location = d.location { out += excerpt(at: location, caretColor: severityColor) }
        if let key = d.key { out += "  = string: `\(Self.printable(key))`" + (d.language.map { " (\($0))" } ?? "") + "\n" }
        if let suggestion = d.suggestion { out += "  = help: \(Self.printable(suggestion))\n" }
        for note in d.notes {
            out += "  = note: \(Self.position(note.location)): \(Self.printable(note.message))\n"
        }
        return out
    }

    private func excerpt(at location: SourceLocation, caretColor: String) -> String {
        guard location.line > 0, let text = sourceLine(location.file, location.line) else { return "" }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        // Columns count the line's own characters; tabs become four spaces only when shown, so
        // that the caret lines up whatever the terminal's tab stops are (`TextWidth` counts a
        // tab as four cells).
        // A control character shows as one cell (U+FFFD), keeping the caret under its column.
        func shown(_ text: Substring) -> String {
            var line = text.utf8.contains(9) ? text.replacingOccurrences(of: "\t", with: "    ") : String(text)
            if line.unicodeScalars.contains(where: Self.isControl) {
                line = String(String.UnicodeScalarView(line.unicodeScalars.map { Self.isControl($0) ? "\u{FFFD}" : $0 }))
            }
            return line
        }
        var column = max(location.column, 1)
        // The span's end (exclusive), at least one character after the start.
        var endColumn = max(location.endColumn, column + 1)
        // A long line (Chinese paragraphs are one line each) is cut to a window around the column;
        // only the window's characters are taken apart, so a 100 KB line costs its table once.
        let window = 60
        var line = text, prefix = "", suffix = ""
        if text.utf8.count > window / 2, let columns = columnTable(location.file, location.line), columns.cells > window * 2 {
            let count = columns.count
            let start = max(0, min(column - 1 - window / 2, count - window))
            let end = min(count, start + window)
            let utf8 = text.utf8
            let from = utf8.index(utf8.startIndex, offsetBy: columns.byteOffset(ofCharacter: start))
            let to = utf8.index(utf8.startIndex, offsetBy: columns.byteOffset(ofCharacter: end))
            line = text[from..<to]
            if start > 0 { prefix = "…" }
            if end < count { suffix = "…" }
            column = column - start + prefix.count
            endColumn = min(endColumn - start + prefix.count, prefix.count + (end - start) + 1)
        }
        var out = " \(number) | \(prefix)\(shown(line))\(suffix)\n"
        if location.column > 0 {
            // The cells before the column and under the span: one caret per terminal cell of the
            // span, so a Chinese character takes two.
            var padCells = 0, spanCells = 0, index = 1
            func measure(_ character: Character) {
                if index < column { padCells += TextWidth.cells(of: character) } else if index < endColumn { spanCells += TextWidth.cells(of: character) }
                index += 1
            }
            prefix.forEach(measure)
            for character in line {
                if index >= endColumn { break }
                measure(character)
            }
            suffix.forEach(measure)
            let carets = String(repeating: "^", count: max(spanCells, 1))
            out += " \(gutter) | \(String(repeating: " ", count: padCells))" + paint(carets, caretColor) + "\n"
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
        /// The app string's key and language, for findings in `.strings` files and catalogs.
        let key: String?
        let language: String?
        let fixes: [FixRecord]?

        struct FixRecord: Encodable {
            let summary: String
            /// True when `--fix` applies it.
            let safe: Bool
            let replacements: [ReplacementRecord]
        }

        struct ReplacementRecord: Encodable {
            let file: String
            let line: Int
            let column: Int
            let endColumn: Int
            let text: String
        }

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
            key = d.key
            language = d.language
            fixes = d.solutions.isEmpty ? nil : d.solutions.map { solution in
                FixRecord(summary: solution.summary, safe: solution.isSafe, replacements: solution.replacements.map {
                    ReplacementRecord(file: $0.file, line: $0.line, column: $0.column, endColumn: $0.endColumn, text: $0.text)
                })
            }
        }
    }
}

/// Column tables of the source lines a report shows, made once per line.
public final class ColumnTables: Sendable {
    private struct Place: Hashable {
        var file: String
        var line: Int
    }
    private let tables = Mutex<[Place: LineColumns?]>([:])

    public init() {}

    /// The table of a line of a file, made from `text` the first time it is asked for.
    public func table(_ file: String, _ line: Int, text: () -> Substring?) -> LineColumns? {
        let place = Place(file: file, line: line)
        if let known = tables.withLock({ $0[place] }) { return known }
        // Made outside the lock, so that threads formatting other lines do not wait for it.
        let made = text().map { LineColumns($0) }
        tables.withLock { $0[place] = made }
        return made
    }
}

/// Reads source lines from disk for diagnostic excerpts, caching each file once.
public final class SourceLineCache: Sendable {
    private let files: Mutex<[String: SourceText]>

    /// `texts` are used instead of reading their files: text that is not on disk (standard
    /// input) or differs from it.
    public init(texts: [SourceText] = []) {
        var files: [String: SourceText] = [:]
        for text in texts { files[text.path] = text }
        self.files = Mutex(files)
    }

    /// The text of a 1-based line of a file, or nil when the file cannot be read.
    public func line(file: String, number: Int) -> Substring? {
        files.withLock { files in
            if files[file] == nil {
                guard let data = FileManager.default.contents(atPath: file), data.count < 64 << 20 else { return nil }
                files[file] = SourceText(path: file, text: Self.decode(data))
            }
            return files[file]?.line(number)
        }
    }

    /// A file's text as its byte-order mark says: UTF-16 (older `.strings` files), UTF-32 or
    /// UTF-8, so that excerpts show the letters the findings' columns count.
    static func decode(_ data: Data) -> String {
        switch TextDecoding.wideEncoding(data) {
        case "UTF-32": if let text = String(data: data, encoding: .utf32) { return text }
        case "UTF-16": if let text = String(data: data, encoding: .utf16) { return text }
        default: break
        }
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: data.dropFirst(3), as: UTF8.self) }
        return String(decoding: data, as: UTF8.self)
    }
}

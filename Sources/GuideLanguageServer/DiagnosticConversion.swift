import Foundation
import GuideCore
import GuideLint

/// Turns guidegen's diagnostics into LSP's: UTF-16 ranges in the text the editor has, the rule
/// id as `code` with a link to its documentation, notes as related information.
public struct DiagnosticConversion {
    /// Where the rules are documented: the README's sections.
    public static let rulesURL = "https://github.com/guidegen/guidegen#the-rules"
    public static let diagnosticsURL = "https://github.com/guidegen/guidegen#diagnostics"

    let positions: TextPositions
    /// The site's folder, for notes whose path is relative.
    let root: String?
    /// The glossary file and its text, to point a glossary finding at its entry.
    let glossary: (path: String, lines: [Substring])?

    public init(positions: TextPositions, root: String?, glossary: (path: String, text: String)?) {
        self.positions = positions
        self.root = root
        self.glossary = glossary.map { ($0.path, $0.text.split(separator: "\n", omittingEmptySubsequences: false)) }
    }

    public func convert(_ diagnostic: Diagnostic) -> LSPDiagnostic {
        var message = diagnostic.message
        if let suggestion = diagnostic.suggestion { message += " (\(suggestion))" }
        var related = diagnostic.notes.map { note in
            DiagnosticRelatedInformation(location: location(of: note.location), message: note.message)
        }
        if diagnostic.id == "glossary", let entry = glossaryEntry(for: diagnostic) { related.append(entry) }
        // A copy rule (custom ones too) is any id the table of the site's diagnostics does not list.
        let isRule = DiagnosticCatalog.description(of: diagnostic.id) == nil
        return LSPDiagnostic(range: range(of: diagnostic.location), severity: Self.severity(diagnostic.severity), code: diagnostic.id,
                             codeDescription: CodeDescription(href: isRule ? Self.rulesURL : Self.diagnosticsURL),
                             message: message, relatedInformation: related.isEmpty ? nil : related)
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    /// The range of a location in this text: its columns when both ends are known; from its
    /// start to the end of the link, word or line there when only the start is.
    func range(of location: SourceLocation?) -> LSPRange {
        guard let location, location.line > 0 else {
            return LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: positions.lineLength(0)))
        }
        let start = positions.position(line: location.line, characterColumn: max(1, location.column))
        if location.endColumn > location.column {
            return LSPRange(start: start, end: positions.position(line: location.line, characterColumn: location.endColumn))
        }
        let line = positions.line(start.line)
        let lineUTF16 = Array(line.utf16)
        return LSPRange(start: start, end: Position(line: start.line, character: Self.extent(of: lineUTF16, from: start.character)))
    }

    /// Where something that starts at `start` ends: a `<…>` autolink at its `>`, a `[…](…)`
    /// link or `![…](…)` image at its `)`, anything else at the end of its word; the line's end
    /// when none is found.
    static func extent(of line: [UInt16], from start: Int) -> Int {
        guard start < line.count else { return line.count }
        func find(_ unit: UInt16, from index: Int) -> Int? {
            var i = index
            while i < line.count {
                if line[i] == unit { return i }
                i += 1
            }
            return nil
        }
        let lt = UInt16(ascii: "<"), bracket = UInt16(ascii: "["), bang = UInt16(ascii: "!")
        if line[start] == lt, let end = find(UInt16(ascii: ">"), from: start) { return end + 1 }
        if line[start] == bracket || line[start] == bang,
           let close = find(UInt16(ascii: "]"), from: start), close + 1 < line.count, line[close + 1] == UInt16(ascii: "("),
           let end = find(UInt16(ascii: ")"), from: close) {
            return end + 1
        }
        var end = start
        while end < line.count, line[end] != UInt16(ascii: " "), line[end] != UInt16(ascii: "\t") { end += 1 }
        return end == start ? line.count : end
    }

    /// A location in another file: the line only (its text is not at hand).
    func location(of location: SourceLocation) -> Location {
        var path = location.file
        if !path.hasPrefix("/"), let root { path = root + "/" + path }
        let line = max(0, location.line - 1)
        return Location(uri: DocumentURI.uri(of: path), range: LSPRange(start: Position(line: line, character: max(0, location.column - 1)),
                                                                          end: Position(line: line, character: max(0, location.column - 1))))
    }

    /// The glossary's line that names the rejected word (or else the preferred term) of a
    /// glossary finding.
    func glossaryEntry(for diagnostic: Diagnostic) -> DiagnosticRelatedInformation? {
        guard let glossary, let replacement = diagnostic.solutions.first?.replacements.first else { return nil }
        for word in [replacement.original, replacement.text] where !word.isEmpty {
            let lowered = word.lowercased()
            if let line = glossary.lines.firstIndex(where: { $0.lowercased().contains(lowered) }) {
                let character = glossary.lines[line].lowercased().range(of: lowered).map { glossary.lines[line].lowercased().utf16.distance(from: glossary.lines[line].lowercased().startIndex, to: $0.lowerBound) } ?? 0
                let start = Position(line: line, character: character)
                return DiagnosticRelatedInformation(
                    location: Location(uri: DocumentURI.uri(of: glossary.path), range: LSPRange(start: start, end: Position(line: line, character: character + word.utf16.count))),
                    message: "the glossary's entry for “\(replacement.text)”")
            }
        }
        return nil
    }
}

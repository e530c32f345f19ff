/// The callouts of a documentation comment that DocC shows in sections of their own
/// (`- Parameter x:`, `- Parameters:` and its items, `- Returns:`, `- Throws:`), taken out of
/// its lines with the lines indented under them. A member's page shows its parameters and its
/// return value in sections, as DocC does; a type's page has no place for them.
struct CommentCallouts {
    /// Each parameter's name and its description's lines (the first is the text after `name:`).
    private(set) var parameters: [(name: String, lines: [SymbolSummaries.CommentLine])] = []
    /// The return value's lines.
    private(set) var returns: [SymbolSummaries.CommentLine] = []
    /// Where the first callout starts: the place of the sections' own lines.
    private var anchor: Int?

    private enum Kind {
        case parameter, parameters, returns, throwsClause
    }

    /// The lines without the callouts and the lines under them, which are kept here.
    mutating func takeOut(of lines: ArraySlice<SymbolSummaries.CommentLine>) -> [SymbolSummaries.CommentLine] {
        var kept: [SymbolSummaries.CommentLine] = []
        var open: (kind: Kind, indent: Int)?
        for line in lines {
            let indent = line.text.prefix { $0 == " " || $0 == "\t" }.count
            let text = SymbolSummaries.CommentLine(text: line.text.dropFirst(indent), offset: line.offset + indent)
            if let callout = open {
                if text.text.isEmpty { continue }
                if indent > callout.indent {
                    add(text, under: callout.kind)
                    continue
                }
                open = nil
            }
            if text.text.hasPrefix("- "), let kind = start(text) {
                open = (kind, indent)
                continue
            }
            kept.append(line)
        }
        return kept
    }

    /// Reads a callout's first line (`- Parameter style: The style.`); nil when the line is none.
    private mutating func start(_ line: SymbolSummaries.CommentLine) -> Kind? {
        let body = line.text.dropFirst(2)
        let word = body.prefix { $0.isLetter }
        let after = body[word.endIndex...]
        let kind: Kind
        switch (word.lowercased(), after.first) {
        case ("parameter", " "): kind = .parameter
        case ("parameters", ":"): kind = .parameters
        case ("returns", ":"): kind = .returns
        case ("throws", ":"): kind = .throwsClause
        default: return nil
        }
        if anchor == nil { anchor = line.offset }
        if kind == .parameter { addParameter(Self.line(after.dropFirst(), at: line)) }
        if kind == .returns, case let description = after.dropFirst().drop(while: { $0 == " " }), !description.isEmpty {
            returns.append(Self.line(description, at: line))
        }
        return kind
    }

    /// A line indented under an open callout: a `- Parameters:` item, or more of its text.
    private mutating func add(_ line: SymbolSummaries.CommentLine, under kind: Kind) {
        switch kind {
        case .parameters where line.text.hasPrefix("- ") && line.text.contains(":"):
            addParameter(Self.line(line.text.dropFirst(2), at: line))
        case .parameter, .parameters:
            if !parameters.isEmpty { parameters[parameters.count - 1].lines.append(line) }
        case .returns:
            returns.append(line)
        case .throwsClause:
            break
        }
    }

    /// A parameter from `name: description`.
    private mutating func addParameter(_ line: SymbolSummaries.CommentLine) {
        guard let colon = line.text.firstIndex(of: ":") else { return }
        let name = line.text[..<colon].trimmingCharacters(in: .whitespaces)
        let after = line.text[line.text.index(after: colon)...]
        let description = after.drop { $0 == " " }
        parameters.append((name, description.isEmpty ? [] : [Self.line(description, at: line)]))
    }

    /// The part `part` of `line`'s text, where it starts in the file.
    private static func line(_ part: Substring, at line: SymbolSummaries.CommentLine) -> SymbolSummaries.CommentLine {
        SymbolSummaries.CommentLine(text: part, offset: line.offset + line.text.utf8.distance(from: line.text.startIndex, to: part.startIndex))
    }

    /// DocC's sections for them, as Markdown: “Parameters”, each name in code and its
    /// description, and “Return Value”; empty when there are none. A description's lines start
    /// where its written text does, so a link in it is found in the file.
    var sections: [SymbolSummaries.CommentLine] {
        var lines: [SymbolSummaries.CommentLine] = []
        func add(_ text: String, at offset: Int) { lines.append(.init(text: Substring(text), offset: offset)) }
        if let anchor {
            if !parameters.isEmpty {
                add("## Parameters", at: anchor)
                add("", at: anchor)
                for (name, description) in parameters {
                    let item = "- `" + name + "`"
                    guard let first = description.first else { add(item, at: anchor); continue }
                    add(item + ": " + first.text, at: first.offset - item.utf8.count - 2)
                    for more in description.dropFirst() { add("  " + more.text, at: more.offset - 2) }
                }
            }
            if !returns.isEmpty {
                if !lines.isEmpty { add("", at: anchor) }
                add("## Return Value", at: anchor)
                add("", at: anchor)
                for line in returns { add(String(line.text), at: line.offset) }
            }
        }
        return lines
    }
}

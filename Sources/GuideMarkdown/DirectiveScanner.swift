import GuideCore

/// The result of `DirectiveScanner.scan`.
public struct DirectiveScan: Sendable {
    /// The text with each directive's lines blanked to spaces (line ends kept, so every other
    /// line and column is where it was); a directive that shows on a page leaves a placeholder
    /// line, an HTML comment that cmark reads as a block (see `DirectiveScanner.placeholderIndex`).
    public var text: String
    /// The directives at the top level, in order, `@Metadata` and `@Options` included.
    public var directives: [Directive]
    /// Directives guidegen does not know, or written wrong: warnings for the content layer.
    public var problems: [DirectiveProblem]
}

/// A directive that is unknown or malformed, at a 1-based line and UTF-8 byte column of the
/// scanned text.
public struct DirectiveProblem: Sendable, Hashable {
    public var id: String
    public var message: String
    public var line: Int
    public var column: Int
}

/// Finds DocC's block directives in Markdown before cmark sees it. A directive starts a line
/// (`@Name`, then optional `(arguments)`, then an optional `{ body }` on the same line or
/// closed by a `}` line of its own); directives nest. Lines inside fenced code blocks and HTML
/// comments are never directives (`@available` in a Swift listing is code).
public enum DirectiveScanner {
    static let placeholderPrefix = "<!--guidegen-directive "

    /// The placeholder line that stands for the directive at `index`.
    public static func placeholder(_ index: Int) -> String { placeholderPrefix + "\(index)-->" }

    /// The directive index of an HTML block that is a placeholder, else nil.
    public static func placeholderIndex(_ html: String) -> Int? {
        var text = Substring(html)
        while text.first == " " { text = text.dropFirst() }
        guard text.hasPrefix(placeholderPrefix) else { return nil }
        let digits = text.dropFirst(placeholderPrefix.count).prefix { $0.isASCII && $0.isNumber }
        return Int(digits)
    }

    /// Scanned text with its directives written out: each placeholder line replaced by its
    /// directive's `wording`, and the lines blanked for directives left out.
    public static func writtenOut(_ text: String, directives: [Directive]) -> String {
        guard !directives.isEmpty else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            if let index = placeholderIndex(String(line)), directives.indices.contains(index) { return directives[index].wording }
            return !line.isEmpty && line.allSatisfy(\.isWhitespace) ? nil : String(line)
        }.joined(separator: "\n")
    }

    /// Scans Markdown text for directives.
    /// How deep directives are read inside each other (DocC's own pages nest four or five).
    static let maximumDepth = 24

    public static func scan(_ text: String) -> DirectiveScan {
        // Most pages have no directive: no `@` at all means nothing to do.
        guard text.utf8.contains(UInt8(ascii: "@")) else { return DirectiveScan(text: text, directives: [], problems: []) }
        var scanner = LineScanner(text: text, lineBase: 0, columnBase: 0, context: .content)
        scanner.run()
        // Lines change only where a directive was read: without one, the text is as it was.
        let scanned = scanner.directives.isEmpty ? text : scanner.lines.joined(separator: "\n")
        return DirectiveScan(text: scanned, directives: scanner.directives, problems: scanner.problems)
    }

    /// Where a body is: what its directives may be.
    enum Context {
        case content, metadata, options
    }

    struct LineScanner {
        /// The text's lines, as substrings of it until a directive's lines are blanked.
        var lines: [Substring]
        let lineBase: Int
        let columnBase: Int
        let context: Context
        var directives: [Directive] = []
        var problems: [DirectiveProblem] = []

        /// How many directives' bodies this text is inside.
        var depth = 0

        init(text: String, lineBase: Int, columnBase: Int, context: Context) {
            lines = text.newlineSeparatedSubstrings
            self.lineBase = lineBase
            self.columnBase = columnBase
            self.context = context
        }

        mutating func run() {
            var fence: (mark: Character, count: Int)?
            var inComment = false
            var i = 0
            while i < lines.count {
                let line = lines[i]
                // Most lines are prose or code: one look at the first byte after the indentation
                // passes them (working by Characters on every line was most of a book's scan).
                if !inComment {
                    let first = line.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
                    let mayMatter = first == UInt8(ascii: "`") || first == UInt8(ascii: "~")
                        || (fence == nil && (first == UInt8(ascii: "<") || first == UInt8(ascii: "@")))
                    if !mayMatter {
                        i += 1
                        continue
                    }
                }
                let indent = line.prefix { $0 == " " || $0 == "\t" }.count
                let rest = line.dropFirst(indent)
                if let open = fence {
                    if let close = Self.fence(rest), close.mark == open.mark, close.count >= open.count, close.info.isEmpty { fence = nil }
                    i += 1
                    continue
                }
                if inComment {
                    if String(line).containsBytes(of: "-->") { inComment = false }
                    i += 1
                    continue
                }
                if let open = Self.fence(rest) {
                    fence = (open.mark, open.count)
                    i += 1
                    continue
                }
                if indent < 4, rest.hasPrefix("<!--") {
                    inComment = !rest.dropFirst(4).contains("-->")
                    i += 1
                    continue
                }
                if indent < 4, rest.hasPrefix("@"), let next = rest.dropFirst().first, next.isASCII, next.isLetter,
                   let end = directive(at: i, indent: indent) {
                    i = end + 1
                    continue
                }
                i += 1
            }
        }

        /// Reads the directive starting on line `start`, blanks its lines and records it;
        /// returns its last line.
        mutating func directive(at start: Int, indent: Int) -> Int? {
            var cursor = Cursor(row: start, line: Array(lines[start]), position: indent + 1)
            let name = cursor.readName()
            cursor.skipSpaces()
            var argumentText = ""
            if cursor.character == "(" {
                guard let text = readArguments(&cursor) else {
                    problems.append(problem("directive.malformed", "`@\(name)(` has no closing `)`; the directive is ignored", line: start, column: indent))
                    return nil
                }
                argumentText = text
                cursor.skipSpaces()
            }
            var directive = Directive(name: name, arguments: Self.arguments(argumentText), line: lineBase + start + 1, column: columnBase + indent + 1)
            var end = cursor.row
            if cursor.character == "{" {
                if let last = readBody(of: &directive, braceAt: cursor) {
                    end = last
                } else {
                    problems.append(problem("directive.malformed", "`@\(name) {` has no closing `}` line; only this line is read as the directive", line: start, column: indent))
                }
            }
            check(directive)
            for n in start...end { lines[n] = Substring(Self.blanked(String(lines[n]))) }
            if context == .content, directive.showsOnPage {
                lines[start] = Substring(String(repeating: " ", count: min(indent, 3)) + placeholder(directives.count))
            }
            directives.append(directive)
            return end
        }

        /// Where `directive(at:indent:)` is reading: a line, as Characters, and a position in it.
        struct Cursor {
            var row: Int
            var line: [Character]
            var position: Int

            /// The character at the position; nil at the end of the line.
            var character: Character? { position < line.count ? line[position] : nil }

            /// A directive's name: the ASCII letters, digits and underscores at the position.
            mutating func readName() -> String {
                var name = ""
                while position < line.count, line[position].isASCII, line[position].isLetter || line[position].isNumber || line[position] == "_" {
                    name.append(line[position])
                    position += 1
                }
                return name
            }

            mutating func skipSpaces() {
                while position < line.count, line[position] == " " || line[position] == "\t" { position += 1 }
            }
        }

        /// The text of the arguments whose `(` is at the cursor, which may run over several
        /// lines (joined by a space), leaving the cursor after their `)`; nil when no `)` closes them.
        func readArguments(_ cursor: inout Cursor) -> String? {
            cursor.position += 1
            var text = ""
            var quoted = false
            while true {
                while let c = cursor.character {
                    cursor.position += 1
                    if c == "\"" { quoted.toggle() }
                    if c == ")", !quoted { return text }
                    text.append(c)
                }
                if cursor.row + 1 >= lines.count { return nil }
                cursor.row += 1
                cursor.line = Array(lines[cursor.row])
                cursor.position = 0
                text.append(" ")
            }
        }

        /// Reads the body whose `{` is at the cursor into `directive`: the rest of the line up to
        /// its `}`, or the lines up to a `}` line. Returns the body's last line; nil when no line closes it.
        mutating func readBody(of directive: inout Directive, braceAt cursor: Cursor) -> Int? {
            let row = cursor.row, current = cursor.line, position = cursor.position
            let afterBrace = String(current[(position + 1)...])
            let inner = afterBrace.trimmingWhitespace()
            if inner.hasSuffix("}") {
                // One line: `@Small { text }`.
                let content = String(inner.dropLast()).trimmingWhitespace()
                let leading = afterBrace.prefix { $0 == " " || $0 == "\t" }.count
                let byteOffset = String(current[..<(position + 1)]).utf8.count + afterBrace.prefix(leading).utf8.count
                scanBody(content, lineBase: lineBase + row, columnBase: columnBase + byteOffset, into: &directive)
                directive.bodyLines = (lineBase + row + 1)..<(lineBase + row + 2)
                directive.bodyIndent = columnBase + byteOffset
                return row
            }
            guard let close = closingLine(after: row) else { return nil }
            let bodyRange = (row + 1)..<close
            let bodyIndent = bodyRange.compactMap { n -> Int? in
                let text = lines[n]
                guard !text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { return nil }
                return text.prefix { $0 == " " || $0 == "\t" }.count
            }.min() ?? 0
            let bodyText = bodyRange.map { String(lines[$0].dropFirst(min(bodyIndent, lines[$0].prefix { $0 == " " || $0 == "\t" }.count))) }.joined(separator: "\n")
            scanBody(bodyText, lineBase: lineBase + row + 1, columnBase: columnBase + bodyIndent, into: &directive)
            directive.bodyLines = (lineBase + row + 2)..<(lineBase + close + 1)
            directive.bodyIndent = columnBase + bodyIndent
            return close
        }

        /// Reads the directives in a body's text, which start at `lineBase` and `columnBase`
        /// of the file, into `directive` (a `@Comment`'s body is left as it is).
        mutating func scanBody(_ text: String, lineBase: Int, columnBase: Int, into directive: inout Directive) {
            guard directive.name != "Comment" else { return }
            // Each body is read again inside its own: nesting without bound costs the square of
            // the text and, thousands deep, overflowed the stack.
            guard depth < DirectiveScanner.maximumDepth else {
                problems.append(DirectiveProblem(id: "directive.too-deep", message: "directives nest more than \(DirectiveScanner.maximumDepth) deep; the body of `@\(directive.name)` is left as it is written",
                                                 line: directive.line, column: directive.column))
                directive.body = text
                return
            }
            let context: Context = directive.name == "Metadata" ? .metadata : directive.name == "Options" ? .options : .content
            var body = LineScanner(text: text, lineBase: lineBase, columnBase: columnBase, context: context)
            body.depth = depth + 1
            body.run()
            directive.body = body.lines.joined(separator: "\n")
            directive.children = body.directives
            problems += body.problems
        }

        /// The line of the `}` that closes a body opened on line `open`.
        func closingLine(after open: Int) -> Int? {
            var depth = 1
            var fence: (mark: Character, count: Int)?
            var n = open + 1
            while n < lines.count {
                let trimmed = String(lines[n]).trimmingWhitespace()
                if let open = fence {
                    if let close = Self.fence(Substring(trimmed)), close.mark == open.mark, close.count >= open.count, close.info.isEmpty { fence = nil }
                } else if let opening = Self.fence(Substring(trimmed)) {
                    fence = (opening.mark, opening.count)
                } else if trimmed == "}" {
                    depth -= 1
                    if depth == 0 { return n }
                } else if trimmed.hasPrefix("@"), trimmed.hasSuffix("{") {
                    depth += 1
                }
                n += 1
            }
            return nil
        }

        /// Warns about a directive that does not belong where it is.
        mutating func check(_ directive: Directive) {
            let at = (line: directive.line, column: directive.column)
            switch context {
            case .metadata:
                if !Directive.metadataNames.contains(directive.name) {
                    problems.append(DirectiveProblem(id: "directive.unknown", message: "`@\(directive.name)` is not a directive of `@Metadata`; it is ignored", line: at.line, column: at.column))
                }
            case .options:
                if !Directive.optionNames.contains(directive.name) {
                    problems.append(DirectiveProblem(id: "directive.unknown", message: "`@\(directive.name)` is not a directive of `@Options`; it is ignored", line: at.line, column: at.column))
                }
            case .content:
                if directive.role == .unknown {
                    let what = Directive.metadataNames.contains(directive.name) ? "belongs inside `@Metadata`" : "is not a directive guidegen knows"
                    problems.append(DirectiveProblem(id: "directive.unknown", message: "`@\(directive.name)` \(what); its body is shown as Markdown", line: at.line, column: at.column))
                }
            }
        }

        func problem(_ id: String, _ message: String, line: Int, column: Int) -> DirectiveProblem {
            DirectiveProblem(id: id, message: message, line: lineBase + line + 1, column: columnBase + column + 1)
        }

        static func blanked(_ line: String) -> String { DirectiveScanner.blanked(line) }
    }

    /// The line as spaces, byte for byte (a closing `\r` kept), so that cmark reads it as blank
    /// and every other line keeps its place.
    public static func blanked(_ line: String) -> String {
            let hasCR = line.hasSuffix("\r")
            return String(repeating: " ", count: line.utf8.count - (hasCR ? 1 : 0)) + (hasCR ? "\r" : "")
    }
}

extension DirectiveScanner.LineScanner {

    /// A code fence line (```` ``` ```` or `~~~`, three or more), with its info string.
    static func fence(_ text: Substring) -> (mark: Character, count: Int, info: Substring)? {
        guard let mark = text.first, mark == "`" || mark == "~" else { return nil }
        let count = text.prefix { $0 == mark }.count
        guard count >= 3 else { return nil }
        let info = text.dropFirst(count).drop { $0 == " " || $0 == "\t" }
        let trimmedInfo = info.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        // A backtick fence's info string may not hold a backtick.
        if mark == "`", info.contains("`") { return nil }
        return (mark, count, Substring(String(trimmedInfo.reversed())))
    }

    /// `label: value, "quoted value", value` → arguments.
    static func arguments(_ text: String) -> [Directive.Argument] {
        var pieces: [String] = []
        var current = ""
        var quoted = false
        for c in text {
            if c == "\"" { quoted.toggle() }
            if c == ",", !quoted {
                pieces.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        pieces.append(current)
        return pieces.compactMap { piece in
            let piece: String = piece.trimmingWhitespace()
            guard !piece.isEmpty else { return nil }
            if !piece.hasPrefix("\""), let colon = piece.firstIndex(of: ":") {
                let label: String = String(piece[..<colon]).trimmingWhitespace()
                if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    return Directive.Argument(label: label, value: unquoted(String(piece[piece.index(after: colon)...]).trimmingWhitespace()))
                }
            }
            return Directive.Argument(label: nil, value: unquoted(piece))
        }
    }

    static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }
}

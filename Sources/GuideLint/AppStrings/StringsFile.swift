import Foundation
import GuideCore

/// What reading a `.strings` file gives: its entries, the problems found, and what a fixer needs
/// to write it back.
struct StringsFileResult: Sendable {
    /// Every `"key" = "value";` entry, in file order.
    var entries: [AppString]
    /// Problems with the file: `strings.unreadable`, `strings.encoding`, `strings.syntax`.
    public var diagnostics: [Diagnostic]
    /// The decoded text, without byte-order mark; empty when the file could not be decoded.
    /// Entry positions are lines and UTF-8 byte columns of this text.
    public var text: String
    /// How the file is stored; `encoding.encode(text)` gives back its bytes.
    public var encoding: StringsFileEncoding
    /// The language of the values.
    public var language: Language

    init(entries: [AppString] = [], diagnostics: [Diagnostic] = [], text: String = "", encoding: StringsFileEncoding = .utf8, language: Language = .english) {
        self.entries = entries
        self.diagnostics = diagnostics
        self.text = text
        self.encoding = encoding
        self.language = language
    }
}

/// Apple `.strings` files: the old-style property-list format of `Localizable.strings`, or an
/// XML property list (`StringsPropertyList`).
///
/// The reader accepts UTF-8 (with or without byte-order mark) and UTF-16 with a byte-order mark;
/// `/* … */` and `// …` comments; entries `"key" = "value";`, the short form `"key";` (the value is
/// the key), and unquoted keys and values made of ASCII letters, digits and `_ $ / : . -`.
/// Quoted strings take the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, up to three octal
/// digits (`\012`), and `\U1234` or `\u1234` (up to four hex digits; a surrogate pair written as two
/// escapes makes one character). Any other escaped character stands for itself.
enum StringsFile {
    /// Reads a `.strings` file. The language is `language`, else the one the enclosing `<lang>.lproj`
    /// folder names, else English. Never throws: an unreadable file is a `strings.unreadable` diagnostic.
    public static func read(path: String, language: Language? = nil) -> StringsFileResult {
        let language = language ?? self.language(forPath: path) ?? .english
        let data: Data
        switch AppStringsReader.contents(of: path) {
        case .data(let contents): data = contents
        case .failure(let diagnostic): return StringsFileResult(diagnostics: [diagnostic], language: language)
        }
        return parse(data, file: path, language: language)
    }

    /// Reads the bytes of a `.strings` file; `file` names it in entries and diagnostics.
    static func parse(_ data: Data, file: String, language: Language) -> StringsFileResult {
        let decoded = AppStringsDecoding.decode(data, file: file)
        guard let text = decoded.text else {
            return StringsFileResult(diagnostics: decoded.diagnostic.map { [$0] } ?? [], encoding: decoded.encoding, language: language)
        }
        if StringsPropertyList.isPropertyList(text) {
            let read = StringsPropertyList.parse(text, file: file, language: language)
            let (entries, duplicates) = lastOfEachKey(read.entries, source: SourceText(path: file, text: text))
            return StringsFileResult(entries: entries, diagnostics: read.diagnostics + duplicates, text: text, encoding: decoded.encoding, language: language)
        }
        var parser = StringsFileParser(text: text, file: file, language: language)
        parser.parse()
        let (entries, duplicates) = lastOfEachKey(parser.entries, source: parser.source)
        return StringsFileResult(entries: entries, diagnostics: parser.diagnostics + duplicates, text: text, encoding: decoded.encoding, language: language)
    }

    /// A key set more than once in a file shows its last value, as Foundation reads the table:
    /// the entries without the earlier ones, and a `strings.duplicate-key` warning at each of
    /// those, which nobody sees and so nothing else checks.
    private static func lastOfEachKey(_ entries: [AppString], source: SourceText) -> (entries: [AppString], diagnostics: [Diagnostic]) {
        var last: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { last[entry.key] = index }
        guard last.count < entries.count else { return (entries, []) }
        var kept: [AppString] = []
        var diagnostics: [Diagnostic] = []
        for (index, entry) in entries.enumerated() {
            guard let shown = last[entry.key], shown != index else { kept.append(entry); continue }
            let place = entry.keyPlace ?? AppString.Place(line: entry.line, byteColumn: entry.byteColumn, exact: entry.exact)
            diagnostics.append(.warning("strings.duplicate-key", "this key is set again on line \(entries[shown].line), whose value is the one shown",
                                        at: source.location(line: place.line, byteColumn: place.byteColumn),
                                        suggestion: "remove this entry, or keep its text in the later one"))
        }
        return (kept, diagnostics)
    }

    /// The language an enclosing `<lang>.lproj` folder names: `en.lproj` → `en`, `zh-Hans.lproj` →
    /// `zh-Hans`, `zh_CN.lproj` → `zh-Hans`, `pt_BR.lproj` → `pt-BR`, `Base.lproj` → `en`, and the old
    /// names such as `English.lproj` → `en`. Nil when the file is not directly in an `.lproj` folder.
    public static func language(forPath path: String) -> Language? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        guard folder.lowercased().hasSuffix(".lproj") else { return nil }
        let name = String(folder.dropLast(".lproj".count))
        guard !name.isEmpty else { return nil }
        return normalizedLanguage(name)
    }

    /// A BCP 47 tag from an `.lproj` name or a catalog's localization: `_` becomes `-`, subtags take
    /// their usual case, and Chinese with a region but no script gets the script (`zh-CN` → `zh-Hans`).
    static func normalizedLanguage(_ raw: String) -> Language {
        let legacy = ["english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es",
                      "italian": "it", "dutch": "nl", "base": "en"]
        if let tag = legacy[raw.lowercased()] { return Language(tag) }
        var parts = raw.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard !parts.isEmpty else { return Language(raw) }
        parts[0] = parts[0].lowercased()
        for i in parts.indices.dropFirst() {
            let part = parts[i]
            if part.count == 4, part.allSatisfy(\.isLetter) {
                parts[i] = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if part.count == 2, part.allSatisfy(\.isLetter) {
                parts[i] = part.uppercased()
            }
        }
        if parts[0] == "zh", parts.count == 2 {
            switch parts[1] {
            case "CN", "SG": return .simplifiedChinese
            case "TW", "HK", "MO": return Language("zh-Hant")
            default: break
            }
        }
        return Language(parts.joined(separator: "-"))
    }
}

/// A recursive-descent reader of `.strings` text that reports errors at exact positions and goes
/// on at the next line.
struct StringsFileParser {
    let bytes: [UInt8]
    let file: String
    let language: Language
    let source: SourceText
    /// UTF-8 offset of the start of each line.
    let lineStarts: [Int]

    var index = 0
    var line = 1
    var lineStart = 0
    var entries: [AppString] = []
    var diagnostics: [Diagnostic] = []

    /// Escape problems in the entry being read; kept only for lines the parser does not read again.
    private var entryDiagnostics: [Diagnostic] = []
    /// Quoted strings of the entry being read that ran over a line break, as (line, byte column) of
    /// their opening quote: the usual cause of a later error is that one of them was never closed.
    private var multilineStrings: [(line: Int, byteColumn: Int)] = []

    init(text: String, file: String, language: Language) {
        bytes = Array(text.utf8)
        self.file = file
        self.language = language
        source = SourceText(path: file, text: text)
        lineStarts = bytes.withUnsafeBufferPointer { $0.lineStarts }
    }

    /// A syntax error: where to report it and the line to go on from.
    struct Failure: Error {
        var line: Int
        var byteColumn: Int
        var message: String
        var suggestion: String?
        var resumeLine: Int
    }

    /// A key or value as read, with where it stands.
    struct Token {
        var value: String
        /// Position of the first character of the value (after the opening quote).
        var line: Int
        var byteColumn: Int
        var exact: Bool
        /// Position just after the token (after the closing quote).
        var endLine: Int
        var endColumn: Int
    }

    /// A comment's text and the line it starts on.
    struct Comment {
        var text: String
        var line: Int
    }

    private var column: Int { index - lineStart + 1 }
    private var atEnd: Bool { index >= bytes.count }
    private func peek(_ ahead: Int = 0) -> UInt8? { index + ahead < bytes.count ? bytes[index + ahead] : nil }

    private mutating func advance() {
        if endsLine(at: index) {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// True at a newline, or at a carriage return that no newline follows (old Mac files), as
    /// `lineStarts` counts lines.
    private func endsLine(at offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "\n") || (bytes[offset] == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")))
    }

    mutating func parse() {
        var previousEntryLine: Int?
        // The entries may stand inside braces, as an old-style property-list dictionary: `{ "a" = "b"; }`.
        var braced: (line: Int, byteColumn: Int)?
        var leading: [Comment] = []
        if (try? skipTrivia(collecting: &leading)) != nil, peek() == UInt8(ascii: "{") {
            braced = (line, column)
            advance()
        } else {
            index = 0
            line = 1
            lineStart = 0
        }
        while true {
            var comments: [Comment] = []
            do {
                try skipTrivia(collecting: &comments)
            } catch let failure as Failure {
                report(failure)
                previousEntryLine = nil
                continue
            } catch {}
            // A comment that starts on the line an entry ended on belongs to that entry (for suppressions).
            if let previous = previousEntryLine, !entries.isEmpty {
                while let first = comments.first, first.line == previous {
                    entries[entries.count - 1].suppressedRules.formUnion(AppString.suppressedRules(in: first.text))
                    comments.removeFirst()
                }
            }
            previousEntryLine = nil
            if let open = braced {
                if atEnd {
                    report(Failure(line: open.line, byteColumn: open.byteColumn, message: "this `{` is never closed",
                                   suggestion: "end the file with `}`", resumeLine: lineStarts.count + 1))
                    break
                }
                if peek() == UInt8(ascii: "}") {
                    advance()
                    braced = nil
                    var ignored: [Comment] = []
                    if (try? skipTrivia(collecting: &ignored)) != nil, !atEnd {
                        report(Failure(line: line, byteColumn: column, message: "unexpected \(describeNext()) after the closing `}`",
                                       suggestion: nil, resumeLine: lineStarts.count + 1))
                    }
                    break
                }
            }
            if atEnd { break }
            entryDiagnostics = []
            multilineStrings = []
            do {
                try parseEntry(comments: comments)
                diagnostics += entryDiagnostics
                previousEntryLine = line
            } catch var failure as Failure {
                if let open = multilineStrings.first {
                    failure = Failure(line: open.line, byteColumn: open.byteColumn, message: "this string has no closing quote on its line",
                                      suggestion: "end it with `\"` (write a line break inside a string as `\\n`)", resumeLine: open.line + 1)
                }
                diagnostics += entryDiagnostics.filter { ($0.location?.line ?? 0) < failure.resumeLine }
                report(failure)
            } catch {}
        }
    }

    private mutating func report(_ failure: Failure) {
        diagnostics.append(.error("strings.syntax", failure.message, at: source.location(line: failure.line, byteColumn: failure.byteColumn),
                                  suggestion: failure.suggestion))
        // Go on at the start of the next line.
        if failure.resumeLine - 1 < lineStarts.count {
            index = lineStarts[failure.resumeLine - 1]
            line = failure.resumeLine
            lineStart = index
        } else {
            index = bytes.count
        }
    }

    private mutating func parseEntry(comments: [Comment]) throws {
        guard let key = try readToken() else { throw unexpected(expecting: "a key: a string in double quotes") }
        try skipTrivia()
        let value: Token
        if peek() == UInt8(ascii: ";") {
            value = key  // `"key";` is short for `"key" = "key";`
        } else if peek() == UInt8(ascii: "=") {
            let afterEquals = (line: line, column: column + 1)
            advance()
            try skipTrivia()
            guard let read = try readToken() else {
                throw expected("expected a value after `=`", after: afterEquals, suggestion: "write the value in double quotes: `\"key\" = \"value\";`")
            }
            value = read
            try skipTrivia()
            guard peek() == UInt8(ascii: ";") else {
                throw expected("expected `;` after the value", after: (value.endLine, value.endColumn), suggestion: "end each entry with `;`")
            }
        } else {
            throw expected("expected `=` after the key", after: (key.endLine, key.endColumn), suggestion: "write entries as `\"key\" = \"value\";`")
        }
        advance()  // `;`
        let comment = comments.isEmpty ? nil : comments.map(\.text).joined(separator: "\n")
        var entry = AppString(key: key.value, value: value.value, language: language, comment: comment, file: file,
                              line: value.line, byteColumn: value.byteColumn, exact: value.exact)
        entry.keyPlace = AppString.Place(line: key.line, byteColumn: key.byteColumn, exact: key.exact)
        // The short form's text is its key, which the code looks up: checked, never fixed.
        entry.isKey = value.line == key.line && value.byteColumn == key.byteColumn
        entries.append(entry)
    }

    /// An error for a missing token: at the next character when it is on the line where the token was
    /// due, else just after the previous token.
    private func expected(_ message: String, after previous: (line: Int, column: Int), suggestion: String? = nil) -> Failure {
        if !atEnd, line == previous.line {
            return Failure(line: line, byteColumn: column, message: "\(message), not \(describeNext())", suggestion: suggestion, resumeLine: line + 1)
        }
        return Failure(line: previous.line, byteColumn: previous.column, message: message, suggestion: suggestion, resumeLine: previous.line + 1)
    }

    private func unexpected(expecting what: String) -> Failure {
        if bytes[index...].starts(with: [0xE2, 0x80, 0x9C]) || bytes[index...].starts(with: [0xE2, 0x80, 0x9D]) {
            return Failure(line: line, byteColumn: column, message: "expected \(what), not a curly quotation mark",
                           suggestion: "use straight double quotes: `\"key\" = \"value\";`", resumeLine: line + 1)
        }
        return Failure(line: line, byteColumn: column, message: "expected \(what), not \(describeNext())",
                       suggestion: "write entries as `\"key\" = \"value\";`", resumeLine: line + 1)
    }

    /// The next character, for messages: `` `x` ``.
    private func describeNext() -> String {
        guard !atEnd else { return "the end of the file" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[index..<end], as: UTF8.self)
        switch character {
        case "\"": return "a string"
        case "`": return "a backquote"
        default: return "`\(character)`"
        }
    }

    // MARK: Trivia

    private mutating func skipTrivia() throws {
        var ignored: [Comment] = []
        try skipTrivia(collecting: &ignored)
    }

    /// Skips white space and comments, collecting the comments' text.
    private mutating func skipTrivia(collecting comments: inout [Comment]) throws {
        while let byte = peek() {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                let start = index + 2
                let startLine = line
                while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { advance() }
                comments.append(Comment(text: Self.trimmed(bytes[start..<index]), line: startLine))
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let startLine = line, startColumn = column
                advance(); advance()
                let start = index
                while true {
                    guard !atEnd else {
                        throw Failure(line: startLine, byteColumn: startColumn, message: "this comment is never closed",
                                      suggestion: "end it with `*/`", resumeLine: startLine + 1)
                    }
                    if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") { break }
                    advance()
                }
                comments.append(Comment(text: Self.trimmed(bytes[start..<index]), line: startLine))
                advance(); advance()
            case 0xE2 where peek(1) == 0x80 && (peek(2) == 0xA8 || peek(2) == 0xA9):
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR
                advance(); advance(); advance()
            default:
                return
            }
        }
    }

    private static func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        String(decoding: slice, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: Strings

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): return true
        default: return false
        }
    }

    /// A quoted or unquoted string at the current position, or nil when none starts here.
    private mutating func readToken() throws -> Token? {
        guard let byte = peek() else { return nil }
        if byte == UInt8(ascii: "\"") { return try readQuoted() }
        guard Self.isUnquotedCharacter(byte) else { return nil }
        let startLine = line, startColumn = column, start = index
        while let next = peek(), Self.isUnquotedCharacter(next) {
            if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
            advance()
        }
        return Token(value: String(decoding: bytes[start..<index], as: UTF8.self), line: startLine, byteColumn: startColumn,
                     exact: true, endLine: line, endColumn: column)
    }

    private mutating func readQuoted() throws -> Token {
        let openLine = line, openColumn = column
        advance()
        let valueLine = line, valueColumn = column
        var out: [UInt8] = []
        var exact = true
        var multiline = false
        func unterminated() -> Failure {
            Failure(line: openLine, byteColumn: openColumn, message: "this string has no closing quote",
                    suggestion: "end it with `\"`", resumeLine: openLine + 1)
        }
        while true {
            guard let byte = peek() else { throw unterminated() }
            if byte == UInt8(ascii: "\"") {
                advance()
                break
            }
            if byte == UInt8(ascii: "\\") {
                exact = false
                let escapeLine = line, escapeColumn = column
                advance()
                guard let escaped = peek() else { throw unterminated() }
                if endsLine(at: index) { multiline = true }
                try readEscape(escaped, into: &out, at: (escapeLine, escapeColumn))
                continue
            }
            if endsLine(at: index) {
                multiline = true
                exact = false
            }
            out.append(byte)
            advance()
        }
        if multiline { multilineStrings.append((openLine, openColumn)) }
        return Token(value: String(decoding: out, as: UTF8.self), line: valueLine, byteColumn: valueColumn, exact: exact,
                     endLine: line, endColumn: column)
    }

    /// Reads the escape whose character (after the backslash) is `escaped`, appending its UTF-8.
    private mutating func readEscape(_ escaped: UInt8, into out: inout [UInt8], at position: (line: Int, column: Int)) throws {
        func append(_ scalar: Unicode.Scalar) { out.append(contentsOf: Array(String(scalar).utf8)) }
        switch escaped {
        case UInt8(ascii: "n"): out.append(0x0A); advance()
        case UInt8(ascii: "t"): out.append(0x09); advance()
        case UInt8(ascii: "r"): out.append(0x0D); advance()
        case UInt8(ascii: "a"): out.append(0x07); advance()
        case UInt8(ascii: "b"): out.append(0x08); advance()
        case UInt8(ascii: "f"): out.append(0x0C); advance()
        case UInt8(ascii: "v"): out.append(0x0B); advance()
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, let digit = peek(), digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7") {
                value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
                digits += 1
                advance()
            }
            append(Unicode.Scalar(value) ?? "\u{FFFD}")
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            advance()
            guard let unit = readHex() else {
                entryDiagnostics.append(.error("strings.syntax", "expected hex digits after `\\\(Character(Unicode.Scalar(escaped)))`",
                                               at: source.location(line: position.line, byteColumn: position.column),
                                               suggestion: "write a character as `\\U` and four hex digits, such as `\\U00E9`"))
                return
            }
            if UTF16.isLeadSurrogate(UInt16(unit)) {
                // A pair written as two escapes: `\UD83D\UDE00`.
                if peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "U") || peek(1) == UInt8(ascii: "u") {
                    let saved = (index, line, lineStart)
                    advance(); advance()
                    if let low = readHex(), UTF16.isTrailSurrogate(UInt16(low)) {
                        let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
                        return
                    }
                    (index, line, lineStart) = saved
                }
                loneSurrogate(at: position)
                append("\u{FFFD}")
            } else if UTF16.isTrailSurrogate(UInt16(unit)) {
                loneSurrogate(at: position)
                append("\u{FFFD}")
            } else {
                append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        default:
            // `\"`, `\\`, `\'` and any other character stand for the character itself.
            out.append(escaped)
            advance()
        }
    }

    private mutating func loneSurrogate(at position: (line: Int, column: Int)) {
        entryDiagnostics.append(.error("strings.syntax", "this escape is half of a surrogate pair without the other half",
                                       at: source.location(line: position.line, byteColumn: position.column),
                                       suggestion: "write a character beyond U+FFFF as two escapes, such as `\\UD83D\\UDE00`"))
    }

    /// Up to four hex digits, or nil when there are none.
    private mutating func readHex() -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, let byte = peek(), let digit = Self.hexValue(byte) {
            value = value * 16 + digit
            digits += 1
            advance()
        }
        return digits == 0 ? nil : value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}

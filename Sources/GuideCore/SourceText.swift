/// The text of one source file, with the line index needed to turn cmark's byte columns
/// into the character columns a person counts.
public struct SourceText: Sendable {
    /// The path used in diagnostics.
    public let path: String
    /// The whole text (already decoded and without a byte-order mark).
    public let text: String
    /// UTF-8 offset of the start of each line; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// Column tables of long lines, so that each conversion costs a lookup, not a walk.
    private let columns = LineColumnCache()
    /// Lines longer than this (in bytes) get a column table when a column is asked for.
    static let longLine = 256

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        // Over the bytes in place: iterating `utf8` asks the string for each byte.
        var copy = text
        self.lineStarts = copy.withUTF8 { $0.lineStarts }
    }

    /// The text of a 1-based line, without its line ending.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
        var end = number < lineStarts.count
            ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number] - 1)
            : utf8.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") {
            end = utf8.index(before: end)
        }
        return text[start..<end]
    }

    /// A location from a 1-based line and a 1-based UTF-8 byte column (as cmark reports them).
    public func location(line: Int, byteColumn: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: characterColumn(line: line, byteColumn: byteColumn))
    }

    /// A location spanning a 1-based line's bytes from `byteColumn` to `lastByteColumn` (the
    /// span's last byte), with the span's end as a character column.
    public func location(line: Int, byteColumn: Int, lastByteColumn: Int) -> SourceLocation {
        var location = location(line: line, byteColumn: byteColumn)
        if lastByteColumn >= byteColumn {
            location.endColumn = characterColumn(line: line, byteColumn: lastByteColumn) + 1
        }
        return location
    }

    /// Converts a 1-based byte column on a line into a 1-based character column.
    public func characterColumn(line number: Int, byteColumn: Int) -> Int {
        guard byteColumn > 1, let line = line(number) else { return max(byteColumn, 1) }
        if line.utf8.count > Self.longLine {
            return columns.columns(line: number) { line }.characterColumn(byteColumn: byteColumn)
        }
        let target = byteColumn - 1
        var bytes = 0
        var characters = 0
        for character in line {
            let width = character.utf8.count
            // A byte column inside a multi-byte character belongs to that character.
            if bytes + width > target { break }
            bytes += width
            characters += 1
        }
        return characters + 1
    }

    /// A cursor for converting many byte columns of this text, in file order, in linear time.
    public func columnCursor() -> ColumnCursor { ColumnCursor(source: self) }

    /// A location from a UTF-8 offset into the whole text.
    public func location(utf8Offset: Int) -> SourceLocation {
        let position = position(utf8Offset: utf8Offset)
        return location(line: position.line, byteColumn: position.byteColumn)
    }

    /// The 1-based line and UTF-8 byte column of a UTF-8 offset into the whole text.
    public func position(utf8Offset: Int) -> (line: Int, byteColumn: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= utf8Offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, utf8Offset - lineStarts[low] + 1)
    }
}

/// Converts byte columns to character columns for many positions of one text. Positions taken
/// in file order cost time linear in the text, where converting each from its line's start
/// would cost the line's length per position (4,000 links on one line: quadratic).
public struct ColumnCursor {
    let source: SourceText
    private var line = 0
    /// What is left of the current line past the characters counted so far.
    private var rest: Substring = ""
    private var bytes = 0
    private var characters = 0

    init(source: SourceText) { self.source = source }

    /// As `SourceText.characterColumn(line:byteColumn:)`.
    public mutating func characterColumn(line number: Int, byteColumn: Int) -> Int {
        guard byteColumn > 1 else { return max(byteColumn, 1) }
        let target = byteColumn - 1
        if number != line || target < bytes {
            guard let text = source.line(number) else { return byteColumn }
            line = number
            rest = text
            bytes = 0
            characters = 0
        }
        while let character = rest.first {
            let width = character.utf8.count
            // A byte column inside a multi-byte character belongs to that character.
            if bytes + width > target { break }
            bytes += width
            characters += 1
            rest = rest.dropFirst()
        }
        return characters + 1
    }
}

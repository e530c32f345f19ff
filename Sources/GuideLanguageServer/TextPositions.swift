import Foundation
import GuideCore

/// A text's lines, for converting between LSP positions (zero-based line, UTF-16 offset) and
/// String indices, UTF-8 byte columns and the character columns guidegen's diagnostics use.
/// Positions past a line's end or the text's end are clamped to them, never trusted.
public struct TextPositions: Sendable {
    public let text: String
    /// The index where each line starts; a line ends before its `\n` (and a `\r` before that),
    /// or before a `\r` alone (`lineStarts` of GuideCore, as the build counts lines).
    private let lineStarts: [String.Index]

    public init(_ text: String) {
        var text = text
        let offsets = text.withUTF8 { $0.lineStarts }
        self.text = text
        // Offsets into native UTF-8 make indices in constant time.
        let utf8 = text.utf8
        lineStarts = offsets.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    public var lineCount: Int { lineStarts.count }

    /// The text of a zero-based line, without its line break; empty past the end.
    public func line(_ number: Int) -> Substring {
        guard number >= 0, number < lineStarts.count else { return "" }
        let start = lineStarts[number]
        var end = number + 1 < lineStarts.count ? text.utf8.index(before: lineStarts[number + 1]) : text.endIndex
        if end > start, text.utf8[text.utf8.index(before: end)] == UInt8(ascii: "\r") { end = text.utf8.index(before: end) }
        return text[start..<end]
    }

    /// The line break that ends a zero-based line (`"\r\n"`, `"\r"` or `"\n"`); for the last
    /// line, which has none, the one before it, and `"\n"` in a text of one line. Text
    /// inserted as lines ends them with it, as the file's own lines end.
    public func lineBreak(after number: Int) -> String {
        let ended = min(max(0, number), lineStarts.count - 2)
        guard ended >= 0 else { return "\n" }
        let end = line(ended).endIndex
        return String(text[end..<lineStarts[ended + 1]])
    }

    /// The index of a position: a line past the end is the text's end; an offset past the
    /// line's end is the line's end; an offset inside a surrogate pair is the pair's start.
    public func index(of position: Position) -> String.Index {
        guard position.line >= 0 else { return text.startIndex }
        guard position.line < lineStarts.count else { return text.endIndex }
        let line = self.line(position.line)
        var remaining = max(0, position.character)
        var index = line.startIndex
        for scalar in line.unicodeScalars {
            let width = scalar.utf16.count
            if width > remaining { break }
            remaining -= width
            index = line.unicodeScalars.index(after: index)
        }
        return index
    }

    /// The position of an index.
    public func position(of index: String.Index) -> Position {
        // The last line start at or before the index.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let line = self.line(low)
        let end = min(index, line.endIndex)
        return Position(line: low, character: text.utf16.distance(from: line.startIndex, to: end))
    }

    /// The range of indices a position range covers, its ends put in order.
    public func indices(of range: LSPRange) -> Range<String.Index> {
        let a = index(of: range.start), b = index(of: range.end)
        return a <= b ? a..<b : b..<a
    }

    /// The position of a 1-based line and 1-based character (grapheme) column, as guidegen's
    /// `SourceLocation` counts them; column 0 is the line's start.
    public func position(line: Int, characterColumn column: Int) -> Position {
        let text = self.line(line - 1)
        var index = text.startIndex
        var count = 1
        while count < column, index < text.endIndex {
            index = text.index(after: index)
            count += 1
        }
        return Position(line: max(0, line - 1), character: text.utf16.distance(from: text.startIndex, to: index))
    }

    /// The position of a 1-based line and 1-based UTF-8 byte column (cmark's and fixes' columns).
    public func position(line: Int, byteColumn: Int) -> Position {
        let text = self.line(line - 1)
        var bytes = max(0, byteColumn - 1)
        var utf16 = 0
        for scalar in text.unicodeScalars {
            let width = scalar.utf8.count
            if width > bytes { break }
            bytes -= width
            utf16 += scalar.utf16.count
        }
        return Position(line: max(0, line - 1), character: utf16)
    }

    /// The UTF-16 length of a zero-based line.
    public func lineLength(_ number: Int) -> Int { line(number).utf16.count }

    /// The whole text's range.
    public var wholeRange: LSPRange {
        LSPRange(start: Position(line: 0, character: 0), end: position(of: text.endIndex))
    }
}

import Foundation
import Synchronization

/// Where each character of one line starts, in UTF-8 bytes and in Unicode scalars, so that byte,
/// character and scalar columns convert in constant time. Built once per long line: converting
/// each finding's column by walking the line from its start cost findings × line length, minutes
/// for a minified String Catalog (one 98 KB line, 5,000 findings).
public struct LineColumns: Sendable, Equatable {
    /// The byte offset at which each character starts, then the line's length in bytes.
    private let byteStarts: [Int32]
    /// The number of scalars before each character, then the line's length in scalars.
    private let scalarStarts: [Int32]
    /// The terminal cells of the whole line (see `TextWidth`).
    let cells: Int

    public init(_ line: Substring) {
        if let simple = Self.scalarByScalar(line) {
            self = simple
        } else {
            self.init(characterByCharacter: line)
        }
    }

    /// The table of a line in which every scalar is a character of its own: ASCII, Chinese
    /// characters and common punctuation, none of which joins a neighbour into one character.
    /// Nil for any other line (accents, emoji, other scripts), which is taken apart character by
    /// character: grapheme breaking costs ten times as much, and a book's long Chinese lines
    /// are measured for every finding's excerpt.
    static func scalarByScalar(_ line: Substring) -> LineColumns? {
        var bytes: [Int32] = []
        bytes.reserveCapacity(line.utf8.count + 1)
        var byte: Int32 = 0, cells = 0
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x20...0x7E, 0x4E00...0x9FFF, 0x3000...0x3029, 0x3030...0x303F, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x2010...0x2027, 0x2030...0x205E:
                cells += TextWidth.cells(of: scalar)
            default:
                return nil
            }
            bytes.append(byte)
            byte += Int32(UTF8.width(scalar))
        }
        bytes.append(byte)
        // One scalar per character: the scalar columns are the character columns.
        return LineColumns(byteStarts: bytes, scalarStarts: Array(0...Int32(bytes.count - 1)), cells: cells)
    }

    private init(byteStarts: [Int32], scalarStarts: [Int32], cells: Int) {
        self.byteStarts = byteStarts
        self.scalarStarts = scalarStarts
        self.cells = cells
    }

    /// The table made by walking the line's characters (any text).
    init(characterByCharacter line: Substring) {
        var bytes: [Int32] = [], scalars: [Int32] = []
        bytes.reserveCapacity(line.utf8.count + 1)
        scalars.reserveCapacity(line.utf8.count + 1)
        var byte: Int32 = 0, scalar: Int32 = 0, cells = 0
        for character in line {
            bytes.append(byte)
            scalars.append(scalar)
            byte += Int32(character.utf8.count)
            scalar += Int32(character.unicodeScalars.count)
            cells += TextWidth.cells(of: character)
        }
        bytes.append(byte)
        scalars.append(scalar)
        byteStarts = bytes
        scalarStarts = scalars
        self.cells = cells
    }

    /// The number of characters in the line.
    public var count: Int { byteStarts.count - 1 }

    /// The 1-based character column of a 1-based UTF-8 byte column (a byte inside a character
    /// belongs to that character; past the end, one column per byte).
    public func characterColumn(byteColumn: Int) -> Int {
        let target = Int32(clamping: byteColumn - 1)
        guard target > 0 else { return max(byteColumn, 1) }
        var low = 0, high = byteStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if byteStarts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The 1-based scalar column of a 1-based character column.
    func scalarColumn(characterColumn column: Int) -> Int {
        guard column > 1 else { return column }
        let index = column - 1
        return index < scalarStarts.count ? Int(scalarStarts[index]) + 1 : Int(scalarStarts[count]) + 1 + index - count
    }

    /// The UTF-8 offset where a 0-based character index starts (the line's end past it).
    func byteOffset(ofCharacter index: Int) -> Int {
        Int(byteStarts[min(max(index, 0), count)])
    }
}

/// Column tables of the long lines of one text, built when first asked for.
final class LineColumnCache: Sendable {
    private let lines = Mutex<[Int: LineColumns]>([:])

    func columns(line number: Int, text: () -> Substring) -> LineColumns {
        lines.withLock { lines in
            if let known = lines[number] { return known }
            let made = LineColumns(text())
            lines[number] = made
            return made
        }
    }
}

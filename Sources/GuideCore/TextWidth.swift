/// Terminal display widths: East Asian wide and full-width characters take two cells, so a
/// caret under a Chinese line needs counting in cells, not characters.
enum TextWidth {
    /// The number of terminal cells the text occupies.
    static func cells<S: StringProtocol>(_ text: S) -> Int {
        text.reduce(0) { $0 + cells(of: $1) }
    }

    /// The number of terminal cells one character occupies (0, 1 or 2).
    static func cells(of character: Character) -> Int {
        character.unicodeScalars.first.map(cells(of:)) ?? 0
    }

    /// The terminal cells of a character made of this one scalar: a tab takes four.
    static func cells(of scalar: Unicode.Scalar) -> Int {
        scalar == "\t" ? 4 : isWide(scalar.value) ? 2 : 1
    }

    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

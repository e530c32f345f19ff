import Foundation

/// Removes comments from a script as it is published, as `StylesheetComments` does for
/// stylesheets: the theme's JavaScript explains itself at length, and its search code comes in
/// parts, each gzipped on its own. Strings, template literals and regular expression literals
/// are kept whole; `/*! … */` (licences) and `//# …` (source maps) stay. A comment alone on its
/// lines goes with them; one after code leaves the line break (it may end a statement); one
/// inside a line leaves a space, or a line break if it held one. A script this cannot read to
/// its end (a string or literal left open, brackets that do not pair) is published as it is.
enum ScriptComments {
    static func strip(_ script: Data) -> Data {
        stripped([UInt8](script)).map { Data($0) } ?? script
    }

    /// Words after which a `/` starts a regular expression, not a division.
    private static let beforeExpression: Set<[UInt8]> = Set(["return", "typeof", "instanceof", "in", "of", "new", "delete",
                                                             "void", "throw", "case", "do", "else", "yield", "await"].map { Array($0.utf8) })

    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")
    private static let backtick = UInt8(ascii: "`")

    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0D || c == newline }
    private static func isWordByte(_ c: UInt8) -> Bool {
        c >= 0x80 || c == UInt8(ascii: "$") || c == UInt8(ascii: "_") || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A)
    }

    /// Whether code ending in `c` ends an operand, so that a `/` after it divides: a name or a
    /// number, `)`, `]`, a string or a template literal (and a regular expression, noted as `)`).
    private static func endsOperand(_ c: UInt8) -> Bool {
        isWordByte(c) || c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == backtick
    }

    private static func stripped(_ b: [UInt8]) -> [UInt8]? {
        var out = [UInt8]()
        out.reserveCapacity(b.count)
        // Open brackets of the code, `{` of a template's `${` as a backtick.
        var open: [UInt8] = []
        // The last byte of code (not space, not comment; 0 at the start) and the word it ends.
        var last: UInt8 = 0
        var word: [UInt8] = []
        var i = 0
        /// Whether the output's current line holds only spaces so far.
        func lineIsBlank() -> Bool {
            var k = out.count
            while k > 0, out[k - 1] == 0x20 || out[k - 1] == 0x09 { k -= 1 }
            return k == 0 || out[k - 1] == newline
        }
        func trimSpaces() { while let c = out.last, c == 0x20 || c == 0x09 { out.removeLast() } }
        /// Copies a template literal's text from `j` (after its backtick or a `}`) to its end or
        /// to a `${`; false when it never ends.
        func template(from j: Int) -> Bool {
            var k = j
            while k < b.count {
                if b[k] == backslash { k += 2; continue }
                if b[k] == backtick {
                    out += b[i..<k + 1]
                    i = k + 1
                    return true
                }
                if b[k] == UInt8(ascii: "$"), k + 1 < b.count, b[k + 1] == UInt8(ascii: "{") {
                    out += b[i..<k + 2]
                    i = k + 2
                    open.append(backtick)
                    return true
                }
                k += 1
            }
            return false
        }
        while i < b.count {
            let c = b[i]
            let next: UInt8 = i + 1 < b.count ? b[i + 1] : 0
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                // A string, to its closing quote; a line break may only follow a backslash.
                var k = i + 1
                while k < b.count, b[k] != c, b[k] != newline { k += b[k] == backslash ? 2 : 1 }
                guard k < b.count, b[k] == c else { return nil }
                out += b[i...k]
                i = k + 1
                last = c
                word = []
            } else if c == backtick || (c == UInt8(ascii: "}") && open.last == backtick) {
                if c == UInt8(ascii: "}") { open.removeLast() }
                guard template(from: i + 1) else { return nil }
                last = backtick
                word = []
            } else if c == slash, next == slash {
                var end = i
                while end < b.count, b[end] != newline { end += 1 }
                if next == slash, end > i + 2, b[i + 2] == UInt8(ascii: "#") {
                    out += b[i..<end]
                    i = end
                } else if lineIsBlank() {
                    trimSpaces()
                    i = min(end + 1, b.count)
                } else {
                    trimSpaces()
                    i = end
                }
            } else if c == slash, next == star {
                var end = i + 2
                while end + 1 < b.count, !(b[end] == star && b[end + 1] == slash) { end += 1 }
                guard end + 1 < b.count else { return nil }
                end += 2
                if i + 2 < b.count, b[i + 2] == UInt8(ascii: "!") {
                    out += b[i..<end]
                    i = end
                    continue
                }
                var after = end
                while after < b.count, b[after] == 0x20 || b[after] == 0x09 || b[after] == 0x0D { after += 1 }
                if lineIsBlank(), after == b.count || b[after] == newline {
                    trimSpaces()
                    i = min(after + 1, b.count)
                } else if b[i..<end].contains(newline) {
                    trimSpaces()
                    out.append(newline)
                    i = end
                } else {
                    if let before = out.last, !isSpace(before), end < b.count, !isSpace(b[end]) { out.append(0x20) }
                    i = end
                }
            } else if c == slash, word.isEmpty ? !endsOperand(last) : beforeExpression.contains(word) {
                // A regular expression, to its closing slash (one in a [class] does not close it).
                var k = i + 1, inClass = false
                while k < b.count, b[k] != newline, inClass || b[k] != slash {
                    if b[k] == backslash { k += 1 } else if b[k] == UInt8(ascii: "[") { inClass = true } else if b[k] == UInt8(ascii: "]") { inClass = false }
                    k += 1
                }
                guard k < b.count, b[k] == slash else { return nil }
                k += 1
                while k < b.count, isWordByte(b[k]) { k += 1 }
                out += b[i..<k]
                i = k
                // What follows a literal divides it.
                last = UInt8(ascii: ")")
                word = []
            } else {
                switch c {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    open.append(c)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    let opener: UInt8 = c == UInt8(ascii: ")") ? UInt8(ascii: "(") : c - 2
                    guard open.last == opener else { return nil }
                    open.removeLast()
                default:
                    break
                }
                if !isSpace(c) {
                    if isWordByte(c) {
                        if !(isWordByte(last) && i > 0 && isWordByte(b[i - 1])) { word = [] }
                        word.append(c)
                    } else {
                        word = []
                    }
                    last = c
                }
                out.append(c)
                i += 1
            }
        }
        return open.isEmpty ? out : nil
    }
}

import Foundation

/// Removes comments from a script as it is published, as `StylesheetComments` does for
/// stylesheets: the theme's JavaScript explains itself at length, and its search code comes in
/// parts, each gzipped on its own. Strings, template literals and regular expression literals
/// are kept whole; `/*! … */` (licences) and `//# …` (source maps) stay. A comment alone on its
/// lines goes with them; one after code leaves the line break (it may end a statement); one
/// inside a line leaves a space, or a line break if it held one. Blank lines and indentation
/// between code go too (a template literal's stay: they are its text). A script this cannot
/// read to its end (a string or literal left open, brackets that do not pair) is published as
/// it is.
enum ScriptComments {
    static func strip(_ script: Data) -> Data {
        stripped([UInt8](script)).map { Data($0) } ?? script
    }

    /// Words after which a `/` starts a regular expression, not a division.
    private static let beforeExpression: Set<[UInt8]> = Set(["return", "typeof", "instanceof", "in", "of", "new", "delete",
                                                             "void", "throw", "case", "do", "else", "yield", "await"].map { Array($0.utf8) })

    /// Words whose `(…)` is a condition: after its `)` a statement begins, where a `/` starts a
    /// regular expression (`if (ok) /\//.test(s)`), not a division as after any other `)`.
    private static let beforeCondition: Set<[UInt8]> = Set(["if", "while", "for", "with"].map { Array($0.utf8) })
    /// How an open condition's `(` is noted among the open brackets.
    private static let conditionParen = UInt8(ascii: "<")

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
        var scanner = ScriptScanner(b)
        return scanner.stripped()
    }

    /// Reads a script once, token by token, copying it to `out` without its comments.
    private struct ScriptScanner {
        /// The script.
        let b: [UInt8]
        var out: [UInt8] = []
        /// Where the next token starts.
        var i = 0
        /// Open brackets of the code, `{` of a template's `${` as a backtick.
        var open: [UInt8] = []
        /// The last byte of code (not space, not comment; 0 at the start) and the word it ends.
        var last: UInt8 = 0
        var word: [UInt8] = []

        init(_ b: [UInt8]) {
            self.b = b
            out.reserveCapacity(b.count)
        }

        /// The script without its comments; nil when it cannot be read to its end.
        mutating func stripped() -> [UInt8]? {
            while i < b.count {
                guard readToken() else { return nil }
            }
            return open.isEmpty ? out : nil
        }

        /// Reads the token at `i`; false when the script cannot be read past it.
        private mutating func readToken() -> Bool {
            let c = b[i]
            let next: UInt8 = i + 1 < b.count ? b[i + 1] : 0
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { return string(quotedBy: c) }
            if c == backtick || (c == UInt8(ascii: "}") && open.last == backtick) { return templateText() }
            if c == slash, next == slash {
                lineComment()
                return true
            }
            if c == slash, next == star { return blockComment() }
            if c == slash, slashStartsRegularExpression { return regularExpression() }
            return code(c)
        }

        /// Whether a `/` here starts a regular expression: after a word that expects an
        /// expression, or after code that does not end an operand.
        private var slashStartsRegularExpression: Bool {
            word.isEmpty ? !endsOperand(last) : beforeExpression.contains(word)
        }

        /// Copies the script from `i` up to `end` and goes on from there.
        private mutating func copy(upTo end: Int) {
            out += b[i..<end]
            i = end
        }

        /// Whether the output's current line holds only spaces so far.
        private func lineIsBlank() -> Bool {
            var k = out.count
            while k > 0, out[k - 1] == 0x20 || out[k - 1] == 0x09 { k -= 1 }
            return k == 0 || out[k - 1] == newline
        }

        private mutating func trimSpaces() { while let c = out.last, c == 0x20 || c == 0x09 { out.removeLast() } }

        /// A string, to its closing quote; a line break may only follow a backslash.
        private mutating func string(quotedBy quote: UInt8) -> Bool {
            var k = i + 1
            while k < b.count, b[k] != quote, b[k] != newline { k += b[k] == backslash ? 2 : 1 }
            guard k < b.count, b[k] == quote else { return false }
            copy(upTo: k + 1)
            last = quote
            word = []
            return true
        }

        /// A template literal's text, from its backtick (or the `}` that closes a `${` in it) to
        /// its closing backtick or to its next `${`; false when it never ends.
        private mutating func templateText() -> Bool {
            if b[i] == UInt8(ascii: "}") { open.removeLast() }
            var k = i + 1
            while k < b.count {
                if b[k] == backslash {
                    k += 2
                } else if b[k] == backtick {
                    copy(upTo: k + 1)
                    break
                } else if b[k] == UInt8(ascii: "$"), k + 1 < b.count, b[k + 1] == UInt8(ascii: "{") {
                    copy(upTo: k + 2)
                    open.append(backtick)
                    break
                } else {
                    k += 1
                }
            }
            guard k < b.count else { return false }
            last = backtick
            word = []
            return true
        }

        /// A `//` comment, to the end of its line; `//#` (a source map) stays. One alone on its
        /// line goes with the line break; one after code leaves it.
        private mutating func lineComment() {
            var end = i
            while end < b.count, b[end] != newline { end += 1 }
            if end > i + 2, b[i + 2] == UInt8(ascii: "#") {
                copy(upTo: end)
            } else if lineIsBlank() {
                trimSpaces()
                i = min(end + 1, b.count)
            } else {
                trimSpaces()
                i = end
            }
        }

        /// A `/* … */` comment; `/*! … */` (a licence) stays. False when it never ends.
        private mutating func blockComment() -> Bool {
            var end = i + 2
            while end + 1 < b.count, !(b[end] == star && b[end + 1] == slash) { end += 1 }
            guard end + 1 < b.count else { return false }
            end += 2
            if i + 2 < b.count, b[i + 2] == UInt8(ascii: "!") {
                copy(upTo: end)
            } else {
                skipBlockComment(endingAt: end)
            }
            return true
        }

        /// Leaves out the block comment from `i` to `end`: alone on its lines it goes with
        /// them; one that held a line break leaves one; else it leaves a space between code.
        private mutating func skipBlockComment(endingAt end: Int) {
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
        }

        /// A regular expression, to its closing slash (one in a [class] does not close it) and
        /// its flags; false when it never ends on its line.
        private mutating func regularExpression() -> Bool {
            var k = i + 1, inClass = false
            while k < b.count, b[k] != newline, inClass || b[k] != slash {
                if b[k] == backslash { k += 1 } else if b[k] == UInt8(ascii: "[") { inClass = true } else if b[k] == UInt8(ascii: "]") { inClass = false }
                k += 1
            }
            guard k < b.count, b[k] == slash else { return false }
            k += 1
            while k < b.count, isWordByte(b[k]) { k += 1 }
            copy(upTo: k)
            // What follows a literal divides it.
            last = UInt8(ascii: ")")
            word = []
            return true
        }

        /// Any other byte of code, copied as it is; false for a bracket that closes nothing open.
        private mutating func code(_ c: UInt8) -> Bool {
            // A blank line says nothing to the browser; the line break before it still ends a statement.
            if c == newline, lineIsBlank() {
                trimSpaces()
                i += 1
                return true
            }
            // Nor does indentation, which a gzipped script still pays for.
            if c == 0x20 || c == 0x09, out.isEmpty || out.last == newline {
                i += 1
                return true
            }
            let closesCondition = c == UInt8(ascii: ")") && open.last == conditionParen
            guard pairBrackets(c) else { return false }
            if !isSpace(c) { noteCode(c) }
            // A statement begins: code so far ends no operand.
            if closesCondition { last = UInt8(ascii: ";") }
            out.append(c)
            i += 1
            return true
        }

        /// Opens a bracket, or closes the last one open; false when `c` closes another.
        private mutating func pairBrackets(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "("):
                open.append(isWordByte(last) && beforeCondition.contains(word) ? conditionParen : c)
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(c)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener: UInt8 = c == UInt8(ascii: ")") ? UInt8(ascii: "(") : c - 2
                guard open.last == opener || (c == UInt8(ascii: ")") && open.last == conditionParen) else { return false }
                open.removeLast()
            default:
                break
            }
            return true
        }

        /// Notes `c` (code, not space) as the last byte, and as part of the word it ends.
        private mutating func noteCode(_ c: UInt8) {
            if isWordByte(c) {
                if !(isWordByte(last) && i > 0 && isWordByte(b[i - 1])) { word = [] }
                word.append(c)
            } else {
                word = []
            }
            last = c
        }
    }
}

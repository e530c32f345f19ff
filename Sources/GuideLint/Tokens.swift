import Foundation

/// Pieces of a string that are not words and that no rule may split, re-case or space apart:
/// format specifiers (`%@`, `%lld`, `%1$@`, `%.2f`, `%#@name@`, App Shortcuts' `${applicationName}`),
/// inflection and Markdown markup
/// (`^[`, `](inflect: true)`, `](url)`), inline code, URLs, slash commands and paths (`/time`,
/// `/usr/local`), and names with a dot inside (`frontmost.app`, `Info.plist`, `example.com`).
/// Found in one pass.
extension ScannedText {
    /// What kind of token a range is: spacing rules treat specifiers and URLs as Latin text.
    enum TokenKind {
        case formatSpecifier, markup, code, url
        /// A file or domain name (`frontmost.app`): written as it must be, never re-cased.
        case dottedName
    }

    struct Token {
        var range: Range<Int>
        var kind: TokenKind
    }

    /// The tokens in order, none overlapping.
    func findTokens() -> [Token] {
        // Nearly every string has none of the characters a token starts with.
        guard "%${]`:/".utf8.contains(where: mayContain) || mayHaveDottedName() else { return [] }
        let s = scalars
        var tokens: [Token] = []
        // Up to `unclosedUntil` no `](` has its `)` (`parenthesisOrLineEnd`).
        var i = 0, unclosedUntil = 0
        while i < s.count {
            switch s[i] {
            case "%":
                if let end = Self.formatSpecifierEnd(s, from: i) {
                    tokens.append(Token(range: i..<end, kind: .formatSpecifier))
                    i = end
                    continue
                }
            case "$" where i + 1 < s.count && s[i + 1] == "{", "{" where i + 1 < s.count && s[i + 1] == "{":
                if let (end, kind) = Self.placeholderInBraces(s, from: i) {
                    tokens.append(Token(range: i..<end, kind: kind))
                    i = end
                    continue
                }
            case "^" where i + 1 < s.count && s[i + 1] == "[":
                tokens.append(Token(range: i..<(i + 2), kind: .markup))
                i += 2
                continue
            case "]" where i + 1 < s.count && s[i + 1] == "(" && i >= unclosedUntil:
                // `](…)` of a link or of inflection markup: up to the closing parenthesis.
                let end = Self.parenthesisOrLineEnd(s, from: i + 2)
                guard end < s.count, s[end] == ")" else { unclosedUntil = end; break }
                tokens.append(Token(range: i..<(end + 1), kind: .markup))
                i = end + 1
                continue
            case "`":
                var j = i + 1
                while j < s.count, s[j] != "`" { j += 1 }
                if j < s.count, j > i + 1 {
                    tokens.append(Token(range: i..<(j + 1), kind: .code))
                    i = j + 1
                    continue
                }
            case ":" where i + 2 < s.count && s[i + 1] == "/" && s[i + 2] == "/":
                // A URL: its scheme before, everything up to white space or Chinese after.
                var start = i
                while start > 0, s[start - 1].isASCII, Self.isASCIIWordValue(s[start - 1].value) || s[start - 1] == "+" || s[start - 1] == "-" { start -= 1 }
                if start < i, tokens.last.map({ $0.range.upperBound <= start }) ?? true {
                    var end = i + 3
                    while end < s.count, !Self.endsURL(s[end]) { end += 1 }
                    // Sentence punctuation after a URL is not part of it.
                    while end > i + 3, [".", ",", ";", ":", "!", "?", "'"].contains(s[end - 1]) { end -= 1 }
                    tokens.append(Token(range: start..<end, kind: .url))
                    i = end
                    continue
                }
            case "/" where (i == 0 || ScannedText.isWhitespace(s[i - 1])) && i + 1 < s.count && Self.isASCIILetter(s[i + 1]):
                // A slash command or a path (`/time`, `/usr/local`): code, up to white space.
                let end = s[i...].firstIndex(where: ScannedText.isWhitespace) ?? s.count
                tokens.append(Token(range: i..<end, kind: .code))
                i = end
                continue
            case "." where i + 1 < s.count && Self.isASCIILetter(s[i + 1]):
                if let name = Self.dottedName(s, dotAt: i), tokens.last.map({ $0.range.upperBound <= name.lowerBound }) ?? true {
                    tokens.append(Token(range: name, kind: .dottedName))
                    i = name.upperBound
                    continue
                }
            default:
                break
            }
            i += 1
        }
        return tokens
    }

    /// The index of the first `)` or line feed at or after `start` (the text's end when neither).
    /// A `](` that finds no `)` marks where the next may stop looking: a later `](` before the
    /// same line's end finds none either (a line of 150,000 unclosed `[a](` took the square of
    /// its length).
    static func parenthesisOrLineEnd(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var j = start
        while j < s.count, s[j] != ")", s[j] != "\n" { j += 1 }
        return j
    }

    /// The end and kind of a name in braces at `start`: an App Shortcuts phrase's value,
    /// `${applicationName}`, or a Mustache template's variable, `{{name}}` or `{{{name}}}` (a
    /// placeholder, as `%@` is), or its section tag, `{{#flag}}`, `{{^flag}}`, `{{/flag}}` (markup
    /// that shows nothing); nil when the braces hold no name.
    static func placeholderInBraces(_ s: [Unicode.Scalar], from start: Int) -> (end: Int, kind: TokenKind)? {
        // `${`, or two or three `{`, each closed by as many `}`.
        var j = start + 2, braces = s[start] == "$" ? 1 : 2
        if s[start] == "{", j < s.count, s[j] == "{" { j += 1; braces = 3 }
        let isSection = s[start] == "{" && j < s.count && ["#", "^", "/"].contains(s[j])
        if isSection { j += 1 }
        let nameStart = j
        while j < s.count, Self.isASCIIWordValue(s[j].value) || (s[start] == "{" && (s[j] == "-" || s[j] == ".")) { j += 1 }
        guard j > nameStart, j + braces <= s.count, s[j..<(j + braces)].allSatisfy({ $0 == "}" }) else { return nil }
        return (j + braces, isSection ? .markup : .formatSpecifier)
    }

    /// The name around a dot with a letter after it, if it is one: a name with a dot between
    /// letters and no space (`frontmost.app`: Rectangle's “Use frontmost.app as Todo App” was to
    /// become “Frontmost.App”), or a hidden file's, a dot where a word begins (`.gpg-id`,
    /// `.gitignore`: Pass's “Enable .gpg-id (Beta)”). Either is written as it is on disk.
    private static func dottedName(_ s: [Unicode.Scalar], dotAt i: Int) -> Range<Int>? {
        var start = i
        if i > 0, isLatinOrDigit(s[i - 1]) {
            start = i - 1
            while start > 0, isNamePart(s[start - 1]) { start -= 1 }
        } else if i > 0, !ScannedText.isWhitespace(s[i - 1]), !["(", "[", "\"", "“", "'", "‘"].contains(s[i - 1]) {
            return nil
        }
        var end = i + 2
        while end < s.count, isNamePart(s[end]) || (s[end] == "." && end + 1 < s.count && isLatinOrDigit(s[end + 1])) { end += 1 }
        return start..<end
    }

    private static func isASCIILetter(_ s: Unicode.Scalar) -> Bool { s.isASCII && ((s.value | 0x20) >= 0x61 && (s.value | 0x20) <= 0x7A) }
    /// A character of a dotted name other than its dots.
    private static func isNamePart(_ s: Unicode.Scalar) -> Bool { isLatinOrDigit(s) || s == "_" || s == "-" }

    /// False when the text certainly has no dot with a letter right after it: nearly every
    /// sentence has a full stop, so the byte after each one is looked at (`memchr`) before the
    /// scan of the scalars is made for a dotted name.
    private func mayHaveDottedName() -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard var from = bytes.baseAddress else { return false }
            let end = from + bytes.count
            while from < end, let found = memchr(from, Int32(UInt8(ascii: ".")), end - from) {
                let dot = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                if dot + 1 < end, (dot[1] | 0x20) >= UInt8(ascii: "a"), (dot[1] | 0x20) <= UInt8(ascii: "z") { return true }
                from = dot + 1
            }
            return false
        } ?? true
    }

    private static func endsURL(_ s: Unicode.Scalar) -> Bool {
        isWhitespace(s) || isCJK(s) || isCJKPunctuation(s) || [")", "]", "\"", "<", ">", "“", "”"].contains(s)
    }

    /// The end of a printf-style or String Catalog format specifier at `start` (a `%`), or nil.
    static func formatSpecifierEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var j = start + 1
        func digits() { while j < s.count, s[j] >= "0" && s[j] <= "9" { j += 1 } }
        // A positional argument: `%1$@`.
        let beforePosition = j
        digits()
        if j < s.count, s[j] == "$", j > beforePosition { j += 1 } else { j = beforePosition }
        // `%#@name@`: a substitution of the catalog.
        if j + 1 < s.count, s[j] == "#", s[j + 1] == "@" {
            var k = j + 2
            while k < s.count, s[k].isASCII, isASCIIWordValue(s[k].value) || s[k] == "_" { k += 1 }
            return k < s.count && s[k] == "@" && k > j + 2 ? k + 1 : nil
        }
        // Flags (no space: `50% off` is not a specifier), width, precision, length.
        while j < s.count, ["-", "+", "#", "0", "'"].contains(s[j]) { j += 1 }
        digits()
        if j < s.count, s[j] == "." { j += 1; digits() }
        for length in ["ll", "hh", "l", "h", "q", "L", "z", "t", "j"] {
            let scalars = Array(length.unicodeScalars)
            if j + scalars.count <= s.count, Array(s[j..<(j + scalars.count)]) == scalars { j += scalars.count; break }
        }
        guard j < s.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(s[j]) else { return nil }
        return j + 1
    }

    /// True for the scalars of an emoji (with its selectors, joiners, skin tones and tags):
    /// they are not punctuation, so what ends a sentence is looked for before them.
    static func isEmojiPart(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x200D, 0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
        case ..<0x2100: return false
        default: return isEmojiProperty(s)
        }
    }

    @inline(never) private static func isEmojiProperty(_ s: Unicode.Scalar) -> Bool { s.properties.isEmoji }

    /// The index of the last scalar that is neither white space nor part of an emoji or an
    /// emoticon (`:)`), if any.
    var lastMeaningfulIndex: Int? {
        var i = count - 1
        while i >= 0 {
            if Self.isWhitespace(scalars[i]) || Self.isEmojiPart(scalars[i]) {
                i -= 1
            } else if let start = emoticonStart(endingAt: i) {
                i = start - 1
            } else {
                break
            }
        }
        return i >= 0 ? i : nil
    }

    /// Where an emoticon that ends at `end` starts (`:)`, `;-)`, `:D`, the full-width `：）`):
    /// its bracket closes nothing and ends no sentence. Not after a letter or a digit (`10:D`).
    private func emoticonStart(endingAt end: Int) -> Int? {
        guard end >= 1, ")(DPp）（".unicodeScalars.contains(scalars[end]) else { return nil }
        var eyes = end - 1
        if scalars[eyes] == "-", eyes >= 1 { eyes -= 1 }
        guard ":;：".unicodeScalars.contains(scalars[eyes]) else { return nil }
        if eyes > 0, Self.isLatinOrDigit(scalars[eyes - 1]) { return nil }
        return eyes
    }

    /// True when the text ends with an ellipsis: `...`, `…`, `……` or `⋯`.
    var endsWithEllipsis: Bool {
        guard let last = lastMeaningfulIndex else { return false }
        if scalars[last] == "…" || scalars[last] == "⋯" { return true }
        return last >= 2 && scalars[last] == "." && scalars[last - 1] == "." && scalars[last - 2] == "."
    }
}

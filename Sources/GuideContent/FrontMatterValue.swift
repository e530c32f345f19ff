import Yams

/// A value of a page's front matter, with where it starts.
///
/// Most front matter is a few `key: value` lines of plain or quoted text and `[a, b]` lists.
/// `simpleEntries` reads those itself and leaves anything else to Yams: making Yams' tree
/// took more of a 10,000-page build than finding the pages' links (5.8 % of its CPU).
struct FrontMatterValue: YAMLValue {
    enum Content {
        case scalar(String, isPlain: Bool)
        case sequence([FrontMatterValue])
        case mapping
        case alias
    }

    var content: Content
    var position: (line: Int, column: Int)?

    init(_ content: Content, line: Int, column: Int) {
        self.content = content
        position = (line, column)
    }

    /// The most values one page's front matter may hold. YAML aliases let 1 KB of lists that
    /// repeat lists stand for billions of values (7 levels took 1.2 GB); real front matter has
    /// a few dozen.
    static let maximumValues = 10_000

    /// `node` as a value, or nil when it holds more than `budget` values (counted down).
    init?(_ node: Node, budget: inout Int) {
        budget -= 1
        guard budget >= 0 else { return nil }
        switch node {
        case .scalar(let scalar): content = .scalar(scalar.string, isPlain: scalar.style == .plain)
        case .sequence(let sequence):
            var items: [FrontMatterValue] = []
            for item in sequence {
                guard let value = FrontMatterValue(item, budget: &budget) else { return nil }
                items.append(value)
            }
            content = .sequence(items)
        case .mapping: content = .mapping
        case .alias: content = .alias
        }
        position = node.position
    }

    var scalarText: (text: String, isPlain: Bool)? {
        if case let .scalar(text, isPlain) = content { return (text, isPlain) }
        return nil
    }

    var sequenceItems: [FrontMatterValue]? {
        if case let .sequence(items) = content { return items }
        return nil
    }

    var isMapping: Bool {
        if case .mapping = content { return true }
        return false
    }

    typealias Entry = (key: String, keyValue: FrontMatterValue, value: FrontMatterValue)

    /// The entries of front matter whose every line is blank, a `#` comment, or `key: value`
    /// with a one-line value (plain, or quoted without escapes) or a `[a, b]` list of plain
    /// items; nil for anything else (escapes, blocks, nesting, anchors, a duplicate key…), which
    /// Yams reads. For what it
    /// accepts, the result is what Yams' tree gives: the same text, style and positions.
    static func simpleEntries(_ text: String) -> [Entry]? {
        var text = text
        return text.withUTF8 { bytes -> [Entry]? in
            var entries: [Entry] = []
            var lineNumber = 0
            var lineStart = 0
            while lineStart < bytes.count {
                lineNumber += 1
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                if line.allSatisfy({ $0 == 0x20 }) || line[0] == UInt8(ascii: "#") { continue }
                guard let entry = Self.entry(line, lineNumber: lineNumber),
                      !entries.contains(where: { $0.key == entry.key }) else { return nil }
                entries.append(entry)
            }
            return entries
        }
    }

    /// A `key: value` line, or nil when it is anything else.
    private static func entry(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) -> Entry? {
        var i = 0
        while i < line.count, isKeyByte(line[i], first: i == 0) { i += 1 }
        // (libyaml refuses keys longer than 1,024 characters.)
        guard i > 0, i <= 200, i + 1 < line.count, line[i] == UInt8(ascii: ":"), line[i + 1] == 0x20 else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: line[0..<i]), as: UTF8.self)
        var start = i + 1
        while start < line.count, line[start] == 0x20 { start += 1 }
        var end = line.count
        while end > start, line[end - 1] == 0x20 { end -= 1 }
        guard start < end else { return nil }
        let column = scalarColumn(line, start)
        let value: FrontMatterValue
        if line[start] == UInt8(ascii: "[") {
            guard let items = listItems(line, start, end, lineNumber: lineNumber) else { return nil }
            value = FrontMatterValue(.sequence(items), line: lineNumber, column: column)
        } else if line[start] == UInt8(ascii: "\"") || line[start] == UInt8(ascii: "'") {
            guard end - start >= 2, line[end - 1] == line[start], isQuoted(line, start + 1, end - 1, quote: line[start]) else { return nil }
            value = FrontMatterValue(.scalar(text(line, start + 1, end - 1), isPlain: false), line: lineNumber, column: column)
        } else {
            guard isPlain(line, start, end, inList: false) else { return nil }
            value = FrontMatterValue(.scalar(text(line, start, end), isPlain: true), line: lineNumber, column: column)
        }
        return (key, FrontMatterValue(.scalar(key, isPlain: true), line: lineNumber, column: 1), value)
    }

    /// The items of `[a, b]` at `line[start..<end]`, or nil when it is not a list of plain items.
    private static func listItems(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, lineNumber: Int) -> [FrontMatterValue]? {
        guard line[end - 1] == UInt8(ascii: "]") else { return nil }
        var items: [FrontMatterValue] = []
        var itemStart = start + 1
        if line[itemStart..<(end - 1)].allSatisfy({ $0 == 0x20 }) { return [] }
        while itemStart < end {
            var itemEnd = itemStart
            while itemEnd < end - 1, line[itemEnd] != UInt8(ascii: ",") { itemEnd += 1 }
            var first = itemStart, last = itemEnd
            while first < last, line[first] == 0x20 { first += 1 }
            while last > first, line[last - 1] == 0x20 { last -= 1 }
            guard first < last, isPlain(line, first, last, inList: true) else { return nil }
            items.append(FrontMatterValue(.scalar(text(line, first, last), isPlain: true), line: lineNumber, column: scalarColumn(line, first)))
            itemStart = itemEnd + 1
        }
        return items
    }

    /// Letters, digits, `_` and `-` (not first): keys that YAML reads as plain text.
    private static func isKeyByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): return !first
        default: return false
        }
    }

    /// Whether `line[start..<end]`, between two `quote`s, is the whole text of a quoted scalar:
    /// without the quote itself (`''` is one `'`), a `\` (an escape between `"`s) or a
    /// character libyaml refuses or reads as a line break.
    private static func isQuoted(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, quote: UInt8) -> Bool {
        for i in start..<end {
            switch line[i] {
            case quote: return false
            case UInt8(ascii: "\\") where quote == UInt8(ascii: "\""): return false
            case 0x09: continue
            default: if !isAllowed(line, i) { return false }
            }
        }
        return true
    }

    /// Whether `line[start..<end]` (no spaces around it) is one plain scalar as YAML reads it,
    /// with nothing that YAML treats specially: no indicator first, no `: ` or ` #`, no
    /// character libyaml refuses or reads as a line break; in a list, none of `,[]{}:#`.
    private static func isPlain(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, inList: Bool) -> Bool {
        if "-?:,[]{}#&*!|>'\"%@`".utf8.contains(line[start]) { return false }
        if line[end - 1] == UInt8(ascii: ":") { return false }
        for i in start..<end {
            let byte = line[i]
            if !isAllowed(line, i) { return false }
            switch byte {
            case 0x09:
                return false
            case UInt8(ascii: ":"), UInt8(ascii: "#"):
                if inList { return false }
                // `: ` starts a mapping and ` #` a comment.
                if byte == UInt8(ascii: ":"), line[i + 1] == 0x20 { return false }
                if byte == UInt8(ascii: "#"), line[i - 1] == 0x20 { return false }
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                if inList { return false }
            default:
                break
            }
        }
        return true
    }

    /// Whether the character at `line[i]` may stand in a one-line scalar: not a control
    /// character (but tab), nor one that libyaml refuses or reads as a line break.
    private static func isAllowed(_ line: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        switch line[i] {
        case 0x09:
            return true
        case 0..<0x20, 0x7F:
            return false
        case 0xC2:
            // U+0080–U+009F: control characters, and U+0085, a line break to libyaml.
            if line[i + 1] < 0xA0 { return false }
        case 0xE2:
            // U+2028 and U+2029: line breaks to libyaml.
            if line[i + 1] == 0x80, line[i + 2] == 0xA8 || line[i + 2] == 0xA9 { return false }
        case 0xEF:
            // U+FEFF (a byte order mark), U+FFFE and U+FFFF.
            if line[i + 1] == 0xBB, line[i + 2] == 0xBF { return false }
            if line[i + 1] == 0xBF, line[i + 2] >= 0xBE { return false }
        default:
            break
        }
        return true
    }

    private static func text(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self)
    }

    /// The column (in Unicode scalars, from 1) of the byte at `offset`.
    private static func scalarColumn(_ line: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
        var column = 1
        for byte in line[0..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        return column
    }
}

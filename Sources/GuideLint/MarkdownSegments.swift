import Foundation
import GuideContent
import GuideCore
import GuideMarkdown

/// Turns a page into the segments the rules check, by walking its cmark tree: the title,
/// headings, paragraphs and list items (link text included), image descriptions, and the lines
/// of `copy` blocks with their roles. Code is never linted; raw HTML only carries suppression
/// comments (`<!-- guidegen-lint disable RULE -->`, `enable`, `disable-next-line`).
enum MarkdownSegments {
    /// A stand-in for inline code and raw HTML inside a sentence: not a word, not Chinese.
    static let placeholder: Unicode.Scalar = "\u{FFFC}"
    static let placeholderUTF8 = Array(String(placeholder).utf8)
    static let newlineUTF8 = Array("\n".utf8)

    /// `document`, when given, is the page body's cmark tree with its headings prepared.
    static func extract(_ page: Page, document parsed: MarkdownDocument? = nil) -> (segments: [LintSegment], suppressions: Suppressions) {
        var segments: [LintSegment] = []
        var suppressions = Suppressions()
        if let position = page.titlePosition, !page.title.isEmpty, page.kind != .home {
            segments.append(LintSegment(text: page.title, language: page.language, role: .title, file: page.path,
                                        line: position.line, byteColumn: position.byteColumn, exact: position.exact))
        }
        let document = parsed ?? MarkdownDocument(page.body, lineOffset: page.bodyLineOffset, anchorStyle: page.isCatalog ? .docc : .slug)
        // `{#id}` markers are not the author's text: parsing removed them with the headings.
        var builders: [Builder] = []
        var codeWords = Set<String>()
        let source = BodyLines(page)
        document.walk { node, entering in
            switch node.kind {
            case .paragraph, .heading:
                if entering {
                    let role: Role = node.kind == .heading ? (node.headingLevel == 1 ? .title : .heading) : .text
                    builders.append(Builder(role: role))
                } else if let builder = builders.popLast(), let segment = builder.segment(page) {
                    // DocC's `## See Also` is the catalog's structure, spelt as DocC spells it.
                    if page.isCatalog, segment.role == .heading, segment.text == "See Also" { break }
                    segments.append(segment)
                }
            case .image:
                // The description is its own segment, not part of the sentence around it.
                if entering {
                    builders[builders.count - 1].append(placeholderUTF8, node: node)
                    builders.append(Builder(role: .text))
                } else if let builder = builders.popLast(), let segment = builder.segment(page) {
                    segments.append(segment)
                }
            case .link:
                // `<doc:alerts>` and `[](doc:alerts)` print the target's title: nothing of the author's to lint.
                if entering, node.showsTargetTitle {
                    if !builders.isEmpty { builders[builders.count - 1].append(placeholderUTF8, node: node) }
                    return .skipChildren
                }
            case .text:
                guard !builders.isEmpty else { break }
                // An aside's label (`> 注意:`) is DocC syntax: its colon stays as written.
                if let label = Admonition.labelLength(ofText: node, docc: page.isCatalog) {
                    builders[builders.count - 1].appendLiteral(of: node, skipping: label)
                } else {
                    builders[builders.count - 1].appendLiteral(of: node, source: source)
                }
            case .code:
                if !builders.isEmpty { builders[builders.count - 1].appendCode(node) }
                addWords(of: node.literal, to: &codeWords)
            case .softBreak, .lineBreak:
                if !builders.isEmpty { builders[builders.count - 1].append(newlineUTF8, node: node) }
            case .htmlInline, .htmlBlock:
                let literal = node.literal
                // cmark's end line for a one-line HTML block can be wrong; count the comment's own lines.
                let lastLine = node.startLine + Self.innerNewlines(of: literal)
                if !suppressions.read(comment: literal, line: node.startLine, endLine: lastLine), !builders.isEmpty, node.kind == .htmlInline {
                    builders[builders.count - 1].append(placeholderUTF8, node: node)
                }
            case .codeBlock:
                if let example = CopyExample(info: node.fenceInfo, literal: node.literal) {
                    segments.append(contentsOf: copySegments(example, node: node, page: page))
                } else {
                    addWords(of: node.literal, to: &codeWords)
                }
            default:
                break
            }
            return .continue
        }
        if !codeWords.isEmpty {
            for index in segments.indices { segments[index].codeWords = codeWords }
        }
        // Only the sentence-case rule asks, and only of the words a heading capitalizes after its start.
        if RuleLanguage.rule(["en"], appliesTo: page.language.tag), let cases = headingWordCases(in: segments) {
            for index in segments.indices where segments[index].role == .heading {
                (segments[index].lowercaseWords, segments[index].capitalizedWords) = cases
            }
        }
        return (segments, suppressions)
    }

    /// How the page's sentences write the words its headings capitalize after their start
    /// (`wordCases`); nil when the headings capitalize none.
    private static func headingWordCases(in segments: [LintSegment]) -> (lowercase: Set<String>, capitalized: Set<String>)? {
        // (By index: segments are large to copy.)
        let candidates = Set(segments.indices.lazy.filter { segments[$0].role == .heading }.flatMap { capitalizedWordsAfterStart(segments[$0].text) })
        guard !candidates.isEmpty else { return nil }
        return wordCases(of: candidates, in: segments)
    }

    /// The words of ASCII letters after the first that start with a capital, lower-cased.
    private static func capitalizedWordsAfterStart(_ text: String) -> [String] {
        var words: [String] = []
        forEachWord(in: Array(text.utf8)) { bytes, range, _ in
            if range.lowerBound > 0, isUppercase(bytes[range.lowerBound]) { words.append(String(decoding: bytes[range], as: UTF8.self).lowercased()) }
        }
        return words
    }

    /// How the page's sentences write the `words` (lower-cased): those they write in lower case
    /// more often than capitalized inside a sentence (`attributes`, `units`: not names), and
    /// those they capitalize inside a sentence more often than not (`Swift`, the `Package` of
    /// Swift Package Manager: names here). A capital that starts a sentence says nothing.
    static func wordCases(of words: Set<String>, in segments: [LintSegment]) -> (lowercase: Set<String>, capitalized: Set<String>) {
        let wanted = words.map { Array($0.utf8) }
        var counts = [(lowercase: Int, capitalized: Int)](repeating: (0, 0), count: wanted.count)
        for segment in segments where segment.role == .text {
            forEachWord(in: Array(segment.text.utf8)) { bytes, range, startsSentence in
                guard let n = wanted.firstIndex(where: { $0.count == range.count && zip($0, bytes[range]).allSatisfy { $0 == $1 | 0x20 } }) else { return }
                if !isUppercase(bytes[range.lowerBound]) {
                    counts[n].lowercase += 1
                } else if !startsSentence {
                    counts[n].capitalized += 1
                }
            }
        }
        var lowercase = Set<String>(), capitalized = Set<String>()
        for (n, count) in counts.enumerated() {
            let word = String(decoding: wanted[n], as: UTF8.self)
            if count.lowercase > count.capitalized { lowercase.insert(word) }
            if count.capitalized > count.lowercase { capitalized.insert(word) }
        }
        return (lowercase, capitalized)
    }

    /// Calls `body` with each word of ASCII letters that is capitalized or lower-case throughout
    /// (not `iPad`), two letters or more and not glued to another script (`café`), and whether
    /// it starts a sentence. On bytes: these are whole pages' sentences.
    private static func forEachWord(in bytes: [UInt8], _ body: (_ bytes: [UInt8], _ range: Range<Int>, _ startsSentence: Bool) -> Void) {
        var index = 0
        var startsSentence = true
        while index < bytes.count {
            let byte = bytes[index]
            guard isASCIILetter(byte) else {
                switch byte {
                case UInt8(ascii: "\n"), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ":"):
                    startsSentence = true
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "\""), UInt8(ascii: "("), 0x80...:
                    break
                default:
                    startsSentence = false
                }
                index += 1
                continue
            }
            let start = index
            var upperAfterFirst = false
            index += 1
            while index < bytes.count, isASCIILetter(bytes[index]) {
                if isUppercase(bytes[index]) { upperAfterFirst = true }
                index += 1
            }
            let atSentenceStart = startsSentence
            startsSentence = false
            if index - start > 1, !upperAfterFirst, index == bytes.count || bytes[index] < 0x80, start == 0 || bytes[start - 1] < 0x80 {
                body(bytes, start..<index, atSentenceStart)
            }
        }
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// The newlines of an HTML literal between its first and last line of text (cmark keeps the
    /// block's closing newline). Counted in bytes: `trimmingCharacters(in:)` and a `Character`
    /// filter cost a book with many comments several per cent of its build.
    static func innerNewlines(of literal: String) -> Int {
        let bytes = literal.utf8
        let isLineEnd = { (byte: UInt8) in byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        guard let first = bytes.firstIndex(where: { !isLineEnd($0) }), let last = bytes.lastIndex(where: { !isLineEnd($0) }) else { return 0 }
        return bytes[first...last].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// The identifiers in code (`parameter`, `Sendable`, `execute`), as written.
    static func addWords(of code: String, to words: inout Set<String>) {
        // By scalars: a book's code blocks are long, and splitting them into characters
        // (grapheme clusters) does work no word here needs. A word is cut out of the text by
        // its bounds: appending scalar by scalar went through generic code at every letter.
        let scalars = code.unicodeScalars
        var wordStart: String.Index?
        var length = 0
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            // ASCII by value: a Unicode property lookup per scalar was most of this function's time.
            let value = scalar.value
            let isWordScalar = value < 0x80
                ? ((value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A) || (value >= 0x30 && value <= 0x39) || value == 0x5F
                : (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark)
            if isWordScalar {
                if wordStart == nil { (wordStart, length) = (index, 0) }
                length += 1
            } else if let start = wordStart {
                if length > 1 { words.insert(String(scalars[start..<index])) }
                wordStart = nil
            }
            scalars.formIndex(after: &index)
        }
        if let start = wordStart, length > 1 { words.insert(String(scalars[start...])) }
    }

    private static func copySegments(_ example: CopyExample, node: MarkdownNode, page: Page) -> [LintSegment] {
        let rawLines = node.literal.split(separator: "\n", omittingEmptySubsequences: false)
        return example.lines.compactMap { line in
            guard let role = Role(rawValue: line.role), line.index < rawLines.count else { return nil }
            let raw = rawLines[line.index]
            // The text's byte offset inside its line of the block.
            // The text ends the line but for trailing white space (a search for it would cost
            // time in the square of a long line).
            var end = raw.utf8.endIndex
            while end > raw.utf8.startIndex, let byte = Optional(raw.utf8[raw.utf8.index(before: end)]), byte == 0x20 || byte == 0x09 || byte == 0x0D {
                end = raw.utf8.index(before: end)
            }
            let lineBytes = raw.utf8.distance(from: raw.utf8.startIndex, to: end)
            let offset = lineBytes - line.text.utf8.count
            guard offset >= 0, raw.utf8[raw.utf8.index(raw.utf8.startIndex, offsetBy: offset)..<end].elementsEqual(line.text.utf8) else { return nil }
            var segment = LintSegment(text: line.text, language: page.language, role: role, file: page.path,
                                      line: node.startLine + 1 + line.index, byteColumn: node.startByteColumn + offset, exact: true)
            segment.isCounterExample = !example.isRecommended
            segment.isExample = example.isRecommended
            segment.misspeltRole = misspeltRole(in: line)
            return segment
        }
    }

    /// The word before a colon that looks like a mistyped role (`buton: Save`), for a line read as text.
    private static func misspeltRole(in line: CopyExample.Line) -> String? {
        guard line.role == "text", let colon = line.text.firstIndex(of: ":") else { return nil }
        let word = line.text[..<colon]
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else { return nil }
        let roles = Role.allCases.map(\.rawValue)
        return Suggestions.didYouMean(word.lowercased(), in: roles) == nil ? nil : String(word)
    }

    /// Collects the text of one block with the positions of its pieces. The text is kept as
    /// bytes and made a String once, when the block ends.
    struct Builder {
        var role: Role
        var utf8: [UInt8] = []
        var pieces: [SourcePiece] = []
        var standIns: [(offset: Int, text: String)] = []

        /// Appends a text node's literal, which stands in the source as it is unless it held
        /// escapes or entities, or its line is indented (cmark's column is then the line's
        /// start). Then the literal's start and end that are the source's bytes keep their
        /// places, so that a word after `&amp;` or `\*` is found where it is written.
        mutating func appendLiteral(of node: MarkdownNode, source: BodyLines) {
            node.withLiteralUTF8 { bytes in
                var start = node.startByteColumn, spanLength = node.endByteColumn - node.startByteColumn + 1
                let line = node.startLine == node.endLine && (start == 1 || spanLength != bytes.count) ? source.line(node.startLine) : nil
                // cmark 0.30 counts a paragraph's indented later line from the line's start, not
                // from its text: both ends fall short by the indent.
                if start == 1, let line, let first = line.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                    start += line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
                }
                guard let line, spanLength > 0, start - 1 + spanLength <= line.count,
                      start != node.startByteColumn || spanLength != bytes.count else {
                    append(bytes, node: node, exact: true)
                    return
                }
                let span = line[(line.startIndex + start - 1)..<(line.startIndex + start - 1 + spanLength)]
                let prefix = zip(bytes, span).prefix { $0 == $1 }.count
                let room = min(bytes.count, span.count) - prefix
                let suffix = zip(bytes.reversed(), span.reversed()).prefix(room).prefix { $0 == $1 }.count
                let middle = bytes.count - prefix - suffix
                func piece(_ range: Range<Int>, column: Int, exact: Bool) {
                    guard !range.isEmpty else { return }
                    pieces.append(SourcePiece(offset: utf8.count, length: range.count, line: node.startLine, byteColumn: column, exact: exact))
                    utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
                }
                piece(0..<prefix, column: start, exact: true)
                piece(prefix..<(prefix + middle), column: start + prefix, exact: false)
                piece((prefix + middle)..<bytes.count, column: start + spanLength - suffix, exact: true)
            }
        }

        /// Appends a text node's literal with its first bytes (an aside's label) replaced by the
        /// placeholder; the rest keeps its place in the source.
        mutating func appendLiteral(of node: MarkdownNode, skipping count: Int) {
            append(MarkdownSegments.placeholderUTF8, node: node)
            node.withLiteralUTF8 { bytes in
                let rest = UnsafeBufferPointer(rebasing: bytes[min(count, bytes.count)...])
                let isExact = node.startLine == node.endLine && node.endByteColumn - node.startByteColumn + 1 == bytes.count
                pieces.append(SourcePiece(offset: utf8.count, length: rest.count, line: node.startLine,
                                          byteColumn: node.startByteColumn + count, exact: isExact))
                utf8.append(contentsOf: rest)
            }
        }

        /// Appends the placeholder for inline code, which suggestions show as the code.
        mutating func appendCode(_ node: MarkdownNode) {
            standIns.append((utf8.count, "`" + node.literal + "`"))
            append(MarkdownSegments.placeholderUTF8, node: node)
        }

        /// Appends a stand-in for a node (the placeholder, or a newline for a line break).
        mutating func append(_ standIn: [UInt8], node: MarkdownNode) {
            standIn.withUnsafeBufferPointer { append($0, node: node, exact: false) }
        }

        private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, node: MarkdownNode, exact: Bool) {
            if pieces.isEmpty {
                // Room for a typical paragraph, so that it is not copied while it grows.
                pieces.reserveCapacity(8)
                utf8.reserveCapacity(512)
            }
            let length = bytes.count
            // A text node is exact when its literal spans the same bytes in the source (no escapes or entities).
            let isExact = exact && node.startLine == node.endLine && node.endByteColumn - node.startByteColumn + 1 == length
            pieces.append(SourcePiece(offset: utf8.count, length: length, line: node.startLine, byteColumn: node.startByteColumn, exact: isExact))
            utf8.append(contentsOf: bytes)
        }

        func segment(_ page: Page) -> LintSegment? {
            let text = String(decoding: utf8, as: UTF8.self)
            guard text.unicodeScalars.contains(where: { !ScannedText.isWhitespace($0) && $0 != MarkdownSegments.placeholder }) else { return nil }
            var segment = LintSegment(text: text, language: page.language, role: role, file: page.path, pieces: pieces)
            segment.standIns = standIns
            return segment
        }
    }
}

/// A page body's lines as bytes, split only when a text node asks (one whose literal is not
/// its source: an escape, an entity, an indented line).
final class BodyLines {
    private let page: Page
    private var bytes: [UInt8]?
    private var starts: [Int] = []

    init(_ page: Page) { self.page = page }

    /// The bytes of the file's line `number` (1-based), without its line end; nil past the body.
    func line(_ number: Int) -> ArraySlice<UInt8>? {
        if bytes == nil {
            let read = Array(page.body.utf8)
            bytes = read
            starts = read.withUnsafeBufferPointer { $0.lineStarts }
        }
        guard let bytes else { return nil }
        let index = number - page.bodyLineOffset - 1
        guard starts.indices.contains(index) else { return nil }
        var end = index + 1 < starts.count ? starts[index + 1] : bytes.count
        while end > starts[index], bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[starts[index]..<end]
    }
}

/// Rules switched off for ranges of lines by comments in the file.
public struct Suppressions: Sendable {
    struct Region {
        var rule: String
        var lines: ClosedRange<Int>
    }
    private var regions: [Region] = []
    private var open: [String: Int] = [:]

    public init() {}

    /// True when the rule is off on the line.
    func isSuppressed(_ rule: String, line: Int) -> Bool {
        if regions.contains(where: { ($0.rule == rule || $0.rule == "*") && $0.lines.contains(line) }) { return true }
        return open.contains { ($0.key == rule || $0.key == "*") && $0.value <= line }
    }

    /// Reads `guidegen-lint disable|enable|disable-next-line [RULE…]` from a comment; true when it was one.
    mutating func read(comment: String, line: Int, endLine: Int) -> Bool {
        // Most comments are not suppressions: a byte search rules them out before Foundation's.
        guard comment.containsBytes(of: "guidegen-lint"), let range = comment.range(of: "guidegen-lint") else { return false }
        var words = comment[range.upperBound...].replacingOccurrences(of: "-->", with: " ").replacingOccurrences(of: "*/", with: " ")
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" }).map(String.init)
        guard !words.isEmpty else { return true }
        let command = words.removeFirst()
        // Rule ids come first; anything after `--` is an explanation.
        if let dashes = words.firstIndex(where: { $0.hasPrefix("--") }) { words = Array(words[..<dashes]) }
        let rules = words.isEmpty ? ["*"] : words
        switch command {
        case "disable":
            for rule in rules where open[rule] == nil { open[rule] = endLine }
        case "enable":
            for rule in rules {
                if rule == "*" {
                    for (openRule, start) in open { regions.append(Region(rule: openRule, lines: start...line)) }
                    open.removeAll()
                } else if let start = open.removeValue(forKey: rule) {
                    regions.append(Region(rule: rule, lines: start...line))
                }
            }
        case "disable-next-line":
            for rule in rules { regions.append(Region(rule: rule, lines: (endLine + 1)...(endLine + 1))) }
        default:
            return false
        }
        return true
    }
}

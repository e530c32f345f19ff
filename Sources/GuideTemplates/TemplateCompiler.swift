/// Turns template source into instructions, in three passes without recursion (so that no
/// input, however deeply nested, can overflow the stack): tags and text are tokenized with the
/// delimiters in effect, standalone lines are found and removed, and the tokens are assembled
/// into a tree with an explicit stack that refuses to nest deeper than `maximumDepth`.
struct TemplateCompiler {
    /// How deep sections, blocks and parents may nest in one template.
    static let maximumDepth = 100

    enum Kind: Equatable {
        case text, lineStart
        case variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters
        /// Tags that may stand alone on a line (which is then removed from the output).
        var canStandAlone: Bool {
            switch self {
            case .section, .inverted, .close, .comment, .partial, .parent, .block, .delimiters: return true
            default: return false
            }
        }
    }

    struct Token {
        var kind: Kind
        /// The text of a text token; the name of a tag.
        var value: String
        /// UTF-8 offset of the token (of a tag's opening delimiter).
        var offset: Int
        /// The whitespace before a standalone partial, parent or block tag.
        var indent = ""
        /// A block tag that starts a standalone line.
        var standalone = false
        /// What a close tag closes (`.section`, `.inverted`, `.block` or `.parent`), when known.
        var closes: Kind?
    }

    let source: [UInt8]
    /// The template's name, for the references it makes.
    let name: String
    /// Where the compiled program, its text, paths and tags are kept.
    let storage = TemplateStorage()

    init(_ text: String, name: String) {
        source = Array(text.utf8)
        self.name = name
    }

    func compile() throws -> Program {
        try assemble(removeStandaloneLines(tokenize()))
    }

    // MARK: Tokens

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

    private func isWhitespace(_ byte: UInt8) -> Bool { byte == Self.space || byte == Self.tab || byte == Self.newline || byte == Self.cr }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, source.count >= needle.count else { return nil }
        var index = start
        let last = source.count - needle.count
        while index <= last {
            if source[index] == needle[0] {
                var matches = true
                for k in 1..<needle.count where source[index + k] != needle[k] { matches = false; break }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    private func string(_ range: Range<Int>) -> String { String(decoding: source[range], as: UTF8.self) }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, isWhitespace(source[lower]) { lower += 1 }
        while upper > lower, isWhitespace(source[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// Text split after each newline, and tags, with close tags told what they close.
    func tokenize() throws -> [Token] {
        var tokens: [Token] = []
        var open = Array("{{".utf8), close = Array("}}".utf8)
        var openKinds: [(kind: Kind, name: String)] = []
        var position = 0
        while position < source.count {
            guard let tagStart = find(open, from: position) else {
                appendText(position..<source.count, to: &tokens)
                break
            }
            appendText(position..<tagStart, to: &tokens)
            let (kind, content, tagEnd) = try tag(at: tagStart, open: open, close: close)
            var token = Token(kind: kind, value: "", offset: tagStart)
            switch kind {
            case .comment:
                break
            case .delimiters:
                (open, close) = try delimiters(in: content, tagStart: tagStart)
            default:
                token.value = try tagName(content, tagStart: tagStart)
            }
            switch kind {
            case .section, .inverted, .block, .parent:
                openKinds.append((kind, token.value))
            case .close:
                if let last = openKinds.last, last.name == token.value {
                    token.closes = last.kind
                    openKinds.removeLast()
                }
            default:
                break
            }
            tokens.append(token)
            position = tagEnd
        }
        return tokens
    }

    /// Appends the text of `range` as tokens, split after each newline.
    private func appendText(_ range: Range<Int>, to tokens: inout [Token]) {
        var start = range.lowerBound
        for index in range where source[index] == Self.newline {
            tokens.append(Token(kind: .text, value: string(start..<index + 1), offset: start))
            start = index + 1
        }
        if start < range.upperBound { tokens.append(Token(kind: .text, value: string(start..<range.upperBound), offset: start)) }
    }

    /// The tag opening at `tagStart` with the delimiters `open` and `close`: its kind, its
    /// content (trimmed, without its sigil) and the offset after it.
    private func tag(at tagStart: Int, open: [UInt8], close: [UInt8]) throws -> (kind: Kind, content: Range<Int>, end: Int) {
        let contentStart = tagStart + open.count
        if contentStart < source.count, source[contentStart] == UInt8(ascii: "{") {
            // `{{{name}}}`: the closing brace comes before the closing delimiter.
            guard let end = find([UInt8(ascii: "}")] + close, from: contentStart + 1) else {
                throw TemplateSyntaxError("the tag is not closed with `}\(String(decoding: close, as: UTF8.self))`", at: tagStart, in: source)
            }
            return (.unescaped, trimmed(contentStart + 1..<end), end + 1 + close.count)
        }
        guard let end = find(close, from: contentStart) else {
            throw TemplateSyntaxError("the tag is not closed with `\(String(decoding: close, as: UTF8.self))`", at: tagStart, in: source)
        }
        let content = trimmed(contentStart..<end)
        if !content.isEmpty, let kind = Self.kind(ofSigil: source[content.lowerBound]) {
            return (kind, trimmed(content.lowerBound + 1..<content.upperBound), end + close.count)
        }
        return (.variable, content, end + close.count)
    }

    /// The kind of tag a sigil (the first character of a tag's content) makes, if it is one.
    private static func kind(ofSigil sigil: UInt8) -> Kind? {
        switch sigil {
        case UInt8(ascii: "#"): return .section
        case UInt8(ascii: "^"): return .inverted
        case UInt8(ascii: "/"): return .close
        case UInt8(ascii: "!"): return .comment
        case UInt8(ascii: ">"): return .partial
        case UInt8(ascii: "<"): return .parent
        case UInt8(ascii: "$"): return .block
        case UInt8(ascii: "&"): return .unescaped
        case UInt8(ascii: "="): return .delimiters
        default: return nil
        }
    }

    /// The delimiters a delimiter change (`{{=<% %>=}}`) sets; `content` is its tag's, after the first `=`.
    private func delimiters(in content: Range<Int>, tagStart: Int) throws -> (open: [UInt8], close: [UInt8]) {
        // `{{=<% %>=}}`: two delimiters separated by whitespace, then `=`.
        guard content.upperBound > content.lowerBound, source[content.upperBound - 1] == UInt8(ascii: "=") else {
            throw TemplateSyntaxError("a delimiter change must end with `=` (as in `{{=<% %>=}}`)", at: tagStart, in: source)
        }
        let parts = source[trimmed(content.lowerBound..<content.upperBound - 1)]
            .split(whereSeparator: { isWhitespace($0) }).map(Array.init)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw TemplateSyntaxError("a delimiter change needs two delimiters separated by a space (as in `{{=<% %>=}}`)", at: tagStart, in: source)
        }
        return (parts[0], parts[1])
    }

    /// A tag's name: its content, which must be neither empty nor hold a space.
    private func tagName(_ content: Range<Int>, tagStart: Int) throws -> String {
        let name = string(content)
        guard !name.isEmpty else {
            throw TemplateSyntaxError("the tag has no name", at: tagStart, in: source)
        }
        guard !name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) else {
            throw TemplateSyntaxError("the tag name `\(name)` contains a space", at: tagStart, in: source)
        }
        return name
    }

    // MARK: Standalone lines

    /// Removes lines that hold only whitespace and tags that print nothing there (sections,
    /// comments, partials, blocks, …), remembering their indentation, and marks where lines
    /// start. Several tags make a standalone line only when they are parent and block tags
    /// (`{{<base}}{{$main}}`), as the inheritance specification has it.
    func removeStandaloneLines(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count * 2)
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                let token = tokens[lineEnd]
                lineEnd += 1
                if token.kind == .text, token.value.utf8.last == Self.newline { break }
            }
            let line = tokens[lineStart..<lineEnd]
            lineStart = lineEnd
            let tags = line.filter { $0.kind != .text }
            let blank = line.allSatisfy { $0.kind != .text || $0.value.utf8.allSatisfy { isWhitespace($0) } }
            let standalone: Bool
            if !blank || tags.isEmpty {
                standalone = false
            } else if tags.count == 1 {
                standalone = tags[0].kind.canStandAlone
            } else {
                standalone = tags.allSatisfy { $0.kind == .parent || $0.kind == .block || $0.closes == .parent || $0.closes == .block }
            }
            guard standalone else {
                result.append(Token(kind: .lineStart, value: "", offset: line.first!.offset))
                result.append(contentsOf: line)
                continue
            }
            var indent = ""
            for token in line {
                if token.kind != .text { break }
                indent += token.value
            }
            // A block opened and closed on this line stands where its content goes, like a
            // partial, but the line's end stays (the specification's "standalone block").
            var keepsLineEnd = false
            var openBlocks: [String] = []
            for token in tags {
                if token.kind == .block { openBlocks.append(token.value) }
                if token.closes == .block, openBlocks.contains(token.value) { keepsLineEnd = true }
            }
            for var token in line {
                if token.kind == .text {
                    if keepsLineEnd, token.value.utf8.last == Self.newline {
                        token.value = token.value.hasSuffix("\r\n") ? "\r\n" : "\n"
                        result.append(token)
                    }
                    continue
                }
                if token.kind == .partial || token.kind == .parent || token.kind == .block {
                    token.indent = indent
                    token.standalone = true
                }
                result.append(token)
            }
        }
        return result
    }

    // MARK: Tree

    private struct Frame {
        var token: Token
        var program: [Instruction] = []
        /// The blocks a parent tag overrides.
        var blocks: [String: BlockBody] = [:]
        /// The indentation removed from the start of each line inside a standalone block.
        var strip: String
        /// The indentation this block adds where it is rendered.
        var indent = ""
    }

    /// Builds instructions from tokens with an explicit stack of open sections.
    func assemble(_ tokens: [Token]) throws -> Program {
        var stack = [Frame(token: Token(kind: .comment, value: "", offset: 0), strip: "")]
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            // Inside a parent tag only block definitions count.
            let inParent = stack[stack.count - 1].token.kind == .parent
            switch token.kind {
            case .lineStart:
                guard !inParent else { continue }
                stack[stack.count - 1].program.append(.lineStart)
                let strip = stack[stack.count - 1].strip
                if !strip.isEmpty, index < tokens.count, tokens[index].kind == .text, tokens[index].value.hasPrefix(strip) {
                    var text = tokens[index]
                    text.value.removeFirst(strip.count)
                    index += 1
                    if !text.value.isEmpty { stack[stack.count - 1].program.append(.text(storage.text(text.value))) }
                }
            case .text:
                guard !inParent else { continue }
                stack[stack.count - 1].program.append(.text(storage.text(token.value)))
            case .variable, .unescaped:
                guard !inParent else { continue }
                stack[stack.count - 1].program.append(.variable(path(token.value), escaped: token.kind == .variable))
            case .comment, .delimiters:
                continue
            case .partial:
                guard !inParent else { continue }
                stack[stack.count - 1].program.append(.partial(storage.include(Include(name: token.value, indent: token.indent, blocks: [:], reference: reference(token)))))
            case .section, .inverted, .block, .parent:
                guard stack.count <= Self.maximumDepth else {
                    throw TemplateSyntaxError("sections, blocks and parents nest more than \(Self.maximumDepth) deep", at: token.offset, in: source)
                }
                var frame = Frame(token: token, strip: stack[stack.count - 1].strip)
                if token.kind == .block, token.standalone {
                    // The block's own indentation is removed here, and added back where the block
                    // is rendered, relative to the block around it.
                    let own = Self.ownIndent(ofBlock: token, contentAt: index, in: tokens)
                    let outer = frame.strip
                    frame.indent = own.hasPrefix(outer) ? String(own.dropFirst(outer.count)) : own
                    frame.strip = own
                }
                stack.append(frame)
            case .close:
                try close(with: token, stack: &stack)
            }
        }
        if stack.count > 1 {
            let open = stack[stack.count - 1].token
            throw TemplateSyntaxError("`\(open.value)` is opened here but never closed", at: open.offset, in: source)
        }
        return storage.program(stack[0].program)
    }

    /// The indentation of a standalone block tag's content: that of its first line, whose
    /// tokens start at `index` (or the tag's own when it has no content there).
    private static func ownIndent(ofBlock token: Token, contentAt index: Int, in tokens: [Token]) -> String {
        guard index + 1 < tokens.count, tokens[index].kind == .lineStart, tokens[index + 1].kind == .text else { return token.indent }
        let text = tokens[index + 1].value
        let leading = String(text.prefix { $0 == " " || $0 == "\t" })
        if leading.count < text.count, !text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) { return leading }
        return token.indent
    }

    /// Closes the innermost open section, block or parent with the close tag `token`: its
    /// instruction goes to the frame around it, or, for a block inside a parent, the parent's
    /// overrides. Inside a parent, nothing else is kept.
    private func close(with token: Token, stack: inout [Frame]) throws {
        guard stack.count > 1 else {
            throw TemplateSyntaxError("`{{/\(token.value)}}` closes a section that was never opened", at: token.offset, in: source)
        }
        let frame = stack.removeLast()
        guard frame.token.value == token.value else {
            let opened = TemplateSyntaxError.position(of: frame.token.offset, in: source)
            throw TemplateSyntaxError("`{{/\(token.value)}}` closes `\(frame.token.value)`, opened at \(opened.line):\(opened.column), with a different name", at: token.offset, in: source)
        }
        let instruction: Instruction
        switch frame.token.kind {
        case .section, .inverted:
            instruction = .section(path(frame.token.value), inverted: frame.token.kind == .inverted, body: storage.program(frame.program))
        case .block:
            let body = BlockBody(storage.program(frame.program))
            if stack[stack.count - 1].token.kind == .parent {
                stack[stack.count - 1].blocks[frame.token.value] = body
                return
            }
            instruction = .block(storage.block(Block(name: frame.token.value, indent: frame.indent, body: body)))
        default:
            instruction = .parent(storage.include(Include(name: frame.token.value, indent: frame.token.indent, blocks: frame.blocks,
                                                          reference: reference(frame.token))))
        }
        if stack[stack.count - 1].token.kind != .parent { stack[stack.count - 1].program.append(instruction) }
    }

    /// Where a partial or parent tag stands, for the messages about what it includes.
    private func reference(_ token: Token) -> TemplateReference {
        let (line, column) = TemplateSyntaxError.position(of: token.offset, in: source)
        return TemplateReference(name: token.value, template: name, line: line, column: column)
    }

    /// `a.b.c` as `["a", "b", "c"]`; `.` as `[]`.
    private func path(_ name: String) -> NamePath {
        storage.path(name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map { TemplateKey(String($0)) })
    }
}

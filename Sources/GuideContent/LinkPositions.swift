import GuideMarkdown

/// Finds where links start in a page's Markdown source. cmark's positions of inline nodes drift
/// (after emphasis delimiters, on a paragraph's later lines, inside quotes), so each link is
/// looked for again in the text of its block: `<dest>` for an autolink, `[…](dest` for an
/// inline link. Links are looked for in document order, each after the one before; a link that
/// is not found (a reference link, a destination written differently) keeps cmark's position.
struct LinkPositions {
    private let bytes: [UInt8]
    /// UTF-8 offset of the start of each line of the body.
    private let lineStarts: [Int]
    /// The offset after the last link found.
    private var cursor = 0

    init(body: String) {
        bytes = Array(body.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 1-based line (in the file) and UTF-8 byte column where the link or image starts.
    mutating func start(of node: MarkdownNode, lineOffset: Int) -> (line: Int, byteColumn: Int) {
        let cmark = (line: node.startLine, byteColumn: node.startByteColumn)
        var block = node.parent
        while let current = block, !current.isBlock { block = current.parent }
        guard let block, !node.url.isEmpty else { return cmark }
        let firstLine = block.startLine - lineOffset, lastLine = block.endLine - lineOffset
        guard firstLine >= 1, lastLine <= lineStarts.count, firstLine <= lastLine else { return cmark }
        let regionStart = max(cursor, lineStarts[firstLine - 1])
        let regionEnd = lastLine < lineStarts.count ? lineStarts[lastLine] : bytes.count
        let destination = Array(node.url.utf8)
        let autolink = [UInt8(ascii: "<")] + destination + [UInt8(ascii: ">")]
        let inline = [UInt8(ascii: "]"), UInt8(ascii: "(")] + destination
        guard regionStart < regionEnd else { return cmark }
        var offset = regionStart
        while offset < regionEnd {
            if matches(autolink, at: offset, before: regionEnd) {
                cursor = offset + autolink.count
                return position(of: offset, lineOffset: lineOffset)
            }
            if matches(inline, at: offset, before: regionEnd), var start = openingBracket(before: offset, notBefore: lineStarts[firstLine - 1]) {
                if node.kind == .image, start > 0, bytes[start - 1] == UInt8(ascii: "!") { start -= 1 }
                cursor = offset + inline.count
                return position(of: start, lineOffset: lineOffset)
            }
            offset += 1
        }
        return cmark
    }

    private func matches(_ pattern: [UInt8], at offset: Int, before end: Int) -> Bool {
        guard offset + pattern.count <= end else { return false }
        return bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
    }

    /// The `[` that the `]` at `close` closes (brackets nest; escaped ones do not count).
    private func openingBracket(before close: Int, notBefore limit: Int) -> Int? {
        var depth = 0
        var offset = close - 1
        while offset >= limit {
            let escaped = offset > limit && bytes[offset - 1] == UInt8(ascii: "\\")
            if !escaped {
                if bytes[offset] == UInt8(ascii: "]") { depth += 1 }
                if bytes[offset] == UInt8(ascii: "[") {
                    if depth == 0 { return offset }
                    depth -= 1
                }
            }
            offset -= 1
        }
        return nil
    }

    private func position(of offset: Int, lineOffset: Int) -> (line: Int, byteColumn: Int) {
        // The last line starting at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1 + lineOffset, offset - lineStarts[low] + 1)
    }
}

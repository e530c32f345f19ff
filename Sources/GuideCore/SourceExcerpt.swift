/// Text taken out of another file (a documentation comment's Markdown, out of a Swift file),
/// with where each of its lines starts there, so that a finding in the text points into that
/// file rather than into the page that shows it.
public struct SourceExcerpt: Sendable, Hashable {
    /// Where one line of the excerpt starts in its file.
    public struct LineOrigin: Sendable, Hashable {
        /// The 1-based line in the file.
        public var line: Int
        /// The characters before it on that line that the excerpt left out (indentation, `///`),
        /// all ASCII: as many bytes as characters.
        public var dropped: Int

        public init(line: Int, dropped: Int) {
            self.line = line
            self.dropped = dropped
        }
    }

    /// The excerpt's text.
    public var text: String
    /// The file it was taken from, as diagnostics show it.
    public var file: String
    /// Where each line of `text` starts in `file`, in order.
    public var origins: [LineOrigin]

    public init(text: String, file: String, origins: [LineOrigin]) {
        self.text = text
        self.file = file
        self.origins = origins
    }

    /// The place in `file` of a 1-based line and UTF-8 byte column of `text`: its line and
    /// byte column there.
    public func place(line: Int, byteColumn: Int) -> (line: Int, byteColumn: Int) {
        let origin = origin(ofLine: line)
        return (origin.line, origin.dropped + max(byteColumn, 1))
    }

    /// The location in `file` of a 1-based line and UTF-8 byte column of `text`, its column in
    /// characters.
    public func location(line: Int, byteColumn: Int) -> SourceLocation {
        let origin = origin(ofLine: line)
        let column = SourceText(path: file, text: text).characterColumn(line: line, byteColumn: byteColumn)
        return SourceLocation(file: file, line: origin.line, column: origin.dropped + column)
    }

    /// Where a 1-based line of `text` starts in `file` (the nearest line it has; the file's
    /// start for an excerpt with none).
    private func origin(ofLine line: Int) -> LineOrigin {
        origins.isEmpty ? LineOrigin(line: 1, dropped: 0) : origins[min(max(line, 1), origins.count) - 1]
    }
}

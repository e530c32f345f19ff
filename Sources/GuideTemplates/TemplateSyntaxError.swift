import GuideCore

/// Why a template does not compile, and where.
public struct TemplateSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line and column (in characters) of the tag at fault.
    public let line: Int
    public let column: Int
    /// What is wrong, in words a theme author understands.
    public let message: String

    /// The error at a UTF-8 offset of `source`.
    init(_ message: String, at offset: Int, in source: [UInt8]) {
        let (line, column) = Self.position(of: offset, in: source)
        self.line = line
        self.column = column
        self.message = message
    }

    /// The 1-based line and character column of a UTF-8 offset.
    static func position(of offset: Int, in source: [UInt8]) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), source.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where source[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // Characters, not bytes, as a person counts them (SourceText does the same for cmark).
        let prefix = String(decoding: source[lineStart..<offset], as: UTF8.self)
        return (line, prefix.count + 1)
    }

    public var description: String { "\(line):\(column): \(message)" }
}

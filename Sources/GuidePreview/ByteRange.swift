import Foundation

/// Which bytes of a file a GET or HEAD asks for, by its Range and If-Range (RFC 9110 §14):
/// how a browser's media player seeks in a video, and resumes a download.
enum ByteRange: Equatable {
    /// The whole file (200): no Range, or one the preview ignores.
    case whole
    /// These bytes of it (206).
    case part(Range<Int>)
    /// No byte of it (416): the range starts past its end.
    case unsatisfiable

    /// The bytes a request asks of a file of `size` bytes whose ETag is `etag`.
    init(range: String?, ifRange: String?, etag: String, size: Int) {
        // If-Range: the range only while the file is the one the client has part of; any
        // other file, or a date (the preview sends no Last-Modified), gets the whole file.
        guard let range, ifRange.map({ EntityTag.ifRange($0, matches: etag) }) ?? true else {
            self = .whole
            return
        }
        self = Self.parse(range, size: size) ?? .whole
    }

    /// One range of a `bytes=` value against `size`: `a-b`, `a-` or `-n`. Nil for a value the
    /// preview ignores and answers with the whole file, as RFC 9110 §14.2 allows a server to:
    /// a malformed one, another unit, or several ranges (those would take a multipart body,
    /// which browsers' media players never ask for).
    static func parse(_ value: String, size: Int) -> ByteRange? {
        let value = value.trimmingCharacters(in: .whitespaces)
        guard let equals = value.firstIndex(of: "="), value[..<equals].lowercased() == "bytes" else { return nil }
        // A list may hold empty elements (`bytes=0-99,`), which count for nothing (RFC 9110 §5.6.1).
        let ranges = value[value.index(after: equals)...].split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard ranges.count == 1, let dash = ranges[0].firstIndex(of: "-") else { return nil }
        let first = number(ranges[0][..<dash])
        let last = number(ranges[0][ranges[0].index(after: dash)...])
        switch (first, last) {
        case (.digits(let first), .none):
            return first < size ? .part(first..<size) : .unsatisfiable
        case (.digits(let first), .digits(let last)):
            guard first <= last else { return nil }
            return first < size ? .part(first..<min(last, size - 1) + 1) : .unsatisfiable
        case (.none, .digits(let length)):
            // The last `length` bytes; a length past the start means the whole file.
            return length > 0 && size > 0 ? .part(max(0, size - length)..<size) : .unsatisfiable
        default:
            return nil
        }
    }

    /// The bytes to send of a file of `size` bytes; nil when none can be (416).
    func bytes(size: Int) -> Range<Int>? {
        switch self {
        case .whole: return 0..<size
        case .part(let bytes): return bytes
        case .unsatisfiable: return nil
        }
    }

    /// `Content-Range` for the answer: `bytes a-b/size` or `bytes */size`; nil for the whole file.
    func contentRange(size: Int) -> String? {
        switch self {
        case .whole: return nil
        case .part(let bytes): return "bytes \(bytes.lowerBound)-\(bytes.upperBound - 1)/\(size)"
        case .unsatisfiable: return "bytes */\(size)"
        }
    }

    private enum Number { case none, digits(Int), invalid }

    /// A position: nothing, ASCII digits (past `Int.max`, `Int.max`: still a position past any
    /// file's end), or something else.
    private static func number(_ text: String.SubSequence) -> Number {
        if text.isEmpty { return .none }
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return .invalid }
        return .digits(Int(text) ?? Int.max)
    }
}

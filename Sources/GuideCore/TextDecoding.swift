import Foundation

/// Decodes the bytes of a text file, reporting what a person needs to fix it.
public enum TextDecoding {
    public enum Failure: Error, Equatable {
        /// Invalid UTF-8 at a 1-based line and character column.
        case invalidUTF8(line: Int, column: Int)
        /// The file starts with a UTF-16 or UTF-32 byte-order mark; `encoding` names which.
        case byteOrderMark(encoding: String)

        /// What a person reads: what is wrong, and what to do.
        public var message: String { message(about: "the file") }

        /// `message` about `subject` ("the template").
        public func message(about subject: String) -> String {
            switch self {
            case .invalidUTF8: return "\(subject) is not valid UTF-8 here; save it as UTF-8"
            case .byteOrderMark(let encoding): return "\(subject) is \(encoding); save it as UTF-8"
            }
        }

        /// Where in `file`: the bad byte, or the file's start.
        public func location(in file: String) -> SourceLocation {
            switch self {
            case .invalidUTF8(let line, let column): return SourceLocation(file: file, line: line, column: column)
            case .byteOrderMark: return SourceLocation(file: file, line: 1, column: 1)
            }
        }
    }

    /// The wide encoding a file's byte-order mark announces: UTF-32 (FF FE 00 00, 00 00 FE FF),
    /// UTF-16 (FF FE, FE FF), else nil. UTF-32's little-endian mark begins with UTF-16's.
    public static func wideEncoding(_ bytes: some Collection<UInt8>) -> String? {
        let head = Array(bytes.prefix(4))
        if head == [0xFF, 0xFE, 0, 0] || head == [0, 0, 0xFE, 0xFF] { return "UTF-32" }
        if head.count >= 2, (head[0] == 0xFF && head[1] == 0xFE) || (head[0] == 0xFE && head[1] == 0xFF) { return "UTF-16" }
        return nil
    }

    /// The text of UTF-8 bytes, without a leading byte-order mark.
    public static func utf8(_ data: Data) -> Result<String, Failure> {
        data.withUnsafeBytes { raw -> Result<String, Failure> in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
            if let encoding = wideEncoding(bytes) { return .failure(.byteOrderMark(encoding: encoding)) }
            let body = UnsafeBufferPointer(rebasing: bytes[start...])
            // The standard library validates and copies in one fast pass; the position of a
            // bad byte is looked for only when there is one.
            if let text = String(validating: body, as: UTF8.self) { return .success(text) }
            if let bad = firstInvalidUTF8(body) {
                // Lines as everywhere else (`lineStarts`): CRLF and a lone CR end one too.
                let starts = UnsafeBufferPointer(rebasing: body[..<bad]).lineStarts
                let lastLine = String(decoding: UnsafeBufferPointer(rebasing: body[starts[starts.count - 1]..<bad]), as: UTF8.self)
                return .failure(.invalidUTF8(line: starts.count, column: lastLine.count + 1))
            }
            return .success(String(decoding: body, as: UTF8.self))
        }
    }

    /// Offset of the first byte that is not part of a well-formed UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minSecond: UInt8 = 0x80, maxSecond: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; minSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; maxSecond = 0x9F
            case 0xF0: length = 4; minSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; maxSecond = 0x8F
            default: return i
            }
            guard i + length <= n else { return i }
            let second = bytes[i + 1]
            guard second >= minSecond, second <= maxSecond else { return i }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }
}

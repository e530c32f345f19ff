import Foundation
import GuideCore

/// How a strings file is stored on disk, so that a fixer can write it back the same way.
public enum StringsFileEncoding: String, Sendable, Hashable, CaseIterable {
    /// UTF-8 without a byte-order mark.
    case utf8
    /// UTF-8 that starts with the byte-order mark EF BB BF.
    case utf8WithBOM
    /// UTF-16, little-endian, starting with the byte-order mark FF FE.
    case utf16LittleEndian
    /// UTF-16, big-endian, starting with the byte-order mark FE FF.
    case utf16BigEndian

    /// The bytes of a text in this encoding, byte-order mark included.
    public func encode(_ text: String) -> Data {
        switch self {
        case .utf8:
            return Data(text.utf8)
        case .utf8WithBOM:
            return Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            var data = Data(capacity: 2 + text.utf16.count * 2)
            let little = self == .utf16LittleEndian
            data.append(contentsOf: little ? [0xFF, 0xFE] : [0xFE, 0xFF])
            for unit in text.utf16 {
                let low = UInt8(unit & 0xFF), high = UInt8(unit >> 8)
                data.append(contentsOf: little ? [low, high] : [high, low])
            }
            return data
        }
    }

    /// The encoding the first bytes of a file announce: a UTF-16 or UTF-8 byte-order mark, else UTF-8.
    static func detect(_ data: Data) -> StringsFileEncoding {
        let head = [UInt8](data.prefix(3))
        if head.count >= 2, head[0] == 0xFF, head[1] == 0xFE { return .utf16LittleEndian }
        if head.count >= 2, head[0] == 0xFE, head[1] == 0xFF { return .utf16BigEndian }
        if head.count == 3, head == [0xEF, 0xBB, 0xBF] { return .utf8WithBOM }
        return .utf8
    }
}

/// Decoding of strings files and catalogs into text, with diagnostics a person can act on.
enum AppStringsDecoding {
    /// The decoded text (without byte-order mark), or the diagnostic that says why there is none.
    /// `allowUTF16` is false for String Catalogs, which Xcode always writes as UTF-8.
    static func decode(_ data: Data, file: String, allowUTF16: Bool = true) -> (text: String?, encoding: StringsFileEncoding, diagnostic: Diagnostic?) {
        let encoding = StringsFileEncoding.detect(data)
        let whole = SourceLocation(file: file)
        if data.starts(with: Array("bplist".utf8)) {
            return (nil, encoding, .error("strings.encoding", "the file is a compiled binary property list, not a text strings file", at: whole,
                                          suggestion: "lint the source file in the project, or convert it with `plutil -convert xml1`"))
        }
        // UTF-32's little-endian mark starts with UTF-16's: read as UTF-16 it would be garbage.
        if TextDecoding.wideEncoding(data) == "UTF-32" {
            return (nil, encoding, .error("strings.encoding", "the file is UTF-32", at: SourceLocation(file: file, line: 1, column: 1),
                                          suggestion: allowUTF16 ? "save it as UTF-8 or UTF-16" : "save it as UTF-8"))
        }
        switch encoding {
        case .utf16LittleEndian, .utf16BigEndian:
            guard allowUTF16 else {
                return (nil, encoding, .error("strings.encoding", "the file is UTF-16; a String Catalog is UTF-8", at: SourceLocation(file: file, line: 1, column: 1),
                                              suggestion: "save it as UTF-8"))
            }
            return decodeUTF16(data, littleEndian: encoding == .utf16LittleEndian, file: file, encoding: encoding)
        case .utf8, .utf8WithBOM:
            if data.contains(0) {
                return (nil, encoding, .error("strings.encoding", "the file holds NUL bytes: it is binary, or UTF-16 without a byte-order mark", at: whole,
                                              suggestion: "save it as UTF-8, or as UTF-16 with a byte-order mark"))
            }
            switch TextDecoding.utf8(data) {
            case .success(let text):
                return (text, encoding, nil)
            case .failure(.invalidUTF8(let line, let column)):
                return (nil, encoding, .error("strings.encoding", "the file is not valid UTF-8 here", at: SourceLocation(file: file, line: line, column: column),
                                              suggestion: "save it as UTF-8"))
            case .failure(let failure):
                return (nil, encoding, .error("strings.encoding", failure.message, at: whole))  // a wide encoding: handled above
            }
        }
    }

    private static func decodeUTF16(_ data: Data, littleEndian: Bool, file: String, encoding: StringsFileEncoding) -> (text: String?, encoding: StringsFileEncoding, diagnostic: Diagnostic?) {
        let bytes = [UInt8](data)
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2  // after the byte-order mark
        while i + 1 < bytes.count {
            let first = UInt16(bytes[i]), second = UInt16(bytes[i + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            i += 2
        }
        func failure(at index: Int, _ message: String) -> (String?, StringsFileEncoding, Diagnostic?) {
            let prefix = String(decoding: units[..<index], as: UTF16.self)
            let (line, column) = position(afterPrefix: prefix)
            return (nil, encoding, .error("strings.encoding", message, at: SourceLocation(file: file, line: line, column: column),
                                          suggestion: "save the file again as UTF-16 or UTF-8"))
        }
        var k = 0
        while k < units.count {
            let unit = units[k]
            if unit == 0 {
                return (nil, encoding, .error("strings.encoding", "the file holds NUL characters: it is binary, not a text strings file", at: SourceLocation(file: file)))
            }
            if UTF16.isLeadSurrogate(unit) {
                guard k + 1 < units.count, UTF16.isTrailSurrogate(units[k + 1]) else {
                    return failure(at: k, "the file is not valid UTF-16 here: a lone high surrogate")
                }
                k += 2
                continue
            }
            if UTF16.isTrailSurrogate(unit) { return failure(at: k, "the file is not valid UTF-16 here: a lone low surrogate") }
            k += 1
        }
        if bytes.count % 2 != 0 { return failure(at: units.count, "the file is not valid UTF-16: it ends in the middle of a character") }
        return (String(decoding: units, as: UTF16.self), encoding, nil)
    }

    /// The 1-based line and character column just after a prefix of the text.
    static func position(afterPrefix prefix: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for character in prefix {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}

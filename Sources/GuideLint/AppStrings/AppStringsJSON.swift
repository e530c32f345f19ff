/// A small JSON reader that keeps the position of every string, for String Catalogs: Foundation's
/// `JSONSerialization` gives neither positions of values nor dependable positions of errors.
enum AppStringsJSON {
    /// A JSON string with where its first character stands.
    struct StringValue {
        var value: String
        /// UTF-8 offset in the text of the character after the opening quote.
        var offset: Int
        /// True when the string has no escapes, so its characters stand in the text as they are.
        var exact: Bool
    }

    struct Member {
        var key: StringValue
        var value: Node
    }

    indirect enum Node {
        case object([Member], offset: Int)
        case array([Node], offset: Int)
        case string(StringValue)
        case number(offset: Int)
        case bool(Bool, offset: Int)
        case null(offset: Int)

        /// UTF-8 offset of the value's first character (for a string, the opening quote).
        var offset: Int {
            switch self {
            case .object(_, let offset), .array(_, let offset), .number(let offset), .bool(_, let offset), .null(let offset): return offset
            case .string(let string): return string.offset - 1
            }
        }

        /// The member of an object with this key (the last one when a key is repeated).
        subscript(key: String) -> Node? {
            guard case .object(let members, _) = self else { return nil }
            return members.last { $0.key.value == key }?.value
        }

        var members: [Member]? {
            if case .object(let members, _) = self { return members }
            return nil
        }

        var string: StringValue? {
            if case .string(let string) = self { return string }
            return nil
        }

        var kindName: String {
            switch self {
            case .object: return "an object"
            case .array: return "an array"
            case .string: return "a string"
            case .number: return "a number"
            case .bool: return "a boolean"
            case .null: return "null"
            }
        }
    }

    /// Where the JSON breaks and why; `openedAt` is the object or array left open, for end-of-file errors.
    struct SyntaxError: Error {
        var offset: Int
        var message: String
        var openedAt: (offset: Int, kind: String)?
    }

    static func parse(_ text: String) -> Result<Node, SyntaxError> {
        var parser = Parser(bytes: Array(text.utf8))
        do {
            parser.skipWhitespace()
            let node = try parser.value(depth: 0)
            parser.skipWhitespace()
            if parser.index < parser.bytes.count {
                throw SyntaxError(offset: parser.index, message: "unexpected \(parser.describeNext()) after the end of the JSON value")
            }
            return .success(node)
        } catch let error as SyntaxError {
            return .failure(error)
        } catch {
            return .failure(SyntaxError(offset: 0, message: "cannot read the JSON"))
        }
    }

    struct Parser {
        let bytes: [UInt8]
        var index = 0
        /// Containers being read, innermost last, for end-of-file messages.
        var open: [(offset: Int, kind: String)] = []

        static func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        mutating func skipWhitespace() {
            while index < bytes.count, Parser.isWhitespace(bytes[index]) { index += 1 }
        }

        /// An error at the current character, or at the end of the last token when the text ended.
        func error(_ message: String) -> SyntaxError {
            guard index >= bytes.count else { return SyntaxError(offset: index, message: "\(message), not \(describeNext())") }
            var end = bytes.count
            while end > 0, Parser.isWhitespace(bytes[end - 1]) { end -= 1 }
            guard let container = open.last else {
                return SyntaxError(offset: end, message: end == 0 ? "the file is empty" : "the file ends where a value should follow")
            }
            return SyntaxError(offset: end, message: "the file ends inside \(container.kind == "object" ? "an object" : "an array") (\(message))",
                               openedAt: container)
        }

        func describeNext() -> String {
            guard index < bytes.count else { return "the end of the file" }
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let character = String(decoding: bytes[index..<end], as: UTF8.self)
            switch character {
            case "\n", "\r": return "a line break"
            case "\t": return "a tab"
            default: return "`\(character)`"
            }
        }

        mutating func value(depth: Int) throws -> Node {
            guard depth < 512 else { throw SyntaxError(offset: index, message: "the JSON is nested too deeply") }
            guard index < bytes.count else { throw error("expected a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true, offset: index))
            case UInt8(ascii: "f"): return try literal("false", .bool(false, offset: index))
            case UInt8(ascii: "n"): return try literal("null", .null(offset: index))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw error("expected a value")
            }
        }

        mutating func literal(_ word: String, _ node: Node) throws -> Node {
            guard bytes[index...].starts(with: Array(word.utf8)) else { throw error("expected a value") }
            index += word.utf8.count
            return node
        }

        mutating func number() throws -> Node {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
                return index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else if digits() == 0 {
                throw error("expected a digit")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                if digits() == 0 { throw error("expected a digit after the decimal point") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                if digits() == 0 { throw error("expected a digit in the exponent") }
            }
            return .number(offset: start)
        }

        mutating func object(depth: Int) throws -> Node {
            let start = index
            open.append((start, "object"))
            index += 1
            var members: [Member] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                open.removeLast()
                return .object(members, offset: start)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "}"), !members.isEmpty {
                        throw SyntaxError(offset: index, message: "a `,` must not follow the last member of an object")
                    }
                    throw error("expected a key in double quotes")
                }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected `:` after the key") }
                index += 1
                skipWhitespace()
                let value = try value(depth: depth + 1)
                members.append(Member(key: key, value: value))
                skipWhitespace()
                guard index < bytes.count else { throw error("expected `,` or `}`") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    open.removeLast()
                    return .object(members, offset: start)
                }
                throw error("expected `,` or `}` after the member")
            }
        }

        mutating func array(depth: Int) throws -> Node {
            let start = index
            open.append((start, "array"))
            index += 1
            var elements: [Node] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                open.removeLast()
                return .array(elements, offset: start)
            }
            while true {
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]"), !elements.isEmpty {
                    throw SyntaxError(offset: index, message: "a `,` must not follow the last element of an array")
                }
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("expected `,` or `]`") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    open.removeLast()
                    return .array(elements, offset: start)
                }
                throw error("expected `,` or `]` after the element")
            }
        }

        mutating func string() throws -> StringValue {
            let open = index
            index += 1
            let start = index
            var out: [UInt8] = []
            var exact = true
            while true {
                guard index < bytes.count else {
                    throw SyntaxError(offset: open, message: "this string has no closing quote")
                }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return StringValue(value: String(decoding: out, as: UTF8.self), offset: start, exact: exact)
                case UInt8(ascii: "\\"):
                    exact = false
                    try escape(into: &out)
                case 0x0A, 0x0D:
                    throw SyntaxError(offset: open, message: "this string has no closing quote on its line")
                case 0x00..<0x20:
                    throw SyntaxError(offset: index, message: "a control character must be escaped inside a JSON string (a tab as `\\t`)")
                default:
                    out.append(byte)
                    index += 1
                }
            }
        }

        mutating func escape(into out: inout [UInt8]) throws {
            let backslash = index
            index += 1
            guard index < bytes.count else { throw SyntaxError(offset: backslash, message: "the file ends inside an escape") }
            let code = bytes[index]
            index += 1
            switch code {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(code)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var unit = try hex4(backslash)
                if UTF16.isLeadSurrogate(UInt16(unit)) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw SyntaxError(offset: backslash, message: "this `\\u` escape is half of a surrogate pair without the other half")
                    }
                    let second = index
                    index += 2
                    let low = try hex4(second)
                    guard UTF16.isTrailSurrogate(UInt16(low)) else {
                        throw SyntaxError(offset: backslash, message: "this `\\u` escape is half of a surrogate pair without the other half")
                    }
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                } else if UTF16.isTrailSurrogate(UInt16(unit)) {
                    throw SyntaxError(offset: backslash, message: "this `\\u` escape is half of a surrogate pair without the other half")
                }
                out.append(contentsOf: Array(String(Unicode.Scalar(unit) ?? "\u{FFFD}").utf8))
            default:
                let shown = code < 0x80 ? "`\\\(Character(Unicode.Scalar(code)))` is" : "this is"
                throw SyntaxError(offset: backslash, message: "\(shown) not a JSON escape; write a backslash as `\\\\`")
            }
        }

        mutating func hex4(_ backslash: Int) throws -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count else { throw SyntaxError(offset: backslash, message: "`\\u` must be followed by four hex digits") }
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw SyntaxError(offset: backslash, message: "`\\u` must be followed by four hex digits")
                }
                value = value * 16 + digit
                index += 1
            }
            return value
        }
    }
}

import GuideCore
#if canImport(Glibc)
import Glibc
#endif
/// A growing UTF-8 buffer with the escaping rules of cmark's HTML renderer.
struct HTMLBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 16 * 1024) { bytes.reserveCapacity(capacity) }

    /// A newline unless the buffer is empty or already ends with one (cmark's `cr`).
    mutating func cr() {
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ html: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: html) }

    mutating func appendRaw(_ pointer: UnsafePointer<CChar>?) {
        guard let pointer else { return }
        Self.withBytes(of: pointer) { bytes.append(contentsOf: $0) }
    }

    mutating func appendEscaped(_ pointer: UnsafePointer<CChar>?) {
        guard let pointer else { return }
        Self.withBytes(of: pointer) { HTMLEscaping.append($0, to: &bytes, style: .markdown) }
    }

    mutating func appendEscaped(_ text: String) {
        HTMLEscaping.append(text, to: &bytes, style: .markdown)
    }

    /// The bytes of a C string, up to its terminating zero.
    private static func withBytes(of pointer: UnsafePointer<CChar>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let count = strlen(pointer)
        pointer.withMemoryRebound(to: UInt8.self, capacity: count) { body(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// A URL for an `href` or `src` attribute, escaped as cmark's `houdini_escape_href` does:
    /// URL-safe characters stay, `&` and `'` become entities, everything else is percent-encoded.
    mutating func appendHref(_ url: String) {
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in url.utf8 {
            if byte < 128, Self.hrefSafe[Int(byte)] {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                append("&amp;")
            } else if byte == UInt8(ascii: "'") {
                append("&#x27;")
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 15)])
            }
        }
    }

    private static let hrefSafe: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for byte in "-_.+!*(),%#@?=;:/$~".utf8 { table[Int(byte)] = true }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
        return table
    }()
}

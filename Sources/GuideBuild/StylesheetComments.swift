import Foundation

/// Removes `/* … */` comments from a stylesheet as it is published, and the indentation and
/// blank lines around its rules: the theme's CSS explains itself at length, and every page loads
/// it. Quoted strings (`content: "/*"`) are kept whole; nothing else changes.
enum StylesheetComments {
    static func strip(_ css: Data) -> Data {
        let bytes = [UInt8](css)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // A string, to its closing quote (a backslash escapes the next byte).
                var j = i + 1
                while j < bytes.count, bytes[j] != byte { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                j = min(j + 1, bytes.count)
                out += bytes[i..<j]
                i = j
            } else if byte == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                var j = i + 2
                while j + 1 < bytes.count, !(bytes[j] == UInt8(ascii: "*") && bytes[j + 1] == UInt8(ascii: "/")) { j += 1 }
                i = min(j + 2, bytes.count)
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n"), out.last ?? UInt8(ascii: "\n") == UInt8(ascii: "\n") {
                // At the start of a line, spaces and line breaks separate nothing (so a comment
                // alone on its lines leaves no blank line behind either).
                i += 1
            } else {
                out.append(byte)
                i += 1
            }
        }
        return Data(out)
    }
}

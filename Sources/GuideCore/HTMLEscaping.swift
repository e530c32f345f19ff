/// HTML escaping over UTF-8 bytes, for every writer of HTML: `<`, `>`, `&` and `"` become
/// `&lt;`, `&gt;`, `&amp;` and `&quot;` (as cmark's HTML renderer escapes text and attributes),
/// and for Mustache's `{{value}}` `'` also becomes `&#39;`. Text that needs no escaping (most
/// of it) is appended whole.
public enum HTMLEscaping {
    /// Which characters are escaped.
    public enum Style: Sendable {
        /// `&`, `<`, `>` and `"`, as cmark escapes Markdown's text (and code listings).
        case markdown
        /// `&`, `<`, `>`, `"` and `'`, as the Mustache specification escapes `{{value}}`.
        case mustache
    }

    /// `text` escaped in the Mustache style.
    public static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `text`, escaped, to `out`.
    public static func append(_ text: String, to out: inout [UInt8], style: Style = .mustache) {
        var contiguous = text
        contiguous.withUTF8 { append($0, to: &out, style: style) }
    }

    /// Appends UTF-8 `bytes`, escaped, to `out`.
    public static func append(_ bytes: [UInt8], to out: inout [UInt8], style: Style = .mustache) {
        bytes.withUnsafeBufferPointer { append($0, to: &out, style: style) }
    }

    /// Appends UTF-8 `bytes`, escaped, to `out`.
    public static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], style: Style = .mustache) {
        let apostrophe = style == .mustache
        var runStart = 0
        var index = 0
        while index < bytes.count {
            // Eight bytes at once when none of them is one to escape (most text, all of Chinese).
            if index + 8 <= bytes.count {
                let word = ByteWords.load(bytes.baseAddress! + index)
                if !(ByteWords.contains(0x3C, in: word) || ByteWords.contains(0x3E, in: word) || ByteWords.contains(0x26, in: word)
                    || ByteWords.contains(0x22, in: word) || (apostrophe && ByteWords.contains(0x27, in: word))) {
                    index += 8
                    continue
                }
            }
            defer { index += 1 }
            let replacement: StaticString
            switch bytes[index] {
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x26: replacement = "&amp;"
            case 0x22: replacement = "&quot;"
            case 0x27 where apostrophe: replacement = "&#39;"
            default: continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            out.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            runStart = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
}

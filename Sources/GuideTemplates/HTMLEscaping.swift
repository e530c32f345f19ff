/// The HTML escaping of `{{value}}`: `<`, `>`, `&`, `"` and `'` become `&lt;`, `&gt;`, `&amp;`,
/// `&quot;` and `&#39;`; everything else is copied. Done over UTF-8 bytes, with text that needs
/// no escaping (most of it) appended whole.
public enum HTMLEscaping {
    /// `text` escaped.
    public static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `text`, escaped, to `out`.
    public static func append(_ text: String, to out: inout [UInt8]) {
        var contiguous = text
        contiguous.withUTF8 { append($0, to: &out) }
    }

    /// Appends UTF-8 `bytes`, escaped, to `out`.
    static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0, to: &out) }
    }

    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var runStart = 0
        for index in 0..<bytes.count {
            let replacement: StaticString
            switch bytes[index] {
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x26: replacement = "&amp;"
            case 0x22: replacement = "&quot;"
            case 0x27: replacement = "&#39;"
            default: continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            out.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            runStart = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
}

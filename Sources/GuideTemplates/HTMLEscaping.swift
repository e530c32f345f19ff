/// The HTML escaping of `{{value}}`: `<`, `>`, `&`, `"` and `'` become `&lt;`, `&gt;`, `&amp;`,
/// `&quot;` and `&#39;`; everything else is copied. Done over UTF-8 bytes, with text that needs
/// no escaping (most of it) appended whole.
public enum HTMLEscaping {
    /// `text` escaped.
    public static func escape(_ text: String) -> String {
        var out = ""
        append(text, to: &out)
        return out
    }

    /// Appends `text`, escaped, to `out`.
    public static func append(_ text: String, to out: inout String) {
        var contiguous = text
        contiguous.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let replacement: String
                switch bytes[index] {
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x26: replacement = "&amp;"
                case 0x22: replacement = "&quot;"
                case 0x27: replacement = "&#39;"
                default: continue
                }
                if runStart < index { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
                out += replacement
                runStart = index + 1
            }
            if runStart == 0 {
                out += text
            } else if runStart < bytes.count {
                out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]), as: UTF8.self)
            }
        }
    }
}

import Mustache

/// The HTML escaping of Mustache's `{{value}}`, done over UTF-8 bytes: swift-mustache's own
/// escaper walks Characters and was a tenth of a large build's time.
struct FastHTMLContentType: MustacheContentType {
    /// The name theme templates are switched to when they are loaded.
    static let name = "GUIDEGEN_HTML"
    /// Put in front of every template so that it renders with this escaper.
    static let pragma = "{{%CONTENT_TYPE:\(name)}}"

    static let register: Void = MustacheContentTypes.register(FastHTMLContentType(), named: name)

    func escapeText(_ text: String) -> String { Self.escape(text) }

    /// Replaces `<`, `>`, `&`, `"` and `'` as Mustache's HTML content type does.
    static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

import Foundation

/// An image's size in pixels, read from its file's header (PNG, JPEG, GIF, WebP) or its root
/// element (SVG), so a page can reserve the image's space before it loads.
struct ImageDimensions: Equatable, Sendable {
    var width: Int
    var height: Int

    /// The size of the image file at `path`, or nil when the format is unknown or the header broken.
    static func read(path: String) -> ImageDimensions? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // JPEG's size can sit behind large metadata segments; every other header is near the start.
        guard let data = try? handle.read(upToCount: 512 * 1024) else { return nil }
        return read(Array(data))
    }

    static func read(_ bytes: [UInt8]) -> ImageDimensions? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("GIF8".utf8)) { return gif(bytes) }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 30, Array(bytes[8..<12]) == Array("WEBP".utf8) { return webp(bytes) }
        return svg(bytes)
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 << 8 | Int(b[at + $1]) }
    }

    private static func littleEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        (0..<count).reversed().reduce(0) { $0 << 8 | Int(b[at + $1]) }
    }

    /// The IHDR chunk comes first: width and height at bytes 16 and 20.
    private static func png(_ b: [UInt8]) -> ImageDimensions? {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        return valid(bigEndian(b, 16, 4), bigEndian(b, 20, 4))
    }

    /// Walks the segments up to a start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC).
    private static func jpeg(_ b: [UInt8]) -> ImageDimensions? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = bigEndian(b, i + 2, 2)
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return valid(bigEndian(b, i + 7, 2), bigEndian(b, i + 5, 2))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    private static func gif(_ b: [UInt8]) -> ImageDimensions? {
        guard b.count >= 10 else { return nil }
        return valid(littleEndian(b, 6, 2), littleEndian(b, 8, 2))
    }

    /// The three WebP encodings keep their size in different places.
    private static func webp(_ b: [UInt8]) -> ImageDimensions? {
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ":
            return valid(littleEndian(b, 26, 2) & 0x3FFF, littleEndian(b, 28, 2) & 0x3FFF)
        case "VP8L":
            let bits = littleEndian(b, 21, 4)
            return valid((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return valid(littleEndian(b, 24, 3) + 1, littleEndian(b, 27, 3) + 1)
        default:
            return nil
        }
    }

    /// The root `<svg>` element's `width` and `height` in pixels (or unitless), else its `viewBox`.
    private static func svg(_ b: [UInt8]) -> ImageDimensions? {
        let text = String(decoding: b.prefix(16 * 1024), as: UTF8.self)
        guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[open.upperBound..<close])
        func attribute(_ name: String) -> String? {
            guard let match = tag.range(of: "(^|\\s)\(name)\\s*=\\s*[\"']([^\"']*)[\"']", options: .regularExpression) else { return nil }
            let value = tag[match]
            guard let quote = value.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
            return String(value[value.index(after: quote)...].dropLast())
        }
        func pixels(_ value: String?) -> Double? {
            guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            return Double(value)
        }
        if let width = pixels(attribute("width")), let height = pixels(attribute("height")) {
            return valid(Int(width.rounded()), Int(height.rounded()))
        }
        if let box = attribute("viewBox") {
            let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if numbers.count == 4 { return valid(Int(numbers[2].rounded()), Int(numbers[3].rounded())) }
        }
        return nil
    }

    private static func valid(_ width: Int, _ height: Int) -> ImageDimensions? {
        width > 0 && height > 0 ? ImageDimensions(width: width, height: height) : nil
    }
}

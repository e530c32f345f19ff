extension TranslationRecord {
    /// The record read from the exact form `yaml()` writes (comment lines, then per entry a
    /// quoted path, `  source:`, `  sections:` and one `    "id": fingerprint` line per section);
    /// nil at the first line in any other form, which YAML then reads in full.
    ///
    /// The record has a line per section of every translated page (50,000 lines at 10,000
    /// pages) and is read by every build and report: reading its own form directly costs a
    /// tenth of a general YAML parse, and a file edited by hand still reads, through Yams.
    static func readingWrittenForm(_ text: String) -> TranslationRecord? {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes -> TranslationRecord? in
            var reader = WrittenFormReader(bytes: bytes)
            return reader.record()
        } ?? nil
    }
}

/// A cursor over the bytes of a record in its written form.
private struct WrittenFormReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    mutating func record() -> TranslationRecord? {
        var record = TranslationRecord()
        // The comment at the top, and blank lines.
        while at < bytes.count, bytes[at] == UInt8(ascii: "#") || bytes[at] == 0x0A { skipLine() }
        while at < bytes.count {
            guard let path = quoted(), take(":\n"), take("  source: "), let source = quoted(), take("\n  sections:\n") else { return nil }
            var sections: [String: String] = [:]
            while at < bytes.count, bytes[at] == 0x20 {
                guard take("    "), let id = quoted(), take(": "), let fingerprint = hexDigits(16), take("\n"),
                      sections.updateValue(fingerprint, forKey: id) == nil else { return nil }
            }
            // (YAML reads `sections:` with nothing under it as no mapping: an error it reports.)
            guard !sections.isEmpty else { return nil }
            // A key twice is an error YAML reports, with its line.
            guard record.entries.updateValue(TranslationRecord.Entry(source: source, sections: sections), forKey: path) == nil else { return nil }
        }
        return record
    }

    mutating func skipLine() {
        while at < bytes.count, bytes[at] != 0x0A { at += 1 }
        at += 1
    }

    /// Consumes `literal` when the text goes on with it.
    mutating func take(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        for i in 0..<count where bytes[at + i] != literal.utf8Start[i] { return false }
        at += count
        return true
    }

    /// A double-quoted string with the escapes `YAMLQuoting.doubleQuoted(_:)` writes.
    mutating func quoted() -> String? {
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { return nil }
        at += 1
        var out: [UInt8] = []
        while at < bytes.count {
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard at < bytes.count else { return nil }
                let escaped = bytes[at]
                at += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(escaped)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard let digits = hexDigits(4), let scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) else { return nil }
                    out += Array(String(Character(scalar)).utf8)
                default: return nil
                }
            case 0x0A, 0x0D: return nil
            default: out.append(byte)
            }
        }
        return nil
    }

    /// `count` lower-case hex digits (a fingerprint has 16, a `\u` escape 4).
    mutating func hexDigits(_ count: Int) -> String? {
        guard at + count <= bytes.count else { return nil }
        let digits = UnsafeBufferPointer(rebasing: bytes[at..<at + count])
        guard digits.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        at += count
        return String(decoding: digits, as: UTF8.self)
    }
}

import GuideCore

/// What a fix applied without review must keep, whichever rule proposed it: an app breaks when a
/// format specifier or a substitution name changes (`%#@count@` must match its `substitutions`
/// entry), and a string changes meaning when a question loses its question mark or an ellipsis
/// is half turned into a full stop (“设置...” → “设置。..”).
enum FixSafety {
    /// Bytes of text on each side of a change that are compared (longer than any specifier).
    static let context = 256

    /// True when replacing the UTF-8 `range` of `text` with `replacement` keeps every format
    /// specifier as it is, every question mark (ASCII or full-width), every ellipsis, and mixes
    /// no full stop 。 into a run of dots.
    static func keepsProtectedText(_ text: String, replacing range: Range<Int>, with replacement: String) -> Bool {
        // The text's bytes in place: a copy for each fix of a long paragraph cost its length each.
        var text = text
        return text.withUTF8 { keepsProtectedText($0, replacing: range, with: replacement) }
    }

    private static func keepsProtectedText(_ bytes: UnsafeBufferPointer<UInt8>, replacing range: Range<Int>, with replacement: String) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        // Everything checked is a short pattern, so only the text around the change can differ:
        // compare a window of it (at scalar boundaries), not the whole text, or thousands of
        // fixes in one long string would cost its length each.
        var lower = max(0, range.lowerBound - Self.context), upper = min(bytes.count, range.upperBound + Self.context)
        while lower > 0, bytes[lower] & 0xC0 == 0x80 { lower -= 1 }
        while upper < bytes.count, bytes[upper] & 0xC0 == 0x80 { upper += 1 }
        let old = Array(bytes[lower..<upper])
        let new = Array(bytes[lower..<range.lowerBound]) + Array(replacement.utf8) + Array(bytes[range.upperBound..<upper])
        let before = String(decoding: old, as: UTF8.self), after = String(decoding: new, as: UTF8.self)
        return formatSpecifiers(in: old) == formatSpecifiers(in: new)
            && questionMarks(in: after) >= questionMarks(in: before)
            && ellipses(in: after) >= ellipses(in: before)
            && (!mixesFullStopWithDots(after) || mixesFullStopWithDots(before))
    }

    /// The printf-style specifiers of a string, in order: `%@`, `%lld`, `%1$@`, `%.2f`, `%%`,
    /// String Catalog substitutions `%#@name@` and their `%arg` placeholder.
    static func formatSpecifiers(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var specifiers: [ArraySlice<UInt8>] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else { i += 1; continue }
            let start = i
            i += 1
            // `%#@name@`: a substitution, named up to the next `@`.
            if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "#"), bytes[i + 1] == UInt8(ascii: "@") {
                var j = i + 2
                while j < bytes.count, bytes[j] != UInt8(ascii: "@"), bytes[j] != UInt8(ascii: " ") { j += 1 }
                i = min(j + 1, bytes.count)
                specifiers.append(bytes[start..<i])
                continue
            }
            if bytes[i...].starts(with: "arg".utf8) {
                i += 3
                specifiers.append(bytes[start..<i])
                continue
            }
            // Position (`1$`), flags, width, precision and length, then the conversion.
            while i < bytes.count, "0123456789$-+ #'.*hlqLztj".utf8.contains(bytes[i]) { i += 1 }
            if i < bytes.count, "@dDiuUxXoOfFeEgGcCsSpaA%".utf8.contains(bytes[i]) { i += 1 }
            specifiers.append(bytes[start..<i])
        }
        return specifiers
    }

    static func questionMarks(in text: String) -> Int {
        text.unicodeScalars.filter { $0 == "?" || $0 == "？" }.count
    }

    // In bytes: Foundation's `contains` and `components(separatedBy:)` compare Unicode
    // clusters, and ran for every finding a fix was offered for.
    static func ellipses(in text: String) -> Int {
        text.countBytes(of: "...") + text.countBytes(of: "…")
    }

    static func mixesFullStopWithDots(_ text: String) -> Bool {
        ["。.", ".。", "。…", "…。"].contains { text.containsBytes(of: $0) }
    }
}

import Foundation

extension String {
    /// The text's lines, split at each newline byte (and at a `"\r"` no newline follows): joined
    /// with `"\n"` they give the text back, with old Mac line ends made newlines.
    /// A `"\r"` before a newline stays at the end of its line. Splitting the `String` itself
    /// would break all of it into grapheme clusters first (slow on a long page) and would not
    /// split at `"\r\n"`, which is one `Character`.
    public var newlineSeparatedLines: [String] {
        var text = self
        return text.withUTF8 { bytes in
            let starts = bytes.lineStarts
            return starts.indices.map { n in
                let end = n + 1 < starts.count ? starts[n + 1] - 1 : bytes.count
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[starts[n]..<end]), as: UTF8.self)
            }
        }
    }

    /// The lines of `newlineSeparatedLines` as substrings of the text: no line is copied.
    public var newlineSeparatedSubstrings: [Substring] {
        var text = self
        text.makeContiguousUTF8()
        let starts = text.withUTF8 { $0.lineStarts }
        let utf8 = text.utf8
        // Offsets into native UTF-8 make indices in constant time; each is a line's start or end.
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        return starts.indices.map { n in
            let end = n + 1 < starts.count ? starts[n + 1] - 1 : utf8.count
            return Substring(utf8[index(starts[n])..<index(end)])
        }
    }

    /// How many lines `newlineSeparatedLines` has: one more than the text's line ends.
    public var newlineSeparatedLineCount: Int {
        var text = self
        return text.withUTF8 { $0.lineStarts.count }
    }
}

extension String {
    /// Whether the text holds `needle` byte for byte (no Unicode equivalence): a quick test
    /// before slower, Unicode-aware searches. The standard library's generic `firstRange(of:)`
    /// over bytes was measured at a fifth of a book's lint time.
    public func containsBytes(of needle: String) -> Bool {
        needle.isEmpty || countBytes(of: needle, stoppingAt: 1) > 0
    }

    /// How many times `needle` occurs byte for byte, each after the last one ends (as
    /// `components(separatedBy:)` splits), counting up to `limit`.
    public func countBytes(of needle: String, stoppingAt limit: Int = .max) -> Int {
        var text = self
        let wanted = Array(needle.utf8)
        return text.withUTF8 { haystack in
            var count = 0, start = 0
            while count < limit, let found = haystack.firstIndex(ofBytes: wanted, from: start) {
                count += 1
                start = found + wanted.count
            }
            return count
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Where each line starts: 0, then the offset after each line end: a newline byte, or a
    /// carriage return that no newline follows (old Mac files; cmark counts lines so too).
    public var lineStarts: [Int] {
        var starts = [0]
        guard let base = baseAddress else { return starts }
        if memchr(base, Int32(UInt8(ascii: "\r")), count) != nil {
            for i in 0..<count where self[i] == UInt8(ascii: "\n") || (self[i] == UInt8(ascii: "\r") && (i + 1 == count || self[i + 1] != UInt8(ascii: "\n"))) {
                starts.append(i + 1)
            }
            return starts
        }
        // memchr finds each newline with vector instructions; a page's text is scanned for its
        // lines several times (directives, links, lint, excerpts).
        var from = 0
        while from < count, let found = memchr(base + from, Int32(UInt8(ascii: "\n")), count - from) {
            from = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
            starts.append(from)
        }
        return starts
    }

    /// The first offset at or after `from` where `needle` is written byte for byte; nil for an
    /// empty needle.
    public func firstIndex(ofBytes needle: [UInt8], from: Int) -> Int? {
        guard let first = needle.first, count >= needle.count, from >= 0 else { return nil }
        var start = from
        while start <= count - needle.count {
            if self[start] == first, memcmp(baseAddress! + start, needle, needle.count) == 0 { return start }
            start += 1
        }
        return nil
    }
}

import GuideContent
import GuideMarkdown

/// A source page cut at its headings, each part with a fingerprint of its text: what a
/// translator saw, section by section. Sections are known by their anchor id, so moving a
/// section elsewhere on the page changes nothing; the text before the first heading, with the
/// page's title and summary, is the section with the empty id.
public struct SourceSection: Sendable, Equatable {
    /// The heading's anchor id ("" for the text above the first heading).
    public var id: String
    /// The heading as a reader sees it ("" above the first heading).
    public var heading: String
    /// 1-based line in the file where the section starts.
    public var line: Int
    /// The section's Markdown, as written.
    public var text: String
    /// 16 hex digits (64-bit FNV-1a) of the text with runs of white space made one space: a
    /// re-wrapped paragraph is the same text.
    public var fingerprint: String

    /// The sections of `page`, in the order they are written. Read as bytes: every source page
    /// of the site is cut on every build, and walking Characters (grapheme breaking) cost more
    /// than the build's parse of the same text.
    public static func of(_ page: Page) -> [SourceSection] {
        let body = page.body
        let bytes = Array(body.utf8)
        // Where each line starts; lines end as cmark ends them: "\n", "\r\n" or a lone "\r".
        var lineStarts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) { lineStarts.append(i + 1) }
            i += 1
        }
        // Headings at their body lines (the parse stage found only real ones: `##` inside a
        // code block is none).
        let starts = page.headings.compactMap { heading -> (heading: Heading, offset: Int)? in
            let index = heading.line - page.bodyLineOffset - 1
            return index >= 0 && index < lineStarts.count ? (heading, lineStarts[index]) : nil
        }
        func text(_ range: Range<Int>) -> String {
            var end = range.upperBound
            while end > range.lowerBound, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
        }
        var sections: [SourceSection] = []
        let introEnd = starts.first?.offset ?? bytes.count
        let header = "title: \(page.title)\nsummary: \(page.summary)\n"
        var intro = Fingerprint()
        intro.add(header.utf8)
        intro.add(bytes[0..<introEnd])
        sections.append(SourceSection(id: "", heading: "", line: 1, text: header + text(0..<introEnd), fingerprint: intro.value))
        for (n, start) in starts.enumerated() {
            let end = max(n + 1 < starts.count ? starts[n + 1].offset : bytes.count, start.offset)
            var print = Fingerprint()
            print.add(bytes[start.offset..<end])
            sections.append(SourceSection(id: start.heading.id, heading: start.heading.text, line: start.heading.line,
                                          text: text(start.offset..<end), fingerprint: print.value))
        }
        return sections
    }

    init(id: String, heading: String, line: Int, text: String, fingerprint: String) {
        self.id = id
        self.heading = heading
        self.line = line
        self.text = text
        self.fingerprint = fingerprint
    }

    /// The fingerprint of a text: see `Fingerprint`.
    public static func fingerprint(_ text: String) -> String {
        var print = Fingerprint()
        print.add(text.utf8)
        return print.value
    }
}

/// 64-bit FNV-1a over UTF-8 with each run of white space (space, tab, line ends) as one space
/// and white space at both ends left out, fed in pieces: stable across runs and machines,
/// unlike Swift's `Hasher`, and blind to re-wrapping.
struct Fingerprint {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    private var pendingSpace = false
    private var started = false

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = started
                continue
            }
            if pendingSpace {
                hash = (hash ^ 0x20) &* 0x0000_0100_0000_01B3
                pendingSpace = false
            }
            started = true
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }

    /// 16 hex digits.
    var value: String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

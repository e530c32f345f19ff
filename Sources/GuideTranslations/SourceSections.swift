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

    /// The sections of `page`, in the order they are written.
    public static func of(_ page: Page) -> [SourceSection] {
        var lines: [Substring] = []
        var rest = page.body[...]
        // Lines end as cmark ends them: "\n", "\r\n" or a lone "\r".
        while let end = rest.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            lines.append(rest[..<end])
            rest = rest[rest.index(after: end)...]
        }
        if !rest.isEmpty { lines.append(rest) }
        // Headings at their body lines; `##` inside a code block is no heading, and the parse
        // stage found only real ones.
        let starts = page.headings.map { (heading: $0, index: $0.line - page.bodyLineOffset - 1) }
            .filter { $0.index >= 0 && $0.index < lines.count }
        var sections: [SourceSection] = []
        var intro = "title: \(page.title)\nsummary: \(page.summary)\n"
        let firstStart = starts.first?.index ?? lines.count
        intro += lines[0..<firstStart].joined(separator: "\n")
        sections.append(SourceSection(id: "", heading: "", line: 1, text: intro))
        for (n, start) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1].index : lines.count
            let text = lines[start.index..<max(end, start.index)].joined(separator: "\n")
            sections.append(SourceSection(id: start.heading.id, heading: start.heading.text, line: start.heading.line, text: text))
        }
        return sections
    }

    init(id: String, heading: String, line: Int, text: String) {
        self.id = id
        self.heading = heading
        self.line = line
        self.text = text
        fingerprint = Self.fingerprint(text)
    }

    /// The fingerprint of a text: FNV-1a over its UTF-8 with white space runs as one space,
    /// leading and trailing white space left out (stable across runs and machines, unlike
    /// Swift's `Hasher`).
    public static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var pendingSpace = false
        var started = false
        for byte in text.utf8 {
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
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

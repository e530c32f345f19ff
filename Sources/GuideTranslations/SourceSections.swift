import GuideContent
import GuideCore
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
    /// 16 hex digits (64-bit FNV-1a) of the text with runs of white space made one space: a
    /// re-wrapped paragraph is the same text.
    public var fingerprint: String
    /// The section's Markdown, as written. Made when asked: most sections are only compared
    /// by fingerprint, and every source page of the site is cut on every build.
    public var text: String {
        var body = body
        body.makeContiguousUTF8()  // a no-op for the page's native string
        let text = body.utf8.withContiguousStorageIfAvailable { bytes in
            var end = range.upperBound
            while end > range.lowerBound, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            return prefix + String(decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<end]), as: UTF8.self)
        }!
        // In a DocC article's body a directive that shows is a placeholder line among blanked ones.
        return DirectiveScanner.writtenOut(text, directives: directives)
    }
    /// The page's body (shared with the page, not copied), where the section is, and what
    /// stands before it in `text` (the title and summary, for the introduction).
    private let body: String
    private let range: Range<Int>
    private let prefix: String
    /// A DocC article's directives, which its body's placeholder lines stand for (else empty).
    private let directives: [Directive]

    /// The sections of `page`, in the order they are written. Read as bytes, in place: walking
    /// Characters (grapheme breaking) cost more than the build's parse of the same text.
    public static func of(_ page: Page) -> [SourceSection] {
        var body = page.body
        body.makeContiguousUTF8()
        return body.utf8.withContiguousStorageIfAvailable { bytes in sections(of: page, body: body, bytes: bytes) }!
    }

    private static func sections(of page: Page, body: String, bytes: UnsafeBufferPointer<UInt8>) -> [SourceSection] {
        // Where each heading's line starts, counting lines as cmark ends them ("\n", "\r\n" or
        // a lone "\r"); the parse stage found only real headings (`##` in a code block is none),
        // in the order of the text.
        var starts: [(heading: Heading, offset: Int)] = []
        starts.reserveCapacity(page.headings.count)
        var line = 0, offset = 0
        for heading in page.headings {
            let wanted = heading.line - page.bodyLineOffset - 1
            guard wanted >= line else { continue }
            while line < wanted, offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte <= 0x0D, byte == 0x0A || (byte == 0x0D && (offset == bytes.count || bytes[offset] != 0x0A)) { line += 1 }
            }
            if line == wanted { starts.append((heading, offset)) }
        }
        var sections: [SourceSection] = []
        sections.reserveCapacity(starts.count + 1)
        let directives = shownDirectives(of: page, bySectionAfter: starts.map(\.heading.line))
        let introEnd = starts.first?.offset ?? bytes.count
        let header = "title: \(page.title)\nsummary: \(page.summary)\n"
        var intro = Fingerprint()
        intro.add(header.utf8)
        intro.add(UnsafeBufferPointer(rebasing: bytes[0..<introEnd]))
        for directive in directives[0] ?? [] { intro.add(directive.wording.utf8) }
        sections.append(SourceSection(id: "", heading: "", line: 1, fingerprint: intro.value, body: body, range: 0..<introEnd, prefix: header,
                                      directives: page.directives))
        for (n, start) in starts.enumerated() {
            let end = max(n + 1 < starts.count ? starts[n + 1].offset : bytes.count, start.offset)
            var fingerprint = Fingerprint()
            fingerprint.add(UnsafeBufferPointer(rebasing: bytes[start.offset..<end]))
            for directive in directives[n + 1] ?? [] { fingerprint.add(directive.wording.utf8) }
            sections.append(SourceSection(id: start.heading.id, heading: start.heading.text, line: start.heading.line,
                                          fingerprint: fingerprint.value, body: body, range: start.offset..<end, prefix: "",
                                          directives: page.directives))
        }
        return sections
    }

    /// A DocC article's directives that show on the page (`@Small`, `@Tab`, `@Image(alt:)`…), by
    /// the section they stand in: 0 above the first heading, n after the n-th of `headingLines`
    /// (lines in the file). Their lines are blank in the page's body, yet their text is
    /// published and translated.
    private static func shownDirectives(of page: Page, bySectionAfter headingLines: [Int]) -> [Int: [Directive]] {
        var found: [Int: [Directive]] = [:]
        for directive in page.directives where directive.showsOnPage {
            let line = directive.line + page.bodyLineOffset
            found[headingLines.lastIndex { $0 <= line }.map { $0 + 1 } ?? 0, default: []].append(directive)
        }
        return found
    }

    private init(id: String, heading: String, line: Int, fingerprint: String, body: String, range: Range<Int>, prefix: String, directives: [Directive]) {
        self.directives = directives
        self.id = id
        self.heading = heading
        self.line = line
        self.fingerprint = fingerprint
        self.body = body
        self.range = range
        self.prefix = prefix
    }

    /// Sections are equal when they say the same at the same place.
    public static func == (a: SourceSection, b: SourceSection) -> Bool {
        (a.id, a.heading, a.line, a.fingerprint) == (b.id, b.heading, b.line, b.fingerprint) && a.text == b.text
    }

    /// The fingerprint of each section id, as the record keeps them and the report compares
    /// them. Sections that share an id (two headings with one explicit `{#id}`) share one: the
    /// fingerprint of theirs in page order, so that what is recorded is what is compared.
    public static func fingerprints(_ sections: [SourceSection]) -> [String: String] {
        var byID: [String: [String]] = [:]
        for section in sections { byID[section.id, default: []].append(section.fingerprint) }
        return byID.mapValues { $0.count == 1 ? $0[0] : fingerprint($0.joined(separator: " ")) }
    }

    /// The fingerprint of a text: see `Fingerprint`.
    public static func fingerprint(_ text: String) -> String {
        var fingerprint = Fingerprint()
        fingerprint.add(text.utf8)
        return fingerprint.value
    }
}

/// 64-bit FNV-1a over UTF-8 with each run of white space (space, tab, line ends) as one space
/// and white space at both ends left out, fed in pieces: stable across runs and machines,
/// unlike Swift's `Hasher`, and blind to re-wrapping. A run with a line end between two
/// characters written without spaces (Han, kana, full-width punctuation) counts as none:
/// re-wrapping Chinese puts a line end where there was no space.
struct Fingerprint {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    private var pendingSpace = false
    private var started = false
    /// The pending white space holds a line end.
    private var pendingBreak = false
    /// The last character hashed is written without spaces (`Scripts.isWrittenWithoutSpaces`).
    private var afterUnspaced = false
    /// The character being read, and how many of its bytes are still to come.
    private var scalar: UInt32 = 0
    private var remaining = 0
    /// The bytes read so far of the character after such a line end (not hashed until it is
    /// known whether the line end counts as a space), and how many it has.
    private var held: UInt32 = 0
    private var heldCount = 0
    private var heldLength = 0

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        // A local copy in the loop: its fields stay in registers (every source page of the
        // site goes through here on every build).
        var state = self
        for byte in bytes { state.take(byte) }
        self = state
    }

    @inline(__always)
    private mutating func take(_ byte: UInt8) {
        if heldCount > 0 {
            if byte & 0xC0 == 0x80 {
                held = held << 8 | UInt32(byte)
                heldCount += 1
                scalar = scalar << 6 | UInt32(byte & 0x3F)
                if heldCount == heldLength { release() }
                return
            }
            release()  // not UTF-8: the character ends early
        }
        // Most bytes are above the space: one comparison tells them from white space.
        if byte <= 0x20, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            pendingSpace = started
            if started, byte != 0x20, byte != 0x09 { pendingBreak = true }
            return
        }
        // The first byte of a character of three or four bytes (every one written without
        // spaces is) after a line end that follows one: hold it until the character is known.
        if pendingBreak, afterUnspaced, byte >= 0xE0 {
            held = UInt32(byte)
            heldCount = 1
            heldLength = byte >= 0xF0 ? 4 : 3
            scalar = UInt32(byte & (byte >= 0xF0 ? 0x07 : 0x0F))
            return
        }
        if pendingSpace { mix(0x20) }
        mix(byte)
        read(byte)
    }

    /// Hashes the held character, after a space unless it too is written without spaces.
    private mutating func release() {
        let complete = heldCount == heldLength
        let unspaced = complete && Scripts.isWrittenWithoutSpaces(scalar)
        if !unspaced { mix(0x20) }
        for shift in stride(from: 8 * (heldCount - 1), through: 0, by: -8) { mix(UInt8(truncatingIfNeeded: held >> UInt32(shift))) }
        afterUnspaced = unspaced
        heldCount = 0
        remaining = 0
    }

    /// Hashes a byte that is not white space, ending any pending white space.
    @inline(__always)
    private mutating func mix(_ byte: UInt8) {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        pendingSpace = false
        pendingBreak = false
        started = true
    }

    /// Follows the characters hashed, to know whether the last is written without spaces.
    @inline(__always)
    private mutating func read(_ byte: UInt8) {
        if byte < 0x80 {
            afterUnspaced = false
        } else if byte & 0xC0 == 0x80 {
            guard remaining > 0 else { return }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
            remaining -= 1
            if remaining == 0 { afterUnspaced = Scripts.isWrittenWithoutSpaces(scalar) }
        } else {
            remaining = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
            scalar = UInt32(byte & (byte >= 0xF0 ? 0x07 : byte >= 0xE0 ? 0x0F : 0x1F))
            afterUnspaced = false
        }
    }

    /// 16 hex digits.
    var value: String {
        var done = self
        if done.heldCount > 0 { done.release() }
        let hex = String(done.hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

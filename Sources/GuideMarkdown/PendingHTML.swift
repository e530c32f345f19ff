import GuideCore

/// A document's HTML made before the site is known: everything but what depends on other
/// pages, with holes where links, images, directives and symbol links go. `HTMLRenderer.record`
/// makes it from the cmark tree and `HTMLRenderer.fill` finishes it, so that a build renders
/// each page's Markdown while it still has the tree from parsing it, rather than parsing the
/// text again when the page renders (the second parse was an eighth of a build's CPU).
public struct PendingHTML: Sendable {
    /// The HTML around the holes (UTF-8). A build that keeps many may keep these bytes
    /// elsewhere meanwhile and put them back before `fill`.
    public var bytes: [UInt8] = []
    /// The holes in document order, each at a byte offset into `bytes`.
    var holes: [Hole] = []
    /// The document's headings with their anchor ids.
    public internal(set) var headings: [Heading] = []

    struct Hole: Sendable {
        var offset: Int
        var kind: Kind
    }

    enum Kind: Sendable {
        /// A link's opening; its text follows, up to the `linkEnd` hole at `end` (an index
        /// into `holes`).
        case linkStart(url: String, title: String, showsTargetTitle: Bool, end: Int)
        case linkEnd
        /// An inline image's opening (up to `alt="`); its alt text follows, up to `imageEnd`.
        case imageStart(url: String)
        /// The rest of an image's tag after its alt text.
        case imageEnd(title: String)
        /// An image alone in its paragraph, shown as a figure.
        case figure(url: String, alt: String, caption: String)
        /// The directive a placeholder line stands for, by its index.
        case directive(Int)
        /// A code span (it may be a symbol link), and whether it is inside a link.
        case code(text: String, line: Int, insideLink: Bool)
    }
}

extension PendingHTML {
    /// The holes as bytes (`ByteCoding`), for a build that keeps its pending bodies on disk
    /// until they are filled: in memory, a hole with its strings took some 60 bytes, and a
    /// page has dozens (every code span is one).
    public func encodedHoles() -> [UInt8] {
        var bytes: [UInt8] = []
        ByteCoding.appendVarint(UInt64(holes.count), to: &bytes)
        func number(_ value: Int) { ByteCoding.appendVarint(UInt64(bitPattern: Int64(value)), to: &bytes) }
        func string(_ value: String) { ByteCoding.appendString(value, to: &bytes) }
        for hole in holes {
            number(hole.offset)
            switch hole.kind {
            case .linkStart(let url, let title, let showsTargetTitle, let end):
                bytes.append(0); string(url); string(title); bytes.append(showsTargetTitle ? 1 : 0); number(end)
            case .linkEnd:
                bytes.append(1)
            case .imageStart(let url):
                bytes.append(2); string(url)
            case .imageEnd(let title):
                bytes.append(3); string(title)
            case .figure(let url, let alt, let caption):
                bytes.append(4); string(url); string(alt); string(caption)
            case .directive(let index):
                bytes.append(5); number(index)
            case .code(let text, let line, let insideLink):
                bytes.append(6); string(text); number(line); bytes.append(insideLink ? 1 : 0)
            }
        }
        return bytes
    }

    /// Drops the holes (kept elsewhere as `encodedHoles()` until `decodeHoles` puts them back).
    public mutating func removeHoles() {
        holes = []
    }

    /// Puts back the holes `encodedHoles()` wrote; false (holes unchanged) when `bytes` are not
    /// such a list.
    public mutating func decodeHoles(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var reader = ByteReader(bytes)
        guard let count = reader.varint(), count <= UInt64(bytes.count) else { return false }
        var decoded: [Hole] = []
        decoded.reserveCapacity(Int(count))
        func number() -> Int? { reader.varint().map { Int(Int64(bitPattern: $0)) } }
        func flag() -> Bool? { reader.byte().map { $0 != 0 } }
        for _ in 0..<count {
            guard let offset = number(), let tag = reader.byte() else { return false }
            let kind: Kind?
            switch tag {
            case 0:
                if let url = reader.string(), let title = reader.string(), let shows = flag(), let end = number() {
                    kind = .linkStart(url: url, title: title, showsTargetTitle: shows, end: end)
                } else { kind = nil }
            case 1: kind = .linkEnd
            case 2: kind = reader.string().map { .imageStart(url: $0) }
            case 3: kind = reader.string().map { .imageEnd(title: $0) }
            case 4:
                if let url = reader.string(), let alt = reader.string(), let caption = reader.string() {
                    kind = .figure(url: url, alt: alt, caption: caption)
                } else { kind = nil }
            case 5: kind = number().map { .directive($0) }
            case 6:
                if let text = reader.string(), let line = number(), let inside = flag() {
                    kind = .code(text: text, line: line, insideLink: inside)
                } else { kind = nil }
            default: kind = nil
            }
            guard let kind else { return false }
            decoded.append(Hole(offset: offset, kind: kind))
        }
        guard reader.isAtEnd else { return false }
        holes = decoded
        return true
    }
}

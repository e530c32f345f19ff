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

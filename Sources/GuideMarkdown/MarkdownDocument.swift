import CCmark

/// A Markdown document parsed by cmark. It owns the cmark tree and frees it when released;
/// the `MarkdownNode` values taken from it are valid only while the document is alive.
public final class MarkdownDocument {
    let root: OpaquePointer

    /// Parses CommonMark text. Positions are kept so that diagnostics can point at lines and
    /// columns; `lineOffset` is added to every line (the lines of the front matter above the body).
    /// The headings are read at once (their `{#id}` markers removed from the tree, so that no
    /// later walk sees them), with anchors in `anchorStyle`. `reservedIDs`: ids the text's
    /// headings must not take, as another document on the same page has them (they get a
    /// suffix instead).
    public init(_ text: String, lineOffset: Int = 0, anchorStyle: AnchorStyle = .slug, reservedIDs: Set<String> = []) {
        var text = text
        let options = CMARK_OPT_SOURCEPOS
        root = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, options)
            }
        }
        self.lineOffset = lineOffset
        self.anchorStyle = anchorStyle
        headings = HeadingAnchors.prepare(self, reserved: reservedIDs)
    }

    deinit { cmark_node_free(root) }

    /// Lines above the Markdown body in its file.
    let lineOffset: Int

    /// How headings get their anchor ids: guidegen's lower-case slugs, or DocC's form (case
    /// kept) for articles of a DocC catalog.
    public enum AnchorStyle: Sendable { case slug, docc }
    let anchorStyle: AnchorStyle

    /// The headings of the document with their anchor ids.
    public private(set) var headings: [Heading] = []

    /// The document node.
    public var document: MarkdownNode { MarkdownNode(pointer: root, lineOffset: lineOffset) }

    /// Every node in document order, each visited on entering and (for containers) on leaving.
    /// Walking is iterative, so deeply nested input cannot overflow the stack.
    public func walk(_ visit: (MarkdownNode, _ entering: Bool) -> WalkAction) {
        document.walk(visit)
    }
}

/// What a walk does after visiting a node.
public enum WalkAction {
    /// Go on into the node's children.
    case `continue`
    /// Skip the children of the node just entered, and its exit.
    case skipChildren
    /// End the walk.
    case stop
}


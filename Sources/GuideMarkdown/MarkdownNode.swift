import CCmark
import Foundation
import GuideCore

/// A light view of one node of a cmark tree (valid while its `MarkdownDocument` is alive).
public struct MarkdownNode {
    let pointer: OpaquePointer
    let lineOffset: Int

    /// The kinds of node CommonMark defines.
    public enum Kind: Equatable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph
        case heading, thematicBreak, text, softBreak, lineBreak, code, htmlInline, customInline
        case emphasis, strong, link, image, none
    }

    public var kind: Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: return .customInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        default: return .none
        }
    }

    private static func string(_ c: UnsafePointer<CChar>?) -> String {
        guard let c else { return "" }
        return String(cString: c)
    }

    /// Text of text, code, code block and HTML nodes.
    public var literal: String { Self.string(cmark_node_get_literal(pointer)) }
    /// Raw bytes of the literal, without making a String.
    var literalPointer: UnsafePointer<CChar>? { cmark_node_get_literal(pointer) }
    /// Calls `body` with the literal's UTF-8 bytes (empty for nodes without one), without
    /// making a String; the bytes are valid only inside `body`.
    public func withLiteralUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        guard let c = literalPointer else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return c.withMemoryRebound(to: UInt8.self, capacity: 1) { body(UnsafeBufferPointer(start: $0, count: strlen(c))) }
    }
    /// Destination of a link or image.
    public var url: String { Self.string(cmark_node_get_url(pointer)) }

    /// True for a link written without text of its own, `[](doc:alerts)` or the autolink
    /// `<doc:alerts>` (whose only text is its destination): it shows its target's title.
    public var showsTargetTitle: Bool {
        guard let child = firstChild else { return true }
        return child.next == nil && child.kind == .text && child.literal == url
    }
    /// Title of a link or image.
    public var title: String { Self.string(cmark_node_get_title(pointer)) }
    /// Info string of a fenced code block.
    public var fenceInfo: String { Self.string(cmark_node_get_fence_info(pointer)) }
    /// Level of a heading (1 to 6).
    public var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    /// True for an ordered list.
    var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    /// First number of an ordered list.
    var listStart: Int { Int(cmark_node_get_list_start(pointer)) }
    /// True for a tight list.
    var isTightList: Bool { cmark_node_get_list_tight(pointer) != 0 }

    /// 1-based line where the node starts in its file (front matter lines included).
    public var startLine: Int { Int(cmark_node_get_start_line(pointer)) + lineOffset }
    /// 1-based UTF-8 byte column where the node starts, as cmark reports it.
    public var startByteColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    /// 1-based line where the node ends.
    public var endLine: Int { Int(cmark_node_get_end_line(pointer)) + lineOffset }
    /// 1-based UTF-8 byte column of the node's last byte.
    public var endByteColumn: Int { Int(cmark_node_get_end_column(pointer)) }

    public var parent: MarkdownNode? { cmark_node_parent(pointer).map { MarkdownNode(pointer: $0, lineOffset: lineOffset) } }
    public var firstChild: MarkdownNode? { cmark_node_first_child(pointer).map { MarkdownNode(pointer: $0, lineOffset: lineOffset) } }
    var lastChild: MarkdownNode? { cmark_node_last_child(pointer).map { MarkdownNode(pointer: $0, lineOffset: lineOffset) } }
    public var next: MarkdownNode? { cmark_node_next(pointer).map { MarkdownNode(pointer: $0, lineOffset: lineOffset) } }
    /// True when no sibling comes before the node.
    public var isFirstChild: Bool { cmark_node_previous(pointer) == nil }

    /// The node's children, in order.
    public var children: [MarkdownNode] {
        var result: [MarkdownNode] = []
        var child = firstChild
        while let node = child {
            result.append(node)
            child = node.next
        }
        return result
    }

    /// Replaces the literal of a text node (used to strip heading ids and admonition labels).
    func setLiteral(_ value: String) { cmark_node_set_literal(pointer, value) }

    /// Removes this node from the tree and frees it.
    func remove() {
        cmark_node_unlink(pointer)
        cmark_node_free(pointer)
    }

    /// Walks this node and its descendants iteratively, entering and leaving containers.
    public func walk(_ visit: (MarkdownNode, _ entering: Bool) -> WalkAction) {
        guard let iterator = cmark_iter_new(pointer) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return }
            guard let current = cmark_iter_get_node(iterator) else { return }
            let entering = event == CMARK_EVENT_ENTER
            switch visit(MarkdownNode(pointer: current, lineOffset: lineOffset), entering) {
            case .continue:
                break
            case .stop:
                return
            case .skipChildren:
                // Jump past the node: neither its children nor its exit are visited.
                if entering, !Self.isLeaf(cmark_node_get_type(current)) {
                    cmark_iter_reset(iterator, current, CMARK_EVENT_EXIT)
                }
            }
        }
    }

    /// True for raw HTML that is only a comment (`<!-- … -->`).
    public var isHTMLComment: Bool {
        let text = literal.trimmingWhitespace()
        return text.hasPrefix("<!--") && text.hasSuffix("-->")
    }

    /// Leaf nodes are visited once; containers (even empty ones) on entering and leaving.
    static func isLeaf(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK,
             CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK:
            return true
        default:
            return false
        }
    }

    /// The text a reader sees: text and code literals, with breaks as spaces.
    public var plainText: String {
        var text = ""
        walk { node, entering in
            guard entering else { return .continue }
            switch node.kind {
            case .text, .code: text += node.literal
            case .softBreak, .lineBreak: text += " "
            default: break
            }
            return .continue
        }
        return text
    }
}

/// A note, tip or warning written as a blockquote that starts with a label: `> Note: …`,
/// `> 注意：…`. Elsewhere (GitHub, other renderers) it degrades to an ordinary blockquote.
struct Admonition {
    /// `note`, `tip`, `important` or `warning`: the CSS class.
    let kind: String
    /// The label as the author wrote it, shown as the admonition's heading.
    let label: String
    private let textNode: MarkdownNode
    private let rest: String

    static let kinds: [String: String] = [
        "Note": "note", "Tip": "tip", "Important": "important", "Warning": "warning",
        "注意": "note", "提示": "tip", "重要": "important", "警告": "warning",
    ]

    init?(_ blockQuote: MarkdownNode) {
        guard let paragraph = blockQuote.firstChild, paragraph.kind == .paragraph,
              let text = paragraph.firstChild, text.kind == .text else { return nil }
        let literal = text.literal
        guard let colon = literal.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return nil }
        let label = String(literal[..<colon])
        guard let kind = Self.kinds[label] else { return nil }
        self.kind = kind
        self.label = label
        self.textNode = text
        // Only the space after the label goes: the text may end in a space before inline code.
        self.rest = String(literal[literal.index(after: colon)...].drop(while: \.isWhitespace))
    }

    /// Removes the label from the text, so the first paragraph starts with the note itself.
    func stripLabel() {
        if rest.isEmpty {
            let following = textNode.next
            textNode.remove()
            if let following, following.kind == .softBreak || following.kind == .lineBreak {
                following.remove()
            }
        } else {
            textNode.setLiteral(rest)
        }
    }
}

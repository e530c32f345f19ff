import Foundation

/// A note, tip or warning written as a blockquote that starts with a label: `> Note: …`,
/// `> 注意：…`, or the label alone on the first line (with or without its colon). Elsewhere (GitHub, other renderers) it
/// degrades to an ordinary blockquote.
///
/// guidegen's own format knows a fixed list of labels in English and Chinese. DocC's dialect
/// (`docc`) follows Swift-DocC: the text before the first colon of the first line names the
/// aside whatever it says (`> Grammar of a type:` is an aside named so), and a blockquote with
/// no label is a Note.
public struct Admonition {
    /// `note`, `tip`, `important`, `warning`, `experiment` or `deprecated`: the CSS class.
    let kind: String
    /// The label as the author wrote it, shown as the admonition's heading.
    let label: String
    private let textNode: MarkdownNode?
    private let rest: String

    /// Labels with a colour of their own; any other label (DocC only) is styled as a note.
    static let kinds: [String: String] = [
        "Note": "note", "Tip": "tip", "Important": "important", "Warning": "warning",
        "Experiment": "experiment", "Deprecated": "deprecated",
        "注意": "note", "备注": "note", "说明": "note", "提示": "tip", "重要": "important", "重要提示": "important",
        "警告": "warning", "练习": "experiment", "实验": "experiment", "已弃用": "deprecated", "弃用": "deprecated",
    ]

    /// The label DocC shows on a blockquote without one.
    static let defaultLabel = "Note"

    /// The label and kind at the start of a blockquote's first text, and where its colon is.
    private static func label(of literal: String, docc: Bool) -> (label: String, kind: String, colon: String.Index)? {
        // By bytes (`:` or the full-width `：`, EF BC 9A): every blockquote's first text is asked,
        // and walking its Characters to the end when it has no colon was most of the cost.
        let utf8 = literal.utf8
        guard let colon = utf8.indices.first(where: { i in
            utf8[i] == UInt8(ascii: ":") || (utf8[i] == 0xEF && utf8[i...].starts(with: [0xEF, 0xBC, 0x9A]))
        }) else { return nil }
        let label = trimmingSpaces(literal[..<colon])
        guard let kind = Self.kinds[label] ?? (docc && Self.isNamedLabel(label) ? "note" : nil) else { return nil }
        return (label, kind, colon)
    }

    /// For the text node that opens a blockquote read as an aside, the UTF-8 length of its
    /// label through the colon (`注意:`): syntax, not the author's sentence (lint skips it).
    public static func labelLength(ofText text: MarkdownNode, docc: Bool) -> Int? {
        guard text.kind == .text, let paragraph = text.parent, paragraph.kind == .paragraph,
              paragraph.firstChild?.pointer == text.pointer, let blockQuote = paragraph.parent, blockQuote.kind == .blockQuote,
              blockQuote.firstChild?.pointer == paragraph.pointer else { return nil }
        let literal = text.literal
        guard let found = label(of: literal, docc: docc) else { return nil }
        return literal.utf8.distance(from: literal.startIndex, to: literal.index(after: found.colon))
    }

    init?(_ blockQuote: MarkdownNode, docc: Bool = false, defaultLabel: String = Admonition.defaultLabel) {
        if let paragraph = blockQuote.firstChild, paragraph.kind == .paragraph,
           let text = paragraph.firstChild, text.kind == .text {
            let literal = text.literal
            if let (label, kind, colon) = Self.label(of: literal, docc: docc) {
                self.kind = kind
                self.label = label
                self.textNode = text
                // Only the space after the label goes: the text may end in a space before inline code.
                self.rest = String(literal[literal.index(after: colon)...].drop(while: \.isWhitespace))
                return
            }
            // A known label alone on the first line, without a colon (`> 注意` then the text on
            // the next line): the label, not the note's first word, or it shows twice.
            // (Labels are a few characters: a long first line is no label.)
            let word = literal.utf8.count <= 32 ? literal.trimmingCharacters(in: .whitespaces) : ""
            if let kind = Self.kinds[word], let lineEnd = text.next,
               lineEnd.kind == .softBreak || lineEnd.kind == .lineBreak, lineEnd.next != nil {
                self.kind = kind
                self.label = word
                self.textNode = text
                self.rest = ""
                return
            }
        }
        guard docc else { return nil }
        kind = "note"
        label = defaultLabel
        textNode = nil
        rest = ""
    }

    /// DocC takes any text before the colon as an aside's name; a sentence that happens to
    /// hold a colon is kept from becoming one by asking for a short phrase that starts with a
    /// capital (or a letter of a script without case) and has no sentence punctuation.
    static func isNamedLabel(_ label: String) -> Bool {
        guard let first = label.first, first.isUppercase || (first.isLetter && !first.isLowercase && !first.isASCII) else { return false }
        // At most 40 characters in at most 8 words (runs of characters between spaces), none of
        // them punctuation: in one pass, which stops at the 41st character (every blockquote of
        // a book is asked).
        var count = 0, words = 0, inWord = false
        for character in label {
            count += 1
            if count > 40 || Self.notInLabels.contains(character) { return false }
            if character == " " {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
            }
        }
        return words <= 8
    }

    private static let notInLabels = Set<Character>(".,;!?。，；！？`*_[]()<>\"")

    /// `text` without the spaces at either end, as Foundation's `.whitespaces` counts them (tab,
    /// the Unicode space separators and, in Foundation, the zero-width space), without
    /// Foundation's bridging.
    static func trimmingSpaces(_ text: Substring) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// Removes the label from the text, so the first paragraph starts with the note itself. A
    /// paragraph that held only the label is left empty (the renderer skips it): the tree walk
    /// already holds it as its next node, so it cannot be freed here.
    func stripLabel() {
        guard let textNode else { return }
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

import GuideCore
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift source as HTML, each token in a `<span class="hl-…">` named after swift-syntax's
/// classification: the same tokens Xcode and DocC colour.
public enum SwiftHighlighter {
    /// The HTML of `source`, escaped, with classified tokens wrapped in spans. Plain text
    /// (identifiers, operators, whitespace) is written without a span. Source nested too deeply
    /// for the parser (`SwiftNesting`) is written escaped, without spans.
    public static func html(_ source: String) -> String {
        let bytes = Array(source.utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        guard !SwiftNesting.isTooDeep(source) else {
            appendEscaped(bytes[...], to: &out)
            return String(decoding: out, as: UTF8.self)
        }
        let tree = Parser.parse(source: source)
        var position = 0
        for item in tree.classifications {
            let start = item.range.offset, end = item.range.endOffset
            guard start >= position, end <= bytes.count, start < end else { continue }
            appendEscaped(bytes[position..<start], to: &out)
            if let name = className(item.kind) {
                out.append(contentsOf: Array("<span class=\"hl-\(name)\">".utf8))
                appendEscaped(bytes[start..<end], to: &out)
                out.append(contentsOf: Array("</span>".utf8))
            } else {
                appendEscaped(bytes[start..<end], to: &out)
            }
            position = end
        }
        appendEscaped(bytes[position...], to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The CSS class suffix for a classification; nil for text shown plain.
    static func className(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: return "keyword"
        case .attribute: return "attribute"
        case .blockComment, .lineComment: return "comment"
        case .docBlockComment, .docLineComment: return "doc-comment"
        case .stringLiteral: return "string"
        case .integerLiteral, .floatLiteral: return "number"
        case .type: return "type"
        case .ifConfigDirective: return "directive"
        case .regexLiteral: return "regex"
        case .editorPlaceholder: return "placeholder"
        case .dollarIdentifier: return "dollar"
        case .argumentLabel: return "label"
        case .none, .identifier, .operator: return nil
        @unknown default: return nil
        }
    }

    private static func appendEscaped(_ bytes: ArraySlice<UInt8>, to out: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { HTMLEscaping.append($0, to: &out, style: .markdown) }
    }
}

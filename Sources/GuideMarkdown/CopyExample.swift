import Foundation

/// A block of interface copy in a guideline page: a fenced block with the info string `copy`
/// (good examples) or `copy dont` (counter-examples), one `role: text` line each.
public struct CopyExample: Sendable {
    /// One string of the example and the role it plays in the interface.
    public struct Line: Sendable {
        /// `button`, `title`, `heading`, `alert-title`, `alert-message`, `message`, `menu-item` or `text`.
        public var role: String
        public var text: String
        /// 0-based line within the block's content.
        public var index: Int
    }

    /// False for a `copy dont` block.
    public var isRecommended: Bool
    public var lines: [Line]

    /// The roles a line may name: the linter's roles (`Role`, which a test keeps in step).
    public static let roles: Set<String> = ["button", "title", "heading", "alert-title", "alert-message", "message", "menu-item", "text"]

    /// Reads a fenced block; nil when the info string is not `copy` or `copy dont`.
    public init?(info: String, literal: String) {
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
        guard words.first == "copy" else { return nil }
        let variant = words.dropFirst().first
        isRecommended = !(variant == "dont" || variant == "don't" || variant == "don’t")
        lines = []
        for (index, raw) in literal.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty else { continue }
            if let colon = line.firstIndex(of: ":") {
                let role = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                if Self.roles.contains(role) {
                    let text = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    lines.append(Line(role: role, text: text, index: index))
                    continue
                }
            }
            lines.append(Line(role: "text", text: line, index: index))
        }
    }

    func render(into out: inout HTMLBuffer, labels: MarkdownLabels) {
        let label = isRecommended ? labels.doExample : labels.dontExample
        out.append(isRecommended ? "<div class=\"copy-example copy-do\">" : "<div class=\"copy-example copy-dont\">")
        out.append("\n<p class=\"copy-label\">")
        out.appendEscaped(label)
        out.append("</p>\n<ul class=\"copy-lines\">\n")
        for line in lines {
            out.append("<li class=\"copy-")
            out.append(line.role)
            out.append("\"><span class=\"copy-role\">")
            out.appendEscaped(labels.roles[line.role] ?? line.role)
            out.append("</span> <span class=\"copy-text\">")
            out.appendEscaped(line.text)
            out.append("</span></li>\n")
        }
        out.append("</ul>\n</div>\n")
    }
}

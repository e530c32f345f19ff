import Foundation
import GuideCore
import GuideLint

extension LanguageServer {
    /// The quick fixes for the findings in a range: each safe fix a finding carries, "fix all
    /// in file" (the fixed point `guidegen lint --fix` reaches), and switching the rule off for
    /// the line with the comment the README gives.
    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        let uri = params.textDocument.uri
        guard let document = documents[uri], let path = DocumentURI.path(of: uri), let setup = site(forPath: path)?.setup(checking: path) else { return [] }
        let positions = document.positions
        let conversion = DiagnosticConversion(positions: positions, root: setup.root, glossary: nil)
        let kind = DocumentKind.of(path: path, setup: setup)
        let only = params.context.only
        func wanted(_ kind: String) -> Bool { only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        var actions: [CodeAction] = []
        let findings = published[uri] ?? []
        for finding in findings {
            let lsp = conversion.convert(finding)
            let asked = params.context.diagnostics.contains { $0.code == lsp.code && $0.range == lsp.range }
            guard asked || Self.overlaps(lsp.range, params.range) else { continue }
            if wanted("quickfix") {
                for solution in finding.solutions where solution.isSafe {
                    let edits = solution.replacements.compactMap { Self.edit(for: $0, in: positions) }
                    guard !edits.isEmpty, edits.count == solution.replacements.count else { continue }
                    actions.append(CodeAction(title: solution.summary, kind: "quickfix", diagnostics: [lsp], isPreferred: true,
                                              edit: WorkspaceEdit(changes: [uri: edits]), command: nil))
                }
                if let disable = Self.switchOff(finding, at: lsp.range.start.line, in: positions, kind: kind) {
                    actions.append(CodeAction(title: "Switch off \(finding.id) for this line", kind: "quickfix", diagnostics: [lsp], isPreferred: false,
                                              edit: WorkspaceEdit(changes: [uri: disable]), command: nil))
                }
            }
        }
        let fixable = findings.contains { $0.solutions.contains(where: \.isSafe) }
        if fixable, wanted("source.fixAll") || (wanted("quickfix") && !actions.isEmpty), let edit = fixAll(path: path, text: document.text, positions: positions, setup: setup) {
            actions.append(CodeAction(title: "Fix all guidegen problems in this file", kind: "source.fixAll", diagnostics: nil, isPreferred: false,
                                      edit: WorkspaceEdit(changes: [uri: [edit]]), command: nil))
        }
        return actions
    }

    static func overlaps(_ a: LSPRange, _ b: LSPRange) -> Bool { a.start <= b.end && b.start <= a.end }

    /// A fix's replacement as an edit of the text, when the text still has what it replaces.
    static func edit(for replacement: Replacement, in positions: TextPositions) -> TextEdit? {
        let line = Array(positions.line(replacement.line - 1).utf8)
        let start = replacement.byteColumn - 1, end = start + replacement.length
        guard start >= 0, end <= line.count, Array(line[start..<end]) == Array(replacement.original.utf8) else { return nil }
        return TextEdit(range: LSPRange(start: positions.position(line: replacement.line, byteColumn: replacement.byteColumn),
                                        end: positions.position(line: replacement.line, byteColumn: replacement.byteColumn + replacement.length)),
                        newText: replacement.text)
    }

    /// Every safe fix, to the fixed point, as one edit of the part of the text that changes.
    func fixAll(path: String, text: String, positions: TextPositions, setup: SiteSetup) -> TextEdit? {
        let (change, _) = Fixer.settle(Data(text.utf8), path: path) { setup.runner.lint(data: $0, name: path) }
        guard var fixed = change?.new else { return nil }
        // The fixer reads the text without its byte-order mark and keeps it in the file it
        // writes; here the text it edits has it.
        if text.unicodeScalars.first == "\u{FEFF}", fixed.unicodeScalars.first != "\u{FEFF}" { fixed = "\u{FEFF}" + fixed }
        guard fixed != text else { return nil }
        let old = Array(text.unicodeScalars), new = Array(fixed.unicodeScalars)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let scalars = text.unicodeScalars
        let startIndex = scalars.index(scalars.startIndex, offsetBy: prefix)
        let endIndex = scalars.index(scalars.startIndex, offsetBy: old.count - suffix)
        var replacement = String.UnicodeScalarView()
        replacement.append(contentsOf: new[prefix..<(new.count - suffix)])
        return TextEdit(range: LSPRange(start: positions.position(of: startIndex), end: positions.position(of: endIndex)), newText: String(replacement))
    }

    /// The comments that switch a finding's rule off where it is. In a page: before the block
    /// (paragraph, list, table) that holds the line, `disable-next-line` when the finding is on
    /// the block's first line, else `disable` … `enable` around the block, so that no comment
    /// splits a paragraph. In a `.strings` file: the comment before the entry. Nothing for the
    /// front matter, where a comment would break the YAML.
    static func switchOff(_ finding: Diagnostic, at line: Int, in positions: TextPositions, kind: DocumentKind) -> [TextEdit]? {
        func insert(_ text: String, at line: Int) -> TextEdit {
            let at = Position(line: line, character: 0)
            return TextEdit(range: LSPRange(start: at, end: at), newText: text)
        }
        let lineBreak = positions.lineBreak(after: line)
        switch kind {
        case .appStrings:
            guard finding.id.contains(".") || finding.id == "glossary", !finding.id.hasPrefix("strings.") else { return nil }
            let indent = positions.line(line).prefix { $0 == " " || $0 == "\t" }
            return [insert("\(indent)/* guidegen-lint disable \(finding.id) */" + lineBreak, at: line)]
        case .page:
            // Comments switch copy rules off; the site's other diagnostics (`DiagnosticCatalog`:
            // links, Markdown, translations) are not switched off in place.
            guard DiagnosticCatalog.description(of: finding.id) == nil, line >= frontMatterEnd(positions) else { return nil }
            var first = line
            while first > frontMatterEnd(positions), !isBlank(positions.line(first - 1)) { first -= 1 }
            var last = line
            while last + 1 < positions.lineCount, !isBlank(positions.line(last + 1)) { last += 1 }
            let indent = positions.line(first).prefix { $0 == " " || $0 == "\t" }
            if first == line { return [insert("\(indent)<!-- guidegen-lint disable-next-line \(finding.id) -->" + lineBreak, at: first)] }
            let end = Position(line: last, character: positions.lineLength(last))
            return [insert("\(indent)<!-- guidegen-lint disable \(finding.id) -->" + lineBreak, at: first),
                    TextEdit(range: LSPRange(start: end, end: end), newText: lineBreak + "\(indent)<!-- guidegen-lint enable \(finding.id) -->")]
        default:
            return nil
        }
    }

    private static func isBlank(_ line: Substring) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

    /// The first line after the front matter (0 when there is none).
    static func frontMatterEnd(_ positions: TextPositions) -> Int {
        guard positions.line(0).trimmingCharacters(in: .whitespaces).hasSuffix("---"), positions.line(0).hasPrefix("---") || positions.line(0).hasPrefix("\u{FEFF}---") else { return 0 }
        for line in 1..<max(1, positions.lineCount) where positions.line(line).trimmingCharacters(in: .whitespaces) == "---" { return line + 1 }
        return 0
    }
}

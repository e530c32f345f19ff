import Foundation
import GuideContent
import GuideCore

extension LanguageServer {
    /// On a link to a topic: its title and summary in each of the site's languages (and the
    /// heading an anchor names). On a glossary term, or a word the glossary rejects: its entry.
    func hover(_ params: TextDocumentPositionParams) -> Hover? {
        if let found = link(at: params), let (target, anchor) = Self.target(found.resolution) {
            let site = found.index.site
            var parts: [String] = []
            for language in found.index.setup.config.languages {
                guard let page = language == site.pages[target].language ? target : site.translation(of: target, in: language) else {
                    parts.append("*\(language.tag): no page yet*")
                    continue
                }
                let shown = site.pages[page]
                parts.append("**\(shown.title)** (\(language.tag))" + (shown.summary.isEmpty ? "" : "\n\n\(shown.summary)"))
            }
            if let anchor, let heading = site.pages[target].headings.first(where: { $0.id == anchor }) { parts.append("§ \(heading.text)") }
            let range = LSPRange(start: Position(line: found.line, character: found.link.linkRange.lowerBound), end: Position(line: found.line, character: found.link.linkRange.upperBound))
            return Hover(contents: .markdown(parts.joined(separator: "\n\n---\n\n")), range: range)
        }
        return glossaryHover(params)
    }

    private func glossaryHover(_ params: TextDocumentPositionParams) -> Hover? {
        guard let positions = text(of: params.textDocument.uri), let path = DocumentURI.path(of: params.textDocument.uri),
              let index = siteIndex(forPath: path) else { return nil }
        let terms = index.setup.runner.glossary.terms
        // A word under the cursor lies within the longest word's length of it: only that much
        // of the line is searched (the whole line, once per word of every term, took seconds).
        let longest = terms.flatMap { Array($0.preferred.values) + $0.avoid.values.flatMap { $0 } }.map(\.utf16.count).max() ?? 0
        let whole = String(positions.line(params.position.line))
        let utf16 = whole.utf16
        let cursor = min(max(0, params.position.character), utf16.count)
        // Widened to whole characters, so that no word is cut in two.
        func boundary(_ at: Int, up: Bool) -> String.Index {
            let index = utf16.index(utf16.startIndex, offsetBy: at)
            guard index < whole.endIndex else { return whole.endIndex }
            let character = whole.rangeOfComposedCharacterSequence(at: index)
            return up && character.lowerBound != index ? character.upperBound : character.lowerBound
        }
        let lower = boundary(max(0, cursor - longest), up: false), upper = boundary(min(utf16.count, cursor + longest), up: true)
        let offset = utf16.distance(from: utf16.startIndex, to: lower)
        let line = String(whole[lower..<upper])
        let lowered = line.lowercased()
        guard lowered.utf16.count == line.utf16.count else { return nil }
        for term in terms {
            let words = term.preferred.values.map { ($0, true) } + term.avoid.values.flatMap { $0 }.map { ($0, false) }
            for (word, _) in words.sorted(by: { $0.0.count > $1.0.count }) where !word.isEmpty {
                var searchStart = lowered.startIndex
                while let found = lowered.range(of: word.lowercased(), range: searchStart..<lowered.endIndex) {
                    let from = offset + lowered.utf16.distance(from: lowered.startIndex, to: found.lowerBound)
                    let to = offset + lowered.utf16.distance(from: lowered.startIndex, to: found.upperBound)
                    if from <= params.position.character, params.position.character <= to {
                        let names = term.preferred.sorted { $0.key < $1.key }.map { "**\($0.value)** (\($0.key))" }.joined(separator: " · ")
                        let avoid = term.avoid.sorted { $0.key < $1.key }.map { "\($0.key): " + $0.value.joined(separator: ", ") }
                        var text = "Glossary: " + names
                        if !avoid.isEmpty { text += "\n\nAvoid: " + avoid.joined(separator: "; ") }
                        return Hover(contents: .markdown(text), range: LSPRange(start: Position(line: params.position.line, character: from), end: Position(line: params.position.line, character: to)))
                    }
                    searchStart = found.upperBound
                }
            }
        }
        return nil
    }
}

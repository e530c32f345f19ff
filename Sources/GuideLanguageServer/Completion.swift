import Foundation
import GuideContent
import GuideCore

extension LanguageServer {
    /// Completes what is being typed: a topic id after `doc:`, a heading anchor after `doc:id#`
    /// or `](#`, an image name in `![…](`, and otherwise a glossary term of the page's language.
    func completion(_ params: TextDocumentPositionParams) -> CompletionList {
        let empty = CompletionList(isIncomplete: false, items: [])
        let uri = params.textDocument.uri
        guard let positions = text(of: uri), let path = DocumentURI.path(of: uri), let index = siteIndex(forPath: path) else { return empty }
        let line = positions.line(params.position.line)
        let cursor = positions.index(of: params.position)
        guard cursor >= line.startIndex, cursor <= line.endIndex else { return empty }
        let before = String(line[line.startIndex..<cursor])
        let after = line[cursor...]
        // A page the site has not read yet (new, unsaved): the language its name gives.
        let language = index.page(at: path)?.page.language
            ?? PageFileName.split((path as NSString).lastPathComponent).languageTag.map(Language.init) ?? index.setup.config.defaultLanguage
        let cursorPosition = positions.position(of: cursor)
        func edit(replacing typed: String, with text: String) -> TextEdit {
            let start = Position(line: cursorPosition.line, character: cursorPosition.character - typed.utf16.count)
            return TextEdit(range: LSPRange(start: start, end: cursorPosition), newText: text)
        }

        if let doc = before.range(of: "doc:", options: .backwards), !before[doc.upperBound...].contains(where: { " >)".contains($0) }) {
            var typed = String(before[doc.upperBound...])
            if typed.hasPrefix("//") { typed.removeFirst(2) }
            let isAutolink = before[..<doc.lowerBound].hasSuffix("<")
            let closing = isAutolink && !after.hasPrefix(">") ? ">" : ""
            if let hash = typed.firstIndex(of: "#") {
                let id = String(typed[..<hash].split(separator: "/").last ?? "")
                let partial = String(typed[typed.index(after: hash)...])
                guard let target = index.target(ofDocLink: id, language: language) else { return empty }
                return anchors(of: index.site.pages[target], typed: partial, closing: closing, edit: edit)
            }
            let partial = String(typed.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
            var topics = index.topics(in: language)
            let ids = Set(topics.map(\.id))
            // Topics not yet in this language still take links (they lead to the other language).
            for other in index.setup.config.languages where other != language {
                topics += index.topics(in: other).filter { !ids.contains($0.id) }
            }
            let wanted = partial.lowercased()
            var matching = wanted.isEmpty ? topics : topics.filter { $0.id.hasPrefix(wanted) || $0.title.lowercased().hasPrefix(wanted) }
            if topics.count > ids.count { matching.sort { $0.id < $1.id } }
            let items = matching.prefix(Self.completionLimit).map { page in
                CompletionItem(label: page.id, kind: 18, detail: page.title, documentation: page.summary.isEmpty ? nil : .markdown(page.summary),
                               sortText: page.id, filterText: page.id, textEdit: edit(replacing: partial, with: page.id + closing))
            }
            return CompletionList(isIncomplete: matching.count > Self.completionLimit, items: Array(items))
        }
        if let open = before.range(of: "](#", options: .backwards), !before[open.upperBound...].contains(where: { " )".contains($0) }),
           let page = index.page(at: path)?.page {
            return anchors(of: page, typed: String(before[open.upperBound...]), closing: after.hasPrefix(")") ? "" : ")", edit: edit)
        }
        if let image = before.range(of: "![", options: .backwards), let open = before.range(of: "](", range: image.upperBound..<before.endIndex),
           !before[open.upperBound...].contains(where: { " )".contains($0) }) {
            let typed = String(before[open.upperBound...])
            let names = index.imageNames.filter { typed.isEmpty || $0.name.lowercased().hasPrefix(typed.lowercased()) }
            return CompletionList(isIncomplete: false, items: names.prefix(Self.completionLimit).map { image in
                CompletionItem(label: image.name, kind: 17, detail: image.path, documentation: nil, sortText: image.name, filterText: image.name,
                               textEdit: edit(replacing: typed, with: image.name))
            })
        }
        return glossaryCompletion(before: before, language: language, index: index, edit: edit)
    }

    static let completionLimit = 200

    private func anchors(of page: Page, typed: String, closing: String, edit: (String, String) -> TextEdit) -> CompletionList {
        let headings = page.headings.filter { typed.isEmpty || $0.id.hasPrefix(typed.lowercased()) }
        return CompletionList(isIncomplete: false, items: headings.map { heading in
            CompletionItem(label: heading.id, kind: 18, detail: heading.text, documentation: nil, sortText: String(format: "%05d", heading.line),
                           filterText: heading.id, textEdit: edit(typed, heading.id + closing))
        })
    }

    /// The glossary's preferred terms in the page's language that the word being typed begins
    /// (in Chinese, which has no spaces, the last one to four characters typed).
    private func glossaryCompletion(before: String, language: Language, index: SiteIndex, edit: (String, String) -> TextEdit) -> CompletionList {
        let word = String(before.reversed().prefix { $0.isLetter || $0 == "-" }.reversed())
        guard !word.isEmpty else { return CompletionList(isIncomplete: false, items: []) }
        let glossary = index.setup.runner.glossary
        var items: [CompletionItem] = []
        var seen = Set<String>()
        let candidates = language.isCJK ? (1...min(4, word.count)).map { String(word.suffix($0)) } : [word]
        for typed in candidates {
            for term in glossary.terms {
                guard let preferred = term.preferred[language.tag], preferred.lowercased().hasPrefix(typed.lowercased()), preferred != typed,
                      seen.insert(preferred).inserted else { continue }
                let others = term.preferred.filter { $0.key != language.tag }.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
                let avoid = term.avoid[language.tag] ?? []
                let documentation = (others + (avoid.isEmpty ? [] : ["avoid: " + avoid.joined(separator: ", ")])).joined(separator: "\n\n")
                items.append(CompletionItem(label: preferred, kind: 1, detail: "glossary", documentation: .markdown(documentation), sortText: preferred,
                                            filterText: preferred, textEdit: edit(typed, Self.cased(preferred, like: typed))))
            }
        }
        return CompletionList(isIncomplete: false, items: items)
    }

    /// A term as it goes into the text: with a capital when what was typed began with one
    /// ("Butt" → "Button"), unless the term has capitals of its own ("iPhone" stays).
    static func cased(_ term: String, like typed: String) -> String {
        guard typed.first?.isUppercase == true, !term.contains(where: \.isUppercase) else { return term }
        return term.prefix(1).uppercased() + term.dropFirst()
    }
}

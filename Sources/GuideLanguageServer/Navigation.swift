import Foundation
import GuideContent
import GuideCore
import GuideMarkdown

extension LanguageServer {
    /// The page a position is on and the link under it, resolved as the build resolves it.
    struct LinkAtCursor {
        var index: SiteIndex
        var page: Int
        var link: LinkOnLine
        var resolution: LinkResolution
        var line: Int
    }

    func link(at params: TextDocumentPositionParams) -> LinkAtCursor? {
        let uri = params.textDocument.uri
        guard let positions = text(of: uri), let path = DocumentURI.path(of: uri), let index = siteIndex(forPath: path),
              let (page, _) = index.page(at: path) else { return nil }
        let line = positions.line(params.position.line)
        guard let link = LinkFinder.link(in: line, at: params.position.character) else { return nil }
        let resolver = LinkResolver(site: index.site)
        let resolution = link.isImage ? resolver.resolveImage(link.destination, from: page) : resolver.resolve(link.destination, from: page)
        return LinkAtCursor(index: index, page: page, link: link, resolution: resolution, line: params.position.line)
    }

    /// The page and anchor a resolution leads to.
    static func target(_ resolution: LinkResolution) -> (page: Int, anchor: String?)? {
        switch resolution {
        case .page(let page, let anchor), .otherLanguage(let page, let anchor): return (page, anchor)
        default: return nil
        }
    }

    /// Where a page (at a heading, with an anchor) is; for a page made from its symbol's
    /// source, which has no file of its own, where the symbol is declared.
    func location(of page: Page, anchor: String?) -> Location {
        if page.isMadeFromSource, let declared = page.declarationPlace {
            let start = Position(line: declared.line - 1, character: 0)
            return Location(uri: DocumentURI.uri(of: declared.file), range: LSPRange(start: start, end: start))
        }
        let line = anchor.flatMap { anchor in page.headings.first { $0.id == anchor }?.line }.map { $0 - 1 } ?? 0
        let start = Position(line: line, character: 0)
        return Location(uri: DocumentURI.uri(of: page.path), range: LSPRange(start: start, end: start))
    }

    func definition(_ params: TextDocumentPositionParams) -> Location? {
        guard let found = link(at: params), let (target, anchor) = Self.target(found.resolution) else { return nil }
        return location(of: found.index.site.pages[target], anchor: anchor)
    }

    /// The topic a request is about: the one the link under the cursor leads to, else the page itself.
    private func topic(at params: TextDocumentPositionParams) -> (index: SiteIndex, page: Int)? {
        if let found = link(at: params) {
            return Self.target(found.resolution).map { (found.index, $0.page) }
        }
        guard let path = DocumentURI.path(of: params.textDocument.uri), let index = siteIndex(forPath: path),
              let (page, _) = index.page(at: path) else { return nil }
        return (index, page)
    }

    /// Every link to the page, from pages of its language (and pages of others that fall back to it).
    func links(to target: Int, in index: SiteIndex) -> [(page: Page, link: LinkReference)] {
        let site = index.site
        let resolver = LinkResolver(site: site)
        var found: [(Page, LinkReference)] = []
        for (from, page) in site.pages.enumerated() {
            for link in page.links where !link.isImage {
                // Most links are not to this page: rule them out by their last path part first.
                if link.destination.hasPrefix("doc:") {
                    let written = link.destination.dropFirst(4).split(separator: "#", omittingEmptySubsequences: false).first?.split(separator: "/").last.map(String.init) ?? ""
                    // Decoded, as the build resolves it (`<doc:%E6%8C%89%E9%92%AE>`).
                    let id = written.removingPercentEncoding ?? written
                    if !id.isEmpty, id != site.pages[target].id { continue }
                }
                if let (to, _) = Self.target(resolver.resolve(link.destination, from: from)), to == target { found.append((page, link)) }
            }
        }
        return found
    }

    func references(_ params: ReferenceParams) -> [Location] {
        guard let (index, target) = topic(at: TextDocumentPositionParams(textDocument: params.textDocument, position: params.position)) else { return [] }
        var locations: [Location] = []
        if params.context?.includeDeclaration == true { locations.append(location(of: index.site.pages[target], anchor: nil)) }
        var cache: [String: TextPositions] = [:]
        for (page, link) in links(to: target, in: index) {
            guard let written = Self.written(link, in: page, cache: &cache) else { continue }
            let start = written.text.position(line: written.line, byteColumn: written.byteColumn)
            let end = DiagnosticConversion.extent(of: Array(written.text.line(start.line).utf16), from: start.character)
            locations.append(Location(uri: DocumentURI.uri(of: written.path), range: LSPRange(start: start, end: Position(line: start.line, character: end))))
        }
        return locations
    }

    /// Where a link of `page` is written: in the page's file, or in the Swift file whose
    /// documentation comment the page draws (read from disk, as the site reads it); with that
    /// file's text, kept in `cache` by path. Nil when that Swift file cannot be read.
    static func written(_ link: LinkReference, in page: Page, cache: inout [String: TextPositions])
        -> (path: String, text: TextPositions, line: Int, byteColumn: Int)? {
        var (path, line, byteColumn) = (page.path, link.line, link.byteColumn)
        if let (comment, commentLine) = page.commentPlace(of: link) {
            path = comment.file
            (line, byteColumn) = comment.place(line: commentLine, byteColumn: link.byteColumn)
        }
        if cache[path] == nil {
            if path == page.path {
                cache[path] = TextPositions(page.fileText)
            } else if let data = FileManager.default.contents(atPath: path) {
                cache[path] = TextPositions(String(decoding: data, as: UTF8.self))
            }
        }
        return cache[path].map { (path, $0, line, byteColumn) }
    }

    // MARK: Rename

    /// The topic id under the cursor: in a `doc:` link, or the page's own `id:` line.
    private func renameTarget(_ params: TextDocumentPositionParams) -> (index: SiteIndex, id: String, range: LSPRange)? {
        if let found = link(at: params), let idRange = found.link.idRange, let target = found.link.docTarget,
           found.index.target(ofDocLink: target.id, language: found.index.site.pages[found.page].language) != nil {
            return (found.index, target.id,
                    LSPRange(start: Position(line: found.line, character: idRange.lowerBound), end: Position(line: found.line, character: idRange.upperBound)))
        }
        guard let positions = text(of: params.textDocument.uri), let path = DocumentURI.path(of: params.textDocument.uri),
              let index = siteIndex(forPath: path), let (_, page) = index.page(at: path), page.kind == .topic,
              params.position.line < Self.frontMatterEnd(positions),
              let value = Self.idValue(on: positions.line(params.position.line)), String(positions.line(params.position.line))[value] == page.id else { return nil }
        let line = String(positions.line(params.position.line))
        return (index, page.id, LSPRange(start: Position(line: params.position.line, character: line.utf16.distance(from: line.startIndex, to: value.lowerBound)),
                                          end: Position(line: params.position.line, character: line.utf16.distance(from: line.startIndex, to: value.upperBound))))
    }

    /// The value's span on a front matter line `id: value`.
    static func idValue(on line: Substring) -> Range<String.Index>? {
        let text = String(line)
        guard text.hasPrefix("id:") else { return nil }
        var start = text.index(text.startIndex, offsetBy: 3)
        while start < text.endIndex, text[start] == " " { start = text.index(after: start) }
        var end = text.endIndex
        while end > start, text[text.index(before: end)] == " " { end = text.index(before: end) }
        var range = start..<end
        let value = text[range]
        if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
            range = text.index(after: start)..<text.index(before: end)
        }
        return range.isEmpty ? nil : range
    }

    struct PrepareRenameResult: Encodable {
        var range: LSPRange
        var placeholder: String
    }

    func prepareRename(_ params: TextDocumentPositionParams) -> PrepareRenameResult? {
        renameTarget(params).map { PrepareRenameResult(range: $0.range, placeholder: $0.id) }
    }

    /// Renames a topic id: every `doc:` link to it in every language, the `related` lists that
    /// name it, and the topic's pages' `id:` (added when the id came from the file's name). The
    /// editor applies the edit; no file is written here.
    func rename(_ params: RenameParams) -> Result<WorkspaceEdit?, ResponseError> {
        guard let (index, id, _) = renameTarget(TextDocumentPositionParams(textDocument: params.textDocument, position: params.position)) else {
            return .failure(ResponseError(code: ErrorCode.requestFailed, message: "put the cursor on a `<doc:…>` link or on the topic's `id:` line"))
        }
        let newID = params.newName
        guard HeadingAnchors.slug(newID) == newID, !newID.isEmpty else {
            return .failure(ResponseError(code: ErrorCode.invalidParams, message: "a topic id is lower-case letters, digits and hyphens, such as `\(HeadingAnchors.slug(newID))`"))
        }
        if newID != id, index.site.pages.contains(where: { $0.kind == .topic && $0.id == newID }) {
            return .failure(ResponseError(code: ErrorCode.requestFailed, message: "a topic already has the id `\(newID)`"))
        }
        let site = index.site
        var changes: [String: [TextEdit]] = [:]
        var cache: [String: TextPositions] = [:]
        func positions(of page: Page) -> TextPositions {
            if let known = cache[page.path] { return known }
            let made = TextPositions(page.fileText)
            cache[page.path] = made
            return made
        }
        for language in index.setup.config.languages {
            guard let target = site.topic(id, in: language) else { continue }
            for (page, link) in links(to: target, in: index) {
                guard let written = Self.written(link, in: page, cache: &cache) else { continue }
                let lineNumber = written.line - 1
                let start = written.text.position(line: written.line, byteColumn: written.byteColumn).character
                guard let onLine = LinkFinder.links(in: written.text.line(lineNumber)).first(where: { $0.linkRange.contains(start) || $0.linkRange.lowerBound >= start }),
                      onLine.docTarget?.id == id, let range = onLine.idRange else { continue }
                changes[DocumentURI.uri(of: written.path), default: []].append(
                    TextEdit(range: LSPRange(start: Position(line: lineNumber, character: range.lowerBound), end: Position(line: lineNumber, character: range.upperBound)), newText: newID))
            }
            // This language's pages only: each `related:` entry is one edit, and edits that
            // overlap break the file in an editor that applies both.
            for page in site.pages where page.language == language {
                for (related, location) in page.related where related == id && location.line > 0 {
                    let text = positions(of: page)
                    let start = text.position(line: location.line, characterColumn: location.column)
                    let line = String(text.line(start.line))
                    guard let found = line.range(of: id, range: line.utf16.index(line.startIndex, offsetBy: min(start.character, line.utf16.count))..<line.endIndex) else { continue }
                    let from = line.utf16.distance(from: line.startIndex, to: found.lowerBound)
                    changes[DocumentURI.uri(of: page.path), default: []].append(
                        TextEdit(range: LSPRange(start: Position(line: start.line, character: from), end: Position(line: start.line, character: from + id.utf16.count)), newText: newID))
                }
            }
            // The page's own id.
            let page = site.pages[target]
            let text = positions(of: page)
            let end = Self.frontMatterEnd(text)
            let uri = DocumentURI.uri(of: page.path)
            if let line = (0..<end).first(where: { Self.idValue(on: text.line($0)) != nil }), let value = Self.idValue(on: text.line(line)) {
                let string = String(text.line(line))
                let from = string.utf16.distance(from: string.startIndex, to: value.lowerBound), to = string.utf16.distance(from: string.startIndex, to: value.upperBound)
                changes[uri, default: []].append(TextEdit(range: LSPRange(start: Position(line: line, character: from), end: Position(line: line, character: to)), newText: newID))
            } else if end > 0 {
                let at = Position(line: 1, character: 0)
                changes[uri, default: []].append(TextEdit(range: LSPRange(start: at, end: at), newText: "id: \(newID)\n"))
            }
        }
        return .success(changes.isEmpty ? nil : WorkspaceEdit(changes: changes))
    }
}

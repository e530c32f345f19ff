import Foundation

/// The documents the editor has open: their text as typed, not as saved.
public struct DocumentStore: Sendable {
    public struct Document: Sendable {
        public var uri: String
        public var languageID: String
        public var version: Int?
        public private(set) var positions: TextPositions
        public var text: String { positions.text }

        init(uri: String, languageID: String, version: Int?, text: String) {
            self.uri = uri
            self.languageID = languageID
            self.version = version
            self.positions = TextPositions(text)
        }

        /// Applies the editor's changes in order: a change with a range replaces that range
        /// (clamped to the text), one without replaces the whole text.
        mutating func apply(_ changes: [TextDocumentContentChangeEvent]) {
            var text = positions.text
            for change in changes {
                if let range = change.range {
                    let current = TextPositions(text)
                    text.replaceSubrange(current.indices(of: range), with: change.text)
                } else {
                    text = change.text
                }
            }
            positions = TextPositions(text)
        }
    }

    private var documents: [String: Document] = [:]

    public init() {}

    public subscript(uri: String) -> Document? { documents[uri] }

    /// The open document of a file, found by the path its URI names, however the editor spells
    /// the URI (Neovim 0.7 writes lower-case hex, VS Code `%26` for `&`: the server's own
    /// spelling of the path found no document, and the file on the disk took its place).
    public func document(atPath path: String) -> Document? {
        if let document = documents[DocumentURI.uri(of: path)] { return document }
        return documents.first { DocumentURI.path(of: $0.key) == path }?.value
    }

    /// Every open document's URI.
    public var uris: [String] { Array(documents.keys).sorted() }

    public mutating func open(_ item: TextDocumentItem) {
        documents[item.uri] = Document(uri: item.uri, languageID: item.languageId, version: item.version, text: item.text)
    }

    /// Applies changes to an open document; false when it is not open.
    @discardableResult
    public mutating func change(uri: String, version: Int?, changes: [TextDocumentContentChangeEvent]) -> Bool {
        guard var document = documents[uri] else { return false }
        document.apply(changes)
        document.version = version ?? document.version
        documents[uri] = document
        return true
    }

    public mutating func close(uri: String) {
        documents[uri] = nil
    }
}

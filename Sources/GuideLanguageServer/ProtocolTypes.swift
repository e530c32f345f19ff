import Foundation

// The LSP 3.17 structures the server uses, each with only the members it reads or writes.
// Members the client may leave out are optionals; unknown members are ignored.

/// A zero-based line and UTF-16 offset on it.
public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

/// From `start` up to, not including, `end`.
public struct LSPRange: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// True when the position lies in the range, its ends included (a cursor right after a
    /// link is still on it).
    public func contains(_ position: Position) -> Bool { start <= position && position <= end }
}

public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: LSPRange

    public init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}

public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
}

public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public var version: Int?
}

public struct TextDocumentItem: Codable, Hashable, Sendable {
    public var uri: String
    public var languageId: String
    public var version: Int
    public var text: String
}

public struct TextDocumentPositionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct TextEdit: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var newText: String

    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// Edits the editor applies: the server never writes a file itself.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [String: [TextEdit]]

    public init(changes: [String: [TextEdit]]) { self.changes = changes }
}

public struct MarkupContent: Codable, Hashable, Sendable {
    public var kind: String
    public var value: String

    public static func markdown(_ value: String) -> MarkupContent { MarkupContent(kind: "markdown", value: value) }
}

public struct Command: Codable, Hashable, Sendable {
    public var title: String
    public var command: String
    public var arguments: [JSONValue]?
}

// MARK: Lifecycle

public struct InitializeParams: Decodable, Sendable {
    public var processId: Int?
    public var rootUri: String?
    public var rootPath: String?
    public var workspaceFolders: [WorkspaceFolder]?
    /// What the editor can do (only a few members are read: file watching).
    public var capabilities: JSONValue?

    public struct WorkspaceFolder: Codable, Sendable {
        public var uri: String
        public var name: String?
    }
}

/// `$/cancelRequest`'s params: the id of the request to cancel.
public struct CancelParams: Decodable, Sendable {
    public var id: JSONValue
}

/// `client/registerCapability`'s params: capabilities the server asks the editor for.
public struct RegistrationParams: Encodable, Sendable {
    public var registrations: [Registration]
}

public struct Registration: Encodable, Sendable {
    public var id: String
    public var method: String
    public var registerOptions: JSONValue?
}

public struct ServerInfo: Encodable, Sendable {
    public var name: String
    public var version: String?
}

// MARK: Documents

public struct DidOpenTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentItem
}

public struct TextDocumentContentChangeEvent: Codable, Sendable {
    /// Absent for a change that replaces the whole text.
    public var range: LSPRange?
    public var text: String
}

public struct DidChangeTextDocumentParams: Codable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct DidCloseTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct DidSaveTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct FileEvent: Codable, Sendable {
    public var uri: String
    /// 1 created, 2 changed, 3 deleted.
    public var type: Int
}

public struct DidChangeWatchedFilesParams: Codable, Sendable {
    public var changes: [FileEvent]
}

// MARK: Diagnostics

public struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    public var location: Location
    public var message: String
}

public struct CodeDescription: Codable, Hashable, Sendable {
    public var href: String
}

/// LSP's Diagnostic (named so beside GuideCore's `Diagnostic`).
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int?
    /// The rule or problem id (`en.first-person`, `link.unresolved`).
    public var code: String?
    public var codeDescription: CodeDescription?
    public var source: String?
    public var message: String
    public var relatedInformation: [DiagnosticRelatedInformation]?

    public init(range: LSPRange, severity: Int?, code: String?, codeDescription: CodeDescription? = nil, source: String? = "guidegen",
                message: String, relatedInformation: [DiagnosticRelatedInformation]? = nil) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
    }
}

public struct PublishDiagnosticsParams: Codable, Sendable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
}

// MARK: Language features

public struct CodeActionContext: Codable, Sendable {
    public var diagnostics: [LSPDiagnostic]
    public var only: [String]?
}

public struct CodeActionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: CodeActionContext
}

public struct CodeAction: Codable, Hashable, Sendable {
    public var title: String
    public var kind: String?
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?
    public var command: Command?
}

public struct CompletionItem: Codable, Hashable, Sendable {
    public var label: String
    /// 18 reference, 17 file, 1 text, 14 keyword…
    public var kind: Int?
    public var detail: String?
    public var documentation: MarkupContent?
    public var sortText: String?
    public var filterText: String?
    public var textEdit: TextEdit?
}

public struct CompletionList: Codable, Sendable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]
}

public struct Hover: Codable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?
}

public struct ReferenceParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?

    public struct Context: Codable, Sendable {
        public var includeDeclaration: Bool
    }
}

public struct RenameParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String
}

public struct ExecuteCommandParams: Codable, Sendable {
    public var command: String
    public var arguments: [JSONValue]?
}

public struct CodeLens: Codable, Sendable {
    public var range: LSPRange
    public var command: Command?
}

public struct CodeLensParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct ShowDocumentParams: Codable, Sendable {
    public var uri: String
    public var takeFocus: Bool?
}

public struct LogMessageParams: Codable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    public var type: Int
    public var message: String
}

import Foundation
import GuideContent
import GuideCore
import GuideLint

/// The language server: reads framed JSON-RPC messages, answers requests, and publishes
/// diagnostics for the open documents. Messages are handled in order on one serial queue,
/// which also puts in place the site indexes read in the background; it never writes a file
/// (edits go to the editor as workspace edits).
public final class LanguageServer: @unchecked Sendable {
    // @unchecked: every property is read and written on `queue` only.
    let reader: MessageReader
    let writer: MessageWriter
    let loader: SiteLoader
    let version: String
    /// The glossary files' texts (to point findings at their entries), by path.
    var glossaryTexts: [String: String] = [:]

    /// Where messages are handled and loaded indexes put in place, one at a time.
    let queue = DispatchQueue(label: "guidegen.lsp")
    /// Reads a site's pages (on a background thread); tests hold it back to see the server
    /// before the index is ready.
    var makeIndex: @Sendable (SiteSetup, [String: String]) -> SiteIndex = { SiteIndex(setup: $0, openTexts: $1) }

    var documents = DocumentStore()
    /// Each site in use, by its folder.
    var sites: [String: LoadedSite] = [:]
    /// Folders that hold no site to read (a file outside any folder that exists).
    var noSite: Set<String> = []
    /// How many index loads were started (each load's number).
    var loads = 0
    /// Requests waiting for their site's index, in the order they came.
    var pending: [PendingRequest] = []
    var workspaceRoots: [String] = []
    /// The diagnostics last published for each open document, with their fixes (for code actions).
    var published: [String: [Diagnostic]] = [:]
    /// The document version last published for each open document: no publish goes back.
    var publishedVersions: [String: Int] = [:]
    var clientCapabilities: JSONValue = .null
    private var initialized = false
    private(set) var shutdownRequested = false
    private var nextRequestID = 1
    /// Where the process that started the server is watched (initialize's `processId`).
    private var parentWatch: ParentWatch?

    public init(input: ByteSource, output: MessageWriter, loader: @escaping SiteLoader, version: String = "0") {
        reader = MessageReader(source: input)
        writer = output
        self.loader = loader
        self.version = version
    }

    /// Serves until `exit`, the end of the input, or the parent process ends. Returns the exit
    /// status: 0, or 1 for an `exit` that no `shutdown` came before (as LSP asks).
    public func run() -> Int32 {
        while true {
            let input = reader.next()
            var status: Int32?
            queue.sync {
                switch input {
                case .end:
                    status = 0
                case .framingError(let error):
                    send(.error(id: .null, error))
                case .message(let body):
                    status = handle(body)
                }
            }
            if let status { return status }
        }
    }

    /// Handles one message; an exit status when the server must stop.
    func handle(_ body: Data) -> Int32? {
        switch IncomingMessage.classify(body) {
        case .failure(let error):
            send(.error(id: .null, error))
        case .success(.invalid(let id, let reason)):
            send(.error(id: id, ResponseError(code: ErrorCode.invalidRequest, message: reason)))
        case .success(.response):
            break  // Replies to showDocument and registerCapability: nothing to do.
        case .success(.notification(let method)):
            if method == "exit" { return shutdownRequested ? 0 : 1 }
            guard initialized, !shutdownRequested else { return nil }
            notify(method, body)
        case .success(.request(let id, let method)):
            respond(id: id, method: method, body: body)
        }
        return nil
    }

    // MARK: Requests

    func respond(id: JSONValue, method: String, body: Data) {
        if method == "initialize" {
            guard !initialized else {
                send(.error(id: id, ResponseError(code: ErrorCode.invalidRequest, message: "the server is already initialized")))
                return
            }
            reply(id, Params.decode(InitializeParams.self, from: body).map(initialize))
            return
        }
        guard initialized else {
            send(.error(id: id, ResponseError(code: ErrorCode.serverNotInitialized, message: "the first request must be `initialize`")))
            return
        }
        if shutdownRequested {
            send(.error(id: id, ResponseError(code: ErrorCode.invalidRequest, message: "the server is shutting down")))
            return
        }
        if deferUntilIndexed(id: id, method: method, body: body) { return }
        switch method {
        case "shutdown":
            shutdownRequested = true
            for request in pending {
                send(.error(id: request.id, ResponseError(code: ErrorCode.requestFailed, message: "the server shut down before the site was read")))
            }
            pending = []
            send(.nullResult(id: id))
        case "textDocument/codeAction":
            reply(id, Params.decode(CodeActionParams.self, from: body).map(codeActions))
        case "textDocument/completion":
            reply(id, Params.decode(TextDocumentPositionParams.self, from: body).map(completion))
        case "textDocument/hover":
            reply(id, Params.decode(TextDocumentPositionParams.self, from: body).map(hover))
        case "textDocument/definition":
            reply(id, Params.decode(TextDocumentPositionParams.self, from: body).map(definition))
        case "textDocument/references":
            reply(id, Params.decode(ReferenceParams.self, from: body).map(references))
        case "textDocument/prepareRename":
            reply(id, Params.decode(TextDocumentPositionParams.self, from: body).map(prepareRename))
        case "textDocument/rename":
            reply(id, Params.decode(RenameParams.self, from: body).flatMap(rename))
        case "textDocument/codeLens":
            reply(id, Params.decode(CodeLensParams.self, from: body).map(codeLenses))
        case "workspace/executeCommand":
            reply(id, Params.decode(ExecuteCommandParams.self, from: body).flatMap(executeCommand))
        default:
            send(.error(id: id, ResponseError(code: ErrorCode.methodNotFound, message: "guidegen does not handle `\(method)`")))
        }
    }

    /// Sends a handler's result (nil is JSON null) or its error.
    private func reply<T: Encodable>(_ id: JSONValue, _ result: Result<T?, ResponseError>) {
        switch result {
        case .success(let value?): send(.result(id: id, value))
        case .success(nil): send(.nullResult(id: id))
        case .failure(let error): send(.error(id: id, error))
        }
    }

    private func reply<T: Encodable>(_ id: JSONValue, _ result: Result<T, ResponseError>) {
        reply(id, result.map { Optional($0) })
    }

    private func initialize(_ params: InitializeParams) -> InitializeResult {
        initialized = true
        var roots = (params.workspaceFolders ?? []).compactMap { DocumentURI.path(of: $0.uri) }
        if let root = params.rootUri.flatMap(DocumentURI.path) ?? params.rootPath { roots.append(root) }
        workspaceRoots = roots.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }
        clientCapabilities = params.capabilities ?? .null
        if let pid = params.processId, pid > 0 { parentWatch = ParentWatch(pid: Int32(clamping: pid)) }
        return InitializeResult(version: version)
    }

    // MARK: Notifications

    private func notify(_ method: String, _ body: Data) {
        switch method {
        case "textDocument/didOpen":
            guard case .success(let params) = Params.decode(DidOpenTextDocumentParams.self, from: body) else { return }
            documents.open(params.textDocument)
            documentChanged(params.textDocument.uri)
        case "textDocument/didChange":
            guard case .success(let params) = Params.decode(DidChangeTextDocumentParams.self, from: body),
                  documents.change(uri: params.textDocument.uri, version: params.textDocument.version, changes: params.contentChanges) else { return }
            documentChanged(params.textDocument.uri)
        case "textDocument/didClose":
            guard case .success(let params) = Params.decode(DidCloseTextDocumentParams.self, from: body) else { return }
            let uri = params.textDocument.uri
            documents.close(uri: uri)
            published[uri] = nil
            publishedVersions[uri] = nil
            send(.notification(method: "textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])))
            // The page is read from disk again: the unsaved text is gone.
            // (A load under way reads it again when it ends.)
            if let path = DocumentURI.path(of: uri), let index = sites[SiteLocator.root(for: path, workspaceRoots: workspaceRoots)]?.index,
               let data = FileManager.default.contents(atPath: path), index.update(path: path, text: String(decoding: data, as: UTF8.self)) {
                recheckOpenDocuments(of: index.setup.root, except: nil)
            }
        case "textDocument/didSave":
            guard case .success(let params) = Params.decode(DidSaveTextDocumentParams.self, from: body),
                  let path = DocumentURI.path(of: params.textDocument.uri) else { return }
            filesChanged([path])
        case "workspace/didChangeWatchedFiles":
            guard case .success(let params) = Params.decode(DidChangeWatchedFilesParams.self, from: body) else { return }
            filesChanged(params.changes.compactMap { DocumentURI.path(of: $0.uri) }, structural: params.changes.contains { $0.type != 2 })
        case "initialized":
            registerFileWatchers()
        case "$/cancelRequest":
            guard case .success(let params) = Params.decode(CancelParams.self, from: body) else { return }
            cancel(params.id)
        default:
            break  // `$/setTrace`, `workspace/didChangeConfiguration`…: nothing to do.
        }
    }

    /// Re-checks an edited document and, when the edit changed what other pages see of it
    /// (its id or headings), the other open pages of its site. While the site's index is first
    /// read, the document gets its own findings at once and its links when the index is ready.
    private func documentChanged(_ uri: String) {
        guard let document = documents[uri] else { return }
        if let path = DocumentURI.path(of: uri), let index = siteIndex(forPath: path),
           index.update(path: path, text: document.text) {
            recheckOpenDocuments(of: index.setup.root, except: uri)
        }
        publishDiagnostics(uri)
    }

    /// Files changed on disk (saved, or changed by another program): the configuration or the
    /// glossary reloads the site; a page is read again unless the editor has it open; a file
    /// created or deleted makes the site be read again. Then every open document of the site
    /// is checked again (once more when a reload ends).
    private func filesChanged(_ paths: [String], structural: Bool = false) {
        var touched = Set<String>()
        var reloaded = Set<String>()
        for path in paths {
            for (root, site) in sites where path.hasPrefix(root + "/") {
                let kind = DocumentKind.of(path: path, setup: site.setup)
                // The app's strings and code: what its string files are checked with.
                let isSwift = PathNames.fileExtension(path) == "swift"
                if kind == .appStrings || isSwift {
                    site.appChanged(swift: isSwift)
                    touched.insert(root)
                    // A catalog's module: its symbol pages' summaries and titles are read again.
                    if isSwift, site.setup.isModuleSource(path) { reloaded.insert(root) }
                    continue
                }
                // An image created or deleted: links to it resolve, or no longer do.
                let isImage = kind == .other && SiteIndex.imageExtensions.contains(PathNames.fileExtension(path).lowercased())
                if isImage, structural { reloaded.insert(root) }
                guard kind == .configuration || kind == .glossary || kind == .page else { continue }
                touched.insert(root)
                let isOpen = documents.document(atPath: path) != nil
                if kind != .page || structural || site.index?.contains(path: path) == false {
                    reloaded.insert(root)
                } else if !isOpen, let index = site.index, site.loading == nil, let data = FileManager.default.contents(atPath: path) {
                    index.update(path: path, text: String(decoding: data, as: UTF8.self))
                } else if !isOpen {
                    // A load under way may have read the file before it changed.
                    reloaded.insert(root)
                }
            }
        }
        for root in reloaded.sorted() { reload(root: root) }
        for root in touched.sorted() where sites[root] != nil { recheckOpenDocuments(of: root, except: nil) }
    }

    func recheckOpenDocuments(of root: String, except: String?) {
        for uri in documents.uris where uri != except {
            guard let path = DocumentURI.path(of: uri), path.hasPrefix(root + "/") else { continue }
            publishDiagnostics(uri)
        }
    }

    /// Checks a document's text and publishes what was found: its own findings, and its links
    /// when the site's index has been read.
    func publishDiagnostics(_ uri: String) {
        guard let document = documents[uri] else { return }
        // Publishes go out in the order of the edits; one for an older text never follows
        // one for a newer.
        if let version = document.version, let last = publishedVersions[uri], version < last { return }
        var diagnostics: [Diagnostic] = []
        var lsp: [LSPDiagnostic] = []
        if let path = DocumentURI.path(of: uri), let site = site(forPath: path) {
            diagnostics = DocumentChecks.check(path: path, text: document.text, setup: site.setup(checking: path), index: site.index)
            let conversion = DiagnosticConversion(positions: document.positions, root: site.setup.root, glossary: glossaryText(site.setup))
            lsp = diagnostics.map(conversion.convert)
        }
        published[uri] = diagnostics
        publishedVersions[uri] = document.version
        send(.notification(method: "textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: lsp)))
    }

    private func glossaryText(_ setup: SiteSetup) -> (path: String, text: String)? {
        if let text = glossaryTexts[setup.glossaryFile] { return (setup.glossaryFile, text) }
        guard let data = FileManager.default.contents(atPath: setup.glossaryFile) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        glossaryTexts[setup.glossaryFile] = text
        return (setup.glossaryFile, text)
    }

    // MARK: Sites

    /// A document's text: the editor's when it is open, else the file's.
    func text(of uri: String) -> TextPositions? {
        if let document = documents[uri] { return document.positions }
        guard let path = DocumentURI.path(of: uri), let data = FileManager.default.contents(atPath: path) else { return nil }
        return TextPositions(String(decoding: data, as: UTF8.self))
    }

    // MARK: Output

    func send(_ message: OutgoingMessage) {
        guard let body = try? message.encoded() else { return }
        writer.write(body)
    }

    /// Sends a request to the client (its reply is not waited for).
    func request(_ method: String, _ params: any Encodable) {
        send(.request(id: .int(nextRequestID), method: method, params))
        nextRequestID += 1
    }
}

/// What `initialize` answers: the features the server has.
struct InitializeResult: Encodable {
    var version: String

    func encode(to encoder: Encoder) throws {
        let capabilities: JSONValue = .object([
            "positionEncoding": .string("utf-16"),
            "textDocumentSync": .object(["openClose": .bool(true), "change": .int(2), "save": .object(["includeText": .bool(false)])]),
            "completionProvider": .object(["triggerCharacters": .array([":", "#", "(", "/"].map(JSONValue.string))]),
            "hoverProvider": .bool(true),
            "definitionProvider": .bool(true),
            "referencesProvider": .bool(true),
            "renameProvider": .object(["prepareProvider": .bool(true)]),
            "codeActionProvider": .object(["codeActionKinds": .array(["quickfix", "source.fixAll"].map(JSONValue.string))]),
            "codeLensProvider": .object(["resolveProvider": .bool(false)]),
            "executeCommandProvider": .object(["commands": .array([.string(LanguageServer.openTwinCommand)])]),
        ])
        let result: JSONValue = .object(["capabilities": capabilities, "serverInfo": .object(["name": .string("guidegen"), "version": .string(version)])])
        try result.encode(to: encoder)
    }
}

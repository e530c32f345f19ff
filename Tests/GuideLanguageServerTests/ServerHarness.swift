import Foundation
import GuideContent
import GuideCore
import GuideLint
@testable import GuideLanguageServer

/// A small bilingual site in a temporary folder: a glossary that rejects “side bar”, a topic
/// `buttons` in both languages with two headings, a page with a heading of its own, two images
/// and an app's `.strings` file.
struct TestSite {
    let root: String

    static let files: [String: String] = [
        "guidegen.yml": "languages: [en, zh-Hans]\ndefault_language: en\nglossary: glossary.yml\n",
        "glossary.yml": "terms:\n  - { en: sidebar, zh-Hans: 边栏, avoid: { en: [side bar], zh-Hans: [侧边栏] } }\n  - { en: button, zh-Hans: 按钮 }\n",
        "Content/_index.en.md": "---\ntitle: Guidelines\n---\nRead <doc:buttons>.\n",
        "Content/components/_index.en.md": "---\ntitle: Components\n---\nThe parts.\n",
        "Content/components/buttons.en.md": "---\ntitle: Buttons\nsummary: A button starts an action.\n---\n## Anatomy\n\nA label.\n\n## Best practices\n\nKeep it short.\n",
        "Content/components/buttons.zh-Hans.md": "---\ntitle: 按钮\n---\n## 结构\n\n一个标签。\n",
        "Content/components/drafts.en.md": "---\ntitle: Drafts\n---\n## Where drafts go\n\nThey wait.\n",
        "Content/components/images/anatomy.png": "png",
        "Content/components/images/chart@2x.png": "png",
    ]

    init() throws {
        root = NSTemporaryDirectory() + "guidegen-lsp-" + UUID().uuidString
        for (path, text) in Self.files { try write(text, to: path) }
    }

    func path(_ relative: String) -> String { root + "/" + relative }
    func uri(_ relative: String) -> String { DocumentURI.uri(of: path(relative)) }

    func write(_ text: String, to relative: String) throws {
        let file = path(relative)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// The site's setup as `guidegen lsp` reads it (LSPCommand.load, without the command line).
    @Sendable static func load(root: String) -> SiteSetup? {
        func text(_ path: String) -> String { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "" }
        let configFile = root + "/guidegen.yml"
        guard FileManager.default.fileExists(atPath: configFile) else { return nil }
        let (config, configDiagnostics) = SiteConfig.load(file: configFile, text: text(configFile))
        let glossaryFile = root + "/" + config.glossaryPath
        let (glossary, glossaryDiagnostics) = Glossary.load(file: glossaryFile, text: text(glossaryFile), languages: config.languages)
        let (lintConfig, lintDiagnostics) = LintConfig.load(file: configFile, text: text(configFile), knownRules: Linter.ruleIDs)
        var runner = LintRunner(linter: Linter(config: lintConfig, glossary: glossary), site: config)
        runner.roles = RolePatterns(patterns: RolePatterns.defaultPatterns)
        runner.contentFolders = config.contentFolders(resolving: { $0.hasPrefix("/") ? $0 : root + "/" + $0 })
        return SiteSetup(root: root, config: config, runner: runner, configFile: configFile, glossaryFile: glossaryFile,
                         diagnostics: configDiagnostics + lintDiagnostics + glossaryDiagnostics)
    }
}

/// A `LanguageServer` running on its own thread, talked to through pipes as an editor would,
/// with every message it sends kept in order.
final class ServerHarness: @unchecked Sendable {
    // @unchecked: `received` is guarded by `condition`; the rest is set once in init.
    let server: LanguageServer
    private let input: FileHandle
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var ended = false
    private var nextID = 1

    /// Starts the server; `configure` runs before it reads its first message.
    /// `loader` reads a site's setup (`TestSite.load` unless a test needs more of it).
    init(site: TestSite, loader: @escaping @Sendable (String) -> SiteSetup? = TestSite.load, configure: (LanguageServer) -> Void = { _ in }) {
        let toServer = Pipe(), fromServer = Pipe()
        input = toServer.fileHandleForWriting
        server = LanguageServer(input: FileDescriptorSource(descriptor: toServer.fileHandleForReading.fileDescriptor),
                                output: MessageWriter(descriptor: fromServer.fileHandleForWriting.fileDescriptor), loader: loader)
        configure(server)
        let server = self.server
        Thread {
            _ = server.run()
            // The end of the output lets the reader below end too.
            try? fromServer.fileHandleForWriting.close()
            _ = toServer
        }.start()
        let reader = MessageReader(source: FileDescriptorSource(descriptor: fromServer.fileHandleForReading.fileDescriptor))
        Thread { [self] in
            while case .message(let body) = reader.next() {
                let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
                condition.lock()
                received.append(message)
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }.start()
        _ = request("initialize", ["processId": NSNull(), "rootUri": DocumentURI.uri(of: site.root), "capabilities": [String: Any]()])
        notify("initialized", [String: Any]())
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: message)
        input.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: Any) { send(["method": method, "params": params]) }

    /// Sends a request and returns its id (the reply is `reply(to:)`).
    @discardableResult
    func send(request method: String, _ params: Any) -> Int {
        let id = nextID
        nextID += 1
        send(["id": id, "method": method, "params": params])
        return id
    }

    /// Sends a request and waits for its reply.
    func request(_ method: String, _ params: Any) -> [String: Any]? {
        reply(to: send(request: method, params))
    }

    func reply(to id: Int, timeout: TimeInterval = 30) -> [String: Any]? {
        waitFor(timeout: timeout) { $0["method"] == nil && ($0["id"] as? Int) == id }
    }

    /// The first message received (in order, from the start) that matches and that no earlier
    /// `waitFor` returned; nil when none comes in time.
    func waitFor(timeout: TimeInterval = 30, _ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let found = received.indices.first(where: { !taken.contains($0) && matches(received[$0]) }) {
                taken.insert(found)
                return received[found]
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }
    private var taken = Set<Int>()

    /// Every message received so far.
    var messages: [[String: Any]] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    // MARK: Documents

    func open(_ uri: String, text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "markdown", "version": version, "text": text]])
    }

    func replace(_ uri: String, text: String, version: Int) {
        notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
    }

    /// The next diagnostics published for a document that match: (version, codes, messages).
    func diagnostics(_ uri: String, timeout: TimeInterval = 30, where matches: (Published) -> Bool = { _ in true }) -> Published? {
        waitFor(timeout: timeout) { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics", let published = Published(message), published.uri == uri else { return false }
            return matches(published)
        }.flatMap(Published.init)
    }

    /// Every diagnostics notification for a document so far, in order.
    func allPublished(_ uri: String) -> [Published] {
        messages.compactMap(Published.init).filter { $0.uri == uri }
    }

    struct Published {
        var uri: String
        var version: Int?
        var diagnostics: [[String: Any]]
        var codes: [String] { diagnostics.compactMap { $0["code"] as? String } }
        var messages: [String] { diagnostics.compactMap { $0["message"] as? String } }

        init?(_ message: [String: Any]) {
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any],
                  let uri = params["uri"] as? String else { return nil }
            self.uri = uri
            version = params["version"] as? Int
            diagnostics = params["diagnostics"] as? [[String: Any]] ?? []
        }
    }

    /// Ends the server (shutdown, exit) and waits for its output to end.
    func stop() {
        _ = request("shutdown", NSNull())
        notify("exit", NSNull())
        _ = waitFor(timeout: 10) { _ in false }
        try? input.close()
    }

    /// Completion labels at a position.
    func completionLabels(_ uri: String, line: Int, character: Int) -> [String] {
        let reply = request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
        let items = (reply?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        return items.compactMap { $0["label"] as? String }
    }
}

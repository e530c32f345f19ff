import Foundation
import GuideContent
import GuideCore
import GuideLint

/// A site the server reads: its setup (configuration, linter, glossary), read at once because
/// a page's own findings need nothing else, and its index of every page, read in the
/// background because on a large site that takes seconds.
final class LoadedSite {
    var setup: SiteSetup {
        didSet { appChanged(swift: true) }
    }
    /// The site's pages; nil until the first load ends. While the site is read again (a file
    /// was created or deleted, the configuration changed) it is the previous index.
    var index: SiteIndex?
    /// The number of the load under way, nil when none is (one runs at a time; a load that
    /// ends after its site was replaced is dropped).
    var loading: Int?
    /// The open pages' texts the load under way started from, by path.
    var loadingTexts: [String: String] = [:]
    /// True when the site changed again while a load was under way: one more load starts
    /// when that one ends.
    var loadAgain = false

    /// What linting an app's string file needs from the rest of the app, read when one is first
    /// checked (the Swift code's roles can take a second on a large app) and kept until a Swift
    /// or string file changes: so the editor reports what `guidegen lint` does.
    private var codeRoles: CodeRoles?
    private var houseStyle: HouseStyle??
    /// False for a folder that is no site and no workspace folder (a file opened from `/` or
    /// `~/Downloads`): what is around the file is no app the person opened, and reading every
    /// Swift and string file under it kept the server from answering anything.
    let readsTheApp: Bool

    init(setup: SiteSetup, readsTheApp: Bool = true) {
        self.setup = setup
        self.readsTheApp = readsTheApp
    }

    /// The setup to check the file at `path` with: for an app's string file, its linter reads
    /// roles from the app's Swift code and knows the house style of all its string files.
    func setup(checking path: String) -> SiteSetup {
        guard readsTheApp, DocumentKind.of(path: path, setup: setup) == .appStrings else { return setup }
        var checking = setup
        if codeRoles == nil {
            let folders = setup.appSourceFolders
            codeRoles = folders.isEmpty ? setup.runner.codeRoles : CodeRoles(folders: folders)
        }
        checking.runner.codeRoles = codeRoles ?? setup.runner.codeRoles
        let learned = houseStyle ?? checking.runner.houseStyle(ofAppIn: setup.root)
        houseStyle = .some(learned)
        checking.runner.houseStyle = learned
        return checking
    }

    /// A string file changed, or (`swift`) the app's code: what was read of the app is read again.
    func appChanged(swift: Bool) {
        if swift { codeRoles = nil }
        houseStyle = nil
    }
}

extension LanguageServer {
    /// The requests that read the site's index: they wait while it is first read.
    static let methodsNeedingIndex: Set<String> = [
        "textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references",
        "textDocument/prepareRename", "textDocument/rename", "textDocument/codeLens", "workspace/executeCommand",
    ]

    /// The site a file belongs to; the first time, its setup is read and its index starts
    /// loading in the background. Nil when there is no site to read there.
    func site(forPath path: String) -> LoadedSite? {
        let root = SiteLocator.root(for: path, workspaceRoots: workspaceRoots)
        if let site = sites[root] { return site }
        guard !noSite.contains(root) else { return nil }
        guard let setup = loader(root) else {
            noSite.insert(root)
            return nil
        }
        glossaryTexts[setup.glossaryFile] = nil
        let site = LoadedSite(setup: setup, readsTheApp: workspaceRoots.contains(root) || FileManager.default.fileExists(atPath: root + "/guidegen.yml"))
        sites[root] = site
        watchGlossary(of: setup)
        startLoading(site)
        return site
    }

    /// The index of the site a file belongs to, when it has been read.
    func siteIndex(forPath path: String) -> SiteIndex? {
        site(forPath: path)?.index
    }

    /// Reads the site's setup again (its configuration or glossary changed), then its index.
    func reload(root: String) {
        guard let site = sites[root] else { return }
        guard let setup = loader(root) else {
            sites[root] = nil
            noSite.insert(root)
            // No index will come: what waited for it is answered as for a file of no site.
            answerPending(of: root)
            return
        }
        site.setup = setup
        glossaryTexts[setup.glossaryFile] = nil
        startLoading(site)
    }

    /// Reads the site's pages on another thread, from the open pages' texts as they are now;
    /// the index is put in place on the server's queue (`install`). One load runs at a time
    /// for a site: a checkout that creates hundreds of files sends as many notifications, and
    /// each load holds a whole site in memory, so those that come while one runs make one more
    /// load when it ends.
    func startLoading(_ site: LoadedSite) {
        if site.loading != nil {
            site.loadAgain = true
            return
        }
        loads += 1
        let number = loads
        let root = site.setup.root
        var texts: [String: String] = [:]
        for uri in documents.uris {
            if let path = DocumentURI.path(of: uri), path.hasPrefix(root + "/") { texts[path] = documents[uri]?.text }
        }
        site.loading = number
        site.loadingTexts = texts
        let setup = site.setup
        let makeIndex = self.makeIndex
        let openTexts = texts
        DispatchQueue.global(qos: .userInitiated).async {
            let index = makeIndex(setup, openTexts)
            self.queue.async { self.install(index, in: site, load: number) }
        }
    }

    /// Puts a loaded index in place, unless its site was read again from scratch since: brings
    /// it up to date with the edits made while it loaded, publishes every open document of the
    /// site again (now with its links), and answers the requests that waited for it. Then
    /// starts the load the site's changes since asked for. The index put in place may miss
    /// those changes, but it is newer than the one it replaces, and a site that keeps changing
    /// still gets an index.
    func install(_ index: SiteIndex, in site: LoadedSite, load: Int) {
        let root = site.setup.root
        guard site.loading == load, sites[root] === site, !shutdownRequested else { return }
        // The load read the open pages as they were when it started: the ones edited, opened
        // or closed since are read again (a closed page from the disk).
        var paths = Set(site.loadingTexts.keys)
        for uri in documents.uris {
            if let path = DocumentURI.path(of: uri), path.hasPrefix(root + "/") { paths.insert(path) }
        }
        for path in paths.sorted() {
            let current = documents.document(atPath: path)?.text
                ?? FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            if let current, current != site.loadingTexts[path] { index.update(path: path, text: current) }
        }
        site.index = index
        site.loading = nil
        site.loadingTexts = [:]
        recheckOpenDocuments(of: root, except: nil)
        answerPending(of: root)
        if site.loadAgain {
            site.loadAgain = false
            startLoading(site)
        }
    }

    /// Answers the requests that waited for a site's index, in the order they came.
    private func answerPending(of root: String) {
        let waiting = pending.filter { $0.root == root }
        pending.removeAll { $0.root == root }
        for request in waiting { respond(id: request.id, method: request.method, body: request.body) }
    }

    /// True when the request waits for its site's index, which it then does (in `pending`).
    func deferUntilIndexed(id: JSONValue, method: String, body: Data) -> Bool {
        guard Self.methodsNeedingIndex.contains(method), let uri = RequestDocument.uri(method: method, body: body),
              let path = DocumentURI.path(of: uri), let site = site(forPath: path), site.index == nil else { return false }
        pending.append(PendingRequest(id: id, method: method, body: body, root: site.setup.root))
        return true
    }

    /// `$/cancelRequest` for a request still waiting for its index: answered RequestCancelled.
    func cancel(_ id: JSONValue) {
        guard let found = pending.firstIndex(where: { $0.id == id }) else { return }
        pending.remove(at: found)
        send(.error(id: id, ResponseError(code: ErrorCode.requestCancelled, message: "the request was cancelled")))
    }
}

/// A request that waits for its site's index.
struct PendingRequest {
    var id: JSONValue
    var method: String
    var body: Data
    /// The site's folder.
    var root: String
}

/// The document a request is about: `textDocument.uri`, or the page `guidegen.openTwin` names.
enum RequestDocument {
    private struct Holder: Decodable {
        struct Params: Decodable {
            var textDocument: TextDocumentIdentifier?
            var arguments: [JSONValue]?
        }
        var params: Params
    }

    static func uri(method: String, body: Data) -> String? {
        guard let params = try? JSONDecoder().decode(Holder.self, from: body).params else { return nil }
        return params.textDocument?.uri ?? params.arguments?.first?.stringValue
    }
}

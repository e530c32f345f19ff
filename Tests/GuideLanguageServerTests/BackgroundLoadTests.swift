import Foundation
import Testing
@testable import GuideLanguageServer

/// The site's index is read in the background: a page's own findings come first, its links
/// when the index is ready; requests that need the index wait for it; no publish goes back
/// to an older version of a document.
struct BackgroundLoadTests {
    /// Holds every index load back until `release()`.
    final class Gate: @unchecked Sendable {
        // @unchecked: a semaphore, and a counter behind a lock.
        let semaphore = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var started = 0
        var loadsStarted: Int { lock.withLock { started } }

        func makeIndex(_ setup: SiteSetup, _ texts: [String: String]) -> SiteIndex {
            lock.withLock { started += 1 }
            semaphore.wait()
            return SiteIndex(setup: setup, openTexts: texts)
        }

        /// True once `count` loads have started (they start on another thread, maybe after the
        /// first publish), false after `timeout` seconds.
        func waitForLoads(_ count: Int, timeout: TimeInterval = 10) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while loadsStarted < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
            return loadsStarted == count
        }

        func release() { semaphore.signal() }
    }

    static let firstPerson = "---\ntitle: Notes\n---\nWe keep notes.\n\nRead <doc:first-missing>.\n"
    static let edited = "---\ntitle: Notes\n---\nWe keep notes.\n\nRead <doc:second-missing>.\n"

    @Test func ownFindingsFirstThenLinksForTheLatestVersion() throws {
        let site = try TestSite()
        defer { site.remove() }
        let gate = Gate()
        let client = ServerHarness(site: site) { server in server.makeIndex = { gate.makeIndex($0, $1) } }
        defer { client.stop() }
        let uri = site.uri("Content/components/notes.en.md")
        try site.write(Self.firstPerson, to: "Content/components/notes.en.md")

        client.open(uri, text: Self.firstPerson, version: 1)
        // The page's own findings, while the index is held back: no link is checked yet.
        let first = try #require(client.diagnostics(uri))
        #expect(first.version == 1)
        #expect(first.codes.contains("en.first-person"))
        #expect(!first.codes.contains { $0.hasPrefix("link.") })
        #expect(gate.waitForLoads(1))

        // A request that needs the index waits for it; one cancelled is answered so.
        let completion = client.send(request: "textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 5, "character": 10]])
        let hover = client.send(request: "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 5, "character": 8]])
        client.notify("$/cancelRequest", ["id": hover])
        let cancelled = try #require(client.reply(to: hover))
        #expect((cancelled["error"] as? [String: Any])?["code"] as? Int == ErrorCode.requestCancelled)
        #expect(client.reply(to: completion, timeout: 0.3) == nil)

        // An edit while the index loads: its own findings at once, for version 2.
        client.replace(uri, text: Self.edited, version: 2)
        let second = try #require(client.diagnostics(uri) { $0.version == 2 })
        #expect(!second.codes.contains { $0.hasPrefix("link.") })

        // The index is ready: the page is published again, for the text it has now (the load
        // read version 1), with its link.
        gate.release()
        let complete = try #require(client.diagnostics(uri) { $0.codes.contains("link.unresolved") })
        #expect(complete.version == 2)
        #expect(complete.messages.contains { $0.contains("second-missing") })
        #expect(!complete.messages.contains { $0.contains("first-missing") })
        #expect(complete.codes.contains("en.first-person"))
        let answer = try #require(client.reply(to: completion))
        #expect(answer["result"] is [String: Any])

        let versions = client.allPublished(uri).compactMap(\.version)
        #expect(versions == versions.sorted(), "a publish went back to an older version: \(versions)")
    }

    /// A site that can no longer be read while requests wait for its index (its folder lost
    /// `guidegen.yml`): the requests are answered, not left waiting.
    @Test func requestsWaitingForASiteThatIsGoneAreAnswered() throws {
        let site = try TestSite()
        defer { site.remove() }
        let gate = Gate()
        let client = ServerHarness(site: site) { server in server.makeIndex = { gate.makeIndex($0, $1) } }
        defer {
            gate.release()
            client.stop()
        }
        let uri = site.uri("Content/components/buttons.en.md")
        client.open(uri, text: try String(contentsOfFile: site.path("Content/components/buttons.en.md"), encoding: .utf8))
        _ = client.diagnostics(uri)
        let completion = client.send(request: "textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 0]])
        try FileManager.default.removeItem(atPath: site.path("guidegen.yml"))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": site.uri("guidegen.yml"), "type": 3]]])
        let answer = try #require(client.reply(to: completion, timeout: 5))
        #expect(answer["result"] != nil)
    }

    /// A checkout that creates many files, each its own `didChangeWatchedFiles`: one read of
    /// the site runs at a time, and the notifications that come while it runs make one more
    /// read when it ends, not one each (each read holds the whole site in memory).
    @Test func createdFilesWhileLoadingStartOneMoreLoad() throws {
        let site = try TestSite()
        defer { site.remove() }
        let gate = Gate()
        let client = ServerHarness(site: site) { server in server.makeIndex = { gate.makeIndex($0, $1) } }
        defer {
            for _ in 0..<100 { gate.release() }
            client.stop()
        }
        let drafts = site.uri("Content/components/drafts.en.md")
        client.open(drafts, text: "---\ntitle: Drafts\n---\nSee <doc:checked-out-30> and <doc:never-there>.\n")
        _ = client.diagnostics(drafts)
        #expect(gate.waitForLoads(1))
        for number in 1...40 {
            let page = "Content/components/checked-out-\(number).en.md"
            try site.write("---\ntitle: Page \(number)\n---\nText.\n", to: page)
            client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": site.uri(page), "type": 1]]])
        }
        // The server has read every notification once it answers a request sent after them.
        let probe = client.send(request: "textDocument/documentSymbol", ["textDocument": ["uri": drafts]])
        _ = client.reply(to: probe, timeout: 5)
        #expect(gate.loadsStarted == 1, "a load started for each created file: \(gate.loadsStarted)")

        // The first load ends and is put in place; one more starts, for the files created meanwhile.
        func publishedWithLinks() -> ServerHarness.Published? {
            client.diagnostics(drafts) { $0.codes.contains("link.unresolved") }
        }
        gate.release()
        #expect(publishedWithLinks() != nil)
        #expect(gate.waitForLoads(2))
        gate.release()
        let complete = try #require(publishedWithLinks())
        #expect(complete.messages.contains { $0.contains("never-there") })
        #expect(!complete.messages.contains { $0.contains("checked-out-30") }, "\(complete.messages)")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(gate.loadsStarted == 2)
    }

    /// A page opened, edited and closed while the index loads is read from the disk again when
    /// the index is put in place: its unsaved text, which the load read, is gone.
    @Test func aPageClosedWhileLoadingIsReadFromDiskAgain() throws {
        let site = try TestSite()
        defer { site.remove() }
        let gate = Gate()
        let client = ServerHarness(site: site) { server in server.makeIndex = { gate.makeIndex($0, $1) } }
        defer { client.stop() }
        let buttons = site.uri("Content/components/buttons.en.md")
        let home = site.uri("Content/_index.en.md")
        // Unsaved: the topic's id changed, which breaks the home page's link to it.
        client.open(buttons, text: "---\nid: knobs\ntitle: Buttons\n---\nText.\n")
        _ = client.diagnostics(buttons)
        client.notify("textDocument/didClose", ["textDocument": ["uri": buttons]])
        client.open(home, text: try String(contentsOfFile: site.path("Content/_index.en.md"), encoding: .utf8))
        _ = client.diagnostics(home)
        gate.release()
        // The home page's link is checked against the topic as saved: it resolves.
        let complete = try #require(client.diagnostics(home))
        #expect(!complete.codes.contains { $0.hasPrefix("link.") }, "\(complete.messages)")
    }
}

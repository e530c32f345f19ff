import Foundation
import Testing
@testable import GuidePreview

/// The two ways to watch; on Linux both run (inotify is the default there).
enum WatchMechanism: String, CaseIterable, Sendable {
    case inotify, polling

    /// Long enough that a batch still to come would have arrived.
    var settleTime: TimeInterval { self == .polling ? 0.8 : 0.3 }
}

/// The batches a watcher delivered, and checks on how its callback was called.
private final class BatchRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [FileChanges] = []
    private var running = 0
    private var mostRunning = 0
    private var stopped = false
    private var afterStop = 0
    private var hold: DispatchSemaphore?
    private var delay: TimeInterval = 0

    func record(_ changes: FileChanges) {
        lock.lock()
        received.append(changes)
        running += 1
        mostRunning = max(mostRunning, running)
        if stopped { afterStop += 1 }
        let hold = self.hold
        self.hold = nil
        let delay = self.delay
        lock.unlock()
        if let hold { _ = hold.wait(timeout: .now() + 30) }
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        lock.lock()
        running -= 1
        lock.unlock()
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The most callbacks that ran at once.
    var mostAtOnce: Int { locked { mostRunning } }
    /// True while a callback runs.
    var isRunning: Bool { locked { running > 0 } }
    /// Callbacks that were still running at `markStopped()` or began after it.
    var callsAfterStop: Int { locked { afterStop } }
    /// Called by a test right after stop() returned.
    func markStopped() {
        locked {
            stopped = true
            afterStop += running
        }
    }
    /// Holds the callback of the next batch until `semaphore` is signalled (to let the inotify queue overflow).
    func holdNextBatch(until semaphore: DispatchSemaphore) { locked { hold = semaphore } }
    /// Makes every callback take this long.
    func slowDown(_ seconds: TimeInterval) { locked { delay = seconds } }

    var batches: [FileChanges] { locked { received } }

    func clear() { locked { received = [] } }
}

/// Writes a file in place with the C library: Data.write syncs every file to disk, which makes a
/// burst of files take seconds.
private func writeFile(_ path: String, _ text: String) throws {
    guard let file = fopen(path, "w") else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    let written = fputs(text, file)
    guard fclose(file) == 0, written >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
}

/// A flag one thread sets and another reads.
private final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}

/// A temporary folder with a watcher started on some of its paths.
private final class WatchFixture {
    let folder: String
    let mechanism: WatchMechanism
    let recorder = BatchRecorder()
    var watcher: FileWatcher!

    init(_ mechanism: WatchMechanism, files: [String: String] = [:], roots: [String] = ["Content"],
         quietPeriod: TimeInterval = 0.02, maximumDelay: TimeInterval = 1.0, start: Bool = true) throws {
        self.mechanism = mechanism
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
        let recorder = recorder
        watcher = FileWatcher(roots: roots.map(path), quietPeriod: quietPeriod, maximumDelay: maximumDelay,
                              forcePolling: mechanism == .polling) { recorder.record($0) }
        if start { try watcher.start() }
    }

    deinit {
        watcher.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    func path(_ relative: String) -> String { folder + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try writeFile(url.path, text)
    }

    /// Rewrites a file in place, longer than before (so that a scan sees it even within one clock tick).
    func edit(_ relative: String) throws {
        let old = (try? String(contentsOfFile: path(relative), encoding: .utf8)) ?? ""
        try writeFile(path(relative), old + "\nedited")
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    /// Renames with rename(2), replacing the destination as editors do.
    func move(_ from: String, _ to: String) {
        #expect(rename(path(from), path(to)) == 0)
    }

    /// Every path reported so far, relative to the folder.
    var reported: Set<String> {
        Set(recorder.batches.flatMap(\.paths).map { $0.hasPrefix(folder + "/") ? String($0.dropFirst(folder.count + 1)) : $0 })
    }

    /// Waits until `condition` holds, checking every 10 ms; false after `timeout` seconds.
    func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > end { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// Waits until no batch arrived for a while, then forgets the batches so far.
    func settleAndClear() {
        let end = Date().addingTimeInterval(5)
        var count = -1
        while count != recorder.batches.count, Date() < end {
            count = recorder.batches.count
            Thread.sleep(forTimeInterval: mechanism.settleTime)
        }
        recorder.clear()
    }
}

/// Real files in a temporary folder, watched with inotify and with polling. Serialized: the
/// timings are generous, but a dozen watchers at once on a busy 2-core machine is asking for trouble.
@Suite(.serialized)
struct FileWatcherTests {
    @Test(arguments: WatchMechanism.allCases)
    func aSingleEditIsReportedWithItsPath(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A", "Content/b.md": "B", "Content/c/d.md": "D"])
        #if os(Linux)
        #expect(fixture.watcher.mechanism == mechanism.rawValue)
        #endif
        try fixture.edit("Content/c/d.md")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/c/d.md") })
        #expect(fixture.reported == ["Content/c/d.md"])
        #expect(fixture.recorder.batches.allSatisfy { !$0.overflow })
    }

    @Test(arguments: WatchMechanism.allCases)
    func aBurstOf500FilesIsOneBatch(_ mechanism: WatchMechanism) throws {
        // A quiet period longer than the default, so that the test being held up in the middle
        // of the burst on a busy machine (waiting for the disk, say) does not split it.
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A"], quietPeriod: 1, maximumDelay: 30)
        let names = (0..<500).map { "Content/p\($0).md" }
        for name in names { try fixture.write(name, "page") }
        #expect(fixture.waitUntil(timeout: 30) { fixture.reported.isSuperset(of: names) })
        #expect(fixture.recorder.batches.count == 1, "batches of \(fixture.recorder.batches.map(\.paths.count))")
        #expect(fixture.reported == Set(names))
    }

    @Test(arguments: WatchMechanism.allCases)
    func aTemporaryFileRenamedOverTheOriginalIsReportedUnderTheRealName(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A"])
        try fixture.write("Content/.a.md.tmp-4711", "A, saved")
        fixture.move("Content/.a.md.tmp-4711", "Content/a.md")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/a.md") })
        #expect(fixture.reported == ["Content/a.md"])
    }

    @Test(arguments: WatchMechanism.allCases)
    func hiddenAndEditorTemporaryFilesAreIgnored(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A", "Content/.git/HEAD": "ref: main"])
        try fixture.edit("Content/.git/HEAD")
        for name in [".DS_Store", ".a.md.swp", "a.md.swx", "a.md~", "4913", ".new/page.md"] {
            try fixture.write("Content/" + name, "x")
        }
        try fixture.remove("Content/4913")
        try fixture.write("Content/z.md", "Z")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/z.md") })
        #expect(fixture.reported == ["Content/z.md"])
    }

    @Test(arguments: WatchMechanism.allCases)
    func aFileInANewSubfolderIsReportedAndSoIsALaterEditInIt(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A"])
        try fixture.write("Content/new/deeper/x.md", "X")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/new/deeper/x.md") })
        #expect(fixture.reported.isSubset(of: ["Content/new", "Content/new/deeper", "Content/new/deeper/x.md"]))

        fixture.settleAndClear()
        try fixture.edit("Content/new/deeper/x.md")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/new/deeper/x.md") })
        #expect(fixture.reported == ["Content/new/deeper/x.md"])
    }

    @Test(arguments: WatchMechanism.allCases)
    func deletingAFileOrAFolderIsReported(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A", "Content/b.md": "B", "Content/sub/s.md": "S"])
        try fixture.remove("Content/a.md")
        try fixture.remove("Content/sub")
        let expected: Set<String> = ["Content/a.md", "Content/sub", "Content/sub/s.md"]
        #expect(fixture.waitUntil { fixture.reported.isSuperset(of: expected) })
        #expect(fixture.reported == expected)

        // A file in a folder of the same name, created again, is reported again.
        fixture.settleAndClear()
        try fixture.write("Content/sub/t.md", "T")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/sub/t.md") })
    }

    @Test(arguments: WatchMechanism.allCases)
    func aWatchedFileIsReportedAfterAnAtomicSaveAndItsSiblingIsNot(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["site/guidegen.yml": "title: A", "site/other.yml": "x: 1"],
                                       roots: ["site/guidegen.yml"])
        try fixture.edit("site/other.yml")
        try fixture.write("site/guidegen.yml.saving", "title: B")
        fixture.move("site/guidegen.yml.saving", "site/guidegen.yml")
        #expect(fixture.waitUntil { fixture.reported.contains("site/guidegen.yml") })
        #expect(fixture.reported == ["site/guidegen.yml"])

        // The new file (a new inode) is still watched.
        fixture.settleAndClear()
        try fixture.edit("site/guidegen.yml")
        #expect(fixture.waitUntil { fixture.reported.contains("site/guidegen.yml") })
        #expect(fixture.reported == ["site/guidegen.yml"])
    }

    @Test(arguments: WatchMechanism.allCases)
    func stopEndsCallbacks(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A"])
        try fixture.edit("Content/a.md")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/a.md") })

        let start = Date()
        fixture.watcher.stop()
        #expect(Date().timeIntervalSince(start) < 1)
        fixture.watcher.stop()
        fixture.recorder.clear()
        try fixture.edit("Content/a.md")
        try fixture.write("Content/b.md", "B")
        Thread.sleep(forTimeInterval: mechanism.settleTime * 2)
        #expect(fixture.recorder.batches.isEmpty)

        // Started again, it watches again.
        try fixture.watcher.start()
        try fixture.write("Content/c.md", "C")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/c.md") })
    }

    @Test(arguments: WatchMechanism.allCases)
    func aWatcherThatGoesAwayStops(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A"], start: false)
        let recorder = BatchRecorder()
        var watcher: FileWatcher? = FileWatcher(roots: [fixture.path("Content")], forcePolling: mechanism == .polling) { recorder.record($0) }
        try watcher?.start()
        try fixture.edit("Content/a.md")
        #expect(fixture.waitUntil { !recorder.batches.isEmpty })

        weak let gone = watcher
        watcher = nil
        #expect(gone == nil)
        recorder.clear()
        try fixture.edit("Content/a.md")
        Thread.sleep(forTimeInterval: mechanism.settleTime * 2)
        #expect(recorder.batches.isEmpty)
    }

    @Test(arguments: WatchMechanism.allCases)
    func aSteadyStreamOfWritesIsDeliveredOneBatchAtATimeAndNothingAfterStop(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A"], maximumDelay: 0.1)
        fixture.recorder.slowDown(0.05)
        let writing = StopFlag()
        let folder = fixture.path("Content")
        let writer = Thread {
            var index = 0
            while !writing.isSet {
                try? writeFile(folder + "/stream\(index % 50).md", "\(index)")
                index += 1
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
        writer.start()
        defer { writing.set() }

        // Stopped while a callback runs: stop() waits for it.
        #expect(fixture.waitUntil { fixture.recorder.batches.count >= 3 && fixture.recorder.isRunning })
        fixture.watcher.stop()
        fixture.recorder.markStopped()
        Thread.sleep(forTimeInterval: mechanism.settleTime)
        #expect(fixture.recorder.callsAfterStop == 0)
        #expect(fixture.recorder.mostAtOnce == 1)
    }

    @Test(arguments: WatchMechanism.allCases)
    func theMaximumDelayDeliversWithoutWaitingForQuiet(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A"], quietPeriod: 60, maximumDelay: 0.2)
        try fixture.edit("Content/a.md")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/a.md") })
    }

    @Test(arguments: WatchMechanism.allCases)
    func aRootDeletedWhileWatchedIsWatchedAgainWhenItComesBack(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A"])
        try fixture.remove("Content")
        #expect(fixture.waitUntil { fixture.reported.isSuperset(of: ["Content", "Content/a.md"]) })

        fixture.settleAndClear()
        try fixture.write("Content/b.md", "B")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/b.md") })

        fixture.settleAndClear()
        try fixture.edit("Content/b.md")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/b.md") })
        #expect(fixture.reported == ["Content/b.md"])
    }

    @Test(arguments: WatchMechanism.allCases)
    func aRootThatDoesNotExistYetIsReportedWhenItAppears(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, roots: ["site/Content", "site/guidegen.yml"])
        try fixture.write("site/Content/a/b.md", "B")
        #expect(fixture.waitUntil { fixture.reported.contains("site/Content/a/b.md") })
        try fixture.write("site/guidegen.yml", "title: A")
        #expect(fixture.waitUntil { fixture.reported.contains("site/guidegen.yml") })

        fixture.settleAndClear()
        try fixture.edit("site/Content/a/b.md")
        #expect(fixture.waitUntil { fixture.reported.contains("site/Content/a/b.md") })
        #expect(fixture.reported == ["site/Content/a/b.md"])
    }

    @Test(arguments: WatchMechanism.allCases)
    func linkLoopsAndUnreadableFoldersDoNotStopTheWatcher(_ mechanism: WatchMechanism) throws {
        let fixture = try WatchFixture(mechanism, files: ["Content/a.md": "A", "Content/locked/l.md": "L"], start: false)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: fixture.path("Content/loop"), withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: fixture.path("Content/self"), withDestinationPath: "self")
        try manager.createSymbolicLink(atPath: fixture.path("Looped"), withDestinationPath: "Looped")
        try manager.setAttributes([.posixPermissions: 0], ofItemAtPath: fixture.path("Content/locked"))
        defer { try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fixture.path("Content/locked")) }
        let recorder = fixture.recorder
        fixture.watcher = FileWatcher(roots: [fixture.path("Content"), fixture.path("Looped")],
                                      forcePolling: mechanism == .polling) { recorder.record($0) }
        try fixture.watcher.start()

        try fixture.edit("Content/a.md")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/a.md") })
        #expect(fixture.reported == ["Content/a.md"])

        // The looping root replaced by a real folder.
        try fixture.remove("Looped")
        try fixture.write("Looped/x.md", "X")
        #expect(fixture.waitUntil { fixture.reported.contains("Looped/x.md") })
    }

    #if os(Linux)
    /// A save that is complete (the file written and closed) is delivered after a quarter of the
    /// quiet period: the preview's body edit reaches the browser sooner.
    @Test func aCompleteSaveWaitsAQuarterOfTheQuietPeriod() throws {
        let fixture = try WatchFixture(.inotify, files: ["Content/a.md": "A"], quietPeriod: 4, maximumDelay: 30)
        let start = Date()
        try fixture.edit("Content/a.md")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/a.md") })
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 0.9 && waited < 3, "delivered after \(waited) s")
    }

    /// A file still open for writing (a tool writing it in pieces) waits the whole quiet period;
    /// closing it completes the save.
    @Test func aFileStillBeingWrittenWaitsTheWholeQuietPeriod() throws {
        let fixture = try WatchFixture(.inotify, files: ["Content/a.md": "A"], quietPeriod: 4, maximumDelay: 30)
        let file = open(fixture.path("Content/a.md"), O_WRONLY | O_APPEND)
        #expect(file >= 0)
        #expect(write(file, "more", 4) == 4)
        Thread.sleep(forTimeInterval: 2)
        #expect(fixture.recorder.batches.isEmpty, "delivered while the file was open")
        let closed = Date()
        close(file)
        #expect(fixture.waitUntil { fixture.reported.contains("Content/a.md") })
        #expect(Date().timeIntervalSince(closed) < 1.9, "the close completed the save")
    }

    @Test func aQueueOverflowIsReportedAndWatchingGoesOn() throws {
        let fixture = try WatchFixture(.inotify, files: ["Content/a.md": "A"])
        let hold = DispatchSemaphore(value: 0)
        fixture.recorder.holdNextBatch(until: hold)
        try fixture.edit("Content/a.md")
        #expect(fixture.waitUntil { fixture.recorder.batches.count == 1 })

        // While the callback is held, more events than the kernel queues: writes to two files in
        // turn (inotify merges an event only with an identical one just before it). Then a folder
        // whose creation is lost in the overflow.
        let queued = (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 16384
        let files = ["Content/a.md", "Content/b.md"].map { (name: String) -> Int32 in
            open(fixture.path(name), O_WRONLY | O_CREAT | O_APPEND, 0o644)
        }
        #expect(files.allSatisfy { $0 >= 0 })
        let count = queued + 1000
        var written = 0
        for index in 0..<count where write(files[index % 2], "x", 1) == 1 { written += 1 }
        #expect(written == count)
        files.forEach { _ = close($0) }
        try FileManager.default.createDirectory(atPath: fixture.path("Content/new"), withIntermediateDirectories: false)
        hold.signal()
        #expect(fixture.waitUntil { fixture.recorder.batches.contains { $0.overflow } })

        fixture.settleAndClear()
        try fixture.write("Content/new/x.md", "X")
        #expect(fixture.waitUntil { fixture.reported.contains("Content/new/x.md") })
    }
    #endif
}

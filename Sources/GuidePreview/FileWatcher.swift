import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A batch of changes the watcher saw.
struct FileChanges: Sendable, Equatable {
    /// Paths (as given under the watched roots: root + "/" + relative path) that were created,
    /// modified, deleted or renamed. A folder's path stands for everything that was in it.
    var paths: Set<String>
    /// True when the watcher may have missed events (inotify queue overflow, a watched folder
    /// replaced): treat as "everything may have changed".
    var overflow: Bool

    init(paths: Set<String> = [], overflow: Bool = false) {
        self.paths = paths
        self.overflow = overflow
    }

    var isEmpty: Bool { paths.isEmpty && !overflow }
}

/// Why a watcher could not start.
enum FileWatcherError: Error, CustomStringConvertible {
    /// The per-user limit on inotify watches (one per folder) was reached.
    case watchLimit(path: String, limit: Int?)
    /// The per-user limit on inotify instances was reached.
    case instanceLimit(limit: Int?)
    /// Any other refusal, with the call that failed and its `errno`.
    case system(call: String, path: String?, code: Int32)

    var description: String {
        switch self {
        case .watchLimit(let path, let limit):
            return "cannot watch `\(path)`: the inotify watch limit (fs.inotify.max_user_watches\(limit.map { " = \($0)" } ?? "")) is reached;"
                + " raise it with `sudo sysctl fs.inotify.max_user_watches=524288`, or watch fewer folders"
        case .instanceLimit(let limit):
            return "cannot start watching files: too many inotify instances (fs.inotify.max_user_instances\(limit.map { " = \($0)" } ?? ""));"
                + " close other file watchers or raise it with `sudo sysctl fs.inotify.max_user_instances=1024`"
        case .system(let call, let path, let code):
            return "cannot watch files\(path.map { " in `\($0)`" } ?? ""): \(call) failed: \(String(cString: strerror(code)))"
        }
    }

    static func readLimit(_ name: String) -> Int? {
        (try? String(contentsOfFile: "/proc/sys/fs/inotify/" + name, encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}

/// Watches folders and files and reports changes in batches, on a background thread.
///
/// Linux uses inotify; other systems scan the roots every quarter second.
final class FileWatcher: @unchecked Sendable {
    // @unchecked: `worker` is read and written under `lock` only; the rest is constant.
    let roots: [String]
    let quietPeriod: TimeInterval
    let maximumDelay: TimeInterval
    let usesPolling: Bool
    let pollInterval: TimeInterval
    let onChange: @Sendable (FileChanges) -> Void
    private let lock = NSLock()
    private var worker: WatchWorker?

    /// `roots`: folders are watched recursively (including folders created later); a path that
    /// is a file is watched through its parent folder, reporting only that file name (editors
    /// save by writing a temp file and renaming it over the original, so watching the file's
    /// inode would lose it). Roots that do not exist yet are reported when they appear.
    /// `quietPeriod`: a batch is delivered once no new event arrived for this long (a quarter
    /// of it when every file written was closed, as after an editor's save: see
    /// `ChangeSource.isSettled`); `maximumDelay`: ...or at the latest this long after its first
    /// event, so a steady stream of writes still rebuilds. `onChange` runs on the watcher's
    /// thread, one batch at a time.
    convenience init(roots: [String], quietPeriod: TimeInterval = 0.02, maximumDelay: TimeInterval = 1.0,
                            onChange: @escaping @Sendable (FileChanges) -> Void) {
        self.init(roots: roots, quietPeriod: quietPeriod, maximumDelay: maximumDelay, forcePolling: false, onChange: onChange)
    }

    /// `forcePolling` selects the scanning watcher on Linux too (for tests).
    init(roots: [String], quietPeriod: TimeInterval = 0.02, maximumDelay: TimeInterval = 1.0, forcePolling: Bool,
         pollInterval: TimeInterval = 0.25, onChange: @escaping @Sendable (FileChanges) -> Void) {
        self.roots = roots.map(Self.normalized)
        self.quietPeriod = max(0, quietPeriod)
        self.maximumDelay = max(0, maximumDelay)
        #if os(Linux)
        usesPolling = forcePolling
        #else
        usesPolling = true
        #endif
        self.pollInterval = pollInterval
        self.onChange = onChange
    }

    deinit { stop() }

    /// "inotify" or "polling": what this watcher uses.
    var mechanism: String { usesPolling ? "polling" : "inotify" }

    /// Starts watching on a background thread; does nothing when already watching. Throws a
    /// clear error when the system refuses (for example at the inotify watch limit).
    func start() throws {
        lock.lock()
        defer { lock.unlock() }
        if let worker, !worker.isStopping { return }
        let source: ChangeSource
        #if os(Linux)
        source = usesPolling ? PollingSource(roots: roots) : InotifySource(roots: roots)
        #else
        source = PollingSource(roots: roots)
        #endif
        let worker = WatchWorker(source: source, quietPeriod: quietPeriod, maximumDelay: maximumDelay,
                                 pollInterval: pollInterval, onChange: onChange)
        try worker.start()
        self.worker = worker
    }

    /// Stops watching; no callback runs after it returns (it waits for a running one to finish,
    /// unless called from the callback itself). Safe to call twice.
    func stop() {
        lock.lock()
        let worker = self.worker
        lock.unlock()
        // Not under the lock: the callback may call start() or stop().
        worker?.stop()
    }

    /// Without trailing slashes, so that reported paths have exactly one slash after the root.
    static func normalized(_ root: String) -> String {
        var path = root
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path.isEmpty ? "." : path
    }

    /// Hidden files and folders (`.git`, `.DS_Store`, `.page.md.swp`) and editor backups and
    /// temporary files never matter to a build.
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix("4913")
    }
}

// MARK: - The thread and the batching

/// Where changes come from: inotify events or scans.
private protocol ChangeSource: AnyObject {
    /// Readable when there are events to read; -1 for a source that must be scanned instead.
    var descriptor: Int32 { get }
    /// True when every file seen being written has been closed since: a save is complete, and
    /// more events are unlikely to follow. False when the source cannot know (scanning).
    var isSettled: Bool { get }
    /// Sets up the watches or takes the first snapshot.
    func open() throws
    /// Adds what changed since the last call; returns whether anything did.
    func read(into changes: inout FileChanges) -> Bool
    func close()
}

/// Runs one source on its own thread, batches its changes and delivers them.
private final class WatchWorker: @unchecked Sendable {
    // @unchecked: `stopping`, `finished` and `thread` change under `condition`; the wake pipe is set in `start()` before the thread runs.
    let source: ChangeSource
    let quietPeriod: TimeInterval
    let maximumDelay: TimeInterval
    let pollInterval: TimeInterval
    let onChange: @Sendable (FileChanges) -> Void
    private let condition = NSCondition()
    private var stopping = false
    private var finished = false
    private var thread: pthread_t?
    // A pipe that stop() writes to, so that the thread wakes at once.
    private var wakeRead: Int32 = -1
    private var wakeWrite: Int32 = -1

    init(source: ChangeSource, quietPeriod: TimeInterval, maximumDelay: TimeInterval, pollInterval: TimeInterval,
         onChange: @escaping @Sendable (FileChanges) -> Void) {
        self.source = source
        self.quietPeriod = quietPeriod
        self.maximumDelay = maximumDelay
        self.pollInterval = pollInterval
        self.onChange = onChange
    }

    var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    func start() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw FileWatcherError.system(call: "pipe", path: nil, code: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        do {
            // Watches are in place when start() returns, so no change after it is missed.
            try source.open()
        } catch {
            source.close()
            closeDescriptor(wakeRead)
            closeDescriptor(wakeWrite)
            throw error
        }
        let thread = Thread { [self] in
            condition.lock()
            self.thread = pthread_self()
            condition.unlock()
            run()
            source.close()
            condition.lock()
            closeDescriptor(wakeRead)
            closeDescriptor(wakeWrite)
            finished = true
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "guidegen file watcher"
        thread.start()
    }

    func stop() {
        condition.lock()
        defer { condition.unlock() }
        if !stopping, !finished {
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }
        stopping = true
        // From the callback itself: the loop ends when the callback returns.
        if let thread, pthread_equal(thread, pthread_self()) != 0 { return }
        while !finished { condition.wait() }
    }

    private func run() {
        var pending = FileChanges()
        var firstChange: Double?
        var lastChange = 0.0
        // The latest moment known to have been quiet: now for inotify after a wait without
        // events, the latest scan that found nothing when polling.
        var quietAt = 0.0
        let scans = source.descriptor < 0
        var nextScan = scans ? monotonicSeconds() + pollInterval : .infinity
        // When a scan found changes, the next one comes soon to see whether they have settled.
        let settleInterval = min(max(quietPeriod, 0.05), pollInterval)

        while !isStopping {
            let now = monotonicSeconds()
            // A save that is complete (every file written closed) waits a quarter of the quiet
            // period, so that a body edit reaches the browser sooner; one still being written
            // waits all of it.
            let quiet = source.isSettled ? quietPeriod / 4 : quietPeriod
            if let first = firstChange, now - first >= maximumDelay || quietAt - lastChange >= quiet {
                let batch = pending
                pending = FileChanges()
                firstChange = nil
                if isStopping { break }
                onChange(batch)
                continue
            }

            var deadline = nextScan
            if let first = firstChange {
                deadline = min(deadline, first + maximumDelay)
                if !scans { deadline = min(deadline, lastChange + quiet) }
            }
            var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            if !scans { descriptors.append(pollfd(fd: source.descriptor, events: Int16(POLLIN), revents: 0)) }
            let result = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(until: deadline, from: now))
            if result < 0 {
                if errno == EINTR { continue }
                break
            }
            if descriptors[0].revents != 0 { break }

            let time = monotonicSeconds()
            if scans {
                guard time >= nextScan else { continue }
                if source.read(into: &pending) {
                    firstChange = firstChange ?? time
                    lastChange = time
                } else {
                    quietAt = time
                }
                nextScan = time + (pending.isEmpty ? pollInterval : settleInterval)
            } else if descriptors[1].revents != 0, source.read(into: &pending) {
                firstChange = firstChange ?? time
                lastChange = time
            } else {
                quietAt = time
            }
        }
    }

    /// A poll() timeout, rounded up so that the wait does not end just before the deadline.
    static func milliseconds(until deadline: Double, from now: Double) -> Int32 {
        guard deadline.isFinite else { return -1 }
        return Int32(min(max(0, (deadline - now) * 1000).rounded(.up), 1_000_000))
    }
}

private func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
}

/// Closes a descriptor that may be -1 (`close` is also the name of methods here).
private func closeDescriptor(_ descriptor: Int32) {
    if descriptor >= 0 { _ = close(descriptor) }
}

// MARK: - Files and folders

private func joinPath(_ folder: String, _ name: String) -> String {
    folder == "/" ? "/" + name : folder + "/" + name
}

/// The folder a path is in and its last component (`guidegen.yml` is in `.`).
private func parentAndName(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    return (folder, String(path[path.index(after: slash)...]))
}

private func fileStatus(_ path: String, followingLinks: Bool) -> stat? {
    var info = stat()
    let result = followingLinks ? stat(path, &info) : lstat(path, &info)
    return result == 0 ? info : nil
}

private func isDirectory(_ path: String, followingLinks: Bool) -> Bool {
    guard let info = fileStatus(path, followingLinks: followingLinks) else { return false }
    return info.st_mode & S_IFMT == S_IFDIR
}

/// The names in a folder without `.` and `..`, or nil when it cannot be read.
private func directoryEntries(_ path: String) -> [String]? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

// MARK: - Polling

/// What a scan compares: for files the size, modification time and inode; for folders only that
/// they are the same folder (their times change whenever a file in them does).
private struct FileStamp: Equatable {
    var isDirectory: Bool
    var inode: UInt64
    var size: Int64 = 0
    var seconds = 0
    var nanoseconds = 0

    init(_ info: stat) {
        isDirectory = info.st_mode & S_IFMT == S_IFDIR
        inode = UInt64(info.st_ino)
        guard !isDirectory else { return }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }
}

/// Compares snapshots of the roots.
private final class PollingSource: ChangeSource {
    let roots: [String]
    var isSettled: Bool { false }
    private var snapshot: [String: FileStamp] = [:]

    init(roots: [String]) {
        self.roots = roots
    }

    var descriptor: Int32 { -1 }

    func open() throws {
        snapshot = Self.scan(roots)
    }

    func read(into changes: inout FileChanges) -> Bool {
        let current = Self.scan(roots)
        var changed = false
        for (path, stamp) in current where snapshot[path] != stamp {
            changes.paths.insert(path)
            changed = true
        }
        for path in snapshot.keys where current[path] == nil {
            changes.paths.insert(path)
            changed = true
        }
        snapshot = current
        return changed
    }

    func close() {}

    static func scan(_ roots: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for root in roots {
            // A root that is a symbolic link is followed; a broken one or a loop is stamped itself.
            guard let info = fileStatus(root, followingLinks: true) ?? fileStatus(root, followingLinks: false) else { continue }
            let stamp = FileStamp(info)
            stamps[root] = stamp
            guard stamp.isDirectory else { continue }
            var folders = [root]
            while let folder = folders.popLast() {
                for name in directoryEntries(folder) ?? [] where !FileWatcher.isIgnored(name) {
                    let path = joinPath(folder, name)
                    // Links inside are not followed, so a link loop cannot make the scan endless.
                    guard let info = fileStatus(path, followingLinks: false) else { continue }
                    let stamp = FileStamp(info)
                    stamps[path] = stamp
                    if stamp.isDirectory { folders.append(path) }
                }
            }
        }
        return stamps
    }
}

// MARK: - inotify

#if os(Linux)
/// Watches every folder under the roots with inotify.
private final class InotifySource: ChangeSource {
    let roots: [String]
    private(set) var descriptor: Int32 = -1
    private var views: [Int32: [View]] = [:]
    private var found = FileChanges()
    private var sawChange = false
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// Files written to and not closed since, by watch and name.
    private var beingWritten: Set<String> = []

    var isSettled: Bool { beingWritten.isEmpty }

    /// What a watched folder is to the roots (one folder can be several things).
    enum View: Equatable {
        /// A folder of root number `root` (the root itself when `isRoot`), watched with all it holds.
        case tree(path: String, root: Int, isRoot: Bool)
        /// A folder that should hold `name` on the way to root number `root`: the root itself
        /// when `isParent` (a file root, or a root that does not exist yet), else a missing folder above it.
        case entry(name: String, root: Int, isParent: Bool)

        var root: Int {
            switch self {
            case .tree(_, let root, _), .entry(_, let root, _): return root
            }
        }
    }

    static let mask = UInt32(IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO
        | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)
    static let selfGone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT)
    static let appeared = UInt32(IN_CREATE | IN_MOVED_TO)

    init(roots: [String]) {
        self.roots = roots
    }

    func open() throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if descriptor < 0 {
            let code = errno
            if code == EMFILE { throw FileWatcherError.instanceLimit(limit: FileWatcherError.readLimit("max_user_instances")) }
            throw FileWatcherError.system(call: "inotify_init1", path: nil, code: code)
        }
        for index in roots.indices { try attach(index, reporting: false) }
    }

    func close() {
        closeDescriptor(descriptor)
        descriptor = -1
        views = [:]
        beingWritten = []
    }

    func read(into changes: inout FileChanges) -> Bool {
        sawChange = false
        // A bounded number of reads, so that an endless stream of events cannot hold off delivery.
        for _ in 0..<16 {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var events: [(wd: Int32, mask: UInt32, name: String)] = []
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                // struct inotify_event: wd, mask, cookie, len, then len bytes of NUL-padded name.
                while offset + 16 <= count {
                    let wd = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, count)]
                    events.append((wd, mask, String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)))
                    offset += 16 + length
                }
            }
            for event in events {
                do {
                    try handle(wd: event.wd, mask: event.mask, name: event.name)
                } catch {
                    // Out of watches for a new folder: changes in it would go unseen.
                    found.overflow = true
                    sawChange = true
                }
            }
        }
        changes.paths.formUnion(found.paths)
        changes.overflow = changes.overflow || found.overflow
        found = FileChanges()
        return sawChange
    }

    private func report(_ path: String) {
        found.paths.insert(path)
        sawChange = true
    }

    private func handle(wd: Int32, mask: UInt32, name: String) throws {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            found.overflow = true
            sawChange = true
            try refresh()
            return
        }
        guard let list = views[wd] else { return }
        if mask & UInt32(IN_IGNORED) != 0 {
            // The kernel dropped the watch (its folder is gone).
            views[wd] = nil
            beingWritten = beingWritten.filter { !$0.hasPrefix("\(wd)/") }
            return
        }
        if !name.isEmpty, mask & UInt32(IN_ISDIR) == 0 {
            let file = "\(wd)/\(name)"
            if mask & UInt32(IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM) != 0 {
                beingWritten.remove(file)
            } else if mask & UInt32(IN_MODIFY | IN_CREATE) != 0 {
                beingWritten.insert(file)
            }
        }
        for view in list {
            switch view {
            case .tree(let path, let root, let isRoot):
                if name.isEmpty {
                    // A root folder deleted, moved away or unmounted: what it held is gone, and
                    // whatever comes to its path later is new.
                    if isRoot, mask & Self.selfGone != 0 {
                        report(path)
                        found.overflow = true
                        try reattach(root)
                    }
                    continue
                }
                guard !FileWatcher.isIgnored(name) else { continue }
                let child = joinPath(path, name)
                report(child)
                guard mask & UInt32(IN_ISDIR) != 0 else { continue }
                if mask & UInt32(IN_MOVED_FROM | IN_DELETE) != 0 {
                    removeViews {
                        guard case .tree(let other, root, false) = $0 else { return false }
                        return other == child || other.hasPrefix(child + "/")
                    }
                }
                if mask & Self.appeared != 0 {
                    // Files may have been written into it before the watch was added: report all it holds.
                    try addTree(child, root: root, isRoot: false, reporting: true)
                }
            case .entry(let entryName, let root, let isParent):
                if name.isEmpty {
                    if mask & Self.selfGone != 0 {
                        if isParent { report(roots[root]) }
                        try reattach(root)
                    }
                    continue
                }
                guard name == entryName else { continue }
                if isParent { report(roots[root]) }
                // A folder on the way appeared, or the root itself appeared as a folder.
                if mask & Self.appeared != 0, !isParent || mask & UInt32(IN_ISDIR) != 0 {
                    try reattach(root)
                }
            }
        }
    }

    /// Watches root number `index`: its whole tree when it is a folder, else its parent folder
    /// for its name, else the nearest folder on the way to it that exists, to attach it when it appears.
    private func attach(_ index: Int, reporting: Bool) throws {
        let root = roots[index]
        // Tried again when the root or a folder on the way appears between the check and the
        // watch (each time one folder deeper; bounded in case one keeps coming and going).
        for _ in 0..<64 {
            if isDirectory(root, followingLinks: true) {
                try addTree(root, root: index, isRoot: true, reporting: reporting)
                return
            }
            var (folder, name) = parentAndName(root)
            var isParent = true
            while !(try addWatch(folder, .entry(name: name, root: index, isParent: isParent), followingLinks: true)) {
                let (above, aboveName) = parentAndName(folder)
                // At `/` or `.`, or no folder on the way can be watched.
                if above == folder || aboveName == "." || aboveName == ".." { return }
                (folder, name, isParent) = (above, aboveName, false)
            }
            guard isDirectory(joinPath(folder, name), followingLinks: true) else {
                if reporting, isParent, fileStatus(root, followingLinks: false) != nil { report(root) }
                return
            }
        }
    }

    /// Forgets what is watched for root number `index` and watches it again.
    private func reattach(_ index: Int) throws {
        removeViews { $0.root == index }
        try attach(index, reporting: true)
    }

    /// After missed events: forgets folders that are gone and watches the roots again, which
    /// adds folders created meanwhile (folders already watched keep their watches).
    private func refresh() throws {
        removeViews {
            guard case .tree(let path, _, _) = $0 else { return false }
            return !isDirectory(path, followingLinks: true)
        }
        for index in roots.indices { try attach(index, reporting: false) }
    }

    /// Watches a folder and every folder in it (not following links, so a loop stays one link),
    /// reporting everything in them when `reporting`.
    private func addTree(_ path: String, root: Int, isRoot: Bool, reporting: Bool) throws {
        var folders = [(path: path, isRoot: isRoot)]
        while let folder = folders.popLast() {
            let view = View.tree(path: folder.path, root: root, isRoot: folder.isRoot)
            guard try addWatch(folder.path, view, followingLinks: folder.isRoot) else { continue }
            if reporting { report(folder.path) }
            for name in directoryEntries(folder.path) ?? [] where !FileWatcher.isIgnored(name) {
                let child = joinPath(folder.path, name)
                if isDirectory(child, followingLinks: false) {
                    folders.append((child, false))
                } else if reporting {
                    report(child)
                }
            }
        }
    }

    /// Adds a watch on a folder; false when it cannot be watched (gone, not a folder, no
    /// permission), throws at the watch limit.
    private func addWatch(_ folder: String, _ view: View, followingLinks: Bool) throws -> Bool {
        var mask = Self.mask | UInt32(IN_ONLYDIR)
        if !followingLinks { mask |= UInt32(IN_DONT_FOLLOW) }
        let wd = inotify_add_watch(descriptor, folder, mask)
        guard wd >= 0 else {
            let code = errno
            if code == ENOSPC { throw FileWatcherError.watchLimit(path: folder, limit: FileWatcherError.readLimit("max_user_watches")) }
            if code == ENOMEM { throw FileWatcherError.system(call: "inotify_add_watch", path: folder, code: code) }
            return false
        }
        // The same folder may already be watched (nested roots): one watch, several views.
        if !views[wd, default: []].contains(view) { views[wd, default: []].append(view) }
        return true
    }

    private func removeViews(where shouldRemove: (View) -> Bool) {
        for (wd, list) in views {
            let kept = list.filter { !shouldRemove($0) }
            guard kept.count != list.count else { continue }
            if kept.isEmpty {
                views[wd] = nil
                _ = inotify_rm_watch(descriptor, wd)
            } else {
                views[wd] = kept
            }
        }
    }
}
#endif

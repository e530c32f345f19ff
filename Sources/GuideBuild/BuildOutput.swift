import Foundation
import GuideCore
import Synchronization

/// Where a build writes its files: a folder on disk, or memory for the preview server and tests.
public protocol BuildOutput: AnyObject, Sendable {
    /// Writes one file at a path relative to the site root (`en/components/alerts/index.html`).
    func write(_ data: Data, to relativePath: String) throws
    /// Copies a file from disk.
    func copy(from path: String, to relativePath: String) throws
    /// Writes bytes (a search index's files come as bytes).
    func write(bytes: [UInt8], to relativePath: String) throws
    /// A folder on the output's disk for the build's spill file (`SpillFile`), or nil to keep
    /// everything in memory.
    var spillFolder: String? { get }
}

extension BuildOutput {
    public var spillFolder: String? { nil }

    public func write(bytes: [UInt8], to relativePath: String) throws {
        try write(Data(bytes), to: relativePath)
    }
}

/// Rejects relative output paths that could leave the output folder.
func checkedRelativePath(_ path: String) throws -> String {
    // One pass over the bytes: every file of a build passes here (`String.contains` went
    // through Foundation's search, splitting into parts made an array per file).
    var parts = 0
    var length = 0, dots = 0  // of the current part
    var safe = path.utf8.first != UInt8(ascii: "/")
    // Ends the current part: it counts unless empty, and may not be `.` or `..`.
    func endPart() {
        if length > 0 { parts += 1 }
        if length > 0, length == dots, length <= 2 { safe = false }
        (length, dots) = (0, 0)
    }
    for byte in path.utf8 where safe {
        switch byte {
        case 0: safe = false
        case UInt8(ascii: "/"): endPart()
        default:
            length += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
    }
    endPart()
    guard safe, parts > 0 else { throw BuildError.unsafeOutputPath(path) }
    return path
}

/// Errors that stop a build outright.
public enum BuildError: Error, CustomStringConvertible {
    case unsafeOutputPath(String)
    case output(String)
    /// The output folder may not be replaced (`output.not-ours`, `output.read-only`, …).
    case refused(id: String, message: String, suggestion: String)

    public var description: String {
        switch self {
        case .unsafeOutputPath(let path): return "refusing to write `\(path)` outside the output folder"
        case .output(let message): return message
        case .refused(_, let message, _): return message
        }
    }

    /// The error as a diagnostic.
    public var diagnostic: Diagnostic {
        switch self {
        case .refused(let id, let message, let suggestion): return .catalogued(id, message, at: nil, suggestion: suggestion)
        default: return .error("output.write", description, at: nil)
        }
    }
}

/// A file the build copies from the sources (a medium, a theme asset): where it is, and which
/// file it was when the build saw it. The preview keeps this rather than the bytes, so that a
/// video costs it no memory, and reads the file when it is asked for.
public struct SourceFile: Equatable, Sendable {
    /// The path the build read it from (links in it are followed).
    public let path: String
    /// Its length in bytes when the build saw it.
    public let size: Int
    // Which file it was: the same device and inode, and the same modification time (a file
    // written again in place is a change).
    let device: UInt64
    let inode: UInt64
    let modified: Int

    init(path: String, info: stat) {
        self.path = path
        size = Int(info.st_size)
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        #if os(Linux)
        modified = info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        #else
        modified = info.st_mtimespec.tv_sec * 1_000_000_000 + info.st_mtimespec.tv_nsec
        #endif
    }

    /// Opens a regular file for reading: the descriptor (the caller closes it) and what it is.
    /// Never blocks on a FIFO put where a file was (`O_NONBLOCK`; it is refused).
    static func open(_ path: String) throws -> (descriptor: Int32, file: SourceFile) {
        let descriptor = openForReading(path)
        guard descriptor >= 0 else { throw BuildError.output("cannot read `\(path)`: \(String(cString: strerror(errno)))") }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw BuildError.output("cannot copy `\(path)`: not a regular file")
        }
        return (descriptor, SourceFile(path: path, info: info))
    }

    /// Opens the file for reading if it is still the file the build copied (the same device and
    /// inode: not something put in its place since, such as a link to a file elsewhere), with
    /// its length now. Nil when it is gone or another file. The caller closes the descriptor.
    public func reopen() -> (descriptor: Int32, size: Int)? {
        guard let (descriptor, now) = try? Self.open(path) else { return nil }
        guard now.device == device, now.inode == inode else {
            close(descriptor)
            return nil
        }
        return (descriptor, now.size)
    }

    /// The bytes, read whole (for tests and small files); nil when the file cannot be read.
    public func contents() -> Data? {
        guard let (descriptor, size) = reopen() else { return nil }
        defer { close(descriptor) }
        var data = Data(count: size)
        let read = data.withUnsafeMutableBytes { buffer -> Int in
            var done = 0
            while done < size {
                let count = pread(descriptor, buffer.baseAddress! + done, size - done, off_t(done))
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                done += count
            }
            return done
        }
        return read == size ? data : nil
    }
}

/// A file of a build held by the preview: its bytes, the place in a spill file where they are,
/// or for a file copied from the sources, the file to read them from.
public enum StoredFile: Equatable, Sendable {
    case bytes(Data)
    case spilled(SpillFile, SpillFile.Span)
    case source(SourceFile)

    /// The bytes (a spilled or source file read whole); nil when they cannot be read.
    public var data: Data? {
        switch self {
        case .bytes(let data): return data
        case .spilled(let file, let span): return file.bytes(span).map { Data($0) }
        case .source(let file): return file.contents()
        }
    }

    /// The length of bytes held in memory or spilled; nil for a source file (read when sent).
    var byteCount: Int? {
        switch self {
        case .bytes(let data): return data.count
        case .spilled(_, let span): return span.count
        case .source: return nil
        }
    }

    public static func == (a: StoredFile, b: StoredFile) -> Bool {
        switch (a, b) {
        case (.bytes(let x), .bytes(let y)): return x == y
        case (.spilled(let x, let s), .spilled(let y, let t)): return x === y && s == t
        case (.source(let x), .source(let y)): return x == y
        default: return false
        }
    }
}

/// Keeps every file of a build, and which of them a build changed: the preview serves these
/// files and reloads the pages whose bytes changed. Files copied from the sources are kept as
/// references to them (`SourceFile`), not as bytes; bytes written as bytes (a search index's
/// files, a tenth of a site's size) go to `spill` when there is one, so that the preview's
/// memory does not grow with them.
final class MemoryOutput: BuildOutput, Sendable {
    /// Every file by relative path, and the paths changed since `takeChanges` was last called.
    private let state = Mutex<(storage: [String: StoredFile], changed: Set<String>)>(([:], []))
    private let spill: SpillFile?

    init(spill: SpillFile? = nil) {
        self.spill = spill
    }

    public func write(_ data: Data, to relativePath: String) throws {
        try store(.bytes(data), at: relativePath)
    }

    /// Writes bytes, comparing them with the file's before copying them (after an edit nearly
    /// every file of a search index is as it was).
    public func write(bytes: [UInt8], to relativePath: String) throws {
        let path = try checkedRelativePath(relativePath)
        let old = state.withLock { $0.storage[path] }
        // Compared and spilled outside the lock: the index's page files come from several threads.
        if Self.holds(old, bytes) { return }
        let stored = spill.flatMap { spill in bytes.withUnsafeBytes { spill.write($0) }.map { StoredFile.spilled(spill, $0) } }
            ?? .bytes(Data(bytes))
        state.withLock { state in
            state.storage[path] = stored
            state.changed.insert(path)
        }
    }

    /// Keeps bytes already in a spill file as they are there; they changed when they are
    /// another place's with other bytes (a page's excerpt made again, the same). Thread-safe.
    func keep(_ file: SpillFile, _ span: SpillFile.Span, at relativePath: String) throws {
        let path = try checkedRelativePath(relativePath)
        let new = StoredFile.spilled(file, span)
        let old = state.withLock { $0.storage[path] }
        if old == new { return }
        if old?.byteCount == span.count, let bytes = file.bytes(span), Self.holds(old, bytes) { return }
        try store(new, at: path)
    }

    /// True when `old` holds exactly `bytes` (read back when it is spilled).
    private static func holds(_ old: StoredFile?, _ bytes: [UInt8]) -> Bool {
        guard let old, old.byteCount == bytes.count else { return false }
        switch old {
        case .bytes(let data): return same(data, bytes)
        case .spilled(let file, let span): return file.bytes(span) == bytes
        case .source: return false
        }
    }

    /// Keeps where the file is and which file it is; it changed when it is another file or was
    /// written since.
    func copy(from path: String, to relativePath: String) throws {
        let (descriptor, file) = try SourceFile.open(path)
        close(descriptor)
        try store(.source(file), at: relativePath)
    }

    private func store(_ file: StoredFile, at relativePath: String) throws {
        let path = try checkedRelativePath(relativePath)
        state.withLock { state in
            if state.storage[path] != file {
                state.storage[path] = file
                state.changed.insert(path)
            }
        }
    }

    /// True when a file is at the path.
    func contains(_ relativePath: String) -> Bool {
        state.withLock { $0.storage[relativePath] != nil }
    }

    /// Removes the files for which `shouldRemove` is true.
    func remove(where shouldRemove: (String) -> Bool) {
        state.withLock { state in
            for path in state.storage.keys where shouldRemove(path) {
                state.storage[path] = nil
                state.changed.insert(path)
            }
        }
    }

    /// The paths written with new bytes, added or removed since the last call.
    func takeChanges() -> Set<String> {
        state.withLock { state in
            let taken = state.changed
            state.changed = []
            return taken
        }
    }

    /// All files by relative path, copied files as references to their sources.
    var stored: [String: StoredFile] {
        state.withLock { $0.storage }
    }

    /// All files by relative path, copied files read whole (for tests).
    var files: [String: Data] {
        stored.compactMapValues(\.data)
    }

    /// One file as text.
    public func text(_ relativePath: String) -> String? {
        let file = state.withLock { $0.storage[relativePath] }
        return file?.data.map { String(decoding: $0, as: UTF8.self) }
    }

    /// True when the data holds exactly the bytes.
    static func same(_ data: Data, _ bytes: [UInt8]) -> Bool {
        data.count == bytes.count && data.withUnsafeBytes { old in
            bytes.withUnsafeBytes { new in old.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0 }
        }
    }
}

/// `open(2)` for reading, named apart from `SourceFile.open`.
private func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
}

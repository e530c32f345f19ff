import Foundation
import GuideCore

/// Where a build writes its files: a folder on disk, or memory for the preview server and tests.
public protocol BuildOutput: AnyObject, Sendable {
    /// Writes one file at a path relative to the site root (`en/components/alerts/index.html`).
    func write(_ data: Data, to relativePath: String) throws
    /// Copies a file from disk.
    func copy(from path: String, to relativePath: String) throws
    /// Writes bytes (a search index's files come as bytes).
    func write(bytes: [UInt8], to relativePath: String) throws
}

extension BuildOutput {
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
        case .refused(let id, let message, let suggestion): return .error(id, message, at: nil, suggestion: suggestion)
        default: return .error("output.write", description, at: nil)
        }
    }
}

/// Keeps every file in memory, and which of them a build changed: the preview serves these
/// files and reloads the pages whose bytes changed.
final class MemoryOutput: BuildOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: Data] = [:]
    private var changed = Set<String>()

    init() {}

    public func write(_ data: Data, to relativePath: String) throws {
        let path = try checkedRelativePath(relativePath)
        lock.lock()
        if storage[path] != data {
            storage[path] = data
            changed.insert(path)
        }
        lock.unlock()
    }

    /// Writes bytes, comparing them with the file's before copying them (after an edit nearly
    /// every file of a search index is as it was).
    public func write(bytes: [UInt8], to relativePath: String) throws {
        let path = try checkedRelativePath(relativePath)
        lock.lock()
        defer { lock.unlock() }
        if let old = storage[path], Self.same(old, bytes) { return }
        storage[path] = Data(bytes)
        changed.insert(path)
    }

    func copy(from path: String, to relativePath: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw BuildError.output("cannot read `\(path)`") }
        try write(data, to: relativePath)
    }

    /// True when a file is at the path.
    func contains(_ relativePath: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return storage[relativePath] != nil
    }

    /// Removes the files for which `shouldRemove` is true.
    func remove(where shouldRemove: (String) -> Bool) {
        lock.lock()
        for path in storage.keys where shouldRemove(path) {
            storage[path] = nil
            changed.insert(path)
        }
        lock.unlock()
    }

    /// The paths written with new bytes, added or removed since the last call.
    func takeChanges() -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        let taken = changed
        changed = []
        return taken
    }

    /// All files by relative path.
    var files: [String: Data] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// One file as text.
    public func text(_ relativePath: String) -> String? {
        files[relativePath].map { String(decoding: $0, as: UTF8.self) }
    }

    /// True when the data holds exactly the bytes.
    static func same(_ data: Data, _ bytes: [UInt8]) -> Bool {
        data.count == bytes.count && data.withUnsafeBytes { old in
            bytes.withUnsafeBytes { new in old.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0 }
        }
    }
}

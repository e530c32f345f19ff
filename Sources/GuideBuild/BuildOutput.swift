import Foundation
import GuideCore

/// Where a build writes its files: a folder on disk, or memory for the preview server and tests.
public protocol BuildOutput: AnyObject, Sendable {
    /// Writes one file at a path relative to the site root (`en/components/alerts/index.html`).
    func write(_ data: Data, to relativePath: String) throws
    /// Copies a file from disk.
    func copy(from path: String, to relativePath: String) throws
}

/// Rejects relative output paths that could leave the output folder.
func checkedRelativePath(_ path: String) throws -> String {
    let parts = path.split(separator: "/")
    guard !path.hasPrefix("/"), !parts.contains(".."), !parts.contains("."), !path.contains("\0"), !parts.isEmpty else {
        throw BuildError.unsafeOutputPath(path)
    }
    return path
}

/// Errors that stop a build outright.
public enum BuildError: Error, CustomStringConvertible {
    case unsafeOutputPath(String)
    case output(String)

    public var description: String {
        switch self {
        case .unsafeOutputPath(let path): return "refusing to write `\(path)` outside the output folder"
        case .output(let message): return message
        }
    }
}

/// Keeps every file in memory.
public final class MemoryOutput: BuildOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: Data] = [:]

    public init() {}

    public func write(_ data: Data, to relativePath: String) throws {
        let path = try checkedRelativePath(relativePath)
        lock.lock()
        storage[path] = data
        lock.unlock()
    }

    public func copy(from path: String, to relativePath: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw BuildError.output("cannot read `\(path)`") }
        try write(data, to: relativePath)
    }

    /// All files by relative path.
    public var files: [String: Data] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// One file as text.
    public func text(_ relativePath: String) -> String? {
        files[relativePath].map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Writes into a fresh folder beside the output folder and swaps it in only when the whole
/// build succeeded, so a failed build leaves the previous site untouched.
public final class DiskOutput: BuildOutput, @unchecked Sendable {
    public let destination: String
    let staging: String
    private let lock = NSLock()
    private var createdDirectories = Set<String>()

    /// Prepares a staging folder next to `destination`.
    public init(destination: String) throws {
        let url = URL(fileURLWithPath: destination).standardizedFileURL
        self.destination = url.path
        let parent = url.deletingLastPathComponent().path
        staging = parent + "/." + url.lastPathComponent + ".guidegen-\(getpid())"
        let fm = FileManager.default
        try? fm.removeItem(atPath: staging)
        do {
            try fm.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw BuildError.output("cannot create `\(staging)`: \(error.localizedDescription)")
        }
    }

    private func prepareDirectory(for relativePath: String) throws {
        let directory = (relativePath as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        lock.lock()
        let known = createdDirectories.contains(directory)
        lock.unlock()
        if known { return }
        try FileManager.default.createDirectory(atPath: staging + "/" + directory, withIntermediateDirectories: true)
        lock.lock()
        createdDirectories.insert(directory)
        lock.unlock()
    }

    public func write(_ data: Data, to relativePath: String) throws {
        let path = try checkedRelativePath(relativePath)
        try prepareDirectory(for: path)
        try data.write(to: URL(fileURLWithPath: staging + "/" + path))
    }

    public func copy(from source: String, to relativePath: String) throws {
        let path = try checkedRelativePath(relativePath)
        try prepareDirectory(for: path)
        try FileManager.default.copyItem(atPath: source, toPath: staging + "/" + path)
    }

    /// Replaces the output folder with the staged build.
    public func commit() throws {
        let fm = FileManager.default
        let old = staging + ".old"
        try? fm.removeItem(atPath: old)
        if fm.fileExists(atPath: destination) {
            guard rename(destination, old) == 0 else {
                throw BuildError.output("cannot replace `\(destination)`: \(String(cString: strerror(errno)))")
            }
        }
        guard rename(staging, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(old, destination)
            throw BuildError.output("cannot move the new site into `\(destination)`: \(reason)")
        }
        try? fm.removeItem(atPath: old)
    }

    /// Removes the staged files after a failed build.
    public func discard() {
        try? FileManager.default.removeItem(atPath: staging)
    }
}

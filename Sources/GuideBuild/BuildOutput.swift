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

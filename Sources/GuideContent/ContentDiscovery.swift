import Foundation
import GuideCore

/// A file found under the content folder.
public struct ContentFile: Sendable, Hashable {
    /// Absolute (or working-directory-relative) path to read.
    public var path: String
    /// Path relative to the content folder, with `/` separators.
    public var relativePath: String
    /// Path shown in diagnostics (relative to the working directory when possible).
    public var displayPath: String

    public init(path: String, relativePath: String, displayPath: String) {
        self.path = path
        self.relativePath = relativePath
        self.displayPath = displayPath
    }
}

/// Finds the Markdown pages and media files under a folder. Symbolic links are followed, but a
/// link that leads back into a folder already being walked is reported instead of looping.
public enum ContentDiscovery {
    public struct Result: Sendable {
        public var markdown: [ContentFile] = []
        public var media: [ContentFile] = []
        public var diagnostics: [Diagnostic] = []

        public init() {}
    }

    /// Walks `root` iteratively (deep trees cannot overflow the stack), skipping hidden files.
    public static func discover(root: String, displayPrefix: String) -> Result {
        var result = Result()
        let fm = FileManager.default
        var visitedDirectories = Set<String>()
        // (path on disk, relative path, real paths of the folders above it)
        var stack: [(String, String)] = [(root, "")]
        let realRoot = realPath(root)
        if let realRoot { visitedDirectories.insert(realRoot) }
        while let (directory, relative) = stack.popLast() {
            let entries: [String]
            do {
                entries = try fm.contentsOfDirectory(atPath: directory).sorted()
            } catch {
                result.diagnostics.append(.error("content.unreadable", "cannot read the folder: \(reason(error))", at: SourceLocation(file: join(displayPrefix, relative))))
                continue
            }
            for name in entries where !name.hasPrefix(".") {
                let path = directory + "/" + name
                let relativePath = relative.isEmpty ? name : relative + "/" + name
                let display = join(displayPrefix, relativePath)
                // One `lstat` per entry; only a symbolic link costs more system calls.
                var info = stat()
                let found = lstat(path, &info) == 0
                let isLink = found && (info.st_mode & S_IFMT) == S_IFLNK
                // A link is followed: what it points at decides whether it is a folder.
                guard found, !isLink || stat(path, &info) == 0 else {
                    result.diagnostics.append(.warning("content.broken-link", "symbolic link points to nothing; skipped", at: SourceLocation(file: display)))
                    continue
                }
                // A link out of the content folder would publish (and let the preview serve)
                // whatever it points at, such as /etc.
                if isLink, let realRoot, let real = realPath(path), real != realRoot, !real.hasPrefix(realRoot + "/") {
                    result.diagnostics.append(.warning("content.outside-link", "symbolic link leads outside the content folder; skipped", at: SourceLocation(file: display)))
                    continue
                }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    guard let real = realPath(path), !visitedDirectories.contains(real) else {
                        result.diagnostics.append(.warning("content.symlink-loop", "symbolic link leads back into a folder that is already included; skipped", at: SourceLocation(file: display)))
                        continue
                    }
                    visitedDirectories.insert(real)
                    stack.append((path, relativePath))
                } else {
                    let file = ContentFile(path: path, relativePath: relativePath, displayPath: display)
                    if name.hasSuffix(".md") || name.hasSuffix(".markdown") {
                        result.markdown.append(file)
                    } else {
                        result.media.append(file)
                    }
                }
            }
        }
        result.markdown.sort { $0.relativePath < $1.relativePath }
        result.media.sort { $0.relativePath < $1.relativePath }
        return result
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func join(_ prefix: String, _ relative: String) -> String {
        if prefix.isEmpty || prefix == "." { return relative.isEmpty ? "." : relative }
        return relative.isEmpty ? prefix : prefix + "/" + relative
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let message = strerror(Int32(underlying.code)) {
            return String(cString: message).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain, let message = strerror(Int32(nsError.code)) {
            return String(cString: message).lowercased()
        }
        return nsError.localizedDescription
    }
}

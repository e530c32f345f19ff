import Foundation
import GuideCore

/// Keeps a repository from making guidegen read, and so publish, files outside what the person
/// building allows: a content, theme or glossary path that resolves (after symbolic links)
/// outside the site's folder is refused, unless that person named it on the command line or
/// allowed its folder with `--allow-read`. (`ln -s ~/.ssh Theme/assets` would otherwise publish
/// the builder's keys; a CI job that builds previews of pull requests would publish its secrets.)
public enum InputSafety {
    /// One path the build reads: what it is (`content folder`), the path as the site wrote it,
    /// and the file that wrote it (guidegen.yml, or nil for a default such as `Content`).
    public struct Input {
        public var name: String
        public var path: String
        public var writtenIn: String?
        /// Where `writtenIn` sets it, when known.
        public var location: SourceLocation?

        public init(name: String, path: String, writtenIn: String?, at location: SourceLocation? = nil) {
            self.name = name
            self.path = path
            self.writtenIn = writtenIn
            self.location = location
        }
    }

    /// An error for each input that exists and resolves outside every folder of `allowed` (the
    /// site's folder, the paths named on the command line and those of `--allow-read`), or into
    /// a hidden folder of one (`.git`, which holds the remote's token and CI's credentials: hidden
    /// files inside a folder are never published, and neither is a hidden folder itself).
    public static func check(_ inputs: [Input], allowed: [String]) -> [Diagnostic] {
        let roots = allowed.map(OutputSafety.canonical)
        var diagnostics: [Diagnostic] = []
        for input in inputs where FileManager.default.fileExists(atPath: input.path) {
            let real = OutputSafety.canonical(input.path)
            let named = input.writtenIn.map { " (named in `\($0)`)" } ?? ""
            let inside = roots.compactMap { relative(real, to: $0) }
            if inside.isEmpty {
                diagnostics.append(.error("input.outside-root", "the \(input.name) `\(input.path)`\(named) leads to `\(real)`, outside the site's folder `\(roots.first ?? "")`; guidegen reads only inside it", at: input.location,
                                          suggestion: "pass `--allow-read \(real)` if you trust this site to read it"))
            } else if inside.allSatisfy({ $0.contains { $0.hasPrefix(".") } }) {
                diagnostics.append(.error("input.hidden", "the \(input.name) `\(input.path)`\(named) leads to `\(real)`, in a hidden folder; guidegen never publishes hidden files or folders (a `.git` folder holds credentials)", at: input.location,
                                          suggestion: "name it on the command line, or allow it with `--allow-read`, if you mean to publish it"))
            }
        }
        return diagnostics
    }

    /// The path components of `path` below `root`; nil when it is not inside it.
    private static func relative(_ path: String, to root: String) -> [Substring]? {
        if path == root { return [] }
        let prefix = root == "/" ? "/" : root + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return path.dropFirst(prefix.count).split(separator: "/")
    }
}

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

        public init(name: String, path: String, writtenIn: String?) {
            self.name = name
            self.path = path
            self.writtenIn = writtenIn
        }
    }

    /// An error for each input that exists and resolves outside every folder of `allowed` (the
    /// site's folder, the paths named on the command line and those of `--allow-read`).
    public static func check(_ inputs: [Input], allowed: [String]) -> [Diagnostic] {
        let roots = allowed.map(OutputSafety.canonical)
        var diagnostics: [Diagnostic] = []
        for input in inputs where FileManager.default.fileExists(atPath: input.path) {
            let real = OutputSafety.canonical(input.path)
            guard !roots.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else { continue }
            let named = input.writtenIn.map { " (named in `\($0)`)" } ?? ""
            diagnostics.append(.error("input.outside-root", "the \(input.name) `\(input.path)`\(named) leads to `\(real)`, outside the site's folder `\(roots.first ?? "")`; guidegen reads only inside it", at: nil,
                                      suggestion: "pass `--allow-read \(real)` if you trust this site to publish it"))
        }
        return diagnostics
    }
}

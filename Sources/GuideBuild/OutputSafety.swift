import Foundation
import GuideCore

/// Refuses output folders that would overwrite or swallow the sources.
public enum OutputSafety {
    /// An error when the output folder is, contains, or lies inside the content or theme folder.
    public static func check(output: String, sources: [(name: String, path: String)]) -> Diagnostic? {
        let out = canonical(output)
        if out == "/" { return .error("output.unsafe", "refusing to use `/` as the output folder", at: nil) }
        for (name, path) in sources {
            let source = canonical(path)
            if out == source {
                return .error("output.unsafe", "the output folder `\(output)` is the \(name) folder; the build would replace it", at: nil, suggestion: "choose another `--output`")
            }
            if source.hasPrefix(out + "/") {
                return .error("output.unsafe", "the output folder `\(output)` contains the \(name) folder `\(path)`; the build would replace it", at: nil, suggestion: "choose another `--output`")
            }
            if out.hasPrefix(source + "/") {
                return .error("output.unsafe", "the output folder `\(output)` is inside the \(name) folder `\(path)`", at: nil, suggestion: "choose another `--output`")
            }
        }
        return nil
    }

    /// An absolute path with symbolic links of the existing part resolved.
    static func canonical(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
            missing.insert(url.lastPathComponent, at: 0)
            url = url.deletingLastPathComponent()
        }
        var resolved = url.resolvingSymlinksInPath().path
        for part in missing { resolved += (resolved.hasSuffix("/") ? "" : "/") + part }
        return resolved
    }
}

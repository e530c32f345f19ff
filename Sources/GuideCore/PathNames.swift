import Foundation

/// A path's standard form, and the name and extension of a `/`-separated path, found on its bytes. `NSString`'s
/// `lastPathComponent` and `pathExtension` first normalise the whole path; at one call per file
/// over 10,000 files that showed in the linter's profile.
public enum PathNames {
    /// The absolute, standardised form of a path (relative paths start at the working folder):
    /// no `.`, `..`, repeated or trailing `/`, so that every spelling of a path (`./zh/a.md`,
    /// `zh//a.md`, `/site/zh/a.md`) compares equal. Links are not followed.
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The path with every symbolic link followed (`realpath`); nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder that holds `path`, as written: `a/b.txt` → `a`, `b.txt` → `` (the current
    /// folder), `/b` → `/`, `./b` → `.`, and `.` or `./` → `..`. Foundation's
    /// `deletingLastPathComponent` of `.` or `./` stops the program on Linux, and a file named
    /// from the folder a command runs in (`./Localizable.xcstrings`) leads there in two steps.
    public static func folder(of path: String) -> String {
        let path = Substring(withoutTrailingSlash(path))
        if path == "." { return ".." }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        var head = path[..<slash]
        while head.count > 1, head.hasSuffix("/") { head = head.dropLast() }
        // `a/.` is the folder `a` itself.
        if path[path.index(after: slash)...] == "." { return folder(of: String(head)) }
        return String(head)
    }

    /// A folder's path without the `/` a shell's completion ends it with (`site/` → `site`,
    /// `./` → `.`; `/` stays), so that paths joined to it name each file once.
    public static func withoutTrailingSlash(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return path.isEmpty ? "." : String(path)
    }

    /// The part after the last `/` (the whole path when there is none).
    public static func fileName(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }

    /// The file name's extension after its last `.`, lower-cased; empty when there is none or
    /// the name only starts with a dot (`.hidden`).
    public static func fileExtension(_ path: String) -> String {
        let name = fileName(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...].lowercased()
    }

    /// True for a Markdown file, `.md` or `.markdown` in any letter case, as DocC reads a
    /// catalog's articles (`Overview.MD` is one).
    public static func isMarkdown(_ path: String) -> Bool {
        let ext = fileExtension(path)
        return ext == "md" || ext == "markdown"
    }
}

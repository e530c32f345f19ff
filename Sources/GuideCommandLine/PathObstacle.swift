import Foundation

/// What stands in the way of files a command is about to write (`init`, `new`), found before
/// anything is written, so a refused command leaves the folder as it was.
enum PathObstacle {
    /// The first path, shown under `folder`, that stands where one of `relatives` (files to
    /// write) or a folder above one must go, and why: a file where a folder must be, a folder
    /// where a file must be, a link to nothing, or a link that leads out of `folder` (a
    /// repository's `Content/components` linked elsewhere would have the files written there,
    /// which the build then skips). Existing files are kept, so they are no obstacle.
    static func first(in folder: String, for relatives: [String]) -> (path: String, why: String)? {
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        for relative in relatives {
            let parts = relative.split(separator: "/")
            var path = folder == "." ? "" : folder
            for (n, part) in parts.enumerated() {
                path = path.isEmpty ? String(part) : (path as NSString).appendingPathComponent(String(part))
                var own = stat(), target = stat()
                guard lstat(path, &own) == 0 else { break }
                guard stat(path, &target) == 0 else { return (path, "a link to nothing") }
                if own.st_mode & S_IFMT == S_IFLNK {
                    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                    if resolved != base, !resolved.hasPrefix(base == "/" ? "/" : base + "/") { return (path, "a link out of `\(folder)`") }
                }
                let isFolder = target.st_mode & S_IFMT == S_IFDIR
                if isFolder == (n == parts.count - 1) { return (path, isFolder ? "a folder where a file must go" : "a file where a folder must go") }
            }
        }
        return nil
    }
}

import Foundation
import GuideCore

/// Refuses output folders that would overwrite or swallow the sources.
public enum OutputSafety {
    /// An error when the output folder is, contains, or lies inside an input of the build
    /// (`sources`: its content and theme folders, configuration, glossary), compared after
    /// symbolic links. Not even `--force` replaces such a folder.
    public static func check(output: String, sources: [(name: String, path: String)]) -> Diagnostic? {
        let out = canonical(output)
        if out == "/" { return .error("output.unsafe", "refusing to use `/` as the output folder", at: nil) }
        for (name, path) in sources {
            let source = canonical(path)
            if out == source {
                return .error("output.unsafe", "the output folder `\(output)` is the \(name); the build would replace it", at: nil, suggestion: "choose another `--output`")
            }
            if source.hasPrefix(out + "/") {
                return .error("output.unsafe", "the output folder `\(output)` contains the \(name) `\(path)`; the build would replace it", at: nil, suggestion: "choose another `--output`")
            }
            if out.hasPrefix(source + "/") {
                return .error("output.unsafe", "the output folder `\(output)` is inside the \(name) `\(path)`", at: nil, suggestion: "choose another `--output`")
            }
        }
        return nil
    }

    /// An error when the output folder lies outside the site's folder (for an output named by
    /// guidegen.yml, which comes with the repository rather than from the person building).
    /// `setAt` is where guidegen.yml sets `output:`; nil for the default, `Public`, which the
    /// repository can still ship as a link.
    public static func checkInsideRoot(output: String, root: String, setAt: SourceLocation?) -> Diagnostic? {
        // Compared after symbolic links: a repository that ships `link -> ..` and `output:
        // link/Public` would otherwise build into the folder above the site.
        let out = canonical(output), top = canonical(root)
        if out.hasPrefix(top == "/" ? "/" : top + "/") { return nil }
        let named = setAt == nil ? "the output folder `\(output)` leads to `\(out)`" : "guidegen.yml sets the output folder to `\(output)`"
        return .error("output.outside-root", "\(named), outside the site's folder `\(root)`; guidegen will not replace a folder there", at: setAt,
                      suggestion: "keep the output folder inside the site's folder, or pass `--output` on the command line")
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

/// What guidegen promises about the folders it writes: it replaces only folders it made, and
/// says clearly when the disk is full.
enum OutputFolder {
    /// The file that marks a folder as written by guidegen (and so safe to replace).
    static let markerName = ".guidegen-output"
    static let markerText = "This folder is written by `guidegen build`, which replaces it whole on every build.\n"

    /// The name prefix of the staging folders that builds of `folderName` write beside it.
    static func stagingPrefix(for folderName: String) -> String { "." + folderName + ".guidegen-" }

    /// The path with a symbolic link at its end (or above it) resolved, so a build through
    /// `Public -> /srv/www/site` lands in the target and the link stays.
    static func resolvingLinks(_ path: String) -> String {
        OutputSafety.canonical(path)
    }

    /// Throws unless the folder at `path` may be replaced: absent, empty, or marked as
    /// guidegen's (any folder with `force`); never a file, and never a read-only folder.
    static func checkReplaceable(_ path: String, shownAs shown: String, force: Bool) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw BuildError.refused(id: "output.not-a-folder", message: "the output path `\(shown)` is a file, not a folder; guidegen will not replace it", suggestion: "choose another `--output`")
        }
        // Root may write anywhere, so the mode bits say what the owner meant.
        guard info.st_mode & 0o222 != 0, access(path, W_OK) == 0 else {
            throw BuildError.refused(id: "output.read-only", message: "the output folder `\(shown)` is read-only; guidegen will not replace it", suggestion: "make it writable, or choose another `--output`")
        }
        if force { return }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        guard !entries.isEmpty, !entries.contains(markerName) else { return }
        let sample = entries.sorted().prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        throw BuildError.refused(id: "output.not-ours", message: "the output folder `\(shown)` was not made by guidegen and holds \(entries.count) item\(entries.count == 1 ? "" : "s") (\(sample)\(entries.count > 3 ? ", …" : "")); a build would replace it",
                                 suggestion: "choose another `--output`, or pass `--force` to replace it (a site built by guidegen 0.1 has no mark yet: `--force` once)")
    }

    static func isOutOfSpace(_ error: Error) -> Bool {
        if let cocoa = error as? CocoaError, cocoa.code == .fileWriteOutOfSpace { return true }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain, nsError.code == Int(ENOSPC) { return true }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, underlying.code == Int(ENOSPC) { return true }
        return false
    }

    /// One error for a full disk: the device, what is free and what the site needs.
    static func diskFullDiagnostic(folder: String, needed: Int) -> Diagnostic {
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        var fs = statvfs()
        let free = statvfs(parent, &fs) == 0 ? Int(fs.f_bavail) * Int(fs.f_frsize) : 0
        let device = mountedDevice(holding: parent)
        let on = device.map { " on \($0.device) (mounted at \($0.mountPoint))" } ?? ""
        return .error("output.disk-full", "the disk\(on) is full: \(megabytes(free)) free, and this site needs about \(megabytes(needed)); the previous site was left as it was", at: nil,
                      suggestion: "free some space, or choose an `--output` on another disk")
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes < 1_000_000 ? String(format: "%.0f KB", Double(bytes) / 1000) : String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }

    /// The device and mount point of the file system holding `path`, from /proc/self/mounts.
    static func mountedDevice(holding path: String) -> (device: String, mountPoint: String)? {
        guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else { return nil }
        let real = OutputSafety.canonical(path)
        var best: (device: String, mountPoint: String)?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 2 else { continue }
            // Spaces in mount points are written as \040.
            let point = fields[1].replacingOccurrences(of: "\\040", with: " ")
            let inside = point == "/" || real == point || real.hasPrefix(point + "/")
            if inside, point.count >= (best?.mountPoint.count ?? -1) { best = (String(fields[0]), point) }
        }
        return best
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
        return nsError.localizedDescription
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Replaces a file a person wrote with new bytes (`lint --fix`, `translations --mark`) as safely
/// as the file system allows.
public enum FileReplacement {
    /// Why a file could not be replaced.
    public enum Failure: Error, CustomStringConvertible {
        case readOnlyFile, readOnlyFolder, changedSinceRead, ownerNotKept
        case system(String)

        public var description: String {
            switch self {
            case .readOnlyFile: return "the file is read-only"
            case .readOnlyFolder: return "its folder is read-only"
            case .changedSinceRead: return "the file changed while guidegen was writing it; nothing was written, run the command again"
            case .ownerNotKept: return "a new file would not keep the file's owner"
            case .system(let reason): return reason
            }
        }
    }

    /// Writes `data` where the file at `path` keeps its bytes, when it still holds `read`:
    /// through a symbolic link to its target (the link stays a link), into a temporary file in
    /// the same folder with the original's mode and owner, then renamed over it, so that at every
    /// instant the file is whole (a file with hard links is written in place instead, so that
    /// every name gets the new bytes). When the file no longer holds `read` (someone saved an
    /// edit meanwhile) nothing is written. A read-only file or folder is never written, even by root.
    public static func replace(at path: String, from read: Data, with data: Data) throws(Failure) {
        guard let resolved = realpath(path, nil) else { throw Failure.system(String(cString: strerror(errno))) }
        let target = String(cString: resolved)
        free(resolved)
        let folder = PathNames.folder(of: target)
        var file = stat(), folderInfo = stat()
        guard stat(target, &file) == 0, stat(folder, &folderInfo) == 0 else { throw Failure.system(String(cString: strerror(errno))) }
        if access(target, W_OK) != 0 || file.st_mode & 0o222 == 0 { throw Failure.readOnlyFile }
        if access(folder, W_OK) != 0 || folderInfo.st_mode & 0o222 == 0 { throw Failure.readOnlyFolder }
        guard FileManager.default.contents(atPath: target) == read else { throw Failure.changedSinceRead }

        let temporary = folder + "/.\((target as NSString).lastPathComponent).guidegen-fix-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw Failure.system("cannot create a temporary file beside it: \(String(cString: strerror(errno)))") }
        var keep = false
        defer {
            if !keep { unlink(temporary) }
        }
        let written = writeAll(data, to: descriptor)
        let writeError = errno
        let ownerKept = file.st_uid == geteuid() && file.st_gid == getegid() || fchown(descriptor, file.st_uid, file.st_gid) == 0
        let modeKept = fchmod(descriptor, file.st_mode & 0o7777) == 0
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced else { throw Failure.system(String(cString: strerror(written ? errno : writeError))) }
        guard ownerKept else { throw Failure.ownerNotKept }
        guard modeKept else { throw Failure.system("cannot keep the file's permissions") }
        // Checked again just before the rename: an editor may have saved while this one was written.
        guard FileManager.default.contents(atPath: target) == read else { throw Failure.changedSinceRead }
        if file.st_nlink > 1 {
            // A file with other names (hard links) is one file: a new one renamed over this name
            // would leave the others with the old text. It is written in place, as editors do;
            // the whole new text is on the disk beside it first (the temporary file, removed after).
            try writeInPlace(data, to: target, original: read)
            return
        }
        guard rename(temporary, target) == 0 else { throw Failure.system(String(cString: strerror(errno))) }
        keep = true
    }

    /// Writes all of `data` to an open file; false (with `errno` set) when a write fails.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
    }

    /// Replaces the bytes of the file at `path` with `data`; if that fails part way, writes
    /// `original` back.
    private static func writeInPlace(_ data: Data, to path: String, original: Data) throws(Failure) {
        func overwrite(with bytes: Data) -> Bool {
            let descriptor = open(path, O_WRONLY | O_TRUNC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
        }
        guard overwrite(with: data) else {
            let reason = String(cString: strerror(errno))
            _ = overwrite(with: original)
            throw Failure.system(reason)
        }
    }
}

import Foundation
import GuideCore
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Applies safe fixes to files: every other byte is kept, each edit is checked against the
/// text it replaces, and files are replaced atomically, with their mode and owner, only when
/// they still hold what was read.
public enum Fixer {
    /// A file's text before and after its fixes.
    public struct Change: Sendable {
        public var path: String
        var old: String
        public var new: String
        public var applied: Int
        /// How the file is written back (UTF-8, with or without a byte-order mark, or UTF-16).
        public var encoding: StringsFileEncoding = .utf8
        /// The bytes the change was made from: it is written only over a file that still has them.
        public var read = Data()
    }

    /// The changes the fixes would make, file by file (nothing is written).
    static func plan(_ fixes: [Fix]) -> [Change] {
        Dictionary(grouping: fixes, by: \.file).sorted(by: { $0.key < $1.key }).compactMap { path, fileFixes in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return plan(fileFixes, data: data, path: path)
        }
    }

    /// The change the fixes make to a file's bytes, read here or elsewhere (standard input); nil
    /// when the bytes cannot be decoded or nothing changes.
    static func plan(_ fixes: [Fix], data: Data, path: String) -> Change? {
        // .strings files may be UTF-16: fix the decoded text and write it back the same way.
        let encoding = StringsFileEncoding.detect(data)
        let text: String
        if encoding == .utf16LittleEndian || encoding == .utf16BigEndian {
            guard let decoded = String(data: data.dropFirst(2), encoding: encoding == .utf16LittleEndian ? .utf16LittleEndian : .utf16BigEndian) else { return nil }
            text = decoded
        } else {
            guard case .success(let decoded) = TextDecoding.utf8(data) else { return nil }
            text = decoded
        }
        let (new, applied) = apply(fixes, to: text)
        guard applied > 0, new != text else { return nil }
        return Change(path: path, old: text, new: new, applied: applied, encoding: encoding, read: data)
    }

    /// The text with the fixes applied; overlapping fixes and ones whose text no longer matches are skipped.
    static func apply(_ fixes: [Fix], to text: String) -> (String, Int) {
        // Split at line ends as the linter counts lines (`lineStarts`: a newline, or a carriage
        // return no newline follows), each line keeping its own end; a "\r" before a newline
        // stays in its line. "\r\n" is one Character and would hide line ends from `split`.
        var text = text
        let (split, ends) = text.withUTF8 { bytes -> ([[UInt8]], [UInt8]) in
            let starts = bytes.lineStarts
            let lines = starts.indices.map { n in Array(bytes[starts[n]..<(n + 1 < starts.count ? starts[n + 1] - 1 : bytes.count)]) }
            return (lines, starts.dropFirst().map { bytes[$0 - 1] })
        }
        var lines = split
        var applied = 0
        let byLine = Dictionary(grouping: fixes, by: \.edit.line)
        for (line, lineFixes) in byLine where line >= 1 && line <= lines.count {
            var bytes = lines[line - 1]
            var lowestStart = Int.max
            // From the end of the line backwards, so earlier columns stay valid. Of two fixes at
            // the same column the one reported first wins (the rules run in a fixed order), so a
            // run is repeatable; the other is skipped as overlapping, or applied when it still fits.
            var seen = Set<Fix>()
            let ordered = lineFixes.enumerated().filter { seen.insert($0.element).inserted }
                .sorted { ($0.element.edit.byteColumn, $1.offset) > ($1.element.edit.byteColumn, $0.offset) }
            for fix in ordered.map(\.element) {
                let start = fix.edit.byteColumn - 1
                let end = start + fix.edit.length
                guard start >= 0, end <= bytes.count, end <= lowestStart,
                      Array(bytes[start..<end]) == Array(fix.original.utf8) else { continue }
                bytes.replaceSubrange(start..<end, with: Array(fix.edit.replacement.utf8))
                lowestStart = start
                applied += 1
            }
            lines[line - 1] = bytes
        }
        var joined: [UInt8] = []
        for (n, line) in lines.enumerated() {
            joined += line
            if n < ends.count { joined.append(ends[n]) }
        }
        return (String(decoding: joined, as: UTF8.self), applied)
    }

    /// Lints bytes and applies the safe fixes again and again until none applies (a fix can
    /// uncover another, such as a space added next to a word that was replaced), so that one
    /// `--fix` run leaves nothing a second would change. `lint` lints the bytes as the file.
    /// Returns the whole change (nil when nothing changes) and what linting the result gives.
    public static func settle(_ data: Data, path: String, lint: (Data) -> LintResult) -> (change: Change?, result: LintResult) {
        var current = data
        var result = lint(current)
        var total: Change?
        // Each round applies at least one fix; a rule that undid another's fix would loop, so stop.
        for _ in 0..<8 {
            guard let change = plan(result.fixes, data: current, path: path) else { break }
            current = change.encoding.encode(change.new)
            if total == nil { total = change } else {
                total?.new = change.new
                total?.applied += change.applied
            }
            result = lint(current)
        }
        return (total, result)
    }

    /// Why a change could not be written.
    enum WriteError: Error, CustomStringConvertible {
        case readOnlyFile, readOnlyFolder, changedSinceRead, ownerNotKept
        case system(String)

        var description: String {
            switch self {
            case .readOnlyFile: return "the file is read-only"
            case .readOnlyFolder: return "its folder is read-only"
            case .changedSinceRead: return "the file changed while it was being fixed; nothing was written, run the fix again"
            case .ownerNotKept: return "a new file would not keep the file's owner"
            case .system(let reason): return reason
            }
        }
    }

    /// Writes a change where its file's bytes are: through a symbolic link to its target (the
    /// link stays a link), into a temporary file in the same folder with the original's mode and
    /// owner, then renamed over it, so that at every instant the file is whole (a file with hard
    /// links is written in place instead, so that every name gets the fix). When the file no
    /// longer has the bytes the change was made from (someone saved an edit meanwhile) nothing is
    /// written. A read-only file or folder is never written, even by root.
    public static func write(_ change: Change) throws {
        let read = change.read
        guard let resolved = realpath(change.path, nil) else { throw WriteError.system(String(cString: strerror(errno))) }
        let target = String(cString: resolved)
        free(resolved)
        let folder = (target as NSString).deletingLastPathComponent
        var file = stat(), folderInfo = stat()
        guard stat(target, &file) == 0, stat(folder, &folderInfo) == 0 else { throw WriteError.system(String(cString: strerror(errno))) }
        if access(target, W_OK) != 0 || file.st_mode & 0o222 == 0 { throw WriteError.readOnlyFile }
        if access(folder, W_OK) != 0 || folderInfo.st_mode & 0o222 == 0 { throw WriteError.readOnlyFolder }
        guard FileManager.default.contents(atPath: target) == read else { throw WriteError.changedSinceRead }

        let temporary = folder + "/.\((target as NSString).lastPathComponent).guidegen-fix-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw WriteError.system("cannot create a temporary file beside it: \(String(cString: strerror(errno)))") }
        var keep = false
        defer {
            if !keep { unlink(temporary) }
        }
        let data = change.encoding.encode(change.new)
        let written = writeAll(data, to: descriptor)
        let writeError = errno
        let ownerKept = file.st_uid == geteuid() && file.st_gid == getegid() || fchown(descriptor, file.st_uid, file.st_gid) == 0
        let modeKept = fchmod(descriptor, file.st_mode & 0o7777) == 0
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced else { throw WriteError.system(String(cString: strerror(written ? errno : writeError))) }
        guard ownerKept else { throw WriteError.ownerNotKept }
        guard modeKept else { throw WriteError.system("cannot keep the file's permissions") }
        // Checked again just before the rename: an editor may have saved while this one was written.
        guard FileManager.default.contents(atPath: target) == read else { throw WriteError.changedSinceRead }
        if file.st_nlink > 1 {
            // A file with other names (hard links) is one file: a new one renamed over this name
            // would leave the others with the old text. It is written in place, as editors do;
            // the whole new text is on the disk beside it first (the temporary file, removed after).
            try writeInPlace(data, to: target, original: read)
            return
        }
        guard rename(temporary, target) == 0 else { throw WriteError.system(String(cString: strerror(errno))) }
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
    private static func writeInPlace(_ data: Data, to path: String, original: Data) throws {
        func overwrite(with bytes: Data) -> Bool {
            let descriptor = open(path, O_WRONLY | O_TRUNC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
        }
        guard overwrite(with: data) else {
            let reason = String(cString: strerror(errno))
            _ = overwrite(with: original)
            throw WriteError.system(reason)
        }
    }

    /// A unified diff of a change (fixes never add or remove lines, so hunks pair line for line).
    public static func diff(_ change: Change) -> String {
        // Numbered as the findings number them (an old Mac file's lines end in "\r").
        let old = change.old.newlineSeparatedLines
        let new = change.new.newlineSeparatedLines
        let shown = change.path.hasPrefix("/") ? String(change.path.dropFirst()) : change.path
        var out = "--- a/\(shown)\n+++ b/\(shown)\n"
        var i = 0
        while i < min(old.count, new.count) {
            guard old[i] != new[i] else { i += 1; continue }
            var j = i
            while j < min(old.count, new.count), old[j] != new[j] { j += 1 }
            out += "@@ -\(i + 1),\(j - i) +\(i + 1),\(j - i) @@\n"
            for k in i..<j { out += "-\(old[k])\n" }
            for k in i..<j { out += "+\(new[k])\n" }
            i = j
        }
        return out
    }
}

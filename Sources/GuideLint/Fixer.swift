import Foundation
import GuideCore

/// Applies safe fixes to files: every other byte is kept, each edit is checked against the
/// text it replaces, and files are replaced atomically.
public enum Fixer {
    /// A file's text before and after its fixes.
    public struct Change: Sendable {
        public var path: String
        public var old: String
        public var new: String
        public var applied: Int
        /// How the file is written back (UTF-8, with or without a byte-order mark, or UTF-16).
        public var encoding: StringsFileEncoding = .utf8
    }

    /// The changes the fixes would make, file by file (nothing is written).
    public static func plan(_ fixes: [Fix]) -> [Change] {
        Dictionary(grouping: fixes, by: \.file).sorted(by: { $0.key < $1.key }).compactMap { path, fileFixes in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return plan(fileFixes, data: data, path: path)
        }
    }

    /// The change the fixes make to a file's bytes, read here or elsewhere (standard input); nil
    /// when the bytes cannot be decoded or nothing changes.
    public static func plan(_ fixes: [Fix], data: Data, path: String) -> Change? {
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
        return Change(path: path, old: text, new: new, applied: applied, encoding: encoding)
    }

    /// The text with the fixes applied; overlapping fixes and ones whose text no longer matches are skipped.
    static func apply(_ fixes: [Fix], to text: String) -> (String, Int) {
        // Split on the newline byte: "\r\n" is one Character and would hide line ends from `split`.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) }
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
        return (lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n"), applied)
    }

    /// Writes a change through a temporary file in the same folder, then renames it into place.
    public static func write(_ change: Change) throws {
        let url = URL(fileURLWithPath: change.path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).guidegen-fix-\(getpid())")
        var data = change.encoding.encode(change.new)
        // Keep the file's permissions.
        let attributes = try? FileManager.default.attributesOfItem(atPath: change.path)
        try data.write(to: temporary)
        if let permissions = attributes?[.posixPermissions] {
            try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
        }
        guard rename(temporary.path, change.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
        data.removeAll()
    }

    /// A unified diff of a change (fixes never add or remove lines, so hunks pair line for line).
    public static func diff(_ change: Change) -> String {
        let old = change.old.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let new = change.new.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
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

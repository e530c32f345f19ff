import Foundation
import GuideCore

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
    public typealias WriteError = FileReplacement.Failure

    /// Writes a change where its file's bytes are: through a symbolic link to its target (the
    /// link stays a link), into a temporary file in the same folder with the original's mode and
    /// owner, then renamed over it, so that at every instant the file is whole (a file with hard
    /// links is written in place instead, so that every name gets the fix). When the file no
    /// longer has the bytes the change was made from (someone saved an edit meanwhile) nothing is
    /// written. A read-only file or folder is never written, even by root.
    public static func write(_ change: Change) throws {
        try FileReplacement.replace(at: change.path, from: change.read, with: change.encoding.encode(change.new))
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

import Foundation
import GuideCore

/// When a source page last changed, from Git, for a site kept in a Git repository: the report
/// names the commit and date of the change a translation is behind. Without Git (or outside a
/// repository) nothing is added; nothing else depends on it.
public enum SourceHistory {
    /// `entries` with the last commit and date of each outdated page's source file, read with
    /// `git log` in `folder` (`path(entry)` gives the file to ask about).
    public static func dating(_ entries: [TranslationStatus.Entry], in folder: String, file: (TranslationStatus.Entry) -> String?) -> [TranslationStatus.Entry] {
        guard entries.contains(where: { $0.state == .outdated }), run(["rev-parse", "--is-inside-work-tree"], in: folder) == "true" else { return entries }
        return entries.map { entry in
            guard entry.state == .outdated, let path = file(entry),
                  let line = run(["log", "-1", "--format=%H %cs", "--", path], in: folder) else { return entry }
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { return entry }
            var dated = entry
            dated.sourceCommit = String(parts[0])
            dated.sourceChanged = String(parts[1])
            return dated
        }
    }

    /// Git's output, trimmed; nil when it fails or prints nothing.
    static func run(_ arguments: [String], in folder: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = (try? FileReader.readToEnd(output.fileHandleForReading)) ?? Data()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !text.isEmpty ? text : nil
    }
}

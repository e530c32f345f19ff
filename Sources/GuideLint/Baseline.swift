import Foundation
import GuideCore

/// The findings an app had when it adopted the linter (`--write-baseline`), so that later runs
/// (`--baseline`) report only new ones, as SwiftLint's and detekt's baselines do.
///
/// A finding is known by its rule, its file, and where it is in words rather than in numbers:
/// an app string's key and language, or a hash of the text of a page's line, plus the text the
/// finding is about. Lines added or removed elsewhere in the file do not change it.
public struct Baseline: Sendable {
    /// How many findings each fingerprint had.
    private var counts: [String: Int] = [:]

    /// The number of findings recorded.
    public var count: Int { counts.values.reduce(0, +) }

    /// One recorded finding, as the file stores it.
    struct Entry: Codable {
        var rule: String
        var file: String
        var key: String?
        var language: String?
        /// A hash of the text of the finding's line (page findings).
        var line: String?
        /// The text the finding is about (or its message when the span is unknown).
        var text: String

        var fingerprint: String {
            [rule, file, key ?? "", language ?? "", line ?? "", text].joined(separator: "\u{1F}")
        }
    }

    struct File: Codable {
        var version: Int
        var findings: [Entry]
    }

    /// A baseline of the given findings; `sourceLine` gives the text of a file's line.
    public init(_ diagnostics: [Diagnostic], sourceLine: (String, Int) -> Substring?) {
        entries = diagnostics.compactMap { Self.entry($0, sourceLine: sourceLine) }
        for entry in entries { counts[entry.fingerprint, default: 0] += 1 }
    }

    /// The recorded findings.
    private var entries: [Entry] = []

    /// Reads a baseline file written by `write(to:)`.
    public static func read(_ data: Data) throws -> Baseline {
        let file = try JSONDecoder().decode(File.self, from: data)
        var baseline = Baseline([], sourceLine: { _, _ in nil })
        baseline.entries = file.findings
        for entry in file.findings { baseline.counts[entry.fingerprint, default: 0] += 1 }
        return baseline
    }

    /// The baseline as JSON, one finding per line of the array so that diffs stay readable.
    public func encoded() -> Data {
        let sorted = entries.sorted { $0.fingerprint < $1.fingerprint }
        let lines = sorted.map { String(decoding: (try? JSONOutput.data($0)) ?? Data(), as: UTF8.self) }
        return Data(("{\n  \"version\": 1,\n  \"findings\": [\n" + lines.map { "    " + $0 }.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n").utf8)
    }

    /// The diagnostics the baseline does not know, and how many it knew. Each recorded finding
    /// hides one diagnostic: a second identical finding on another line is new.
    public func filter(_ diagnostics: [Diagnostic], sourceLine: (String, Int) -> Substring?) -> (new: [Diagnostic], known: Int) {
        var left = counts
        var new: [Diagnostic] = []
        var known = 0
        for d in diagnostics {
            if let entry = Self.entry(d, sourceLine: sourceLine), let n = left[entry.fingerprint], n > 0 {
                left[entry.fingerprint] = n - 1
                known += 1
            } else {
                new.append(d)
            }
        }
        return (new, known)
    }

    /// The entry for a finding with a location; problems without one (a missing path) are never baselined.
    static func entry(_ d: Diagnostic, sourceLine: (String, Int) -> Substring?) -> Entry? {
        guard let location = d.location else { return nil }
        var text = d.message
        var lineHash: String?
        // An app string is known by its key and language, and the message names what was found;
        // a page's finding by its line's text and the words it is about.
        if d.key == nil, location.line > 0, let line = sourceLine(location.file, location.line) {
            if location.column > 0, location.endColumn > location.column {
                text = String(line.dropFirst(location.column - 1).prefix(location.endColumn - location.column))
            }
            lineHash = hash(line.trimmingCharacters(in: .whitespaces))
        }
        return Entry(rule: d.id, file: location.file, key: d.key, language: d.language, line: lineHash, text: text)
    }

    /// FNV-1a, 64 bits, in hex: stable across runs and machines (Swift's `hashValue` is not).
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        return String(value, radix: 16)
    }
}

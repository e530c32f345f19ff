import Foundation
import GuideContent
import GuideCore
import Yams

/// What each translation was made from: for every page in a language other than the source
/// language, its source page and the fingerprint of each of the source's sections as the
/// translator last saw them. Kept in one file at the site's root (`translations.yml`), one
/// line per section in a stable order, so that it reads well in review and merges cleanly.
public struct TranslationRecord: Sendable, Equatable {
    /// One translation's entry.
    public struct Entry: Sendable, Equatable {
        /// The source page, relative to the content folder (`components/buttons.en.md`).
        public var source: String
        /// Each section of the source (by anchor id, "" above the first heading) → fingerprint.
        public var sections: [String: String]

        public init(source: String, sections: [String: String]) {
            self.source = source
            self.sections = sections
        }
    }

    /// The record's file name, beside guidegen.yml.
    public static let fileName = "translations.yml"

    /// Entries by the translation's path relative to the content folder (`components/buttons.zh-Hans.md`).
    public var entries: [String: Entry] = [:]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The record in `file`: nil without diagnostics when there is no such file; nil with an
    /// error when it cannot be read.
    public static func load(file: String) -> (TranslationRecord?, [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: file) else { return (nil, []) }
        let data: Data
        do {
            data = try FileReader.contents(of: file)
        } catch {
            return (nil, [.error("translations.unreadable", "cannot read the translation record", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        switch TextDecoding.utf8(data) {
        case .success(let text): return read(text, file: file)
        case .failure(let failure): return (nil, [.error("translations.invalid", failure.message(about: "the translation record"), at: failure.location(in: file))])
        }
    }

    /// The record in `text`, read from `file`: its written form directly, any other YAML by Yams.
    static func read(_ text: String, file: String) -> (TranslationRecord?, [Diagnostic]) {
        if let record = readingWrittenForm(text) { return (record, []) }
        return readingYAML(text, file: file)
    }

    /// The record in `text` read as YAML, with an error at its line when it is not a record.
    static func readingYAML(_ text: String, file: String) -> (TranslationRecord?, [Diagnostic]) {
        // Through YAMLReader, as every YAML file: Yams' own description of an error quotes the
        // line it stopped in.
        var problems: [Diagnostic] = []
        let node = YAMLReader(file: file, lineOffset: 0).parse(text, resolvesTypes: false, into: &problems)
        if !problems.isEmpty { return (nil, problems) }
        var record = TranslationRecord()
        guard let node else { return (record, []) }
        func invalid(_ message: String, _ at: Node) -> [Diagnostic] {
            let mark = at.mark
            return [.error("translations.invalid", message, at: SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1),
                           suggestion: "the file is written by `guidegen translations --mark`; mend it by hand, or delete it and run `guidegen translations --init`")]
        }
        guard let pages = node.mapping else { return (nil, invalid("the translation record must map each translated page to its source", node)) }
        for (key, value) in pages {
            guard let path = key.string, let source = value["source"]?.string, let sections = value["sections"]?.mapping else {
                return (nil, invalid("each entry has a `source:` path and a mapping of `sections:` to fingerprints", key))
            }
            var fingerprints: [String: String] = [:]
            for (id, fingerprint) in sections {
                guard let id = id.string, let fingerprint = fingerprint.string else { return (nil, invalid("a section's id and fingerprint are text", id)) }
                fingerprints[id] = fingerprint
            }
            record.entries[path] = Entry(source: source, sections: fingerprints)
        }
        return (record, [])
    }

    /// The record as its file holds it: pages sorted by path, sections by id, each on one line.
    public func yaml() -> String {
        var out = """
            # What each translation was made from: the fingerprints of its source page's sections as the
            # translator last saw them. Written by `guidegen translations --mark` (and --init, --mark-all);
            # `guidegen translations` reports the sections that changed since.

            """
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            out += "\(YAMLQuoting.doubleQuoted(path)):\n  source: \(YAMLQuoting.doubleQuoted(entry.source))\n  sections:\n"
            for id in entry.sections.keys.sorted() {
                out += "    \(YAMLQuoting.doubleQuoted(id)): \(entry.sections[id]!)\n"
            }
        }
        return out
    }
}

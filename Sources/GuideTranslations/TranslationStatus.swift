import GuideContent
import GuideCore

/// Where each translation stands against its source page and the record of what it was made
/// from: current, outdated (with the source sections that changed since), missing, orphaned
/// (recorded from a source that is gone) or not recorded yet.
public struct TranslationStatus: Sendable {
    public enum State: String, Sendable, Codable {
        case current, outdated, missing, orphaned, unrecorded
    }

    /// A section of the source that changed since the translation was recorded.
    public struct Change: Sendable, Equatable, Codable {
        public enum Kind: String, Sendable, Codable { case changed, added, removed }
        public var kind: Kind
        /// The section's anchor id ("" for the text above the first heading).
        public var id: String
        /// Its heading as written now (the id, for a removed section).
        public var heading: String
        /// Its line in the source file now (nil for a removed section).
        public var line: Int?
        /// Its text now (empty for a removed section).
        public var text: String
    }

    /// One translation (or its absence).
    public struct Entry: Sendable, Codable {
        public var state: State
        public var language: String
        /// The translation's file as diagnostics name it (nil when missing).
        public var path: String?
        /// Its path relative to the content folder, the record's key (nil when missing).
        public var recordKey: String?
        /// The path its record still names, when the translation moved since it was recorded
        /// (a folder renamed, its file name kept); marking records it under `recordKey`.
        public var movedFrom: String?
        /// The source page's file as diagnostics name it (nil when orphaned).
        public var sourcePath: String?
        /// The source page's path relative to the content folder (the record's, when orphaned).
        public var sourceKey: String?
        public var changes: [Change] = []
        /// For an outdated page of a site in Git: the last commit that changed the source page,
        /// and its date (YYYY-MM-DD). Filled by `SourceHistory`.
        public var sourceCommit: String?
        public var sourceChanged: String?
    }

    /// True for a page with nothing of its own to translate: one made from a module's source
    /// (`Page.isMadeFromSource`), which has no file, or a catalog's automatic group that holds
    /// only such pages ("Structures"), whose title is guidegen's in every language.
    static func hasNothingToTranslate(_ index: Int, in site: Site) -> Bool {
        let page = site.pages[index]
        if page.isMadeFromSource { return true }
        guard page.kind == .section,
              let section = site.sections[page.language]?.first(where: { $0.indexPage == index }) else { return false }
        return !section.topics.isEmpty && section.topics.allSatisfy { site.pages[$0].isMadeFromSource }
    }

    /// Every translation of `site` into each language but `source`, in the order of the
    /// source's pages, then the orphans. `record` nil: no record yet, every translation
    /// unrecorded.
    public static func check(_ site: Site, record: TranslationRecord?, source: Language) -> [Entry] {
        let targets = site.config.languages.filter { $0 != source }
        let sources = site.pages.indices.filter { site.pages[$0].language == source && !hasNothingToTranslate($0, in: site) }
        let moved = MovedRecords(record, site: site)
        // Pages are independent: each source page is cut and compared on its own core.
        var entries = concurrentMap(sources.count) { n -> [Entry] in
            let index = sources[n], page = site.pages[index]
            var entries: [Entry] = []
            var sections: [SourceSection]?
            for language in targets {
                guard let twin = site.translation(of: index, in: language) else {
                    entries.append(Entry(state: .missing, language: language.tag, path: nil, recordKey: nil, sourcePath: page.path, sourceKey: page.contentRelativePath))
                    continue
                }
                let translation = site.pages[twin]
                var entry = Entry(state: .current, language: language.tag, path: translation.path, recordKey: translation.contentRelativePath,
                                  sourcePath: page.path, sourceKey: page.contentRelativePath)
                let movedFrom = record?.entries[translation.contentRelativePath] == nil ? moved.key(of: translation, source: page) : nil
                guard let recorded = record?.entries[movedFrom ?? translation.contentRelativePath] else {
                    entry.state = .unrecorded
                    entries.append(entry)
                    continue
                }
                entry.movedFrom = movedFrom
                if sections == nil { sections = SourceSection.of(page) }
                entry.changes = changes(from: recorded.sections, to: sections!)
                entry.state = entry.changes.isEmpty ? .current : .outdated
                entries.append(entry)
            }
            return entries
        }.flatMap { $0 }
        if let record { moved.findBySections(&entries, in: site, record: record) }
        // Recorded translations whose source is gone (deleted, or renamed so the pages no longer pair).
        for (index, page) in site.pages.enumerated() where targets.contains(page.language) && site.translation(of: index, in: source) == nil {
            guard let recorded = record?.entries[page.contentRelativePath] else { continue }
            entries.append(Entry(state: .orphaned, language: page.language.tag, path: page.path, recordKey: page.contentRelativePath,
                                 sourcePath: nil, sourceKey: recorded.source))
        }
        return entries
    }

    /// What changed between the recorded fingerprints and the source's sections now, in the
    /// order of the page (removed sections last). Order alone is no change.
    static func changes(from recorded: [String: String], to sections: [SourceSection]) -> [Change] {
        var changes: [Change] = []
        let fingerprints = SourceSection.fingerprints(sections)
        for section in sections {
            guard let fingerprint = recorded[section.id] else {
                changes.append(Change(kind: .added, id: section.id, heading: section.heading, line: section.line, text: section.text))
                continue
            }
            // Sections that share an id are compared together: each is named when they changed.
            if fingerprint != fingerprints[section.id] {
                changes.append(Change(kind: .changed, id: section.id, heading: section.heading, line: section.line, text: section.text))
            }
        }
        let now = Set(sections.map(\.id))
        for id in recorded.keys.sorted() where !now.contains(id) {
            changes.append(Change(kind: .removed, id: id, heading: id, line: nil, text: ""))
        }
        return changes
    }

    /// `record` with the translations of `entries` marked as made from their source as it is
    /// now (entries without a translation or a source are left alone).
    public static func marking(_ entries: [Entry], in site: Site, record: TranslationRecord) -> TranslationRecord {
        var record = record
        var sectionsByPath: [String: [SourceSection]] = [:]
        let pagesByKey = Dictionary(site.pages.map { ($0.contentRelativePath, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in entries {
            guard let key = entry.recordKey, let sourceKey = entry.sourceKey, entry.state != .orphaned, entry.state != .missing,
                  let source = pagesByKey[sourceKey] else { continue }
            let sections = sectionsByPath[sourceKey] ?? SourceSection.of(source)
            sectionsByPath[sourceKey] = sections
            record.entries[key] = TranslationRecord.Entry(source: sourceKey, sections: SourceSection.fingerprints(sections))
            if let old = entry.movedFrom { record.entries[old] = nil }
        }
        return record
    }

    /// The record's entries under paths no page has now, found again by a topic's file name: a
    /// folder renamed or a page moved keeps its file name (`buttons.zh-Hans.md`, or in a catalog
    /// per language `TheBasics.md` under the language's folder).
    struct MovedRecords {
        let record: TranslationRecord?
        let byName: [Substring: [String]]

        init(_ record: TranslationRecord?, site: Site) {
            self.record = record
            guard let record else { byName = [:]; return }
            let paths = Set(site.pages.map(\.contentRelativePath))
            byName = Dictionary(grouping: record.entries.keys.filter { !paths.contains($0) }) { PathNames.fileName($0) }
        }

        /// The old key of `translation`'s record: the one entry gone from its path with the
        /// translation's file name and language, or of several the one recorded from `source`'s path.
        func key(of translation: Page, source: Page) -> String? {
            // A section's page is known by its folder, which moved: every one is `_index.<lang>.md`.
            guard translation.kind == .topic else { return nil }
            let tag = translation.language.tag
            let candidates = (byName[PathNames.fileName(translation.contentRelativePath)] ?? []).filter { MovedRecords.key($0, isIn: tag) }
            if candidates.count == 1 { return candidates[0] }
            let fromSource = candidates.filter { record?.entries[$0]?.source == source.contentRelativePath }
            return fromSource.count == 1 ? fromSource[0] : nil
        }

        /// Whether the record's `key` is a page in the language `tag` (`buttons.zh-Hans.md`, or
        /// a catalog's `zh-Hans/TheBasics.md`).
        static func key(_ key: String, isIn tag: String) -> Bool {
            key.hasPrefix(tag + "/") || PageFileName.split(String(PathNames.fileName(key))).languageTag == tag
        }

        /// Marks the translations found neither under their path nor by their file name (a topic
        /// renamed, a section's own page moved with its folder) as moved from a record gone from
        /// its path when that record has the translation's language and half or more of its
        /// fingerprints are still the source's; each record goes to the translation that keeps
        /// the most of it.
        func findBySections(_ entries: inout [Entry], in site: Site, record: TranslationRecord) {
            let claimed = Set(entries.compactMap(\.movedFrom))
            let gone = byName.values.joined().filter { !claimed.contains($0) }
            let lost = entries.indices.filter { entries[$0].state == .unrecorded && entries[$0].sourceKey != nil }
            guard !gone.isEmpty, !lost.isEmpty else { return }
            // The gone records by each section they hold, so that a source's sections lead to
            // them without comparing every pair.
            var holding: [String: [String]] = [:]
            for key in gone {
                for (id, fingerprint) in record.entries[key]!.sections { holding[id + "\u{0}" + fingerprint, default: []].append(key) }
            }
            let pages = Dictionary(site.pages.map { ($0.contentRelativePath, $0) }, uniquingKeysWith: { first, _ in first })
            var sectionsOf: [Int: [SourceSection]] = [:]
            var matches: [(entry: Int, key: String, share: Double)] = []
            for n in lost {
                guard let source = pages[entries[n].sourceKey!] else { continue }
                let sections = SourceSection.of(source)
                sectionsOf[n] = sections
                var kept: [String: Int] = [:]
                for (id, fingerprint) in SourceSection.fingerprints(sections) {
                    for key in holding[id + "\u{0}" + fingerprint] ?? [] where MovedRecords.key(key, isIn: entries[n].language) { kept[key, default: 0] += 1 }
                }
                for (key, count) in kept {
                    let recorded = record.entries[key]!.sections.count
                    if count * 2 >= recorded { matches.append((n, key, Double(count) / Double(recorded))) }
                }
            }
            var taken = Set<String>(), found = Set<Int>()
            for match in matches.sorted(by: { ($0.share, $1.key) > ($1.share, $0.key) }) where !taken.contains(match.key) && !found.contains(match.entry) {
                taken.insert(match.key)
                found.insert(match.entry)
                entries[match.entry].movedFrom = match.key
                entries[match.entry].changes = TranslationStatus.changes(from: record.entries[match.key]!.sections, to: sectionsOf[match.entry]!)
                entries[match.entry].state = entries[match.entry].changes.isEmpty ? .current : .outdated
            }
        }
    }

    /// The build's diagnostics for outdated and orphaned translations, at `severity`.
    public static func diagnostics(_ entries: [Entry], severity: Severity) -> [Diagnostic] {
        entries.compactMap { entry -> Diagnostic? in
            guard let path = entry.path else { return nil }
            switch entry.state {
            case .outdated:
                let names = entry.changes.map { $0.id.isEmpty ? "the introduction" : "“\($0.heading)”" }
                let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
                let notes = entry.changes.compactMap { change -> Diagnostic.Note? in
                    guard let line = change.line, let sourcePath = entry.sourcePath else { return nil }
                    return Diagnostic.Note(location: SourceLocation(file: sourcePath, line: line, column: 1), message: "\(change.kind.rawValue) since the translation was recorded")
                }
                return Diagnostic(id: "translation.outdated", severity: severity, location: SourceLocation(file: path, line: 1, column: 1),
                                  message: "outdated translation: \(entry.changes.count) section\(entry.changes.count == 1 ? "" : "s") of `\(entry.sourceKey ?? "")` changed since it was recorded (\(shown))",
                                  suggestion: "update the translation, then `guidegen translations --mark \(path)`", notes: notes)
            case .orphaned:
                return Diagnostic(id: "translation.orphaned", severity: severity, location: SourceLocation(file: path, line: 1, column: 1),
                                  message: "orphaned translation: its source `\(entry.sourceKey ?? "")` is gone (deleted, or renamed so the pages no longer pair)",
                                  suggestion: "give it its new source's id, or delete it; `guidegen translations --mark` records it again")
            default:
                return nil
            }
        }
    }
}

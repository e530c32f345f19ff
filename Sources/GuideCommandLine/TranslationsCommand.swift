import ArgumentParser
import Foundation
import GuideBuild
import GuideContent
import GuideCore
import GuideTranslations

/// `guidegen translations`: which translations fell behind their source page, and recording
/// a translation as made from the source as it is now.
struct TranslationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translations",
        abstract: "Report translations that fell behind their source page, and record reviewed ones.",
        discussion: """
            Each page in a language other than the source language (`translations.source` in \
            guidegen.yml, default the first of `languages`) is current, outdated (sections of \
            its source changed since it was recorded), missing, orphaned (recorded from a source \
            that is gone) or not recorded yet. The record is translations.yml beside \
            guidegen.yml; only --mark, --mark-all and --init write it.

            Exit status: 0; 1 when `translations.fail: true` and a translation is outdated or \
            orphaned, or a page given to --mark has no translation; 2 for a usage or \
            configuration error.

            Examples:
              guidegen translations
              guidegen translations --format markdown > translations.md
              guidegen translations --mark Content/components/buttons.zh-Hans.md
              guidegen translations --init      # a site with no record yet
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case human, json, markdown }

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "How to print the report: human, json or markdown (a table).")
    var format: Format = .human

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Record these translation pages (or every translation of these source pages) as made from their source as it is now.", valueName: "path"))
    var mark: [String] = []

    @Flag(name: .customLong("mark-all"), help: "Record every translation as made from its source as it is now.")
    var markAll = false

    @Flag(name: .long, help: "Start a record for a site that has none: every translation is recorded as current, and listed.")
    var `init` = false

    func validate() throws {
        if [!mark.isEmpty, markAll, `init`].filter({ $0 }).count > 1 { throw ValidationError("--mark, --mark-all and --init cannot be used together") }
    }

    func run() throws {
        let report = try ReportOptions.parse(["--format", "line"])
        let (made, configDiagnostics) = site.makeBuilder(overrides: SiteOverrides(), report: report, search: false, lint: false)
        guard let builder = made else {
            emit(configDiagnostics, options: report)
            throw ExitCode(2)
        }
        let config = builder.config
        let source = config.translations.source ?? config.languages.first ?? Language("en")
        // Sections are cut at the source pages' headings; a translation is known by its id.
        let prepared = builder.site(bodiesIn: [source])
        guard let parsed = prepared.site else {
            emit(prepared.diagnostics, options: report)
            throw ExitCode(1)
        }
        let recordFile = site.path(TranslationRecord.fileName)
        let record = builder.translationRecord
        // Its bytes as read, so that an edit saved meanwhile is never overwritten.
        let recordBytes = FileManager.default.contents(atPath: recordFile)
        // Git is asked in the site's folder (which --root may name from outside its repository);
        // paths in entries are as diagnostics name them, from the current folder: made absolute.
        let entries = SourceHistory.dating(TranslationStatus.check(parsed, record: record, source: source), in: site.root) { $0.sourcePath.map(PathNames.absolute) }

        if `init` || markAll || !mark.isEmpty {
            var chosen = entries.filter { $0.state != .missing && $0.state != .orphaned }
            if `init`, record != nil {
                printError("error: \(recordFile) exists already; use --mark-all to record every translation again\n")
                throw ExitCode(1)
            }
            if !mark.isEmpty {
                let (picked, unknown) = Self.entries(named: mark, in: chosen)
                if !unknown.isEmpty {
                    printError("error: no translation at \(unknown.map { "`\($0)`" }.joined(separator: ", ")) (give a translation's page, or its source page for all of its translations); nothing was recorded\n")
                    throw ExitCode(1)
                }
                chosen = picked
            }
            var kept = record ?? TranslationRecord()
            // --mark-all records the translations there are: a deleted page's entry goes, so that
            // a new page at its path is not recorded rather than current unreviewed.
            if markAll {
                let pages = Set(parsed.pages.map(\.contentRelativePath))
                kept.entries = kept.entries.filter { pages.contains($0.key) }
            }
            let updated = TranslationStatus.marking(chosen, in: parsed, record: kept)
            // As `lint --fix` writes: through a link, with the file's mode and owner, never a
            // read-only file (an atomic write replaced a link with a file and widened 0600 to 0644).
            do {
                let bytes = Data(updated.yaml().utf8)
                if let recordBytes {
                    try FileReplacement.replace(at: recordFile, from: recordBytes, with: bytes)
                } else {
                    try bytes.write(to: URL(fileURLWithPath: recordFile), options: .withoutOverwriting)
                }
            } catch {
                printError("error: could not write \(recordFile): \(error is FileReplacement.Failure ? "\(error)" : ContentDiscovery.reason(error)); nothing was recorded\n")
                throw ExitCode(1)
            }
            if `init` {
                // Never a silent guess: the person sees which translations were taken as current.
                print("Recorded \(chosen.count) translation\(chosen.count == 1 ? "" : "s") in \(recordFile) as current, without review:")
                for entry in chosen { print("  \(entry.path ?? "")") }
            } else {
                for entry in chosen { print("recorded \(entry.path ?? "") as translated from \(entry.sourceKey ?? "")") }
            }
            return
        }

        switch format {
        case .human: print(Self.human(entries, source: source, hasRecord: record != nil), terminator: "")
        case .markdown: print(Self.markdown(entries), terminator: "")
        case .json:
            struct Report: Encodable { var source: String; var recorded: Bool; var translations: [TranslationStatus.Entry] }
            print(String(decoding: try JSONOutput.data(Report(source: source.tag, recorded: record != nil, translations: entries), pretty: true), as: UTF8.self))
        }
        if config.translations.reportFails, entries.contains(where: { $0.state == .outdated || $0.state == .orphaned }) { throw ExitCode(1) }
    }

    /// The entries each path names (a translation's page, or its source page for all of its
    /// translations), and the paths that name none. Any spelling of a path (`./`, `..`, `//`,
    /// absolute) names its page; a record key is read from the current folder, as typed.
    static func entries(named paths: [String], in entries: [TranslationStatus.Entry]) -> (picked: [TranslationStatus.Entry], unknown: [String]) {
        var unknown: [String] = []
        var picked: [TranslationStatus.Entry] = []
        for path in paths {
            let wanted = PathNames.absolute(path)
            let matches = entries.filter { entry in
                [entry.path, entry.recordKey, entry.sourcePath, entry.sourceKey].contains { $0.map(PathNames.absolute) == wanted }
            }
            if matches.isEmpty { unknown.append(path) }
            picked += matches
        }
        return (picked, unknown)
    }

    /// The report for a person: a count per language, then each page that needs work.
    static func human(_ entries: [TranslationStatus.Entry], source: Language, hasRecord: Bool) -> String {
        var out = ""
        let languages = entries.map(\.language).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for language in languages {
            let mine = entries.filter { $0.language == language }
            let count = { (state: TranslationStatus.State) in mine.filter { $0.state == state }.count }
            out += "\(language) (from \(source.tag)): \(count(.current)) current, \(count(.outdated)) outdated, \(count(.missing)) missing, \(count(.orphaned)) orphaned, \(count(.unrecorded)) not recorded\n"
            for entry in mine where entry.state != .current {
                switch entry.state {
                case .outdated:
                    let when = entry.sourceChanged.map { ", changed \($0) in \(entry.sourceCommit.map { String($0.prefix(10)) } ?? "")" } ?? ""
                    out += "  outdated  \(entry.path ?? "")  (source \(entry.sourcePath ?? "")\(when))\n"
                    for change in entry.changes {
                        let name = change.id.isEmpty ? "(introduction)" : change.heading
                        out += "    \(change.kind.rawValue) \(name)\(change.line.map { "  \(entry.sourcePath ?? ""):\($0)" } ?? "")\n"
                        for line in change.text.split(separator: "\n", omittingEmptySubsequences: true).prefix(6) { out += "      | \(line)\n" }
                    }
                case .missing: out += "  missing   \(entry.sourcePath ?? "") has no \(language) page\n"
                case .orphaned: out += "  orphaned  \(entry.path ?? "")  (its source \(entry.sourceKey ?? "") is gone)\n"
                case .unrecorded: out += "  not recorded  \(entry.path ?? "")\n"
                case .current: break
                }
            }
        }
        if !hasRecord { out += "No record yet (\(TranslationRecord.fileName)): run `guidegen translations --init` to record today's translations as current.\n" }
        return out
    }

    /// The report as a Markdown table, for an issue or a pull request.
    static func markdown(_ entries: [TranslationStatus.Entry]) -> String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
        var out = "| language | page | state | source | sections changed |\n| --- | --- | --- | --- | --- |\n"
        for entry in entries {
            let changed = entry.changes.map { "\($0.kind.rawValue): \($0.id.isEmpty ? "(introduction)" : $0.heading)" }.joined(separator: "; ")
            out += "| \(entry.language) | \(cell(entry.path ?? "—")) | \(entry.state.rawValue) | \(cell(entry.sourcePath ?? entry.sourceKey ?? "—")) | \(cell(changed)) |\n"
        }
        return out
    }
}

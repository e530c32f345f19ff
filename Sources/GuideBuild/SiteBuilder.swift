import Foundation
import GuideContent
import GuideCore
import GuideLint
import GuideMarkdown
import GuideSearch
import GuideTranslations
import Synchronization

/// The named stages of a build, reported to progress displays.
/// The pipeline's stages, in order: `SiteBuilder.prepare` runs the first five, `build` the
/// rest (Pipeline.swift: render, index, and write, which makes the site-wide files and copies
/// the theme's assets and the media). The preview runs the same stages through
/// `IncrementalBuilder`, and renders a page when it is asked for.
public enum BuildStage: String, Sendable, CaseIterable {
    case discover = "Discovering", parse = "Parsing", register = "Registering", resolve = "Resolving links", gate = "Checking"
    case render = "Rendering", index = "Indexing for search", write = "Writing"
}

/// Which driver runs the stages. A whole build (`SiteBuilder.build`) reads every file once and
/// records each page's body as it parses it; the preview's incremental build
/// (`IncrementalBuilder`) keeps each stage's results in its cache between runs, parses only the
/// files that changed and keeps the registration and resolutions that still hold.
enum BuildMode {
    case whole
    case incremental(PageCache)

    /// A whole build renders each page's body from the tree its parse made; the preview keeps
    /// no bodies between requests.
    var recordsBodies: Bool {
        guard case .whole = self else { return false }
        return true
    }

    /// The incremental build's cache; nil for a whole build.
    var cache: PageCache? {
        guard case .incremental(let cache) = self else { return nil }
        return cache
    }
}

/// Receives progress while a build runs (from several threads at once during rendering).
public protocol BuildProgress: Sendable {
    func stage(_ stage: BuildStage, done: Int, total: Int)
}

/// What a build did.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic] = []
    /// Pages written per language (topics, section pages and the home page).
    public var pagesPerLanguage: [Language: Int] = [:]
    public var filesWritten = 0
    public var seconds: Double = 0
    /// True when the site was written.
    public var succeeded = false
    /// The site as registered, when the build got that far (for the preview server and tests).
    var site: Site?
}

/// Runs the build pipeline: discover, parse and lint, register, resolve, gate (`prepare`), then
/// render, index, write and copy (Pipeline.swift). The preview runs the same stages through
/// `IncrementalBuilder`, with a cache of their results.
public struct SiteBuilder: Sendable {
    public var config: SiteConfig
    /// The folder that relative paths in the configuration start from.
    var root: String
    /// The site's severities (`diagnostics:`, applied after `copyFinding`, so that a site can make
    /// a copy rule fail its build) and what fails the build (then nothing is written): errors, or
    /// with `strict` warnings too.
    public var policy = DiagnosticPolicy()
    public var progress: (any BuildProgress)?
    /// The most addresses in one sitemap file (the protocol's 50,000; tests make it small).
    var sitemapAddressesPerFile = SiteMap.addressesPerFile
    /// Lints every page's copy when set; its findings are warnings (`copyFinding`).
    public var linter: LintRunner?
    /// The glossary, published as a page in every language when it has terms.
    public var glossary = Glossary()
    /// Build the search index (off: no index and no search page, for quick drafts and benchmarks).
    public var buildsSearchIndex = true
    /// What each translation was made from (`translations.yml`); nil when the site keeps no record.
    public var translationRecord: TranslationRecord?

    /// The content's files and the theme, when `startReading` began reading them.
    var earlyInputs: EarlyInputs?

    public init(config: SiteConfig, root: String) {
        self.config = config
        self.root = root
    }

    /// Starts discovering the content and loading the theme on another thread, for the next
    /// whole build to take (`guidegen build`, while it sets up the linter).
    public mutating func startReading() {
        let builder = self
        earlyInputs = EarlyInputs { (ContentDiscovery.discover(config: builder.config, path: builder.path), builder.loadTheme()) }
    }

    func path(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : (root == "." ? relative : root + "/" + relative)
    }

    /// Builds the site into `output`, or writes nothing when any error (or, with `strict`, any
    /// warning) was found. Diagnostics are collected from every stage that could run.
    public func build(into output: BuildOutput) -> BuildReport {
        let start = Date()
        var report = BuildReport()
        // Pages' text and recorded bodies go to disk beside the output: read back once each,
        // they need not all be in memory at once.
        let spill = output.spillFolder.flatMap { SpillFile(folder: $0) }
        // The parse stage's bodies and search drafts are each read back once: in files of their
        // own, emptied once read (`emptyInBackground`), and not written beside the pages' text
        // (two threads writing to one file take turns).
        let readOnce = ReadOnceSpills(bodies: output.spillFolder.flatMap { SpillFile(folder: $0) },
                                      drafts: output.spillFolder.flatMap { SpillFile(folder: $0) })
        var prepared = prepare(spill: spill, readOnce: readOnce)
        report.site = prepared.site
        report.diagnostics = prepared.diagnostics
        guard prepared.canRender, let site = prepared.site, let theme = prepared.theme else {
            report.seconds = Date().timeIntervalSince(start)
            return report
        }
        let collector = DiagnosticCollector()
        collector.report(contentsOf: prepared.diagnostics)

        // Index, render, write, copy (Pipeline.swift): the preview runs them too, but renders a
        // page when it is asked for.
        // The recorded bodies are the renderer's alone, and given back when the pages are rendered.
        let pendingBodies = PendingBodies(site: site, recorded: prepared.recordedBodies)
        let searchDrafts = prepared.recordedBodies.searchDrafts?.take(for: site) { readOnce.drafts?.emptyInBackground() }
        prepared.recordedBodies = RecordedBodies()
        // Of what discovery found, only the media are needed from here (the Markdown files'
        // names were 50 MB at 100,000 pages).
        let media = prepared.discovered.media
        prepared.discovered = ContentDiscovery.Result()
        let jobs = renderJobs(site)
        let writeFailures = WriteFailures()
        let siteWide = SiteWideWrites()
        let writing = DispatchGroup()
        let renderAndWrite = {
            renderBesideSiteWideFiles(jobs, site: site, theme: theme, media: media, pendingBodies: pendingBodies,
                                      into: output, failures: writeFailures, siteWide: siteWide, group: writing)
            readOnce.bodies?.emptyInBackground()
        }
        // The index first, and the pages rendered while its last language's files are made:
        // sorting that language's terms and cutting them into shards ends on one core, which
        // had nothing beside it at the end of the build.
        var searchFileCount = 0
        if buildsSearchIndex {
            progress?.stage(.index, done: 0, total: 0)
            searchFileCount = writeIndex(of: site, into: output, failures: writeFailures, spill: spill, drafts: searchDrafts, beside: renderAndWrite)
        } else {
            renderAndWrite()
        }
        writing.wait()
        // Nothing reads the pages' text or the index's terms any more: emptied on another thread
        // while the report is made and printed, not freed as the process exits.
        spill?.emptyInBackground()
        let (generated, copied) = siteWide.paths.withLock { $0 }
        progress?.stage(.write, done: 0, total: 0)
        collector.report(contentsOf: writeFailures.diagnostics)
        collector.report(contentsOf: theme.takeRunawayDiagnostics())
        if let disk = output as? DiskOutput, let full = disk.outOfSpace { collector.report(full) }

        report.diagnostics = policy.apply(collector.diagnostics)
        for job in jobs { report.pagesPerLanguage[job.language, default: 0] += 1 }
        for path in generated where path.hasSuffix("/glossary/index.html") {
            if let language = config.languages.first(where: { path == "\($0.tag)/glossary/index.html" }) {
                report.pagesPerLanguage[language, default: 0] += 1
            }
        }
        report.filesWritten = jobs.count + generated.count + searchFileCount + copied.count
        report.succeeded = !report.diagnostics.hasErrors
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// What the stages before rendering found: the site, the theme and every problem so far.
    struct PreparedBuild {
        var site: Site?
        var theme: Theme?
        var discovered = ContentDiscovery.Result()
        var diagnostics: [Diagnostic] = []
        /// False when the build must stop before rendering: an error (or, with `strict`, a
        /// warning), or no usable theme.
        var canRender = false
        /// True when an incremental build found the site's structure as the last run left it:
        /// the same pages in the same places, linking to the same pages. Only the pages that
        /// changed can then look different.
        var structureKept = false
        /// True when an incremental build found every page at the place it had in the last run
        /// (the same files, ids, sections, paths and headings), though titles, summaries, order
        /// or links may have changed (`Site.reorderingPages`): indexes, URLs and translations hold.
        var addressesKept = false
        /// A hash of each page's text, in the order of the site's pages (incremental builds only).
        var textHashes: [Int] = []
        /// Bodies the parse stage recorded (whole builds only), by the page they are of.
        var recordedBodies = RecordedBodies()
        /// Seconds spent in each stage, in order (a preview prints them with `--verbose`).
        var stageSeconds: [(stage: String, seconds: Double)] = []
    }

    /// Discovers, parses and lints, registers, resolves; then gates. An incremental build
    /// passes what it kept from the last run: the files found, the theme, and (in `mode`) the
    /// results of the parse, register and resolve stages. A `spill` file takes the pages' text
    /// (and a whole build's recorded bodies); an incremental build keeps one for all its builds.
    func prepare(_ mode: BuildMode = .whole, discovered known: ContentDiscovery.Result? = nil,
                 theme loadedTheme: (Theme?, [Diagnostic])? = nil, spill: SpillFile? = nil, readOnce: ReadOnceSpills = ReadOnceSpills()) -> PreparedBuild {
        var prepared = PreparedBuild()
        if let missing = missingContentFolder() {
            prepared.diagnostics = [missing]
            return prepared
        }
        let collector = DiagnosticCollector()
        var lap = Date()
        func mark(_ stage: String) {
            let now = Date()
            prepared.stageSeconds.append((stage, now.timeIntervalSince(lap)))
            lap = now
        }
        progress?.stage(.discover, done: 0, total: 0)
        let early = known == nil && loadedTheme == nil ? earlyInputs?.result : nil
        let discovered = known ?? early?.discovered ?? ContentDiscovery.discover(config: config, path: path)
        prepared.discovered = discovered
        collector.report(contentsOf: discovered.diagnostics)

        // Theme (loaded early so that a broken template is reported with the content problems)
        let (theme, themeDiagnostics) = loadedTheme ?? early?.theme ?? loadTheme()
        collector.report(contentsOf: themeDiagnostics)

        let parsed = parse(discovered.markdown, mode: mode, spill: spill, readOnce: readOnce)
        collector.report(contentsOf: parsed.diagnostics)
        prepared.textHashes = parsed.textHashes
        prepared.recordedBodies = parsed.recordedBodies
        mark("parse, lint")

        progress?.stage(.register, done: 0, total: 0)
        let registered = register(parsed.pages, media: discovered.media.map(\.relativePath), mode: mode)
        collector.report(contentsOf: registered.diagnostics)
        var site = registered.site
        prepared.addressesKept = registered.addressesKept
        mark("register")
        progress?.stage(.resolve, done: 0, total: 0)
        let resolved = resolve(&site, registrationKept: registered.kept, mode: mode)
        collector.report(contentsOf: resolved.diagnostics)
        prepared.structureKept = resolved.structureKept
        prepared.site = site
        mark("resolve")

        progress?.stage(.gate, done: 0, total: 0)
        prepared.diagnostics = policy.apply(collector.diagnostics)
        prepared.theme = theme
        prepared.canRender = gate(prepared.diagnostics) && theme != nil
        return prepared
    }

    /// The site's pages paired into translations, for commands that read the site without
    /// building it (`guidegen translations`): discovered, parsed for their headings and
    /// registered — no theme, no links, nothing linted or rendered — with bodies parsed only in
    /// `bodyLanguages` (every language when nil). Nil with the problems when it cannot be made.
    public func site(bodiesIn bodyLanguages: Set<Language>? = nil) -> (site: Site?, diagnostics: [Diagnostic]) {
        if let missing = missingContentFolder() { return (nil, [missing]) }
        var parser = PageParser(config: config)
        parser.moduleSymbols = CatalogSymbolSummaries.lookup(config: config, root: root, path: path)
        parser.bodyLanguages = bodyLanguages
        parser.readsHeadingsOnly = true
        let reading = SiteReading.read(config: config, path: path, parser: parser)
        return (reading.diagnostics.hasErrors ? nil : reading.site, reading.diagnostics)
    }

    /// The content folders' check before discovery: a diagnostic when one is missing.
    func missingContentFolder() -> Diagnostic? {
        let folders = config.contentFolders(resolving: path)
        for contentPath in folders.isEmpty ? [path(config.contentPath)] : folders.map(\.path) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: contentPath, isDirectory: &isDirectory), isDirectory.boolValue else {
                return .error("content.missing", "no content folder at `\(contentPath)`", at: config.settingLocations["content"],
                              suggestion: "run `guidegen new <section>/<id>` to start one, or set `content:` in guidegen.yml")
            }
        }
        return nil
    }

    /// What the parse stage gives: the pages (curated), their text hashes (incremental builds
    /// only, in the order of `pages`) and the problems of parsing and linting them.
    struct ParsedPages {
        var pages: [Page]
        var textHashes: [Int]
        var diagnostics: [Diagnostic]
        /// Bodies recorded from the parse's trees (whole builds only), by the page they are of.
        var recordedBodies = RecordedBodies()
    }

    /// Parse and lint, in parallel: pages are independent. An incremental build takes the pages
    /// of unchanged files from its cache and parses only the rest. Pages' text goes to `spill`
    /// when given one, and a whole build's recorded bodies too.
    func parse(_ files: [ContentFile], mode: BuildMode, spill: SpillFile? = nil, readOnce: ReadOnceSpills = ReadOnceSpills()) -> ParsedPages {
        let cache = mode.cache
        let collector = DiagnosticCollector()
        var parser = PageParser(config: config)
        parser.spill = spill
        if files.contains(where: \.isCatalog) { parser.moduleSymbols = CatalogSymbolSummaries.lookup(config: config, root: root, path: path) }
        // An incremental build parses the files its cache does not hold (all of them the first time).
        let toParse = cache?.toParse(files) ?? Array(files.indices)
        var parsed = [(place: Int, page: Page?, problems: [Diagnostic])](repeating: (0, nil, []), count: toParse.count)
        // Each page is linted as soon as it is parsed: its findings depend on it alone, and
        // the linter walks the cmark tree the parser just made rather than parsing again.
        let counter = ProgressCounter(total: toParse.count, stage: .parse, progress: progress)
        // A whole build renders each page's body here, from the tree it has (after linting,
        // which reads the tree as parsed); the preview keeps no bodies between requests.
        // Catalog articles are parsed from other text than their body and are not recorded.
        let records = mode.recordsBodies
        var recorded = [BodyStore.Body?](repeating: nil, count: records ? toParse.count : 0)
        let code = CodeHighlighting()
        var recordedBodies = RecordedBodies(spill: records ? readOnce.bodies ?? spill : nil)
        let store = recordedBodies.store
        // And each page's search text, read from the same tree (`SearchDraft`).
        let drafts = records && buildsSearchIndex ? SearchDrafts(spill: readOnce.drafts ?? spill) : nil
        recordedBodies.searchDrafts = drafts
        // With the bodies and search text recorded, a page's Markdown is asked for again only
        // for a lint finding's columns (or a page whose body could not be recorded): its file
        // holds it, and the spill file need not hold a copy.
        parser.rereadsFiles = records && spill != nil
        parsed.withUnsafeMutableBufferPointer { parsedSlots in
            recorded.withUnsafeMutableBufferPointer { recordedSlots in
                let (parsedSlots, recordedSlots) = (parsedSlots, recordedSlots)
                DispatchQueue.concurrentPerform(iterations: toParse.count) { n in
                    let i = toParse[n]
                    let (page, diagnostics, document) = parser.parseKeepingDocument(files[i])
                    if let drafts, let page, let document, !page.isCatalog { drafts.keep(SearchDraft(document), of: page) }
                    let findings = (page.flatMap { page in linter?.lint(page: page, document: document).diagnostics } ?? []).map(Self.copyFinding)
                    parsedSlots[n] = (i, page, diagnostics + findings)
                    if records, let page, let document, !page.isCatalog {
                        recordedSlots[n] = store.keep(PageRenderer.bodyRenderer(for: page, config: config, code: code).record(document))
                    }
                    counter.increment()
                }
            }
        }
        // Room made first: growing the table page by page rehashed it a dozen times on one thread.
        recordedBodies.bodies.reserveCapacity(recorded.count)
        for (n, body) in recorded.enumerated() {
            if let body, let page = parsed[n].page { recordedBodies.bodies[ObjectIdentifier(page)] = (page, body) }
        }
        var pages: [Page]
        var hashes: [Int] = []
        if let cache {
            cache.store(parsed)
            parsed = []
            let all = cache.parsed()
            (pages, hashes) = (all.pages, all.textHashes)
            collector.report(contentsOf: all.problems)
        } else {
            pages = parsed.compactMap(\.page)
            for entry in parsed { collector.report(contentsOf: entry.problems) }
        }
        addSourceSymbolPages(to: &pages, hashes: &hashes, files: files, parser: parser, cache: cache, collector: collector)
        // DocC catalogs' articles take their sections from curation (asking the cache spares
        // reading every page); text hashes are in the order of the pages (which the site
        // keeps), and curation's section pages, added at the end, have no text.
        let curated: [Page]
        if cache?.holdsCatalogs == false {
            curated = pages
        } else {
            let curation = Curation.apply(to: pages, config: config)
            curated = curation.pages
            collector.report(contentsOf: curation.diagnostics)
        }
        if !hashes.isEmpty { hashes += Array(repeating: 0, count: curated.count - hashes.count) }
        return ParsedPages(pages: curated, textHashes: hashes, diagnostics: collector.diagnostics, recordedBodies: recordedBodies)
    }

    /// Adds the pages DocC would make from the catalogs' module sources to `pages` (and their
    /// text hashes to `hashes`, an incremental build's). Asked for each time, as a Swift file's
    /// edit may add a type; the preview makes again only those whose sources changed.
    private func addSourceSymbolPages(to pages: inout [Page], hashes: inout [Int], files: [ContentFile], parser: PageParser,
                                      cache: PageCache?, collector: DiagnosticCollector) {
        for made in parser.sourceSymbolPages(missingFrom: pages, files: files, cache: cache?.sourceSymbolPages) {
            pages.append(made.page)
            if !hashes.isEmpty { hashes.append(made.page.textHash) }
            collector.report(contentsOf: made.diagnostics)
        }
    }

    /// Register: the site's sections, ids and translations. An incremental build keeps the
    /// registered site when every page kept its place (`kept`), and its indexes, URLs and
    /// translations when every page kept its address (`addressesKept`).
    func register(_ pages: [Page], media: [String], mode: BuildMode) -> (site: Site, kept: Bool, addressesKept: Bool, diagnostics: [Diagnostic]) {
        let cache = mode.cache
        // Whether a translation is behind its source depends on the pages' text, which an edit
        // changes without moving any page: checked on every run, never kept.
        if let previous = cache?.registered, var kept = previous.site.replacingPages(pages, media: media) {
            cache?.registered = (kept, previous.diagnostics)
            let translations = checkTranslations(&kept)
            return (kept, true, true, previous.diagnostics + translations)
        }
        // Pages retitled or reordered in place: what `register` reports (duplicate ids, missing
        // translations) depends on ids and paths only, and holds.
        if let previous = cache?.registered, var reordered = previous.site.reorderingPages(pages, media: media) {
            cache?.registered = (reordered, previous.diagnostics)
            let translations = checkTranslations(&reordered)
            return (reordered, false, true, previous.diagnostics + translations)
        }
        let (made, registerDiagnostics) = Site.register(pages: pages, media: media, config: config)
        var registered = made
        // One after the other: the second is a parallel loop, which libdispatch runs on one
        // thread when nested in another (`inParallel`).
        let collisions = generatedPageCollisions(made)
        let untranslated = LinkResolver.missingTranslations(made)
        let diagnostics = registerDiagnostics + collisions + untranslated
        cache?.registered = (registered, diagnostics)
        let translations = checkTranslations(&registered)
        return (registered, false, false, diagnostics + translations)
    }

    /// Generated pages own their paths: an error for each section whose URL is that of a page
    /// guidegen makes (each language's search page; its glossary when the site has one), naming
    /// the section's first file and the generated page. Either would silently replace the other.
    func generatedPageCollisions(_ site: Site) -> [Diagnostic] {
        var generated = ["search": "the search page guidegen makes"]
        if !glossary.terms.isEmpty { generated["glossary"] = "the glossary page guidegen makes from `\(config.glossaryPath)`" }
        var firstFile: [String: Int] = [:]
        // A nested section's URL starts with its top-level folder's. Compared in place: a
        // folder split out of every page's section was a stretch of one thread at 10,000 pages.
        let names = Array(generated.keys)
        func topFolder(_ page: Page) -> String? {
            names.first { page.section.utf8.starts(with: $0.utf8) && (page.section.utf8.count == $0.utf8.count || page.section.utf8.dropFirst($0.utf8.count).first == UInt8(ascii: "/")) }
        }
        for (index, page) in site.pages.enumerated() where page.kind != .home {
            guard let folder = topFolder(page) else { continue }
            let key = page.language.tag + "/" + folder
            if let known = firstFile[key], site.pages[known].path <= page.path { continue }
            firstFile[key] = index
        }
        return firstFile.sorted { $0.key < $1.key }.map { key, index in
            let page = site.pages[index]
            return .error("content.generated-path", "the section `\(page.section)` takes the URL `\(config.basePath)\(key)/`, which is \(generated[topFolder(page)!]!)",
                          at: PageParser.frontMatterLocation(of: "section", in: page) ?? SourceLocation(file: page.path, line: 1, column: 1),
                          suggestion: "rename the section's folder (or its `section:`)")
        }
    }

    /// Translations that fell behind their source since they were recorded, or whose source is
    /// gone, at the severity the site sets (`translations.outdated`), each outdated one with its
    /// notice in `site`; none without a record or with the check off.
    func checkTranslations(_ site: inout Site) -> [Diagnostic] {
        site.translationNotices = [:]
        // `diagnostics:` wins over `translations.outdated`, `off` included: with the check off,
        // what `diagnostics:` gives a severity is still reported (at it, by the policy).
        let named = Set(["translation.outdated", "translation.orphaned"].filter { id in
            if case .some(.some) = policy.severities[id] { return true }
            return false
        })
        guard let record = translationRecord, config.translations.severity != nil || !named.isEmpty,
              let source = config.translations.source ?? config.languages.first else { return [] }
        let entries = TranslationStatus.check(site, record: record, source: source)
        var byPath: [String: Int] = [:]
        for (index, page) in site.pages.enumerated() { byPath[page.contentRelativePath] = index }
        for entry in entries where entry.state == .outdated {
            guard let key = entry.recordKey, let page = byPath[key], let sourceKey = entry.sourceKey, let sourcePage = byPath[sourceKey] else { continue }
            site.translationNotices[page] = TranslationNotice(source: sourcePage, sections: entry.changes.filter { $0.kind != .removed }.map(\.id))
        }
        guard let severity = config.translations.severity else {
            return TranslationStatus.diagnostics(entries, severity: .warning).filter { named.contains($0.id) }
        }
        return TranslationStatus.diagnostics(entries, severity: severity)
    }

    /// Resolve: where every link leads, reusing the last resolutions of pages that did not
    /// change. `structureKept` when the registration was kept and links lead to the same pages.
    func resolve(_ site: inout Site, registrationKept: Bool, mode: BuildMode) -> (structureKept: Bool, diagnostics: [Diagnostic]) {
        let cache = mode.cache
        let (diagnostics, resolved) = LinkResolver.resolveAll(&site, reusing: cache?.resolved)
        let kept = registrationKept && cache?.resolved.map { resolved.linksSamePages(as: $0) } == true
        cache?.resolved = resolved
        return (kept, diagnostics)
    }

    /// A lint finding as a build reports it. A build fails on what breaks the site (a broken
    /// link, a template error, bad configuration), not on its copy: a finding the rule calls an
    /// error is a warning here, so only `--strict` stops the build for it, as it does for any
    /// warning. `guidegen lint` keeps the rules' severities for CI. (One unrendered emphasis
    /// mark in a translated book stopped its whole build, where DocC publishes it.)
    static func copyFinding(_ finding: Diagnostic) -> Diagnostic {
        guard finding.severity == .error else { return finding }
        var lowered = finding
        lowered.severity = .warning
        return lowered
    }

    /// Gate: nothing is written when something is wrong (an error or, with `strict`, a warning).
    func gate(_ diagnostics: [Diagnostic]) -> Bool {
        !policy.fails(diagnostics)
    }

    /// Loads and checks the theme folder, and names each language whose pages would show the
    /// theme's words in English (`theme.interface-words`).
    func loadTheme() -> (Theme?, [Diagnostic]) {
        let (theme, diagnostics) = Theme.load(path: path(config.themePath), displayPath: path(config.themePath), folderRequired: config.themeIsConfigured,
                                              namedAt: config.settingLocations["theme"])
        return (theme, diagnostics + config.languages.compactMap(interfaceWordsWarning))
    }

    /// The warning for a language whose pages would show some of the theme's words in English.
    func interfaceWordsWarning(_ language: Language) -> Diagnostic? {
        let missing = InterfaceStrings.wordsInEnglish(for: language, config: config)
        guard !missing.isEmpty else { return nil }
        let named = missing.prefix(4).joined(separator: ", ") + (missing.count > 4 ? ", …" : "")
        return .warning("theme.interface-words",
                        "pages in `\(language.tag)` show \(missing.count) of the theme's \(InterfaceStrings.allKeys.count) interface words in English (\(named)): guidegen has its own in English and Simplified Chinese only",
                        at: config.settingLocations["languages"] ?? config.file.map { SourceLocation(file: $0) },
                        suggestion: "give them in `interface: \(language.tag):` in guidegen.yml")
    }

    /// Every page rendered from Markdown: each language's home, its sections and their topics.
    func renderJobs(_ site: Site) -> [RenderJob] {
        var jobs: [RenderJob] = []
        for language in config.languages {
            jobs.append(.home(language))
            for section in site.sections[language] ?? [] {
                jobs.append(.section(section.id, language))
                jobs.append(contentsOf: section.topics.map { RenderJob.topic($0, language) })
            }
        }
        return jobs
    }

    /// The glossary pages as search documents (each term in every language, and the words to
    /// avoid), so that searching a term, or a word the guidelines avoid, finds the glossary.
    func glossarySearchDocuments() -> [Language: [SearchDocument]] {
        guard !glossary.terms.isEmpty else { return [:] }
        var documents: [Language: [SearchDocument]] = [:]
        for language in config.languages {
            let ui = InterfaceStrings.table(for: language, config: config)
            let lines = glossary.terms.map { term in
                let names = config.languages.compactMap { term.preferred[$0.tag] }
                let avoid = config.languages.flatMap { term.avoid[$0.tag] ?? [] }
                return (names + avoid).joined(separator: " · ")
            }
            documents[language] = [SearchDocument(url: "\(language.tag)/glossary/", title: ui["glossary"] ?? "Glossary", section: "",
                                                  summary: ui["glossary_summary"] ?? "", kind: .section,
                                                  passages: [SearchDocument.Passage(text: lines.joined(separator: "\n"))])]
        }
        return documents
    }

    /// The files made from the whole site rather than one page — the language picker, the 404
    /// page, the glossary pages, the sitemap, robots.txt, each language's tree of sections
    /// (`navigation.json`) and its search page — each with the function that makes it (a
    /// build writes each as it is made, the preview makes one when it is asked for).
    func siteFileMakers(renderer: PageRenderer, site: Site) -> [(path: String, make: @Sendable () -> Data)] {
        var files: [(path: String, make: @Sendable () -> Data)] = [
            ("index.html", { Data(renderer.renderRoot().utf8) }),
            ("404.html", { Data(renderer.renderNotFound().utf8) }),
        ]
        let glossary = self.glossary
        if !glossary.terms.isEmpty {
            for language in config.languages {
                files.append(("\(language.tag)/glossary/index.html", { Data(renderer.renderGlossary(glossary, in: language).utf8) }))
            }
        }
        let theme = renderer.theme
        files += SiteMap.files(site: site, theme: theme, hasGlossary: !glossary.terms.isEmpty, addressesPerFile: sitemapAddressesPerFile)
        files.append(("robots.txt", { SiteMap.robots(site: site, theme: theme) }))
        for language in config.languages {
            files.append(("\(language.tag)/navigation.json", { NavigationTree.json(site: site, language: language) }))
        }
        for language in config.languages where buildsSearchIndex && renderer.theme.hasTemplate("search") {
            files.append(("\(language.tag)/search/index.html", { Data(renderer.renderSearch(language).utf8) }))
        }
        return files
    }
}

/// One page to render.
enum RenderJob {
    case home(Language)
    /// A section's page, by the section's id: its title, topics and summary are the renderer's
    /// site's (so the jobs of pages retitled in place still hold).
    case section(String, Language)
    case topic(Int, Language)

    var language: Language {
        switch self {
        case .home(let language): return language
        case .section(_, let language): return language
        case .topic(_, let language): return language
        }
    }

    /// The output path below the site root.
    func path(in site: Site) -> String {
        switch self {
        case .home(let language): return "\(language.tag)/index.html"
        case .section(let id, let language): return "\(language.tag)/\(id)/index.html"
        case .topic(let index, _): return site.topicPath(of: index)
        }
    }

    /// True when the job renders one of `pages` (a topic, a section's own page or a home page).
    func shows(anyOf pages: Set<Int>, in site: Site) -> Bool {
        bodyPage(in: site).map(pages.contains) ?? false
    }

    /// The page marked current in the sidebar.
    var currentPage: Int? {
        if case .topic(let index, _) = self { return index }
        return nil
    }

    /// The page whose Markdown body the job shows.
    func bodyPage(in site: Site) -> Int? {
        switch self {
        case .home(let language): return site.homes[language]
        case .section(let id, let language): return site.section(id, in: language)?.indexPage
        case .topic(let index, _): return index
        }
    }

}

/// A whole build's spill files for what is read back once: the parse stage's bodies (read as
/// their pages render) and search drafts (read as the index analyzes their pages); nil to keep
/// them in the pages' text's spill file.
struct ReadOnceSpills {
    var bodies: SpillFile?
    var drafts: SpillFile?
}

/// Counts finished items across threads and reports progress now and then.
final class ProgressCounter: Sendable {
    private let done = Atomic<Int>(0)
    let total: Int
    let stage: BuildStage
    let progress: (any BuildProgress)?

    init(total: Int, stage: BuildStage, progress: (any BuildProgress)?) {
        self.total = total
        self.stage = stage
        self.progress = progress
        progress?.stage(stage, done: 0, total: total)
    }

    func increment() {
        guard let progress else { return }
        let current = done.add(1, ordering: .relaxed).newValue
        if current % 100 == 0 || current == total { progress.stage(stage, done: current, total: total) }
    }
}

/// The paths of the site-wide files and copies, written on another thread beside the rendering
/// (read after it is done).
final class SiteWideWrites: Sendable {
    let paths = Mutex<(generated: [String], copied: [String])>(([], []))
}

/// Write errors, reported once: the first in full and a count of the rest, rather than one
/// line per page when the whole output folder is unwritable.
final class WriteFailures: Sendable {
    private let state = Mutex<(first: (error: any Error, path: String?)?, more: Int)>((nil, 0))

    func record(_ error: any Error, path: String?) {
        state.withLock { state in
            if state.first == nil { state.first = (error, path) } else { state.more += 1 }
        }
    }

    var diagnostics: [Diagnostic] {
        let (first, more) = state.withLock { ($0.first, $0.more) }
        guard let first else { return [] }
        let what = first.path.map { "`\($0)`" } ?? "the site"
        let rest = more > 0 ? " (and \(more) other file\(more == 1 ? "" : "s"))" : ""
        let reason = (first.error as? BuildError)?.description ?? OutputFolder.reason(first.error)
        return [.error("output.write", "cannot write \(what)\(rest): \(reason)", at: nil)]
    }
}

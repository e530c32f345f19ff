import Foundation
import GuideContent
import GuideCore

/// Takes a file of an index kept in a spill file: its path, the file and the place in it.
public typealias SpilledFileHandler = @Sendable (_ path: String, _ file: SpillFile, _ span: SpillFile.Span) -> Void

/// The search index of a whole site: one index per language under `search/<lang>/`.
public enum SearchIndex {
    /// The folder of a language's index, below the site root.
    static func folder(for language: Language) -> String { "search/\(language.tag)/" }

    /// The indices of a language's published pages in the order of their URLs: the order of
    /// the index's page numbers.
    static func pages(of site: Site, in language: Language) -> [Int] {
        (site.pageIndex[language] ?? [:]).values.sorted { site.relativeURL(of: $0) < site.relativeURL(of: $1) }
    }

    /// `pages(of:in:)` for each of `languages`, sorted side by side: one language after the
    /// other, each sort was a stretch of one thread before its analysis.
    static func pagesSideBySide(of site: Site, in languages: [Language]) -> [[Int]] {
        concurrentMap(languages.count) { pages(of: site, in: languages[$0]) }
    }

    /// Every file of every language's index, by path below the site root. With a `cache` (kept
    /// from the site's last build), only the pages that changed are analyzed and compressed
    /// again; the files are the same either way.
    /// `extra`: documents that are not pages of the site (the glossary pages), indexed after them.
    /// `spilledFile`: files that a cache keeps in the writer's spill file (pages' excerpts and
    /// term shards) are handed to it as their place there instead of being read back into the
    /// result (a preview then never holds the index's files at once). Called from several
    /// threads at once.
    public static func files(for site: Site, writer: SearchIndexWriter = SearchIndexWriter(),
                             cache: SearchIndexCache? = nil, extra: [Language: [SearchDocument]] = [:],
                             spilledFile: SpilledFileHandler? = nil) -> [(path: String, bytes: [UInt8])] {
        (cache ?? SearchIndexCache(keepsPages: false)).files(for: site, writer: writer, extra: extra, spilledFile: spilledFile)
    }

    /// Makes the same files as `files(for:…)` without a cache, and hands each language's to
    /// `write` as soon as they are made: a build then holds one language's index at a time,
    /// not every language's files until the end (38 MB of a 10,000-page site's peak), and no
    /// page's excerpt once it is made. `write` is called from several threads at once.
    /// `drafts`: the draft recorded for the page at an index of the site, if any (the page's
    /// Markdown is parsed again without one); called from several threads at once.
    /// `beside`: work run on this thread once every language is analyzed, while the last
    /// language's files are made on another (a build renders its pages there): making them
    /// ends on one core, which had nothing else to do.
    public static func write(for site: Site, writer: SearchIndexWriter = SearchIndexWriter(), extra: [Language: [SearchDocument]] = [:],
                             drafts: (@Sendable (Int) -> SearchDraft?)? = nil, beside: (() -> Void)? = nil,
                             to write: @escaping (_ path: String, _ bytes: [UInt8]) -> Void) {
        _ = SearchIndexCache(keepsPages: false).files(for: site, writer: writer, extra: extra, drafts: drafts, write: write, beside: beside)
    }
}

/// What a site's search index is made of page by page (each page's excerpt file and terms),
/// kept from one build to the next so that a rebuild after an edit (the preview's) analyzes and
/// compresses only the pages that changed; the term shards, made from every page, are made again
/// from the kept terms. Builds using one cache take turns.
public final class SearchIndexCache: @unchecked Sendable {
    // @unchecked: its state changes only in `files`, under `lock`; `pagesAnalyzed` and `pagesKept` are read by tests after it returns.
    /// One page's part of the index, with what it was made from. A `Page` never changes, so
    /// the page object (kept alive here, so that its identity is not reused) stands for its own
    /// text; the rest of the document comes from its URL, its section's title, its
    /// translations' titles (`SearchTextExtractor.translationHeadings`) and the titles its links show,
    /// checked again each time.
    final class Entry {
        let page: Page
        let url: String
        let section: String
        let translationHeadings: [String]
        let links: [(destination: String, title: String?)]
        let indexed: IndexedPage

        init(page: Page, url: String, section: String, translationHeadings: [String], links: [(destination: String, title: String?)], indexed: IndexedPage) {
            self.page = page
            self.url = url
            self.section = section
            self.translationHeadings = translationHeadings
            self.links = links
            self.indexed = indexed
        }

        /// True when the page at `index` of `site` would give the same document.
        func holds(for index: Int, in site: Site, resolver: LinkResolver) -> Bool {
            guard site.pages[index] === page, site.relativeURL(of: index) == url,
                  SearchTextExtractor.sectionTitle(of: index, in: site) == section,
                  SearchTextExtractor.translationHeadings(of: index, in: site) == translationHeadings else { return false }
            guard !links.isEmpty else { return true }
            // Where the links lead, as the resolve stage found them (the extractor met them in
            // the page's order, as the lookup expects).
            let resolved = ResolvedLinkLookup(page: index, resolver: resolver)
            return links.allSatisfy { SearchTextExtractor.linkTitle(of: resolved.resolve($0.destination), in: site) == $0.title }
        }
    }

    /// A language's entries by page, the numbering of their terms, the last shards and the
    /// pages' indices in the order of their URLs.
    final class LanguageState {
        let table = TermTable()
        var entries: [ObjectIdentifier: Entry] = [:]
        var shards: [String: KeptShard] = [:]
        var order: [Int] = []
        /// What the last index was made with, and its other documents, when `patchesEdits`.
        var layout: IndexLayout?
        var others: [SearchDocument] = []
    }

    private let lock = NSLock()
    private var languages: [Language: LanguageState] = [:]
    /// The writer settings the entries and shards were made with.
    private var settings: (shardBytes: Int, storedCharacters: Int)?
    /// The last build's pages, in the site's order, and its languages.
    private var lastPages: [Page] = []
    private var lastLanguages: [Language] = []
    /// Pages analyzed by the last build, and pages kept for the next (for tests).
    private(set) var pagesAnalyzed = 0
    var pagesKept: Int { languages.values.reduce(0) { $0 + $1.entries.count } }
    /// Bytes of compressed term shards kept in memory for the next build (for tests).
    var shardBytesInMemory: Int { languages.values.reduce(0) { $0 + $1.shards.values.reduce(0) { $0 + $1.compressed.count } } }
    /// False for a build that will not come again (`guidegen build`): each language's pages
    /// are then let go as soon as its files are made, so that only one language's terms are
    /// held at a time.
    let keepsPages: Bool
    /// Whether an edit to a few pages' text patches the term shards their terms are in
    /// (`SearchIndexWriter.patch`) rather than making every shard again. The files are then not
    /// those a fresh index would have: the shards keep their boundaries (a fresh index may cut
    /// them elsewhere), words that no longer stem to a term stay among its forms, and the
    /// postings keep the average page length they were weighed with (until it moves by 1 %).
    /// Every term finds the same pages, weighed at most one step of 31 apart; a preview's choice,
    /// where the index follows every save.
    let patchesEdits: Bool
    /// Languages whose index the last build made again rather than patched.
    public private(set) var languagesIndexedAgain = 0

    public init(keepsPages: Bool = true, patchesEdits: Bool = false) {
        self.keepsPages = keepsPages
        self.patchesEdits = patchesEdits && keepsPages
    }

    /// With `write` (and without `keepsPages`), each language's files go to it as they are made
    /// and are not returned, and its term table is let go before the next language. `write` is
    /// then called from several threads at once (the pages' excerpt files). `beside`: run on
    /// this thread once every language is analyzed, before the last language's files are
    /// waited for (`SearchIndex.write`).
    func files(for site: Site, writer: SearchIndexWriter, extra: [Language: [SearchDocument]] = [:],
               drafts: (@Sendable (Int) -> SearchDraft?)? = nil, write: ((_ path: String, _ bytes: [UInt8]) -> Void)? = nil,
               spilledFile: SpilledFileHandler? = nil, beside: (() -> Void)? = nil) -> [(path: String, bytes: [UInt8])] {
        lock.lock()
        defer { lock.unlock() }
        if let settings, settings != (writer.shardBytes, writer.storedCharactersPerPage) { languages = [:] }
        settings = (writer.shardBytes, writer.storedCharactersPerPage)
        let resolver = LinkResolver(site: site)
        // When every page keeps its place (an edit to pages' text), every link resolves and
        // shows as it did, sections keep their titles and pages their order: an entry then
        // holds while its page is the same, and the links need not be resolved again.
        let placesKept = site.config.languages == lastLanguages && site.pages.count == lastPages.count
            && zip(lastPages, site.pages).allSatisfy { $0 === $1 || $1.hasSamePlace(as: $0) }
        var (files, states): ([(path: String, bytes: [UInt8])], [Language: LanguageState]) = ([], [:])
        pagesAnalyzed = 0
        let languageList = languageOrder(site.config.languages, writing: write != nil)
        var pages: [[IndexedPage]] = []
        // Without kept pages, each language's files are made before the next is analyzed (or,
        // written as made, while it is).
        var madeNow: [Language: [(path: String, bytes: [UInt8])]] = [:], patched = madeNow
        let finishing = DispatchGroup()
        let sorted = keepsPages ? [] : SearchIndex.pagesSideBySide(of: site, in: languageList)
        for (n, language) in languageList.enumerated() {
            let state = languages[language] ?? LanguageState()
            states[language] = state
            let indices = placesKept && !state.entries.isEmpty ? state.order : keepsPages ? SearchIndex.pages(of: site, in: language) : sorted[n]
            if !keepsPages, let write {
                writeFiles(indices, of: language, in: site, state: state, writer: writer, resolver: resolver, extra: extra, drafts: drafts,
                           group: language == languageList.last && beside == nil ? nil : finishing, to: write)
                states[language] = nil
                continue
            }
            let kept = state.entries
            let (current, made) = entries(of: indices, in: site, language: language, state: state, resolver: resolver, placesKept: placesKept,
                                          writer: writer, drafts: drafts, write: write)

            // Only the pages of this build are kept.
            if keepsPages {
                state.entries = Dictionary(current.map { (ObjectIdentifier($0.page), $0) }, uniquingKeysWith: { first, _ in first })
                state.order = indices
            }
            // Documents that are not pages are few: indexed again every time, never cached.
            let others = extra[language] ?? []
            let languagePages = current.map(\.indexed) + writer.index(count: others.count, table: state.table) { others[$0] }
            if keepsPages {
                pages.append(languagePages)
                patched[language] = patch(languagePages, made: placesKept ? made.map { ($0, kept[ObjectIdentifier(lastPages[indices[$0]])]) } : nil,
                                          others: others, of: language, state: state, writer: writer, spilledFile: spilledFile)
                state.others = others
            } else {
                madeNow[language] = writer.files(for: languagePages, table: state.table, language: language.tag, shards: &state.shards, keep: false)
            }
        }
        beside?()
        finishing.wait()
        languagesIndexedAgain = languageList.count - patched.count

        // The languages' term shards, side by side: making them takes each one thread.
        let made = keepsPages ? concurrentMap(languageList.count) { n in
            let language = languageList[n], state = states[language]!
            if let files = patched[language] { return files }
            return writer.files(for: pages[n], table: state.table, language: language.tag, shards: &state.shards,
                                spilledFile: Self.inFolder(language, spilledFile), layout: patchesEdits ? { state.layout = $0 } : nil)
        } : languageList.map { madeNow[$0] ?? [] }
        for language in site.config.languages {
            let folder = SearchIndex.folder(for: language)
            for file in made[languageList.firstIndex(of: language)!] { files.append((folder + file.path, file.bytes)) }
        }
        // Terms no page has any more stay in a table (a few per edit): once they outnumber
        // the others, start again.
        for language in languageList {
            guard let table = states[language]?.table else { continue }
            if table.terms.count > 2 * table.liveTerms + 10_000 { states[language] = nil }
        }
        languages = states
        lastPages = site.pages
        lastLanguages = site.config.languages
        return files
    }

    /// Each language once (a configuration may name one twice), in the order they are indexed.
    /// A build (`writing`, without `keepsPages`) makes each language's shards on another thread
    /// while the next language is analyzed; the last language's are made with nothing beside
    /// them (two seconds of one thread at 10,000 pages, under load). Chinese, whose pairs of
    /// characters make the most terms, goes first, so that a smaller index ends the build.
    private func languageOrder(_ languages: [Language], writing: Bool) -> [Language] {
        var list: [Language] = []
        for language in languages where !list.contains(language) { list.append(language) }
        guard !keepsPages, writing else { return list }
        return list.filter(\.isChinese) + list.filter { !$0.isChinese }
    }

    /// A language's index patched where the pages `made` again (by page number, with their last
    /// entries; nil when pages did not keep their places) changed it (`SearchIndexWriter.patch`),
    /// when `patchesEdits`; nil when it is to be made again.
    private func patch(_ pages: [IndexedPage], made: [(page: Int, old: Entry?)]?, others: [SearchDocument], of language: Language,
                       state: LanguageState, writer: SearchIndexWriter, spilledFile: SpilledFileHandler?) -> [(path: String, bytes: [UInt8])]? {
        guard patchesEdits, let made, others == state.others, let layout = state.layout, made.allSatisfy({ $0.old != nil }) else { return nil }
        return writer.patch(pages: pages, changed: made.map { ($0.page, $0.old!.indexed) }, table: state.table, layout: layout,
                            shards: &state.shards, spilledFile: Self.inFolder(language, spilledFile))
    }

    /// `handler` for the files of `language`'s folder, given their paths in it.
    private static func inFolder(_ language: Language, _ handler: SpilledFileHandler?) -> SpilledFileHandler? {
        let folder = SearchIndex.folder(for: language)
        guard let handler else { return nil }
        return { @Sendable path, file, span in handler(folder + path, file, span) }
    }

    /// The entries of a language's pages at `indices` (in the order of their URLs): the kept
    /// ones that still hold, and the others made now, whose places in `indices` are `made`. With
    /// `write` and without `keepsPages`, each page's excerpt file goes to `write` as it is made.
    private func entries(of indices: [Int], in site: Site, language: Language, state: LanguageState, resolver: LinkResolver, placesKept: Bool,
                         writer: SearchIndexWriter, drafts: (@Sendable (Int) -> SearchDraft?)?,
                         write: ((_ path: String, _ bytes: [UInt8]) -> Void)?) -> (entries: [Entry], made: [Int]) {
        // Kept entries that still hold, checked in parallel (in chunks: each check is quick).
        var entries = [Entry?](repeating: nil, count: indices.count)
        let kept = state.entries
        if !kept.isEmpty {
            entries.withUnsafeMutableBufferPointer { buffer in
                let slots = buffer
                let chunk = 256
                DispatchQueue.concurrentPerform(iterations: (indices.count + chunk - 1) / chunk) { c in
                    for i in c * chunk..<min(indices.count, (c + 1) * chunk) {
                        if let entry = kept[ObjectIdentifier(site.pages[indices[i]])],
                           placesKept ? entry.page === site.pages[indices[i]] : entry.holds(for: indices[i], in: site, resolver: resolver) {
                            slots[i] = entry
                        }
                    }
                }
            }
        }

        // The other pages: extracted, analyzed and compressed.
        let missing = entries.indices.filter { entries[$0] == nil }
        pagesAnalyzed += missing.count
        var links = [[(destination: String, title: String?)]](repeating: [], count: missing.count)
        let order = largestFirst(missing.map { site.pages[indices[$0]].bodyByteCount })
        // A build that keeps nothing writes each page's excerpt as it is made.
        let folder = SearchIndex.folder(for: language)
        let writePage: ((Int, [UInt8]) -> Void)? = keepsPages ? nil : write.map { write in
            { n, file in write(folder + "pages/\(missing[n]).bin", file) }
        }
        let made = links.withUnsafeMutableBufferPointer { buffer in
            let linkSlots = buffer
            return writer.index(count: missing.count, table: state.table, order: order, writePage: writePage) { n in
                let index = indices[missing[n]]
                return SearchTextExtractor.document(of: index, in: site, resolver: resolver, links: &linkSlots[n], draft: drafts?(index))
            }
        }
        // Kept pages keep their terms packed (a third of the memory).
        let indexed = keepsPages ? concurrentMap(made.count) { made[$0].packed() } : made
        for (n, i) in missing.enumerated() {
            let index = indices[i]
            entries[i] = Entry(page: site.pages[index], url: site.relativeURL(of: index), section: SearchTextExtractor.sectionTitle(of: index, in: site),
                               translationHeadings: SearchTextExtractor.translationHeadings(of: index, in: site),
                               links: links[n], indexed: indexed[n])
        }
        return (entries.map { $0! }, missing)
    }

    /// A build's index of a language (one that keeps nothing, so no entry holds): the pages at
    /// `indices` (in the order of their URLs) extracted, analyzed and compressed, each page's
    /// excerpt file handed to `write` as it is made, then the language's files (`writeFiles`).
    /// No entry is made: its URL and section title, made one page after the other between
    /// the analysis and the shards, were for a next build.
    private func writeFiles(_ indices: [Int], of language: Language, in site: Site, state: LanguageState, writer: SearchIndexWriter,
                            resolver: LinkResolver, extra: [Language: [SearchDocument]], drafts: (@Sendable (Int) -> SearchDraft?)?,
                            group: DispatchGroup?, to write: @escaping (_ path: String, _ bytes: [UInt8]) -> Void) {
        pagesAnalyzed += indices.count
        // The language's terms (and postings) in a spill file of their own, emptied once its
        // files are made: the first language's while the next is analyzed, not all at the end
        // (the system frees a file's memory on one thread; the process's exit waited for it).
        let own = writer.spill?.sibling()
        var writer = writer
        if let own { writer.spill = own }
        let order = largestFirst(indices.map { site.pages[$0].bodyByteCount })
        let folder = SearchIndex.folder(for: language)
        let analyzed = writer.analyze(count: indices.count, order: order, writePage: { n, file in write(folder + "pages/\(n).bin", file) }) { n in
            var links: [(destination: String, title: String?)] = []
            return SearchTextExtractor.document(of: indices[n], in: site, resolver: resolver, links: &links, draft: drafts?(indices[n]))
        }
        // Numbered in the language's table where its files are made (beside the next language's
        // analysis, or the build's rendering), then the documents that are not pages (few).
        let others = extra[language] ?? []
        let writerNow = writer
        Self.writeFiles({ analyzed.takeNumbered(in: state.table) + writerNow.index(count: others.count, table: state.table) { others[$0] } },
                        of: language, state: state, writer: writer, group: group, to: write, then: { own?.emptyInBackground() })
    }

    /// Makes a language's files from its `pages` (numbered when asked for) and hands them to
    /// `write`: on another thread with a `group`
    /// (left when the files are written), while the next language is analyzed, since sorting
    /// the terms and cutting them into shards ends on one core, which would idle the other;
    /// without one, on this thread, where the shards are compressed on every core (in a block
    /// on the global queue while this thread waited, they were compressed on that one thread:
    /// its batches found no other thread free).
    /// `then`: called once they are written.
    private static func writeFiles(_ pages: @escaping () -> [IndexedPage], of language: Language, state: LanguageState, writer: SearchIndexWriter,
                                   group: DispatchGroup?, to write: @escaping (_ path: String, _ bytes: [UInt8]) -> Void,
                                   then done: @escaping () -> Void = {}) {
        let folder = SearchIndex.folder(for: language)
        let make = {
            let files = writer.files(for: pages(), table: state.table, language: language.tag, shards: &state.shards, keep: false) {
                write(folder + $0, $1)
            }
            for file in files { write(folder + file.path, file.bytes) }
            done()
        }
        guard let group else { return make() }
        group.enter()
        DispatchQueue.global().async {
            make()
            group.leave()
        }
    }
}

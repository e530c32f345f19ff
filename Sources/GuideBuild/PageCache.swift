import Foundation
import GuideContent
import GuideCore
import Synchronization

/// What an incremental build keeps of each Markdown file between runs: the parsed page, its
/// problems (parse and lint) and a hash of its text, in the order of the files the content
/// walk found (`align(to:)`). A file's entry is dropped when it changes (`invalidate`), and the
/// next parse reads only the dropped ones: an edit to one page of a large site looks up nothing
/// by path but that page (looking up every file by its path, and copying its entry, was most of
/// a body edit's time at 100,000 pages).
final class PageCache: Sendable {
    private let entries = Mutex(Entries())
    /// The last resolve and register stages' results (read and written by one thread, between
    /// the parallel stages).
    private let kept = Mutex<(resolved: LinkResolver.Resolved?, registered: (site: Site, diagnostics: [Diagnostic])?)>((nil, nil))

    /// The pages made from catalogs' module sources at the last build (`PageParser.sourceSymbolPages`).
    let sourceSymbolPages = SourceSymbolPageCache()
    /// True when some of the files are a DocC catalog's (their pages take part in curation).
    var holdsCatalogs: Bool { entries.withLock { $0.holdsCatalogs } }
    /// The last resolve stage's results.
    var resolved: LinkResolver.Resolved? {
        get { kept.withLock { $0.resolved } }
        set { kept.withLock { $0.resolved = newValue } }
    }
    /// The last registered site and the diagnostics of registering it (duplicates, missing translations).
    var registered: (site: Site, diagnostics: [Diagnostic])? {
        get { kept.withLock { $0.registered } }
        set { kept.withLock { $0.registered = newValue } }
    }

    /// The entries as they are, for the parse stage: which files to parse (places in `files`).
    /// Aligns the cache with `files` first when they are not the files it holds.
    func toParse(_ files: [ContentFile]) -> [Int] {
        entries.withLock { entries in
            // The same content walk's array (the usual case) compares equal at once.
            if files != entries.files { entries.align(to: files) }
            return entries.unparsed.sorted()
        }
    }

    /// Keeps what parsing and linting the files at `places` gave (`toParse`'s places).
    func store(_ parsed: [(place: Int, page: Page?, problems: [Diagnostic])]) {
        entries.withLock { entries in
            for (place, page, problems) in parsed {
                entries.pages[place] = page
                entries.textHashes[place] = page?.textHash ?? 0
                entries.keepAssembled(place: place)
                entries.problems[place] = problems.isEmpty ? nil : problems
                entries.unparsed.remove(place)
            }
        }
    }

    /// Every file's page (those that gave one, in the files' order), its text hash, and every
    /// problem found.
    func parsed() -> (pages: [Page], textHashes: [Int], problems: [Diagnostic]) {
        entries.withLock { entries in
            if let assembled = entries.assembled, entries.unparsed.isEmpty {
                return (assembled.pages, assembled.textHashes, entries.problems.values.flatMap { $0 })
            }
            var positions = [Int32](repeating: -1, count: entries.pages.count)
            var pages: [Page] = []
            pages.reserveCapacity(entries.pages.count)
            var hashes: [Int] = []
            hashes.reserveCapacity(entries.pages.count)
            for (place, page) in entries.pages.enumerated() {
                guard let page else { continue }
                positions[place] = Int32(pages.count)
                pages.append(page)
                hashes.append(entries.textHashes[place])
            }
            entries.assembled = (pages, hashes, positions)
            return (pages, hashes, entries.problems.values.flatMap { $0 })
        }
    }

    /// Forgets files that changed (content-relative paths), so the next parse reads them again.
    func invalidate(_ relativePaths: some Sequence<String>) {
        entries.withLock { entries in
            for path in relativePaths {
                guard let place = entries.places[path] else { continue }
                entries.pages[place] = nil
                entries.problems[place] = nil
                entries.unparsed.insert(place)
            }
        }
    }

    /// Each file's entry, by its place in the last content walk's Markdown files.
    private struct Entries {
        /// The files the entries belong to (the last content walk's Markdown files).
        var files: [ContentFile] = []
        /// Each file's place in `files`, by its content-relative path.
        var places: [String: Int] = [:]
        /// Each file's page (nil for a file that gave none, or that is to be parsed).
        var pages: [Page?] = []
        /// A hash of each file's text (front matter and body), so that rendering can tell whether
        /// the page itself changed without hashing its text again.
        var textHashes: [Int] = []
        /// The problems of the files that have any (most have none), by place.
        var problems: [Int: [Diagnostic]] = [:]
        /// The places of the files to parse (again).
        var unparsed = Set<Int>()
        var holdsCatalogs = false
        /// The last `parsed()` pages and hashes, with each place's position among them (-1 for a
        /// file that gave no page), kept while every file that gave a page gives one again: an
        /// edit then puts its page in place instead of 100,000 pages being gathered anew.
        var assembled: (pages: [Page], textHashes: [Int], positions: [Int32])?

        /// Puts the page just stored at `place` into `assembled`, or lets `assembled` go when
        /// the place gave no page then or gives none now.
        mutating func keepAssembled(place: Int) {
            guard let position = assembled.map({ Int($0.positions[place]) }) else { return }
            guard position >= 0, let page = pages[place] else { assembled = nil; return }
            assembled!.pages[position] = page
            assembled!.textHashes[position] = textHashes[place]
        }

        /// Takes `files` (a new content walk's) as the files of the cache, keeping the entries
        /// of those it held; the others are to be parsed.
        mutating func align(to files: [ContentFile]) {
            var pages = [Page?](repeating: nil, count: files.count)
            var textHashes = [Int](repeating: 0, count: files.count)
            var problems: [Int: [Diagnostic]] = [:]
            var places: [String: Int] = [:]
            places.reserveCapacity(files.count)
            var unparsed = Set<Int>()
            for (place, file) in files.enumerated() {
                places[file.relativePath] = place
                if let old = self.places[file.relativePath], !self.unparsed.contains(old) {
                    pages[place] = self.pages[old]
                    textHashes[place] = self.textHashes[old]
                    problems[place] = self.problems[old]
                } else {
                    unparsed.insert(place)
                }
            }
            (self.files, self.places, self.pages, self.textHashes, self.problems, self.unparsed) = (files, places, pages, textHashes, problems, unparsed)
            assembled = nil
            holdsCatalogs = files.contains { $0.isCatalog }
        }
    }
}

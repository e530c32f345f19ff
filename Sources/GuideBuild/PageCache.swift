import Foundation
import GuideContent
import GuideCore

/// What an incremental build keeps of each Markdown file between runs: the parsed page, its
/// parse problems, its lint findings and a hash of its text. Keyed by the path relative to the
/// content folder; an entry is dropped when its file changes.
final class PageCache: @unchecked Sendable {
    struct Entry {
        var page: Page?
        var diagnostics: [Diagnostic]
        var lintFindings: [Diagnostic]
        /// A hash of the file's text (front matter and body), so that rendering can tell whether
        /// the page itself changed without hashing its text again.
        var textHash: Int
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// The last resolve stage's results (read and written by one thread, between the parallel stages).
    var resolved: LinkResolver.Resolved?
    /// The last registered site and the diagnostics of registering it (duplicates, missing translations).
    var registered: (site: Site, diagnostics: [Diagnostic])?

    /// Keeps what parsing and linting a file gave; returns the hash of its text.
    func store(page: Page?, diagnostics: [Diagnostic], lintFindings: [Diagnostic], for relativePath: String) -> Int {
        let hash = page?.fileText.hashValue ?? 0
        lock.lock()
        entries[relativePath] = Entry(page: page, diagnostics: diagnostics, lintFindings: lintFindings, textHash: hash)
        lock.unlock()
        return hash
    }

    /// The entries of many files at once (one lock for all: a large site's pages looked up
    /// one by one from several threads spent their time waiting on the lock).
    func entries(_ relativePaths: [String]) -> [Entry?] {
        lock.lock()
        defer { lock.unlock() }
        return relativePaths.map { entries[$0] }
    }

    /// Forgets files that changed, so the next build reads them again.
    func invalidate(_ relativePaths: some Sequence<String>) {
        lock.lock()
        for path in relativePaths { entries[path] = nil }
        lock.unlock()
    }

    /// Keeps only the entries of files that still exist.
    func retain(only relativePaths: Set<String>) {
        lock.lock()
        entries = entries.filter { relativePaths.contains($0.key) }
        lock.unlock()
    }
}

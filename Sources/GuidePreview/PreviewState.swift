import Foundation
import GuideBuild
import GuideCore
import Synchronization

/// What the preview serves at one moment: the last good site, and how the last build went.
/// Replaced whole after each rebuild, so a request always sees one consistent site.
struct PreviewSnapshot: Sendable {
    /// The last good site's files but its pages: output path → bytes, or for media and theme
    /// assets the source file, read when asked for (a video is not held in memory).
    var files: [String: StoredFile] = [:]
    /// The last good site's pages, rendered when asked for.
    var pages = RenderedPages()
    /// For each file, the build that last changed it (its ETag is made from this).
    var generations: [String: Int] = [:]
    /// Counts rebuilds, good or bad.
    var build = 0
    /// False while the sources have errors (the last good site is still served).
    var ok = true
    /// Problems the browser overlay shows: every problem after a failed build; after a good one,
    /// those in the files just edited (so a writer sees the lint findings of the page at hand).
    var problems: [Diagnostic] = []
    /// The site's base path, `/` or `/hig/`.
    var basePath = "/"
    /// True while the search index of the current build is being made: requests for it wait.
    var searchPending = false
    /// Search indexes published so far: a request waiting for a pending index takes the next one
    /// that comes, even one edit behind (while edits keep coming faster than an index is made).
    var searchIndexes = 0
    /// Which builder (counted from 1) made the site in `files`, and its generation.
    var generation = (epoch: 0, build: 0)

    /// The file or page at an output path (a file wins, as in a build).
    func file(_ path: String) -> StoredFile? {
        files[path] ?? pages.data(at: path).map(StoredFile.bytes)
    }

    /// True when a file or page is at an output path (without rendering the page).
    func contains(_ path: String) -> Bool {
        files[path] != nil || pages.contains(path)
    }

    /// Takes a new site, marking the files that changed with the current build.
    mutating func publish(_ files: [String: StoredFile], pages: RenderedPages? = nil, changed: [String]) {
        self.files = files
        if let pages { self.pages = pages }
        for path in changed {
            generations[path] = contains(path) ? build : nil
        }
    }

    /// The status as the browser's live-reload script reads it: the build's count, whether it
    /// went well, its first 200 problems and how many more there are.
    struct Status: Encodable {
        var build: Int
        var ok: Bool
        var problems: [Problem]
        var more: Int
    }

    /// A problem as the browser's overlay shows it; a line or column of 0 (not known) is left out.
    struct Problem: Encodable {
        var id: String
        var severity: String
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
        var suggestion: String?

        init(_ d: Diagnostic) {
            (id, severity, message, suggestion) = (d.id, d.severity.rawValue, d.message, d.suggestion)
            file = d.location?.file
            line = d.location.flatMap { $0.line > 0 ? $0.line : nil }
            column = d.location.flatMap { $0.column > 0 ? $0.column : nil }
        }
    }

    /// `Status` as JSON, on one line (an event of the live-reload stream).
    func statusJSON() -> String {
        let status = Status(build: build, ok: ok, problems: problems.prefix(200).map(Problem.init), more: max(0, problems.count - 200))
        let data = (try? JSONOutput.data(status)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// The current snapshot, read by request handlers on any thread and replaced by the rebuild thread.
final class PreviewState: Sendable {
    private let current: Mutex<PreviewSnapshot>
    /// Tells ETags of this process apart from those of an earlier run of the preview.
    let instance = String(UInt32.random(in: 0...UInt32.max), radix: 36)

    init(_ snapshot: PreviewSnapshot = PreviewSnapshot()) {
        current = Mutex(snapshot)
    }

    var snapshot: PreviewSnapshot {
        current.withLock { $0 }
    }

    func update(_ change: (inout PreviewSnapshot) -> Void) {
        current.withLock { change(&$0) }
    }
}

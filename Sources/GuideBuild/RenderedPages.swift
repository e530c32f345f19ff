import Foundation
import GuideCore
import Synchronization

/// The pages of one good incremental build, and the files made from the whole site (sitemap,
/// search pages, 404), each made when it is first asked for. A preview shows a handful of a
/// large site's pages between two edits: rendering every page the edit touched (all of them
/// after a template edit), and keeping all their HTML, cost the preview most of its time and
/// memory for pages nobody opened.
///
/// A page made is kept, up to `keptLimit` pages. The next build's pages take over those whose
/// context hash did not change (equal contexts render equal bytes), and the site-wide files
/// when the site's structure did not change.
public final class RenderedPages: Sendable {
    private let renderer: PageRenderer?
    /// Each page's job, by output path.
    let jobs: [String: RenderJob]
    /// The files made from the whole site, by output path.
    let siteFiles: [String: @Sendable () -> Data]
    /// Rendered pages by output path, and their paths in the order they were kept.
    private let kept: Mutex<(pages: [String: Data], order: [String])>
    /// At most this many pages are kept rendered (the oldest is let go first).
    let keptLimit: Int
    /// 256 pages of a large site's layout are about 8 MB.
    static let defaultKeptLimit = 256

    /// No pages.
    public convenience init() {
        self.init(renderer: nil, jobs: [:], siteFiles: [:], keeping: nil, except: [])
    }

    /// The pages of `jobs` (by output path), rendered with `renderer`, and the site-wide files
    /// `siteFiles` makes; keeps what `previous` made but at `changed` and what is gone.
    init(renderer: PageRenderer?, jobs: [String: RenderJob], siteFiles: [String: @Sendable () -> Data],
         keeping previous: RenderedPages?, except changed: Set<String>, keptLimit: Int = defaultKeptLimit) {
        self.renderer = renderer
        self.jobs = jobs
        self.siteFiles = siteFiles
        self.keptLimit = keptLimit
        let (kept, order) = previous?.keptPages() ?? ([:], [])
        let stays = { (path: String) in (jobs[path] != nil || siteFiles[path] != nil) && !changed.contains(path) }
        self.kept = Mutex((kept.filter { stays($0.key) }, order.filter(stays)))
    }

    /// The output paths of the pages and site-wide files.
    var paths: [String] { Array(Set(jobs.keys).union(siteFiles.keys)) }

    /// True when a page or site-wide file is at the path.
    public func contains(_ path: String) -> Bool { jobs[path] != nil || siteFiles[path] != nil }

    /// The page or site-wide file at an output path, made now unless it was already; nil when
    /// nothing is there. A site-wide file wins over a page of the same path, as in a build,
    /// which writes them after the pages.
    public func data(at path: String) -> Data? {
        let make: () -> Data
        if let siteFile = siteFiles[path] {
            make = siteFile
        } else if let job = jobs[path], let renderer {
            make = {
                let page = renderer.render(job, context: renderer.context(of: job, textHashes: nil))
                let runaways = renderer.theme.takeRunawayDiagnostics()
                return runaways.isEmpty ? Data(page) : Self.problemPage(runaways)
            }
        } else {
            return nil
        }
        if let data = kept.withLock({ $0.pages[path] }) { return data }
        // Made outside the lock: two requests for the same new page may both render it, and get
        // the same bytes.
        let data = make()
        kept.withLock { kept in
            if kept.pages.updateValue(data, forKey: path) == nil {
                kept.order.append(path)
                if kept.order.count > keptLimit { kept.pages[kept.order.removeFirst()] = nil }
            }
        }
        return data
    }

    /// What the preview shows instead of a page whose template never ended (cut short, it could
    /// be hundreds of megabytes): the problems, one per line.
    static func problemPage(_ problems: [Diagnostic]) -> Data {
        let lines = HTMLEscaping.escape(DiagnosticFormatter(format: .line).render(problems))
        return Data("""
            <!doctype html>
            <html lang="en"><meta charset="utf-8"><title>The page could not be rendered</title>
            <h1>The page could not be rendered</h1>
            <pre>\(lines)</pre>
            </html>

            """.utf8)
    }

    /// Every page and site-wide file, made (in parallel); for tests, which compare a preview's
    /// site with a build's.
    func all() -> [String: Data] {
        let paths = self.paths
        let rendered = concurrentMap(paths.count) { data(at: paths[$0]) }
        return Dictionary(uniqueKeysWithValues: zip(paths, rendered).compactMap { path, data in data.map { (path, $0) } })
    }

    /// How many pages are kept rendered.
    var keptCount: Int {
        kept.withLock { $0.pages.count }
    }

    private func keptPages() -> ([String: Data], [String]) {
        kept.withLock { ($0.pages, $0.order) }
    }
}

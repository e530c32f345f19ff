import Foundation
import GuideContent
import GuideCore
import GuideSearch

/// What one incremental rebuild did.
public struct RebuildReport: Sendable {
    /// Every problem of the site as it is now (the same list a full build reports).
    public var diagnostics: [Diagnostic] = []
    /// True when the site was rebuilt; false when an error kept the last good site in place.
    public var succeeded = false
    /// Output paths whose bytes changed, were added or were removed.
    public var changedFiles: [String] = []
    /// Pages rendered from Markdown this time (the rest were unchanged and kept).
    public var pagesRendered = 0
    /// Pages of the site, all languages.
    public var pageCount = 0
    public var seconds: Double = 0
    /// Seconds spent in each stage, in order (printed by `guidegen serve --verbose`).
    public var stageSeconds: [(stage: String, seconds: Double)] = []
    /// True when the search index is still to be made (`IncrementalBuilder.finishSearchIndex`).
    public var searchIndexPending = false
}

/// Rebuilds a site in memory after changes to its content or theme, reading only the files
/// that changed and rendering only the pages whose inputs changed. The result always equals a
/// full build (`IncrementalBuildTests` compare them byte for byte); the preview server keeps one.
///
/// A page is re-rendered when the fingerprint of what it shows changed: its own text, the
/// titles and addresses of the pages it links to, its navigation, related pages, backlinks and
/// neighbours. When an edit keeps the site's structure (every page keeps its ids, headings,
/// title, summary, order and date, and links to the same pages: most edits to a page's text),
/// the registered site, the link resolutions of the other pages and the navigation are kept,
/// and only the pages that changed are fingerprinted and rendered. The files made from the
/// whole site (sitemap, search pages) are made again when their fingerprint changes, the
/// search index after every good build. A change to a template renders every page again.
/// Configuration and glossary changes are not handled here: make a new builder.
public final class IncrementalBuilder: @unchecked Sendable {
    public let builder: SiteBuilder
    /// The last good site: output path → bytes.
    public private(set) var files: [String: Data] = [:]
    /// Leave the search index to `finishSearchIndex()`, so that a preview can reload the pages
    /// first: making the index of a large site takes longer than the pages an edit touches.
    public var defersSearchIndex = false
    /// The site of the last good build, while its search index is pending.
    private var pendingSearchSite: Site?

    private let cache = PageCache()
    /// The content folders (one, or one per language with `content:` per language) and the
    /// prefix their files' relative paths carry (`""`, or the language's tag and `/`).
    private let contentRoots: [(prefix: String, root: String)]
    private let themeRoot: String
    private var discovered: ContentDiscovery.Result?
    /// The content-relative paths of `discovered`'s Markdown files.
    private var knownMarkdownPaths = Set<String>()
    private var theme: (Theme?, [Diagnostic])?
    private var fingerprints: [String: Int] = [:]
    /// The last good build's site, renderer, render jobs with their output paths and
    /// fingerprints: what an edit that keeps the site's structure starts from.
    private var last: (site: Site, renderer: PageRenderer, jobs: [RenderJob], paths: [String], prints: [Int])?
    /// The fingerprint and paths of the files made from the whole site, at the last good build.
    private var siteFiles: (fingerprint: Int, paths: [String])?
    private var navigationCache = NavigationCache()
    /// Each page's part of the search index, so that an edit analyzes only the pages it changed.
    private let searchCache = SearchIndexCache()
    private let lock = NSLock()

    public init(builder: SiteBuilder) {
        self.builder = builder
        let folders = builder.config.contentFolders(resolving: builder.path)
        contentRoots = folders.isEmpty ? [("", Self.absolute(builder.path(builder.config.contentPath)))]
            : folders.map { ($0.language.tag + "/", Self.absolute($0.path)) }
        themeRoot = Self.absolute(builder.path(builder.config.themePath))
    }

    /// Rebuilds after changes to the files at `changed` (absolute paths), or everything when nil.
    /// Paths outside the content and theme folders are ignored.
    public func rebuild(changed: Set<String>? = nil) -> RebuildReport {
        lock.lock()
        defer { lock.unlock() }
        let start = Date()
        var report = RebuildReport()
        var lap = start
        func mark(_ stage: String) {
            let now = Date()
            report.stageSeconds.append((stage, now.timeIntervalSince(lap)))
            lap = now
        }

        // What changed: Markdown files that existed before are read again; anything added or
        // removed under Content/ means walking the folder again.
        var rediscover = discovered == nil || changed == nil
        var reloadTheme = theme == nil || changed == nil
        var templatesChanged = changed == nil
        var mediaChanged = changed == nil
        var modifiedPages: [String] = []
        let knownMarkdown = knownMarkdownPaths
        for path in changed ?? [] {
            if let relative = contentRoots.lazy.compactMap({ root in Self.relative(path, to: root.root).map { root.prefix + $0 } }).first {
                let exists = FileManager.default.fileExists(atPath: path)
                if knownMarkdown.contains(relative) {
                    if exists { modifiedPages.append(relative) } else { rediscover = true }
                } else if relative.hasSuffix(".md") || relative.hasSuffix(".markdown") || !exists
                            || discovered?.media.contains(where: { $0.relativePath == relative }) != true {
                    rediscover = true
                    mediaChanged = true
                } else {
                    mediaChanged = true
                }
            } else if let relative = Self.relative(path, to: themeRoot) {
                reloadTheme = true
                if relative.hasPrefix("templates/") || !relative.hasPrefix("assets/") { templatesChanged = true }
            }
        }
        cache.invalidate(modifiedPages)
        if rediscover {
            let found = ContentDiscovery.discover(config: builder.config, path: builder.path)
            let paths = Set(found.markdown.map(\.relativePath))
            // A file that came back under a known name was rewritten: read it again.
            cache.invalidate(paths.subtracting(knownMarkdown))
            cache.retain(only: paths)
            discovered = found
            knownMarkdownPaths = paths
            mediaChanged = true
        }
        if reloadTheme { theme = builder.loadTheme() }
        if templatesChanged {
            fingerprints.removeAll()
            last = nil
            siteFiles = nil
            navigationCache = NavigationCache()
        }
        mark("discover")

        let prepared = builder.prepare(discovered: discovered, theme: theme, cache: cache)
        report.diagnostics = prepared.diagnostics
        mark("parse, resolve, lint")
        guard prepared.canRender, let site = prepared.site, let theme = prepared.theme else {
            // The last good site stays; its fingerprints still describe it. The fast path does
            // not: the next build's structure is compared with this failed one, not with it.
            last = nil
            report.seconds = Date().timeIntervalSince(start)
            return report
        }

        // Render the pages whose fingerprint changed.
        let renderer: PageRenderer
        let jobs: [RenderJob]
        var paths: [String]
        var newFingerprints: [Int]
        let stale: [Int]
        let inputs: PageRenderer.FingerprintInputs
        let fastPath: Bool
        if prepared.structureKept, let last, last.site.pages.count == site.pages.count {
            // The structure is as the last build left it (an edit to pages' text): only the jobs
            // that show a changed page can look different, and the navigation stays.
            fastPath = true
            renderer = last.renderer.replacingSite(site)
            mark("navigation")
            jobs = last.jobs
            paths = last.paths
            newFingerprints = last.prints
            inputs = renderer.fingerprintInputs(textHashes: prepared.textHashes)
            let changedPages = Set(site.pages.indices.filter { site.pages[$0] !== last.site.pages[$0] })
            let affected = jobs.indices.filter { jobs[$0].shows(anyOf: changedPages, in: site) }
            for i in affected { newFingerprints[i] = renderer.fingerprint(of: jobs[i], inputs: inputs) }
            stale = affected.filter { newFingerprints[$0] != last.prints[$0] || files[paths[$0]] == nil }
        } else {
            fastPath = false
            renderer = PageRenderer(site: site, theme: theme, media: discovered?.media ?? [], navigationCache: navigationCache)
            mark("navigation")
            jobs = builder.renderJobs(site)
            inputs = renderer.fingerprintInputs(textHashes: prepared.textHashes)
            newFingerprints = [Int](repeating: 0, count: jobs.count)
            paths = [String](repeating: "", count: jobs.count)
            newFingerprints.withUnsafeMutableBufferPointer { prints in
                paths.withUnsafeMutableBufferPointer { pathSlots in
                    let (prints, pathSlots) = (prints, pathSlots)
                    // In chunks: one job is so little work that threads taking jobs one by one
                    // spent their time contending for the same reference counts.
                    let chunk = 512
                    DispatchQueue.concurrentPerform(iterations: (jobs.count + chunk - 1) / chunk) { c in
                        for i in c * chunk..<min(jobs.count, (c + 1) * chunk) {
                            prints[i] = renderer.fingerprint(of: jobs[i], inputs: inputs)
                            pathSlots[i] = jobs[i].path(in: site)
                        }
                    }
                }
            }
            let oldPrints = fingerprints
            stale = jobs.indices.filter { oldPrints[paths[$0]] != newFingerprints[$0] || files[paths[$0]] == nil }
        }
        mark("fingerprints")
        var rendered = [Data](repeating: Data(), count: stale.count)
        rendered.withUnsafeMutableBufferPointer { slots in
            let slots = slots
            DispatchQueue.concurrentPerform(iterations: stale.count) { n in
                slots[n] = Data(jobs[stale[n]].render(with: renderer, site: site).0.utf8)
            }
        }

        mark("render")
        var next = files
        var changedFiles = Set<String>()
        func put(_ data: Data, at path: String) {
            if next[path] != data { changedFiles.insert(path) }
            next[path] = data
        }
        for (n, job) in stale.enumerated() { put(rendered[n], at: paths[job]) }
        // The fast path makes the same files as the last build, unless copied files changed.
        let sameFiles = fastPath && !reloadTheme && !mediaChanged
        var expected = sameFiles ? [] : Set(paths)
        // The fast path keeps everything the site-wide files show.
        let siteFilesPrint = fastPath ? siteFiles?.fingerprint ?? 0 : renderer.siteFilesFingerprint(inputs: inputs)
        if let siteFiles, siteFiles.fingerprint == siteFilesPrint {
            expected.formUnion(siteFiles.paths)
        } else {
            let made = builder.siteFiles(renderer: renderer, site: site)
            for file in made { put(file.data, at: file.path) }
            expected.formUnion(made.map(\.path))
            siteFiles = (siteFilesPrint, made.map(\.path))
        }
        if builder.buildsSearchIndex, !sameFiles {
            // Until the new index is made, the old one stays (a preview serves it to nobody: it
            // waits for `finishSearchIndex`).
            expected.formUnion(next.keys.filter { $0.hasPrefix(Self.searchFolder) })
        }
        // Copied files: the theme's assets and the content's media, read again when they changed.
        var copies: [(read: () -> Data?, to: String)] = theme.assets.map { asset in ({ asset.published() }, "assets/" + asset.relativePath) }
        copies += (discovered?.media ?? []).map { media in ({ FileManager.default.contents(atPath: media.path) }, "media/" + media.relativePath) }
        for copy in copies {
            expected.insert(copy.to)
            let isAsset = copy.to.hasPrefix("assets/")
            guard (isAsset ? reloadTheme : mediaChanged) || next[copy.to] == nil else { continue }
            if let data = copy.read() { put(data, at: copy.to) }
        }
        mark("site files")
        if !sameFiles {
            for path in next.keys where !expected.contains(path) {
                next[path] = nil
                changedFiles.insert(path)
            }
        }

        files = next
        if fastPath {
            for i in stale { fingerprints[paths[i]] = newFingerprints[i] }
        } else {
            fingerprints = Dictionary(zip(paths, newFingerprints), uniquingKeysWith: { a, _ in a })
        }
        last = (site, renderer, jobs, paths, newFingerprints)
        report.succeeded = true
        generation += 1
        if builder.buildsSearchIndex {
            pendingSearchSite = site
            if defersSearchIndex {
                report.searchIndexPending = true
            } else {
                changedFiles.formUnion(makeSearchIndex())
            }
        }
        mark("finish")
        report.changedFiles = changedFiles.sorted()
        report.pagesRendered = stale.count
        report.pageCount = jobs.count
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// Makes the search index of the last good build, when `defersSearchIndex` left it pending,
    /// and returns the site with it and the index files that changed; nil when a newer build
    /// came meanwhile (its own index is then pending). Runs beside rebuilds: the slow part
    /// holds no lock.
    @discardableResult
    public func finishSearchIndex() -> (files: [String: Data], changed: [String], generation: Int)? {
        lock.lock()
        guard let site = pendingSearchSite else {
            lock.unlock()
            return nil
        }
        let started = generation
        lock.unlock()
        let made = SearchIndex.files(for: site, cache: searchCache, extra: builder.glossarySearchDocuments())
        lock.lock()
        defer { lock.unlock() }
        guard started == generation else { return nil }
        let changed = merge(searchFiles: made)
        return (files, changed.sorted(), generation)
    }

    /// Counts good builds, so that a search index made for an older one is not merged.
    public private(set) var generation = 0

    static let searchFolder = "search/"

    private func makeSearchIndex() -> Set<String> {
        guard let site = pendingSearchSite else { return [] }
        return merge(searchFiles: SearchIndex.files(for: site, cache: searchCache, extra: builder.glossarySearchDocuments()))
    }

    /// Puts a new search index in place of the old one.
    private func merge(searchFiles: [(path: String, bytes: [UInt8])]) -> Set<String> {
        pendingSearchSite = nil
        var changed = Set<String>()
        var made = Set<String>()
        for file in searchFiles {
            made.insert(file.path)
            // After an edit nearly every file is as it was: compare before copying into a Data.
            if let old = files[file.path], Self.same(old, file.bytes) { continue }
            files[file.path] = Data(file.bytes)
            changed.insert(file.path)
        }
        for path in files.keys where path.hasPrefix(Self.searchFolder) && !made.contains(path) {
            files[path] = nil
            changed.insert(path)
        }
        return changed
    }

    /// True when the data holds exactly the bytes.
    static func same(_ data: Data, _ bytes: [UInt8]) -> Bool {
        data.count == bytes.count && data.withUnsafeBytes { old in
            bytes.withUnsafeBytes { new in old.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0 }
        }
    }

    /// The absolute, standardised form of a path (relative paths start at the working folder).
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `path` relative to `folder`, or nil when it lies outside.
    static func relative(_ path: String, to folder: String) -> String? {
        let path = absolute(path)
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }
}

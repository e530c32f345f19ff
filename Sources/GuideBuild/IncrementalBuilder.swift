import Foundation
import Synchronization
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
    /// Pages whose context changed this time (the rest show what they showed). They are
    /// rendered when asked for (`RenderedPages`).
    public var pagesChanged = 0
    /// Pages of the site, all languages.
    public var pageCount = 0
    /// Pages whose context hash was kept without their context being made: they show nothing
    /// that changed (`UnchangedPages`).
    public var contextsKept = 0
    /// Pages whose context was made and hashed to compare it with the last build's.
    public var contextsMade = 0
    public var seconds: Double = 0
    /// Seconds spent in each stage, in order (printed by `guidegen serve --verbose`).
    public var stageSeconds: [(stage: String, seconds: Double)] = []
    /// True when the search index is still to be made (`IncrementalBuilder.finishSearchIndex`).
    public var searchIndexPending = false
}

/// Rebuilds a site in memory after changes to its content or theme, reading only the files
/// that changed and telling which pages' inputs changed. The result always equals a full build
/// (`IncrementalBuildTests` compare them byte for byte); the preview server keeps one.
///
/// Pages are not rendered here: `pages` renders each when it is asked for, and keeps the pages
/// it rendered while what they show stays the same: the hash of their `PageContext`, the one
/// value a template is rendered from (its body standing in by its text and what its links
/// show). When an edit keeps the site's structure (every page keeps its ids, headings, title,
/// summary, order and date, and links to the same pages: most edits to a page's text), the
/// registered site, the link resolutions of the other pages and the navigation are kept, and
/// only the pages that changed are hashed. The files made from the whole site (sitemap, search
/// pages) are kept then, and made again by other builds; the search index after every good
/// build. A change to a template changes every page.
/// Configuration and glossary changes are not handled here: make a new builder.
public final class IncrementalBuilder: @unchecked Sendable {
    // @unchecked: a rebuild and `finishSearchIndex` change its state under `lock`; the settings (`defersSearchIndex`, `keptPageLimit`, `auditsReusedContexts`) are set before the first rebuild.
    let builder: SiteBuilder
    /// The last good site's files but its pages and site-wide files (`pages`): output path → bytes,
    /// or for media and theme assets the source file to read them from.
    public var storedFiles: [String: StoredFile] { output.stored }
    /// The last good site's pages and site-wide files, made when asked for.
    public private(set) var pages = RenderedPages()
    /// How many rendered pages `pages` keeps.
    var keptPageLimit = RenderedPages.defaultKeptLimit
    /// The whole last good site, every page rendered (for tests: a preview asks `storedFiles`
    /// and `pages`).
    var files: [String: Data] { pages.all().merging(output.files) { _, file in file } }
    /// Where the pages' Markdown, their search terms and excerpts and the index's files are
    /// kept from one build to the next (a temporary file, deleted as soon as it is made): the
    /// preview's memory then holds what links need, not the site's text. Nil, and all of it in
    /// memory, when no temporary file can be made.
    private let spill = SpillFile()
    /// Where the pipeline writes: memory, which keeps what each build changed.
    private let output: MemoryOutput
    /// Leave the search index to `finishSearchIndex()`, so that a preview can reload the pages
    /// first: making the index of a large site takes longer than the pages an edit touches.
    public var defersSearchIndex = false
    /// The site of the last good build, while its search index is pending.
    private var pendingSearchSite: Site?
    /// The pages of the site the search index was last made or left pending for, and how many
    /// such sites there were (an index made meanwhile for an older one is one behind).
    private var searchPages: [Page]?
    private var searchGeneration = 0

    private let cache = PageCache()
    /// The content folders (one, or one per language with `content:` per language) and the
    /// prefix their files' relative paths carry (`""`, or the language's tag and `/`).
    private let contentRoots: [(prefix: String, root: String)]
    /// The module folders whose Swift files give catalogs' symbol pages their summaries and
    /// titles (`CatalogSymbolSummaries`), with the content prefix of each one's catalog.
    private let moduleRoots: [(prefix: String, module: String)]
    private let themeRoot: String
    private var discovered: ContentDiscovery.Result?
    /// The content-relative paths of `discovered`'s Markdown files.
    private var knownMarkdownPaths = Set<String>()
    /// The folders holding `discovered`'s Markdown and media files, and the folders above them
    /// (content-relative), so that a path that came and went is told from a known folder
    /// without walking 100,000 paths.
    private var knownFolders = Set<String>()
    /// How many times the content folders were walked (for tests).
    private(set) var discoveries = 0
    private var theme: (Theme?, [Diagnostic])?
    /// The output paths of the last good build's pages and the hash of each one's context
    /// (`PageContext`), in the order of its render jobs. Arrays rather than a dictionary by
    /// path: most builds have the same jobs as the last, and find a page's hash by its place.
    private var fingerprints: (paths: [String], hashes: [ContextHash]) = ([], [])
    /// The last good build's site, renderer, render jobs with their output paths and context
    /// hashes: what an edit that keeps the site's structure starts from.
    private var last: (site: Site, renderer: PageRenderer, jobs: [RenderJob], paths: [String], fingerprints: [ContextHash], showing: JobsShowing)?
    /// The last good build's site (for tests).
    var lastSite: Site? { last?.site }
    /// The files made from the whole site, at the last good build, by path.
    private var siteFiles: [String: @Sendable () -> Data]?
    private var navigationCache = NavigationCache()
    /// Each page's part of the search index, so that an edit analyzes only the pages it changed,
    /// and patches the shards of the terms it changed (at 100,000 pages, making every shard again
    /// took 6.5 CPU-s an edit, and the memory it took and gave back grew the preview's).
    private let searchCache = SearchIndexCache(patchesEdits: true)
    private let lock = NSLock()

    public init(builder: SiteBuilder) {
        self.builder = builder
        output = MemoryOutput(spill: spill)
        let folders = builder.config.contentFolders(resolving: builder.path)
        contentRoots = folders.isEmpty ? [("", PathNames.absolute(builder.path(builder.config.contentPath)))]
            : folders.map { ($0.language.tag + "/", PathNames.absolute($0.path)) }
        themeRoot = PathNames.absolute(builder.path(builder.config.themePath))
        let roots = contentRoots
        moduleRoots = CatalogSymbolSummaries.moduleFolders(config: builder.config, root: builder.root, path: builder.path).compactMap { catalog, module in
            roots.first { PathNames.realPath($0.root) == catalog }.map { ($0.prefix, module) }
        }
    }

    /// Rebuilds after changes to the files at `changed` (absolute paths), or everything when nil.
    /// Paths outside the content and theme folders are ignored.
    ///
    /// The stages, in order: what changed (`changes(among:)`), the inputs read again
    /// (`refresh`), the pipeline's own stages up to the gate (`SiteBuilder.prepare`), the pages
    /// to render and which may look different (`plan`, `hashContexts`), then the new site put in
    /// place of the last (`publish`) and its search index.
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

        var changes = changes(among: changed)
        refresh(&changes)
        mark("discover")

        let prepared = builder.prepare(.incremental(cache), discovered: discovered, theme: theme, spill: spill)
        report.diagnostics = prepared.diagnostics
        report.stageSeconds += prepared.stageSeconds
        lap = Date()
        guard prepared.canRender, let site = prepared.site, let theme = prepared.theme else {
            // The last good site stays; its context hashes still describe it. The fast path does
            // not: the next build's structure is compared with this failed one, not with it.
            last = nil
            report.seconds = Date().timeIntervalSince(start)
            return report
        }

        var plan = plan(site, theme: theme, prepared: prepared, changes: changes)
        mark("navigation")
        var stale = hashContexts(&plan, textHashes: prepared.textHashes, addressesKept: prepared.addressesKept,
                                 mediaChanged: changes.mediaChanged, report: &report)
        // Every page is drawn by the edited templates (or may be, through a directive).
        if changes.restyled { stale = Array(plan.jobs.indices) }
        mark("contexts")
        var changedFiles = publish(plan, stale: stale, site: site, theme: theme, changes: changes, report: &report)
        // The pages are rendered when they are asked for (`RenderedPages`, which shows the
        // problem in their place); what the rebuild itself rendered is reported here.
        report.diagnostics += theme.takeRunawayDiagnostics()
        report.succeeded = true
        generation += 1
        // The same pages make the same index (their text, titles, places and links): an edit
        // to templates, stylesheets or media leaves it as it is, made or pending.
        if builder.buildsSearchIndex, !(searchPages.map { Self.samePages(site.pages, $0) } ?? false) {
            pendingSearchSite = site
            searchPages = site.pages
            searchGeneration += 1
        }
        if pendingSearchSite != nil {
            if defersSearchIndex {
                report.searchIndexPending = true
            } else {
                changedFiles.formUnion(makeSearchIndex())
            }
        }
        mark("finish")
        report.changedFiles = changedFiles.sorted()
        report.pagesChanged = stale.count
        report.pageCount = plan.jobs.count
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// What the changed paths of one rebuild reach.
    private struct Changes {
        /// Files were added to or removed from the content folders: walk them again.
        var rediscover: Bool
        var reloadTheme: Bool
        /// Every page may look different, and the navigation too: contexts are made anew.
        var templatesChanged: Bool
        /// Templates changed that the navigation does not use: every page may look different,
        /// but each shows what it showed (its context and the navigation still hold).
        var restyled = false
        /// Templates the navigation is drawn from changed (and maybe others), nothing else of
        /// the theme: the navigation is drawn again, the rest of each page's context holds.
        var renavigated = false
        /// Copied files changed (or may have): any page may show an image otherwise.
        var mediaChanged: Bool
        /// Markdown files that existed before and were edited, by content-relative path.
        var modifiedPages: [String] = []
    }

    /// Sorts the changed paths (everything when nil): Markdown files that existed before are
    /// read again; anything added or removed under a content folder means walking it again.
    private func changes(among changed: Set<String>?) -> Changes {
        var changes = Changes(rediscover: discovered == nil || changed == nil, reloadTheme: theme == nil || changed == nil,
                              templatesChanged: changed == nil, mediaChanged: changed == nil)
        let knownMarkdown = knownMarkdownPaths
        for path in changed ?? [] {
            if let relative = contentRoots.lazy.compactMap({ root in Self.relative(path, to: root.root).map { root.prefix + $0 } }).first {
                let exists = FileManager.default.fileExists(atPath: path)
                // A known file that is now a link (a checkout can make one that leads out of the
                // site), or media that now could run script, meets the first walk's checks again.
                if exists, Self.isSymbolicLink(path)
                    || (!knownMarkdown.contains(relative) && !builder.config.allowRawHTML && ActiveMedia.reason(forFileAt: path) != nil) {
                    changes.rediscover = true
                    changes.mediaChanged = true
                }
                if knownMarkdown.contains(relative) {
                    if exists { changes.modifiedPages.append(relative) } else { changes.rediscover = true }
                } else if !exists, !holdsKnownFile(relative, at: path) {
                    // It came and went since the last build (`sed -i`'s temporary file): nothing changed.
                    continue
                } else if PathNames.isMarkdown(relative) || !exists
                            || discovered?.media.contains(where: { $0.relativePath == relative }) != true {
                    changes.rediscover = true
                    changes.mediaChanged = true
                } else {
                    changes.mediaChanged = true
                }
            } else if let relative = Self.relative(path, to: themeRoot) {
                guard themeChangeMatters(relative, at: path) else { continue }
                changes.reloadTheme = true
                if relative.hasPrefix("templates/") || !relative.hasPrefix("assets/") { changes.templatesChanged = true }
            } else if path.hasSuffix(".swift") {
                // A documentation comment may give any of its catalog's symbol pages its summary
                // or a type's title: they are read again, as if edited.
                for root in moduleRoots where Self.relative(path, to: root.module) != nil {
                    changes.modifiedPages += knownMarkdown.filter { $0.hasPrefix(root.prefix) }
                }
            }
        }
        return changes
    }

    /// True when `path` is itself a symbolic link.
    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Reads again what `changes` reach: the edited pages leave the cache, the content folders
    /// are walked again (a new walk counts as changed media), the theme is loaded again, and a
    /// template change forgets every page's context and the navigation.
    private func refresh(_ changes: inout Changes) {
        cache.invalidate(changes.modifiedPages)
        if changes.rediscover {
            discoveries += 1
            let found = ContentDiscovery.discover(config: builder.config, path: builder.path)
            // The cache takes the new walk's files when it parses: a file new to it is read.
            discovered = found
            knownMarkdownPaths = Set(found.markdown.map(\.relativePath))
            knownFolders = Self.folders(holding: found.markdown.map(\.relativePath) + found.media.map(\.relativePath))
            changes.mediaChanged = true
        }
        if changes.reloadTheme { theme = builder.loadTheme() }
        if changes.templatesChanged, let edited = editedTemplates() {
            changes.templatesChanged = false
            changes.restyled = !edited.outsideNavigation.isEmpty
            changes.renavigated = edited.navigation
            // Nothing rendered from the old templates is drawn again.
            if edited.navigation { navigationCache = NavigationCache() }
        }
        if changes.templatesChanged {
            fingerprints = ([], [])
            last = nil
            siteFiles = nil
            navigationCache = NavigationCache()
        }
    }

    /// The templates whose text differs from the last good build's theme that the navigation
    /// is not rendered from, and whether any it is rendered from differs; nil when there is no
    /// last good build or no usable theme. (A template saved unchanged is no change.)
    private func editedTemplates() -> (outsideNavigation: Set<String>, navigation: Bool)? {
        guard let old = last?.renderer.theme, let new = theme?.0 else { return nil }
        let edited = new.templates(changedSince: old)
        let navigation = new.library.templatesUsed(by: NavigationFragments.templates)
            .union(old.library.templatesUsed(by: NavigationFragments.templates))
        return (edited.subtracting(navigation), !edited.isDisjoint(with: navigation))
    }

    /// A good build's pages: its renderer and render jobs, and which jobs may show something
    /// other than at the last good build.
    private struct RenderPlan {
        let renderer: PageRenderer
        let jobs: [RenderJob]
        /// Each job's output path.
        let paths: [String]
        /// Each job's context hash: the last build's until `hashContexts` makes them anew.
        var fingerprints: [ContextHash]
        /// The jobs whose context is hashed again.
        let considered: [Int]
        let showing: JobsShowing
        /// The site's structure is as the last good build left it (an edit to pages' text):
        /// the jobs, their paths, the navigation and the site-wide files hold.
        let structureKept: Bool
        /// The jobs and their paths are the last good build's (`structureKept`, or pages
        /// retitled in place: `Site.hasSameLayout`), though the navigation may have changed.
        let layoutKept: Bool
        /// Only the navigation's templates changed: each job's hash is the last build's with
        /// its new navigation's, and no context is made.
        var renavigated = false
    }

    /// A page's context hash (`PageContext`), its navigation's apart: an edit to the templates
    /// the navigation is drawn from changes that alone on every page, known without making
    /// the contexts (`PageRenderer.navigationFingerprint(of:)`).
    struct ContextHash: Equatable {
        var context: Int
        var navigation: Int

        init(context: Int, navigation: Int) {
            (self.context, self.navigation) = (context, navigation)
        }

        init(_ context: PageContext) {
            self.init(context: context.hashValue, navigation: context.navigation.fingerprint)
        }

        /// The hash of a page not hashed yet.
        static let unhashed = ContextHash(context: 0, navigation: 0)
    }

    /// The pages of `site` to render. When its structure is as the last build left it, only
    /// the jobs that show a changed page can look different (any, when media changed: how a
    /// page shows an image can change); otherwise every job, with a new renderer that reuses
    /// what it can of the last one.
    private func plan(_ site: Site, theme: Theme, prepared: SiteBuilder.PreparedBuild, changes: Changes) -> RenderPlan {
        let mediaChanged = changes.mediaChanged
        // Only the navigation's templates changed (no page did): the same renderer but its navigation.
        if changes.renavigated, !mediaChanged, prepared.structureKept, let last, Self.samePages(site.pages, last.site.pages) {
            let renderer = last.renderer.replacingNavigation(theme: theme, navigationCache: navigationCache)
            return RenderPlan(renderer: renderer, jobs: last.jobs, paths: last.paths, fingerprints: last.fingerprints, considered: [],
                              showing: last.showing, structureKept: false, layoutKept: true, renavigated: true)
        }
        // Otherwise the last renderer's navigation is not lent to the new one.
        let previous = changes.renavigated ? nil : last?.renderer
        if !changes.renavigated, prepared.structureKept, let last, last.site.pages.count == site.pages.count {
            let renderer = last.renderer.replacingSite(site, theme: theme, media: mediaChanged ? discovered?.media ?? [] : nil)
            // A translation whose notice changed shows something else too (its source was edited).
            let changedPages = Set(site.pages.indices.filter { site.pages[$0] !== last.site.pages[$0] })
                .union(site.translationNotices.changedKeys(since: last.site.translationNotices))
            let considered = mediaChanged ? Array(last.jobs.indices) : last.showing.jobs(showingAnyOf: changedPages, of: last.jobs, in: site)
            return RenderPlan(renderer: renderer, jobs: last.jobs, paths: last.paths, fingerprints: last.fingerprints,
                              considered: considered, showing: last.showing, structureKept: true, layoutKept: true)
        }
        let sameAddresses = prepared.addressesKept && last?.site.pages.count == site.pages.count
        let renderer = PageRenderer(site: site, theme: theme, media: discovered?.media ?? [], navigationCache: navigationCache,
                                    previous: previous, sameMedia: !mediaChanged, sameAddresses: sameAddresses && previous != nil)
        // Pages retitled in place: the same pages to render, at the same paths.
        if sameAddresses, let last, site.hasSameLayout(as: last.site) {
            return RenderPlan(renderer: renderer, jobs: last.jobs, paths: last.paths, fingerprints: last.fingerprints,
                              considered: Array(last.jobs.indices), showing: last.showing, structureKept: false, layoutKept: true)
        }
        let jobs = builder.renderJobs(site)
        return RenderPlan(renderer: renderer, jobs: jobs, paths: jobs.map { $0.path(in: site) },
                          fingerprints: [ContextHash](repeating: .unhashed, count: jobs.count), considered: Array(jobs.indices),
                          showing: JobsShowing(jobs, in: site), structureKept: false, layoutKept: false)
    }

    /// Hashes the context of each job `plan` considers, in parallel, into `plan.fingerprints`,
    /// and returns the jobs whose hash differs from their page's at the last good build. When
    /// every page kept its address (a title, summary or order edit), a topic that shows nothing
    /// that changed keeps its hash without its context being made (`UnchangedPages`).
    private func hashContexts(_ plan: inout RenderPlan, textHashes: [Int], addressesKept: Bool, mediaChanged: Bool,
                              report: inout RebuildReport) -> [Int] {
        // The hash each job's page had at the last good build: by place when the jobs' paths
        // are the same as then (the same array after an edit to pages' text), else by path.
        if plan.renavigated { return renavigate(&plan, textHashes: textHashes, report: &report) }
        let oldFingerprints = fingerprints
        let samePaths = oldFingerprints.paths == plan.paths
        let oldByPath = samePaths ? [:] : Dictionary(zip(oldFingerprints.paths, oldFingerprints.hashes), uniquingKeysWith: { a, _ in a })
        let (renderer, jobs, paths, considered) = (plan.renderer, plan.jobs, plan.paths, plan.considered)
        let unchanged = plan.structureKept || !addressesKept || mediaChanged ? nil : last.flatMap { last in
            last.site.pages.count == renderer.site.pages.count ? UnchangedPages(renderer: renderer, last: last.renderer) : nil
        }
        let audits = auditsReusedContexts
        var hashed = [(fingerprint: ContextHash, stale: Bool, reused: Bool)](repeating: (.unhashed, false, false), count: considered.count)
        hashed.withUnsafeMutableBufferPointer { slots in
            let slots = slots
            // In chunks: one job is so little work that threads taking jobs one by one spent
            // their time contending for the same reference counts.
            let chunk = 256
            DispatchQueue.concurrentPerform(iterations: (considered.count + chunk - 1) / chunk) { c in
                for n in c * chunk..<min(considered.count, (c + 1) * chunk) {
                    let job = considered[n]
                    let old = samePaths ? oldFingerprints.hashes[job] : oldByPath[paths[job]]
                    if let old, let unchanged, unchanged.contains(jobs[job]) {
                        let audited = audits ? ContextHash(renderer.context(of: jobs[job], textHashes: textHashes)) : old
                        slots[n] = (audited, audited != old, true)
                        continue
                    }
                    let fingerprint = ContextHash(renderer.context(of: jobs[job], textHashes: textHashes))
                    slots[n] = (fingerprint, old != fingerprint, false)
                }
            }
        }
        report.contextsKept = hashed.filter(\.reused).count
        report.contextsMade = hashed.count - report.contextsKept
        reusedContextsThatChanged = hashed.filter { $0.reused && $0.stale }.count
        var stale: [Int] = []
        for (n, job) in considered.enumerated() {
            plan.fingerprints[job] = hashed[n].fingerprint
            if hashed[n].stale { stale.append(job) }
        }
        return stale
    }

    /// The hashes of a build where only the navigation's templates changed (`plan.renavigated`):
    /// each job's is the last build's context with its new navigation's fingerprint, and every
    /// job whose navigation changed is stale. No context is made (100,000 of them took 1.3-2.5 s),
    /// but with `auditsReusedContexts`, which makes each and counts the hashes it contradicts.
    private func renavigate(_ plan: inout RenderPlan, textHashes: [Int], report: inout RebuildReport) -> [Int] {
        let renderer = plan.renderer
        var stale: [Int] = []
        for job in plan.jobs.indices {
            let old = plan.fingerprints[job]
            plan.fingerprints[job].navigation = renderer.navigationFingerprint(of: plan.jobs[job])
            if plan.fingerprints[job] != old { stale.append(job) }
        }
        report.contextsKept = plan.jobs.count
        if auditsReusedContexts {
            reusedContextsThatChanged = plan.jobs.indices.filter { job in
                ContextHash(renderer.context(of: plan.jobs[job], textHashes: textHashes)) != plan.fingerprints[job]
            }.count
        }
        return stale
    }

    /// Puts the new site in place of the last good one: the pages whose context changed (`stale`)
    /// and the site-wide files are rendered anew when asked for, copied files read again where
    /// they changed, files the site no longer has removed. Returns the output paths that changed
    /// (the search index aside).
    private func publish(_ plan: RenderPlan, stale: [Int], site: Site, theme: Theme, changes: Changes,
                         report: inout RebuildReport) -> Set<String> {
        // A page the last build did not have, or whose context changed, is new to the site;
        // one it had and this one has not is gone.
        let failures = WriteFailures()
        var changedPages = Set(stale.map { plan.paths[$0] })
        for path in changedPages {
            do { _ = try checkedRelativePath(path) } catch { failures.record(error, path: path) }
        }
        if !plan.layoutKept { changedPages.formUnion(Set(fingerprints.paths).subtracting(plan.paths)) }

        // The site-wide files show the site's structure (every page's place, title, summary and
        // date, the navigation): the fast path keeps them, other builds make them anew (when
        // they are asked for), and they all count as changed.
        let siteFiles: [String: @Sendable () -> Data]
        if plan.structureKept, !changes.restyled, let kept = self.siteFiles {
            siteFiles = kept
        } else {
            siteFiles = Dictionary(builder.siteFileMakers(renderer: plan.renderer, site: site), uniquingKeysWith: { _, last in last })
            changedPages.formUnion(siteFiles.keys)
            changedPages.formUnion(self.siteFiles?.keys.map { $0 } ?? [])
            self.siteFiles = siteFiles
        }
        // Copied files: the theme's assets and the content's media, read again when they changed.
        let output = output
        let expected = Set(builder.copyFiles(theme: theme, media: discovered?.media ?? [], into: output, failures: failures) { path, isAsset in
            (isAsset ? changes.reloadTheme : changes.mediaChanged) || !output.contains(path)
        })
        // The same pages make the same files as the last build, unless copied files changed.
        if !(plan.layoutKept && !changes.reloadTheme && !changes.mediaChanged) {
            // Until the new index is made, the old one stays (a preview serves it to nobody: it
            // waits for `finishSearchIndex`).
            output.remove { !expected.contains($0) && !(builder.buildsSearchIndex && $0.hasPrefix(Self.searchFolder)) }
        }
        report.diagnostics += failures.diagnostics

        fingerprints = (plan.paths, plan.fingerprints)
        last = (site, plan.renderer, plan.jobs, plan.paths, plan.fingerprints, plan.showing)
        // The same jobs at the same paths.
        let jobsByPath = plan.layoutKept ? pages.jobs : Dictionary(zip(plan.paths, plan.jobs), uniquingKeysWith: { a, _ in a })
        pages = RenderedPages(renderer: plan.renderer, jobs: jobsByPath,
                              siteFiles: siteFiles, keeping: pages, except: changedPages, keptLimit: keptPageLimit)
        return output.takeChanges().union(changedPages)
    }

    /// Whether a change at `relative` in the theme folder (at `path` on disk) can change the
    /// theme. Editors write files beside the ones they edit — vim's `.topic.mustache.swp` and
    /// `topic.mustache~`, `sed -i`'s temporary file — and none of them is part of a theme: hidden
    /// files are skipped, only `*.mustache` files under `templates/` are templates, and a file
    /// that is gone matters only when the last theme read it (or files under it, as a folder).
    private func themeChangeMatters(_ relative: String, at path: String) -> Bool {
        guard let known = theme?.0?.folderFiles else { return true }
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return false }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists {
            return isFolder.boolValue || !relative.hasPrefix("templates/") || relative.hasSuffix(".mustache")
        }
        return known.contains(relative) || known.contains { $0.hasPrefix(relative + "/") }
            || relative == "templates" || relative == "assets"
    }

    /// True when the last walk of the content saw `relative` (at `path` on disk), or files in
    /// it: a media file, a Markdown file or a file it skipped with a diagnostic.
    private func holdsKnownFile(_ relative: String, at path: String) -> Bool {
        let absolute = PathNames.absolute(path)
        let discovered = discovered ?? ContentDiscovery.Result()
        return knownFolders.contains(relative) || discovered.media.contains { $0.relativePath == relative }
            || discovered.diagnostics.contains { diagnostic in
                guard let file = diagnostic.location?.file else { return false }
                let seen = PathNames.absolute(file)
                return seen == absolute || seen.hasPrefix(absolute + "/")
            }
    }

    /// Makes the search index of the last good build, when `defersSearchIndex` left it pending,
    /// and returns the stored files (`storedFiles`, the index among them), the index files that
    /// changed, the builder's generation they go with and whether the index is of that
    /// generation's pages; nil when no index is pending. When newer builds came while it was made,
    /// the index (of the pages it started from) still takes the old one's place, and the newest
    /// build's stays pending: edits faster than an index is made (6.5 s at 100,000 pages) then
    /// still move the index on instead of throwing every one away.
    /// Runs beside rebuilds: the slow part holds no lock.
    @discardableResult
    /// `patched`: every language's index was patched, none made again (`SearchIndexCache.patchesEdits`).
    public func finishSearchIndex() -> (files: [String: StoredFile], changed: [String], generation: Int, upToDate: Bool, patched: Bool)? {
        lock.lock()
        guard let site = pendingSearchSite else {
            lock.unlock()
            return nil
        }
        let started = searchGeneration
        lock.unlock()
        let made = makeIndexFiles(of: site)
        afterSearchIndexMade?()
        lock.lock()
        defer { lock.unlock() }
        let upToDate = started == searchGeneration
        let changed = merge(made, clearsPending: upToDate)
        return (storedFiles, changed.sorted(), generation, upToDate, searchCache.languagesIndexedAgain == 0)
    }

    /// For tests: called when `finishSearchIndex` has made an index, before it takes its place.
    var afterSearchIndexMade: (() -> Void)?

    /// For tests: make the contexts of the topics whose hash is kept (`RebuildReport.contextsKept`)
    /// too, and count (`reusedContextsThatChanged`) those whose hash changed after all, which a
    /// rebuild then treats as changed.
    var auditsReusedContexts = false
    /// With `auditsReusedContexts`, how many kept hashes of the last rebuild were wrong.
    private(set) var reusedContextsThatChanged = 0

    /// Counts good builds, so that a search index made for an older one is not merged.
    public private(set) var generation = 0

    static let searchFolder = "search/"

    private func makeSearchIndex() -> Set<String> {
        guard let site = pendingSearchSite else { return [] }
        return merge(makeIndexFiles(of: site), clearsPending: true)
    }

    /// A search index's files: bytes, and the pages' excerpts where the spill file keeps them.
    private struct IndexFiles {
        var bytes: [(path: String, bytes: [UInt8])]
        var spilled: [(path: String, file: SpillFile, span: SpillFile.Span)]
    }

    /// Makes the search index of `site` (kept pages' parts taken from `searchCache`). The
    /// excerpts stay where the spill file has them: the index is not held whole in memory.
    private func makeIndexFiles(of site: Site) -> IndexFiles {
        let spilled = Mutex<[(path: String, file: SpillFile, span: SpillFile.Span)]>([])
        let bytes = builder.index(site, cache: searchCache, spill: spill) { path, file, span in
            spilled.withLock { $0.append((path, file, span)) }
        }
        return IndexFiles(bytes: bytes, spilled: spilled.withLock { $0 })
    }

    /// Puts a new search index in place of the old one; returns the paths that changed. Without
    /// `clearsPending`, a newer build's index is still to be made.
    private func merge(_ files: IndexFiles, clearsPending: Bool) -> Set<String> {
        if clearsPending { pendingSearchSite = nil }
        let failures = WriteFailures()
        var made = Set(builder.writeIndex(files.bytes, into: output, failures: failures))
        for file in files.spilled {
            do {
                try output.keep(file.file, file.span, at: file.path)
                made.insert(file.path)
            } catch {
                failures.record(error, path: nil)
            }
        }
        output.remove { $0.hasPrefix(Self.searchFolder) && !made.contains($0) }
        return output.takeChanges()
    }

    /// True when `pages` are `other`, object for object, in the same order.
    static func samePages(_ pages: [Page], _ other: [Page]) -> Bool {
        pages.count == other.count && zip(pages, other).allSatisfy { $0 === $1 }
    }

    /// Every folder above the files at `paths` (`a/b` and `a` for `a/b/c.md`).
    static func folders(holding paths: [String]) -> Set<String> {
        var folders = Set<String>()
        for path in paths {
            var end = path.endIndex
            while let slash = path[..<end].lastIndex(of: "/") {
                guard folders.insert(String(path[..<slash])).inserted else { break }
                end = slash
            }
        }
        return folders
    }

    /// `path` relative to `folder`, or nil when it lies outside.
    static func relative(_ path: String, to folder: String) -> String? {
        let path = PathNames.absolute(path)
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }
}

/// The render job that shows each page (`RenderJob.bodyPage`), so that an edit to a few pages
/// finds their jobs without asking every job of the site. It holds while the site's structure
/// does (`Site.replacingPages`).
struct JobsShowing {
    /// The job of each page, by page index (-1 for none); nil when a page is shown by two jobs
    /// (then every job is asked).
    private let job: [Int32]?

    init(_ jobs: [RenderJob], in site: Site) {
        var job = [Int32](repeating: -1, count: site.pages.count)
        var unique = true
        for (n, shown) in jobs.enumerated() {
            guard let page = shown.bodyPage(in: site) else { continue }
            if job[page] != -1 { unique = false }
            job[page] = Int32(n)
        }
        self.job = unique ? job : nil
    }

    /// The jobs of `jobs` (those `init` was given) that show one of `pages` of `site`, in order.
    func jobs(showingAnyOf pages: Set<Int>, of jobs: [RenderJob], in site: Site) -> [Int] {
        guard let job else { return jobs.indices.filter { jobs[$0].shows(anyOf: pages, in: site) } }
        return pages.compactMap { $0 < job.count && job[$0] >= 0 ? Int(job[$0]) : nil }.sorted()
    }
}

import CMalloc
import Foundation
import GuideBuild
import GuideContent
import GuideCore

/// The live preview: builds the site in memory, serves it, watches the sources, rebuilds what
/// changed and tells open tabs to reload. `guidegen serve` runs one.
public final class Preview: @unchecked Sendable {
    // @unchecked: `builder`, `epoch`, `watched`, `configurationFiles` and `watcher` change under `rebuildLock`.
    /// Makes the builder from the configuration as it is on disk now: nil, with diagnostics,
    /// when the configuration is broken.
    public typealias BuilderFactory = @Sendable () -> (SiteBuilder?, [Diagnostic])

    public struct Options: Sendable {
        public var host = "127.0.0.1"
        public var port = 8080
        /// Folders and files to watch: the content and theme folders, the configuration and glossary files.
        public var watched: [String] = []
        /// Watched files whose change means reading the configuration again (a full rebuild).
        public var configurationFiles: [String] = []
        /// What a configuration has watched (`watched`, `configurationFiles`), asked again after
        /// each change to it, so that a new `content:`, `theme:` or `glossary:` is watched.
        public var watching: (@Sendable (SiteConfig) -> (watched: [String], configurationFiles: [String]))?
        public var basePath = "/"
        public init() {}
    }

    /// What the preview tells its user, as it happens.
    public enum Event: Sendable {
        /// The server listens at this URL.
        case listening(url: String)
        /// A build finished (the first one, or a rebuild).
        case built(RebuildReport, first: Bool, problems: [Diagnostic])
        /// The configuration is broken; the last good site is still served.
        case configurationFailed([Diagnostic])
        /// The watcher cannot use the system's notifications and polls instead.
        case watchFailed(String)
        /// A rebuild's search index is published, `seconds` after it was started; `patched`
        /// when only the shards of the terms an edit changed were made again.
        case searchIndexed(seconds: Double, patched: Bool)
    }

    let options: Options
    let makeBuilder: BuilderFactory
    let onEvent: @Sendable (Event) -> Void
    let state = PreviewState()
    let hub = LiveReloadHub()
    private var builder: IncrementalBuilder?
    private var watcher: FileWatcher?
    /// What is watched now: `options.watched` and `options.configurationFiles` until a
    /// configuration names others.
    private var watched: [String]
    private var configurationFiles: [String]
    /// Serialises rebuilds (the watcher already delivers one batch at a time; this guards the
    /// first build against an early batch).
    private let rebuildLock = NSLock()
    private let searchQueue = DispatchQueue(label: "guidegen.preview.search")
    /// Counts builders (a new one after each configuration change), so that a search index made
    /// by an earlier builder is never taken for the current one's.
    private var epoch = 0

    public init(options: Options, makeBuilder: @escaping BuilderFactory, onEvent: @escaping @Sendable (Event) -> Void) {
        self.options = options
        watched = options.watched
        configurationFiles = options.configurationFiles
        self.makeBuilder = makeBuilder
        self.onEvent = onEvent
        state.update { $0.basePath = options.basePath }
    }

    /// Builds, serves and watches until Ctrl-C. Throws when the server cannot listen.
    public func run() async throws {
        // Each open tab holds a connection, and so a file: take every file the system allows.
        OpenFiles.raiseLimit()
        FreedMemory.returnPagesPromptly()
        rebuild(changes: nil)
        rebuildLock.withLock { watch(watched) }
        defer { rebuildLock.withLock { watcher?.stop() } }
        let host = options.host
        let basePath = options.basePath
        try await PreviewServer.run(state: state, hub: hub, host: host, port: options.port) { [onEvent] port in
            let shownHost = host.contains(":") ? "[\(host)]" : host
            onEvent(.listening(url: "http://\(shownHost):\(port)\(basePath)"))
        }
    }

    /// Watches `roots` from now on, in place of what was watched (under `rebuildLock`).
    private func watch(_ roots: [String]) {
        // Stopped from its own callback, the old watcher ends when the callback returns.
        watcher?.stop()
        let onChange: @Sendable (FileChanges) -> Void = { [weak self] changes in
            self?.rebuild(changes: changes.overflow ? nil : changes.paths)
        }
        var next = FileWatcher(roots: roots, onChange: onChange)
        do {
            try next.start()
        } catch {
            // inotify can be refused (its watch limit); polling always works, only slower.
            onEvent(.watchFailed("\(error); watching by polling instead"))
            next = FileWatcher(roots: roots, forcePolling: true, onChange: onChange)
            try? next.start()
        }
        watcher = next
    }

    /// Rebuilds after changes to `changes`, or from scratch when nil; then publishes the new
    /// snapshot and tells the open tabs.
    func rebuild(changes: Set<String>?) {
        rebuildLock.lock()
        defer { rebuildLock.unlock() }
        let first = builder == nil
        // Both sides absolute: a relative configuration path (serve started in the site's
        // folder) never matched the watcher's paths, so an edit to guidegen.yml did nothing.
        let configurationChanged = changes.map { changed in
            !Set(changed.map(PathNames.absolute)).isDisjoint(with: configurationFiles.map(PathNames.absolute))
        } ?? true
        if builder == nil || configurationChanged {
            let (made, diagnostics) = makeBuilder()
            guard let made else {
                // Forget the old builder: until the configuration builds again, every rebuild
                // reports it (a page edit must not make a broken configuration look fixed).
                builder = nil
                state.update { snapshot in
                    snapshot.build += 1
                    snapshot.ok = false
                    snapshot.problems = diagnostics
                }
                onEvent(.configurationFailed(diagnostics))
                let snapshot = state.snapshot
                hub.send(LiveReloadHub.event("status", id: snapshot.build, data: snapshot.statusJSON()))
                return
            }
            builder = IncrementalBuilder(builder: made)
            epoch += 1
            // A configuration that names other folders or files: watch those (not before the
            // first build, which `run()` follows with the watcher it starts).
            if watcher != nil, let now = options.watching?(made.config), now.watched != watched || now.configurationFiles != configurationFiles {
                (watched, configurationFiles) = (now.watched, now.configurationFiles)
                watch(watched)
            }
            builder?.defersSearchIndex = true
        }
        guard let builder else { return }
        let report = builder.rebuild(changed: configurationChanged ? nil : changes)
        let edited = Set((changes ?? []).map(PathNames.absolute))
        let problems = report.succeeded
            ? report.diagnostics.filter { d in d.location.map { edited.contains(PathNames.absolute($0.file)) } ?? false }
            : report.diagnostics
        let files = report.succeeded ? builder.storedFiles : nil
        let generation = (epoch, builder.generation)
        // The site being replaced is let go of after the tabs are told (below): freeing the
        // last build's renderer and page tables took milliseconds of a title edit's reload.
        // Its files and pages only: holding the whole snapshot made the update below copy the
        // table of every file's build (300,000 paths at 100,000 pages, index files included),
        // 30 ms of every reload there.
        let retired = { (snapshot: PreviewSnapshot) in (snapshot.files, snapshot.pages) }(state.snapshot)
        state.update { snapshot in
            snapshot.build += 1
            snapshot.ok = report.succeeded
            snapshot.problems = problems
            if let files {
                snapshot.publish(files, pages: builder.pages, changed: report.changedFiles)
                snapshot.searchPending = report.searchIndexPending
                snapshot.generation = generation
            }
        }
        onEvent(.built(report, first: first, problems: problems))
        let snapshot = state.snapshot
        if report.succeeded, !report.changedFiles.isEmpty {
            let cssOnly = report.changedFiles.allSatisfy { $0.hasSuffix(".css") }
            let data = "{\"build\":\(snapshot.build),\"css_only\":\(cssOnly),\"changed\":\(report.changedFiles.count)}"
            hub.send(LiveReloadHub.event("reload", id: snapshot.build, data: data))
        } else {
            hub.send(LiveReloadHub.event("status", id: snapshot.build, data: snapshot.statusJSON()))
        }
        // The search index last, on its own queue: the pages are already reloading, and the
        // next edit need not wait for it.
        searchQueue.async { withExtendedLifetime(retired) {} }
        finishLater(builder, searchIndexPending: report.searchIndexPending)
    }

    /// On the search queue: makes the search index a rebuild left pending and publishes it, then
    /// gives the memory the rebuild freed back (off the rebuild's path: the tabs are reloading
    /// meanwhile); without this a preview's memory grew by a tenth in 20 edits.
    private func finishLater(_ builder: IncrementalBuilder, searchIndexPending: Bool) {
        let epoch = self.epoch
        searchQueue.async { [state, onEvent] in
            defer { FreedMemory.release() }
            let started = Date()
            guard searchIndexPending, let result = builder.finishSearchIndex() else { return }
            defer { onEvent(.searchIndexed(seconds: Date().timeIntervalSince(started), patched: result.patched)) }
            state.update { snapshot in
                // Only over the files of the build it was merged into (a newer build's snapshot
                // holds newer pages); one edit behind, the newest stays pending.
                guard snapshot.generation == (epoch, result.generation) else { return }
                snapshot.publish(result.files, changed: result.changed)
                snapshot.searchPending = !result.upToDate
                snapshot.searchIndexes += 1
            }
        }
    }
}

/// Hands memory that rebuilds freed back to the system. Allocators keep freed memory for reuse,
/// so without this a preview held the peak of every large rebuild: 20 edits on a 10,000-page
/// site, 5 of them template edits, grew it from 0.7 to 1.3 GB (0.54 to 0.6 GB with it).
enum FreedMemory {
    /// Has the allocator give pages back as soon as they are free, on every thread. The
    /// context hashing of a rebuild runs on every core, and `release` gives back only its own
    /// thread's memory: ten title edits on a 10,000-page site grew the preview from 352 to 425
    /// MB, and kept it there (375 to 387 MB with this). A build, which ends, does without.
    static func returnPagesPromptly() {
        #if os(Linux)
        mi_option_set(mi_option_page_reset, 1)
        mi_option_set(mi_option_decommit_delay, 0)
        #endif
    }

    static func release() {
        #if os(Linux)
        mi_collect(true)
        // Whatever was allocated before mimalloc took over (the dynamic loader's own) is glibc's.
        malloc_trim(0)
        #endif
    }
}

import Foundation
import GuideContent
import GuideCore
import GuideSearch

/// The stages after the gate, which `SiteBuilder.build` (into a folder) and
/// `IncrementalBuilder.rebuild` (into memory, for the preview) both run: write the site-wide
/// files, copy, index; a build also renders every page, where a preview renders a page when
/// it is asked for (`RenderedPages`). Each writes through a `BuildOutput`; an incremental
/// build chooses what to pass them, a build passes everything.
extension SiteBuilder {
    /// Render: the pages of `jobs`, in parallel, each written as soon as it is made.
    func render(_ jobs: [RenderJob], in site: Site, with renderer: PageRenderer, into output: BuildOutput, failures: WriteFailures) {
        let counter = ProgressCounter(total: jobs.count, stage: .render, progress: progress)
        // Longest bodies first: a book's chapters differ tenfold in length, and one long chapter
        // taken last kept one core busy while the other had nothing left.
        let order = largestFirst(jobs.map { $0.bodyPage(in: site).map { site.pages[$0].bodyByteCount } ?? 0 })
        DispatchQueue.concurrentPerform(iterations: jobs.count) { n in
            let job = jobs[order[n]]
            let path = job.path(in: site)
            let html = renderer.render(job, context: renderer.context(of: job, textHashes: nil))
            do {
                // As bytes: a disk output writes them as they are, where `Data(html)` copied
                // every page once more (300 MB at 10,000 pages).
                try output.write(bytes: html, to: path)
            } catch {
                failures.record(error, path: path)
            }
            counter.increment()
        }
    }

    /// Renders `jobs`, with the site-wide files and the copies made beside it on another thread
    /// (in `group`, their paths left in `siteWide`). The renderer (every page's links, every
    /// section's navigation) is let go once both are done.
    func renderBesideSiteWideFiles(_ jobs: [RenderJob], site: Site, theme: Theme, media: [ContentFile], pendingBodies: PendingBodies,
                                   into output: BuildOutput, failures: WriteFailures, siteWide: SiteWideWrites, group: DispatchGroup) {
        let renderer = PageRenderer(site: site, theme: theme, media: media, pendingBodies: pendingBodies)
        // Alone after the pages, they were a stretch of one thread at the end of the build, and
        // a book's images take long to copy. (Not `concurrentPerform`: the rendering's own
        // parallel work would run on one thread inside it.)
        DispatchQueue.global().async(group: group) {
            let generated = writeSiteFiles(renderer: renderer, site: site, into: output, failures: failures)
            let copied = copyFiles(theme: theme, media: media, into: output, failures: failures)
            siteWide.paths.withLock { $0 = (generated, copied) }
        }
        render(jobs, in: site, with: renderer, into: output, failures: failures)
        pendingBodies.release()
        // Freeing every page's links and every section's navigation took 10 ms of one thread at
        // 10,000 pages with nothing beside it; a whole build then exits without waiting for it.
        releaseInBackground(consume renderer)
    }

    /// Write: the files made from the whole site (`siteFileMakers`); returns their paths.
    func writeSiteFiles(renderer: PageRenderer, site: Site, into output: BuildOutput, failures: WriteFailures) -> [String] {
        let files = siteFileMakers(renderer: renderer, site: site)
        do {
            // Each written as soon as it is made: at 100,000 pages the sitemap's files and each
            // language's navigation.json are tens of megabytes, which were all held at once.
            for file in files { try output.write(file.make(), to: file.path) }
        } catch {
            failures.record(error, path: nil)
        }
        return files.map(\.path)
    }

    /// Copy: the theme's assets (to `assets/`) and the content's media (to `media/`), those for
    /// which `copies` is true (an incremental build copies what changed or is missing). Returns
    /// the paths of all of them.
    func copyFiles(theme: Theme, media: [ContentFile], into output: BuildOutput, failures: WriteFailures,
                   copies: (_ path: String, _ isAsset: Bool) -> Bool = { _, _ in true }) -> [String] {
        var paths: [String] = []
        do {
            for asset in theme.assets {
                let path = "assets/" + asset.relativePath
                paths.append(path)
                if copies(path, true) { try asset.copy(to: output, at: path) }
            }
            for file in media {
                let path = "media/" + file.relativePath
                paths.append(path)
                if copies(path, false) { try output.copy(from: file.path, to: path) }
            }
        } catch {
            failures.record(error, path: nil)
        }
        return paths
    }

    /// Index: every language's search index (`search/<lang>/`), from the pages and the
    /// glossary; `cache` keeps each page's part between incremental builds, its terms and
    /// excerpt in `spill` when given one (the excerpts then go to `spilledFile`).
    func index(_ site: Site, cache: SearchIndexCache? = nil, spill: SpillFile? = nil,
               spilledFile: SpilledFileHandler? = nil) -> [(path: String, bytes: [UInt8])] {
        var writer = searchWriter()
        writer.spill = spill
        return SearchIndex.files(for: site, writer: writer, cache: cache, extra: glossarySearchDocuments(), spilledFile: spilledFile)
    }

    /// Makes the search index and writes each language's files as soon as they are made (a
    /// build's way: nothing is kept for a next build), the pages' terms kept in `spill` until
    /// their language's shards are made. Returns how many files it wrote. `drafts`: the pages'
    /// search drafts recorded by the parse stage, by index (a page without one is parsed again).
    /// `beside`: run once every language is analyzed, while the last one's files are made.
    func writeIndex(of site: Site, into output: BuildOutput, failures: WriteFailures, spill: SpillFile? = nil,
                    drafts: (@Sendable (Int) -> SearchDraft?)? = nil, beside: (() -> Void)? = nil) -> Int {
        // Pages' excerpt files are written from the threads that make them.
        let counting = NSLock()
        var count = 0
        var writer = searchWriter()
        writer.spill = spill
        SearchIndex.write(for: site, writer: writer, extra: glossarySearchDocuments(), drafts: drafts, beside: beside) { path, bytes in
            do {
                try output.write(bytes: bytes, to: path)
                counting.withLock { count += 1 }
            } catch {
                failures.record(error, path: nil)
            }
        }
        return count
    }

    /// The search index's writer, with the glossary's synonyms and guidegen.yml's
    /// `search.synonyms` (which win where both name a word).
    func searchWriter() -> SearchIndexWriter {
        var writer = SearchIndexWriter()
        writer.synonyms = glossarySynonyms().merging(config.searchSynonyms) { $0.merging($1) { _, site in site } }
        return writer
    }

    /// The search's query-time synonyms: in every language, each of the glossary's rejected
    /// terms leads to that language's preferred term; in a language written in Han characters,
    /// so does the term's name in another of the site's languages written in Latin letters:
    /// readers of Chinese type “sidebar” for 边栏 as often as not (the other way round is rare,
    /// and every entry is downloaded with the first query), and the glossary says which page's
    /// word it is. A name that stands for two terms (“Split View” and “split view”) leads to
    /// neither.
    func glossarySynonyms() -> [String: [String: String]] {
        var synonyms: [String: [String: String]] = [:]
        var translations: [String: [String: Set<String>]] = [:]
        let siteTags = Set(config.languages.map(\.tag))
        for term in glossary.terms {
            for (tag, rejected) in term.avoid {
                guard let preferred = term.preferred[tag] else { continue }
                for word in rejected { synonyms[tag, default: [:]][word.lowercased()] = preferred }
            }
            for (tag, preferred) in term.preferred where Scripts.containsHan(preferred) {
                for (other, name) in term.preferred where other != tag && siteTags.contains(other) && !Scripts.containsHan(name) {
                    translations[tag, default: [:]][name.lowercased(), default: []].insert(preferred)
                }
            }
        }
        for (tag, names) in translations {
            for (name, preferred) in names where preferred.count == 1 && synonyms[tag]?[name] == nil {
                synonyms[tag, default: [:]][name] = preferred.first
            }
        }
        return synonyms
    }

    /// Writes the search index's files; returns their paths.
    func writeIndex(_ files: [(path: String, bytes: [UInt8])], into output: BuildOutput, failures: WriteFailures) -> [String] {
        do {
            for file in files { try output.write(bytes: file.bytes, to: file.path) }
        } catch {
            failures.record(error, path: nil)
        }
        return files.map(\.path)
    }
}

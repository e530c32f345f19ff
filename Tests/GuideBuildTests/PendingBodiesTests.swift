import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideBuild

/// A whole build renders each page's body while the parse stage has its tree, and the render
/// stage only fills in the links: the result must be what parsing the page again gives.
struct PendingBodiesTests {
    @Test func bodiesRecordedWhileParsingRenderAsBodiesParsedAgain() throws {
        let site = try TestSite(SiteBuildTests.files)
        let prepared = SiteBuilder(config: site.config, root: site.root).prepare()
        let built = try #require(prepared.site)
        let theme = try #require(prepared.theme)
        let withBodies = built.pages.indices.filter { !built.pages[$0].body.isEmpty }
        #expect(withBodies.count >= 8)
        // Every page's body (empty ones too), catalog articles excepted (none here).
        #expect(prepared.recordedBodies.bodies.count == built.pages.count)

        let pending = PendingBodies(site: built, recorded: prepared.recordedBodies)
        let recorded = PageRenderer(site: built, theme: theme, pendingBodies: pending)
        let parsedAgain = PageRenderer(site: built, theme: theme)
        for index in withBodies {
            let fromParse = recorded.renderBody(of: index)
            let again = parsedAgain.renderBody(of: index)
            #expect(String(decoding: fromParse.html, as: UTF8.self) == String(decoding: again.html, as: UTF8.self), "\(built.pages[index].path)")
            #expect(fromParse.headings == again.headings, "\(built.pages[index].path)")
            #expect(pending.take(index) == nil, "a body is given once")
        }
    }

    @Test func thePreviewRecordsNoBodies() throws {
        let site = try TestSite(SiteBuildTests.files)
        let prepared = SiteBuilder(config: site.config, root: site.root).prepare(.incremental(PageCache()))
        #expect(prepared.site != nil)
        #expect(prepared.recordedBodies.bodies.isEmpty)
    }

    @Test func releasedBodiesAreParsedAgain() throws {
        let site = try TestSite(SiteBuildTests.files)
        let prepared = SiteBuilder(config: site.config, root: site.root).prepare()
        let built = try #require(prepared.site)
        let pending = PendingBodies(site: built, recorded: prepared.recordedBodies)
        let indexes = built.pages.indices.filter { !built.pages[$0].body.isEmpty }
        #expect(pending.take(indexes[0]) != nil)
        pending.release()
        #expect(pending.take(indexes[1]) == nil)
    }

    /// Bodies go to the spill file; a page's text is read again from its file, not copied.
    @Test func spilledBodiesAndTextReadAgainAreAsParsed() throws {
        let site = try TestSite(SiteBuildTests.files)
        let spill = try #require(SpillFile())
        let prepared = SiteBuilder(config: site.config, root: site.root).prepare(spill: spill)
        let built = try #require(prepared.site)
        let theme = try #require(prepared.theme)
        let inMemory = try #require(SiteBuilder(config: site.config, root: site.root).prepare().site)
        for (page, kept) in zip(built.pages, inMemory.pages) {
            guard case .file = page.bodyText else {
                Issue.record("\(page.path)'s text is in memory or in the spill file")
                continue
            }
            #expect(page.body == kept.body, "\(page.path)")
            #expect(page.bodyByteCount == kept.body.utf8.count)
            #expect(page.header == kept.header, "\(page.path)")
            #expect(page.fileText == kept.fileText, "\(page.path)")
            #expect(page.headerInMemory.isEmpty, "\(page.path)")
        }
        for (_, recorded) in prepared.recordedBodies.bodies {
            guard case .spilled = recorded.body.stored else { Issue.record("a recorded body is in memory"); continue }
        }
        let pending = PendingBodies(site: built, recorded: prepared.recordedBodies)
        let recorded = PageRenderer(site: built, theme: theme, pendingBodies: pending)
        let parsedAgain = PageRenderer(site: inMemory, theme: theme)
        for index in built.pages.indices {
            #expect(recorded.renderBody(of: index).html == parsedAgain.renderBody(of: index).html, "\(built.pages[index].path)")
        }
    }

    /// A build to disk keeps pages' text out of memory (a catalog's articles in the spill file,
    /// other pages' in their files) and spills bodies; one into memory does not: the sites are
    /// the same, byte for byte (a book of DocC catalogs too, whose articles render from text).
    @Test func aBuildToDiskWritesWhatABuildIntoMemoryWrites() throws {
        for site in [try TestSite(SiteBuildTests.files), try catalogSite()] {
            let (memoryReport, memory) = site.build()
            #expect(memoryReport.succeeded)
            let publicPath = site.root + "/Public"
            let disk = try DiskOutput(destination: publicPath)
            let diskReport = SiteBuilder(config: site.config, root: site.root).build(into: disk)
            #expect(diskReport.succeeded)
            try disk.commit()
            let pages = try #require(diskReport.site?.pages)
            #expect(pages.contains { switch $0.bodyText { case .spilled, .file: true; case .memory: false } })
            for (path, data) in memory.files {
                #expect(FileManager.default.contents(atPath: publicPath + "/" + path) == data, "\(path)")
            }
        }
    }
}

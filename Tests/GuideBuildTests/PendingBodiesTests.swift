import Foundation
@testable import GuideContent
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
        let prepared = SiteBuilder(config: site.config, root: site.root).prepare(cache: PageCache())
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
}

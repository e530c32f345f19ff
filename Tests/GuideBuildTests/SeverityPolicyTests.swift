import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore

/// The site's severities (`diagnostics:`) are applied where the build gathers its findings,
/// before it decides whether to write: for a whole build and for the preview's rebuilds alike.
struct SeverityPolicyTests {
    func site() throws -> TestSite {
        let site = try TestSite(["Content/c/alerts.en.md": "---\ntitle: Alerts\n---\nSee <doc:alert>.\n"])
        site.config.languages = [.english]
        return site
    }

    @Test func aWholeBuildWritesTheSiteWhenTheSiteCallsABrokenLinkAWarning() throws {
        let site = try site()
        var builder = SiteBuilder(config: site.config, root: site.root)
        #expect(!builder.build(into: MemoryOutput()).succeeded)
        builder.policy = DiagnosticPolicy(severities: ["link.unresolved": .warning])
        let output = MemoryOutput()
        let report = builder.build(into: output)
        #expect(report.succeeded)
        #expect(site.lines(report) == ["Content/c/alerts.en.md:4:5: warning: no topic has the id `alert` (did you mean `alerts`?) [link.unresolved]"])
        #expect(output.files["en/c/alerts/index.html"] != nil)
    }

    @Test func thePreviewsRebuildAppliesTheSameSeverities() throws {
        let site = try site()
        var builder = SiteBuilder(config: site.config, root: site.root)
        let off: Severity? = nil
        builder.policy = DiagnosticPolicy(severities: ["link.unresolved": off])
        let incremental = IncrementalBuilder(builder: builder)
        let report = incremental.rebuild()
        #expect(report.succeeded)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(incremental.files["en/c/alerts/index.html"] != nil)
    }
}

import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore
@testable import GuideLint

/// The guideline site that ships in Content/, built as `scripts/publish` builds it.
struct ShippedSiteTests {
    static let root = TestSite.repositoryRoot

    static func build() throws -> (BuildReport, MemoryOutput) {
        let text = try String(contentsOfFile: root + "/guidegen.yml", encoding: .utf8)
        let (config, configDiagnostics) = SiteConfig.load(file: "guidegen.yml", text: text)
        #expect(configDiagnostics.isEmpty)
        let (lintConfig, lintDiagnostics) = LintConfig.load(file: "guidegen.yml", text: text, knownRules: Linter.ruleIDs)
        #expect(lintDiagnostics.isEmpty)
        let glossaryText = try String(contentsOfFile: root + "/" + config.glossaryPath, encoding: .utf8)
        let (glossary, glossaryDiagnostics) = Glossary.load(file: config.glossaryPath, text: glossaryText)
        #expect(glossaryDiagnostics.isEmpty)
        #expect(glossary.terms.count > 40)
        var builder = SiteBuilder(config: config, root: root)
        builder.policy = DiagnosticPolicy(strict: true)
        builder.linter = LintRunner(linter: Linter(config: lintConfig, glossary: glossary), site: config)
        builder.glossary = glossary
        let output = MemoryOutput()
        return (builder.build(into: output), output)
    }

    @Test func theShippedSiteBuildsStrictlyWithEveryInternalLinkResolved() throws {
        let (report, output) = try Self.build()
        #expect(report.diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) } == [])
        #expect(report.succeeded)
        #expect(brokenInternalLinks(in: output) == [])
        // Every topic the content issue asks for, in both languages.
        let topics = ["designing-for-ios", "designing-for-ipados", "layout", "color", "typography", "writing", "motion", "branding",
                      "accessibility", "launching", "modality", "multitasking", "searching", "entering-data", "file-management",
                      "collaboration-and-sharing", "settings", "drag-and-drop", "playing-video", "alerts", "action-sheets", "popovers",
                      "sidebars", "split-views", "tab-bars", "toolbars", "buttons", "windows", "gestures", "keyboards",
                      "pointing-devices", "apple-pencil"]
        let site = try #require(report.site)
        for id in topics {
            #expect(site.topic(id, in: .english) != nil, "no English \(id)")
            #expect(site.topic(id, in: .simplifiedChinese) != nil, "no Chinese \(id)")
        }
        #expect(output.files["en/glossary/index.html"] != nil)
        #expect(output.files["zh-Hans/glossary/index.html"] != nil)
    }

    @Test func everyTopicIsLinkedFromAnotherTopicAndListsRelatedOnes() throws {
        let (report, _) = try Self.build()
        let site = try #require(report.site)
        for (index, page) in site.pages.enumerated() where page.kind == .topic {
            #expect(!page.related.isEmpty, "\(page.path) has no related topics")
            let linkedFromTopics = site.backlinks(to: index).contains { site.pages[$0].kind == .topic }
            #expect(linkedFromTopics, "\(page.path) is an orphan: no other topic links to it")
        }
    }
}

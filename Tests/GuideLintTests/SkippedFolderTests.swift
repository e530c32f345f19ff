import Foundation
@testable import GuideContent
import Testing
@testable import GuideLint

/// Linting an app's folder skips what is not the app's own: build output and dependencies, the
/// same folders its code is read without (`SwiftSourceScanner.skippedFolders`), and the site
/// guidegen publishes.
struct SkippedFolderTests {
    @Test func dependenciesBuildOutputAndThePublishedSiteAreNotLinted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-skipped-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strings = "\"Done\" = \"done\";\n"
        let paths = ["App/en.lproj/Localizable.strings", "Carthage/Checkouts/Kit/en.lproj/Localizable.strings",
                     "Pods/Kit/en.lproj/Localizable.strings", "node_modules/kit/en.lproj/Localizable.strings",
                     ".build/checkouts/kit/en.lproj/Localizable.strings", "Public/en/notes.md"]
        for path in paths {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((path.hasSuffix(".md") ? "# Notes\n" : strings).utf8).write(to: url)
        }
        let (files, problems) = LintRunner(linter: Linter(), site: SiteConfig()).files(in: [folder])
        #expect(problems.isEmpty)
        #expect(files.map { String($0.dropFirst(folder.count + 1)) } == ["App/en.lproj/Localizable.strings"])
    }
}

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

    /// A name that is not UTF-8 cannot be opened: linting an app's folder says so, in its own
    /// words, for a file it lints (a `.strings` table, a page), for code it reads for roles and
    /// for a folder; an image with such a name is none of lint's business. It warned of "a
    /// page's address" for every such file.
    @Test func aNameThatIsNotUTF8IsNamedOnlyWhereLintWouldRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-names-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try Data("\"Done\" = \"Done\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/en.lproj/Localizable.strings"))
        for name in ["Caf\u{FF}.swift", "Icon\u{FF}.png", "en.lproj/Other\u{FF}.strings"] {
            let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name.unicodeScalars.map { UInt8($0.value) } + [0]
            let descriptor = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
            #expect(descriptor >= 0)
            close(descriptor)
        }
        let (files, problems) = LintRunner(linter: Linter(), site: SiteConfig()).files(in: [folder])
        #expect(files.map { String($0.dropFirst(folder.count + 1)) } == ["en.lproj/Localizable.strings"])
        #expect(problems.map(\.message) == ["the name is not valid UTF-8, so its code cannot be read for the roles of the app's strings; skipped",
                                             "the name is not valid UTF-8, so it cannot be opened; skipped"], "\(problems.map(\.message))")
        #expect(problems.last?.location?.file.hasSuffix("en.lproj/Other\u{FFFD}.strings") == true, "\(problems.map(\.location))")
    }
}

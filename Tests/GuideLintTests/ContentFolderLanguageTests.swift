import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// A file in a folder that `content:` gives a language is linted in that language, however the
/// file's path or the folder's is spelt.
struct ContentFolderLanguageTests {
    @Test func aFileKeepsItsFoldersLanguageHoweverThePathsAreSpelt() throws {
        let here = FileManager.default.currentDirectoryPath
        let siteName = try #require(here.split(separator: "/").last)
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        // As `content: {en: en, zh-Hans: zh/}` gives them, and from a sub-folder with `--root ..`.
        for folders in [[("en", "en"), ("zh-Hans", "zh/")], [("en", "../\(siteName)/en"), ("zh-Hans", "../\(siteName)/zh")]] {
            runner.contentFolders = folders.map { (Language($0.0), $0.1) }
            for path in ["zh/a.md", "./zh/a.md", "zh//a.md", "en/../zh/a.md", here + "/zh/a.md"] {
                let file = runner.contentFile(at: path)
                #expect(file?.language == Language("zh-Hans"), "\(path) in \(folders)")
                #expect(file?.relativePath == "zh-Hans/a.md", "\(path) in \(folders)")
                #expect(file?.displayPath == path)
            }
            #expect(runner.contentFile(at: "./zh-other/a.md") == nil)
        }
    }

    @Test func aChinesePageNamedFromTheCurrentFolderGetsTheChineseRules() {
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.contentFolders = [(Language("en"), "en"), (Language("zh-Hans"), "zh")]
        let ids = runner.lint(data: Data("点击按钮。".utf8), name: "./zh/a.md").diagnostics.map(\.id)
        #expect(ids == ["zh.tap"])
    }
}

import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// An app that writes its English as the keys of its `.strings` tables (`Text("…")`) and keeps no
/// English table, or one with a few entries: the keys the English table lacks are the English
/// people see, and are checked as English, placed at the key.
struct KeysAsTextTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-keys-as-text-\(UUID().uuidString)").path

    private func write(_ language: String, _ lines: [String], table: String = "Localizable") throws -> String {
        try FileManager.default.createDirectory(atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
        let path = folder + "/\(language).lproj/\(table).strings"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aKeyTheEnglishTableLacksIsCheckedAsEnglishAtTheKey() throws {
        _ = try write("en", ["\"settings_title\" = \"Settings\";"])
        let chinese = try write("zh-Hans", [
            "\"settings_title\" = \"设置\";",
            "\"We could not open your file\" = \"无法打开文件\";",
            "\"stale_identifier\" = \"旧的\";",
        ])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [folder])
        let english = result.diagnostics.filter { $0.language == "en" }
        #expect(english.map(\.id) == ["en.first-person"])
        #expect(english.first?.key == "We could not open your file")
        #expect(english.first.map { "\($0.location!.file) \($0.location!.line):\($0.location!.column)" } == "\(chinese) 2:2")
        // Never fixed: the code looks the string up by it.
        #expect(english.first?.solutions.isEmpty == true)
    }

    @Test func withNoEnglishTableEveryKeyThatReadsAsTextIsEnglishOnce() throws {
        _ = try write("zh-Hans", ["\"We could not open your file\" = \"无法打开文件\";", "\"Done\" = \"完成\";"])
        _ = try write("ja", ["\"We could not open your file\" = \"ファイルを開けません\";"])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [folder])
        #expect(result.diagnostics.filter { $0.language == "en" }.map(\.id) == ["en.first-person"])
    }

    @Test func aKeyOfAnotherTableIsNotTheEnglishOfThisOne() throws {
        _ = try write("en", ["\"We could not open your file\" = \"The file could not be opened.\";"], table: "Errors")
        _ = try write("zh-Hans", ["\"We could not open your file\" = \"无法打开文件\";"])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [folder])
        #expect(result.diagnostics.filter { $0.language == "en" }.map(\.id) == ["en.first-person"])
    }
}

import Foundation
import Testing

/// The human summary of `guidegen lint` says which languages met no rule.
struct LintSummaryTests {
    let cli = CommandLineTests()

    @Test func theSummaryNamesTheLanguagesNoRulesWereWrittenFor() throws {
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        let catalog: [String: Any] = [
            "sourceLanguage": "en", "version": "1.0",
            "strings": ["settings.save": ["localizations": ["en": unit("Save"), "zh-Hans": unit("保存"), "zh-Hant": unit("儲存"), "fr": unit("Enregistrer")]]],
        ]
        let data = try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys])
        let root = try cli.makeSite(["App/Localizable.xcstrings": String(decoding: data, as: UTF8.self)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try cli.run(["lint", "App/Localizable.xcstrings"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("0 errors, 0 warnings; skipped 2 languages with no rules written for them (fr, zh-Hant).\n"), "\(result.stderr)")
        // Only English and Simplified Chinese: nothing skipped, nothing said.
        let english = try cli.run(["lint", "App/Localizable.xcstrings", "--languages", "en,zh-Hans"], in: root)
        #expect(english.stderr.hasSuffix("0 errors, 0 warnings.\n"), "\(english.stderr)")
    }
}

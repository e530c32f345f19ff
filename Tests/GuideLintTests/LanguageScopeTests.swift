import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// Each language meets the rules written for it, and no other language's.
struct LanguageScopeTests {
    @Test func englishRulesRunOnEnglishAndItsRegionalForms() {
        for tag in ["en", "en-GB", "en-AU"] {
            #expect(findings("Click Save.", .text, Language(tag)) == ["en.tap@1"], "\(tag)")
        }
    }

    /// A catalog's en-GB string that is its en string word for word is linted once, as en; one
    /// that differs is linted as en-GB. With only en-GB linted, it is linted as en-GB.
    @Test func aRegionalStringThatRepeatsItsBaseLanguageIsLintedOnce() {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "a.message": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Click Save."}},
                "en-GB": {"stringUnit": {"state": "translated", "value": "Click Save."}}}},
              "b.message": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Click Done."}},
                "en-GB": {"stringUnit": {"state": "translated", "value": "Click Finish."}}}}}}
            """
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        func languages() -> Set<String> {
            Set(runner.lint(data: Data(catalog.utf8), name: "L.xcstrings").diagnostics.map { "\($0.key ?? "") \($0.language ?? "")" })
        }
        #expect(languages() == ["a.message en", "b.message en", "b.message en-GB"])
        runner.onlyLanguages = ["en-GB"]
        #expect(languages() == ["a.message en-GB", "b.message en-GB"])
    }

    @Test func simplifiedChineseRulesRunOnEveryTagForSimplifiedChinese() {
        for tag in ["zh-Hans", "zh-Hans-HK", "zh-CN", "zh-SG", "zh"] {
            #expect(findings("点击“共享”。", .text, Language(tag)) == ["zh.tap@1"], "\(tag)")
        }
    }

    @Test func traditionalChineseAndOtherLanguagesGetNoRuleWrittenForAnotherLanguage() {
        for tag in ["zh-Hant", "zh-TW", "zh-HK", "zh-Hant-TW"] {
            #expect(findings("點擊我的Wine設定", .button, Language(tag)) == [], "\(tag)")
            #expect(findings("錯誤", .alertTitle, Language(tag)) == [], "\(tag)")
        }
        for tag in ["fr", "de", "ja", "pt-BR", "es"] {
            #expect(findings("Click MY Erreur", .button, Language(tag)) == [], "\(tag)")
            #expect(findings("Fehler", .alertTitle, Language(tag)) == [], "\(tag)")
        }
    }

    @Test func theResultCountsTheLanguagesNoBuiltInRulesWereWrittenFor() {
        let tags = ["en", "en-GB", "zh-Hans", "zh-Hant", "fr", "de", "fr"]
        let segments = tags.map { LintSegment(text: "OK", language: Language($0), role: .button, file: "t", line: 1, byteColumn: 1) }
        var result = Linter().lint(segments, source: SourceText(path: "t", text: "OK"))
        #expect(result.skippedLanguages == ["zh-Hant", "fr", "de"])
        var other = LintResult()
        other.skippedLanguages = ["ja"]
        result.append(other)
        #expect(result.skippedLanguages.count == 4)
    }

    @Test func glossaryFindingsOnChinesePagesSpeakChinese() {
        let glossary = Glossary(terms: [Glossary.Term(preferred: ["en": "alert", "zh-Hans": "警告框"], avoid: ["en": ["popup"], "zh-Hans": ["弹窗"]])])
        let linter = Linter(glossary: glossary)
        let chinese = LintSegment(text: "关闭弹窗。", language: .simplifiedChinese, role: .text, file: "t", line: 1, byteColumn: 1)
        let english = LintSegment(text: "Close the popup.", language: .english, role: .text, file: "t", line: 1, byteColumn: 1)
        let result = linter.lint([chinese, english], source: SourceText(path: "t", text: "x"))
        #expect(result.diagnostics.map(\.message) == ["术语表用“警告框”，不用“弹窗”", "the glossary uses “alert” for this, not “popup”"])
        #expect(result.diagnostics.map(\.suggestion) == ["写“警告框”", "write “alert”"])
    }

    @Test func aChineseCounterExampleThatBreaksNoRuleIsReportedInChinese() {
        var segment = LintSegment(text: "删除", language: .simplifiedChinese, role: .button, file: "t", line: 1, byteColumn: 1)
        segment.isCounterExample = true
        let diagnostic = Linter().lint([segment], source: SourceText(path: "t", text: "删除")).diagnostics.first
        #expect(diagnostic?.id == "copy.counter-example")
        #expect(diagnostic?.message.contains("反例") == true)
    }
}

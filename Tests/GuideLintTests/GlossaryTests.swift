@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint


struct GlossaryFileTests {
    @Test func aGoodGlossaryLoadsWithoutProblems() {
        let (glossary, problems) = Glossary.load(file: "glossary.yml", text: """
            terms:
              - { en: alert, zh-Hans: 警告框, avoid: { zh-Hans: [警报框, 提醒框] }, note: "an alert" }
              - { en: hit target, zh-Hans: 触控区域, avoid: { en: [touch target] } }
            """, languages: [.english, .simplifiedChinese])
        #expect(problems.isEmpty)
        #expect(glossary.terms.map(\.preferred) == [["en": "alert", "zh-Hans": "警告框"], ["en": "hit target", "zh-Hans": "触控区域"]])
        #expect(glossary.terms[0].avoid == ["zh-Hans": ["警报框", "提醒框"]])
    }

    @Test func misspeltKeysWrongTypesAndUnusedLanguagesAreReportedAtTheirLines() {
        let (glossary, problems) = Glossary.load(file: "glossary.yml", text: """
            terms:
              - { en: sidebar, zh_Hans: 边栏, avoid: { zh-Hans: 侧边栏 } }
              - { en: popover, zh-Hans: 弹出框, aviod: { zh-Hans: [弹窗] } }
              - { en: tab bar, zh-Hans: 标签栏, avoid: { fr: [onglet], en: [tabbar] } }
              - { en: [a, b] }
            """, languages: [.english, .simplifiedChinese])
        #expect(problems.map { "\($0.location!.line):\($0.location!.column) \($0.severity) \($0.suggestion ?? "-")" } == [
            "2:20 error did you mean `zh-Hans`?",     // zh_Hans
            "2:51 error -",                           // 侧边栏 is not a list
            "3:34 error did you mean `avoid`?",       // aviod
            "4:43 warning -",                         // fr is not a site language
            "5:11 error -",                           // a list as the preferred term
            "5:5 error -",                            // so the term has none
        ])
        // The terms that still make sense are kept.
        #expect(glossary.terms.map { $0.preferred["en"] } == ["sidebar", "popover", "tab bar"])
    }

    @Test func wordsToAvoidWithoutAPreferredTermAreAWarningOfTheirOwn() {
        let (_, problems) = Glossary.load(file: "glossary.yml", text: """
            terms:
              - { en: sidebar, avoid: { zh-Hans: [侧边栏] } }
              - { avoid: { en: [sidepanel] } }
            """, languages: [.english, .simplifiedChinese])
        // The first term is used but cannot suggest a zh-Hans word; the second names no wording at all.
        #expect(problems.map { "\($0.location!.line) \($0.severity) \($0.id)" } == [
            "2 warning glossary.unchecked-avoid",
            "3 warning glossary.unchecked-avoid", "3 error glossary.invalid",
        ])
    }
}

import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct CustomRuleTests {
    @Test func customRulesMatchWholeEnglishWordsAndChineseAnywhere() {
        let (config, problems) = LintConfig.load(file: "guidegen.yml", text: """
            lint:
              custom:
                - id: tone.simply
                  kind: existence
                  languages: [en]
                  words: [simply]
                - id: tone.zh
                  kind: existence
                  languages: [zh-Hans]
                  words: [简单地]
                - id: brand.iphone
                  kind: substitution
                  language: en
                  severity: error
                  swap: {Iphone: iPhone}
            """, knownRules: Linter.ruleIDs)
        #expect(problems.isEmpty)
        let linter = Linter(config: config)
        func ids(_ text: String, _ language: Language = .english) -> [String] {
            let segment = LintSegment(text: text, language: language, role: .text, file: "t", line: 1, byteColumn: 1)
            return linter.lint([segment], source: SourceText(path: "t", text: text)).diagnostics.map { "\($0.id)@\($0.location!.column)" }
        }
        #expect(ids("Simply tap Save.") == ["tone.simply@1"])
        #expect(ids("Use simplyfied forms.") == [])
        #expect(ids("只需简单地轻点即可。", .simplifiedChinese) == ["tone.zh@3"])
        #expect(ids("Get the new Iphone.") == ["brand.iphone@13"])
        // Matching ignores case, so the right spelling matches too; it must not be flagged.
        #expect(ids("Get the new iPhone.") == [])
    }
}

@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint


struct GlossaryRuleTests {
    static let glossary = Glossary(terms: [
        .init(preferred: ["en": "sidebar", "zh-Hans": "边栏"], avoid: ["zh-Hans": ["侧边栏"], "en": ["side bar"]], note: nil),
        .init(preferred: ["en": "safe area", "zh-Hans": "安全区域"], avoid: ["zh-Hans": ["安全区"]], note: nil),
    ])

    @Test func rejectedTermsGetThePreferredOne() {
        #expect(findings("打开侧边栏。", .text, .simplifiedChinese, glossary: Self.glossary) == ["glossary@3"])
        #expect(findings("Show the Side bar.", glossary: Self.glossary) == ["glossary@10"])
    }

    @Test func rejectedTermsAreFoundInAnyCaseBesideOtherScripts() {
        // Curly quotes, accented capitals and a capital whose lower case is two scalars (İ).
        #expect(findings("“Ünits” go in the Side Bar.", glossary: Self.glossary) == ["glossary@19"])
        #expect(findings("İstanbul’s side bar.", glossary: Self.glossary) == ["glossary@12"])
        #expect(findings("An Éside bar and a side barn.", glossary: Self.glossary) == [])
    }

    @Test func twoRulesAskingForTheSameChangeAtTheSamePlaceMakeOneFinding() {
        let glossary = Glossary(terms: [.init(preferred: ["en": "touch and hold"], avoid: ["en": ["long press"]], note: nil)])
        // en.tap comes first in the rule order; the glossary's identical change is dropped.
        #expect(findings("Long press a photo.", glossary: glossary) == ["en.tap@1"])
        // A different change at the same place is still reported.
        let other = Glossary(terms: [.init(preferred: ["en": "hold"], avoid: ["en": ["long press"]], note: nil)])
        #expect(findings("Long press a photo.", glossary: other) == ["en.tap@1", "glossary@1"])
    }

    @Test func aRejectedTermInsideThePreferredOneIsFine() {
        #expect(findings("内容放在安全区域内。", .text, .simplifiedChinese, glossary: Self.glossary) == [])
        #expect(findings("内容放在安全区内。", .text, .simplifiedChinese, glossary: Self.glossary) == ["glossary@5"])
    }
}

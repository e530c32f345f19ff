import Testing
@testable import GuideCore

/// What a language tag says, read in one place for every module.
struct LanguageTests {
    @Test func chineseIsEveryScriptAndRegionButSimplifiedOnlyItsOwn() {
        for tag in ["zh", "zh-Hans", "zh-Hant", "zh-TW", "zh-HK", "ZH-hans", "zh_CN"] { #expect(Language(tag).isChinese, "\(tag)") }
        for tag in ["zh", "zh-Hans", "zh-Hans-CN", "zh-CN", "zh-SG", "ZH-hans", "zh_CN", "zh-", "zh--cn"] { #expect(Language(tag).isSimplifiedChinese, "\(tag)") }
        for tag in ["zh-Hant", "zh-TW", "zh-HK", "zh-Hant-TW", "en", "zha", "zh-Hansx", "zh-C", "zh--Hant"] { #expect(!Language(tag).isSimplifiedChinese, "\(tag)") }
        for tag in ["zha", "z", "", "en"] { #expect(!Language(tag).isChinese, "\(tag)") }
    }

    @Test func theLanguageSubtagIsComparedWholeAndWithoutCase() {
        #expect(Language("en-GB").isEnglish && Language("EN").isEnglish && !Language("eng").isEnglish)
        #expect(Language("ja-JP").isCJK && Language("ko").isCJK && Language("zh-Hant").isCJK)
        #expect(!Language("jam").isCJK && !Language("fr").isCJK && !Language("k").isCJK)
        #expect(Language("ja").primarySubtagIs("ja") && !Language("ja").primarySubtagIs("jav"))
    }
}

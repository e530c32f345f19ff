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

    /// A tag in another letter case or with a region is named as its language (the switcher
    /// and the root picker showed `zh-hans`, `en-US` and `zh-CN` as written).
    @Test func aLanguageIsNamedInAnyCaseAndWithItsRegion() {
        let names = ["en": "English", "EN": "English", "en-US": "English (US)", "en-GB": "English (GB)", "zh-Hans": "简体中文", "zh-hans": "简体中文",
                     "zh": "简体中文", "zh-CN": "简体中文", "zh-Hans-HK": "简体中文", "zh-Hant": "繁體中文", "zh-TW": "繁體中文", "zh-hant-hk": "繁體中文",
                     "ja": "日本語", "fr-CA": "Français (CA)", "tlh": "tlh", "zh-Latn": "zh-Latn", "": ""]
        for (tag, name) in names { #expect(Language(tag).nativeName == name, "\(tag)") }
    }

    @Test func theLanguageSubtagIsComparedWholeAndWithoutCase() {
        #expect(Language("en-GB").isEnglish && Language("EN").isEnglish && !Language("eng").isEnglish)
        #expect(Language("ja-JP").isCJK && Language("ko").isCJK && Language("zh-Hant").isCJK)
        #expect(!Language("jam").isCJK && !Language("fr").isCJK && !Language("k").isCJK)
        #expect(Language("ja").primarySubtagIs("ja") && !Language("ja").primarySubtagIs("jav"))
    }
}

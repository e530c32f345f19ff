import GuideContent
import GuideCore
import Testing
@testable import GuideLint

/// Lints one string as a given role and language; returns `rule-id@column` for each finding.
func findings(_ text: String, _ role: Role = .text, _ language: Language = .english, quotes: Bool = false, glossary: Glossary = Glossary()) -> [String] {
    var config = LintConfig()
    config.lintQuotes = quotes
    let linter = Linter(config: config, glossary: glossary)
    let segment = LintSegment(text: text, language: language, role: role, file: "t", line: 1, byteColumn: 1)
    let result = linter.lint([segment], source: SourceText(path: "t", text: text))
    return result.diagnostics.map { "\($0.id)@\($0.location!.column)" }
}

struct EnglishRuleTests {
    @Test func aLongPressIsTouchAndHoldNotALongTap() {
        #expect(findings("Long press the photo.") == ["en.tap@1"])
        #expect(findings("A long-press opens a menu.") == ["en.tap@3"])
        let segment = LintSegment(text: "After a long pressed item", language: .english, role: .text, file: "t", line: 1, byteColumn: 1)
        let result = Linter().lint([segment], source: SourceText(path: "t", text: segment.text))
        #expect(result.diagnostics.map(\.suggestion) == ["write “touched and held”"])
        #expect(result.fixes.map(\.edit.replacement) == ["touched and held"])
        #expect(result.fixes.map(\.original) == ["long pressed"])
        // Other presses are still taps, and a key is still pressed.
        #expect(findings("Press Save.") == ["en.tap@1"])
        #expect(findings("Press the Return key.") == [])
    }

    @Test func firstPersonIsFlagged() {
        #expect(findings("My Workouts", .title) == ["en.first-person@1"])
        #expect(findings("We couldn't save your changes.", .message) == ["en.first-person@1"])
        #expect(findings("Give us a moment while our servers restart.", .message) == ["en.first-person@6", "en.first-person@24"])
    }

    @Test func firstPersonLookAlikesAreNot() {
        #expect(findings("Connect the I/O cable.", .message) == [])
        #expect(findings("Ship to the US and the UK.", .message) == [])
        #expect(findings("Use your iPad, i.e. the larger screen.", .message) == [])
        #expect(findings("Tap “My Photos” to see an example of what not to write.") == [])
    }

    @Test func titleStyleCapitalizesAllButShortMinorWords() {
        #expect(findings("Save for later", .button) == ["en.title-case@1"])
        #expect(findings("Save for Later", .button) == [])
        #expect(findings("Share With Friends", .menuItem) == ["en.title-case@1"])
        #expect(findings("Open in iPad Settings", .title) == [])
        #expect(findings("Message Not Sent", .alertTitle) == [])
        #expect(findings("Delete This Draft?", .alertTitle) == [])
    }

    @Test func sentenceStyleKeepsOnlyTheFirstWordAndProperNounsCapitalized() {
        #expect(findings("Best Practices", .heading) == ["en.sentence-case@1"])
        #expect(findings("Best practices", .heading) == [])
        #expect(findings("Using Split View with Apple Pencil on iPad", .heading) == [])
        #expect(findings("Respect Apple's trademarks", .heading) == [])
        #expect(findings("The photo was saved. Tap Done to go back.", .message) == [])
        #expect(findings("The file was moved. It Is now in Files.", .alertTitle) == ["en.sentence-case@1"])
    }

    @Test func tapIsPreferredToTouchClickAndPress() {
        #expect(findings("Click the Share button.") == ["en.tap@1"])
        #expect(findings("Press and hold the photo.", .message) == ["en.tap@1"])
        #expect(findings("Choose a photo to share.", .message) == ["en.tap@1"])
        #expect(findings("Touch and hold a photo, then press Command-C. Use the touch screen or Touch ID.") == [])
        #expect(findings("Choose colors that work in dark mode.") == [])
    }

    @Test func buttonsNeedAVerbOrOKAndNoPunctuation() {
        #expect(findings("Yes", .button) == ["en.button@1"])
        #expect(findings("Okay", .button) == ["en.button@1"])
        #expect(findings("OK", .button) == [])
        #expect(findings("Delete.", .button) == ["en.button@1"])
        #expect(findings("Save As…", .button) == [])
        #expect(findings("“Delete”", .button) == ["en.button@1"])
    }

    @Test func alertTitlesAreNotOneWord() {
        #expect(findings("Error", .alertTitle) == ["alert-title.single-word@1"])
        #expect(findings("Can’t Send Message", .alertTitle) == [])
    }

    @Test func messagesEndWithPunctuation() {
        #expect(findings("The file could not be opened", .message) == ["en.message-punctuation@1"])
        #expect(findings("The file could not be opened.", .message) == [])
    }

    @Test func allCapsAndJargonAreFlagged() {
        #expect(findings("Tap SAVE to keep it.", .message) == ["en.all-caps@5"])
        #expect(findings("Connect over USB or Wi-Fi and read the FAQ.", .message) == [])
        #expect(findings("The parameter is invalid.", .message) == ["en.jargon@5", "en.jargon@18"])
    }

    @Test func quotedTextIsAnExampleUnlessQuotesAreLinted() {
        #expect(findings("Avoid titles such as “My Workouts”.") == [])
        #expect(findings("Avoid titles such as “My Workouts”.", quotes: true) == ["en.first-person@23"])
    }
}

struct ChineseRuleTests {
    @Test func firstPersonIsFlaggedAtItsCharacterColumn() {
        #expect(findings("打开我的锻炼", .title, .simplifiedChinese) == ["zh.first-person@3"])
        #expect(findings("我们无法保存你的更改。", .message, .simplifiedChinese) == ["zh.first-person@1"])
        #expect(findings("这是一种自我表达。", .text, .simplifiedChinese) == [])
    }

    @Test func tapNotClickButHardwareWordsAreFine() {
        #expect(findings("点击“共享”按钮。", .text, .simplifiedChinese) == ["zh.tap@1"])
        #expect(findings("在触摸屏上轻点按钮，或使用触控板。", .text, .simplifiedChinese) == [])
    }

    @Test func buttonsAreNotYesOrNoAndAlertTitlesNotOneWord() {
        #expect(findings("是", .button, .simplifiedChinese) == ["zh.button@1"])
        #expect(findings("删除", .button, .simplifiedChinese) == [])
        #expect(findings("错误", .alertTitle, .simplifiedChinese) == ["alert-title.single-word@1"])
        #expect(findings("无法发送邮件", .alertTitle, .simplifiedChinese) == [])
    }

    @Test func latinLettersAndDigitsAreSpacedFromChinese() {
        #expect(findings("在iPad上使用", .text, .simplifiedChinese) == ["zh.spacing@1", "zh.spacing@5"])
        #expect(findings("在 iPad 上使用 44 × 44 点的区域。", .text, .simplifiedChinese) == [])
        #expect(findings("完成。 然后继续", .text, .simplifiedChinese) == ["zh.spacing@4"])
    }

    @Test func asciiPunctuationInChineseSentencesIsFlagged() {
        #expect(findings("保存文稿,然后关闭.", .text, .simplifiedChinese) == ["zh.punctuation@5", "zh.punctuation@10"])
        #expect(findings("访问 example.com 或使用 3.5 版，比例 2:1。", .text, .simplifiedChinese) == [])
    }

    @Test func unrenderedEmphasisNextToChinesePunctuationIsFlagged() {
        #expect(findings("**警告框。**后续", .text, .simplifiedChinese) == ["markdown.emphasis-punctuation@1"])
        #expect(findings("**警告框**。后续", .text, .simplifiedChinese) == [])
    }
}

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
}

@testable import GuideCore
import Testing
@testable import GuideLint

/// Lints one string and returns its findings' ids, suggestions and fix replacements.
func lintOne(_ text: String, _ role: Role = .text, _ language: Language = .english) -> (ids: [String], suggestions: [String?], replacements: [String]) {
    let segment = LintSegment(text: text, language: language, role: role, file: "t", line: 1, byteColumn: 1)
    let result = Linter().lint([segment], source: SourceText(path: "t", text: text))
    return (result.diagnostics.map(\.id), result.diagnostics.map(\.suggestion), result.fixes.map(\.edit.replacement))
}

/// Format specifiers, inflection markup, Markdown, URLs and emoji are tokens, not words.
struct TokenTests {
    @Test func aFormatSpecifierIsSpacedFromChineseAsAWholeAndNeverSplit() {
        let found = lintOne("找到了%d个文件", .text, .simplifiedChinese)
        #expect(found.ids == ["zh.spacing", "zh.spacing"])
        #expect(found.suggestions == ["写“了 %d”", "写“%d 个”"])
        #expect(found.replacements == ["了 ", " 个"])
        for specifier in ["%@", "%lld", "%1$@", "%.2f", "%#@count@"] {
            let found = lintOne("共\(specifier)项", .text, .simplifiedChinese)
            #expect(found.suggestions == ["写“共 \(specifier)”", "写“\(specifier) 项”"], "\(specifier)")
        }
        #expect(lintOne("删除 %@？", .text, .simplifiedChinese).ids == [])
    }

    /// App Shortcuts phrases name their values as `${applicationName}`, `${interval}`: a
    /// placeholder like `%@`, not a code name in the copy, spaced from Chinese as a whole.
    @Test func anAppShortcutsPlaceholderIsAFormatSpecifier() {
        #expect(lintOne("Pause the current book in ${applicationName}", .text).ids == [])
        #expect(lintOne("Stop ${applicationName}", .button).ids == [])
        let found = lintOne("在${applicationName}中暂停", .text, .simplifiedChinese)
        #expect(found.suggestions == ["写“在 ${applicationName}”", "写“${applicationName} 中”"])
        let named = ScannedText("Skip forward ${interval}")
        #expect(named.tokens.map { named.string($0.range.lowerBound, $0.range.upperBound) } == ["${interval}"])
        #expect(named.tokens.map(\.kind) == [.formatSpecifier])
        // Not a placeholder: a dollar amount, or braces without a name.
        let text = ScannedText("$5 or ${} or ${a b}")
        #expect(text.tokens.isEmpty)
    }

    /// A Mustache template's variable (`{{name}}`, `{{{name}}}`) is a placeholder like `%@`; its
    /// section tags (`{{#flag}}`, `{{/flag}}`) are markup that shows nothing.
    @Test func aMustacheVariableIsAPlaceholderAndItsSectionsAreMarkup() {
        let text = ScannedText("Step {{name}}{{#back}} back{{/back}} by ({{{amount}}})")
        #expect(text.tokens.map { text.string($0.range.lowerBound, $0.range.upperBound) } == ["{{name}}", "{{#back}}", "{{/back}}", "{{{amount}}}"])
        #expect(text.tokens.map(\.kind) == [.formatSpecifier, .markup, .markup, .formatSpecifier])
        #expect(ScannedText("{ a } or {{}} or {{a b}}").tokens.isEmpty)
        #expect(lintOne("按 ({{{amount}}}) 跳转 {{name}}", .text, .simplifiedChinese).ids == ["zh.punctuation", "zh.punctuation"])
        #expect(lintOne("{{#back}}向后{{/back}}跳转 {{name}}", .text, .simplifiedChinese).ids == [])
    }

    @Test func titleCaseLeavesSpecifiersSubstitutionsAndInflectionMarkupAlone() {
        #expect(lintOne("Delete %lld items", .button).replacements == ["Delete %lld Items"])
        #expect(lintOne("%#@count@ selected", .button).replacements == ["%#@count@ Selected"])
        #expect(lintOne("%1$@ of %2$@", .button).ids == [])
        #expect(lintOne("^[%lld Photo](inflect: true) selected", .title).replacements == ["^[%lld Photo](inflect: true) Selected"])
    }

    /// A name with a dot inside is written as it must be: Rectangle's “Use frontmost.app as
    /// Todo App” was to become “Use Frontmost.App as Todo App”.
    @Test func aDottedNameIsNeverReCased() {
        #expect(lintOne("Use frontmost.app as Todo App", .menuItem).ids == [])
        #expect(lintOne("Open settings in Info.plist", .menuItem).suggestions == ["write “Open Settings in Info.plist”"])
        #expect(lintOne("Visit example.com for Help", .message).ids.filter { $0 == "en.sentence-case" } == ["en.sentence-case"])
        let text = ScannedText("Use frontmost.app, e.g. the README.md file. Done.Next 3.5")
        #expect(text.tokens.map { text.string($0.range.lowerBound, $0.range.upperBound) } == ["frontmost.app", "e.g", "README.md", "Done.Next"])
        #expect(!text.words.map { text.string($0) }.contains("app"))
        // Spaced from Chinese as a whole (MonitorControl's “是f.lux或…”).
        #expect(lintOne("是f.lux或类似的应用", .text, .simplifiedChinese).suggestions == ["写“是 f.lux”", "写“f.lux 或”"])
    }

    /// A hidden file's name (a dot, then a name: `.gpg-id`, `.gitignore`) is written as it is on
    /// disk: Pass's “Enable .gpg-id (Beta)” was to become “Enable .gpg-Id (Beta)”.
    @Test func aHiddenFilesNameIsNeverReCased() {
        #expect(lintOne("Enable .gpg-id (Beta)", .button).ids == [])
        #expect(lintOne("Add the folder to .gitignore", .button).suggestions == ["write “Add the Folder to .gitignore”"])
        let text = ScannedText("Use .env files. Then (.netrc) and “.npmrc”... .Done")
        #expect(text.tokens.map { text.string($0.range.lowerBound, $0.range.upperBound) } == [".env", ".netrc", ".npmrc", ".Done"])
    }

    @Test func markdownAndURLsInsideAStringAreNotWords() {
        #expect(lintOne("Read the [Privacy Policy](https://example.com/click/privacy)", .button).ids == [])
        #expect(lintOne("See https://example.com/Click-Here for more.", .message).ids == [])
        #expect(lintOne("Visit **Settings** to turn it on.", .message).ids == [])
        #expect(lintOne("访问https://example.com/a,b了解更多。", .text, .simplifiedChinese).suggestions == ["写“问 https://example.com/a,b”", "写“https://example.com/a,b 了”"])
    }

    @Test func punctuationBeforeAnEmojiStillEndsTheString() {
        #expect(lintOne("Your photos were saved. 🎉", .message).ids == [])
        #expect(lintOne("Your photos were saved to the library 🎉", .message).ids == ["en.message-punctuation"])
        #expect(lintOne("Save. 👍🏽", .button).ids == ["en.button"])
    }
}

/// Fixes that cannot change what a string means, and that reach their fixed point in one run.
struct SafeFixTests {
    @Test func aQuestionOrExclamationMarkIsReportedButNeverRemoved() {
        let english = lintOne("Remove %@?", .button)
        #expect(english.ids == ["en.button"])
        #expect(english.replacements == [])
        #expect(lintOne("Go!", .button).replacements == [])
        #expect(lintOne("Save.", .button).replacements == ["Save"])
        let chinese = lintOne("删除 %@？", .button, .simplifiedChinese)
        #expect(chinese.ids == ["zh.button"])
        #expect(chinese.replacements == [])
    }

    @Test func anEllipsisIsOneTokenAndInChineseBecomesTheChineseEllipsis() {
        let found = lintOne("导出为存档...", .button, .simplifiedChinese)
        #expect(found.ids == ["zh.punctuation"])
        #expect(found.replacements == ["……"])
        #expect(lintOne("导出为存档……", .button, .simplifiedChinese).ids == [])
        #expect(lintOne("Export as Archive...", .button).ids == [])
        #expect(lintOne("Export as Archive…", .button).ids == [])
    }

    @Test func sentenceCaseLeavesWordsThatMayBeProperNounsAlone() {
        #expect(lintOne("Would you like to move Whisky to your Applications folder?", .alertMessage).ids == [])
        #expect(lintOne("Sign in to Mastodon", .heading).ids == [])
        #expect(lintOne("Adopting Swift Concurrency", .heading).ids == [])
        let found = lintOne("Getting Started With Your Account", .heading)
        #expect(found.ids == ["en.sentence-case"])
        #expect(found.replacements == ["Getting started with your account"])
        // Mixed: the common words are lower-cased, the unknown one kept.
        #expect(lintOne("Best Practices for Ice Cubes", .heading).replacements == ["Best practices for Ice Cubes"])
    }

    @Test func applyingEveryFixThenLintingAgainFindsNothingToFix() {
        let cases: [(String, Role, Language)] = [
            ("Click here", .button, .english), ("long press to edit", .button, .english), ("Press and hold to edit", .message, .english),
            ("Okay.", .button, .english), ("Save For later.", .button, .english), ("Best Practices For Your Team", .heading, .english),
            ("设置...", .button, .simplifiedChinese), ("点击设置,然后返回。", .text, .simplifiedChinese), ("在iPad上点击“共享”。", .text, .simplifiedChinese),
            ("找到了%d个文件.", .text, .simplifiedChinese), ("保存。", .button, .simplifiedChinese), ("**警告框。**后续", .text, .simplifiedChinese),
            ("Delete %lld items.", .button, .english), ("Tap OK. 🎉", .button, .english),
        ]
        let text = cases.map(\.0).joined(separator: "\n")
        func segments(_ text: String) -> [LintSegment] {
            text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
                LintSegment(text: String(line), language: cases[index].2, role: cases[index].1, file: "t", line: index + 1, byteColumn: 1)
            }
        }
        let first = Linter().lint(segments(text), source: SourceText(path: "t", text: text))
        #expect(first.fixes.count >= cases.count)
        let (fixed, _) = Fixer.apply(first.fixes, to: text)
        let second = Linter().lint(segments(fixed), source: SourceText(path: "t", text: fixed))
        #expect(second.fixes.map(\.edit.replacement) == [], "\(fixed)")
        #expect(!fixed.contains("。.") && fixed.contains("设置……"))
    }
}

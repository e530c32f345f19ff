@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct UnrenderedEmphasisRuleTests {
    @Test func unrenderedEmphasisNextToChinesePunctuationIsFlagged() {
        #expect(findings("**警告框。**后续", .text, .simplifiedChinese) == ["markdown.emphasis-punctuation@1"])
        #expect(findings("**警告框**。后续", .text, .simplifiedChinese) == [])
    }

    /// cmark closes `**…：**` when a space, a line end or punctuation follows, and opens `**：…**`
    /// after one: only a letter beside the marker leaves the asterisks on the page.
    @Test func emphasisEndingAtALineEndRenders() {
        #expect(findings("4. **数字艺术：**\n专为数字艺术作品设计。", .text, .simplifiedChinese) == [])
        #expect(findings("**数字艺术：**", .text, .simplifiedChinese) == [])
        #expect(findings("见 **“设置”**。", .text, .simplifiedChinese) == [])
        #expect(findings("中文**“设置”**后面", .text, .simplifiedChinese) == ["markdown.emphasis-punctuation@3"])
    }

    /// The rule holds in any language (Quick's Japanese guide has `*…（動作確認）](…)*で`); its
    /// message is in Chinese for Chinese text and in English otherwise.
    @Test func theMessageIsInTheTextsLanguage() {
        func messages(_ text: String, _ language: Language) -> [String] {
            let segment = LintSegment(text: text, language: language, role: .text, file: "t", line: 1, byteColumn: 1)
            return Linter(config: LintConfig(), glossary: Glossary()).lint([segment], source: SourceText(path: "t", text: text))
                .diagnostics.filter { $0.id == "markdown.emphasis-punctuation" }.map { "\($0.message) (\($0.suggestion ?? ""))" }
        }
        #expect(messages("**警告框。**后续", .simplifiedChinese) == ["强调标记紧挨中文标点，不会被渲染，读者会看到星号 (把“。”移到标记外面)"])
        #expect(messages("*テストを書く（実行）*で述べました", Language("ja"))
                == ["the emphasis marker touches full-width punctuation, so it is not rendered: readers see the asterisks (move “）” outside the markers)"])
        #expect(messages("See **Alerts（警告）**now.", .english).count == 1)
        #expect(messages("See **Alerts（警告）**now.", .english).allSatisfy { $0.hasPrefix("the emphasis marker") })
    }
}

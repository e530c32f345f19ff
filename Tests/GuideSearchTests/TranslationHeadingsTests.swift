import Foundation
import Testing
@testable import GuideContent
@testable import GuideSearch

/// Issue 35: a Chinese page is indexed with its English translation's title and headings (the
/// ones it does not write itself), and neither those nor a heading's own id make it longer.
@Suite struct TranslationHeadingsTests {
    @Test func aChinesePageHasItsTranslationsHeadingsButNotItsOwnTwice() throws {
        let content = try IncrementalIndexTests.Content([
            "foundations/brand.en.md": "---\ntitle: Branding\n---\nIntro.\n\n## Use the logo sparingly {#logo}\n\nText.\n\n## iPad {#ipad}\n\nText.\n",
            "foundations/brand.zh-Hans.md": "---\ntitle: 品牌\n---\n简介。\n\n## 克制地使用标志 {#logo}\n\n正文。\n\n## iPad {#ipad}\n\n正文。\n",
        ])
        let site = try content.site()
        let chinese = try #require(site.pages.firstIndex { $0.language.tag == "zh-Hans" })
        let english = try #require(site.pages.firstIndex { $0.language.tag == "en" })
        #expect(SearchTextExtractor.translationHeadings(of: chinese, in: site) == ["Branding", "Use the logo sparingly"])
        #expect(SearchTextExtractor.translationHeadings(of: english, in: site) == [])
    }

    @Test func anotherLanguagesNamesAndAHeadingsIdAddTermsButNoLength() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var title = TextAnalyzer.Counts(), body = TextAnalyzer.Counts()
        func analyzed(_ document: SearchDocument) -> IndexedPage {
            SearchIndexWriter.analyze(document, with: &analyzer, title: &title, body: &body)
        }
        let plain = document("en/inputs/apple-pencil/", "Apple Pencil", [.init(text: "Draw and write."),
            .init(anchor: "handwriting-in-text-fields", heading: "Handwriting in text fields", level: 2, text: "Write in any field.")])
        var named = plain
        named.translationHeadings = ["Crayon", "Écriture manuscrite"]
        let withID = document("en/inputs/apple-pencil/", "Apple Pencil", [.init(text: "Draw and write."),
            .init(anchor: "scribble", heading: "Handwriting in text fields", level: 2, text: "Write in any field.")])
        let base = analyzed(plain), translated = analyzed(named), identified = analyzed(withID)
        #expect(translated.length == base.length && identified.length == base.length)
        #expect(translated.terms.count == base.terms.count + 3)
        #expect(identified.terms.count == base.terms.count + 1)
    }
}

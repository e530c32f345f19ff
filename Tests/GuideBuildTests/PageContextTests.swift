import Testing
@testable import GuideBuild
@testable import GuideCore

/// A page's context decides re-renders by its hash: every field counts, text by its bytes.
struct PageContextTests {
    func context(title: String = "按钮", summary: String = "Use buttons.") -> PageContext {
        PageContext(template: "topic", language: Language("zh-Hans"),
                    navigation: PageContext.Navigation(section: "components", currentPage: "/zh-Hans/components/buttons/", fingerprint: 7),
                    title: title, summary: summary, url: "/zh-Hans/components/buttons/", canonical: "/zh-Hans/components/buttons/",
                    alternates: [], languages: [],
                    next: Hashed(PageContext.Link(title: "警告", url: "/zh-Hans/components/alerts/", summary: "提示")))
    }

    @Test func equalContextsHashAlikeAndAnyFieldChangesTheHash() {
        #expect(context() == context())
        #expect(context().hashValue == context().hashValue)
        #expect(context(title: "按钮组").hashValue != context().hashValue)
        var next = context()
        next.next = Hashed(PageContext.Link(title: "警告", url: "/zh-Hans/components/alerts/", summary: "提示。"))
        #expect(next != context())
        #expect(next.hashValue != context().hashValue)
        var updated = context()
        updated.updated = "2026-01-01"
        #expect(updated.hashValue != context().hashValue)
    }

    @Test func textIsComparedByItsBytes() {
        // "é" composed and decomposed: equal as Strings, different bytes on the page.
        let composed = context(title: "Caf\u{E9}")
        let decomposed = context(title: "Cafe\u{301}")
        #expect(composed != decomposed)
        #expect(composed.hashValue != decomposed.hashValue)
    }
}

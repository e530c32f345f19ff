import Testing
@testable import GuideContent

/// A page's file name, as the build, the linter and the language server read it.
struct PageFileNameTests {
    @Test func theLanguageSuffixIsATagBeforeTheExtension() {
        #expect(PageFileName.split("buttons.zh-Hans.md") == ("buttons", "zh-Hans"))
        #expect(PageFileName.split("_index.en.markdown") == ("_index", "en"))
        #expect(PageFileName.split("buttons.md") == ("buttons", nil))
        // A dot that is no language tag stays in the id.
        #expect(PageFileName.split("release.v2.md") == ("release.v2", nil))
        #expect(PageFileName.split("swift.5-9.md") == ("swift.5-9", nil))
        #expect(PageFileName.split("README") == ("README", nil))
    }
}

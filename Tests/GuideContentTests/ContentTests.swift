import Foundation
import GuideCore
import Testing
@testable import GuideContent

struct FrontMatterTests {
    @Test func theBodyStartsAfterTheClosingLine() throws {
        let split = try #require(FrontMatter.split("---\ntitle: A\n---\nBody\n"))
        #expect(split.yaml == "title: A\n")
        #expect(split.body == "Body\n")
        #expect(split.bodyLineOffset == 3)
    }

    @Test func windowsLineEndingsAreSplitToo() throws {
        let split = try #require(FrontMatter.split("---\r\ntitle: A\r\n---\r\nBody\r\n"))
        #expect(split.yaml == "title: A\r\n")
        #expect(split.body == "Body\r\n")
    }

    @Test func noOpeningLineMeansNoFrontMatterAndNoClosingLineIsUnterminated() {
        #expect(FrontMatter.split("Body\n") == nil)
        #expect(FrontMatter.split("---\ntitle: A\n")?.yaml == nil)
    }
}

struct LanguageTagTests {
    @Test func tagsAreRecognised() {
        #expect(SiteConfig.isLanguageTag("en"))
        #expect(SiteConfig.isLanguageTag("zh-Hans"))
        #expect(SiteConfig.isLanguageTag("pt-BR"))
        #expect(!SiteConfig.isLanguageTag("index"))
        #expect(!SiteConfig.isLanguageTag("EN"))
        #expect(Language.simplifiedChinese.isCJK && Language("ja").isCJK && !Language.english.isCJK && !Language("zhx").isCJK)
    }
}

struct RelativePathTests {
    @Test func dotsResolveAndClimbingOutIsRefused() {
        #expect(LinkResolver.normalize("components/../foundations/./layout.en.md") == "foundations/layout.en.md")
        #expect(LinkResolver.normalize("../outside.md") == nil)
        #expect(LinkResolver.hasScheme("https://example.com"))
        #expect(LinkResolver.hasScheme("mailto:a@b.c"))
        #expect(!LinkResolver.hasScheme("alerts.md#x"))
    }
}

import GuideContent
import GuideCore
import Testing
@testable import GuideLint

struct SentenceCaseRuleTests {
    @Test func sentenceStyleKeepsOnlyTheFirstWordAndProperNounsCapitalized() {
        #expect(findings("Best Practices", .heading) == ["en.sentence-case@1"])
        #expect(findings("Best practices", .heading) == [])
        #expect(findings("Using Split View with Apple Pencil on iPad", .heading) == [])
        #expect(findings("Respect Apple's trademarks", .heading) == [])
        #expect(findings("The photo was saved. Tap Done to go back.", .message) == [])
        #expect(findings("The file was moved. It Is now in Files.", .alertTitle) == ["en.sentence-case@1"])
    }
}

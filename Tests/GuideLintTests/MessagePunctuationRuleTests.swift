import GuideContent
import GuideCore
import Testing
@testable import GuideLint

struct MessagePunctuationRuleTests {
    @Test func messagesEndWithPunctuation() {
        #expect(findings("The file could not be opened", .message) == ["en.message-punctuation@1"])
        #expect(findings("The file could not be opened.", .message) == [])
    }

    @Test func onlyAStringThatLooksLikeASentenceIsToldToEndWithAPeriod() {
        #expect(findings("Description", .message) == [])
        #expect(findings("Add description", .message) == [])
        #expect(findings("Create your first bottle to get started", .message) == ["en.message-punctuation@1"])
        #expect(findings("Saved. Tap to undo", .message) == ["en.message-punctuation@1"])
    }
}

import GuideContent
import GuideCore
import Testing
@testable import GuideLint

struct MessagePunctuationRuleTests {
    @Test func messagesEndWithPunctuation() {
        #expect(findings("The file could not be opened", .message) == ["en.message-punctuation@1"])
        #expect(findings("The file could not be opened.", .message) == [])
    }
}

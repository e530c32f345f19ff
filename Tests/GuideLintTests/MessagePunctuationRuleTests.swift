@testable import GuideContent
@testable import GuideCore
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

    /// A help text or an intent parameter's description is often a noun phrase, which takes no
    /// period; a string with a verb of its own, or that starts with one, is a sentence.
    @Test func aNounPhraseIsNotASentence() {
        #expect(findings("Custom folder path for output images", .message) == [])
        #expect(findings("GPU ID to use for processing", .message) == [])
        #expect(findings("In some cases, Whisky won't work from another folder", .message) == ["en.message-punctuation@1"])
        #expect(findings("You can change this later in Settings", .message) == ["en.message-punctuation@1"])
        #expect(findings("The folder is empty", .alertMessage) == ["en.message-punctuation@1"])
        #expect(findings("Create a folder for the upscaled images", .message) == ["en.message-punctuation@1"])
    }
}

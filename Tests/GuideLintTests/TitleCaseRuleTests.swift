import Foundation
import GuideContent
import GuideCore
import Testing
@testable import GuideLint

struct TitleCaseRuleTests {
    @Test func titleStyleCapitalizesAllButShortMinorWords() {
        #expect(findings("Save for later", .button) == ["en.title-case@1"])
        #expect(findings("Save for Later", .button) == [])
        #expect(findings("Share With Friends", .menuItem) == ["en.title-case@1"])
        #expect(findings("Open in iPad Settings", .title) == [])
        #expect(findings("Message Not Sent", .alertTitle) == [])
        #expect(findings("Delete This Draft?", .alertTitle) == [])
    }

    @Test func productNamesKeepTheirCapitals() {
        #expect(findings("Use iPad and Apple Pencil with Dynamic Type.", .message) == [])
        #expect(findings("Open Split View on iPad", .heading) == [])
        #expect(findings("Connect an iPad over USB.", .message) == [])
    }

    /// Two sentences on two lines are a sentence-style alert title, not a fragment.
    @Test func anAlertTitleOfTwoSentencesOnTwoLinesTakesSentenceStyle() {
        #expect(findings("DeepL couldn't be reached!\nIs the API key correct?", .alertTitle) == [])
    }
}

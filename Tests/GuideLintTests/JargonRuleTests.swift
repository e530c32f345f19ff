@testable import GuideCore
import Testing
@testable import GuideLint

struct JargonRuleTests {
    @Test func developerWordsAreJargon() {
        #expect(findings("The parameter is invalid.", .message) == ["en.jargon@5", "en.jargon@18"])
    }
}

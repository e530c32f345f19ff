import GuideContent
import GuideCore
import Testing
@testable import GuideLint

struct AllCapsRuleTests {
    @Test func wordsInCapitalsShoutButAcronymsDoNot() {
        #expect(findings("Tap SAVE to keep it.", .message) == ["en.all-caps@5"])
        #expect(findings("Connect over USB or Wi-Fi and read the FAQ.", .message) == [])
    }
}

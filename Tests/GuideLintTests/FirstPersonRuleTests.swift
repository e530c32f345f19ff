import Foundation
import GuideContent
import GuideCore
import Testing
@testable import GuideLint

struct FirstPersonRuleTests {
    @Test func firstPersonIsFlagged() {
        #expect(findings("My Workouts", .title) == ["en.first-person@1"])
        #expect(findings("We couldn't save your changes.", .message) == ["en.first-person@1"])
        #expect(findings("Give us a moment while our servers restart.", .message) == ["en.first-person@6", "en.first-person@24"])
    }

    @Test func firstPersonLookAlikesAreNot() {
        #expect(findings("Connect the I/O cable.", .message) == [])
        #expect(findings("Ship to the US and the UK.", .message) == [])
        #expect(findings("Use your iPad, i.e. the larger screen.", .message) == [])
        #expect(findings("Tap “My Photos” to see an example of what not to write.") == [])
    }

    @Test func everyEnglishFirstPersonFormIsFlagged() {
        #expect(findings("The choice is mine.", .message) == ["en.first-person@15"])
        #expect(findings("Tell me more.", .message) == ["en.first-person@6"])
        #expect(findings("The photos are ours.", .message) == ["en.first-person@16"])
    }
}

@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct ButtonRuleTests {
    @Test func buttonsNeedAVerbOrOKAndNoPunctuation() {
        #expect(findings("Yes", .button) == ["en.button@1"])
        #expect(findings("Okay", .button) == ["en.button@1"])
        #expect(findings("OK", .button) == [])
        #expect(findings("Delete.", .button) == ["en.button@1"])
        #expect(findings("Save As…", .button) == [])
        #expect(findings("“Delete”", .button) == ["en.button@1"])
    }
}

@testable import GuideCore
import Testing
@testable import GuideLint

struct JargonRuleTests {
    @Test func developerWordsAreJargon() {
        #expect(findings("The parameter is invalid.", .message) == ["en.jargon@5", "en.jargon@18"])
    }
}

extension JargonRuleTests {
    /// The list names lemmas; a verb's inflected forms, as the lexicon's rules lead back to it,
    /// are the same jargon (“executing”, “aborted”), and a word that only begins like one
    /// (“executive”) is not. A noun's plural is left to the list (“Parameters” is often a
    /// feature's own name).
    @Test func inflectedFormsOfJargonAreJargon() {
        #expect(findings("Press the key while the script is executing.", .message) == ["en.jargon@35"])
        #expect(findings("The download aborted.", .message) == ["en.jargon@14"])
        #expect(findings("Two parameters are missing.", .message) == [])
        #expect(findings("Ask an executive.", .message) == [])
    }
}

@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct AllCapsRuleTests {
    @Test func wordsInCapitalsShoutButAcronymsDoNot() {
        #expect(findings("Tap SAVE to keep it.", .message) == ["en.all-caps@5"])
        #expect(findings("Connect over USB or Wi-Fi and read the FAQ.", .message) == [])
    }

    /// HTTP's request methods are written in capitals by the standard (RFC 9110): “POST data”
    /// names the method, it does not shout. The same word as a word still does.
    @Test func anHTTPMethodIsNotShouting() {
        #expect(findings("Send the query as POST data.", .message) == [])
        #expect(findings("Delete All POST Data", .button) == [])
        #expect(findings("Tap POSTED to see it.", .message) == ["en.all-caps@5"])
    }

    @Test func aCodePointOrHexNumberIsNotShouting() {
        #expect(findings("From U+A0000 to U+AFFFD, or 0xFACE and 0XBEEF.", .text) == [])
        // Capitals that are not hexadecimal digits, or not after U+ or 0x, still shout.
        #expect(findings("Tap U+DONE or FACE it.", .text) == ["en.all-caps@7", "en.all-caps@15"])
    }

    /// Capitals joined by `=` with no space (`KEY=VALUE`, `MODE=fast`) spell a setting as the
    /// code or a shell writes it: a placeholder of syntax, not shouting.
    @Test func anAssignmentInCapitalsIsSyntax() {
        #expect(findings("Format: KEY=VALUE, one per line", .text) == [])
        #expect(findings("Add MODE=fast to the file.", .text) == [])
        #expect(findings("Set the KEY = VALUE pair.", .text) == ["en.all-caps@9", "en.all-caps@15"])
    }

    /// Capitals joined to another name by an underscore (`INPUT_PULLUP`, `MAX_ITEMS`) are a
    /// constant's name from the code, which `code-identifier` reports, not shouting.
    @Test func aConstantsNameIsNotShouting() {
        #expect(findings("Use INPUT_PULLUP mode for the pin.", .message) == [])
        #expect(findings("Set MAX_ITEMS to ten.", .message) == [])
        #expect(findings("Set the MAX ITEMS.", .message) == ["en.all-caps@9", "en.all-caps@13"])
    }

    /// The word people are asked to type, right after “type” or “enter” (“Type RESTORE below
    /// to confirm”), is written as they must type it; a button's name after “tap” still shouts.
    @Test func aWordToTypeIsWrittenAsItIsTyped() {
        #expect(findings("Type RESTORE below to confirm", .text) == [])
        #expect(findings("Enter DELETE to erase the vault.", .message) == [])
        #expect(findings("Tap RESTORE to confirm.", .message) == ["en.all-caps@5"])
    }

    /// A word alone in capitals that is not an English word is an acronym or a format name the
    /// linter cannot know (TTA, WEBP, HEIC); a run of capitals, or a common word, shouts.
    @Test func aLoneUnknownWordInCapitalsIsAnAcronym() {
        #expect(findings("Enable TTA", .button) == [])
        #expect(findings("WEBP", .menuItem) == [])
        #expect(findings("Save as HEIC or PNG.", .message) == [])
        #expect(findings("APP ICON", .heading) == ["en.all-caps@1", "en.all-caps@5"])
        #expect(findings("RESET OPTIONS", .button) == ["en.all-caps@1", "en.all-caps@7"])
        #expect(findings("Read the [CUSTOM MODELS REPOSITORY](https://example.com).", .text).count == 3)
    }

    /// In text written all in capitals, a word that people use (one WordNet's sense-tagged corpus
    /// has) of four letters or more shouts, though it is not among the most common words: a
    /// heading's “PHASES”, “DYNAMIC GRADIENT”. A short one may be an acronym (WAN, RAM), as may
    /// any word WordNet lacks.
    @Test func aWordPeopleUseShoutsInCapitals() {
        #expect(findings("PHASES", .heading) == ["en.all-caps@1"])
        #expect(findings("DYNAMIC GRADIENT", .text) == ["en.all-caps@1", "en.all-caps@9"])
        #expect(findings("Connect over WAN", .text) == [])
        #expect(findings("Export as JPEG", .menuItem) == [])
        // One such word among others in normal case is a name or an acronym (a tool, a protocol).
        #expect(findings("Install drivers and SPICE tools", .text) == [])
        #expect(findings("Set the SOCKS proxy", .text) == [])
    }

    /// Unknown words in capitals side by side are acronyms or names too (GEOIP MMDB); a run
    /// shouts when it holds a common word, and then every word of it does.
    @Test func aRunOfUnknownWordsInCapitalsIsAcronyms() {
        #expect(findings("Set your GEOIP MMDB download address.", .message) == [])
        #expect(findings("Update GEOIP NOW", .button) == ["en.all-caps@8", "en.all-caps@14"])
    }
}

import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct FirstPersonRuleTests {
    @Test func firstPersonIsFlagged() {
        #expect(findings("My Workouts", .title) == ["en.first-person@1"])
        #expect(findings("We couldn't save your changes.", .message) == ["en.first-person@1"])
        #expect(findings("Give us a moment while our servers restart.", .message) == ["en.first-person@6"])
    }

    @Test func firstPersonLookAlikesAreNot() {
        #expect(findings("Connect the I/O cable.", .message) == [])
        #expect(findings("Ship to the US and the UK.", .message) == [])
        #expect(findings("Use your iPad, i.e. the larger screen.", .message) == [])
        #expect(findings("Tap “My Photos” to see an example of what not to write.") == [])
    }

    /// The Roman numeral one (CotEditor's “Skin Tone I-II”, Unicode's “CJK Unified Ideographs
    /// Ext. I”) is no pronoun; “I” after a lower-case noun still is.
    @Test func theRomanNumeralOneIsNotThePronoun() {
        #expect(findings("Skin Tone I-II", .menuItem) == [])
        #expect(findings("Skin Tone I–II", .menuItem) == [])
        #expect(findings("CJK Unified Ideographs Ext. I", .menuItem) == [])
        #expect(findings("Type I Diabetes", .title) == [])
        #expect(findings("Read Chapter I first.", .text) == [])
        #expect(findings("Pick the type I like", .text) == ["en.first-person@15"])
        #expect(findings("I-II is the range I want.", .message) == ["en.first-person@19"])
    }

    /// A question asked in people's own voice (a help page's or a tips list's “Why can't I …?”)
    /// is theirs, not the app speaking as “I”; a question to “you”, one with “we”, or a statement
    /// still is the app's.
    @Test func aQuestionPeopleAskIsNotTheAppSpeaking() {
        #expect(findings("Why can't I select words on some web pages?", .text) == [])
        #expect(findings("How do I change my shortcut? Open Settings.", .text) == [])
        #expect(findings("Where is my history?", .text) == [])
        #expect(findings("Why does it ask again even though I have given it access?", .text) == [])
        #expect(findings("Can I help you?", .text) == ["en.first-person@5"])
        #expect(findings("Why can't I select words", .text) == ["en.first-person@11"])
        #expect(findings("Why did we stop?", .text) == ["en.first-person@9"])
        #expect(findings("I saved it. Why?", .text) == ["en.first-person@1"])
    }

    @Test func everyEnglishFirstPersonFormIsFlagged() {
        #expect(findings("The choice is mine.", .message) == ["en.first-person@15"])
        #expect(findings("Tell me more.", .message) == ["en.first-person@6"])
        #expect(findings("The photos are ours.", .message) == ["en.first-person@16"])
    }

    @Test func aLongFirstPersonNoteIsOneFindingNamingEveryWord() {
        let note = "Hi! I made this app on my own. If you like it, tell me. We read every message and our team thanks you. — Jo"
        let segment = LintSegment(text: note, language: .english, role: .text, file: "t", line: 1, byteColumn: 1)
        let diagnostics = Linter().lint([segment], source: SourceText(path: "t", text: note)).diagnostics
        #expect(diagnostics.map(\.id) == ["en.first-person"])
        #expect(diagnostics.first?.message.contains("“our”") == true)
    }

    /// A link to the developer (“Follow Me”, “Buy me a coffee”) is the author speaking of
    /// themselves, not the app speaking as “I”.
    @Test func aLinkToTheDeveloperIsNotTheAppSpeaking() {
        #expect(findings("Follow Me", .button) == [])
        #expect(findings("Contact Me", .button) == [])
        #expect(findings("Buy Me a Coffee", .button) == [])
        #expect(findings("Tell me more.", .message) == ["en.first-person@6"])
        #expect(findings("Send Us an Email", .button) == [])
        #expect(findings("Rate Us", .button) == [])
        #expect(findings("Give us a moment.", .message) == ["en.first-person@6"])
    }

    /// The authors' own place on a service, named after “our” or “my” (“Visit our GitHub”,
    /// “Join Our Discord” where the app's sentences write “Discord” capitalized), is a link to
    /// them too; “our” before an English word (“our servers”, “My Workouts”) is still the app
    /// speaking.
    @Test func theAuthorsPlaceOnAServiceIsALinkToThem() {
        #expect(findings("Visit our GitHub", .text) == [])
        #expect(findings("Our Codeberg Page", .button) == [])
        #expect(findings("Get our Codeberg app, with sync.", .message) == ["en.first-person@5"])
        #expect(findings("Use our Codeberg, Gitea and Forgejo mirrors.", .message) == ["en.first-person@5"])
        var segment = LintSegment(text: "Join Our Discord", language: .english, role: .button, file: "t", line: 1, byteColumn: 1)
        #expect(Linter().lint([segment], source: SourceText(path: "t", text: segment.text)).diagnostics.map(\.id) == ["en.first-person"])
        segment.capitalizedWords = ["discord"]
        #expect(Linter().lint([segment], source: SourceText(path: "t", text: segment.text)).diagnostics.isEmpty)
        #expect(findings("We could not reach our servers.", .message) == ["en.first-person@1"])
        #expect(findings("My Workouts", .title) == ["en.first-person@1"])
    }

    /// People telling the app what to do on a control or a label (“Remind Me Later”, “Don't
    /// remind me again”, “Notify me when…”) speak in their own voice; a message saying the same
    /// is the app speaking, and so is “me” anywhere but after the verb that opens the text.
    @Test func peoplesOwnInstructionOnAControlIsNotTheAppSpeaking() {
        #expect(findings("Remind Me Later", .button) == [])
        #expect(findings("Don't remind me again", .text) == [])
        #expect(findings("Notify me when the battery goes below:", .text) == [])
        #expect(findings("Never Ask Me Again", .menuItem) == [])
        #expect(findings("Remind me later.", .message) == ["en.first-person@8"])
        #expect(findings("Let the app remind me", .text) == ["en.first-person@20"])
        #expect(findings("Remember my choice", .text) == ["en.first-person@10"])
    }

    /// A string has one speaker: once a link to the developer shows the authors speaking
    /// (“buy me a coffee”), the rest of its first person is theirs too.
    @Test func theAuthorsSpeakTheWholeString() {
        #expect(findings("If this app helps you, buy me a coffee so I can keep my work going.", .text) == [])
        #expect(findings("Tell me more, we read everything.", .message) == ["en.first-person@6"])
    }

    /// People's support (“your support”) is the support of the authors: a string that asks or
    /// thanks for it is the authors speaking of their work (“… keeps our project alive”).
    @Test func askingForPeoplesSupportIsTheAuthorsSpeaking() {
        #expect(findings("The tool is free to use. Your support keeps our project alive.", .text) == [])
        #expect(findings("Thanks for your support, it means a lot to us!", .text) == [])
        #expect(findings("We could not reach the support server.", .message) == ["en.first-person@1"])
    }
}

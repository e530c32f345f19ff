import Foundation
@testable import GuideContent
@testable import GuideCore
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

    /// A unit's symbol after its number keeps the case CLDR gives it (read through ICU): “15 min”,
    /// “%lld kB”, “60 km/h” stand in a title as written; a unit's full name is a word and takes
    /// a capital (“30 Minutes”), and so does a symbol with no number before it.
    @Test func aUnitsSymbolAfterItsNumberKeepsItsCase() {
        #expect(UnitSymbols.english.isSuperset(of: ["min", "ms", "kB", "GHz", "km", "km/h", "mph", "hr"]), "\(UnitSymbols.english.sorted())")
        #expect(UnitSymbols.english.isDisjoint(with: ["days", "minutes", "bit", "bits", "Minutes"]))
        #expect(findings("Snooze for 15 min", .button) == [])
        #expect(findings("Remind Me in %lld min", .menuItem) == [])
        #expect(findings("Limit to 60 km/h", .menuItem) == [])
        #expect(findings("Snooze for 30 minutes", .button) == ["en.title-case@1"])
        #expect(findings("Show min and max", .button) == ["en.title-case@1"])
        // A small word is the rule's to case, though CLDR writes inches so.
        #expect(findings("Chapter 2 in Review", .button) == [])
        #expect(findings("Chapter 2 In Review", .button) == ["en.title-case@1"])
        // `%@` may stand for any text, not only a number.
        #expect(findings("Snooze for %@ min", .button) == ["en.title-case@1"])
    }

    /// A possessive after a placeholder (“%@'s Credentials”) is the name's ending, not a word
    /// of its own to capitalize.
    @Test func aPossessiveAfterAPlaceholderIsNoWord() {
        #expect(findings("%@'s Credentials", .title) == [])
        #expect(findings("%@’s Info", .title) == [])
        #expect(findings("%@'s credentials", .title) == ["en.title-case@1"])
    }

    /// A file's extension (“.markdown”, “.txt”) is spelled as the file system has it, as a
    /// code word is: an option naming one is in title style already.
    @Test func aFileExtensionKeepsItsOwnCase() {
        #expect(findings(".markdown", .menuItem) == [])
        #expect(findings("Export as .txt File", .menuItem) == [])
        #expect(findings("Export as .txt file", .menuItem) == ["en.title-case@1"])
    }

    /// An emoji after the end punctuation is no second sentence: an exclaimed title with one
    /// still takes title style, and a message with one is still a single sentence.
    @Test func anEmojiAfterTheEndIsNoSecondSentence() {
        #expect(findings("Send them a card! 🎉", .title) == ["en.title-case@1"])
        #expect(findings("Send Them a Card! 🎉", .title) == [])
        #expect(findings("Unable to Send the Card. 🎉", .alertTitle) == [])
    }

    /// A short word that belongs to its verb (Log Out, Sign In, Set Up) is capitalized like the
    /// verb; the same word as a preposition stays lower-case (Ice Cubes' “Log Out Account” was
    /// told to write “Log out Account”).
    @Test func theParticleOfAPhrasalVerbIsCapitalized() {
        #expect(findings("Log Out Account", .button) == [])
        #expect(findings("Sign In with Apple", .button) == [])
        #expect(findings("Turn Off Notifications", .menuItem) == [])
        #expect(findings("Set Up Sync", .button) == [])
        #expect(messagesOfTitleCase("Sign in with Apple", .button) == "write “Sign In with Apple”")
        #expect(findings("Move Up", .menuItem) == [])
        #expect(messagesOfTitleCase("Show Files On Desktop", .menuItem) == "write “Show Files on Desktop”")
        #expect(messagesOfTitleCase("Save In Folder", .button) == "write “Save in Folder”")
    }

    /// Small words paired by a slash name states or directions (“On/Off”, “In/Out”), not a
    /// preposition's object: they keep their capitals.
    @Test func smallWordsPairedByASlashKeepTheirCapitals() {
        #expect(findings("Toggle Proxy On/Off", .menuItem) == [])
        #expect(findings("Zoom In/Out", .button) == [])
        #expect(messagesOfTitleCase("Save In Folder", .button) == "write “Save in Folder”")
    }

    /// A plural ending in parentheses (“Tunnel(s)”, “Match(es)”) belongs to its word: it is no
    /// word of its own to capitalize. Parentheses after a space still hold words (“(optional)”).
    @Test func aPluralEndingInParenthesesIsNoWord() {
        #expect(findings("Import Tunnel(s) from File…", .menuItem) == [])
        #expect(findings("Remove Match(es)", .button) == [])
        #expect(messagesOfTitleCase("Export Log (optional)", .button) == "write “Export Log (Optional)”")
    }

    /// A pronoun may stand between a phrasal verb and its particle (“Set It Up Later”, “Turn
    /// Them Off”): the particle is still its verb's, and capitalized; a preposition after a
    /// pronoun stays lower-case (“Give It to Me”).
    @Test func aParticleAfterItsVerbsPronounIsCapitalized() {
        #expect(findings("Set It Up Later", .button) == [])
        #expect(findings("Turn Them Off", .menuItem) == [])
        #expect(messagesOfTitleCase("Set It up Later", .button) == "write “Set It Up Later”")
        #expect(messagesOfTitleCase("Give It To Me", .button) == "write “Give It to Me”")
    }

    /// A particle after a verb and right before a preposition has no object of its own: it is an
    /// adverb of its verb (Tilt Down to 0°, Tilt Up to 10°) and capitalized, though the lexicon
    /// has no phrasal verb “tilt up”; followed by its object it is a preposition still.
    @Test func aParticleBeforeAPrepositionIsAnAdverb() {
        #expect(findings("Tilt Down to 0°", .menuItem) == [])
        #expect(findings("Tilt Up to 10°", .menuItem) == [])
        #expect(messagesOfTitleCase("Tilt Down the Slope", .menuItem) == "write “Tilt down the Slope”")
        #expect(messagesOfTitleCase("Tilt Up To 10°", .menuItem) == "write “Tilt Up to 10°”")
    }

    /// A title or button that is a complete sentence (Mastodon titles its report screen “Thanks
    /// for reporting, we’ll look into this.”) is not asked for title style, as an alert title
    /// is not; a single question still is.
    @Test func aCompleteSentenceIsNotAskedForTitleStyle() {
        #expect(findings("Thanks for reporting, we’ll look into this.", .title).filter { $0.hasPrefix("en.title-case") } == [])
        #expect(findings("Check your inbox. Tap the link to go on.", .button).filter { $0.hasPrefix("en.title-case") } == [])
        #expect(findings("What are servers?", .title) == ["en.title-case@1"])
        #expect(findings("Check your inbox", .title) == ["en.title-case@1"])
        #expect(findings("Swift 5.3 released!", .title) == ["en.title-case@1"])
    }

    @Test func productNamesKeepTheirCapitals() {
        #expect(findings("Use iPad and Apple Pencil with Dynamic Type.", .message) == [])
        #expect(findings("Open Split View on iPad", .heading) == [])
        #expect(findings("Connect an iPad over USB.", .message) == [])
    }

    /// Both parts of a hyphenated compound take capitals (“Auto-Lock”); a small word after the
    /// hyphen may stay lower-case (“Built-in”), and a single letter is no word (“e-mail”).
    @Test func bothPartsOfAHyphenatedCompoundAreCapitalized() {
        #expect(messagesOfTitleCase("Auto-save to Cloud", .button) == "write “Auto-Save to Cloud”")
        #expect(findings("Auto-Save to Cloud", .button) == [])
        #expect(findings("Built-in Camera", .menuItem) == [])
        #expect(findings("Built-In Camera", .menuItem) == [])
        #expect(findings("Send E-mail", .button) == [])
        // After a prefix that is no word of its own, either.
        #expect(findings("Re-enter Password", .button) == [])
        #expect(findings("Re-Enter Password", .button) == [])
        #expect(findings("Non-visible Spaces", .menuItem) == [])
        #expect(messagesOfTitleCase("Self-timer Settings", .menuItem) == "write “Self-Timer Settings”")
        // A small word that opens a compound is its first element, which always takes a capital.
        #expect(findings("Clear In-App Browser Data", .button) == [])
        #expect(findings("Show On-Screen Keyboard", .menuItem) == [])
        #expect(messagesOfTitleCase("Clear in-app Browser Data", .button) == "write “Clear In-App Browser Data”")
        #expect(messagesOfTitleCase("Open In Safari", .button) == "write “Open in Safari”")
    }

    /// A string that ends with a space is followed by the code's own text (“Open with ” and an
    /// app's name): its last word is not the title's last, so a small word stays lower-case.
    @Test func aStringThatEndsWithASpaceIsContinued() {
        #expect(findings("Open with ", .menuItem) == [])
        #expect(findings("Open with", .menuItem) == ["en.title-case@1"])
    }

    /// An alert title's style follows its grammar (Content/components/alerts, #capitalization):
    /// a fragment takes title style even when it ends with a period; a statement with a finite
    /// verb, or an instruction that starts with a verb, is a sentence.
    @Test func anAlertTitleThatIsAFragmentTakesTitleStyleEvenWithAPeriod() {
        #expect(findings("Unable to save the draft.", .alertTitle) == ["en.title-case@1"])
        #expect(findings("Unable to Save the Draft.", .alertTitle) == [])
        #expect(findings("Something went wrong.", .alertTitle) == [])
        #expect(findings("Restart the app to finish.", .alertTitle) == [])
        #expect(findings("The draft was saved.", .alertTitle) == [])
        // A pronoun's contracted auxiliary is the statement's finite verb, as the whole word is.
        #expect(findings("You're deleting an event.", .alertTitle) == [])
        #expect(findings("It's already running.", .alertTitle) == [])
        #expect(findings("Apple's guidelines.", .alertTitle) == ["en.title-case@1"])
        #expect(findings("Draft saved. Open it now?", .alertTitle) == [])
    }

    /// Any title reads its style from its grammar as an alert title does: an empty state's title
    /// that is a fragment ending with a period (“Unable to load the image.”) still takes title
    /// style; a statement or two sentences do not.
    @Test func aTitleThatIsAFragmentTakesTitleStyleEvenWithAPeriod() {
        #expect(findings("Unable to load the image.", .title) == ["en.title-case@1"])
        #expect(findings("Unable to Load the Image.", .title) == [])
        #expect(findings("Your library is empty.", .title) == [])
        #expect(findings("Nothing here yet. Add a game first.", .title) == [])
        #expect(!findings("Try again.", .button).contains("en.title-case@1"))
    }

    /// A word that starts with a slash after a space or at the start (a slash command, a
    /// path: `/time`, `/usr/local`) is code, in no capitalization style; a slash between two
    /// words (Open/close) is not.
    @Test func aSlashCommandOrAPathIsCode() {
        #expect(findings("/time - Current Time", .menuItem) == [])
        #expect(findings("Open /usr/local Folder", .menuItem) == [])
        #expect(findings("Open/close Panel", .menuItem) == ["en.title-case@1"])
    }

    /// Two sentences on two lines are a sentence-style alert title, not a fragment.
    @Test func anAlertTitleOfTwoSentencesOnTwoLinesTakesSentenceStyle() {
        #expect(findings("DeepL couldn't be reached!\nIs the API key correct?", .alertTitle) == [])
    }
}

/// The suggestion of the title-case finding on `text`, or nil.
private func messagesOfTitleCase(_ text: String, _ role: Role) -> String? {
    let segment = LintSegment(text: text, language: .english, role: role, file: "t", line: 1, byteColumn: 1)
    return Linter(config: LintConfig(), glossary: Glossary()).lint([segment], source: SourceText(path: "t", text: text))
        .diagnostics.first { $0.id == "en.title-case" }?.suggestion
}

@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct SentenceCaseRuleTests {
    @Test func sentenceStyleKeepsOnlyTheFirstWordAndProperNounsCapitalized() {
        #expect(findings("Best Practices", .heading) == ["en.sentence-case@1"])
        #expect(findings("Best practices", .heading) == [])
        #expect(findings("Using Split View with Apple Pencil on iPad", .heading) == [])
        #expect(findings("Respect Apple's trademarks", .heading) == [])
        #expect(findings("The photo was saved. Tap Done to go back.", .message) == [])
        #expect(findings("The file was moved. It Is now in Files.", .alertTitle) == ["en.sentence-case@1"])
    }

    /// An alert title that is a complete statement, a subject with a finite verb, takes
    /// sentence style even without a period; a fragment or a question takes title style.
    /// A control's name in square brackets (“cancel the [Hide Status Bar Icon] option”, 【…】)
    /// is written as it shows, as in quotes; a Markdown link's text is not a name.
    @Test func aControlsNameInSquareBracketsKeepsItsCapitals() {
        #expect(findings("To restore it, turn off the [Hide Status Bar Icon] option.", .message) == [])
        #expect(findings("To restore it, turn off the 【Hide Status Bar Icon】 option.", .message) == [])
        #expect(findings("Read the [Getting Started](https://example.com) guide.", .message) == ["en.sentence-case@1"])
    }

    @Test func anAlertTitleThatIsAStatementTakesSentenceStyle() {
        #expect(findings("No Keybinds Have Been Set", .alertTitle) == ["en.sentence-case@1"])
        #expect(findings("%@ Has Been Removed", .alertTitle) == ["en.sentence-case@1"])
        #expect(findings("No keybinds have been set", .alertTitle) == [])
        #expect(findings("Unable to Save Document", .alertTitle) == [])
        #expect(findings("Are You Sure You Want to Quit?", .alertTitle) == [])
    }

    /// A noun followed by a verb that takes no object, in the past, is a subject with its finite
    /// verb: a statement (“Sync failed”), not a fragment such as “Photo Saved” or “Recently Added”.
    @Test func aNounWithAnIntransitivePastVerbIsAStatement() {
        #expect(findings("Sync Failed", .alertTitle) == ["en.sentence-case@1"])
        #expect(findings("Sync failed", .alertTitle) == [])
        #expect(findings("Backup Expired", .alertTitle) == ["en.sentence-case@1"])
        #expect(findings("Photo saved", .alertTitle) == ["en.title-case@1"])
        #expect(findings("Failed to Sync", .alertTitle) == [])
        // Known from WordNet's sentence frames of each verb's most frequent sense, not a list.
        #expect(findings("Download Finished", .alertTitle) == ["en.sentence-case@1"])
        #expect(findings("Connection Lost", .alertTitle) == [])
        // Adverbs after the verb end the clause as well; a noun after it does not.
        #expect(findings("Sync Failed Unexpectedly", .alertTitle) == ["en.sentence-case@1"])
        #expect(findings("Sync failed unexpectedly", .alertTitle) == [])
        #expect(findings("Sync Failed Again", .alertTitle) == ["en.sentence-case@1"])
        #expect(findings("Photo saved successfully", .alertTitle) == ["en.title-case@1"])
    }

    /// An indefinite pronoun is a subject, and a verb after it that takes no object, in the past,
    /// or in the third person, is its finite verb (“Something went wrong”, “Everything looks
    /// good”); a participle after it stays a fragment (“Nothing Found”, “Nothing Selected”).
    @Test func anIndefinitePronounAndItsVerbAreAStatement() {
        #expect(messagesOf("Something Went Wrong", .alertTitle) == ["“Went”", "“Wrong”"])
        #expect(findings("Something went wrong", .alertTitle) == [])
        #expect(findings("Everything Looks Good", .alertTitle) == ["en.sentence-case@1"])
        #expect(findings("Nothing Found", .alertTitle) == [])
        #expect(findings("Nothing Selected", .alertTitle) == [])
    }

    /// Words in quotes name a control as it shows ('Update', “Open Later”): left as written. An
    /// apostrophe inside or after a word (We've, app's) opens no quote.
    @Test func aControlsNameInStraightSingleQuotesKeepsItsCapital() {
        #expect(messagesOf("We've misplaced the 'Update' button.", .message) == [])
        #expect(messagesOf("Choose 'Check Now' to look again, or “Open Later”.", .message) == [])
        #expect(messagesOf("We've misplaced the Update Button.", .message) == ["“Update”", "“Button”"])
        #expect(messagesOf("The app's Update Button moved.", .message) == ["“Update”", "“Button”"])
    }

    /// Markdown's bold, which SwiftUI draws, names a control or a state as it shows, as quotes
    /// do: “marked as **Currently Reading**”. An unclosed `**` names nothing.
    @Test func aNameInBoldKeepsItsCapitals() {
        #expect(messagesOf("A book is marked as **Currently Reading** after a minute.", .message) == [])
        #expect(messagesOf("A book is marked **Currently Reading** after a minute.", .message) == [])
        #expect(messagesOf("A book is marked Currently Reading after a minute.", .message) == ["“Currently”", "“Reading”"])
        #expect(messagesOf("A book is marked **Currently Reading after a minute.", .message) == ["“Currently”", "“Reading”"])
    }

    /// Settings rows of a real Mac app: the common word after the first is the mistake; an app
    /// name that is also a word (the Dock) is left as written.
    @Test func commonInterfaceWordsAreKnownToBeWords() {
        #expect(messagesOf("Hide Dock Icon", .heading) == ["“Icon”"])
        #expect(messagesOf("Launch Silently", .heading) == ["“Silently”"])
        #expect(messagesOf("Environment Variables", .heading) == ["“Variables”"])
        #expect(findings("Built-in models", .heading) == [])
    }

    /// A word of a proper noun of several words is a name only inside it: “Symbols” of
    /// “SF Symbols” and “App” of “App Store” are common words alone (CotEditor's “Show Emoji &
    /// Symbols” kept its “Symbols”).
    @Test func aWordOfAVocabularyPhraseIsANameOnlyInThePhrase() {
        #expect(messagesOf("Show Emoji & Symbols", .heading) == ["“Emoji”", "“Symbols”"])
        #expect(messagesOf("Enter your Text here", .heading) == ["“Text”"])
        #expect(findings("Use SF Symbols and the App Store", .heading) == [])
        #expect(findings("Turn on Bold Text in Settings", .heading) == [])
    }

    /// An app's name that is a common word (Settings, Notes) right after a word lower-cased in
    /// the same phrase is that word's noun, not the app (Ice Cubes' “Server Content Settings”
    /// was to become “Server content Settings”).
    @Test func anAppNameInsideAMiscapitalizedPhraseIsACommonWord() {
        #expect(messagesOf("Server Content Settings", .heading) == ["“Content”", "“Settings”"])
        #expect(findings("Open Settings to allow it", .heading) == [])
        #expect(findings("Your notes are in Notes", .heading) == [])
    }

    /// A heading's last word that is an app's name and a common noun (Settings, Notes), after
    /// a word of the heading that is not a function word, is the heading's own noun (“General
    /// Settings”, “Linux Settings”), not the app; after a preposition it is the app.
    @Test func anAppNameEndingAHeadingAfterItsModifierIsACommonNoun() {
        #expect(messagesOf("General Settings", .heading) == ["“Settings”"])
        #expect(messagesOf("Linux Settings", .heading) == ["“Settings”"])
        #expect(findings("Turn on Bold Text in Settings", .heading) == [])
        #expect(findings("Shared with Notes", .heading) == [])
        #expect(findings("General Settings", .message) == [])
    }

    /// The steps of a path through the interface (`System Settings > Privacy & Security`) are
    /// the names of what people see, written as the screens write them (MonitorControl's alert
    /// was to read “in system settings > security and privacy > accessibility”).
    @Test func theStepsOfAnInterfacePathAreNames() {
        #expect(messagesOf("You need to enable the app in System Settings > Security and Privacy > Accessibility for the shortcuts to work", .message) == [])
        #expect(messagesOf("Choose File > Export As to save a copy.", .message) == [])
        #expect(messagesOf("Open System Settings › Privacy & Security, then allow it.", .message) == [])
        // Outside the path, a capitalized common word is still a mistake.
        #expect(messagesOf("Open System Settings > Accessibility to Turn it on", .message) == ["“Turn”"])
        // A comparison is not a path.
        #expect(messagesOf("Use a value > 10 for Large screens", .message) == ["“Large”"])
    }

    /// The Mac's own apps and panes are names, though their words are common (Loop's alert:
    /// “Please turn them on in System Settings.” was to read “in system settings”).
    @Test func theMacsAppsAndPanesAreNames() {
        #expect(messagesOf("Please turn them on in System Settings.", .alertMessage) == [])
        #expect(messagesOf("Open System Preferences, then Privacy & Security.", .message) == [])
        #expect(messagesOf("Quit it in Activity Monitor or Mission Control.", .message) == [])
    }

    /// The permissions a Mac asks people to grant in Privacy & Security, and the system's
    /// named modes, are names too: apps that need them say so in their own words (“Full Disk
    /// Access permission is required”, a heading “Screen Recording”).
    @Test func thePrivacyPanesAndSystemModesAreNames() {
        #expect(messagesOf("Full Disk Access permission is required", .heading) == [])
        #expect(messagesOf("Screen Recording", .heading) == [])
        #expect(messagesOf("Allow Input Monitoring and Location Services, then try again.", .message) == [])
        #expect(messagesOf("Turn off Low Power Mode to sync in the background.", .message) == [])
        // Their words elsewhere are common words still.
        #expect(messagesOf("Full Screen Access", .heading) == ["“Screen”", "“Access”"])
    }

    /// A line of its own starts a new sentence, after a list item's bold name too.
    /// A placeholder that starts the string is its subject, a name the code puts in: the word
    /// after it is not the sentence's first (the title-case rule reads it so too).
    @Test func theWordAfterALeadingPlaceholderIsNotTheFirst() {
        #expect(messagesOf("%@ Needs access to the camera", .alertTitle) == ["“Needs”"])
        #expect(messagesOf("%@ Needs More space", .message) == ["“Needs”", "“More”"])
        #expect(messagesOf("%@: Ready when you are.", .message) == [])
        #expect(messagesOf("Needs more room", .message) == [])
    }

    /// A heading's section number (“2.1”, “3.2.1”, “4)”) comes before its first word, which
    /// keeps its capital in sentence style and takes one in title style: “2.1 Obtain an app
    /// identifier” was asked to read “2.1 obtain …”. A count before a noun is no number of a
    /// section (“2 Files Selected” still wants sentence style).
    @Test func aSectionNumberComesBeforeTheFirstWord() {
        #expect(findings("2.1 Obtain an app identifier", .heading) == [])
        #expect(messagesOf("2.1 Obtain an App Identifier", .heading) == ["“App”"])
        #expect(findings("3.2.1 Binary distribution options", .heading) == [])
        #expect(findings("4) Linking system frameworks", .heading) == [])
        #expect(messagesOf("3 Items Selected", .message) == ["“Items”", "“Selected”"])
        #expect(findings("1.2 In the Beginning", .button) == [])
        #expect(findings("1.2 in the Beginning", .button) == ["en.title-case@1"])
    }

    @Test func aNewLineStartsASentence() {
        let text = "1. **Standard**\nGreat for most of your images.\n2. **High Fidelity**\nFor all types of images."
        #expect(findings(text, .message) == [])
        #expect(messagesOf("1. **Standard**\nGreat For most images.", .message) == ["“For”"])
    }
}

/// The words a sentence-case finding names, in order.
private func messagesOf(_ text: String, _ role: Role) -> [String] {
    let linter = Linter(config: LintConfig(), glossary: Glossary())
    let segment = LintSegment(text: text, language: .english, role: role, file: "t", line: 1, byteColumn: 1)
    let message = linter.lint([segment], source: SourceText(path: "t", text: text)).diagnostics.first { $0.id == "en.sentence-case" }?.message ?? ""
    guard let open = message.lastIndex(of: "("), let close = message.lastIndex(of: ")") else { return [] }
    return message[message.index(after: open)..<close].components(separatedBy: ", ")
}

extension SentenceCaseRuleTests {
    /// A subject pronoun with its auxiliary contracted into one word (you're, we've, they'll,
    /// I'm, she'd, as it's already was) is a subject and a finite verb: an alert title that
    /// opens with one is a statement and takes sentence style.
    @Test func aPronounWithAContractedAuxiliaryIsAStatement() {
        #expect(findings("You're all set", .alertTitle) == [])
        #expect(findings("You’re All Set", .alertTitle) == ["en.sentence-case@1"])
        #expect(findings("They've moved your files", .alertTitle) == [])
        #expect(findings("They'll be back soon", .alertTitle) == [])
        #expect(findings("Let's Go", .alertTitle) == [])
    }
}

extension SentenceCaseRuleTests {
    /// A capitalized word right before “folder” names the folder (“your Applications folder”,
    /// “Saved to Downloads folder”), as Apple's style writes folder names: it keeps its capital.
    /// Another capitalized common word in the sentence is still lower-cased.
    @Test func aFoldersNameKeepsItsCapital() {
        #expect(findings("Open it from your Applications folder.", .message) == [])
        #expect(findings("Saved to Downloads folder", .message) == [])
        #expect(findings("Open it from your Applications folder and the Dock Menu.", .message) == ["en.sentence-case@1"])
    }
}

extension SentenceCaseRuleTests {
    /// Capitalized words right before what names a control (“the Stop button”, “the Add Account
    /// button”, “the Share menu”, “the General pane”) are the control's name as it shows, which
    /// Apple's style writes with its capitals; a capitalized word elsewhere is still lower-cased.
    @Test func aControlsNameKeepsItsCapitals() {
        #expect(findings("To stop it, use the Stop button in the list.", .message) == [])
        #expect(findings("Tap the Add Account button to start.", .message) == [])
        #expect(findings("Use the Share menu to send it.", .message) == [])
        #expect(findings("Turn it on in the General pane.", .message) == [])
        #expect(findings("Tap the Login Button to start.", .message) == ["en.sentence-case@1"])
        #expect(findings("Use the Share Menu to send it.", .message) == ["en.sentence-case@1"])
    }
}

extension SentenceCaseRuleTests {
    /// In running text (a word after the first that is neither capitalized nor a function word),
    /// capitalized words after an article or a preposition, ending in a word that
    /// can be a noun, are a name the app gives a feature, a screen or a mode (“Move it to App
    /// Group”, “remove it from Quick Actions”, “the Podcasts screen”), written as it shows.
    /// After a verb or a possessive, or as a verb after `to`, a capital is still a mistake; so is a lone
    /// adjective before its noun (“for Large screens”) and a control's word (“the Login Button”).
    @Test func aCapitalizedNounPhraseInRunningTextIsAName() {
        #expect(findings("Moving this app to App Group lets other apps run it.", .alertMessage) == [])
        #expect(findings("You can remove dismissal from Quick Actions.", .alertMessage) == [])
        #expect(messagesOf("Its contents will be moved back to the Podcasts screen.", .message) == [])
        #expect(findings("Your Account Settings are saved.", .message) == ["en.sentence-case@1"])
        // A sentence with its period is running text, though its name outnumbers its other words.
        #expect(findings("Sets a Custom Search Engine on the Mac.", .message) == [])
        #expect(messagesOf("You need to Restart the app.", .message) == ["“Restart”"])
        #expect(messagesOf("Configuring Long Press may delay clicks.", .message) == ["“Long”", "“Press”"])
        #expect(messagesOf("Use a value of 10 for Large screens", .message) == ["“Large”"])
        // A heading written in title style has no running text around its capitals.
        #expect(messagesOf("Best Practices for Your App", .heading) == ["“Practices”", "“Your”", "“App”"])
    }
}

@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct MessagePunctuationRuleTests {
    @Test func messagesEndWithPunctuation() {
        #expect(findings("The file could not be opened", .message) == ["en.message-punctuation@1"])
        #expect(findings("The file could not be opened.", .message) == [])
    }

    /// An app's string of several sentences is running copy whatever control shows it (a
    /// diagnosis's subtitle, a setting's note the code passes as plain text): its last sentence
    /// ends with a period too. A period after an abbreviation is no sentence's end, and a page's
    /// running text keeps its own rules.
    @Test func anAppStringOfSeveralSentencesEndsWithAPeriodInAnyRole() {
        func appFindings(_ text: String, _ role: Role) -> [String] {
            var segment = LintSegment(text: text, language: .english, role: role, file: "t", line: 1, byteColumn: 1)
            segment.key = "Key"
            return Linter().lint([segment], source: SourceText(path: "t", text: text)).diagnostics.map(\.id).filter { $0 == "en.message-punctuation" }
        }
        #expect(appFindings("The core is not installed. Click Fix Now to install it", .text) == ["en.message-punctuation"])
        #expect(appFindings("Cannot connect to the node. Try another one", .text) == ["en.message-punctuation"])
        #expect(appFindings("The core is not installed. Click Fix Now to install it.", .text) == [])
        #expect(appFindings("Formats, e.g. PNG and JPEG", .text) == [])
        #expect(appFindings("Use the U.S. Keyboard", .text) == [])
        #expect(appFindings("Dr. Smith", .text) == [])
        #expect(appFindings("Higher values make answers more varied. Lower ones repeat. (Default: 0.8)", .text) == [])
        #expect(findings("The core is not installed. Click Fix Now to install it", .text).filter { $0.hasPrefix("en.message-punctuation") } == [])
    }

    @Test func onlyAStringThatLooksLikeASentenceIsToldToEndWithAPeriod() {
        #expect(findings("Description", .message) == [])
        #expect(findings("Add description", .message) == [])
        #expect(findings("Create your first bottle to get started", .message) == ["en.message-punctuation@1"])
        #expect(findings("Saved. Tap to undo", .message) == ["en.message-punctuation@1"])
    }

    /// A help text or an intent parameter's description is often a noun phrase, which takes no
    /// period; a string with a verb of its own, or that starts with one, is a sentence.
    @Test func aNounPhraseIsNotASentence() {
        #expect(findings("Custom folder path for output images", .message) == [])
        #expect(findings("GPU ID to use for processing", .message) == [])
        #expect(findings("In some cases, Whisky won't work from another folder", .message) == ["en.message-punctuation@1"])
        #expect(findings("You can change this later in Settings", .message) == ["en.message-punctuation@1"])
        #expect(findings("The folder is empty", .alertMessage) == ["en.message-punctuation@1"])
        #expect(findings("Create a folder for the upscaled images", .message) == ["en.message-punctuation@1"])
    }

    /// A verb in its plain form with its object's determiner after it opens an instruction,
    /// whatever the verb (“Duplicate the selected bottle”, “Export all notes as files”); a noun
    /// before a noun (“Search results for the selected item”) or a preposition (“Copy of the
    /// file in the folder”) does not.
    @Test func aVerbBeforeItsObjectOpensAnInstruction() {
        #expect(findings("Duplicate the selected bottle now", .message) == ["en.message-punctuation@1"])
        #expect(findings("Export all notes as Markdown files", .message) == ["en.message-punctuation@1"])
        #expect(findings("Copy the link to the clipboard", .message) == ["en.message-punctuation@1"])
        #expect(findings("Reset your settings to their defaults", .message) == ["en.message-punctuation@1"])
        #expect(findings("Search results for the selected item", .message) == [])
        #expect(findings("Copy of the file in the folder", .message) == [])
        #expect(findings("Number of items in the list", .message) == [])
        // A colon at the end introduces what follows (a field, a list): the text is not over.
        #expect(findings("Paste your license key:", .message) == [])
    }

    /// A verb in the third person before its object's opener states what something does, its
    /// subject understood (a widget's or a tool's description: “Displays the battery level of a
    /// device”); two verbs joined open an instruction as one does (“Show or hide this Mac's
    /// battery in the Dock”). A plural noun before a noun stays a noun phrase.
    @Test func aDescriptionThatOpensWithItsVerbIsASentence() {
        #expect(findings("Displays the battery level of a device", .message) == ["en.message-punctuation@1"])
        #expect(findings("Shows your next meeting in the menu bar", .message) == ["en.message-punctuation@1"])
        #expect(findings("Show or hide this Mac's battery in the Dock", .message) == ["en.message-punctuation@1"])
        #expect(findings("Add or remove the folders to watch", .message) == ["en.message-punctuation@1"])
        #expect(findings("Updates available for your apps", .message) == [])
        #expect(findings("Displays and keyboards in use", .message) == [])
        #expect(findings("Copies or prints of the file", .message) == [])
    }

    /// A pronoun with its contracted `is` or `has` (“There's”, “it's”) is a subject and a
    /// verb; a possessive `'s` (“The app's folder”) is not.
    @Test func aPronounsContractedVerbMakesASentence() {
        #expect(findings("There's no connection to the server, try again soon", .message) == ["en.message-punctuation@1"])
        #expect(findings("It’s done", .alertMessage) == ["en.message-punctuation@1"])
        #expect(findings("The app's download folder", .message) == [])
    }

    /// An emoticon at the end (“:)”) closes no bracket and ends no sentence; punctuation before
    /// it does.
    @Test func anEmoticonIsNotTheSentencesEnd() {
        #expect(findings("The list is empty for now :)", .message) == ["en.message-punctuation@1"])
        #expect(findings("The list is empty for now. :)", .message) == [])
    }

    /// An aside in brackets at the end is inside the sentence: the period still follows it
    /// (“Convert all images (this uses more memory).”), unless the aside ends the sentence itself
    /// or the words before it are no sentence.
    @Test func anAsideInBracketsIsNoSentencesEnd() {
        #expect(findings("The list is empty (for now)", .message) == ["en.message-punctuation@1"])
        #expect(findings("Please enter a valid URL (with http:// or https://)", .message) == ["en.message-punctuation@1"])
        #expect(findings("The list is empty. (Add one to start.)", .message) == [])
        // An aside after the sentence's own period stands apart from it: a value, a default.
        #expect(findings("Higher values make answers more varied. (Default: 0.8)", .message) == [])
        #expect(findings("Unexpected server response (Code: %d - %@)", .message) == [])
        #expect(findings("%1$@ (%2$@)", .message) == [])
        // The words before the aside decide: a phrase stays one, whatever the aside says.
        #expect(findings("Enable double upscaling (this will use more memory)", .message) == [])
    }

    /// A closing quotation mark ends a sentence only when punctuation stands inside it: a quoted
    /// value at the end (`must be "on" or "off"`) still wants the period after it.
    @Test func aQuotedValueAtTheEndIsNoSentencesEnd() {
        #expect(findings("The mode must be \"on\" or \"off\"", .message) == ["en.message-punctuation@1"])
        #expect(findings("The mode must be “on” or “off”", .message) == ["en.message-punctuation@1"])
        #expect(findings("She said \"It is done.\"", .message) == [])
        #expect(findings("Renamed to “Holiday”", .message) == [])
    }

    /// After a colon, the part that ends the string decides: a value (`: %@`) or a phrase
    /// that is no sentence takes no period; a sentence there does.
    @Test func thePartAfterAColonDecidesTheEnd() {
        #expect(findings("The archive could not be read from: %@", .message) == [])
        #expect(findings("Bad value: wanted %1$@ in %2$@", .message) == [])
        #expect(findings("Warning: this cannot be undone", .message) == ["en.message-punctuation@1"])
        #expect(findings("Note: restart the app to apply the change", .message) == ["en.message-punctuation@1"])
    }

    /// A value the code fills in after a colon (a path, an address, an error's own text) ends
    /// the message: the sentence ended at the colon, and a period after the value would read
    /// as part of it. A placeholder inside the sentence still leaves the period asked for.
    @Test func aValueAfterAColonEndsTheMessage() {
        #expect(findings("The copy is kept at: %@", .message) == [])
        #expect(findings("The server said no: %1$@", .alertMessage) == [])
        #expect(findings("Setup failed: Address is not valid: %@", .alertMessage) == [])
        #expect(findings("The copy is kept in %@", .message) == ["en.message-punctuation@1"])
        #expect(findings("The copy is kept in %@ for now", .message) == ["en.message-punctuation@1"])
    }
}

extension MessagePunctuationRuleTests {
    /// An instruction whose verb follows an opening clause — an infinitive of purpose or a
    /// subordinate clause, then a comma — is a sentence: “To change it, open Settings”; a
    /// noun phrase with a comma in it is not.
    @Test func anInstructionAfterAnOpeningClauseIsASentence() {
        #expect(findings("To change the folder, open Settings → General", .message) == ["en.message-punctuation@1"])
        #expect(findings("To re-enable it, go to Settings", .message) == ["en.message-punctuation@1"])
        #expect(findings("If it fails, try again", .message) == ["en.message-punctuation@1"])
        #expect(findings("When the upload ends, you can close the window", .message) == ["en.message-punctuation@1"])
        #expect(findings("To do, in progress, done", .message) == [])
        #expect(findings("Folders, files and links", .message) == [])
        #expect(findings("If needed, Settings", .message) == [])
    }
}

/// After a determiner and a noun, a verb in the third person or the past is the sentence's
/// finite verb: a noun subject makes a clause as a pronoun does.
struct NounSubjectClauseTests {
    @Test func aDeterminerANounAndAThirdPersonVerbMakeASentence() {
        #expect(findings("The event starts in five minutes", .message) == ["en.message-punctuation@1"])
        #expect(findings("The event ends soon", .message) == ["en.message-punctuation@1"])
        #expect(findings("Your backup finished early", .message) == ["en.message-punctuation@1"])
        // A noun phrase stays one: no determiner before the noun, or no verb after it.
        #expect(findings("Event starts and ends", .message) == [])
        #expect(findings("The event dates", .message) == [])
        // A past after a noun is as often a passive's participle: only one that takes no object is a verb.
        #expect(findings("No files found from the extension", .message) == [])
        // A quantifier opens a subject as an article does.
        #expect(findings("One or more files failed to load", .message) == ["en.message-punctuation@1"])
        #expect(findings("Some files expired overnight", .message) == ["en.message-punctuation@1"])
        #expect(findings("Several files shared this week", .message) == [])
    }

    /// An adverb between the subject and its verb leaves the clause one (“This torrent already
    /// exists”), in a message and in an alert's title, which then takes sentence style.
    @Test func anAdverbBetweenTheNounAndItsVerbKeepsTheSentence() {
        #expect(findings("The file already exists", .message) == ["en.message-punctuation@1"])
        #expect(findings("The download suddenly failed", .message) == ["en.message-punctuation@1"])
        #expect(findings("This torrent already exists", .alertTitle) == [])
        #expect(findings("The file already exists", .alertTitle) == [])
        #expect(findings("The file already", .message) == [])
        #expect(findings("The recently added files", .message) == [])
    }

    /// A bare noun that opens the text, and a third person that can be nothing but a verb
    /// (“Name already exists”, “File exists”), make a clause even with no object; a third person
    /// that is also a plural noun (“Value changes”) leaves a noun phrase.
    @Test func aBareNounAndAFormThatIsOnlyAVerbMakeASentence() {
        #expect(findings("Name already exists", .message) == ["en.message-punctuation@1"])
        #expect(findings("File exists", .alertMessage) == ["en.message-punctuation@1"])
        #expect(findings("Value changes", .message) == [])
    }

    /// A name the lexicon does not know (the app's, a service's) opening the text is a subject
    /// as a placeholder for one is: the third person after it is the verb (“Azayaka needs
    /// permissions!”), even a form that is also a plural noun; a name WordNet knows as a noun
    /// (“Safari tabs”) leaves a noun phrase.
    @Test func anUnknownNameAndAThirdPersonMakeASentence() {
        #expect(findings("Xyzzy needs access to your photos", .message) == ["en.message-punctuation@1"])
        #expect(findings("Azayaka needs permissions!", .alertTitle) == [])
        #expect(findings("Safari tabs", .message) == [])
        #expect(findings("Spotify playlists", .message) == [])
        // A name WordNet knows in part (“Epic Games”) in a fragment's middle makes no clause of it.
        #expect(findings("Error accessing the Epic Games webpage.", .alertTitle) == ["en.title-case@1"])
    }

    /// Words that only look like a clause's verb: “AM” of a time is the auxiliary “am” only after
    /// “I”; “left” after a verb is where to go (WordNet knows it as an adverb), not the past of
    /// “leave”; and a name's plural noun (“Carb effects”) is a noun phrase unless something
    /// follows the form that could be its verb.
    @Test func aTimesAMAnAdverbsLeftAndANamesPluralMakeNoClause() {
        #expect(findings("Meeting at 10 AM", .message) == [])
        #expect(findings("Next alarm: 6 AM", .message) == [])
        #expect(findings("I am here", .message).contains("en.message-punctuation@1"))
        #expect(findings("Scroll left", .message) == [])
        #expect(findings("Sync failed", .message) == ["en.message-punctuation@1"])
        #expect(findings("Carb effects", .message) == [])
        #expect(findings("Xyzzy needs permissions", .message) == ["en.message-punctuation@1"])
    }

    /// What makes a short label look longer or clause-like than it is: a hyphenated compound is
    /// one word (“Set Up Wi-Fi” has three, too few for an instruction without an object's
    /// determiner); an abbreviation's period ends no sentence (“Est. duration”, “e.g. Prakash”);
    /// a preposition is no subject for the past after it (“Mark as finished”), unless it ends a
    /// compound, a phrasal verb or a placeholder's phrase (“Sign in failed”); and a word of
    /// today's interfaces WordNet has only as a verb (“podcasts”) may be the noun it is.
    @Test func compoundsAbbreviationsPrepositionsAndInterfaceNounsMakeNoSentence() {
        #expect(findings("Set up Wi-Fi", .message) == [])
        #expect(findings("Turn Wi-Fi off", .message) == [])
        #expect(findings("Est. duration", .message) == [])
        #expect(findings("e.g. Prakash, VoiceInk", .message) == [])
        #expect(findings("Mark as finished", .message) == [])
        #expect(findings("Export podcasts", .message) == [])
        #expect(findings("Saved. Tap to undo", .message) == ["en.message-punctuation@1"])
        #expect(findings("Set up the Wi-Fi network now", .message) == ["en.message-punctuation@1"])
        #expect(findings("Upload failed", .message) == ["en.message-punctuation@1"])
        #expect(findings("Sign-in failed", .message) == ["en.message-punctuation@1"])
        #expect(findings("Sign in failed", .message) == ["en.message-punctuation@1"])
        #expect(findings("Deletion of '%@' failed", .message) == ["en.message-punctuation@1"])
    }

    /// A noun phrase that opens with a modifier (an adjective or a participle) instead of a
    /// determiner is a subject too when its verb takes an object that a determiner opens:
    /// “Imported file contains no valid apps”; “Event starts and ends” stays a noun phrase.
    @Test func aModifiedNounAndAVerbWithAnObjectMakeASentence() {
        #expect(findings("Imported file contains no valid apps", .message) == ["en.message-punctuation@1"])
        #expect(findings("Selected folder needs a name", .message) == ["en.message-punctuation@1"])
        #expect(findings("Recent file lists", .message) == [])
        #expect(findings("Selected file starts and ends", .message) == [])
    }
}

/// What the lexicon says about a clause's words, where hand lists said nothing: a verb right
/// after a personal pronoun, a bare noun's verb with an object, a placeholder subject across an
/// adverb, a clause that a comma ends, an instruction whose first word can only be a verb.
struct LexiconClauseTests {
    /// After a personal pronoun a past or third person is the verb, even when WordNet also
    /// knows the form as an adjective (“reclaimed land”); after a determiner it stays one.
    @Test func aPersonalPronounsVerbIsFiniteWhateverElseTheFormCanBe() {
        #expect(findings("You reclaimed %@", .message) == ["en.message-punctuation@1"])
        #expect(findings("It reclaimed the space", .message) == ["en.message-punctuation@1"])
        #expect(findings("The reclaimed space", .message) == [])
    }

    /// A noun with no determiner (or a name WordNet does not know) and a past with an object
    /// is a clause: a passive's participle takes no object. A time phrase after it (“this
    /// week”) is no object.
    @Test func aBareNounsPastWithAnObjectIsAClause() {
        #expect(findings("Server returned an empty page", .message) == ["en.message-punctuation@1"])
        #expect(findings("Query matched nothing", .alertMessage) == ["en.message-punctuation@1"])
        #expect(findings("Xyzzy returned no rows", .message) == ["en.message-punctuation@1"])
        #expect(findings("Files shared this week", .message) == [])
        #expect(findings("Files shared with your team", .message) == [])
    }

    /// A placeholder is a subject across an adverb and quotation marks: “%@” already exists.
    @Test func aPlaceholderIsASubjectAcrossAnAdverb() {
        #expect(findings("Note “%@” already exists", .message) == ["en.message-punctuation@1"])
        #expect(findings("%@ still needs access", .alertMessage) == ["en.message-punctuation@1"])
        #expect(findings("%d more items", .message) == [])
        #expect(findings("%@ successfully reinstalled", .message) == [])
    }

    /// A verb that takes no object, in the past, ends a clause before a comma as it does at
    /// the end: “Upload failed, use a local copy”.
    @Test func anIntransitivePastEndsAClauseBeforeAComma() {
        #expect(findings("Upload failed, use a local copy", .message) == ["en.message-punctuation@1"])
        #expect(findings("Failed, pending and done", .message) == [])
    }

    /// An instruction opens with a verb: a first word WordNet knows only as a verb is one,
    /// listed or not (“Perform…”); a noun that can be a verb is not enough.
    @Test func aFirstWordThatCanOnlyBeAVerbOpensAnInstruction() {
        #expect(findings("Perform the weekly cleanup tasks", .message) == ["en.message-punctuation@1"])
        #expect(findings("Reclaim space from old downloads", .message) == ["en.message-punctuation@1"])
        #expect(findings("Performance of weekly cleanup tasks", .message) == [])
        #expect(findings("Record of weekly cleanup tasks", .message) == [])
    }

    /// A request is a sentence however short (“Please try again”); so is a phrase with an
    /// instruction after a comma (“Unable to load stats, check your connection”).
    @Test func aRequestAndAnInstructionAfterACommaAreSentences() {
        #expect(findings("Please try again", .message) == ["en.message-punctuation@1"])
        #expect(findings("Please wait", .alertMessage) == ["en.message-punctuation@1"])
        #expect(findings("Unable to load stats, check your connection", .message) == ["en.message-punctuation@1"])
        #expect(findings("Please", .message) == [])
        #expect(findings("Name, address, phone", .message) == [])
        #expect(findings("Photos, videos and your files", .message) == [])
        // A request after a comma, whatever its case.
        #expect(findings("Ports busy, Please try to restart", .message) == ["en.sentence-case@1", "en.message-punctuation@1"])
        #expect(findings("Ports busy, please restart", .message) == ["en.message-punctuation@1"])
        #expect(findings("Ports busy please", .message) == [])
    }

    /// A dash or a semicolon ends a clause as a comma does: an instruction after one makes a
    /// sentence (“Server not found (error 404) — check the address”); a range is no clause.
    @Test func anInstructionAfterADashOrASemicolonIsASentence() {
        #expect(findings("Server not found (error 404) — check the address", .message) == ["en.message-punctuation@1"])
        #expect(findings("Sync paused; check your connection", .message) == ["en.message-punctuation@1"])
        #expect(findings("Pages 1–check the list", .message) == [])
        #expect(findings("Server list — name, address and port", .message) == [])
    }
}

@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// The English lexicon (WordNet 3.0, scripts/generate-lexicon) in place of hand lists (issue 32, item 2).
struct LexiconTests {
    let lexicon = EnglishLexicon.shared

    @Test func wordNetsInflectionsLeadToTheirLemmas() {
        #expect(lexicon.classes(of: "images").contains(.noun))
        #expect(lexicon.classes(of: "opened").contains(.verb))
        #expect(lexicon.classes(of: "went").contains(.verb))
        #expect(lexicon.classes(of: "children").contains(.noun))
        #expect(lexicon.classes(of: "xyzzy").isEmpty)
    }

    /// Common words are known without a list of them; a rare homograph of a name is not common,
    /// and a word WordNet has only as a name is not a word at all.
    @Test func commonWordsAreTheLexiconsFrequentOnes() {
        for word in ["descriptions", "parameters", "titles", "comment", "the", "app", "emojis", "your"] {
            #expect(lexicon.isCommon(word), "\(word)")
        }
        for word in ["mac", "paris", "whisky", "swift", "rsshub"] {
            #expect(!lexicon.isCommon(word), "\(word)")
        }
    }

    /// A name is a noun: a frequent word WordNet has in no noun reading (a verb's form, an
    /// adjective, an adverb) is a common word whether or not the interface vocabulary lists it,
    /// so an alert title's “Error Occurred” is a capital too many.
    @Test func aFrequentWordThatIsNoNounIsCommon() {
        let common = ["occurred", "happened", "successfully", "went", "temporarily"].filter { !lexicon.isCommon($0) }
        #expect(common == [])
        let names = ["whisky", "swift", "finder", "dock"].filter { lexicon.isCommon($0) }
        #expect(names == [])
        #expect(findings("Error Occurred", .alertTitle) == ["en.sentence-case@1"])
        #expect(findings("Error occurred", .alertTitle) == [])
    }

    /// A function word has no plural nor third person: “ass” is no form of “as”, nor “ins” of
    /// “in”, so a format name in capitals (ASS, a subtitle format) is an acronym, not shouting.
    @Test func functionWordsHaveNoInflectedForms() {
        for word in ["ass", "ins", "ons", "ats", "ors"] {
            #expect(!lexicon.isCommon(word), "\(word)")
        }
        #expect(lexicon.isCommon("uses") && lexicon.isCommon("titles"))
        #expect(findings("Remove every ASS tag from the file.", .message) == [])
    }

    /// Words no hand list had: “Parse Fulltext”'s kind of heading, or a placeholder's word.
    @Test func sentenceCaseLowersCommonWordsTheListsDidNotHave() {
        #expect(findings("Include Titles and Descriptions", .heading) == ["en.sentence-case@1"])
        #expect(findings("Limit Entry Count", .heading) == ["en.sentence-case@1"])
        #expect(findings("Parse Fulltext", .heading) == [])
        #expect(findings("Sync with Zotero", .heading) == [])
    }

    /// A sentence has a finite verb, however short; a noun phrase with an infinitive has none.
    @Test func aFiniteVerbMakesASentenceAnInfinitiveDoesNot() {
        #expect(findings("%@ is taken", .message) == ["en.message-punctuation@1"])
        #expect(findings("Name is required", .alertMessage) == ["en.message-punctuation@1"])
        #expect(findings("%@ failed to load", .message) == ["en.message-punctuation@1"])
        #expect(findings("Text of the note to be saved", .message) == [])
        #expect(findings("Number of items to keep", .message) == [])
        #expect(findings("Files to upload", .message) == [])
    }

    /// The particle of a phrasal verb WordNet knows is part of the verb: Back Up, Start Over.
    /// A verb whose most frequent sense has no object in any of WordNet's sentence frames.
    @Test func verbsThatTakeNoObjectComeFromWordNetsFrames() {
        for verb in ["fail", "expire", "happen", "occur", "crash", "finish", "arrive"] { #expect(lexicon.takesNoObject(verb), "\(verb)") }
        for verb in ["save", "delete", "upload", "lose", "connect", "copy", "update"] { #expect(!lexicon.takesNoObject(verb), "\(verb)") }
    }

    @Test func phrasalVerbsComeFromTheLexicon() {
        #expect(findings("Back Up Now", .button) == [])
        #expect(findings("Start Over", .button) == [])
        #expect(findings("Print Out Receipts", .button) == [])
        #expect(findings("Move Up", .button) == [])
        #expect(findings("Sort Based On Date", .button) == ["en.title-case@1"])
    }
}

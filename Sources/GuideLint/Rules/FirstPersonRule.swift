import Foundation
import GuideCore

struct FirstPersonRule: LintRule {
    let id = "en.first-person"
    let defaultSeverity = Severity.warning
    let summary = "No first person (I, me, my, mine, we, us, our, ours) in copy: speak to people as “you”."
    let languages: Set<String> = ["en"]
    /// The rules about the app speaking as “I” or “we” (this one and `zh.first-person`), which
    /// do not apply where others speak: an About window's credits, a phrase people say to Siri.
    static let appVoiceRules: Set<String> = ["en.first-person", "zh.first-person"]
    static let pronouns = WordList(["i", "me", "my", "mine", "we", "us", "our", "ours", "myself", "ourselves"])
    /// Verbs before “me” or “us” in a link to the developer (“Follow Me”, “Buy me a coffee”,
    /// “Send us an email”, “Rate Us”): the authors speaking of themselves, not the app.
    static let developerLinkVerbs: Set<String> = ["follow", "contact", "email", "support", "sponsor", "buy", "hire", "tip", "ping", "about",
                                                  "send", "write", "rate", "join"]

    /// True for a name after “our” or “my” (“Join our Discord”, “Visit our GitHub”, “Our
    /// Discord Community”): the authors' own place on a service, a link to them. A name is
    /// capitalized and is no English word, or is one the app capitalizes inside its sentences
    /// (the lexicon alone cannot tell Discord or Telegram from the words); it ends the text or
    /// a phrase in title style. In running text or a list (“our Windows, macOS and Web apps”)
    /// it names what the authors make, and they speak as the app.
    static func namesAService(_ index: Int, _ words: [ScannedText.Word], in text: ScannedText, _ segment: LintSegment) -> Bool {
        let word = words[index]
        guard text.isCapitalized(word) else { return false }
        if index + 1 < words.count {
            let between = text.scalars[word.upper..<words[index + 1].lower]
            guard between.allSatisfy({ $0 == " " }), text.isCapitalized(words[index + 1]) else { return false }
        }
        let lower = text.string(word).lowercased()
        let isAWord = EnglishLexicon.shared.knows(lower) || EnglishLexicon.shared.isCommon(lower)
        return text.hasDeliberateCase(word) || !isAWord || segment.capitalizedWords.contains(lower)
    }

    /// True when the string speaks of people's support (“your support”): the support of the
    /// authors, so a string asking or thanking for it is theirs (“Your support keeps our project
    /// alive”), like a link to them.
    static func mentionsPeoplesSupport(_ words: [ScannedText.Word], in text: ScannedText) -> Bool {
        zip(words, words.dropFirst()).contains { your, support in
            text.string(your).lowercased() == "your" && text.string(support).lowercased() == "support"
        }
    }

    /// Capitalized nouns that a Roman numeral follows (“Type I”, “Ext. I”, “Chapter I”).
    static let numberedNouns: Set<String> = ["type", "phase", "part", "class", "chapter", "level", "stage", "grade", "ext",
                                             "extension", "vol", "volume", "act", "book", "tier", "category", "appendix",
                                             "season", "series", "mark", "mk", "war", "step", "round", "section", "version"]

    /// True when the word “I” is the Roman numeral one: in a range of numerals (“I-II”, “I–V”)
    /// or after a capitalized noun that numerals follow (“Type I”).
    static func isRomanNumeral(_ word: ScannedText.Word, previous: ScannedText.Word?, in text: ScannedText) -> Bool {
        let s = text.scalars
        if word.upper + 1 < s.count, s[word.upper] == "-" || s[word.upper] == "–", "IVXLC".unicodeScalars.contains(s[word.upper + 1]) {
            var end = word.upper + 1
            while end < s.count, "IVXLC".unicodeScalars.contains(s[end]) { end += 1 }
            if end == s.count || !ScannedText.isLatinOrDigit(s[end]) { return true }
        }
        guard let previous else { return false }
        let previousText = text.string(previous)
        return previousText.first?.isUppercase == true && numberedNouns.contains(previousText.lowercased())
    }

    /// Words that may stand before the verb of an instruction people give (“Don't remind me”).
    static let instructionOpeners: Set<String> = ["don't", "don’t", "do", "not", "never", "always", "also", "please", "just"]

    /// True when “me” (word `index`) is the object of the verb that opens a control's or a
    /// label's text (“Remind Me Later”, “Don't remind me again”, “Notify me when the battery is
    /// low”): people telling the app what to do, in their own voice, as Apple's “Remind Me
    /// Tomorrow” does. A message or a title is the app's to speak (“Tell me more.”).
    static func isPeoplesInstruction(word index: Int, _ words: [ScannedText.Word], in text: ScannedText, role: Role) -> Bool {
        guard [.button, .menuItem, .text].contains(role), index > 0,
              MessagePunctuationRule.isPlainVerb(text.string(words[index - 1]).lowercased()) else { return false }
        return words[..<(index - 1)].allSatisfy { instructionOpeners.contains(text.string($0).lowercased()) }
    }

    /// Words that open a question people ask about the app (“Why can't I …?”, “How do I …?”).
    static let questionOpeners: Set<String> = ["why", "how", "what", "where", "when", "which", "who", "can", "could", "do",
                                               "does", "did", "is", "am", "should", "will", "would"]

    /// True when the word stands in a question asked in people's own voice: its sentence opens
    /// with a question word, ends with a question mark, speaks as “I” (not “we”) and not to
    /// “you”, as a help page's or a tips list's questions do. Like a phrase said to Siri, the
    /// words are people's, not the app's.
    static func isPeoplesQuestion(_ word: ScannedText.Word, singular: Bool, in text: ScannedText, words: [ScannedText.Word]) -> Bool {
        guard singular else { return false }
        let s = text.scalars
        var start = word.lower
        while start > 0, !".!?\n".unicodeScalars.contains(s[start - 1]) { start -= 1 }
        var end = word.upper
        while end < s.count, !".!?\n".unicodeScalars.contains(s[end]) { end += 1 }
        guard end < s.count, s[end] == "?" else { return false }
        let sentence = words.filter { $0.lower >= start && $0.upper <= end }
        guard let first = sentence.first, questionOpeners.contains(text.string(first).lowercased()) else { return false }
        return !sentence.contains { ["you", "your", "yours"].contains(text.string($0).lowercased()) }
    }

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        var words: [String] = []
        var authorsSpeak = false
        let allWords = text.words
        for (index, word) in allWords.enumerated() {
            // Cheap test first: every pronoun starts with i, m, w, u or o and is short.
            let first = text.scalars[word.lower].value | 0x20  // ASCII lower case
            guard word.upper - word.lower <= 10, first == 0x69 || first == 0x6D || first == 0x77 || first == 0x75 || first == 0x6F else { continue }
            // The word up to an apostrophe ("we'll" → "we"), lower-cased.
            let base: String, lower: String
            if word.isASCII {
                var end = word.lower
                while end < word.upper, text.scalars[end] != "'" { end += 1 }
                guard let pronoun = Self.pronouns.match(text, word.lower, end, isASCII: true) else { continue }
                (base, lower) = (text.string(word.lower, end), pronoun)
            } else {
                let wordText = text.string(word)
                base = wordText.split(whereSeparator: { $0 == "'" || $0 == "’" }).first.map(String.init) ?? wordText
                lower = base.lowercased()
                guard Self.pronouns.words.contains(lower) else { continue }
            }
            if lower == "i", base != "I" { continue }            // "i" in "i.e."
            if lower == "i", Self.isRomanNumeral(word, previous: index > 0 ? allWords[index - 1] : nil, in: text) { continue }
            if lower == "us", base == "US" { continue }          // the country
            if lower == "me" || lower == "us", index > 0, Self.developerLinkVerbs.contains(text.string(allWords[index - 1]).lowercased()) {
                authorsSpeak = true
                continue
            }
            if lower == "our" || lower == "my", index + 1 < allWords.count, Self.namesAService(index + 1, allWords, in: text, segment) {
                authorsSpeak = true
                continue
            }
            if lower == "me", Self.isPeoplesInstruction(word: index, allWords, in: text, role: segment.role) { continue }
            let wordText = text.string(word)
            if context.vocabularyWords.contains(wordText) { continue }
            if Self.isPeoplesQuestion(word, singular: ["i", "me", "my", "mine", "myself"].contains(lower), in: text, words: allWords) { continue }
            // "I/O" and similar.
            if word.upper < text.count, text.scalars[word.upper] == "/" { continue }
            if word.lower > 0, text.scalars[word.lower - 1] == "/" { continue }
            findings.append(Finding(range: text.utf8Range(word.lower, word.upper),
                                    message: "“\(wordText)” speaks as the app; address people as “you”, or rephrase",
                                    suggestion: lower == "my" || lower == "our" ? "write “your”, or leave the possessive out (“Workouts”, not “My Workouts”)" : nil))
            words.append(wordText)
        }
        // A string has one speaker: once a link to the developer (“buy me a coffee”) or a
        // request for people's support shows the authors speaking, its other first person
        // (“so I can keep going”) is theirs too.
        if authorsSpeak || (!findings.isEmpty && Self.mentionsPeoplesSupport(allWords, in: text)) { return [] }
        // A note in the first person is one problem, not one per pronoun: one finding names them all.
        guard findings.count > 1, var first = findings.first else { return findings }
        var seen = Set<String>()
        let distinct = words.filter { seen.insert($0).inserted }
        first.message = "\(distinct.map { "“\($0)”" }.joined(separator: ", ")) speak as the app (\(findings.count) times); address people as “you”, or rephrase"
        return [first]
    }
}

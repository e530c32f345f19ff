import Foundation
import GuideCore

struct MessagePunctuationRule: LintRule {
    let id = "en.message-punctuation"
    let defaultSeverity = Severity.warning
    let summary = "Messages are complete sentences that end with punctuation."
    let languages: Set<String> = ["en"]
    let checksQuotedText = true

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        // An app's string of several sentences is running copy whatever control shows it.
        guard segment.role == .message || segment.role == .alertMessage
            || segment.key != nil && segment.role == .text && Self.hasSentencesInside(text) else { return [] }
        // Punctuation before a trailing emoji still ends the sentence.
        guard let lastIndex = text.lastMeaningfulIndex else { return [] }
        let last = text.scalars[lastIndex]
        if [".", "!", "?", "…"].contains(last) { return [] }
        // A colon at the end introduces what follows it on the screen (a field, a list).
        if last == ":" { return [] }
        // An aside in brackets at the end is inside the sentence (“… (this uses more memory).”),
        // unless it ends with the sentence's own mark (“(Add one to start.)”).
        if last == ")", lastIndex > 0, [".", "!", "?", "…"].contains(text.scalars[lastIndex - 1]) { return [] }
        // A closing quotation mark ends the sentence when punctuation stands inside it (`"Done."`);
        // after a quoted value (`must be "on" or "off"`) the period is still missing.
        if ["”", "\""].contains(last), lastIndex > 0, [".", "!", "?", "…", ","].contains(text.scalars[lastIndex - 1]) { return [] }
        if ["”", "\""].contains(last), !Self.closesAQuote(text, at: lastIndex) { return [] }
        // An accessibility hint is a phrase that begins with a verb (“Plays the episode”), and
        // Apple's guidelines for hints end it with a period, so that VoiceOver speaks it as a
        // sentence.
        if segment.isAccessibilityHint {
            return [Finding(range: 0..<text.offsets[text.count], message: "an accessibility hint ends with a period, so that VoiceOver speaks it as a sentence",
                            suggestion: "add “.” at the end")]
        }
        // Only a string that reads as a sentence needs a period: “Description” or “Add description”
        // do not. After a colon, what follows it ends the string and decides (“Could not read
        // from: %@” ends with a value).
        // An aside in brackets at the end does not decide: the words before it do. After the
        // sentence's own mark it stands apart, a value or a default (“… varied. (Default: 0.8)”).
        let decisive = Self.partBeforeClosingAside(text) ?? text
        if let end = decisive.lastMeaningfulIndex, [".", "!", "?", "…"].contains(decisive.scalars[end]) { return [] }
        guard Self.looksLikeSentence(Self.partAfterLastColon(decisive) ?? decisive) else { return [] }
        return [Finding(range: 0..<text.offsets[text.count], message: "a message is a complete sentence; end it with a period",
                        suggestion: "add “.” at the end")]
    }

    /// Words that end with a period and no sentence (besides those with periods inside, `e.g.`, `U.S.`).
    static let abbreviations: Set<String> = ["etc", "vs", "mr", "mrs", "ms", "dr", "st", "no", "approx", "incl", "min", "max"]

    /// True when a sentence ends inside the text: a word of two letters or more (no
    /// abbreviation, no period inside) ends with `.`, `!` or `?`, and a capital opens the next word.
    static func hasSentencesInside(_ text: ScannedText) -> Bool {
        let s = text.scalars
        return s.indices.dropLast(2).contains { n in
            guard [".", "!", "?"].contains(s[n]), ScannedText.isWhitespace(s[n + 1]),
                  let next = s[(n + 1)...].first(where: { !ScannedText.isWhitespace($0) }),
                  CharacterSet.uppercaseLetters.contains(next) else { return false }
            let word = s[..<n].reversed().prefix { CharacterSet.letters.contains($0) || $0 == "." }
            return word.count >= 2 && !word.contains(".") && !abbreviations.contains(String(String.UnicodeScalarView(word.reversed())).lowercased())
        }
    }

    /// What follows the last colon that is followed by a space, when something does.
    static func partAfterLastColon(_ text: ScannedText) -> ScannedText? {
        let s = text.scalars
        guard let colon = s.indices.dropLast().last(where: { s[$0] == ":" && ScannedText.isWhitespace(s[$0 + 1]) }) else { return nil }
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: s[(colon + 1)...])
        let part = String(tail).trimmingCharacters(in: .whitespacesAndNewlines)
        return part.isEmpty ? nil : ScannedText(part)
    }

    /// The text before an aside in brackets that ends it (“Enable double upscaling” of “Enable
    /// double upscaling (upscale twice)”); nil when it does not end with one or nothing is before it.
    static func partBeforeClosingAside(_ text: ScannedText) -> ScannedText? {
        let s = text.scalars
        guard let last = text.lastMeaningfulIndex, s[last] == ")" else { return nil }
        var depth = 0
        var open = last
        while open >= 0 {
            if s[open] == ")" { depth += 1 } else if s[open] == "(" { depth -= 1; if depth == 0 { break } }
            open -= 1
        }
        guard open > 0 else { return nil }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: s[..<open])
        let part = String(head).trimmingCharacters(in: .whitespacesAndNewlines)
        return part.isEmpty ? nil : ScannedText(part)
    }

    /// True when the quotation mark at `index` closes a quotation that opens earlier in the text
    /// (a straight `"` pairs with the one before it; `”` with `“`).
    static func closesAQuote(_ text: ScannedText, at index: Int) -> Bool {
        let s = text.scalars
        if s[index] == "”" { return s[..<index].contains("“") }
        return s[..<index].filter { $0 == "\"" }.count % 2 == 1
    }

    /// Sentence punctuation inside (“Saved. Tap to undo”); a subject with a finite verb, however
    /// short (“%@ is taken”, “Name is required”, “%@ failed to load”); or four words or more with
    /// a verb: an auxiliary or a subject (“The folder is empty”, “You can…”), or an imperative
    /// first word (“Create your first bottle…”; any verb before its object's determiner,
    /// “Duplicate the selected bottle”). A noun phrase (“Custom folder path for output
    /// images”, common in help texts and intent parameters) takes no period, nor does one with an
    /// infinitive (“Text of the note to be saved”).
    static func looksLikeSentence(_ text: ScannedText) -> Bool {
        // An abbreviation's period (“Est. duration”, “e.g. %@”) ends no sentence.
        if hasSentencesInside(text) { return true }
        let words = text.words
        guard words.count >= 2 || !text.tokens.isEmpty && words.count >= 1 else { return false }
        if hasClause(text) || hasOpeningClause(text) || isARequest(text) || hasAnInstructionAfterAComma(text) { return true }
        // A hyphenated compound is one word (“Set up Wi-Fi” has three).
        let wordCount = words.indices.filter { !text.continuesACompound($0) }.count
        guard wordCount >= 4 else { return false }
        let lowered = words.map { text.string($0).lowercased() }
        if imperatives.match(words[0], in: text) != nil || canOnlyBeAVerb(lowered[0]) { return true }
        // Any verb in its plain form, when what follows opens its object (“Duplicate the
        // selected bottle”): a noun phrase's first noun is followed by another noun or a
        // preposition, not by a determiner.
        if isPlainVerb(lowered[0]), objectOpeners.contains(lowered[1]) || determiners.contains(lowered[1]) { return true }
        // Two verbs joined (“Show or hide this Mac's battery”) open an instruction as one does.
        if wordCount >= 5, ["or", "and"].contains(lowered[1]), isPlainVerb(lowered[0]), isPlainVerb(lowered[2]),
           objectOpeners.contains(lowered[3]) || determiners.contains(lowered[3]) { return true }
        // A verb in the third person before its object's opener says what something does, its
        // subject understood (“Displays the battery level of a device”: a widget's, a tool's
        // description); a plural noun is followed by a noun or a preposition instead.
        if isThirdPersonVerb(lowered[0]), objectOpeners.contains(lowered[1]) { return true }
        return lowered.enumerated().contains { n, lower in
            if verbMarkers.match(words[n], in: text) != nil, !(n > 0 && lowered[n - 1] == "to") { return true }
            return lower.hasSuffix("n't") || lower.hasSuffix("n’t") || ["'ll", "’ll", "'re", "’re", "'ve", "’ve"].contains { lower.hasSuffix($0) }
        }
    }

    /// A subject with a finite verb, however short: an auxiliary after a word or a placeholder
    /// (“Name is required”, “%@ has been set”), a pronoun's contracted `is` (“It's done”), a verb in the past or third person after a
    /// placeholder or a pronoun (“%@ failed”, “%@ needs access”), or a verb that takes no object,
    /// in the past, ending the string after a word (“Sync failed”: no participle of a passive,
    /// as “Photo saved” may be).
    static func hasClause(_ text: ScannedText) -> Bool {
        let words = text.words
        guard words.count >= 2 || !text.tokens.isEmpty && words.count >= 1 else { return false }
        let lowered = words.map { text.string($0).lowercased() }
        // Something stands before word n: a word, or a placeholder (`%@ is taken`).
        func hasSubject(before n: Int) -> Bool {
            n > 0 || text.tokens.contains { $0.range.upperBound <= words[n].lower }
        }
        for (n, word) in lowered.enumerated() {
            // “There's”, “it's”, “you're”, “we've”, “they'll”, “I'm”: a subject and its
            // auxiliary (is, has, are, have, will, am, would) in one word.
            if n + 1 < lowered.count, let stem = contractedSubject(word), subjectPronouns.contains(stem) { return true }
            let afterTo = n > 0 && lowered[n - 1] == "to"
            // “am” is a verb only after “I”: after anything else it is a time's “AM”.
            if finiteAuxiliaries.contains(word), word != "am" || n > 0 && lowered[n - 1] == "i", !afterTo, hasSubject(before: n),
               n + 1 < lowered.count || n > 0 { return true }
            if n == 0, Self.followsAName(text, words[0]), isThirdPersonVerb(word) {
                return true
            }
            if n == 1, opensWithANameAndItsVerb(text) { return true }
            if n + 1 < lowered.count || words.count >= 2, !afterTo {
                let lexicon = EnglishLexicon.shared
                if n == 0 ? text.tokens.contains(where: { $0.range.upperBound <= words[n].lower }) : subjectPronouns.contains(lowered[n - 1]),
                   lexicon.isFiniteVerbForm(word) { return true }
                // After “you” or “it”, a past or third person is the verb, even a form that is
                // also an adjective (“reclaimed land”) or a plural noun; after a name the code
                // puts in (across an adverb: “%@ still needs”), a third person is (a past there
                // may be a headline's participle: “%@ successfully reinstalled”).
                let readings = lexicon.readings(of: word).filter { $0.classes.contains(.verb) }
                if n > 0, personalPronouns.contains(lowered[n - 1]), readings.contains(where: { $0.inflection == .past || $0.inflection == .thirdPerson }) {
                    return true
                }
                if followsAPlaceholder(text, n), readings.contains(where: { $0.inflection == .thirdPerson }) { return true }
            }
            // “Sync failed”, and “Upload failed, use a local copy”: the clause ends there, or
            // only adverbs follow (“Beam Wallet crashed unexpectedly”).
            if n > 0, n == lowered.count - 1 || endsAClause(text, words[n]) || lowered[(n + 1)...].allSatisfy(isOnlyAnAdverb),
               endsASubject(text, lowered, before: n), isIntransitivePast(word) { return true }
            // After an indefinite pronoun (“Something went wrong”, “Everything looks good”), a
            // verb that takes no object, in the past, or a third person is its finite verb; a
            // participle is not (“Nothing found”).
            if n > 0, indefinitePronouns.contains(lowered[n - 1]),
               isIntransitivePast(word) || isThirdPersonVerb(word) {
                return true
            }
            if n >= 2, followsANounSubject(lowered, n) { return true }
            if n >= 1, followsAnOpeningNoun(lowered, n) { return true }
            if n >= 1, followsAModifiedNoun(lowered, n) { return true }
        }
        return false
    }

    /// True when word `n` is a verb in the third person, or the past of one that takes no object,
    /// after a determiner and a noun, its subject (“The event starts in five minutes”, “Your
    /// backup finished early”; not “No files found”). A third
    /// person needs a noun that may be singular; a form that is also a plural noun (“The event
    /// dates”, a noun phrase) needs words after it.
    static func followsANounSubject(_ lowered: [String], _ n: Int) -> Bool {
        let lexicon = EnglishLexicon.shared
        // An adverb may stand between the subject and its verb (“This torrent already exists”).
        var subject = n - 1
        while subject > 1, isOnlyAnAdverb(lowered[subject]) { subject -= 1 }
        guard subject >= 1, determiners.contains(lowered[subject - 1]) else { return false }
        let noun = lexicon.readings(of: lowered[subject]).filter { $0.classes.contains(.noun) }
        let isInterfaceNoun = EnglishLexicon.interfaceWords.contains(lowered[subject])
        guard !noun.isEmpty || isInterfaceNoun else { return false }
        let verb = lexicon.readings(of: lowered[n])
        if n + 1 == lowered.count, verb.contains(where: { $0.inflection == .plural }) { return false }
        // A past is a passive's participle as often (“No files found”), unless its verb takes no object.
        if isIntransitivePast(lowered[n]) { return true }
        let singular = isInterfaceNoun || noun.contains { $0.inflection == .none }
        return singular && verb.contains { $0.classes.contains(.verb) && $0.inflection == .thirdPerson }
    }

    /// True when word `n` can be nothing but a verb, in the third person, and a singular noun
    /// opens the text before it, across adverbs (“Name already exists”, “File exists”): its
    /// subject, with no determiner. A form that is also a plural noun (“Value changes”) leaves
    /// a noun phrase.
    static func followsAnOpeningNoun(_ lowered: [String], _ n: Int) -> Bool {
        let lexicon = EnglishLexicon.shared
        let verb = lexicon.readings(of: lowered[n])
        // A word of today's interfaces is a noun too (“Export podcasts”), whatever WordNet 3.0 says.
        guard verb.contains(where: { $0.classes.contains(.verb) && $0.inflection == .thirdPerson }),
              !verb.contains(where: { $0.classes.contains(.noun) }), !EnglishLexicon.isInterfaceWord(lowered[n]) else { return false }
        var subject = n - 1
        while subject > 0, isOnlyAnAdverb(lowered[subject]) { subject -= 1 }
        guard subject == 0 else { return false }
        return lexicon.readings(of: lowered[0]).contains { $0.classes.contains(.noun) && $0.inflection == .none }
    }

    /// True when word `n` is a verb after a noun phrase that opens the text with no determiner,
    /// only modifiers (an adjective or a participle) if anything, and an object follows it: with
    /// no determiner to mark the subject, the object makes the verb a verb. A third person takes
    /// an object that a determiner opens (“Imported file contains no valid apps”, “Selected
    /// folder needs a name”; “Selected file starts and ends” stays a noun phrase); a past takes
    /// one too, since a passive's participle takes none (“Server returned an empty page”, “Query
    /// matched nothing”), but not a time phrase (“Files shared this week”). The noun may be a
    /// name WordNet does not know.
    static func followsAModifiedNoun(_ lowered: [String], _ n: Int) -> Bool {
        guard n >= 1, n + 1 < lowered.count else { return false }
        let lexicon = EnglishLexicon.shared
        let verb = lexicon.readings(of: lowered[n]).filter { $0.classes.contains(.verb) }
        let isThirdPerson = verb.contains { $0.inflection == .thirdPerson } && determiners.contains(lowered[n + 1])
        let isPast = verb.contains { $0.inflection == .past } && objectOpeners.contains(lowered[n + 1])
        guard isThirdPerson || isPast else { return false }
        let modifiers = lowered[..<(n - 1)]
        guard modifiers.allSatisfy({ word in
            lexicon.readings(of: word).contains { $0.classes.contains(.adjective) || $0.inflection == .past || $0.inflection == .participle }
        }) else { return false }
        let noun = lowered[n - 1]
        if !lexicon.knows(noun) { return !EnglishLexicon.functionWords.contains(noun) && !noun.allSatisfy(\.isNumber) }
        // A third person's subject is singular (“Event starts”); a past's may be either.
        return lexicon.readings(of: noun).contains { $0.classes.contains(.noun) && ($0.inflection == .none || isPast && $0.inflection == .plural) }
    }

    /// True for a request, however short: “please” and a verb in its plain form (“Please try
    /// again”, “Please wait”), opening the text or after a comma (“Ports are busy, please restart”).
    static func isARequest(_ text: ScannedText) -> Bool {
        let words = text.words, s = text.scalars
        return words.indices.dropLast().contains { k in
            guard text.string(words[k]).lowercased() == "please" else { return false }
            if k > 0 {
                var i = words[k].lower - 1
                while i >= 0, ScannedText.isWhitespace(s[i]) { i -= 1 }
                guard i >= 0, s[i] == "," else { return false }
            }
            return isPlainVerb(text.string(words[k + 1]).lowercased())
        }
    }

    /// True when a comma (or a semicolon, or a dash between spaces, which end a clause as it
    /// does) is followed by an instruction: a verb in its plain form, in lower case, and the
    /// determiner or pronoun that opens its object (“Unable to load stats, check your
    /// connection”, “Not found (HTTP 404) — check the address”). A list of nouns (“Name,
    /// address, phone”) has no such object.
    static func hasAnInstructionAfterAComma(_ text: ScannedText) -> Bool {
        let words = text.words, s = text.scalars
        return words.indices.dropFirst().dropLast().contains { k in
            endsAClauseBefore(text, words[k - 1].upper, words[k].lower) && s[words[k].lower].properties.isLowercase
                && isPlainVerb(text.string(words[k]).lowercased()) && objectOpeners.contains(text.string(words[k + 1]).lowercased())
        }
    }

    /// True when the words before word `n` may end its subject: not a preposition or another
    /// function word (“Mark as finished”), unless it ends a compound (“Sign-in failed”), a
    /// phrasal verb named as a noun (“Sign in failed”), or a placeholder follows it (“Deletion
    /// of '%@' failed”).
    static func endsASubject(_ text: ScannedText, _ lowered: [String], before n: Int) -> Bool {
        guard EnglishLexicon.functionWords.contains(lowered[n - 1]) else { return true }
        let words = text.words
        if text.tokens.contains(where: { $0.range.lowerBound >= words[n - 1].upper && $0.range.upperBound <= words[n].lower }) { return true }
        return text.continuesACompound(n - 1) || n >= 2 && EnglishLexicon.shared.isPhrasalVerb(lowered[n - 2], particle: lowered[n - 1])
    }

    /// True when the lexicon knows the word as a verb in the third person (`needs`, `looks`).
    static func isThirdPersonVerb(_ word: String) -> Bool {
        EnglishLexicon.shared.readings(of: word).contains { $0.classes.contains(.verb) && $0.inflection == .thirdPerson }
    }

    /// True when the lexicon knows the word as a verb in its plain form.
    static func isPlainVerb(_ word: String) -> Bool {
        EnglishLexicon.shared.readings(of: word).contains { $0.inflection == .none && $0.classes.contains(.verb) }
    }

    /// True when a placeholder for a name (`%@`, not a number) stands before word `n`, with at
    /// most two adverbs and quotation marks between (“%@ still needs access”, “Note “%@”
    /// already exists”): the placeholder is the verb's subject.
    static func followsAPlaceholder(_ text: ScannedText, _ n: Int) -> Bool {
        let words = text.words, s = text.scalars
        let lexicon = EnglishLexicon.shared
        var first = n
        while first > 0, n - first < 2, lexicon.classes(of: text.string(words[first - 1]).lowercased()).contains(.adverb) { first -= 1 }
        let start = first > 0 ? words[first - 1].upper : 0
        guard let token = text.tokens.last(where: { $0.range.lowerBound >= start && $0.range.upperBound <= words[first].lower }),
              token.kind == .formatSpecifier, s[token.range.upperBound - 1] == "@" else { return false }
        return s[token.range.upperBound..<words[first].lower].allSatisfy { $0 == " " || "\"”’'".unicodeScalars.contains($0) }
    }

    /// True when what stands between two words (`from..<to`) ends a clause: a comma or a
    /// semicolon, or a dash between spaces, after the closing brackets of an aside.
    static func endsAClauseBefore(_ text: ScannedText, _ from: Int, _ to: Int) -> Bool {
        let between = text.scalars[from..<to].filter { !ScannedText.isWhitespace($0) && $0 != ")" && $0 != "]" }
        guard between.count == 1, let mark = between.first else { return false }
        if mark == "," || mark == ";" { return true }
        return (mark == "—" || mark == "–") && ScannedText.isWhitespace(text.scalars[to - 1])
    }

    /// True when a comma or a semicolon follows the word: the end of a clause.
    static func endsAClause(_ text: ScannedText, _ word: ScannedText.Word) -> Bool {
        word.upper < text.scalars.count && [",", ";"].contains(text.scalars[word.upper])
    }

    /// True for a word WordNet knows only as a verb, in its plain form (“perform”, “reclaim”):
    /// a text that opens with one is an instruction.
    static func canOnlyBeAVerb(_ word: String) -> Bool {
        let readings = EnglishLexicon.shared.readings(of: word)
        return !readings.isEmpty && !EnglishLexicon.functionWords.contains(word)
            && readings.allSatisfy { $0.inflection == .none && $0.classes.intersection([.noun, .adjective, .adverb]).isEmpty && $0.classes.contains(.verb) }
    }

    /// Words that open a noun phrase, whose noun may then be a subject.
    static let determiners: Set<String> = [
        "the", "a", "an", "this", "that", "your", "my", "our", "their", "his", "her", "its", "each", "every", "no", "another",
        // Quantifiers open a subject as articles do (“One or more files failed to load”).
        "these", "those", "some", "any", "many", "more", "most", "several", "all", "both", "few",
    ]

    /// An opening clause, a comma, then a clause or an instruction: an infinitive of purpose
    /// (“To change it, open Settings”, “To re-enable it, go to…”) or a subordinate clause (“If
    /// it fails, try again”, “When it ends, you can close it”). After the comma stands a verb in
    /// its plain form, in lower case (an imperative), or a verb of a subject's. “To do, in
    /// progress” and “If needed, Settings” are no sentences.
    static func hasOpeningClause(_ text: ScannedText) -> Bool {
        let words = text.words, s = text.scalars
        guard words.count >= 3 else { return false }
        let first = text.string(words[0]).lowercased()
        guard first == "to" || subordinators.contains(first),
              let comma = words.indices.dropLast().first(where: { $0 >= 1 && words[$0].upper < s.count && s[words[$0].upper] == "," })
        else { return false }
        func isPlainVerb(_ k: Int) -> Bool { Self.isPlainVerb(text.string(words[k]).lowercased()) }
        if first == "to" {
            // The infinitive's verb; of a compound (“re-enable”), its last part.
            var verb = 1
            while verb < comma, s[words[verb].upper] == "-", words[verb + 1].lower == words[verb].upper + 1 { verb += 1 }
            guard isPlainVerb(verb) else { return false }
        }
        let next = comma + 1
        if text.scalars[words[next].lower].properties.isLowercase, isPlainVerb(next) { return true }
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: s[words[next].lower...])
        let rest = ScannedText(String(tail))
        if hasClause(rest) { return true }
        return rest.words.enumerated().contains { n, word in
            verbMarkers.match(word, in: rest) != nil && !(n > 0 && rest.string(rest.words[n - 1]).lowercased() == "to")
        }
    }

    /// Conjunctions that open a subordinate clause.
    static let subordinators: Set<String> = [
        "if", "when", "whenever", "once", "after", "before", "while", "because", "although", "though", "unless", "until", "since",
    ]

    /// True for a word WordNet knows only as an adverb (“unexpectedly”, “again”).
    static func isOnlyAnAdverb(_ word: String) -> Bool {
        EnglishLexicon.shared.classes(of: word).intersection([.noun, .verb, .adjective, .adverb]) == .adverb
    }

    /// True for the past of a verb whose most frequent sense takes no object (`failed`,
    /// `expired`, `happened`; WordNet's sentence frames, `EnglishLexicon.takesNoObject`).
    /// A form WordNet also knows as an adverb says where or how (“Scroll left”), not what happened.
    static func isIntransitivePast(_ word: String) -> Bool {
        let lexicon = EnglishLexicon.shared
        let found = lexicon.readings(of: word)
        guard !found.contains(where: { $0.inflection == .none && $0.classes.contains(.adverb) }) else { return false }
        return found.contains { $0.inflection == .past && $0.classes.contains(.verb) && lexicon.takesNoObject($0.lemma) }
    }

    /// True when an object placeholder (`%@`, `%1$@`: a name the code puts in, not a number)
    /// stands right before the word, a space apart: after a name, a word that may be a verb in
    /// the third person or a plural noun is the verb (“%@ needs access”), where after a number
    /// it is the noun (“%d files”).
    static func followsAName(_ text: ScannedText, _ word: ScannedText.Word) -> Bool {
        guard let token = text.tokens.last(where: { $0.range.upperBound <= word.lower }), token.kind == .formatSpecifier,
              text.scalars[token.range.upperBound - 1] == "@" else { return false }
        return text.scalars[token.range.upperBound..<word.lower].allSatisfy { $0 == " " }
    }

    /// True when a name the lexicon does not know opens the text and a third person in lower
    /// case follows it (“Azayaka needs permissions”): its subject and verb, as after a
    /// placeholder for a name.
    static func opensWithANameAndItsVerb(_ text: ScannedText) -> Bool {
        let words = text.words
        guard words.count >= 2, isAnUnknownName(text, words[0]), text.scalars[words[1].lower].properties.isLowercase else { return false }
        let form = text.string(words[1]).lowercased()
        // A form that is also a plural noun ends a noun phrase (“Carb effects”) unless words follow it.
        if words.count == 2, EnglishLexicon.shared.readings(of: form).contains(where: { $0.inflection == .plural }) { return false }
        return isThirdPersonVerb(form)
    }

    /// True for a capitalized word the lexicon does not know, nor a function word: a name (the
    /// app's, a service's, a person's).
    static func isAnUnknownName(_ text: ScannedText, _ word: ScannedText.Word) -> Bool {
        let string = text.string(word)
        guard string.first?.isUppercase == true, string.count > 1 else { return false }
        let lower = string.lowercased()
        return !EnglishLexicon.shared.knows(lower) && !EnglishLexicon.functionWords.contains(lower)
    }

    /// The word before a contracted auxiliary (`you` in “you're”, `it` in “it’s”), if it ends in one.
    static func contractedSubject(_ word: String) -> String? {
        // Most words have no apostrophe: no ending to try.
        guard word.utf8.contains(0x27) || word.contains("’") else { return nil }
        for apostrophe in ["'", "’"] {
            for ending in ["s", "re", "ve", "ll", "m", "d"] where word.hasSuffix(apostrophe + ending) {
                return String(word.dropLast(ending.count + 1))
            }
        }
        return nil
    }

    /// Auxiliaries in a finite form: with something before them, a clause.
    static let finiteAuxiliaries: Set<String> = [
        "am", "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could", "shall", "should",
        "may", "might", "must", "does", "did", "cannot", "isn't", "aren't", "wasn't", "weren't", "can't", "won't", "doesn't",
        "didn't", "hasn't", "haven't", "couldn't", "wouldn't", "shouldn't", "isn’t", "aren’t", "can’t", "won’t", "doesn’t",
    ]
    /// Pronouns that stand for no one in particular: a subject like a noun (“Something failed”).
    static let indefinitePronouns: Set<String> = [
        "something", "nothing", "everything", "anything", "someone", "somebody", "everyone", "everybody",
        "nobody", "anyone", "anybody",
    ]
    /// Pronouns that are a subject and nothing else before a verb.
    static let personalPronouns: Set<String> = ["i", "you", "we", "they", "he", "she", "it"]
    static let subjectPronouns: Set<String> = personalPronouns.union(["this", "that", "there"])
    /// Words that open a verb's object (a determiner or a pronoun), but not a time phrase:
    /// “this week”, “each day” follow a passive's participle as often.
    static let objectOpeners: Set<String> = [
        "the", "a", "an", "your", "my", "our", "their", "his", "its", "no", "nothing", "everything", "something", "anything",
        "it", "them", "me", "us", "him",
    ]

    /// Auxiliaries and subject pronouns: a string with one has a verb of its own, unless `to`
    /// makes it an infinitive (“the note to be saved” is a noun phrase). Not “am”, which
    /// `hasClause` reads only after “I”: elsewhere it is a time's “AM”.
    static let verbMarkers = WordList("""
        is are was were be will would can could shall should may might must has have had do does did cannot
        you we they he she it there
        """.split(whereSeparator: \.isWhitespace).map(String.init))
    /// Verbs that start an instruction (“Choose a folder for…”).
    static let imperatives = WordList("""
        add allow ask change check choose click close connect create delete download drag drop enable disable enter find
        give go install keep learn let make move open pick please press quit read remove rename restart save select send
        set share sign start stop switch tap try turn type update upgrade use visit wait
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}

import Foundation
import GuideCore

struct TitleCaseRule: LintRule {
    let id = "en.title-case"
    let defaultSeverity = Severity.warning
    let summary = "Titles, buttons and menu items use title-style capitalization."
    let languages: Set<String> = ["en"]
    let checksQuotedText = true

    func applies(to segment: LintSegment, _ text: ScannedText) -> Bool {
        // An alert title that is a fragment (not a sentence) takes title style.
        if segment.role == .alertTitle { return !AlertTitleStyle.isStatement(text) }
        // So does any title-style text but a complete statement (a period, or two sentences),
        // which may stand where a title or a button does; an exclaimed headline (“Swift 5.3
        // Released!”) is still a title, and so is a fragment with a period (“Unable to load
        // the image.” as an empty state's title), as an alert title is.
        guard segment.wantsTitleCase else { return false }
        return !AlertTitleStyle.isSentence(text, exclamationEnds: false) || AlertTitleStyle.isFragmentWithAPeriod(text)
    }

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        guard applies(to: segment, text) else { return [] }
        let words = text.words
        let covered = vocabularyCover(text, context)
        var fixed = Array(text.scalars)
        var wrong: [String] = []
        let startsWithSpace = text.scalars.first.map(ScannedText.isWhitespace) ?? false
        let endsWithSpace = text.scalars.last.map(ScannedText.isWhitespace) ?? false
        let first = text.sectionNumberWordCount
        let units = Self.unitSymbolWords(in: text)
        // A name the app's own sentences capitalize (“Up Next”) keeps its small words' capitals.
        lazy var namedByTheApp = NamePhrases.wordIndexes(text, segment.namePhrases)
        for (index, word) in words.enumerated() where index >= first {
            if covered.anyContains(word.lower) || text.hasDeliberateCase(word) || text.isAllCaps(word) || context.vocabularyWords.contains(text.withoutPossessive(word)) { continue }
            // A unit's symbol after its number keeps CLDR's case (“Snooze 15 min”).
            if units.contains(index) { continue }
            // A word written as code elsewhere (a page's code span, an app's “`itlwm`”) keeps its case.
            if segment.codeWords.contains(text.string(word)) { continue }
            // Both parts of a hyphenated compound take capitals (Auto-Lock, Time-Based), but a
            // small word may stay lower-case (Built-in, Add-on), a letter is no word of its
            // own (e-mail, x-axis), and nor is a prefix (Re-enter).
            if word.lower > 0, text.scalars[word.lower - 1] == "-" {
                let first = index > 0 ? text.string(words[index - 1]) : ""
                if minorWords.contains(text.string(word).lowercased()) || first.count < 2 || words[index - 1].upper != word.lower - 1
                    || boundPrefixes.contains(first.lowercased()) { continue }
            }
            // The first and last words take capitals, unless a token (`%1$@`) stands beyond them,
            // or a space the code's own text follows (“Open in ” + a name).
            let isEdge = (index == first && !(text.tokens.first.map { $0.range.upperBound <= word.lower } ?? false) && !startsWithSpace)
                || (index == words.count - 1 && !(text.tokens.last.map { $0.range.lowerBound >= word.upper } ?? false) && !endsWithSpace)
            let wordText = text.string(word)
            let lower = wordText.lowercased()
            // The particle of a phrasal verb (Log Out, Set Up) is capitalized like its verb.
            func isParticle() -> Bool {
                guard index > 0 else { return false }
                let next = index + 1 < words.count ? text.string(words[index + 1]).lowercased() : ""
                let previous = text.string(words[index - 1]).lowercased()
                if Self.isParticle(lower, after: previous, before: next) { return true }
                // A pronoun may stand between the verb and its particle (“Set It Up”).
                return index > 1 && Self.objectPronouns.contains(previous)
                    && Self.isParticle(lower, after: text.string(words[index - 2]).lowercased(), before: next)
            }
            // A small word that opens a compound (In-App, On-Screen) is its first element, which
            // always takes a capital (Chicago's rule for hyphenated compounds).
            let opensACompound = index + 1 < words.count && text.continuesACompound(index + 1)
            // A small word inside a name the app's sentences capitalize stays as written there.
            if minorWords.contains(lower), namedByTheApp.contains(index) { continue }
            // Small words paired by a slash name states or directions (“On/Off”), not a preposition's object.
            let pairedBySlash = (word.lower > 0 && text.scalars[word.lower - 1] == "/")
                || (word.upper < text.scalars.count && text.scalars[word.upper] == "/")
            if minorWords.contains(lower), !isEdge, !isParticle(), !opensACompound, !pairedBySlash {
                if text.isCapitalized(word) {
                    wrong.append(wordText)
                    fixed[word.lower] = Unicode.Scalar(String(fixed[word.lower]).lowercased())!
                }
            } else if !text.isCapitalized(word), let first = wordText.unicodeScalars.first, first.properties.isLowercase {
                wrong.append(wordText)
                fixed[word.lower] = String(first).uppercased().unicodeScalars.first!
            }
        }
        guard !wrong.isEmpty else { return [] }
        var corrected = ""
        corrected.unicodeScalars.append(contentsOf: fixed)
        return [Finding(range: 0..<text.offsets[text.count],
                        message: "use title-style capitalization here (\(wrong.map { "“\($0)”" }.joined(separator: ", ")))\(segment.houseStyleNote)",
                        suggestion: "write “\(corrected)”", replacement: corrected)]
    }
}

extension TitleCaseRule {
    /// The indices of the words that write a unit's symbol (`UnitSymbols`) right after a number
    /// or a number's placeholder: “15 min”, “%lld kB”, “60 km/h” (both of its words), not
    /// after `%@`.
    static func unitSymbolWords(in text: ScannedText) -> Set<Int> {
        let words = text.words
        var found: Set<Int> = []
        for (index, word) in words.enumerated() {
            var before = word.lower
            while before > 0, [" ", "\u{00A0}", "\u{202F}"].contains(text.scalars[before - 1]) { before -= 1 }
            let afterDigits = index > 0 && before < word.lower && words[index - 1].upper == before
                && text.string(words[index - 1]).unicodeScalars.allSatisfy { $0.properties.numericType != nil }
            // A number's placeholder converts a number (`%lld`, `%.1f`); `%@` may stand for any text.
            let afterPlaceholder = text.tokens.contains {
                $0.kind == .formatSpecifier && $0.range.upperBound == before && "diouxXfFeEgGaA".unicodeScalars.contains(text.scalars[before - 1])
            }
            guard afterDigits || afterPlaceholder else { continue }
            let written = text.string(word)
            // A small word is the rule's own to case, whatever unit it may also write (`in`).
            if UnitSymbols.english.contains(written), !minorWords.contains(written) { found.insert(index) }
            // A symbol of two words around a slash: km/h, m/s.
            if index + 1 < words.count, words[index + 1].lower == word.upper + 1, text.scalars[word.upper] == "/",
               UnitSymbols.english.contains(written + "/" + text.string(words[index + 1])) {
                found.formUnion([index, index + 1])
            }
        }
        return found
    }

    /// Pronouns that may stand between a phrasal verb and its particle (“Set It Up”, “Turn Them Off”).
    static let objectPronouns: Set<String> = ["it", "them", "me", "us", "him", "her"]

    /// Adverbial particles: WordNet's verbs with one of these (`back up`, `start over`) keep it
    /// capitalized; `in` and `on` are far more often prepositions, so only the verbs of
    /// interfaces in `phrasalVerbs` (Log In, Sign On) take them.
    static let adverbialParticles: Set<String> = ["up", "down", "out", "off", "over"]

    /// Prepositions that show the particle before them has no object of its own (Speed Up to 2×,
    /// Move Down to the Bottom): it is then an adverb of the verb before it.
    static let prepositionsAfterAdverbs: Set<String> = ["to", "from", "of", "on", "onto", "into", "in", "at", "by", "for", "with"]

    /// True when `word` is the particle of a phrasal verb whose verb is `previous` (Log Out, Set Up),
    /// or an adverbial particle between a verb and a preposition (Tilt Up to 10°), whatever the
    /// lexicon pairs with the verb.
    static func isParticle(_ word: String, after previous: String, before next: String = "") -> Bool {
        if phrasalVerbs[word]?.contains(previous) ?? false { return true }
        guard adverbialParticles.contains(word) else { return false }
        if EnglishLexicon.shared.isPhrasalVerb(previous, particle: word) { return true }
        return prepositionsAfterAdverbs.contains(next) && EnglishLexicon.shared.classes(of: previous).contains(.verb)
    }
}

/// Alert titles: a fragment or a single question takes title style; a complete statement, or
/// two or more sentences, take sentence style.
enum AlertTitleStyle {
    /// True for a complete statement (ending with a period, or with `!` when `exclamationEnds`)
    /// or two or more sentences.
    static func isSentence(_ text: ScannedText, exclamationEnds: Bool = true) -> Bool {
        guard let lastIndex = text.lastMeaningfulIndex else { return false }
        let last = text.scalars[lastIndex]
        if (last == "." && !text.endsWithEllipsis) || (last == "!" && exclamationEnds) { return true }
        return hasMoreThanOneSentence(text)
    }

    /// An alert title's style: a statement, with a period or a subject and a finite verb
    /// (“No Keybinds Have Been Set”), is a sentence; a fragment or a question is not, and a
    /// fragment stays one with a period (“Unable to open the document.”).
    static func isStatement(_ text: ScannedText) -> Bool {
        if isSentence(text) { return hasMoreThanOneSentence(text) || !isFragment(text) }
        guard let lastIndex = text.lastMeaningfulIndex, text.scalars[lastIndex] != "?" else { return false }
        return MessagePunctuationRule.hasClause(text)
    }

    /// True for one fragment that ends with a period (“Unable to open the document.”).
    static func isFragmentWithAPeriod(_ text: ScannedText) -> Bool {
        isSentence(text, exclamationEnds: false) && !hasMoreThanOneSentence(text) && isFragment(text)
    }

    /// True for words with no verb of their own: no finite verb (an auxiliary, a pronoun's
    /// contracted one, or a past or third-person form, not after `to`) and a first word that cannot be a verb, so no
    /// instruction either (“Restart the app.”). The guideline tells a title's style by its
    /// grammar, so a period alone does not make “Unable to open the document.” a sentence.
    static func isFragment(_ text: ScannedText) -> Bool {
        let lowered = text.words.map { text.string($0).lowercased() }
        guard let first = lowered.first else { return false }
        let lexicon = EnglishLexicon.shared
        if lexicon.classes(of: first).contains(.verb) { return false }
        // A name and its verb, a form the lexicon also reads as a plural noun (“Azayaka needs permissions!”).
        if MessagePunctuationRule.opensWithANameAndItsVerb(text) { return false }
        return !lowered.indices.contains { n in
            guard n == 0 || lowered[n - 1] != "to" else { return false }
            // A pronoun's contracted auxiliary (“You're”, “It's”) is a finite verb as the whole word is.
            if let subject = MessagePunctuationRule.contractedSubject(lowered[n]), MessagePunctuationRule.subjectPronouns.contains(subject) { return true }
            return MessagePunctuationRule.finiteAuxiliaries.contains(lowered[n]) || lexicon.isFiniteVerbForm(lowered[n])
        }
    }

    private static func hasMoreThanOneSentence(_ text: ScannedText) -> Bool {
        // A question followed or preceded by another sentence; a trailing emoji is none.
        guard let last = text.lastMeaningfulIndex else { return false }
        return text.scalars.indices.contains { i in [".", "?", "!"].contains(text.scalars[i]) && i < last && ScannedText.isWhitespace(text.scalars[i + 1]) }
    }
}

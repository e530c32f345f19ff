import Foundation
import GuideCore

struct SentenceCaseRule: LintRule {
    let id = "en.sentence-case"
    let defaultSeverity = Severity.warning
    let summary = "Headings below the title, messages and sentence-like alert titles use sentence-style capitalization."
    let languages: Set<String> = ["en"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        let applies = segment.wantsSentenceCase || (segment.role == .alertTitle && AlertTitleStyle.isStatement(text))
        guard applies else { return [] }
        let words = text.words
        // Most words after the first are lower-case, so phrases are only looked for when one is not.
        lazy var covered = vocabularyCover(text, context)
        lazy var pathSteps = interfacePathSteps(text, words)
        lazy var quoted = Self.quotedNames(text)
        lazy var namedByTheApp = NamePhrases.wordIndexes(text, segment.namePhrases)
        // One of the app's own labels inside a longer string (“Settings tab: Accent Color”) names
        // that control; a string that is the label itself is checked as its role asks.
        lazy var labelsNamed: Set<Int> = {
            let indexes = NamePhrases.wordIndexes(text, segment.labelPhrases)
            return indexes.count < words.count ? indexes : []
        }()
        lazy var namedInRunningText = Self.namesInRunningText(text, words)
        var fixed = Array(text.scalars)
        var wrong: [String] = []
        var lastWrong: Int?
        // A placeholder before the first word is the sentence's subject (`%@ Needs Access`): that
        // word is not the first, as the title-case rule reads it too.
        let placeholderLeads = words.first.map { first in text.tokens.contains { $0.range.upperBound <= first.lower } } ?? false
        // A role Apple writes in title style that the app writes in sentence style still takes
        // its first word's capital (“hide after start” in a menu of sentence-style items).
        if segment.houseStyle?.style == .sentence, Self.startsInLowerCase(text), let first = words.first {
            wrong.append(text.string(first))
            fixed[first.lower] = String(fixed[first.lower]).uppercased().unicodeScalars.first!
        }
        // A role the app writes all in lower case (“panic wipe”, “cancel”) takes no capital on
        // its first word either.
        let lowerCase = segment.houseStyle?.style == .lower
        let first = text.sectionNumberWordCount
        for (index, word) in words.enumerated() where index > first || placeholderLeads || lowerCase {
            guard text.isCapitalized(word), !text.isAllCaps(word), !text.hasDeliberateCase(word) else { continue }
            // A word of an identifier (`Google_Protobuf_Duration`) is code, written as it must be.
            if word.lower > 0, text.scalars[word.lower - 1] == "_" { continue }
            if word.upper < text.scalars.count, text.scalars[word.upper] == "_" { continue }
            // Only a common word, or one the page's sentences write in lower case, is surely not
            // a name; any other (Whisky, Sendable), and a common word the page's sentences
            // capitalize (Swift Package Manager), is left as written.
            let wordText = text.string(word)
            let lowered = text.withoutPossessive(word).lowercased()
            guard !segment.capitalizedWords.contains(lowered),
                  EnglishLexicon.shared.isCommon(lowered) || segment.lowercaseWords.contains(lowered) else { continue }
            // A name written in code on the page (`switch`), in either case, is left as written.
            if segment.codeWords.contains(wordText) || segment.codeWords.contains(wordText.lowercased()) { continue }
            // An app's name that is a common word (Settings) right after a word lower-cased here
            // belongs to that phrase (“Server Content Settings”), not to the app.
            let followsWrong = lastWrong == index - 1
            if covered.anyContains(word.lower) || pathSteps.contains(index) || wordText == "I" || wordText.hasPrefix("I'") || wordText.hasPrefix("I’") { continue }
            if quoted.contains(where: { $0.contains(word.lower) }) || namedByTheApp.contains(index) || namedInRunningText.contains(index) || labelsNamed.contains(index) { continue }
            // In a heading, such a name ending it after a word that modifies it is the heading's
            // own noun (“General Settings”, “Linux Settings”); after a preposition (“Shared
            // with Notes”) it is the app.
            let endsAHeading = segment.role == .heading && index > 0 && index == words.count - 1
                && !EnglishLexicon.functionWords.contains(text.string(words[index - 1]).lowercased())
            if context.vocabularyWords.contains(text.withoutPossessive(word)), !followsWrong, !endsAHeading { continue }
            if (startsSentence(text, before: word.lower) && !(lowerCase && index == 0)) || Self.namesAFolderOrControl(text, words, index) { continue }
            wrong.append(wordText)
            lastWrong = index
            fixed[word.lower] = String(fixed[word.lower]).lowercased().unicodeScalars.first!
        }
        guard !wrong.isEmpty else { return [] }
        var corrected = ""
        corrected.unicodeScalars.append(contentsOf: fixed)
        return [Finding(range: 0..<text.offsets[text.count],
                        message: (lowerCase ? "write this in lower case: only proper nouns are capitalized" : "use sentence-style capitalization here: only the first word and proper nouns are capitalized")
                            + " (\(wrong.map { "“\($0)”" }.joined(separator: ", ")))\(segment.houseStyleNote)",
                        suggestion: "write “\(corrected)”, or add a proper noun to `lint.vocabulary`", replacement: corrected)]
    }

    /// True when word `index` is one of the capitalized words right before a word that names a
    /// folder or a control (“your Applications folder”, “the Stop button”, “the Add Account
    /// button”, “the Share menu”): its name, which Apple's style writes as it shows.
    static func namesAFolderOrControl(_ text: ScannedText, _ words: [ScannedText.Word], _ index: Int) -> Bool {
        var next = index + 1
        while next < words.count, words[next].lower == words[next - 1].upper + 1, text.scalars[words[next - 1].upper] == " " {
            let word = text.string(words[next])
            if namedThings.contains(word.lowercased()) { return word.first?.isLowercase == true }
            guard text.isCapitalized(words[next]) else { return false }
            next += 1
        }
        return false
    }

    /// The indices (in `words`) of the names in running text: capitalized words after an
    /// article or a preposition, ending in a word that can be a noun (“Move it to
    /// App Group”, “remove it from Quick Actions”, “the Podcasts screen”). Across the labelled
    /// apps, people read such words in a sentence as the name of a feature, a screen or a mode,
    /// which Apple's style writes as it shows; the capitals they call mistakes come after a
    /// verb (“Configuring Long Press”) or a possessive (“Enter your Text here”), as a verb after
    /// `to` (“to Restart”), or on a lone adjective before its noun (“for Large screens”). Text
    /// with no word after the first that is in lower case and not a function word is no running
    /// text (“Best Practices for Your App”), unless it is a sentence with its period (“Sets a
    /// Custom Search Engine on the Mac.”).
    static func namesInRunningText(_ text: ScannedText, _ words: [ScannedText.Word]) -> Set<Int> {
        let lexicon = EnglishLexicon.shared
        let lowered = words.map { text.string($0).lowercased() }
        let capital = { (n: Int) in text.isCapitalized(words[n]) || text.isAllCaps(words[n]) || text.hasDeliberateCase(words[n]) }
        let isRunning = words.indices.dropFirst().contains { n in
            !capital(n) && lowered[n].count > 2 && lowered[n].allSatisfy(\.isLetter) && !EnglishLexicon.functionWords.contains(lowered[n])
        }
        guard isRunning || HouseStyle.endsAsASentence(text) else { return [] }
        let joined = { (a: Int) in Self.areOneName(text, words[a], words[a + 1]) }
        var names = Set<Int>()
        var n = 1
        while n < words.count {
            guard capital(n), !capital(n - 1), joined(n - 1) else { n += 1; continue }
            var end = n
            while end + 1 < words.count, capital(end + 1), joined(end) { end += 1 }
            defer { n = end + 1 }
            let before = lowered[n - 1]
            guard ["the", "a", "an"].contains(before) || namePrepositions.contains(before) else { continue }
            if before == "to", lexicon.classes(of: lowered[n]).contains(.verb) { continue }
            let last = text.withoutPossessive(words[end]).lowercased()
            guard lexicon.canBeANoun(last), !namedThings.contains(last) else { continue }
            let nextIsLowercase = end + 1 < words.count && joined(end) && !capital(end + 1)
            if end == n, nextIsLowercase, lexicon.classes(of: last).contains(.adjective) { continue }
            names.formUnion(n...end)
        }
        return names
    }

    /// True when two words are apart only by spaces or an ampersand, as the words of one name
    /// are (`Privacy & Security`).
    static func areOneName(_ text: ScannedText, _ first: ScannedText.Word, _ second: ScannedText.Word) -> Bool {
        text.scalars[first.upper..<second.lower].allSatisfy { $0 == " " || $0 == "&" }
    }

    /// Prepositions after which capitalized words name something (“from Quick Actions”).
    static let namePrepositions = TitleCaseRule.prepositionsAfterAdverbs.union(["via", "as", "under", "within", "without"])

    /// Words that a name before them names (“the Stop button”).
    static let namedThings: Set<String> = [
        "folder", "folders", "button", "buttons", "menu", "menus", "tab", "tabs", "pane", "panes", "field", "fields",
        "window", "windows", "switch", "switches", "icon", "icons",
    ]

    /// True when the text's first word is in lower case, with nothing before it (no space the
    /// code's own text precedes, no placeholder) and not written so on purpose (`iPhone`).
    static func startsInLowerCase(_ text: ScannedText) -> Bool {
        guard let first = text.words.first, text.scalars.first.map(ScannedText.isWhitespace) == false,
              !text.tokens.contains(where: { $0.range.upperBound <= first.lower }),
              !text.hasDeliberateCase(first), text.scalars[first.lower].properties.isLowercase else { return false }
        return true
    }

    /// Spans in quotes, or in Markdown's bold (`**Currently Reading**`, which SwiftUI draws),
    /// or square brackets, that start with a capital ('Update', “Check Now”, ‘Done’, [Hide Icon]):
    /// a control's name as it shows.
    /// A straight quote opens only at the start or after a space or bracket, so an apostrophe
    /// (We've, apps') opens nothing.
    static func quotedNames(_ text: ScannedText) -> [Range<Int>] {
        let s = text.scalars
        let closing: [Unicode.Scalar: Unicode.Scalar] = ["“": "”", "‘": "’", "'": "'", "\"": "\"", "[": "]", "【": "】"]
        var spans: [Range<Int>] = []
        var i = 0
        while i < s.count {
            defer { i += 1 }
            if s[i] == "*", i + 2 < s.count, s[i + 1] == "*", s[i + 2].properties.isUppercase {
                var end = i + 2
                while end + 1 < s.count, !(s[end] == "*" && s[end + 1] == "*"), s[end] != "\n" { end += 1 }
                if end + 1 < s.count, s[end] == "*", s[end + 1] == "*" {
                    spans.append((i + 2)..<end)
                    i = end + 1
                }
                continue
            }
            guard let close = closing[s[i]], i + 1 < s.count, s[i + 1].properties.isUppercase else { continue }
            if s[i] == "'" || s[i] == "\"", i > 0, !ScannedText.isWhitespace(s[i - 1]), !["(", "["].contains(s[i - 1]) { continue }
            guard let end = s[(i + 1)...].firstIndex(where: { $0 == close || $0 == "\n" }), s[end] == close else { continue }
            // A Markdown link's text (`[Getting Started](url)`) names a page, not a control.
            if s[i] == "[", end + 1 < s.count, s[end + 1] == "(" { continue }
            spans.append((i + 1)..<end)
            i = end
        }
        return spans
    }

    /// Separators of a path through the interface (`File > Export As`, `Settings › Privacy`).
    private static let pathSeparators: Set<Unicode.Scalar> = [">", "›", "→", "▸"]

    /// The indices (in `words`) of the steps of interface paths: the capitalized phrases on
    /// both sides of each separator (`System Settings`, `Security and Privacy`), which name
    /// what people see and are written as it shows them. A joining word (`and`, `or`, `of`)
    /// belongs to a step only between two of its capitalized words.
    private func interfacePathSteps(_ text: ScannedText, _ words: [ScannedText.Word]) -> Set<Int> {
        var steps = Set<Int>()
        guard text.scalars.contains(where: Self.pathSeparators.contains) else { return steps }
        let startsUpper = { (n: Int) in text.isCapitalized(words[n]) || text.isAllCaps(words[n]) }
        let isJoining = { (n: Int) in ["and", "or", "of"].contains(text.string(words[n])) }
        let joined = { (a: Int, b: Int) in Self.areOneName(text, words[a], words[b]) }
        let next = { (n: Int, step: Int) -> Int? in
            let m = n + step
            guard m >= 0, m < words.count, joined(min(n, m), max(n, m)) else { return nil }
            return m
        }
        for (n, word) in words.enumerated() {
            // The word right after a separator (spaces between) starts a step, the word right
            // before one ends a step.
            let gapBefore = text.scalars[(n > 0 ? words[n - 1].upper : 0)..<word.lower]
            let gapAfter = text.scalars[word.upper..<(n + 1 < words.count ? words[n + 1].lower : text.count)]
            for (gap, step) in [(gapBefore, 1), (gapAfter, -1)] {
                let marks = gap.filter { $0 != " " }
                guard marks.count == 1, Self.pathSeparators.contains(marks.first!), startsUpper(n) else { continue }
                var k: Int? = n
                while let current = k {
                    if startsUpper(current) {
                        steps.insert(current)
                    } else if isJoining(current), let following = next(current, step), startsUpper(following) {
                        steps.insert(current)
                    } else {
                        break
                    }
                    k = next(current, step)
                }
            }
        }
        return steps
    }

    /// True when the word starts a line or follows the end of a sentence, a colon, or an opening
    /// quote or bracket, emphasis marks (`**High` in a list of names) aside.
    private func startsSentence(_ text: ScannedText, before index: Int) -> Bool {
        var i = index - 1
        while i >= 0, text.scalars[i] == "*" || text.scalars[i] == "_" { i -= 1 }
        while i >= 0, ScannedText.isWhitespace(text.scalars[i]) {
            if text.scalars[i] == "\n" { return true }
            i -= 1
        }
        guard i >= 0 else { return true }
        return [".", "!", "?", ":", "“", "\"", "(", "—", "–", "‘"].contains(text.scalars[i])
    }
}

import Foundation
import GuideCore

/// Words that stay lower-case inside a title-style string: articles, coordinating conjunctions
/// and prepositions of four letters or fewer.
let minorWords: Set<String> = [
    "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off", "on",
    "out", "per", "to", "up", "via", "with", "from", "into", "onto", "over", "than", "upon", "like", "near", "past", "down",
]

/// Tests on words. In an ASCII word every character is one scalar, so scalar tests give the
/// same answers as the `Character` ones, without building the word's string.
extension ScannedText {
    /// The word without a possessive ending ("Apple's" → "Apple").
    func withoutPossessive(_ word: Word) -> String {
        let text = string(word)
        for suffix in ["'s", "’s"] where text.hasSuffix(suffix) { return String(text.dropLast(2)) }
        return text
    }

    func isCapitalized(_ word: Word) -> Bool {
        if word.isASCII { return Self.isASCIIUppercase(scalars[word.lower]) }
        return string(word).first.map { $0.isUppercase } ?? false
    }

    /// Mixed case inside the word (iPad, macOS) or digits: written on purpose, never re-cased.
    func hasDeliberateCase(_ word: Word) -> Bool {
        if word.isASCII {
            let all = scalars[word.lower..<word.upper]
            return all.dropFirst().contains(where: Self.isASCIIUppercase) && !isAllCaps(word) || all.contains { $0 >= "0" && $0 <= "9" }
        }
        let text = string(word)
        return text.dropFirst().contains { $0.isUppercase } && !isAllCaps(word) || text.contains { $0.isNumber }
    }

    func isAllCaps(_ word: Word) -> Bool {
        if word.isASCII { return word.upper - word.lower > 1 && !scalars[word.lower..<word.upper].contains { $0 >= "a" && $0 <= "z" } }
        let text = string(word)
        return text.count > 1 && text.allSatisfy { !$0.isLetter || $0.isUppercase }
    }
}

/// Scalar ranges covered by vocabulary phrases (so "Split View" keeps its capitals).
func vocabularyCover(_ text: ScannedText, _ context: LintContext) -> [Range<Int>] {
    var covered: [Range<Int>] = []
    for phrase in context.vocabularyPhrases {
        if text.isASCII && phrase.isASCII {
            // In ASCII, Foundation's search below finds exactly the literal matches.
            covered += occurrences(of: phrase.scalars, in: text.scalars)
            continue
        }
        // Foundation's search also matches canonically equivalent text (`e` + U+0301 for `é`).
        let string = text.text
        var searchStart = string.startIndex
        while let range = string.range(of: phrase.text, range: searchStart..<string.endIndex) {
            let lower = string.unicodeScalars.distance(from: string.unicodeScalars.startIndex, to: range.lowerBound)
            covered.append(lower..<(lower + phrase.scalars.count))
            searchStart = range.upperBound
        }
    }
    return covered
}

extension [Range<Int>] {
    func anyContains(_ index: Int) -> Bool { contains { $0.contains(index) } }
}

struct FirstPersonRule: LintRule {
    let id = "en.first-person"
    let defaultSeverity = Severity.warning
    let summary = "No first person (I, me, my, mine, we, us, our, ours) in copy: speak to people as “you”."
    let languages: Set<String> = ["en"]
    static let pronouns = WordList(["i", "me", "my", "mine", "we", "us", "our", "ours", "myself", "ourselves"])

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for word in text.words {
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
            if lower == "us", base == "US" { continue }          // the country
            let wordText = text.string(word)
            if context.vocabularyWords.contains(wordText) { continue }
            // "I/O" and similar.
            if word.upper < text.count, text.scalars[word.upper] == "/" { continue }
            if word.lower > 0, text.scalars[word.lower - 1] == "/" { continue }
            findings.append(Finding(range: text.utf8Range(word.lower, word.upper),
                                    message: "“\(wordText)” speaks as the app; address people as “you”, or rephrase",
                                    suggestion: lower == "my" || lower == "our" ? "write “your”, or leave the possessive out (“Workouts”, not “My Workouts”)" : nil))
        }
        return findings
    }
}

struct TitleCaseRule: LintRule {
    let id = "en.title-case"
    let defaultSeverity = Severity.warning
    let summary = "Titles, buttons and menu items use title-style capitalization."
    let languages: Set<String> = ["en"]
    let checksQuotedText = true

    func applies(to segment: LintSegment, _ text: ScannedText) -> Bool {
        if segment.role.wantsTitleCase { return true }
        // An alert title that is a fragment (not a sentence) takes title style.
        return segment.role == .alertTitle && !AlertTitleStyle.isSentence(text)
    }

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        guard applies(to: segment, text) else { return [] }
        let words = text.words
        let covered = vocabularyCover(text, context)
        var fixed = Array(text.scalars)
        var wrong: [String] = []
        for (index, word) in words.enumerated() {
            if covered.anyContains(word.lower) || text.hasDeliberateCase(word) || text.isAllCaps(word) || context.vocabularyWords.contains(text.withoutPossessive(word)) { continue }
            // Only the first part of a hyphenated compound is checked ("Built-in").
            if word.lower > 0, text.scalars[word.lower - 1] == "-" { continue }
            let isEdge = index == 0 || index == words.count - 1
            let wordText = text.string(word)
            let lower = wordText.lowercased()
            if minorWords.contains(lower), !isEdge {
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
                        message: "use title-style capitalization here (\(wrong.map { "“\($0)”" }.joined(separator: ", ")))",
                        suggestion: "write “\(corrected)”", replacement: corrected)]
    }
}

/// Alert titles: a fragment or a single question takes title style; a complete statement, or
/// two or more sentences, take sentence style.
enum AlertTitleStyle {
    static func isSentence(_ text: ScannedText) -> Bool {
        guard let last = text.scalars.last(where: { !$0.properties.isWhitespace }) else { return false }
        if last == "." || last == "!" { return true }
        // A question followed or preceded by another sentence.
        let ends = text.scalars.indices.filter { i in [".", "?", "!"].contains(text.scalars[i]) && i + 1 < text.count && text.scalars[i + 1] == " " }
        return !ends.isEmpty
    }
}

struct SentenceCaseRule: LintRule {
    let id = "en.sentence-case"
    let defaultSeverity = Severity.warning
    let summary = "Headings below the title, messages and sentence-like alert titles use sentence-style capitalization."
    let languages: Set<String> = ["en"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        let applies = segment.role.wantsSentenceCase || (segment.role == .alertTitle && AlertTitleStyle.isSentence(text))
        guard applies else { return [] }
        let words = text.words
        // Most words after the first are lower-case, so phrases are only looked for when one is not.
        lazy var covered = vocabularyCover(text, context)
        var fixed = Array(text.scalars)
        var wrong: [String] = []
        for (index, word) in words.enumerated() where index > 0 {
            guard text.isCapitalized(word), !text.isAllCaps(word), !text.hasDeliberateCase(word) else { continue }
            let wordText = text.string(word)
            if covered.anyContains(word.lower) || context.vocabularyWords.contains(text.withoutPossessive(word)) || wordText == "I" || wordText.hasPrefix("I'") || wordText.hasPrefix("I’") { continue }
            if startsSentence(text, before: word.lower) { continue }
            wrong.append(wordText)
            fixed[word.lower] = String(fixed[word.lower]).lowercased().unicodeScalars.first!
        }
        guard !wrong.isEmpty else { return [] }
        var corrected = ""
        corrected.unicodeScalars.append(contentsOf: fixed)
        return [Finding(range: 0..<text.offsets[text.count],
                        message: "use sentence-style capitalization here: only the first word and proper nouns are capitalized (\(wrong.map { "“\($0)”" }.joined(separator: ", ")))",
                        suggestion: "write “\(corrected)”, or add a proper noun to `lint.vocabulary`", replacement: corrected)]
    }

    /// True when the word follows the end of a sentence, a colon, or an opening quote or bracket.
    private func startsSentence(_ text: ScannedText, before index: Int) -> Bool {
        var i = index - 1
        while i >= 0, ScannedText.isWhitespace(text.scalars[i]) { i -= 1 }
        guard i >= 0 else { return true }
        return [".", "!", "?", ":", "“", "\"", "(", "—", "–", "‘"].contains(text.scalars[i])
    }
}

struct TapRule: LintRule {
    let id = "en.tap"
    let defaultSeverity = Severity.warning
    let summary = "Say “tap” for on-screen controls, not “touch”, “click” or “press” (nor “choose” in interface strings)."
    let languages: Set<String> = ["en"]
    static let forms: [String: String] = [
        "touch": "tap", "touches": "taps", "touched": "tapped", "touching": "tapping",
        "click": "tap", "clicks": "taps", "clicked": "tapped", "clicking": "tapping",
        "choose": "tap", "chooses": "taps", "chose": "tapped", "chosen": "tapped", "choosing": "tapping",
        "press": "tap", "presses": "taps", "pressed": "tapped", "pressing": "tapping",
    ]
    static let formWords = WordList(forms.keys)
    /// “Long press” in each form, as “touch and hold”.
    static let touchAndHold = ["press": "touch and hold", "presses": "touches and holds", "pressed": "touched and held", "pressing": "touching and holding"]
    /// Words after which "press" is about a key: "press Command-N", "press the Return key".
    static let keysAfterPress: Set<String> = [
        "command", "option", "control", "shift", "return", "escape", "tab", "space", "delete", "the", "a", "key", "keys", "enter",
    ]
    /// Words after which "touch" names hardware or Apple's own gesture: "touch screen", "Touch ID", "touch and hold".
    static let nounsAfterTouch: Set<String> = ["screen", "screens", "id", "bar", "surface", "surfaces", "and", "input", "target", "targets"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        let words = text.words
        var findings: [Finding] = []
        for (index, word) in words.enumerated() {
            guard let lower = Self.formWords.match(word, in: text), let replacement = Self.forms[lower] else { continue }
            // In guideline prose "choose" is the designer deciding; in interface strings it is a tap.
            if lower.hasPrefix("ch"), segment.role == .text || segment.role == .heading, !segment.isExample, !segment.isCounterExample { continue }
            // “Long press” is not a long tap: the gesture is “touch and hold”.
            if lower.hasPrefix("press"), index > 0, text.string(words[index - 1]).lowercased() == "long",
               text.scalars[words[index - 1].upper..<word.lower].allSatisfy({ $0 == " " || $0 == "-" }) {
                let before = words[index - 1]
                let phrase = text.string(before.lower, word.upper)
                let fixed = matchCase(Self.touchAndHold[lower] ?? "touch and hold", like: phrase)
                findings.append(Finding(range: text.utf8Range(before.lower, word.upper),
                                        message: "“\(phrase)” is not what the gesture is called; people touch and hold",
                                        suggestion: "write “\(fixed)”", replacement: fixed))
                continue
            }
            let next = index + 1 < words.count ? text.string(words[index + 1]).lowercased() : ""
            if lower.hasPrefix("press") && Self.keysAfterPress.contains(next) || lower.hasPrefix("touch") && Self.nounsAfterTouch.contains(next) {
                continue
            }
            if index > 0, text.string(words[index - 1]) == "3D" { continue }
            let wordText = text.string(word)
            let fixed = matchCase(replacement, like: wordText)
            findings.append(Finding(range: text.utf8Range(word.lower, word.upper),
                                    message: "“\(wordText)” describes a mouse or a button press; on a touch screen people tap",
                                    suggestion: "write “\(fixed)”", replacement: fixed))
        }
        return findings
    }
}

struct ButtonRules: LintRule {
    let id = "en.button"
    let defaultSeverity = Severity.error
    let summary = "Buttons: a verb or “OK”, never “Yes”/“No”; “OK”, not “Ok”/“Okay”; no end punctuation but an ellipsis; no quotation marks."
    let languages: Set<String> = ["en"]
    let checksQuotedText = true

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        guard segment.role == .button else { return [] }
        let whole = 0..<text.offsets[text.count]
        let trimmed = segment.text.trimmingCharacters(in: .whitespaces)
        var findings: [Finding] = []
        switch trimmed.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".!?")) {
        case "yes", "no":
            findings.append(Finding(range: whole, message: "“\(trimmed)” makes people reread the question; name the result instead",
                                    suggestion: "use a verb for what happens (“Delete”, “Keep Editing”) or “OK”"))
        case "ok", "okay":
            if trimmed != "OK" {
                findings.append(Finding(range: whole, message: "“\(trimmed)” on a button is spelled “OK”, in capitals", suggestion: "write “OK”", replacement: "OK"))
            }
        default:
            break
        }
        if let last = trimmed.unicodeScalars.last, [".", "!", "?", ":", ";", ","].contains(last), !trimmed.hasSuffix("...") {
            let cleaned = String(trimmed.unicodeScalars.dropLast())
            findings.append(Finding(range: whole, message: "a button label ends without punctuation (an ellipsis is fine when more input follows)",
                                    suggestion: "write “\(cleaned)”", replacement: trimmed == segment.text ? cleaned : nil))
        }
        if let first = trimmed.unicodeScalars.first, ["\"", "“", "‘", "'", "「"].contains(first) {
            findings.append(Finding(range: whole, message: "a button label needs no quotation marks"))
        }
        return findings
    }
}

struct AlertTitleWordRule: LintRule {
    let id = "alert-title.single-word"
    let defaultSeverity = Severity.error
    let summary = "An alert title says what happened, not one word such as “Error”, “Warning”, “Alert”, “Failed” (错误, 警告, 提示, 失败)."
    let languages: Set<String> = []
    let checksQuotedText = true
    static let chinese: Set<String> = ["错误", "警告", "提示", "失败", "注意", "出错"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        guard segment.role == .alertTitle else { return [] }
        let trimmed = segment.text.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ".!?。！？")))
        let isSingle = segment.language.isCJK ? Self.chinese.contains(trimmed) : (text.words.count == 1 && !trimmed.isEmpty)
        guard isSingle else { return [] }
        return [Finding(range: 0..<text.offsets[text.count],
                        message: segment.language.isCJK ? "“\(trimmed)”没有告诉用户能做什么；请说明发生了什么"
                                                         : "“\(trimmed)” tells people nothing they can act on; say what happened",
                        suggestion: segment.language.isCJK ? "例如“无法发送邮件”" : "for example “Can’t Send Message”")]
    }
}

struct MessagePunctuationRule: LintRule {
    let id = "en.message-punctuation"
    let defaultSeverity = Severity.warning
    let summary = "Messages are complete sentences that end with punctuation."
    let languages: Set<String> = ["en"]
    let checksQuotedText = true

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        guard segment.role == .message || segment.role == .alertMessage else { return [] }
        guard let last = text.scalars.last(where: { !$0.properties.isWhitespace }) else { return [] }
        if [".", "!", "?", "…", ")", "”", "\""].contains(last) { return [] }
        return [Finding(range: 0..<text.offsets[text.count], message: "a message is a complete sentence; end it with a period",
                        suggestion: "add “.” at the end")]
    }
}

struct AllCapsRule: LintRule {
    let id = "en.all-caps"
    let defaultSeverity = Severity.warning
    let summary = "No words in ALL CAPS, except acronyms in the vocabulary."
    let languages: Set<String> = ["en"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        // A loop rather than `compactMap`: an optional finding per word costs more than the test.
        var findings: [Finding] = []
        let s = text.scalars
        for word in text.words {
            // Cheap test first: the first two letters are capitals.
            guard word.upper - word.lower >= 3, ScannedText.isUppercase(s[word.lower]), ScannedText.isUppercase(s[word.lower + 1]) else { continue }
            let wordText = text.string(word)
            guard wordText.count >= 3, text.isAllCaps(word), wordText.contains(where: \.isLetter),
                  !context.vocabularyWords.contains(wordText), !wordText.contains(where: \.isNumber) else { continue }
            // Short all-caps words are usually acronyms (HDR, USB); only flag words with a vowel that read as words.
            if wordText.count <= 4, !wordText.contains(where: { "AEIOU".contains($0) }) { continue }
            let fixed = wordText.prefix(1) + wordText.dropFirst().lowercased()
            findings.append(Finding(range: text.utf8Range(word.lower, word.upper), message: "“\(wordText)” shouts; write it in normal case (or add it to `lint.vocabulary` if it is an acronym)",
                                    suggestion: "write “\(fixed)”"))
        }
        return findings
    }
}

struct JargonRule: LintRule {
    let id = "en.jargon"
    let defaultSeverity = Severity.warning
    let summary = "No developer jargon in copy (invalid, execute, abort, fatal, parameter… — configurable)."
    let languages: Set<String> = ["en"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for word in text.words where context.jargonWords.match(word, in: text) != nil {
            findings.append(Finding(range: text.utf8Range(word.lower, word.upper), message: "“\(text.string(word))” is jargon; say what it means for the person using the app"))
        }
        return findings
    }
}

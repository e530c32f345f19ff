import Foundation
import GuideCore

struct AllCapsRule: LintRule {
    let id = "en.all-caps"
    let defaultSeverity = Severity.warning
    let summary = "No words in ALL CAPS, except acronyms (built in, `lint.acronyms`, `lint.vocabulary`)."
    let languages: Set<String> = ["en"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        // A loop rather than `compactMap`: an optional finding per word costs more than the test.
        var findings: [Finding] = []
        let s = text.scalars
        let words = text.words
        // Text written all in capitals (“DYNAMIC GRADIENT”) shouts in any English word; one word
        // in capitals among others (“Show FLEX”, “SOCKS proxy”) is a name or an acronym unless
        // it is a common word.
        lazy var shoutsThroughout = words.allSatisfy { text.isAllCaps($0) || !text.string($0).contains(where: \.isLetter) }
        for (index, word) in words.enumerated() {
            // Cheap test first: the first two letters are capitals.
            guard word.upper - word.lower >= 3, ScannedText.isUppercase(s[word.lower]), ScannedText.isUppercase(s[word.lower + 1]) else { continue }
            let wordText = text.string(word)
            guard wordText.count >= 3, text.isAllCaps(word), wordText.contains(where: \.isLetter),
                  !context.vocabularyWords.contains(wordText), !context.acronyms.contains(wordText), !segment.codeWords.contains(wordText),
                  !wordText.contains(where: \.isNumber) else { continue }
            if isHexNumber(wordText, text, before: word.lower) || Self.isAssigned(word, text) { continue }
            if Self.isInACodeName(word, text) || Self.isWordToType(index, words, text) { continue }
            // Short all-caps words are usually acronyms (HDR, USB); only flag words with a vowel that read as words.
            if wordText.count <= 4, !wordText.contains(where: { "AEIOU".contains($0) }) { continue }
            // A word in capitals that is not an English word is an acronym or a name the linter
            // cannot know (TTA, WEBP, HEIC, and GEOIP MMDB side by side); an English word, or a
            // run of capitals that holds one, shouts.
            if !Self.isAWord(wordText, throughout: shoutsThroughout), !Self.runHoldsAWord(words, index, text, throughout: shoutsThroughout) { continue }
            let fixed = wordText.prefix(1) + wordText.dropFirst().lowercased()
            findings.append(Finding(range: text.utf8Range(word.lower, word.upper), message: "“\(wordText)” shouts; write it in normal case (or add it to `lint.acronyms` if it is an acronym)",
                                    suggestion: "write “\(fixed)”"))
        }
        return findings
    }

    /// True when a word written in capitals is an English word: a common one, or, in text
    /// written all in capitals, one of four letters or more that people use (PHASES, GRADIENT);
    /// a shorter one may be an acronym that spells a word (WAN, RAM).
    private static func isAWord(_ capitals: String, throughout: Bool) -> Bool {
        let lower = capitals.lowercased()
        return EnglishLexicon.shared.isCommon(lower) || throughout && capitals.count >= 4 && EnglishLexicon.shared.isInUse(lower)
    }

    /// True when the run of words in capitals that word `index` stands in (“A LOT OF FILES”)
    /// holds an English word besides it.
    private static func runHoldsAWord(_ words: [ScannedText.Word], _ index: Int, _ text: ScannedText, throughout: Bool) -> Bool {
        func isWord(_ i: Int) -> Bool { isAWord(text.string(words[i]), throughout: throughout) }
        var i = index
        while i > 0, capitalsJoin(words[i - 1], words[i], text) {
            i -= 1
            if isWord(i) { return true }
        }
        i = index
        while i + 1 < words.count, capitalsJoin(words[i], words[i + 1], text) {
            i += 1
            if isWord(i) { return true }
        }
        return false
    }

    /// True when two words in capitals stand side by side, only spaces between them (“APP ICON”).
    private static func capitalsJoin(_ first: ScannedText.Word, _ second: ScannedText.Word, _ text: ScannedText) -> Bool {
        second.upper - second.lower >= 2 && first.upper - first.lower >= 2
            && text.scalars[first.upper..<second.lower].allSatisfy { $0 == " " }
            && text.isAllCaps(first) && text.isAllCaps(second)
    }

    /// True when `=` joins the word to another with no space (`KEY=VALUE`, `MODE=fast`): a
    /// setting as the code or a shell spells it.
    private static func isAssigned(_ word: ScannedText.Word, _ text: ScannedText) -> Bool {
        let s = text.scalars
        let before = word.lower >= 2 && s[word.lower - 1] == "=" && !ScannedText.isWhitespace(s[word.lower - 2])
        let after = word.upper + 1 < s.count && s[word.upper] == "=" && !ScannedText.isWhitespace(s[word.upper + 1])
        return before || after
    }

    /// True for capitals joined to another name by an underscore (`INPUT_PULLUP`, `MAX_ITEMS`):
    /// a constant's name from the code, which `code-identifier` reports.
    private static func isInACodeName(_ word: ScannedText.Word, _ text: ScannedText) -> Bool {
        let s = text.scalars
        var start = word.lower, end = word.upper
        while start > 0, IdentifierRule.isNamePart(s[start - 1]) { start -= 1 }
        while end < s.count, IdentifierRule.isNamePart(s[end]) { end += 1 }
        return (start < word.lower || end > word.upper) && IdentifierRule.isIdentifier(text.string(start, end), declared: [])
    }

    /// True for the word right after “type” or “enter” (“Type RESTORE below to confirm”): what
    /// people are asked to type, written as they must type it.
    private static func isWordToType(_ index: Int, _ words: [ScannedText.Word], _ text: ScannedText) -> Bool {
        index > 0 && ["type", "enter"].contains(text.string(words[index - 1]).lowercased())
    }

    /// True for hexadecimal digits written after `U+` or `0x` (`U+AFFFD`, `0xFACE`): a number, not a word.
    private func isHexNumber(_ word: String, _ text: ScannedText, before index: Int) -> Bool {
        guard index >= 2, word.allSatisfy({ $0.isHexDigit }) else { return false }
        let prefix = String(text.scalars[index - 2]) + String(text.scalars[index - 1])
        return prefix == "U+" || prefix == "0x" || prefix == "0X"
    }
}

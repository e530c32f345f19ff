import Foundation
import GuideCore

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
        var lastWrong: Int?
        for (index, word) in words.enumerated() where index > 0 {
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
                  commonWords.match(word, in: text) != nil || segment.lowercaseWords.contains(lowered) else { continue }
            // A name written in code on the page (`switch`), in either case, is left as written.
            if segment.codeWords.contains(wordText) || segment.codeWords.contains(wordText.lowercased()) { continue }
            // An app's name that is a common word (Settings) right after a word lower-cased here
            // belongs to that phrase (“Server Content Settings”), not to the app.
            let followsWrong = lastWrong == index - 1
            if covered.anyContains(word.lower) || wordText == "I" || wordText.hasPrefix("I'") || wordText.hasPrefix("I’") { continue }
            if context.vocabularyWords.contains(text.withoutPossessive(word)), !followsWrong { continue }
            if startsSentence(text, before: word.lower) { continue }
            wrong.append(wordText)
            lastWrong = index
            fixed[word.lower] = String(fixed[word.lower]).lowercased().unicodeScalars.first!
        }
        guard !wrong.isEmpty else { return [] }
        var corrected = ""
        corrected.unicodeScalars.append(contentsOf: fixed)
        return [Finding(range: 0..<text.offsets[text.count],
                        message: "use sentence-style capitalization here: only the first word and proper nouns are capitalized (\(wrong.map { "“\($0)”" }.joined(separator: ", ")))",
                        suggestion: "write “\(corrected)”, or add a proper noun to `lint.vocabulary`", replacement: corrected)]
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

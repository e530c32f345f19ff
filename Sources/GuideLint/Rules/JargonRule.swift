import Foundation
import GuideCore

struct JargonRule: LintRule {
    let id = "en.jargon"
    let defaultSeverity = Severity.warning
    let summary = "No developer jargon in copy (invalid, execute, abort, fatal, parameter… — configurable)."
    let languages: Set<String> = ["en"]

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for word in text.words {
            guard let lower = context.jargonWords.match(word, in: text) else { continue }
            // A word the page writes in code is its subject (“parameter” in a programming book).
            if !segment.codeWords.isEmpty, segment.codeWords.contains(lower) || segment.codeWords.contains(text.string(word)) { continue }
            findings.append(Finding(range: text.utf8Range(word.lower, word.upper), message: "“\(text.string(word))” is jargon; say what it means for the person using the app"))
        }
        return findings
    }
}

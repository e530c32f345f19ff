import Foundation
import GuideCore

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

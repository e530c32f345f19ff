import Foundation
import GuideCore

struct ButtonRule: LintRule {
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
        // Punctuation before a trailing emoji still ends the label; an ellipsis is one token.
        if let lastIndex = text.lastMeaningfulIndex, [".", "!", "?", ":", ";", ","].contains(text.scalars[lastIndex]), !text.endsWithEllipsis {
            let last = text.scalars[lastIndex]
            let cleaned = text.string(0, lastIndex) + text.string(lastIndex + 1, text.count)
            // Taking away “?” or “!” changes what the label says: reported, never fixed.
            let safe = last != "?" && last != "!"
            findings.append(Finding(range: whole, message: "a button label ends without punctuation (an ellipsis is fine when more input follows)",
                                    suggestion: safe ? "write “\(cleaned)”" : "rephrase it as an action, such as “Remove”",
                                    replacement: safe ? cleaned : nil))
        }
        if let first = trimmed.unicodeScalars.first, ["\"", "“", "‘", "'", "「"].contains(first) {
            findings.append(Finding(range: whole, message: "a button label needs no quotation marks"))
        }
        return findings
    }
}

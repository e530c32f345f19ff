import Foundation
import GuideCore

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

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
        // Punctuation before a trailing emoji still ends the sentence.
        guard let lastIndex = text.lastMeaningfulIndex else { return [] }
        if [".", "!", "?", "…", ")", "”", "\""].contains(text.scalars[lastIndex]) { return [] }
        // Only a string that reads as a sentence needs a period: “Description” or “Add description” do not.
        guard Self.looksLikeSentence(text) else { return [] }
        return [Finding(range: 0..<text.offsets[text.count], message: "a message is a complete sentence; end it with a period",
                        suggestion: "add “.” at the end")]
    }

    /// Four words or more, or sentence punctuation inside (“Saved. Tap to undo”).
    static func looksLikeSentence(_ text: ScannedText) -> Bool {
        if text.words.count >= 4 { return true }
        let s = text.scalars
        return s.indices.dropLast().contains { [".", "!", "?"].contains(s[$0]) && ScannedText.isWhitespace(s[$0 + 1]) }
    }
}

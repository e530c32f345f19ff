import Foundation
import GuideCore

/// Emphasis that cmark leaves as literal asterisks next to full-width punctuation
/// (`**警告框。**后续`; CommonMark spec issue #650), in any language's text. Found on the
/// Markdown text nodes; the message is Chinese for Chinese text, English for the rest.
struct UnrenderedEmphasisRule: LintRule {
    let id = "markdown.emphasis-punctuation"
    let defaultSeverity = Severity.error
    let summary = "Emphasis that touches full-width punctuation is left unrendered by cmark (`**警告框。**后续`): move the punctuation outside the markers."
    let languages: Set<String> = []
    let checksQuotedText = true

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        // Segments carry the delimiters cmark left as text; a pair of them around text that ends or
        // starts with full-width punctuation is the unrendered case.
        // Nearly every segment has neither delimiter: `memchr` over the bytes says so quickly.
        guard text.mayContain(UInt8(ascii: "*")) || text.mayContain(UInt8(ascii: "_")) else { return [] }
        var findings: [Finding] = []
        let chinese = segment.language.isChinese
        let s = text.scalars
        var i = 0
        while i + 1 < s.count {
            guard (s[i] == "*" && s[i + 1] == "*") || (s[i] == "_" && s[i + 1] == "_") else { i += 1; continue }
            let marker = s[i]
            var j = i + 2
            while j + 1 < s.count, !(s[j] == marker && s[j + 1] == marker) { j += 1 }
            guard j + 1 < s.count, j > i + 2 else { break }
            let inner = Array(s[(i + 2)..<j])
            // A closing marker after punctuation still closes before a space, a line end or more
            // punctuation; an opening one before punctuation still opens after them (CommonMark's
            // flanking rules).
            let after: Unicode.Scalar? = j + 2 < s.count ? s[j + 2] : nil
            let before: Unicode.Scalar? = i > 0 ? s[i - 1] : nil
            let closes = after.map { ScannedText.isWhitespace($0) || Self.isPunctuation($0) } ?? true
            let opens = before.map { ScannedText.isWhitespace($0) || Self.isPunctuation($0) } ?? true
            if let last = inner.last, ScannedText.isCJKPunctuation(last), !closes {
                var fixed = String(marker) + String(marker)
                fixed.unicodeScalars.append(contentsOf: inner.dropLast())
                fixed += String(marker) + String(marker) + String(last)
                findings.append(Finding(range: text.utf8Range(i, j + 2), message: Self.message(chinese: chinese),
                                        suggestion: Self.suggestion(moving: last, chinese: chinese), replacement: fixed))
            } else if let first = inner.first, ScannedText.isCJKPunctuation(first), !opens {
                var fixed = String(first) + String(marker) + String(marker)
                fixed.unicodeScalars.append(contentsOf: inner.dropFirst())
                fixed += String(marker) + String(marker)
                findings.append(Finding(range: text.utf8Range(i, j + 2), message: Self.message(chinese: chinese),
                                        suggestion: Self.suggestion(moving: first, chinese: chinese), replacement: fixed))
            }
            i = j + 2
        }
        if text.mayContain(UInt8(ascii: "*")) { findings += singleAsteriskFindings(text, chinese: chinese) }
        return findings
    }

    /// The message in the text's language: Chinese for Chinese, English for any other.
    static func message(chinese: Bool) -> String {
        chinese ? "强调标记紧挨中文标点，不会被渲染，读者会看到星号"
            : "the emphasis marker touches full-width punctuation, so it is not rendered: readers see the asterisks"
    }

    static func suggestion(moving punctuation: Unicode.Scalar, chinese: Bool) -> String {
        chinese ? "把“\(punctuation)”移到标记外面" : "move “\(punctuation)” outside the markers"
    }

    /// A punctuation character as CommonMark counts them: ASCII punctuation, or Unicode's P* categories.
    static func isPunctuation(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(s) }
        switch s.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .closePunctuation, .finalPunctuation, .initialPunctuation, .otherPunctuation, .openPunctuation: return true
        default: return false
        }
    }

    /// `中文*斜体。*后面`: a single `*` that cmark cannot close (or open) because full-width
    /// punctuation stands inside it and a character, not a space, outside.
    private func singleAsteriskFindings(_ text: ScannedText, chinese: Bool) -> [Finding] {
        let s = text.scalars
        func isSingle(_ i: Int) -> Bool { s[i] == "*" && (i == 0 || s[i - 1] != "*") && (i + 1 == s.count || s[i + 1] != "*") }
        var findings: [Finding] = []
        var open: Int?
        for i in s.indices where isSingle(i) {
            guard let start = open else { open = i; continue }
            open = nil
            guard i > start + 1 else { continue }
            let first = s[start + 1], last = s[i - 1]
            let after: Unicode.Scalar? = i + 1 < s.count ? s[i + 1] : nil
            let before: Unicode.Scalar? = start > 0 ? s[start - 1] : nil
            let inner = text.string(start + 1, i - 1 + 1)
            if ScannedText.isCJKPunctuation(last), let after, !ScannedText.isWhitespace(after), !ScannedText.isCJKPunctuation(after) {
                let fixed = "*" + String(inner.unicodeScalars.dropLast()) + "*" + String(last)
                findings.append(Finding(range: text.utf8Range(start, i + 1), message: Self.message(chinese: chinese),
                                        suggestion: Self.suggestion(moving: last, chinese: chinese), replacement: fixed))
            } else if ScannedText.isCJKPunctuation(first), let before, !ScannedText.isWhitespace(before), !ScannedText.isCJKPunctuation(before) {
                let fixed = String(first) + "*" + String(inner.unicodeScalars.dropFirst()) + "*"
                findings.append(Finding(range: text.utf8Range(start, i + 1), message: Self.message(chinese: chinese),
                                        suggestion: Self.suggestion(moving: first, chinese: chinese), replacement: fixed))
            }
        }
        return findings
    }
}

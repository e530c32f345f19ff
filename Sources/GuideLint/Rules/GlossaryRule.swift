import Foundation
import GuideContent
import GuideCore

struct GlossaryRule: LintRule {
    let id = "glossary"
    let defaultSeverity = Severity.warning
    let summary = "Use the glossary's preferred term instead of a rejected alternative, in both languages."
    let languages: Set<String> = []

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        // Without a glossary (most sites), nothing to look up for any segment.
        guard !context.glossaryIndex.isEmpty,
              let index = context.glossaryIndex[segment.language.tag] ?? RuleLanguage(tag: segment.language.tag).flatMap({ context.glossaryIndex[$0.rawValue] }) else { return [] }
        if segment.language.isCJK { return findings(scanning: text.scalars, at: text.scalars.indices, of: text, index, isCJK: true, chinese: segment.language.isChinese) }
        // Other languages match in any case: the text is lower-cased as it is read.
        let lowered = LowercasedScalars(base: text.scalars)
        // In a language with spaces a term starts a word: only the words' starts are tried.
        if index.startsWithWords { return findings(scanning: lowered, at: text.words.lazy.map(\.lower), of: text, index, isCJK: false, chinese: false) }
        return findings(scanning: lowered, at: text.scalars.indices, of: text, index, isCJK: false, chinese: false)
    }

    /// The findings in `scan`, the text's scalars as they are compared (lower-cased unless
    /// Chinese), trying terms at the positions `starts` (in order).
    private func findings<Scan: RandomAccessCollection<Unicode.Scalar>>(scanning scan: Scan, at starts: some Sequence<Int>, of text: ScannedText,
                                                                        _ index: LintContext.GlossaryIndex, isCJK: Bool, chinese: Bool) -> [Finding] where Scan.Index == Int {
        var findings: [Finding] = []
        // Where the last finding ended: findings do not overlap.
        var next = 0
        for i in starts where i >= next {
            guard index.mayStart(at: i, in: scan) else { continue }
            // A term in a language with spaces starts a word.
            if !isCJK, i > 0, ScannedText.isWordScalar(scan[i - 1]) { continue }
            guard let candidates = index.byFirst[scan[i]] else { continue }
            for entry in candidates where i + entry.wrong.count <= scan.count && scan[i..<(i + entry.wrong.count)].elementsEqual(entry.wrong) {
                let range = i..<(i + entry.wrong.count)
                if !isCJK {
                    let before = i > 0 ? scan[i - 1] : " "
                    let after = range.upperBound < scan.count ? scan[range.upperBound] : " "
                    if ScannedText.isWordScalar(before) || ScannedText.isWordScalar(after) { continue }
                }
                // 安全区 inside 安全区域 is the preferred term, not the rejected one.
                let preferred = Array(entry.preferred.lowercased().unicodeScalars)
                if let offset = preferred.firstIndex(of: entry.wrong[0]), i >= offset, i - offset + preferred.count <= scan.count,
                   scan[(i - offset)..<(i - offset + preferred.count)].elementsEqual(preferred) { continue }
                let found = text.string(range.lowerBound, range.upperBound)
                let fixed = isCJK ? entry.preferred : matchCase(entry.preferred, like: found)
                findings.append(Finding(range: text.utf8Range(range.lowerBound, range.upperBound),
                                        message: chinese ? "术语表用“\(entry.preferred)”，不用“\(found)”" : "the glossary uses “\(entry.preferred)” for this, not “\(found)”",
                                        suggestion: chinese ? "写“\(fixed)”" : "write “\(fixed)”", replacement: fixed))
                next = range.upperBound
                break
            }
        }
        return findings
    }
}

import Foundation
import GuideCore

/// Finds every occurrence of `needle` in the scalars, as scalar ranges.
func occurrences(of needle: String, in text: ScannedText) -> [Range<Int>] {
    occurrences(of: Array(needle.unicodeScalars), in: text.scalars)
}

func occurrences(of target: [Unicode.Scalar], in scalars: [Unicode.Scalar]) -> [Range<Int>] {
    guard !target.isEmpty, target.count <= scalars.count else { return [] }
    var found: [Range<Int>] = []
    var i = 0
    while i + target.count <= scalars.count {
        if scalars[i] == target[0], scalars[i..<(i + target.count)].elementsEqual(target) {
            found.append(i..<(i + target.count))
            i += target.count
        } else {
            i += 1
        }
    }
    return found
}

/// Occurrences of a word or phrase; English ones must stand as whole words and match in any case.
func matches(_ phrase: String, in text: ScannedText, wordBoundaries: Bool) -> [Range<Int>] {
    guard wordBoundaries else { return occurrences(of: phrase, in: text) }
    guard let lowered = text.lowercasedScalars else { return [] }
    return occurrences(of: Array(phrase.lowercased().unicodeScalars), in: lowered).filter { range in
        let before = range.lowerBound > 0 ? lowered[range.lowerBound - 1] : " "
        let after = range.upperBound < lowered.count ? lowered[range.upperBound] : " "
        return !ScannedText.isWordScalar(before) && !ScannedText.isWordScalar(after)
    }
}

import Foundation
import GuideCore

/// Words that stay lower-case inside a title-style string: articles, coordinating conjunctions
/// and prepositions of four letters or fewer.
let minorWords: Set<String> = [
    "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off", "on",
    "out", "per", "to", "up", "via", "with", "from", "into", "onto", "over", "than", "upon", "like", "near", "past", "down",
]

/// Prefixes that cannot stand by themselves as words: in title style the word a hyphen joins
/// to one stays lower-case (“Re-enter Password”, “Non-visible Spaces”), as The Chicago Manual
/// of Style has it for hyphenated compounds, though it may take a capital too (“Re-Enter”).
let boundPrefixes: Set<String> = [
    "re", "non", "pre", "un", "co", "de", "dis", "mis", "multi", "semi", "sub", "anti", "inter", "intra", "post", "mid", "bi", "tri",
]

/// Verbs whose particle (`out` of Log Out, `up` of Set Up) is part of the verb: title style
/// capitalizes it, though the same word as a preposition stays lower-case. By particle.
let phrasalVerbs: [String: Set<String>] = [
    "in": ["log", "sign", "check", "opt", "zoom", "fill", "plug", "tune", "cash", "type"],
    "out": ["log", "sign", "check", "opt", "zoom", "fill", "cut", "pop", "find", "try", "black", "print"],
    "on": ["log", "sign", "turn", "switch", "hold", "carry", "move", "try"],
    "off": ["log", "sign", "turn", "switch", "hand", "drop", "cut", "show", "top", "pay"],
    "up": ["set", "sign", "back", "clean", "pick", "look", "wake", "speed", "move", "scroll", "swipe", "follow", "catch",
           "top", "pop", "open", "start", "pull", "bring", "free", "line", "warm", "fix", "power", "sync", "tidy", "team", "sum"],
    "down": ["shut", "slow", "scroll", "swipe", "move", "turn", "narrow", "count", "calm", "power", "wind", "write", "tone",
             "step", "scale", "pull", "drill", "break", "cool"],
    "over": ["start", "hand", "take", "roll", "turn", "hover", "mouse", "look"],
]

/// Tests on words. In an ASCII word every character is one scalar, so scalar tests give the
/// same answers as the `Character` ones, without building the word's string.
extension ScannedText {
    /// The word without a possessive ending ("Apple's" → "Apple").
    func withoutPossessive(_ word: Word) -> String {
        let text = string(word)
        for suffix in ["'s", "’s"] where text.hasSuffix(suffix) { return String(text.dropLast(2)) }
        return text
    }

    func isCapitalized(_ word: Word) -> Bool {
        if word.isASCII { return Self.isASCIIUppercase(scalars[word.lower]) }
        return string(word).first.map { $0.isUppercase } ?? false
    }

    /// Mixed case inside the word (iPad, macOS) or digits: written on purpose, never re-cased.
    func hasDeliberateCase(_ word: Word) -> Bool {
        if isFileExtension(word) { return true }
        if word.isASCII {
            let all = scalars[word.lower..<word.upper]
            return all.dropFirst().contains(where: Self.isASCIIUppercase) && !isAllCaps(word) || all.contains { $0 >= "0" && $0 <= "9" }
        }
        let text = string(word)
        return text.dropFirst().contains { $0.isUppercase } && !isAllCaps(word) || text.contains { $0.isNumber }
    }

    /// True for a file's extension written as such (“.markdown”, “(.txt)”): a dot right before
    /// the word, at the start of the text or after a space or an opening bracket or quote. The
    /// file system spells it, not the sentence.
    func isFileExtension(_ word: Word) -> Bool {
        guard word.lower > 0, scalars[word.lower - 1] == "." else { return false }
        guard word.lower > 1 else { return true }
        let before = scalars[word.lower - 2]
        return Self.isWhitespace(before) || "([“\"‘'".unicodeScalars.contains(before)
    }

    func isAllCaps(_ word: Word) -> Bool {
        if word.isASCII { return word.upper - word.lower > 1 && !scalars[word.lower..<word.upper].contains { $0 >= "a" && $0 <= "z" } }
        let text = string(word)
        return text.count > 1 && text.allSatisfy { !$0.isLetter || $0.isUppercase }
    }
}

/// Scalar ranges covered by vocabulary phrases (so "Split View" keeps its capitals).
func vocabularyCover(_ text: ScannedText, _ context: LintContext) -> [Range<Int>] {
    var covered: [Range<Int>] = []
    // ASCII phrases, found in one pass over the text by their first scalar. A phrase's matches do
    // not overlap one another (as `occurrences(of:in:)` finds them); an ASCII phrase matches only
    // itself, as Foundation's search below would, unless a combining mark follows its last
    // letter (`l` + U+0301 is another character).
    let s = text.scalars
    var matchEnds: [Int: Int] = [:]
    for i in s.indices where context.phraseFirstScalars.mayContain(s[i]) {
        guard let candidates = context.asciiPhrasesByFirstScalar[s[i]] else { continue }
        for index in candidates {
            let phrase = context.vocabularyPhrases[index].scalars
            let end = i + phrase.count
            guard end <= s.count, i >= matchEnds[index, default: 0], s[i..<end].elementsEqual(phrase) else { continue }
            matchEnds[index] = end
            if end < s.count, !s[end].isASCII {
                let category = s[end].properties.generalCategory
                if category == .nonspacingMark || category == .spacingMark || category == .enclosingMark { continue }
            }
            covered.append(i..<end)
        }
    }
    for phrase in context.vocabularyPhrases where !phrase.isASCII {
        // Foundation's search also matches canonically equivalent text (`e` + U+0301 for `é`).
        let string = text.text
        var searchStart = string.startIndex
        while let range = string.range(of: phrase.text, range: searchStart..<string.endIndex) {
            let lower = string.unicodeScalars.distance(from: string.unicodeScalars.startIndex, to: range.lowerBound)
            covered.append(lower..<(lower + phrase.scalars.count))
            searchStart = range.upperBound
        }
    }
    return covered
}

extension [Range<Int>] {
    func anyContains(_ index: Int) -> Bool { contains { $0.contains(index) } }
}

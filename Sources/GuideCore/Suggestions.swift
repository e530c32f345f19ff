/// "Did you mean …?" suggestions for mistyped identifiers.
public enum Suggestions {
    /// The candidates closest to `word` by edit distance, best first; at most `limit`, and only
    /// those close enough to be a plausible typo.
    static func closest(to word: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let target = Array(word.lowercased())
        let threshold = max(2, target.count / 3)
        var scored: [(String, Int)] = []
        for candidate in candidates {
            // Lengths first: lower-casing keeps the number of characters, and most candidates
            // (a page's headings, for a mistyped anchor) are too long or too short to be near.
            if abs(candidate.count - target.count) > threshold { continue }
            let distance = editDistance(target, Array(candidate.lowercased()), limit: threshold)
            if distance <= threshold { scored.append((candidate, distance)) }
        }
        scored.sort { ($0.1, $0.0) < ($1.1, $1.0) }
        return scored.prefix(limit).map(\.0)
    }

    /// A sentence such as "did you mean `alerts`?", or nil when nothing is close.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
        let found = closest(to: word, in: candidates)
        guard !found.isEmpty else { return nil }
        return "did you mean " + found.map { "`\($0)`" }.joined(separator: " or ") + "?"
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it exceeds `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

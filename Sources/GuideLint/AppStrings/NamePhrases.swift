/// Names of several words an app's own sentences teach (issue 32, item 2): a phrase they
/// capitalize inside a sentence (“requires Sync Agent”, “The Sync Agent copies”) names a part
/// of the app or of the system, though each of its words is a common one that the same
/// sentences write in lower case elsewhere (“the agent”). Words are counted one by one in
/// `HouseStyle.names`; a phrase is counted whole here.
enum NamePhrases {
    /// Strings that must capitalize a phrase before it is a name.
    static let minimumCount = 2

    /// The lower-cased phrases (words joined by one space) that at least `minimumCount` of the
    /// running texts capitalize inside a sentence, word after word with one space between,
    /// more often than they write them in lower case.
    static func learn(from texts: [ScannedText]) -> Set<String> {
        var capitalized: [String: Int] = [:]
        var written: [[(word: String, lower: Bool)]] = []
        for text in texts {
            var seen: Set<String> = []
            for run in capitalizedRuns(text) where run.count >= 2 {
                for start in 0..<(run.count - 1) {
                    for end in (start + 2)...run.count { seen.insert(run[start..<end].joined(separator: " ")) }
                }
            }
            for phrase in seen { capitalized[phrase, default: 0] += 1 }
            written.append(text.words.map { (text.string($0).lowercased(), !text.isCapitalized($0)) })
        }
        var names: Set<String> = []
        for (phrase, count) in capitalized where count >= minimumCount {
            let words = phrase.split(separator: " ").map(String.init)
            let lowercase = written.filter { sentence in
                sentence.indices.contains { start in
                    start + words.count <= sentence.count
                        && words.indices.allSatisfy { sentence[start + $0].lower && sentence[start + $0].word == words[$0] }
                }
            }.count
            if count > lowercase { names.insert(phrase) }
        }
        return names
    }

    /// The runs of capitalized words inside the text's sentences (not a sentence's first word),
    /// each word lower-cased, with only one space between a word and the next.
    private static func capitalizedRuns(_ text: ScannedText) -> [[String]] {
        var runs: [[String]] = []
        var run: [String] = []
        var previousUpper: Int?
        for (index, word) in text.words.enumerated() {
            let inside = index > 0 && !HouseStyle.startsSentence(text, before: word.lower)
            if inside, text.isCapitalized(word), !text.isAllCaps(word), !text.hasDeliberateCase(word) {
                let adjacent = previousUpper.map { word.lower == $0 + 1 && text.scalars[$0] == " " } ?? false
                if !adjacent, !run.isEmpty { runs.append(run); run = [] }
                run.append(text.string(word).lowercased())
            } else if !run.isEmpty {
                runs.append(run)
                run = []
            }
            previousUpper = word.upper
        }
        if !run.isEmpty { runs.append(run) }
        return runs
    }

    /// The indexes of the text's words that are inside one of `phrases`, as written there
    /// with capitals, its last word also in the plural (“Quick Search Engines” of the name
    /// “Quick Search Engine”).
    static func wordIndexes(_ text: ScannedText, _ phrases: Set<String>) -> Set<Int> {
        guard !phrases.isEmpty else { return [] }
        let words = text.words
        var indexes: Set<Int> = []
        for phrase in phrases {
            let parts = phrase.split(separator: " ").map(String.init)
            guard parts.count <= words.count else { continue }
            for start in 0...(words.count - parts.count)
            where parts.indices.allSatisfy({ n in
                let written = text.string(words[start + n]).lowercased()
                return written == parts[n] || n == parts.count - 1 && isPlural(written, of: parts[n])
            }) {
                indexes.formUnion(start..<(start + parts.count))
            }
        }
        return indexes
    }

    /// True when `word` is the plural of `noun`, as WordNet's rules for nouns make it
    /// (engines, boxes, libraries).
    private static func isPlural(_ word: String, of noun: String) -> Bool {
        guard word.count > noun.count, word.hasPrefix(noun.prefix(noun.count - 1)) else { return false }
        return EnglishLexicon.shared.readings(of: word).contains { $0.lemma == noun && $0.inflection == .plural }
    }
}

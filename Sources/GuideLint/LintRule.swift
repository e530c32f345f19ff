import GuideCore

/// A copy rule: a stable id, a default severity, and a check over one segment.
protocol LintRule: Sendable {
    /// A stable id such as `en.first-person`.
    var id: String { get }
    var defaultSeverity: Severity { get }
    /// What the rule asks for, in one line (for `--list-rules` and the README).
    var summary: String { get }
    /// The languages the rule applies to; empty for every language.
    var languages: Set<String> { get }
    /// True when the rule also applies inside quotation marks (rules about a whole label do).
    var checksQuotedText: Bool { get }
    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding]
}

extension LintRule {
    var checksQuotedText: Bool { false }
}

/// What rules may consult besides the segment: the vocabulary, jargon list and glossary.
public struct LintContext: Sendable {
    /// Proper nouns and acronyms written exactly so (iPad, Apple Pencil, Dynamic Type, OK…).
    public var vocabulary: [String]
    /// Words that are jargon in interface copy.
    public var jargon: [String]
    public var glossary: Glossary

    public init(vocabulary: [String] = LintContext.defaultVocabulary, jargon: [String] = LintContext.defaultJargon, glossary: Glossary = Glossary()) {
        self.vocabulary = vocabulary
        self.jargon = jargon
        self.glossary = glossary
        vocabularyWords = Set(vocabulary.flatMap { $0.split(separator: " ").map(String.init) })
        var index: [String: [GlossaryEntry]] = [:]
        for term in glossary.terms {
            for (tag, words) in term.avoid {
                guard let preferred = term.preferred[tag] else { continue }
                for wrong in words where !wrong.isEmpty {
                    index[tag, default: []].append(GlossaryEntry(wrong: Array(wrong.lowercased().unicodeScalars), preferred: preferred))
                }
            }
        }
        glossaryIndex = index.mapValues { entries in
            GlossaryIndex(byFirst: Dictionary(grouping: entries, by: { $0.wrong[0] }), all: entries,
                          firstScalars: ScalarFilter(entries.map { $0.wrong[0] }),
                          secondScalars: ScalarFilter(entries.compactMap { $0.wrong.dropFirst().first }),
                          hasOneScalarTerm: entries.contains { $0.wrong.count == 1 },
                          startsWithWords: entries.allSatisfy { ScannedText.isWordScalar($0.wrong[0]) })
        }
        // Entries of several words, or with inner punctuation (I/O, Wi-Fi), are matched as phrases.
        vocabularyPhrases = vocabulary.filter { $0.contains { !$0.isLetter && !$0.isNumber } }.map(VocabularyPhrase.init)
        jargonWords = WordList(jargon)
    }

    /// Single words of the vocabulary, for quick lookups.
    let vocabularyWords: Set<String>
    /// Phrases of several words (Apple Pencil, Split View).
    let vocabularyPhrases: [VocabularyPhrase]
    /// The jargon, lower-cased.
    let jargonWords: WordList
    /// Rejected glossary terms per language, by their first (lower-cased) scalar.
    let glossaryIndex: [String: GlossaryIndex]

    struct GlossaryIndex: Sendable {
        var byFirst: [Unicode.Scalar: [GlossaryEntry]]
        var all: [GlossaryEntry]
        /// The scalars in `byFirst`, tested for every scalar of the text before the dictionary is.
        var firstScalars: ScalarFilter
        /// The terms' second scalars: their first ones are often common letters or characters.
        var secondScalars: ScalarFilter
        var hasOneScalarTerm: Bool
        /// True when every term starts with a letter or digit, so that in a language with
        /// spaces only the starts of words need to be tried.
        var startsWithWords: Bool

        /// False when no term can start at `i` of the (compared) scalars.
        func mayStart<Scan: RandomAccessCollection<Unicode.Scalar>>(at i: Int, in scan: Scan) -> Bool where Scan.Index == Int {
            guard firstScalars.mayContain(scan[i]) else { return false }
            return hasOneScalarTerm || (i + 1 < scan.count && secondScalars.mayContain(scan[i + 1]))
        }
    }

    struct VocabularyPhrase: Sendable {
        let text: String
        let scalars: [Unicode.Scalar]
        let isASCII: Bool

        init(_ text: String) {
            self.text = text
            scalars = Array(text.unicodeScalars)
            isASCII = scalars.allSatisfy(\.isASCII)
        }
    }

    struct GlossaryEntry: Sendable {
        var wrong: [Unicode.Scalar]
        var preferred: String
    }

    public static let defaultVocabulary = [
        "iPhone", "iPad", "iPadOS", "iOS", "macOS", "watchOS", "tvOS", "Mac", "Apple", "Apple Pencil", "Apple Watch",
        "Dynamic Type", "Split View", "Slide Over", "San Francisco", "SF Pro", "SF Symbols", "VoiceOver", "Face ID",
        "Touch ID", "App Store", "App Library", "Home Screen", "Lock Screen", "Control Center", "Dock", "Siri", "Spotlight",
        "AirDrop", "AirPlay", "iCloud", "iCloud Drive", "Finder", "Safari", "Mail", "Photos", "Files", "Music", "Calendar",
        "Notes", "Messages", "Maps", "Settings", "Camera", "Clock", "Contacts", "Reminders", "Pages", "Keynote", "Numbers",
        "Quick Look", "Auto Layout", "Magic Keyboard", "Smart Keyboard", "Scribble", "Full Keyboard Access",
        "Reduce Motion", "Bold Text", "Larger Text", "Picture in Picture", "Mac Catalyst", "Multitasking", "Home",
        "English", "Chinese", "Simplified Chinese", "Unicode", "OK", "Cancel", "Done", "Return", "Escape", "Command",
        "Option", "Control", "Shift", "Tab", "Space", "Delete", "I/O", "ID", "URL", "USB", "PDF", "HTML", "CSS",
        "JSON", "API", "EULA", "FAQ", "UI", "UX", "FAQ", "GPS", "Wi-Fi", "Bluetooth", "HDR", "LTE", "US", "UK", "EU", "pt", "px",
    ]

    public static let defaultJargon = ["invalid", "execute", "abort", "fatal", "parameter", "illegal", "terminate", "null"]
}

/// Builds a finding whose replacement keeps the case of the first letter of what it replaces.
func matchCase(_ replacement: String, like original: String) -> String {
    guard let first = original.first, first.isUppercase else { return replacement }
    return replacement.prefix(1).uppercased() + replacement.dropFirst()
}

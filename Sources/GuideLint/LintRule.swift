import GuideContent
import GuideCore

/// A copy rule: a stable id, a default severity, and a check over one segment.
protocol LintRule: Sendable {
    /// A stable id such as `en.first-person`.
    var id: String { get }
    var defaultSeverity: Severity { get }
    /// What the rule asks for, in one line (for `--list-rules` and the README).
    var summary: String { get }
    /// The languages the rule applies to: a tag, or `en` / `zh-Hans` for every tag of that
    /// language (see `RuleLanguage`); empty for every language.
    var languages: Set<String> { get }
    /// True when the rule also applies inside quotation marks (rules about a whole label do).
    var checksQuotedText: Bool { get }
    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding]
}

extension LintRule {
    var checksQuotedText: Bool { false }
}

/// The languages the built-in rules are written for, and the tags each covers. A string in any
/// other language (`zh-Hant`, `fr`, `ja`…) meets no rule written for another language.
enum RuleLanguage: String, Sendable {
    /// `en` and every `en-*` tag.
    case english = "en"
    /// `zh-Hans`, `zh-Hans-*`, `zh-CN`, `zh-SG`, and `zh` alone.
    case simplifiedChinese = "zh-Hans"

    /// The rule language of a BCP 47 tag, or nil when no built-in rules are written for it.
    init?(tag: String) {
        let language = Language(tag)
        if language.isEnglish {
            self = .english
        } else if language.isSimplifiedChinese {
            self = .simplifiedChinese
        } else {
            return nil
        }
    }

    /// True when a rule's `languages` take in a string's tag.
    static func rule(_ languages: Set<String>, appliesTo tag: String) -> Bool {
        rule(languages, appliesTo: tag, language: RuleLanguage(tag: tag))
    }

    /// The same, with the tag's `RuleLanguage` already read (for many rules at once).
    static func rule(_ languages: Set<String>, appliesTo tag: String, language: RuleLanguage?) -> Bool {
        if languages.isEmpty || languages.contains(tag) { return true }
        guard let language else { return false }
        // `zh` in a custom rule's `language` means the Chinese its author writes, Simplified.
        return languages.contains(language.rawValue) || (language == .simplifiedChinese && languages.contains("zh"))
    }
}

/// What rules may consult besides the segment: the vocabulary, jargon list and glossary.
struct LintContext: Sendable {
    /// Proper nouns and acronyms written exactly so (iPad, Apple Pencil, Dynamic Type, OK…).
    var vocabulary: [String]
    /// Words that are jargon in interface copy.
    var jargon: [String]
    public var glossary: Glossary

    /// Acronyms that are not shouting (AST, ARC, UTF, GPU…).
    var acronyms: Set<String>

    init(vocabulary: [String] = LintContext.defaultVocabulary, jargon: [String] = LintContext.defaultJargon, glossary: Glossary = Glossary(),
                acronyms: [String] = LintContext.defaultAcronyms) {
        self.vocabulary = vocabulary
        self.jargon = jargon
        self.glossary = glossary
        self.acronyms = Set(acronyms)
        // A word of a phrase (“Symbols” of “SF Symbols”) is a name only inside it: phrases are
        // matched whole (`vocabularyPhrases`).
        vocabularyWords = Set(vocabulary.filter { !$0.contains(" ") })
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
        let phrases = vocabulary.filter { $0.contains { !$0.isLetter && !$0.isNumber } }.map(VocabularyPhrase.init)
        vocabularyPhrases = phrases
        let byFirst = Dictionary(grouping: phrases.indices.filter { phrases[$0].isASCII && !phrases[$0].scalars.isEmpty }, by: { phrases[$0].scalars[0] })
        asciiPhrasesByFirstScalar = byFirst
        phraseFirstScalars = ScalarFilter(byFirst.keys)
        // The list names lemmas: a verb's forms (“executing”, “aborted”) say what a program does
        // as the verb does. A noun's plural is left to the list: “Parameters” is as often a
        // feature's own name for the things people edit there.
        let lexicon = EnglishLexicon.shared
        jargonWords = WordList(jargon + jargon.filter { !$0.contains(" ") }.flatMap { lexicon.inflectedForms(of: $0.lowercased(), as: .verb) })
    }

    /// Single words of the vocabulary, for quick lookups.
    let vocabularyWords: Set<String>
    /// Phrases of several words (Apple Pencil, Split View).
    let vocabularyPhrases: [VocabularyPhrase]
    /// The ASCII phrases' indexes in `vocabularyPhrases`, by their first scalar: a text is read
    /// once for all of them, however many the vocabulary holds.
    let asciiPhrasesByFirstScalar: [Unicode.Scalar: [Int]]
    let phraseFirstScalars: ScalarFilter
    /// The jargon and its inflected forms, lower-cased.
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

    static let defaultVocabulary = [
        "iPhone", "iPad", "iPadOS", "iOS", "macOS", "watchOS", "tvOS", "Mac", "Apple", "Apple Pencil", "Apple Watch",
        "Dynamic Type", "Split View", "Slide Over", "San Francisco", "SF Pro", "SF Symbols", "VoiceOver", "Face ID",
        "Touch ID", "App Store", "App Library", "Home Screen", "Lock Screen", "Control Center", "Dock", "Siri", "Spotlight",
        // The Mac's own apps and settings panes, named in many apps' messages.
        "System Settings", "System Preferences", "Notification Center", "Mission Control", "Stage Manager", "Launchpad",
        "Activity Monitor", "Disk Utility", "Screen Time", "Privacy & Security", "Security & Privacy", "Desktop & Dock",
        "Login Items",
        // The permissions Privacy & Security lists, and the system's named modes and features,
        // which apps ask people to turn on by name.
        "Full Disk Access", "Input Monitoring", "Screen Recording", "Screen & System Audio Recording",
        "Location Services", "Files and Folders", "Login Items & Extensions", "Users & Groups",
        "Touch ID & Password", "Date & Time", "Language & Region", "Time Machine", "Keychain Access",
        "Low Power Mode", "Low Data Mode", "Do Not Disturb", "Dark Mode", "Light Mode", "Night Shift", "True Tone",
        "Background App Refresh", "Apple Pay", "Game Center", "Universal Clipboard", "Universal Control",
        "Live Text", "Live Activities", "Dynamic Island",
        "AirDrop", "AirPlay", "iCloud", "iCloud Drive", "Finder", "Safari", "Mail", "Photos", "Files", "Music", "Calendar",
        "Notes", "Messages", "Maps", "Settings", "Camera", "Clock", "Contacts", "Reminders", "Pages", "Keynote", "Numbers",
        "Quick Look", "Auto Layout", "Magic Keyboard", "Smart Keyboard", "Scribble", "Full Keyboard Access",
        "Reduce Motion", "Bold Text", "Larger Text", "Picture in Picture", "Mac Catalyst", "Multitasking", "Home",
        "English", "Chinese", "Simplified Chinese", "Unicode", "OK", "Cancel", "Done", "Return", "Escape", "Command",
        "Option", "Control", "Shift", "Tab", "Space", "Delete", "I/O", "ID", "URL", "USB", "PDF", "HTML", "CSS",
        "JSON", "API", "EULA", "FAQ", "UI", "UX", "FAQ", "GPS", "Wi-Fi", "Bluetooth", "HDR", "LTE", "US", "UK", "EU", "pt", "px",
    ]

    /// Acronyms of computing and of apps that read as words in capitals but are not shouting.
    static let defaultAcronyms = [
        "AST", "ARC", "UTF", "ASCII", "API", "APIs", "URL", "URLs", "URI", "JSON", "HTTP", "HTTPS", "HTML", "CSS", "XML", "YAML", "SQL",
        "CPU", "GPU", "RAM", "ROM", "SSD", "HDD", "USB", "HDMI", "DPI", "PPI", "HUD", "FPS", "AVX", "SIMD", "CLI", "GUI", "IDE", "SDK",
        "OS", "UUID", "ID", "IDs", "PIN", "OTP", "VPN", "DNS", "TCP", "UDP", "IP", "SSH", "FTP", "SMTP", "IMAP", "POP", "NFC", "RSS",
        "PDF", "PNG", "JPEG", "JPG", "GIF", "HEIC", "SVG", "MP3", "MP4", "AAC", "RGB", "HDR", "LED", "OLED", "LCD", "AI", "ML", "AR", "VR",
        "FAQ", "EULA", "TOS", "GDPR", "ISO", "IEEE", "ANSI", "POSIX", "UNIX", "ABI", "LLVM", "GCC", "ASAN", "TSAN", "OOP", "REPL", "EOF",
        "NAN", "NULL", "ZIP", "GZIP", "TAR", "DMG", "IPA", "APK", "KVO", "KVC", "MVC", "MVVM", "UI", "UX", "CD", "DVD", "TV", "AM", "PM",
        "UTC", "GMT", "USD", "EUR", "CNY", "GB", "MB", "KB", "TB", "OK", "SOS", "PDFs", "CPUs", "GPUs",
        // HTTP's request methods, which the standard writes in capitals (RFC 9110).
        "GET", "POST", "PUT", "PATCH",
    ]

    static let defaultJargon = ["invalid", "execute", "abort", "fatal", "parameter", "illegal", "terminate", "null"]
}

/// Builds a finding whose replacement keeps the case of the first letter of what it replaces.
func matchCase(_ replacement: String, like original: String) -> String {
    guard let first = original.first, first.isUppercase else { return replacement }
    return replacement.prefix(1).uppercased() + replacement.dropFirst()
}

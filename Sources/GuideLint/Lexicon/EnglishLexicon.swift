/// English word classes from WordNet 3.0 (`WordNetData.swift`, made by scripts/generate-lexicon),
/// with WordNet's own rules for inflected forms (its `morphy`): `images` is the noun `image`,
/// `opened` the verb `open`, `went` the verb `go`.
///
/// The rules ask it three things: is a word a common English word (a capitalized one inside a
/// sentence is then a mistake, not a name), can it be a verb in a finite form (a string with one
/// is a sentence), and does a verb take a particle (Log Out, Set Up).
public struct EnglishLexicon: Sendable {
    /// What WordNet says a lemma can be.
    public struct Classes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let noun = Classes(rawValue: 1)
        public static let verb = Classes(rawValue: 2)
        public static let adjective = Classes(rawValue: 4)
        public static let adverb = Classes(rawValue: 8)
        /// Sense-tagged at least once in SemCor: a word people use, not a rare homograph of a
        /// name (`mac`, a raincoat; `finder`).
        public static let frequent = Classes(rawValue: 16)
        /// A verb whose most frequent sense takes no object (`fail`, `expire`, `happen`): none
        /// of that sense's sentence frames in WordNet has one.
        public static let takesNoObject = Classes(rawValue: 32)
    }

    /// How a form relates to its lemma.
    public enum Inflection: Sendable { case none, plural, thirdPerson, past, participle, comparative }

    /// The lexicon every rule reads (parsed once, on first use).
    public static let shared = EnglishLexicon(data: wordNetData)

    private var lemmas: LemmaTable
    /// Irregular forms: `went` → (`go`, verb).
    private var irregular: [String: [(lemma: String, classes: Classes)]] = [:]
    /// Verbs of two words whose second is a particle: `log out`, `set up`.
    private var phrasal: Set<String> = []

    init(data: String) {
        var data = data
        // Room for every coded lemma, a lemma per space at most (counted in the bytes: through
        // the string's `utf8` view, counting took 3 ms).
        lemmas = LemmaTable(capacity: data.withUTF8 { bytes in bytes.reduce(0) { $1 == UInt8(ascii: " ") ? $0 + 1 : $0 } })
        data.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                readLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
                lineStart = lineEnd + 1
            }
        }
    }

    /// One line of the data: irregular forms (`x`), phrasal verbs (`p`), or the lemmas of one
    /// set of classes, each coded by the characters it shares with the one before it. Read as
    /// bytes (the data is ASCII): as `String`s split into fields, reading took 50–60 ms at the
    /// start of every build that lints, before any page could be checked (and the irregular
    /// forms and phrasal verbs alone, 24 ms, longer than finding a 10,000-page site's files).
    private mutating func readLine(_ line: UnsafeBufferPointer<UInt8>) {
        let space = UInt8(ascii: " ")
        guard let tagEnd = line.firstIndex(of: space) ?? (line.isEmpty ? nil : line.count) else { return }
        let tag = line[..<tagEnd]
        if tag.elementsEqual("p".utf8) {
            // `log_out`: the words of the phrase joined by `_`.
            Self.forEachField(of: line, from: tagEnd + 1) { field in
                phrasal.insert(String(decoding: field.lazy.map { $0 == UInt8(ascii: "_") ? space : $0 }, as: UTF8.self))
            }
            return
        }
        if tag.elementsEqual("x".utf8) {
            // `went:go:v`: the form, its lemma and the lemma's class.
            Self.forEachField(of: line, from: tagEnd + 1) { field in
                let colon = UInt8(ascii: ":")
                guard let first = field.firstIndex(of: colon), let second = field[(first + 1)...].firstIndex(of: colon),
                      second + 2 == field.endIndex else { return }
                let code = field[second + 1]
                let classes: Classes = code == UInt8(ascii: "n") ? .noun : code == UInt8(ascii: "v") ? .verb : .adjective
                irregular[String(decoding: field[..<first], as: UTF8.self), default: []]
                    .append((String(decoding: field[(first + 1)..<second], as: UTF8.self), classes))
            }
            return
        }
        var classes: Classes = []
        for flag in tag {
            switch flag {
            case UInt8(ascii: "n"): classes.insert(.noun)
            case UInt8(ascii: "v"): classes.insert(.verb)
            case UInt8(ascii: "a"): classes.insert(.adjective)
            case UInt8(ascii: "r"): classes.insert(.adverb)
            case UInt8(ascii: "f"): classes.insert(.frequent)
            case UInt8(ascii: "i"): classes.insert(.takesNoObject)
            default: break
            }
        }
        var previous: [UInt8] = []
        var fieldStart = tagEnd + 1
        while fieldStart < line.count {
            let fieldEnd = line[fieldStart...].firstIndex(of: space) ?? line.count
            if fieldEnd > fieldStart, let shared = Self.sharedPrefix(line[fieldStart]) {
                previous.removeSubrange(min(shared, previous.count)...)
                previous.append(contentsOf: line[(fieldStart + 1)..<fieldEnd])
                previous.withUnsafeBufferPointer { lemmas.add($0, classes) }
            }
            fieldStart = fieldEnd + 1
        }
    }

    /// Each non-empty field of `line` from `start` on, fields separated by single spaces.
    private static func forEachField(of line: UnsafeBufferPointer<UInt8>, from start: Int, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void) {
        var fieldStart = start
        while fieldStart < line.count {
            let fieldEnd = line[fieldStart...].firstIndex(of: UInt8(ascii: " ")) ?? line.count
            if fieldEnd > fieldStart { body(line[fieldStart..<fieldEnd]) }
            fieldStart = fieldEnd + 1
        }
    }

    /// How many leading characters a coded lemma shares with the one before it: its first
    /// character, a digit of base 36 (`0`–`9`, `a`–`z`); nil for any other.
    private static func sharedPrefix(_ digit: UInt8) -> Int? {
        switch digit {
        case 0x30...0x39: return Int(digit - 0x30)
        case 0x61...0x7A: return Int(digit - 0x61) + 10
        default: return nil
        }
    }

    /// WordNet's detachment rules: a suffix, what replaces it, the class the base must have and
    /// the inflection it marks.
    private static let suffixes: [(suffix: String, ending: String, classes: Classes, inflection: Inflection)] = [
        ("s", "", .noun, .plural), ("ses", "s", .noun, .plural), ("xes", "x", .noun, .plural), ("zes", "z", .noun, .plural),
        ("ches", "ch", .noun, .plural), ("shes", "sh", .noun, .plural), ("men", "man", .noun, .plural), ("ies", "y", .noun, .plural),
        ("s", "", .verb, .thirdPerson), ("ies", "y", .verb, .thirdPerson), ("es", "e", .verb, .thirdPerson), ("es", "", .verb, .thirdPerson),
        ("ed", "e", .verb, .past), ("ed", "", .verb, .past), ("ing", "e", .verb, .participle), ("ing", "", .verb, .participle),
        ("er", "", .adjective, .comparative), ("est", "", .adjective, .comparative), ("er", "e", .adjective, .comparative),
        ("est", "e", .adjective, .comparative),
    ]

    /// Every reading of a lower-case word: its lemma, the classes that reading has, and how it is
    /// inflected. Empty for a word WordNet does not know.
    public func readings(of word: String) -> [(lemma: String, classes: Classes, inflection: Inflection)] {
        var found: [(lemma: String, classes: Classes, inflection: Inflection)] = []
        if let classes = lemmas[word] { found.append((word, classes, .none)) }
        for entry in irregular[word] ?? [] {
            let frequent = lemmas[entry.lemma].map { $0.intersection(.frequent) } ?? []
            found.append((entry.lemma, entry.classes.union(frequent), entry.classes == .verb ? .past : .plural))
        }
        for rule in Self.suffixes where word.count > rule.suffix.count + 1 && word.hasSuffix(rule.suffix) {
            let base = String(word.dropLast(rule.suffix.count)) + rule.ending
            guard let classes = lemmas[base], classes.contains(rule.classes) else { continue }
            found.append((base, rule.classes.union(classes.intersection(.frequent)), rule.inflection))
        }
        return found
    }

    /// The inflected forms of a lower-case lemma, read as one of `classes`, that WordNet's rules
    /// lead back to it (the verb `execute`: `executes`, `executed`, `executing`), its irregular
    /// forms included; not the lemma itself.
    public func inflectedForms(of lemma: String, as classes: Classes) -> [String] {
        var forms: Set<String> = []
        for rule in Self.suffixes where lemma.hasSuffix(rule.ending) && !rule.classes.isDisjoint(with: classes) {
            let form = String(lemma.dropLast(rule.ending.count)) + rule.suffix
            if form != lemma, readings(of: form).contains(where: { $0.lemma == lemma && $0.inflection != .none && !$0.classes.isDisjoint(with: classes) }) {
                forms.insert(form)
            }
        }
        for (form, entries) in irregular where entries.contains(where: { $0.lemma == lemma && !$0.classes.isDisjoint(with: classes) }) { forms.insert(form) }
        return forms.sorted()
    }

    /// All the classes a lower-case word can have, through any reading.
    public func classes(of word: String) -> Classes {
        readings(of: word).reduce(into: Classes()) { $0.formUnion($1.classes) }
    }

    /// True for a lower-case word people use: a common one, or one that WordNet's sense-tagged
    /// corpus (SemCor) has in any reading (`phase`, `gradient`, `dynamic`). Such a word may also
    /// be a name (Swift), so it tells a word from an acronym WordNet lacks (HEIC), not from a name.
    public func isInUse(_ word: String) -> Bool {
        isCommon(word) || readings(of: word).contains { $0.classes.contains(.frequent) }
    }

    /// True for a common English word, in lower case: a function word (`the`, `with`, `your`), a
    /// word of the curated interface vocabulary (`commonWords`), an inflected form of one that
    /// WordNet's rules lead back to it (`titles`, `descriptions`, `opened`), or a frequent word
    /// that is no noun. WordNet's frequent nouns are not enough: many are also names (Whisky,
    /// Swift, Ice Cubes, the Dock).
    public func isCommon(_ word: String) -> Bool {
        if Self.functionWords.contains(word) || Self.isInterfaceWord(word) || commonWords.words.contains(word) { return true }
        // A function word has no inflected forms: “ass” is no plural of “as”, nor “ins” of “in”
        // (WordNet's nouns `as` and `in` are arsenic and indium).
        if word.hasSuffix("s"), case let stem = String(word.dropLast()), !Self.functionWords.contains(stem),
           commonWords.words.contains(stem) { return true }
        let found = readings(of: word)
        if found.contains(where: { $0.inflection != .none && !Self.functionWords.contains($0.lemma) && commonWords.words.contains($0.lemma) }) { return true }
        // A name is a noun: a word people use (sense-tagged in SemCor) that WordNet has in no
        // noun reading, only as a verb's form, an adjective or an adverb (`occurred`,
        // `successfully`), is common without being listed.
        return !found.isEmpty && found.allSatisfy { !$0.classes.contains(.noun) } && found.contains { $0.classes.contains(.frequent) }
    }

    /// True when the verb `lemma`'s most frequent sense takes no object: its past (`failed`) is
    /// then a finite verb, never a passive's participle (as `saved` in "Photo saved" may be).
    public func takesNoObject(_ lemma: String) -> Bool { lemmas[lemma]?.contains(.takesNoObject) == true }

    /// True when a lower-case word can be a noun: in a noun reading of WordNet's, or a word of
    /// today's interfaces (`podcasts`, which WordNet 3.0 has only as a verb), or unknown to both
    /// (a name).
    public func canBeANoun(_ word: String) -> Bool {
        if Self.isInterfaceWord(word) { return true }
        let found = readings(of: word)
        return found.isEmpty ? !Self.functionWords.contains(word) : found.contains { $0.classes.contains(.noun) }
    }

    /// True when WordNet knows the word at all, in lower case, in any reading.
    public func knows(_ word: String) -> Bool { !readings(of: word).isEmpty || Self.functionWords.contains(word) }

    /// True when `verb particle` is a phrasal verb (`log out`, `set up`), the verb in any form
    /// (`setting up`).
    public func isPhrasalVerb(_ verb: String, particle: String) -> Bool {
        if phrasal.contains(verb + " " + particle) { return true }
        return readings(of: verb).contains { $0.classes.contains(.verb) && phrasal.contains($0.lemma + " " + particle) }
    }

    /// True when a lower-case word can be a finite verb on its own: a past tense (`failed`,
    /// `went`) or a third person (`contains`), but not a plural noun (`files`) nor a word that is
    /// also an adjective in that form.
    public func isFiniteVerbForm(_ word: String) -> Bool {
        let found = readings(of: word)
        guard found.contains(where: { $0.classes.contains(.verb) && ($0.inflection == .past || $0.inflection == .thirdPerson) }) else { return false }
        return !found.contains { $0.inflection == .plural || $0.inflection == .none && !$0.classes.isDisjoint(with: [.noun, .adjective]) }
    }

    /// Closed classes WordNet leaves out: articles, pronouns, determiners, prepositions,
    /// conjunctions, auxiliaries and their contractions.
    static let functionWords: Set<String> = Set("""
        a an the i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
        this that these those who whom whose which what when where why how all any each every both either neither
        no none some such other another anyone anything everyone everything someone something nobody nothing
        and or but nor so yet if than then because while until unless though although whether
        about above across after against along among around as at before behind below beneath beside between
        beyond by despite down during except for from in inside into like near of off on onto out outside over
        past per since through throughout to toward towards under underneath up upon via with within without
        am is are was were be been being do does did has have had can could shall should will would may might must
        cannot can't don't doesn't didn't won't wouldn't shouldn't couldn't isn't aren't wasn't weren't hasn't haven't
        i'm you're we're they're it's that's there's you'll we'll it'll you've we've i've let's
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    /// True for a word of `interfaceWords` or its plural (`podcasts`).
    static func isInterfaceWord(_ word: String) -> Bool {
        interfaceWords.contains(word) || word.hasSuffix("s") && interfaceWords.contains(String(word.dropLast()))
    }

    /// Words of today's interfaces that WordNet 3.0 (2006) does not have (plurals with `s` too).
    static let interfaceWords: Set<String> = [
        "app", "emoji", "login", "logout", "offline", "online", "plugin", "timeout", "stats", "email", "username",
        "toolbar", "sidebar", "checkbox", "popup", "screenshot", "website", "webpage", "inbox", "podcast", "blog",
        "hashtag", "livestream", "passcode", "touchscreen", "trackpad", "widget", "wifi",
    ]
}

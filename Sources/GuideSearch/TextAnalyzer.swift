import CStemmer
import Foundation
import GuideCore

/// Turns text into index terms. The same rules run in the browser
/// (`Theme/assets/search-analysis.js`, `termsOf`), so that a query finds what the index holds;
/// change both together.
///
/// - **Words** (any script but Chinese and Japanese): maximal runs of letters, marks, digits and
///   `_`, joined through a single `'`, `’` or `.` between two of them (`don't`, `U.S.A`, `3.14`).
///   Lower-cased, accents removed, a trailing `'s` dropped and other apostrophes removed; plain
///   `a`–`z` words of three letters or more are stemmed with Snowball's English stemmer
///   (libstemmer). A few English function words are not indexed.
/// - **Chinese and Japanese** (Han, kana): every run of such characters is indexed as overlapping
///   character bigrams, each counting half an occurrence (a run of n characters has n − 1 bigrams
///   and about n / 2 words), so a query that is any part of a run finds it whatever the word
///   boundaries. A run of one character is a one-character term.
/// - **Code words** (`isEmpty`, `removeAll`, `names.isEmpty`, `max_count`): an ASCII word with
///   capitals inside it, `_` or `.` is indexed as itself and also as its parts (`codeParts`:
///   `is`, `empty`; `remove`, `all`; `names`, `isEmpty`, `is`, `empty`), each part counting
///   `partWeight`, so that a task phrased in words ("array is empty") reaches the code.
///
///   Bigrams alone, as Lucene's CJK analyzer indexes: until 2026-11-27 ICU's dictionary word
///   breaker weighted them (a bigram inside a word counted in full) and added words of three or
///   more characters. On The Swift Programming Language and the shipped site (103 hand-written
///   Chinese queries, 658 taken from headings) not one query's first result changed without it,
///   and it was 3.7 of a 10,000-page build's 10 CPU-seconds (Benchmarks/README.md).
///
/// The analyzer numbers the terms it meets (`vocabulary`) and counts them by number (`Counts`),
/// so that counting a term costs an array access; the index writer maps the numbers of all its
/// analyzers to one another by their strings.
struct TextAnalyzer {
    /// Terms of one piece of text with their weighted counts, and the text's length in tokens.
    struct Terms {
        var counts: [String: Double] = [:]
        public var length = 0

        init() {}
    }

    /// Weighted counts of term numbers (`vocabulary` indices) and a length in tokens. `reset()`
    /// clears it for the next page without giving back its memory.
    struct Counts {
        /// By term number; 0 for a term not met (every weight is positive).
        private(set) var weights: [Double] = []
        /// The numbers with a weight, in the order first met.
        private(set) var seen: [Int32] = []
        var length = 0

        @inline(__always)
        mutating func add(_ number: Int32, _ weight: Double) {
            let i = Int(number)
            if i >= weights.count { weights.append(contentsOf: repeatElement(0, count: max(i + 1, 2 * weights.count, 1024) - weights.count)) }
            if weights[i] == 0 { seen.append(number) }
            weights[i] += weight
        }

        func weight(_ number: Int32) -> Double { Int(number) < weights.count ? weights[Int(number)] : 0 }

        mutating func reset() {
            for number in seen { weights[Int(number)] = 0 }
            seen.removeAll(keepingCapacity: true)
            length = 0
        }
    }

    /// English function words that are not indexed (the browser reads this list from the index).
    static let stopWords: [String] = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it",
        "no", "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these",
        "they", "this", "to", "was", "will", "with",
    ]
    static let stopWordSet = Set(stopWords)

    /// Words a question is phrased with (how, do, 如何, 是否), which a page need not have: a query
    /// is scored with them, but a page without them is not left out, and a Chinese run is split
    /// at them (search-analysis.js, `parseQuery`). Shipped in the manifest (`queryWords`).
    /// English: Snowball's English stop words that `stopWords` does not hold, apostrophes removed
    /// as `normalize` removes them, and `can just now`, as NLTK's copy of the list adds;
    /// Chinese: question words and sentence-final particles, longest first, as
    /// search-analysis.js tries them. Other languages have none. Both carry a task's verbs of
    /// asking (check, find out, tell, 判断, 获取): "check if an array is empty" asks for
    /// `isEmpty`, and a page that says how need not say "check".
    static func queryWords(language: Language) -> [String] {
        if language.isEnglish { return englishQueryWords + englishTaskWords + englishNumberWords }
        if language.isChinese { return ["怎么办", "怎么样", "为什么", "有没有", "是不是", "能不能", "怎么", "怎样", "如何", "什么", "为何", "哪些", "哪个", "是否", "能否", "可否", "可以", "获取", "判断", "得到", "拿到", "的", "吗", "呢", "吧", "啊"] }
        return []
    }

    /// Conjunctions that join two words in a Chinese query (值类型和引用类型, 类型与实例): a run is
    /// parted at one when two characters or more stand on each side, and each side is a word of
    /// the query (search-analysis.js, `parseQuery`), so that the pairs across them (型和, 和引),
    /// which some page may have by chance, are not asked for. Longest first. Shipped in the
    /// manifest (`joiners`). Other languages have none: their words are spaced.
    static func queryJoiners(language: Language) -> [String] {
        language.isChinese ? ["以及", "或者", "和", "与", "及", "或"] : []
    }

    static let englishQueryWords: [String] = [
        "i", "me", "my", "myself", "we", "our", "ours", "ourselves", "you", "your", "yours", "yourself",
        "yourselves", "he", "him", "his", "himself", "she", "her", "hers", "herself", "its", "itself",
        "them", "theirs", "themselves", "what", "which", "who", "whom", "those", "am", "were", "been",
        "being", "have", "has", "had", "having", "do", "does", "did", "doing", "would", "should", "could", "ought", "because", "until", "while",
        "about", "against", "between", "through", "during", "before", "after", "above", "below", "from",
        "up", "down", "out", "off", "over", "under", "again", "further", "once", "here", "when", "where",
        "why", "how", "all", "any", "both", "each", "few", "more", "most", "other", "some", "nor", "only",
        "own", "same", "so", "than", "too", "very", "can", "just", "now", "cant", "dont", "doesnt",
        "didnt", "isnt", "arent", "wasnt", "werent", "wont", "wouldnt", "shouldnt", "couldnt",
    ]

    /// A task's verbs of asking, which say what the reader wants to know rather than what it is.
    static let englishTaskWords: [String] = [
        "check", "get", "find", "tell", "determine", "whether", "way", "want", "need", "know",
    ]

    /// Numbers written as words, which count what a task is about rather than name it ("compare
    /// two strings" is about comparing strings; the section that teaches it need not say "two"),
    /// so scored but not required; a page that has them still ranks higher ("two-phase").
    static let englishNumberWords: [String] = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ]

    /// Longest token indexed (longer ones are mostly encoded data), in characters.
    static let maximumTokenLength = 60
    /// What one occurrence of a CJK bigram counts, next to a word's 1.
    static let bigramWeight = 0.5
    /// What one occurrence of a code word's part counts, next to a word's 1.
    static let partWeight = 0.5
    /// Entries a cache may hold before it is emptied (the caches only save work).
    static let cacheLimit = 200_000

    private let stemmer: OpaquePointer?
    private var stemCache: [String: String] = [:]
    /// Every term met, by number.
    private(set) var vocabulary: [String] = []
    /// The number of each term in `vocabulary`. Keys are compared by their bytes: a Chinese term
    /// hashed as a `String` is normalized on every lookup (a tenth of a book's analysis).
    private var numbers: [TermKey: Int32] = [:]
    /// The number of each CJK bigram and single character.
    private var pairNumbers = PairTable()
    /// The term number of each raw word token seen (`Sidebars` → `sidebar`; -1 when not indexed),
    /// with the number of its form in `formList` (-1 when the word is its own stem) and of its
    /// parts in `partLists` (-1 when it is not a code word).
    private var tokenNumbers = BytesTable<(term: Int32, form: Int32, parts: Int32)>()
    /// The term and form numbers of code words' parts (`codeParts`), by list number.
    private var partLists: [[(term: Int32, form: Int32)]] = []
    /// Every word seen that stems to something else, with its stem's number (`sidebars` →
    /// `sidebar`), by form number.
    private(set) var formList: [(word: String, term: Int32)] = []
    /// The number of each word in `formList`.
    private var formNumbers: [TermKey: Int32] = [:]
    /// The forms met since the last `takeForms()`, each once (`formMet` marks them), so that
    /// the index writer knows each page's forms.
    private var metForms: [Int32] = []
    private var formMet: [Bool] = []

    /// Every word seen that stems to something else, with its stem (`sidebars` → `sidebar`).
    var forms: [String: String] {
        Dictionary(formList.map { ($0.word, vocabulary[Int($0.term)]) }, uniquingKeysWith: { first, _ in first })
    }

    init() {
        stemmer = sb_stemmer_new("english", "UTF_8")
    }

    /// Frees the stemmer; the analyzer is unusable afterwards.
    func close() {
        if let stemmer { sb_stemmer_delete(stemmer) }
    }

    /// The number of `term` in `vocabulary`, added when new.
    mutating func number(of term: String) -> Int32 {
        if let number = numbers[TermKey(term)] { return number }
        let number = Int32(vocabulary.count)
        vocabulary.append(term)
        numbers[TermKey(term)] = number
        return number
    }

    /// True for the number of a pair of Chinese or Japanese characters (a bigram).
    func isPair(_ number: Int32) -> Bool {
        let scalars = vocabulary[Int(number)].unicodeScalars
        return scalars.count == 2 && Self.isCJK(scalars.first!.value)
    }

    // MARK: Words

    /// The index form of a word token (`Sidebars` → `sidebar`), or nil when it is not indexed.
    mutating func term(forWord token: Substring) -> String? {
        guard let normalized = Self.normalize(token), !Self.stopWordSet.contains(normalized) else { return nil }
        return stem(normalized)
    }

    /// The term number of a word token (its UTF-8 bytes), or -1 when it is not indexed, and
    /// the number of its parts' list in `partLists` (-1 for none); notes the forms met.
    mutating func numbers(ofToken bytes: UnsafeBufferPointer<UInt8>) -> (term: Int32, parts: Int32) {
        let hash = bytesHash(bytes)
        let found: (term: Int32, form: Int32, parts: Int32)
        if let known = tokenNumbers.value(of: bytes, hash: hash) {
            found = known
        } else {
            if tokenNumbers.count > Self.cacheLimit {
                tokenNumbers.removeAll()
                partLists.removeAll(keepingCapacity: true)
            }
            let token = String(decoding: bytes, as: UTF8.self)
            let whole = numbers(ofToken: token)
            var parts: Int32 = -1
            let list = Self.codeParts(token).map { numbers(ofToken: $0) }.filter { $0.term >= 0 }
            if !list.isEmpty {
                parts = Int32(partLists.count)
                partLists.append(list)
            }
            found = (whole.term, whole.form, parts)
            tokenNumbers.insert(bytes, hash: hash, value: found)
        }
        meet(found.form)
        if found.parts >= 0 { for part in partLists[Int(found.parts)] { meet(part.form) } }
        return (found.term, found.parts)
    }

    /// Notes a form (a number in `formList`, or -1 for none) as met.
    private mutating func meet(_ form: Int32) {
        if form >= 0, !formMet[Int(form)] {
            formMet[Int(form)] = true
            metForms.append(form)
        }
    }

    /// The parts a code word is also indexed as, in order, each once and none the word itself:
    /// the pieces between `.` and `_`, and the words of a piece written in camel case, split
    /// before a capital that follows a small letter or digit (`isEmpty`: `is`, `Empty`) and
    /// before the last capital of a run followed by a small letter (`UIKit`: `UI`, `Kit`).
    /// Parts of one letter are left out. Empty for other words (any non-ASCII letter, `3.14`,
    /// `v1.2`). `search-analysis.js` splits words the same way (`codeParts`).
    static func codeParts(_ token: String) -> [String] {
        let bytes = Array(token.utf8)
        func isUpper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
        func isLower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        guard bytes.count >= 3, bytes.allSatisfy({ isUpper($0) || isLower($0) || isDigit($0) || $0 == 0x5F || $0 == 0x2E }) else { return [] }
        var parts: [String] = []
        func add(_ part: ArraySlice<UInt8>) {
            let text = String(decoding: part, as: UTF8.self)
            if part.count >= 2, text != token, !parts.contains(text) { parts.append(text) }
        }
        // `_` parts always, `.` only between letters (`names.isEmpty`, not `v1.2`).
        var pieces: [ArraySlice<UInt8>] = [], pieceStart = 0
        for i in bytes.indices where bytes[i] == 0x5F ||
            (bytes[i] == 0x2E && i > 0 && i + 1 < bytes.count && !isDigit(bytes[i - 1]) && !isDigit(bytes[i + 1])) {
            if i > pieceStart { pieces.append(bytes[pieceStart..<i]) }
            pieceStart = i + 1
        }
        if pieceStart < bytes.count { pieces.append(bytes[pieceStart...]) }
        for piece in pieces {
            if pieces.count > 1 { add(piece) }
            var words: [ArraySlice<UInt8>] = [], start = piece.startIndex
            for i in piece.indices.dropFirst() {
                let previous = piece[i - 1], c = piece[i]
                let next = i + 1 < piece.endIndex ? piece[i + 1] : 0
                if isUpper(c), isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) {
                    words.append(piece[start..<i])
                    start = i
                }
            }
            guard !words.isEmpty else { continue }
            words.append(piece[start...])
            for word in words { add(word) }
            // A lone lowercase letter begins a name with what follows it: iPadOS is also iPad.
            if words.count >= 3, words[0].count == 1, isLower(words[0].first!) { add(piece[words[0].startIndex..<words[1].endIndex]) }
        }
        return parts
    }

    /// The term and form numbers of a word token, added when new.
    private mutating func numbers(ofToken token: String) -> (term: Int32, form: Int32) {
        guard let normalized = Self.normalize(Substring(token)), !Self.stopWordSet.contains(normalized) else { return (-1, -1) }
        let stemmed = stem(normalized)
        let term = number(of: stemmed)
        guard stemmed != normalized else { return (term, -1) }
        if let form = formNumbers[TermKey(normalized)] { return (term, form) }
        let form = Int32(formList.count)
        formList.append((normalized, term))
        formNumbers[TermKey(normalized)] = form
        formMet.append(false)
        return (term, form)
    }

    /// The forms (numbers in `formList`) of the words met since the last call, each once.
    mutating func takeForms() -> [Int32] {
        for form in metForms { formMet[Int(form)] = false }
        let forms = metForms
        metForms = []
        return forms
    }

    /// Lower-cases, removes accents and apostrophes (`Don’t` → `dont`, `iPad's` → `ipad`).
    static func normalize(_ token: Substring) -> String? {
        if token.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x27 }) {
            guard !token.isEmpty, token.utf8.count <= maximumTokenLength else { return nil }
            return String(decoding: token.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        var word = token.lowercased()
        if !word.utf8.allSatisfy({ $0 < 0x80 }) {
            word = word.replacingOccurrences(of: "\u{2019}", with: "'")
            let decomposed = word.decomposedStringWithCanonicalMapping
            var scalars = String.UnicodeScalarView()
            for scalar in decomposed.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
                scalars.append(scalar)
            }
            word = String(scalars).precomposedStringWithCanonicalMapping
        }
        if word.utf8.contains(0x27) {
            if word.hasSuffix("'s") { word.removeLast(2) } else if word.hasSuffix("'") { word.removeLast() }
            word.removeAll { $0 == "'" }
        }
        guard !word.isEmpty, word.unicodeScalars.count <= maximumTokenLength else { return nil }
        return word
    }

    /// Snowball English for plain `a`–`z` words of three letters or more; others unchanged.
    mutating func stem(_ word: String) -> String {
        guard word.utf8.count >= 3, word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }), let stemmer else { return word }
        if let cached = stemCache[word] { return cached }
        var result = word
        word.utf8CString.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: buffer.count) { bytes in
                if let stemmed = sb_stemmer_stem(stemmer, bytes, Int32(buffer.count - 1)) {
                    let length = Int(sb_stemmer_length(stemmer))
                    result = String(decoding: UnsafeBufferPointer(start: stemmed, count: length), as: UTF8.self)
                }
            }
        }
        if stemCache.count > 50_000 { stemCache.removeAll(keepingCapacity: true) }
        stemCache[word] = result
        return result
    }

    // MARK: Characters

    /// Han ideographs and Japanese kana: indexed as bigrams, not as space-separated words.
    @inline(__always)
    public static func isCJK(_ v: UInt32) -> Bool { Scripts.isHanOrKana(v) }

    /// Common punctuation of Chinese and English text (no letters, marks, digits or connectors).
    @inline(__always)
    static func isCommonPunctuation(_ v: UInt32) -> Bool {
        switch v {
        case 0x2010...0x203E, 0x3000...0x3004, 0x3008...0x3020, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF3E, 0xFF40, 0xFF5B...0xFF65:
            return true
        default:
            return false
        }
    }

    /// Letters, marks, digits and connector punctuation (outside the CJK ranges).
    @inline(__always)
    static func isWordCharacter(_ v: UInt32) -> Bool {
        if v < 0x80 {
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39) || v == 0x5F
        }
        return isNonASCIIWordCharacter(v)
    }

    /// `isWordCharacter` above ASCII (out of line, so that the ASCII test stays small enough to inline).
    @inline(never)
    static func isNonASCIIWordCharacter(_ v: UInt32) -> Bool {
        if isCJK(v) || isCommonPunctuation(v) { return false }
        guard let scalar = Unicode.Scalar(v) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isJoiner(_ v: UInt32) -> Bool { v == 0x27 || v == 0x2E || v == 0x2019 }

    /// A character of code's operators: `= ! < > & | ^ ~ ? + - * / % .`. A run of two to four of
    /// them outside words is a term as it is (`===`, `..<`, `?.`), unless it is all `.` or all `!`
    /// (a sentence's `...`, `!!!`), and so is a word of ASCII
    /// letters, lower-cased, with the `?` or `!` right after it when no word character or `=`
    /// follows (`as?`, `try!`, not `a!=b`), so that a query typed as code finds it. Neither
    /// counts in the text's length. search-analysis.js finds the same (`operators`).
    @inline(__always)
    static func isOperator(_ b: UInt8) -> Bool {
        switch b {
        case 0x3D, 0x21, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2B, 0x2D, 0x2A, 0x2F, 0x25, 0x2E: return true
        default: return false
        }
    }

    /// The scalar value that starts at `bytes[i]` (valid UTF-8) and its length in bytes.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> (value: UInt32, length: Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (b0, 1) }
        let b1 = UInt32(bytes[i + 1]) & 0x3F
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | b1, 2) }
        let b2 = UInt32(bytes[i + 2]) & 0x3F
        if b0 < 0xF0 { return ((b0 & 0x0F) << 12 | b1 << 6 | b2, 3) }
        return ((b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | UInt32(bytes[i + 3]) & 0x3F, 4)
    }

    // MARK: Text

    /// Adds the terms of `text` to `terms`, each occurrence counting `weight`.
    public mutating func add(_ text: String, weight: Double, to terms: inout Terms) {
        var counts = Counts()
        add(text, weight: weight, to: &counts)
        for number in counts.seen { terms.counts[vocabulary[Int(number)], default: 0] += counts.weights[Int(number)] }
        terms.length += counts.length
    }

    /// Adds a word written as inline code. A stop word there (`if`, `is`) is a keyword of the
    /// language the page is about, indexed although the word in prose is not, as its own term
    /// (`codeStopTerm`); the manifest's `codeStopWords` tells the browser which the index holds.
    mutating func addCodeWord(_ word: String, weight: Double, to counts: inout Counts) {
        guard Self.stopWordSet.contains(word) else { return add(word, weight: weight, to: &counts) }
        counts.add(number(of: Self.codeStopTerm(word)), weight)
        counts.length += 1
    }

    /// The term of a stop word written as code: the word after a backtick, which no word of
    /// prose stems to (`willing` stems to `will`), so the manifest's list says only what code holds.
    static func codeStopTerm(_ word: String) -> String { "`" + word }

    /// True for a term `codeStopTerm` made.
    static func isCodeStopTerm(_ term: String) -> Bool { term.utf8.first == UInt8(ascii: "`") }

    /// Adds the terms of `text` to `counts`, each occurrence counting `weight`.
    mutating func add(_ text: String, weight: Double, to counts: inout Counts) {
        var text = text
        text.withUTF8 { add(utf8: $0, weight: weight, to: &counts) }
    }

    mutating func add(utf8 bytes: UnsafeBufferPointer<UInt8>, weight: Double, to counts: inout Counts) {
        let n = bytes.count
        var i = 0
        while i < n {
            let (v, length) = Self.decode(bytes, i)
            if Self.isCJK(v) {
                i = addRun(bytes, from: i, first: v, length: length, weight: weight, to: &counts)
            } else if Self.isWordCharacter(v) {
                var j = i + length
                while j < n {
                    let (w, l) = Self.decode(bytes, j)
                    if Self.isWordCharacter(w) { j += l; continue }
                    if Self.isJoiner(w), j + l < n, Self.isWordCharacter(Self.decode(bytes, j + l).value) {
                        j += l + Self.decode(bytes, j + l).length
                        continue
                    }
                    break
                }
                let (number, parts) = numbers(ofToken: UnsafeBufferPointer(rebasing: bytes[i..<j]))
                if number >= 0 { counts.add(number, weight) }
                if parts >= 0 { for part in partLists[Int(parts)] { counts.add(part.term, weight * Self.partWeight) } }
                counts.length += 1
                if j < n, bytes[j] == 0x3F || bytes[j] == 0x21,
                   j + 1 == n || (bytes[j + 1] != 0x3D && !Self.isWordCharacter(Self.decode(bytes, j + 1).value)),
                   bytes[i..<j].allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
                    counts.add(self.number(of: String(decoding: bytes[i..<j].map { $0 | 0x20 } + [bytes[j]], as: UTF8.self)), weight)
                }
                i = j
            } else if Self.isOperator(bytes[i]) {
                var k = i + 1
                while k < n, Self.isOperator(bytes[k]) { k += 1 }
                if k - i >= 2, k - i <= 4, bytes[i..<k].contains(where: { $0 != 0x2E }), bytes[i..<k].contains(where: { $0 != 0x21 }) { counts.add(number(of: String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<k]), as: UTF8.self)), weight) }
                i = k
            } else {
                i += length
            }
        }
    }

    /// The number of a CJK bigram or single character (`pair`: its scalar values, the first
    /// shifted up 32 bits), spelled by `bytes[start..<end]`.
    @inline(__always)
    mutating func pairNumber(_ pair: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        if let number = pairNumbers.value(of: pair) { return number }
        let number = number(of: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        pairNumbers.insert(pair, value: number)
        return number
    }

    /// Adds the CJK run that starts at `bytes[start]` with the character `first` (`length`
    /// bytes): its bigrams, or the character alone. Returns where the run ends.
    @inline(__always)
    mutating func addRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, first: UInt32, length: Int, weight: Double,
                         to counts: inout Counts) -> Int {
        var (previous, previousStart, i) = (first, start, start + length)
        while i < bytes.count {
            let (v, l) = Self.decode(bytes, i)
            guard Self.isCJK(v) else { break }
            counts.add(pairNumber(UInt64(previous) << 32 | UInt64(v), bytes, previousStart, i + l), weight * Self.bigramWeight)
            counts.length += 1
            (previous, previousStart) = (v, i)
            i += l
        }
        if previousStart == start {
            counts.add(pairNumber(UInt64(first), bytes, start, i), weight)
            counts.length += 1
        }
        return i
    }
}

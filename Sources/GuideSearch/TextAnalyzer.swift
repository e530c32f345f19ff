import CStemmer
import CWordBreak
import Foundation

/// Turns text into index terms. The same rules run in the browser (`Theme/assets/search.js`,
/// `analyze`), so that a query finds what the index holds; change both together.
///
/// - **Words** (any script but Chinese and Japanese): maximal runs of letters, marks, digits and
///   `_`, joined through a single `'`, `’` or `.` between two of them (`don't`, `U.S.A`, `3.14`).
///   Lower-cased, accents removed, a trailing `'s` dropped and other apostrophes removed; plain
///   `a`–`z` words of three letters or more are stemmed with Snowball's English stemmer
///   (libstemmer). A few English function words are not indexed.
/// - **Chinese and Japanese** (Han, kana): every run of such characters is indexed as overlapping
///   character bigrams, so a query that is any part of a run finds it whatever the word
///   boundaries. ICU's dictionary word breaker weights them: a bigram inside a dictionary word
///   counts in full, one that straddles two words counts half; dictionary words of three or more
///   characters are indexed as terms of their own. A run of one character is a one-character term.
public struct TextAnalyzer {
    /// Terms of one piece of text with their weighted counts, and the text's length in tokens.
    public struct Terms {
        /// Words and long CJK words.
        public var words: [String: Double] = [:]
        /// CJK bigrams and single characters, packed as two scalar values (fast to count).
        var pairs: [UInt64: Double] = [:]
        public var length = 0

        public init() {}

        /// Every term with its weighted count.
        public var counts: [String: Double] {
            var all = words
            for (pair, count) in pairs { all[Self.string(pair), default: 0] += count }
            return all
        }

        static func string(_ pair: UInt64) -> String {
            var scalars = String.UnicodeScalarView()
            if let first = Unicode.Scalar(UInt32(pair >> 32)), pair >> 32 != 0 { scalars.append(first) }
            if let second = Unicode.Scalar(UInt32(pair & 0xFFFF_FFFF)) { scalars.append(second) }
            return String(scalars)
        }
    }

    /// English function words that are not indexed (the browser reads this list from the index).
    public static let stopWords: [String] = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it",
        "no", "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these",
        "they", "this", "to", "was", "will", "with",
    ]
    static let stopWordSet = Set(stopWords)

    /// Longest token indexed (longer ones are mostly encoded data), in characters.
    static let maximumTokenLength = 60
    /// Weight of a bigram that straddles a dictionary word boundary.
    static let crossingBigramWeight = 0.5

    private let stemmer: OpaquePointer?
    private let breaker: OpaquePointer?
    private var stemCache: [String: String] = [:]
    /// The term of each raw token seen (`Sidebars` → `sidebar`; nil when not indexed).
    private var tokenCache: [String: String?] = [:]
    /// Every word seen that stems to something else, with its stem (`sidebars` → `sidebar`).
    public private(set) var forms: [String: String] = [:]

    public init() {
        stemmer = sb_stemmer_new("english", "UTF_8")
        breaker = guide_word_breaker_open("zh")
    }

    /// Frees the stemmer and the break iterator; the analyzer is unusable afterwards.
    public func close() {
        if let stemmer { sb_stemmer_delete(stemmer) }
        if let breaker { guide_word_breaker_close(breaker) }
    }

    // MARK: Words

    /// The index form of a word token (`Sidebars` → `sidebar`), or nil when it is not indexed.
    public mutating func term(forWord token: Substring) -> String? { term(forToken: String(token)) }

    mutating func term(forToken key: String) -> String? {
        let token = Substring(key)
        if let cached = tokenCache[key] { return cached }
        var result: String?
        if let normalized = Self.normalize(token), !Self.stopWordSet.contains(normalized) {
            let stemmed = stem(normalized)
            if stemmed != normalized { forms[normalized] = stemmed }
            result = stemmed
        }
        if tokenCache.count > 200_000 { tokenCache.removeAll(keepingCapacity: true) }
        tokenCache[key] = result
        return result
    }

    /// Lower-cases, removes accents and apostrophes (`Don’t` → `dont`, `iPad's` → `ipad`).
    public static func normalize(_ token: Substring) -> String? {
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
    public mutating func stem(_ word: String) -> String {
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
    public static func isCJK(_ v: UInt32) -> Bool {
        switch v {
        case 0x3005...0x3007, 0x3021...0x3029, 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x323AF:
            return true
        default:
            return false
        }
    }

    /// Letters, marks, digits and connector punctuation (outside the CJK ranges).
    @inline(__always)
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39) || v == 0x5F
        }
        if isCJK(v) { return false }
        switch v {
        // Common punctuation of Chinese and English text (no letters, marks, digits or connectors).
        case 0x2010...0x203E, 0x3000...0x3004, 0x3008...0x3020, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF3E, 0xFF40, 0xFF5B...0xFF65:
            return false
        default:
            break
        }
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

    // MARK: Text

    /// Adds the terms of `text` to `terms`, each occurrence counting `weight`.
    public mutating func add(_ text: String, weight: Double, to terms: inout Terms) {
        let scalars = Array(text.unicodeScalars)
        let n = scalars.count
        // ICU runs once over text that has CJK characters; its boundaries, as scalar indices.
        var boundaries: [Bool] = []
        if let breaker, scalars.contains(where: { Self.isCJK($0.value) }) {
            boundaries = [Bool](repeating: false, count: n + 1)
            var utf16: [UInt16] = []
            utf16.reserveCapacity(n + 16)
            var scalarAtUTF16: [Int32] = []
            scalarAtUTF16.reserveCapacity(n + 16)
            for (index, scalar) in scalars.enumerated() {
                if scalar.value < 0x10000 {
                    utf16.append(UInt16(scalar.value))
                    scalarAtUTF16.append(Int32(index))
                } else {
                    let v = scalar.value - 0x10000
                    utf16.append(UInt16(0xD800 + (v >> 10)))
                    utf16.append(UInt16(0xDC00 + (v & 0x3FF)))
                    scalarAtUTF16.append(Int32(index))
                    scalarAtUTF16.append(Int32(index))
                }
            }
            scalarAtUTF16.append(Int32(n))
            var ends = [Int32](repeating: 0, count: utf16.count + 1)
            let found = Int(guide_word_breaker_boundaries(breaker, utf16, Int32(utf16.count), &ends, Int32(ends.count)))
            for k in 0..<max(found, 0) { boundaries[Int(scalarAtUTF16[Int(ends[k])])] = true }
        }
        var i = 0
        while i < n {
            let v = scalars[i].value
            if Self.isCJK(v) {
                var j = i
                while j < n, Self.isCJK(scalars[j].value) { j += 1 }
                addRun(scalars, i, j, boundaries: boundaries, weight: weight, to: &terms)
                i = j
            } else if Self.isWordCharacter(scalars[i]) {
                var j = i + 1
                while j < n {
                    if Self.isWordCharacter(scalars[j]) { j += 1; continue }
                    if Self.isJoiner(scalars[j].value), j + 1 < n, Self.isWordCharacter(scalars[j + 1]) { j += 2; continue }
                    break
                }
                var token = String.UnicodeScalarView()
                token.append(contentsOf: scalars[i..<j])
                if let term = term(forToken: String(token)) {
                    terms.words[term, default: 0] += weight
                }
                terms.length += 1
                i = j
            } else {
                i += 1
            }
        }
    }

    /// The CJK run `scalars[start..<end]`: bigrams weighted by ICU's word boundaries (true at the
    /// index where a word starts), plus dictionary words of three to eight characters.
    mutating func addRun(_ scalars: [Unicode.Scalar], _ start: Int, _ end: Int, boundaries: [Bool], weight: Double, to terms: inout Terms) {
        if end - start == 1 {
            terms.pairs[UInt64(scalars[start].value), default: 0] += weight
            terms.length += 1
            return
        }
        let crossingWeight = weight * Self.crossingBigramWeight
        for k in start..<(end - 1) {
            let pair = UInt64(scalars[k].value) << 32 | UInt64(scalars[k + 1].value)
            let crossing = boundaries.isEmpty || boundaries[k + 1]
            terms.pairs[pair, default: 0] += crossing ? crossingWeight : weight
        }
        terms.length += end - start - 1
        guard !boundaries.isEmpty else { return }
        var wordStart = start
        for k in (start + 1)...end where k == end || boundaries[k] {
            if k - wordStart >= 3, k - wordStart <= 8 {
                var word = String.UnicodeScalarView()
                word.append(contentsOf: scalars[wordStart..<k])
                terms.words[String(word), default: 0] += weight
            }
            wordStart = k
        }
    }

    /// Dictionary words of a CJK text, for tests and diagnostics (`警告|框|用于|告知|用户`).
    public func words(_ text: String) -> [String] {
        let utf16 = Array(text.utf16)
        guard let breaker, !utf16.isEmpty else { return [] }
        var ends = [Int32](repeating: 0, count: utf16.count + 1)
        let found = Int(guide_word_breaker_boundaries(breaker, utf16, Int32(utf16.count), &ends, Int32(ends.count)))
        var result: [String] = []
        var start = 0
        for k in 0..<max(found, 0) {
            let end = Int(ends[k])
            let piece = String(decoding: utf16[start..<end], as: UTF16.self)
            if piece.unicodeScalars.contains(where: { Self.isCJK($0.value) || Self.isWordCharacter($0) }) { result.append(piece) }
            start = end
        }
        return result
    }
}

import GuideCore

/// A term as a dictionary key: hashed and compared by its UTF-8 bytes, not normalized as a
/// `String` key is on every lookup of non-ASCII text. Terms are the browser's too, and
/// JavaScript compares strings by their code units, so bytes are the right sameness here.
typealias TermKey = HashedAsUTF8<String>

/// The terms and word forms of a language's pages, numbered: the analyzers of the index
/// writer's threads number terms each in their own way, and pages kept from an earlier build
/// (`SearchIndexCache`) were numbered then. Numbers are never reused; terms that no page has
/// any more stay until the table is dropped.
final class TermTable {
    private(set) var terms: [String] = []
    private var numbers: [TermKey: Int32] = [:]
    /// Words that stem to something else, with their term's number.
    private(set) var forms: [(word: String, term: Int32)] = []
    private var formNumbers: [TermKey: Int32] = [:]
    /// Term numbers in UTF-16 order of the terms, and form numbers in order of the words, as far
    /// as sorted: a table kept between builds sorts only what each build adds.
    private var termOrder: [Int32] = []
    private var formOrder: [Int32] = []
    /// Terms with postings at the last `SearchIndexWriter.files(for:table:…)`.
    var liveTerms = 0

    func number(of term: String) -> Int32 {
        if let number = numbers[TermKey(term)] { return number }
        let number = Int32(terms.count)
        terms.append(term)
        numbers[TermKey(term)] = number
        return number
    }

    func number(ofForm word: String, term: Int32) -> Int32 {
        if let number = formNumbers[TermKey(word)] { return number }
        let number = Int32(forms.count)
        forms.append((word, term))
        formNumbers[TermKey(word)] = number
        return number
    }

    /// Room for `count` more terms, so that adding a worker's vocabulary does not grow the
    /// table step by step.
    func reserve(terms count: Int) {
        numbers.reserveCapacity(numbers.count + count)
        terms.reserveCapacity(terms.count + count)
    }

    /// Every term number, in UTF-16 order of the terms (the order of JavaScript's `<`).
    func sortedTerms() -> [Int32] {
        let terms = self.terms
        // Most comparisons end in the first eight bytes: compared as one number each, the
        // strings are looked at only when those are the same (the sort ran on one core after
        // every language's pages were analyzed).
        let keys = terms.map(Self.sortKey)
        termOrder = Self.adding(termOrder.count..<terms.count, to: termOrder) { a, b in
            let (keyA, keyB) = (keys[Int(a)], keys[Int(b)])
            return keyA != keyB ? keyA < keyB : Self.precedesInUTF16(terms[Int(a)], terms[Int(b)])
        }
        return termOrder
    }

    /// A term's first eight UTF-8 bytes, weighted as `precedesInUTF16` weighs them, as a
    /// big-endian number padded with zeros (no term holds a zero byte): keys that differ
    /// order their terms as `precedesInUTF16` does.
    static func sortKey(_ term: String) -> UInt64 {
        var key: UInt64 = 0, count = 0
        for byte in term.utf8.prefix(8) {
            key = key << 8 | UInt64(byte == 0xEE || byte == 0xEF ? byte &+ 7 : byte)
            count += 1
        }
        return count == 0 ? 0 : key << (8 * UInt64(8 - count))
    }

    /// Whether `a` sorts before `b` in UTF-16 code units, the order JavaScript compares strings
    /// in, found from their UTF-8 bytes without transcoding them (walking `utf16` views was a
    /// sixth of a book's index time). UTF-8 bytes sort as code points do, and UTF-16 differs only
    /// in putting U+E000–U+FFFF (lead bytes 0xEE, 0xEF) after the code points above U+FFFF
    /// (lead bytes 0xF0–0xF4, stored as surrogates D800–DFFF): those two lead bytes are moved up.
    static func precedesInUTF16(_ a: String, _ b: String) -> Bool {
        func weight(_ byte: UInt8) -> UInt8 { byte == 0xEE || byte == 0xEF ? byte &+ 7 : byte }
        let found = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool in
                for i in 0..<min(x.count, y.count) where x[i] != y[i] { return weight(x[i]) < weight(y[i]) }
                return x.count < y.count
            }
        }
        return (found ?? nil) ?? a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    /// Every form number, in order of the words.
    func sortedForms() -> [Int32] {
        let forms = self.forms
        formOrder = Self.adding(formOrder.count..<forms.count, to: formOrder) { forms[Int($0)].word < forms[Int($1)].word }
        return formOrder
    }

    /// `sorted` with the numbers `added`, sorted by `precedes` (the new ones sorted, then merged).
    static func adding(_ added: Range<Int>, to sorted: [Int32], by precedes: (Int32, Int32) -> Bool) -> [Int32] {
        guard !added.isEmpty else { return sorted }
        let new = added.map(Int32.init).sorted(by: precedes)
        guard !sorted.isEmpty else { return new }
        var merged: [Int32] = []
        merged.reserveCapacity(sorted.count + new.count)
        var i = 0, j = 0
        while i < sorted.count, j < new.count {
            if precedes(new[j], sorted[i]) {
                merged.append(new[j])
                j += 1
            } else {
                merged.append(sorted[i])
                i += 1
            }
        }
        merged.append(contentsOf: sorted[i...])
        merged.append(contentsOf: new[j...])
        return merged
    }
}

import Foundation

/// Lower-case words to look words of a text up in, ignoring case, without building a string
/// for each word: an ASCII word of up to nine letters (nearly all of them) is packed into an
/// integer as it is read, lower-cased, and compared with the list's words of its length.
struct WordList: Sendable {
    /// The words, lower-cased.
    let words: Set<String>
    /// The short ASCII words' packed forms (`pack`), grouped by length, with the words.
    private let packed: [UInt64]
    private let packedWords: [String]
    /// Where each length's group starts in `packed` (index = length; one more at the end).
    private let groupStart: [Int]
    /// Longer ASCII words, compared scalar by scalar.
    private let long: [(scalars: [Unicode.Scalar], word: String)]
    /// For each (lower-cased) ASCII first scalar, a bit for each length of the list's words
    /// that start with it (bit 15 for 15 and longer): most words are turned away by this test.
    private let lengthsByFirst: [UInt16]

    init(_ words: some Sequence<String>) {
        let lowered = Set(words.map { $0.lowercased() })
        self.words = lowered
        let ascii = lowered.sorted().filter { !$0.isEmpty && $0.unicodeScalars.allSatisfy(\.isASCII) }
        let short = ascii.filter { $0.unicodeScalars.count <= Self.packedLength }.sorted { $0.unicodeScalars.count < $1.unicodeScalars.count }
        packed = short.map { Self.pack($0.unicodeScalars) }
        packedWords = short
        groupStart = (0...(Self.packedLength + 1)).map { length in short.firstIndex { $0.unicodeScalars.count >= length } ?? short.count }
        long = ascii.filter { $0.unicodeScalars.count > Self.packedLength }.map { (Array($0.unicodeScalars), $0) }
        var lengthsByFirst = [UInt16](repeating: 0, count: 128)
        for word in ascii {
            lengthsByFirst[Int(word.unicodeScalars.first!.value)] |= Self.lengthBit(word.unicodeScalars.count)
        }
        self.lengthsByFirst = lengthsByFirst
    }

    private static func lengthBit(_ length: Int) -> UInt16 { 1 << UInt16(min(length, 15)) }

    /// Seven bits per ASCII scalar: nine fit in a UInt64.
    private static let packedLength = 9

    private static func pack(_ scalars: some Sequence<Unicode.Scalar>) -> UInt64 {
        scalars.reduce(0) { $0 << 7 | UInt64(ScannedText.asciiLowercased($1).value) }
    }

    /// The lower-cased word when scalars `lower..<upper` of the text, lower-cased, are in the list.
    /// Rules ask this about every word, so the usual answer, no, is given inline.
    @inline(__always) func match(_ text: ScannedText, _ lower: Int, _ upper: Int, isASCII: Bool) -> String? {
        guard isASCII else { return matchOther(text, lower, upper) }
        let length = upper - lower
        guard lengthsByFirst[Int(ScannedText.asciiLowercased(text.scalars[lower]).value)] & Self.lengthBit(length) != 0 else { return nil }
        return matchASCII(text, lower, upper)
    }

    @inline(never) private func matchOther(_ text: ScannedText, _ lower: Int, _ upper: Int) -> String? {
        // Words with other scalars go through `String.lowercased()`, as its Unicode rules are the reference.
        let word = text.string(lower, upper).lowercased()
        return words.contains(word) ? word : nil
    }

    @inline(never) private func matchASCII(_ text: ScannedText, _ lower: Int, _ upper: Int) -> String? {
        let length = upper - lower
        if length <= Self.packedLength {
            let group = groupStart[length]..<groupStart[length + 1]
            guard !group.isEmpty else { return nil }
            let key = Self.pack(text.scalars[lower..<upper])
            return group.first { packed[$0] == key }.map { packedWords[$0] }
        }
        candidates: for candidate in long where candidate.scalars.count == length {
            for k in 0..<length where ScannedText.asciiLowercased(text.scalars[lower + k]) != candidate.scalars[k] {
                continue candidates
            }
            return candidate.word
        }
        return nil
    }

    func match(_ word: ScannedText.Word, in text: ScannedText) -> String? {
        match(text, word.lower, word.upper, isASCII: word.isASCII)
    }
}

import Foundation

/// WordNet's lemmas with their word classes, looked up by their UTF-8 bytes. About 150,000
/// lemmas are read at the start of every build that lints; as a `[String: Classes]` they took
/// 50–60 ms on one thread, one `String` made and hashed per lemma, before any page could be
/// checked. Here they are one buffer of bytes and an open-addressing table of entry numbers.
struct LemmaTable: Sendable {
    /// Every lemma's bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where entry `n`'s bytes start in `bytes`; entry `n` ends where `n + 1` starts.
    private var starts: [Int32] = [0]
    private var classes: [EnglishLexicon.Classes] = []
    /// Entry number + 1 at each slot, 0 for an empty slot; the count is a power of two.
    private var slots: [Int32]

    /// A table with room for `capacity` lemmas without growing.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        bytes.reserveCapacity(capacity * 8)
        starts.reserveCapacity(capacity + 1)
        classes.reserveCapacity(capacity)
    }

    /// Adds `more` to the classes of the lemma spelled by `lemma`, adding the lemma when new.
    mutating func add(_ lemma: UnsafeBufferPointer<UInt8>, _ more: EnglishLexicon.Classes) {
        if let entry = entry(of: lemma) {
            classes[entry].formUnion(more)
            return
        }
        if (classes.count + 1) * 2 > slots.count { grow() }
        bytes.append(contentsOf: lemma)
        starts.append(Int32(bytes.count))
        classes.append(more)
        place(classes.count - 1, hash: Self.hash(lemma))
    }

    /// The classes of a lemma, or nil when WordNet does not have it.
    subscript(word: String) -> EnglishLexicon.Classes? {
        var word = word
        return word.withUTF8 { entry(of: $0).map { classes[$0] } }
    }

    private func entry(of lemma: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(lemma)) & mask
        return bytes.withUnsafeBufferPointer { stored in
            while slots[slot] != 0 {
                let entry = Int(slots[slot]) - 1
                let start = Int(starts[entry]), end = Int(starts[entry + 1])
                if end - start == lemma.count, lemma.count == 0 || memcmp(stored.baseAddress! + start, lemma.baseAddress!, lemma.count) == 0 {
                    return entry
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    private mutating func place(_ entry: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry + 1)
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        for entry in classes.indices {
            let start = Int(starts[entry]), end = Int(starts[entry + 1])
            let hash = bytes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            place(entry, hash: hash)
        }
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}

import Foundation

/// The term and form numbers of the word tokens an analyzer has met, found by the token's UTF-8
/// bytes. Every word of every page is looked up here; making a `String` of each token to hash it
/// with `Hasher` cost more than the rest of the lookup (a twentieth of a book's build).
///
/// Open addressing over a power-of-two table of slots, kept at most half full; the tokens' bytes
/// live one after another in one array.
struct TokenTable {
    typealias Numbers = (term: Int32, form: Int32)

    private struct Entry {
        var start: Int32
        var length: Int32
        var hash: UInt64
        var numbers: Numbers
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    /// An index into `entries` for each slot, -1 for an empty one.
    private var slots = [Int32](repeating: -1, count: 1024)

    /// The number of tokens held.
    var count: Int { entries.count }

    /// FNV-1a over the token's bytes.
    static func hash(_ token: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in token {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }

    /// The numbers of `token` (whose `hash` is `TokenTable.hash(token)`), or nil when it is new.
    func numbers(of token: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Numbers? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let n = Int(slots[slot])
            if n < 0 { return nil }
            let entry = entries[n]
            if entry.hash == hash, Int(entry.length) == token.count, same(entry, token) { return entry.numbers }
            slot = (slot + 1) & mask
        }
    }

    /// Adds a token that `numbers(of:hash:)` did not find.
    mutating func insert(_ token: UnsafeBufferPointer<UInt8>, hash: UInt64, numbers: Numbers) {
        if (entries.count + 1) * 2 > slots.count { grow() }
        entries.append(Entry(start: Int32(bytes.count), length: Int32(token.count), hash: hash, numbers: numbers))
        bytes.append(contentsOf: token)
        place(Int32(entries.count - 1), hash: hash)
    }

    /// Forgets every token, keeping the room.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        for i in slots.indices { slots[i] = -1 }
    }

    private func same(_ entry: Entry, _ token: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { stored in
            token.isEmpty || memcmp(stored.baseAddress! + Int(entry.start), token.baseAddress!, token.count) == 0
        }
    }

    private mutating func place(_ n: Int32, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = n
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for n in entries.indices { place(Int32(n), hash: entries[n].hash) }
    }
}

import Foundation

/// Values found by a short byte string: the term numbers of the word tokens and Chinese
/// bigrams an analyzer has met, and the Chinese runs it has broken. Every word and bigram of
/// every page is looked up here; making a `String` of each to hash it with `Hasher` cost more
/// than the rest of the lookup (a twentieth of a book's build).
///
/// Open addressing over a power-of-two table of slots, kept at most half full; the keys' bytes
/// live one after another in one array.
struct BytesTable<Value> {
    private struct Entry {
        var start: Int32
        var length: Int32
        var hash: UInt64
        var value: Value
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    /// An index into `entries` for each slot, -1 for an empty one.
    private var slots = [Int32](repeating: -1, count: 1024)

    /// The number of keys held.
    var count: Int { entries.count }

    /// The value of `key` (whose `hash` is `bytesHash(key)`), or nil when it is new.
    func value(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Value? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let n = Int(slots[slot])
            if n < 0 { return nil }
            let entry = entries[n]
            if entry.hash == hash, Int(entry.length) == key.count, same(entry, key) { return entry.value }
            slot = (slot + 1) & mask
        }
    }

    /// Adds a key that `value(of:hash:)` did not find.
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64, value: Value) {
        if (entries.count + 1) * 2 > slots.count { grow() }
        entries.append(Entry(start: Int32(bytes.count), length: Int32(key.count), hash: hash, value: value))
        bytes.append(contentsOf: key)
        place(Int32(entries.count - 1), hash: hash)
    }

    /// Forgets every key, keeping the room.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        for i in slots.indices { slots[i] = -1 }
    }

    private func same(_ entry: Entry, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { stored in
            key.isEmpty || memcmp(stored.baseAddress! + Int(entry.start), key.baseAddress!, key.count) == 0
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

/// FNV-1a over a key's bytes: the hash `BytesTable` finds keys by.
func bytesHash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in key {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return hash
}

/// The term numbers of the Chinese bigrams and single characters an analyzer has met, by the
/// pair's two scalar values packed in one integer (a single character's first is 0). A slot
/// holds its key and value side by side, so that a look-up reads one cache line: there are
/// hundreds of thousands of pairs, looked up once per character of Chinese text.
struct PairTable {
    private struct Slot {
        /// 0 for an empty slot (no pair packs to 0: its second scalar is never 0).
        var key: UInt64
        var value: Int32
    }

    private var slots = [Slot](repeating: Slot(key: 0, value: 0), count: 1024)
    private(set) var count = 0

    /// The number of pair `key`, or nil when it is new.
    @inline(__always)
    func value(of key: UInt64) -> Int32? {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Self.start(key, mask)
            while true {
                let found = slots[slot]
                if found.key == key { return found.value }
                if found.key == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Adds a pair that `value(of:)` did not find.
    mutating func insert(_ key: UInt64, value: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        place(key, value)
        count += 1
    }

    /// Fibonacci hashing: the pairs' bits are close together, a multiply spreads them.
    @inline(__always)
    private static func start(_ key: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private mutating func place(_ key: UInt64, _ value: Int32) {
        let mask = slots.count - 1
        var slot = Self.start(key, mask)
        while slots[slot].key != 0 { slot = (slot + 1) & mask }
        slots[slot] = Slot(key: key, value: value)
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(key: 0, value: 0), count: slots.count * 2)
        for slot in old where slot.key != 0 { place(slot.key, slot.value) }
    }
}

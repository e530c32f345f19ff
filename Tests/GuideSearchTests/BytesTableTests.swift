import Testing
@testable import GuideSearch

/// The analyzer's tables of word tokens (by their bytes) and of Chinese character pairs.
struct BytesTableTests {
    func withBytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        var text = text
        return text.withUTF8(body)
    }

    @Test func everyTokenAddedIsFoundWithItsNumbersAfterTheTableGrows() {
        var table = BytesTable<(term: Int32, form: Int32)>()
        let tokens = (0..<5_000).map { "word\($0)" } + ["", "a", "ab", "ba", "中文", "café", "cafe\u{301}"]
        for (n, token) in tokens.enumerated() {
            withBytes(token) { bytes in
                #expect(table.value(of: bytes, hash: bytesHash(bytes)) == nil, "\(token) before it was added")
                table.insert(bytes, hash: bytesHash(bytes), value: (Int32(n), Int32(-n)))
            }
        }
        #expect(table.count == tokens.count)
        for (n, token) in tokens.enumerated() {
            let found = withBytes(token) { table.value(of: $0, hash: bytesHash($0)) }
            #expect(found?.term == Int32(n) && found?.form == Int32(-n), "\(token)")
        }
        // Bytes, not canonical equivalence: the two spellings of café are two tokens.
        let composed = withBytes("café") { table.value(of: $0, hash: bytesHash($0)) }
        let decomposed = withBytes("cafe\u{301}") { table.value(of: $0, hash: bytesHash($0)) }
        #expect(composed?.term != decomposed?.term)
        #expect(withBytes("word5000") { table.value(of: $0, hash: bytesHash($0)) } == nil)
    }

    @Test func tokensWithTheSameHashAreToldApartByTheirBytes() {
        var table = BytesTable<(term: Int32, form: Int32)>()
        // Forced into one chain: the same hash for different tokens.
        for (n, token) in ["ab", "ba", "abc"].enumerated() {
            withBytes(token) { table.insert($0, hash: 42, value: (Int32(n), -1)) }
        }
        #expect(withBytes("ba") { table.value(of: $0, hash: 42) }?.term == 1)
        #expect(withBytes("abc") { table.value(of: $0, hash: 42) }?.term == 2)
        #expect(withBytes("cb") { table.value(of: $0, hash: 42) } == nil)
    }

    @Test func aClearedTableHoldsNothing() {
        var table = BytesTable<(term: Int32, form: Int32)>()
        withBytes("sidebar") { table.insert($0, hash: bytesHash($0), value: (1, -1)) }
        table.removeAll()
        #expect(table.count == 0)
        #expect(withBytes("sidebar") { table.value(of: $0, hash: bytesHash($0)) } == nil)
        withBytes("sidebar") { table.insert($0, hash: bytesHash($0), value: (7, -1)) }
        #expect(withBytes("sidebar") { table.value(of: $0, hash: bytesHash($0)) }?.term == 7)
    }

    @Test func everyPairAddedIsFoundAfterTheTableGrows() {
        var table = PairTable()
        // Pairs as the analyzer packs them (first scalar in the high half), with neighbours
        // that differ in one bit of either half, and single characters (first half 0).
        var pairs: [UInt64] = []
        for first in UInt64(0x4E00)..<0x4E40 {
            for second in UInt64(0x4E00)..<0x4E40 { pairs.append(first << 32 | second) }
        }
        pairs += (UInt64(0x3400)..<0x3500).map { $0 }
        for (n, pair) in pairs.enumerated() {
            #expect(table.value(of: pair) == nil)
            table.insert(pair, value: Int32(n))
        }
        #expect(table.count == pairs.count)
        #expect(pairs.enumerated().allSatisfy { table.value(of: $0.element) == Int32($0.offset) })
        #expect(table.value(of: 0x4E40 << 32 | 0x4E00) == nil)
    }
}

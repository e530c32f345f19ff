import Testing
@testable import GuideSearch

/// The analyzer's table of word tokens, found by their bytes.
struct TokenTableTests {
    func withBytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        var text = text
        return text.withUTF8(body)
    }

    @Test func everyTokenAddedIsFoundWithItsNumbersAfterTheTableGrows() {
        var table = TokenTable()
        let tokens = (0..<5_000).map { "word\($0)" } + ["", "a", "ab", "ba", "中文", "café", "cafe\u{301}"]
        for (n, token) in tokens.enumerated() {
            withBytes(token) { bytes in
                #expect(table.numbers(of: bytes, hash: TokenTable.hash(bytes)) == nil, "\(token) before it was added")
                table.insert(bytes, hash: TokenTable.hash(bytes), numbers: (Int32(n), Int32(-n)))
            }
        }
        #expect(table.count == tokens.count)
        for (n, token) in tokens.enumerated() {
            let found = withBytes(token) { table.numbers(of: $0, hash: TokenTable.hash($0)) }
            #expect(found?.term == Int32(n) && found?.form == Int32(-n), "\(token)")
        }
        // Bytes, not canonical equivalence: the two spellings of café are two tokens.
        let composed = withBytes("café") { table.numbers(of: $0, hash: TokenTable.hash($0)) }
        let decomposed = withBytes("cafe\u{301}") { table.numbers(of: $0, hash: TokenTable.hash($0)) }
        #expect(composed?.term != decomposed?.term)
        #expect(withBytes("word5000") { table.numbers(of: $0, hash: TokenTable.hash($0)) } == nil)
    }

    @Test func tokensWithTheSameHashAreToldApartByTheirBytes() {
        var table = TokenTable()
        // Forced into one chain: the same hash for different tokens.
        for (n, token) in ["ab", "ba", "abc"].enumerated() {
            withBytes(token) { table.insert($0, hash: 42, numbers: (Int32(n), -1)) }
        }
        #expect(withBytes("ba") { table.numbers(of: $0, hash: 42) }?.term == 1)
        #expect(withBytes("abc") { table.numbers(of: $0, hash: 42) }?.term == 2)
        #expect(withBytes("cb") { table.numbers(of: $0, hash: 42) } == nil)
    }

    @Test func aClearedTableHoldsNothing() {
        var table = TokenTable()
        withBytes("sidebar") { table.insert($0, hash: TokenTable.hash($0), numbers: (1, -1)) }
        table.removeAll()
        #expect(table.count == 0)
        #expect(withBytes("sidebar") { table.numbers(of: $0, hash: TokenTable.hash($0)) } == nil)
        withBytes("sidebar") { table.insert($0, hash: TokenTable.hash($0), numbers: (7, -1)) }
        #expect(withBytes("sidebar") { table.numbers(of: $0, hash: TokenTable.hash($0)) }?.term == 7)
    }
}

import Testing
@testable import GuideCore

/// The eight-bytes-at-once tests agree with looking at each byte, for every byte value in every
/// place of a word.
struct ByteWordsTests {
    @Test func aWordContainsAByteExactlyWhenOneOfItsBytesIsIt() {
        let filler: [UInt8] = [0x61, 0xE4, 0xB8, 0x20, 0x7F, 0x80, 0xFF, 0x41]
        for place in 0..<8 {
            for value in 0...255 {
                var bytes = filler
                bytes[place] = UInt8(value)
                let word = bytes.withUnsafeBufferPointer { ByteWords.load($0.baseAddress!) }
                for probe: UInt8 in [0x22, 0x26, 0x27, 0x3C, 0x3E, 0x5C, 0xE2] {
                    #expect(ByteWords.contains(probe, in: word) == bytes.contains(probe), "byte \(value) at \(place), probe \(probe)")
                }
                #expect(ByteWords.containsByte(below: 0x20, in: word) == bytes.contains { $0 < 0x20 }, "byte \(value) at \(place)")
            }
        }
    }
}

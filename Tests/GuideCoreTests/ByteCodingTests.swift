import Testing
@testable import GuideCore

/// Varints and strings written by `ByteCoding` read back through `ByteReader`, and a reader
/// never reads past its bytes.
struct ByteCodingTests {
    @Test func numbersAndStringsReadBackAsWritten() {
        let numbers: [UInt64] = [0, 1, 127, 128, 300, 16_383, 16_384, UInt64(UInt32.max), UInt64.max]
        var bytes: [UInt8] = []
        for n in numbers { ByteCoding.appendVarint(n, to: &bytes) }
        ByteCoding.appendString("闭包 closure", to: &bytes)
        ByteCoding.appendString("", to: &bytes)
        #expect(bytes.prefix(4) == [0, 1, 127, 0x80])
        bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer)
            for n in numbers { #expect(reader.varint() == n) }
            #expect(reader.string() == "闭包 closure")
            #expect(reader.string() == "")
            #expect(reader.isAtEnd)
            #expect(reader.varint() == nil)
            #expect(reader.byte() == nil)
        }
    }

    @Test func bytesCutShortReadAsNothing() {
        var bytes: [UInt8] = []
        ByteCoding.appendString("a longer string", to: &bytes)
        bytes.dropLast().withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer)
            #expect(reader.string() == nil)
        }
        ([0x80, 0x80] as [UInt8]).withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer)
            #expect(reader.varint() == nil)
        }
    }
}

/// Tests on eight bytes at once, loaded as one `UInt64` word: a scan over text can skip a word
/// that holds none of the bytes it stops at (most text: the escapers of HTML and JSON).
public enum ByteWords {
    /// The eight bytes at `start` (any alignment).
    @inline(__always)
    public static func load(_ start: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)
    }

    /// True when one of the eight bytes of `word` is `byte` (the classic test for a zero byte,
    /// on `word` with `byte` cleared).
    @inline(__always)
    public static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        let x = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }

    /// True when one of the eight bytes of `word` is below `limit` (at most 0x80).
    @inline(__always)
    public static func containsByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- UInt64(limit) &* 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }
}

/// Unsigned LEB128 varints (7 bits a byte, low bits first, the top bit set on every byte but
/// the last) and length-prefixed strings: how the search index's shards and a build's spilled
/// records write numbers. `ByteReader` reads them back.
public enum ByteCoding {
    @inlinable
    public static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// The string's UTF-8 byte count as a varint, then its bytes.
    public static func appendString(_ string: String, to bytes: inout [UInt8]) {
        appendVarint(UInt64(string.utf8.count), to: &bytes)
        bytes.append(contentsOf: string.utf8)
    }
}

/// Reads what `ByteCoding` wrote from a buffer, front to back; each read is nil past the
/// buffer's end (bytes cut short, or not of this format).
public struct ByteReader {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var position = 0

    @inlinable
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// True once every byte was read.
    @inlinable
    public var isAtEnd: Bool { position >= bytes.count }

    @inlinable
    public mutating func varint() -> UInt64? {
        var value: UInt64 = 0, shift: UInt64 = 0
        while position < bytes.count, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    public mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        position += 1
        return bytes[position - 1]
    }

    /// The next `count` bytes, as a part of the buffer read.
    public mutating func bytes(_ count: Int) -> UnsafeBufferPointer<UInt8>? {
        guard count >= 0, count <= bytes.count - position else { return nil }
        defer { position += count }
        return UnsafeBufferPointer(rebasing: bytes[position..<position + count])
    }

    /// A varint count, then that many bytes (what `appendString` wrote), as a part of the buffer.
    public mutating func piece() -> UnsafeBufferPointer<UInt8>? {
        varint().flatMap { bytes(Int(truncatingIfNeeded: $0)) }
    }

    public mutating func string() -> String? {
        piece().map { String(decoding: $0, as: UTF8.self) }
    }
}

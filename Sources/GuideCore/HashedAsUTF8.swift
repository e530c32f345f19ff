import Foundation

/// Hashes text by its UTF-8 bytes. A `String` hashes its Unicode-normalized form, which for
/// text beyond ASCII (every Chinese title) costs ten times as much; contexts hash thousands of
/// titles, ids and URLs per rebuild. Equality compares the bytes too, so equal values hash alike.
@propertyWrapper
public struct HashedAsUTF8<Text: UTF8Hashable>: Hashable {
    public var wrappedValue: Text

    public init(wrappedValue: Text) {
        self.wrappedValue = wrappedValue
    }

    /// A dictionary key that hashes and compares `text` by its bytes.
    public init(_ text: Text) {
        self.wrappedValue = text
    }

    public static func == (a: Self, b: Self) -> Bool { a.wrappedValue.sameUTF8(as: b.wrappedValue) }

    public func hash(into hasher: inout Hasher) { wrappedValue.hashUTF8(into: &hasher) }
}

/// Text that hashes and compares by its UTF-8 bytes.
public protocol UTF8Hashable {
    func sameUTF8(as other: Self) -> Bool
    func hashUTF8(into hasher: inout Hasher)
}

extension String: UTF8Hashable {
    public func sameUTF8(as other: String) -> Bool {
        // Lengths first (known without a walk), then the bytes in place: `elementsEqual` over
        // the views went byte by byte through the string's index (found on every lookup of a
        // topic id).
        guard utf8.count == other.utf8.count else { return false }
        let same = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
    }

    public func hashUTF8(into hasher: inout Hasher) {
        var text = self
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(utf8.count)
    }
}

extension Optional: UTF8Hashable where Wrapped == String {
    public func sameUTF8(as other: String?) -> Bool {
        switch (self, other) {
        case (nil, nil): return true
        case let (a?, b?): return a.sameUTF8(as: b)
        default: return false
        }
    }

    public func hashUTF8(into hasher: inout Hasher) {
        hasher.combine(self != nil)
        self?.hashUTF8(into: &hasher)
    }
}

extension HashedAsUTF8: Sendable where Text: Sendable {}

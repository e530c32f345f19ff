import Foundation

/// A set of scalars that answers with a bit test instead of hashing: rules ask it about every
/// scalar of the text. It may answer yes for a scalar it does not hold (it keys on the low 16
/// bits), so a yes is confirmed by the exact look-up that follows.
struct ScalarFilter: Sendable {
    private var bits = [UInt64](repeating: 0, count: 1024)

    init(_ scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars {
            let v = Int(scalar.value & 0xFFFF)
            bits[v >> 6] |= 1 << UInt64(v & 63)
        }
    }

    func mayContain(_ scalar: Unicode.Scalar) -> Bool {
        let v = Int(scalar.value & 0xFFFF)
        return bits[v >> 6] & (1 << UInt64(v & 63)) != 0
    }
}

/// Scalars read lower-cased, one by one, without a lower-cased copy: a rule that looks at a
/// few places of a text does not pay for lower-casing all of it. A scalar whose lower case is
/// several scalars (`İ`) is read as it is, so that indices stay those of the text.
struct LowercasedScalars: RandomAccessCollection {
    let base: [Unicode.Scalar]
    var startIndex: Int { 0 }
    var endIndex: Int { base.count }
    subscript(i: Int) -> Unicode.Scalar {
        let scalar = base[i]
        return scalar.isASCII ? ScannedText.asciiLowercased(scalar) : Self.lowercased(scalar)
    }

    @inline(never) private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let mapping = scalar.properties.lowercaseMapping.unicodeScalars
        return mapping.count == 1 ? mapping.first! : scalar
    }
}

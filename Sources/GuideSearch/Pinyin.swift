import Foundation

/// Toneless Mandarin readings of Han characters (`zhong` for 中), one per character, as ICU's
/// Han-Latin transform gives them: for the search index's pinyin table
/// (`SearchIndexWriter.pinyinTable`). Characters of the Basic Multilingual Plane are read from
/// `HanReadings`, derived from that transform (scripts/generate-han-readings), since compiling
/// the transform's rules cost every build with Chinese pages a fifth of a CPU-second; ICU is
/// asked only for characters beyond it (Extension B and on).
enum Pinyin {
    /// The characters `HanReadings` covers: the Basic Multilingual Plane's part of
    /// `Scripts.isHan`. One of them on none of its lines has no reading.
    static let tableRanges: [ClosedRange<UInt32>] = [0x3005...0x3007, 0x3021...0x3029, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF]

    /// `HanReadings`, by character; read on first use.
    private static let table: [UInt32: String] = {
        var table: [UInt32: String] = [:]
        table.reserveCapacity(28_000)
        for line in HanReadings.lines.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let syllable = String(parts[0])
            for scalar in parts[1].unicodeScalars { table[scalar.value] = syllable }
        }
        return table
    }()

    /// The readings of `characters`; a character without one is left out.
    static func readings(of characters: [Unicode.Scalar]) -> [Unicode.Scalar: String] {
        var readings: [Unicode.Scalar: String] = [:]
        var beyond: [Unicode.Scalar] = []
        for scalar in characters {
            if tableRanges.contains(where: { $0.contains(scalar.value) }) {
                readings[scalar] = table[scalar.value]
            } else {
                beyond.append(scalar)
            }
        }
        if !beyond.isEmpty { readings.merge(icuReadings(of: beyond)) { table, _ in table } }
        return readings
    }

    /// The readings of `characters` from ICU's Han-Latin transform, diacritics stripped: what
    /// `HanReadings` holds for its characters.
    static func icuReadings(of characters: [Unicode.Scalar]) -> [Unicode.Scalar: String] {
        // One transform for all: a character alone per line keeps each reading on its line.
        let latin = characters.map { String($0) }.joined(separator: "\n").applyingTransform(.mandarinToLatin, reverse: false)?
            .applyingTransform(.stripDiacritics, reverse: false)?.lowercased().split(separator: "\n", omittingEmptySubsequences: false) ?? []
        guard latin.count == characters.count else { return [:] }
        var readings: [Unicode.Scalar: String] = [:]
        for (scalar, reading) in zip(characters, latin) {
            let syllable = reading.trimmingCharacters(in: .whitespaces)
            guard !syllable.isEmpty, syllable.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { continue }
            readings[scalar] = syllable
        }
        return readings
    }
}

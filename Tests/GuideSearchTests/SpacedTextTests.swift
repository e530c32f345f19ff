@testable import GuideSearch
import Testing

@Suite struct SpacedTextTests {
    /// Pieces and `appendSpace()` calls, built up, equal the pieces joined (a space for each
    /// `appendSpace()`) with `trimmingSpaces()`: whatever mix of words, single spaces, runs of
    /// spaces, tabs and line breaks, at either end or inside.
    @Test func piecesCollapseAsTheirJoinedTextTrimmed() {
        let parts = ["a", "word", "中文", " ", "  ", "\n", "\t", "\r\n", "x y", "x  y", " lead", "trail ", "a\tb", "é"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            var spaced = SpacedText(), joined = ""
            for _ in 0..<next(8) {
                if next(6) == 0 {
                    spaced.appendSpace()
                    joined += " "
                } else {
                    let piece = parts[next(parts.count)]
                    spaced.append(piece)
                    joined += piece
                }
            }
            #expect(spaced.string == joined.trimmingSpaces(), "\(joined.debugDescription)")
        }
    }
}

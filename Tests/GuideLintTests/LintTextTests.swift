import Testing
@testable import GuideLint

struct LintTextTests {
    @Test func offsetsMapToTheirPiecesPositions() {
        let segment = LintSegment(text: "在iPad上轻点", language: .simplifiedChinese, role: .text, file: "a.md", pieces: [
            SourcePiece(offset: 0, length: 10, line: 3, byteColumn: 5, exact: true),
            SourcePiece(offset: 10, length: 6, line: 3, byteColumn: 17, exact: true),
        ])
        #expect(segment.position(at: 3)! == (3, 8))
        #expect(segment.position(at: 13)! == (3, 20))
    }
}

import Testing
@testable import GuidePreview

struct ByteRangeTests {
    let etag = "\"abc-1-1000\""

    func range(_ value: String?, ifRange: String? = nil, size: Int = 1000) -> ByteRange {
        ByteRange(range: value, ifRange: ifRange, etag: etag, size: size)
    }

    @Test func oneRangeSelectsItsBytes() {
        #expect(range("bytes=0-99") == .part(0..<100))
        #expect(range("bytes=500-") == .part(500..<1000))
        #expect(range("bytes=-100") == .part(900..<1000))
        #expect(range("bytes=999-999") == .part(999..<1000))
        #expect(range("Bytes=0-0") == .part(0..<1))
        #expect(range(" bytes=0-9 ") == .part(0..<10))
        // An empty element of the list counts for nothing.
        #expect(range("bytes=0-9, ") == .part(0..<10))
    }

    @Test func aRangePastTheEndIsCutAtTheEnd() {
        #expect(range("bytes=900-5000") == .part(900..<1000))
        #expect(range("bytes=-5000") == .part(0..<1000))
        #expect(range("bytes=0-99999999999999999999999999") == .part(0..<1000))
        #expect(range("bytes=-99999999999999999999999999") == .part(0..<1000))
    }

    @Test func aRangeThatStartsPastTheEndIsUnsatisfiable() {
        #expect(range("bytes=1000-") == .unsatisfiable)
        #expect(range("bytes=1000-2000") == .unsatisfiable)
        #expect(range("bytes=99999999999999999999999999-") == .unsatisfiable)
        #expect(range("bytes=-0") == .unsatisfiable)
        #expect(range("bytes=0-", size: 0) == .unsatisfiable)
        #expect(range("bytes=-5", size: 0) == .unsatisfiable)
    }

    @Test(arguments: [
        "bytes=", "bytes=-", "bytes=a-b", "bytes=5-1", "bytes=1-2-3", "bytes=+1-2", "bytes=0x1-2",
        "bytes = 0-1", "items=0-1", "bytes 0-1", "0-1", "", "bytes=0-1,5-6", "bytes=0-1, -5", "bytes=١-٢",
        "bytes=0 - 1",
    ])
    func malformedOrSeveralRangesAreIgnored(value: String) {
        #expect(range(value) == .whole)
    }

    @Test func noRangeIsTheWholeFile() {
        #expect(range(nil) == .whole)
        #expect(range(nil, ifRange: etag) == .whole)
    }

    @Test func ifRangeHonoursTheRangeOnlyForTheCurrentETag() {
        #expect(range("bytes=0-9", ifRange: etag) == .part(0..<10))
        #expect(range("bytes=0-9", ifRange: " \(etag) ") == .part(0..<10))
        #expect(range("bytes=0-9", ifRange: "\"abc-0-1000\"") == .whole)
        #expect(range("bytes=0-9", ifRange: "W/\(etag)") == .whole)
        #expect(range("bytes=0-9", ifRange: "Sat, 01 Jan 2000 00:00:00 GMT") == .whole)
        #expect(range("bytes=0-9", ifRange: "") == .whole)
        #expect(range("bytes=5000-", ifRange: "\"other\"") == .whole)
    }

    @Test func contentRangeNamesTheBytesAndTheLength() {
        #expect(ByteRange.part(0..<100).contentRange(size: 1000) == "bytes 0-99/1000")
        #expect(ByteRange.unsatisfiable.contentRange(size: 1000) == "bytes */1000")
        #expect(ByteRange.whole.contentRange(size: 1000) == nil)
        #expect(ByteRange.whole.bytes(size: 7) == 0..<7)
        #expect(ByteRange.unsatisfiable.bytes(size: 7) == nil)
    }
}

import Foundation
import GuideCore
@testable import GuideSearch
import Testing

/// The readings of the index's pinyin table come from a table derived from ICU's Han-Latin
/// transform (scripts/generate-han-readings) and, beyond it, from ICU itself.
@Suite struct PinyinTests {
    /// Every character the table covers reads as ICU reads it: a toolchain whose ICU changed a
    /// reading fails here (run scripts/generate-han-readings), and so would a table edited by hand.
    @Test func theTableReadsEveryCharacterAsICUDoes() {
        let characters = Pinyin.tableRanges.flatMap { $0.compactMap(Unicode.Scalar.init) }
        #expect(characters.count > 28_000)
        let fromTable = Pinyin.readings(of: characters)
        let fromICU = Pinyin.icuReadings(of: characters)
        #expect(fromTable.count == fromICU.count)
        let differing = characters.filter { fromTable[$0] != fromICU[$0] }
        #expect(differing.isEmpty, "read otherwise by ICU: \(String(String.UnicodeScalarView(differing.prefix(20))))")
        #expect(fromTable["中"] == "zhong")
        #expect(fromTable["闭"] == "bi")
        #expect(fromTable["必"] == "bi")
        // A character of the ranges that ICU has no reading for (兙, a unit of weight written as one
        // character) has none in the table either.
        #expect(fromICU["兙"] == nil && fromTable["兙"] == nil)
    }

    /// The table covers the Basic Multilingual Plane's Han characters (`Scripts.isHan`) and no
    /// other; beyond it ICU is asked, and mixing the two gives each its reading.
    @Test func charactersBeyondTheTableAreReadByICU() {
        for range in Pinyin.tableRanges {
            #expect(Scripts.isHan(range.lowerBound) && Scripts.isHan(range.upperBound))
        }
        let beyond: Unicode.Scalar = "\u{20000}"  // 𠀀, Extension B
        #expect(Scripts.isHan(beyond.value))
        #expect(!Pinyin.tableRanges.contains { $0.contains(beyond.value) })
        let expected = Pinyin.icuReadings(of: [beyond])[beyond]
        #expect(expected == "he")
        let readings = Pinyin.readings(of: ["闭", beyond, "兙"])
        #expect(readings == ["闭": "bi", beyond: "he"])
    }
}

import Foundation
@testable import GuideCore
import Testing

/// JSON written in parts on every core reads as one encoder writes it.
struct JSONOutputTests {
    struct Record: Encodable {
        var id: String
        var line: Int
        var notes: [String]
        var fix: [String: String]?
    }

    @Test func anArrayEncodedInPartsIsTheArrayEncodedAtOnce() throws {
        let records = (0..<1_050).map { i in
            Record(id: "rule.\(i % 7)", line: i, notes: i % 5 == 0 ? [] : ["a “quoted” note / \(i)"], fix: i % 3 == 0 ? ["with": "\(i)"] : nil)
        }
        let whole = try JSONOutput.data(records, pretty: true)
        // Parts of 100 (the last one shorter), parts that divide the array evenly, and one part.
        for perPart in [100, 75, 1_050] {
            #expect(try JSONOutput.prettyArray(records, perPart: perPart) == whole)
        }
        #expect(try JSONOutput.prettyArray([Record](), perPart: 10) == JSONOutput.data([Record](), pretty: true))
    }
}

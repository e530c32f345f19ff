import Foundation
import Testing
@testable import GuideSearch

/// The index's JSON strings (`SearchIndexWriter.quote`) read back as the text they quote, whatever
/// the characters that need escapes and wherever they fall among the bytes the quoting skips
/// eight at a time.
struct JSONQuotingTests {
    @Test func everyEscapeReadsBackWhereverItFalls() throws {
        let specials = ["\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{1F}", "\u{2028}", "\u{2029}", "\u{2026}", "闭包", "é"]
        for special in specials {
            for before in 0..<18 {
                for after in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: before) + special + String(repeating: "中", count: after)
                    let quoted = SearchIndexWriter.quote(text)
                    let decoded = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
                    #expect(decoded == text, "\(before) + \(special.unicodeScalars.map { String($0.value, radix: 16) }) + \(after)")
                    // JavaScript source may not hold U+2028 or U+2029 raw.
                    #expect(!quoted.contains("\u{2028}") && !quoted.contains("\u{2029}"))
                }
            }
        }
    }
}

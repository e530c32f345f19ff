import Foundation
@testable import GuideSearch
import Testing

@Suite struct TextAnalyzerTests {
    @Test func englishWordsAreFoldedStemmedAndStopWordsDropped() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add("The Sidebars let people navigate; don’t hide iPad's toolbar. Café résumé", weight: 1, to: &terms)
        #expect(terms.counts["sidebar"] == 1)
        #expect(terms.counts["navig"] == 1)
        #expect(terms.counts["dont"] == 1)
        #expect(terms.counts["ipad"] == 1)
        #expect(terms.counts["toolbar"] == 1)
        #expect(terms.counts["cafe"] == 1)
        #expect(terms.counts["resum"] == 1)
        #expect(terms.counts["the"] == nil)
        #expect(terms.length == 11)
        #expect(analyzer.forms["sidebars"] == "sidebar")
    }

    @Test func wordsKeepInnerApostrophesDotsAndDigitsButSplitAtHyphens() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add("U.S.A v1.2 3.14 drag-and-drop snake_case", weight: 1, to: &terms)
        // (snake_case is a code word: its parts are terms too.)
        #expect(Set(terms.counts.keys) == ["u.s.a", "v1.2", "3.14", "drag", "drop", "snake_case", "snake", "case"])
    }

    /// Issue 35: a code word is a term, and so is each of its parts, counting half.
    @Test func codeWordsAreIndexedAsThemselvesAndAsTheirParts() {
        #expect(TextAnalyzer.codeParts("isEmpty") == ["is", "Empty"])
        #expect(TextAnalyzer.codeParts("removeAll") == ["remove", "All"])
        #expect(TextAnalyzer.codeParts("UIKit") == ["UI", "Kit"])
        #expect(TextAnalyzer.codeParts("names.isEmpty") == ["names", "isEmpty", "is", "Empty"])
        #expect(TextAnalyzer.codeParts("max_count") == ["max", "count"])
        // A name that begins with one lowercase letter is also that letter and the next part.
        #expect(TextAnalyzer.codeParts("iPadOS") == ["Pad", "OS", "iPad"])
        #expect(TextAnalyzer.codeParts("iPhone") == ["Phone"])
        for word in ["v1.2", "3.14", "U.S.A", "Sidebars", "café", "x_"] { #expect(TextAnalyzer.codeParts(word) == [], "\(word)") }
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add("if names.isEmpty { names.removeAll(where: isBlank) }", weight: 2, to: &terms)
        #expect(terms.counts["names.isempty"] == 2)
        #expect(terms.counts["isempti"] == 1)  // (isEmpty, stemmed)
        #expect(terms.counts["empti"] == 1)
        #expect(terms.counts["name"] == 2)
        #expect(terms.counts["remov"] == 1)
        #expect(terms.counts["all"] == 1)
        #expect(terms.counts["blank"] == 1)
        #expect(terms.counts["is"] == nil)
        #expect(terms.length == 5)
        #expect(analyzer.forms["empty"] == "empti")
    }

    @Test func chineseRunsBecomeOverlappingBigramsThatCountHalf() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add("警告框用于告知用户。用户", weight: 2, to: &terms)
        // Every pair of neighbours, whatever the word boundaries, counting half an occurrence:
        // a run of n characters has n − 1 bigrams and about n / 2 words.
        #expect(terms.counts == ["警告": 1, "告框": 1, "框用": 1, "用于": 1, "于告": 1, "告知": 1, "知用": 1, "用户": 2])
        #expect(terms.length == 9)
    }

    @Test func queriesThatAreSubstringsOfTheTextFindAllTheirBigrams() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add("在辅助功能设置中减少动效，并提供键盘快捷键。遵守安全区域。", weight: 1, to: &terms)
        for query in ["减少动效", "键盘快捷键", "安全区域", "快捷键", "动效", "功能设置"] {
            let chars = Array(query)
            for i in 0..<(chars.count - 1) {
                #expect(terms.counts[String(chars[i...i + 1])] != nil, "\(query): \(chars[i...i + 1])")
            }
        }
    }

    @Test func singleCharactersBetweenOtherScriptsAreTerms() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add("在 iPad 上", weight: 1, to: &terms)
        // (iPad is written in camel case: its part "Pad" is a term too; "i" is too short.)
        #expect(Set(terms.counts.keys) == ["在", "ipad", "pad", "上"])
    }

    @Test func otherScriptsEmojiAndPunctuationDoNotBreakAnything() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add("キーボードショートカット لوحة المفاتيح 😀👍🏽 ?!… 𠀋𠀋 \u{0}", weight: 1, to: &terms)
        #expect(terms.counts["キー"] != nil)
        #expect(terms.counts["ショ"] != nil)
        #expect(terms.counts["لوحة"] != nil)
        #expect(terms.counts["𠀋𠀋"] != nil)
        #expect(!terms.counts.keys.contains { $0.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0xFF } })
        var empty = TextAnalyzer.Terms()
        analyzer.add("", weight: 1, to: &empty)
        analyzer.add("—— ... !!!", weight: 1, to: &empty)
        #expect(empty.counts.isEmpty)
    }

    @Test func overlongTokensAreSkipped() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add(String(repeating: "a", count: 61) + " short", weight: 1, to: &terms)
        #expect(Set(terms.counts.keys) == ["short"])
    }
}

/// The browser analyses queries with the index's rules: its Han and kana ranges
/// (`isCJK` in Theme/assets/search-analysis.js) are the ones the index was written with.
struct BrowserScriptRangesTests {
    @Test func searchJSCountsHanAndKanaAsTheIndexDoes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = try String(contentsOf: root.appendingPathComponent("Theme/assets/search-analysis.js"), encoding: .utf8)
        let start = try #require(script.range(of: "function isCJK(v) {"))
        let body = script[start.upperBound...].prefix { $0 != "}" }
        // Each `(v >= 0xA && v <= 0xB)` of the function.
        let pattern = try NSRegularExpression(pattern: #"v >= 0x([0-9A-Fa-f]+) && v <= 0x([0-9A-Fa-f]+)"#)
        let text = String(body)
        let ranges = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match -> ClosedRange<UInt32> in
            let value = { (n: Int) in UInt32(text[Range(match.range(at: n), in: text)!], radix: 16)! }
            return value(1)...value(2)
        }
        #expect(ranges.count >= 5)
        for v in UInt32(0)...0x3FFFF {
            let inBrowser = ranges.contains { $0.contains(v) }
            if inBrowser != TextAnalyzer.isCJK(v) {
                Issue.record("U+\(String(v, radix: 16, uppercase: true)): search-analysis.js says \(inBrowser), the index \(!inBrowser)")
                return
            }
        }
    }
}

import Foundation
@testable import GuideSearch
import Testing

@Suite struct TextAnalyzerTests {
    @Test func icuSegmentsChineseIntoDictionaryWords() {
        let analyzer = TextAnalyzer()
        defer { analyzer.close() }
        #expect(analyzer.words("警告框用于告知用户") == ["警告", "框", "用于", "告知", "用户"])
        #expect(analyzer.words("安全区域") == ["安全", "区域"])
        #expect(analyzer.words("键盘快捷键") == ["键盘", "快捷", "键"])
    }

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
        #expect(Set(terms.counts.keys) == ["u.s.a", "v1.2", "3.14", "drag", "drop", "snake_case"])
    }

    @Test func chineseRunsBecomeBigramsWeightedByWordBoundaries() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add("警告框用于告知用户", weight: 1, to: &terms)
        // 警告|框|用于|告知|用户: bigrams inside a word count 1, across a boundary 0.5.
        #expect(terms.counts["警告"] == 1)
        #expect(terms.counts["告框"] == 0.5)
        #expect(terms.counts["框用"] == 0.5)
        #expect(terms.counts["用于"] == 1)
        #expect(terms.counts["用户"] == 1)
        #expect(terms.counts["警"] == nil)
        #expect(terms.length == 8)
    }

    @Test func aRunSeenAgainCountsAsWhenItWasFirstBroken() {
        // The second time each run alone comes from the analyzer's cache of runs; a run next to
        // a letter is broken in its text's context and never cached.
        let text = "警告框用于告知用户。进度指示器和自定义，并提供键盘快捷键。a警告框用于告知用户"
        var fresh = TextAnalyzer()
        defer { fresh.close() }
        var first = TextAnalyzer.Terms()
        fresh.add(text, weight: 1, to: &first)
        var again = TextAnalyzer.Terms()
        fresh.add(text, weight: 2, to: &again)
        #expect(first.length == again.length)
        #expect(first.counts.keys.sorted() == again.counts.keys.sorted())
        #expect(first.counts.allSatisfy { again.counts[$0.key] == 2 * $0.value })
        // Dictionary words (three characters or more) too, not only bigrams.
        #expect(first.counts["指示器"] == 1)
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

    @Test func longDictionaryWordsAreTermsOfTheirOwn() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add("进度指示器和自定义", weight: 1, to: &terms)
        let words = analyzer.words("进度指示器和自定义").filter { $0.count >= 3 }
        for word in words { #expect(terms.counts[word] != nil, "\(word)") }
    }

    @Test func singleCharactersBetweenOtherScriptsAreTerms() {
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add("在 iPad 上", weight: 1, to: &terms)
        #expect(Set(terms.counts.keys) == ["在", "ipad", "上"])
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

import Foundation
import GuideContent
@testable import GuideMarkdown
@testable import GuideSearch
import Testing

/// Decoded files of a written index, for checks.
struct WrittenIndex {
    var files: [String: [UInt8]]
    var manifest: [String: Any]

    init(_ documents: [SearchDocument], language: String = "en", writer: SearchIndexWriter = SearchIndexWriter()) {
        self.init(files: Dictionary(uniqueKeysWithValues: writer.files(for: documents, language: language).map { ($0.path, $0.bytes) }))
    }

    /// A language's files, by path in its folder; the manifest with the shards' boundaries
    /// (`shards.bin`) as its `shards`.
    init(files: [String: [UInt8]]) {
        self.files = files
        manifest = (try? JSONSerialization.jsonObject(with: Data(files["index.json"] ?? []))) as? [String: Any] ?? [:]
        if let boundaries = files["shards.bin"].flatMap(Deflate.decompress) {
            manifest["shards"] = boundaries.isEmpty ? [] : boundaries.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Every term of every shard with its postings (page, impact byte) and forms.
    var terms: [(key: String, forms: [String], postings: [(page: Int, impact: UInt8)])] {
        var result: [(String, [String], [(Int, UInt8)])] = []
        let shards = (manifest["shards"] as? [String]) ?? []
        for n in shards.indices {
            guard let compressed = files["terms/\(n).bin"], let bytes = Deflate.decompress(compressed) else { continue }
            let length = Int(bytes[0]) | Int(bytes[1]) << 8 | Int(bytes[2]) << 16 | Int(bytes[3]) << 24
            let lines = String(decoding: bytes[4..<(4 + length)], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            var p = 4 + length
            func varint() -> Int {
                var value = 0, shift = 0
                while true {
                    let b = bytes[p]; p += 1
                    value |= Int(b & 0x7F) << shift
                    shift += 7
                    if b & 0x80 == 0 { return value }
                }
            }
            for line in lines {
                let parts = line.split(separator: "\t").map(String.init)
                let df = varint()
                var pages: [Int] = []
                var page = 0
                for _ in 0..<df { page += varint(); pages.append(page) }
                let impacts = Array(bytes[p..<(p + df)])
                p += df
                result.append((parts[0], Array(parts.dropFirst()), Array(zip(pages, impacts))))
            }
        }
        return result
    }

    func page(_ n: Int) -> [String: Any]? {
        guard let compressed = files["pages/\(n).bin"], let bytes = Deflate.decompress(compressed) else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }
}

func document(_ url: String, _ title: String, summary: String = "", _ passages: [SearchDocument.Passage]) -> SearchDocument {
    SearchDocument(url: url, title: title, section: "Components", summary: summary, kind: .topic, passages: passages)
}

@Suite struct IndexWriterTests {
    static let sample: [SearchDocument] = [
        document("en/components/alerts/", "Alerts", summary: "Tell people about a problem.", [
            .init(text: "An alert interrupts people."),
            .init(anchor: "buttons", heading: "Buttons", level: 2, text: "Use two buttons in most alerts. Sidebars are elsewhere."),
        ]),
        document("en/components/sidebars/", "Sidebars", [.init(text: "A sidebar lets people navigate. The sidebar sidebar sidebar.")]),
        document("en/components/empty/", "", []),
    ]

    /// Terms are sorted as JavaScript compares strings (UTF-16 code units), from their UTF-8.
    @Test func termsCompareInUTF16OrderAcrossEveryRangeOfCodePoints() {
        let words = ["", "a", "ab", "b", "é", "z", "中", "中文", "\u{E000}", "\u{FB01}", "\u{FFFD}", "😀", "😀a", "𠀀", "\u{10FFFF}", "ａ"]
        for a in words {
            for b in words {
                #expect(TermTable.precedesInUTF16(a, b) == a.utf16.lexicographicallyPrecedes(b.utf16), "\(a) < \(b)")
            }
        }
    }

    /// The table sorts by each term's first eight bytes first, then by the whole term: the
    /// same order as comparing UTF-16, also for terms that share long beginnings.
    @Test func theTermTableSortsInUTF16Order() {
        let words = ["", "a", "ab", "b", "é", "z", "中", "中文", "\u{E000}", "\u{FB01}", "\u{FFFD}", "😀", "😀a", "𠀀", "\u{10FFFF}", "ａ",
                     "accessibility", "accessible", "accessibly", "accessib", "accessi", "可选绑定的值", "可选绑定", "可选链", "😀😀😀", "😀😀\u{E000}"]
        let table = TermTable()
        for word in words.shuffled() { _ = table.number(of: word) }
        let sorted = table.sortedTerms().map { table.terms[Int($0)] }
        #expect(sorted == words.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        // More terms later are merged into the order kept.
        for word in ["accessibilities", "中文字", "\u{E001}"] { _ = table.number(of: word) }
        let merged = table.sortedTerms().map { table.terms[Int($0)] }
        #expect(merged == table.terms.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
    }

    /// A term is the same term when its bytes are, as the browser compares strings: spellings
    /// Swift calls equal (`é` and `e` + U+0301) are two terms, each found as it is written.
    @Test func termsAreTheSameByTheirBytes() {
        let table = TermTable()
        let composed = table.number(of: "caf\u{E9}"), decomposed = table.number(of: "cafe\u{301}")
        #expect(composed != decomposed)
        #expect(table.number(of: "caf\u{E9}") == composed)
        #expect(table.number(of: "可选" + "绑定") == table.number(of: "可选绑定"))
        #expect(table.terms.count == 3)
    }

    @Test func shardsHoldEveryTermInUTF16OrderWithPostings() throws {
        let index = WrittenIndex(Self.sample)
        #expect(index.manifest["version"] as? Int == 2)
        #expect(index.manifest["pages"] as? Int == 3)
        let terms = index.terms
        let keys = terms.map(\.key)
        #expect(keys == keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        #expect(Set(keys).count == keys.count)
        let alert = try #require(terms.first { $0.key == "alert" })
        #expect(alert.postings.map(\.page) == [0])
        #expect(alert.postings[0].impact & 0x20 != 0, "in the title")
        #expect(alert.forms == ["alerts"])
        let sidebar = try #require(terms.first { $0.key == "sidebar" })
        #expect(sidebar.postings.map(\.page) == [0, 1])
        #expect(sidebar.postings[0].impact & 0x20 == 0)
        #expect(sidebar.postings[1].impact & 0x20 != 0)
        #expect((sidebar.postings[1].impact & 0x1F) > (sidebar.postings[0].impact & 0x1F), "more often and in the title")
        #expect(!keys.contains("the"))
    }

    @Test func pagesKeepTheirPassagesForExcerpts() throws {
        let index = WrittenIndex(Self.sample)
        let page = try #require(index.page(0))
        #expect(page["u"] as? String == "en/components/alerts/")
        #expect(page["t"] as? String == "Alerts")
        #expect(page["m"] as? String == "Tell people about a problem.")
        let passages = try #require(page["p"] as? [[Any]])
        #expect(passages.count == 2)
        #expect(passages[1][0] as? String == "buttons")
        #expect(passages[1][1] as? String == "Buttons")
        #expect(passages[1][3] as? String == "Use two buttons in most alerts. Sidebars are elsewhere.")
        #expect(index.page(2) != nil)
    }

    /// Issue 33: the manifest, which every first query loads, names where each shard starts by
    /// the shortest prefix of its first term that sorts after the shard before it ("边" rather
    /// than "边栏"): every term of shard n sorts from boundary n up to boundary n + 1.
    @Test func smallShardsSplitTheTermsAndTheManifestNamesTheirShortestBoundaries() throws {
        var writer = SearchIndexWriter()
        writer.shardBytes = 40
        let documents = Self.sample + [document("zh-Hans/a/", "边栏", [.init(text: "边栏和边框，导航栏与工具栏。")])]
        let index = WrittenIndex(documents, writer: writer)
        let shards = index.manifest["shards"] as? [String] ?? []
        #expect(shards.count > 3)
        let utf16Order = { (a: String, b: String) in a.utf16.lexicographicallyPrecedes(b.utf16) }
        #expect(shards == shards.sorted(by: utf16Order))
        // Every term in the shard the browser looks it up in (`shardNumber`: the last boundary not after it).
        var terms: [(shard: Int, key: String)] = []
        var shorter = 0
        for n in shards.indices {
            let bytes = try #require(index.files["terms/\(n).bin"].flatMap(Deflate.decompress))
            let first = try #require(ShardEntry.entries(of: bytes)?.first?.term)
            #expect(first.hasPrefix(shards[n]), "boundary \(shards[n]) is a prefix of the shard's first term, \(first)")
            if shards[n] != first { shorter += 1 }
            terms += (ShardEntry.entries(of: bytes) ?? []).map { (n, $0.term) }
        }
        for (n, key) in terms {
            #expect(!utf16Order(key, shards[n]) && (n + 1 == shards.count || utf16Order(key, shards[n + 1])), "\(key) in shard \(n)")
            #expect(SearchIndexWriter.shardNumber(of: key, boundaries: shards) == n)
        }
        #expect(shorter > shards.count / 2, "\(shorter) of \(shards.count) boundaries shorter than their first terms")
        #expect(shards.contains { $0.unicodeScalars.count == 1 && $0.unicodeScalars.first!.value > 0x4E00 }, "a Chinese boundary of one character: \(shards)")
        #expect(index.terms.count == WrittenIndex(documents).terms.count)
    }

    /// Issue 33: a term on most pages fills a shard by itself; it starts its own, so a query
    /// for the rare term before it does not download its postings.
    @Test func aTermThatFillsAShardByItselfStartsItsOwn() throws {
        let documents = (0..<60).map { n in
            document("en/page-\(n)/", "Page \(n)", [.init(text: n == 0 ? "A yak and zebras." : "Zebras everywhere.")])
        }
        var writer = SearchIndexWriter()
        writer.shardBytes = 100
        let index = WrittenIndex(documents, writer: writer)
        let shards = index.manifest["shards"] as? [String] ?? []
        let zebra = SearchIndexWriter.shardNumber(of: "zebra", boundaries: shards)
        #expect(zebra > 0 && SearchIndexWriter.shardNumber(of: "yak", boundaries: shards) == zebra - 1, "yak is in the shard before: \(shards)")
        #expect(WrittenIndex(documents, writer: writer).terms.filter { $0.key.hasPrefix("zebra") }.count == 1)
        #expect("zebra".hasPrefix(shards[zebra]) && shards[zebra] > "yak", "zebra starts a shard: \(shards)")
        #expect(index.terms.count == WrittenIndex(documents).terms.count)
    }

    @Test func outputIsDeterministic() {
        let a = SearchIndexWriter().files(for: Self.sample, language: "en")
        let b = SearchIndexWriter().files(for: Self.sample, language: "en")
        #expect(a.map(\.path) == b.map(\.path))
        #expect(a.map(\.bytes) == b.map(\.bytes))
    }

    @Test func packedTermsUnpackToTheSameTermsAndShards() {
        // Chinese bigrams count half: weights of every kind, titles among them.
        let documents = Self.sample + [document("zh-Hans/components/alerts/", "警告框", summary: "告知用户。", [
            .init(text: "警告框用于告知用户重要的信息。"), .init(anchor: "buttons", heading: "按钮", level: 2, text: "两个按钮。"),
        ])]
        let table = TermTable()
        let pages = SearchIndexWriter().index(count: documents.count, table: table) { documents[$0] }
        let packed = pages.map { $0.packed() }
        #expect(packed.allSatisfy { $0.terms.isEmpty })
        var scratch: [IndexedPage.Term] = []
        func terms(_ page: IndexedPage) -> [String] {
            page.withTerms(scratch: &scratch) { $0.map { "\($0.number) \($0.inTitle) \($0.weight)" }.sorted() }
        }
        #expect(zip(pages, packed).allSatisfy { terms($0) == terms($1) })
        #expect(pages.contains { $0.terms.contains { $0.inTitle } && $0.terms.contains { $0.weight != $0.weight.rounded() } })
        var plainShards: [String: KeptShard] = [:], packedShards: [String: KeptShard] = [:]
        let plain = SearchIndexWriter().files(for: pages, table: table, language: "en", shards: &plainShards)
        let fromPacked = SearchIndexWriter().files(for: packed, table: table, language: "en", shards: &packedShards)
        #expect(plain.map(\.path) == fromPacked.map(\.path))
        #expect(plain.map(\.bytes) == fromPacked.map(\.bytes))
    }

    @Test func aTermWhoseWeightIsNotAMultipleOfAHalfKeepsThePageUnpacked() {
        var page = IndexedPage()
        page.terms = [.init(number: 3, inTitle: false, weight: 1.25), .init(number: 1, inTitle: true, weight: 2)]
        #expect(page.packed().terms.count == 2)
        page.terms.removeFirst()
        #expect(page.packed().terms.isEmpty)
    }

    @Test func anEmptyLanguageWritesAManifestWithNoShards() {
        let index = WrittenIndex([])
        #expect(index.manifest["pages"] as? Int == 0)
        #expect((index.manifest["shards"] as? [String])?.isEmpty == true)
    }

    @Test func hugePagesAreIndexedButTheirStoredTextIsCapped() throws {
        let paragraph = String(repeating: "Layout adapts to every size class of iPad. 布局适应每一种尺寸类别。 ", count: 40_000)  // about 2.8 MB
        var writer = SearchIndexWriter()
        writer.storedCharactersPerPage = 1000
        let index = WrittenIndex([document("en/x/", "Huge", [.init(text: paragraph)])], writer: writer)
        #expect(index.terms.contains { $0.key == "layout" })
        #expect(index.terms.contains { $0.key == "尺寸" })
        let passages = try #require(index.page(0)?["p"] as? [[Any]])
        #expect((passages[0][3] as? String)?.count == 1000)
    }

    @Test func jsonEscapesQuotesControlsAndLineSeparators() {
        #expect(SearchIndexWriter.quote("a\"b\\c\n\u{1}\u{2028}<script>") == "\"a\\\"b\\\\c\\n\\u0001\\u2028<script>\"")
    }

    @Test func deflateRoundTrips() {
        let text = Array(String(repeating: "警告框 alerts ", count: 500).utf8)
        let compressed = Deflate.compress(text)
        #expect(compressed.count < text.count / 10)
        #expect(Deflate.decompress(compressed) == text)
        #expect(Deflate.decompress(Deflate.compress([])) == [])
    }
}

@Suite struct TextExtractorTests {
    func passages(_ markdown: String) -> [SearchDocument.Passage] {
        let document = MarkdownDocument(markdown)
        return SearchTextExtractor.passages(of: document) { url in url == "doc:alerts" ? "Alerts" : nil }
    }

    @Test func splitsAtHeadingsWithTheirAnchors() {
        let result = passages("""
        Intro with `code` and *emphasis*.

        ## Best practices {#best-practices}

        - One
        - Two

        ### 在 iPad 上

        Text [link text](https://example.com/secret-url) here.
        """)
        #expect(result.count == 3)
        #expect(result[0].text == "Intro with code and emphasis.")
        #expect(result[1].anchor == "best-practices")
        #expect(result[1].heading == "Best practices")
        #expect(result[1].level == 2)
        #expect(result[1].text == "One Two")
        #expect(result[2].anchor == "在-ipad-上")
        #expect(result[2].text == "Text link text here.")
        #expect(!result.contains { $0.text.contains("example.com") })
    }

    @Test func topicLinksReadAsTheTitleTheyShow() {
        let result = passages("See <doc:alerts> and [](doc:alerts) and [these](doc:alerts).")
        #expect(result[0].text == "See Alerts and Alerts and these.")
    }

    /// A whole build's index reads a page's draft back from the bytes its parse stage kept:
    /// links resolved then read as their titles, and a link to no page as its own text.
    @Test func aDraftReadBackFromItsBytesGivesThePassages() {
        let markdown = MarkdownDocument("""
        See <doc:alerts> and <doc:gone>, `deinit`
        here.

        ## About [](doc:alerts) {#about}

        Text [](doc:gone) end.

        ## More [](doc:gone) {#more}
        """)
        let draft = SearchDraft(bytes: SearchDraft(markdown).bytes)
        var asked: [String] = []
        let result = draft.passages { url in
            asked.append(url)
            return url == "doc:alerts" ? "Alerts" : nil
        }
        #expect(asked == ["doc:alerts", "doc:gone", "doc:alerts", "doc:gone", "doc:gone"])
        #expect(result.map(\.text) == ["See Alerts and doc:gone, deinit here.", "Text end.", ""])
        #expect(result.map(\.heading) == ["", "About Alerts", "More"])
        #expect(result.map(\.anchor) == ["", "about", "more"])
        #expect(result.map(\.code) == [["deinit"], [], []])
        #expect(SearchDraft(bytes: [0xFF]).passages { _ in nil } == [SearchDocument.Passage()])
    }

    @Test func codeBlocksAreIndexedHTMLIsNotAndCopyExamplesGiveTheirStrings() {
        let result = passages("""
        <div class="x">raw</div>

        ```swift
        let alert = UIAlertController()
        ```

        ```copy
        alert-title: Delete “Vacation Photos”?
        button: Delete
        ```

        Inline <span>html</span> text ![Alt text](images/a.svg "Caption").
        """)
        #expect(result[0].text.contains("let alert = UIAlertController()"))
        #expect(result[0].text.contains("Delete “Vacation Photos”? Delete"))
        #expect(!result[0].text.contains("alert-title"))
        #expect(!result[0].text.contains("div"))
        #expect(!result[0].text.contains("span"))
        #expect(result[0].text.contains("Alt text"))
    }

    @Test func emptyDocumentsHaveOneEmptyPassage() {
        #expect(passages("") == [SearchDocument.Passage()])
    }
}

/// Issue 35: synonyms travel in the manifest, for the browser to expand at query time; the
/// term shards are the same with or without them.
@Suite struct SynonymTableTests {
    let pages = [document("zh-Hans/components/sidebars/", "边栏", [.init(text: "边栏显示导航。")])]

    @Test func theManifestCarriesTheLanguagesSynonyms() {
        var writer = SearchIndexWriter()
        writer.synonyms = ["zh-Hans": ["侧边栏": "边栏", "侧栏": "边栏"], "en": ["long press": "touch and hold"]]
        let index = WrittenIndex(pages, language: "zh-Hans", writer: writer)
        #expect(index.manifest["synonyms"] as? [String: String] == ["侧边栏": "边栏", "侧栏": "边栏"])
        let plain = WrittenIndex(pages, language: "zh-Hans")
        #expect(plain.manifest["synonyms"] == nil)
        #expect(index.files.filter { $0.key != "index.json" } == plain.files.filter { $0.key != "index.json" })
    }

    @Test func aLanguageWithoutSynonymsHasNoTable() {
        var writer = SearchIndexWriter()
        writer.synonyms = ["zh-Hans": ["侧边栏": "边栏"]]
        #expect(WrittenIndex(pages, language: "en", writer: writer).manifest["synonyms"] == nil)
    }
}

/// Issue 35: the manifest names the words a question is phrased with, per language.
@Suite struct QueryWordTests {
    @Test func englishAndChineseManifestsNameTheirQueryWords() {
        let en = WrittenIndex([document("en/a/", "A", [.init(text: "Alerts.")])], language: "en").manifest["queryWords"] as? [String] ?? []
        #expect(en.contains("how") && en.contains("does") && en.contains("dont"))
        #expect(!en.contains("the"), "an index stop word is dropped anyway")
        let zh = WrittenIndex([document("zh-Hans/a/", "甲", [.init(text: "警告框。")])], language: "zh-Hans").manifest["queryWords"] as? [String] ?? []
        #expect(zh.contains("如何") && zh.contains("是否"))
        #expect(zh.firstIndex(of: "怎么办")! < zh.firstIndex(of: "怎么")!, "longest first")
        #expect(en.contains("check") && en.contains("whether") && zh.contains("判断") && zh.contains("获取"), "a task's verbs of asking")
        #expect(WrittenIndex([document("fr/a/", "A", [.init(text: "Alertes.")])], language: "fr").manifest["queryWords"] == nil)
    }

    @Test func theChineseManifestNamesItsConjunctions() {
        let zh = WrittenIndex([document("zh-Hans/a/", "甲", [.init(text: "警告框。")])], language: "zh-Hans").manifest["joiners"] as? [String] ?? []
        #expect(zh.contains("和") && zh.contains("与") && zh.contains("或"))
        #expect((zh.firstIndex(of: "以及") ?? .max) < (zh.firstIndex(of: "及") ?? 0), "longest first")
        #expect(WrittenIndex([document("en/a/", "A", [.init(text: "Alerts.")])], language: "en").manifest["joiners"] == nil)
    }
}

/// `search.synonyms` in guidegen.yml: a site's own synonyms, per language.
@Suite struct SiteSynonymsTests {
    @Test func guidegenYmlNamesSynonymsPerLanguage() {
        let yaml = """
        languages: [en, zh-Hans]
        search:
          synonyms:
            en: { Destructor: deinitializer, ctor: initializer }
            zh-Hans: { 构造方法: 构造器 }
        """
        let (config, diagnostics) = SiteConfig.load(file: "guidegen.yml", text: yaml)
        #expect(diagnostics.isEmpty)
        #expect(config.searchSynonyms == ["en": ["destructor": "deinitializer", "ctor": "initializer"], "zh-Hans": ["构造方法": "构造器"]])
    }
}

/// Issue 35: a Chinese index carries the pinyin of its characters and its titles' and headings'
/// pairs, for queries typed through a pinyin keyboard that picked a homophone.
@Suite struct PinyinTableTests {
    static let pages = [
        document("zh-Hans/closures/", "闭包", [.init(anchor: "trailing", heading: "尾随闭包", level: 2, text: "闭包必须捕获值。")]),
        document("zh-Hans/basics/", "基础部分", [.init(anchor: "closures", heading: "闭包表达式", level: 2, text: "比较两个值。")]),
    ]

    @Test func aChineseIndexHasThePinyinOfItsCharactersAndHeadingPairs() throws {
        let index = WrittenIndex(Self.pages, language: "zh-Hans")
        #expect(index.manifest["pinyin"] as? Bool == true)
        let bytes = try #require(index.files["pinyin.bin"].flatMap(Deflate.decompress))
        let table = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let readings = try #require(table["c"] as? [String: String])
        // 闭 (closure) and its homophones in the pages' text, 必 and 比 (bì, bǐ), share a syllable,
        // with the common characters the pages do not use (笔, bǐ; GB 2312's first level).
        #expect(Set(readings["bi"] ?? "").isSuperset(of: ["闭", "必", "比", "笔"]))
        #expect((readings["bao"] ?? "").contains("包"))
        #expect((readings["zu"] ?? "").contains("祖"))
        // A rare character is read only when a page has it.
        #expect(!readings.values.contains { $0.contains("龘") })
        // Pairs of titles and headings only, the most pages first: 闭包 is in both pages'.
        let pairs = try #require(table["t"] as? String)
        #expect(pairs.hasPrefix("闭包"))
        #expect(pairs.contains("尾随") && pairs.contains("表达") && !pairs.contains("捕获"))
        #expect(pairs.count % 2 == 0)
    }

    @Test func anIndexWithoutChineseHasNone() {
        let index = WrittenIndex([document("en/closures/", "Closures", [.init(text: "Closures capture values.")])])
        #expect(index.files["pinyin.bin"] == nil)
        #expect(index.manifest["pinyin"] == nil)
    }
}

/// Issue 35: a heading that spells out a code word of its passage (`deinit` under
/// "Deinitialization") defines it: the word counts as a heading word of the page.
@Suite struct DefinedCodeWordTests {
    @Test func aHeadingDefinesTheCodeWordsItSpellsOut() {
        #expect(SearchIndexWriter.definedCodeWords(["deinit", "deinit", "self"], heading: "Deinitialization") == ["deinit"])
        #expect(SearchIndexWriter.definedCodeWords(["enum", "case"], heading: "Enumeration Case Patterns") == ["enum"])
        // The same word (a plural) is no definition, nor is a heading without the word.
        #expect(SearchIndexWriter.definedCodeWords(["protocol"], heading: "Protocols").isEmpty)
        #expect(SearchIndexWriter.definedCodeWords(["deinit"], heading: "Automatic Reference Counting").isEmpty)
        // A hyphenated word spells the code word without its hyphens, and only that word.
        #expect(SearchIndexWriter.definedCodeWords(["inout", "in", "out"], heading: "In-Out Parameters") == ["inout"])
        #expect(SearchIndexWriter.definedCodeWords(["inou"], heading: "In-Out Parameters").isEmpty)
    }

    /// A long page about arrays says "array" far more often than a long page that uses one
    /// now and then: its weight keeps rising with the count rather than saturating at a few.
    @Test func aWordsWeightKeepsRisingWithHowOftenALongPageSaysIt() throws {
        let filler = Array(repeating: "other words fill this long chapter", count: 80).joined(separator: " ")
        func page(_ url: String, arrays: Int) -> SearchDocument {
            document(url, "Chapter", [.init(text: Array(repeating: "array", count: arrays).joined(separator: " ") + " " + filler)])
        }
        let index = WrittenIndex([page("en/about/", arrays: 40), page("en/uses/", arrays: 10)])
        let array = try #require(index.terms.first { $0.key == "array" })
        let impacts = array.postings.map { Int($0.impact & 0x1F) }
        #expect(impacts[0] - impacts[1] >= 5, "\(impacts)")
    }

    /// A word the writer set as code in running text (`some` in "write `some` before the
    /// type") names the keyword the passage is about: it counts once as text and once more as
    /// code, so the page that explains it outweighs one that only says the word.
    @Test func anInlineCodeWordCountsOnceMoreThanTheSameWordInProse() throws {
        let explained = document("en/opaque/", "Opaque Types", [.init(text: "Write some before the return type.", code: ["some"])])
        let said = document("en/guide/", "A Guide", [.init(text: "Write some before the return type.")])
        let index = WrittenIndex([explained, said])
        let some = try #require(index.terms.first { $0.key == "some" })
        let impacts = some.postings.map { Int($0.impact & 0x1F) }
        #expect(impacts.count == 2 && impacts[0] > impacts[1], "\(impacts)")
    }

    @Test func theExtractorKeepsInlineCodeWordsAndTheIndexWeighsThemAsHeadingWords() {
        let markdown = MarkdownDocument("Use `deinit` to free resources; `isEmpty` and `x` are not kept.\n\n## Elsewhere\n\nA `deinit` here.\n")
        let passages = SearchTextExtractor.passages(of: markdown) { _ in nil }
        #expect(passages.map(\.code) == [["deinit"], ["deinit"]])
        func impact(title: String) -> UInt8? {
            let page = document("en/deinit/", title, [.init(text: "Use deinit to free resources.", code: ["deinit"])])
            return WrittenIndex([page, document("en/other/", "Other", [.init(text: "Nothing.")])]).terms.first { $0.key == "deinit" }?.postings.first?.impact
        }
        #expect(impact(title: "Deinitialization")! > impact(title: "Cleanup")!)
    }

    /// A catalog's directives that show on the page (`@Row`, `@Tab`) hold text readers search
    /// for: their bodies are the passage's where they stand, their headings its text; what
    /// shows nowhere (`@Comment`, `@Metadata`) is not searched.
    @Test func theTextOfADirectiveIsThePassagesWhereItStands() throws {
        let scan = DirectiveScanner.scan("""
            Intro.

            @Row {
              @Column {
                ### Zyxwvut heading

                Column text with `deinit`.
              }
            }

            @Comment {
              Qwertyuiop.
            }

            ## After
            """)
        let passages = SearchDraft(MarkdownDocument(scan.text, anchorStyle: .docc), directives: scan.directives).passages { _ in nil }
        #expect(passages.map(\.heading) == ["", "After"])
        #expect(passages[0].text == "Intro. Zyxwvut heading Column text with deinit.", "\(passages)")
        #expect(passages[0].code == ["deinit"])
        #expect(!passages.contains { $0.text.contains("Qwertyuiop") })
    }

    /// A stop word written as code (`is`, `if`) is a keyword: kept by the extractor, indexed
    /// under its own term (prose's `is` is not indexed at all), and named in the manifest so
    /// that a query looks it up; another two-letter code word (`do`) is left as it was.
    @Test func aStopWordWrittenAsCodeIsIndexedAsAKeyword() throws {
        let markdown = MarkdownDocument("Use the type check operator (`is`) to check. It is not `do` or `x`.\n")
        let passages = SearchTextExtractor.passages(of: markdown) { _ in nil }
        #expect(passages.map(\.code) == [["is"]])
        let index = WrittenIndex([document("en/casting/", "Type Casting", passages), document("en/other/", "Other", [.init(text: "This is prose.")])])
        let keyword = try #require(index.terms.first { $0.key == "`is" })
        #expect(keyword.postings.count == 1)
        #expect(!index.terms.contains { $0.key == "is" })
        #expect(index.manifest["codeStopWords"] as? [String] == ["is"], "\(index.manifest)")
        #expect(WrittenIndex([document("en/other/", "Other", [.init(text: "This is prose.")])]).manifest["codeStopWords"] == nil)
    }
}

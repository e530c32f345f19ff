import Foundation
import GuideCore

/// Writes one language's search index: a small manifest, the term shards and one excerpt file
/// per page, all loaded by the browser on demand.
///
/// ```
/// search/<lang>/index.json        manifest: format, page count, stop words, synonyms
/// search/<lang>/shards.bin        (raw DEFLATE) where each term shard starts, one per line
/// search/<lang>/terms/<n>.bin     term shards (raw DEFLATE): terms in UTF-16 order with their postings
/// search/<lang>/pages/<n>.bin     page n (raw DEFLATE JSON): URL, title, section, summary, passages
/// search/<lang>/pinyin.bin        (Chinese only; raw DEFLATE JSON) pinyin of the site's characters
/// ```
///
/// A shard, once inflated, is a little-endian `UInt32` byte length, then that many bytes of UTF-8
/// text with one line per term (`key` or `key\tform\tform…`: the words that stem to it), then for
/// each term in the same order: a varint page count `n`, `n` varint page-number gaps (the first is
/// the page number itself), and `n` impact bytes. An impact byte holds, in its low five bits, the
/// term's BM25 weight in the page (title, summary, headings and text, fields weighted, quantized to
/// 1…31 on a square-root scale) and, in bit 5, whether the term is in the page's title.
public struct SearchIndexWriter {
    static let formatVersion = 2
    /// Uncompressed bytes after which a shard is closed (about 12–20 KB compressed).
    var shardBytes = 40_000
    /// Shards compressed at a time when they are streamed (`files(for:…write:)`).
    var shardsPerBatch = 32
    /// The most postings made in one pass over a language's pages (16 MB); a larger language
    /// takes a pass per range of terms.
    var postingsPerPass = 4_000_000
    /// Text kept per page for excerpts (every word is indexed either way).
    var storedCharactersPerPage = 60_000
    /// Where a build keeps each page's terms from its analysis until the shards are made, when
    /// not in memory: a language's terms are 8 bytes each, some 240 MB for 50,000 Chinese pages.
    public var spill: SpillFile?

    /// BM25's saturation: how soon more occurrences stop adding weight. 1.2 suits short texts;
    /// a guide's page is a chapter, and one that keeps saying "array" is about arrays while one
    /// that says it now and then only uses them, which 1.2 quantized to 31 levels could not tell
    /// apart (both 29–31). The browser scales the weights as it did (`WEIGHTS.body`).
    static let k1 = 12.0
    static let b = 0.75
    static let maximumImpact = 31
    static let titleBit: UInt8 = 0x20
    /// Field weights: how many body occurrences one occurrence counts as.
    static let titleWeight = 3.0, headingWeight = 3.0, summaryWeight = 2.0, bodyWeight = 1.0

    /// Synonyms expanded at query time, by language tag: a reader's word (lowercased) → the
    /// site's word for it (the glossary's rejected terms → its preferred term). Shipped in the
    /// manifest, so the index does not grow per synonym; nothing is written for a language
    /// without any.
    public var synonyms: [String: [String: String]] = [:]

    public init() {}

    /// The index files for `documents` (all in one language), by path below `search/<lang>/`.
    func files(for documents: [SearchDocument], language: String) -> [(path: String, bytes: [UInt8])] {
        let table = TermTable()
        let pages = index(count: documents.count, table: table) { documents[$0] }
        var shards: [String: KeptShard] = [:]
        return files(for: pages, table: table, language: language, shards: &shards)
    }

    /// Analyzes and compresses the documents `document(0..<count)` (made on any thread), numbering
    /// their terms in `table`. With `writePage`, each excerpt file goes to it as soon as it is
    /// compressed (on the thread that made it) and the page's `file` stays empty: a build then
    /// does not hold a language's excerpts (16 MB of Chinese at 10,000 pages) until its shards
    /// are made.
    /// `order`: the order to take the documents in (largest first keeps both cores busy to the
    /// end); their numbers stay as they are.
    func index(count: Int, table: TermTable, order: [Int]? = nil, writePage: ((_ n: Int, _ file: [UInt8]) -> Void)? = nil,
               document: (Int) -> SearchDocument) -> [IndexedPage] {
        analyze(count: count, order: order, writePage: writePage, document: document).takeNumbered(in: table)
    }

    /// The documents analyzed and compressed as `index` does, their terms still numbered by
    /// the worker that analyzed them: numbering them in a table (`AnalyzedPages.takeNumbered`) is
    /// one dictionary, on one thread, which a build does on the thread that makes the language's
    /// files, beside other work.
    func analyze(count: Int, order: [Int]? = nil, writePage: ((_ n: Int, _ file: [UInt8]) -> Void)? = nil,
                 document: (Int) -> SearchDocument) -> AnalyzedPages {
        guard count > 0 else { return AnalyzedPages() }
        // Analyze in parallel: a worker per core with its own analyzer (stemmer, caches) and
        // compressor, taking pages one at a time so that none idles while another has many left.
        // Term and form numbers are the worker's own until mapped to the table's.
        let workers = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
        let queue = WorkQueue(order: order ?? Array(0..<count))
        var pages = [IndexedPage](repeating: IndexedPage(), count: count)
        var workerOfPage = [Int](repeating: 0, count: count)
        var vocabularies = [[String]](repeating: [], count: workers)
        var formLists = [[(word: String, term: Int32)]](repeating: [], count: workers)
        pages.withUnsafeMutableBufferPointer { pagesBuffer in
            workerOfPage.withUnsafeMutableBufferPointer { workerBuffer in
                vocabularies.withUnsafeMutableBufferPointer { vocabulariesBuffer in
                    formLists.withUnsafeMutableBufferPointer { formsBuffer in
                        let pageSlots = pagesBuffer, workerSlots = workerBuffer, vocabularySlots = vocabulariesBuffer, formSlots = formsBuffer
                        DispatchQueue.concurrentPerform(iterations: workers) { worker in
                            var analyzer = TextAnalyzer()
                            defer { analyzer.close() }
                            let deflater = Deflater(level: Deflate.pageLevel)
                            var title = TextAnalyzer.Counts(), body = TextAnalyzer.Counts()
                            while let i = queue.next() {
                                let page = document(i)
                                pageSlots[i] = Self.analyze(page, with: &analyzer, title: &title, body: &body)
                                if let spill {
                                    pageSlots[i].spillTerms(to: spill)
                                    pageSlots[i].spillForms(to: spill)
                                }
                                let file = deflater.compress(pageJSON(page))
                                if let writePage { writePage(i, file) } else { pageSlots[i].keep(file: file, spill: spill) }
                                workerSlots[i] = worker
                            }
                            vocabularySlots[worker] = analyzer.vocabulary
                            formSlots[worker] = analyzer.formList
                        }
                    }
                }
            }
        }
        return AnalyzedPages(pages: pages, workerOfPage: workerOfPage, vocabularies: vocabularies, formLists: formLists)
    }

    /// The index files for `pages` (in page order, their terms numbered in `table`), by path
    /// below `search/<lang>/`. `shards` holds the shards made last time by their boundary:
    /// one whose bytes are the same is not compressed again. With `keep`, it is left holding
    /// this time's; without, empty.
    /// With `write` (and without `keep`), the term shards go to it a few at a time as they are
    /// compressed and are not returned: a build does not hold a language's shards, raw or
    /// compressed, until the last is made.
    func files(for pages: [IndexedPage], table: TermTable, language: String, shards previous: inout [String: KeptShard],
               keep: Bool = true, write: ((_ path: String, _ bytes: [UInt8]) -> Void)? = nil,
               spilledFile: SpilledFileHandler? = nil, layout: ((IndexLayout) -> Void)? = nil) -> [(path: String, bytes: [UInt8])] {
        // Ranks in UTF-16 order of the terms (the order of JavaScript's `<`). The table may hold
        // terms no page has any more: they get a rank but no postings, and no place in a shard.
        let order = table.sortedTerms()
        var rank = [Int32](repeating: 0, count: order.count)
        for (position, number) in order.enumerated() { rank[Int(number)] = Int32(position) }

        // Each term's count of postings (`starts`), then its postings, a range of terms at a time:
        // one pass over the pages' terms per range, so that a language's postings (4 bytes each,
        // 120 MB for 50,000 Chinese pages) are not all held at once.
        // The words that stem to each term beside the counts: each a pass over every page, on
        // one core each (the last language's ran one after the other with nothing beside them).
        var scratch: [IndexedPage.Term] = []
        let (starts, forms) = inParallel({ Self.postingStarts(of: pages, rank: rank, scratch: &scratch) },
                                         { Self.formsByRank(of: pages, table: table, rank: rank) })
        let averageLength = max(1, Double(pages.reduce(0) { $0 + $1.length }) / Double(max(pages.count, 1)))

        // Shards, in rank order; compressed in parallel, unless the same bytes were last time
        // (told by their digest, when `keep`). Streaming (`write`, without `keep`), they are
        // handed out a batch at a time.
        var packer = ShardPacker(shardBytes: shardBytes, shardsPerBatch: shardsPerBatch, keep: keep, write: keep ? nil : write)
        table.liveTerms = 0
        var codeStopTerms = Set<String>()
        // More than one range: with a spill file, one pass sorts every posting into its range's
        // part of the file, and each range reads its part back (a pass per range would read
        // every page's terms again for each, which grows with the square of the site).
        let ranges = Self.rankRanges(starts: starts, postingsPerPass: postingsPerPass)
        let partition = ranges.count > 1 ? spill.map {
            PostingPartition(pages: pages, ranges: ranges, rank: rank, averageLength: averageLength, spill: $0, scratch: &scratch)
        } : nil
        for (n, range) in ranges.enumerated() {
            let first = range.lowerBound
            let postings = partition?.postings(of: n, starts: starts)
                ?? Self.postingsInParallel(of: pages, ranks: range, rank: rank, starts: starts, averageLength: averageLength)
            for r in range where starts[r + 1] > starts[r] {
                table.liveTerms += 1
                let term = table.terms[Int(order[r])]
                if TextAnalyzer.isCodeStopTerm(term) { codeStopTerms.insert(term) }
                packer.add(term: term, forms: forms[Int32(r)] ?? [],
                           postings: postings[(starts[r] - starts[first])..<(starts[r + 1] - starts[first])], reusing: previous)
            }
        }
        packer.finish(reusing: previous)
        // Kept for the next build and handed out by their place: the compressed shards in the
        // spill file rather than in memory (62 MB of a 100,000-page preview's).
        if keep, let spill, spilledFile != nil { packer.spillCompressed(to: spill) }
        previous = keep ? Dictionary(zip(packer.boundaries, packer.shards.map(KeptShard.init)), uniquingKeysWith: { first, _ in first }) : [:]

        var files: [(path: String, bytes: [UInt8])] = []
        files.reserveCapacity(packer.shards.count + pages.count + 1)
        for (n, shard) in packer.shards.enumerated() where n >= packer.written {
            Self.appendShard(n, compressed: shard.compressed, spilled: shard.spilled, to: &files, spilledFile: spilledFile)
        }
        Self.appendPages(pages, to: &files, spilledFile: spilledFile)
        let characters = Language(language).isChinese
            ? Self.pinyinCharacters(table: table, liveTerms: order.indices.filter { starts[$0 + 1] > starts[$0] }.map { order[$0] }) : []
        let pinyin = characters.isEmpty ? nil : Self.pinyinTable(pages: pages, table: table, characters: characters).map(Deflate.compress)
        if let pinyin { files.append(("pinyin.bin", pinyin)) }
        let codeStopWords = TextAnalyzer.stopWords.filter { codeStopTerms.contains(TextAnalyzer.codeStopTerm($0)) }
        let manifest = Array(manifest(language: language, documents: pages.count, pinyin: pinyin != nil, codeStopWords: codeStopWords).utf8)
        let boundaryFile = Self.boundaryFile(packer.boundaries)
        files.append(("shards.bin", boundaryFile))
        files.append(("index.json", manifest))
        if keep {
            layout?(IndexLayout(boundaries: packer.boundaries, averageLength: averageLength, pinyinCharacters: Set(characters.map(\.value)),
                                pinyinFile: pinyin, boundaryFile: boundaryFile, manifest: manifest))
        }
        return files
    }

    /// Appends term shard `n`, or hands it to `spilledFile` when a spill file holds it.
    static func appendShard(_ n: Int, compressed: [UInt8], spilled: (file: SpillFile, span: SpillFile.Span)?,
                            to files: inout [(path: String, bytes: [UInt8])], spilledFile: SpilledFileHandler?) {
        guard let (file, span) = spilled else { return files.append(("terms/\(n).bin", compressed)) }
        // (Kept in the spill by a build that took files by their place; this one reads them.)
        if let spilledFile { spilledFile("terms/\(n).bin", file, span) } else { files.append(("terms/\(n).bin", file.bytes(span) ?? [])) }
    }

    /// Appends the pages' excerpt files, or hands those a spill file holds to `spilledFile`.
    static func appendPages(_ pages: [IndexedPage], to files: inout [(path: String, bytes: [UInt8])], spilledFile: SpilledFileHandler?) {
        // (A page whose excerpt was handed out as it was made has none left here.)
        for (n, page) in pages.enumerated() {
            if let spilledFile, let (file, span) = page.spilledFile {
                spilledFile("pages/\(n).bin", file, span)
            } else if let file = page.excerptFile {
                files.append(("pages/\(n).bin", file))
            }
        }
    }

    /// The words that stem to another (`TermTable.forms`) that are in `pages`, by the rank of
    /// their term, each list in the order of the words.
    static func formsByRank(of pages: [IndexedPage], table: TermTable, rank: [Int32]) -> [Int32: [String]] {
        var formInPages = [Bool](repeating: false, count: table.forms.count)
        var formScratch: [Int32] = []
        for page in pages {
            page.withForms(scratch: &formScratch) { forms in
                for form in forms { formInPages[Int(form)] = true }
            }
        }
        var forms: [Int32: [String]] = [:]
        for form in table.sortedForms() where formInPages[Int(form)] {
            let (word, term) = table.forms[Int(form)]
            forms[rank[Int(term)], default: []].append(word)
        }
        return forms
    }

    /// Consecutive ranges of ranks whose postings fit in `postingsPerPass` each (a range has at
    /// least one rank), covering every rank.
    static func rankRanges(starts: [Int], postingsPerPass: Int) -> [Range<Int>] {
        let count = starts.count - 1
        var ranges: [Range<Int>] = []
        var first = 0
        while first < count {
            var last = first + 1
            while last < count, starts[last + 1] - starts[first] <= postingsPerPass { last += 1 }
            ranges.append(first..<last)
            first = last
        }
        return ranges
    }

    /// Where each rank's postings start in a list of every posting in rank order (one more
    /// entry than ranks, the last the count of postings): one pass over the pages' terms.
    static func postingStarts(of pages: [IndexedPage], rank: [Int32], scratch: inout [IndexedPage.Term]) -> [Int] {
        var starts = [Int](repeating: 0, count: rank.count + 1)
        rank.withUnsafeBufferPointer { rank in
            starts.withUnsafeMutableBufferPointer { starts in
                for page in pages.indices {
                    pages[page].withTerms(scratch: &scratch) { terms in
                        for term in terms { starts[Int(rank[Int(term.number)]) + 1] += 1 }
                    }
                }
                for r in 0..<rank.count { starts[r + 1] += starts[r] }
            }
        }
        return starts
    }

    /// A page's posting of a term: page number << 8 | impact byte (its BM25 weight quantized to
    /// 1…31 on a square-root scale, with the title bit). `norm` is the page's length
    /// normalization, `prior` its static weight (`SearchDocument.prior`).
    @inline(__always)
    static func posting(page: Int, term: IndexedPage.Term, norm: Double, prior: Double = 1) -> UInt32 {
        let weight = Double(term.weight)
        let impact = prior * weight * (k1 + 1) / (weight + norm)
        // On a square-root scale: with a late saturation (`k1`) one mention on a short page is a
        // small share of the most, and a straight scale would leave it one or two levels.
        var byte = UInt8(max(1, min(maximumImpact, Int(((impact / (k1 + 1)).squareRoot() * Double(maximumImpact)).rounded()))))
        if term.inTitle { byte |= titleBit }
        return UInt32(page) << 8 | UInt32(byte)
    }

    /// A page's length normalization for BM25.
    static func norm(length: Int, averageLength: Double) -> Double {
        k1 * (1 - b + b * Double(length) / averageLength)
    }

    /// `postings(of:ranks:…)`, the ranks split into as many parts as there are cores, each part
    /// made on its own from every page's terms: the last language's postings had no other work
    /// beside them (a sixtieth of a 10,000-page build's wall time on one core). Each part reads
    /// every page's terms, so the reading's CPU grows by the parts; it is a small share of a
    /// build's. Small indexes are made in one part.
    static func postingsInParallel(of pages: [IndexedPage], ranks: Range<Int>, rank: [Int32], starts: [Int],
                                   averageLength: Double, minimumPerPart: Int = minimumPostingsPerPart,
                                   cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> [UInt32] {
        let total = starts[ranks.upperBound] - starts[ranks.lowerBound]
        let parts = min(cores, max(1, total / minimumPerPart))
        guard parts > 1 else {
            var scratch: [IndexedPage.Term] = []
            return postings(of: pages, ranks: ranks, rank: rank, starts: starts, averageLength: averageLength, scratch: &scratch)
        }
        // Cut where about a part's share of the postings has gone by.
        var cuts = [ranks.lowerBound]
        for r in ranks where cuts.count < parts && starts[r] - starts[ranks.lowerBound] >= total * cuts.count / parts && r > cuts.last! {
            cuts.append(r)
        }
        cuts.append(ranks.upperBound)
        let lists = concurrentMap(cuts.count - 1) { n in
            var scratch: [IndexedPage.Term] = []
            return postings(of: pages, ranks: cuts[n]..<cuts[n + 1], rank: rank, starts: starts, averageLength: averageLength, scratch: &scratch)
        }
        return Array(lists.joined())
    }

    /// Below this many postings a part is not worth a core of its own.
    static let minimumPostingsPerPart = 50_000

    /// The postings of the terms ranked in `ranks`, in rank order, each list in page order:
    /// page number << 8 | impact byte (BM25, quantized, with the title bit). (Through buffer
    /// pointers: this loop sees every term of every page.)
    static func postings(of pages: [IndexedPage], ranks: Range<Int>, rank: [Int32], starts: [Int], averageLength: Double,
                         scratch: inout [IndexedPage.Term]) -> [UInt32] {
        let base = starts[ranks.lowerBound]
        var postings = [UInt32](repeating: 0, count: starts[ranks.upperBound] - base)
        var next = starts[ranks.lowerBound..<ranks.upperBound].map { $0 - base }
        let low = Int32(ranks.lowerBound), high = Int32(ranks.upperBound)
        rank.withUnsafeBufferPointer { rank in
            postings.withUnsafeMutableBufferPointer { postings in
                next.withUnsafeMutableBufferPointer { next in
                    for page in pages.indices {
                        let norm = norm(length: pages[page].length, averageLength: averageLength)
                        pages[page].withTerms(scratch: &scratch) { terms in
                            for term in terms {
                                let r = rank[Int(term.number)]
                                guard r >= low, r < high else { continue }
                                let slot = Int(r - low)
                                postings[next[slot]] = posting(page: page, term: term, norm: norm, prior: pages[page].prior)
                                next[slot] += 1
                            }
                        }
                    }
                }
            }
        }
        return postings
    }

    /// The pinyin table of a Chinese index (`zh…`) whose pages have Han characters, for queries
    /// typed through a pinyin keyboard that picked a homophone (必包 for 闭包): JSON
    /// `{"c": {syllable: characters}, "t": pairs}`. `c` gives, without tones, the Mandarin
    /// reading of every Han character of the index's terms and of GB 2312's 3,755 common ones
    /// (`CommonHan`), as ICU's Han-Latin transform gives it (`Pinyin`, one reading per character); `t` is the Chinese pairs of the pages' titles and headings,
    /// most pages first, the words a query most likely means. Nil without Han characters.
    static func pinyinTable(pages: [IndexedPage], table: TermTable, characters: Set<Unicode.Scalar>) -> [UInt8]? {
        guard !characters.isEmpty else { return nil }
        let sorted = characters.sorted { $0.value < $1.value }
        let reading = Pinyin.readings(of: sorted)
        var bySyllable: [String: String] = [:]
        for scalar in sorted {
            if let syllable = reading[scalar] { bySyllable[syllable, default: ""].unicodeScalars.append(scalar) }
        }
        var pageCount: [Int32: Int] = [:]
        for page in pages { for number in page.headingPairs { pageCount[number, default: 0] += 1 } }
        let pairs = pageCount.map { (term: table.terms[Int($0.key)], pages: $0.value) }
            .filter { $0.term.unicodeScalars.allSatisfy { reading[$0] != nil } }
            .sorted { $0.pages != $1.pages ? $0.pages > $1.pages : TermTable.precedesInUTF16($0.term, $1.term) }
        var json = "{\"c\":{" + bySyllable.keys.sorted().map { quote($0) + ":" + quote(bySyllable[$0]!) }.joined(separator: ",")
        json += "},\"t\":" + quote(pairs.map(\.term).joined()) + "}"
        return Array(json.utf8)
    }

    /// A page's terms: title, summary, headings and text, fields weighted; the page's length
    /// counts every field but the title. Terms and forms are numbered as in `analyzer`. `title`
    /// and `body` are scratch space.
    static func analyze(_ document: SearchDocument, with analyzer: inout TextAnalyzer, title: inout TextAnalyzer.Counts,
                        body: inout TextAnalyzer.Counts) -> IndexedPage {
        title.reset()
        body.reset()
        _ = analyzer.takeForms()
        analyzer.add(document.title, weight: 1, to: &title)
        analyzer.add(document.summary, weight: summaryWeight, to: &body)
        // Another language's names for the page and its sections do not make it longer: a page
        // with many headings would otherwise rank lower for every word of its own.
        let ownLength = body.length
        for other in document.translationHeadings {
            analyzer.add(other, weight: headingWeight, to: &body)
        }
        body.length = ownLength
        for (i, passage) in document.passages.enumerated() {
            analyzer.add(passage.heading, weight: headingWeight, to: &body)
            let named = anchorWords(passage.anchor, heading: passage.heading)
            if !named.isEmpty {
                let length = body.length
                analyzer.add(named, weight: headingWeight, to: &body)
                body.length = length
            }
            analyzer.add(passage.text, weight: bodyWeight, to: &body)
            let defined = definedCodeWords(passage.code, heading: i == 0 && passage.heading.isEmpty ? document.title : passage.heading)
            for code in defined {
                analyzer.add(code, weight: headingWeight, to: &body)
            }
            for code in passage.code where !defined.contains(code) {
                analyzer.addCodeWord(code, weight: bodyWeight, to: &body)
            }
        }
        var page = IndexedPage()
        page.length = body.length
        page.prior = document.prior
        page.forms = analyzer.takeForms()
        page.terms.reserveCapacity(body.seen.count + title.seen.count)
        for number in body.seen {
            page.terms.append(.init(number: number, inTitle: title.weight(number) > 0, weight: body.weight(number) + title.weight(number) * titleWeight))
        }
        for number in title.seen where body.weight(number) == 0 {
            page.terms.append(.init(number: number, inTitle: true, weight: title.weight(number) * titleWeight))
        }
        // The Chinese pairs of the title and headings, for the pinyin table (`pinyinTable`).
        if ([document.title] + document.passages.map(\.heading)).contains(where: { $0.utf8.contains { $0 >= 0xE3 } }) {
            title.reset()
            analyzer.add(document.title, weight: 1, to: &title)
            for passage in document.passages { analyzer.add(passage.heading, weight: 1, to: &title) }
            page.headingPairs = title.seen.filter { analyzer.isPair($0) }
        }
        return page
    }

    /// The parts of a heading's anchor id that its text does not hold: an id the writer chose
    /// names the section in other words ("Handwriting in text fields {#scribble}"); an id made
    /// from the heading's text adds none. Empty when there are none.
    static func anchorWords(_ anchor: String, heading: String) -> String {
        // A Chinese heading's id is most often its English twin's (`## 最佳实践 {#best-practices}`),
        // whose headings the page is indexed with already (`translationHeadings`).
        guard !anchor.isEmpty, !Scripts.containsHan(heading) else { return "" }
        // On bytes, lower-cased in ASCII: this runs for every heading of every page, and most ids
        // are their heading's slug, every part of which the heading holds.
        func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
        let text = heading.utf8.map(lower)
        var words: [UInt8] = [], part: [UInt8] = []
        func close() {
            defer { part.removeAll(keepingCapacity: true) }
            guard part.count > 1, !text.indices.contains(where: { text[$0...].starts(with: part) }) else { return }
            if !words.isEmpty { words.append(32) }
            words += part
        }
        for byte in anchor.utf8 {
            if byte >= 0x80 || (byte >= 48 && byte <= 57) || (lower(byte) >= 97 && lower(byte) <= 122) { part.append(lower(byte)) } else { close() }
        }
        close()
        return String(decoding: words, as: UTF8.self)
    }

    /// The code words a heading defines: inline code of the passage under it (under the title,
    /// for the introduction) that a word of the heading spells out in full, as `deinit` under
    /// "Deinitialization" or `enum` under "Enumerations". Such a word counts as a heading word,
    /// so that a reader's short name reaches the section that explains it (a DocC catalog's
    /// own terms, with no synonym table). A hyphenated word of the heading defines the code word
    /// it spells without its hyphens (`inout` under "In-Out Parameters"). Each once.
    static func definedCodeWords(_ code: [String], heading: String) -> [String] {
        guard !code.isEmpty, !heading.isEmpty else { return [] }
        let lowercased = heading.lowercased()
        let words = lowercased.split { !($0 >= "a" && $0 <= "z") }
        let joined = lowercased.split { !($0 >= "a" && $0 <= "z") && $0 != "-" }.filter { $0.contains("-") }.map { $0.filter { $0 != "-" } }
        var defined: [String] = []
        // Two letters begin too many of a heading's words (`is`, `in`) to be defined by one.
        for word in code where word.count >= 3 && !defined.contains(word) &&
            (words.contains(where: { $0.count > word.count + 1 && $0.hasPrefix(word) }) || joined.contains(word)) {
            defined.append(word)
        }
        return defined
    }

    /// The characters of a pinyin table (`pinyinTable`): the Han characters of the live terms
    /// that start with one, and GB 2312's common characters; none when no term has any.
    static func pinyinCharacters(table: TermTable, liveTerms: [Int32]) -> Set<Unicode.Scalar> {
        let isHan = Scripts.isHan
        var characters = Set<Unicode.Scalar>()
        for number in liveTerms {
            let term = table.terms[Int(number)]
            guard let first = term.unicodeScalars.first, isHan(first.value) else { continue }
            for scalar in term.unicodeScalars where isHan(scalar.value) { characters.insert(scalar) }
        }
        guard !characters.isEmpty else { return [] }
        // And GB 2312's common characters, which a pinyin keyboard offers first: a slip into one
        // the site never uses (元祖 for 元组) is heard too.
        for scalar in CommonHan.characters.unicodeScalars where isHan(scalar.value) { characters.insert(scalar) }
        return characters
    }

    static func appendVarint(_ value: UInt32, to bytes: inout [UInt8]) {
        ByteCoding.appendVarint(UInt64(value), to: &bytes)
    }

    // MARK: JSON

    /// A page's excerpt file: `{"u":url,"t":title,"s":section,"m":summary,"p":[[anchor,heading,level,text],…]}`.
    func pageJSON(_ document: SearchDocument) -> [UInt8] {
        var json: [UInt8] = []
        json.reserveCapacity(document.passages.reduce(256) { $0 + $1.text.utf8.count + $1.heading.utf8.count + 16 })
        json.append(contentsOf: Array("{\"u\":".utf8)); Self.appendQuoted(document.url, to: &json)
        json.append(contentsOf: Array(",\"t\":".utf8)); Self.appendQuoted(document.title, to: &json)
        json.append(contentsOf: Array(",\"s\":".utf8)); Self.appendQuoted(document.section, to: &json)
        json.append(contentsOf: Array(",\"m\":".utf8)); Self.appendQuoted(document.summary, to: &json)
        json.append(contentsOf: Array(",\"p\":[".utf8))
        // Counting characters is slow: only a page whose text has more UTF-8 bytes than the budget
        // has characters could go over it.
        var budget = storedCharactersPerPage
        let mayBeCut = document.passages.reduce(0) { $0 + $1.text.utf8.count } > budget
        for (index, passage) in document.passages.enumerated() {
            var text = passage.text
            if !mayBeCut {
                // Kept whole.
            } else if budget <= 0 {
                text = ""
            } else if text.utf8.count > budget {
                let count = text.count
                if count > budget { text = String(text.prefix(budget)) }
                budget -= min(count, budget)
            } else {
                budget -= text.count
            }
            if index > 0 { json.append(0x2C) }
            json.append(0x5B)
            Self.appendQuoted(passage.anchor, to: &json)
            json.append(0x2C)
            Self.appendQuoted(passage.heading, to: &json)
            json.append(contentsOf: Array(",\(passage.level),".utf8))
            Self.appendQuoted(text, to: &json)
            json.append(0x5D)
        }
        json.append(contentsOf: [0x5D, 0x7D])
        return json
    }

    /// Where each term shard starts (`ShardPacker.boundaries`), a line each, compressed: every
    /// first query loads it, and it grows with the site (2,410 shards of Chinese pairs at 100,000
    /// pages: 16.9 KB of JSON strings, 7.8 KB deflated). A file of its own rather than a part of
    /// the manifest, whose JSON a browser cannot inflate; loaded beside it.
    static func boundaryFile(_ boundaries: [String]) -> [UInt8] {
        Deflate.compress(Array(boundaries.joined(separator: "\n").utf8))
    }

    /// The index's manifest. `codeStopWords`: the stop words the index holds as code
    /// (`TextAnalyzer.addCodeWord`), which a query looks up when it has one.
    func manifest(language: String, documents: Int, pinyin: Bool = false, codeStopWords: [String] = []) -> String {
        var json = "{\n\"version\": \(Self.formatVersion),\n\"language\": " + Self.quote(language)
        json += ",\n\"pages\": \(documents),\n\"maxImpact\": \(Self.maximumImpact),\n\"titleBit\": \(Self.titleBit)"
        json += ",\n\"stopWords\": [" + TextAnalyzer.stopWords.map(Self.quote).joined(separator: ",") + "]"
        let queryWords = TextAnalyzer.queryWords(language: Language(language))
        if !queryWords.isEmpty { json += ",\n\"queryWords\": [" + queryWords.map(Self.quote).joined(separator: ",") + "]" }
        let joiners = TextAnalyzer.queryJoiners(language: Language(language))
        if !joiners.isEmpty { json += ",\n\"joiners\": [" + joiners.map(Self.quote).joined(separator: ",") + "]" }
        if let table = synonyms[language], !table.isEmpty {
            json += ",\n\"synonyms\": {" + table.keys.sorted().map { Self.quote($0) + ":" + Self.quote(table[$0]!) }.joined(separator: ",") + "}"
        }
        if !codeStopWords.isEmpty { json += ",\n\"codeStopWords\": [" + codeStopWords.map(Self.quote).joined(separator: ",") + "]" }
        if pinyin { json += ",\n\"pinyin\": true" }
        json += "\n}\n"
        return json
    }

    /// A JSON string literal.
    static func quote(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a JSON string literal: quotes, backslashes, control characters and the line
    /// separators U+2028 and U+2029 escaped, everything else as UTF-8.
    static func appendQuoted(_ string: String, to json: inout [UInt8]) {
        let hex: StaticString = "0123456789abcdef"
        json.append(0x22)
        var string = string
        string.withUTF8 { utf8 in
            let n = utf8.count
            // Bytes that need no escape are copied a run at a time.
            var copied = 0
            var i = 0
            while i < n {
                // Eight bytes at once when none is one to look at (most text).
                if i + 8 <= n {
                    let word = ByteWords.load(utf8.baseAddress! + i)
                    if !(ByteWords.containsByte(below: 0x20, in: word) || ByteWords.contains(0x22, in: word)
                        || ByteWords.contains(0x5C, in: word) || ByteWords.contains(0xE2, in: word)) {
                        i += 8
                        continue
                    }
                }
                let byte = utf8[i]
                if byte >= 0x20, byte != 0x22, byte != 0x5C, byte != 0xE2 {
                    i += 1
                    continue
                }
                if byte == 0xE2 {
                    guard i + 2 < n, utf8[i + 1] == 0x80, utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9 else {
                        i += 1
                        continue
                    }
                }
                json.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<i]))
                switch byte {
                case 0x22: json.append(contentsOf: [0x5C, 0x22])
                case 0x5C: json.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: json.append(contentsOf: [0x5C, 0x6E])
                case 0x0D: json.append(contentsOf: [0x5C, 0x72])
                case 0x09: json.append(contentsOf: [0x5C, 0x74])
                case 0xE2:
                    // \u2028 or \u2029
                    json.append(contentsOf: [0x5C, 0x75, 0x32, 0x30, 0x32, utf8[i + 2] == 0xA8 ? 0x38 : 0x39])
                    i += 2
                default:
                    hex.withUTF8Buffer { hex in
                        json.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                    }
                }
                i += 1
                copied = i
            }
            json.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<n]))
        }
        json.append(0x22)
    }
}

import Foundation

/// Writes one language's search index: a small manifest, the term shards and one excerpt file
/// per page, all loaded by the browser on demand.
///
/// ```
/// search/<lang>/index.json        manifest: format, page count, the first term of each shard, stop words
/// search/<lang>/terms/<n>.bin     term shards (raw DEFLATE): terms in UTF-16 order with their postings
/// search/<lang>/pages/<n>.bin     page n (raw DEFLATE JSON): URL, title, section, summary, passages
/// ```
///
/// A shard, once inflated, is a little-endian `UInt32` byte length, then that many bytes of UTF-8
/// text with one line per term (`key` or `key\tform\tform…`: the words that stem to it), then for
/// each term in the same order: a varint page count `n`, `n` varint page-number gaps (the first is
/// the page number itself), and `n` impact bytes. An impact byte holds, in its low five bits, the
/// term's BM25 weight in the page (title, summary, headings and text, fields weighted, quantized to
/// 1…31) and, in bit 5, whether the term is in the page's title.
public struct SearchIndexWriter {
    public static let formatVersion = 1
    /// Uncompressed bytes after which a shard is closed (about 12–20 KB compressed).
    public var shardBytes = 40_000
    /// zlib level of the term shards: their postings repeat so much that level 9 follows long
    /// match chains for six times as long as level 7 (2 CPU-seconds for 10,000 pages a
    /// language), to make them 1 % smaller. Pages are compressed at level 9.
    static let shardLevel: Int32 = 7
    /// Text kept per page for excerpts (every word is indexed either way).
    public var storedCharactersPerPage = 60_000

    static let k1 = 1.2
    static let b = 0.75
    static let maximumImpact = 31
    static let titleBit: UInt8 = 0x20
    /// Field weights: how many body occurrences one occurrence counts as.
    static let titleWeight = 3.0, headingWeight = 3.0, summaryWeight = 2.0, bodyWeight = 1.0

    public init() {}

    /// One page's terms, by number in the vocabulary of the worker that analyzed it, with their
    /// weights (fields weighted, title counted in) and whether each is in the title.
    struct PageTerms {
        var worker = 0
        var length = 0
        var numbers: [Int32] = []
        var weights: [Double] = []
        var inTitle: [Bool] = []
    }

    /// The index files for `documents` (all in one language), by path below `search/<lang>/`.
    public func files(for documents: [SearchDocument], language: String) -> [(path: String, bytes: [UInt8])] {
        // Analyze in parallel: a worker per core with its own analyzer (stemmer, break iterator,
        // caches) and compressor, taking pages one at a time so that none idles while another
        // has many left.
        let workers = max(1, min(documents.count, ProcessInfo.processInfo.activeProcessorCount))
        let queue = WorkQueue(count: documents.count)
        var analyses = [PageTerms](repeating: PageTerms(), count: documents.count)
        var pages = [[UInt8]](repeating: [], count: documents.count)
        var vocabularies = [[String]](repeating: [], count: workers)
        var formsPerWorker = [[String: String]](repeating: [:], count: workers)
        analyses.withUnsafeMutableBufferPointer { analysesBuffer in
            pages.withUnsafeMutableBufferPointer { pagesBuffer in
                vocabularies.withUnsafeMutableBufferPointer { vocabulariesBuffer in
                    formsPerWorker.withUnsafeMutableBufferPointer { formsBuffer in
                        let analysisSlots = analysesBuffer, pageSlots = pagesBuffer, vocabularySlots = vocabulariesBuffer, formSlots = formsBuffer
                        DispatchQueue.concurrentPerform(iterations: workers) { worker in
                            var analyzer = TextAnalyzer()
                            defer { analyzer.close() }
                            let deflater = Deflater()
                            var title = TextAnalyzer.Counts(), body = TextAnalyzer.Counts()
                            while let i = queue.next() {
                                analysisSlots[i] = Self.analyze(documents[i], with: &analyzer, title: &title, body: &body)
                                analysisSlots[i].worker = worker
                                pageSlots[i] = deflater.compress(pageJSON(documents[i]))
                            }
                            vocabularySlots[worker] = analyzer.vocabulary
                            formSlots[worker] = analyzer.forms
                        }
                    }
                }
            }
        }
        // One numbering of the terms of all workers, by their strings.
        var numbers: [String: Int32] = [:]
        var terms: [String] = []
        let globalNumbers: [[Int32]] = vocabularies.map { vocabulary in
            vocabulary.map { term in
                if let number = numbers[term] { return number }
                numbers[term] = Int32(terms.count)
                terms.append(term)
                return Int32(terms.count - 1)
            }
        }
        // Ranks in UTF-16 order of the terms (the order of JavaScript's `<`).
        let order = terms.indices.sorted { terms[$0].utf16.lexicographicallyPrecedes(terms[$1].utf16) }
        var rank = [Int](repeating: 0, count: terms.count)
        for (position, number) in order.enumerated() { rank[number] = position }

        // Postings by rank, each list in page order: page number << 8 | impact byte.
        var starts = [Int](repeating: 0, count: terms.count + 1)
        for analysis in analyses {
            for number in analysis.numbers { starts[rank[Int(globalNumbers[analysis.worker][Int(number)])] + 1] += 1 }
        }
        for r in 0..<terms.count { starts[r + 1] += starts[r] }
        var postings = [UInt32](repeating: 0, count: starts[terms.count])
        var next = starts
        let count = max(documents.count, 1)
        let averageLength = max(1, Double(analyses.reduce(0) { $0 + $1.length }) / Double(count))
        for (page, analysis) in analyses.enumerated() {
            let norm = Self.k1 * (1 - Self.b + Self.b * Double(analysis.length) / averageLength)
            let numbers = globalNumbers[analysis.worker]
            for e in analysis.numbers.indices {
                let weight = analysis.weights[e]
                let impact = weight * (Self.k1 + 1) / (weight + norm)
                var byte = UInt8(max(1, min(Self.maximumImpact, Int((impact / (Self.k1 + 1) * Double(Self.maximumImpact)).rounded()))))
                if analysis.inTitle[e] { byte |= Self.titleBit }
                let r = rank[Int(numbers[Int(analysis.numbers[e])])]
                postings[next[r]] = UInt32(page) << 8 | UInt32(byte)
                next[r] += 1
            }
        }
        var forms: [Int: Set<String>] = [:]
        for workerForms in formsPerWorker {
            for (word, stem) in workerForms {
                if let number = numbers[stem] { forms[rank[Int(number)], default: []].insert(word) }
            }
        }

        // Shards, in rank order; compressed in parallel.
        var shards: [[UInt8]] = []
        var firstTerms: [String] = []
        var text: [UInt8] = []
        var binary: [UInt8] = []
        func closeShard() {
            guard !text.isEmpty else { return }
            var shard: [UInt8] = []
            let length = UInt32(text.count)
            shard.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 24)])
            shard.append(contentsOf: text)
            shard.append(contentsOf: binary)
            shards.append(shard)
            text.removeAll(keepingCapacity: true)
            binary.removeAll(keepingCapacity: true)
        }
        for (r, number) in order.enumerated() where starts[r + 1] > starts[r] {
            let term = terms[number]
            if text.isEmpty { firstTerms.append(term) }
            if !text.isEmpty { text.append(0x0A) }
            text.append(contentsOf: term.utf8)
            for form in (forms[r] ?? []).sorted() where form != term {
                text.append(0x09)
                text.append(contentsOf: form.utf8)
            }
            let list = postings[starts[r]..<starts[r + 1]]
            Self.appendVarint(UInt32(list.count), to: &binary)
            var previous: UInt32 = 0
            for posting in list {
                let page = posting >> 8
                Self.appendVarint(page - previous, to: &binary)
                previous = page
            }
            for posting in list { binary.append(UInt8(posting & 0xFF)) }
            if text.count + binary.count >= shardBytes { closeShard() }
        }
        closeShard()
        var compressed = [[UInt8]](repeating: [], count: shards.count)
        compressed.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: shards.count) { i in slots[i] = Deflate.compress(shards[i], level: Self.shardLevel) }
        }

        var files: [(String, [UInt8])] = []
        for (n, bytes) in compressed.enumerated() { files.append(("terms/\(n).bin", bytes)) }
        for (page, bytes) in pages.enumerated() { files.append(("pages/\(page).bin", bytes)) }
        files.append(("index.json", Array(manifest(language: language, documents: documents.count, firstTerms: firstTerms).utf8)))
        return files
    }

    /// A page's terms: title, summary, headings and text, fields weighted; the page's length
    /// counts every field but the title. `title` and `body` are scratch space.
    static func analyze(_ document: SearchDocument, with analyzer: inout TextAnalyzer, title: inout TextAnalyzer.Counts,
                        body: inout TextAnalyzer.Counts) -> PageTerms {
        title.reset()
        body.reset()
        analyzer.add(document.title, weight: 1, to: &title)
        analyzer.add(document.summary, weight: summaryWeight, to: &body)
        for passage in document.passages {
            analyzer.add(passage.heading, weight: headingWeight, to: &body)
            analyzer.add(passage.text, weight: bodyWeight, to: &body)
        }
        var terms = PageTerms()
        terms.length = body.length
        terms.numbers.reserveCapacity(body.seen.count + title.seen.count)
        terms.weights.reserveCapacity(body.seen.count + title.seen.count)
        terms.inTitle.reserveCapacity(body.seen.count + title.seen.count)
        for number in body.seen {
            terms.numbers.append(number)
            terms.weights.append(body.weight(number) + title.weight(number) * titleWeight)
            terms.inTitle.append(title.weight(number) > 0)
        }
        for number in title.seen where body.weight(number) == 0 {
            terms.numbers.append(number)
            terms.weights.append(title.weight(number) * titleWeight)
            terms.inTitle.append(true)
        }
        return terms
    }

    static func appendVarint(_ value: UInt32, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
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

    func manifest(language: String, documents: Int, firstTerms: [String]) -> String {
        var json = "{\n\"version\": \(Self.formatVersion),\n\"language\": " + Self.quote(language)
        json += ",\n\"pages\": \(documents),\n\"maxImpact\": \(Self.maximumImpact),\n\"titleBit\": \(Self.titleBit)"
        json += ",\n\"stopWords\": [" + TextAnalyzer.stopWords.map(Self.quote).joined(separator: ",") + "]"
        json += ",\n\"shards\": [" + firstTerms.map(Self.quote).joined(separator: ",") + "]\n}\n"
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

/// Hands out the numbers `0..<count` to threads, one at a time.
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var taken = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < count else { return nil }
        taken += 1
        return taken - 1
    }
}

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
    /// Text kept per page for excerpts (every word is indexed either way).
    public var storedCharactersPerPage = 60_000

    static let k1 = 1.2
    static let b = 0.75
    static let maximumImpact = 31
    static let titleBit: UInt8 = 0x20
    /// Field weights: how many body occurrences one occurrence counts as.
    static let titleWeight = 3.0, headingWeight = 3.0, summaryWeight = 2.0, bodyWeight = 1.0

    public init() {}

    /// One page's terms after analysis.
    struct Analysis {
        var weights: [String: Double] = [:]
        var title: Set<String> = []
        var length = 0
    }

    /// The index files for `documents` (all in one language), by path below `search/<lang>/`.
    public func files(for documents: [SearchDocument], language: String) -> [(path: String, bytes: [UInt8])] {
        // Analyze in parallel, one analyzer (stemmer, break iterator) per chunk.
        let chunkSize = 64
        let chunks = (documents.count + chunkSize - 1) / chunkSize
        var analyses = [Analysis](repeating: Analysis(), count: documents.count)
        var formsPerChunk = [[String: String]](repeating: [:], count: chunks)
        var pages = [[UInt8]](repeating: [], count: documents.count)
        analyses.withUnsafeMutableBufferPointer { analysesBuffer in
            formsPerChunk.withUnsafeMutableBufferPointer { formsBuffer in
                pages.withUnsafeMutableBufferPointer { pagesBuffer in
                    let analysesSlots = analysesBuffer, formsSlots = formsBuffer, pageSlots = pagesBuffer
                    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                        var analyzer = TextAnalyzer()
                        defer { analyzer.close() }
                        for i in (chunk * chunkSize)..<min(documents.count, (chunk + 1) * chunkSize) {
                            analysesSlots[i] = Self.analyze(documents[i], with: &analyzer)
                            pageSlots[i] = Deflate.compress(pageJSON(documents[i]))
                        }
                        formsSlots[chunk] = analyzer.forms
                    }
                }
            }
        }

        // Postings: page numbers in order, with their impact bytes.
        let count = max(documents.count, 1)
        let averageLength = max(1, Double(analyses.reduce(0) { $0 + $1.length }) / Double(count))
        var postings: [String: [UInt32]] = [:]
        postings.reserveCapacity(documents.count * 50)
        for (page, analysis) in analyses.enumerated() {
            let norm = Self.k1 * (1 - Self.b + Self.b * Double(analysis.length) / averageLength)
            for (term, weight) in analysis.weights {
                let impact = weight * (Self.k1 + 1) / (weight + norm)
                var byte = UInt8(max(1, min(Self.maximumImpact, Int((impact / (Self.k1 + 1) * Double(Self.maximumImpact)).rounded()))))
                if analysis.title.contains(term) { byte |= Self.titleBit }
                postings[term, default: []].append(UInt32(page) << 8 | UInt32(byte))
            }
        }
        var forms: [String: Set<String>] = [:]
        for chunkForms in formsPerChunk {
            for (word, stem) in chunkForms where postings[stem] != nil { forms[stem, default: []].insert(word) }
        }

        // Shards, in UTF-16 order of their terms (the order of JavaScript's `<`).
        let terms = postings.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        var files: [(String, [UInt8])] = []
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
            files.append(("terms/\(firstTerms.count - 1).bin", Deflate.compress(shard)))
            text.removeAll(keepingCapacity: true)
            binary.removeAll(keepingCapacity: true)
        }
        for term in terms {
            if text.isEmpty { firstTerms.append(term) }
            if !text.isEmpty { text.append(0x0A) }
            text.append(contentsOf: term.utf8)
            for form in (forms[term] ?? []).sorted() where form != term {
                text.append(0x09)
                text.append(contentsOf: form.utf8)
            }
            let list = postings[term]!
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

        for (page, bytes) in pages.enumerated() { files.append(("pages/\(page).bin", bytes)) }
        files.append(("index.json", Array(manifest(language: language, documents: documents.count, firstTerms: firstTerms).utf8)))
        return files
    }

    static func analyze(_ document: SearchDocument, with analyzer: inout TextAnalyzer) -> Analysis {
        var analysis = Analysis()
        var title = TextAnalyzer.Terms()
        analyzer.add(document.title, weight: 1, to: &title)
        analysis.title = Set(title.counts.keys)
        var terms = TextAnalyzer.Terms()
        analyzer.add(document.summary, weight: summaryWeight, to: &terms)
        for passage in document.passages {
            analyzer.add(passage.heading, weight: headingWeight, to: &terms)
            analyzer.add(passage.text, weight: bodyWeight, to: &terms)
        }
        analysis.length = terms.length
        analysis.weights = terms.counts
        for (term, count) in title.counts { analysis.weights[term, default: 0] += count * titleWeight }
        return analysis
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
        var budget = storedCharactersPerPage
        for (index, passage) in document.passages.enumerated() {
            var text = passage.text
            if budget <= 0 {
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
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        json.append(0x22)
        var utf8 = Array(string.utf8)
        let n = utf8.count
        var i = 0
        while i < n {
            let byte = utf8[i]
            switch byte {
            case 0x22: json.append(contentsOf: [0x5C, 0x22])
            case 0x5C: json.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: json.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: json.append(contentsOf: [0x5C, 0x72])
            case 0x09: json.append(contentsOf: [0x5C, 0x74])
            case 0x00..<0x20:
                json.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            case 0xE2 where i + 2 < n && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                json.append(contentsOf: Array((utf8[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8))
                i += 2
            default:
                json.append(byte)
            }
            i += 1
        }
        utf8.removeAll()
        json.append(0x22)
    }
}

import GuideCore

/// A term shard as `files(for:…)` makes it: its bytes until they are compressed (none when the
/// last build's compressed bytes serve), and what tells it from another next time.
struct Shard {
    var bytes: [UInt8]
    let length: Int
    /// `KeptShard.digest` of the bytes; 0 when nothing is kept for the next build.
    let digest: Int
    var compressed: [UInt8] = []
    /// Where the compressed bytes are when a spill file holds them (`compressed` is then empty).
    var spilled: (file: SpillFile, span: SpillFile.Span)?
}

/// Packs a language's terms, added in rank order with their postings, into term shards of
/// about `shardBytes` (the format is `SearchIndexWriter`'s) and compresses them.
struct ShardPacker {
    let shardBytes: Int
    let shardsPerBatch: Int
    /// Digest each shard, so that one the same as last time's (`previous`) is not compressed again.
    let keep: Bool
    /// When streaming: where the shards go, `shardsPerBatch` at a time, compressed side by side;
    /// their bytes are then let go.
    let write: ((_ path: String, _ bytes: [UInt8]) -> Void)?
    private(set) var shards: [Shard] = []
    /// Where each shard starts, as the manifest names them: the shortest prefix of its first
    /// term that sorts after the term before it (`boundary(after:upTo:)`). A shard holds the
    /// terms from its boundary up to the next one's; the browser needs no more to find a term's
    /// shard, and the manifest, which every first query loads and which grows with the site, is
    /// smaller (Chinese pairs: a character instead of two, mostly).
    private(set) var boundaries: [String] = []
    /// The term added last.
    private var lastTerm = ""
    /// Shards handed to `write`, all the first ones: their bytes are gone.
    private(set) var written = 0
    // The open shard: a line per term, and the terms' postings.
    private var text: [UInt8] = []
    private var binary: [UInt8] = []

    init(shardBytes: Int, shardsPerBatch: Int, keep: Bool, write: ((_ path: String, _ bytes: [UInt8]) -> Void)?) {
        self.shardBytes = shardBytes
        self.shardsPerBatch = shardsPerBatch
        self.keep = keep
        self.write = write
    }

    /// Adds a term, the words that stem to it (`forms`) and its postings (page number << 8 |
    /// impact byte, in page order). `previous`: the last build's shards by their boundary.
    mutating func add(term: String, forms: [String], postings list: ArraySlice<UInt32>, reusing previous: [String: KeptShard]) {
        // A term whose postings fill a shard by themselves (a word on most pages) starts
        // a shard of its own: a query for the term before it does not download it.
        let isLarge = list.count * 2 >= shardBytes
        if isLarge, !text.isEmpty { closeShard(reusing: previous) }
        if text.isEmpty { boundaries.append(Self.boundary(after: lastTerm, upTo: term)) }
        lastTerm = term
        Self.append(term: term, forms: forms, postings: list, text: &text, binary: &binary)
        if isLarge || text.count + binary.count >= shardBytes { closeShard(reusing: previous) }
    }

    /// The shortest prefix of `term` (whole scalars) that sorts after `previous` in UTF-16 order;
    /// `term` itself at most (it sorts after `previous`).
    static func boundary(after previous: String, upTo term: String) -> String {
        let scalars = term.unicodeScalars
        var end = scalars.startIndex
        while end < scalars.endIndex {
            end = scalars.index(after: end)
            let prefix = String(scalars[..<end])
            if TermTable.precedesInUTF16(previous, prefix) { return prefix }
        }
        return term
    }

    /// Appends a term's line to a shard's `text` and its postings to its `binary` part.
    static func append<Postings: Collection<UInt32>>(term: String, forms: [String], postings list: Postings,
                                                     text: inout [UInt8], binary: inout [UInt8]) {
        if !text.isEmpty { text.append(0x0A) }
        text.append(contentsOf: term.utf8)
        for form in forms {
            text.append(0x09)
            text.append(contentsOf: form.utf8)
        }
        SearchIndexWriter.appendVarint(UInt32(list.count), to: &binary)
        var previousPage: UInt32 = 0
        for posting in list {
            let page = posting >> 8
            SearchIndexWriter.appendVarint(page - previousPage, to: &binary)
            previousPage = page
        }
        for posting in list { binary.append(UInt8(posting & 0xFF)) }
    }

    /// A shard's bytes: the length of its text, the text and the postings.
    static func shard(text: [UInt8], binary: [UInt8]) -> [UInt8] {
        var shard: [UInt8] = []
        let length = UInt32(text.count)
        shard.reserveCapacity(4 + text.count + binary.count)
        shard.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 24)])
        shard.append(contentsOf: text)
        shard.append(contentsOf: binary)
        return shard
    }

    /// Closes the last shard, hands out the last batch when streaming, and compresses the
    /// shards that are neither handed out nor the same as last time's, in parallel.
    mutating func finish(reusing previous: [String: KeptShard]) {
        closeShard(reusing: previous)
        writeBatch()
        let toCompress = shards.indices.filter { $0 >= written && shards[$0].compressed.isEmpty && shards[$0].spilled == nil }
        let compressed = concurrentMap(toCompress.count) { Deflate.compress(shards[toCompress[$0]].bytes) }
        for (n, i) in toCompress.enumerated() {
            shards[i].compressed = compressed[n]
            shards[i].bytes = []
        }
    }

    /// Moves the compressed bytes of the shards not handed out to `spill` (those kept from last
    /// time are there already); a shard that cannot be written keeps its bytes.
    mutating func spillCompressed(to spill: SpillFile) {
        for i in shards.indices where i >= written && shards[i].spilled == nil {
            guard let span = shards[i].compressed.withUnsafeBytes({ spill.write($0) }) else { continue }
            shards[i].spilled = (spill, span)
            shards[i].compressed = []
        }
    }

    private mutating func closeShard(reusing previous: [String: KeptShard]) {
        guard !text.isEmpty else { return }
        let shard = Self.shard(text: text, binary: binary)
        // A shard the last build made the same is not kept raw: its compressed bytes serve.
        let digest = keep ? KeptShard.digest(shard) : 0
        if keep, let old = previous[boundaries[shards.count]], old.length == shard.count, old.digest == digest {
            shards.append(Shard(bytes: [], length: shard.count, digest: digest, compressed: old.compressed, spilled: old.spilled))
        } else {
            shards.append(Shard(bytes: shard, length: shard.count, digest: digest))
        }
        text.removeAll(keepingCapacity: true)
        binary.removeAll(keepingCapacity: true)
        if write != nil, shards.count - written >= shardsPerBatch { writeBatch() }
    }

    /// Streaming: compresses the shards made since the last batch side by side and hands them
    /// to `write`.
    private mutating func writeBatch() {
        guard let write else { return }
        let batch = Array(written..<shards.count)
        let compressed = concurrentMap(batch.count) { Deflate.compress(shards[batch[$0]].bytes) }
        for (n, i) in batch.enumerated() {
            write("terms/\(i).bin", compressed[n])
            shards[i] = Shard(bytes: [], length: shards[i].length, digest: 0)
        }
        written = shards.count
    }
}

/// A shard made last time, kept to be compared with this time's: its compressed bytes and a
/// digest of its bytes rather than the bytes themselves (15 MB of a 10,000-page preview's
/// memory). SipHash with the process's seed, and the length: a different shard with the same
/// length and digest is a 1-in-2⁶⁴ chance.
struct KeptShard {
    let length: Int
    let digest: Int
    let compressed: [UInt8]
    /// Where the compressed bytes are when a spill file holds them (`compressed` is then empty).
    let spilled: (file: SpillFile, span: SpillFile.Span)?

    init(_ shard: Shard) {
        length = shard.length
        digest = shard.digest
        compressed = shard.compressed
        spilled = shard.spilled
    }

    static func digest(_ bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}

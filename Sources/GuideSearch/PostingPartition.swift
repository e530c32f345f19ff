import GuideCore

/// A language's postings sorted into ranges of ranks in one pass over its pages' terms, each
/// range's part kept in the build's spill file until the shards of that range are made
/// (`SearchIndexWriter.files`): reading and writing every posting once, however many ranges a
/// large site needs, and holding one range's postings at a time.
final class PostingPartition {
    /// Each entry: the rank's place in its range << 32 | the posting.
    private typealias Entry = UInt64
    /// Entries gathered per range before they go to the file (64 KB).
    private static let bufferEntries = 8_192

    private let ranges: [Range<Int>]
    private let spill: SpillFile
    /// Each range's parts in the file, in page order; and its entries not yet written (all of
    /// them if the file refused some).
    private var parts: [[SpillFile.Span]]
    private var buffers: [[Entry]]

    init(pages: [IndexedPage], ranges: [Range<Int>], rank: [Int32], averageLength: Double, spill: SpillFile,
         scratch: inout [IndexedPage.Term]) {
        self.ranges = ranges
        self.spill = spill
        // Filled in local variables, not the object's: each posting appended to a stored
        // property of a class was checked for exclusive access at run time (AccessSet).
        var parts = [[SpillFile.Span]](repeating: [], count: ranges.count)
        var buffers = [[Entry]](repeating: [], count: ranges.count)
        var complete = true
        func flush(_ n: Int) {
            guard complete, !buffers[n].isEmpty else { return }
            // A file that refuses a write leaves every range's later entries in memory.
            guard let span = buffers[n].withUnsafeBytes({ spill.write($0) }) else {
                complete = false
                return
            }
            parts[n].append(span)
            buffers[n].removeAll(keepingCapacity: true)
        }
        var rangeOfRank = [Int32](repeating: 0, count: rank.count)
        for (n, range) in ranges.enumerated() {
            for r in range { rangeOfRank[r] = Int32(n) }
        }
        for page in pages.indices {
            let norm = SearchIndexWriter.norm(length: pages[page].length, averageLength: averageLength)
            pages[page].withTerms(scratch: &scratch) { terms in
                for term in terms {
                    let r = Int(rank[Int(term.number)])
                    let n = Int(rangeOfRank[r])
                    let posting = SearchIndexWriter.posting(page: page, term: term, norm: norm, prior: pages[page].prior)
                    buffers[n].append(Entry(r - ranges[n].lowerBound) << 32 | Entry(posting))
                    if buffers[n].count >= Self.bufferEntries { flush(n) }
                }
            }
        }
        for n in ranges.indices { flush(n) }
        self.parts = parts
        self.buffers = buffers
    }

    /// The postings of range `n` in rank order, each rank's in page order, as
    /// `SearchIndexWriter.postings(of:ranks:…)` makes them; nil when its part cannot be read.
    func postings(of n: Int, starts: [Int]) -> [UInt32]? {
        let range = ranges[n]
        let base = starts[range.lowerBound]
        var postings = [UInt32](repeating: 0, count: starts[range.upperBound] - base)
        var next = starts[range].map { $0 - base }
        var entries: [Entry] = []
        func place(_ entries: UnsafeBufferPointer<Entry>) {
            for entry in entries {
                let slot = Int(entry >> 32)
                postings[next[slot]] = UInt32(truncatingIfNeeded: entry)
                next[slot] += 1
            }
        }
        for span in parts[n] {
            entries.removeAll(keepingCapacity: true)
            entries.append(contentsOf: repeatElement(0, count: span.count / MemoryLayout<Entry>.stride))
            guard entries.withUnsafeMutableBytes({ spill.read(span, to: $0.baseAddress!) }) else { return nil }
            entries.withUnsafeBufferPointer(place)
        }
        buffers[n].withUnsafeBufferPointer(place)
        buffers[n] = []
        return postings
    }
}

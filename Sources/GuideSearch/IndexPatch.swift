import Foundation
import GuideCore

/// What a language's last index was made with, kept by a preview so that an edit to a few pages'
/// text patches the term shards those pages' terms are in (`SearchIndexWriter.patch`) instead of
/// making every shard again from every page's terms: at 100,000 pages that was 6.5 CPU-s per edit,
/// and as much memory taken and given back each time, which the allocator does not all return.
struct IndexLayout {
    /// Where each shard starts (`ShardPacker.boundaries`), as the manifest names them. A patch
    /// keeps them: a shard holds the terms from its boundary up to the next shard's, whatever
    /// terms it gains or loses.
    let boundaries: [String]
    /// The pages' average length the postings were weighed with.
    let averageLength: Double
    /// The Chinese index's pinyin table's characters (`pinyinCharacters`; empty without one), its
    /// file, the boundaries' file and the manifest: a patch leaves them as they are.
    let pinyinCharacters: Set<UInt32>
    let pinyinFile: [UInt8]?
    let boundaryFile: [UInt8]
    let manifest: [UInt8]
}

/// A term of a shard, as `ShardPacker` writes it: its forms and its postings (page number << 8 |
/// impact byte), in page order.
struct ShardEntry {
    var term: String
    var forms: [String]
    var postings: [UInt32]

    /// The entries of an inflated shard, in the shard's order; nil when the bytes are not one.
    static func entries(of shard: [UInt8]) -> [ShardEntry]? {
        guard shard.count >= 4 else { return nil }
        let length = Int(shard[0]) | Int(shard[1]) << 8 | Int(shard[2]) << 16 | Int(shard[3]) << 24
        guard length <= shard.count - 4 else { return nil }
        let lines = shard[4..<(4 + length)].split(separator: 0x0A, omittingEmptySubsequences: false)
        return shard.withUnsafeBufferPointer { bytes -> [ShardEntry]? in
            var reader = ByteReader(UnsafeBufferPointer(rebasing: bytes[(4 + length)...]))
            var entries: [ShardEntry] = []
            entries.reserveCapacity(lines.count)
            for line in lines {
                let parts = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
                guard let count = reader.varint() else { return nil }
                var pages: [UInt32] = []
                var page: UInt64 = 0
                for _ in 0..<count {
                    guard let gap = reader.varint() else { return nil }
                    page += gap
                    pages.append(UInt32(truncatingIfNeeded: page))
                }
                var postings: [UInt32] = []
                postings.reserveCapacity(pages.count)
                for page in pages {
                    guard let impact = reader.byte() else { return nil }
                    postings.append(page << 8 | UInt32(impact))
                }
                entries.append(ShardEntry(term: parts[0], forms: Array(parts.dropFirst()), postings: postings))
            }
            return reader.isAtEnd ? entries : nil
        }
    }

    /// The shard's bytes for `entries` (in UTF-16 order of their terms).
    static func shard(of entries: [ShardEntry]) -> [UInt8] {
        var text: [UInt8] = [], binary: [UInt8] = []
        for entry in entries {
            ShardPacker.append(term: entry.term, forms: entry.forms, postings: entry.postings, text: &text, binary: &binary)
        }
        return ShardPacker.shard(text: text, binary: binary)
    }
}

/// What an edit changes of one term: each changed page's new impact byte (nil: the page no
/// longer has the term), and words that now stem to it.
struct TermEdit {
    var impacts: [(page: UInt32, impact: UInt8?)] = []
    var forms: [String] = []
}

extension SearchIndexWriter {
    /// The most pages an edit may change for its index to be patched rather than made again.
    static let mostPagesPatched = 64
    /// How far the pages' average length may move from the one the postings were weighed with
    /// before the index is made again: a patch weighs the changed pages' terms with the old one,
    /// and leaves the other pages' as they were.
    static let averageLengthDrift = 0.01

    /// The index files of `pages` (a language's, in page order) when only the pages at `changed`
    /// differ from the last index (`layout`, `shards`), whose pages were `old`: the shards
    /// holding a term whose posting changed are patched, the others, the pinyin table and the
    /// manifest kept. `shards` then holds the patched ones. Nil when the edit cannot be patched
    /// (too many pages, the average length moved, a Chinese page's new character or heading
    /// words would change the pinyin table, a stop word written as code changed, a shard would
    /// empty or outgrow its size): the index is then made again.
    func patch(pages: [IndexedPage], changed: [(page: Int, old: IndexedPage)], table: TermTable, layout: IndexLayout,
               shards: inout [String: KeptShard], spilledFile: SpilledFileHandler?) -> [(path: String, bytes: [UInt8])]? {
        guard changed.count <= Self.mostPagesPatched, !layout.boundaries.isEmpty,
              layout.boundaries.allSatisfy({ shards[$0] != nil }) else { return nil }
        let averageLength = max(1, Double(pages.reduce(0) { $0 + $1.length }) / Double(max(pages.count, 1)))
        guard abs(averageLength - layout.averageLength) <= Self.averageLengthDrift * layout.averageLength,
              let edits = Self.termEdits(pages: pages, changed: changed, table: table, layout: layout) else { return nil }

        var byShard: [Int: [(term: String, edit: TermEdit)]] = [:]
        for (number, edit) in edits {
            let term = table.terms[Int(number)]
            // A stop word written as code that an edit adds or removes may change the manifest's
            // `codeStopWords`, which a patch keeps: the index is made again.
            if TextAnalyzer.isCodeStopTerm(term) { return nil }
            byShard[Self.shardNumber(of: term, boundaries: layout.boundaries), default: []].append((term, edit))
        }
        let numbers = byShard.keys.sorted()
        let keptShards = numbers.map { shards[layout.boundaries[$0]]! }
        let patched = concurrentMap(numbers.count) { k -> (shard: KeptShard, liveTerms: Int)? in
            let kept = keptShards[k]
            let compressed = kept.spilled.flatMap { $0.file.bytes($0.span) } ?? kept.compressed
            guard let bytes = Deflate.decompress(compressed), var entries = ShardEntry.entries(of: bytes) else { return nil }
            let before = entries.count
            for (term, edit) in byShard[numbers[k]]! { guard Self.apply(edit, to: term, in: &entries) else { return nil } }
            guard !entries.isEmpty else { return nil }
            let shard = ShardEntry.shard(of: entries)
            guard entries.count == 1 || shard.count <= 2 * max(shardBytes, kept.length) else { return nil }
            var made = Shard(bytes: [], length: shard.count, digest: KeptShard.digest(shard), compressed: Deflate.compress(shard))
            if spilledFile != nil, let spill, let span = made.compressed.withUnsafeBytes({ spill.write($0) }) {
                made.spilled = (spill, span)
                made.compressed = []
            }
            return (KeptShard(made), entries.count - before)
        }
        guard patched.allSatisfy({ $0 != nil }) else { return nil }
        for (k, made) in patched.enumerated() {
            shards[layout.boundaries[numbers[k]]] = made!.shard
            table.liveTerms += made!.liveTerms
        }

        var files: [(path: String, bytes: [UInt8])] = []
        files.reserveCapacity(layout.boundaries.count + pages.count + 2)
        for (n, first) in layout.boundaries.enumerated() {
            let kept = shards[first]!
            Self.appendShard(n, compressed: kept.compressed, spilled: kept.spilled, to: &files, spilledFile: spilledFile)
        }
        Self.appendPages(pages, to: &files, spilledFile: spilledFile)
        if let pinyin = layout.pinyinFile { files.append(("pinyin.bin", pinyin)) }
        files.append(("shards.bin", layout.boundaryFile))
        files.append(("index.json", layout.manifest))
        return files
    }

    /// The shard a term belongs in: the last whose boundary is not after it (the first for a
    /// term before them all), as the browser looks terms up (`shardNumber` in search-ranking.js).
    static func shardNumber(of term: String, boundaries: [String]) -> Int {
        var low = 0, high = boundaries.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if TermTable.precedesInUTF16(term, boundaries[middle]) { high = middle - 1 } else { low = middle }
        }
        return max(0, low)
    }

    /// Each term whose postings or forms the changed pages change, by number; nil when the
    /// edit would change the pinyin table (see `patch`).
    static func termEdits(pages: [IndexedPage], changed: [(page: Int, old: IndexedPage)], table: TermTable,
                          layout: IndexLayout) -> [Int32: TermEdit]? {
        var edits: [Int32: TermEdit] = [:]
        var scratch: [IndexedPage.Term] = [], formScratch: [Int32] = []
        for (n, old) in changed {
            let new = pages[n]
            let oldImpacts = impacts(of: old, averageLength: layout.averageLength, scratch: &scratch)
            let newImpacts = impacts(of: new, averageLength: layout.averageLength, scratch: &scratch)
            if !layout.pinyinCharacters.isEmpty {
                guard Set(old.headingPairs) == Set(new.headingPairs) else { return nil }
                for number in newImpacts.keys where oldImpacts[number] == nil {
                    let scalars = table.terms[Int(number)].unicodeScalars
                    guard let first = scalars.first, Scripts.isHan(first.value) else { continue }
                    guard scalars.allSatisfy({ !Scripts.isHan($0.value) || layout.pinyinCharacters.contains($0.value) }) else { return nil }
                }
            }
            for (number, impact) in newImpacts where oldImpacts[number] != impact {
                edits[number, default: TermEdit()].impacts.append((UInt32(n), impact))
            }
            for number in oldImpacts.keys where newImpacts[number] == nil {
                edits[number, default: TermEdit()].impacts.append((UInt32(n), nil))
            }
            let oldForms = old.withForms(scratch: &formScratch) { Set($0) }
            new.withForms(scratch: &formScratch) { forms in
                for form in forms where !oldForms.contains(form) {
                    let (word, term) = table.forms[Int(form)]
                    edits[term, default: TermEdit()].forms.append(word)
                }
            }
        }
        return edits
    }

    /// A page's impact byte for each of its terms, by number (see `posting`).
    static func impacts(of page: IndexedPage, averageLength: Double, scratch: inout [IndexedPage.Term]) -> [Int32: UInt8] {
        let norm = norm(length: page.length, averageLength: averageLength)
        return page.withTerms(scratch: &scratch) { terms in
            var impacts: [Int32: UInt8] = [:]
            impacts.reserveCapacity(terms.count)
            for term in terms { impacts[term.number] = UInt8(posting(page: 0, term: term, norm: norm, prior: page.prior) & 0xFF) }
            return impacts
        }
    }

    /// Applies `edit` to `term`'s entry in a shard's `entries` (in UTF-16 order), adding the entry
    /// when the term is new and removing it when no page has it any more; false when the edit
    /// takes a page from a term the shard does not hold (the shard is not the one the edit was
    /// made against).
    static func apply(_ edit: TermEdit, to term: String, in entries: inout [ShardEntry]) -> Bool {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if TermTable.precedesInUTF16(entries[middle].term, term) { low = middle + 1 } else { high = middle }
        }
        if low == entries.count || entries[low].term != term {
            guard edit.impacts.allSatisfy({ $0.impact != nil }) else { return false }
            entries.insert(ShardEntry(term: term, forms: [], postings: []), at: low)
        }
        for (page, impact) in edit.impacts {
            let postings = entries[low].postings
            var at = 0, end = postings.count
            while at < end {
                let middle = (at + end) / 2
                if postings[middle] >> 8 < page { at = middle + 1 } else { end = middle }
            }
            let present = at < postings.count && postings[at] >> 8 == page
            switch (impact, present) {
            case let (impact?, true): entries[low].postings[at] = page << 8 | UInt32(impact)
            case let (impact?, false): entries[low].postings.insert(page << 8 | UInt32(impact), at: at)
            case (nil, true): entries[low].postings.remove(at: at)
            case (nil, false): return false
            }
        }
        for word in edit.forms where !entries[low].forms.contains(word) {
            let at = entries[low].forms.firstIndex { word < $0 } ?? entries[low].forms.count
            entries[low].forms.insert(word, at: at)
        }
        if entries[low].postings.isEmpty { entries.remove(at: low) }
        return true
    }
}

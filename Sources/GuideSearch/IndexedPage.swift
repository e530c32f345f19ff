import GuideCore

/// One page's part of a language's index: its excerpt file, and its terms with their weights
/// (fields weighted, title counted in), which the term shards are made from.
struct IndexedPage {
    /// The compressed excerpt file (`pages/<n>.bin`); empty once written (see `index`) or
    /// when kept in a spill file (`spilledFile`).
    private(set) var file: [UInt8] = []
    /// Where the excerpt file is when a preview keeps it in its spill file.
    private(set) var spilledFile: (file: SpillFile, span: SpillFile.Span)?
    /// Tokens in every field but the title.
    var length = 0
    /// The page's static weight (`SearchDocument.prior`).
    var prior = 1.0
    /// The page's terms, each once; empty when they are `packedTerms`.
    var terms: [Term] = []
    /// The terms in a few bytes each (see `packed()`), for a page kept from one build to the next.
    private(set) var packedTerms: [UInt8] = []
    /// The numbers of the page's words that stem to something else (`sidebars`); empty when
    /// they are spilled (`spilledForms`).
    var forms: [Int32] = []
    /// Where the forms are when a build spilled them, numbered as the analyzer numbered them;
    /// `formNumbers` maps those numbers to the table's. (Every page's forms were 62 MB of a
    /// 100,000-page preview.) In the terms' spill file.
    private(set) var spilledForms: SpillFile.Span?
    var formNumbers: [Int32] = []
    /// The numbers of the Chinese pairs (bigrams) of the page's title and headings.
    var headingPairs: [Int32] = []
    /// Where the terms are when a build spilled them (`SearchIndexWriter.spill`); `terms` is
    /// then empty, and `termNumbers` maps the analyzer's numbers they were written with to
    /// the table's.
    private(set) var spilledTerms: (file: SpillFile, span: SpillFile.Span)?
    var termNumbers: [Int32] = []

    /// Keeps the excerpt file, in `spill` when there is one that takes it.
    mutating func keep(file: [UInt8], spill: SpillFile?) {
        if let spill, let span = file.withUnsafeBytes({ spill.write($0) }) {
            spilledFile = (spill, span)
        } else {
            self.file = file
        }
    }

    /// The excerpt file kept by `keep(file:spill:)`; nil when it was handed out as it was made
    /// (or cannot be read back from the spill file).
    var excerptFile: [UInt8]? {
        if let (spill, span) = spilledFile { return spill.bytes(span) }
        return file.isEmpty ? nil : file
    }

    /// Moves the terms to `spill` (they stay here if it cannot take them).
    mutating func spillTerms(to spill: SpillFile) {
        guard !terms.isEmpty, let span = terms.withUnsafeBytes({ spill.write($0) }) else { return }
        spilledTerms = (spill, span)
        terms = []
    }

    /// Moves the forms to `spill`, the file the terms went to (they stay here if the terms
    /// did not go, or it cannot take them).
    mutating func spillForms(to spill: SpillFile) {
        guard !forms.isEmpty, spilledTerms?.file === spill, let span = forms.withUnsafeBytes({ spill.write($0) }) else { return }
        spilledForms = span
        forms = []
    }

    /// Calls `body` with the page's forms, numbered as the table numbers them: `forms` itself,
    /// or those spilled read back into `scratch` (reused from page to page).
    func withForms<R>(scratch: inout [Int32], _ body: (UnsafeBufferPointer<Int32>) -> R) -> R {
        guard let span = spilledForms, let file = spilledTerms?.file else { return forms.withUnsafeBufferPointer(body) }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: repeatElement(0, count: span.count / MemoryLayout<Int32>.stride))
        // A read that failed (an I/O error of the spill's disk) leaves the page without forms:
        // its words are still found by their stems.
        guard scratch.withUnsafeMutableBytes({ file.read(span, to: $0.baseAddress!) }) else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        formNumbers.withUnsafeBufferPointer { numbers in
            scratch.withUnsafeMutableBufferPointer { forms in
                for k in forms.indices { forms[k] = numbers[Int(forms[k])] }
            }
        }
        return scratch.withUnsafeBufferPointer(body)
    }

    /// The page with its terms packed: by number, each as the varint gap from the one before
    /// and the varint of twice its weight (every field weight is a multiple of ½) shifted left
    /// once, with the title bit. About 3 bytes a term instead of 8: a preview keeps every page's
    /// terms (7.4 million at 10,000 pages). A page whose weights do not fit stays as it is.
    func packed() -> IndexedPage {
        guard !terms.isEmpty, terms.allSatisfy({ ($0.weight * 2).rounded() == $0.weight * 2 && $0.weight * 2 < 0x4000_0000 }) else { return self }
        var page = self
        page.packedTerms.reserveCapacity(3 * terms.count)
        var previous: Int32 = 0
        for term in terms.sorted(by: { $0.number < $1.number }) {
            SearchIndexWriter.appendVarint(UInt32(term.number - previous), to: &page.packedTerms)
            SearchIndexWriter.appendVarint(UInt32(term.weight * 2) << 1 | (term.inTitle ? 1 : 0), to: &page.packedTerms)
            previous = term.number
        }
        page.terms = []
        return page
    }

    /// Calls `body` with the page's terms: `terms` itself, or `packedTerms` unpacked into
    /// `scratch` (reused from page to page).
    @inline(__always)
    func withTerms<R>(scratch: inout [Term], _ body: (UnsafeBufferPointer<Term>) -> R) -> R {
        if let (file, span) = spilledTerms { return withSpilledTerms(file, span, scratch: &scratch, body) }
        guard !packedTerms.isEmpty else { return terms.withUnsafeBufferPointer(body) }
        scratch.removeAll(keepingCapacity: true)
        packedTerms.withUnsafeBufferPointer { bytes in
            var reader = ByteReader(bytes)
            var number: Int32 = 0
            // (Packed by `packed()` in this process: every pair is whole.)
            while let gap = reader.varint(), let weight = reader.varint() {
                number += Int32(truncatingIfNeeded: gap)
                scratch.append(Term(number: number, inTitle: weight & 1 == 1, weight: Double(weight >> 1) / 2))
            }
        }
        return scratch.withUnsafeBufferPointer(body)
    }

    /// `withTerms` for spilled terms: read back into `scratch` and numbered as the table numbers them.
    private func withSpilledTerms<R>(_ file: SpillFile, _ span: SpillFile.Span, scratch: inout [Term], _ body: (UnsafeBufferPointer<Term>) -> R) -> R {
        let count = span.count / MemoryLayout<Term>.stride
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: repeatElement(Term(number: 0, inTitle: false, weight: 0), count: count))
        let read = scratch.withUnsafeMutableBytes { file.read(span, to: $0.baseAddress!) }
        // A read that failed (an I/O error of the spill's disk) leaves the page without terms:
        // it is still listed and shown, but no word finds it.
        guard read else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        termNumbers.withUnsafeBufferPointer { numbers in
            scratch.withUnsafeMutableBufferPointer { terms in
                for k in terms.indices { terms[k].number = numbers[Int(terms[k].number)] }
            }
        }
        return scratch.withUnsafeBufferPointer(body)
    }

    /// A term of the page in eight bytes: a site has thousands of pages of a thousand terms
    /// each, all kept until the shards are made.
    struct Term {
        /// The number, and in the top bit whether the term is in the page's title.
        private var bits: UInt32
        /// The term's weight in the page, fields weighted, before BM25 (single precision is
        /// plenty for an impact quantized to 31 levels).
        var weight: Float

        init(number: Int32, inTitle: Bool, weight: Double) {
            bits = UInt32(bitPattern: number) | (inTitle ? 0x8000_0000 : 0)
            self.weight = Float(weight)
        }

        /// A `TermTable`'s number (an analyzer's until mapped).
        var number: Int32 {
            get { Int32(bitPattern: bits & 0x7FFF_FFFF) }
            set { bits = bits & 0x8000_0000 | UInt32(bitPattern: newValue) }
        }

        var inTitle: Bool { bits & 0x8000_0000 != 0 }
    }
}

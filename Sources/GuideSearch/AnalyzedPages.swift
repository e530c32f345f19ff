import Dispatch

/// Documents analyzed by `SearchIndexWriter.analyze`, each page's terms and forms numbered by
/// the worker that analyzed it, with each worker's terms and forms in its order. A class, taken
/// once (`takeNumbered`): a build's job that makes a language's files holds it, and the workers'
/// vocabularies are let go as soon as the pages are numbered, not when the job ends.
final class AnalyzedPages: @unchecked Sendable {
    // @unchecked: made on one thread, then taken once on another; never shared at once.
    private var pages: [IndexedPage]
    private var workerOfPage: [Int]
    private var vocabularies: [[String]]
    private var formLists: [[(word: String, term: Int32)]]

    init(pages: [IndexedPage] = [], workerOfPage: [Int] = [], vocabularies: [[String]] = [], formLists: [[(word: String, term: Int32)]] = []) {
        self.pages = pages
        self.workerOfPage = workerOfPage
        self.vocabularies = vocabularies
        self.formLists = formLists
    }

    /// The pages with their terms and forms numbered in `table`; this is empty afterwards.
    func takeNumbered(in table: TermTable) -> [IndexedPage] {
        var pages = self.pages
        let workerOfPage = self.workerOfPage, vocabularies = self.vocabularies, formLists = self.formLists
        (self.pages, self.workerOfPage, self.vocabularies, self.formLists) = ([], [], [], [])
        guard !pages.isEmpty else { return [] }
        // The table's numbers for each worker's terms and forms.
        table.reserve(terms: vocabularies.reduce(0) { $0 + $1.count })
        let termNumbers: [[Int32]] = vocabularies.map { $0.map(table.number(of:)) }
        let formNumbers: [[Int32]] = formLists.indices.map { worker in
            formLists[worker].map { table.number(ofForm: $0.word, term: termNumbers[worker][Int($0.term)]) }
        }
        // Pages renumbered in parallel, a chunk at a time (one after the other, they were a
        // stretch of one thread at the end of each language's analysis).
        let count = pages.count, chunk = 256
        pages.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { c in
                for i in c * chunk..<min(count, (c + 1) * chunk) {
                    Self.renumber(&slots[i], terms: termNumbers[workerOfPage[i]], forms: formNumbers[workerOfPage[i]])
                }
            }
        }
        return pages
    }

    /// A page's terms and forms, numbered by its worker, given the table's numbers.
    private static func renumber(_ page: inout IndexedPage, terms: [Int32], forms: [Int32]) {
        // Spilled terms are numbered as they are read back.
        if page.spilledTerms != nil { page.termNumbers = terms }
        if page.spilledForms != nil { page.formNumbers = forms }
        page.terms.withUnsafeMutableBufferPointer { pageTerms in
            for k in pageTerms.indices { pageTerms[k].number = terms[Int(pageTerms[k].number)] }
        }
        page.forms.withUnsafeMutableBufferPointer { numbers in
            for k in numbers.indices { numbers[k] = forms[Int(numbers[k])] }
        }
        page.headingPairs = page.headingPairs.map { terms[Int($0)] }
    }
}

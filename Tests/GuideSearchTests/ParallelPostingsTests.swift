import Testing
@testable import GuideSearch

/// The last language's postings are made in parts, one per core: the parts joined must be the
/// postings made in one pass, in rank order and page order within each term.
struct ParallelPostingsTests {
    @Test func postingsMadeInPartsAreThePostingsMadeInOnePass() {
        // 40 pages over 30 terms, each page with its own mix of terms and weights.
        var pages: [IndexedPage] = []
        for page in 0..<40 {
            var indexed = IndexedPage()
            indexed.length = 50 + page * 7
            indexed.terms = (0..<30).filter { ($0 * 7 + page * 3) % 5 != 0 }.map {
                IndexedPage.Term(number: Int32($0), inTitle: ($0 + page) % 11 == 0, weight: Double(1 + ($0 * page) % 9))
            }
            pages.append(indexed)
        }
        // Ranks in another order than the numbers, as sorted terms give them.
        let rank: [Int32] = (0..<30).map { Int32((($0 * 13) % 30)) }
        var scratch: [IndexedPage.Term] = []
        let starts = SearchIndexWriter.postingStarts(of: pages, rank: rank, scratch: &scratch)
        let whole = SearchIndexWriter.postings(of: pages, ranks: 0..<30, rank: rank, starts: starts, averageLength: 120, scratch: &scratch)
        let parts = SearchIndexWriter.postingsInParallel(of: pages, ranks: 0..<30, rank: rank, starts: starts, averageLength: 120, minimumPerPart: 1, cores: 3)
        #expect(!whole.isEmpty)
        #expect(parts == whole)
        let middle = SearchIndexWriter.postingsInParallel(of: pages, ranks: 7..<23, rank: rank, starts: starts, averageLength: 120, minimumPerPart: 1, cores: 3)
        #expect(middle == SearchIndexWriter.postings(of: pages, ranks: 7..<23, rank: rank, starts: starts, averageLength: 120, scratch: &scratch))
    }
}

import Foundation
@testable import GuideSearch

/// Compares a search index a preview patched (`SearchIndexCache.patchesEdits`) with the one a
/// full build makes: what a patch may leave otherwise is allowed, nothing else. The shards may
/// be cut elsewhere, a term's forms may keep words no page has any more, the impacts may be one
/// step off (weighed with an average length up to 1 % away), and the pinyin table may keep
/// characters no page has any more.
enum PatchedIndex {
    /// Files a patch may leave otherwise than a full build: term shards, manifests, pinyin tables.
    static func isPatchable(_ path: String) -> Bool {
        path.hasPrefix("search/") && (path.contains("/terms/") || path.hasSuffix("/shards.bin") || path.hasSuffix("/pinyin.bin"))
    }

    static func languages(in files: [String: Data]) -> [String] {
        files.keys.filter { $0.hasPrefix("search/") && $0.hasSuffix("/index.json") }.map { $0.split(separator: "/")[1] }.map(String.init).sorted()
    }

    /// What differs beyond what a patch may change, as sentences (empty when nothing does).
    static func differences(_ patched: [String: Data], _ fresh: [String: Data], language: String) -> [String] {
        let folder = "search/\(language)/"
        guard let a = manifest(patched, folder), let b = manifest(fresh, folder) else { return ["no manifest"] }
        var differences: [String] = []
        let (shardsA, shardsB) = (boundaries(patched, folder), boundaries(fresh, folder))
        let json = { (object: [String: Any]) in try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys) }
        if json(a) != json(b) { differences.append("manifests differ beyond their shards") }
        let (termsA, termsB) = (terms(patched, folder, shardsA), terms(fresh, folder, shardsB))
        if termsA.map(\.term) != termsB.map(\.term) {
            differences.append("terms differ: \(Set(termsA.map(\.term)).symmetricDifference(termsB.map(\.term)).sorted().prefix(10))")
            return differences
        }
        for (x, y) in zip(termsA, termsB) {
            if !Set(x.forms).isSuperset(of: y.forms) { differences.append("\(x.term): forms \(x.forms), not \(y.forms)") }
            if x.postings.map({ $0 >> 8 }) != y.postings.map({ $0 >> 8 }) { differences.append("\(x.term): other pages") }
            let nearImpacts = zip(x.postings, y.postings).allSatisfy {
                $0 & UInt32(SearchIndexWriter.titleBit) == $1 & UInt32(SearchIndexWriter.titleBit) && abs(Int($0 & 0x1F) - Int($1 & 0x1F)) <= 1
            }
            if !nearImpacts { differences.append("\(x.term): impacts \(x.postings.map { $0 & 0xFF }), not \(y.postings.map { $0 & 0xFF })") }
        }
        if let pinyinB = pinyin(fresh, folder) {
            if let pinyinA = pinyin(patched, folder) {
                let (charactersA, charactersB) = (pinyinA["c"] as? [String: String] ?? [:], pinyinB["c"] as? [String: String] ?? [:])
                if charactersB.contains(where: { !Set(charactersA[$0.key] ?? "").isSuperset(of: $0.value) }) {
                    differences.append("the pinyin table lacks characters")
                }
                if pinyinA["t"] as? String != pinyinB["t"] as? String { differences.append("the pinyin table's heading pairs differ") }
            } else {
                differences.append("no pinyin table")
            }
        }
        return differences
    }

    private static func manifest(_ files: [String: Data], _ folder: String) -> [String: Any]? {
        files[folder + "index.json"].flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    private static func boundaries(_ files: [String: Data], _ folder: String) -> [String] {
        guard let text = files[folder + "shards.bin"].flatMap({ Deflate.decompress(Array($0)) }), !text.isEmpty else { return [] }
        return text.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func pinyin(_ files: [String: Data], _ folder: String) -> [String: Any]? {
        files[folder + "pinyin.bin"].flatMap { Deflate.decompress(Array($0)) }.flatMap { try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
    }

    private static func terms(_ files: [String: Data], _ folder: String, _ shards: [String]) -> [ShardEntry] {
        shards.indices.flatMap { n in
            files[folder + "terms/\(n).bin"].flatMap { Deflate.decompress(Array($0)) }.flatMap(ShardEntry.entries(of:)) ?? []
        }
    }
}

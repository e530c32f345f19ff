import Foundation
import GuideContent
import GuideCore

/// The search index of a whole site: one index per language under `search/<lang>/`.
public enum SearchIndex {
    /// The folder of a language's index, below the site root.
    public static func folder(for language: Language) -> String { "search/\(language.tag)/" }

    /// The searchable documents of a language: every published page (home, sections, topics),
    /// ordered by URL.
    public static func documents(of site: Site, in language: Language) -> [SearchDocument] {
        let indices = (site.pageIndex[language] ?? [:]).values.sorted { site.relativeURL(of: $0) < site.relativeURL(of: $1) }
        let resolver = LinkResolver(site: site)
        var documents = [SearchDocument?](repeating: nil, count: indices.count)
        documents.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: indices.count) { i in
                slots[i] = SearchTextExtractor.document(of: indices[i], in: site, resolver: resolver)
            }
        }
        return documents.compactMap { $0 }
    }

    /// Every file of every language's index, by path below the site root.
    public static func files(for site: Site, writer: SearchIndexWriter = SearchIndexWriter()) -> [(path: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = []
        for language in site.config.languages {
            let folder = folder(for: language)
            for file in writer.files(for: documents(of: site, in: language), language: language.tag) {
                files.append((folder + file.path, file.bytes))
            }
        }
        return files
    }
}

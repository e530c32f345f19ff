import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore

/// A topic's context is made part by part (`TopicPart`) and `UnchangedPages` checks it part
/// by part: each field a topic shows must come from exactly one part, so that what can change
/// it is the part's check. Filling one part into a blank context shows which fields it sets.
struct TopicPartTests {
    /// The labels of the fields where two contexts differ (property wrappers' `_` dropped).
    static func differingFields(_ a: PageContext, _ b: PageContext) -> Set<String> {
        var fields = Set<String>()
        for (x, y) in zip(Mirror(reflecting: a).children, Mirror(reflecting: b).children) {
            guard let label = x.label else { continue }
            if String(describing: x.value) != String(describing: y.value) {
                fields.insert(label.hasPrefix("_") ? String(label.dropFirst()) : label)
            }
        }
        return fields
    }

    @Test func everyFieldOfATopicComesFromOnePart() throws {
        let (report, _) = try ShippedSiteTests.build()
        let registered = try #require(report.site)
        let theme = try #require(SiteBuilder(config: registered.config, root: ShippedSiteTests.root).loadTheme().0)
        let renderer = PageRenderer(site: registered, theme: theme)
        let hashes = [Int](repeating: 1, count: registered.pages.count)
        var everyField = Set<String>()
        for index in registered.pages.indices where registered.pages[index].kind == .topic {
            let blank = PageContext(template: "topic", language: registered.pages[index].language)
            var byPart: [TopicPart: Set<String>] = [:]
            for part in TopicPart.allCases {
                var filled = blank
                renderer.fill(part, of: index, into: &filled, textHashes: hashes)
                byPart[part] = Self.differingFields(blank, filled)
            }
            let whole = renderer.topicContext(index, textHashes: hashes)
            let shown = Self.differingFields(blank, whole)
            for part in TopicPart.allCases {
                for other in TopicPart.allCases where other != part {
                    let both = byPart[part]!.intersection(byPart[other]!)
                    #expect(both.isEmpty, "\(part) and \(other) both fill \(both)")
                }
            }
            #expect(shown.subtracting(byPart.values.reduce(Set(), { $0.union($1) })).isEmpty)
            everyField.formUnion(shown)
        }
        // The topics of the shipped site show every field a topic can but a translation
        // notice, a catalog's header and a symbol's automatic topics and relationships; the
        // ones no topic shows are a section's or home's.
        let all = Set(Mirror(reflecting: PageContext(template: "topic", language: Language("en"))).children.compactMap { child in
            child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
        })
        #expect(all.subtracting(everyField) == ["template", "language", "header", "outdated", "automaticTopics", "relationships", "topics", "sections"])
    }
}

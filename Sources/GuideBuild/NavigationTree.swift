import Foundation
import GuideContent
import GuideCore

/// A language's whole tree of sections and topics as JSON (`<lang>/navigation.json`): one
/// shared, cacheable file that the sidebar loads when a reader opens a branch the page does not
/// carry. Pages carry only their own branch, so their size does not grow with the site's.
///
///     {"sections":[{"sections":[…],"title":"Components","topics":[["Buttons","buttons"]],"url":"/en/components/"}]}
///
/// A topic is its title and the last segment of its URL (the section's URL, then that, then `/`).
enum NavigationTree {
    struct Node: Encodable {
        var sections: [Node]
        var title: String
        var topics: [[String]]
        var url: String
    }

    struct Root: Encodable {
        var sections: [Node]
    }

    /// The tree of `language`'s sections, each with its topics in reading order.
    static func json(site: Site, language: Language) -> Data {
        let sections = site.sections[language] ?? []
        let byID = Dictionary(sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func node(_ section: SectionInfo) -> Node {
            Node(sections: section.children.compactMap { byID[$0] }.map(node), title: section.title,
                 topics: section.topics.map { [site.pages[$0].title, Site.encode(site.pages[$0].id)] },
                 url: site.sectionURL(section.id, in: language))
        }
        return (try? JSONOutput.data(Root(sections: sections.filter { $0.parent == nil }.map(node)))) ?? Data(#"{"sections":[]}"#.utf8)
    }
}

import Foundation
@testable import GuideCore
import Testing
@testable import GuideContent

/// Pages retitled or reordered in place (`Site.reorderingPages`) give the sections and reading
/// order that registering the same pages anew gives: an incremental build sorts again only the
/// sections whose topics changed.
struct SiteReorderingTests {
    static let english = Language.english, chinese = Language.simplifiedChinese

    static func page(_ kind: PageKind, _ language: Language, section: String, id: String, title: String, order: Int = 100) -> Page {
        let name = kind == .topic ? id : "_index"
        let path = (section.isEmpty ? "" : section + "/") + "\(name).\(language.tag).md"
        return Page(kind: kind, language: language, id: id, section: section, title: title, summary: "", order: order,
                    related: [], updated: nil, path: path, contentRelativePath: path, body: "", bodyLineOffset: 0, headings: [], links: [])
    }

    /// Two languages, a nested section, topics ordered by `order` then title.
    static func pages() -> [Page] {
        var pages: [Page] = []
        for language in [english, chinese] {
            pages.append(page(.home, language, section: "", id: "", title: "Home"))
            pages.append(page(.section, language, section: "components", id: "components", title: "Components", order: 1))
            pages.append(page(.section, language, section: "components/menus", id: "menus", title: "Menus", order: 2))
            pages.append(page(.section, language, section: "foundations", id: "foundations", title: "Foundations", order: 3))
            for (n, id) in ["alerts", "buttons", "sliders", "toggles"].enumerated() {
                pages.append(page(.topic, language, section: "components", id: id, title: id.capitalized, order: n < 2 ? 1 : 2))
            }
            for id in ["context-menus", "pull-down-buttons"] {
                pages.append(page(.topic, language, section: "components/menus", id: id, title: id.capitalized))
            }
            for id in ["color", "layout", "typography"] {
                pages.append(page(.topic, language, section: "foundations", id: id, title: id.capitalized))
            }
        }
        return pages
    }

    static let config = SiteConfig.load(file: "guidegen.yml", text: "languages: [en, zh-Hans]\n").0

    /// `site` with the page of `id` in `language` replaced by one with another title or order.
    static func changing(_ pages: [Page], _ id: String, in language: Language, title: String? = nil, order: Int? = nil) -> [Page] {
        pages.map { page in
            guard page.id == id, page.language == language else { return page }
            return Self.page(page.kind, language, section: page.section, id: id, title: title ?? page.title, order: order ?? page.order)
        }
    }

    func expectSameSections(_ site: Site, _ registered: Site, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for language in [Self.english, Self.chinese] {
            let sections = { (site: Site) in (site.sections[language] ?? []).map { "\($0.id): \($0.title) \($0.topics)" } }
            #expect(sections(site) == sections(registered), sourceLocation: sourceLocation)
            #expect(site.readingOrder[language] == registered.readingOrder[language], sourceLocation: sourceLocation)
        }
        #expect(site.readingPosition == registered.readingPosition, sourceLocation: sourceLocation)
        #expect(site.homes == registered.homes, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("alerts", "Zebra", nil), // moves behind buttons (same order, titles sorted)
        ("sliders", nil, 0),     // moves to the front of its section
        ("color", "Colour", nil), // keeps its place
        ("context-menus", "Shortcut Menus", nil), // moves in a nested section
        ("menus", "Aardvark Menus", nil), // a section's page: sections can move
        ("components", nil, 9),  // a top-level section moves behind another
    ] as [(String, String?, Int?)])
    func retitledPagesGiveTheSectionsARegistrationGives(id: String, title: String?, order: Int?) throws {
        let pages = Self.pages()
        let site = Site.register(pages: pages, media: [], config: Self.config).0
        let changed = Self.changing(pages, id, in: Self.chinese, title: title, order: order)
        let reordered = try #require(site.reorderingPages(changed, media: []))
        expectSameSections(reordered, Site.register(pages: changed, media: [], config: Self.config).0)
        // And a second edit on top of the first.
        let again = Self.changing(changed, "toggles", in: Self.chinese, title: "Aaa Toggles")
        let twice = try #require(reordered.reorderingPages(again, media: []))
        expectSameSections(twice, Site.register(pages: again, media: [], config: Self.config).0)
    }

    @Test func theLayoutIsTheSameOnlyWhileNoPageMoves() throws {
        let pages = Self.pages()
        let site = Site.register(pages: pages, media: [], config: Self.config).0
        let kept = try #require(site.reorderingPages(Self.changing(pages, "color", in: Self.english, title: "Colour"), media: []))
        #expect(kept.hasSameLayout(as: site))
        let moved = try #require(site.reorderingPages(Self.changing(pages, "alerts", in: Self.english, title: "Zebra"), media: []))
        #expect(!moved.hasSameLayout(as: site))
        let sectionMoved = try #require(site.reorderingPages(Self.changing(pages, "components", in: Self.english, order: 9), media: []))
        #expect(!sectionMoved.hasSameLayout(as: site))
    }
}

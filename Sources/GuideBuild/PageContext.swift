import GuideContent
import GuideCore
import GuideMarkdown
import GuideTemplates

/// Everything a topic, section or home page shows, as one typed value: `PageRenderer.render`
/// turns it (and nothing else) into the template's values, and an incremental build renders a
/// page again only when this value's hash changed. A field added here is hashed with the rest:
/// there is no list of inputs to keep in step by hand.
///
/// Two parts stand in by what determines them rather than by their HTML: the body (`Body`: the
/// page's text hash and what each of its links and images shows) and the navigation
/// (`Navigation`: a hash of the rendered sidebar and section links).
struct PageContext: Hashable {
    /// A link to another page, as lists, neighbours and related topics show it.
    struct Link: Hashable {
        @HashedAsUTF8 var title: String
        @HashedAsUTF8 var url: String
        @HashedAsUTF8 var summary: String
        /// The target's language and its name, when it differs from the page's.
        var hreflang: String?
        var otherLanguage: String?
        /// The id of a type's list entry for a member with no page (`SymbolMember.anchor`).
        var anchor: String?

        var value: TemplateValue {
            // No URL: a symbol a type's page lists that has no page of its own.
            var link: TemplateObject = ["title": .text(title)]
            link["url"] = .nonEmpty(url)
            if let anchor { link["anchor"] = .text(anchor) }
            link["summary"] = .nonEmpty(summary)
            if let otherLanguage, let hreflang {
                link["other_language"] = .text(otherLanguage)
                link["hreflang"] = .text(hreflang)
            }
            return .object(link)
        }
    }

    struct Crumb: Hashable {
        @HashedAsUTF8 var title: String
        @HashedAsUTF8 var url: String
    }

    /// The same page in another language, for `<link rel="alternate">`.
    struct Alternate: Hashable {
        var lang: String
        @HashedAsUTF8 var url: String

        var value: TemplateValue { ["lang": .text(lang), "url": .text(url)] }
    }

    /// An entry of the language switcher.
    struct LanguageLink: Hashable {
        var tag: String
        var name: String
        var current: Bool
        @HashedAsUTF8 var url: String
        var available: Bool

        var value: TemplateValue {
            ["tag": .text(tag), "name": .text(name), "current": .bool(current), "url": .text(url), "available": .bool(available)]
        }
    }

    /// What a catalog article's `@Metadata` shows in its header, as DocC shows it: the small
    /// heading above the title (`@TitleHeading`, or "Sample Code" for `@PageKind(sampleCode)`),
    /// the platforms it is available on (`@Available`), a call-to-action button
    /// (`@CallToAction`) and an accent colour (`@PageColor`).
    struct Header: Hashable {
        @HashedAsUTF8 var eyebrow: String?
        var availability: [String] = []
        var action: Action?
        var color: String?

        struct Action: Hashable {
            var url: String
            @HashedAsUTF8 var label: String
        }

        /// DocC's page colours; any other value is left out.
        static let colors: Set<String> = ["blue", "gray", "green", "orange", "purple", "red", "yellow"]

        var value: TemplateValue {
            var values = TemplateObject()
            if let eyebrow { values["eyebrow"] = .text(eyebrow) }
            if !availability.isEmpty {
                values["availability"] = .list(availability.map { ["platform": .text($0)] })
                values["has_availability"] = true
            }
            if let action { values["action"] = ["url": .text(action.url), "label": .text(action.label)] }
            if let color { values["color"] = .text(color) }
            return .object(values)
        }
    }

    /// The notice on a translation that fell behind its source (`guidegen translations`): the
    /// source page, and the sections of this page whose source changed, as links to them.
    struct Outdated: Hashable {
        @HashedAsUTF8 var sourceURL: String
        var sourceLanguage: String
        var sourceLanguageName: String
        var sections: [Crumb]

        var value: TemplateValue {
            var values: TemplateObject = ["source_url": .text(sourceURL), "source_lang": .text(sourceLanguage), "source_name": .text(sourceLanguageName)]
            if !sections.isEmpty {
                values["sections"] = .list(sections.map { ["title": .text($0.title), "url": .text($0.url)] })
                values["has_sections"] = true
            }
            return .object(values)
        }
    }

    /// A section as the home page lists it (and a section page the sections inside it).
    struct SectionEntry: Hashable {
        @HashedAsUTF8 var title: String
        @HashedAsUTF8 var summary: String
        var url: String
        var topics: [Hashed<Link>]
        /// The sections inside it (with no topics of their own listed).
        var sections: [SectionEntry] = []

        var value: TemplateValue {
            var entry: TemplateObject = ["topics": .list(topics.map(\.shown)), "sections": .list(sections.map(\.value)),
                                         "has_sections": .bool(!sections.isEmpty)]
            entry["title"] = .nonEmpty(title)
            entry["summary"] = .nonEmpty(summary)
            entry["url"] = .nonEmpty(url)
            return .object(entry)
        }
    }

    /// The sidebar and section links, by the key they are rendered for and a hash of their pieces.
    struct Navigation: Hashable {
        var section: String?
        /// The URL of the page marked current in the sidebar.
        var currentPage: String?
        var fingerprint: Int

        /// Without `fingerprint`: an incremental build keeps it beside the context's hash
        /// (`ContextHash`), so that an edit to the navigation's templates changes it alone.
        func hash(into hasher: inout Hasher) {
            hasher.combine(section)
            hasher.combine(currentPage)
        }
    }

    /// A page's Markdown body, by what its HTML is made of: the page's text and what each of
    /// its links and images shows (the target's URL and title, an image's files and size).
    struct Body: Hashable {
        var textHash: Int
        var shown: [Shown]
        /// A hash of the site's media file names, for a page whose directives name media.
        var media: Int
        /// Where the body's symbol links lead, in the order of their lines.
        var symbols: [String?] = []
    }

    /// What one link or image of a body shows.
    struct Shown: Hashable {
        @HashedAsUTF8 var href: String?
        @HashedAsUTF8 var title: String?
        @HashedAsUTF8 var attributes: String?
        @HashedAsUTF8 var marker: String?
        @HashedAsUTF8 var language: String?
        var isText = false
        @HashedAsUTF8 var srcset: String?
        @HashedAsUTF8 var darkSrcset: String?
        var width: Int?
        var height: Int?

        init(_ target: LinkTarget?) {
            guard let target else { return }
            (href, title, attributes, marker, language, isText) =
                (target.href, target.title, target.attributes, target.marker, target.language, target.isText)
        }

        init(_ image: ImageSource?) {
            guard let image else { return }
            (href, srcset, darkSrcset, width, height) = (image.src, image.srcset, image.darkSrcset, image.width, image.height)
        }
    }

    /// The theme template that renders the page (`topic`, `section` or `home`).
    var template: String
    var language: Language
    var navigation: Navigation
    @HashedAsUTF8 var title: String
    @HashedAsUTF8 var summary: String
    @HashedAsUTF8 var url: String
    @HashedAsUTF8 var canonical: String
    /// The hash of the page's `Body`; nil on pages without Markdown of their own (a section
    /// without `_index`). Only the hash is kept: an incremental build keeps it for each page
    /// while it holds (`BodyInputs`), and 10,000 bodies' link lists would be megabytes.
    var body: Int?
    /// A table of contents from the body's headings (topics).
    var showsTOC = false
    var breadcrumbs: [Crumb]?
    var alternates: [Alternate]
    var languages: [LanguageLink]
    /// Topics only (present, if empty).
    var related: [Hashed<Link>]?
    var backlinks: [Hashed<Link>]?
    /// A catalog symbol's page: the symbols DocC's automatic curation places below it, a
    /// group per kind (topics only; nil on pages that are no symbol's or have none).
    var automaticTopics: [TopicsGroup]?
    /// A type's page: DocC's "Relationships", a group per kind (`SymbolRelationship`), each
    /// type linked when it has a page here (topics only; nil when there are none).
    var relationships: [TopicsGroup]?
    var updated: String?
    /// A catalog article's header metadata (topics only; nil when it has none).
    var header: Header?
    /// The notice of an outdated translation (topics only).
    var outdated: Outdated?
    var previous: Hashed<Link>?
    var next: Hashed<Link>?
    /// A section page's topics.
    var topics: [Hashed<Link>]?
    /// The home page's top-level sections; a section page's sections inside it.
    var sections: [SectionEntry]?
}

extension PageContext {
    /// One group of a page's automatically curated symbols: its kind's title and their links.
    struct TopicsGroup: Hashable {
        @HashedAsUTF8 var title: String
        var links: [Hashed<Link>]

        var value: TemplateValue { ["title": .text(title), "links": .list(links.map(\.shown))] }
    }
}

/// A value with its hash computed once: a page's link shows on many pages (neighbours, lists,
/// the home page) and is hashed once per site rather than in every context. The value is kept
/// in a shared box, so that a context copies one reference per link, not its five strings.
struct Hashed<Value: Hashable>: Hashable {
    private final class Box: @unchecked Sendable {
        // @unchecked: immutable, and every value a context hashes (links, entries) is a Sendable value.
        let value: Value
        /// What templates see of the value, when it was made with it (a page's own link).
        let shown: TemplateValue?
        init(_ value: Value, shown: TemplateValue?) {
            self.value = value
            self.shown = shown
        }
    }

    private let box: Box
    let hash: Int
    var value: Value { box.value }

    init(_ value: Value) {
        box = Box(value, shown: nil)
        hash = value.hashValue
    }

    static func == (a: Self, b: Self) -> Bool { a.hash == b.hash && (a.box === b.box || a.value == b.value) }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension Hashed where Value == PageContext.Link {
    /// A link whose template value is made once, with it: each page's link shows on several
    /// other pages (neighbours, related, section lists).
    init(link: PageContext.Link) {
        box = Box(link, shown: link.value)
        hash = link.hashValue
    }

    /// The link as templates see it.
    var shown: TemplateValue { box.shown ?? box.value.value }
}

extension PageContext {
    /// A context that shows nothing yet: its parts are filled in one by one (`TopicPart`).
    init(template: String, language: Language) {
        self.init(template: template, language: language,
                  navigation: Navigation(section: nil, currentPage: nil, fingerprint: 0),
                  title: "", summary: "", url: "", canonical: "", alternates: [], languages: [])
    }
}

/// The parts of a topic page's context, each by what it reads of the site. `PageRenderer`
/// makes a topic's context part by part (`fill(_:of:into:textHashes:)`), and `UnchangedPages`
/// tells whether a topic changed part by part, each against what an edit can reach of it:
/// a part added here is made and checked in the same two `switch`es, and a field filled
/// inside an existing part takes that part's check (`TopicPartTests` hold every field of a
/// topic's context to exactly one part; `IncrementalBuildTests` audit the checks).
enum TopicPart: CaseIterable {
    /// What the page says of itself: title, summary, address, date and header.
    case page
    /// Its addresses in the other languages: alternates and the language switcher.
    case translations
    /// Its section's sidebar and section links.
    case navigation
    /// The home page, the sections around it and the topics that curate it.
    case breadcrumbs
    /// Its Markdown body: its text and what each of its links, images and symbol links shows.
    case body
    /// The topics its `related` names.
    case related
    /// The topics that link to it.
    case backlinks
    /// A symbol's page: the symbols below it that no Topics list names, by kind.
    case automaticTopics
    /// The topics before and after it in reading order.
    case neighbours
    /// The notice of a translation that fell behind its source.
    case outdated
}

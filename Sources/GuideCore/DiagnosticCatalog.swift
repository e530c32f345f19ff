/// What guidegen says about one diagnostic id, wherever it is listed: SARIF's `rules`,
/// `guidegen lint --list-rules`, the README's tables (checked by a test) and the ids
/// `diagnostics:` in guidegen.yml accepts. The copy rules' descriptions are made by the linter
/// from its rules (`Linter.ruleDescriptions`); every other id's are in `DiagnosticCatalog`.
public struct RuleDescription: Sendable {
    /// The id, such as `en.tap` or `link.unresolved`.
    public var id: String
    /// What the rule asks for, or when the diagnostic is reported, in one line.
    public var summary: String
    /// The language tags it applies to; empty for every language.
    var languages: [String]
    public var defaultSeverity: Severity
    /// What to do about it, in a sentence or two (empty when the summary says it).
    public var documentation: String
    public var group: Group

    /// Copy rules, and the problems of the site and its inputs.
    public enum Group: String, Sendable {
        /// A copy rule of `guidegen lint` (a warning in a build unless the site says otherwise).
        case copy
        /// A problem with the site, its configuration or the files guidegen reads or writes.
        case site
    }

    public init(id: String, summary: String, languages: [String], defaultSeverity: Severity, documentation: String = "", group: Group = .copy) {
        self.id = id
        self.summary = summary
        self.languages = languages
        self.defaultSeverity = defaultSeverity
        self.documentation = documentation
        self.group = group
    }

    /// `EnTap` for `en.tap`: SARIF's `name`, an identifier people can read.
    public var name: String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The languages in words: `en`, `zh-Hans` or `all languages`.
    public var languagesText: String { languages.isEmpty ? "all languages" : languages.joined(separator: ", ") }
}

/// Every diagnostic id that is not a copy rule, with its default severity, summary and
/// documentation: the one table the emitters, the formats and the configuration read. It lives
/// here, below every module that reports these ids (content, build, lint, preview, server),
/// because the formatter and the policy that read it are here too; a registry the owning
/// modules filled in at run time would need shared mutable state. `DiagnosticCatalogTests`
/// checks it against the ids the sources emit, and the README against it.
public enum DiagnosticCatalog {
    /// The table, grouped by the ids' first part.
    public static let descriptions: [RuleDescription] = links + content + frontMatter + configuration + glossary + translations
        + theme + output + input

    /// The default severity of an id, or nil when the table does not list it.
    public static func severity(of id: String) -> Severity? { byID[id]?.defaultSeverity }

    /// The description of an id.
    public static func description(of id: String) -> RuleDescription? { byID[id] }

    private static let byID = Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    private static func entry(_ id: String, _ severity: Severity, _ summary: String, _ documentation: String = "") -> RuleDescription {
        RuleDescription(id: id, summary: summary, languages: [], defaultSeverity: severity, documentation: documentation, group: .site)
    }

    static let links = [
        entry("link.unresolved", .error, "a `doc:` or relative link names no page", "Link to an existing topic id or file; the message suggests the closest id. In a DocC catalog it is a warning and the link is shown as text, as DocC does."),
        entry("link.anchor", .error, "the target has no heading with that id", "Link to one of the headings the message lists."),
        entry("link.missing-file", .error, "a relative link names no file in the content folder"),
        entry("link.outside-content", .error, "a relative link climbs above the content folder", "Link only to files inside the content folder; nothing outside it is published."),
        entry("link.other-language", .warning, "the target exists only in another language", "The link leads to the other language's page, marked with its language, until the translation exists."),
        entry("image.missing", .error, "an image names no file among the media files", "Add the image beside the page, or correct its name; the message suggests the closest one."),
        entry("media.missing", .error, "a video a directive names (`@Video(source:)`) is no file among the media files", "Add the video beside the page, or correct its name."),
        entry("related.unknown", .error, "`related` names no topic"),
        entry("related.self", .warning, "a topic lists itself in `related`"),
        entry("directive.unknown", .warning, "a DocC directive guidegen does not know (ignored, or its body shown as Markdown)"),
        entry("directive.too-deep", .warning, "DocC directives nested more than 24 deep (the deeper bodies are left as written)"),
        entry("directive.malformed", .warning, "a DocC directive without its closing `)` or `}`"),
    ]

    static let content = [
        entry("content.missing", .error, "there is no content folder (or catalog) where the configuration says"),
        entry("content.duplicate-id", .error, "two pages of one language share an id (every file is named)", "Rename one of the files, or give one an `id` in its front matter."),
        entry("content.duplicate-url", .error, "a topic and a section (or two pages of different kinds) publish at one URL, as `guides/setup.en.md` and `guides/setup/_index.en.md` do, or at URLs that differ only in case, as a catalog's `Setup.md` and `setup.md` do: where case is ignored (macOS, Windows) they are one folder (every file is named)", "Rename the topic, or the section's folder."),
        entry("content.empty", .error, "an empty page file"),
        entry("content.encoding", .error, "a file that is not UTF-8 (UTF-16, Latin-1…)", "Save the file as UTF-8."),
        entry("content.unreadable", .error, "a file that cannot be read"),
        entry("content.no-section", .error, "a topic outside any section folder", "Move the page into a section's folder."),
        entry("content.file-name", .warning, "a file name that is not a valid id"),
        entry("content.language", .warning, "a language suffix the site does not have", "Add the language to `languages` in guidegen.yml, or rename the file."),
        entry("content.large-file", .warning, "a page over 10 MB"),
        entry("content.symlink-loop", .warning, "a symbolic link that loops (skipped)"),
        entry("content.broken-link", .warning, "a symbolic link that points nowhere (skipped)"),
        entry("content.outside-link", .warning, "a symbolic link that leads outside the content folder (skipped: it would publish whatever it points at)"),
        entry("content.active-file", .warning, "an HTML, JavaScript or other XML document or a server program (by any of its extensions), a compressed SVG, or an SVG or other file of markup with a script, event handler, HTML, script URL or XSLT style sheet, or one that does not parse or names an encoding browsers do not read, in the content (skipped without `markdown.unsafe`: opened on the site, it would run its script there)"),
        entry("content.nested-catalog", .warning, "a DocC catalog (`….docc`) inside a content folder (skipped: a catalog is published where `content:` names it)", "Name the catalog in `content:`, for its language."),
        entry("content.name-encoding", .warning, "a file or folder in the content whose name is not valid UTF-8 (skipped: a page's id and address come from its name)", "Rename it in UTF-8."),
        entry("content.not-a-file", .warning, "a FIFO, socket or device in the content folder (skipped: reading it could block for ever)"),
        entry("content.generated-path", .error, "a section whose URL is a page guidegen makes (`search`, or `glossary` when the site has one)", "Rename the section's folder."),
        entry("catalog.no-title", .warning, "a DocC article without a `#` title on its first line, or with an empty one (titled after its file name)"),
        entry("catalog.duplicate-metadata", .warning, "a second `@Metadata` in one page (not read: DocC reads the first only)", "Move its settings into the first `@Metadata`."),
        entry("catalog.curation-cycle", .warning, "a `## Topics` item that names its own page or a page it is curated under (DocC's `CyclicReference`); it is left out, as DocC leaves it out", "Curate the page from one place only, above it in the tree."),
        entry("catalog.topics-item", .warning, "a `## Topics` list item that links no article (`<doc:…>`) or symbol (``` ``Symbol`` ```); it is left out, as DocC leaves it out", "Make the item a link, or move the text out of Topics."),
        entry("catalog.empty", .warning, "an empty file (or one of blank lines) in a DocC catalog (skipped, as `docc convert` skips it)"),
        entry("markdown.h1", .warning, "a `#` heading in the body (the title comes from the front matter)", "Use `##` and below in the body."),
        entry("markdown.duplicate-id", .warning, "two headings of a page that choose the same `{#id}` (links to it reach the first)", "Give each heading its own id."),
        entry("markdown.raw-html", .warning, "raw HTML in Markdown, which is escaped and shown as text", "Write it in Markdown, or set `markdown.unsafe: true` in guidegen.yml to let it through."),
    ]

    static let frontMatter = [
        entry("frontmatter.missing", .error, "a page without front matter", "Start the page with a `---` block that has a `title`."),
        entry("frontmatter.unterminated", .error, "front matter without its closing `---`"),
        entry("frontmatter.missing-title", .error, "front matter without a `title`"),
        entry("frontmatter.invalid", .error, "a front matter value guidegen cannot use (a bad `id`, `lang` or `related`)"),
        entry("frontmatter.invalid-date", .warning, "an `updated` value that is not a date written YYYY-MM-DD (it is left out)"),
        entry("frontmatter.unknown-key", .warning, "a front matter key guidegen does not know (with the closest known key)"),
        entry("yaml.invalid", .error, "YAML that does not parse"),
        entry("yaml.type", .error, "a YAML value of the wrong type (`order: \"x\"`)"),
        entry("yaml.too-large", .error, "YAML of more than 10,000 values (aliases that repeat lists)"),
    ]

    static let configuration = [
        entry("config.missing", .error, "`--config` names a file that does not exist"),
        entry("config.encoding", .error, "guidegen.yml is not UTF-8"),
        entry("config.unreadable", .error, "guidegen.yml (or `--config`'s file) is there but cannot be read: a folder, a FIFO, or no permission"),
        entry("config.invalid", .error, "a bad value in guidegen.yml", "The message says what the setting takes."),
        entry("config.unknown-key", .error, "a setting guidegen.yml does not have (with the closest known one)"),
        entry("config.unknown-rule", .error, "`lint.rules` or `diagnostics` names an id guidegen does not have (with the closest one)"),
        entry("config.invalid-pattern", .error, "a custom lint rule's pattern that is not a valid regular expression"),
        entry("config.rule-never-matches", .warning, "a custom lint rule that can never match (no words, or a word swapped for itself)"),
        entry("config.duplicate-language", .warning, "a language listed twice in `languages`, in any letter case (the second is ignored)"),
    ]

    static let glossary = [
        entry("glossary.missing", .error, "guidegen.yml names a glossary file that does not exist"),
        entry("glossary.invalid", .error, "a glossary that cannot be used: a misspelt key, a list where one term belongs, a term without a preferred wording, not UTF-8"),
        entry("glossary.language", .warning, "a glossary term in a language the site does not have"),
        entry("glossary.unchecked-avoid", .warning, "words to avoid in a language with no preferred term to suggest (they are not checked)"),
    ]

    static let translations = [
        entry("translation.missing", .warning, "a topic has no page in one of the site's languages", "The language server shows it as a note."),
        entry("translation.outdated", .warning, "with a `translations.yml`: a translation whose source's sections changed since it was recorded", "`translations.outdated` in guidegen.yml sets its severity too."),
        entry("translation.orphaned", .warning, "with a `translations.yml`: a translation whose source is gone", "`translations.outdated` in guidegen.yml sets its severity too."),
        entry("translations.invalid", .error, "a `translations.yml` that cannot be read as a translation record"),
        entry("translations.unreadable", .error, "a `translations.yml` that cannot be read from disk"),
    ]

    static let theme = [
        entry("theme.missing", .error, "guidegen.yml or `--theme` names a theme folder that does not exist"),
        entry("theme.missing-template", .error, "a theme without a template or partial a page needs"),
        entry("theme.template", .error, "a template that does not parse (with its line)"),
        entry("theme.interface-words", .warning, "a site language guidegen has no interface words of (“On this page”, “Related”…), which `interface:` in guidegen.yml does not give all of: its pages show them in English", "Give the words under `interface: <language>:`; the message names the first missing keys."),
        entry("theme.template-cycle", .error, "templates that include each other without end"),
        entry("theme.unreadable", .error, "a template that cannot be read"),
        entry("theme.encoding", .error, "a template that is not UTF-8"),
        entry("theme.runaway", .error, "templates that include each other without end for the site's data: nested more than 100 deep, more than 256 MB written, or more than a million includes followed for one page (at the include where rendering stopped)", "End the recursion with a section whose value the data runs out of, such as `{{#children}}`."),
    ]

    static let output = [
        entry("output.unsafe", .error, "an output folder that holds the site's inputs, or is `/` or the home folder"),
        entry("output.outside-root", .error, "guidegen.yml aims the output outside the site's folder", "Choose a folder inside the site's, or name it with `--output`."),
        entry("output.not-ours", .error, "an output folder guidegen did not make, which a build would replace", "Choose another `--output`, or pass `--force`."),
        entry("output.not-a-folder", .error, "the output path is a file"),
        entry("output.read-only", .error, "the output folder is read-only"),
        entry("output.mount-point", .error, "the output folder is a mount point guidegen cannot replace"),
        entry("output.disk-full", .error, "the disk has too little free space for the site"),
        entry("output.write", .error, "a file or folder of the site could not be written"),
    ]

    static let input = [
        entry("input.outside-root", .error, "a content, theme or glossary path, the translation record, or guidegen.yml itself, that leads outside the site's folder without `--allow-read` (exit status 2)"),
        entry("input.hidden", .error, "a content or theme folder, glossary or translation record that is, or leads into, a hidden folder of the site, such as `.git` (exit status 2)", "Name it on the command line, or allow it with `--allow-read`, if you mean to publish it."),
        entry("strings.syntax", .error, "a `.strings` file that does not parse (at the exact line and column)"),
        entry("strings.encoding", .error, "a `.strings` or String Catalog file in an encoding guidegen cannot read"),
        entry("strings.json", .error, "a String Catalog that is not valid JSON"),
        entry("strings.duplicate-key", .warning, "a key a `.strings` file or String Catalog sets again later, or any name a String Catalog writes twice in one object (a language, a plural case, a `value`): the app shows the last value, so the earlier one is reported at its name and not checked", "Remove the earlier entry, or move its text into the later one."),
        entry("strings.unsupported", .error, "an app strings file guidegen does not read (`.stringsdict`)"),
        entry("strings.unreadable", .error, "an app strings file that cannot be read"),
        entry("sources.too-deep", .warning, "a Swift file under `--sources` that nests brackets past what guidegen parses (16 `[` or 128 brackets open at once): it is read as empty, so its keys' uses give no roles"),
        entry("lint.missing-path", .error, "`guidegen lint` or `--sources` names a path that does not exist"),
        entry("lint.unsupported", .error, "`guidegen lint` names a file it does not lint"),
        entry("lint.write", .error, "`guidegen lint --fix` cannot write a file"),
        entry("serve.listen", .error, "`guidegen serve` cannot listen at its address"),
        entry("serve.host-ignored", .warning, "`serve.host` in guidegen.yml names an address other machines can reach: the preview listens on 127.0.0.1 instead", "A repository's settings must not put the preview on the network. To listen elsewhere, say so on the command line: `guidegen serve --host 0.0.0.0`."),
    ]
}

import ArgumentParser
import Foundation
import GuideContent
import GuideCore
import GuideMarkdown

/// `guidegen new <section>/<id>` (or `<section>/<subsection>/<id>`): starts a topic in every
/// language of the site.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a new topic in every language of the site.",
        discussion: """
            Creates Content/<section>/<id>.<lang>.md for each language (and the section's \
            _index files when the section is new). A section may be inside another: \
            components/menus-and-actions/buttons. Existing files are never overwritten, and a \
            topic id the site has already (in any section) is refused.

            Exit status: 0 when the files were written, 1 when the topic or its id exists or \
            `content:` names a folder per language or a DocC catalog, 2 for a usage or \
            configuration error.

            Examples:
              guidegen new components/menus
              guidegen new patterns/onboarding --title "Onboarding"
              guidegen new components/menus-and-actions/pull-down-buttons
            """
    )

    @Argument(help: ArgumentHelp("The topic's section and id, such as components/menus.", valueName: "section/id"))
    var topic: String

    @Option(name: .long, help: "The English title (default: made from the id).")
    var title: String?

    @OptionGroup var site: SiteOptions

    func run() throws {
        let project = site.loadProject()
        let (config, diagnostics) = (project.config, project.diagnostics)
        if diagnostics.hasErrors {
            // `new` has no report options of its own: the defaults, parsed (a bare
            // `ReportOptions()` has no values, and reading one stops the program).
            emit(diagnostics, options: try ReportOptions.parse([]))
            throw ExitCode(2)
        }
        // `components/menus`, or a section inside a section: `components/menus-and-actions/buttons`.
        let parts = topic.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts.allSatisfy(Self.isIDPart) else {
            printError("error: give the topic as <section>/<id> (or <section>/<subsection>/<id>) in lower-case letters, digits and hyphens, each part at most \(Self.maximumPartLength) characters, such as components/menus\n")
            throw ExitCode(2)
        }
        // A folder per language, or a DocC catalog: not the one folder of guidegen's own format
        // that `new` writes (its files there would be outside what the site reads).
        if !config.contentFolders(resolving: site.path).isEmpty {
            printError("error: `content:` in \(site.configFile) names a folder per language or a DocC catalog, and `guidegen new` writes only into one content folder of guidegen's format (<content>/<section>/<id>.<lang>.md); nothing was written. Add the topic's page to each language's folder yourself\n")
            throw ExitCode(1)
        }
        let contentPath = site.path(config.contentPath)
        let files = try Self.scaffold(sections: Array(parts.dropLast()), id: parts.last!, title: title, config: config, contentPath: contentPath)
        for file in files { print("created \(file)") }
    }

    /// The longest part of a topic's path: its file name (`<id>.zh-Hans.md`) must fit the file
    /// system's 255 bytes.
    static let maximumPartLength = 100

    /// True for a part of a topic's path: lower-case ASCII letters, digits and hyphens, as a
    /// URL's segment is written (`_index` is a section's own page, not a topic).
    static func isIDPart(_ part: String) -> Bool {
        !part.isEmpty && part.utf8.count <= maximumPartLength && HeadingAnchors.slug(part) == part
            && part.utf8.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") }
    }

    /// Writes the new files; returns their paths. Throws (writing nothing) when a topic file
    /// exists; a write that fails takes back what was written before it.
    static func scaffold(sections: [String], id: String, title: String?, config: SiteConfig, contentPath: String) throws -> [String] {
        let fm = FileManager.default
        let folder = contentPath + "/" + sections.joined(separator: "/")
        let existing = config.languages.compactMap { PageFileName.existingFile(in: folder, stem: id, language: $0, defaultLanguage: config.defaultLanguage) }
        if !existing.isEmpty {
            printError("error: \(existing.joined(separator: ", ")) already exists; nothing was written\n")
            throw ExitCode(1)
        }
        if let taken = page(withTopicID: id, config: config, contentPath: contentPath) {
            printError("error: \(taken) has the topic id `\(id)` already, and topic ids are unique across the site; choose another id. Nothing was written\n")
            throw ExitCode(1)
        }
        // A file, or a link to nothing, where a folder or a new file must go: named before
        // anything is written (a write through it would fail with Foundation's vaguer words).
        let relatives = config.languages.flatMap { language in
            sections.indices.map { sections[...$0].joined(separator: "/") + "/_index.\(language.tag).md" }
                + [sections.joined(separator: "/") + "/\(id).\(language.tag).md"]
        }
        if let obstacle = PathObstacle.first(in: contentPath, for: relatives) {
            printError("error: `\(obstacle.path)` is in the way (\(obstacle.why)); nothing was written\n")
            throw ExitCode(1)
        }
        // The first folder on the way that does not exist yet, removed again if a write fails.
        var firstNewFolder: String?
        var path = folder
        while !fm.fileExists(atPath: path), path.hasPrefix(contentPath + "/") {
            firstNewFolder = path
            path = PathNames.folder(of: path)
        }
        var created: [String] = []
        do {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try writeFiles(sections: sections, id: id, title: title, config: config, contentPath: contentPath, folder: folder, created: &created)
        } catch {
            for file in created.reversed() { try? fm.removeItem(atPath: file) }
            if let firstNewFolder { try? fm.removeItem(atPath: firstNewFolder) }
            printError("error: could not write \(folder): \(ContentDiscovery.reason(error)); nothing was written\n")
            throw ExitCode(1)
        }
        return created
    }

    /// The page of the site whose topic id is `id` (in another section, set with `id:`, or a
    /// file without a language suffix), if any: the build would refuse a second one.
    static func page(withTopicID id: String, config: SiteConfig, contentPath: String) -> String? {
        var parser = PageParser(config: config)
        parser.readsBody = false
        return ContentDiscovery.discover(root: contentPath, displayPrefix: contentPath).markdown.first { file in
            guard let page = parser.parse(file).0 else { return false }
            return page.kind == .topic && page.id == id
        }?.displayPath
    }

    private static func writeFiles(sections: [String], id: String, title: String?, config: SiteConfig, contentPath: String, folder: String,
                                   created: inout [String]) throws {
        let today = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
        let englishTitle = title ?? Site.titleFromID(id)
        for language in config.languages {
            let chinese = language.isSimplifiedChinese
            // Each section on the way that has no page of its own in this language gets one.
            for depth in sections.indices {
                let sectionFolder = contentPath + "/" + sections[...depth].joined(separator: "/")
                guard PageFileName.existingFile(in: sectionFolder, stem: "_index", language: language, defaultLanguage: config.defaultLanguage) == nil else { continue }
                let index = sectionFolder + "/_index.\(language.tag).md"
                try write("---\ntitle: \(YAMLQuoting.doubleQuoted(Site.titleFromID(sections[depth])))\nsummary: \"\"\norder: 100\n---\n", to: index)
                created.append(index)
            }
            let path = "\(folder)/\(id).\(language.tag).md"
            let body = chinese
                ? "用一两段话说明这个主题是什么、何时使用。\n\n## 最佳实践 {#best-practices}\n\n- \n\n## 平台注意事项 {#platform-considerations}\n\n"
                : "Introduce the topic in a paragraph or two: what it is and when to use it.\n\n## Best practices {#best-practices}\n\n- \n\n## Platform considerations {#platform-considerations}\n\n"
            try write("""
                ---
                title: \(YAMLQuoting.doubleQuoted(englishTitle))
                summary: ""
                order: 100
                related: []
                updated: \(today)
                ---

                \(body)
                """, to: path)
            created.append(path)
        }
    }

    static func write(_ text: String, to path: String) throws {
        // `withoutOverwriting`: a file that appeared meanwhile is never replaced.
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    }
}


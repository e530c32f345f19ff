import ArgumentParser
import Foundation
import GuideContent
import GuideCore
import GuideMarkdown

/// `guidegen new <section>/<id>`: starts a topic in every language of the site.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a new topic in every language of the site.",
        discussion: """
            Creates Content/<section>/<id>.<lang>.md for each language (and the section's \
            _index files when the section is new). Existing files are never overwritten.

            Exit status: 0 when the files were written, 1 when the topic exists, 2 for a usage \
            or configuration error.

            Examples:
              guidegen new components/menus
              guidegen new patterns/onboarding --title "Onboarding"
            """
    )

    @Argument(help: ArgumentHelp("The topic's section and id, such as components/menus.", valueName: "section/id"))
    var topic: String

    @Option(name: .long, help: "The English title (default: made from the id).")
    var title: String?

    @OptionGroup var site: SiteOptions

    func run() throws {
        let (config, diagnostics) = site.load()
        if diagnostics.hasErrors {
            // `new` has no report options of its own: the defaults, parsed (a bare
            // `ReportOptions()` has no values, and reading one stops the program).
            emit(diagnostics, options: try ReportOptions.parse([]))
            throw ExitCode(2)
        }
        let parts = topic.split(separator: "/").map(String.init)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && HeadingAnchors.slug($0) == $0 }) else {
            printError("error: give the topic as <section>/<id> in lower-case letters, digits and hyphens, such as components/menus\n")
            throw ExitCode(2)
        }
        let (section, id) = (parts[0], parts[1])
        let contentPath = site.path(config.contentPath)
        let folder = contentPath + "/" + section
        let files = try Self.scaffold(section: section, id: id, title: title, config: config, folder: folder)
        for file in files { print("created \(file)") }
    }

    /// Writes the new files; returns their paths. Throws (writing nothing) when a topic file exists.
    static func scaffold(section: String, id: String, title: String?, config: SiteConfig, folder: String) throws -> [String] {
        let fm = FileManager.default
        let existing = config.languages.map { "\(folder)/\(id).\($0.tag).md" }.filter { fm.fileExists(atPath: $0) }
        if !existing.isEmpty {
            printError("error: \(existing.joined(separator: ", ")) already exists; nothing was written\n")
            throw ExitCode(1)
        }
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let today = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
        let englishTitle = title ?? Site.titleFromID(id)
        var created: [String] = []
        for language in config.languages {
            let chinese = language.tag.hasPrefix("zh")
            let index = "\(folder)/_index.\(language.tag).md"
            if !fm.fileExists(atPath: index) {
                let sectionTitle = Site.titleFromID(section)
                try write("---\ntitle: \(yamlString(sectionTitle))\nsummary: \"\"\norder: 100\n---\n", to: index)
                created.append(index)
            }
            let path = "\(folder)/\(id).\(language.tag).md"
            let body = chinese
                ? "用一两段话说明这个主题是什么、何时使用。\n\n## 最佳实践 {#best-practices}\n\n- \n\n## 平台注意事项 {#platform-considerations}\n\n"
                : "Introduce the topic in a paragraph or two: what it is and when to use it.\n\n## Best practices {#best-practices}\n\n- \n\n## Platform considerations {#platform-considerations}\n\n"
            try write("""
                ---
                title: \(yamlString(englishTitle))
                summary: ""
                order: 100
                related: []
                updated: \(today)
                ---

                \(body)
                """, to: path)
            created.append(path)
        }
        return created
    }

    static func write(_ text: String, to path: String) throws {
        // `withoutOverwriting`: a file that appeared meanwhile is never replaced.
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    }

    static func yamlString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}


import Foundation
import GuideContent
import GuideCore

/// Asks the editor to report changes to the files the open documents depend on: every Markdown
/// page, `guidegen.yml`, the glossary, the images, and an app's string files and Swift code
/// (`client/registerCapability` with `workspace/didChangeWatchedFiles`), when the editor says
/// it can (LSP has no static way).
extension LanguageServer {
    /// The files every site is watched for; a glossary with another name is added per site.
    static let watchedPatterns = ["**/*.md", "**/*.markdown", "**/guidegen.yml", "**/glossary.yml", "**/*.strings", "**/*.xcstrings", "**/*.swift",
                                  "**/*.{" + SiteIndex.imageExtensions.sorted().joined(separator: ",") + "}"]

    /// True when the editor registers file watchers for a server
    /// (`workspace.didChangeWatchedFiles.dynamicRegistration`).
    var canWatchFiles: Bool {
        clientCapabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
    }

    /// On `initialized`: watches the pages, configurations, glossaries and images.
    func registerFileWatchers() {
        guard canWatchFiles else { return }
        registerWatchers(id: "guidegen-files", patterns: Self.watchedPatterns)
    }

    /// When a site is first read: watches its glossary too when its name is not `glossary.yml`.
    func watchGlossary(of setup: SiteSetup) {
        guard canWatchFiles, (setup.glossaryFile as NSString).lastPathComponent != "glossary.yml" else { return }
        registerWatchers(id: "guidegen-glossary-" + setup.root, patterns: [setup.glossaryFile])
    }

    private func registerWatchers(id: String, patterns: [String]) {
        let watchers: [JSONValue] = patterns.map { .object(["globPattern": .string($0)]) }
        request("client/registerCapability", RegistrationParams(registrations: [
            Registration(id: id, method: "workspace/didChangeWatchedFiles", registerOptions: .object(["watchers": .array(watchers)])),
        ]))
    }
}

import Foundation
import GuideContent
import GuideCore
import GuideLint

/// What the server needs of a site, read the way the commands read it (the command line
/// makes it: `guidegen.yml` with `SiteOptions.load`, the linter with `LintCommand.runner`).
public struct SiteSetup: Sendable {
    /// The site's folder (absolute).
    public var root: String
    public var config: SiteConfig
    /// The linter of `guidegen lint`, with the site's `lint:` settings, glossary and content folders.
    public var runner: LintRunner
    /// The configuration file and the glossary (absolute paths), whose changes reload the site.
    public var configFile: String
    public var glossaryFile: String
    /// Problems of the configuration and the glossary themselves.
    public var diagnostics: [Diagnostic]
    /// What a DocC catalog's module's Swift sources say of its symbols (their summaries, which
    /// names are types), read as the build reads them (`CatalogSymbolSummaries`).
    public var moduleSymbols: (@Sendable (ContentFile) -> ModuleSymbols?)? = nil
    /// The module folders `moduleSymbols` reads (real paths): a Swift file changed there reads
    /// the site again, with the comments as they are now.
    public var moduleFolders: [String] = []

    public init(root: String, config: SiteConfig, runner: LintRunner, configFile: String, glossaryFile: String, diagnostics: [Diagnostic]) {
        self.root = root
        self.config = config
        self.runner = runner
        self.configFile = configFile
        self.glossaryFile = glossaryFile
        self.diagnostics = diagnostics
    }

    /// True when a Swift file at `path` is one `moduleSymbols` reads: in a module folder.
    func isModuleSource(_ path: String) -> Bool {
        guard !moduleFolders.isEmpty else { return false }
        let real = PathNames.realPath(path) ?? PathNames.realPath(PathNames.folder(of: path)).map { $0 + "/" + PathNames.fileName(path) } ?? path
        return moduleFolders.contains { real.hasPrefix($0 + "/") }
    }

    /// The folders of Swift code an app's string files take their roles from, as `guidegen lint`
    /// reads them: `lint.sources`, else the site's folder when it holds Swift files (an app's
    /// repository opened in the editor).
    public var appSourceFolders: [String] {
        let configured = runner.sourceFolders.map(path)
        if !configured.isEmpty { return configured.filter { FileManager.default.fileExists(atPath: $0) } }
        return CodeRoles.folderHasSwiftFiles(root) ? [root] : []
    }

    /// A path from the configuration, relative to the site's folder.
    public func path(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : root + "/" + relative
    }
}

/// Reads the site whose folder is given; nil when there is no such folder.
public typealias SiteLoader = @Sendable (_ root: String) -> SiteSetup?

/// Finds the site a file belongs to, as the commands do from the folder they run in: the
/// nearest folder above it that holds `guidegen.yml`; else the workspace folder that holds it;
/// else the file's own folder.
public enum SiteLocator {
    public static func root(for path: String, workspaceRoots: [String], fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String {
        var folder = PathNames.folder(of: path)
        // A relative path stops at the current folder ("" or "."), not above it.
        while !folder.isEmpty, folder != "/", folder != "..", !folder.hasSuffix("/..") {
            if fileExists(folder + "/guidegen.yml") { return folder }
            folder = PathNames.folder(of: folder)
        }
        if let workspace = workspaceRoots.filter({ path.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) { return workspace }
        return PathNames.folder(of: path)
    }
}

import Foundation
import GuideContent
import GuideCore

/// One file of a theme: from the site's theme folder, or built into guidegen.
struct ThemeFile: Sendable {
    /// The path below `templates/` or `assets/` (`base.mustache`, `icons/x.svg`).
    public let relativePath: String
    /// How diagnostics name it (`Theme/templates/base.mustache`, or the built-in theme's path).
    let display: String
    /// The file on disk; nil for a file of the built-in theme.
    public let path: String?
    let builtIn: Data?

    /// The file's bytes; nil when a file on disk cannot be read.
    public func contents() -> Data? {
        if let path { return FileManager.default.contents(atPath: path) }
        return builtIn
    }

    /// Writes the file to an output (a copy for files on disk).
    func copy(to output: BuildOutput, at relativePath: String) throws {
        if self.relativePath.hasSuffix(".css") || self.relativePath.hasSuffix(".js") {
            guard let data = published() else { throw BuildError.output("cannot read `\(display)`") }
            try output.write(data, to: relativePath)
        } else if let path {
            try output.copy(from: path, to: relativePath)
        } else if let builtIn {
            try output.write(builtIn, to: relativePath)
        }
    }

    /// The bytes as the site publishes them: stylesheets and scripts without their comments.
    func published() -> Data? {
        guard let data = contents() else { return nil }
        if relativePath.hasSuffix(".css") { return StylesheetComments.strip(data) }
        if relativePath.hasSuffix(".js") { return ScriptComments.strip(data) }
        return data
    }
}

/// Finds a theme's files: the site's theme folder laid over the built-in default theme file by
/// file, as Hugo's theme lookup does, so a site can change one template or one stylesheet and
/// keep the rest.
enum ThemeFiles {
    /// How diagnostics name files of the built-in theme.
    static let builtInDisplay = "(guidegen's default theme)"

    /// The templates (`*.mustache` under `templates/`) and assets of the theme at `path`, each
    /// from the folder when it has it, else built in. A missing folder is an error only when
    /// `folderRequired` (a theme the configuration or `--theme` names); otherwise the built-in
    /// theme is used whole; the error is reported `namedAt`.
    static func find(path: String, displayPath: String, folderRequired: Bool, namedAt: SourceLocation? = nil) -> (templates: [ThemeFile], assets: [ThemeFile], problem: Diagnostic?, warnings: [Diagnostic]) {
        let fm = FileManager.default
        var warnings: [Diagnostic] = []
        var isDirectory: ObjCBool = false
        let folderExists = fm.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        if !folderExists, folderRequired {
            return ([], [], .error("theme.missing", "no theme folder at `\(displayPath)`", at: namedAt,
                                   suggestion: "leave out --theme (and `theme:` in guidegen.yml) to use the built-in theme, or `guidegen init --theme` to copy it out"), [])
        }
        func files(in folder: String, keep: (String) -> Bool) -> [ThemeFile] {
            var found: [String: ThemeFile] = [:]
            for (relative, data) in DefaultTheme.files where relative.hasPrefix(folder + "/") {
                let name = String(relative.dropFirst(folder.count + 1))
                if keep(name) { found[name] = ThemeFile(relativePath: name, display: "\(builtInDisplay)/\(relative)", path: nil, builtIn: data) }
            }
            let base = path + "/" + folder
            if folderExists, fm.fileExists(atPath: base) {
                // Found as content is: hidden files skipped, and a symbolic link that leads out
                // of the theme refused (it would publish whatever it points at, /etc/passwd).
                let discovered = ContentDiscovery.discover(root: base, displayPrefix: "\(displayPath)/\(folder)")
                warnings += discovered.diagnostics.map { diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.id = diagnostic.id.replacingOccurrences(of: "content.", with: "theme.")
                    diagnostic.message = diagnostic.message.replacingOccurrences(of: "content folder", with: "theme folder")
                    return diagnostic
                }
                for file in discovered.markdown + discovered.media where keep(file.relativePath) {
                    found[file.relativePath] = ThemeFile(relativePath: file.relativePath, display: file.displayPath, path: file.path, builtIn: nil)
                }
            }
            return found.values.sorted { $0.relativePath < $1.relativePath }
        }
        let templates = files(in: "templates") { $0.hasSuffix(".mustache") }
        let assets = files(in: "assets") { _ in true }
        return (templates, assets, nil, warnings)
    }
}

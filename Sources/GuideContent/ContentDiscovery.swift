import Foundation
import GuideCore

/// A file found under the content folder.
public struct ContentFile: Sendable, Hashable {
    /// Absolute (or working-directory-relative) path to read.
    public var path: String
    /// Path relative to the content folder, with `/` separators.
    public var relativePath: String
    /// Path shown in diagnostics (relative to the working directory when possible).
    public var displayPath: String
    /// The language of every file in its folder, when `content:` names a folder per language.
    public var language: Language?
    /// True for a file of a DocC catalog: front matter is optional, the title is the first
    /// `#` heading, and links that cannot be resolved are warnings.
    public var isCatalog = false
    /// Path relative to the folder it was found in (its catalog, for a catalog's files). The
    /// same as `relativePath` but when `content:` names a folder per language: then
    /// `relativePath` starts with the language's tag (`en/Assets/x.png`) and this does not
    /// (`Assets/x.png`). Translations in catalogs pair by it.
    var folderRelativePath: String
    /// True for a page DocC would make from a module's source that no file of the catalog
    /// documents (`PageParser.sourceSymbolPages`): there is no file at `path`.
    var isMadeFromSource = false

    public init(path: String, relativePath: String, displayPath: String, language: Language? = nil, isCatalog: Bool = false, folderRelativePath: String? = nil) {
        self.path = path
        self.relativePath = relativePath
        self.displayPath = displayPath
        self.language = language
        self.isCatalog = isCatalog
        self.folderRelativePath = folderRelativePath ?? relativePath
    }
}

/// Finds the Markdown pages and media files under a folder. Symbolic links are followed, but a
/// link that leads back into a folder already being walked is reported instead of looping.
public enum ContentDiscovery {
    public struct Result: Sendable {
        public var markdown: [ContentFile] = []
        public var media: [ContentFile] = []
        public var diagnostics: [Diagnostic] = []

        public init() {}
    }

    /// Walks `root` iteratively (deep trees cannot overflow the stack), skipping hidden files.
    public static func discover(root: String, displayPrefix: String) -> Result {
        var result = Result()
        // Folders already walked, by device and inode: a link back into one is a loop.
        var visitedDirectories = Set<FolderIdentity>()
        // (path on disk, relative path)
        var stack: [(String, String)] = [(root, "")]
        let realRoot = PathNames.realPath(root)
        if let identity = FolderIdentity(path: root) { visitedDirectories.insert(identity) }
        while let (directory, relative) = stack.popLast() {
            let entries: [FolderEntry]
            switch FolderEntry.entries(of: directory) {
            case .success(let read): entries = read
            case .failure(let error):
                result.diagnostics.append(.error("content.unreadable", "cannot read the folder: \(error.reason)", at: SourceLocation(file: join(displayPrefix, relative))))
                continue
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                let name = entry.name
                let path = directory + "/" + name
                // Ids and URLs come from relative paths: macOS saves names decomposed (NFD), and
                // `buttons.zh-Hans.md` must pair with its twin however its name was saved.
                let normalized = name.utf8.allSatisfy { $0 < 0x80 } ? name : name.precomposedStringWithCanonicalMapping
                let relativePath = relative.isEmpty ? normalized : relative + "/" + normalized
                let display = join(displayPrefix, relativePath)
                var kind = entry.kind
                if kind == .nameNotUTF8 {
                    result.diagnostics.append(.warning("content.name-encoding", "the name is not valid UTF-8, so it cannot be part of a page's address; skipped",
                                                       at: SourceLocation(file: display), suggestion: "rename it in UTF-8"))
                    continue
                }
                // The folder's own record tells files from folders; only a symbolic link (or a
                // file system that records no kinds) costs system calls.
                if kind == .link || kind == .unknown {
                    var info = stat()
                    let found = lstat(path, &info) == 0
                    let isLink = found && (info.st_mode & S_IFMT) == S_IFLNK
                    // A link is followed: what it points at decides whether it is a folder.
                    guard found, !isLink || stat(path, &info) == 0 else {
                        result.diagnostics.append(.warning("content.broken-link", "symbolic link points to nothing; skipped", at: SourceLocation(file: display)))
                        continue
                    }
                    // A link out of the content folder would publish (and let the preview serve)
                    // whatever it points at, such as /etc.
                    if isLink, let realRoot, let real = PathNames.realPath(path), real != realRoot, !real.hasPrefix(realRoot + "/") {
                        result.diagnostics.append(.warning("content.outside-link", "symbolic link leads outside the content folder; skipped", at: SourceLocation(file: display)))
                        continue
                    }
                    kind = FolderEntry.Kind(mode: info.st_mode)
                }
                switch kind {
                case .folder where name.hasSuffix(".docc"):
                    // A catalog is read as one only where `content:` names it: walked as a
                    // section, its articles (no front matter) would fail the build.
                    result.diagnostics.append(.warning("content.nested-catalog", "a DocC catalog inside the content folder is not read; name it in `content:` to publish it",
                                                       at: SourceLocation(file: display)))
                case .folder:
                    guard let identity = FolderIdentity(path: path), visitedDirectories.insert(identity).inserted else {
                        result.diagnostics.append(.warning("content.symlink-loop", "symbolic link leads back into a folder that is already included; skipped", at: SourceLocation(file: display)))
                        continue
                    }
                    stack.append((path, relativePath))
                case .file:
                    let file = ContentFile(path: path, relativePath: relativePath, displayPath: display)
                    if PathNames.isMarkdown(name) {
                        result.markdown.append(file)
                    } else {
                        result.media.append(file)
                    }
                case .other, .link, .unknown, .nameNotUTF8:
                    // Reading a FIFO blocks for ever, a device may never end.
                    result.diagnostics.append(.warning("content.not-a-file", "not a regular file (a FIFO, socket or device); skipped", at: SourceLocation(file: display)))
                }
            }
        }
        result.markdown.sort { $0.relativePath < $1.relativePath }
        result.media.sort { $0.relativePath < $1.relativePath }
        return result
    }

    /// The site's content: the content folder, or with `content:` naming a folder per
    /// language, each of them, its files' relative paths starting with the language's tag.
    /// `path` turns a path from the configuration into one to read.
    public static func discover(config: SiteConfig, path: (String) -> String) -> Result {
        let folders = config.contentFolders(resolving: path)
        guard !folders.isEmpty else {
            let root = path(config.contentPath)
            let found = discover(root: root, displayPrefix: root)
            return config.allowRawHTML ? found : leavingOutActiveMedia(found)
        }
        var result = Result()
        for (language, folder) in folders {
            let found = discover(root: folder, displayPrefix: folder)
            let catalog = isCatalog(folder)
            func tagged(_ file: ContentFile) -> ContentFile {
                ContentFile(path: file.path, relativePath: language.tag + "/" + file.relativePath, displayPath: file.displayPath,
                            language: language, isCatalog: catalog, folderRelativePath: file.relativePath)
            }
            result.markdown += found.markdown.map(tagged)
            result.media += found.media.filter { !(catalog && isCatalogSetting($0.relativePath)) }.map(tagged)
            result.diagnostics += found.diagnostics
        }
        result.markdown.sort { $0.relativePath < $1.relativePath }
        result.media.sort { $0.relativePath < $1.relativePath }
        return config.allowRawHTML ? result : leavingOutActiveMedia(result)
    }

    /// `result` without the media that run script when opened at the site's own address, each
    /// with a warning: published, they would let a page's author run script there, which the
    /// escaping of raw HTML otherwise prevents (`markdown.unsafe` allows both).
    static func leavingOutActiveMedia(_ result: Result) -> Result {
        var kept = result
        var skipped: [Diagnostic] = []
        kept.media = result.media.filter { file in
            guard let reason = ActiveMedia.reason(forFileAt: file.path) else { return true }
            skipped.append(.warning("content.active-file", "\(reason), which can run script on the site, is not published; skipped",
                                    at: SourceLocation(file: file.displayPath), suggestion: "set `markdown.unsafe: true` in guidegen.yml if you trust every author of this content"))
            return false
        }
        kept.diagnostics += skipped
        return kept
    }

    /// True for the files at the top of a catalog that set DocC up rather than hold content:
    /// `Info.plist`, `theme-settings.json`, and the `header.html`/`footer.html` DocC puts
    /// around its own pages.
    static func isCatalogSetting(_ relativePath: String) -> Bool {
        guard !relativePath.contains("/") else { return false }
        return relativePath == "Info.plist" || relativePath == "theme-settings.json" || relativePath.hasSuffix(".html")
    }

    /// True for a DocC catalog: a folder named `….docc`, or one holding an `Info.plist` or an
    /// article at its top with `@TechnologyRoot`.
    public static func isCatalog(_ folder: String) -> Bool {
        var trimmed = folder
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed.hasSuffix(".docc") { return true }
        let fm = FileManager.default
        if fm.fileExists(atPath: folder + "/Info.plist") { return true }
        for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where PathNames.isMarkdown(name) {
            if let data = fm.contents(atPath: folder + "/" + name), String(decoding: data, as: UTF8.self).contains("@TechnologyRoot") { return true }
        }
        return false
    }


    static func join(_ prefix: String, _ relative: String) -> String {
        if prefix.isEmpty || prefix == "." { return relative.isEmpty ? "." : relative }
        // A folder written with a trailing slash (`content: Content/`) is joined with one slash.
        var prefix = Substring(prefix)
        while prefix.count > 1, prefix.hasSuffix("/") { prefix = prefix.dropLast() }
        return relative.isEmpty ? String(prefix) : prefix.hasSuffix("/") ? prefix + relative : prefix + "/" + relative
    }

    /// Why a file operation failed, as the system says it (`file name too long`), rather than
    /// Foundation's whole error.
    public static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let message = strerror(Int32(underlying.code)) {
            return String(cString: message).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain, let message = strerror(Int32(nsError.code)) {
            return String(cString: message).lowercased()
        }
        return nsError.localizedDescription
    }
}

import Foundation
import GuideAppSources
import GuideContent
import GuideCore
import GuideMarkdown

/// Lints files and folders: Markdown pages and (through `AppStringsReader`) an app's strings.
public struct LintRunner: Sendable {
    public var linter: Linter
    public var parser: PageParser
    var defaultLanguage: Language
    var languages: [Language]
    /// How app string keys map to roles (`lint.roles` first, then the defaults).
    public var roles = RolePatterns()
    /// The roles the app's Swift code gives its keys (`--sources`), before the key patterns.
    public var codeRoles = CodeRoles(uses: []) {
        // The product's name is a name in every string (“Open sing-box”), as the vocabulary's are.
        didSet { linter.addVocabulary(codeRoles.namesInCopy) }
    }
    /// The folders of the app's Swift code that guidegen.yml names (`lint.sources`).
    public var sourceFolders: [String] = []
    /// The style per role `lint.style` states for the app's strings.
    public var statedStyles: [Role: CaseStyle] = [:]
    /// The app's house style and names, learned from all its string files before they are
    /// linted (`lint(paths:)`); nil until then.
    public var houseStyle: HouseStyle?
    /// App string keys not linted: keys or glob patterns (`lint.ignore`).
    public var ignoredKeys: [String] = []
    /// The site's content folders per language (`content:` in guidegen.yml), paths as given to
    /// `lint`: a file in one is linted in its language, a DocC catalog's as an article.
    public var contentFolders: [(language: Language, path: String)] = [] {
        didSet { absoluteContentFolders = contentFolders.map { PathNames.absolute($0.path) } }
    }
    /// `contentFolders`' paths in standard form: a file is in one however either is spelt
    /// (`./zh/a.md`, an absolute path, `content: zh/`, `--root ..`).
    private var absoluteContentFolders: [String] = []
    /// When set, only text in these languages is linted: a tag takes its regional forms too
    /// (`en` is also `en-GB`; `zh-Hans` also `zh-Hans-CN`).
    public var onlyLanguages: [String]?

    /// The glossary the linter checks against (the build publishes it).
    public var glossary: Glossary { linter.context.glossary }

    public init(linter: Linter, site: SiteConfig) {
        self.linter = linter
        self.parser = PageParser(config: site)
        parser.readsBody = false  // the linter walks the body itself
        self.defaultLanguage = site.defaultLanguage
        self.languages = site.languages
    }

    /// The extensions of an app's string files: `.strings` tables and String Catalogs.
    public static let stringsExtensions: Set<String> = ["strings", "xcstrings"]
    /// Folders never searched: build output and dependencies (an app's, as its code is
    /// walked), and the site guidegen publishes (`Public`).
    static let skippedFolders = SwiftSourceScanner.skippedFolders.union(["Public"])
    private static let skippedFolderBytes = skippedFolders.map { Array($0.utf8) }

    /// True when a folder on the path is one of `skippedFolders`. The path is split as bytes:
    /// splitting it as characters, for 10,000 paths, was a wait before linting could start.
    static func isInSkippedFolder(_ path: String) -> Bool {
        path.utf8.split(separator: UInt8(ascii: "/")).contains { folder in skippedFolderBytes.contains { $0.elementsEqual(folder) } }
    }

    /// The lintable files under the paths, and diagnostics for paths that are missing or unsupported.
    public func files(in paths: [String]) -> ([String], [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("lint.missing-path", "no file or folder at `\(path)`", at: nil))
                continue
            }
            if !isDirectory.boolValue {
                let ext = PathNames.fileExtension(path)
                if PathNames.isMarkdown(path) || Self.stringsExtensions.contains(ext) {
                    files.append(path)
                } else {
                    diagnostics.append(.error("lint.unsupported", "guidegen lints Markdown (.md), .strings and .xcstrings files, not `.\(ext)`", at: SourceLocation(file: path)))
                }
                continue
            }
            let discovered = ContentDiscovery.discover(root: path, displayPrefix: path)
            diagnostics += discovered.diagnostics.compactMap(Self.lintsOwnWords)
            files += discovered.markdown.map(\.displayPath)
            files += discovered.media.map(\.displayPath).filter { Self.stringsExtensions.contains(PathNames.fileExtension($0)) }
        }
        // One file reached by two names (given twice, or beside a link to it) is linted once,
        // under the first name it was found by: linted twice, a fix made under one name left
        // the other's finding printed.
        var seen = Set<String>()
        let relevant = files.filter { file in
            !Self.isInSkippedFolder(file) && seen.insert(URL(fileURLWithPath: file).resolvingSymlinksInPath().standardizedFileURL.path).inserted
        }
        return (relevant.sorted(), diagnostics)
    }

    /// A problem content discovery found, as lint tells it: a name that is not UTF-8 matters
    /// only for a file lint reads (a page, a string table, the code that gives roles) or a
    /// folder, and cannot be opened (the build's words are about a page's address); nil for
    /// any other file's name.
    static func lintsOwnWords(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard diagnostic.id == "content.name-encoding", let file = diagnostic.location?.file else { return diagnostic }
        let ext = PathNames.fileExtension(file)
        let what: String
        if ext.isEmpty || PathNames.isMarkdown(file) || stringsExtensions.contains(ext) {
            what = "it cannot be opened"
        } else if ["swift", "m", "mm"].contains(ext) {
            what = "its code cannot be read for the roles of the app's strings"
        } else {
            return nil
        }
        return .warning("content.name-encoding", "the name is not valid UTF-8, so \(what); skipped", at: diagnostic.location, suggestion: diagnostic.suggestion)
    }

    /// Lints every file under the paths, in parallel. An app's string files are read once
    /// (`appStringsFiles`): their English strings teach the app's house style and names
    /// (`HouseStyle`), then each file is linted with them.
    /// `readAhead`: the string files, already being read (`StringFilesReadAhead`).
    public func lint(paths: [String], readAhead: StringFilesReadAhead? = nil) -> LintResult {
        let (files, diagnostics) = files(in: paths)
        let strings = files.indices.filter { Self.stringsExtensions.contains(PathNames.fileExtension(files[$0])) }
        var appFiles = [AppStringsFile?](repeating: nil, count: files.count)
        for (index, file) in zip(strings, appStringsFiles(strings.map { files[$0] }, readAhead: readAhead)) { appFiles[index] = file }
        var runner = self
        if houseStyle == nil { runner.houseStyle = learnHouseStyle(from: appFiles.compactMap { $0 }) }
        var result = Self.merged(diagnostics, concurrentMap(files.count) { index in
            appFiles[index].map(runner.lintAppStrings) ?? runner.lint(file: files[index])
        })
        result.houseStyle = runner.houseStyle
        return result
    }

    /// The house style the app's string files show (with `lint.style`'s statements); nil when
    /// there are none.
    func learnHouseStyle(from appFiles: [AppStringsFile]) -> HouseStyle? {
        guard !appFiles.isEmpty else { return nil }
        let english = appFiles.flatMap { $0.segments.filter { RuleLanguage(tag: $0.language.tag) == .english } }
        return HouseStyle.learn(from: english, stated: statedStyles, context: linter.context)
    }

    /// The house style of the app whose string files are under `folder`, learned as `guidegen
    /// lint FOLDER` learns it (with this runner's roles from code); nil when it holds none. The
    /// language server lints an open `.strings` or `.xcstrings` file with it. `unsaved` is a
    /// file's text an editor has not saved (`guidegen lint -`): it stands in for the saved copy.
    public func houseStyle(ofAppIn folder: String, unsaved: (name: String, data: Data)? = nil) -> HouseStyle? {
        let files = files(in: [folder]).0.filter { Self.stringsExtensions.contains(PathNames.fileExtension($0)) }
        return learnHouseStyle(from: appStringsFiles(files, unsaved: unsaved))
    }

    /// An app's string files, read in parallel, with the English of the keys their English
    /// tables lack (`KeysAsText`) in the file that holds each key. `lint(paths:)` and
    /// `houseStyle(ofAppIn:)` both read an app through this, so that the editor learns the
    /// house style the command line does. `unsaved` stands in for the file it names, under the
    /// path `paths` gives that file (so that `KeysAsText` finds its table), or is one more.
    func appStringsFiles(_ paths: [String], unsaved: (name: String, data: Data)? = nil, readAhead: StringFilesReadAhead? = nil) -> [AppStringsFile] {
        var paths = paths, standIn: (path: String, data: Data)?
        if let unsaved {
            let name = PathNames.absolute(unsaved.name)
            let saved = paths.filter { PathNames.absolute($0) == name }
            paths.removeAll { saved.contains($0) }
            standIn = (saved.first ?? unsaved.name, unsaved.data)
        }
        var read = concurrentMap(paths.count) { readAhead?.parsedFile(paths[$0]) ?? readAppStrings(paths[$0]) }
        if let standIn { read.append(parseAppStrings(standIn.data, standIn.path)) }
        // The keys' English joins its file's entries before any file is made segments: each once.
        let codeRoles = codeRoles
        let added = KeysAsText.entries(in: read.map { ($0.path, $0.entries) }) { codeRoles.developmentText(forKey: $0, table: $1) }
        for (index, keys) in added { read[index].entries += keys }
        // The code's roles are worked out once for the files of one table that hold the same
        // keys: its languages, when each is translated in full. Worked out per file, they took
        // a third of the lint time of an app of 600 `.strings` files (a table in 40 languages).
        let linted = concurrentMap(read.count) { lintedEntries(read[$0]) }
        var tables: [TableKeys] = [], tableOf: [Int] = [], known: [TableKeys: Int] = [:]
        for index in read.indices {
            let table = TableKeys(table: StringTable.name(ofFile: read[index].path), keys: Set(linted[index].map(\.key)))
            if known[table] == nil {
                known[table] = tables.count
                tables.append(table)
            }
            tableOf.append(known[table]!)
        }
        let fromCode = concurrentMap(tables.count) { codeRoles.roles(forKeys: tables[$0].keys, table: tables[$0].table, patterns: roles) }
        return concurrentMap(read.count) { appStringsFile(read[$0], linted: linted[$0], fromCode: fromCode[tableOf[$0]]) }
    }

    /// A table's name (a string file's name without its extension) and the keys linted in it.
    private struct TableKeys: Hashable {
        var table: String
        var keys: Set<String>
    }

    /// One result of many, with `diagnostics` first, in output order.
    private static func merged(_ diagnostics: [Diagnostic], _ results: [LintResult]) -> LintResult {
        var result = LintResult()
        result.diagnostics = diagnostics
        for item in results { result.append(item) }
        result.diagnostics = result.diagnostics.sortedForOutput()
        return result
    }

    /// Lints the site's content as the build reads it: the content folder, or with `content:`
    /// naming a folder per language, each of them in its language, DocC catalogs included (their
    /// articles need no front matter). `path` turns a path from the configuration into one to read.
    public func lint(site config: SiteConfig, path: (String) -> String) -> LintResult {
        let discovered = ContentDiscovery.discover(config: config, path: path)
        let pages = discovered.markdown.filter { !Self.isInSkippedFolder($0.displayPath) }
        let strings = discovered.media.map(\.displayPath).filter { Self.stringsExtensions.contains(PathNames.fileExtension($0)) && !Self.isInSkippedFolder($0) }
        return Self.merged(discovered.diagnostics, concurrentMap(pages.count + strings.count) { i in
            i < pages.count ? lint(contentFile: pages[i]) : lint(file: strings[i - pages.count])
        })
    }

    /// Lints a page of the site in the language its folder gives it; a page of guidegen's own
    /// format without front matter is linted as text, as `lint FILE` does.
    func lint(contentFile file: ContentFile) -> LintResult {
        switch AppStringsReader.contents(of: file.path, unreadableID: "content.unreadable") {
        case .failure(let diagnostic):
            var result = LintResult()
            result.diagnostics = [diagnostic]
            return result
        case .data(let data):
            return lint(contentFile: file, data: data)
        }
    }

    private func lint(contentFile file: ContentFile, data: Data) -> LintResult {
        if file.isCatalog || Self.startsWithFrontMatter(data) { return lintPage(file, data: data) }
        guard let language = file.language, case .success(let text) = TextDecoding.utf8(data) else { return lintStandalone(data, name: file.displayPath) }
        return lint(page: Page.standalone(path: file.displayPath, text: text, language: language))
    }

    /// The file as the site's content holds it, when it lies in a content folder of a language
    /// (`content:` in guidegen.yml): its language and whether it is a DocC catalog's. A file in a
    /// `….docc` folder elsewhere is an article of that catalog, in its language, as
    /// `guidegen build <catalog>` reads it.
    public func contentFile(at path: String) -> ContentFile? {
        let absolute = PathNames.absolute(path)
        if let index = absoluteContentFolders.firstIndex(where: { absolute.hasPrefix($0 + "/") }) {
            let (language, folder) = contentFolders[index]
            let relative = String(absolute.dropFirst(absoluteContentFolders[index].count + 1))
            return ContentFile(path: path, relativePath: language.tag + "/" + relative, displayPath: path, language: language,
                               isCatalog: ContentDiscovery.isCatalog(folder), folderRelativePath: relative)
        }
        guard let folder = Self.enclosingCatalog(of: path) else { return nil }
        let relative = String(path.dropFirst(folder.count + 1))
        let language = SiteConfig.catalogLanguage(of: folder)
        return ContentFile(path: path, relativePath: language.tag + "/" + relative, displayPath: path, language: language,
                           isCatalog: true, folderRelativePath: relative)
    }

    /// The innermost folder named `….docc` that holds `path`, if any.
    static func enclosingCatalog(of path: String) -> String? {
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if folder.hasSuffix(".docc") { return String(folder) }
        }
        return nil
    }

    /// Lints one file.
    public func lint(file path: String) -> LintResult {
        let isStrings = Self.stringsExtensions.contains(PathNames.fileExtension(path))
        switch AppStringsReader.contents(of: path, unreadableID: isStrings ? "strings.unreadable" : "content.unreadable") {
        case .data(let data):
            return lint(data: data, name: path)
        case .failure(let diagnostic):
            var result = LintResult()
            result.diagnostics = [diagnostic]
            return result
        }
    }

    /// Lints bytes read elsewhere, such as standard input or an editor's unsaved buffer. `name` is
    /// the path they stand for: its extension and language suffix decide how they are read (as
    /// for a file), and findings name it.
    public func lint(data: Data, name path: String) -> LintResult {
        if Self.stringsExtensions.contains(PathNames.fileExtension(path)) { return lintAppStrings(data, path) }
        if let file = contentFile(at: path) { return lint(contentFile: file, data: data) }
        return lintStandalone(data, name: path)
    }

    /// Lints a Markdown file outside the site's content folders: with front matter as a page,
    /// without as text in the language its name's suffix gives.
    private func lintStandalone(_ data: Data, name path: String) -> LintResult {
        // The folder above the file stands in for a section, so any page parses as a topic.
        let file = ContentFile(path: path, relativePath: "lint/" + PathNames.fileName(path), displayPath: path)
        if Self.startsWithFrontMatter(data) { return lintPage(file, data: data) }
        switch TextDecoding.utf8(data) {
        case .success(let text):
            return lint(page: Page.standalone(path: path, text: text, language: language(ofFile: path)))
        case .failure(let failure):
            var result = LintResult()
            result.diagnostics = [.error("content.encoding", failure.message, at: failure.location(in: path))]
            return result
        }
    }

    /// Parses a file with front matter (or a catalog's article) and lints the page as the build
    /// does, on the tree the parser made (a catalog article's whole text, title and abstract
    /// included).
    private func lintPage(_ file: ContentFile, data: Data) -> LintResult {
        let (page, diagnostics, document) = parser.parseKeepingDocument(file, data: data)
        // Site-structure findings (sections, ids) are the build's business, not the linter's.
        var result = LintResult()
        result.diagnostics = diagnostics.filter { !["content.no-section", "content.file-name", "content.language"].contains($0.id) }
        if let page { result.append(lint(page: page, document: document)) }
        return result
    }

    static func startsWithFrontMatter(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: "---".utf8) || bytes.starts(with: [0xEF, 0xBB, 0xBF] + Array("---".utf8))
    }

    /// Lints a parsed page (the build calls this for every page of the site).
    /// `document` is the page body's cmark tree when the caller already has it (the build's
    /// parse stage does), so that it is not parsed again.
    public func lint(page: Page, document: MarkdownDocument? = nil) -> LintResult {
        var (segments, suppressions) = MarkdownSegments.extract(page, document: document)
        if onlyLanguages != nil { segments = segments.filter { includes($0.language) } }
        return linter.lint(segments, source: { SourceText(path: page.path, text: page.fileText) }, suppressions: suppressions)
    }

    /// True when text in the language is linted in this run (`--languages`).
    func includes(_ language: Language) -> Bool {
        guard let onlyLanguages else { return true }
        let tag = language.tag.lowercased()
        return onlyLanguages.contains { wanted in
            let wanted = wanted.lowercased()
            return tag == wanted || tag.hasPrefix(wanted + "-")
        }
    }

    /// The language of a Markdown file without front matter: its name's suffix, or the default.
    func language(ofFile path: String) -> Language {
        PageFileName.split((path as NSString).lastPathComponent).languageTag.map(Language.init) ?? defaultLanguage
    }

    /// Lints an app's `.strings` file or String Catalog, each string in the role the app's code
    /// gives its key, or else the role its key implies.
    func lintAppStrings(_ data: Data, _ path: String) -> LintResult {
        lintAppStrings(appStringsFile(parseAppStrings(data, path)))
    }

    /// Lints an app's string file as read, with the house style and names.
    func lintAppStrings(_ file: AppStringsFile) -> LintResult {
        var segments = file.segments
        if let houseStyle {
            for i in segments.indices {
                if let style = houseStyle.styles[segments[i].role], let reason = houseStyle.reasons[segments[i].role] {
                    segments[i].houseStyle = (style, reason)
                }
                segments[i].capitalizedWords = houseStyle.names
                segments[i].namePhrases = houseStyle.namePhrases
                segments[i].labelPhrases = houseStyle.labelPhrases
                segments[i].lowercaseWords = houseStyle.lowercaseWords
                segments[i].codeWords = houseStyle.codeWords
            }
        }
        var result = linter.lint(segments, source: SourceText(path: file.path, text: file.text))
        result.diagnostics = file.diagnostics + result.diagnostics
        return result
    }

    /// An app's string file read once: its segments in their roles, its problems and its text.
    struct AppStringsFile {
        var path: String
        var segments: [LintSegment]
        var diagnostics: [Diagnostic]
        var text: String
    }

    /// An app's string file parsed, before its entries are made segments.
    struct ParsedAppStrings {
        var path: String
        /// Every entry as read, before `--languages` and `lint.ignore` (`KeysAsText` reads them).
        var entries: [AppString]
        var diagnostics: [Diagnostic]
        var text: String
    }

    /// Reads an app's string file; one that cannot be read has only the diagnostic saying why.
    func readAppStrings(_ path: String) -> ParsedAppStrings {
        switch AppStringsReader.contents(of: path, unreadableID: "strings.unreadable") {
        case .data(let data): return parseAppStrings(data, path)
        case .failure(let diagnostic): return ParsedAppStrings(path: path, entries: [], diagnostics: [diagnostic], text: "")
        }
    }

    /// Parses an app's `.strings` file or String Catalog.
    func parseAppStrings(_ data: Data, _ path: String) -> ParsedAppStrings {
        if PathNames.fileExtension(path) == "xcstrings" {
            let read = StringCatalog.parse(data, file: path)
            return ParsedAppStrings(path: path, entries: read.entries, diagnostics: read.diagnostics, text: read.text)
        }
        let read = StringsFile.parse(data, file: path, language: StringsFile.language(forPath: path) ?? .english)
        return ParsedAppStrings(path: path, entries: read.entries, diagnostics: read.diagnostics, text: read.text)
    }

    /// An app's parsed string file as segments, each in the role the app's code gives its key,
    /// or else the role its key implies; with the file's problems and its text.
    func appStringsFile(_ file: ParsedAppStrings) -> AppStringsFile {
        let linted = lintedEntries(file)
        return appStringsFile(file, linted: linted,
                              fromCode: codeRoles.roles(forKeys: Set(linted.map(\.key)), table: StringTable.name(ofFile: file.path), patterns: roles))
    }

    /// The entries of a string file that are linted: in the languages linted, not ignored by
    /// `lint.ignore`, each variant once.
    private func lintedEntries(_ file: ParsedAppStrings) -> [AppString] {
        Self.withoutRepeatedVariants(file.entries.filter { entry in includes(entry.language) && !ignoredKeys.contains { RolePatterns.matches(entry.key, pattern: $0) } })
    }

    /// `appStringsFile(_:)` with its linted entries and the code's roles for their keys.
    private func appStringsFile(_ file: ParsedAppStrings, linted: [AppString], fromCode: [String: CodeRoles.FromCode]) -> AppStringsFile {
        var segments = AppStringsReader.segments(from: linted, roles: roles)
        if !codeRoles.identifiers.isEmpty {
            for i in segments.indices { segments[i].appIdentifiers = codeRoles.identifiers }
        }
        if !fromCode.isEmpty {
            // A key pattern the code contradicts on most of the keys it places says nothing of
            // the keys it does not place.
            let contradicted = Self.patternsContradicted(segments, fromCode: fromCode, patterns: roles)
            for i in segments.indices where !contradicted.isEmpty && fromCode[segments[i].key ?? ""] == nil
                && Self.roleIsFromKeyPattern(segments[i], patterns: roles)
                && roles.defaultPattern(forKey: segments[i].key ?? "").map(contradicted.contains) == true {
                segments[i].role = .text
            }
            // The English text of each key, for every language's segment of it: in this file, or
            // the key itself when it is English text.
            var englishTexts: [String: String] = [:]
            for segment in segments where segment.language.isEnglish {
                if let key = segment.key, englishTexts[key] == nil { englishTexts[key] = segment.text }
            }
            // Each key's English text is read once, not once per language.
            var noControlsLabels: [String: Bool] = [:]
            func isNoControlsLabel(_ english: String) -> Bool {
                if let known = noControlsLabels[english] { return known }
                let answer = RolePatterns.isNoControlsLabel(english.trimmingCharacters(in: .whitespacesAndNewlines))
                noControlsLabels[english] = answer
                return answer
            }
            for i in segments.indices {
                guard let key = segments[i].key, let code = fromCode[key] else { continue }
                segments[i].role = code.role
                segments[i].roleSource = code.source
                // A statement (“An error occurred”) or a sentence of six words or more is no
                // control's label (a tutorial's note people tap to open again), as a key named
                // for a button with one is not.
                if code.role == .button || code.role == .menuItem,
                   let english = englishTexts[key] ?? (key.contains(where: \.isWhitespace) ? key : nil),
                   isNoControlsLabel(english) {
                    segments[i].role = .text
                    segments[i].roleSource = Diagnostic.Note(location: code.source.location,
                                                             message: "checked as text: the code shows this key in a control here, but a statement, or a sentence of six words or more, is no control's label")
                }
                segments[i].localizedArguments = code.localizedArguments
                if code.spokenByPeople { segments[i].suppressed.formUnion(FirstPersonRule.appVoiceRules) }
                if code.isCode { segments[i].suppressed.insert("*") }
                segments[i].isAccessibilityHint = code.isAccessibilityHint
                segments[i].alsoShownAs = code.otherRoles
            }
        }
        // On a Mac people click and choose: the touch-screen wording rules skip a string the
        // code shows there, and one it does not show in a Mac app.
        for i in segments.indices where (segments[i].key.flatMap { fromCode[$0]?.platform } ?? codeRoles.platform) == .mac {
            segments[i].suppressed.formUnion(Self.touchScreenRules)
        }
        return AppStringsFile(path: file.path, segments: segments, diagnostics: file.diagnostics, text: file.text)
    }

    /// True when the segment's role is what a default key pattern gave it (`settings_title`),
    /// not a storyboard's object, the project's own pattern or the code.
    static func roleIsFromKeyPattern(_ segment: LintSegment, patterns: RolePatterns) -> Bool {
        guard segment.roleSource == nil, segment.role != .text, let key = segment.key else { return false }
        return patterns.customRole(forKey: key) == nil && InterfaceBuilderStrings.objectKey(key) == nil
    }

    /// The default key patterns the app's code contradicts: of the keys a pattern gives its role
    /// and the code places, at least `minimumPlacedForPattern`, fewer than half are shown in that
    /// role (a message and an alert's message alike). An app that ends nearly every key in
    /// `_title`, for buttons, labels and toggles alike, names its keys so; the word does not say
    /// where the string is shown. Each pattern is judged apart: an app whose `…_description`
    /// keys are running text may still name its messages `…_message`.
    static func patternsContradicted(_ segments: [LintSegment], fromCode: [String: CodeRoles.FromCode], patterns: RolePatterns) -> Set<String> {
        var counts: [String: (placed: Int, agreeing: Int)] = [:]
        var seen: Set<String> = []
        for segment in segments where roleIsFromKeyPattern(segment, patterns: patterns) {
            guard let key = segment.key, let code = fromCode[key], let pattern = patterns.defaultPattern(forKey: key),
                  seen.insert(key).inserted else { continue }
            counts[pattern, default: (0, 0)].placed += 1
            if code.role == segment.role || Self.messageRoles.isSuperset(of: [code.role, segment.role]) { counts[pattern, default: (0, 0)].agreeing += 1 }
        }
        return Set(counts.filter { $0.value.placed >= minimumPlacedForPattern && $0.value.agreeing * 2 < $0.value.placed }.keys)
    }

    static let minimumPlacedForPattern = 10
    /// A message and an alert's message are read alike (both end with a period).
    private static let messageRoles: Set<Role> = [.message, .alertMessage]

    /// The entries without a regional variant's string (`en-GB`) that is its base language's
    /// (`en`) for the same key and variant: the same text again would bring the same findings.
    static func withoutRepeatedVariants(_ entries: [AppString]) -> [AppString] {
        struct Slot: Hashable { var key: String, variant: String?, language: String }
        var values: [Slot: String] = [:]
        for entry in entries { values[Slot(key: entry.key, variant: entry.variant, language: entry.language.tag.lowercased())] = entry.value }
        return entries.filter { entry in
            let tag = entry.language.tag.lowercased()
            guard let dash = tag.lastIndex(of: "-") else { return true }
            let base = Slot(key: entry.key, variant: entry.variant, language: String(tag[..<dash]))
            return values[base] != entry.value
        }
    }

    /// Rules about touch-screen wording, skipped for the strings shown on a Mac.
    static let touchScreenRules: Set<String> = ["en.tap", "zh.tap"]
}

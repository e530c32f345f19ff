import Foundation
import GuideCore
import Yams

/// The settings in `guidegen.yml`. Every key is optional; the defaults publish `Content/`
/// with `Theme/` into `Public/` in English and Simplified Chinese.
public struct SiteConfig: Sendable {
    /// The site's name per language (`title: {en: …, zh-Hans: …}` or one string for all).
    public var titles: [Language: String] = [:]
    /// Where the site will live: an absolute URL (`https://example.com/hig/`) or just a path (`/hig/`).
    public var baseURL: String = "/" {
        // Read for every URL of every page: parsed once here rather than on each read.
        didSet { (basePath, origin) = Self.parse(baseURL: baseURL) }
    }
    /// The content languages, in the order the language switcher lists them.
    public var languages: [Language] = [.english, .simplifiedChinese]
    /// The language of files without a language suffix and the one the root page falls back to.
    public var defaultLanguage: Language = .english
    public var contentPath = "Content"
    /// A content folder per language (`content: {en: …, zh-Hans: …}`), in the order of
    /// `languages`; each is guidegen's own format or a DocC catalog. Empty when `content:` names
    /// one folder.
    public var contentFolders: [(language: Language, path: String)] = []
    public var themePath = "Theme"
    /// True when guidegen.yml or `--theme` names the theme folder, so that a missing folder is a
    /// mistake; otherwise a site without `Theme/` uses the theme built into guidegen.
    public var themeIsConfigured = false
    public var outputPath = "Public"
    /// Path of the bilingual glossary, relative to the site root.
    public var glossaryPath = "glossary.yml"
    /// True when guidegen.yml names the glossary, so that a missing file is a mistake rather
    /// than a site without a glossary.
    public var glossaryIsConfigured = false
    /// How translations are checked against their source (`translations:`).
    public var translations = TranslationSettings()
    /// Let raw HTML in Markdown through; by default it is escaped and shown as text.
    public var allowRawHTML = false
    /// The file the configuration came from, if any.
    public var file: String?

    /// `search.synonyms`: by language tag, a reader's word (lowercased) → the site's word for
    /// it, expanded by the search at query time.
    public var searchSynonyms: [String: [String: String]] = [:]
    /// `interface:`: by language tag, the site's words for the templates' `ui.*` keys, over
    /// guidegen's own (`InterfaceStrings`).
    public var interfaceWords: [String: [String: String]] = [:]
    /// `serve:` — where `guidegen serve` listens unless its `--host` and `--port` say otherwise.
    public var serve = ServeSettings()
    /// Where guidegen.yml writes each setting's value, by its key (`content`, `theme`,
    /// `glossary`, `translations.source`, `serve.host`): a problem with what the value names
    /// (a missing folder) is reported there. A setting the command line overrides has none.
    public var settingLocations: [String: SourceLocation] = [:]

    public init() {}

    /// The path part of the base URL, always starting and ending with `/` (`/`, `/hig/`).
    public private(set) var basePath = "/"

    /// The scheme and host of the base URL (`https://example.com`), or nil when only a path is set.
    public private(set) var origin: String?

    private static func parse(baseURL: String) -> (basePath: String, origin: String?) {
        var path = baseURL
        var origin: String?
        if let schemeEnd = path.range(of: "://") {
            let afterScheme = path[schemeEnd.upperBound...]
            origin = String(baseURL[..<schemeEnd.upperBound]) + afterScheme.prefix { $0 != "/" }
            path = afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
        }
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        return (path, origin)
    }

    /// The site title in a language, falling back to the default language's and then to "Guidelines".
    public func title(in language: Language) -> String {
        titles[language] ?? titles[defaultLanguage] ?? titles.values.first ?? "Guidelines"
    }

    static let knownKeys = ["title", "base_url", "languages", "default_language", "content", "theme", "output", "glossary", "markdown", "translations", "lint", "search", "serve", "diagnostics", "interface"]

    /// Reads `guidegen.yml`; problems are diagnostics at their lines and leave the defaults in place.
    public static func load(file: String, text: String) -> (SiteConfig, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let root = YAMLReader(file: file, lineOffset: 0).parse(text, into: &diagnostics)
        let (config, problems) = load(file: file, root: root)
        return (config, diagnostics + problems)
    }

    /// Reads `guidegen.yml` as parsed (nil: it did not parse, and that was reported).
    public static func load(file: String, root: Node?) -> (SiteConfig, [Diagnostic]) {
        var config = SiteConfig()
        config.file = file
        var diagnostics: [Diagnostic] = []
        let reader = YAMLReader(file: file, lineOffset: 0)
        guard let root else { return (config, diagnostics) }
        if case let .scalar(scalar) = root, scalar.string.isEmpty { return (config, diagnostics) }
        guard let entries = reader.mapping(root, key: "guidegen.yml", into: &diagnostics) else { return (config, diagnostics) }

        // `title` and a per-language `content` name languages, so they are read once `languages` is known.
        var titleNode: Node?
        var contentNode: Node?
        var interfaceNode: Node?
        for (key, keyNode, value) in entries {
            config.settingLocations[key] = reader.location(value)
            switch key {
            case "title": titleNode = value
            case "base_url": config.readBaseURL(value, reader: reader, into: &diagnostics)
            case "languages": config.readLanguages(value, reader: reader, into: &diagnostics)
            case "default_language":
                if let tag = reader.string(value, key: key, into: &diagnostics) { config.defaultLanguage = Language(tag) }
            case "content":
                if case .scalar = value {
                    if let path = Self.path(value, key: key, reader: reader, into: &diagnostics) { config.contentPath = path }
                } else {
                    contentNode = value
                }
            case "theme":
                if let path = Self.path(value, key: key, reader: reader, into: &diagnostics) { config.themePath = path; config.themeIsConfigured = true }
            case "output":
                if let path = Self.path(value, key: key, reader: reader, into: &diagnostics) { config.outputPath = path }
            case "glossary":
                if let path = Self.path(value, key: key, reader: reader, into: &diagnostics) {
                    config.glossaryPath = path
                    config.glossaryIsConfigured = true
                }
            case "markdown": config.readMarkdown(value, reader: reader, into: &diagnostics)
            case "translations": config.readTranslations(value, reader: reader, into: &diagnostics)
            case "search": config.readSearch(value, reader: reader, into: &diagnostics)
            case "serve": config.readServe(value, reader: reader, into: &diagnostics)
            case "interface": interfaceNode = value
            case "lint", "diagnostics":
                // Read by the linter (LintConfig), which knows every rule's id.
                break
            default:
                diagnostics.append(unknownKey(key, at: reader.location(keyNode), known: knownKeys))
            }
        }
        if let source = config.translations.source, !config.languages.contains(source) {
            diagnostics.append(.error("config.invalid", "`translations.source` is `\(source.tag)`, which is not one of the site's languages",
                                      at: config.settingLocations["translations.source"],
                                      suggestion: Suggestions.didYouMean(source.tag, in: config.languages.map(\.tag))))
        }
        if let titleNode { config.readTitles(titleNode, reader: reader, into: &diagnostics) }
        if let contentNode { config.readContentFolders(contentNode, reader: reader, into: &diagnostics) }
        if let interfaceNode { config.readInterface(interfaceNode, reader: reader, into: &diagnostics) }
        if !config.languages.contains(config.defaultLanguage) {
            let node = entries.first { $0.key == "default_language" }?.value
            diagnostics.append(.error("config.invalid", "`default_language` is `\(config.defaultLanguage.tag)`, which is not in `languages`",
                                      at: node.map(reader.location) ?? SourceLocation(file: file, line: 1, column: 1),
                                      suggestion: Suggestions.didYouMean(config.defaultLanguage.tag, in: config.languages.map(\.tag))))
            config.defaultLanguage = config.languages[0]
        }
        return (config, diagnostics)
    }

    /// `base_url:` — an absolute URL or a path starting with `/`.
    private mutating func readBaseURL(_ value: Node, reader: YAMLReader, into diagnostics: inout [Diagnostic]) {
        guard let url = reader.string(value, key: "base_url", into: &diagnostics) else { return }
        if Self.isBaseURL(url) {
            baseURL = url
        } else {
            diagnostics.append(.error("config.invalid", "`base_url` must be \(Self.baseURLForms)", at: reader.location(value)))
        }
    }

    /// What a base URL may be, as the error for one that is not says it.
    public static let baseURLForms = "an http or https URL such as `https://example.com/hig/` or a path starting with one `/`, of at most 1,000 characters"

    /// Every page's links start with the base URL, and a sitemap takes URLs of under 2,048
    /// characters: the rest is left for the pages' paths.
    static let baseURLMaximumLength = 1_000

    /// True for an `http` or `https` URL with a host, or a path that starts with one `/`, of at
    /// most `baseURLMaximumLength` bytes with no space, control character, quote, `<`, `>` or `\\`. Every page's links and scripts start
    /// with it: `//host/` would load the theme's scripts from another host, and `javascript:` is
    /// no place to serve a site from.
    public static func isBaseURL(_ url: String) -> Bool {
        guard url.utf8.count <= baseURLMaximumLength else { return false }
        guard !url.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || "\"'<>\\`".unicodeScalars.contains($0) }) else { return false }
        if url.hasPrefix("/") { return !url.hasPrefix("//") }
        let lower = url.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return false }
        // A host that is missing or does not parse (`http://[::1`) would make every absolute URL invalid.
        return URLComponents(string: url)?.host?.isEmpty == false
    }

    /// `languages:` — a list of language tags, each at most once.
    private mutating func readLanguages(_ value: Node, reader: YAMLReader, into diagnostics: inout [Diagnostic]) {
        guard let list = reader.strings(value, key: "languages", into: &diagnostics) else { return }
        var languages: [Language] = []
        for (tag, node) in list {
            if let listed = languages.first(where: { $0.tag.lowercased() == tag.lowercased() }) {
                // A second listing would build every page of the language twice; tags name one
                // language in any case, and on a file system that ignores case one folder.
                let written = listed.tag == tag ? "" : " (as `\(listed.tag)`: tags are compared without case)"
                diagnostics.append(.warning("config.duplicate-language", "`\(tag)` is already listed in `languages`\(written); this entry is ignored", at: reader.location(node)))
            } else if Self.isLanguageTag(tag) {
                languages.append(Language(tag))
            } else {
                // Page files name their language with its first subtag in lower case (`a.en.md`).
                let lowered = tag.prefix { $0 != "-" }.lowercased() + tag.drop { $0 != "-" }
                diagnostics.append(.error("config.invalid", "`\(tag)` is not a language tag such as `en` or `zh-Hans`", at: reader.location(node),
                                          suggestion: Self.isLanguageTag(lowered) ? "write `\(lowered)`: the language subtag is written in lower case" : nil))
            }
        }
        if languages.isEmpty {
            diagnostics.append(.error("config.invalid", "`languages` must name at least one language", at: reader.location(value)))
        } else {
            self.languages = languages
        }
    }

    /// `markdown:` — only `unsafe`, which lets raw HTML through.
    private mutating func readMarkdown(_ value: Node, reader: YAMLReader, into diagnostics: inout [Diagnostic]) {
        guard let options = reader.mapping(value, key: "markdown", into: &diagnostics) else { return }
        for (option, optionNode, optionValue) in options {
            if option == "unsafe" {
                if let flag = reader.bool(optionValue, key: "markdown.unsafe", into: &diagnostics) { allowRawHTML = flag }
            } else {
                diagnostics.append(Self.unknownKey(option, at: reader.location(optionNode), known: ["unsafe"]))
            }
        }
    }

    /// `translations:` — `source`, `outdated` (a severity or `off`) and `fail`.
    private mutating func readTranslations(_ value: Node, reader: YAMLReader, into diagnostics: inout [Diagnostic]) {
        guard let options = reader.mapping(value, key: "translations", into: &diagnostics) else { return }
        for (option, optionNode, optionValue) in options {
            switch option {
            case "source":
                if let tag = reader.string(optionValue, key: "translations.source", into: &diagnostics) { translations.source = Language(tag) }
                settingLocations["translations.source"] = reader.location(optionValue)
            case "outdated":
                let name = reader.string(optionValue, key: "translations.outdated", into: &diagnostics)
                switch name {
                case "off": translations.severity = nil
                case "note": translations.severity = .note
                case "warning": translations.severity = .warning
                case "error": translations.severity = .error
                case nil: break
                case let other?:
                    diagnostics.append(.error("config.invalid", "`translations.outdated` is `off`, `note`, `warning` or `error`, not `\(other)`", at: reader.location(optionValue)))
                }
            case "fail":
                if let flag = reader.bool(optionValue, key: "translations.fail", into: &diagnostics) { translations.reportFails = flag }
            default:
                diagnostics.append(Self.unknownKey(option, at: reader.location(optionNode), known: ["source", "outdated", "fail"]))
            }
        }
    }

    /// `search:` — only `synonyms`: language → {a reader's word: the site's}.
    private mutating func readSearch(_ value: Node, reader: YAMLReader, into diagnostics: inout [Diagnostic]) {
        guard let options = reader.mapping(value, key: "search", into: &diagnostics) else { return }
        for (option, optionNode, optionValue) in options {
            guard option == "synonyms" else {
                diagnostics.append(Self.unknownKey("search.\(option)", at: reader.location(optionNode), known: ["search.synonyms"]))
                continue
            }
            for (tag, _, table) in reader.mapping(optionValue, key: "search.synonyms", into: &diagnostics) ?? [] {
                for (word, wordNode, preferred) in reader.mapping(table, key: "search.synonyms.\(tag)", into: &diagnostics) ?? [] {
                    guard let preferred = reader.string(preferred, key: "search.synonyms.\(tag).\(word)", into: &diagnostics) else { continue }
                    // An empty word is found everywhere: the search would replace it without end.
                    guard !word.trimmingCharacters(in: .whitespaces).isEmpty, !preferred.trimmingCharacters(in: .whitespaces).isEmpty else {
                        diagnostics.append(.error("config.invalid", "a synonym and the word it leads to in `search.synonyms.\(tag)` must not be empty", at: reader.location(wordNode)))
                        continue
                    }
                    searchSynonyms[tag, default: [:]][word.lowercased()] = preferred
                }
            }
        }
    }

    /// `interface:` — language → {word's key: the site's word}; read once `languages` is known.
    private mutating func readInterface(_ value: Node, reader: YAMLReader, into diagnostics: inout [Diagnostic]) {
        let keys = InterfaceStrings.allKeys
        for (tag, tagNode, table) in reader.mapping(value, key: "interface", into: &diagnostics) ?? [] {
            guard languages.contains(Language(tag)) else {
                diagnostics.append(.error("config.invalid", "`interface.\(tag)` gives words for `\(tag)`, which is not one of the site's languages (\(languages.map(\.tag).joined(separator: ", ")))",
                                          at: reader.location(tagNode)))
                continue
            }
            for (key, keyNode, word) in reader.mapping(table, key: "interface.\(tag)", into: &diagnostics) ?? [] {
                guard InterfaceStrings.isKey(key) else {
                    diagnostics.append(Self.unknownKey("interface.\(tag).\(key)", at: reader.location(keyNode), known: keys.map { "interface.\(tag).\($0)" }))
                    continue
                }
                if let word = reader.string(word, key: "interface.\(tag).\(key)", into: &diagnostics) { interfaceWords[tag, default: [:]][key] = word }
            }
        }
    }

    /// `serve:` — `port` and `host`.
    private mutating func readServe(_ value: Node, reader: YAMLReader, into diagnostics: inout [Diagnostic]) {
        for (option, optionNode, optionValue) in reader.mapping(value, key: "serve", into: &diagnostics) ?? [] {
            switch option {
            case "port":
                if let port = reader.int(optionValue, key: "serve.port", into: &diagnostics) {
                    if (0...65535).contains(port) {
                        serve.port = port
                    } else {
                        diagnostics.append(.error("config.invalid", "`serve.port` must be between 0 and 65535 (0: any free port)", at: reader.location(optionValue)))
                    }
                }
            case "host":
                serve.host = reader.string(optionValue, key: "serve.host", into: &diagnostics)
                settingLocations["serve.host"] = reader.location(optionValue)
            default:
                diagnostics.append(Self.unknownKey("serve.\(option)", at: reader.location(optionNode), known: ["serve.port", "serve.host"]))
            }
        }
    }

    /// `title:` — one string for every language, or one per language of `languages`.
    private mutating func readTitles(_ titleNode: Node, reader: YAMLReader, into diagnostics: inout [Diagnostic]) {
        if case let .scalar(scalar) = titleNode {
            for language in languages { titles[language] = scalar.string }
            return
        }
        for (tag, tagNode, value) in reader.mapping(titleNode, key: "title", into: &diagnostics) ?? [] {
            let language = Language(tag)
            if !languages.contains(language) {
                diagnostics.append(.error("config.invalid", "`title` names `\(tag)`, which is not one of the site's languages", at: reader.location(tagNode),
                                          suggestion: Suggestions.didYouMean(tag, in: languages.map(\.tag))))
            } else if let title = reader.string(value, key: "title.\(tag)", into: &diagnostics) {
                titles[language] = title
            }
        }
    }

    /// A setting that names a file or folder: text that is not empty (an empty path is the
    /// site's folder itself, which every check would then blame on another setting).
    private static func path(_ value: Node, key: String, reader: YAMLReader, into diagnostics: inout [Diagnostic]) -> String? {
        guard let path = reader.string(value, key: key, into: &diagnostics) else { return nil }
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
            diagnostics.append(.error("config.invalid", "`\(key)` must name a file or folder, not be empty", at: reader.location(value)))
            return nil
        }
        return path
    }

    /// `content:` as a mapping — a folder per language of `languages`, kept in their order.
    private mutating func readContentFolders(_ contentNode: Node, reader: YAMLReader, into diagnostics: inout [Diagnostic]) {
        guard let folders = reader.mapping(contentNode, key: "content", into: &diagnostics) else { return }
        for (tag, tagNode, value) in folders {
            let language = Language(tag)
            if !languages.contains(language) {
                diagnostics.append(.error("config.invalid", "`content` names `\(tag)`, which is not one of the site's languages", at: reader.location(tagNode),
                                          suggestion: Suggestions.didYouMean(tag, in: languages.map(\.tag))))
            } else if let path = Self.path(value, key: "content.\(tag)", reader: reader, into: &diagnostics) {
                contentFolders.append((language, path))
            }
        }
        let languages = languages  // the sort's closure may not read `self` while it sorts `contentFolders`
        contentFolders.sort { (languages.firstIndex(of: $0.language) ?? 0) < (languages.firstIndex(of: $1.language) ?? 0) }
    }

    /// The content folders per language, paths made readable by `path`: `contentFolders`, or
    /// when `content:` names one DocC catalog, that catalog in the default language. Empty for
    /// one folder of guidegen's own format.
    public func contentFolders(resolving path: (String) -> String) -> [(language: Language, path: String)] {
        if !contentFolders.isEmpty { return contentFolders.map { ($0.language, path($0.path)) } }
        let single = path(contentPath)
        return ContentDiscovery.isCatalog(single) ? [(defaultLanguage, single)] : []
    }

    /// Makes this a one-language site of one DocC catalog, as `docc convert` builds it: the
    /// language from the catalog's Info.plist (`CDDefaultLocale`, else English) and, unless the
    /// configuration names one, its title (`CFBundleDisplayName`).
    public mutating func useCatalog(_ path: String) {
        let info = Self.catalogInfo(path)
        let language = Self.catalogLanguage(info)
        // As DocC names a catalog: its display name, else its module's (or bundle's) name.
        let title = titles[language] ?? titles[defaultLanguage] ?? info["CFBundleDisplayName"] ?? Self.catalogModuleNames(path).first
        languages = [language]
        defaultLanguage = language
        contentFolders = [(language, path)]
        if let title { titles = [language: title] }
    }

    /// The names a DocC catalog's module may have, likeliest first: the target folder that holds
    /// it (`Sources/ArgumentParser/Documentation.docc`, GRDB's `GRDB/Documentation.docc`) and
    /// the catalog's own name (`Kit.docc`), the folder first when it is under `Sources` or the
    /// catalog has a generic name (`Docs`, `Documentation`); a name with dashes also as Swift
    /// spells its module (`protoc-gen-swift` is `protoc_gen_swift`). A documentation extension
    /// file titled with one of these (`` # ``ArgumentParser`` ``) is the module's page: the
    /// catalog's root.
    static func catalogModuleNames(_ catalog: String) -> [String] {
        let parts = catalog.split(separator: "/").filter { $0 != "." }
        guard let folder = parts.last else { return [] }
        let stem = String(folder.hasSuffix(".docc") ? folder.dropLast(5) : folder)
        var names = [stem]
        if parts.count >= 2, parts[parts.count - 2] != "..", !parts[parts.count - 2].hasSuffix(".docc") {
            let parent = String(parts[parts.count - 2])
            let folderFirst = stem == "Documentation" || stem == "Docs" || (parts.count >= 3 && parts[parts.count - 3] == "Sources")
            names = folderFirst ? [parent, stem] : [stem, parent]
        }
        for name in names where name.contains("-") { names.append(name.replacingOccurrences(of: "-", with: "_")) }
        return names
    }

    /// The language of a DocC catalog: its Info.plist's `CDDefaultLocale`, else English.
    public static func catalogLanguage(of catalog: String) -> Language {
        catalogLanguage(catalogInfo(catalog))
    }

    /// English when the locale is no language tag: the tag names folders and is written into the
    /// root page's script, and a repository writes the Info.plist.
    private static func catalogLanguage(_ info: [String: String]) -> Language {
        guard let tag = info["CDDefaultLocale"]?.replacingOccurrences(of: "_", with: "-"), isLanguageTag(tag) else { return .english }
        return Language(tag)
    }

    /// The string values of a catalog's Info.plist (empty when it has none, it cannot be read, or
    /// it is a link to a file outside the catalog, which would publish that file's title).
    static func catalogInfo(_ catalog: String) -> [String: String] {
        let file = catalog + "/Info.plist"
        guard let real = PathNames.realPath(file), let folder = PathNames.realPath(catalog),
              real.hasPrefix(folder == "/" ? "/" : folder + "/"),
              let data = FileManager.default.contents(atPath: file),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return [:] }
        return plist.compactMapValues { $0 as? String }
    }

    static func unknownKey(_ key: String, at location: SourceLocation, known: [String]) -> Diagnostic {
        .error("config.unknown-key", "unknown setting `\(key)`", at: location,
               suggestion: Suggestions.didYouMean(key, in: known) ?? "known settings: " + known.joined(separator: ", "))
    }

    /// True for tags such as `en`, `zh-Hans`, `pt-BR`.
    public static func isLanguageTag(_ text: String) -> Bool {
        // On the bytes (a tag is ASCII): every file name's suffix is asked about.
        let parts = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        func isLower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
        func isAlphanumeric(_ b: UInt8) -> Bool { isLower(b | 0x20) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(isLower) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }
    }
}

/// `serve:` in guidegen.yml: the preview's address when the command line gives none.
public struct ServeSettings: Sendable {
    /// `serve.port` (0: any free port).
    public var port: Int?
    /// `serve.host`: the address to listen on (`guidegen serve` takes only a loopback one from here).
    public var host: String?

    public init() {}
}

/// `translations:` in guidegen.yml: which language the others are translated from, how the
/// build reports a translation that fell behind its source, and whether the report fails.
public struct TranslationSettings: Sendable {
    /// The source language; nil: the first of `languages`.
    public var source: Language?
    /// The severity of `translation.outdated` and `translation.orphaned` in the build (nil: off).
    public var severity: Severity? = .warning
    /// True when `guidegen translations` exits 1 on an outdated or orphaned translation.
    public var reportFails = false

    public init() {}
}

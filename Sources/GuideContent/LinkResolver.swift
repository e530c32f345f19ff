import Foundation
import GuideCore
import GuideMarkdown

/// Where a link written in a page leads.
public enum LinkResolution: Equatable, Sendable {
    /// A page in the linking page's language, with an optional heading anchor.
    case page(Int, anchor: String?)
    /// A page that exists only in another language.
    case otherLanguage(Int, anchor: String?)
    /// A media file from the content folder (content-relative path).
    case media(String)
    /// A URL outside the content: left as written (root-relative ones get the base path).
    case external(String)
    /// Nothing matches: the diagnostic's id, message and suggestion.
    case failure(id: String, message: String, suggestion: String?)
}

/// Resolves `doc:` links, relative links to Content files and media, and heading anchors.
public struct LinkResolver: Sendable {
    let site: Site

    public init(site: Site) { self.site = site }

    /// Resolves a link destination written in the page at `from`.
    public func resolve(_ destination: String, from: Int) -> LinkResolution {
        // Read the page's fields in place: copying a whole `Page` for each of a large site's
        // links was most of the resolve stage's time.
        let language = site.pages[from].language
        if destination.hasPrefix("doc:") { return resolveDocLink(destination, from: from, language: language) }
        if destination.hasPrefix("#") {
            return checkAnchor(String(destination.dropFirst()), on: from, language: language, same: true)
        }
        if destination.isEmpty || destination.hasPrefix("/") || destination.hasPrefix("?") || Self.hasScheme(destination) {
            return .external(destination)
        }
        // A path relative to the page's file.
        let (rawPath, anchor) = Self.splitAnchor(destination)
        let decodedPath = (rawPath.split(separator: "?", maxSplits: 1).first.map(String.init) ?? rawPath).removingPercentEncoding ?? rawPath
        let folder = PathNames.folder(of: site.pages[from].contentRelativePath)
        guard let path = Self.normalize(folder.isEmpty ? decodedPath : folder + "/" + decodedPath) else {
            return .failure(id: "link.outside-content", message: "`\(destination)` leads outside the content folder", suggestion: nil)
        }
        if PathNames.isMarkdown(path) {
            if let target = site.pathIndex[path] {
                return checkAnchor(anchor, on: target, language: site.pages[target].language, same: true)
            }
            // `alerts.md` means the page in the linking page's language (`alerts.en.md`, or the
            // extension as the link writes it, `alerts.MD` → `alerts.en.MD`).
            let dot = path.lastIndex(of: ".")!
            let stem = path[..<dot], written = path[dot...]
            if let target = site.pathIndex[stem + ".\(language.tag)" + written] ?? site.pathIndex[stem + ".\(language.tag).md"] {
                return checkAnchor(anchor, on: target, language: language, same: true)
            }
            return .failure(id: "link.unresolved", message: "no page at `\(shown(path, in: language))` in the content folder",
                            suggestion: suggestion(for: path, in: site.pathIndex.keys, language: language))
        }
        if site.media.contains(path) { return .media(path) }
        return .failure(id: "link.missing-file", message: "no file at `\(shown(path, in: language))` in the content folder",
                        suggestion: suggestion(for: path, in: site.media, language: language))
    }

    /// A `doc:` link: a topic by its id (its path's last part), a heading of another article
    /// (`doc:Article/Heading`), the catalog's root by its name, or a heading of the page itself.
    private func resolveDocLink(_ destination: String, from: Int, language: Language) -> LinkResolution {
        var rest = destination.dropFirst(4)
        let hasHost = rest.hasPrefix("//")
        if hasHost { rest = rest.dropFirst(2) }
        let (path, anchor) = Self.splitAnchor(String(rest))
        if path.isEmpty { return checkAnchor(anchor, on: from, language: language, same: true) }
        guard let id = Self.lastPathPart(path) else {
            return .failure(id: "link.unresolved", message: "`\(destination)` names no topic", suggestion: nil)
        }
        let id_ = Self.percentDecoded(id)
        // `<doc:Article/Heading-Name>` is a heading of another article (GRDB links its tips
        // so), first, as DocC reads it, though an article has that name too. Only a heading
        // the article has: such a path is more often a symbol's (`<doc:SwiftSyntax/StmtSyntax>`),
        // which stays unresolved.
        let parts = path.split(separator: "/")
        if site.pages[from].isCatalog, anchor == nil, parts.count >= 2 {
            let articleID = Self.percentDecoded(String(parts[parts.count - 2]))
            if let article = site.topic(articleID, in: language),
               case .page(let target, let heading) = checkAnchor(id_, on: article, language: language, same: true) {
                return .page(target, anchor: heading)
            }
        }
        let found = site.topic(id_, in: language).map { ($0, true) }
            ?? site.config.languages.lazy.filter { $0 != language }.compactMap { other in site.topic(id_, in: other).map { ($0, false) } }.first
        if let (target, same) = found {
            if site.pages[from].isCatalog, parts.count >= 2,
               let stray = strayPart(of: parts.dropLast().dropFirst(hasHost ? 1 : 0), language: language) {
                return .failure(id: "link.unresolved", message: "`\(stray)` in `\(destination)` is neither the catalog nor one of its articles",
                                suggestion: "to link the article, write <doc:\(id)>")
            }
            return checkAnchor(anchor, on: target, language: language, same: same)
        }
        if let home = catalogRoot(named: id_, in: language) {
            return checkAnchor(anchor, on: home, language: language, same: true)
        }
        // A symbol's page by the symbol's path, from the linking symbol's page or the module,
        // as a symbol link finds it (DocC's `doc:` links name symbols too).
        if let symbols = site.symbolPages[language], let target = symbolPage(parts.dropFirst(hasHost ? 1 : 0), from: from, in: symbols) {
            return checkAnchor(anchor, on: target, language: language, same: true)
        }
        // A member with no page: its entry on its type's page.
        if anchor == nil, site.pages[from].isCatalog,
           let entry = site.memberEntry(Self.percentDecoded(path), from: site.pages[from].symbol, in: language) {
            return .page(entry.page, anchor: entry.anchor)
        }
        // A heading of the root (`<doc:Kit/Heading-Name>`), when no article has that name.
        if site.pages[from].isCatalog, anchor == nil, parts.count >= 2,
           let root = catalogRoot(named: Self.percentDecoded(String(parts[parts.count - 2])), in: language),
           case .page(let target, let heading) = checkAnchor(id_, on: root, language: language, same: true) {
            return .page(target, anchor: heading)
        }
        // In a catalog, DocC finds `<doc:Heading-Name>` among the page's own headings too...
        if site.pages[from].isCatalog, anchor == nil, path == id,
           case .page(let target, let heading) = checkAnchor(id_, on: from, language: language, same: true) {
            return .page(target, anchor: heading)
        }
        // API catalogs link their symbols so (swift-syntax's 700 `<doc:…Syntax>`): say where
        // their pages come from.
        let symbolHint = site.pages[from].isCatalog
            ? "if `\(id_)` is a symbol: its page is made from a public declaration in the Swift files of the module folder that holds the catalog (`Sources/Kit` for `Sources/Kit/Kit.docc`), or from an extension file" : nil
        return .failure(id: "link.unresolved", message: "no topic has the id `\(id_)`",
                        suggestion: Suggestions.didYouMean(id_, in: site.topicIDs) ?? symbolHint)
    }

    /// The symbol page a `doc:` path names (`Kit/Widget/make()`, `documentation/Kit/Widget`).
    private func symbolPage(_ parts: ArraySlice<Substring>, from: Int, in symbols: [String: Int]) -> Int? {
        let path = (parts.first == "documentation" ? parts.dropFirst() : parts).joined(separator: "/")
        return path.isEmpty ? nil : Curation.symbolPage(Self.percentDecoded(path), from: site.pages[from].symbol, in: symbols)
    }

    /// A content path as the author of a language's content folder knows it: without the
    /// language's tag that a site with a folder per language puts before its files' paths
    /// (`en/Guide/x.md` is `Guide/x.md` in the English catalog).
    private func shown(_ path: String, in language: Language) -> String {
        let prefix = language.tag + "/"
        guard !site.config.contentFolders.isEmpty, path.hasPrefix(prefix) else { return path }
        return String(path.dropFirst(prefix.count))
    }

    /// A did-you-mean for a path among `candidates`, in the form `shown` gives.
    private func suggestion(for path: String, in candidates: some Collection<String>, language: Language) -> String? {
        let prefix = language.tag + "/"
        guard !site.config.contentFolders.isEmpty else { return Suggestions.didYouMean(path, in: candidates) }
        return Suggestions.didYouMean(shown(path, in: language), in: candidates.filter { $0.hasPrefix(prefix) }.map { shown($0, in: language) })
    }

    /// Where a link, image or directive's medium written on the page at `from` leads.
    public func resolve(_ link: LinkReference, from: Int) -> LinkResolution {
        link.isMedia ? resolveMedia(link.destination, from: from)
            : link.isImage ? resolveImage(link.destination, from: from) : resolve(link.destination, from: from)
    }

    /// Resolves a medium a directive names (`@Video(source:)`): as an image is, or else any
    /// media file of that name, or of that name and an extension when none is written
    /// (`intro` is `intro.mp4`, as DocC finds it), nearest the page.
    public func resolveMedia(_ source: String, from: Int) -> LinkResolution {
        if case .media(let path) = resolveImage(source, from: from) { return .media(path) }
        if source.isEmpty || source.hasPrefix("/") || source.hasPrefix("#") || Self.hasScheme(source) { return resolve(source, from: from) }
        let decoded = Self.percentDecoded(source)
        let pagePath = site.pages[from].contentRelativePath
        let bare = !decoded.contains(".")
        let named = site.media.filter { path in
            let name = (path as NSString).lastPathComponent
            return name == decoded || bare && (name as NSString).deletingPathExtension == decoded
        }
        func shared(_ path: String) -> Int { zip(path.utf8, pagePath.utf8).prefix { $0 == $1 }.count }
        if let nearest = named.min(by: { a, b in shared(a) != shared(b) ? shared(a) > shared(b) : a < b }) {
            return .media(nearest)
        }
        return .failure(id: "media.missing", message: "no media file named `\(decoded)`", suggestion: nil)
    }

    /// Resolves an image source written in the page at `from`: a path relative to the page, or
    /// an image's name found anywhere among the media (DocC's `![](chart)`). `.media` names the
    /// image's primary file; `site.images` gives its variants.
    public func resolveImage(_ source: String, from: Int) -> LinkResolution {
        if source.isEmpty || source.hasPrefix("/") || source.hasPrefix("#") || source.hasPrefix("doc:") || Self.hasScheme(source) {
            return resolve(source, from: from)
        }
        let decoded = Self.percentDecoded(source)
        let pagePath = site.pages[from].contentRelativePath
        let folder = PathNames.folder(of: pagePath)
        if let path = Self.normalize(folder.isEmpty ? decoded : folder + "/" + decoded) {
            if site.media.contains(path) { return .media(path) }
            if let image = site.images.lookup(path: path, near: pagePath) { return .media(image.primary) }
        }
        if let image = site.images.lookup(path: decoded, near: pagePath) { return .media(image.primary) }
        let name = ((decoded as NSString).lastPathComponent as NSString).deletingPathExtension
        return .failure(id: "image.missing", message: "no image named `\(decoded)` among the media files",
                        suggestion: Suggestions.didYouMean(name, in: site.images.names))
    }

    private func checkAnchor(_ anchor: String?, on target: Int, language: Language, same: Bool) -> LinkResolution {
        if let anchor, !anchor.isEmpty {
            var decoded = Self.percentDecoded(anchor)
            // DocC compares the anchor written in its readable form (`Optional-Binding`).
            if site.pages[target].isCatalog, !site.pages[target].headings.contains(where: { $0.id == decoded }) {
                decoded = HeadingAnchors.doccFragment(decoded)
            }
            if !site.pages[target].headings.contains(where: { $0.id == decoded }) {
                let ids = site.pages[target].headings.map(\.id)
                let name = site.pages[target].kind == .topic ? "`\(site.pages[target].id)`" : "the page"
                return .failure(id: "link.anchor", message: "\(name) has no heading with the id `\(decoded)`",
                                suggestion: Suggestions.didYouMean(decoded, in: ids) ?? (ids.isEmpty ? nil : "its headings: " + ids.prefix(8).map { "`\($0)`" }.joined(separator: ", ")))
            }
            return same ? .page(target, anchor: decoded) : .otherLanguage(target, anchor: decoded)
        }
        return same ? .page(target, anchor: nil) : .otherLanguage(target, anchor: nil)
    }

    /// The first part of a `doc:` path, before the article's name, that DocC could not walk
    /// through: not `documentation` or `tutorials`, the catalog's name, or an article's.
    private func strayPart(of parts: ArraySlice<Substring>, language: Language) -> String? {
        Self.strayPart(of: parts) { catalogRoot(named: $0, in: language) != nil || site.topic($0, in: language) != nil }
    }

    /// The first of `parts` (a `doc:` path's parts before the article's name) that is not
    /// `documentation`, `tutorials` or a name `isKnown` (the catalog's, an article's) accepts.
    static func strayPart(of parts: some Sequence<Substring>, isKnown: (String) -> Bool) -> String? {
        parts.lazy.map { percentDecoded(String($0)) }.first { $0 != "documentation" && $0 != "tutorials" && !isKnown($0) }
    }

    /// A `doc:` destination's path parts, without its bundle (`doc://bundle/…`) or its anchor.
    static func docPathParts(_ destination: String) -> [Substring] {
        var rest = destination.hasPrefix("doc:") ? destination.dropFirst(4) : Substring(destination)
        let hasHost = rest.hasPrefix("//")
        if hasHost { rest = rest.dropFirst(2) }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        return Array(rest.split(separator: "/").dropFirst(hasHost ? 1 : 0))
    }

    /// The language's catalog root article when `name` is its name (DocC links it by its file name).
    private func catalogRoot(named name: String, in language: Language) -> Int? {
        guard let home = site.homes[language], site.pages[home].isCatalog,
              PageParser.articleName(ofFile: site.pages[home].contentRelativePath) == name else { return nil }
        return home
    }

    /// Decodes `%XX` escapes; most ids and anchors have none, and Foundation's decoding is slow
    /// enough to matter across the links of 10,000 pages.
    static func percentDecoded(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? (text.removingPercentEncoding ?? text) : text
    }


    /// The last non-empty part of a `/`-separated path (`b` of `a/b/`); nil when it has none.
    static func lastPathPart(_ path: String) -> String? {
        // By bytes: splitting the whole path into an array for its last part was a third of
        // resolving a site's `doc:` links.
        var rest = Substring(path)
        while rest.utf8.last == UInt8(ascii: "/") { rest = rest.dropLast() }
        guard !rest.isEmpty else { return nil }
        guard let slash = rest.utf8.lastIndex(of: UInt8(ascii: "/")) else { return String(rest) }
        return String(rest[rest.utf8.index(after: slash)...])
    }

    static func splitAnchor(_ text: String) -> (String, String?) {
        // At the first `#` byte, as URLs split (finding a Character looked at graphemes).
        guard let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")) else { return (text, nil) }
        return (String(text[..<hash]), String(text[text.utf8.index(after: hash)...]))
    }

    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        return scheme.first!.isASCII && scheme.first!.isLetter && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// Resolves `.` and `..`; nil when the path climbs above the content folder.
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    // MARK: The resolve stage

    /// Checks every link and `related` id of the site, and records backlinks.
    public static func resolveAll(_ site: inout Site) -> [Diagnostic] {
        resolveAll(&site, reusing: nil).diagnostics
    }

    /// What the resolve stage found, kept by incremental builds so that the next run resolves
    /// only the pages that changed.
    public struct Resolved: Sendable {
        /// A hash of everything links resolve against: every page's `linkTargetFingerprint`, in
        /// order, and the media files.
        let signature: Int
        /// The site as resolved: its pages, their `resolvedLinks` and the backlinks.
        let site: Site
        /// Each page's `linkTargetFingerprint` (the signature's parts, so that the next run reads
        /// only the changed pages': reading every page's was a pass over 100,000 objects).
        let fingerprints: [Int]
        /// The pages whose links have diagnostics, in order.
        let pagesWithProblems: [Int]

        /// True when every page links to the same pages as in `other`, against the same targets.
        public func linksSamePages(as other: Resolved) -> Bool {
            signature == other.signature && site.backlinkLists == other.site.backlinkLists
        }
    }

    /// One page's link diagnostics, the pages it links to, and where each of its links leads.
    /// A class: incremental builds hand 10,000 of them from one run to the next.
    public final class PageLinks: Sendable {
        public let diagnostics: [Diagnostic]
        /// The pages of the site's language that its links lead to (not itself, not images):
        /// the pages whose backlinks list it.
        public let targets: [Int]
        /// Where each link leads, in the order of `Page.links`.
        public let resolutions: [LinkResolution]

        init(diagnostics: [Diagnostic] = [], targets: [Int] = [], resolutions: [LinkResolution] = []) {
            self.diagnostics = diagnostics
            self.targets = targets
            self.resolutions = resolutions
        }
    }

    /// Checks every link and `related` id of the site and records backlinks, taking from
    /// `previous` the results of pages that did not change when nothing they resolve against did.
    public static func resolveAll(_ site: inout Site, reusing previous: Resolved?) -> (diagnostics: [Diagnostic], resolved: Resolved) {
        let resolver = LinkResolver(site: site)
        let pages = site.pages
        // The pages that are not the previous run's (objects compared, not read: an edit to
        // one page of a large site reads that page alone).
        let sameCount = previous.map { $0.site.pages.count == pages.count } ?? false
        let replaced: [Int]
        var fingerprints: [Int]
        if let previous, sameCount {
            replaced = pages.indices.filter { previous.site.pages[$0] !== pages[$0] }
            fingerprints = previous.fingerprints
            for index in replaced { fingerprints[index] = pages[index].linkTargetFingerprint }
        } else {
            replaced = Array(pages.indices)
            fingerprints = pages.map(\.linkTargetFingerprint)
        }
        var hasher = Hasher()
        hasher.combine(fingerprints)
        hasher.combine(site.media)
        let signature = hasher.finalize()
        let reusable = previous.flatMap { sameCount && $0.signature == signature ? $0 : nil }
        let changed = reusable == nil ? Array(pages.indices) : replaced
        var perPage = reusable?.site.resolvedLinks ?? [PageLinks](repeating: PageLinks(), count: pages.count)
        // Pages resolve independently (in parallel); backlinks are merged afterwards.
        let checked = concurrentMap(changed.count) { resolver.check(page: changed[$0]) }
        for (n, index) in changed.enumerated() { perPage[index] = checked[n] }
        // Backlinks are sorted by the linking page's title: the old ones hold while the changed
        // pages link to the same pages; a list holding a page whose title changed is sorted again.
        let backlinksHold = reusable.map { old in changed.allSatisfy { old.site.resolvedLinks[$0].targets == perPage[$0].targets } } ?? false
        if let reusable = reusable?.site, backlinksHold {
            site.backlinkLists = reusable.backlinkLists
            for index in changed where reusable.pages[index].title != pages[index].title {
                for target in perPage[index].targets {
                    site.backlinkLists[target].sort { (pages[$0].title, $0) < (pages[$1].title, $1) }
                }
            }
        } else {
            // A list per page, not a dictionary of lists (hashing every link was this stage's
            // longest stretch of one thread). Pages are taken in order, so a page that links twice
            // to one target is that list's last entry.
            var lists = [[Int]](repeating: [], count: pages.count)
            for (index, result) in perPage.enumerated() {
                for target in result.targets where lists[target].last != index { lists[target].append(index) }
            }
            // Sorted in parallel: comparing titles was also a stretch of one thread.
            site.backlinkLists = concurrentMap(lists.count, chunk: 256) { n in
                lists[n].count < 2 ? lists[n] : lists[n].sorted { (pages[$0].title, $0) < (pages[$1].title, $1) }
            }
        }
        site.resolvedLinks = perPage
        let pagesWithProblems: [Int]
        if let reusable {
            let changedSet = Set(changed)
            pagesWithProblems = (reusable.pagesWithProblems.filter { !changedSet.contains($0) }
                                 + changed.filter { !perPage[$0].diagnostics.isEmpty }).sorted()
        } else {
            pagesWithProblems = perPage.indices.filter { !perPage[$0].diagnostics.isEmpty }
        }
        let diagnostics = pagesWithProblems.flatMap { perPage[$0].diagnostics }
        return (diagnostics, Resolved(signature: signature, site: site, fingerprints: fingerprints, pagesWithProblems: pagesWithProblems))
    }

    /// The diagnostics of one page's links and `related` ids, the pages it links to, and where
    /// each of its links leads.
    public func check(page index: Int) -> PageLinks {
        let page = site.pages[index]
        var diagnostics: [Diagnostic] = []
        var targets: [Int] = []
        var resolutions: [LinkResolution] = []
        resolutions.reserveCapacity(page.links.count)
        var columns: ColumnCursor?
        func location(_ link: LinkReference) -> SourceLocation {
            if columns == nil { columns = page.columnCursor() }
            return page.location(of: link, columns: &columns!)
        }
        for link in page.links {
            let resolution = resolve(link, from: index)
            resolutions.append(resolution)
            switch resolution {
            case .page(let target, _):
                if target != index, !link.isImage, !link.isMedia { targets.append(target) }
            case .otherLanguage(let target, _):
                let other = site.pages[target].language.tag
                diagnostics.append(.warning("link.other-language", "`\(site.pages[target].id)` has no \(page.language.tag) page yet; the link leads to the \(other) page", at: location(link)))
            case .failure(let id, let message, let suggestion):
                var problem = Diagnostic.catalogued(id, message, at: location(link), suggestion: suggestion)
                // DocC warns about a link it cannot resolve and shows its text; so does a catalog:
                // there, the table's errors are warnings.
                if page.isCatalog { problem.severity = min(problem.severity, .warning) }
                diagnostics.append(problem)
            case .media, .external:
                break
            }
        }
        for (id, location) in page.related {
            if !site.config.languages.contains(where: { site.topic(id, in: $0) != nil }) {
                diagnostics.append(.error("related.unknown", "`related` names `\(id)`, which is no topic's id", at: location, suggestion: Suggestions.didYouMean(id, in: site.topicIDs)))
            } else if id == page.id, page.kind == .topic {
                diagnostics.append(.warning("related.self", "a topic need not list itself in `related`", at: location))
            }
        }
        return PageLinks(diagnostics: diagnostics, targets: targets, resolutions: resolutions)
    }

    /// Warns about topics that exist in one language only.
    public static func missingTranslations(_ site: Site) -> [Diagnostic] {
        // In parallel: one page after the other, this was a stretch of one thread (7 ms at
        // 10,000 pages) once the registering stage's other pass had ended.
        concurrentMap(site.pages.count, chunk: 512) { index -> Diagnostic? in
            let page = site.pages[index]
            guard page.kind == .topic, site.pageIndex[page.language]?[page.topicKey] == index else { return nil }
            return missingTranslation(of: index, in: site)
        }.compactMap { $0 }
    }

    /// `translation.missing` for a topic that has no page in one of the site's languages; nil
    /// for any other page.
    public static func missingTranslation(of index: Int, in site: Site) -> Diagnostic? {
        let page = site.pages[index]
        // A page made from a module's source has no file to translate.
        guard page.kind == .topic, !page.isMadeFromSource else { return nil }
        let missing = site.config.languages.filter { site.translation(of: index, in: $0) == nil }
        guard !missing.isEmpty else { return nil }
        return .warning("translation.missing", "`\(page.id)` has no \(missing.map(\.tag).joined(separator: ", ")) page", at: SourceLocation(file: page.path, line: 1, column: 1))
    }
}

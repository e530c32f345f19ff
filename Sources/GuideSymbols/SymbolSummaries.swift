import Foundation
import GuideCore
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A Swift module's types: their paths, and their summaries and discussions read from their
/// documentation comments (what DocC shows under a symbol's title, and as its overview, when the
/// documentation extension file adds no abstract of its own, or adds its content after them).
/// A catalog in a package sits in its module's folder (`Sources/Module/Documentation.docc`), and
/// the module's Swift files around it hold the comments.
public struct SymbolSummaries: Sendable {
    /// Each type's summary (its comment's first paragraph, as Markdown), by its path in the
    /// module: `Provider`, `Outer/Inner`.
    public private(set) var byPath: [String: String] = [:]
    /// The path of every type the module declares, documented or not.
    public private(set) var types: Set<String> = []
    /// Each type's discussion: its comment after the first paragraph, as Markdown, without the
    /// callouts DocC shows apart (`- Parameter`, `- Returns:`, `- Throws:`), by path; with
    /// where each of its lines stands in its Swift file, for diagnostics about its links.
    public private(set) var discussions: [String: SourceExcerpt] = [:]
    /// Each declaration's kind (a type's, a member's, a global function's), by path:
    /// `Widget` a structure, `Widget/make(with:)` an instance method.
    public private(set) var kinds: [String: SymbolKind] = [:]
    /// The symbols each type declares that DocC documents, by the type's path: its members and
    /// nested types that are `public` or `open` (written so, or by their extension's or
    /// protocol's default; an enumeration's cases as the enumeration), in a type DocC
    /// documents, not `@_spi`, not unavailable and not named with an underscore first.
    public private(set) var members: [String: [String]] = [:]
    /// The declaration of each symbol DocC documents (`SymbolDeclaration`), as Markdown under a
    /// “Declaration” heading, by path; with the line where it starts in its Swift file.
    public private(set) var signatures: [String: SourceExcerpt] = [:]
    /// The symbols DocC documents at the top of the module, outside any type: its public
    /// types, type aliases, functions, variables and macros (not operators, which DocC lists
    /// under the types they work on), each once, in the order of their files.
    public private(set) var topLevel: [String] = []
    /// The types each type says it conforms to, inherits from or refines, by its path, as
    /// written in its declaration's and its extensions' inheritance clauses (`Sendable`,
    /// `Widget.Style`, `Collection`), each once, in the order of their files; not a
    /// suppressed one (`~Copyable`).
    public private(set) var conformances: [String: [String]] = [:]
    /// The paths of the types DocC documents (public where they stand, in public types).
    public private(set) var documentedTypes: Set<String> = []

    /// Files of a module read at most: a catalog's module, not a monorepo.
    static let maximumFiles = 5_000

    public init(byPath: [String: String] = [:], types: Set<String> = [], discussions: [String: SourceExcerpt] = [:], kinds: [String: SymbolKind] = [:]) {
        self.byPath = byPath
        self.types = types
        self.discussions = discussions
        self.kinds = kinds
    }

    /// The Swift files under a module's folder with the time each was last changed: what its
    /// summaries depend on. Catalogs, tests and hidden folders are left out, and no symbolic
    /// link is followed.
    public static func signature(moduleFolder folder: String) -> [String: Date] {
        var files: [String: Date] = [:]
        var pending = [folder]
        let manager = FileManager.default
        while let current = pending.popLast(), files.count < maximumFiles {
            guard let names = try? manager.contentsOfDirectory(atPath: current) else { continue }
            for name in names where !name.hasPrefix(".") && !name.hasSuffix(".docc") && name != "Tests" {
                let path = current + "/" + name
                guard let attributes = try? manager.attributesOfItem(atPath: path), let type = attributes[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    pending.append(path)
                } else if type == .typeRegular, name.hasSuffix(".swift") {
                    files[path] = attributes[.modificationDate] as? Date ?? .distantPast
                }
            }
        }
        return files
    }

    /// The summaries of the types declared in `files` (in the order given: the first summary
    /// of a path stays).
    public static func read(files: [String]) -> SymbolSummaries {
        let found = concurrentMap(files.count) { i -> Declarations in
            guard let data = FileManager.default.contents(atPath: files[i]), let text = String(data: data, encoding: .utf8) else { return Declarations() }
            return Self.declarations(in: text, file: files[i])
        }
        var result = SymbolSummaries()
        for file in found {
            result.types.formUnion(file.types)
            for (path, summary) in file.summaries where result.byPath[path] == nil { result.byPath[path] = summary }
            for (path, discussion) in file.discussions where result.discussions[path] == nil { result.discussions[path] = discussion }
            for (path, kind) in file.kinds where result.kinds[path] == nil { result.kinds[path] = kind }
            for (path, signature) in file.signatures where result.signatures[path] == nil { result.signatures[path] = signature }
        }
        for file in found {
            for (path, names) in file.conformances {
                for name in names where !(result.conformances[path]?.contains(name) ?? false) { result.conformances[path, default: []].append(name) }
            }
        }
        let access = found.flatMap(\.access)
        (result.members, result.documentedTypes) = documentedMembers(access)
        var listed: Set<String> = []
        result.topLevel = access.filter { $0.parent == nil && $0.isPublic && result.kinds[$0.path] != .operator && listed.insert($0.path).inserted }.map(\.path)
        return result
    }

    /// The members DocC documents, by their type's path, from each declaration's own access:
    /// a declaration is documented when it is public itself and the type it is in is
    /// documented (a type in another file, or in another module for an extension of one).
    static func documentedMembers(_ declarations: [Declarations.Access]) -> (members: [String: [String]], types: Set<String>) {
        var publicTypes: Set<String> = []
        var pending = declarations.filter(\.isType)
        // Outer types first: a nested type is documented once the type around it is.
        while true {
            let found = pending.filter { $0.isPublic && ($0.parent.map(publicTypes.contains) ?? true) }
            guard !found.isEmpty else { break }
            publicTypes.formUnion(found.map(\.path))
            pending.removeAll { publicTypes.contains($0.path) }
        }
        var members: [String: [String]] = [:]
        var listed: Set<String> = []
        for declaration in declarations where declaration.isPublic {
            guard let parent = declaration.parent, publicTypes.contains(parent), listed.insert(declaration.path).inserted else { continue }
            members[parent, default: []].append(declaration.path)
        }
        return (members, publicTypes)
    }

    /// The summary of the symbol a documentation extension file names (`Module/Type`, `Type`,
    /// `Outer/Inner-swift.struct`): the type whose path in the module ends the link.
    public func summary(ofSymbol link: String) -> String? {
        Self.value(ofSymbol: link, in: byPath)
    }

    /// The discussion of the symbol a documentation extension file names, found as its summary is.
    public func discussion(ofSymbol link: String) -> SourceExcerpt? {
        Self.value(ofSymbol: link, in: discussions)
    }

    /// The symbols DocC documents in the type a documentation extension file names (its
    /// members and nested types, `members`), in the order of their files.
    public func members(ofSymbol link: String) -> [String] {
        Self.value(ofSymbol: link, in: members) ?? []
    }

    /// What the page of the symbol a documentation extension file names draws from the sources,
    /// found as its summary is: its declaration (`signatures`), then its discussion.
    public func pageSource(ofSymbol link: String) -> SourceExcerpt? {
        let signature = Self.value(ofSymbol: link, in: signatures), discussion = self.discussion(ofSymbol: link)
        guard let signature, let discussion else { return signature ?? discussion }
        // A blank line between them, at the discussion's first line.
        return SourceExcerpt(text: signature.text + "\n\n" + discussion.text, file: discussion.file,
                             origins: signature.origins + [discussion.origins.first ?? signature.origins[0]] + discussion.origins)
    }

    /// What the type a documentation extension file names conforms to, inherits from or refines,
    /// found as its summary is (`conformances`), as written; not a type of the module that DocC
    /// does not document (an internal protocol).
    public func conformances(ofSymbol link: String) -> [String] {
        (Self.value(ofSymbol: link, in: conformances) ?? []).filter { name in
            let path = SymbolPath.ofTypeName(name)
            return !types.contains(path) || documentedTypes.contains(path)
        }
    }

    /// The documented types of the module that name the protocol a documentation extension
    /// file names in their inheritance clauses (`conformances`), by path, in order.
    public func conformingTypes(ofSymbol link: String) -> [String] {
        guard let path = Self.key(ofSymbol: link, in: kinds), kinds[path] == .protocol else { return [] }
        return conformances.keys.filter { type in
            documentedTypes.contains(type) && conformances[type]!.contains { SymbolPath.ofTypeName($0) == path }
        }.sorted()
    }

    /// The kind of the symbol a documentation extension file names, found as its summary is.
    public func kind(ofSymbol link: String) -> SymbolKind? {
        Self.value(ofSymbol: link, in: kinds)
    }

    /// The value kept for the type whose path in the module ends the link.
    private static func value<Value>(ofSymbol link: String, in table: [String: Value]) -> Value? {
        entry(ofSymbol: link, in: table)?.value
    }

    /// The path in `table` of the type whose path in the module ends the link.
    private static func key<Value>(ofSymbol link: String, in table: [String: Value]) -> String? {
        entry(ofSymbol: link, in: table)?.key
    }

    /// The entry of `table` for the type whose path in the module ends the link.
    private static func entry<Value>(ofSymbol link: String, in table: [String: Value]) -> (key: String, value: Value)? {
        guard !table.isEmpty else { return nil }
        let parts = link.split(separator: "/").map { part -> Substring in
            // A part's disambiguation (`-swift.struct`, a hash) is not its name.
            if let dash = part.firstIndex(of: "-"), part.first?.isLetter == true || part.first == "_" { return part[..<dash] }
            return part
        }
        // With or without the module's name in front.
        for start in parts.indices {
            let key = parts[start...].joined(separator: "/")
            if let value = table[key] { return (key, value) }
        }
        return nil
    }

    /// True when the module declares a type at `path` (`Environment`, `Outer/Inner`).
    public func declaresType(_ path: String) -> Bool { types.contains(path) }

    /// What one file declares: every type's path, and (path, summary) and (path, discussion) of
    /// each documented one.
    struct Declarations {
        var types: Set<String> = []
        var summaries: [(String, String)] = []
        var discussions: [(String, SourceExcerpt)] = []
        var kinds: [(String, SymbolKind)] = []
        var access: [Access] = []
        var signatures: [(String, SourceExcerpt)] = []
        var conformances: [(String, [String])] = []

        /// A declaration's path, the path of the type it is in (nil at the top), and whether it
        /// is public where it stands (`documentedMembers` asks the types around it).
        struct Access {
            var path: String
            var parent: String?
            var isPublic: Bool
            var isType: Bool
        }
    }

    /// What the Swift source `text` declares; `file` is where its discussions say they come from.
    /// Source nested too deeply for the parser (`SwiftNesting`), which would overflow its stack,
    /// declares nothing.
    static func declarations(in text: String, file: String = "") -> Declarations {
        guard !SwiftNesting.isTooDeep(text) else { return Declarations() }
        let tree = Parser.parse(source: text)
        let visitor = DeclarationVisitor(file: file, tree: tree, hasConditions: text.contains("#if"))
        visitor.walk(tree)
        return Declarations(types: visitor.types, summaries: visitor.found, discussions: visitor.discussions, kinds: visitor.kinds, access: visitor.access, signatures: visitor.signatures, conformances: visitor.conformances)
    }

    /// One line of a documentation comment without its comment marker, and the UTF-8 offset in
    /// its file where the line's text starts.
    struct CommentLine {
        var text: Substring
        var offset: Int
    }


    /// The lines of the documentation comment before a declaration, as the Swift compiler finds
    /// it in `trivia`: each without its comment marker, empty when there is none. Blank lines
    /// and ordinary comments (`// MARK:`) are passed over; of two documentation comments parted
    /// by a blank line, the last counts; `///` lines and `/** */` blocks side by side are one
    /// comment. `start` is the UTF-8 offset in the file where `trivia` starts.
    static func commentLines(of trivia: Trivia, at start: Int = 0) -> [CommentLine] {
        var lines: [CommentLine] = []
        // Line breaks in a row (a blank line is two), and whether a blank line came since the
        // last documentation comment.
        var breaks = 0
        var blankSinceComment = false
        var pieceStart = start
        for piece in trivia {
            defer { pieceStart += piece.sourceLength.utf8Length }
            // Where a part of the piece's text starts in the file.
            func line(_ part: Substring, of text: String) -> CommentLine {
                CommentLine(text: part, offset: pieceStart + text.utf8.distance(from: text.startIndex, to: part.startIndex))
            }
            switch piece {
            case .docLineComment(let text):
                if blankSinceComment { lines.removeAll() }
                lines.append(line(text.dropFirst(3), of: text))
                (breaks, blankSinceComment) = (0, false)
            case .docBlockComment(let text):
                if blankSinceComment { lines.removeAll() }
                // "\r\n" is one Character: a file with Windows line ends splits there too.
                lines += text.dropFirst(3).dropLast(2).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { part in
                    let trimmed = part.drop { $0 == " " || $0 == "\t" }
                    return line(trimmed.first == "*" ? trimmed.dropFirst() : trimmed, of: text)
                }
                (breaks, blankSinceComment) = (0, false)
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
                breaks += count
                if breaks > 1 { blankSinceComment = true }
            case .spaces, .tabs:
                continue
            case .lineComment, .blockComment:
                // The line it is on is no blank line.
                breaks = 0
            default:
                (lines, breaks, blankSinceComment) = ([], 0, false)
            }
        }
        return lines
    }

    /// A documentation comment's summary (its first paragraph, on one line) and discussion (the
    /// Markdown after it, its common indentation removed). The callouts DocC shows in sections
    /// of their own (`- Parameter x:`, `- Parameters:`, `- Returns:`, `- Throws:` and the lines
    /// under them) are left out of a type's; a member's shows its parameters and return value
    /// as DocC does (`CommentCallouts`).
    static func documentation(of trivia: Trivia, at start: Int = 0, isMember: Bool = false) -> (summary: String?, discussion: [CommentLine]?) {
        let lines = commentLines(of: trivia, at: start)
        var index = lines.startIndex
        while index < lines.endIndex, lines[index].text.allSatisfy(\.isWhitespace) { index += 1 }
        var paragraph: [String] = []
        while index < lines.endIndex {
            let trimmed = String(lines[index].text).trimmingWhitespace()
            if trimmed.isEmpty { break }
            // A callout (`- Parameter x:`, `- Returns:`) is no part of the summary.
            if trimmed.hasPrefix("- ") && paragraph.isEmpty { return (nil, nil) }
            // A list item, heading, fence or quote ends the paragraph, as CommonMark reads it:
            // a summary line right above `- Parameters:` is the whole summary.
            if !paragraph.isEmpty, Self.interruptsAParagraph(trimmed) { break }
            paragraph.append(trimmed)
            index += 1
        }
        let summary = paragraph.joined(separator: " ")
        return (summary.isEmpty ? nil : summary, discussion(of: lines[index...], isMember: isMember))
    }

    /// True for a line that starts a block a paragraph cannot hold (CommonMark's: a bullet list's
    /// item, a heading, a code fence, a block quote).
    static func interruptsAParagraph(_ line: String) -> Bool {
        if ["- ", "* ", "+ ", "> ", "```", "~~~"].contains(where: line.hasPrefix) { return true }
        let hashes = line.prefix { $0 == "#" }
        return (1...6).contains(hashes.count) && (line.count == hashes.count || line.dropFirst(hashes.count).first == " ")
    }

    /// The comment's lines after its summary as Markdown: the callouts DocC shows in sections of
    /// their own taken out with the lines indented under them (a member's parameters and return
    /// value drawn first, as DocC's sections, and the rest under “Discussion”), the indentation
    /// the rest shares removed. Each line's offset is where its Markdown starts in the file, or
    /// would start: a heading made level 2 starts one byte before its first `#`.
    static func discussion(of lines: ArraySlice<CommentLine>, isMember: Bool = false) -> [CommentLine]? {
        var callouts = CommentCallouts()
        let kept = callouts.takeOut(of: lines)
        let rest = indentRemoved(kept)
        let sections = isMember ? callouts.sections : []
        guard let last = sections.last else { return rest.isEmpty ? nil : rest }
        let discussion = rest.isEmpty ? [] : [CommentLine(text: "", offset: last.offset), CommentLine(text: "## Discussion", offset: last.offset),
                                              CommentLine(text: "", offset: last.offset)] + rest
        return sections + discussion
    }

    /// The lines without their first and last blank ones and with the indentation they share
    /// removed, level-1 headings made level 2.
    private static func indentRemoved(_ lines: [CommentLine]) -> [CommentLine] {
        var kept = lines[...]
        while let first = kept.first, first.text.allSatisfy(\.isWhitespace) { kept.removeFirst() }
        while let last = kept.last, last.text.allSatisfy(\.isWhitespace) { kept.removeLast() }
        guard !kept.isEmpty else { return [] }
        let common = kept.filter { !$0.text.allSatisfy(\.isWhitespace) }.map { $0.text.prefix { $0 == " " }.count }.min() ?? 0
        let markdown = kept.map { $0.text.allSatisfy(\.isWhitespace) ? "" : String($0.text.dropFirst(common)) }
        return zip(belowTheTitle(markdown), zip(markdown, kept)).map { drawn, written in
            let (text, line) = written
            let offset = text.isEmpty ? line.offset : line.offset + common
            return CommentLine(text: Substring(drawn), offset: offset - (drawn.utf8.count - text.utf8.count))
        }
    }

    /// The lines with each level-1 heading (`# Usage`, outside fenced code) made level 2: the
    /// page's title is its one level-1 heading.
    static func belowTheTitle(_ lines: [String]) -> [String] {
        var fence: Substring?
        return lines.map { line in
            let trimmed = line.drop { $0 == " " }
            let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
            if marker.count >= 3, Set(marker).count == 1 {
                if let open = fence {
                    if marker.first == open.first, marker.count >= open.count { fence = nil }
                } else {
                    fence = marker
                }
                return line
            }
            guard fence == nil, line.count - trimmed.count <= 3, trimmed.hasPrefix("#"), trimmed.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true else { return line }
            return String(line.prefix(line.count - trimmed.count)) + "#" + trimmed
        }
    }
}

/// Walks a file's type declarations, keeping the path of the types around each.
private final class DeclarationVisitor: SyntaxVisitor {
    var found: [(String, String)] = []
    var discussions: [(String, SourceExcerpt)] = []
    var types: Set<String> = []
    var kinds: [(String, SymbolKind)] = []
    var access: [SymbolSummaries.Declarations.Access] = []
    var signatures: [(String, SourceExcerpt)] = []
    var conformances: [(String, [String])] = []
    private var names: [String] = []
    /// For each of `names`: whether a declaration inside it that writes no access of its own is
    /// public where it stands (a protocol's requirements, an enumeration's cases, the members of
    /// a `public extension`).
    private var publicByDefault: [Bool] = []
    private let file: String
    private let tree: SourceFileSyntax
    // Made for a file with a discussion only: most files have none.
    private lazy var lines = SourceLocationConverter(fileName: file, tree: tree)
    /// The file's `#if` regions for the build DocC documents (`DocumentationBuild`), when it
    /// has any: a member in an inactive one is none of its type's documented members.
    private let regions: ConfiguredRegions?

    init(file: String, tree: SourceFileSyntax, hasConditions: Bool = false) {
        self.file = file
        self.tree = tree
        self.regions = hasConditions ? tree.configuredRegions(in: DocumentationBuild()) : nil
        super.init(viewMode: .sourceAccurate)
    }

    private func enter(_ name: String, _ kind: SymbolKind, _ node: some DeclGroupSyntax & WithModifiersSyntax & WithAttributesSyntax) -> SyntaxVisitorContinueKind {
        let isPublic = noteAccess(of: name, node, isType: true)
        names.append(name)
        noteConformances(of: names.joined(separator: "/"), node.inheritanceClause)
        // A protocol's requirements and an enumeration's cases have its access; whether it is
        // documented is asked of it (`documentedMembers`).
        publicByDefault.append(kind == .protocol)
        note(names.joined(separator: "/"), kind, node)
        if isPublic { signature(names.joined(separator: "/"), node) }
        return .visitChildren
    }

    /// Keeps the types an inheritance clause names for the type at `path`: each as written,
    /// without `@unchecked` or another attribute, and not a suppressed one (`~Copyable`).
    private func noteConformances(of path: String, _ clause: InheritanceClauseSyntax?) {
        guard let clause else { return }
        let named = clause.inheritedTypes.compactMap { inherited -> String? in
            var type = inherited.type
            while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            if type.is(SuppressedTypeSyntax.self) { return nil }
            return type.trimmedDescription
        }
        if !named.isEmpty { conformances.append((path, named)) }
    }

    private func leave() {
        names.removeLast()
        publicByDefault.removeLast()
    }

    /// Keeps whether the declaration `name` in the current type is public where it stands
    /// (`hiddenName`: its name as written, when the path names it otherwise: `make(with:)`),
    /// and returns it.
    @discardableResult
    private func noteAccess(of name: String, _ node: some WithModifiersSyntax & WithAttributesSyntax, isType: Bool = false, isCase: Bool = false,
                            hiddenName: String? = nil) -> Bool {
        let written = node.modifiers.lazy.filter { $0.detail == nil }.map(\.name.tokenKind)
        let isPublic = written.contains(.keyword(.public)) || written.contains(.keyword(.open))
        let isLimited = written.contains { [.keyword(.internal), .keyword(.fileprivate), .keyword(.private), .keyword(.package)].contains($0) }
        let byDefault = isCase || (publicByDefault.last ?? false) && !isLimited
        let isBuilt = regions.map { $0.isActive(node) == .active } ?? true
        let isDocumented = (isPublic || byDefault) && isBuilt && !Self.isHidden(hiddenName ?? name, node.attributes)
        access.append(.init(path: (names + [name]).joined(separator: "/"), parent: names.isEmpty ? nil : names.joined(separator: "/"),
                            isPublic: isDocumented, isType: isType))
        return isDocumented
    }

    /// Keeps the declaration DocC shows at the top of the page of the symbol at `path`
    /// (`SymbolDeclaration`), as Markdown under a “Declaration” heading, at the line where it
    /// starts in the file.
    private func signature(_ path: String, _ node: some DeclSyntaxProtocol & WithAttributesSyntax, binding: PatternBindingSyntax? = nil, element: EnumCaseElementSyntax? = nil) {
        guard let text = SymbolDeclaration.text(of: node, binding: binding, element: element) else { return }
        let line = lines.location(for: node.positionAfterSkippingLeadingTrivia).line
        // A deprecated symbol says so first, as DocC's deprecation summary does.
        let deprecation = SymbolDeclaration.deprecation(in: node.attributes).map { ["> Deprecated: " + $0, ""] } ?? []
        let markdown = deprecation + ["## Declaration", "", "```swift"] + text.components(separatedBy: "\n") + ["```"]
        signatures.append((path, SourceExcerpt(text: markdown.joined(separator: "\n"), file: file,
                                               origins: markdown.map { _ in SourceExcerpt.LineOrigin(line: line, dropped: 0) })))
    }

    /// True for a declaration DocC leaves out whatever its access: named with an underscore
    /// first, `@_spi`, or unavailable everywhere (`@available(*, unavailable)`).
    private static func isHidden(_ name: String, _ attributes: AttributeListSyntax) -> Bool {
        if name.hasPrefix("_") || SymbolDeclaration.isUnavailableEverywhere(attributes) { return true }
        return attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == "_spi"
        }
    }

    /// Keeps a type's path and kind, and its comment's summary and discussion when it has them.
    private func note(_ path: String, _ kind: SymbolKind, _ node: some SyntaxProtocol) {
        types.insert(path)
        kinds.append((path, kind))
        documented(path, node)
    }

    /// Keeps the summary and discussion of the comment before `node` under `path`.
    private func documented(_ path: String, _ node: some SyntaxProtocol, isMember: Bool = false) {
        let documentation = SymbolSummaries.documentation(of: node.leadingTrivia, at: node.position.utf8Offset, isMember: isMember)
        if let summary = documentation.summary { found.append((path, summary)) }
        if let discussion = documentation.discussion { discussions.append((path, excerpt(of: discussion))) }
    }

    /// The discussion's Markdown, with where each of its lines starts in the file.
    private func excerpt(of discussion: [SymbolSummaries.CommentLine]) -> SourceExcerpt {
        SourceExcerpt(text: discussion.map(\.text).joined(separator: "\n"), file: file, origins: discussion.map { line in
            let place = lines.location(for: AbsolutePosition(utf8Offset: max(line.offset, 0)))
            return SourceExcerpt.LineOrigin(line: place.line, dropped: place.column - 1)
        })
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, .structure, node) }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, .class, node) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, .enumeration, node) }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, .protocol, node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, .class, node) }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let isPublic = noteAccess(of: node.name.text, node, isType: true)
        note((names + [node.name.text]).joined(separator: "/"), .typeAlias, node)
        if isPublic { signature((names + [node.name.text]).joined(separator: "/"), node) }
        return .skipChildren
    }
    // `extension Outer.Inner { struct Deeper }`: the types inside are Outer/Inner/Deeper.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.extendedType.trimmedDescription.split(separator: ".").joined(separator: "/"))
        noteConformances(of: names.joined(separator: "/"), node.inheritanceClause)
        publicByDefault.append(node.modifiers.contains { $0.detail == nil && $0.name.tokenKind == .keyword(.public) })
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    // Members, named as a symbol link names them (`Widget/make(with:_:)`). Nothing inside a
    // function or a closure is the module's.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.unquoted(node.name.text)
        // An operator's parameters have no argument labels: `==(_:_:)`.
        let isOperator = name.first.map { !$0.isLetter && $0 != "_" } ?? false
        let kind: SymbolKind = isOperator ? .operator : names.isEmpty ? .function : Self.isStatic(node.modifiers) ? .typeMethod : .instanceMethod
        member(name + Self.labels(node.signature.parameterClause.parameters, unlabeled: isOperator), kind, node, accessOf: name)
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        member("init" + Self.labels(node.signature.parameterClause.parameters), .initializer, node, accessOf: "init")
        return .skipChildren
    }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        member(Self.unquoted(node.name.text) + Self.labels(node.signature.parameterClause.parameters), .macro, node, accessOf: node.name.text)
        return .skipChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        // A subscript's parameter has an argument label only when it writes two names.
        let labels = node.parameterClause.parameters.map { $0.secondName == nil ? "_:" : Self.unquoted($0.firstName.text) + ":" }
        member("subscript(" + labels.joined() + ")", Self.isStatic(node.modifiers) ? .typeSubscript : .subscript, node, accessOf: "subscript")
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            let kind: SymbolKind = names.isEmpty ? .variable : Self.isStatic(node.modifiers) ? .typeProperty : .instanceProperty
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { member(Self.unquoted(name), kind, node, accessOf: name, binding: binding) }
        }
        return .skipChildren
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements {
            let labels = element.parameterClause.map { "(" + $0.parameters.map { ($0.firstName.map { Self.unquoted($0.text) } ?? "_") + ":" }.joined() + ")" }
            member(Self.unquoted(element.name.text) + (labels ?? ""), .enumerationCase, node, accessOf: element.name.text, isCase: true, element: element)
        }
        return .skipChildren
    }

    /// Keeps a member's kind, access and comment under its path (`accessOf`: its name as
    /// written, which an underscore may start); a member is no type.
    private func member(_ name: String, _ kind: SymbolKind, _ node: some DeclSyntaxProtocol & WithModifiersSyntax & WithAttributesSyntax, accessOf written: String,
                        isCase: Bool = false, binding: PatternBindingSyntax? = nil, element: EnumCaseElementSyntax? = nil) {
        let path = (names + [name]).joined(separator: "/")
        kinds.append((path, kind))
        if noteAccess(of: name, node, isCase: isCase, hiddenName: written) { signature(path, node, binding: binding, element: element) }
        documented(path, node, isMember: true)
    }

    /// True for a member of the type itself (`static`, or `class` in a class).
    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// A parameter list as a symbol link writes it: `(with:_:)`, each argument label (`_` for
    /// none) and a colon.
    private static func labels(_ parameters: FunctionParameterListSyntax, unlabeled: Bool = false) -> String {
        "(" + parameters.map { unlabeled ? "_:" : unquoted($0.firstName.text) + ":" }.joined() + ")"
    }

    /// A name without the backticks that let it be a keyword (`` `default` ``).
    private static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }
}

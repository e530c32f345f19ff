import Foundation
import GuideCore
import SwiftParser
import SwiftSyntax

/// A Swift module's types: their paths, and their summaries read from their documentation
/// comments (what DocC shows under a symbol's title when the documentation extension file adds
/// no abstract of its own). A catalog in a package sits in its module's folder (`Sources/Module/Documentation.docc`),
/// and the module's Swift files around it hold the comments.
public struct SymbolSummaries: Sendable {
    /// Each type's summary (its comment's first paragraph, as Markdown), by its path in the
    /// module: `Provider`, `Outer/Inner`.
    public private(set) var byPath: [String: String] = [:]
    /// The path of every type the module declares, documented or not.
    public private(set) var types: Set<String> = []

    /// Files of a module read at most: a catalog's module, not a monorepo.
    static let maximumFiles = 5_000

    public init(byPath: [String: String] = [:], types: Set<String> = []) {
        self.byPath = byPath
        self.types = types
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
            return Self.declarations(in: text)
        }
        var result = SymbolSummaries()
        for file in found {
            result.types.formUnion(file.types)
            for (path, summary) in file.summaries where result.byPath[path] == nil { result.byPath[path] = summary }
        }
        return result
    }

    /// The summary of the symbol a documentation extension file names (`Module/Type`, `Type`,
    /// `Outer/Inner-swift.struct`): the type whose path in the module ends the link.
    public func summary(ofSymbol link: String) -> String? {
        let parts = link.split(separator: "/").map { part -> Substring in
            // A part's disambiguation (`-swift.struct`, a hash) is not its name.
            if let dash = part.firstIndex(of: "-"), part.first?.isLetter == true || part.first == "_" { return part[..<dash] }
            return part
        }
        // With or without the module's name in front.
        for start in parts.indices {
            if let summary = byPath[parts[start...].joined(separator: "/")] { return summary }
        }
        return nil
    }

    /// True when the module declares a type at `path` (`Environment`, `Outer/Inner`).
    public func declaresType(_ path: String) -> Bool { types.contains(path) }

    /// What one file declares: every type's path, and (path, summary) of each documented one.
    struct Declarations {
        var types: Set<String> = []
        var summaries: [(String, String)] = []
    }

    static func declarations(in text: String) -> Declarations {
        let visitor = DeclarationVisitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
        return Declarations(types: visitor.types, summaries: visitor.found)
    }


    /// The first paragraph of a documentation comment (`///` lines or one `/** */` block), as
    /// Markdown on one line; nil when there is none.
    static func firstParagraph(of trivia: Trivia) -> String? {
        var lines: [Substring] = []
        var newlines = 0
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                // A blank line between two comments starts another comment: the last one counts.
                if newlines > 1 { lines.removeAll() }
                lines.append(text.dropFirst(3))
                newlines = 0
            case .docBlockComment(let text):
                lines = text.dropFirst(3).dropLast(2).split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    let trimmed = line.drop { $0 == " " || $0 == "\t" }
                    return trimmed.first == "*" ? trimmed.dropFirst() : trimmed
                }
                newlines = 0
            case .newlines(let count), .carriageReturnLineFeeds(let count):
                newlines += count
            case .spaces, .tabs:
                continue
            default:
                // An ordinary comment between the documentation and the declaration.
                lines.removeAll()
                newlines = 0
            }
        }
        guard newlines <= 1 else { return nil }
        var paragraph: [String] = []
        for line in lines {
            let trimmed = String(line).trimmingWhitespace()
            if trimmed.isEmpty { if paragraph.isEmpty { continue } else { break } }
            // A callout (`- Parameter x:`, `- Returns:`) is no part of the summary.
            if trimmed.hasPrefix("- ") && paragraph.isEmpty { return nil }
            paragraph.append(trimmed)
        }
        let summary = paragraph.joined(separator: " ")
        return summary.isEmpty ? nil : summary
    }
}

/// Walks a file's type declarations, keeping the path of the types around each.
private final class DeclarationVisitor: SyntaxVisitor {
    var found: [(String, String)] = []
    var types: Set<String> = []
    private var names: [String] = []

    private func enter(_ name: String, _ trivia: Trivia) -> SyntaxVisitorContinueKind {
        names.append(name)
        types.insert(names.joined(separator: "/"))
        if let summary = SymbolSummaries.firstParagraph(of: trivia) { found.append((names.joined(separator: "/"), summary)) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.leadingTrivia) }
    override func visitPost(_ node: StructDeclSyntax) { names.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.leadingTrivia) }
    override func visitPost(_ node: ClassDeclSyntax) { names.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.leadingTrivia) }
    override func visitPost(_ node: EnumDeclSyntax) { names.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.leadingTrivia) }
    override func visitPost(_ node: ProtocolDeclSyntax) { names.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.leadingTrivia) }
    override func visitPost(_ node: ActorDeclSyntax) { names.removeLast() }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        types.insert((names + [node.name.text]).joined(separator: "/"))
        if let summary = SymbolSummaries.firstParagraph(of: node.leadingTrivia) { found.append(((names + [node.name.text]).joined(separator: "/"), summary)) }
        return .skipChildren
    }
    // `extension Outer.Inner { struct Deeper }`: the types inside are Outer/Inner/Deeper.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.extendedType.trimmedDescription.split(separator: ".").joined(separator: "/"))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { names.removeLast() }
    // Nothing inside a function or a closure is the module's.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

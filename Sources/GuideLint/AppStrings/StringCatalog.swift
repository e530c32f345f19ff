import Foundation
import GuideCore

/// What reading a String Catalog gives: every localized value, the problems found, and the text.
struct StringCatalogResult: Sendable {
    /// Every value of every key in every language, in file order.
    var entries: [AppString]
    /// Problems with the file: `strings.unreadable`, `strings.encoding`, `strings.json`.
    public var diagnostics: [Diagnostic]
    /// The decoded text, without byte-order mark; entry positions are lines and UTF-8 byte columns of it.
    public var text: String
    /// How the file is stored (UTF-8, with or without byte-order mark).
    public var encoding: StringsFileEncoding
    /// The catalog's `sourceLanguage` (English when it has none).
    var sourceLanguage: Language

    init(entries: [AppString] = [], diagnostics: [Diagnostic] = [], text: String = "", encoding: StringsFileEncoding = .utf8, sourceLanguage: Language = .english) {
        self.entries = entries
        self.diagnostics = diagnostics
        self.text = text
        self.encoding = encoding
        self.sourceLanguage = sourceLanguage
    }
}

/// String Catalogs (`.xcstrings`): the JSON files in which Xcode keeps every language's strings.
///
/// Each `stringUnit` value becomes an `AppString`: the plain value of a localization, each case of
/// its `variations` (`plural`, `device`, nested: `variant` says which, such as `device.iphone.plural.one`),
/// each case of its `substitutions` (`substitutions.count.plural.other`), and each value of a
/// `stringSet`. When a key has no value in the source language, the key itself is the source-language
/// value, as in Xcode (strings extracted from code are keyed by their text); its position is the key's.
enum StringCatalog {
    /// Reads a `.xcstrings` file. Never throws: problems are diagnostics.
    public static func read(path: String) -> StringCatalogResult {
        let data: Data
        switch AppStringsReader.contents(of: path) {
        case .data(let contents): data = contents
        case .failure(let diagnostic): return StringCatalogResult(diagnostics: [diagnostic])
        }
        return parse(data, file: path)
    }

    /// Reads the bytes of a String Catalog; `file` names it in entries and diagnostics.
    static func parse(_ data: Data, file: String) -> StringCatalogResult {
        let decoded = AppStringsDecoding.decode(data, file: file, allowUTF16: false)
        guard let text = decoded.text else {
            return StringCatalogResult(diagnostics: decoded.diagnostic.map { [$0] } ?? [], encoding: decoded.encoding)
        }
        var result = StringCatalogResult(text: text, encoding: decoded.encoding)
        let source = SourceText(path: file, text: text)
        let root: AppStringsJSON.Node
        switch AppStringsJSON.parse(text) {
        case .success(let node):
            root = node
        case .failure(let error):
            var notes: [Diagnostic.Note] = []
            if let opened = error.openedAt {
                notes.append(Diagnostic.Note(location: source.location(utf8Offset: opened.offset), message: "the \(opened.kind) that is not closed starts here"))
            }
            result.diagnostics.append(.error("strings.json", "the file is not valid JSON: \(error.message)", at: source.location(utf8Offset: error.offset), notes: notes))
            return result
        }
        var walker = CatalogWalker(file: file, source: source)
        walker.read(root)
        result.entries = walker.entries
        // In file order: names written twice are found in a pass of their own.
        result.diagnostics = walker.diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            return (x?.line ?? 0, x?.column ?? 0, a.offset) < (y?.line ?? 0, y?.column ?? 0, b.offset)
        }.map(\.element)
        result.sourceLanguage = walker.sourceLanguage
        return result
    }
}

/// Turns a catalog's JSON into entries.
private struct CatalogWalker {
    let file: String
    let source: SourceText
    let lines: SourceText
    var sourceLanguage = Language.english
    var entries: [AppString] = []
    var diagnostics: [Diagnostic] = []

    init(file: String, source: SourceText) {
        self.file = file
        self.source = source
        lines = SourceText(path: "", text: source.text)
    }

    /// A `strings.json` diagnostic about the catalog's structure at a node.
    private mutating func complain(_ message: String, at offset: Int) {
        diagnostics.append(.error("strings.json", message, at: source.location(utf8Offset: offset)))
    }

    mutating func read(_ root: AppStringsJSON.Node) {
        guard root.members != nil else {
            complain("a String Catalog is a JSON object, not \(root.kindName)", at: root.offset)
            return
        }
        if let language = root["sourceLanguage"] {
            if let tag = language.string { sourceLanguage = StringsFile.normalizedLanguage(tag.value) } else {
                complain("`sourceLanguage` is a language tag in quotes, such as \"en\"", at: language.offset)
            }
        }
        reportRepeatedNames(in: root, at: .root)
        guard let strings = root["strings"] else { return }
        guard let members = strings.members else {
            complain("`strings` is an object of keys, not \(strings.kindName)", at: strings.offset)
            return
        }
        for member in Self.kept(members) { readKey(member) }
    }

    /// Where each name of an object is written last: the member Xcode reads.
    private static func lastIndexByName(_ members: [AppStringsJSON.Member]) -> [String: Int] {
        var last: [String: Int] = [:]
        for (index, member) in members.enumerated() { last[member.key.value] = index }
        return last
    }

    /// The members Xcode reads: of a name written twice in one object, only the last.
    private static func kept(_ members: [AppStringsJSON.Member]) -> [AppStringsJSON.Member] {
        let last = lastIndexByName(members)
        if last.count == members.count { return members }
        return members.indices.filter { last[members[$0].key.value] == $0 }.map { members[$0] }
    }

    /// Where an object stands in a catalog, for what a repeated name in it is called.
    private enum Level { case root, strings, inside }

    /// A name written twice in any object of the catalog (a key, a language, a plural case, a
    /// `value`): Xcode keeps the last, so each earlier one is reported, and is not read.
    private mutating func reportRepeatedNames(in node: AppStringsJSON.Node, at level: Level) {
        switch node {
        case .object(let members, _):
            let last = Self.lastIndexByName(members)
            for (index, member) in members.enumerated() {
                if let kept = last[member.key.value], kept != index {
                    let line = lines.position(utf8Offset: members[kept].key.offset).line
                    let isKey = level == .strings
                    diagnostics.append(.warning("strings.duplicate-key",
                                                (isKey ? "the key `\(member.key.value)`" : "`\(member.key.value)`") + " is written again on line \(line), whose value Xcode keeps",
                                                at: source.location(utf8Offset: member.key.offset - 1),
                                                suggestion: isKey ? "remove this entry, or keep its text in the later one" : "remove this one, or keep its text in the later one"))
                }
                reportRepeatedNames(in: member.value, at: level == .root && member.key.value == "strings" ? .strings : .inside)
            }
        case .array(let elements, _):
            for element in elements { reportRepeatedNames(in: element, at: .inside) }
        default:
            break
        }
    }

    private mutating func readKey(_ member: AppStringsJSON.Member) {
        let key = member.key.value
        guard member.value.members != nil else {
            complain("the string `\(key)` is an object, not \(member.value.kindName)", at: member.value.offset)
            return
        }
        var comment: String?
        if let node = member.value["comment"] {
            if let string = node.string { comment = string.value } else { complain("`comment` is a string, not \(node.kindName)", at: node.offset) }
        }
        var hasSourceValue = false
        var values: [AppString] = []
        if let localizations = member.value["localizations"] {
            if let languages = localizations.members {
                for localization in Self.kept(languages) {
                    let language = StringsFile.normalizedLanguage(localization.key.value)
                    let before = values.count
                    collect(localization.value, path: [], key: key, language: language, comment: comment, into: &values)
                    if language == sourceLanguage, values.count > before { hasSourceValue = true }
                }
            } else {
                complain("`localizations` is an object of languages, not \(localizations.kindName)", at: localizations.offset)
            }
        }
        if !hasSourceValue {
            let position = position(of: member.key)
            // A key Xcode made from a storyboard (`0ca-DG-AgB.title`) is no text: the text is in
            // the storyboard, and Xcode's comment repeats it (`title = "Top Right"`).
            if let (text, source) = InterfaceBuilderStrings.textOfKey(key, comment: comment) {
                let isObjectKey = source != .key
                var keyAsValue = AppString(key: key, value: text, language: sourceLanguage, comment: comment, file: file,
                                           line: position.line, byteColumn: position.byteColumn, exact: !isObjectKey && member.key.exact)
                keyAsValue.isKey = true
                values.insert(keyAsValue, at: 0)
            }
        }
        entries += values
    }

    /// Every value under a localization or a variation case.
    private mutating func collect(_ node: AppStringsJSON.Node, path: [String], key: String, language: Language, comment: String?, into values: inout [AppString]) {
        guard let members = node.members else { return }
        for member in Self.kept(members) {
            switch member.key.value {
            case "stringUnit":
                guard member.value.members != nil else {
                    complain("`stringUnit` is an object with a `value`, not \(member.value.kindName)", at: member.value.offset)
                    continue
                }
                if let node = member.value["value"] {
                    if let value = node.string {
                        values.append(appString(value, key: key, language: language, comment: comment, path: path))
                    } else {
                        complain("`value` is a string, not \(node.kindName)", at: node.offset)
                    }
                }
            case "stringSet":
                guard objectMembers(member.value, "stringSet") != nil else { continue }
                if case .array(let elements, _)? = member.value["values"] {
                    for (n, element) in elements.enumerated() {
                        if let value = element.string {
                            values.append(appString(value, key: key, language: language, comment: comment, path: path + ["stringSet", String(n)]))
                        }
                    }
                }
            case "variations":
                // {"plural": {"one": {...}, "other": {...}}, "device": {"iphone": {...}}}
                for kind in objectMembers(member.value, "variations") ?? [] {
                    for variation in objectMembers(kind.value, "variations.\(kind.key.value)") ?? [] {
                        collect(variation.value, path: path + [kind.key.value, variation.key.value], key: key, language: language, comment: comment, into: &values)
                    }
                }
            case "substitutions":
                for substitution in objectMembers(member.value, "substitutions") ?? [] {
                    collect(substitution.value, path: path + ["substitutions", substitution.key.value], key: key, language: language, comment: comment, into: &values)
                }
            default:
                break
            }
        }
    }

    /// The members of `node`, which the catalog's format makes an object; nil, with an error at
    /// it, when it is anything else (`"variations": 5` was read as no variations).
    private mutating func objectMembers(_ node: AppStringsJSON.Node, _ name: String) -> [AppStringsJSON.Member]? {
        guard let members = node.members else {
            complain("`\(name)` is an object, not \(node.kindName)", at: node.offset)
            return nil
        }
        return Self.kept(members)
    }

    private func appString(_ value: AppStringsJSON.StringValue, key: String, language: Language, comment: String?, path: [String]) -> AppString {
        let position = position(of: value)
        return AppString(key: key, value: value.value, language: language, comment: comment, file: file,
                         line: position.line, byteColumn: position.byteColumn, exact: value.exact,
                         variant: path.isEmpty ? nil : path.joined(separator: "."))
    }

    private func position(of string: AppStringsJSON.StringValue) -> (line: Int, byteColumn: Int) {
        lines.position(utf8Offset: string.offset)
    }
}

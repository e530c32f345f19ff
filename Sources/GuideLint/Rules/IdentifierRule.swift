import Foundation
import GuideCore

/// Code identifiers shown to people (issue 32, item 4): `timeline_filter`, `kMaxItems`,
/// `maxItems`, and with the app's Swift code (`--sources`) any name the code declares, such as a
/// type an App Intent's entity shows in Shortcuts (`UserProfile`). App strings only, English and
/// Chinese; the message is in the string's language.
struct IdentifierRule: LintRule {
    let id = "code-identifier"
    let defaultSeverity = Severity.warning
    let summary = "App strings show words, not code identifiers (`timeline_filter`, `kMaxItems`, a type name of the app's code)."
    let languages: Set<String> = ["en", "zh-Hans"]
    let checksQuotedText = true

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        guard segment.key != nil else { return [] }
        let s = text.scalars
        let tokens = text.tokens
        let chinese = RuleLanguage(tag: segment.language.tag) == .simplifiedChinese
        var findings: [Finding] = []
        // A name alone between quotation marks is quoted on purpose: a file's name or a
        // setting's key that people must type as it is written (“with the name "ssh_key"”,
        // “Valid keys are: ‘PrivateKey’, ‘ListenPort’”).
        lazy var quotedAlone = Set(text.quotedRanges().map { ($0.lowerBound + 1)..<($0.upperBound - 1) })
        var i = 0
        while i < s.count {
            guard Self.isNamePart(s[i]), i == 0 || !Self.isNamePart(s[i - 1]) else { i += 1; continue }
            var end = i
            while end < s.count, Self.isNamePart(s[end]) { end += 1 }
            defer { i = end }
            // A name with a dot inside (`Info.plist`), a URL or code is a token of its own.
            if tokens.contains(where: { $0.range.overlaps(i..<end) }) { continue }
            if end < s.count, s[end] == ".", end + 1 < s.count, Self.isNamePart(s[end + 1]) { continue }
            if i > 0, s[i - 1] == "." || s[i - 1] == "@" || s[i - 1] == "#" || s[i - 1] == "$" { continue }
            // A template's variable (`{file_name}`, `{{userName}}`, `<selectedPlugin>`) is what
            // people type into a field, or what the app puts in before showing the text.
            if i > 0, end < s.count, (s[i - 1] == "{" && s[end] == "}") || (s[i - 1] == "<" && s[end] == ">") { continue }
            if quotedAlone.contains(i..<end) { continue }
            // The name of a folder or a file (“the node_modules folder”) is written as it is on disk.
            if Self.namesAFileSystemItem(text, after: end) { continue }
            var name = ""
            name.unicodeScalars.append(contentsOf: s[i..<end])
            guard !context.vocabularyWords.contains(name), Self.isIdentifier(name, declared: segment.appIdentifiers) else { continue }
            // A declared camel-case name the app writes as a word of its sentences is a name
            // there (`HouseStyle.names`), as the product's own is.
            if name.first?.isUppercase == true, !name.contains("_"), segment.capitalizedWords.contains(name.lowercased()) { continue }
            findings.append(Finding(
                range: text.utf8Range(i, end),
                message: chinese ? "“\(name)”是代码里的名称，不是给人看的文字" : "“\(name)” is a name from the code, not words people read",
                suggestion: chinese ? "改用界面上的说法" : "write what it means in words"))
        }
        return findings
    }

    /// True when the word after `end` (past one space) is the word for a folder or a file, in
    /// English or in Chinese (`node_modules 文件夹`).
    static func namesAFileSystemItem(_ text: ScannedText, after end: Int) -> Bool {
        let s = text.scalars
        var next = end
        if next < s.count, ScannedText.isWhitespace(s[next]) { next += 1 }
        if chineseFileSystemWords.contains(where: { word in
            next + word.count <= s.count && zip(s[next...], word.unicodeScalars).allSatisfy { $0 == $1 }
        }) { return true }
        guard next == end + 1, let word = text.word(startingAt: next) else { return false }
        return fileSystemWords.contains(text.string(word).lowercased())
    }

    static let fileSystemWords: Set<String> = ["folder", "folders", "directory", "directories", "file", "files"]
    static let chineseFileSystemWords = ["文件夹", "目录", "文件"]

    static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (ScannedText.isASCIIWordValue(scalar.value) || scalar == "_")
    }

    /// `snake_case` (letters on both sides of an underscore), `kConstant`, `lowerCamelCase`
    /// whose first part is a word (digits allowed: `v2raySubList`) (not `iPhone`, `eSIM`, nor `macOS`, whose capitals end it),
    /// any camel-case name the app's code declares, and three common words or more run together
    /// in upper camel case (`CenterWeightedAverage`).
    static func isIdentifier(_ name: String, declared: Set<String>) -> Bool {
        let scalars = Array(name.unicodeScalars)
        let isLetter = { (s: Unicode.Scalar) in s.properties.isAlphabetic }
        let isUpper = { (s: Unicode.Scalar) in s.properties.isUppercase }
        let isLower = { (s: Unicode.Scalar) in s.properties.isLowercase }
        if let underscore = scalars.indices.first(where: { scalars[$0] == "_" && $0 > 0 && $0 + 1 < scalars.count }),
           isLetter(scalars[underscore - 1]), isLetter(scalars[underscore + 1]) {
            return true
        }
        guard !name.contains("_"), scalars.count >= 4 else { return false }
        // A capital after a lower-case letter, followed by another lower-case letter: a hump.
        let humps = scalars.indices.dropFirst().filter { isUpper(scalars[$0]) && isLower(scalars[$0 - 1]) && $0 + 1 < scalars.count && isLower(scalars[$0 + 1]) }
        guard let firstHump = humps.first else { return isDeclaredWithAcronymTail(name, scalars, declared) }
        if scalars[0] == "k", isUpper(scalars[1]) { return true }
        // Lower case before the first hump, a digit allowed inside (`v2raySubList`).
        if isLower(scalars[0]), firstHump >= 2, scalars[..<firstHump].allSatisfy({ isLower($0) || $0.properties.numericType != nil }) { return true }
        // A type the app declares whose every part is a common word (`User` `Profile`), not its
        // own product name (`HiPixel`, whose `hi` is no word). Three common words or more run
        // together (`CenterWeightedAverage`) are a name from code, declared or not: a brand
        // joins two (`WireGuard`, `AirDrop`).
        guard isUpper(scalars[0]), declared.contains(name) || humps.count >= 2 else { return false }
        let starts = [0] + humps + [scalars.count]
        return zip(starts, starts.dropFirst()).allSatisfy { lower, upper in
            var part = ""
            part.unicodeScalars.append(contentsOf: scalars[lower..<upper])
            return part.count >= 3 && EnglishLexicon.shared.isCommon(part.lowercased())
        }
    }

    /// A name the app's code declares that is a lower-case common word and an acronym
    /// (`deviceID`): no hump tells it from a brand (`macOS`), the declaration does.
    private static func isDeclaredWithAcronymTail(_ name: String, _ scalars: [Unicode.Scalar], _ declared: Set<String>) -> Bool {
        guard declared.contains(name), let tail = scalars.firstIndex(where: { $0.properties.isUppercase }), tail >= 3,
              scalars.count - tail >= 2, scalars[..<tail].allSatisfy({ $0.properties.isLowercase }),
              scalars[tail...].allSatisfy({ $0.properties.isUppercase }) else { return false }
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars[..<tail])
        return EnglishLexicon.shared.isCommon(word)
    }
}

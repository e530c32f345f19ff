import Foundation
import GuideAppSources
import GuideCore

/// The English text of `.strings` keys that the English table lacks. `NSLocalizedString` returns
/// the key when the reader's table has no entry for it, so an app that writes its English as its
/// keys (`Text("Clear history")`) and keeps no English table, or one of a few entries, shows its
/// keys to people who read English. Each such key is checked once as English, placed at the key
/// in the first other language's table that has it, with a note that says so (`textSource`); a
/// String Catalog says the same of a key without a source value itself, in `StringCatalog`. A
/// key that reads as an identifier (`stale_title`, `settingsTitle`), a translation left over
/// from a key the code no longer has, is not text. When the code gives the key's English beside
/// it (`NSLocalizedString("[Generic] OK", value: "OK", comment: "")`, `DevelopmentText`), that is
/// what people see, and that text is checked, at the key, with a note that says where the code writes it.
enum KeysAsText {
    /// The entries to add, by the index of the file in `files` that gets them. A table is a
    /// folder holding `xx.lproj` folders and a file name; the English table is its `en.lproj`
    /// or `Base.lproj` file. `codeText` gives the English the code writes beside a key for a
    /// table (by its name without `.strings`), if any.
    static func entries(in files: [(path: String, entries: [AppString])],
                        codeText: (_ key: String, _ table: String) -> DevelopmentText? = { _, _ in nil }) -> [Int: [AppString]] {
        var english: [TableName: Set<String>] = [:]
        var others: [TableName: [Int]] = [:]
        for (index, file) in files.enumerated() where PathNames.fileExtension(file.path) == "strings" {
            guard let table = TableName(path: file.path), let language = StringsFile.language(forPath: file.path) else { continue }
            if RuleLanguage(tag: language.tag) == .english {
                english[table, default: []].formUnion(file.entries.map(\.key))
            } else {
                others[table, default: []].append(index)
            }
        }
        var added: [Int: [AppString]] = [:]
        for (table, indexes) in others {
            var seen = english[table] ?? []
            for index in indexes.sorted(by: { files[$0].path < files[$1].path }) {
                var interfaceTexts: [String: [String: String]]?
                for entry in files[index].entries where seen.insert(entry.key).inserted {
                    if let text = codeText(entry.key, table.tableName) {
                        if let english = englishText(of: entry, from: text) { added[index, default: []].append(english) }
                        continue
                    }
                    if interfaceTexts == nil, InterfaceBuilderStrings.objectKey(entry.key, comment: entry.comment) != nil {
                        interfaceTexts = InterfaceBuilderStrings.objectTexts(forStringsFile: files[index].path)
                    }
                    if let text = englishText(of: entry, interfaceTexts: interfaceTexts ?? [:]) { added[index, default: []].append(text) }
                }
            }
        }
        return added
    }

    /// The entry's key as an English string at the key, or nil when the key is not text: an
    /// interface file's object key gives the text the interface file shows, or else the one
    /// Xcode's comment keeps for it.
    static func englishText(of entry: AppString, interfaceTexts: [String: [String: String]] = [:]) -> AppString? {
        guard let place = entry.keyPlace,
              let (text, source) = InterfaceBuilderStrings.textOfKey(entry.key, comment: entry.comment, interfaceTexts: interfaceTexts),
              source != .key || readsAsText(entry.key) else { return nil }
        let isObjectKey = source != .key
        // The finding stands in another language's table: the reader is told whose English it is.
        return english(text, at: place, of: entry, exact: !isObjectKey && place.exact,
                       note: Diagnostic.Note(location: SourceLocation(file: entry.file, line: place.line),
                                             message: source == .key ? keyNote : source == .interfaceFile ? interfaceNote : objectKeyNote))
    }

    /// The English the code gives beside the entry's key, checked at the key (the finding's
    /// note says where the code writes it); nil when the key has no place in its file.
    static func englishText(of entry: AppString, from code: DevelopmentText) -> AppString? {
        guard let place = entry.keyPlace else { return nil }
        return english(code.text, at: place, of: entry, exact: false,
                       note: Diagnostic.Note(location: SourceLocation(file: code.file, line: code.line, column: code.column), message: codeNote))
    }

    /// `text` as the English of the entry's key, standing at the key, never fixed (the file does
    /// not hold it), with `note` saying where it came from.
    private static func english(_ text: String, at place: AppString.Place, of entry: AppString, exact: Bool, note: Diagnostic.Note) -> AppString {
        var english = AppString(key: entry.key, value: text, language: .english, comment: entry.comment, file: entry.file,
                                line: place.line, byteColumn: place.byteColumn, exact: exact,
                                suppressedRules: entry.suppressedRules, variant: entry.variant)
        english.isKey = true
        english.keyPlace = place
        english.textSource = note
        return english
    }

    static let codeNote = "English, from the code's `value:` beside the key: the English table has no entry for it, so people who read English see the code's text"
    static let keyNote = "English, from the key: the English table has no entry for it, so people who read English see the key"
    static let interfaceNote = "English, from the interface file: the English table has no entry for it, so people who read English see the interface file's text"
    static let objectKeyNote = "English, from Xcode's comment on the key: the English table has no entry for it, so people who read English see the interface file's text"

    /// True when a key is words rather than a name from code: it has a space, or it is one word
    /// with a capital first (`Done`) and no underscore, dot between letters, or camel hump.
    static func readsAsText(_ key: String) -> Bool {
        if key.contains(" ") { return true }
        let scalars = key.unicodeScalars
        guard let first = scalars.first, first.properties.isUppercase, !key.contains("_"), !key.contains(".") else { return false }
        // `Done`, or all capitals (`OK`); a capital further in is a camel hump (`ViewController`).
        return scalars.allSatisfy { $0.properties.isUppercase } || !scalars.dropFirst().contains { $0.properties.isUppercase }
    }

    /// A table: the folder that holds the language folders, and the file's name.
    struct TableName: Hashable {
        var folder: String
        var name: String

        init?(path: String) {
            let languageFolder = PathNames.folder(of: path)
            guard languageFolder.hasSuffix(".lproj") else { return nil }
            folder = PathNames.folder(of: languageFolder)
            name = (path as NSString).lastPathComponent
        }

        /// The name the code gives the table (`tableName: "Settings"` for `Settings.strings`).
        var tableName: String { StringTable.name(ofFile: name) }
    }
}

import Foundation
import GuideCore

/// Reads an app's string files, whatever their kind, and turns their entries into segments to lint.
public enum AppStringsReader {
    /// Reads a `.strings` file or a String Catalog (`.xcstrings`); any other kind of file is a
    /// `strings.unsupported` error. `language` is for `.strings` files only (see `StringsFile.read`):
    /// a catalog names the language of each value itself.
    public static func read(path: String, language: Language? = nil) -> (entries: [AppString], diagnostics: [Diagnostic]) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "strings":
            let result = StringsFile.read(path: path, language: language)
            return (result.entries, result.diagnostics)
        case "xcstrings":
            let result = StringCatalog.read(path: path)
            return (result.entries, result.diagnostics)
        case "stringsdict":
            return ([], [.error("strings.unsupported", "`.stringsdict` files are not supported", at: SourceLocation(file: path),
                                suggestion: "migrate it to a String Catalog in Xcode, or lint the `.strings` files")])
        case let other:
            let kind = other.isEmpty ? "a file without an extension" : "a `.\(other)` file"
            return ([], [.error("strings.unsupported", "\(kind) is not an app strings file", at: SourceLocation(file: path),
                                suggestion: "give a `.strings` file or a String Catalog (`.xcstrings`)")])
        }
    }

    /// One segment per entry: the role from the key (for a key Xcode made from a storyboard or
    /// XIB, from the object it names, unless one of the project's own patterns matches it), the
    /// value's position as the segment's only piece, and the entry's suppressed rules.
    static func segments(from entries: [AppString], roles: RolePatterns = RolePatterns()) -> [LintSegment] {
        var interfaces: [String: InterfaceBuilderStrings] = [:]
        var intentDefinitions: [String: IntentDefinitionStrings] = [:]
        // A key's languages share its role, from its English text: match its patterns once.
        var englishTexts: [String: String] = [:]
        for entry in entries where entry.language.isEnglish && entry.variant == nil { englishTexts[entry.key] = entry.value }
        // On every core: a large app's one String Catalog holds tens of thousands of keys.
        let keys = Array(Set(entries.map(\.key)))
        let keyRoles = Dictionary(uniqueKeysWithValues: zip(keys, concurrentMap(keys.count) { roles.role(forKey: keys[$0], englishText: englishTexts[keys[$0]]) }))
        return entries.map { entry in
            var role = keyRoles[entry.key] ?? .text
            var roleSource: Diagnostic.Note?
            var suppressed = entry.suppressedRules
            if let (id, _) = InterfaceBuilderStrings.objectKey(entry.key, comment: entry.comment) {
                let interface = interfaces[entry.file] ?? InterfaceBuilderStrings(stringsFile: entry.file)
                interfaces[entry.file] = interface
                if roles.customRole(forKey: entry.key) == nil, let found = interface.role(key: entry.key, comment: entry.comment) { (role, roleSource) = found }
                if interface.aboutObjects.contains(id) { suppressed.formUnion(FirstPersonRule.appVoiceRules) }
                // An AppKit object (`NSButtonCell`) is on a Mac, whatever the app's code is for:
                // people click there.
                if InterfaceBuilderStrings.className(inComment: entry.comment)?.hasPrefix("NS") == true {
                    suppressed.formUnion(LintRunner.touchScreenRules)
                }
            } else if roles.customRole(forKey: entry.key) == nil {
                let definition = intentDefinitions[entry.file] ?? IntentDefinitionStrings(stringsFile: entry.file)
                intentDefinitions[entry.file] = definition
                if let found = definition.role(key: entry.key) { (role, roleSource) = found }
            }
            var segment = LintSegment(text: entry.value, language: entry.language, role: role, file: entry.file,
                                      line: entry.line, byteColumn: entry.byteColumn, exact: entry.exact)
            segment.roleSource = roleSource
            segment.textSource = entry.textSource
            segment.suppressed = suppressed
            segment.key = entry.key
            segment.isEditable = !entry.isKey
            return segment
        }
    }

    /// A file's bytes or why there are none.
    enum FileContents {
        case data(Data)
        case failure(Diagnostic)
    }

    /// The bytes of a file, or a diagnostic (`strings.unreadable` unless `unreadableID` says
    /// otherwise) saying why there are none.
    static func contents(of path: String, unreadableID: String = "strings.unreadable") -> FileContents {
        do {
            return .data(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            // Asked only after a failure: the linter reads thousands of files that are fine.
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                return .failure(.catalogued(unreadableID, "cannot read the file: it is a folder", at: SourceLocation(file: path)))
            }
            return .failure(.catalogued(unreadableID, "cannot read the file: \(reason(error))", at: SourceLocation(file: path)))
        }
    }

    /// A short reason for a failed read, without Foundation's long descriptions.
    public static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            switch code {
            case .ENOENT: return "no such file"
            case .EACCES: return "permission denied"
            case .EISDIR: return "it is a folder"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}

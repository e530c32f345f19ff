import Foundation
import GuideAppSources
import GuideCore

/// The roles of strings that Xcode exports from an intent definition (`Intents.intentdefinition`,
/// a property list of SiriKit intents for Siri and Shortcuts):
///
///     "80eo5o" = "Add Carb Entry";
///
/// Such a key is an ID the definition gives one of its texts (`INIntentTitleID`), beside the
/// text it stands for (`INIntentTitle`). The field says how Siri and Shortcuts show the text: an
/// intent's title, its description, the summary of its parameters, what Siri asks and answers.
struct IntentDefinitionStrings {
    /// The role of each ID the definition gives a text, and the line it is written on.
    let roles: [String: (role: Role, field: String, line: Int)]
    /// The intent definition the roles came from, as diagnostics name it.
    let definitionFile: String?

    /// How each field's text is shown, as the code's own uses are (`UIKind`); a field not
    /// named here (a parameter's name, a subtitle) is running text.
    static let kinds: [String: UIKind] = [
        // Shortcuts' action and its summary (“Enable ${name} Override Preset”).
        "INIntentTitle": .intentTitle, "INIntentParameterCombinationTitle": .intentTitle,
        "INIntentDescription": .intentDescription,
        // What Siri asks for a parameter and answers when the intent ends: a dialog's text.
        "INIntentParameterPromptDialogFormatString": .dialogMessage, "INIntentResponseCodeFormatString": .dialogMessage,
        // An enum's cases, as an `AppEnum`'s are.
        "INEnumValueDisplayName": .enumCaseName,
    ]

    /// The roles from the intent definition a strings file translates, if one is beside it
    /// (named as the strings file is).
    init(stringsFile path: String) {
        definitionFile = InterfaceBuilderStrings.sourceFile(forStringsFile: path, extensions: ["intentdefinition"])
        guard let definitionFile, let data = FileManager.default.contents(atPath: definitionFile),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
            roles = [:]
            return
        }
        let xml = String(decoding: data, as: UTF8.self)
        var roles: [String: (role: Role, field: String, line: Int)] = [:]
        Self.eachText(in: plist) { field, id, owner in
            // A prompt of the `Configuration` type is the parameter's label in the Shortcuts
            // editor, not a question Siri asks.
            let isLabel = field == "INIntentParameterPromptDialogFormatString" && owner["INIntentParameterPromptDialogType"] as? String == "Configuration"
            let role = isLabel ? .text : Self.kinds[field].flatMap { CodeRoles.role(of: $0) } ?? .text
            roles[id] = (role, field, Self.line(of: "<string>\(id)</string>", in: xml))
        }
        self.roles = roles
    }

    /// Each field that has an ID beside it (`INIntentTitle` and `INIntentTitleID`), with that ID
    /// and the dictionary holding both, anywhere in the property list.
    private static func eachText(in value: Any, _ visit: (_ field: String, _ id: String, _ owner: [String: Any]) -> Void) {
        if let dictionary = value as? [String: Any] {
            for (name, item) in dictionary {
                if name.hasSuffix("ID"), let id = item as? String, dictionary[String(name.dropLast(2))] is String {
                    visit(String(name.dropLast(2)), id, dictionary)
                }
                eachText(in: item, visit)
            }
        } else if let array = value as? [Any] {
            for item in array { eachText(in: item, visit) }
        }
    }

    /// The 1-based line of the first occurrence of `needle`, or 1.
    private static func line(of needle: String, in text: String) -> Int {
        guard let found = text.range(of: needle) else { return 1 }
        return text[..<found.lowerBound].utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// The role of a key that is one of the definition's IDs, with a note on where it came from.
    func role(key: String) -> (role: Role, source: Diagnostic.Note?)? {
        guard let (role, field, line) = roles[key] else { return nil }
        let note = definitionFile.map { file in
            Diagnostic.Note(location: SourceLocation(file: file, line: line, column: 1),
                            message: "checked as \(CodeRoles.article(role)) \(role.rawValue): the intent definition gives this text as its `\(field)`")
        }
        return (role, note)
    }
}

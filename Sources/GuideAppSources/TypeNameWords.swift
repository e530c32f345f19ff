/// The words of a type's name in camel case, each starting at a capital (`PanelMenuRow`: `Panel`,
/// `Menu`, `Row`): what an app's view is named for (a menu's part, an empty state).
enum TypeNameWords {
    static func of(_ type: String) -> [String] {
        type.reduce(into: [String]()) { words, character in
            if character.isUppercase || words.isEmpty { words.append(String(character)) } else { words[words.count - 1].append(character) }
        }
    }

    /// The words of a member's or a function's name, its first one capitalized as a type's
    /// (`showToast`: `Show`, `Toast`; `error`: `Error`).
    static func ofMember(_ name: String) -> [String] {
        of(name.prefix(1).uppercased() + name.dropFirst())
    }
}

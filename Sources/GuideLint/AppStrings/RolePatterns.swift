/// Decides the role of an app string from its key, with glob patterns such as `*alert*title*`.
///
/// Patterns match the whole key, ignoring case; `*` matches any run of characters (also none) and `?`
/// one character. The first pattern that matches wins, so more specific patterns come first.
/// A key no pattern matches is running text (`Role.text`).
public struct RolePatterns: Sendable {
    /// One pattern and the role it gives.
    public typealias Pattern = (pattern: String, role: Role)

    /// The patterns in the order they are tried.
    public let patterns: [Pattern]
    /// Each pattern lowercased and split into characters, for matching.
    private let compiled: [(characters: [Character], role: Role)]

    /// The default patterns, in the order they are tried:
    ///
    /// 1. `*button*` → button (`delete.alert.button.title` is a button's label)
    /// 2. `*alert*title*` → alert title
    /// 3. `*alert*message*` → alert message
    /// 4. `*menu*` → menu item (`menu.action.share` is a menu item)
    /// 5. `*action*` → button
    /// 6. `*title*` → title
    /// 7. `*message*`, `*description*`, `*body*` → message
    /// 8. `*cancel*`, `*ok*` → button, last because they are short and turn up inside other words
    ///    (`*ok*` matches `bookmark` and `token`).
    public static let defaultPatterns: [Pattern] = [
        ("*button*", .button),
        ("*alert*title*", .alertTitle),
        ("*alert*message*", .alertMessage),
        ("*menu*", .menuItem),
        ("*action*", .button),
        ("*title*", .title),
        ("*message*", .message),
        ("*description*", .message),
        ("*body*", .message),
        ("*cancel*", .button),
        ("*ok*", .button),
    ]

    /// The default patterns.
    public init() {
        self.init(patterns: RolePatterns.defaultPatterns)
    }

    /// Custom patterns, tried in order. To add to the defaults, pass
    /// `mine + RolePatterns.defaultPatterns`.
    public init(patterns: [(pattern: String, role: Role)]) {
        self.patterns = patterns
        compiled = patterns.map { (Array($0.pattern.lowercased()), $0.role) }
    }

    /// The role of the first pattern that matches the key, or `.text`.
    public func role(forKey key: String) -> Role {
        let characters = Array(key.lowercased())
        return compiled.first { RolePatterns.matches(characters, pattern: $0.characters) }?.role ?? .text
    }

    /// True when a glob pattern (`*`, `?`) matches the whole key, ignoring case.
    public static func matches(_ key: String, pattern: String) -> Bool {
        matches(Array(key.lowercased()), pattern: Array(pattern.lowercased()))
    }

    /// Glob matching that backtracks only to the last `*`: linear for the patterns keys use.
    private static func matches(_ text: [Character], pattern: [Character]) -> Bool {
        var t = 0, p = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

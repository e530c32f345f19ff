/// Decides the role of an app string from its key, with patterns such as `*alert*title*`.
///
/// A pattern made of words between stars (`*title*`, `*alert*message*`) matches key segments:
/// the key is split on `.`, `_`, `-` and camelCase (`setup.subtitle`, `welcomeSubtitle`), and
/// each word must be a whole segment, in order, so `subtitle` is not `title` and `tokens` is not
/// `ok`. Any other pattern is a glob over the whole key, ignoring case: `*` matches any run of
/// characters (also none) and `?` one character. The first pattern that matches wins, so more
/// specific patterns come first. A key that is English text (it holds a space: "Click here")
/// says nothing about its role; it and a key no pattern matches are running text (`Role.text`).
public struct RolePatterns: Sendable {
    /// One pattern and the role it gives.
    public typealias Pattern = (pattern: String, role: Role)

    /// The patterns in the order they are tried.
    let patterns: [Pattern]
    private enum Compiled: Sendable {
        /// Words that must be segments of the key, in order.
        case segments([String])
        /// A glob, lower-cased and split into characters.
        case glob([Character])
    }
    private let compiled: [(pattern: Compiled, role: Role)]
    /// How many of the patterns, at the start, are the project's own (before the defaults).
    private let customCount: Int

    /// The default patterns, in the order they are tried (more specific first):
    ///
    /// 0. `NS…UsageDescription` (Info.plist's permission prompts) → message
    /// 1. `subtitle`, `footer`, `caption`, `placeholder`, `hint`, `checkbox`, `toggle` → text
    /// 2. `alert…message`, `alert…msg`, `alert…info`, `informative`, `confirm…message`,
    ///    `dialog…message` → alert message (`status.action.delete.confirm.message` is a message)
    /// 3. `message`, `msg`, `description`, `body`, `tooltip`, `tool…tip` → message (a tooltip
    ///    reads as the code's `.help` does: `Action.add.tooltip` names no button)
    /// 4. `button`, `btn` → button (`delete.alert.button.title` is a button's label)
    /// 5. `alert…title` → alert title
    /// 6. `menu` → menu item (`menu.action.share` is a menu item)
    /// 7. `action` → button
    /// 8. `title` → title
    /// 9. `cancel`, `ok` → button
    ///
    /// A key that ends in `title` is not a message by patterns 3 (`message_clipboard_empty_title`
    /// is the title of a message): a later pattern decides it.
    public static let defaultPatterns: [Pattern] = [
        ("NS*UsageDescription", .message),
        ("*subtitle*", .text), ("*footer*", .text), ("*caption*", .text), ("*placeholder*", .text), ("*hint*", .text),
        ("*checkbox*", .text), ("*toggle*", .text),
        ("*alert*message*", .alertMessage), ("*alert*msg*", .alertMessage), ("*alert*info*", .alertMessage), ("*informative*", .alertMessage),
        ("*confirm*message*", .alertMessage), ("*dialog*message*", .alertMessage),
        ("*message*", .message), ("*msg*", .message), ("*description*", .message), ("*body*", .message),
        ("*tooltip*", .message), ("*tool*tip*", .message),
        ("*button*", .button), ("*btn*", .button),
        ("*alert*title*", .alertTitle),
        ("*menu*", .menuItem),
        ("*action*", .button),
        ("*title*", .title),
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
        let defaults = RolePatterns.defaultPatterns
        let endsWithDefaults = patterns.count >= defaults.count
            && zip(patterns.suffix(defaults.count), defaults).allSatisfy { $0.pattern == $1.pattern && $0.role == $1.role }
        customCount = endsWithDefaults ? patterns.count - defaults.count : patterns.count
        compiled = patterns.map { pattern, role in
            let lower = pattern.lowercased()
            let pieces = lower.split(separator: "*")
            let isWords = lower.hasPrefix("*") && lower.hasSuffix("*") && !pieces.isEmpty
                && pieces.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber } } && !lower.contains("**")
            return (isWords ? .segments(pieces.map(String.init)) : .glob(Array(lower)), role)
        }
    }

    /// The role of the first pattern that matches the key, or `.text`.
    public func role(forKey key: String) -> Role {
        // English text as the key ("Click here") is the string itself, not a name for it.
        if key.contains(where: \.isWhitespace) { return .text }
        return firstRole(forKey: key, in: compiled[...]) ?? .text
    }

    /// The role of a key given its English text: a key that names its string rather than
    /// spelling it ("No updates message 3" for "You are up to date") says where the string is
    /// shown through all its words, spaces or not; one that spells it is read as `role(forKey:)`.
    ///
    /// A text ending in a colon introduces a value beside it (“Duration:”): it is a field's
    /// label, running text, though its key's name says title or header. A sentence
    /// (`isNoControlsLabel`) is no button's or menu item's label, though its key's name says
    /// button or menu: the key names what the text is about (`tips_edit_button`: “Why does the
    /// edit button…?”). The project's own patterns still decide.
    public func role(forKey key: String, englishText: String?) -> Role {
        guard let englishText else { return role(forKey: key) }
        let role = Self.spells(key, englishText) ? role(forKey: key)
            : firstRole(forKey: key, in: compiled[...], words: RolePatterns.segments(of: key)) ?? .text
        guard customRole(forKey: key) == nil else { return role }
        let trimmed = englishText.trimmingCharacters(in: .whitespacesAndNewlines)
        if role == .title || role == .heading, trimmed.hasSuffix(":") { return .text }
        if role == .button || role == .menuItem, Self.isNoControlsLabel(trimmed) { return .text }
        return role
    }

    /// True for a statement (`isAStatement`: “An error occurred”), or a sentence of six words or
    /// more that ends in a full stop, a question mark or an exclamation mark (not an ellipsis).
    /// Apple's guidelines keep a control's label to a few words; a short instruction with a
    /// stray full stop (“Try again.”) stays a control's, so the button rule still finds the
    /// full stop.
    static func isNoControlsLabel(_ text: String) -> Bool {
        let scanned = ScannedText(text)
        if isAStatement(scanned) { return true }
        guard let last = text.last, [".", "?", "!"].contains(last), !text.hasSuffix("...") else { return false }
        return scanned.words.count >= 6 && MessagePunctuationRule.looksLikeSentence(scanned)
    }

    /// True for a statement, a subject and its finite verb that ask nothing (“Renderer
    /// discovery could not start”, “An error occurred”): what happened, shown where a control
    /// may stand (a disabled menu item, a button's place while it waits), is no command. One in
    /// the first person is what people answer by tapping it (“I forgot my password”, “My key is
    /// backed up”), and a pronoun after the first word may open a clause inside a noun phrase
    /// (“A list of daemons you could disable”): both stay the control's.
    static func isAStatement(_ text: ScannedText) -> Bool {
        guard let last = text.lastMeaningfulIndex, text.scalars[last] != "?" else { return false }
        let words = text.words
        let lowered = words.map { text.string($0).lowercased() }
        // “I'm”, “I'll”: the pronoun with its contracted auxiliary.
        if words.contains(where: { FirstPersonRule.pronouns.match($0, in: text) != nil })
            || lowered.contains(where: { MessagePunctuationRule.contractedSubject($0) == "i" }) { return false }
        if lowered.dropFirst().contains(where: MessagePunctuationRule.personalPronouns.contains) { return false }
        return MessagePunctuationRule.hasClause(text)
    }

    /// True when most of a key's words are its text's: the key is the text, or close to it.
    static func spells(_ key: String, _ text: String) -> Bool {
        let keyWords = segments(of: key), textWords = Set(segments(of: text))
        return keyWords.filter(textWords.contains).count * 5 >= keyWords.count * 3
    }

    /// The role of the first of the project's own patterns that matches the key, if one does.
    func customRole(forKey key: String) -> Role? {
        key.contains(where: \.isWhitespace) ? nil : firstRole(forKey: key, in: compiled.prefix(customCount))
    }

    /// The first default pattern that matches the key (`*message*` for `next_meeting_empty_message`),
    /// when none of the project's own does; nil for a key that is text or that no pattern matches.
    func defaultPattern(forKey key: String) -> String? {
        guard !key.contains(where: \.isWhitespace), customRole(forKey: key) == nil,
              let index = firstIndex(forKey: key, in: compiled[customCount...]) else { return nil }
        return patterns[index].pattern
    }

    private func firstRole(forKey key: String, in compiled: ArraySlice<(pattern: Compiled, role: Role)>, words: [String]? = nil) -> Role? {
        firstIndex(forKey: key, in: compiled, words: words).map { compiled[$0].role }
    }

    /// The index of the first of `compiled` that matches the key.
    private func firstIndex(forKey key: String, in compiled: ArraySlice<(pattern: Compiled, role: Role)>, words: [String]? = nil) -> Int? {
        let characters = Array(key.lowercased())
        lazy var segments = words ?? RolePatterns.roleSegments(of: key)
        for index in compiled.indices {
            let (pattern, role) = compiled[index]
            // A key whose last word is `title` names a title, though a default message pattern
            // matches its group (`message_clipboard_empty_title`: the title of a message).
            if role == .message, index >= customCount, segments.last == "title" { continue }
            switch pattern {
            case .segments(let words):
                var next = segments.startIndex
                let found = words.allSatisfy { word in
                    guard let index = segments[next...].firstIndex(of: word) else { return false }
                    next = index + 1
                    return true
                }
                if found { return index }
            case .glob(let glob):
                if RolePatterns.matches(characters, pattern: glob) { return index }
            }
        }
        return nil
    }

    /// The key's segments, lower-cased: split on `.`, `_`, `-`, white space and camelCase
    /// (`URLFieldTitle` → `url`, `field`, `title`).
    static func segments(of key: String) -> [String] {
        var segments: [String] = []
        var current: [Character] = []
        let characters = Array(key)
        func finish() {
            if !current.isEmpty { segments.append(String(current).lowercased()) }
            current = []
        }
        for (i, c) in characters.enumerated() {
            guard c.isLetter || c.isNumber else { finish(); continue }
            if c.isUppercase, let previous = current.last {
                let nextIsLower = i + 1 < characters.count && characters[i + 1].isLowercase
                // `saveButton` splits before B; `URLField` before F (the last capital of a run).
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { finish() }
            }
            current.append(c)
        }
        finish()
        return segments
    }

    /// The key's segments that can name a role: a part between dots that is a phrase of five
    /// words or more (SwiftGen's `WhileWeReviewThisYouCanTakeActionAgainstUser`) is the text
    /// itself, and its words (“action”) say nothing of where it is shown.
    static func roleSegments(of key: String) -> [String] {
        key.split(separator: ".").flatMap { part -> [String] in
            let words = segments(of: String(part))
            return words.count >= 5 ? [] : words
        }
    }

    /// True when a glob pattern (`*`, `?`) matches the whole key, ignoring case.
    static func matches(_ key: String, pattern: String) -> Bool {
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

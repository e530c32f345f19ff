import GuideCore

/// A capitalization style: Apple's title style or sentence style, or an app's own lower case
/// (“panic wipe”, “cancel”: every word in lower case but names).
public enum CaseStyle: String, Sendable, CaseIterable {
    case title, sentence, lower
}

/// What an app's own English strings say about how it writes (issue 32, items 2 and 3): the
/// roles it writes in the other style than Apple's, consistently, and the words it treats as
/// names (capitalized inside its sentences) or as common words (lower-case there).
public struct HouseStyle: Sendable {
    /// Per role, the style the app writes it in when that is not Apple's.
    public var styles: [Role: CaseStyle] = [:]
    /// Per role in `styles`, why: “stated in lint.style”, or “18 of 19 headings”.
    public var reasons: [Role: String] = [:]
    /// Lower-cased words the app capitalizes inside its sentences more often than not: names.
    public var names: Set<String> = []
    /// Lower-cased words the app writes in lower case inside its sentences more often than capitalized.
    public var lowercaseWords: Set<String> = []
    /// Lower-cased phrases of several words the app capitalizes inside its sentences (`NamePhrases`): names.
    public var namePhrases: Set<String> = []
    /// The app's own short labels in title style (`labelPhrase`: “Accent Color”, “Demo Mode”),
    /// lower-cased: inside another of its strings such a phrase names that control or setting,
    /// which Apple's style writes as the interface shows it.
    public var labelPhrases: Set<String> = []
    /// Words the app writes as code in one of its strings (“for `itlwm`”): that code's names,
    /// kept as written in its other strings.
    public var codeWords: Set<String> = []

    public init() {}

    /// The roles whose style an app may choose.
    public static let styledRoles: [Role] = [.title, .heading, .button, .menuItem]
    /// The share of a role's strings that must be in the other style for it to be the app's.
    public static let threshold = 0.9
    /// Fewer strings than this in a role say nothing about a house style.
    public static let minimumCount = 10

    /// Apple's style for a role.
    static func appleStyle(_ role: Role) -> CaseStyle? {
        role.wantsTitleCase ? .title : role.wantsSentenceCase ? .sentence : nil
    }

    /// Learns the house style from an app's English strings (with their roles); `stated` (from
    /// `lint.style`) wins over what is learned.
    static func learn(from segments: [LintSegment], stated: [Role: CaseStyle] = [:], context: LintContext = LintContext()) -> HouseStyle {
        var style = HouseStyle()
        var counts: [Role: (other: Int, styled: Int)] = [:]
        // Per role, strings all in lower case but names, and strings whose first word is capitalized.
        var lowerCounts: [Role: (lower: Int, capitalized: Int)] = [:]
        var cases: [String: (lowercase: Int, capitalized: Int)] = [:]
        // A string the app shows in one role counts once, however many files or keys repeat it
        // (a storyboard's catalog beside the older `.strings` file it replaced).
        var counted: Set<String> = []
        var running: [ScannedText] = []
        var appNames: Set<String> = []
        var camelCaseNames: [String: Int] = [:]
        for segment in segments where RuleLanguage(tag: segment.language.tag) == .english {
            guard counted.insert(segment.role.rawValue + "\u{0}" + segment.text).inserted else { continue }
            let text = ScannedText(segment.text)
            // One word alone in backticks, and no common English word (`code`, `tunnel` name
            // what people do as often as a command).
            for token in text.tokens where token.kind == .code {
                let word = text.string(token.range.lowerBound, token.range.upperBound).trimmingCharacters(in: ["`"])
                if !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !EnglishLexicon.shared.isCommon(word.lowercased()) {
                    style.codeWords.insert(word)
                }
            }
            if countWordCases(text, into: &cases) {
                running.append(text)
                for name in Set(Self.camelCaseWords(text)) { camelCaseNames[name, default: 0] += 1 }
            }
            appNames.formUnion(Self.namesBeforeDotApp(text))
            if let label = Self.labelPhrase(text) { style.labelPhrases.insert(label) }
            guard styledRoles.contains(segment.role), let apple = appleStyle(segment.role) else { continue }
            if isLowerCase(text) { lowerCounts[segment.role, default: (0, 0)].lower += 1 }
            if let first = text.words.first, text.isCapitalized(first), !text.hasDeliberateCase(first), !text.isAllCaps(first) {
                lowerCounts[segment.role, default: (0, 0)].capitalized += 1
            }
            // A string whose first word is in lower case (a picker's option: “hide after start”)
            // is in neither style, though the sentence rule does not look at a first word.
            if SentenceCaseRule.startsInLowerCase(text) { continue }
            let isTitle = conforms(segment, text, to: .title, context)
            let isSentence = conforms(segment, text, to: .sentence, context)
            // A string that reads the same in both (one word, names) says nothing; nor does a
            // sentence, which every app writes in sentence case whatever its style for the role.
            guard isTitle != isSentence || !isTitle, !readsAsASentence(text) else { continue }
            let inOther = apple == .title ? isSentence && !isTitle : isTitle && !isSentence
            counts[segment.role, default: (0, 0)].styled += 1
            if inOther { counts[segment.role, default: (0, 0)].other += 1 }
        }
        (style.styles, style.reasons) = decidedStyles(counts: counts, lowerCounts: lowerCounts, stated: stated)
        for (word, count) in cases {
            if count.capitalized > count.lowercase { style.names.insert(word) }
            if count.lowercase > count.capitalized { style.lowercaseWords.insert(word) }
        }
        style.names.formUnion(appNames)
        // A camel-case word written as a word of the app's sentences in two strings or more is
        // what the app calls a part of itself (a helper tool it installs), not a type's name
        // leaking into one error message (`code-identifier` reads `names`).
        style.names.formUnion(camelCaseNames.filter { $0.value >= 2 }.keys)
        style.lowercaseWords.subtract(appNames)
        style.namePhrases = NamePhrases.learn(from: running)
        return style
    }

    /// Per role, the style the app writes it in when that is not Apple's, from how many of the
    /// role's strings are in the other style (`counts`) and in lower case (`lowerCounts`);
    /// `stated` (from `lint.style`) wins.
    private static func decidedStyles(counts: [Role: (other: Int, styled: Int)], lowerCounts: [Role: (lower: Int, capitalized: Int)],
                                      stated: [Role: CaseStyle]) -> (styles: [Role: CaseStyle], reasons: [Role: String]) {
        var styles: [Role: CaseStyle] = [:]
        var reasons: [Role: String] = [:]
        for (role, count) in counts where count.styled >= minimumCount && Double(count.other) >= threshold * Double(count.styled) {
            guard let apple = appleStyle(role) else { continue }
            styles[role] = apple == .title ? .sentence : .title
            reasons[role] = "\(count.other) of \(count.styled) \(plural(role))"
        }
        // A role written in lower case, first words too, at least 90 % of the time.
        for (role, count) in lowerCounts where count.lower >= minimumCount && Double(count.lower) >= threshold * Double(count.lower + count.capitalized) {
            styles[role] = .lower
            reasons[role] = "\(count.lower) of \(count.lower + count.capitalized) \(plural(role))"
        }
        // An app that writes its titles, headings, buttons and menu items in lower case, 90 % of
        // them together, writes so on purpose in a role short of 90 % on its own, or with too few
        // strings to say, when most of that role's strings are in lower case (bitchat: 17 of 19
        // titles, 74 of 79 strings over the four roles). Only lower case is pooled so: Apple's
        // own style differs from role to role, lower case is one style for them all.
        let pooled = lowerCounts.values.reduce(into: (lower: 0, counted: 0)) { $0.lower += $1.lower; $0.counted += $1.lower + $1.capitalized }
        if pooled.counted >= minimumCount, Double(pooled.lower) >= threshold * Double(pooled.counted) {
            for (role, count) in lowerCounts where styles[role] == nil && count.lower * 2 > count.lower + count.capitalized {
                styles[role] = .lower
                reasons[role] = "\(count.lower) of \(count.lower + count.capitalized) \(plural(role)); \(pooled.lower) of \(pooled.counted) of its titles, headings, buttons and menu items"
            }
        }
        for (role, stated) in stated {
            if stated == appleStyle(role) {
                styles[role] = nil
                reasons[role] = nil
            } else {
                styles[role] = stated
                reasons[role] = "stated in lint.style"
            }
        }
        return (styles, reasons)
    }

    /// True for a string in lower case from its first word on, every common word too (“hide
    /// message previews”); a name or an acronym inside it may keep its capitals.
    static func isLowerCase(_ text: ScannedText) -> Bool {
        guard SentenceCaseRule.startsInLowerCase(text) else { return false }
        return !text.words.dropFirst().contains { word in
            text.isCapitalized(word) && !text.hasDeliberateCase(word) && !text.isAllCaps(word)
                && EnglishLexicon.shared.isCommon(text.withoutPossessive(word).lowercased())
        }
    }

    /// The text lower-cased when the whole string is a short label in title style: two to five
    /// words, the first and every other but a minor word capitalized, nothing but words and
    /// the spaces and hyphens between them (no placeholder, no sentence's punctuation).
    static func labelPhrase(_ text: ScannedText) -> String? {
        let words = text.words
        guard (2...5).contains(words.count), text.tokens.isEmpty,
              text.scalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == " " || $0 == "-" || $0 == "'" || $0 == "’" }) else { return nil }
        var capitals = 0
        for (index, word) in words.enumerated() {
            if text.isAllCaps(word) && text.string(word).count > 1 { capitals += 1; continue }
            if text.isCapitalized(word) { capitals += 1; continue }
            guard index > 0, index < words.count - 1, minorWords.contains(text.string(word)) else { return nil }
        }
        guard capitals >= 2 else { return nil }
        return words.map { text.string($0).lowercased() }.joined(separator: " ")
    }

    /// The lower-cased camel-case words of a text that begin with a capital (`PowerTool`).
    static func camelCaseWords(_ text: ScannedText) -> [String] {
        text.words.filter { word in
            text.hasDeliberateCase(word) && !text.isAllCaps(word) && text.isCapitalized(word)
                && text.string(word).unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII }
        }.map { text.string($0).lowercased() }
    }

    /// The lower-cased words written right before `.app` (“Open in Shortcuts.app”): an app's
    /// name, however common the word.
    static func namesBeforeDotApp(_ text: ScannedText) -> [String] {
        let s = text.scalars
        var names: [String] = []
        for dot in s.indices where s[dot] == "." && dot + 4 <= s.count && s[dot + 1] == "a" && s[dot + 2] == "p" && s[dot + 3] == "p"
            && (dot + 4 == s.count || !ScannedText.isLatinOrDigit(s[dot + 4])) {
            var start = dot
            while start > 0, s[start - 1].properties.isAlphabetic, s[start - 1].isASCII { start -= 1 }
            guard start < dot, s[start].properties.isUppercase else { continue }
            var name = ""
            name.unicodeScalars.append(contentsOf: s[start..<dot])
            names.append(name.lowercased())
        }
        return names
    }

    /// The summary's sentence for each role the app writes in its own style.
    public var summary: [String] {
        Self.styledRoles.compactMap { role in
            guard let style = styles[role], let reason = reasons[role] else { return nil }
            return "the app writes its \(Self.plural(role)) in \(style.rawValue) case (\(reason)): they are checked against that"
        }
    }

    static func plural(_ role: Role) -> String {
        switch role {
        case .title: return "titles"
        case .heading: return "headings"
        case .button: return "buttons"
        case .menuItem: return "menu items"
        default: return role.rawValue + "s"
        }
    }

    /// True when the string meets the style's rule.
    private static func conforms(_ segment: LintSegment, _ text: ScannedText, to style: CaseStyle, _ context: LintContext) -> Bool {
        var probe = segment
        probe.role = style == .title ? .title : .heading
        probe.houseStyle = nil
        return style == .title ? TitleCaseRule().check(probe, text, context).isEmpty : SentenceCaseRule().check(probe, text, context).isEmpty
    }

    /// In a string that reads as running text (three words or more, most of its common words
    /// after the first in lower case), how each word after a sentence's start is written; true
    /// when the text reads so.
    private static func countWordCases(_ text: ScannedText, into cases: inout [String: (lowercase: Int, capitalized: Int)]) -> Bool {
        let words = text.words
        guard words.count >= 3 else { return false }
        let lexicon = EnglishLexicon.shared
        var lower = 0, upper = 0
        for word in words.dropFirst() where !text.hasDeliberateCase(word) && !text.isAllCaps(word) {
            let lowered = text.string(word).lowercased()
            guard lexicon.isCommon(lowered), !minorWords.contains(lowered) else { continue }
            if text.isCapitalized(word) { upper += 1 } else { lower += 1 }
        }
        // A sentence ending in its period is running text even where a long name it
        // capitalizes outnumbers its other words (“Gets the current Custom Search Engine setting.”).
        guard lower > upper || endsAsASentence(text) else { return false }
        for (index, word) in words.enumerated() where index > 0 && !text.hasDeliberateCase(word) && !text.isAllCaps(word) {
            guard text.string(word).unicodeScalars.allSatisfy(\.isASCII), !startsSentence(text, before: word.lower) else { continue }
            let lowered = text.withoutPossessive(word).lowercased()
            if text.isCapitalized(word) { cases[lowered, default: (0, 0)].capitalized += 1 } else { cases[lowered, default: (0, 0)].lowercase += 1 }
        }
        return true
    }

    /// True for four words or more that read as a sentence and end with its period (not an
    /// ellipsis): title style writes no period.
    static func endsAsASentence(_ text: ScannedText) -> Bool {
        guard text.words.count >= 4, let last = text.lastMeaningfulIndex, text.scalars[last] == ".", !text.endsWithEllipsis else { return false }
        return MessagePunctuationRule.looksLikeSentence(text)
    }

    /// True for a string that ends with a sentence's mark (“What is a tag?”, not an ellipsis) or
    /// holds a subject and its verb (“Your library is empty”).
    static func readsAsASentence(_ text: ScannedText) -> Bool {
        if let last = text.lastMeaningfulIndex, [".", "?", "!"].contains(text.scalars[last]), !text.endsWithEllipsis { return true }
        return MessagePunctuationRule.hasClause(text)
    }

    static func startsSentence(_ text: ScannedText, before index: Int) -> Bool {
        var i = index - 1
        while i >= 0, ScannedText.isWhitespace(text.scalars[i]) { i -= 1 }
        guard i >= 0 else { return true }
        return [".", "!", "?", ":", "“", "\"", "(", "\n"].contains(text.scalars[i])
    }
}

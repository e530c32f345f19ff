import CUnitPatterns
import Foundation

/// The symbols English writes after a number for a unit of measure, from CLDR through ICU's
/// data (`libicu`): `min`, `ms`, `kB`, `GHz`, `km/h`, `mph`. A symbol keeps its case in a title
/// ("Snooze 15 min"). A unit's short or narrow form is a symbol when it is none of the unit's
/// full names (`days`, `bit` and `bits` are words, and a title capitalizes them) and one word.
enum UnitSymbols {
    /// English's symbols; empty when ICU's data cannot be read.
    static let english: Set<String> = symbols(locale: "en")

    static func symbols(locale: String) -> Set<String> {
        guard let patterns = guide_unit_patterns(locale) else { return [] }
        defer { free(patterns) }
        // table, unit, plural category, pattern
        var names: [Substring: Set<String>] = [:], written: [Substring: Set<String>] = [:]
        let text = String(cString: patterns)
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, pluralCategories.contains(fields[2]) else { continue }
            let form = withoutNumber(String(fields[3]))
            guard !form.isEmpty else { continue }
            if fields[0] == "units" { names[fields[1], default: []].insert(form.lowercased()) } else { written[fields[1], default: []].insert(form) }
        }
        var symbols: Set<String> = []
        for (unit, forms) in written {
            for form in forms where !(names[unit]?.contains(form.lowercased()) ?? false) && !form.contains(where: \.isWhitespace) && form.contains(where: \.isLetter) {
                symbols.insert(form)
            }
        }
        return symbols
    }

    /// The plural categories CLDR gives patterns for.
    private static let pluralCategories: Set<Substring> = ["zero", "one", "two", "few", "many", "other"]

    /// A pattern's words: "{0} min" → "min", "{0}kB" → "kB".
    static func withoutNumber(_ pattern: String) -> String {
        pattern.replacingOccurrences(of: "{0}", with: "").trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\u{00A0}\u{202F}")))
    }
}

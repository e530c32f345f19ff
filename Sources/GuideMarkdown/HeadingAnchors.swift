import Foundation
import GuideCore

/// A heading of a page, with the anchor id the renderer gives it.
public struct Heading: Sendable, Hashable, Codable {
    /// 1 to 6.
    public var level: Int
    /// The heading's text as a reader sees it (an explicit `{#id}` removed).
    public var text: String
    /// The unique anchor id on the page.
    public var id: String
    /// 1-based line in the file.
    public var line: Int

    init(level: Int, text: String, id: String, line: Int) {
        self.level = level
        self.text = text
        self.id = id
        self.line = line
    }
}

/// Anchor ids for headings: an explicit `{#id}` at the end of the heading line wins (so both
/// translations of a page can share anchors); otherwise a readable slug of the heading text that
/// keeps Chinese characters as they are. Repeated ids get `-1`, `-2`… suffixes.
public enum HeadingAnchors {
    /// Collects the headings of a document, removing `{#id}` markers from the tree; a slug
    /// never takes one of the `reserved` ids.
    static func prepare(_ document: MarkdownDocument, reserved: Set<String> = []) -> [Heading] {
        let docc = document.anchorStyle == .docc
        var found: [(level: Int, text: String, explicit: String?, line: Int)] = []
        document.walk { node, entering in
            guard entering else { return .continue }
            let kind = node.kind
            // A paragraph holds only inline text, never a heading: most of a page's nodes.
            if kind == .paragraph { return .skipChildren }
            guard kind == .heading else { return .continue }
            let explicit = stripExplicitID(from: node)
            found.append((node.headingLevel, node.plainText.trimmingWhitespace(), explicit, node.startLine))
            return .skipChildren
        }
        // Explicit ids are reserved first so that a slug never takes an id an author chose.
        var used = Set(found.compactMap(\.explicit)).union(reserved)
        var nextSuffix: [String: Int] = [:]
        var headings: [Heading] = []
        for item in found {
            let id: String
            if let explicit = item.explicit {
                id = explicit
            } else {
                id = unique(docc ? doccFragment(item.text) : slug(item.text), in: &used, nextSuffix: &nextSuffix)
            }
            headings.append(Heading(level: item.level, text: item.text, id: id, line: item.line))
        }
        return headings
    }

    /// A readable id for a heading text: lower-cased letters and digits of any script, words
    /// joined by hyphens. "Best Practices" → `best-practices`; "在 iPad 上" → `在-ipad-上`.
    public static func slug(_ text: String) -> String {
        // File and folder names (every page's id) are nearly always ASCII.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSlug(text) }
        var result = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || scalar == "_" {
                if pendingHyphen, !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.unicodeScalars.append(scalar)
            } else if properties.isWhitespace || scalar == "-" {
                pendingHyphen = true
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// The anchor DocC gives a heading: its text with runs of spaces and dashes made one
    /// hyphen and punctuation (but the hyphen) and backticks removed; letters keep their case.
    /// "Optional Binding" → `Optional-Binding`; "在 iPad 上：概述" → `在-iPad-上概述`.
    public static func doccFragment(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiDoccFragment(text) }
        return unicodeDoccFragment(text)
    }

    /// `doccFragment` by Unicode properties, for any text.
    static func unicodeDoccFragment(_ text: String) -> String {
        var result = ""
        var pendingHyphen = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar == "-" || scalar == "\u{2013}" || scalar == "\u{2014}" {
                pendingHyphen = true
                continue
            }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
                continue
            default:
                if scalar == "`" { continue }
            }
            if pendingHyphen, !result.isEmpty { result.append("-") }
            pendingHyphen = false
            result.unicodeScalars.append(scalar)
        }
        return result.isEmpty ? "section" : result
    }

    /// `doccFragment` for ASCII text, on its bytes (every heading of every catalog page, each
    /// time the page is parsed): white space and `-` make a hyphen; the ASCII punctuation
    /// (categories P*) and the backtick go; letters, digits, symbols (`$+<=>^|~`) and controls stay.
    static func asciiDoccFragment(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            switch byte {
            case 0x09...0x0D, UInt8(ascii: " "), UInt8(ascii: "-"):
                pendingHyphen = true
                continue
            case UInt8(ascii: "!"), UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
                 UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "/"),
                 UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "\\"),
                 UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "`"):
                continue
            default:
                if pendingHyphen, !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                result.append(byte)
            }
        }
        return result.isEmpty ? "section" : String(decoding: result, as: UTF8.self)
    }

    /// `slug` for ASCII text, on its bytes: the same tests without Unicode property look-ups.
    private static func asciiSlug(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingHyphen, !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                result.append(byte | (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? 0x20 : 0))
            case UInt8(ascii: " "), UInt8(ascii: "\t")...UInt8(ascii: "\r"), UInt8(ascii: "-"):
                pendingHyphen = true
            default:
                break
            }
        }
        return result.isEmpty ? "section" : String(decoding: result, as: UTF8.self)
    }

    /// `base`, or the first `base-N` not yet used. `nextSuffix` remembers where each base's
    /// counting stopped: ids are only ever added to `used`, so the suffixes below it stay taken,
    /// and a page with thousands of `## Example` headings costs linear time, not quadratic.
    private static func unique(_ base: String, in used: inout Set<String>, nextSuffix: inout [String: Int]) -> String {
        var candidate = base
        var counter = nextSuffix[base] ?? 1
        while used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        nextSuffix[base] = counter
        used.insert(candidate)
        return candidate
    }

    /// Removes a trailing `{#id}` from a heading's last text node and returns the id.
    static func stripExplicitID(from heading: MarkdownNode) -> String? {
        guard let last = heading.lastChild, last.kind == .text else { return nil }
        // On the literal's bytes: Strings are made only for the id and the text before it.
        let marker: (id: String, rest: String)? = last.withLiteralUTF8 { bytes in
            guard bytes.last == UInt8(ascii: "}"), let brace = bytes.lastIndex(of: UInt8(ascii: "{")),
                  brace + 2 < bytes.count, bytes[brace + 1] == UInt8(ascii: "#") else { return nil }
            let id = String(decoding: UnsafeBufferPointer(rebasing: bytes[(brace + 2)..<(bytes.count - 1)]), as: UTF8.self)
            guard !id.isEmpty, id.unicodeScalars.allSatisfy(isIDCharacter) else { return nil }
            // The spaces before `{#` go on the bytes: trimming them as characters is slow.
            var end = brace
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
            return (id, rest.trimmingWhitespace(leading: false))
        }
        guard let marker else { return nil }
        if marker.rest.isEmpty {
            last.remove()
        } else {
            last.setLiteral(marker.rest)
        }
        return marker.id
    }

    private static func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
        // Ids are almost always ASCII: skip the Unicode property look-up for them.
        if scalar.isASCII {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
            default: return false
            }
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_" || scalar == "."
    }
}

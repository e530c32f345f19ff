import Foundation
import GuideCore

/// `.strings` tables written as an XML property list (`<plist><dict><key>…</key><string>…</string>`),
/// as some exporters write them: the values come from Foundation's property-list reader, their
/// places from a scan of the text, so findings point at the value and fixes edit it in place.
enum StringsPropertyList {
    /// True when the decoded text is an XML property list rather than `"key" = "value";` text.
    static func isPropertyList(_ text: String) -> Bool {
        let start = text.drop { $0.isWhitespace }
        return start.hasPrefix("<?xml") || start.hasPrefix("<!DOCTYPE plist") || start.hasPrefix("<plist")
    }

    /// The table's entries in file order; a text that is no property list of strings is one
    /// `strings.syntax` error.
    static func parse(_ text: String, file: String, language: Language) -> (entries: [AppString], diagnostics: [Diagnostic]) {
        let source = SourceText(path: file, text: text)
        let values: [String: Any]
        do {
            guard let dictionary = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any] else {
                return ([], [.error("strings.syntax", "this property list holds no dictionary of strings", at: source.location(line: 1, byteColumn: 1))])
            }
            values = dictionary
        } catch {
            return ([], [.error("strings.syntax", "this is not a property list that can be read: \(error.localizedDescription)",
                                at: source.location(line: 1, byteColumn: 1))])
        }
        var entries: [AppString] = []
        var placed: Set<String> = []
        for (key, place) in places(in: text) {
            guard let value = values[key] as? String, placed.insert(key).inserted else { continue }
            entries.append(AppString(key: key, value: value, language: language, file: file,
                                     line: place.line, byteColumn: place.byteColumn, exact: place.exact))
        }
        // A value the scan did not find (a layout it does not know) is linted at the top, never fixed.
        for key in values.keys.sorted() where !placed.contains(key) {
            guard let value = values[key] as? String else { continue }
            entries.append(AppString(key: key, value: value, language: language, file: file, line: 1, byteColumn: 1, exact: false))
        }
        return (entries, [])
    }

    /// Each `<key>…</key>` of the top dictionary followed by `<string>…</string>`: the key, its
    /// escapes resolved, and where the value's text begins (1-based line and UTF-8 byte column);
    /// `exact` when the value stands there as it is (no escapes, no line breaks). Comments,
    /// processing instructions and the dictionaries inside are passed over, as the property-list
    /// reader passes them (a key in a comment or a nested dictionary was taken for the entry, and
    /// `--fix` rewrote it there). Lines end at `\n`, `\r\n` or a lone `\r`.
    static func places(in text: String) -> [(key: String, place: AppString.Place)] {
        let bytes = Array(text.utf8)
        var found: [(key: String, place: AppString.Place)] = []
        var index = 0, line = 1, lineStart = 0, depth = 0
        /// The key just read at the top, waiting for its value.
        var pendingKey: String?
        func advance(to target: Int) {
            while index < target {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        while let open = find("<", in: bytes, from: index) {
            advance(to: open)
            // Passed over whole: comments, processing instructions, declarations, CDATA.
            for (start, end) in [("<!--", "-->"), ("<?", "?>"), ("<![CDATA[", "]]>"), ("<!", ">")] where matches(start, in: bytes, at: open) {
                advance(to: (find(end, in: bytes, from: open + start.utf8.count).map { $0 + end.utf8.count }) ?? bytes.count)
                break
            }
            if index != open { continue }
            if matches("<dict>", in: bytes, at: open) {
                depth += 1
                pendingKey = nil
            } else if matches("</dict>", in: bytes, at: open) {
                depth -= 1
            } else if depth == 1, matches("<key>", in: bytes, at: open) {
                guard let keyEnd = find("</key>", in: bytes, from: open + 5) else { break }
                pendingKey = unescaped(bytes[(open + 5)..<keyEnd])
                advance(to: keyEnd + 6)
                continue
            } else if depth == 1, let key = pendingKey, matches("<string>", in: bytes, at: open) {
                guard let valueEnd = find("</string>", in: bytes, from: open + 8) else { break }
                advance(to: open + 8)
                let raw = bytes[(open + 8)..<valueEnd]
                let exact = !raw.contains(UInt8(ascii: "&")) && !raw.contains(UInt8(ascii: "\n")) && !raw.contains(UInt8(ascii: "\r"))
                found.append((key, AppString.Place(line: line, byteColumn: index - lineStart + 1, exact: exact)))
                pendingKey = nil
                advance(to: valueEnd + 9)
                continue
            } else if depth == 1 {
                // Any other value at the top: the key before it has no string.
                pendingKey = nil
            }
            advance(to: open + 1)
        }
        return found
    }

    private static func matches(_ word: String, in bytes: [UInt8], at index: Int) -> Bool {
        let pattern = Array(word.utf8)
        return index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    private static func find(_ word: String, in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if matches(word, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// XML's escapes resolved: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#…;` and `&#x…;`.
    static func unescaped(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = "", rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: amp)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"][String(name)]
            let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            if let named {
                result += named
            } else if let scalar = number.flatMap(Unicode.Scalar.init) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}

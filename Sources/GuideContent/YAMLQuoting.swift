import Foundation

/// Text written into YAML that guidegen makes (front matter by `guidegen new`, the translation
/// record): one double-quoted scalar that any text survives.
public enum YAMLQuoting {
    /// `text` as a YAML double-quoted scalar: quotes and backslashes escaped, line breaks and
    /// tabs as `\n`, `\r`, `\t`, and as `\uXXXX` the control characters YAML does not allow and
    /// the characters it reads as line breaks (a title with a line break ended the front matter).
    public static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}":
                out += "\\u" + String(format: "%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

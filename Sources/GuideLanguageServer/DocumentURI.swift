import Foundation

/// Converts between `file:` URIs and paths. Other schemes (`untitled:`) have no path.
public enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; nil for other schemes.
    public static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = uri.dropFirst(7)
        // `file://host/path`: only the local host is ours.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            rest = rest[slash...]
        }
        let decoded = String(rest).removingPercentEncoding ?? String(rest)
        return decoded.isEmpty ? nil : decoded
    }

    /// The `file:` URI of an absolute path, as editors write them (`/` kept, spaces and
    /// non-ASCII percent-encoded).
    public static func uri(of path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "/-._~!$&'()*+,;=@")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }
}

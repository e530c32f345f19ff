import Foundation

/// Converts between `file:` URIs and paths. Other schemes (`untitled:`) have no path.
public enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; nil for other schemes and for a file on
    /// another host. The scheme is read in any letter case, and a query or fragment is left
    /// out (RFC 3986; an encoded `%3F` or `%23` is part of the name).
    public static func path(of uri: String) -> String? {
        let scheme = "file://"
        guard uri.count >= scheme.count, uri.prefix(scheme.count).lowercased() == scheme else { return nil }
        var rest = uri.dropFirst(scheme.count)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        // `file://host/path`: only the local host is ours.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/"), rest[..<slash].lowercased() == "localhost" else { return nil }
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

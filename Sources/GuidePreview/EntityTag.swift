import Foundation

/// Compares the preview's ETags with those a request names (RFC 9110 §8.8.3.2): If-None-Match
/// uses the weak comparison, If-Range the strong one.
enum EntityTag {
    /// True when an If-None-Match value names `etag` or is `*`, by the weak comparison: `W/"x"`
    /// and `"x"` match (a cache or proxy may have weakened the tag it kept).
    static func noneMatch(_ header: String, matches etag: String) -> Bool {
        let ours = opaque(etag)
        return tags(in: header).contains { $0 == "*" || opaque($0) == ours }
    }

    /// True when an If-Range value is `etag` by the strong comparison: neither is weak and
    /// their opaque tags are the same. A date, or anything else, never is.
    static func ifRange(_ header: String, matches etag: String) -> Bool {
        !etag.hasPrefix("W/") && header.trimmingCharacters(in: .whitespaces) == etag
    }

    /// The quoted tags of a list (`"a", W/"b"`, or `*`), each with its `W/` if it has one; it
    /// stops at the first element that is not a tag. A tag may hold a comma, so the list is
    /// read tag by tag rather than split at commas.
    static func tags(in list: String) -> [String] {
        var found: [String] = []
        var rest = Substring(list)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            if rest.isEmpty { return found }
            if rest.hasPrefix("*") {
                found.append("*")
                rest = rest.dropFirst()
                continue
            }
            let weak = rest.hasPrefix("W/")
            let quoted = weak ? rest.dropFirst(2) : rest
            guard quoted.hasPrefix("\""), let close = quoted.dropFirst().firstIndex(of: "\"") else { return found }
            let end = quoted.index(after: close)
            found.append(String(rest[rest.startIndex..<end]))
            rest = rest[end...]
        }
    }

    /// The tag without its weakness marker.
    private static func opaque(_ tag: String) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : Substring(tag)
    }
}

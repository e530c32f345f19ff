import Hummingbird
/// A request's path, checked and mapped to a file of the built site. The preview looks paths up
/// in the built site only (pages in memory, media in the source files the build copied), so
/// nothing outside the site can be reached in any case; refusing every form of traversal
/// outright (rather than normalising it) keeps that true if the storage ever changes and tells
/// a probing client plainly that the request is bad.
enum RequestPath: Equatable {
    /// A file of the site, by its path below the site root (`en/components/alerts/index.html`).
    case file(String)
    /// One of the preview's own endpoints (`events`, `live.js`, `status.json`).
    case preview(String)
    /// The path is outside the base path: nothing there.
    case outside
    /// A malformed or unsafe path: `..`, encoded slashes or dots, backslashes, NUL bytes,
    /// double encoding, or a target that is not a path.
    case refused

    /// Requests below `<base>__guidegen/` are the preview's own.
    static let previewFolder = "__guidegen/"
    static let maximumLength = 4096

    /// Maps a request target (path and query, as sent) under a base path (`/` or `/hig/`).
    init(target: String, basePath: String) {
        guard target.utf8.count <= Self.maximumLength, target.hasPrefix("/") else { self = .refused; return }
        let rawPath = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? target
        let lowered = rawPath.lowercased()
        // Encoded slashes, backslashes, dots and NUL bytes, and a second layer of encoding.
        for forbidden in ["%2f", "%5c", "%2e", "%00", "%25", "\\"] where lowered.contains(forbidden) {
            self = .refused
            return
        }
        guard let path = rawPath.removingPercentEncoding, !path.contains("\0"), !path.contains("\\") else {
            self = .refused
            return
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        // `//x`, `/a//b`: empty segments anywhere but at the end.
        if segments.dropLast().contains(where: \.isEmpty) || segments.contains(where: { $0 == ".." || $0 == "." }) {
            self = .refused
            return
        }
        guard path.hasPrefix(basePath) || path + "/" == basePath else { self = .outside; return }
        let relative = String(path.dropFirst(min(basePath.count, path.count)))
        if relative.hasPrefix(Self.previewFolder) {
            self = .preview(String(relative.dropFirst(Self.previewFolder.count)))
        } else if relative.isEmpty || relative.hasSuffix("/") {
            self = .file(relative + "index.html")
        } else {
            self = .file(relative)
        }
    }
}

/// Content types by file extension: Hummingbird's table (`MediaType`), with what a guideline
/// site serves that it lacks, and a charset for text.
enum ContentType {
    private static let missingFromHummingbird: [String: String] = [
        "avif": "image/avif", "md": "text/plain",
        "mov": "video/quicktime", "m4v": "video/x-m4v", "m4a": "audio/mp4", "ogg": "audio/ogg",
        "vtt": "text/vtt",
    ]
    /// Types that are text though not `text/…`.
    private static let textApplications: Set<String> = ["application/json", "application/xml", "image/svg+xml"]

    static func forPath(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let ext = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        guard let type = missingFromHummingbird[ext] ?? MediaType.getMediaType(forExtension: ext).map({ "\($0.type)/\($0.subType)" })
        else { return "application/octet-stream" }
        return type.hasPrefix("text/") || textApplications.contains(type) ? type + "; charset=utf-8" : type
    }
}

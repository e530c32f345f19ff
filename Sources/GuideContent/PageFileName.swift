/// What a page's file name says: `<id>.<lang>.md`, `_index.<lang>.md`, or either without a
/// language suffix. Read here for the build, the linter and the language server alike.
public enum PageFileName {
    /// The name without its extension (`.md`, `.markdown`) and language suffix, and the
    /// suffix's tag when it is one (`buttons.zh-Hans.md` → `buttons`, `zh-Hans`;
    /// `release.v2.md` → `release.v2`, nil).
    public static func split(_ fileName: String) -> (stem: String, languageTag: String?) {
        var stem = Substring(fileName)
        if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
        if let dot = stem.lastIndex(of: ".") {
            let tag = String(stem[stem.index(after: dot)...])
            if SiteConfig.isLanguageTag(tag) { return (String(stem[..<dot]), tag) }
        }
        return (String(stem), nil)
    }
}

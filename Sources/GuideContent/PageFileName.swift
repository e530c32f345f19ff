import Foundation
import GuideCore

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

    /// The Markdown file in `folder` that is the page `stem` in `language` as the build reads
    /// it, whatever its extension's letter case (`_index.en.MD`; `_index.markdown` is the
    /// default language's), if there is one.
    public static func existingFile(in folder: String, stem: String, language: Language, defaultLanguage: Language) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().first { name in
            guard PathNames.isMarkdown(name) else { return false }
            let (nameStem, tag) = split(name)
            return nameStem == stem && (tag.map(Language.init) ?? defaultLanguage) == language
        }.map { folder + "/" + $0 }
    }
}

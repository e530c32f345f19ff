import GuideCore

/// The words of the search page, per language (the pop-up's words are in search.js).
public enum SearchStrings {
    public static let english: [String: String] = [
        "label": "Search the guidelines",
        "no_script": "Searching needs JavaScript, which is off in this browser. Every page is listed below by section: your browser's Find command searches the list.",
        "browse": "All pages",
    ]

    public static let simplifiedChinese: [String: String] = [
        "label": "搜索设计指南",
        "no_script": "搜索功能需要 JavaScript，但此浏览器已将其关闭。下面按分区列出了所有页面，可以用浏览器的“查找”功能在列表中查找。",
        "browse": "所有页面",
    ]

    /// The table for a language tag; languages without one use English.
    public static func table(for tag: String) -> [String: String] {
        Language(tag).isSimplifiedChinese ? simplifiedChinese : english
    }
}

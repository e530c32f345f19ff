import Foundation
import GuideCore
import GuideMarkdown

/// The words the default templates print around the content, per language. Themes read them
/// as `{{ui.on_this_page}}` and so on. guidegen has them in English and Simplified Chinese; a
/// site gives its own, or other languages', in `interface:` (`SiteConfig.interfaceWords`), and
/// a language with neither uses English.
public enum InterfaceStrings {
    public static let english: [String: String] = [
        "on_this_page": "On this page", "related": "Related", "mentioned_in": "Mentioned in",
        "previous": "Previous", "next": "Next", "last_updated": "Last updated",
        "skip_to_content": "Skip to content", "search": "Search", "search_placeholder": "Search the guidelines",
        "menu": "Menu", "close_menu": "Close menu", "sections": "Sections", "home": "Home", "language": "Language",
        "breadcrumbs": "Breadcrumbs", "not_found_title": "Page not found",
        "not_found_message": "The page you asked for is not here. It may have moved, or the link may be mistyped.",
        "choose_language": "Choose a language", "topics": "Topics", "relationships": "Relationships",
        "theme_toggle": "Toggle dark mode", "not_translated": "not translated yet",
        "glossary": "Glossary", "glossary_avoid": "Avoid",
        "glossary_summary": "The terms these guidelines use in each language, and the words they avoid.",
        "sample_code": "Sample Code", "visit": "Visit", "download": "Download", "available_on": "Available on",
        "translation_outdated": "The original of this page has changed since it was translated; this translation may be out of date.",
        "translation_source": "Read the original", "translation_sections": "Sections that changed:",
    ]

    public static let simplifiedChinese: [String: String] = [
        "on_this_page": "本页内容", "related": "相关主题", "mentioned_in": "提及本页的主题",
        "previous": "上一篇", "next": "下一篇", "last_updated": "最后更新",
        "skip_to_content": "跳到正文", "search": "搜索", "search_placeholder": "搜索设计指南",
        "menu": "菜单", "close_menu": "关闭菜单", "sections": "分区", "home": "首页", "language": "语言",
        "breadcrumbs": "导航路径", "not_found_title": "找不到页面",
        "not_found_message": "你要找的页面不在这里。它可能已经移动，或者链接有误。",
        "choose_language": "选择语言", "topics": "主题", "relationships": "关系",
        "theme_toggle": "切换深色模式", "not_translated": "尚未翻译",
        "glossary": "术语表", "glossary_avoid": "避免使用",
        "glossary_summary": "本指南在各语言中使用的术语，以及应避免的说法。",
        "sample_code": "示例代码", "visit": "访问", "download": "下载", "available_on": "适用平台",
        "translation_outdated": "本页的原文在翻译之后有过修改，这份译文可能已经过时。",
        "translation_source": "阅读原文", "translation_sections": "有改动的章节：",
    ]

    /// The search pop-up's and search page's own words, which a site may give in `interface:`
    /// (`{n}`, `{q}` and `{language}` stand for the count, the query and a language's name):
    /// guidegen's English and Chinese ones are in the theme's script, and only a site's own go
    /// into a page (`searchWordsJSON`).
    public static let searchKeys = ["search_results", "search_one_result", "search_none_for", "search_loading", "search_failed",
                                    "search_other", "search_all", "search_more", "search_type_more", "search_list_label"]

    /// The renderer's words a site may give in `interface:`: a copy example's Do and Don't, the
    /// label of an aside written without one (DocC's Note), and each role's name on a copy
    /// example's lines (`role_alert_title`).
    public static let markdownKeys = ["example_do", "example_dont", "aside_note"]
        + CopyExample.roles.sorted().map { "role_" + $0.replacingOccurrences(of: "-", with: "_") }

    /// Every key `interface:` may give: the templates' words, the search words, the renderer's.
    public static let allKeys = english.keys.sorted() + searchKeys + markdownKeys

    /// True for a key `interface:` may give.
    public static func isKey(_ key: String) -> Bool { keySet.contains(key) }
    private static let keySet = Set(allKeys)

    /// The search words the site gives for `language`, as the JSON object the theme's script
    /// reads from the search field's `data-words`; nil when it gives none (the script's own
    /// words then serve, so a page of a site that gives none is as it was).
    public static func searchWordsJSON(for language: Language, config: SiteConfig) -> String? {
        let given = (config.interfaceWords[language.tag] ?? [:]).filter { searchKeys.contains($0.key) }
        guard !given.isEmpty, let data = try? JSONSerialization.data(withJSONObject: given, options: [.sortedKeys]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The words of `language`: guidegen's own (English for a language it has none of), with
    /// the site's `interface:` words over them.
    public static func table(for language: Language, config: SiteConfig) -> [String: String] {
        let own = builtIn(language) ?? english
        guard let given = config.interfaceWords[language.tag], !given.isEmpty else { return own }
        return own.merging(given) { _, site in site }
    }

    /// One word of `language`'s table (`table(for:config:)`), looked up without building it.
    public static func word(_ key: String, in language: Language, config: SiteConfig) -> String? {
        config.interfaceWords[language.tag]?[key] ?? (builtIn(language) ?? english)[key]
    }

    /// The language word `key` of `language`'s table is written in: a page in another language
    /// marks it so, for screen readers to speak it in English.
    public static func language(of key: String, in language: Language, config: SiteConfig) -> Language {
        builtIn(language) != nil || config.interfaceWords[language.tag]?[key] != nil ? language : .english
    }

    /// The words `language`'s pages show in English, sorted: none for a language guidegen has
    /// words of, else those the site's `interface:` does not give.
    public static func wordsInEnglish(for language: Language, config: SiteConfig) -> [String] {
        guard builtIn(language) == nil else { return [] }
        let given = config.interfaceWords[language.tag] ?? [:]
        return allKeys.filter { given[$0] == nil }.sorted()
    }

    /// guidegen's own words of a language, if it has them.
    static func builtIn(_ language: Language) -> [String: String]? {
        language.isSimplifiedChinese ? simplifiedChinese : language.primarySubtagIs("en") ? english : nil
    }

    /// The renderer's words for `language`: guidegen's own (English for a language it has none
    /// of), with the site's `interface:` words over them.
    public static func markdownLabels(for language: Language, config: SiteConfig) -> MarkdownLabels {
        var labels: MarkdownLabels = language.isSimplifiedChinese ? .simplifiedChinese : .english
        guard let given = config.interfaceWords[language.tag] else { return labels }
        if let word = given["example_do"] { labels.doExample = word }
        if let word = given["example_dont"] { labels.dontExample = word }
        if let word = given["aside_note"] { labels.note = word }
        for role in CopyExample.roles {
            if let word = given["role_" + role.replacingOccurrences(of: "-", with: "_")] { labels.roles[role] = word }
        }
        return labels
    }
}

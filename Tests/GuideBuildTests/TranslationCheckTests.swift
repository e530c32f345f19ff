import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideTranslations

/// The preview keeps the translation check up to date as the source is edited: an edit to a
/// page's body keeps the site's structure (the registration is reused), yet the check runs again.
struct TranslationCheckTests {
    @Test func anEditToTheSourceMakesItsTranslationOutdatedInTheNextRebuild() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-translations-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let english = root + "/Content/components/buttons.en.md"
        let files = [
            english: "---\ntitle: Buttons\n---\n\nA button starts an action.\n\n## Labels {#labels}\n\nUse a verb.\n",
            root + "/Content/components/buttons.zh-Hans.md": "---\ntitle: 按钮\n---\n\n按钮用来开始一个操作。\n\n## 标签 {#labels}\n\n使用动词。\n",
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let config = SiteConfig.load(file: "guidegen.yml", text: "languages: [en, zh-Hans]\n").0
        var builder = SiteBuilder(config: config, root: root)
        builder.buildsSearchIndex = false
        // The record as the translator saw the source.
        let site = try #require(builder.site().site)
        let entries = TranslationStatus.check(site, record: nil, source: config.languages[0])
        builder.translationRecord = TranslationStatus.marking(entries, in: site, record: TranslationRecord())

        let incremental = IncrementalBuilder(builder: builder)
        #expect(!incremental.rebuild().diagnostics.contains { $0.id == "translation.outdated" })
        try Data(files[english]!.replacingOccurrences(of: "Use a verb.", with: "Use a verb that says what happens.").utf8).write(to: URL(fileURLWithPath: english))
        let after = incremental.rebuild(changed: [english])
        let outdated = after.diagnostics.filter { $0.id == "translation.outdated" }
        #expect(outdated.count == 1)
        #expect(outdated.first?.message.contains("(“Labels”)") == true, "\(after.diagnostics)")

        // The page says so in its reader's language, linking to the source and the section,
        // exactly as a full build of the same files writes it.
        let page = String(decoding: incremental.files["zh-Hans/components/buttons/index.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("<aside class=\"translation-notice\" role=\"note\">"), "\(page)")
        #expect(page.contains("本页的原文在翻译之后有过修改") && page.contains("href=\"/en/components/buttons/\" hreflang=\"en\""))
        #expect(page.contains("<li><a href=\"#labels\">标签</a></li>"))
        let full = MemoryOutput()
        _ = builder.build(into: full)
        #expect(full.files["zh-Hans/components/buttons/index.html"].map { String(decoding: $0, as: UTF8.self) } == page)
        // The English page and the search index show no notice.
        #expect(!String(decoding: incremental.files["en/components/buttons/index.html"] ?? Data(), as: UTF8.self).contains("translation-notice"))

        // Marked again: the notice goes.
        let site2 = try #require(builder.site().site)
        var marked = builder
        marked.translationRecord = TranslationStatus.marking(TranslationStatus.check(site2, record: nil, source: config.languages[0]), in: site2, record: TranslationRecord())
        let again = IncrementalBuilder(builder: marked)
        _ = again.rebuild()
        #expect(!String(decoding: again.files["zh-Hans/components/buttons/index.html"] ?? Data(), as: UTF8.self).contains("translation-notice"))
    }
    /// A section's folder renamed, its pages keeping their file names: each translation keeps
    /// the record it had under its old path (outdated when the source changed since), and marking
    /// it records it under its new path and drops the old one.
    @Test func aTranslationMovedWithItsSourceKeepsItsRecord() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-translations-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ folder: String, source: String) throws {
            try? FileManager.default.removeItem(atPath: root + "/Content")
            let files = [
                "\(folder)/buttons.en.md": source,
                "\(folder)/buttons.zh-Hans.md": "---\ntitle: 按钮\n---\n\n按钮用来开始一个操作。\n\n## 标签 {#labels}\n\n使用动词。\n",
                "\(folder)/menus.en.md": "---\ntitle: Menus\n---\n\nA menu lists commands.\n",
                "\(folder)/menus.zh-Hans.md": "---\ntitle: 菜单\n---\n\n菜单列出命令。\n",
            ]
            for (path, text) in files {
                let full = root + "/Content/" + path
                try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: full))
            }
        }
        let source = "---\ntitle: Buttons\n---\n\nA button starts an action.\n\n## Labels {#labels}\n\nUse a verb.\n"
        let config = SiteConfig.load(file: "guidegen.yml", text: "languages: [en, zh-Hans]\n").0
        try write("components", source: source)
        let before = try #require(SiteBuilder(config: config, root: root).site().site)
        let record = TranslationStatus.marking(TranslationStatus.check(before, record: nil, source: .english), in: before, record: TranslationRecord())
        #expect(record.entries.keys.sorted() == ["components/buttons.zh-Hans.md", "components/menus.zh-Hans.md"])

        try write("controls", source: source.replacingOccurrences(of: "Use a verb.", with: "Use a verb that says what happens."))
        let after = try #require(SiteBuilder(config: config, root: root).site().site)
        let entries = TranslationStatus.check(after, record: record, source: .english)
        let states = Dictionary(uniqueKeysWithValues: entries.map { ($0.recordKey ?? "", $0.state) })
        #expect(states == ["controls/buttons.zh-Hans.md": .outdated, "controls/menus.zh-Hans.md": .current], "\(entries)")
        #expect(entries.first { $0.recordKey == "controls/buttons.zh-Hans.md" }?.changes.map(\.id) == ["labels"])
        #expect(entries.first { $0.recordKey == "controls/menus.zh-Hans.md" }?.movedFrom == "components/menus.zh-Hans.md")

        let marked = TranslationStatus.marking(entries, in: after, record: record)
        #expect(marked.entries.keys.sorted() == ["controls/buttons.zh-Hans.md", "controls/menus.zh-Hans.md"])
        #expect(marked.entries["controls/buttons.zh-Hans.md"]?.source == "controls/buttons.en.md")
    }

    /// A topic renamed in both languages, and a section's own page moved with its folder: each
    /// translation is found again by its source's sections (half or more of the recorded
    /// fingerprints still the same), not left unrecorded; a page whose sections all changed is not.
    @Test func aRenamedTranslationIsFoundByItsSourceSections() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-translations-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ files: [String: String]) throws {
            try? FileManager.default.removeItem(atPath: root + "/Content")
            for (path, text) in files {
                let full = root + "/Content/" + path
                try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: full))
            }
        }
        let buttons = "---\ntitle: Buttons\n---\n\nA button starts an action.\n\n## Labels {#labels}\n\nUse a verb.\n\n## Sizes {#sizes}\n\nMake it large enough to tap.\n"
        let menus = "---\ntitle: Menus\n---\n\nA menu lists commands.\n"
        let section = "---\ntitle: Components\n---\n\nThe parts an interface is made of.\n"
        let zhButtons = "---\ntitle: 按钮\n---\n\n按钮用来开始一个操作。\n\n## 标签 {#labels}\n\n使用动词。\n\n## 尺寸 {#sizes}\n\n足够大。\n"
        let zhMenus = "---\ntitle: 菜单\n---\n\n菜单列出命令。\n"
        let zhSection = "---\ntitle: 组件\n---\n\n界面由这些部分组成。\n"
        let config = SiteConfig.load(file: "guidegen.yml", text: "languages: [en, zh-Hans]\n").0
        try write(["components/_index.en.md": section, "components/_index.zh-Hans.md": zhSection,
                   "components/buttons.en.md": buttons, "components/buttons.zh-Hans.md": zhButtons,
                   "components/menus.en.md": menus, "components/menus.zh-Hans.md": zhMenus])
        let before = try #require(SiteBuilder(config: config, root: root).site().site)
        let record = TranslationStatus.marking(TranslationStatus.check(before, record: nil, source: .english), in: before, record: TranslationRecord())

        // The folder renamed (its own page with it), buttons renamed and one of its sections
        // edited, menus renamed and rewritten.
        try write(["controls/_index.en.md": section, "controls/_index.zh-Hans.md": zhSection,
                   "controls/push-buttons.en.md": buttons.replacingOccurrences(of: "Use a verb.", with: "Use a verb that says what happens."),
                   "controls/push-buttons.zh-Hans.md": zhButtons,
                   "controls/command-menus.en.md": "---\ntitle: Command menus\n---\n\nA command menu lists what an app can do.\n",
                   "controls/command-menus.zh-Hans.md": zhMenus])
        let after = try #require(SiteBuilder(config: config, root: root).site().site)
        let entries = TranslationStatus.check(after, record: record, source: .english)
        let found = Dictionary(uniqueKeysWithValues: entries.map { ($0.recordKey ?? "", "\($0.state) \($0.movedFrom ?? "-")") })
        #expect(found == ["controls/_index.zh-Hans.md": "current components/_index.zh-Hans.md",
                          "controls/push-buttons.zh-Hans.md": "outdated components/buttons.zh-Hans.md",
                          "controls/command-menus.zh-Hans.md": "unrecorded -"], "\(entries)")
        #expect(entries.first { $0.recordKey == "controls/push-buttons.zh-Hans.md" }?.changes.map(\.id) == ["labels"])

        let marked = TranslationStatus.marking(entries, in: after, record: record)
        // The rewritten page's old entry stays, as a deleted page's does, until `--mark-all`.
        #expect(marked.entries.keys.sorted() == ["components/menus.zh-Hans.md", "controls/_index.zh-Hans.md", "controls/command-menus.zh-Hans.md",
                                                 "controls/push-buttons.zh-Hans.md"])
    }
}

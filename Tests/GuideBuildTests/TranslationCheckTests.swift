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
}

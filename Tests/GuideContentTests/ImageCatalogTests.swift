import Foundation
import Testing
@testable import GuideContent

struct ImageCatalogTests {
    @Test func anImageIsFoundByNameWithEveryVariantAnywhereAmongTheMedia() {
        let catalog = ImageCatalog(media: [
            "Assets/chart.png", "Assets/chart@2x.png", "Assets/chart~dark.png", "Assets/chart~dark@2x.png",
            "Assets/photo.jpeg", "deep/er/logo~dark@2x.svg", "deep/er/logo@2x.svg", "notes.txt",
        ])
        #expect(catalog.lookup(path: "chart") == .init(light1x: "Assets/chart.png", light2x: "Assets/chart@2x.png",
                                                       dark1x: "Assets/chart~dark.png", dark2x: "Assets/chart~dark@2x.png"))
        #expect(catalog.lookup(path: "Guide/chart")?.primary == "Assets/chart.png")
        #expect(catalog.lookup(path: "chart.png")?.light2x == "Assets/chart@2x.png")
        #expect(catalog.lookup(path: "photo")?.light1x == "Assets/photo.jpeg")
        #expect(catalog.lookup(path: "logo") == .init(light2x: "deep/er/logo@2x.svg", dark2x: "deep/er/logo~dark@2x.svg"))
        #expect(catalog.lookup(path: "Assets/chart~dark@2x.png")?.light1x == "Assets/chart.png")
        #expect(catalog.lookup(path: "notes") == nil)
        // One catalog per language: a page finds the image of its own catalog.
        let two = ImageCatalog(media: ["en/Assets/a@2x.png", "en/Assets/a~dark@2x.png", "zh-Hans/Assets/a~dark@2x.png"])
        #expect(two.lookup(path: "a", near: "zh-Hans/LanguageGuide/TheBasics.md") == .init(dark2x: "zh-Hans/Assets/a~dark@2x.png"))
        #expect(two.lookup(path: "a", near: "en/LanguageGuide/TheBasics.md")?.light2x == "en/Assets/a@2x.png")
        #expect(catalog.lookup(path: "chat") == nil)
    }

    /// The Swift book's catalogs, in `../shared/corpora/tspl` beside the repository (not part of it).
    static let tspl = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpora/tspl").standardizedFileURL.path

    /// Every image the two TSPL catalogs show, named without path or extension, is found.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: tspl), "skipped: the TSPL catalogs are not at ../shared/corpora/tspl beside the repository"),
          arguments: ["en", "zh-Hans"])
    func everyImageOfTheSwiftBookIsFound(language: String) throws {
        let root = "\(Self.tspl)/\(language)/TSPL.docc"
        let files = try FileManager.default.subpathsOfDirectory(atPath: root)
        let catalog = ImageCatalog(media: files.filter { !$0.hasSuffix(".md") }.sorted())
        let pattern = try NSRegularExpression(pattern: #"!\[[^\]]*\]\(([^)\s]+)\)"#)
        var references = 0
        var missing: [String] = []
        for file in files where file.hasSuffix(".md") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                references += 1
                let name = String(text[Range(match.range(at: 1), in: text)!])
                guard let image = catalog.lookup(path: name) else { missing.append("\(file): \(name)"); continue }
                // Every figure of the book has a dark variant (one Chinese figure has only that).
                #expect(image.dark2x != nil, "\(name)")
            }
        }
        #expect(missing == [])
        #expect(references > 60)
    }
}

import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// An app's strings linted end to end: roles from keys, rules per language, suppression, fixes.
final class AppStringsLintTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-appstrings-\(UUID().uuidString)").path
    // A class, so that each test removes its folder.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func runner() -> LintRunner {
        LintRunner(linter: Linter(), site: SiteConfig())
    }

    @Test func stringsAreLintedInTheRoleTheirKeysImply() throws {
        try FileManager.default.createDirectory(atPath: folder + "/zh-Hans.lproj", withIntermediateDirectories: true)
        let path = folder + "/zh-Hans.lproj/Localizable.strings"
        let text = """
            /* Confirmation */
            "delete.button" = "是";
            "error.alert.title" = "错误";
            "sync.message" = "点击这里同步我的照片。";
            /* guidegen-lint disable zh.tap */
            "help.text" = "点击任意位置继续";
            """
        // UTF-16 with a byte-order mark, as Xcode used to write them.
        try StringsFileEncoding.utf16LittleEndian.encode(text).write(to: URL(fileURLWithPath: path))
        let result = runner().lint(file: path)
        #expect(result.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.id)" } == [
            "2:20 zh.button", "3:24 alert-title.single-word", "4:25 zh.first-person", "4:19 zh.tap",
        ])
        // The fix rewrites the file in UTF-16 and keeps everything else.
        let change = try #require(Fixer.plan(result.fixes).first)
        try Fixer.write(change)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data == StringsFileEncoding.utf16LittleEndian.encode(text.replacingOccurrences(of: "\"点击这里同步", with: "\"轻点这里同步")))
    }

    @Test func everyLocalizationOfACatalogIsLinted() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/Localizable.xcstrings"
        try Data("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "save.button" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Okay" } },
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "好" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """.utf8).write(to: URL(fileURLWithPath: path))
        let result = runner().lint(file: path)
        #expect(result.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.id)" } == ["6:70 en.button"])
        #expect(result.diagnostics.first?.message == "“Okay” on a button is spelled “OK”, in capitals")
    }

    /// A `.strings` table may be an XML property list (as some exporters write them): its
    /// entries are read with their places, escaped characters (`&amp;`) resolved, and a fix
    /// writes the file back as a property list still.
    @Test func aStringsTableWrittenAsAnXMLPropertyListIsLinted() throws {
        try FileManager.default.createDirectory(atPath: folder + "/zh-Hans.lproj", withIntermediateDirectories: true)
        let path = folder + "/zh-Hans.lproj/Localizable.strings"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>sync.message</key>
            \t<string>点击这里同步照片。</string>
            \t<key>terms.text</key>
            \t<string>条款&amp;隐私(必读)</string>
            \t<key>ok.button</key>
            \t<string>好</string>
            </dict>
            </plist>
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let entries = StringsFile.read(path: path).entries
        #expect(entries.map { "\($0.key)=\($0.value)@\($0.line):\($0.byteColumn)" } == [
            "sync.message=点击这里同步照片。@6:10", "terms.text=条款&隐私(必读)@8:10", "ok.button=好@10:10",
        ])
        let result = runner().lint(file: path)
        #expect(result.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.id)" }.contains("6:10 zh.tap"))
        #expect(result.diagnostics.contains { $0.id == "zh.punctuation" && $0.location?.line == 8 })
        for change in Fixer.plan(result.fixes) { try Fixer.write(change) }
        let fixed = try Data(contentsOf: URL(fileURLWithPath: path))
        let values = try #require(try PropertyListSerialization.propertyList(from: fixed, format: nil) as? [String: String])
        #expect(values["sync.message"] == "轻点这里同步照片。")
        #expect(values["terms.text"] == "条款&隐私(必读)")
    }

    /// A key in a comment or in a dictionary inside was taken for the entry: the finding pointed
    /// there and `--fix` rewrote the comment, leaving the value as it was; with lone CR line
    /// ends every entry was on line 1 (a helper's probe). Only the top dictionary's entries count.
    @Test func aPropertyListsCommentsAndInnerDictionariesAreNotItsEntries() throws {
        try FileManager.default.createDirectory(atPath: folder + "/zh-Hans.lproj", withIntermediateDirectories: true)
        let path = folder + "/zh-Hans.lproj/Other.strings"
        for newline in ["\n", "\r"] {
            let text = [
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<plist version=\"1.0\">", "<dict>",
                "<!-- <key>sync.message</key><string>点击这里。</string> -->",
                "<key>meta</key><dict><key>sync.message</key><string>点击那里。</string></dict>",
                "<key>sync.message</key>", "<string>点击这里同步照片。</string>", "</dict>", "</plist>", "",
            ].joined(separator: newline)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let entries = StringsFile.read(path: path).entries
            #expect(entries.map { "\($0.key)=\($0.value)@\($0.line):\($0.byteColumn)" } == ["sync.message=点击这里同步照片。@7:9"], "\(newline.debugDescription)")
            let result = runner().lint(file: path)
            for change in Fixer.plan(result.fixes) { try Fixer.write(change) }
            let fixed = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            #expect(fixed.contains("<string>轻点这里同步照片。</string>"), "\(newline.debugDescription)")
            #expect(fixed.contains("<!-- <key>sync.message</key><string>点击这里。</string> -->") && fixed.contains("<string>点击那里。</string>"))
        }
    }
}

import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint
import GuideAppSources

/// Writes a `.strings` table of `lines` in `<language>.lproj` under `folder`; returns its path.
private func writeTable(_ language: String, _ lines: [String], table: String, in folder: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
    let path = folder + "/\(language).lproj/\(table).strings"
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// An app that writes its English as the keys of its `.strings` tables (`Text("…")`) and keeps no
/// English table, or one with a few entries: the keys the English table lacks are the English
/// people see, and are checked as English, placed at the key.
final class KeysAsTextTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-keys-as-text-\(UUID().uuidString)").path
    // A class, so that each test removes its folder.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ language: String, _ lines: [String], table: String = "Localizable") throws -> String {
        try writeTable(language, lines, table: table, in: folder)
    }

    @Test func aKeyTheEnglishTableLacksIsCheckedAsEnglishAtTheKey() throws {
        _ = try write("en", ["\"settings_title\" = \"Settings\";"])
        let chinese = try write("zh-Hans", [
            "\"settings_title\" = \"设置\";",
            "\"We could not open your file\" = \"无法打开文件\";",
            "\"stale_identifier\" = \"旧的\";",
        ])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [folder])
        let english = result.diagnostics.filter { $0.language == "en" }
        #expect(english.map(\.id) == ["en.first-person"])
        #expect(english.first?.key == "We could not open your file")
        #expect(english.first.map { "\($0.location!.file) \($0.location!.line):\($0.location!.column)" } == "\(chinese) 2:2")
        // Never fixed: the code looks the string up by it.
        #expect(english.first?.solutions.isEmpty == true)
    }

    @Test func withNoEnglishTableEveryKeyThatReadsAsTextIsEnglishOnce() throws {
        _ = try write("zh-Hans", ["\"We could not open your file\" = \"无法打开文件\";", "\"Done\" = \"完成\";"])
        _ = try write("ja", ["\"We could not open your file\" = \"ファイルを開けません\";"])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [folder])
        #expect(result.diagnostics.filter { $0.language == "en" }.map(\.id) == ["en.first-person"])
    }

    /// An app that keeps its English in code, beside each key (`NSLocalizedString("[Settings]
    /// clear history", value: "Clear history", comment: "")`, as `genstrings` reads it), and no
    /// English table: people see the code's text, not the key. It is checked at the key, with a
    /// note saying where the code writes it; a text the code gives for another table is not it.
    @Test func theEnglishTheCodeGivesBesideAKeyIsCheckedInsteadOfTheKey() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let chinese = try write("zh-Hans", [
            "\"[Settings] clear history\" = \"清除历史记录\";",
            "\"[Alert] done\" = \"完成\";",
            "\"[Help] we can help\" = \"帮助\";",
        ])
        let swift = folder + "/Strings.swift"
        try """
        import UIKit
        enum LString {
            static let done = String(localized: "[Alert] done", defaultValue: "Done")
            static let clearHistory = NSLocalizedString("[Settings] clear history", bundle: .main, value: "clear History", comment: "")
            static let help = NSLocalizedString("[Help] we can help", tableName: "Help", value: "Help", comment: "")
        }
        final class SettingsController: UIViewController {
            let button = UIButton()
            override func viewDidLoad() {
                button.setTitle(LString.clearHistory, for: .normal)
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: LString.done, style: .done, target: nil, action: nil)
            }
        }
        """.write(toFile: swift, atomically: true, encoding: .utf8)
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(folders: [folder])
        let english = runner.lint(paths: [folder]).diagnostics.filter { $0.language == "en" }
        // “[Alert] done” read as the key would be asked for title style; its text, “Done”, is fine.
        // The key of another table's text is still read as the key (“we”: first person).
        #expect(english.map { "\($0.id) \($0.key ?? "")" } == ["en.title-case [Settings] clear history", "en.first-person [Help] we can help"])
        let clear = try #require(english.first)
        #expect(clear.location.map { "\($0.file) \($0.line):\($0.column)" } == "\(chinese) 1:2")
        #expect(clear.suggestion == "write “Clear History”")
        #expect(clear.notes.first.map { "\($0.location.file):\($0.location.line) \($0.message)" }
            == "\(swift):4 \(KeysAsText.codeNote)")
        #expect(clear.solutions.isEmpty)
    }

    @Test func aKeyOfAnotherTableIsNotTheEnglishOfThisOne() throws {
        _ = try write("en", ["\"We could not open your file\" = \"The file could not be opened.\";"], table: "Errors")
        _ = try write("zh-Hans", ["\"We could not open your file\" = \"无法打开文件\";"])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [folder])
        #expect(result.diagnostics.filter { $0.language == "en" }.map(\.id) == ["en.first-person"])
    }
}

/// What a reader is told of English read from a key, and the house style such English teaches.
final class KeysAsTextReportTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-keys-as-text-report-\(UUID().uuidString)").path
    // A class, so that each test removes its folder.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ language: String, _ lines: [String], table: String = "Localizable") throws -> String {
        try writeTable(language, lines, table: table, in: folder)
    }

    /// Writes a Cocoa interface file of `elements` as `Base.lproj/<name>`, the tables' interface.
    private func writeInterface(_ name: String, type: String, _ elements: [String]) throws {
        try FileManager.default.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
        let document = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                        "<document type=\"com.apple.InterfaceBuilder3.Cocoa.\(type)\" version=\"3.0\">"]
            + elements.map { "    " + $0 } + ["</document>"]
        try document.joined(separator: "\n").write(toFile: folder + "/Base.lproj/" + name, atomically: true, encoding: .utf8)
    }

    /// A finding on English read from a key stands in another language's table: a note says the
    /// English is the key itself, or, for an interface file's object key, the text Xcode's
    /// comment repeats. A finding on the table's own value has no such note.
    @Test func aFindingOnEnglishReadFromAKeySaysWhereTheEnglishCameFrom() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let chinese = try write("zh-Hans", ["\"We could not open your file\" = \"我们无法打开你的文件。\";"])
        let interface = try write("zh-Hans", [
            "/* Class = \"NSTextFieldCell\"; title = \"We lost the connection\"; ObjectID = \"k3P-9q-Wd1\"; */",
            "\"k3P-9q-Wd1.title\" = \"连接已断开\";",
        ], table: "Main")
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [folder])
        let notes = result.diagnostics.filter { $0.id == "en.first-person" }.map { $0.notes.map { "\($0.location.file):\($0.location.line) \($0.message)" } }
        #expect(notes == [
            ["\(chinese):1 English, from the key: the English table has no entry for it, so people who read English see the key"],
            ["\(interface):2 English, from Xcode's comment on the key: the English table has no entry for it, so people who read English see the interface file's text"],
        ])
        #expect(result.diagnostics.first { $0.id == "zh.first-person" }?.notes == [])
    }

    /// An interface file's object key reads as the storyboard's own text, not as Xcode's comment
    /// on it: a comment is what the storyboard said when the table was exported, and goes stale
    /// when the storyboard changes (“We lost the connection” became “Connection lost”).
    @Test func anObjectKeyReadsAsTheInterfaceFilesTextNotAStaleComment() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try writeInterface("Main.storyboard", type: "Storyboard.XIB", [
            #"<textFieldCell lineBreakMode="clipping" title="Connection lost" id="k3P-9q-Wd1"/>"#,
            #"<menuItem title="Open &quot;Recent&quot; Files" id="m4Q-1a-Zz2"/>"#,
        ])
        let interface = try write("zh-Hans", [
            "/* Class = \"NSTextFieldCell\"; title = \"We lost the connection\"; ObjectID = \"k3P-9q-Wd1\"; */",
            "\"k3P-9q-Wd1.title\" = \"连接已断开\";",
            "/* Class = \"NSMenuItem\"; title = \"Open recent files\"; ObjectID = \"m4Q-1a-Zz2\"; */",
            "\"m4Q-1a-Zz2.title\" = \"打开最近的文件\";",
        ], table: "Main")
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [folder])
        #expect(!result.diagnostics.contains { $0.id == "en.first-person" && $0.location?.file == interface })
        #expect(!result.diagnostics.contains { $0.id == "en.title-case" && $0.location?.file == interface })
    }

    /// An object key whose object the interface file beside the table no longer has is a
    /// translation left over from an older interface: nobody sees it, in English or in any
    /// language, so it is not checked as English. Its comment may not even be English: a
    /// translator's tool rewrites it in the table's language (“Servidores de correo”).
    @Test func anObjectKeyTheInterfaceFileNoLongerHasIsNotEnglish() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try writeInterface("Lists.xib", type: "XIB", [
            #"<menuItem title="Open recent files" id="12"/>"#,
            #"<menuItem id="14"><string key="title">Show shared files</string></menuItem>"#,
        ])
        let spanish = try write("es", [
            "/* Class = \"NSMenuItem\"; title = \"Open recent files\"; ObjectID = \"12\"; */",
            "\"12.title\" = \"Abrir archivos recientes\";",
            "/* Class = \"NSMenuItem\"; title = \"Servidores de correo entrante\"; ObjectID = \"130\"; */",
            "\"130.title\" = \"Servidores de correo entrante\";",
            "/* Class = \"NSMenuItem\"; title = \"Show shared files\"; ObjectID = \"14\"; */",
            "\"14.title\" = \"Mostrar archivos compartidos\";",
        ], table: "Lists")
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [folder])
        let titles = result.diagnostics.filter { $0.id == "en.title-case" && $0.location?.file == spanish }
        // The object the interface still has is English from the interface file, as before; one
        // whose title is no attribute (a `<string key="title">` element) is still there, and
        // its English is Xcode's comment.
        #expect(titles.map(\.location?.line) == [2, 6])
    }

    /// An app whose English is only its keys (no English table) learns the same house style in
    /// the editor (`houseStyle(ofAppIn:)`) as `guidegen lint` does, saved or not.
    @Test func theEditorLearnsTheHouseStyleOfEnglishKeysAsLintDoes() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let chinese = try write("zh-Hans", Self.buttons.map { "\"\($0)\" = \"按钮\";" })
        let runner = Self.runnerWithButtons
        let linted = try #require(runner.lint(paths: [folder]).houseStyle)
        #expect(linted.summary == ["the app writes its buttons in sentence case (11 of 11 buttons): they are checked against that"])
        let unsaved = (name: chinese, data: try Data(contentsOf: URL(fileURLWithPath: chinese)))
        for learned in [runner.houseStyle(ofAppIn: folder), runner.houseStyle(ofAppIn: folder, unsaved: unsaved)] {
            #expect(learned?.summary == linted.summary)
            #expect(learned?.names == linted.names)
            #expect(learned?.lowercaseWords == linted.lowercaseWords)
            #expect(learned?.namePhrases == linted.namePhrases)
        }
    }

    /// An unsaved table named by another path to it is still its table: the English table beside
    /// it has its keys, so they are not English.
    @Test func anUnsavedTableNamedAnotherWayKeepsItsEnglishTable() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Values in lower case make a lower-case style; the keys, were they English, would make
        // a sentence-case one.
        _ = try write("en", Self.buttons.map { "\"\($0)\" = \"\($0.lowercased())\";" })
        let chinese = try write("zh-Hans", Self.buttons.map { "\"\($0)\" = \"按钮\";" })
        let name = folder + "/zh-Hans.lproj/../zh-Hans.lproj/Localizable.strings"
        let learned = Self.runnerWithButtons.houseStyle(ofAppIn: folder, unsaved: (name, try Data(contentsOf: URL(fileURLWithPath: chinese))))
        #expect(learned?.summary == ["the app writes its buttons in lower case (11 of 11 buttons): they are checked against that"])
    }

    static let buttons = HouseStyleTests.sentenceCaseButtons

    /// A runner whose app's code shows each of `buttons` as a button.
    static var runnerWithButtons: LintRunner {
        let source = "struct Toolbar: View {\n    var body: some View {\n" + buttons.map { "        Button(\"\($0)\") {}\n" }.joined() + "    }\n}\n"
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: SwiftSourceScanner.uses(inSource: source, file: "Toolbar.swift"))
        return runner
    }
}

import Foundation
import Testing

/// `guidegen lint --fix` on an app's strings and a site's pages: it changes localized values
/// only, never in a way that breaks the app or loses an edit, and one run is enough.
struct LintFixTests {
    let cli = CommandLineTests()

    /// A catalog with the hazards a real app's catalog has: a key that is its own English text,
    /// a substitution, a question on a button, an ellipsis in Chinese, and a comment.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Click here" : {
              "comment" : "Click the link",
              "localizations" : {
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "点击这里" } }
              }
            },
            "delete.title" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "delete %#@count@" },
                  "substitutions" : {
                    "count" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                    } } }
                  }
                }
              }
            },
            "delete.confirm.button" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete?" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "删除？" } }
              }
            },
            "settings.menu" : {
              "localizations" : {
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "设置..." } }
              }
            }
          },
          "version" : "1.0"
        }

        """

    @Test func fixNeverTouchesAKeyASubstitutionNameAQuestionMarkOrAnEllipsis() throws {
        let root = try cli.makeSite(["guidegen.yml": "title: T\n", "App/Localizable.xcstrings": Self.catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/App/Localizable.xcstrings"
        _ = try cli.run(["lint", "--fix", "App"], in: root)
        let fixed = try String(contentsOfFile: path, encoding: .utf8)
        // The key is what the code looks the string up by; only the Chinese value changes.
        #expect(fixed.contains("\"Click here\" : {"))
        #expect(fixed.contains("\"comment\" : \"Click the link\""))
        #expect(fixed.contains("\"value\" : \"轻点这里\""))
        // The substitution's name stays as its `substitutions` entry spells it.
        #expect(fixed.contains("%#@count@"))
        #expect(!fixed.contains("%#@Count@"))
        // A question stays a question; an ellipsis is not half turned into 。
        #expect(fixed.contains("\"Delete?\""))
        #expect(fixed.contains("\"删除？\""))
        #expect(!fixed.contains("。."))
        #expect(!fixed.contains(".。"))
        // Everything but the values is kept byte for byte.
        let oldLines = Self.catalog.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = fixed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(oldLines.count == newLines.count)
        for (old, new) in zip(oldLines, newLines) where !old.contains("\"value\"") { #expect(old == new) }
    }

    @Test func oneRunOfEveryKindOfFixReachesTheFixedPoint() throws {
        let strings = """
            /* A comment that says: click here */
            "save.message"   =   "Click Save to keep your changes" ;
            "later.menu" = "save for later";
            "ok.button" = "Okay";
            "done.button" = "Done.";

            """
        let root = try cli.makeSite([
            "guidegen.yml": "title: T\nlanguages: [zh-Hans, en]\nlint:\n  custom:\n    - id: brand.iphone\n      kind: substitution\n      language: en\n      swap: {Iphone: iPhone}\n",
            "glossary.yml": "terms:\n  - { en: sidebar, zh-Hans: 边栏, avoid: { zh-Hans: [侧边栏] } }\n",
            "App/en.lproj/Localizable.strings": strings,
            "App/zh-Hans.lproj/Localizable.strings": "\"a.message\" = \"在iPad上点击侧边栏 。\";\n\"b.button\" = \"删除。\";\n\"c.message\" = \"打开设置,然后轻点“完成”.\";\n",
            "Content/c/fix.zh-Hans.md": "---\ntitle: 修复\n---\n\n在iPad上点击**侧边栏。**然后继续\n",
            "Content/c/fix.en.md": "---\ntitle: Fix Everything\n---\n\n## Best Practices\n\nClick the Iphone button.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = ["App/en.lproj/Localizable.strings", "App/zh-Hans.lproj/Localizable.strings", "Content/c/fix.zh-Hans.md", "Content/c/fix.en.md"]
        let before = try files.map { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
        let first = try cli.run(["lint", "--fix", "Content", "App"], in: root)
        let after = try files.map { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
        for (old, new) in zip(before, after) { #expect(old != new) }
        #expect(first.stderr.contains("Fixed "))
        // Nothing is left to fix, so a second run writes nothing and its dry run shows no diff.
        #expect(try cli.run(["lint", "--fix", "--dry-run", "-q", "Content", "App"], in: root).stdout == "")
        let second = try cli.run(["lint", "--fix", "Content", "App"], in: root)
        #expect(!second.stderr.contains("Fixed "))
        #expect(try files.map { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) } == after)
        // Comments and formatting outside the values are kept.
        let lines = after[0].split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "/* A comment that says: click here */")
        #expect(lines[1].hasPrefix("\"save.message\"   =   \"Tap ") && lines[1].hasSuffix("\" ;"))
    }

    /// The app's house style, learned from all its files, holds while `--fix` settles each file:
    /// a file is linted again after each round of fixes, and linted alone it has too few strings
    /// to show the house style, so Apple's style came back and a sentence-style button was
    /// title-cased (a settings pane's table in a real app). The next run, seeing one fewer
    /// sentence-style button, then dropped the house style and title-cased the rest.
    @Test func fixKeepsTheHouseStyleLearnedFromEveryFile() throws {
        let root = try sentenceStyleApp(settings: "\"copy.button\" = \"Copy link\";\n\"pane.title\" = \"General settings\";\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let settings = root + "/App/en.lproj/Settings.strings"
        let first = try cli.run(["lint", "--fix", "App"], in: root)
        #expect(first.stderr.contains("sentence case (11 of 11 buttons)"))
        // The window title takes Apple's title style; the button keeps the app's sentence style.
        #expect(try String(contentsOfFile: settings, encoding: .utf8) == "\"copy.button\" = \"Copy link\";\n\"pane.title\" = \"General Settings\";\n")
        let second = try cli.run(["lint", "--fix", "App"], in: root)
        #expect(!second.stderr.contains("Fixed "))
        #expect(second.stderr.contains("sentence case (11 of 11 buttons)"))
    }

    /// A string file piped in from an editor (`-` with `--stdin-name`) is linted with the house
    /// style of the app's string files, as `guidegen lint` on the folder and the language server
    /// lint it: the piped text stands in for the file's saved copy. Alone it showed no house style.
    @Test func standardInputKeepsTheAppsHouseStyle() throws {
        // The saved copy, which the editor's text replaces: with it, 10 of 12 buttons.
        let root = try sentenceStyleApp(settings: "\"copy.button\" = \"Copy Link\";\n\"paste.button\" = \"Paste Link\";\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let unsaved = "\"copy.button\" = \"Copy link\";\n\"pane.title\" = \"General settings\";\n"
        let result = try cli.run(["lint", "-", "--stdin-name", "App/en.lproj/Settings.strings"], in: root, input: unsaved)
        #expect(result.stderr.contains("sentence case (11 of 11 buttons)"))
        #expect(!result.stderr.contains("App/en.lproj/Settings.strings:1:"))
        #expect(result.stderr.contains("App/en.lproj/Settings.strings:2:17: warning: use title-style capitalization"))
        let fixed = try cli.run(["lint", "-", "--stdin-name", "App/en.lproj/Settings.strings", "--fix", "-q"], in: root, input: unsaved)
        #expect(fixed.stdout == "\"copy.button\" = \"Copy link\";\n\"pane.title\" = \"General Settings\";\n")
    }

    /// An app whose `Main.strings` holds ten buttons in sentence case (its house style), with
    /// `settings` as its `Settings.strings`.
    private func sentenceStyleApp(settings: String) throws -> String {
        let buttons = ["Save draft", "Open file", "Share photo", "Delete item", "Add folder", "Show details",
                       "Hide sidebar", "Export list", "Import contacts", "Print page"]
        return try cli.makeSite([
            "guidegen.yml": "title: T\n",
            "App/en.lproj/Main.strings": buttons.enumerated().map { "\"b\($0.offset).button\" = \"\($0.element)\";\n" }.joined(),
            "App/en.lproj/Settings.strings": settings,
        ])
    }

    @Test func aFileThatCannotBeWrittenIsAnErrorNotAFix() throws {
        let root = try cli.makeSite([
            "guidegen.yml": "title: T\n",
            "ro-file/zh-Hans.lproj/Localizable.strings": "\"a\" = \"点击这里\";\n",
            "ro-folder/zh-Hans.lproj/Localizable.strings": "\"a\" = \"点击这里\";\n",
            "ok/zh-Hans.lproj/Localizable.strings": "\"a\" = \"点击这里\";\n",
        ])
        defer {
            chmod(root + "/ro-folder/zh-Hans.lproj", 0o755)
            try? FileManager.default.removeItem(atPath: root)
        }
        let readOnlyFile = "ro-file/zh-Hans.lproj/Localizable.strings"
        let inReadOnlyFolder = "ro-folder/zh-Hans.lproj/Localizable.strings"
        #expect(chmod(root + "/" + readOnlyFile, 0o444) == 0)
        #expect(chmod(root + "/ro-folder/zh-Hans.lproj", 0o555) == 0)
        let result = try cli.run(["lint", "--fix", "--format", "line", "ro-file", "ro-folder", "ok"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(readOnlyFile): error: cannot write the fixes: the file is read-only [lint.write]"))
        #expect(result.stderr.contains("\(inReadOnlyFolder): error: cannot write the fixes: its folder is read-only [lint.write]"))
        // Only the file really written is counted.
        #expect(result.stderr.contains("Fixed 1 problem in 1 file."))
        #expect(try String(contentsOfFile: root + "/" + readOnlyFile, encoding: .utf8) == "\"a\" = \"点击这里\";\n")
        #expect(try String(contentsOfFile: root + "/" + inReadOnlyFolder, encoding: .utf8) == "\"a\" = \"点击这里\";\n")
        #expect(try String(contentsOfFile: root + "/ok/zh-Hans.lproj/Localizable.strings", encoding: .utf8) == "\"a\" = \"轻点这里\";\n")
    }

    @Test func aSymlinkIsFixedAtItsTargetWithModeAndOwnerKept() throws {
        let root = try cli.makeSite([
            "guidegen.yml": "title: T\n",
            "shared/Localizable.strings": "\"a\" = \"点击这里\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let target = root + "/shared/Localizable.strings"
        try FileManager.default.createDirectory(atPath: root + "/App/zh-Hans.lproj", withIntermediateDirectories: true)
        let link = root + "/App/zh-Hans.lproj/Localizable.strings"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../shared/Localizable.strings")
        #expect(chmod(target, 0o640) == 0)
        // When the tests run as root the owner can be someone else; otherwise it is the user.
        let owner: uid_t = getuid() == 0 ? 4321 : getuid()
        let group: gid_t = getuid() == 0 ? 4321 : getgid()
        #expect(chown(target, owner, group) == 0)
        let result = try cli.run(["lint", "--fix", "App/zh-Hans.lproj/Localizable.strings"], in: root)
        #expect(result.stderr.contains("Fixed 1 problem in 1 file."))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../shared/Localizable.strings")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "\"a\" = \"轻点这里\";\n")
        var info = stat()
        #expect(stat(target, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(info.st_uid == owner)
        #expect(info.st_gid == group)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/shared") == ["Localizable.strings"])
    }
}

import Foundation
@testable import GuideCore
import Testing
@testable import GuideLint

/// A fresh folder under the temporary directory for one test's files.
struct AppStringsTempFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-appstrings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes bytes to a path inside the folder (creating its folders) and returns the full path.
    func write(_ data: Data, to relative: String) throws -> String {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    func write(_ text: String, to relative: String) throws -> String {
        try write(Data(text.utf8), to: relative)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The UTF-16 little-endian bytes of a text, with a byte-order mark.
func appStringsUTF16LE(_ text: String) -> Data {
    var data = Data([0xFF, 0xFE])
    for unit in text.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
    return data
}

struct AppStringsFileTests {
    static let sample = #"""
    /* Title of the save button */
    "save.button" = "保存";

    // Shown when deleting.
    // guidegen-lint disable zh.punctuation
    "delete.alert.title" = "删除“照片”？";
    "greeting" = "Hello, \"friend\"\n";
    "emoji" = "Smile \UD83D\UDE00 caf\u00e9";
    menu.open = Open_1;
    "标题" = "设置"; // guidegen-lint disable
    "short";

    """#

    /// (key, value, line, byte column, exact) of every entry of `sample`.
    static let expected: [(String, String, Int, Int, Bool)] = [
        ("save.button", "保存", 2, 18, true),
        ("delete.alert.title", "删除“照片”？", 6, 25, true),
        ("greeting", "Hello, \"friend\"\n", 7, 15, false),
        ("emoji", "Smile 😀 café", 8, 12, false),
        ("menu.open", "Open_1", 9, 13, true),
        ("标题", "设置", 10, 13, true),
        ("short", "short", 11, 2, true),
    ]

    func check(_ result: StringsFileResult) {
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.entries.count == Self.expected.count)
        for (entry, expected) in zip(result.entries, Self.expected) {
            #expect(entry.key == expected.0)
            #expect(entry.value == expected.1)
            #expect(entry.line == expected.2, "line of \(entry.key)")
            #expect(entry.byteColumn == expected.3, "column of \(entry.key)")
            #expect(entry.exact == expected.4, "exactness of \(entry.key)")
        }
    }

    @Test func aUTF8FileGivesEveryEntryWithItsExactPosition() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.sample, to: "zh-Hans.lproj/Localizable.strings")
        let result = StringsFile.read(path: path, language: nil)
        check(result)
        #expect(result.encoding == .utf8)
        #expect(result.text == Self.sample)
        #expect(result.entries.allSatisfy { $0.language == .simplifiedChinese && $0.file == path })
    }

    /// Old Mac files end lines with a lone carriage return: every entry was put on line 1, and
    /// `lint --fix` then changed nothing. CRLF counts as one line end.
    @Test func everyLineEndGivesTheSamePositions() {
        for newline in ["\r", "\r\n"] {
            let text = Self.sample.replacingOccurrences(of: "\n", with: newline)
            check(StringsFile.parse(Data(text.utf8), file: "zh-Hans.lproj/Localizable.strings", language: .simplifiedChinese))
            let broken = "// a comment\(newline)\"a\" = \"A\";\(newline)\"b\" = \"B\" oops;\(newline)\"c\" = \"C\";\(newline)"
            let result = StringsFile.parse(Data(broken.utf8), file: "a.strings", language: .english)
            #expect(result.entries.map { "\($0.key) \($0.line)" } == ["a 2", "c 4"], "\(newline.debugDescription)")
            #expect(result.diagnostics.map { "\($0.location!.line):\($0.location!.column)" } == ["3:11"], "\(newline.debugDescription): \(result.diagnostics)")
        }
    }

    @Test func aUTF16LittleEndianFileCountsColumnsInUTF8BytesOfTheDecodedText() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let data = appStringsUTF16LE(Self.sample)
        let path = try folder.write(data, to: "Localizable.strings")
        let result = StringsFile.read(path: path, language: .simplifiedChinese)
        check(result)
        #expect(result.encoding == .utf16LittleEndian)
        // A fixer writes the file back byte for byte.
        #expect(result.encoding.encode(result.text) == data)
    }

    @Test func aUTF16BigEndianFileAndAUTF8FileWithAByteOrderMarkAreRead() {
        var big = Data([0xFE, 0xFF])
        for unit in #""key" = "值";"#.utf16 { big.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
        let utf16 = StringsFile.parse(big, file: "a.strings", language: .simplifiedChinese)
        #expect(utf16.encoding == .utf16BigEndian)
        #expect(utf16.entries.map(\.value) == ["值"])
        #expect(utf16.encoding.encode(utf16.text) == big)

        let bom = Data([0xEF, 0xBB, 0xBF]) + Data(#""key" = "value";"#.utf8)
        let utf8 = StringsFile.parse(bom, file: "a.strings", language: .english)
        #expect(utf8.encoding == .utf8WithBOM)
        #expect(utf8.entries.first?.byteColumn == 10)
        #expect(utf8.encoding.encode(utf8.text) == bom)
    }

    @Test func aUTF32FileIsNamedAsWhatItIs() {
        // Its little-endian mark (FF FE 00 00) starts with UTF-16's: it must not be read as UTF-16.
        let utf32 = Data([0xFF, 0xFE, 0, 0]) + #""key" = "value";"#.data(using: .utf32LittleEndian)!
        let result = StringsFile.parse(utf32, file: "a.strings", language: .english)
        #expect(result.entries.isEmpty)
        #expect(result.diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) } == [
            "a.strings:1:1: error: the file is UTF-32 (save it as UTF-8 or UTF-16) [strings.encoding]",
        ])
    }

    @Test func commentsBeforeAnEntryBecomeItsCommentAndItsSuppressions() {
        let result = StringsFile.parse(Data(Self.sample.utf8), file: "a.strings", language: .english)
        let entries = result.entries
        #expect(entries[0].comment == "Title of the save button")
        #expect(entries[0].suppressedRules.isEmpty)
        #expect(entries[1].comment == "Shown when deleting.\nguidegen-lint disable zh.punctuation")
        #expect(entries[1].suppressedRules == ["zh.punctuation"])
        #expect(entries[2].comment == nil)
        // A comment after an entry on its line belongs to that entry, not to the next one.
        #expect(entries[5].comment == nil)
        #expect(entries[5].suppressedRules == ["*"])
        #expect(entries[6].suppressedRules.isEmpty)
    }

    /// A key set twice in one file shows its last value: the earlier entry is never seen, so it
    /// is reported where it stands and not linted (its findings would be on text nobody reads).
    @Test func aKeySetTwiceKeepsItsLastValueAndTheEarlierIsReported() {
        let text = """
        "about" = "about";
        "done" = "Done";
        /* The About row */
        "about" = "About FunnyFM";

        """
        let result = StringsFile.parse(Data(text.utf8), file: "en.lproj/Localizable.strings", language: .english)
        #expect(result.entries.map(\.key) == ["done", "about"])
        #expect(result.entries.last?.value == "About FunnyFM")
        #expect(result.entries.last?.line == 4)
        #expect(result.diagnostics.count == 1)
        let duplicate = result.diagnostics.first
        #expect(duplicate?.id == "strings.duplicate-key")
        #expect(duplicate?.severity == .warning)
        #expect(duplicate?.location?.line == 1)
        #expect(duplicate?.location?.column == 2)
        #expect(duplicate?.message.contains("line 4") == true)
    }

    @Test func aSyntaxErrorIsReportedAtItsLineAndColumnAndLaterEntriesAreStillRead() {
        let text = """
        "a" = "A";
        "b" = "B"
        "c" = "C";
        "d" "D";
        "e" = "E;
        "f" = "F";
        "中文" = 值;
        "g" = "G";
        /* never closed

        """
        let result = StringsFile.parse(Data(text.utf8), file: "a.strings", language: .english)
        #expect(result.entries.map(\.key) == ["a", "c", "f", "g"])
        #expect(result.entries.map(\.line) == [1, 3, 6, 8])
        let found = result.diagnostics.map { "\($0.id) \($0.location!.line):\($0.location!.column) \($0.message)" }
        #expect(found == [
            "strings.syntax 2:10 expected `;` after the value",
            "strings.syntax 4:5 expected `=` after the key, not a string",
            "strings.syntax 5:7 this string has no closing quote on its line",
            // Character columns: 值 is the 8th character of its line (the 12th byte).
            "strings.syntax 7:8 expected a value after `=`, not `值`",
            "strings.syntax 9:1 this comment is never closed",
        ])
    }

    @Test func curlyQuotesAndAMissingSemicolonAtTheEndOfTheFileAreSyntaxErrors() {
        let curly = StringsFile.parse(Data("\"a\" = \"A\";\n“b” = “B”;\n".utf8), file: "a.strings", language: .english)
        #expect(curly.entries.map(\.key) == ["a"])
        #expect(curly.diagnostics.map(\.message) == ["expected a key: a string in double quotes, not a curly quotation mark"])
        #expect(curly.diagnostics.first?.location == SourceLocation(file: "a.strings", line: 2, column: 1))

        let end = StringsFile.parse(Data("\"a\" = \"A\"\n\n".utf8), file: "a.strings", language: .english)
        #expect(end.diagnostics.map(\.message) == ["expected `;` after the value"])
        #expect(end.diagnostics.first?.location == SourceLocation(file: "a.strings", line: 1, column: 10))
    }

    @Test func aStringThatNeverEndsIsReportedAtItsOpeningQuote() {
        let result = StringsFile.parse(Data("\"a\" = \"A\";\n\"b\" = \"B".utf8), file: "a.strings", language: .english)
        #expect(result.entries.map(\.key) == ["a"])
        #expect(result.diagnostics.map(\.message) == ["this string has no closing quote"])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "a.strings", line: 2, column: 7))
    }

    @Test func aLoneSurrogateEscapeIsReportedAndTheEntryKept() {
        let result = StringsFile.parse(Data(#""a" = "x\UD83Dy";"#.utf8), file: "a.strings", language: .english)
        #expect(result.entries.map(\.value) == ["x\u{FFFD}y"])
        #expect(result.diagnostics.map(\.id) == ["strings.syntax"])
        #expect(result.diagnostics.first?.location?.column == 9)
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let path = try folder.write(Data("\"a\" = \"b\";\n\"c\" = \"".utf8) + Data([0xFF]) + Data("\";\n".utf8), to: "a.strings")
        let result = StringsFile.read(path: path, language: nil)
        #expect(result.entries.isEmpty)
        #expect(result.diagnostics.map(\.id) == ["strings.encoding"])
        #expect(result.diagnostics.first?.location == SourceLocation(file: path, line: 2, column: 8))
    }

    @Test func invalidUTF16IsReportedWhereItIs() {
        var data = appStringsUTF16LE("\"a\" = \"b\";\n\"c\" = \"")
        data.append(contentsOf: [0x00, 0xD8])  // a high surrogate and no low one
        data.append(appStringsUTF16LE("\";").dropFirst(2))
        let result = StringsFile.parse(data, file: "a.strings", language: .english)
        #expect(result.entries.isEmpty)
        #expect(result.diagnostics.map(\.id) == ["strings.encoding"])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "a.strings", line: 2, column: 8))
    }

    @Test func binaryFilesAreDiagnosticsNotCrashes() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let binary = try folder.write(Data([0x00, 0x01, 0x02, 0xFF, 0xFE, 0x00, 0x7F]), to: "binary.strings")
        let plist = try folder.write(Data("bplist00".utf8) + Data([0xD1, 0x01, 0x02, 0x00]), to: "compiled.strings")
        for path in [binary, plist] {
            let result = StringsFile.read(path: path, language: nil)
            #expect(result.entries.isEmpty)
            #expect(result.diagnostics.map(\.id) == ["strings.encoding"])
        }
    }

    @Test func aBrokenXMLPropertyListIsOneSyntaxErrorNotACrash() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>A\n</dict>\n"
        let result = StringsFile.parse(Data(text.utf8), file: "a.strings", language: .english)
        #expect(result.entries.isEmpty)
        #expect(result.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.id)" } == ["1:1 strings.syntax"])
    }

    @Test func aMissingFileIsUnreadable() {
        let result = StringsFile.read(path: "/no/such/folder/Localizable.strings", language: nil)
        #expect(result.entries.isEmpty)
        #expect(result.diagnostics.map(\.id) == ["strings.unreadable"])
        #expect(result.diagnostics.first?.message == "cannot read the file: no such file")
    }

    @Test func aFolderIsUnreadable() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("Localizable.strings").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let result = StringsFile.read(path: path, language: nil)
        #expect(result.diagnostics.map(\.message) == ["cannot read the file: it is a folder"])
    }

    @Test func entriesMayStandInsideBracesAsAPropertyListDictionary() {
        let result = StringsFile.parse(Data("/* Header */\n{\n  \"a\" = \"A\";\n}\n".utf8), file: "a.strings", language: .english)
        #expect(result.diagnostics.isEmpty)
        #expect(result.entries.map { "\($0.key) \($0.line):\($0.byteColumn)" } == ["a 3:10"])

        let unclosed = StringsFile.parse(Data("{\n\"a\" = \"A\";\n".utf8), file: "a.strings", language: .english)
        #expect(unclosed.entries.map(\.key) == ["a"])
        #expect(unclosed.diagnostics.map(\.message) == ["this `{` is never closed"])
        #expect(unclosed.diagnostics.first?.location == SourceLocation(file: "a.strings", line: 1, column: 1))
    }

    @Test func theLanguageComesFromTheArgumentThenTheLprojFolderThenEnglish() {
        #expect(StringsFile.language(forPath: "App/en.lproj/Localizable.strings") == .english)
        #expect(StringsFile.language(forPath: "App/zh-Hans.lproj/Localizable.strings") == .simplifiedChinese)
        #expect(StringsFile.language(forPath: "App/zh_CN.lproj/Localizable.strings") == .simplifiedChinese)
        #expect(StringsFile.language(forPath: "App/zh_TW.lproj/Localizable.strings") == Language("zh-Hant"))
        #expect(StringsFile.language(forPath: "App/pt_BR.lproj/Localizable.strings") == Language("pt-BR"))
        #expect(StringsFile.language(forPath: "App/Base.lproj/Main.strings") == .english)
        #expect(StringsFile.language(forPath: "App/Localizable.strings") == nil)
        #expect(StringsFile.parse(Data(), file: "x.strings", language: .simplifiedChinese).language == .simplifiedChinese)
    }

    @Test func anEmptyFileHasNoEntriesAndNoProblems() {
        let result = StringsFile.parse(Data(), file: "a.strings", language: .english)
        #expect(result.entries.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    /// `"key";` is short for `"key" = "key";`: its text is checked, but it is the key the code
    /// looks up, so `--fix` never changes it (it renamed `"done_button";` to `"Done_Button";`).
    @Test func aKeyWrittenWithoutAValueIsCheckedButNeverEditable() {
        let result = StringsFile.parse(Data("\"done_button\";\n\"Ok\";\n\"save\" = \"Ok\";\n".utf8), file: "en.lproj/a.strings", language: .english)
        let segments = AppStringsReader.segments(from: result.entries, roles: RolePatterns())
        #expect(segments.map(\.text) == ["done_button", "Ok", "Ok"])
        #expect(segments.map(\.isEditable) == [false, false, true])
    }

    @Test func segmentsPointAtTheValuesInTheFile() {
        let result = StringsFile.parse(Data(Self.sample.utf8), file: "a.strings", language: .simplifiedChinese)
        let segments = AppStringsReader.segments(from: result.entries, roles: RolePatterns())
        #expect(segments.count == result.entries.count)
        #expect(segments.map(\.role) == [.button, .alertTitle, .text, .text, .menuItem, .text, .text])
        let save = segments[0]
        #expect(save.text == "保存")
        #expect(save.language == .simplifiedChinese)
        #expect(save.file == "a.strings")
        #expect(save.pieces.count == 1)
        #expect(save.pieces[0].line == 2 && save.pieces[0].byteColumn == 18 && save.pieces[0].exact)
        #expect(save.pieces[0].offset == 0 && save.pieces[0].length == 6)
        #expect(segments[1].suppressed == ["zh.punctuation"])
        #expect(segments[5].suppressed == ["*"])
        // The second character of 删除“照片”？ is 3 bytes further on the same line.
        #expect(segments[1].position(at: 3)! == (6, 28))
    }
}

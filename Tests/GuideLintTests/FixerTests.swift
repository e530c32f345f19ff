import Foundation
import Testing
@testable import GuideLint

/// Writing fixes: never over an edit made since the file was read; never what breaks an app.
struct FixerTests {
    @Test func aFileChangedSinceItWasReadIsNotWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-fixer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.strings"
        let read = Data("\"a\" = \"点击这里\";\n".utf8)
        try read.write(to: URL(fileURLWithPath: path))
        let fix = Fix(file: path, edit: TextEdit(line: 1, byteColumn: 8, length: 6, replacement: "轻点"), original: "点击")
        let change = try #require(Fixer.plan([fix], data: read, path: path))
        // Someone saves an edit between the read and the write: the edit is kept, the fix refused.
        let edited = Data("\"a\" = \"点击这里\";\n\"b\" = \"新的\";\n".utf8)
        try edited.write(to: URL(fileURLWithPath: path))
        #expect(throws: Fixer.WriteError.self) { try Fixer.write(change) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == edited)
        #expect("\(Fixer.WriteError.changedSinceRead)".contains("changed while guidegen was writing it"))
        // Over the bytes it was made from, it is written.
        try read.write(to: URL(fileURLWithPath: path))
        try Fixer.write(change)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "\"a\" = \"轻点这里\";\n")
    }

    @Test func aFileWithOtherNamesIsFixedUnderEveryName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-fixer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.strings", other = folder + "/Shared.strings"
        let read = Data("\"a\" = \"点击这里\";\n".utf8)
        try read.write(to: URL(fileURLWithPath: path))
        try FileManager.default.linkItem(atPath: path, toPath: other)
        let fix = Fix(file: path, edit: TextEdit(line: 1, byteColumn: 8, length: 6, replacement: "轻点"), original: "点击")
        try Fixer.write(try #require(Fixer.plan([fix], data: read, path: path)))
        // A hard link is one file under two names: replacing one name would leave the other with the old text.
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "\"a\" = \"轻点这里\";\n")
        let inodes = try [path, other].map { try FileManager.default.attributesOfItem(atPath: $0)[.systemFileNumber] as? Int }
        #expect(inodes[0] != nil && inodes[0] == inodes[1])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["Localizable.strings", "Shared.strings"])
    }

    @Test(arguments: [
        ("Delete %#@count@ photos", 7..<16, "%#@Count@", false),
        ("Delete %lld photos", 7..<11, "%LLD", false),
        ("Delete %1$@?", 11..<12, "", false),
        ("删除照片？", 12..<15, "", false),
        ("设置...", 6..<7, "。", false),
        ("Click here", 0..<5, "Tap", true),
        ("点击%@", 0..<6, "轻点", true),
        ("Done?", 4..<5, "？", true),
        ("Wait......", 4..<5, "", false),
        ("Wait.....", 4..<7, "…", true),
        ("Wait…。", 0..<4, "Hold", true),
        ("Wait…", 4..<7, "。", false),
        ("Load... now", 6..<7, "。", false),
    ])
    func aSafeFixKeepsSpecifiersQuestionsAndEllipses(text: String, range: Range<Int>, replacement: String, safe: Bool) {
        #expect(FixSafety.keepsProtectedText(text, replacing: range, with: replacement) == safe)
    }
}

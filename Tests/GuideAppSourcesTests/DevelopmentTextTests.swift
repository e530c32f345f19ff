@testable import GuideAppSources
import Foundation
import Testing

/// The English a localizing call gives beside its key (`value:`, `defaultValue:`), as the
/// scanner reads it from an app's files.
struct DevelopmentTextTests {
    @Test func theValueBesideAKeyIsReadWithItsTableAndPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-development-text-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Strings.swift"
        try #"""
        enum LString {
            static let ok = NSLocalizedString("[Generic] OK", bundle: .main, value: "OK", comment: "")
            static let saved = Bundle.main.localizedString(forKey: "saved", value: "Saved\n", table: "Status")
            static let hello = String(localized: "hello", defaultValue: "Hello")
            static func greeting(_ name: String) -> String { NSLocalizedString("greeting", value: "Hi \(name)", comment: "") }
            static let plain = NSLocalizedString("plain", comment: "")
            static let empty = NSLocalizedString("empty", value: "", comment: "")
        }
        """#.write(toFile: file, atomically: true, encoding: .utf8)
        let texts = SwiftSourceScanner.scanApp(inFolders: [folder]).developmentTexts
        // An interpolated value is not one string, and a call without one or with an empty one gives none.
        #expect(texts.map { "\($0.key) \($0.table ?? "-") \($0.text.debugDescription) \($0.line):\($0.column) \($0.exact)" } == [
            #"[Generic] OK - "OK" 2:78 true"#,
            #"saved Status "Saved\n" 3:77 false"#,
            #"hello - "Hello" 4:66 true"#,
        ])
        #expect(texts.allSatisfy { $0.file == file })
    }
}

import Foundation

/// The kind of device an app's strings are written for. It changes what is right: on a Mac
/// people click and choose (so “tap” advice is wrong there), and checkbox labels are written in
/// either style, where an iPhone's switches in a list take title style.
public enum AppPlatform: String, Sendable, CaseIterable {
    case touch
    case mac

    /// `mac` when the Swift files under the folders import AppKit (or Cocoa) and none imports
    /// UIKit; otherwise `touch`, as guidelines for touch screens are the default.
    public static func detect(inFolders folders: [String]) -> AppPlatform {
        var imports = Set<String>()
        for file in folders.flatMap(SwiftSourceScanner.swiftFiles(under:)) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            imports.formUnion(importedModules(String(decoding: data, as: UTF8.self)))
            if imports.contains("UIKit") { return .touch }
        }
        return imports.contains("AppKit") || imports.contains("Cocoa") ? .mac : .touch
    }

    /// The modules a file imports (`import AppKit`, `@preconcurrency import UIKit`), from the
    /// lines that start with an import.
    static func importedModules(_ source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                  words[..<at].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains($0) }) else { return nil }
            // `import struct Foundation.URL` names its module after the kind.
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let name = words[(at + 1)...].first { !kinds.contains($0) } ?? ""
            return String(name.split(separator: ".").first ?? "")
        }
    }
}

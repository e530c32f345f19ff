import Foundation

/// The default theme, built into guidegen (`DefaultTheme+Files.swift`, generated from the
/// repository's `Theme/` folder by `scripts/embed-theme`), so that the binary alone can build a
/// site. A generated source rather than SwiftPM resources: on Linux a resource bundle is a folder
/// beside the executable, and a binary copied anywhere on its own would lose its theme.
public enum DefaultTheme {
    /// Path relative to the theme folder (`templates/base.mustache`, `assets/style.css`) → bytes.
    static let files: [String: Data] = {
        var files: [String: Data] = [:]
        for file in encodedFiles { files[file.path] = Data(base64Encoded: file.base64) }
        return files
    }()

    /// The theme's files' paths relative to the theme folder.
    public static var paths: [String] { Array(files.keys) }

    /// Writes every file of the theme into `folder` (for `guidegen init --theme`); returns the
    /// paths written. Files that exist already are left alone and not returned.
    public static func write(to folder: String) throws -> [String] {
        var written: [String] = []
        for (relative, data) in files.sorted(by: { $0.key < $1.key }) {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard !FileManager.default.fileExists(atPath: url.path) else { continue }
            try data.write(to: url, options: .withoutOverwriting)
            written.append(url.path)
        }
        return written
    }
}

import Foundation
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore

/// A site written to a fresh temporary folder, built with the repository's default theme.
final class TestSite {
    let root: String
    var config = SiteConfig()

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Content", withIntermediateDirectories: true)
        config.themePath = Self.repositoryRoot + "/Theme"
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Builds into memory.
    func build(strict: Bool = false) -> (BuildReport, MemoryOutput) {
        var builder = SiteBuilder(config: config, root: root)
        builder.policy = DiagnosticPolicy(strict: strict)
        let output = MemoryOutput()
        return (builder.build(into: output), output)
    }

    /// Diagnostics in the line format, with the temporary folder removed from paths.
    func lines(_ report: BuildReport) -> [String] {
        let formatter = DiagnosticFormatter(format: .line, sourceLine: { _, _ in nil })
        return report.diagnostics.map { formatter.lineForm($0).replacingOccurrences(of: root + "/", with: "") }
    }

    /// A topic page's front matter and body.
    static func topic(_ title: String, _ body: String = "", extra: String = "") -> String {
        "---\ntitle: \(title)\n\(extra)---\n\(body)"
    }
}

/// Every `href` and `src` in the HTML files of a build that points inside the site, with the
/// file it was found in, when no output file answers it.
func brokenInternalLinks(in output: MemoryOutput, basePath: String = "/") -> [String] {
    let files = output.files
    var broken: [String] = []
    let pattern = try! NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
    for (path, data) in files where path.hasSuffix(".html") {
        let html = String(decoding: data, as: UTF8.self)
        for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            var url = String(html[Range(match.range(at: 1), in: html)!])
            guard url.hasPrefix(basePath) || !(url.hasPrefix("/") || url.contains(":")) else { continue }
            if url.hasPrefix("#") || url.isEmpty { continue }
            if let hash = url.firstIndex(of: "#") { url = String(url[..<hash]) }
            guard url.hasPrefix(basePath) else { broken.append("\(path): relative \(url)"); continue }
            var target = String(url.dropFirst(basePath.count)).removingPercentEncoding ?? url
            if target.isEmpty || target.hasSuffix("/") { target += "index.html" }
            if files[target] == nil, !target.hasPrefix("en/search/"), !target.hasPrefix("zh-Hans/search/") {
                broken.append("\(path): \(url)")
            }
        }
    }
    return broken.sorted()
}

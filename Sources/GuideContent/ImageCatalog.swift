import Foundation
import GuideCore

/// The images among a site's media files, found by name as Swift-DocC finds them: `![](chart)`
/// means `chart.png`, `chart@2x.png`, `chart~dark.png` or `chart~dark@2x.png` (or another image
/// format) anywhere among the media, and `![](figures/chart.png)` also finds its `@2x` and
/// `~dark` siblings.
public struct ImageCatalog: Sendable {
    /// One image and its variants, as content-relative paths.
    public struct Variants: Sendable, Equatable {
        public var light1x: String?
        public var light2x: String?
        public var dark1x: String?
        public var dark2x: String?

        /// The file to link to when only one can be named (the 1x light one if any).
        public var primary: String { light1x ?? light2x ?? dark1x ?? dark2x ?? "" }
    }

    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp"]

    /// Variants by path without the variant marks (`figures/chart.png`), and the paths of
    /// every image of a name (`chart`): several folders (one catalog per language) may hold one.
    private var byPath: [String: Variants] = [:]
    private var byName: [String: [String]] = [:]

    init(media: some Sequence<String>) {
        for path in media {
            let fileName = (path as NSString).lastPathComponent
            let ext = (fileName as NSString).pathExtension
            guard Self.extensions.contains(ext.lowercased()) else { continue }
            var stem = (fileName as NSString).deletingPathExtension
            let double = stem.hasSuffix("@2x")
            if double { stem.removeLast(3) }
            let dark = stem.hasSuffix("~dark")
            if dark { stem.removeLast(5) }
            let folder = PathNames.folder(of: path)
            let plainPath = (folder.isEmpty ? "" : folder + "/") + stem + "." + ext
            if byPath[plainPath] == nil { byName[stem, default: []].append(plainPath) }
            Self.add(path, dark: dark, double: double, to: &byPath[plainPath, default: Variants()])
        }
    }

    private static func add(_ path: String, dark: Bool, double: Bool, to variants: inout Variants) {
        switch (dark, double) {
        case (false, false): variants.light1x = path
        case (false, true): variants.light2x = path
        case (true, false): variants.dark1x = path
        case (true, true): variants.dark2x = path
        }
    }

    /// The image at a content-relative path (with its siblings), or else the image of that name
    /// (the last path component, with or without its extension). When several folders hold an
    /// image of that name, the one nearest `near` (the linking page's path) wins, so each
    /// language's catalog shows its own images; then the first in path order.
    public func lookup(path: String, near: String = "") -> Variants? {
        let path = Self.withoutVariantMarks(path)
        if let found = byPath[path] { return found }
        let fileName = (path as NSString).lastPathComponent
        let ext = (fileName as NSString).pathExtension
        let candidates = byName[fileName]
            ?? (Self.extensions.contains(ext.lowercased()) ? byName[(fileName as NSString).deletingPathExtension] : nil)
        guard let candidates, !candidates.isEmpty else { return nil }
        let nearest = candidates.min { a, b in
            let (x, y) = (Self.sharedPrefix(a, near), Self.sharedPrefix(b, near))
            return x != y ? x > y : a < b
        }
        return nearest.flatMap { byPath[$0] }
    }

    private static func sharedPrefix(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).prefix { $0 == $1 }.count
    }

    /// `a/chart@2x.png` and `a/chart~dark.png` as `a/chart.png`: any variant names its image.
    static func withoutVariantMarks(_ path: String) -> String {
        let ext = (path as NSString).pathExtension
        var stem = ext.isEmpty ? path : (path as NSString).deletingPathExtension
        if stem.hasSuffix("@2x") { stem.removeLast(3) }
        if stem.hasSuffix("~dark") { stem.removeLast(5) }
        return ext.isEmpty ? stem : stem + "." + ext
    }

    /// Every image's name, for did-you-mean suggestions.
    var names: Dictionary<String, [String]>.Keys { byName.keys }
}

import Foundation
import GuideContent
import GuideMarkdown
import Synchronization

/// Turns an image found by name into what a page writes: a `srcset` of its densities, a dark
/// variant for `<picture>`, and the size read from its file (a `@2x` file counts half its pixels),
/// so the image takes its place with no layout shift. Sizes are read once per file.
final class ImageLibrary: Sendable {
    /// Where each media file is on disk, by content-relative path.
    private let files: [String: String]
    private let sizes = Mutex<[String: ImageDimensions?]>([:])

    init(media: [ContentFile]) {
        files = Dictionary(media.map { ($0.relativePath, $0.path) }, uniquingKeysWith: { first, _ in first })
    }

    /// The image `variants`, with URLs made by `url`.
    func source(for variants: ImageCatalog.Variants, url: (String) -> String) -> ImageSource {
        var source = ImageSource(src: url(variants.primary))
        source.srcset = Self.srcset(variants.light1x, variants.light2x, url: url)
        source.darkSrcset = Self.srcset(variants.dark1x, variants.dark2x, url: url) ?? variants.dark1x.map(url)
        let size = variants.light1x.flatMap(dimensions)
            ?? variants.light2x.flatMap(dimensions).map { ImageDimensions(width: ($0.width + 1) / 2, height: ($0.height + 1) / 2) }
            ?? variants.dark1x.flatMap(dimensions)
            ?? variants.dark2x.flatMap(dimensions).map { ImageDimensions(width: ($0.width + 1) / 2, height: ($0.height + 1) / 2) }
        source.width = size?.width
        source.height = size?.height
        return source
    }

    /// `a.png 1x, a@2x.png 2x`; a 2x file alone still says it is 2x. Nil for a 1x file alone.
    private static func srcset(_ single: String?, _ double: String?, url: (String) -> String) -> String? {
        switch (single, double) {
        case let (single?, double?): return "\(url(single)) 1x, \(url(double)) 2x"
        case let (nil, double?): return "\(url(double)) 2x"
        default: return nil
        }
    }

    private func dimensions(_ relativePath: String) -> ImageDimensions? {
        if let known = sizes.withLock({ $0[relativePath] }) { return known }
        let read = files[relativePath].flatMap(ImageDimensions.read(path:))
        sizes.withLock { $0[relativePath] = read }
        return read
    }
}

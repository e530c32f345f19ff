import Foundation
import Testing
@testable import GuideBuild
@testable import GuideContent
@testable import GuideCore

/// Images found by name, with their densities, dark variants and sizes.
struct ImageTests {
    /// The first bytes of a PNG file of the given size (signature and IHDR chunk).
    static func png(_ width: Int, _ height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    @Test func sizesAreReadFromEachFormatsHeader() {
        #expect(ImageDimensions.read([UInt8](Self.png(660, 194))) == ImageDimensions(width: 660, height: 194))
        // JPEG: an APP0 segment, then a baseline start-of-frame (height before width).
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x08, 0x70, 0x05, 0xA0, 0x03, 0, 0, 0, 0]
        #expect(ImageDimensions.read(jpeg) == ImageDimensions(width: 1440, height: 2160))
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x2C, 0x01, 0x64, 0x00]
        #expect(ImageDimensions.read(gif) == ImageDimensions(width: 300, height: 100))
        // WebP, extended form: 24-bit sizes minus one.
        var webp: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
        webp += [0x1F, 0x03, 0x00, 0xC7, 0x00, 0x00]
        #expect(ImageDimensions.read(webp) == ImageDimensions(width: 800, height: 200))
        #expect(ImageDimensions.read(Array(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120px" height="80">"#.utf8)) == ImageDimensions(width: 120, height: 80))
        #expect(ImageDimensions.read(Array(#"<svg viewBox="0 0 64 32" xmlns="http://www.w3.org/2000/svg">"#.utf8)) == ImageDimensions(width: 64, height: 32))
        #expect(ImageDimensions.read(Array("not an image".utf8)) == nil)
        #expect(ImageDimensions.read([0x89, 0x50, 0x4E, 0x47]) == nil)
    }

    @Test func anImageNamedWithoutPathOrExtensionGetsItsDensitiesItsDarkVariantAndHalfItsPixels() throws {
        let site = try TestSite([
            "Content/guide/shapes.en.md": TestSite.topic("Shapes", "\n![The bits, inverted](bitwiseNOT)\n\nInline ![icon](icon) too.\n"),
        ])
        try site.write("Content/Assets/bitwiseNOT@2x.png", Self.png(660, 194))
        try site.write("Content/Assets/bitwiseNOT~dark@2x.png", Self.png(660, 194))
        try site.write("Content/Assets/icon.png", Self.png(16, 16))
        try site.write("Content/Assets/icon@2x.png", Self.png(32, 32))
        site.config.languages = [.english]
        let (report, output) = site.build()
        #expect(site.lines(report) == [])
        let html = try #require(output.text("en/guide/shapes/index.html"))
        #expect(html.contains("""
            <figure>
            <picture><source media="(prefers-color-scheme: dark)" srcset="/media/Assets/bitwiseNOT~dark@2x.png 2x" /><img src="/media/Assets/bitwiseNOT@2x.png" alt="The bits, inverted" srcset="/media/Assets/bitwiseNOT@2x.png 2x" width="330" height="97" loading="lazy" /></picture>
            </figure>
            """))
        #expect(html.contains("""
            Inline <img src="/media/Assets/icon.png" alt="icon" srcset="/media/Assets/icon.png 1x, /media/Assets/icon@2x.png 2x" width="16" height="16" /> too.
            """))
        #expect(brokenInternalLinks(in: output) == [])
    }

    @Test func aMissingImageIsAnErrorAtItsPositionWithDidYouMean() throws {
        let site = try TestSite([
            "Content/guide/shapes.en.md": TestSite.topic("Shapes", "\nText, then ![x](bitwiseNOR).\n"),
        ])
        try site.write("Content/Assets/bitwiseNOT@2x.png", Self.png(8, 8))
        site.config.languages = [.english]
        let (report, _) = site.build()
        #expect(site.lines(report) == [
            "Content/guide/shapes.en.md:5:12: error: no image named `bitwiseNOR` among the media files (did you mean `bitwiseNOT`?) [image.missing]",
        ])
    }
}

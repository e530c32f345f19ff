import Foundation
import Testing

/// A large video in the content folder costs neither `build` nor `serve` memory in proportion
/// to its size, and a sparse one stays sparse: media are copied and served by streaming.
/// The videos are sparse files (`ftruncate`), so the tests take no disk space and little time.
@Suite(.serialized) struct MediaStreamingTests {
    let cli = CommandLineTests()
    static let marker = Array("guidegen-marker".utf8)

    /// A site with one page and a sparse video of `size` bytes at `Content/c/clip.mp4`, holding
    /// `marker` in its middle.
    func site(videoSize size: Int) throws -> String {
        let root = try cli.makeSite(["guidegen.yml": CommandLineTests.config, "Content/c/alerts.en.md": "---\ntitle: Alerts\n---\nHi.\n"])
        try ProcessProbes.makeSparseFile(root + "/Content/c/clip.mp4", size: size, marker: Self.marker, at: size / 2)
        return root
    }

    @Test func buildCopiesAGigabyteVideoInLittleMemoryAndKeepsItSparse() throws {
        let size = 1 << 30
        let root = try site(videoSize: size)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try ProcessProbes.runMeasuringMemory(["build", "--root", root, "--no-search", "--no-lint"])
        #expect(run.status == 0, "\(run.stderr)")
        let copy = root + "/Public/media/c/clip.mp4"
        #expect((try? FileManager.default.attributesOfItem(atPath: copy)[.size] as? Int) == size)
        #expect(ProcessProbes.bytes(of: copy, at: size / 2, count: Self.marker.count) == Self.marker)
        // The copy is as sparse as the original: its one block of data, not a gigabyte of zeros.
        let allocated = try #require(ProcessProbes.allocatedBytes(copy))
        #expect(allocated < 4 << 20, "the copy takes \(allocated) bytes on disk")
        // A build of this small site needs some tens of megabytes; reading the video whole took
        // more than its size.
        #if os(Linux)
        #expect(run.peakMemory > 0 && run.peakMemory < 200 << 20, "peak memory \(run.peakMemory >> 20) MB")
        #endif
    }

    @Test func servePreviewStreamsAVideoInLittleMemory() throws {
        let size = 512 << 20
        let root = try site(videoSize: size)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try ServeProcess(root: root)
        let path = "/media/c/clip.mp4"

        let head = try #require(RawHTTP(port: server.port))
        head.send("HEAD", path)
        let headResponse = try #require(head.readHead())
        #expect(headResponse.status == 200)
        #expect(headResponse.headers["content-length"] == String(size))
        #expect(headResponse.headers["content-type"] == "video/mp4")
        let etag = try #require(headResponse.headers["etag"])

        let cached = try #require(RawHTTP(port: server.port))
        cached.send("GET", path, headers: ["If-None-Match": etag])
        #expect(cached.readHead()?.status == 304)

        let get = try #require(RawHTTP(port: server.port, timeout: 30))
        get.send("GET", path)
        let response = try #require(get.readHead())
        #expect(response.status == 200)
        #expect(response.headers["content-length"] == String(size))
        #expect(response.headers["etag"] == etag)
        var marker: [UInt8] = []
        let markerRange = (size / 2)..<(size / 2 + Self.marker.count)
        let received = get.readBody(count: size) { chunk, offset in
            let (start, end) = (max(offset, markerRange.lowerBound), min(offset + chunk.count, markerRange.upperBound))
            if start < end { marker += chunk[(start - offset)..<(end - offset)] }
        }
        #expect(received == size)
        #expect(marker == Self.marker)

        #if os(Linux)
        let peak = try #require(server.peakMemory)
        #expect(peak < 200 << 20, "the preview held \(peak >> 20) MB")
        #endif
        #expect(server.stop() == 0)
    }
}

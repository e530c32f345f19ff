import Foundation
import Testing
@testable import GuidePreview
@testable import GuideCore

struct RequestPathTests {
    @Test func folderURLsServeTheirIndexPage() {
        #expect(RequestPath(target: "/", basePath: "/") == .file("index.html"))
        #expect(RequestPath(target: "/en/components/alerts/", basePath: "/") == .file("en/components/alerts/index.html"))
        #expect(RequestPath(target: "/en/components/alerts/?q=x", basePath: "/") == .file("en/components/alerts/index.html"))
        #expect(RequestPath(target: "/assets/style.css", basePath: "/") == .file("assets/style.css"))
    }

    @Test func chineseURLsAreDecodedOnce() {
        #expect(RequestPath(target: "/zh-Hans/%E7%BB%84%E4%BB%B6/", basePath: "/") == .file("zh-Hans/组件/index.html"))
    }

    @Test func theBasePathIsHonoured() {
        #expect(RequestPath(target: "/hig/", basePath: "/hig/") == .file("index.html"))
        #expect(RequestPath(target: "/hig", basePath: "/hig/") == .file("index.html"))
        #expect(RequestPath(target: "/hig/en/", basePath: "/hig/") == .file("en/index.html"))
        #expect(RequestPath(target: "/en/", basePath: "/hig/") == .outside)
        #expect(RequestPath(target: "/higher/", basePath: "/hig/") == .outside)
        #expect(RequestPath(target: "/hig/__guidegen/events", basePath: "/hig/") == .preview("events"))
    }

    @Test(arguments: [
        "/../etc/passwd", "/en/../../etc/passwd", "/./en/", "/%2e%2e/etc/passwd", "/%2E%2E/etc/passwd",
        "/..%2f..%2fetc/passwd", "/en%2Fcomponents", "/%252e%252e/etc/passwd", "/..\\..\\etc\\passwd",
        "/en/%5c..%5c", "/en/%00", "/a\0b", "//etc/passwd", "/en//alerts/", "etc/passwd", "*",
        "http://127.0.0.1/../../etc/passwd", "/%ZZ",
    ])
    func traversalAndMalformedPathsAreRefused(target: String) {
        #expect(RequestPath(target: target, basePath: "/") == .refused)
    }

    @Test func hugeTargetsAreRefused() {
        #expect(RequestPath(target: "/" + String(repeating: "a", count: 5000), basePath: "/") == .refused)
    }

    @Test func contentTypesCarryACharsetForText() {
        #expect(ContentType.forPath("en/index.html") == "text/html; charset=utf-8")
        #expect(ContentType.forPath("assets/style.css") == "text/css; charset=utf-8")
        #expect(ContentType.forPath("assets/search.js") == "text/javascript; charset=utf-8")
        #expect(ContentType.forPath("search/en/index.json") == "application/json; charset=utf-8")
        #expect(ContentType.forPath("media/a.svg") == "image/svg+xml; charset=utf-8")
        #expect(ContentType.forPath("sitemap.xml") == "application/xml; charset=utf-8")
        #expect(ContentType.forPath("assets/font.woff2") == "font/woff2")
        #expect(ContentType.forPath("media/photo.PNG") == "image/png")
        #expect(ContentType.forPath("search/en/terms/3.bin") == "application/octet-stream")
        #expect(ContentType.forPath("LICENSE") == "application/octet-stream")
    }

    /// A page's audio, video and captions (`<track>` needs text/vtt) reach the browser as
    /// what they are, not as a download.
    @Test func mediaOfEveryKindAPageShowsHasItsType() {
        #expect(ContentType.forPath("media/intro.mov") == "video/quicktime")
        #expect(ContentType.forPath("media/intro.m4v") == "video/x-m4v")
        #expect(ContentType.forPath("media/tap.mp3") == "audio/mpeg")
        #expect(ContentType.forPath("media/tap.m4a") == "audio/mp4")
        #expect(ContentType.forPath("media/tap.wav") == "audio/wave")
        #expect(ContentType.forPath("media/tap.ogg") == "audio/ogg")
        #expect(ContentType.forPath("media/intro.vtt") == "text/vtt; charset=utf-8")
        #expect(ContentType.forPath("media/data.csv") == "text/csv; charset=utf-8")
        #expect(ContentType.forPath("media/photo.avif") == "image/avif")
    }

    @Test func theLiveReloadTagGoesBeforeTheLastClosingBody() {
        let page = Data("<html><body><p>&lt;/body&gt;</p></body></html>".utf8)
        let injected = String(decoding: LiveReloadScript.inject(into: page, basePath: "/hig/"), as: UTF8.self)
        #expect(injected == "<html><body><p>&lt;/body&gt;</p><script src=\"/hig/__guidegen/live.js\" data-base=\"/hig/\" defer></script></body></html>")
        let fragment = String(decoding: LiveReloadScript.inject(into: Data("<p>x</p>".utf8), basePath: "/"), as: UTF8.self)
        #expect(fragment.hasPrefix("<p>x</p><script src=\"/__guidegen/live.js\""))
    }

    @Test func theStatusNamesEachProblemWithItsPlace() throws {
        var snapshot = PreviewSnapshot()
        snapshot.build = 7
        snapshot.ok = false
        snapshot.problems = [.error("link.unresolved", "no topic has the id `buttonz`", at: SourceLocation(file: "Content/a.en.md", line: 3, column: 9), suggestion: "did you mean `buttons`?")]
        let json = try JSONSerialization.jsonObject(with: Data(snapshot.statusJSON().utf8)) as? [String: Any]
        #expect(json?["build"] as? Int == 7)
        #expect(json?["ok"] as? Bool == false)
        let problem = (json?["problems"] as? [[String: Any]])?.first
        #expect(problem?["file"] as? String == "Content/a.en.md")
        #expect(problem?["line"] as? Int == 3)
        #expect(problem?["column"] as? Int == 9)
        #expect(problem?["id"] as? String == "link.unresolved")
        #expect(problem?["suggestion"] as? String == "did you mean `buttons`?")
        #expect(!snapshot.statusJSON().contains("\n"))
    }

    @Test func liveReloadEventsReachEverySubscriberAndEndOnClose() async throws {
        let hub = LiveReloadHub()
        let first = try #require(hub.subscribe(first: LiveReloadHub.event("status", id: 1, data: "{}")))
        let second = try #require(hub.subscribe(first: ""))
        #expect(hub.clientCount == 2)
        hub.send(LiveReloadHub.event("reload", id: 2, data: "{\"build\":2}"))
        hub.close()
        var received: [String] = []
        for await buffer in first { received.append(String(buffer: buffer)) }
        #expect(received.joined() == "retry: 500\n\nevent: status\nid: 1\ndata: {}\n\nevent: reload\nid: 2\ndata: {\"build\":2}\n\n")
        var secondText = ""
        for await buffer in second { secondText += String(buffer: buffer) }
        #expect(secondText.contains("event: reload"))
        #expect(hub.clientCount == 0)
    }
}

import NIOHTTP1
import Testing
@testable import GuidePreview

struct PreviewHTTP1ChannelTests {
    @Test func oneHostIsOneHost() {
        #expect(!HTTP1Request.namesSeveralHosts(hosts: ["127.0.0.1:8080"], target: "/en/"))
        #expect(!HTTP1Request.namesSeveralHosts(hosts: [], target: "/en/"))
        #expect(!HTTP1Request.namesSeveralHosts(hosts: ["127.0.0.1:8080"], target: "http://127.0.0.1:8080/en/"))
        #expect(!HTTP1Request.namesSeveralHosts(hosts: ["LOCALHOST"], target: "http://localhost?x"))
        #expect(!HTTP1Request.namesSeveralHosts(hosts: ["127.0.0.1"], target: "*"))
    }

    @Test func twoHostsOrATargetThatNamesAnotherAreSeveral() {
        #expect(HTTP1Request.namesSeveralHosts(hosts: ["127.0.0.1", "evil.example"], target: "/"))
        #expect(HTTP1Request.namesSeveralHosts(hosts: ["127.0.0.1", "127.0.0.1"], target: "/"))
        #expect(HTTP1Request.namesSeveralHosts(hosts: ["127.0.0.1"], target: "http://evil.example/"))
        #expect(HTTP1Request.namesSeveralHosts(hosts: [], target: "http://evil.example/"))
        #expect(HTTP1Request.namesSeveralHosts(hosts: ["127.0.0.1"], target: "http://127.0.0.1@evil.example/"))
    }

    /// RFC 9112 §3.2: an HTTP/1.1 request without a Host is answered 400; HTTP/1.0 needs none.
    @Test func anHTTP11RequestMustNameItsHost() {
        #expect(HTTP1Request.lacksItsHost(version: .http1_1, hosts: []))
        #expect(HTTP1Request.lacksItsHost(version: .http1_1, hosts: [""]))
        #expect(!HTTP1Request.lacksItsHost(version: .http1_1, hosts: ["127.0.0.1"]))
        #expect(!HTTP1Request.lacksItsHost(version: .http1_0, hosts: []))
    }
}

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
}

import Foundation
import NIOCore
import Testing
@testable import GuidePreview

/// Live-reload streams are capped, so that open tabs can never take the open files that page
/// requests need (the end-to-end test is `PreviewLoadTests` in GuideCommandLineTests).
struct LiveReloadLimitTests {
    @Test func theHubRefusesStreamsOverItsMaximumAndTakesThemAgainWhenOneEnds() async throws {
        let hub = LiveReloadHub(maximumClients: 2)
        var first = hub.subscribe(first: "")
        #expect(first != nil)
        let second = try #require(hub.subscribe(first: ""))
        #expect(hub.subscribe(first: "") == nil)
        #expect(hub.clientCount == 2)
        // A tab that goes away ends its stream (its iterator is dropped): its place is free.
        first = nil
        #expect(first == nil)
        #expect(hub.clientCount == 1)
        #expect(hub.subscribe(first: "") != nil)
        _ = second
    }

    @Test func theDefaultMaximumLeavesMostOpenFilesToPages() {
        #expect(LiveReloadHub().maximumClients == LiveReloadHub.defaultMaximumClients)
        #expect(LiveReloadHub.defaultMaximumClients <= 1024 / 4)
    }
}

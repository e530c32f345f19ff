import Foundation
import GuideCore
import Synchronization
import Testing

@Suite struct ConcurrentMapTests {
    /// An object that says on which thread it was freed.
    final class Freed: Sendable {
        let onFree: @Sendable () -> Void
        init(onFree: @escaping @Sendable () -> Void) { self.onFree = onFree }
        deinit { onFree() }
    }

    @Test func aChunkedMapKeepsTheOrderOfItsItems() {
        for (count, chunk) in [(0, 4), (1, 4), (10, 3), (1_000, 7), (5, 0)] {
            #expect(concurrentMap(count, chunk: chunk) { "item \($0)" } == (0..<count).map { "item \($0)" })
        }
    }

    @Test func anObjectLetGoInTheBackgroundIsFreedOnAnotherThread() {
        let callerThread = pthread_self()
        for _ in 0..<20 {
            let freedOnCaller = Mutex<Bool?>(nil)
            let freed = DispatchSemaphore(value: 0)
            // A temporary: the caller keeps no reference of its own.
            releaseInBackground(Freed {
                freedOnCaller.withLock { $0 = pthread_equal(pthread_self(), callerThread) != 0 }
                freed.signal()
            })
            #expect(freed.wait(timeout: .now() + 5) == .success)
            #expect(freedOnCaller.withLock { $0 } == false)
        }
    }

    @Test func anObjectStillHeldElsewhereIsNotFreed() {
        let freed = Mutex(false)
        let object = Freed { freed.withLock { $0 = true } }
        let kept = object
        releaseInBackground(object)
        Thread.sleep(forTimeInterval: 0.1)
        #expect(freed.withLock { $0 } == false)
        withExtendedLifetime(kept) {}
    }
}

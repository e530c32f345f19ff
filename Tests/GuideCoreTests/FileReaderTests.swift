import Foundation
import Testing
@testable import GuideCore

/// Pages are read with POSIX calls: every byte of a file, whatever its size, and the system's
/// reason when there is nothing to read.
struct FileReaderTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-reader-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test(arguments: [0, 1, 4095, 4096, 70_000])
    func readsEveryByte(count: Int) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try bytes.write(to: URL(fileURLWithPath: folder + "/page.md"))
        #expect(try FileReader.contents(of: folder + "/page.md") == bytes)
    }

    @Test func saysWhyThereIsNothingToRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT))) { try FileReader.contents(of: folder + "/gone.md") }
        #expect(throws: NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR))) { try FileReader.contents(of: folder) }
    }

    /// A read a signal interrupts (`EINTR`) is made again: a test's run of guidegen stopped in
    /// Foundation's `readDataToEndOfFile()` ("Interrupted system call") when another child's
    /// exit signalled the process, and `lint -` and the translation check read the same way.
    @Test func aReadASignalInterruptsIsMadeAgain() throws {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        action.sa_flags = 0  // no SA_RESTART: the blocked read returns EINTR
        var previous = sigaction()
        #expect(sigaction(SIGUSR2, &action, &previous) == 0)
        defer { sigaction(SIGUSR2, &previous, nil) }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        final class Box: @unchecked Sendable {
            var thread = pthread_t()
            var result: Result<Data, Error>?
            let started = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        }
        let box = Box()
        let reader = ends[0]
        Thread {
            box.thread = pthread_self()
            // Threads may start with signals blocked: this one takes SIGUSR2.
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, SIGUSR2)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            box.started.signal()
            box.result = Result { try FileReader.readToEnd(descriptor: reader, sizeHint: 0) }
            box.finished.signal()
        }.start()
        box.started.wait()
        usleep(100_000)  // the reader is now blocked in read(2)
        #expect(pthread_kill(box.thread, SIGUSR2) == 0)
        usleep(50_000)
        #expect(write(ends[1], "hello", 5) == 5)
        close(ends[1])
        box.finished.wait()
        close(reader)
        #expect(try box.result?.get() == Data("hello".utf8))
    }
}

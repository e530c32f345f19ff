import Foundation
import GuideBuild
import Testing
@testable import GuideCommandLine

/// The build's progress display, driven by a clock the test moves by hand.
struct ProgressDisplayTests {
    /// A clock and a capture of what the display writes to standard error.
    final class Terminal: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds: Double = 0
        private var written: [String] = []

        func advance(_ by: Double) { lock.withLock { seconds += by } }
        var now: Date { lock.withLock { Date(timeIntervalSinceReferenceDate: seconds) } }
        func write(_ text: String) { lock.withLock { written.append(text) } }
        var output: [String] { lock.withLock { written } }

        func display(live: Bool, verbose: Bool) -> ProgressDisplay {
            ProgressDisplay(live: live, verbose: verbose, now: { self.now }, write: { self.write($0) })
        }
    }

    @Test func aTerminalSeesALiveLineOnlyAfterTheFirstSecondAndItIsClearedAtTheEnd() {
        let terminal = Terminal()
        let display = terminal.display(live: true, verbose: false)
        display.stage(.parse, done: 10, total: 100)
        terminal.advance(0.9)
        display.stage(.parse, done: 90, total: 100)
        #expect(terminal.output.isEmpty)

        terminal.advance(0.2)
        display.stage(.render, done: 3, total: 200)
        display.stage(.write, done: 0, total: 0)
        display.finish()
        #expect(terminal.output == ["\r\u{1B}[KRendering 3/200", "\r\u{1B}[KWriting", "\r\u{1B}[K"])
    }

    @Test func aQuickBuildLeavesTheTerminalUntouched() {
        let terminal = Terminal()
        let display = terminal.display(live: true, verbose: false)
        display.stage(.render, done: 1, total: 2)
        display.finish()
        #expect(terminal.output.isEmpty)
    }

    @Test func verboseAndPipedOutputArePlainLinesOnePerStage() {
        let terminal = Terminal()
        let display = terminal.display(live: true, verbose: true)
        display.stage(.parse, done: 0, total: 12)
        display.stage(.parse, done: 6, total: 12)
        terminal.advance(5)
        display.stage(.render, done: 0, total: 30)
        display.stage(.search, done: 0, total: 0)
        display.finish()
        #expect(terminal.output == ["Parsing 12 items…\n", "Rendering 30 items…\n", "Indexing for search…\n"])

        // Not a terminal and not verbose (a pipe, CI): nothing at all, however long it takes.
        let pipe = Terminal()
        let quiet = pipe.display(live: false, verbose: false)
        pipe.advance(10)
        quiet.stage(.render, done: 5, total: 30)
        quiet.finish()
        #expect(pipe.output.isEmpty)
    }
}

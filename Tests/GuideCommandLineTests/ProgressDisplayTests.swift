import Foundation
@testable import GuideBuild
import Testing
@testable import GuideCommandLine

/// The build's progress display, driven by a clock the test moves by hand.
struct ProgressDisplayTests {
    /// A clock and a capture of what the display writes to standard error.
    final class Terminal: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds: Double = 0
        private var cpuSeconds: Double = 0
        private var written: [String] = []

        /// Moves the wall clock, and the CPU clock as if `cores` were busy.
        func advance(_ by: Double, cores: Double = 1) { lock.withLock { seconds += by; cpuSeconds += by * cores } }
        var now: Date { lock.withLock { Date(timeIntervalSinceReferenceDate: seconds) } }
        var cpu: Double { lock.withLock { cpuSeconds } }
        func write(_ text: String) { lock.withLock { written.append(text) } }
        var output: [String] { lock.withLock { written } }

        func display(_ mode: ProgressDisplay.Mode) -> ProgressDisplay {
            ProgressDisplay(mode: mode, now: { self.now }, cpu: { self.cpu }, write: { self.write($0) })
        }
    }

    @Test func aTerminalSeesALiveLineOnlyAfterTheFirstSecondAndItIsClearedAtTheEnd() {
        let terminal = Terminal()
        let display = terminal.display(.terminal)
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

    @Test(arguments: [ProgressDisplay.Mode.terminal, .pipe])
    func aQuickBuildPrintsNothingOnATerminalOrInAPipe(mode: ProgressDisplay.Mode) {
        let terminal = Terminal()
        let display = terminal.display(mode)
        display.stage(.render, done: 1, total: 2)
        display.finish()
        #expect(terminal.output.isEmpty)
    }

    @Test func verboseOutputIsAPlainLinePerStageFromTheStartEachFollowedByItsTimes() {
        let terminal = Terminal()
        let display = terminal.display(.verbose)
        display.stage(.parse, done: 0, total: 12)
        display.stage(.parse, done: 6, total: 12)
        terminal.advance(5)
        display.stage(.render, done: 0, total: 30)
        terminal.advance(0.5, cores: 2)
        display.stage(.index, done: 0, total: 0)
        terminal.advance(1.25, cores: 1.5)
        display.finish()
        #expect(terminal.output == [
            "Parsing 12 items…\n", "  Parsing took 5.00 s, 5.00 CPU-s\n",
            "Rendering 30 items…\n", "  Rendering took 0.50 s, 1.00 CPU-s\n",
            "Indexing for search…\n", "  Indexing for search took 1.25 s, 1.88 CPU-s\n",
        ])
    }

    @Test func aPipeGetsPlainLinesOnceTheBuildHasRunForASecond() {
        let pipe = Terminal()
        let display = pipe.display(.pipe)
        display.stage(.parse, done: 0, total: 12)
        pipe.advance(0.5)
        display.stage(.parse, done: 6, total: 12)
        #expect(pipe.output.isEmpty)

        // The stage under way when the second passes gets its line, once; no `\r` ever.
        pipe.advance(0.6)
        display.stage(.parse, done: 9, total: 12)
        display.stage(.parse, done: 12, total: 12)
        display.stage(.render, done: 0, total: 30)
        display.stage(.render, done: 15, total: 30)
        display.stage(.write, done: 0, total: 0)
        display.finish()
        #expect(pipe.output == ["Parsing 12 items…\n", "Rendering 30 items…\n", "Writing…\n"])
    }

    @Test func quietIsSilentHoweverLongItTakes() {
        let terminal = Terminal()
        let display = terminal.display(.quiet)
        terminal.advance(10)
        display.stage(.render, done: 5, total: 30)
        display.finish()
        #expect(terminal.output.isEmpty)
    }
}

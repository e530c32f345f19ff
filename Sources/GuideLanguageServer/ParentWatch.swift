import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the server when the editor that started it is gone (initialize's `processId`), so a
/// crashed editor leaves no server behind. Checked once a second.
final class ParentWatch: Sendable {
    let pid: Int32

    init(pid: Int32) {
        self.pid = pid
        let thread = Thread { [pid] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                if kill(pid, 0) != 0, errno == ESRCH { exit(0) }
            }
        }
        thread.stackSize = 64 << 10
        thread.start()
    }
}

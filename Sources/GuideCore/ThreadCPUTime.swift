import Foundation

/// The CPU time the calling thread has used, in seconds: what tests that work grows linearly
/// compare (four times the input, about four times this, not sixteen), unaffected by other
/// threads and less by a loaded machine than wall time.
public func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

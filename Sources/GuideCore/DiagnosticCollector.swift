import Foundation

/// A thread-safe collector that stages append diagnostics to, so a run reports every problem
/// rather than stopping at the first.
public final class DiagnosticCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Diagnostic] = []

    public init() {}

    /// Adds one diagnostic.
    public func report(_ diagnostic: Diagnostic) {
        lock.lock()
        items.append(diagnostic)
        lock.unlock()
    }

    /// Adds several diagnostics.
    public func report(contentsOf diagnostics: [Diagnostic]) {
        // Most pages have nothing to report; taking the lock for them made threads wait on each other.
        guard !diagnostics.isEmpty else { return }
        lock.lock()
        items.append(contentsOf: diagnostics)
        lock.unlock()
    }

    /// Everything reported so far, in a stable order.
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return items.sortedForOutput()
    }

    /// True when an error has been reported.
    public var hasErrors: Bool {
        lock.lock()
        defer { lock.unlock() }
        return items.contains { $0.severity == .error }
    }
}

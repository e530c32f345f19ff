import Synchronization

/// A thread-safe collector that stages append diagnostics to, so a run reports every problem
/// rather than stopping at the first.
public final class DiagnosticCollector: Sendable {
    private let items = Mutex<[Diagnostic]>([])

    public init() {}

    /// Adds one diagnostic.
    public func report(_ diagnostic: Diagnostic) {
        items.withLock { $0.append(diagnostic) }
    }

    /// Adds several diagnostics.
    public func report(contentsOf diagnostics: [Diagnostic]) {
        // Most pages have nothing to report; taking the lock for them made threads wait on each other.
        guard !diagnostics.isEmpty else { return }
        items.withLock { $0.append(contentsOf: diagnostics) }
    }

    /// Everything reported so far, in a stable order.
    public var diagnostics: [Diagnostic] {
        items.withLock { $0 }.sortedForOutput()
    }

    /// True when an error has been reported.
    public var hasErrors: Bool {
        items.withLock { $0.contains { $0.severity == .error } }
    }
}

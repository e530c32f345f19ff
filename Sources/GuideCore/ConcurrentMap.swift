import Dispatch

/// `transform(0)`, `transform(1)`, … `transform(count - 1)`, computed in parallel across cores
/// and returned in order. `transform` must be safe to call from several threads at once.
public func concurrentMap<T>(_ count: Int, _ transform: (Int) -> T) -> [T] {
    concurrentMap(count, chunk: 1, transform)
}

/// `transform(0)` … `transform(count - 1)` computed in parallel a chunk of `chunk` items at a time,
/// returned in order: for many quick items, where a dispatch per item (and neighbouring slots
/// written from different cores) would cost more than the work.
public func concurrentMap<T>(_ count: Int, chunk: Int, _ transform: (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let chunk = max(1, chunk)
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
        // Each chunk writes its own slots in place: chunks' arrays joined afterwards were a
        // copy of every item on one thread.
        let base = buffer.baseAddress!
        DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { c in
            for i in c * chunk..<min(count, (c + 1) * chunk) { (base + i).initialize(to: transform(i)) }
        }
        initialized = count
    }
}

/// The indices of `sizes`, largest first (equal sizes in their order): the order to hand out
/// parallel work whose items differ a lot in cost, so that no core is left with one big item
/// while the others have nothing to do.
public func largestFirst(_ sizes: [Int]) -> [Int] {
    sizes.indices.sorted { (sizes[$0], $1) > (sizes[$1], $0) }
}

/// `first()` and `second()`, computed side by side (each on its own core when one is free) and
/// returned together: for two independent pieces of work that would otherwise leave a core idle.
/// Both must be safe to run at the same time.
public func inParallel<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    var a: A?
    var b: B?
    withUnsafeMutablePointer(to: &a) { a in
        withUnsafeMutablePointer(to: &b) { b in
            // Each slot is written once, by one thread.
            let (a, b) = (a, b)
            DispatchQueue.concurrentPerform(iterations: 2) { n in
                if n == 0 { a.pointee = first() } else { b.pointee = second() }
            }
        }
    }
    return (a!, b!)
}

/// Lets go of `object` on another thread: for a large object graph whose freeing (object by
/// object) would hold up the caller with nothing else running beside it. Freed there once
/// nothing else holds it, or never when the process exits first (which lets all memory go at
/// once). The caller passes its last reference (a temporary, or `consume`).
public func releaseInBackground<T: AnyObject>(_ object: consuming T) {
    nonisolated(unsafe) let held = Unmanaged.passRetained(object)
    // The caller's reference is gone before the other thread runs, so the last release is there.
    _ = consume object
    DispatchQueue.global().async { held.release() }
}

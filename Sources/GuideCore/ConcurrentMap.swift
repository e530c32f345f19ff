import Dispatch

/// `transform(0)`, `transform(1)`, … `transform(count - 1)`, computed in parallel across cores
/// and returned in order. `transform` must be safe to call from several threads at once.
public func concurrentMap<T>(_ count: Int, _ transform: (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
        // Every slot is written exactly once, each by one thread.
        let base = buffer.baseAddress!
        DispatchQueue.concurrentPerform(iterations: count) { i in
            (base + i).initialize(to: transform(i))
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

import Synchronization

/// Hands out the numbers `0..<count` to threads, one at a time.
final class WorkQueue: Sendable {
    private let taken = Atomic<Int>(0)
    private let order: [Int]

    /// Hands out the numbers of `order`, in that order.
    init(order: [Int]) { self.order = order }

    func next() -> Int? {
        let place = taken.add(1, ordering: .relaxed).oldValue
        return place < order.count ? order[place] : nil
    }
}

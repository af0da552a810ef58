import Dispatch

/// Work spread over every core, with results in input order, so output stays deterministic.
enum Parallel {
    /// `transform` applied to `0..<count`, on all cores; the results in index order.
    static func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        // Each index is written by exactly one iteration, and read only after all have ended.
        nonisolated(unsafe) let results = slots
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results[index] = transform(index)
        }
        return slots.compactMap { $0 }
    }
}

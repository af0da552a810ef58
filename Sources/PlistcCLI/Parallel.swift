import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work spread over the cores when it is worth it, with results in input order, so output stays
/// deterministic whatever the threads.
enum Parallel {
    /// How many threads a map runs on.
    enum Workers: Sendable, Equatable {
        /// The calling thread alone until the work has gone on for `after`, then every core. A
        /// second thread costs CPU time of its own (on two cores, about a quarter more for the
        /// same work, see the README's *CPU time*), which a short run does not win back in
        /// time; a long one finishes sooner.
        case automatic(after: Duration)
        /// `count` threads from the start; 1 is the calling thread alone.
        case fixed(Int)

        /// `plistc lint`'s default: a run that takes a quarter of a second on one core is
        /// joined by the others.
        static let standard = Workers.automatic(after: .milliseconds(250))
    }

    /// `transform` applied to `0..<count`, on the threads `workers` says; the results in index
    /// order.
    static func map<Result: Sendable>(
        _ count: Int, workers: Workers = .standard, _ transform: @Sendable (Int) -> Result
    ) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        // Each index is claimed once, written by the one thread that claimed it, and read only
        // after every thread has ended.
        nonisolated(unsafe) let results = slots
        let claims = Claims(count)
        // Transforms the indices nobody has claimed yet, while `goesOn` says to.
        @Sendable func work(while goesOn: () -> Bool = { true }) {
            while goesOn(), let index = claims.next() { results[index] = transform(index) }
        }
        let threads: Int
        switch workers {
        case .fixed(let wanted):
            threads = min(wanted, count)
        case .automatic(let delay):
            threads = processorCount
            // The calling thread alone while the run is short.
            let start = ContinuousClock.now
            work(while: { ContinuousClock.now - start < delay })
        }
        if threads > 1 {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in work() }
        } else {
            work()
        }
        return slots.compactMap { $0 }
    }

    /// The cores online.
    private static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// The indices of a map, each handed out once to whichever thread asks first.
    private final class Claims: Sendable {
        private let count: Int
        private let claimed = Atomic<Int>(0)

        init(_ count: Int) { self.count = count }

        /// The next index nobody has claimed, or `nil` when all have been.
        func next() -> Int? {
            let index = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
            return index < count ? index : nil
        }
    }
}

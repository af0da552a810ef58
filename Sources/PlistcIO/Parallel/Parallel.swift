#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work spread over the cores when it is worth it, with results in input order, so output stays
/// deterministic whatever the threads.
package enum Parallel {
    /// How many threads a run of `forEach` takes.
    package enum Workers: Sendable, Equatable {
        /// The calling thread alone until the work has gone on for `after`, then every core. A
        /// second thread costs CPU time of its own (on two cores, about a quarter more for the
        /// same work, see docs/performance.md, *CPU time*), which a short run does not win back in
        /// time; a long one finishes sooner.
        case automatic(after: Duration)
        /// `count` threads from the start; 1 is the calling thread alone.
        case fixed(Int)

        /// `plistc lint`'s default: a run that takes a quarter of a second on one core is
        /// joined by the others.
        package static let standard = Workers.automatic(after: .milliseconds(250))
    }

    /// `transform` applied to `0..<count`, on the threads `workers` says, and each result handed
    /// to `deliver` on the calling thread, in index order, as soon as it and every one before it
    /// are ready: a run's output streams while it goes on, and a result lives only until it is
    /// delivered.
    package static func forEach<Result: Sendable>(
        _ count: Int, workers: Workers = .standard, _ transform: @Sendable (Int) -> Result,
        deliver: (Result) -> Void
    ) {
        let claims = Claims(count)
        var delivered = 0
        let threads: Int
        switch workers {
        case .fixed(let wanted):
            threads = min(wanted, count)
        case .automatic(let delay):
            threads = min(processorCount, count)
            // The calling thread alone while the run is short.
            let start = monotonicTime
            while monotonicTime - start < delay, let index = claims.next() {
                deliver(transform(index))
                delivered += 1
            }
        }
        guard threads > 1, delivered < count else {
            while let index = claims.next() { deliver(transform(index)) }
            return
        }
        let finished = Finished<Result>(count)
        HelperThreads.run(threads - 1) {
            while let index = claims.next() { finished.put(transform(index), at: index) }
        } whileCalling: {
            // The calling thread works too, and delivers whatever is ready in order.
            while let index = claims.next() {
                finished.put(transform(index), at: index)
                while delivered < count, let result = finished.take(delivered) {
                    deliver(result)
                    delivered += 1
                }
            }
            while delivered < count {
                deliver(finished.wait(for: delivered))
                delivered += 1
            }
        }
    }

    /// The time since a fixed moment, never set back. `SuspendingClock` would tell the same, but
    /// the clocks live in the concurrency runtime, which links Dispatch (see `HelperThreads`).
    private static var monotonicTime: Duration {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    /// The cores online.
    private static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// The indices of a run, each handed out once to whichever thread asks first.
    private final class Claims: Sendable {
        private let count: Int
        private let claimed = Locked(0)

        package init(_ count: Int) { self.count = count }

        /// The next index nobody has claimed, or `nil` when all have been.
        package func next() -> Int? {
            let index = claimed.withLock { claimed in
                defer { claimed += 1 }
                return claimed
            }
            return index < count ? index : nil
        }
    }

    /// The results made and not yet delivered, each put by the thread that made it and taken by
    /// the calling thread, under one lock.
    private final class Finished<Result: Sendable>: Sendable {
        private let slots: Locked<[Result?]>
        /// Signalled at each result put, for the calling thread waiting for the next in order.
        private let arrival = Semaphore()

        package init(_ count: Int) { slots = Locked(Array(repeating: nil, count: count)) }

        package func put(_ result: Result, at index: Int) {
            slots.withLock { $0[index] = result }
            arrival.signal()
        }

        /// The result at `index`, taken out, or `nil` while it is not made yet.
        package func take(_ index: Int) -> Result? { slots.withLock { $0[index].take() } }

        /// The result at `index`, once made.
        package func wait(for index: Int) -> Result {
            while true {
                if let result = take(index) { return result }
                arrival.wait()
            }
        }
    }
}

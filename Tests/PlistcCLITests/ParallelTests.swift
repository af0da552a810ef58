import Synchronization
import Testing

@testable import PlistcCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Parallel.map`: every index once, results in index order, on the threads asked for.
@Suite struct ParallelTests {
    private static let workers: [Parallel.Workers] = [
        .fixed(1), .fixed(2), .fixed(7), .automatic(after: .zero), .automatic(after: .seconds(3_600)), .standard,
    ]

    @Test(arguments: workers)
    func everyIndexOnceInOrder(workers: Parallel.Workers) {
        for count in [0, 1, 2, 3, 64, 1_000] {
            let calls = Counter()
            let results = Parallel.map(count, workers: workers) { index in
                calls.increment()
                return index * index
            }
            #expect(results == (0..<count).map { $0 * $0 }, "\(count) on \(workers)")
            #expect(calls.value == count, "\(count) on \(workers)")
        }
    }

    /// A run shorter than the delay stays on the calling thread: no second thread is paid for.
    @Test func aShortRunStaysOnTheCallingThread() {
        let caller = Self.currentThread()
        let onCaller = Parallel.map(500, workers: .automatic(after: .seconds(3_600))) { _ in
            Self.currentThread() == caller
        }
        #expect(onCaller.count == 500 && onCaller.allSatisfy { $0 })
    }

    /// The calling thread as a number: `pthread_t` is an integer on Linux, a pointer on Apple's
    /// systems.
    private static func currentThread() -> UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    /// How many times a transform ran, from any thread.
    private final class Counter: Sendable {
        private let count = Atomic<Int>(0)

        func increment() { count.wrappingAdd(1, ordering: .relaxed) }

        var value: Int { count.load(ordering: .relaxed) }
    }
}

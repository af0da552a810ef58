import PlistcIO
import Testing

@testable import PlistcCLI
@testable import PlistcKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Parallel.forEach`: every index once, results in index order, on the threads asked for,
/// delivered on the calling thread as soon as a result and those before it are ready.
@Suite struct ParallelTests {
    private static let workers: [Parallel.Workers] = [
        .fixed(1), .fixed(2), .fixed(7), .automatic(after: .zero), .automatic(after: .seconds(3_600)), .standard,
    ]

    @Test(arguments: workers)
    func everyIndexOnceInOrder(workers: Parallel.Workers) {
        for count in [0, 1, 2, 3, 64, 1_000] {
            let calls = Counter()
            var results: [Int] = []
            Parallel.forEach(count, workers: workers) { index in
                calls.increment()
                return index * index
            } deliver: {
                results.append($0)
            }
            #expect(results == (0..<count).map { $0 * $0 }, "\(count) on \(workers)")
            #expect(calls.value == count, "\(count) on \(workers)")
        }
    }

    @Test(arguments: workers)
    func deliversEveryResultInOrderOnTheCallingThread(workers: Parallel.Workers) {
        let caller = Self.currentThread()
        for count in [0, 1, 2, 3, 64, 1_000] {
            var delivered: [Int] = []
            var onCaller = true
            Parallel.forEach(count, workers: workers) { index in
                index * 3
            } deliver: { result in
                delivered.append(result)
                onCaller = onCaller && Self.currentThread() == caller
            }
            #expect(delivered == (0..<count).map { $0 * 3 }, "\(count) on \(workers)")
            #expect(onCaller, "\(count) on \(workers)")
        }
    }

    /// On one thread, each result is delivered before the next is made: the report streams,
    /// and no result waits for the run to end.
    @Test(arguments: [Parallel.Workers.fixed(1), .automatic(after: .seconds(3_600))])
    func oneThreadDeliversEachResultBeforeMakingTheNext(workers: Parallel.Workers) {
        let events = Events()
        Parallel.forEach(5, workers: workers) { index in
            events.record("made \(index)")
        } deliver: { _ in
            events.record("delivered")
        }
        #expect(events.all == (0..<5).flatMap { ["made \($0)", "delivered"] })
    }

    /// With several threads, a result that arrives early waits for those before it, and every
    /// one arrives even when the last to be made is the first in order.
    @Test func aSlowFirstResultKeepsTheOrder() {
        var delivered: [Int] = []
        Parallel.forEach(40, workers: .fixed(3)) { index in
            if index == 0 { usleep(20_000) }
            return index
        } deliver: {
            delivered.append($0)
        }
        #expect(delivered == Array(0..<40))
    }

    /// A run shorter than the delay stays on the calling thread: no second thread is paid for.
    @Test func aShortRunStaysOnTheCallingThread() {
        let caller = Self.currentThread()
        var onCaller: [Bool] = []
        Parallel.forEach(500, workers: .automatic(after: .seconds(3_600))) { _ in
            Self.currentThread() == caller
        } deliver: {
            onCaller.append($0)
        }
        #expect(onCaller.count == 500 && onCaller.allSatisfy { $0 })
    }

    /// A helper thread has the stack it is given, the calling thread's usual 8 MiB, and not the
    /// system's default for a new thread (512 KiB on macOS; Linux gives the stack limit, and
    /// has no call to read a running thread's stack that Swift sees).
    #if canImport(Darwin)
        @Test func helperThreadsHaveTheStackTheyAreGiven() {
            let sizes = Locked<[Int]>([])
            HelperThreads.run(2) {
                let size = pthread_get_stacksize_np(pthread_self())
                sizes.withLock { $0.append(size) }
            } whileCalling: {
            }
            let seen = sizes.withLock { $0 }
            #expect(seen.count == 2 && seen.allSatisfy { $0 >= HelperThreads.stackSize }, "\(seen)")
        }
    #endif

    /// The calling thread as a number: `pthread_t` is an integer on Linux, a pointer on Apple's
    /// systems.
    private static func currentThread() -> UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    /// What happened, in the order it happened, from any thread.
    private final class Events: Sendable {
        private let list = Locked<[String]>([])

        func record(_ event: String) { list.withLock { $0.append(event) } }

        var all: [String] { list.withLock { $0 } }
    }

    /// How many times a transform ran, from any thread.
    private final class Counter: Sendable {
        private let count = Locked(0)

        func increment() { count.withLock { $0 += 1 } }

        var value: Int { count.withLock { $0 } }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Threads that help the calling thread for the length of one call, made with POSIX threads.
///
/// Dispatch would start them as well, but a binary that links it pays on every run, one file on
/// one thread included: its queues' tables are relocated as the binary loads (about 33 page
/// faults on Linux).
package enum HelperThreads {
    /// Runs `helper` on `count` new threads while `caller` runs on the calling thread, and
    /// returns once all of them have finished.
    ///
    /// A thread the system refuses to start is left out: `helper` must leave its work to the
    /// others when it runs fewer times than asked (as a loop over shared claims does).
    package static func run(_ count: Int, helper: @Sendable () -> Void, whileCalling caller: () -> Void) {
        withoutActuallyEscaping(helper) { helper in
            let started = start(count, Work(helper))
            caller()
            for handle in started { join(handle) }
        }
    }

    /// How much stack each helper thread has: what the calling thread has on Linux (8 MiB,
    /// the usual limit), where macOS gives a new thread 512 KiB; the work runs the same on
    /// either thread, on either system. Only the pages used are ever committed.
    package static let stackSize = 8 << 20

    /// The threads that started on `work`, of `count` asked for.
    private static func start(_ count: Int, _ work: Work) -> [Handle] {
        var started: [Handle] = []
        started.reserveCapacity(count)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        for _ in 0..<count {
            let context = Unmanaged.passRetained(work)
            var handle = unstarted
            if pthread_create(&handle, &attributes, { runHelperThread($0) }, context.toOpaque()) == 0 {
                started.append(handle)
            } else {
                context.release()
            }
        }
        return started
    }

    /// The helper's body, boxed so that a thread's C entry point can be handed it.
    fileprivate final class Work: Sendable {
        package let body: @Sendable () -> Void
        package init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    #if !canImport(Glibc)
        /// A started thread, as `pthread_create` writes it (a pointer on Darwin and Musl).
        private typealias Handle = pthread_t?
        private static var unstarted: Handle { nil }

        private static func join(_ handle: Handle) {
            if let handle { pthread_join(handle, nil) }
        }
    #else
        /// A started thread, as `pthread_create` writes it (an integer on Glibc).
        private typealias Handle = pthread_t
        private static var unstarted: Handle { pthread_t() }

        private static func join(_ handle: Handle) { pthread_join(handle, nil) }
    #endif
}

/// What a helper thread does: the work it was started with, run and released. (At file scope:
/// a C entry point made of a closure that calls a static method crashes the Swift 6.3.1 compiler.)
private func runHelperThread(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<HelperThreads.Work>.fromOpaque(context).takeRetainedValue().body()
    return nil
}

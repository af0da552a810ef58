#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that threads share, read and written only under a POSIX mutex: what the standard
/// library's `Mutex` does, on every macOS plistc runs on (`Mutex` and `Atomic` need macOS 15),
/// and seen through by ThreadSanitizer (which does not see through the futex under `Mutex` on
/// Linux).
package final class Locked<Value: Sendable>: @unchecked Sendable {
    /// The mutex lives at an address of its own, as POSIX requires: a Swift stored property may
    /// move. The value is touched only with the mutex held: hence `@unchecked Sendable`.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// What `body` returns, run with the value, and no other thread, in its hands.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

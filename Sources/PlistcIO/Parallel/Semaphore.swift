#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A counting semaphore made of a POSIX mutex and condition variable, which ThreadSanitizer
/// sees through (it does not see through the futex under the standard library's `Mutex` on Linux), and
/// which needs no Dispatch (see `HelperThreads`).
package final class Semaphore: @unchecked Sendable {
    /// The mutex and condition live at addresses of their own, as POSIX requires: a Swift
    /// stored property may move. The count is read and written only with the mutex held:
    /// hence `@unchecked Sendable`.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var count = 0

    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Adds one to the count, waking one waiting thread.
    package func signal() {
        pthread_mutex_lock(mutex)
        count += 1
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Waits until the count is above zero, then takes one from it.
    package func wait() {
        pthread_mutex_lock(mutex)
        while count == 0 { pthread_cond_wait(condition, mutex) }
        count -= 1
        pthread_mutex_unlock(mutex)
    }
}

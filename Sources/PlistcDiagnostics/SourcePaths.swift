#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The display paths of every file read, interned: a `SourceLocation` holds a small number
/// instead of a string, so the millions of locations in a large file cost no reference counting
/// to create, copy or free.
package final class SourcePaths: @unchecked Sendable {
    /// The one table of the process.
    package static let shared = SourcePaths()

    /// A lock around `paths` and `numbers`, which any thread may read and extend.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var paths: [String] = []
    private var numbers: [String: UInt32] = [:]

    private init() {
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    /// The number standing for `path`, the same for the same path every time.
    package func number(for path: String) -> UInt32 {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let number = numbers[path] { return number }
        let number = UInt32(paths.count)
        paths.append(path)
        numbers[path] = number
        return number
    }

    /// The path a number stands for.
    package func path(for number: UInt32) -> String {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return paths[Int(number)]
    }
}

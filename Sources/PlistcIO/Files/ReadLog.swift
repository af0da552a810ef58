/// How many times each file was opened to be read, once asked to keep count: what the tests
/// that hold a run to one read of each input look at. Until `start`, it keeps nothing.
package enum ReadLog {
    /// The reads of each path, or `nil` while nothing is counted.
    private static let counts = Locked<[String: Int]?>(nil)

    /// Counts every read from now on, in this process (counting is never stopped, so that
    /// tests that run at once cannot turn it off for one another).
    package static func start() { counts.withLock { $0 = $0 ?? [:] } }

    /// Notes one read of `path`, as given to the function that opened it.
    package static func note(_ path: String) { counts.withLock { $0?[path, default: 0] += 1 } }

    /// How many reads of `path` were noted since `start`.
    package static func reads(of path: String) -> Int { counts.withLock { $0?[path] ?? 0 } }
}

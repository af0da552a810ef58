#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files plistc is writing at this moment (an output before it is renamed into
/// place), removed should a signal end the process: SIGINT (Ctrl-C, status 130), SIGTERM (a CI
/// runner's cancel, 143), SIGHUP (a closed terminal, 129) or SIGXFSZ (a write past the file
/// size limit, 153); the process exits with 128 plus the signal's number, as a shell reports a
/// process the signal ended.
///
/// The signal handler may only make async-signal-safe calls, so each path is kept in a slot of
/// a fixed buffer allocated once and never freed: the handler unlinks the path of every slot in
/// use and calls `_exit`; nothing it reads is ever deallocated.
package enum TemporaryFiles {
    /// A claimed slot, released when the file is renamed into place or removed.
    package struct Claim: ~Copyable {
        fileprivate let index: Int

        /// Marks the file as gone (renamed or removed): a signal no longer unlinks it. Under the
        /// lock, as `claim` reads the flags under it on another thread (the signal handler
        /// reads them without, as it must).
        consuming func release() {
            pthread_mutex_lock(TemporaryFiles.lock)
            TemporaryFiles.inUse[index] = 0
            pthread_mutex_unlock(TemporaryFiles.lock)
        }
    }

    private static let slotCount = 64
    private static let slotBytes = Int(PATH_MAX)

    /// Not zeroed: a slot is read only while it is in use, after `claim` wrote its path, and
    /// zeroing 256 KB would cost every run 64 page faults before it reads a byte.
    nonisolated(unsafe) private static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotBytes)
    nonisolated(unsafe) private static let inUse: UnsafeMutablePointer<sig_atomic_t> = {
        let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: slotCount)
        flags.initialize(repeating: 0, count: slotCount)
        return flags
    }()
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    /// The signals whose handler removes the temporary files.
    package static let signals = [SIGINT, SIGTERM, SIGHUP, SIGXFSZ]

    /// Installs the signal handlers now (the plistc process does at start); otherwise they are
    /// installed the first time a file is claimed.
    package static func installSignalHandlers() {
        _ = handlersInstalled
    }

    /// The handlers, installed once; the signals are unblocked too, since a process can
    /// inherit them blocked (as children of some test runners and daemons do), which would
    /// leave a signal pending and the process running.
    private static let handlersInstalled: Bool = {
        _ = paths
        _ = inUse
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals {
            _ = signal(number) { caught in
                TemporaryFiles.removeAll()
                _exit(128 + caught)
            }
            sigaddset(&set, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        return true
    }()

    /// Records `path` (a NUL-terminated C string, as `mkstemp` filled it in) as a temporary
    /// file to remove on a signal; `nil` when every slot is taken or the path is too long, in
    /// which case the file is written all the same.
    package static func claim(_ path: [CChar]) -> Claim? {
        guard handlersInstalled, path.count <= slotBytes else { return nil }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard let index = (0..<slotCount).first(where: { inUse[$0] == 0 }) else { return nil }
        let slot = paths + index * slotBytes
        path.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { slot.initialize(from: base, count: source.count) }
        }
        inUse[index] = 1
        return Claim(index: index)
    }

    /// Unlinks every temporary file in use: the signal handler's work.
    private static func removeAll() {
        for index in 0..<slotCount where inUse[index] != 0 {
            unlink(paths + index * slotBytes)
        }
    }
}

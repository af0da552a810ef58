#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// The paths that name the process's own standard input, read as it is (a pipe or a
    /// terminal included) when the user names one as an input, as `-` is.
    package static func namesStandardInput(_ path: String) -> Bool {
        path == "/dev/stdin" || path == "/dev/fd/0" || path == "/proc/self/fd/0"
    }

    /// The contents of a regular file, at most `limit` bytes.
    ///
    /// A FIFO, socket or device is refused: opening a FIFO waits for a writer, and reading a
    /// device may never end. The one exception is standard input named as a path
    /// (`/dev/stdin`), read up to the limit. The file is opened without waiting
    /// (`O_NONBLOCK`) and its type checked again on the open descriptor, so a path that turns
    /// into a FIFO between the two checks cannot make plistc hang either. With `isKnownFile`
    /// (the caller has just found the path to be a regular file, as `InputCollector` does),
    /// the first check is not repeated.
    package static func read(_ path: String, limit: Int, isKnownFile: Bool = false) throws(IOFailure) -> [UInt8] {
        ReadLog.note(path)
        let isStandardInput = namesStandardInput(path)
        if !isStandardInput && !isKnownFile, case .special(let what) = kind(of: path) { throw notAFile(path, what) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot open the file") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(path, "cannot read the file") }
        switch kind(ofMode: info.st_mode) {
        case .directory:
            throw IOFailure(path: path, reason: "is a directory, not a file: name the files in it, or lint the folder")
        case .special(let what):
            guard isStandardInput else { throw notAFile(path, what) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        case .file, .missing:
            break
        }
        return try readAll(from: descriptor, limit: limit, path: path, status: info)
    }

    /// The whole of a regular file of at most `maxBytes` bytes, read as `read` reads it; a
    /// larger one is a failure that ends with `advice`, never read in part.
    package static func readWhole(_ path: String, maxBytes: Int, advice: String = raiseMaxBytes) throws(IOFailure)
        -> [UInt8]
    {
        let bytes = try read(path, limit: maxBytes + 1)
        guard bytes.count <= maxBytes else { throw tooLarge(path, maxBytes: maxBytes, advice: advice) }
        return bytes
    }

    /// What to do about a file over a limit `--max-bytes` sets.
    package static let raiseMaxBytes = "give --max-bytes a larger limit"

    /// A file larger than `maxBytes`, the largest a run reads of its kind.
    package static func tooLarge(_ path: String, maxBytes: Int, advice: String = raiseMaxBytes) -> IOFailure {
        IOFailure(path: path, reason: "is larger than \(maxBytes) bytes, the largest file read: \(advice)")
    }

    /// Throws when `path` cannot be opened for reading (permissions, a file gone), for files
    /// another library opens by path (FreeType), so that the reason is the system's.
    package static func checkReadable(_ path: String) throws(IOFailure) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot open the file") }
        close(descriptor)
    }

    /// At most `limit` bytes of whatever `path` is, without waiting: what `--check` compares
    /// an output with, a device or FIFO included (a FIFO with no data reads as empty).
    package static func readAvailable(_ path: String, limit: Int) throws(IOFailure) -> [UInt8] {
        ReadLog.note(path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot open the file") }
        defer { close(descriptor) }
        return try readAll(from: descriptor, limit: limit, path: path, stopsWhenDry: true)
    }

    /// Everything readable from a file descriptor, at most `limit` bytes; with `stopsWhenDry`,
    /// also up to the first read that would wait.
    ///
    /// A regular file is read straight into a buffer of its size (plus one byte, to notice a
    /// file that grows past the limit), so a large file is neither copied nor regrown; a read
    /// that returns less than it asked for is its end. `status` is the descriptor's `fstat`
    /// when the caller has it.
    package static func readAll(
        from descriptor: Int32, limit: Int, path: String = "<stdin>", stopsWhenDry: Bool = false,
        status: stat? = nil
    ) throws(IOFailure) -> [UInt8] {
        var info = status ?? stat()
        let isRegular = (status != nil || fstat(descriptor, &info) == 0) && (info.st_mode & S_IFMT) == S_IFREG
        let expected = isRegular ? Int(info.st_size) + 1 : 1 << 16
        var bytes = [UInt8](repeating: 0, count: min(limit, max(expected, 1)))
        var filled = 0
        while filled < limit {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit - filled)))
            }
            let asked = min(bytes.count - filled, largestTransfer)
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + filled }, asked)
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && stopsWhenDry && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
            guard count >= 0 else { throw failure(path, "cannot read") }
            if count == 0 { break }
            filled += count
            // A regular file's short read is its end: no second call to be told so.
            if isRegular && count < asked { break }
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// The failure for a path that is no regular file.
    package static func notAFile(_ path: String, _ what: String) -> IOFailure {
        IOFailure(
            path: path,
            reason:
                "is \(what), not a regular file: plistc reads files only (a FIFO or device can block or never end); give a file's path, or - for standard input"
        )
    }
}

// `read` is shadowed by the methods above; this names the system call.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

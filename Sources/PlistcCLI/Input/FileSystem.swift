#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system calls plistc needs, on POSIX directly: no Foundation on the lint path.
enum FileSystem {
    /// What a path names.
    enum Kind { case directory, file, missing }

    /// The current working directory.
    static var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What `path` names, following symbolic links.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// Whether `path` is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The entries of a directory, without `.` and `..`, in byte order of their names. The
    /// kind comes from the directory itself where the file system records it (no `stat`);
    /// `nil` means it must be asked for.
    static func contents(of directory: String) throws(IOFailure) -> [(name: String, kind: Kind?, isLink: Bool)] {
        guard let handle = opendir(directory) else { throw failure(directory, "cannot list the directory") }
        defer { closedir(handle) }
        var entries: [(name: String, kind: Kind?, isLink: Bool)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, .directory, false))
            case Int32(DT_REG): entries.append((name, .file, false))
            case Int32(DT_LNK): entries.append((name, nil, true))
            default: entries.append((name, nil, false))
            }
        }
        return entries.sorted { bytewisePrecedes($0.name, $1.name) }
    }

    /// The contents of a file, at most `limit` bytes.
    static func read(_ path: String, limit: Int) throws(IOFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path, "cannot open the file") }
        defer { close(descriptor) }
        do {
            return try readAll(from: descriptor, limit: limit)
        } catch {
            throw IOFailure(path: path, reason: error.reason)
        }
    }

    /// Everything readable from a file descriptor, at most `limit` bytes.
    ///
    /// A regular file is read straight into a buffer of its size (plus one byte, to notice a
    /// file that grows past the limit), so a large file is neither copied nor regrown.
    static func readAll(from descriptor: Int32, limit: Int) throws(IOFailure) -> [UInt8] {
        var info = stat()
        let isRegular = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        let expected = isRegular ? Int(info.st_size) + 1 : 1 << 16
        var bytes = [UInt8](repeating: 0, count: min(limit, max(expected, 1)))
        var filled = 0
        while filled < limit {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit - filled)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure("<stdin>", "cannot read") }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Creates a directory (its parent must exist).
    static func makeDirectory(_ path: String) throws(IOFailure) {
        guard mkdir(path, 0o755) == 0 else { throw failure(path, "cannot create the directory") }
    }

    /// Creates a new, private folder in `$TMPDIR` (or `/tmp`) whose name starts with `prefix`,
    /// and returns its path.
    static func makeTemporaryDirectory(prefix: String) throws(IOFailure) -> String {
        var base = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        if base.isEmpty { base = "/tmp" }
        if !base.hasSuffix("/") { base += "/" }
        var template = Array((base + prefix + "XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkdtemp($0) != nil } ?? false
        }
        guard created else { throw failure(base, "cannot create a temporary folder") }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `lhs` sorts before `rhs` byte by byte (UTF-8), the order plistc lists files in.
    static func bytewisePrecedes(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let common = min(left.count, right.count)
                if common > 0, let a = left.baseAddress, let b = right.baseAddress {
                    let order = memcmp(a, b, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
    }

    /// Writes `text` to `path` atomically: into a temporary file beside it, then renamed over
    /// it, so the file is never seen half-written and is left untouched on failure.
    static func writeAtomically(_ text: String, to path: String) throws(IOFailure) {
        var template = Array((path + ".plistc-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw failure(path, "cannot create a file beside it") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkstemp makes the file private (0600): give it the mode the file had, or a new
        // file's usual mode, so that writing never changes who can read the output.
        var existing = stat()
        let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask
        let complete = fchmod(descriptor, mode) == 0 && write(text, to: descriptor)
        let closed = close(descriptor) == 0
        guard complete, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw failure(path, "cannot write the file")
        }
    }

    /// The process's file-creation mask.
    private static var currentUmask: mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }

    /// Writes all of `text` to a file descriptor; `false` when the system refuses part of it.
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    private static func failure(_ path: String, _ what: String) -> IOFailure {
        IOFailure(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}

// `read` and `write` are shadowed by the methods above; these name the system calls.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

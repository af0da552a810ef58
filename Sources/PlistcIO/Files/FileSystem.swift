#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system calls plistc needs, on POSIX directly: no Foundation on the lint path.
/// Reading is in `FileSystem+Reading`, writing in `FileSystem+Writing`.
package enum FileSystem {
    /// What a path names.
    package enum Kind: Equatable {
        case directory, file, missing
        /// A FIFO, socket or device: never read or walked into as a file, since opening or
        /// reading one can block forever or never end. The text says which ("a FIFO").
        case special(String)
    }

    /// The most one `read` or `write` call moves: macOS refuses a count over 2 GiB - 1
    /// (`EINVAL`) where Linux moves a little less and says so, so a larger file is moved in
    /// parts of 1 GiB on both.
    static let largestTransfer = 1 << 30

    /// The current working directory.
    package static var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return string(fromNullTerminated: buffer)
    }

    /// What `path` names, following symbolic links.
    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(ofMode: info.st_mode)
    }

    /// The kind a `stat` mode gives.
    package static func kind(ofMode mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFREG: .file
        case S_IFIFO: .special("a FIFO")
        case S_IFSOCK: .special("a socket")
        case S_IFCHR: .special("a character device")
        case S_IFBLK: .special("a block device")
        default: .special("a special file")
        }
    }

    /// Whether `path` is a symbolic link.
    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The path `path` names once every symbolic link in it is followed (`realpath`), or `nil`
    /// when it does not exist.
    package static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The entries of a directory, without `.` and `..`, in byte order of their names. The
    /// kind comes from the directory itself where the file system records it (no `stat`);
    /// `nil` means it must be asked for.
    package static func contents(of directory: String) throws(IOFailure) -> [(name: String, kind: Kind?, isLink: Bool)]
    {
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
            case Int32(DT_FIFO): entries.append((name, .special("a FIFO"), false))
            case Int32(DT_SOCK): entries.append((name, .special("a socket"), false))
            case Int32(DT_CHR): entries.append((name, .special("a character device"), false))
            case Int32(DT_BLK): entries.append((name, .special("a block device"), false))
            default: entries.append((name, nil, false))
            }
        }
        return entries.sorted { bytewisePrecedes($0.name, $1.name) }
    }

    /// Creates a directory (its parent must exist).
    package static func makeDirectory(_ path: String) throws(IOFailure) {
        guard mkdir(path, 0o755) == 0 else { throw failure(path, "cannot create the directory") }
    }

    /// Removes an empty directory; nothing happens when it is not empty.
    package static func removeEmptyDirectory(_ path: String) {
        rmdir(path)
    }

    /// Creates a new, private folder in `$TMPDIR` (or `/tmp`) whose name starts with `prefix`,
    /// and returns its path.
    package static func makeTemporaryDirectory(prefix: String) throws(IOFailure) -> String {
        var base = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        if base.isEmpty { base = "/tmp" }
        if !base.hasSuffix("/") { base += "/" }
        var template = Array((base + prefix + "XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkdtemp($0) != nil } ?? false
        }
        guard created else { throw failure(base, "cannot create a temporary folder") }
        return string(fromNullTerminated: template)
    }

    /// Whether `lhs` sorts before `rhs` byte by byte (UTF-8), the order plistc lists files in.
    package static func bytewisePrecedes(_ lhs: String, _ rhs: String) -> Bool {
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

    /// The text of a C string buffer, up to its first NUL.
    package static func string(fromNullTerminated buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// An I/O failure at `path`: what was tried, and the system's reason.
    package static func failure(_ path: String, _ what: String) -> IOFailure {
        IOFailure(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// A file's identity (device and inode), by which an output is known to be one of the
    /// inputs whatever paths name them.
    package struct Identity: Hashable {
        package let device: UInt64
        package let inode: UInt64

        /// The identity of what `path` names (links followed), or `nil` when nothing is there.
        package init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(info.st_ino)
        }

        /// The identity of what an open descriptor reads or writes.
        package init?(descriptor: Int32) {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return nil }
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Writes `text` to the output `path`, as what is there asks (links followed):
    /// - a character device or FIFO (`/dev/null`, a terminal, a pipe, as `/dev/stdout` or
    ///   `/dev/fd/1` may be): opened without waiting and written through, never read, never
    ///   replaced;
    /// - a regular file, or none yet: replaced atomically (`writeAtomically`) at its real path,
    ///   so a symbolic link stays a link (and on Linux `/dev/stdout` redirected to a file
    ///   replaces it; macOS's `/dev/fd/N` is the open stream itself, written through);
    /// - a directory, a block device, a socket or a loop of links: refused.
    package static func writeOutput(_ text: String, to path: String) throws(IOFailure) {
        var text = text
        let failure = text.withUTF8 { writeOutput($0, to: path) }
        if let failure { throw failure }
    }

    /// `writeOutput` for bytes.
    package static func writeOutput(_ bytes: [UInt8], to path: String) throws(IOFailure) {
        let failure = bytes.withUnsafeBufferPointer { writeOutput($0, to: path) }
        if let failure { throw failure }
    }

    private static func writeOutput(_ buffer: UnsafeBufferPointer<UInt8>, to path: String) -> IOFailure? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ELOOP { return IOFailure(path: path, reason: "is a loop of symbolic links: name a file") }
            return writeAtomically(buffer, to: linkTarget(of: path), replacing: nil, shownAs: path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            let real = resolved(path) ?? path
            // macOS names the files the process has open /dev/fd/N (and /dev/stdout links
            // there), not links to the files as Linux does: such a name is the open stream, a
            // file redirected to, written through where the stream stands.
            if real.hasPrefix("/dev/fd/") { return writeThrough(buffer, to: path, kinds: [S_IFREG]) }
            return writeAtomically(buffer, to: real, replacing: info, shownAs: path)
        case S_IFCHR, S_IFIFO: return writeThrough(buffer, to: path)
        case S_IFDIR: return IOFailure(path: path, reason: "is a directory: name a file to write")
        default:
            guard case .special(let what) = kind(ofMode: info.st_mode) else { return nil }
            return IOFailure(
                path: path, reason: "is \(what): plistc writes to files, character devices and FIFOs only")
        }
    }

    /// Opens the device or FIFO `path` names (or what else `kinds` admits) for writing without
    /// waiting (a FIFO no process reads is an error at once), checks on the open descriptor
    /// that it still is one, and writes everything to it.
    private static func writeThrough(
        _ buffer: UnsafeBufferPointer<UInt8>, to path: String, kinds: [mode_t] = [S_IFCHR, S_IFIFO]
    ) -> IOFailure? {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENXIO {
                return IOFailure(
                    path: path, reason: "no process is reading this FIFO: start its reader first, or name a file")
            }
            return failure(path, "cannot open it for writing")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, kinds.contains(info.st_mode & S_IFMT) else {
            close(descriptor)
            return IOFailure(path: path, reason: "changed while it was opened: name the output again")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let written = write(buffer, to: descriptor)
        let closed = close(descriptor) == 0
        return written && closed ? nil : failure(path, "cannot write")
    }

    /// Writes `buffer` to `path` atomically: into a temporary file beside it, then renamed over
    /// it, so the file is never seen half-written and is left untouched on failure. The file
    /// keeps the mode, owner and group it had (as far as the process may set them); a new file
    /// gets the usual mode. A signal during the write removes the temporary file
    /// (`TemporaryFiles`). Failures name the path as the user gave it, `shownAs`.
    private static func writeAtomically(
        _ buffer: UnsafeBufferPointer<UInt8>, to path: String, replacing existing: stat?, shownAs: String
    ) -> IOFailure? {
        var template = Array((path + ".plistc-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { return failure(shownAs, "cannot create a file beside it") }
        let claim = TemporaryFiles.claim(template)
        let temporary = string(fromNullTerminated: template)
        // mkstemp makes the file private (0600) and the process's: give it the owner, group
        // and mode the file had (chown first, since it clears the set-ID bits), or a new
        // file's usual mode, so that writing never changes who can read the output.
        if let existing { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
        let mode = existing.map { $0.st_mode & 0o7777 } ?? 0o666 & ~currentUmask
        let complete = fchmod(descriptor, mode) == 0 && write(buffer, to: descriptor)
        let closed = close(descriptor) == 0
        let renamed = complete && closed && rename(temporary, path) == 0
        let reason = renamed ? nil : failure(shownAs, "cannot write the file")
        if !renamed { unlink(temporary) }
        claim?.release()
        return reason
    }

    /// The file a path that names nothing would be written as: the target of a dangling
    /// symbolic link (followed link by link, relative targets from the link's folder), or the
    /// path itself.
    private static func linkTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = string(fromNullTerminated: Array(buffer[..<count]) + [0])
            if target.hasPrefix("/") {
                current = target
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + target
            } else {
                current = target
            }
        }
        return current
    }

    /// The process's file-creation mask.
    private static var currentUmask: mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }

    /// Writes all of `text` to a file descriptor; `false` when the system refuses part of it.
    @discardableResult
    package static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { write($0, to: descriptor) }
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = min(buffer.count - offset, largestTransfer)
            let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, count)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

// `write` is shadowed by the methods above; this names the system call.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

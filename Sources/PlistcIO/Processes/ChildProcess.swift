#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs another program (git, for `plistc diff`) and collects its standard output: no shell,
/// standard input and error from and to `/dev/null`, the output read up to a limit.
package enum ChildProcess {
    /// How a program ended and what it printed.
    package struct Result: Sendable {
        /// Its exit status; -1 when a signal ended it.
        package let status: Int32
        /// Its standard output, at most the limit asked for.
        package let output: [UInt8]
    }

    /// Runs `name` (found in `$PATH`) with `arguments` and waits for it; a failure when it is
    /// not installed or does not start. Output past `limit` bytes is not read: the program is
    /// stopped by a broken pipe, and the result holds `limit` bytes.
    package static func run(_ name: String, _ arguments: [String], limit: Int) throws(IOFailure) -> Result {
        guard let program = find(name) else {
            throw IOFailure(
                path: name, reason: "is not installed or not in PATH: install \(name), or name a file instead")
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw IOFailure(path: name, reason: "cannot make a pipe to read its output") }
        var actions = emptySpawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child = pid_t()
        let started = posix_spawn(&child, program, &actions, nil, argv, processEnvironment)
        close(pipeEnds[1])
        guard started == 0 else {
            close(pipeEnds[0])
            throw IOFailure(path: program, reason: "did not start")
        }
        let output = (try? FileSystem.readAll(from: pipeEnds[0], limit: limit, path: name)) ?? []
        // Closing the read end stops a program still writing past the limit.
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return Result(status: exited ? (status >> 8) & 0xFF : -1, output: output)
    }

    /// The executable called `name` in a folder of `$PATH`.
    package static func find(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

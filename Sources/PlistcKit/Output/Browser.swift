import PlistcIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a file in the user's browser with the desktop's opener: `open` on macOS, `xdg-open`
/// elsewhere.
package enum Browser {
    #if os(macOS)
        package static let opener = "open"
    #else
        package static let opener = "xdg-open"
    #endif

    /// Starts the opener on `path` without waiting for it (its output is discarded); says so
    /// on standard error when there is no opener.
    static func open(_ path: String, host: SessionHost) {
        guard let program = ChildProcess.find(opener) else {
            host.messageLine("note: no \(opener) here to open the page; open \(path) in a browser")
            return
        }
        var actions = emptySpawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(program), strdup(path), nil]
        defer { for argument in arguments { free(argument) } }
        var child = pid_t()
        guard posix_spawn(&child, program, &actions, nil, arguments, processEnvironment) == 0 else {
            host.messageLine("note: \(opener) did not start; open \(path) in a browser")
            return
        }
    }
}

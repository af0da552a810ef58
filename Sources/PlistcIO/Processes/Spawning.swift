#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// What `posix_spawn` takes that Linux and Darwin declare differently.

#if canImport(Darwin)
    /// What `posix_spawn_file_actions_init` fills in: on Darwin an opaque pointer, `nil` until
    /// then, which the functions take as `posix_spawn_file_actions_t?`.
    package typealias SpawnFileActions = posix_spawn_file_actions_t?

    /// Room for `posix_spawn_file_actions_init` to fill in.
    package func emptySpawnFileActions() -> SpawnFileActions { nil }

    /// This process's environment, for a child to inherit: Darwin declares `environ` for
    /// programs' own code only, and gives it to the rest through `_NSGetEnviron`.
    package var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }
#else
    /// What `posix_spawn_file_actions_init` fills in: a struct on Linux.
    package typealias SpawnFileActions = posix_spawn_file_actions_t

    /// Room for `posix_spawn_file_actions_init` to fill in.
    package func emptySpawnFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }

    /// This process's environment, for a child to inherit.
    package var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A C library opened at run time with `dlopen`, the first time a command needs it.
///
/// plistc loads libxml2, FreeType and HarfBuzz this way so that a run that does not need them
/// does not pay for loading them and their own dependencies at every start: libxml2 brings ICU,
/// zlib and liblzma (0.6 ms of a 2 ms lint of one plain file, which plistc reads itself);
/// FreeType and HarfBuzz bring libpng, brotli, GLib and graphite2 (about 2 ms).
public struct SharedLibrary: @unchecked Sendable {
    // The handle is never closed: the library stays loaded for the life of the process.
    private let handle: UnsafeMutableRawPointer

    /// The first of `names` the dynamic loader finds (sonames, or paths), or `nil`.
    public init?(_ names: [String]) {
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
        self.handle = handle
    }

    /// The function called `name`, as the C function type `type`, or `nil` when the library
    /// has no such symbol.
    public func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(handle, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// The address of the data symbol `name` (a C global), or `nil` when the library has none.
    public func address(of name: String) -> UnsafeMutableRawPointer? { dlsym(handle, name) }

    /// Sonames and paths to try for a library: on Linux its soname, which the dynamic loader
    /// looks for in the system's folders only; on macOS its file in the system's folder and
    /// where Homebrew installs, by absolute path, since macOS's `dlopen` also looks for a bare
    /// name in the current folder, which a repository being linted could fill. None when the
    /// environment variable `switchVariable` is `none` (then plistc acts as on a machine
    /// without the library).
    public static func candidates(linux: String, macOS: String, switchVariable: String) -> [String] {
        candidates(linux: linux, macOS: macOS, setting: environment(switchVariable))
    }

    /// The value of the environment variable `name`, or `nil` when it is not set.
    public static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// The candidates when the switch variable is `setting` (`nil` when it is not set).
    public static func candidates(linux: String, macOS: String, setting: String?) -> [String] {
        guard setting != "none" else { return [] }
        #if canImport(Darwin)
            return ["/usr/lib/", "/opt/homebrew/lib/", "/usr/local/lib/"].map { $0 + macOS }
        #else
            return [linux]
        #endif
    }
}

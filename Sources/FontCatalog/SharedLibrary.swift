#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A C library opened at run time with `dlopen`, the first time a command needs it.
///
/// plistc loads FreeType and HarfBuzz this way so that `plistc lint` without fonts does not pay
/// for loading them (and their own dependencies: libpng, brotli, GLib, graphite2) at every
/// start: about 2 ms, a third of a lint step of one file.
struct SharedLibrary: @unchecked Sendable {
    // The handle is never closed: the library stays loaded for the life of the process.
    private let handle: UnsafeMutableRawPointer

    /// The first of `names` the dynamic loader finds (sonames, or paths), or `nil`.
    init?(_ names: [String]) {
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
        self.handle = handle
    }

    /// The function called `name`, as the C function type `type`, or `nil` when the library
    /// has no such symbol.
    func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(handle, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// The environment variable that turns the font libraries off: with `none`, plistc acts as
    /// on a machine without FreeType and HarfBuzz (`Tests/FreshMachine/run.sh` runs the tests
    /// so).
    static let switchVariable = "PLISTC_FONT_LIBRARIES"

    /// Sonames and paths to try for a font library: Linux's soname, then macOS's, in the
    /// dynamic loader's own search path and then where Homebrew installs; none when
    /// `PLISTC_FONT_LIBRARIES` is `none`.
    static func candidates(
        linux: String, macOS: String, setting: String? = getenv(switchVariable).map { String(cString: $0) }
    ) -> [String] {
        guard setting != "none" else { return [] }
        return [linux, macOS, "/opt/homebrew/lib/" + macOS, "/usr/local/lib/" + macOS]
    }
}

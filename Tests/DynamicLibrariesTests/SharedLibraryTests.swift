import Testing

@testable import PlistcDynamicLibraries

/// Libraries opened at run time: found by soname, functions by name, and nil for what is not
/// there.
@Suite("Shared libraries loaded on demand")
struct SharedLibraryTests {
    #if os(Linux)
        static let mathLibrary = ["libm.so.6"]
    #else
        static let mathLibrary = ["/usr/lib/libSystem.B.dylib"]
    #endif

    @Test func findsAFunctionAndCallsIt() throws {
        typealias Cosine = @convention(c) (Double) -> Double
        let library = try #require(SharedLibrary(["libplistc-does-not-exist.so.1"] + Self.mathLibrary))
        let cosine = try #require(library.function("cos", as: Cosine.self))
        #expect(cosine(0) == 1)
        #expect(library.function("plistc_no_such_function", as: Cosine.self) == nil)
    }

    @Test func aMissingLibraryIsNil() {
        #expect(SharedLibrary(["libplistc-does-not-exist.so.1", "/nonexistent/libx.so"]) == nil)
    }

    @Test func theSwitchLeavesNoCandidate() {
        #expect(SharedLibrary.candidates(linux: "libx.so.1", macOS: "libx.1.dylib", setting: "none").isEmpty)
        // Never a bare name on macOS, whose dlopen would look in the current folder too.
        #if canImport(Darwin)
            let expected = ["/usr/lib/libx.1.dylib", "/opt/homebrew/lib/libx.1.dylib", "/usr/local/lib/libx.1.dylib"]
        #else
            let expected = ["libx.so.1"]
        #endif
        #expect(SharedLibrary.candidates(linux: "libx.so.1", macOS: "libx.1.dylib", setting: nil) == expected)
        #expect(SharedLibrary.candidates(linux: "libx.so.1", macOS: "libx.1.dylib", setting: "all") == expected)
    }
}

import Testing

@testable import FontCatalog

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

    @Test func fontLibrariesLoadWhereInstalled() {
        // .ci/run installs both; every font test depends on them.
        #expect(FreeType.shared != nil)
        #expect(HarfBuzz.shared != nil)
        #expect(FontSubsetter.isAvailable)
    }
}

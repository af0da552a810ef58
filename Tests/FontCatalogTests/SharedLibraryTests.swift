import Foundation
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

    /// Each font library is loaded exactly where the dynamic loader finds it, and not when
    /// `PLISTC_FONT_LIBRARIES=none` switches them off; on a machine without them they are nil,
    /// never a crash.
    @Test func fontLibrariesLoadExactlyWhereTheSystemHasThem() {
        let switchedOff = ProcessInfo.processInfo.environment[SharedLibrary.switchVariable] == "none"
        #expect((FreeType.shared != nil) == (!switchedOff && Self.systemLoads("libfreetype.so.6")))
        #expect((HarfBuzz.shared != nil) == (!switchedOff && Self.systemLoads("libharfbuzz-subset.so.0")))
        #expect(FontSubsetter.isAvailable == (HarfBuzz.shared != nil))
        #expect(FontScanner.isAvailable == (FreeType.shared != nil))
    }

    @Test func theSwitchLeavesNoCandidate() {
        #expect(SharedLibrary.candidates(linux: "libx.so.1", macOS: "libx.1.dylib", setting: "none").isEmpty)
        #expect(SharedLibrary.candidates(linux: "libx.so.1", macOS: "libx.1.dylib", setting: nil).first == "libx.so.1")
        #expect(SharedLibrary.candidates(linux: "libx.so.1", macOS: "libx.1.dylib", setting: "all").count == 4)
    }

    /// Whether the dynamic loader itself opens the library (Linux sonames; on macOS the
    /// Homebrew paths are what plistc tries).
    private static func systemLoads(_ soname: String) -> Bool {
        #if os(Linux)
            guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else { return false }
            dlclose(handle)
            return true
        #else
            return true
        #endif
    }
}

import Foundation
import PlistcDynamicLibraries
import Testing

@testable import PlistcFontCatalog

/// FreeType and HarfBuzz, opened at run time: where the system has them, and only there.
@Suite("Font libraries loaded on demand")
struct FontLibrariesTests {
    /// Each font library is loaded exactly where the dynamic loader finds it, and not when
    /// `PLISTC_FONT_LIBRARIES=none` switches them off; on a machine without them they are nil,
    /// never a crash.
    @Test func fontLibrariesLoadExactlyWhereTheSystemHasThem() {
        let switchedOff = ProcessInfo.processInfo.environment[SharedLibrary.fontSwitch] == "none"
        #expect((FreeType.shared != nil) == (!switchedOff && Self.systemLoads("libfreetype.so.6")))
        #expect((HarfBuzz.shared != nil) == (!switchedOff && Self.systemLoads("libharfbuzz-subset.so.0")))
        #expect(FontSubsetter.isAvailable == (HarfBuzz.shared != nil))
        #expect(FontScanner.isAvailable == (FreeType.shared != nil))
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

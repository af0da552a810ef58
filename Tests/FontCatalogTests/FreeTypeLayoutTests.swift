import PlistcCFreeType
import TestSupport
import Testing

/// plistc reads FreeType's structs through its own header (`Sources/PlistcCFreeType/freetype_abi.h`),
/// so that building needs no FreeType headers. Where FreeType's headers are installed, this
/// checks that header against them with a C compiler: `Tests/FreeTypeLayout/check_layout.c`
/// fails to compile if a field moved, changed size, or a constant differs, and prints
/// FreeType's offsets, which must be the ones Swift imports.
@Suite("FreeType's layout")
struct FreeTypeLayoutTests {
    static let check = HeaderCheck(
        package: "freetype2", headerFolder: "Sources/PlistcCFreeType", program: "Tests/FreeTypeLayout/check_layout.c")
    static let missing: SkipReason =
        "FreeType's headers or a C compiler are missing (apt-get install libfreetype-dev gcc pkg-config)"

    @Test(.enabled(if: check.isAvailable, missing))
    func ourHeaderMatchesFreeTypes() throws {
        let offsets = try Self.check.offsets()
        #expect(offsets["num_faces"] == MemoryLayout<PlistcFTFaceHead>.offset(of: \.num_faces))
        #expect(offsets["style_flags"] == MemoryLayout<PlistcFTFaceHead>.offset(of: \.style_flags))
        #expect(offsets["family_name"] == MemoryLayout<PlistcFTFaceHead>.offset(of: \.family_name))
        #expect(offsets["style_name"] == MemoryLayout<PlistcFTFaceHead>.offset(of: \.style_name))
        #expect(offsets["usWeightClass"] == MemoryLayout<PlistcTTOS2Head>.offset(of: \.usWeightClass))
    }
}

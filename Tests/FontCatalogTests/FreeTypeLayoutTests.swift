import CFreeType
import Foundation
import TestSupport
import Testing

/// plistc reads FreeType's structs through its own header (`Sources/CFreeType/freetype_abi.h`),
/// so that building needs no FreeType headers. Where FreeType's headers are installed, this
/// checks that header against them with a C compiler: `Tests/FreeTypeLayout/check_layout.c`
/// fails to compile if a field moved, changed size, or a constant differs, and prints
/// FreeType's offsets, which must be the ones Swift imports.
@Suite("FreeType's layout")
struct FreeTypeLayoutTests {
    static let compiler = Tool.find("cc") ?? Tool.find("clang")
    static let headerFlags: [String]? = {
        guard let pkgConfig = Tool.find("pkg-config"),
            let result = try? ProcessResult.run(pkgConfig, ["--cflags", "freetype2"]), result.status == 0
        else { return nil }
        return result.output.split(whereSeparator: \.isWhitespace).map(String.init)
    }()
    static let available = compiler != nil && headerFlags != nil
    static let missing: SkipReason =
        "FreeType's headers or a C compiler are missing (apt-get install libfreetype-dev gcc pkg-config)"

    @Test(.enabled(if: available, missing))
    func ourHeaderMatchesFreeTypes() throws {
        let compiler = try #require(Self.compiler)
        let flags = try #require(Self.headerFlags)
        let output = try Fixtures.withTemporaryFolder("freetype-layout") { folder in
            let program = folder + "/check_layout"
            let compiled = try ProcessResult.run(
                compiler,
                ["-Werror", "-I", Fixtures.packageRoot + "/Sources/CFreeType"] + flags + [
                    Fixtures.packageRoot + "/Tests/FreeTypeLayout/check_layout.c", "-o", program,
                ])
            #expect(compiled.status == 0, "plistc's FreeType header differs from FreeType's:\n\(compiled.error)")
            return try ProcessResult.run(program, []).output
        }
        let offsets = Dictionary(
            uniqueKeysWithValues: output.split(separator: "\n").compactMap { line -> (String, Int)? in
                let parts = line.split(separator: " ")
                guard parts.count == 2, let offset = Int(parts[1]) else { return nil }
                return (String(parts[0]), offset)
            })
        #expect(offsets["num_faces"] == MemoryLayout<PlistcFTFaceHead>.offset(of: \.num_faces))
        #expect(offsets["style_flags"] == MemoryLayout<PlistcFTFaceHead>.offset(of: \.style_flags))
        #expect(offsets["family_name"] == MemoryLayout<PlistcFTFaceHead>.offset(of: \.family_name))
        #expect(offsets["style_name"] == MemoryLayout<PlistcFTFaceHead>.offset(of: \.style_name))
        #expect(offsets["usWeightClass"] == MemoryLayout<PlistcTTOS2Head>.offset(of: \.usWeightClass))
    }
}

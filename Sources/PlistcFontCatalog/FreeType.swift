import PlistcCFreeType
import PlistcDynamicLibraries

/// The few FreeType functions plistc calls, loaded from `libfreetype.so.6` when first used.
///
/// FreeType's ABI (soname 6) has kept these signatures and the leading fields of `FT_FaceRec`
/// and `TT_OS2` since FreeType 2.0. They are declared in plistc's own C header
/// (`Sources/PlistcCFreeType/freetype_abi.h`), which the compiler lays out and a test checks against
/// FreeType's headers: building plistc needs no FreeType headers, and running it needs the
/// library only for font commands.
struct FreeType: Sendable {
    typealias Library = PlistcFTLibrary
    typealias Face = UnsafeMutablePointer<PlistcFTFaceHead>
    typealias Initialize = PlistcFTInitFreeType
    typealias Finish = PlistcFTDoneFreeType
    typealias NewFace = PlistcFTNewFace
    typealias DoneFace = PlistcFTDoneFace
    typealias PostScriptName = PlistcFTGetPostscriptName
    typealias SfntTable = PlistcFTGetSfntTable

    /// `FT_Init_FreeType`
    let initialize: Initialize
    /// `FT_Done_FreeType`
    let finish: Finish
    /// `FT_New_Face`
    let newFace: NewFace
    /// `FT_Done_Face`
    let doneFace: DoneFace
    /// `FT_Get_Postscript_Name`
    let postScriptName: PostScriptName
    /// `FT_Get_Sfnt_Table`
    let sfntTable: SfntTable

    /// FreeType, or `nil` when the library is not installed.
    static let shared: FreeType? = {
        let names = SharedLibrary.candidates(
            linux: "libfreetype.so.6", macOS: "libfreetype.6.dylib", switchVariable: SharedLibrary.fontSwitch)
        guard let library = SharedLibrary(names),
            let initialize = library.function("FT_Init_FreeType", as: Initialize.self),
            let finish = library.function("FT_Done_FreeType", as: Finish.self),
            let newFace = library.function("FT_New_Face", as: NewFace.self),
            let doneFace = library.function("FT_Done_Face", as: DoneFace.self),
            let postScriptName = library.function("FT_Get_Postscript_Name", as: PostScriptName.self),
            let sfntTable = library.function("FT_Get_Sfnt_Table", as: SfntTable.self)
        else { return nil }
        return FreeType(
            initialize: initialize, finish: finish, newFace: newFace, doneFace: doneFace,
            postScriptName: postScriptName, sfntTable: sfntTable)
    }()

    /// What to install when FreeType is missing.
    static let missing = "FreeType is not installed: apt-get install libfreetype6 (macOS: brew install freetype)"

    /// `FT_FaceRec.num_faces`.
    static func faceCount(_ face: Face) -> Int { Int(face.pointee.num_faces) }
    /// `FT_FaceRec.style_flags`.
    static func styleFlags(_ face: Face) -> Int { Int(face.pointee.style_flags) }
    /// `FT_FaceRec.family_name`.
    static func familyName(_ face: Face) -> String? { face.pointee.family_name.map { String(cString: $0) } }
    /// `FT_FaceRec.style_name`.
    static func styleName(_ face: Face) -> String? { face.pointee.style_name.map { String(cString: $0) } }
    /// `FT_STYLE_FLAG_ITALIC`.
    static let italicFlag = Int(PLISTC_FT_STYLE_FLAG_ITALIC)
    /// `FT_SFNT_OS2`: the OS/2 table's tag for `FT_Get_Sfnt_Table`.
    static let os2Table = Int32(PLISTC_FT_SFNT_OS2)
    /// `TT_OS2.usWeightClass`.
    static func weightClass(inOS2 table: UnsafeMutableRawPointer) -> Int {
        Int(table.load(as: PlistcTTOS2Head.self).usWeightClass)
    }

    /// `FT_SFNT_HEAD` and `FT_SFNT_HHEA`: the head and hhea tables' tags.
    static let headTable = Int32(PLISTC_FT_SFNT_HEAD)
    static let hheaTable = Int32(PLISTC_FT_SFNT_HHEA)

    /// `TT_Header.Units_Per_EM`.
    static func unitsPerEm(inHead table: UnsafeMutableRawPointer) -> Int {
        Int(table.load(as: PlistcTTHeaderHead.self).Units_Per_EM)
    }

    /// The hhea table's ascender, descender (negative below the baseline) and line gap, in font
    /// units: what Apple's text system lays lines out with.
    static func lineMetrics(inHhea table: UnsafeMutableRawPointer) -> (ascender: Int, descender: Int, lineGap: Int) {
        let header = table.load(as: PlistcTTHoriHeaderHead.self)
        return (Int(header.Ascender), Int(header.Descender), Int(header.Line_Gap))
    }
}

/// The few FreeType functions plistc calls, loaded from `libfreetype.so.6` when first used.
///
/// FreeType's ABI (soname 6) has kept these signatures and the leading fields of `FT_FaceRec`
/// and `TT_OS2` since FreeType 2.0, so they are declared here rather than taken from its
/// headers: building plistc needs no FreeType headers, and running it needs the library only
/// for font commands.
struct FreeType: Sendable {
    typealias Library = OpaquePointer
    typealias Face = UnsafeRawPointer
    typealias Initialize = @convention(c) (UnsafeMutablePointer<Library?>) -> Int32
    typealias Finish = @convention(c) (Library) -> Int32
    typealias NewFace = @convention(c) (Library, UnsafePointer<CChar>, Int, UnsafeMutablePointer<Face?>) -> Int32
    typealias DoneFace = @convention(c) (Face) -> Int32
    typealias PostScriptName = @convention(c) (Face) -> UnsafePointer<CChar>?
    typealias SfntTable = @convention(c) (Face, Int32) -> UnsafeRawPointer?

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
        let names = SharedLibrary.candidates(linux: "libfreetype.so.6", macOS: "libfreetype.6.dylib")
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

    // FT_FaceRec starts with five FT_Longs (C `long`, which is Swift's Int on LP64 and ILP32
    // systems alike) and then two pointers, each one word.
    private static let word = MemoryLayout<Int>.stride

    /// `FT_FaceRec.num_faces`, the first field.
    static func faceCount(_ face: Face) -> Int { face.load(fromByteOffset: 0, as: Int.self) }
    /// `FT_FaceRec.style_flags`, after `num_faces`, `face_index` and `face_flags`.
    static func styleFlags(_ face: Face) -> Int { face.load(fromByteOffset: 3 * word, as: Int.self) }
    /// `FT_FaceRec.family_name`, after `style_flags` and `num_glyphs`.
    static func familyName(_ face: Face) -> String? { string(in: face, at: 5 * word) }
    /// `FT_FaceRec.style_name`, after `family_name`.
    static func styleName(_ face: Face) -> String? { string(in: face, at: 6 * word) }
    /// `FT_STYLE_FLAG_ITALIC`.
    static let italicFlag = 1
    /// `FT_SFNT_OS2`: the OS/2 table's tag for `FT_Get_Sfnt_Table`.
    static let os2Table: Int32 = 2
    /// `TT_OS2.usWeightClass`, after `version` and `xAvgCharWidth`.
    static func weightClass(inOS2 table: UnsafeRawPointer) -> Int {
        Int(table.load(fromByteOffset: 4, as: UInt16.self))
    }

    private static func string(in face: Face, at offset: Int) -> String? {
        face.load(fromByteOffset: offset, as: UnsafePointer<CChar>?.self).map { String(cString: $0) }
    }
}

import PlistcDynamicLibraries

/// The HarfBuzz functions `TextShaper` calls, loaded from `libharfbuzz.so.0` when first used.
///
/// As in `PlistcFontCatalog`, every type crossing this API is an opaque pointer or an integer, so no
/// HarfBuzz header is needed to build plistc; without the library, `fit` says what to install.
struct HarfBuzzShaping: Sendable {
    typealias Pointer = OpaquePointer
    typealias BlobFromFile = @convention(c) (UnsafePointer<CChar>) -> Pointer?
    typealias Destroy = @convention(c) (Pointer) -> Void
    typealias FaceCount = @convention(c) (Pointer) -> UInt32
    typealias CreateFace = @convention(c) (Pointer, UInt32) -> Pointer?
    typealias CreateFont = @convention(c) (Pointer) -> Pointer?
    typealias Upem = @convention(c) (Pointer) -> UInt32
    typealias CreateBuffer = @convention(c) () -> Pointer?
    typealias AddUTF16 = @convention(c) (Pointer, UnsafePointer<UInt16>, Int32, UInt32, Int32) -> Void
    typealias GuessProperties = @convention(c) (Pointer) -> Void
    typealias Shape = @convention(c) (Pointer, Pointer, UnsafeRawPointer?, UInt32) -> Void
    typealias GlyphArray = @convention(c) (Pointer, UnsafeMutablePointer<UInt32>) -> UnsafeMutableRawPointer?

    /// `hb_blob_create_from_file_or_fail`
    let blobFromFile: BlobFromFile
    /// `hb_blob_destroy`
    let destroyBlob: Destroy
    /// `hb_face_count`
    let faceCount: FaceCount
    /// `hb_face_create`
    let createFace: CreateFace
    /// `hb_face_destroy`
    let destroyFace: Destroy
    /// `hb_face_get_upem`
    let upem: Upem
    /// `hb_font_create`: its scale is the face's units per em, with no hinting.
    let createFont: CreateFont
    /// `hb_font_destroy`
    let destroyFont: Destroy
    /// `hb_buffer_create`
    let createBuffer: CreateBuffer
    /// `hb_buffer_destroy`
    let destroyBuffer: Destroy
    /// `hb_buffer_add_utf16`
    let addUTF16: AddUTF16
    /// `hb_buffer_guess_segment_properties`
    let guessProperties: GuessProperties
    /// `hb_shape`
    let shape: Shape
    /// `hb_buffer_get_glyph_infos`: `hb_glyph_info_t`, five 32-bit fields, the glyph first and
    /// the cluster third.
    let glyphInfos: GlyphArray
    /// `hb_buffer_get_glyph_positions`: `hb_glyph_position_t`, five 32-bit fields, the x
    /// advance first.
    let glyphPositions: GlyphArray

    /// The environment variable that turns the font libraries off, as for `PlistcFontCatalog`.
    static let switchVariable = "PLISTC_FONT_LIBRARIES"

    /// HarfBuzz, or `nil` when it is not installed (or older than 2.8.2, which added
    /// `hb_blob_create_from_file_or_fail`).
    static let shared: HarfBuzzShaping? = {
        let names = SharedLibrary.candidates(
            linux: "libharfbuzz.so.0", macOS: "libharfbuzz.0.dylib", switchVariable: switchVariable)
        guard let library = SharedLibrary(names),
            let blobFromFile = library.function("hb_blob_create_from_file_or_fail", as: BlobFromFile.self),
            let destroyBlob = library.function("hb_blob_destroy", as: Destroy.self),
            let faceCount = library.function("hb_face_count", as: FaceCount.self),
            let createFace = library.function("hb_face_create", as: CreateFace.self),
            let destroyFace = library.function("hb_face_destroy", as: Destroy.self),
            let upem = library.function("hb_face_get_upem", as: Upem.self),
            let createFont = library.function("hb_font_create", as: CreateFont.self),
            let destroyFont = library.function("hb_font_destroy", as: Destroy.self),
            let createBuffer = library.function("hb_buffer_create", as: CreateBuffer.self),
            let destroyBuffer = library.function("hb_buffer_destroy", as: Destroy.self),
            let addUTF16 = library.function("hb_buffer_add_utf16", as: AddUTF16.self),
            let guessProperties = library.function("hb_buffer_guess_segment_properties", as: GuessProperties.self),
            let shape = library.function("hb_shape", as: Shape.self),
            let glyphInfos = library.function("hb_buffer_get_glyph_infos", as: GlyphArray.self),
            let glyphPositions = library.function("hb_buffer_get_glyph_positions", as: GlyphArray.self)
        else { return nil }
        return HarfBuzzShaping(
            blobFromFile: blobFromFile, destroyBlob: destroyBlob, faceCount: faceCount, createFace: createFace,
            destroyFace: destroyFace, upem: upem, createFont: createFont, destroyFont: destroyFont,
            createBuffer: createBuffer, destroyBuffer: destroyBuffer, addUTF16: addUTF16,
            guessProperties: guessProperties, shape: shape, glyphInfos: glyphInfos, glyphPositions: glyphPositions)
    }()
}

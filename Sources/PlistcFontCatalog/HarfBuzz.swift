import PlistcDynamicLibraries

/// The HarfBuzz functions plistc's subsetter calls, loaded from `libharfbuzz-subset.so.0` (which
/// brings `libharfbuzz.so.0`) when first used.
///
/// Every type crossing this API is an opaque pointer or an integer, so it is declared here
/// rather than taken from HarfBuzz's headers: building plistc needs no HarfBuzz headers, and
/// without the library specimen pages embed whole font files.
struct HarfBuzz: Sendable {
    typealias Blob = OpaquePointer
    typealias Face = OpaquePointer
    typealias Input = OpaquePointer
    typealias CharacterSet = OpaquePointer
    typealias BlobFromFile = @convention(c) (UnsafePointer<CChar>) -> Blob?
    typealias DestroyBlob = @convention(c) (Blob) -> Void
    typealias FaceCount = @convention(c) (Blob) -> UInt32
    typealias CreateFace = @convention(c) (Blob, UInt32) -> Face?
    typealias DestroyFace = @convention(c) (Face) -> Void
    typealias CreateInput = @convention(c) () -> Input?
    typealias DestroyInput = @convention(c) (Input) -> Void
    typealias UnicodeSet = @convention(c) (Input) -> CharacterSet?
    typealias AddRange = @convention(c) (CharacterSet, UInt32, UInt32) -> Void
    typealias Subset = @convention(c) (Face, Input) -> Face?
    typealias FaceBlob = @convention(c) (Face) -> Blob?
    typealias BlobData = @convention(c) (Blob, UnsafeMutablePointer<UInt32>) -> UnsafePointer<CChar>?

    /// `hb_blob_create_from_file_or_fail`
    let blobFromFile: BlobFromFile
    /// `hb_blob_destroy`
    let destroyBlob: DestroyBlob
    /// `hb_face_count`
    let faceCount: FaceCount
    /// `hb_face_create`
    let createFace: CreateFace
    /// `hb_face_destroy`
    let destroyFace: DestroyFace
    /// `hb_subset_input_create_or_fail`
    let createInput: CreateInput
    /// `hb_subset_input_destroy`
    let destroyInput: DestroyInput
    /// `hb_subset_input_unicode_set`
    let unicodeSet: UnicodeSet
    /// `hb_set_add_range`
    let addRange: AddRange
    /// `hb_subset_or_fail`
    let subset: Subset
    /// `hb_face_reference_blob`
    let faceBlob: FaceBlob
    /// `hb_blob_get_data`
    let blobData: BlobData

    /// HarfBuzz's subsetter, or `nil` when it is not installed (or older than 2.9, which added
    /// `hb_subset_or_fail`).
    static let shared: HarfBuzz? = {
        let names = SharedLibrary.candidates(
            linux: "libharfbuzz-subset.so.0", macOS: "libharfbuzz-subset.0.dylib",
            switchVariable: SharedLibrary.fontSwitch)
        guard let library = SharedLibrary(names),
            let blobFromFile = library.function("hb_blob_create_from_file_or_fail", as: BlobFromFile.self),
            let destroyBlob = library.function("hb_blob_destroy", as: DestroyBlob.self),
            let faceCount = library.function("hb_face_count", as: FaceCount.self),
            let createFace = library.function("hb_face_create", as: CreateFace.self),
            let destroyFace = library.function("hb_face_destroy", as: DestroyFace.self),
            let createInput = library.function("hb_subset_input_create_or_fail", as: CreateInput.self),
            let destroyInput = library.function("hb_subset_input_destroy", as: DestroyInput.self),
            let unicodeSet = library.function("hb_subset_input_unicode_set", as: UnicodeSet.self),
            let addRange = library.function("hb_set_add_range", as: AddRange.self),
            let subset = library.function("hb_subset_or_fail", as: Subset.self),
            let faceBlob = library.function("hb_face_reference_blob", as: FaceBlob.self),
            let blobData = library.function("hb_blob_get_data", as: BlobData.self)
        else { return nil }
        return HarfBuzz(
            blobFromFile: blobFromFile, destroyBlob: destroyBlob, faceCount: faceCount, createFace: createFace,
            destroyFace: destroyFace, createInput: createInput, destroyInput: destroyInput, unicodeSet: unicodeSet,
            addRange: addRange, subset: subset, faceBlob: faceBlob, blobData: blobData)
    }()
}

internal import PlistcCLibXML2
import PlistcDynamicLibraries

/// The libxml2 functions plistc calls, loaded from `libxml2.so.2` the first time a file needs
/// them: a file `PlainXMLScanner` reads (nearly every property list) never loads libxml2, nor
/// ICU, zlib and liblzma with it.
///
/// libxml2's ABI (soname 2) has kept these signatures, `xmlSAXHandler`, `xmlError` and the
/// leading fields of `xmlParserCtxt` and `xmlParserInput` since libxml2 2.6. They are declared
/// in plistc's own C header (`Sources/PlistcCLibXML2/libxml2_abi.h`), which the compiler lays out and a
/// test checks against libxml2's headers.
struct LibXML2: Sendable {
    typealias Context = UnsafeMutablePointer<PlistcXMLParserContextHead>

    /// `xmlSetStructuredErrorFunc`
    let setStructuredErrorFunction: PlistcXMLSetStructuredErrorFunc
    /// `xmlCreatePushParserCtxt`
    let createPushParser: PlistcXMLCreatePushParserCtxt
    /// `xmlCtxtUseOptions`
    let useOptions: PlistcXMLCtxtUseOptions
    /// `xmlParseChunk`
    let parseChunk: PlistcXMLParseChunk
    /// `xmlStopParser`
    let stopParser: PlistcXMLStopParser
    /// `xmlFreeParserCtxt`
    let freeParser: PlistcXMLFreeParserCtxt
    /// `xmlFreeDoc`
    let freeDocument: PlistcXMLFreeDoc
    /// The version of the library, such as `2.9.14`.
    let version: String

    /// The environment variable that hides libxml2: with `none`, plistc acts as on a machine
    /// without it (a test runs so).
    static let switchVariable = "PLISTC_LIBXML2"

    /// libxml2, initialized (`xmlInitParser`, once before it is used from several threads), or
    /// `nil` when the library is not installed.
    static let shared: LibXML2? = {
        let names = SharedLibrary.candidates(
            linux: "libxml2.so.2", macOS: "libxml2.2.dylib", switchVariable: switchVariable)
        guard let library = SharedLibrary(names),
            let initialize = library.function("xmlInitParser", as: PlistcXMLInitParser.self),
            let setError = library.function("xmlSetStructuredErrorFunc", as: PlistcXMLSetStructuredErrorFunc.self),
            let create = library.function("xmlCreatePushParserCtxt", as: PlistcXMLCreatePushParserCtxt.self),
            let useOptions = library.function("xmlCtxtUseOptions", as: PlistcXMLCtxtUseOptions.self),
            let parseChunk = library.function("xmlParseChunk", as: PlistcXMLParseChunk.self),
            let stopParser = library.function("xmlStopParser", as: PlistcXMLStopParser.self),
            let freeParser = library.function("xmlFreeParserCtxt", as: PlistcXMLFreeParserCtxt.self),
            let freeDocument = library.function("xmlFreeDoc", as: PlistcXMLFreeDoc.self)
        else { return nil }
        initialize()
        let number = versionNumber(in: library)
        return LibXML2(
            setStructuredErrorFunction: setError, createPushParser: create, useOptions: useOptions,
            parseChunk: parseChunk, stopParser: stopParser, freeParser: freeParser, freeDocument: freeDocument,
            version: "\(number / 10000).\(number / 100 % 100).\(number % 100)")
    }()

    /// `xmlParserVersion` (`20914` for 2.9.14): through `__xmlParserVersion` where libxml2 is
    /// built with threads (Debian's, macOS's), else the global itself; 0 when neither is there.
    private static func versionNumber(in library: SharedLibrary) -> Int {
        let text: UnsafePointer<CChar>? =
            if let function = library.function("__xmlParserVersion", as: PlistcXMLParserVersion.self) {
                function()?.pointee
            } else {
                library.address(of: "xmlParserVersion")?.assumingMemoryBound(to: UnsafePointer<CChar>?.self).pointee
            }
        return text.map { Int(String(cString: $0)) ?? 0 } ?? 0
    }
}

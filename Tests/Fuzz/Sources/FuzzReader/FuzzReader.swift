import PropertyList

/// The XML reader: bytes to a value tree or located diagnostics, then `dump --json`'s writer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let document = PlistReader().read(bytes, path: "fuzz.plist")
    _ = document.root?.jsonText()
    _ = document.root?.jsonText(indent: nil)
    for diagnostic in document.diagnostics { _ = diagnostic.location.description }
    return 0
}

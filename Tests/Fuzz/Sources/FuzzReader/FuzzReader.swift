import FuzzSupport
import PropertyList

/// The XML reader: bytes to a value tree or located diagnostics, then `dump --json`'s writer,
/// whose output must be strict JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let document = PlistReader().read(bytes, path: "fuzz.plist")
    if let root = document.root {
        requireStrictJSON(root.jsonText(), from: ["dump", "--json"])
        requireStrictJSON(root.jsonText(indent: nil), from: ["dump", "--json", "--compact"])
    }
    for diagnostic in document.diagnostics { _ = diagnostic.location.description }
    return 0
}

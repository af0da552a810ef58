import FuzzSupport
import PlistcPropertyList

/// The reader (XML and binary): bytes to a value tree or located diagnostics, then `dump
/// --json`'s writer, whose output must be strict JSON, for every tree dump writes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let document = PlistReader().read(bytes, path: "fuzz.plist")
    // What dump refuses to write (shared objects that multiply, too deep) is not written here.
    if let root = document.root, document.writingOutRefusal(bytes: bytes.count) == nil {
        requireStrictJSON(root.jsonText(), from: ["dump", "--json"])
        requireStrictJSON(root.jsonText(indent: nil), from: ["dump", "--json", "--compact"])
    }
    for diagnostic in document.diagnostics { _ = diagnostic.location.description }
    return 0
}

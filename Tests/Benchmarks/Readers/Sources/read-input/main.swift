import PlistcJSON
import PlistcLocalizedStrings
import PlistcPropertyList
import PlistcSwiftSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `read-input KIND PATH`: reads the file whole, runs the reader KIND on it, and prints what it
/// read (so that nothing is optimised away). KIND is plist (as lint reads it: 3 levels kept),
/// plist-whole (as dump reads it), json, catalog, strings or swift (the lexer and the calls).
let arguments = CommandLine.arguments
guard arguments.count == 3, let file = fopen(arguments[2], "rb") else {
    print("usage: read-input plist|plist-whole|json|catalog|strings|swift PATH")
    exit(2)
}
// The file read whole into an array of its size, as plistc reads a file.
fseek(file, 0, SEEK_END)
var bytes = [UInt8](repeating: 0, count: ftell(file))
fseek(file, 0, SEEK_SET)
guard fread(&bytes, 1, bytes.count, file) == bytes.count else {
    print("read-input: cannot read \(arguments[2])")
    exit(2)
}
fclose(file)

let path = arguments[2]
let limits = ReaderLimits(maxBytes: 1 << 32, maxKeys: 10_000_000)
switch arguments[1] {
case "plist":
    let document = PlistReader(limits: limits, keptLevels: 3).read(bytes, path: path)
    print(document.root != nil, document.diagnostics.count)
case "plist-whole":
    let document = PlistReader(limits: limits).read(bytes, path: path)
    print(document.root != nil, document.diagnostics.count)
case "json":
    print((try? JSONParser.parse(bytes)) != nil)
case "catalog":
    print((try? StringCatalogReader.read(bytes, path: path))?.count ?? -1)
case "strings":
    print((try? StringsTable.read(bytes, path: path))?.count ?? -1)
case "swift":
    let lexer = SwiftLexer(bytes)
    print(lexer.tokens.count, CallMatcher.calls(in: lexer.tokens).count)
default:
    print("read-input: unknown reader \(arguments[1])")
    exit(2)
}

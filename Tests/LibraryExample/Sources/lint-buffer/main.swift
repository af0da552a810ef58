// lint-buffer DICTIONARY [CONFIGURATION]: the dictionary's findings under the configuration (a
// .plistc.json, read as if it stood beside the dictionary), then its type scale as a table,
// through PlistcKit's public API only. Exits 1 when a finding is an error, as `plistc lint` does.
import PlistcKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `text` to standard error.
func complain(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// The whole of a small file, or `nil`.
func contents(of path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[..<count]
    }
    return bytes
}

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first, let bytes = contents(of: path) else {
    complain("usage: lint-buffer DICTIONARY [CONFIGURATION]\n")
    exit(2)
}
let context: ProjectContext
do {
    if let configuration = arguments.dropFirst().first {
        guard let text = contents(of: configuration) else {
            complain("\(configuration): cannot read the configuration\n")
            exit(2)
        }
        let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
        context = try ProjectContext(configuration: text, at: folder + "/.plistc.json")
    } else {
        context = try ProjectContext.nearest(to: path)
    }
} catch {
    complain("\(error.path): \(error.reason)\n")
    exit(2)
}
let checked = context.check(bytes, path: path)
for finding in checked.findings {
    print("\(finding.location): \(finding.severity.rawValue): \(finding.message.text) [\(finding.ruleID)]")
}
print(checked.rendered(as: .table), terminator: "")
exit(checked.hasErrors ? 1 : 0)

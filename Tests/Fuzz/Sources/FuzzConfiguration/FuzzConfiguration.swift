import Foundation
import FuzzSupport
import PlistcCLI
import PlistcJSON
import PlistcPropertyList

/// JSON from a pull request. As `.plistc.json`: the JSON parser on the bytes, then `plistc lint`
/// on a folder that the bytes configure (settings, rule severities, include and exclude patterns
/// against nested paths), and with `--config`. As design tokens: `plistc import` of the bytes
/// (groups, aliases, cycles, the styles map of a valid configuration beside them). Invalid JSON
/// goes through too, to its located error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    // Font folders are read recursively: one outside the sandbox would walk the machine.
    if let json = try? JSONParser.parse(bytes), namesFontsOutsideTheSandbox(json) { return 0 }
    let files = [
        ".plistc.json": String(decoding: bytes, as: UTF8.self), "Fonts/Brand.plist": Sandbox.styleDictionary,
        "Fonts/Legacy/Old.plist": Sandbox.styleDictionary, "a/b/c/Deep.plist": Sandbox.styleDictionary,
        "Info.plist": "<plist><dict><key>CFBundleName</key><string>App</string></dict></plist>",
    ]
    Sandbox.run(with: files) { _ in
        for command in [["lint", "--verbose", "."], ["lint", "--config", ".plistc.json", "-"]] {
            let status = runPlistcCapturing(command, input: Array(Sandbox.styleDictionary.utf8)).status
            if !(0...2).contains(status) { fatalError("\(command) returned \(status)") }
        }
    }
    let tokens = [
        "tokens.json": String(decoding: bytes, as: UTF8.self), ".plistc.json": #"{"styles": {"brand.text": "body"}}"#,
    ]
    Sandbox.run(with: tokens) { _ in
        for command in [["import", "tokens.json"], ["import", "--rem-base", "10", "-o", "Brand.plist", "-"]] {
            let status = runPlistcCapturing(command, input: bytes).status
            if !(0...2).contains(status) { fatalError("\(command) returned \(status)") }
        }
    }
    return 0
}

/// Whether a `fonts` setting names an absolute path or one that climbs out with `..`.
private func namesFontsOutsideTheSandbox(_ json: JSONValue) -> Bool {
    guard case .object(let members) = json else { return false }
    return members.contains { member in
        guard member.key == "fonts", case .array(let items) = member.value else { return false }
        return items.contains { item in
            guard case .string(let path) = item else { return false }
            return path.hasPrefix("/") || path.split(separator: "/").contains("..")
        }
    }
}

import Foundation
import TestSupport

extension DeviceMutations {
    /// The same document keyed as the 2017 code looks styles up: each `<key>body</key>` of
    /// the 11 styles becomes `<key>UICTFontTextStyleBody</key>`, so that every mutation also
    /// tests `--runtime scaledfont2017` on the format it reads. Bytes that are not UTF-8 (the
    /// UTF-16 and UTF-32 prologues) stay as they are.
    static func rawValueKeyed(_ bytes: [UInt8]) -> [UInt8] {
        guard var text = String(validating: bytes, as: UTF8.self) else { return bytes }
        for (style, rawValue) in DeviceOracle.rawValues {
            text = text.replacingOccurrences(of: "<key>\(style)</key>", with: "<key>\(rawValue)</key>")
        }
        return Array(text.utf8)
    }

    /// The bytes a mutation is judged on for `runtime`: raw-value keys for the 2017 code.
    static func bytes(of mutation: Mutation, for runtime: DeviceOracle.Runtime) -> [UInt8] {
        runtime == .scaledfont2017 ? rawValueKeyed(mutation.bytes) : mutation.bytes
    }
}

import Foundation
import TestSupport

// plistc-oracle FILE...: what Apple's parsers, running here, make of each style dictionary,
// as ScaledFont decodes it: for each runtime, whether the parser reads the file, and each
// style's font (custom) or the system font. The tests use the same `DeviceOracle` in-process.
let paths = CommandLine.arguments.dropFirst()
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: plistc-oracle FILE...\n".utf8))
    exit(2)
}
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(path): cannot be read\n".utf8))
        exit(2)
    }
    for runtime in DeviceOracle.Runtime.allCases {
        let parse = DeviceOracle.parseError(data, runtime: runtime).map { "rejects: \($0)" } ?? "reads the file"
        let styles = DeviceOracle.customStyles(data, runtime: runtime)
        let outcomes = DeviceOracle.styles.map { "\($0) \(styles[$0] == true ? "custom" : "system")" }
        print("\(path) \(runtime.rawValue): \(parse)\n  " + outcomes.joined(separator: ", "))
    }
}

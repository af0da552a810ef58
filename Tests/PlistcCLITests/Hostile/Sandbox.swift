import Foundation
import TestSupport

/// A scratch folder for the red-team tests, and shell scripts run in it against the built
/// plistc binary. In scripts, `plistc` runs the binary under `timeout`: a hang ends as status
/// 124 (a failure every test checks for) instead of hanging the suite.
struct Sandbox {
    /// The built binary (`EndToEndTests.binary`).
    static let binary = EndToEndTests.binary
    /// Why the red-team tests that run the binary cannot, or `nil` when they can.
    static let missingBinary = binary == nil ? "the plistc binary was not found beside the test bundle" : nil

    /// Whether the tests run as root, as in most CI containers.
    static let isRoot = getuid() == 0
    /// Whether a private mount namespace can be made (root, and util-linux's `unshare`).
    static let canUnshare: Bool = {
        guard isRoot, let unshare = Tool.find("unshare") else { return false }
        return (try? ProcessResult.run(unshare, ["-m", "--propagation", "private", "true"]).status) == 0
    }()

    let path: String

    /// A new folder holding `n.plist`, a clean style dictionary.
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("plistc-sandbox-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.noteworthy, toPath: path + "/n.plist")
    }

    /// Removes the folder (after making every part of it writable again).
    func remove() {
        _ = try? ProcessResult.run("/bin/sh", ["-c", "chattr -R -i '\(path)' 2>/dev/null; chmod -R u+rwx '\(path)'"])
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Runs a bash script in the folder.
    func run(_ script: String) throws -> ProcessResult {
        let prelude = """
            set -u
            cd '\(path)'
            plistc() { timeout 30 '\(Self.binary ?? "plistc")' "$@"; }

            """
        return try ProcessResult.run("/bin/bash", ["-c", prelude + script])
    }

    /// The text of a file in the folder.
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes a file in the folder.
    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: path + "/" + name, atomically: false, encoding: .utf8)
    }

    /// The names in the folder (not below it).
    var names: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted() ?? []
    }
}

import Foundation

/// A folder of its own for each execution of a target that lets plistc read and write files:
/// made with a few files, the current folder while the execution runs, removed after it, so
/// nothing accumulates over a million executions and nothing outside it is touched (the
/// targets keep every path they pass relative and free of `..`).
public enum Sandbox {
    /// A small, valid style dictionary.
    public static let styleDictionary = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        	<key>body</key>
        	<dict><key>fontName</key><string>Avenir-Book</string><key>fontSize</key><integer>17</integer></dict>
        	<key>caption</key>
        	<dict><key>fontName</key><string>Avenir-Book</string><key>fontSize</key><integer>12</integer></dict>
        </dict>
        </plist>

        """

    private static let root: String = {
        // No opener for preview's page, and its temporary folders inside the sandbox.
        setenv("PATH", "", 1)
        setenv("TMPDIR", ".", 1)
        // In memory where there is a tmpfs: plistc's atomic writes end in fsync, which on a disk
        // would be most of an execution.
        let memory = "/dev/shm"
        let base = FileManager.default.fileExists(atPath: memory) ? memory : FileManager.default.temporaryDirectory.path
        let root = base + "/plistc-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: Sandbox.root) }
        return root
    }()

    /// Runs `body` in a new folder holding `files` (relative path to contents).
    public static func run<Result>(with files: [String: String], _ body: (String) -> Result) -> Result {
        let folder = root + "/run"
        try? FileManager.default.removeItem(atPath: folder)
        for (path, contents) in files {
            let full = folder + "/" + path
            try? FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: full, contents: Data(contents.utf8))
        }
        FileManager.default.changeCurrentDirectoryPath(folder)
        defer {
            FileManager.default.changeCurrentDirectoryPath(root)
            try? FileManager.default.removeItem(atPath: folder)
        }
        return body(folder)
    }

    /// `path` made safe to hand to plistc: relative (no leading `/`) and with every `..`
    /// component replaced, so it names something inside the sandbox.
    public static func confined(_ path: Substring) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map { $0 == ".." ? "x" : $0 }
        return String(parts.joined(separator: "/").drop { $0 == "/" })
    }
}

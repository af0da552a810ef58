import PlistcIO

/// Expands command-line paths into the inputs to check: files as given, directories searched
/// recursively for `*.plist`, `-` for standard input.
///
/// The files found under a directory are sorted by path, byte by byte, so the order of results
/// never depends on the file system. A walk always ends, and stays in the tree it was given:
/// hidden entries (`.git`, `.build`) are skipped, symbolic links to directories are never
/// followed, the kernel's folders (`/proc`, `/sys`, `/dev`) are never entered, FIFOs, sockets
/// and devices are skipped (a note says so), and it stops, with a failure, after
/// `maxEntries` entries. A FIFO, socket or device named on the command line is a failure: only
/// `-` and `/dev/stdin` read a stream.
package struct InputCollector {
    private(set) var inputs: [InputSource] = []
    private(set) var failures: [IOFailure] = []
    /// Directories given on the command line that hold no `*.plist` file.
    private(set) var emptyDirectories: [String] = []
    /// The files that were found by searching a directory, not named on the command line.
    private(set) var foundInDirectories: Set<String> = []
    /// What a walk passed over and why (`path: skipped: …`), for `--verbose`.
    private(set) var skipped: [String] = []

    /// The most directory entries one collector lists: far more than any repository holds,
    /// and a bound on a walk of `/`.
    package static let maxEntries = 1_000_000
    /// The kernel's folders, which hold no files to check and endless or blocking ones.
    package static let systemFolders = ["/proc", "/sys", "/dev"]

    /// Which files a directory yields: `*.plist` unless told otherwise.
    private let isWanted: (String) -> Bool
    private var listed = 0

    package init(paths: [String], matching isWanted: @escaping (String) -> Bool = { $0.hasSuffix(".plist") }) {
        self.isWanted = isWanted
        for path in paths { add(path) }
    }

    /// Adds the files of `paths` that stay inside `bounds` (a configuration's repository), links
    /// followed; a file that leads outside is a failure that says to name it on the command line
    /// with `option` (`--fonts`, `--sources`).
    package mutating func add(_ paths: [String], within bounds: RepositoryBounds?, option: String) {
        let start = inputs.count
        for path in paths { add(path) }
        guard let bounds else { return }
        let added = inputs[start...]
        inputs.removeSubrange(start...)
        for input in added {
            guard let file = input.filePath, !bounds.contains(file) else {
                inputs.append(input)
                continue
            }
            failures.append(
                IOFailure(
                    path: file,
                    reason:
                        "leads outside the repository (\(bounds.root)) through a symbolic link: a configuration may only use files inside it; pass it with \(option) on the command line instead"
                ))
        }
    }

    private mutating func add(_ path: String) {
        if path == "-" {
            if !inputs.contains(.standardInput) { inputs.append(.standardInput) }
            return
        }
        switch FileSystem.kind(of: path) {
        case .missing:
            failures.append(IOFailure(path: path, reason: "no such file or directory: check the path"))
        case .file:
            inputs.append(.file(path))
        case .special where FileSystem.namesStandardInput(path):
            inputs.append(.file(path))
        case .special(let what):
            failures.append(FileSystem.notAFile(path, what))
        case .directory:
            if let real = FileSystem.resolved(path), Self.isSystemFolder(real) {
                failures.append(
                    IOFailure(
                        path: path,
                        reason:
                            "is the kernel's \(real), which plistc never walks (/proc, /sys and /dev hold no files to check): name the folders that hold them"
                    ))
                return
            }
            let found = walk(path)
            if found.isEmpty { emptyDirectories.append(path) }
            foundInDirectories.formUnion(found)
            inputs += found.sorted(by: FileSystem.bytewisePrecedes).map(InputSource.file)
        }
    }

    /// Whether a real (resolved) path is one of the kernel's folders or inside one.
    package static func isSystemFolder(_ real: String) -> Bool {
        systemFolders.contains { real == $0 || real.hasPrefix($0 + "/") }
    }

    /// Every wanted file below `directory`.
    private mutating func walk(_ directory: String) -> [String] {
        var found: [String] = []
        // Directory symbolic links are never followed, so each folder's real path is its root's
        // followed by the names walked.
        let realRoot = FileSystem.resolved(directory) ?? directory
        var pending = [(directory, realRoot)]
        while let (current, real) = pending.popLast() {
            let entries: [(name: String, kind: FileSystem.Kind?, isLink: Bool)]
            do {
                entries = try FileSystem.contents(of: current)
            } catch {
                failures.append(error)
                continue
            }
            listed += entries.count
            guard listed <= Self.maxEntries else {
                failures.append(
                    IOFailure(
                        path: directory,
                        reason:
                            "stopped after listing \(Self.maxEntries) entries below this folder: name the folders that hold the files instead"
                    ))
                return found
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                // Below the current directory, a path is the entry's own (`a.plist`, not `./a.plist`).
                let path =
                    current == "."
                    ? entry.name : current.hasSuffix("/") ? current + entry.name : current + "/" + entry.name
                let realPath = real.hasSuffix("/") ? real + entry.name : real + "/" + entry.name
                // Symbolic links to files are followed; to directories, never (a walk always ends).
                switch entry.kind ?? FileSystem.kind(of: path) {
                case .directory where !entry.isLink && (entry.kind != nil || !FileSystem.isSymbolicLink(path)):
                    if Self.isSystemFolder(realPath) {
                        skipped.append("\(path): skipped: the kernel's \(realPath) is never walked")
                    } else {
                        pending.append((path, realPath))
                    }
                case .file where isWanted(entry.name):
                    // A link to a file is followed, but never into the kernel's folders.
                    if entry.isLink || entry.kind == nil, let target = FileSystem.resolved(path),
                        Self.isSystemFolder(target)
                    {
                        skipped.append("\(path): skipped: it links into the kernel's \(target)")
                    } else {
                        found.append(path)
                    }
                case .special(let what) where isWanted(entry.name):
                    skipped.append("\(path): skipped: it is \(what), not a regular file")
                default: break
                }
            }
        }
        return found
    }
}

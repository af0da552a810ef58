/// Expands command-line paths into the inputs to check: files as given, directories searched
/// recursively for `*.plist`, `-` for standard input.
///
/// The files found under a directory are sorted by path, byte by byte, so the order of results
/// never depends on the file system. Hidden entries (`.git`, `.build`) are skipped, and symbolic links to
/// directories are not followed, so a walk always ends.
struct InputCollector {
    private(set) var inputs: [InputSource] = []
    private(set) var failures: [IOFailure] = []
    /// Directories given on the command line that hold no `*.plist` file.
    private(set) var emptyDirectories: [String] = []
    /// The files that were found by searching a directory, not named on the command line.
    private(set) var foundInDirectories: Set<String> = []

    /// Which files a directory yields: `*.plist` unless told otherwise.
    private let isWanted: (String) -> Bool

    init(paths: [String], matching isWanted: @escaping (String) -> Bool = { $0.hasSuffix(".plist") }) {
        self.isWanted = isWanted
        for path in paths { add(path) }
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
        case .directory:
            let found = walk(path)
            if found.isEmpty { emptyDirectories.append(path) }
            foundInDirectories.formUnion(found)
            inputs += found.sorted(by: FileSystem.bytewisePrecedes).map(InputSource.file)
        }
    }

    /// Every `*.plist` file below `directory`.
    private mutating func walk(_ directory: String) -> [String] {
        var found: [String] = []
        var pending = [directory]
        while let current = pending.popLast() {
            let entries: [(name: String, kind: FileSystem.Kind?, isLink: Bool)]
            do {
                entries = try FileSystem.contents(of: current)
            } catch {
                failures.append(error)
                continue
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = current.hasSuffix("/") ? current + entry.name : current + "/" + entry.name
                // Symbolic links to files are followed; to directories, never (a walk always ends).
                let kind = entry.kind ?? FileSystem.kind(of: path)
                switch kind {
                case .directory where !entry.isLink && (entry.kind != nil || !FileSystem.isSymbolicLink(path)):
                    pending.append(path)
                case .file where isWanted(entry.name): found.append(path)
                default: break
                }
            }
        }
        return found
    }
}

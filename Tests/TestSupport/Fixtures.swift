import Foundation

/// Paths of the repository's own fixtures, reached through `#filePath` (no bundle resources).
public enum Fixtures {
    /// The package root: the folder holding `Package.swift`.
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `Fixtures/` at the package root.
    public static let directory = packageRoot + "/Fixtures"

    /// The bundled sample style dictionary, `Fixtures/Noteworthy.plist`.
    public static let noteworthy = directory + "/Noteworthy.plist"

    /// Invalid plists, one per error kind, each beside a `.diagnostics` golden.
    public static let invalid = directory + "/invalid"

    /// Valid plists, each beside a `.json` golden of `plistc dump --json`.
    public static let valid = directory + "/valid"

    /// Plists Apple's parsers read though XML (and Python's plistlib) rejects them, each beside a
    /// `.json` golden of `plistc dump --json`.
    public static let apple = directory + "/apple"

    /// The shared corpus of real style dictionaries, `../shared/corpus/real`, or `nil` when this
    /// clone has no `../shared` (a user's clone): tests that need it are skipped.
    public static let realCorpus: String? = {
        let path = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().path + "/shared/corpus/real"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// Every plist under `Fixtures/`, at any depth, sorted by path.
    public static let allPlists: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        var paths: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".plist") && !name.contains(".build/") { paths.append(directory + "/" + name) }
        }
        return paths.sorted()
    }()

    /// The files of a fuzz run's plist corpora (`corpus-Fuzz{Reader,Lint,Build}` in the folder
    /// `PLISTC_FUZZ_CORPUS` names, such as `Tests/Fuzz/work`), at most `limit`, spread evenly
    /// over them; none when it names no folder. Opt-in, as `.ci/run` does right after fuzzing:
    /// a fuzz run's corpus is new each time, and `swift test` must give the same verdict on
    /// the same checkout whatever was fuzzed in it before.
    public static func fuzzCorpus(limit: Int) -> [String] {
        guard let named = ProcessInfo.processInfo.environment["PLISTC_FUZZ_CORPUS"], !named.isEmpty else {
            return []
        }
        let work = named.hasPrefix("/") ? named : packageRoot + "/" + named
        let folders = ["corpus-FuzzReader", "corpus-FuzzLint", "corpus-FuzzBuild"].filter {
            FileManager.default.fileExists(atPath: work + "/" + $0)
        }
        let files = folders.sorted().flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: work + "/" + folder)) ?? []).sorted().map {
                work + "/" + folder + "/" + $0
            }
        }
        guard files.count > limit else { return files }
        return (0..<limit).map { files[$0 * files.count / limit] }
    }

    /// The files in `directory` with the given extension, sorted by name.
    public static func files(in directory: String, withExtension suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix("." + suffix) }.sorted().map { directory + "/" + $0 }
    }

    /// A path relative to the package root, as goldens show paths.
    public static func relative(_ path: String) -> String {
        path.hasPrefix(packageRoot + "/") ? String(path.dropFirst(packageRoot.count + 1)) : path
    }

    /// A new, empty folder in the system's temporary folder, named `plistc-LABEL-UUID`; the
    /// caller removes it.
    public static func temporaryFolder(_ label: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plistc-\(label)-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs `body` in a new temporary folder (see `temporaryFolder`) that holds `files`, each a
    /// path relative to the folder and its text, and removes the folder afterwards.
    public static func withTemporaryFolder<Result>(
        _ label: String, files: [String: String] = [:], _ body: (String) throws -> Result
    ) throws -> Result {
        let root = try temporaryFolder(label)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return try body(root)
    }

    /// The bytes of a file, or an empty array when it cannot be read.
    public static func bytes(_ path: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
    }
}

extension Fixtures {
    /// Style dictionaries, one per rule and some combinations, each beside its text report
    /// (`clean.text`), and `combination.sarif`.
    public static let styles = directory + "/styles"

    /// Specimen pages: inputs and goldens of `plistc build -o *.html`.
    public static let specimen = directory + "/specimen"

    /// `Tests/Specimen/validate_html.py`: html5lib's parse errors for HTML files.
    public static let htmlValidator = packageRoot + "/Tests/Specimen/validate_html.py"
}

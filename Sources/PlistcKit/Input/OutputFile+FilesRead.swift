import PlistcIO
import PlistcSourceChecks

/// What a run reads besides its inputs, which its output must not be either.
extension OutputFile {
    /// The files a run reads besides `inputs`: `--config`, `--info-plist`, `extra` (such as
    /// `--system-font`), every font file the `--fonts` paths name or their folders hold, every
    /// `.plistc.json` in or above an input's folder (each folder looked at once), and what each
    /// configuration there names: its fonts (folders walked), strings files and Swift sources.
    /// Folders are walked as the run walks them, so a file a folder holds is known by itself.
    package static func filesRead(
        besides inputs: [String], configuration: String?, fonts: FontRequest, also extra: [FileRead] = []
    ) -> [FileRead] {
        var files = inputs.map { FileRead($0) } + extra
        files += [fonts.infoPlist].compactMap { $0 }.map { FileRead($0, role: "the --info-plist") }
        files += ProjectFonts.fontFiles(FontPaths(commandLine: fonts.fonts)).map(font)
        var configurations = [configuration].compactMap { $0 }
        var seen: Set<String> = []
        for input in inputs + ["./-"] {
            var folder = PathNormal.absolute(input)
            while let slash = folder.lastIndex(of: "/"), !folder.isEmpty {
                folder = String(folder[..<slash])
                guard seen.insert(folder).inserted else { break }
                configurations.append(folder + "/" + ConfigurationFile.fileName)
            }
        }
        files += configurations.map { FileRead($0, role: "a configuration this run reads") }
        for path in configurations where FileSystem.kind(of: path) == .file {
            guard let file = try? ConfigurationFile.load(path) else { continue }
            files += ProjectFonts.fontFiles(ProjectFonts.paths(FontRequest(), configuration: file)).map(font)
            files += file.stringsPaths.map { FileRead($0, role: "a strings file this run reads") }
            var sources = InputCollector(paths: [], matching: SourceCheck.reads)
            sources.add(
                file.sourcesPaths, within: RepositoryBounds(configurationDirectory: file.directory), option: "--sources"
            )
            files += sources.inputs.compactMap(\.filePath).map(FileRead.source)
        }
        return files
    }

    /// A font file a run reads.
    private static func font(_ path: String) -> FileRead { FileRead(path, role: "a font file this run reads") }
}

import Diagnostics
import FontCatalog
import PropertyList
import StyleDictionary

/// `--fonts`, `--info-plist` and `--platform-fonts`: what font names are checked against.
enum FontOptions {
    static let fonts = ValueOption(
        "fonts", value: "PATH", help: "font files or folders the app ships: check font names against them (repeatable)")
    static let infoPlist = ValueOption(
        "info-plist", value: "PATH", help: "the app's Info.plist: check its UIAppFonts against --fonts")
    static let platformFonts = ValueOption(
        "platform-fonts", value: "NAME", help: "ios (default: iOS's own fonts count as available) or none")

    static let all: [any CommandOption] = [fonts, infoPlist, platformFonts]

    /// The font paths of an input: the command line's, and its configuration's, which must
    /// stay inside the configuration's repository (`bounds`), links followed.
    struct Paths: Hashable {
        var commandLine: [String]
        var configured: [String] = []
        var bounds: RepositoryBounds?

        var isEmpty: Bool { commandLine.isEmpty && configured.isEmpty }
    }

    /// Every face in the font files at `paths` (files, or folders searched for font files),
    /// reporting paths that do not exist or cannot be read, files a configuration's folder
    /// links to outside its repository, and files that are not fonts as it goes; `missing`
    /// counts the paths that could not be used (status 2). `--verbose` lists what a walk
    /// skipped.
    static func readFaces(_ paths: Paths, verbose: Bool = false, console: Console) -> (faces: [FontFace], missing: Int)
    {
        var collected = InputCollector(paths: paths.commandLine, matching: FontScanner.isFontFile)
        collected.add(paths.configured, within: paths.bounds)
        for failure in collected.failures { console.printError(TextReporter.line(for: failure)) }
        if verbose { for line in collected.skipped { console.printError(TextReporter.printable(line)) } }
        var missing = collected.failures.count
        let files = collected.inputs.compactMap(\.filePath).filter { file in
            do throws(IOFailure) {
                try FileSystem.checkReadable(file)
                return true
            } catch {
                console.printError(TextReporter.line(for: error))
                missing += 1
                return false
            }
        }
        let (faces, problems) = FontScanner.faces(in: files)
        for problem in problems {
            console.printError(
                "\(TextReporter.printable(problem.file)): warning: \(TextReporter.printable(problem.reason))")
        }
        return (faces, missing)
    }

    /// The font files and folders named for an input: `--fonts`, then its configuration's.
    static func paths(_ arguments: ParsedArguments, configuration: ConfigurationFile?) -> Paths {
        guard let configuration, !configuration.fontPaths.isEmpty else {
            return Paths(commandLine: arguments.values(fonts))
        }
        return Paths(
            commandLine: arguments.values(fonts), configured: configuration.fontPaths,
            bounds: RepositoryBounds(configurationDirectory: configuration.directory))
    }

    /// The fonts at `paths` to check against, or `nil` when `paths` is empty; problems reading
    /// them are printed as they are met, and `unreadable` counts the paths named (and the
    /// `--info-plist`) that could not be read, which make the run's status 2.
    static func availability(
        of paths: Paths, _ arguments: ParsedArguments, reader: PlistReader, console: Console
    ) throws(UsageError) -> (fonts: FontAvailability, infoPlist: PlistDocument?, unreadable: Int)? {
        guard !paths.isEmpty else {
            if arguments[infoPlist] != nil {
                throw UsageError("--info-plist needs --fonts: the app's font files")
            }
            return nil
        }
        let platform = arguments[platformFonts] ?? "ios"
        guard platform == "ios" || platform == "none" else {
            throw UsageError("--platform-fonts is ios or none, not '\(platform)'")
        }
        var (faces, unreadable) = readFaces(paths, verbose: arguments.flag(LintCommand.verbose), console: console)
        var infoPlistDocument: PlistDocument?
        if let path = arguments[infoPlist] {
            infoPlistDocument = ReaderOptions.read(.file(path), with: reader, console: console)
            if infoPlistDocument == nil { unreadable += 1 }
        }
        let available = FontAvailability(
            faces: faces.map { face in
                var available = FontAvailability.Face(
                    postScriptName: face.postScriptName, file: face.file, weightClass: face.weightClass,
                    index: face.index, family: face.family.isEmpty ? nil : face.family)
                available.lineHeightPerPoint = face.lineHeightPerPoint
                return available
            },
            builtIn: platform == "ios" ? BuiltInFonts.iOS : [],
            registrations: infoPlistDocument.map(InfoPlist.registrations(in:)))
        return (available, infoPlistDocument, unreadable)
    }
}

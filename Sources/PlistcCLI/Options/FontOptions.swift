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

    /// A command's font options, read from its arguments once.
    struct Request: Sendable, Hashable {
        /// `--platform-fonts`: whether the fonts iOS ships count as available.
        enum PlatformFonts: String, CaseIterable, Sendable {
            case ios, none
        }

        /// `--fonts`, in order.
        var fonts: [String] = []
        /// `--info-plist`.
        var infoPlist: String?
        var platformFonts = PlatformFonts.ios
        /// `--verbose`: a walk of the font folders lists what it skipped.
        var verbose = false

        /// No font options.
        init() {}

        /// The options `arguments` give, `verbose` as the command has it; a usage error for an
        /// unknown `--platform-fonts`.
        init(_ arguments: ParsedArguments, verbose: Bool) throws(UsageError) {
            fonts = arguments.values(FontOptions.fonts)
            infoPlist = arguments[FontOptions.infoPlist]
            if let name = arguments[FontOptions.platformFonts] {
                platformFonts = try ScaleOptions.choice(name, of: PlatformFonts.self, option: FontOptions.platformFonts)
            }
            self.verbose = verbose
        }

    }

    /// The font paths of an input: the command line's, and its configuration's, which must
    /// stay inside the configuration's repository (`bounds`), links followed.
    struct Paths: Hashable {
        var commandLine: [String]
        var configured: [String] = []
        var bounds: RepositoryBounds?

        var isEmpty: Bool { commandLine.isEmpty && configured.isEmpty }
    }

    /// Every font file `paths` name or their folders hold, as `readFaces` finds them, without
    /// reporting what cannot be read: for the outputs a run must not write.
    static func fontFiles(_ paths: Paths) -> [String] {
        var collected = InputCollector(paths: paths.commandLine, matching: FontScanner.isFontFile)
        collected.add(paths.configured, within: paths.bounds, option: "--fonts")
        return collected.inputs.compactMap(\.filePath)
    }

    /// Every face in the font files at `paths` (files, or folders searched for font files),
    /// reporting paths that do not exist or cannot be read, files a configuration's folder
    /// links to outside its repository, and files that are not fonts as it goes; `missing`
    /// counts the paths that could not be used (status 2). `--verbose` lists what a walk
    /// skipped.
    static func readFaces(_ paths: Paths, verbose: Bool = false, console: Console) -> (faces: [FontFace], missing: Int)
    {
        var collected = InputCollector(paths: paths.commandLine, matching: FontScanner.isFontFile)
        collected.add(paths.configured, within: paths.bounds, option: "--fonts")
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
    static func paths(_ request: Request, configuration: ConfigurationFile?) -> Paths {
        guard let configuration, !configuration.fontPaths.isEmpty else {
            return Paths(commandLine: request.fonts)
        }
        return Paths(
            commandLine: request.fonts, configured: configuration.fontPaths,
            bounds: RepositoryBounds(configurationDirectory: configuration.directory))
    }

    /// The fonts at `paths` to check against, or `nil` when `paths` is empty; problems reading
    /// them are printed as they are met, and `unreadable` counts the paths named (and the
    /// `--info-plist`) that could not be read, which make the run's status 2.
    static func availability(
        of paths: Paths, _ request: Request, reader: PlistReader, console: Console
    ) throws(UsageError) -> (fonts: FontAvailability, infoPlist: PlistDocument?, unreadable: Int)? {
        guard !paths.isEmpty else {
            if request.infoPlist != nil {
                throw UsageError("--info-plist needs --fonts: the app's font files")
            }
            return nil
        }
        var (faces, unreadable) = readFaces(paths, verbose: request.verbose, console: console)
        var infoPlistDocument: PlistDocument?
        if let path = request.infoPlist {
            infoPlistDocument = ReaderOptions.read(.file(path), with: reader, console: console)
            if infoPlistDocument == nil { unreadable += 1 }
        }
        let available = FontAvailability(
            faces: faces.map { face in
                var available = FontAvailability.Face(
                    postScriptName: face.postScriptName, file: face.file, weightClass: face.weightClass,
                    index: face.index, family: face.family.isEmpty ? nil : face.family)
                available.lineHeightPerPoint = face.lineHeightPerPoint
                available.isItalic = face.isItalic
                return available
            },
            builtIn: request.platformFonts == .ios ? BuiltInFonts.iOS : [],
            registrations: infoPlistDocument.map(InfoPlist.registrations(in:)))
        return (available, infoPlistDocument, unreadable)
    }
}

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

    /// Every face in the font files at `paths` (files, or folders searched for font files),
    /// reporting paths that do not exist and files that are not fonts as it goes.
    static func readFaces(_ paths: [String], console: Console) -> (faces: [FontFace], missing: Int) {
        let collected = InputCollector(paths: paths, matching: FontScanner.isFontFile)
        for failure in collected.failures { console.printError(TextReporter.line(for: failure)) }
        let files = collected.inputs.compactMap { input -> String? in
            if case .file(let path) = input { path } else { nil }
        }
        let (faces, problems) = FontScanner.faces(in: files)
        for problem in problems {
            console.printError(
                "\(TextReporter.printable(problem.file)): warning: \(TextReporter.printable(problem.reason))")
        }
        return (faces, collected.failures.count)
    }

    /// The font files and folders named for an input: `--fonts`, then its configuration's.
    static func paths(_ arguments: ParsedArguments, configuration: ConfigurationFile?) -> [String] {
        arguments.values(fonts) + (configuration?.fontPaths ?? [])
    }

    /// The fonts at `paths` to check against, or `nil` when `paths` is empty; problems reading
    /// them are printed as they are met, and `unreadable` counts the paths named (and the
    /// `--info-plist`) that could not be read, which make the run's status 2.
    static func availability(
        of paths: [String], _ arguments: ParsedArguments, reader: PlistReader, console: Console
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
        var (faces, unreadable) = readFaces(paths, console: console)
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

import PlistcDiagnostics
import PlistcFontCatalog
import PlistcIO
import PlistcPropertyList
import PlistcStyleDictionary

/// The fonts a run checks names against, found and read: the font files of `--fonts` and of
/// each input's configuration, and the app's Info.plist.
package enum ProjectFonts {
    /// Every font file `paths` name or their folders hold, as `readFaces` finds them, without
    /// reporting what cannot be read: for the outputs a run must not write.
    package static func fontFiles(_ paths: FontPaths) -> [String] {
        var collected = InputCollector(paths: paths.commandLine, matching: FontScanner.isFontFile)
        collected.add(paths.configured, within: paths.bounds, option: "--fonts")
        return collected.inputs.compactMap(\.filePath)
    }

    /// Every face in the font files at `paths` (files, or folders searched for font files),
    /// reporting paths that do not exist or cannot be read, files a configuration's folder
    /// links to outside its repository, and files that are not fonts as it goes; `missing`
    /// counts the paths that could not be used (status 2). `--verbose` lists what a walk
    /// skipped.
    package static func readFaces(_ paths: FontPaths, verbose: Bool = false, host: SessionHost) -> (
        faces: [FontFace], missing: Int
    ) {
        var collected = InputCollector(paths: paths.commandLine, matching: FontScanner.isFontFile)
        collected.add(paths.configured, within: paths.bounds, option: "--fonts")
        for failure in collected.failures { host.messageLine(TextReporter.line(for: failure)) }
        if verbose { for line in collected.skipped { host.messageLine(line) } }
        var missing = collected.failures.count
        let files = collected.inputs.compactMap(\.filePath).filter { file in
            do throws(IOFailure) {
                try FileSystem.checkReadable(file)
                return true
            } catch {
                host.messageLine(TextReporter.line(for: error))
                missing += 1
                return false
            }
        }
        let (faces, problems) = FontScanner.faces(in: files)
        for problem in problems {
            host.messageLine("\(problem.file): warning: \(problem.reason)")
        }
        return (faces, missing)
    }

    /// The font files and folders named for an input: `--fonts`, then its configuration's.
    package static func paths(_ request: FontRequest, configuration: ConfigurationFile?) -> FontPaths {
        guard let configuration, !configuration.fontPaths.isEmpty else {
            return FontPaths(commandLine: request.fonts)
        }
        return FontPaths(
            commandLine: request.fonts, configured: configuration.fontPaths,
            bounds: RepositoryBounds(configurationDirectory: configuration.directory))
    }

    /// The fonts at `paths` to check against, or `nil` when `paths` is empty; problems reading
    /// them are printed as they are met, and `unreadable` counts the paths named (and the
    /// `--info-plist`) that could not be read, which make the run's status 2.
    package static func availability(
        of paths: FontPaths, _ request: FontRequest, reader: PlistReader, host: SessionHost
    ) throws(UsageError) -> (fonts: FontAvailability, infoPlist: PlistDocument?, unreadable: Int)? {
        guard !paths.isEmpty else {
            if request.infoPlist != nil {
                throw UsageError("--info-plist needs --fonts: the app's font files")
            }
            return nil
        }
        var (faces, unreadable) = readFaces(paths, verbose: request.verbose, host: host)
        var infoPlistDocument: PlistDocument?
        if let path = request.infoPlist {
            infoPlistDocument = DocumentReading.read(.file(path), with: reader, host: host)
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

import Foundation
import PackagePlugin

/// `swift package plistc [lint] [--target NAME]… [lint options]`: runs `plistc lint` on each
/// target's style dictionaries with `--sources` on the target's folder, so that the app's Swift
/// is checked against them too. In Xcode, the project's context menu runs it on the chosen
/// targets. Lint's findings are printed as plistc prints them; an error fails the command.
@main
struct PlistcCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments.first == "lint" ? Array(arguments.dropFirst()) : arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let plistc = try context.tool(named: "plistc").url
        var failed: [String] = []
        for case let target as SwiftSourceModuleTarget in targets {
            let files = target.sourceFiles(withSuffix: "plist").map(\.url)
            if try !Self.lint(files, sources: target.directoryURL, plistc: plistc, extra: extractor.remainingArguments)
            {
                failed.append(target.name)
            }
        }
        if !failed.isEmpty { throw LintFailed(targets: failed) }
    }

    /// Runs `plistc lint` on `files`' style dictionaries (none: nothing to do) with `--sources`;
    /// `false` when it finds an error or cannot run.
    static func lint(_ files: [URL], sources: URL, plistc: URL, extra: [String]) throws -> Bool {
        let dictionaries = files.filter(isStyleDictionary)
        guard !dictionaries.isEmpty else { return true }
        let process = Process()
        process.executableURL = plistc
        process.arguments = ["lint"] + dictionaries.map(\.path) + ["--sources", sources.path] + extra
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// A property list that names a font: other property lists (an Info.plist) are left alone.
    static func isStyleDictionary(_ url: URL) -> Bool {
        url.pathExtension == "plist"
            && ((try? String(contentsOf: url, encoding: .utf8))?.contains("<key>fontName</key>") ?? false)
    }
}

/// plistc lint found errors (or could not run) in these targets; its report says which.
struct LintFailed: Error, CustomStringConvertible {
    let targets: [String]
    var description: String { "plistc lint found errors in \(targets.joined(separator: ", "))" }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension PlistcCommand: XcodeCommandPlugin {
        /// The chosen targets of an Xcode project (`--target NAME`, or every one), each with its
        /// input files' style dictionaries and, for `--sources`, the project's folder.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments.first == "lint" ? Array(arguments.dropFirst()) : arguments)
            let names = Set(extractor.extractOption(named: "target"))
            let plistc = try context.tool(named: "plistc").url
            var failed: [String] = []
            for target in context.xcodeProject.targets where names.isEmpty || names.contains(target.displayName) {
                let files = target.inputFiles.map(\.url)
                if try !Self.lint(
                    files, sources: context.xcodeProject.directoryURL, plistc: plistc,
                    extra: extractor.remainingArguments)
                {
                    failed.append(target.displayName)
                }
            }
            if !failed.isEmpty { throw LintFailed(targets: failed) }
        }
    }
#endif

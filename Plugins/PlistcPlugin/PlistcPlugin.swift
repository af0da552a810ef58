import Foundation
import PackagePlugin

/// Runs `plistc build` on every style dictionary (`*.plist` with a `fontName`) among a target's
/// sources and compiles the generated Swift into the target: `BrandTypography` for
/// `Brand.plist`. A style dictionary with errors fails the build, with plistc's diagnostics.
///
/// With one dictionary, styles apply as `Text("x").typography(.body)`. With several, each gets
/// its own modifier named after its file, so that the calls stay unambiguous:
/// `Brand.plist` → `.brand(.body)`, `editorial-serif.plist` → `.editorialSerif(.body)`.
///
/// A Swift package's target and an Xcode app's target (`XcodeBuildToolPlugin`) get the same
/// commands.
@main
struct PlistcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        return Self.commands(
            for: sources.sourceFiles(withSuffix: "plist").map(\.url), plistc: try context.tool(named: "plistc").url,
            output: context.pluginWorkDirectoryURL)
    }

    /// A `plistc build` command for each style dictionary among `files`, writing into `output`.
    static func commands(for files: [URL], plistc: URL, output: URL) -> [Command] {
        let dictionaries = files.filter(isStyleDictionary)
        return dictionaries.map { url in
            let stem = url.deletingPathExtension().lastPathComponent
            let generated = output.appendingPathComponent("\(stem)Typography.swift")
            let modifier = dictionaries.count > 1 ? ["--modifier-per-file"] : []
            return .buildCommand(
                displayName: "plistc build \(url.lastPathComponent)",
                executable: plistc,
                arguments: ["build", url.path, "-o", generated.path] + modifier,
                inputFiles: [url],
                outputFiles: [generated])
        }
    }

    /// A property list that names a font: other property lists (an Info.plist) are left alone.
    static func isStyleDictionary(_ url: URL) -> Bool {
        url.pathExtension == "plist"
            && ((try? String(contentsOf: url, encoding: .utf8))?.contains("<key>fontName</key>") ?? false)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension PlistcPlugin: XcodeBuildToolPlugin {
        /// The commands for a target of an Xcode project: its input files' style dictionaries.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            Self.commands(
                for: target.inputFiles.map(\.url), plistc: try context.tool(named: "plistc").url,
                output: context.pluginWorkDirectoryURL)
        }
    }
#endif

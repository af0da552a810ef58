import Foundation
import PackagePlugin

/// Runs `plistc build` on every style dictionary (`*.plist` with a `fontName`) among a target's
/// sources and compiles the generated Swift into the target: `BrandTypography` for
/// `Brand.plist`. A style dictionary with errors fails the build, with plistc's diagnostics.
///
/// With one dictionary, styles apply as `Text("x").typography(.body)`. With several, each gets
/// its own modifier named after its file, so that the calls stay unambiguous:
/// `Brand.plist` → `.brand(.body)`, `editorial-serif.plist` → `.editorialSerif(.body)`.
@main
struct PlistcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let plistc = try context.tool(named: "plistc")
        // Other property lists (an Info.plist) are left alone.
        let dictionaries = sources.sourceFiles(withSuffix: "plist").map(\.url).filter { url in
            (try? String(contentsOf: url, encoding: .utf8))?.contains("<key>fontName</key>") ?? false
        }
        return dictionaries.map { url in
            let stem = url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(stem)Typography.swift")
            let modifier = dictionaries.count > 1 ? ["--modifier-per-file"] : []
            return .buildCommand(
                displayName: "plistc build \(url.lastPathComponent)",
                executable: plistc.url,
                arguments: ["build", url.path, "-o", output.path] + modifier,
                inputFiles: [url],
                outputFiles: [output])
        }
    }
}

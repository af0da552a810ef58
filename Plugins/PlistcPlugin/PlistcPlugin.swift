import Foundation
import PackagePlugin

/// Runs `plistc build` on every style dictionary (`*.plist` with a `fontName`) among a target's
/// sources and compiles the generated Swift into the target: `BrandTypography` for
/// `Brand.plist`. A style dictionary with errors fails the build, with plistc's diagnostics.
@main
struct PlistcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let plistc = try context.tool(named: "plistc")
        return sources.sourceFiles(withSuffix: "plist").compactMap { file in
            // Other property lists (an Info.plist) are left alone.
            guard let text = try? String(contentsOf: file.url, encoding: .utf8), text.contains("<key>fontName</key>")
            else { return nil }
            let stem = file.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(stem)Typography.swift")
            return .buildCommand(
                displayName: "plistc build \(file.url.lastPathComponent)",
                executable: plistc.url,
                arguments: ["build", file.url.path, "-o", output.path],
                inputFiles: [file.url],
                outputFiles: [output])
        }
    }
}

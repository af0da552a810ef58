// swift-tools-version:6.0
// A package that uses plistc's build-tool plugin by path: Brand.plist in its sources becomes
// BrandTypography at build time. Tests/Plugin/build-demo.sh builds and runs it (plistc must be
// reachable as ../plistc, which the script arranges).
import PackageDescription

let package = Package(
    name: "PluginDemo",
    // plistc needs macOS 14 on a Mac; a package that uses it declares at least as much.
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../plistc")],
    targets: [
        .executableTarget(
            name: "PluginDemo",
            plugins: [.plugin(name: "PlistcPlugin", package: "plistc")]
        )
    ]
)

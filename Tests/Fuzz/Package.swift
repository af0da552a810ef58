// swift-tools-version:6.0
import PackageDescription

// plistc's libFuzzer targets. They need the sanitizer flags to build, so they live in a package
// of their own beside the main one (which they use by path); Tests/Fuzz/run.sh builds and runs
// them.
// plistc's inner modules, which only its own tools reach.
let development: Target.Dependency = .product(name: "PlistcDevelopment", package: "plistc")

let package = Package(
    name: "plistc-fuzz",
    dependencies: [.package(name: "plistc", path: "../..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [development]),
        .executableTarget(name: "FuzzReader", dependencies: ["FuzzSupport", development]),
        .executableTarget(name: "FuzzLint", dependencies: ["FuzzSupport", development]),
        .executableTarget(name: "FuzzBuild", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzConfiguration", dependencies: ["FuzzSupport", development]),
        .executableTarget(name: "FuzzArguments", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzSwiftSource", dependencies: ["FuzzSupport", development]),
        .executableTarget(name: "FuzzInterfaceBuilder", dependencies: ["FuzzSupport", development]),
    ],
    swiftLanguageModes: [.v6]
)

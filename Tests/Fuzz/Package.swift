// swift-tools-version:6.0
import PackageDescription

// plistc's libFuzzer targets. They need the sanitizer flags to build, so they live in a package
// of their own beside the main one (which they use by path); Tests/Fuzz/run.sh builds and runs
// them.
let package = Package(
    name: "plistc-fuzz",
    dependencies: [.package(name: "plistc", path: "../..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "PlistcCLI", package: "plistc"), .product(name: "JSON", package: "plistc")]),
        .executableTarget(
            name: "FuzzReader", dependencies: ["FuzzSupport", .product(name: "PropertyList", package: "plistc")]),
        .executableTarget(
            name: "FuzzLint",
            dependencies: [
                "FuzzSupport", .product(name: "PropertyList", package: "plistc"),
                .product(name: "StyleDictionary", package: "plistc"), .product(name: "Diagnostics", package: "plistc"),
            ]),
        .executableTarget(name: "FuzzBuild", dependencies: ["FuzzSupport"]),
        .executableTarget(
            name: "FuzzConfiguration", dependencies: ["FuzzSupport", .product(name: "JSON", package: "plistc")]),
        .executableTarget(name: "FuzzArguments", dependencies: ["FuzzSupport"]),
        .executableTarget(
            name: "FuzzSwiftSource",
            dependencies: [
                .product(name: "SwiftSource", package: "plistc"), .product(name: "SourceChecks", package: "plistc"),
                .product(name: "StyleDictionary", package: "plistc"), .product(name: "PropertyList", package: "plistc"),
                .product(name: "Diagnostics", package: "plistc"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

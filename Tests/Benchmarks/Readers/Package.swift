// swift-tools-version:6.0
import PackageDescription

// One executable that runs one of plistc's readers on one file and nothing else, so that
// Tests/Benchmarks/memory.py can measure each reader's peak memory apart from the command
// around it. A package of its own beside the main one, which it uses by path.
let package = Package(
    name: "plistc-readers",
    dependencies: [.package(name: "plistc", path: "../../..")],
    targets: [
        .executableTarget(
            name: "read-input", dependencies: [.product(name: "PlistcDevelopment", package: "plistc")])
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

// A second front end for plistc's engine, as a team's own tool would be: a package of its own
// that uses PlistcKit by path, so it sees the library's public API and nothing else (a target
// inside plistc's package would also see its `package` declarations). `run.sh` builds and runs it.
let package = Package(
    name: "plistc-library-example",
    // plistc needs macOS 14 on a Mac; a package that uses it declares at least as much.
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "plistc", path: "../..")],
    targets: [
        .executableTarget(name: "lint-buffer", dependencies: [.product(name: "PlistcKit", package: "plistc")])
    ],
    swiftLanguageModes: [.v6]
)

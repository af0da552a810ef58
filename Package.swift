// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "plistc",
    products: [
        .executable(name: "plistc", targets: ["plistc"]),
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "StyleDictionary", targets: ["StyleDictionary"]),
        // The command line as a library: Tests/Fuzz drives it in-process, as the tests do.
        .library(name: "PlistcCLI", targets: ["PlistcCLI"]),
        .plugin(name: "PlistcPlugin", targets: ["PlistcPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "PropertyList", dependencies: ["CLibXML2"]),
        // FreeType's structs and functions as plistc reads them: a header of our own, no library
        // to link (FontCatalog opens FreeType at run time).
        .systemLibrary(name: "CFreeType"),
        .target(name: "FontCatalog", dependencies: ["CFreeType"]),
        .target(name: "StyleDictionary", dependencies: ["PropertyList"]),
        .target(name: "Generators", dependencies: ["PropertyList", "StyleDictionary"]),
        .target(name: "PlistcCLI", dependencies: ["PropertyList", "StyleDictionary", "Generators", "FontCatalog"]),
        .executableTarget(name: "plistc", dependencies: ["PlistcCLI"]),
        .plugin(name: "PlistcPlugin", capability: .buildTool(), dependencies: ["plistc"]),
        .target(name: "TestSupport", dependencies: ["FontCatalog"], path: "Tests/TestSupport"),
        // Apple's parsers (Foundation here) on a file, for people: `swift run plistc-oracle FILE`.
        .executableTarget(name: "plistc-oracle", dependencies: ["TestSupport"], path: "Tests/Oracle"),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList", "TestSupport"]),
        .testTarget(name: "StyleDictionaryTests", dependencies: ["StyleDictionary", "PropertyList", "TestSupport"]),
        .testTarget(
            name: "GeneratorsTests", dependencies: ["Generators", "StyleDictionary", "PropertyList", "TestSupport"]),
        .testTarget(name: "FontCatalogTests", dependencies: ["FontCatalog", "CFreeType", "TestSupport"]),
        .testTarget(
            name: "PlistcCLITests", dependencies: ["PlistcCLI", "PropertyList", "StyleDictionary", "TestSupport", "plistc"]),
    ],
    swiftLanguageModes: [.v6]
)

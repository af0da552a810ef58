// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "plistc",
    // The standard library's Atomic and Mutex (Synchronization) need macOS 15; Linux has no such floor.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "plistc", targets: ["plistc"]),
        .library(name: "Diagnostics", targets: ["Diagnostics"]),
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "StyleDictionary", targets: ["StyleDictionary"]),
        .library(name: "SwiftSource", targets: ["SwiftSource"]),
        .library(name: "SourceChecks", targets: ["SourceChecks"]),
        .library(name: "LocalizedStrings", targets: ["LocalizedStrings"]),
        // The engine: sessions that lint, build, fit, diff and import, returning values.
        .library(name: "PlistcKit", targets: ["PlistcKit"]),
        // The command line as a library: Tests/Fuzz drives it in-process, as the tests do.
        .library(name: "PlistcCLI", targets: ["PlistcCLI"]),
        .plugin(name: "PlistcPlugin", targets: ["PlistcPlugin"]),
        .plugin(name: "PlistcCommand", targets: ["PlistcCommand"]),
    ],
    targets: [
        // libxml2's structs and functions as plistc uses them: a header of our own, no library
        // to link (PropertyList opens libxml2 at run time, for the files it does not read itself).
        .systemLibrary(name: "CLibXML2"),
        // What every module shares: locations, diagnostics, fixes, suggestions, counting and
        // escaping text.
        .target(name: "Diagnostics"),
        // JSON values, the strict parser and the one writer.
        .target(name: "JSON", dependencies: ["Diagnostics"]),
        // C libraries opened at run time, the first time a command needs them.
        .target(name: "DynamicLibraries"),
        .target(name: "PropertyList", dependencies: ["Diagnostics", "JSON", "CLibXML2", "DynamicLibraries"]),
        // FreeType's structs and functions as plistc reads them: a header of our own, no library
        // to link (FontCatalog opens FreeType at run time).
        .systemLibrary(name: "CFreeType"),
        .target(name: "FontCatalog", dependencies: ["CFreeType", "DynamicLibraries"]),
        .target(name: "TextFit", dependencies: ["DynamicLibraries"]),
        // An app's strings: String Catalogs and .strings files, located, placeholders sampled.
        .target(name: "LocalizedStrings", dependencies: ["Diagnostics", "JSON"]),
        // The app's Swift: a lexer exact for what decides a call site, and the calls in it.
        .target(name: "SwiftSource"),
        // The rules about the app's Swift (lint --sources), on SwiftSource's calls.
        .target(name: "SourceChecks", dependencies: ["Diagnostics", "StyleDictionary", "SwiftSource"]),
        .target(name: "StyleDictionary", dependencies: ["Diagnostics", "PropertyList"]),
        // Design tokens in (plistc import) and out (DTCG export).
        .target(name: "DesignTokens", dependencies: ["Diagnostics", "JSON", "PropertyList", "StyleDictionary"]),
        .target(
            name: "Generators",
            dependencies: ["Diagnostics", "JSON", "PropertyList", "StyleDictionary", "DesignTokens"]),
        // Files, git, child processes and threads: what the engine asks of the system.
        .target(name: "PlistcIO"),
        // The engine: the project context, the one check pipeline, the sessions and reporters.
        // Never prints: what a session says reaches its host as events.
        .target(
            name: "PlistcKit",
            dependencies: [
                "Diagnostics", "JSON", "PropertyList", "StyleDictionary", "DesignTokens", "Generators", "FontCatalog",
                "TextFit", "LocalizedStrings", "SourceChecks", "PlistcIO",
            ]),
        // The command line: arguments to typed requests, help, the console, the exit status.
        .target(
            name: "PlistcCLI",
            dependencies: [
                "Diagnostics", "PropertyList", "StyleDictionary", "DesignTokens", "Generators", "PlistcKit", "PlistcIO",
            ]),
        .executableTarget(name: "plistc", dependencies: ["PlistcCLI"]),
        .plugin(name: "PlistcPlugin", capability: .buildTool(), dependencies: ["plistc"]),
        // `swift package plistc`: lint each target's style dictionaries and its Swift.
        .plugin(
            name: "PlistcCommand",
            capability: .command(
                intent: .custom(verb: "plistc", description: "Lint the targets' style dictionaries and their Swift")),
            dependencies: ["plistc"]),
        .target(name: "TestSupport", dependencies: ["FontCatalog"], path: "Tests/TestSupport"),
        // Apple's parsers (Foundation here) on a file, for people: `swift run plistc-oracle FILE`.
        .executableTarget(name: "plistc-oracle", dependencies: ["TestSupport"], path: "Tests/Oracle"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "Diagnostics", "TestSupport"]),
        .testTarget(
            name: "PropertyListTests", dependencies: ["PropertyList", "CLibXML2", "Diagnostics", "JSON", "TestSupport"]),
        .testTarget(
            name: "StyleDictionaryTests",
            dependencies: ["StyleDictionary", "PropertyList", "Diagnostics", "TestSupport"]),
        .testTarget(
            name: "DesignTokensTests",
            dependencies: ["DesignTokens", "StyleDictionary", "PropertyList", "Diagnostics", "JSON", "TestSupport"]),
        .testTarget(
            name: "GeneratorsTests",
            dependencies: ["Generators", "StyleDictionary", "PropertyList", "Diagnostics", "TestSupport"]),
        .testTarget(name: "DynamicLibrariesTests", dependencies: ["DynamicLibraries"]),
        .testTarget(name: "TextFitTests", dependencies: ["TextFit", "TestSupport"]),
        .testTarget(name: "LocalizedStringsTests", dependencies: ["LocalizedStrings", "Diagnostics", "TestSupport"]),
        .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource", "TestSupport"]),
        .testTarget(
            name: "SourceChecksTests",
            dependencies: [
                "SourceChecks", "SwiftSource", "StyleDictionary", "PropertyList", "Diagnostics", "TestSupport",
            ]),
        .testTarget(
            name: "FontCatalogTests", dependencies: ["FontCatalog", "CFreeType", "DynamicLibraries", "TestSupport"]),
        .testTarget(
            name: "PlistcKitTests",
            dependencies: ["PlistcKit", "PlistcIO", "StyleDictionary", "Diagnostics", "TextFit", "TestSupport"]),
        .testTarget(
            name: "PlistcCLITests",
            dependencies: [
                "PlistcCLI", "PlistcKit", "PlistcIO", "Diagnostics", "JSON", "PropertyList", "StyleDictionary",
                "DesignTokens", "Generators", "TestSupport", "plistc",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

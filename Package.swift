// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "plistc",
    // What the threads share is locked with POSIX mutexes (PlistcIO's Locked), not the standard
    // library's Mutex and Atomic, which need macOS 15.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "plistc", targets: ["plistc"]),
        // The engine, for your own tools: sessions that lint, build, fit, diff and import,
        // returning values (docs/library.md). Every module is named Plistc…, so that none can
        // clash with a module of the app or package that adds plistc.
        .library(name: "PlistcKit", targets: ["PlistcKit"]),
        .plugin(name: "PlistcPlugin", targets: ["PlistcPlugin"]),
        .plugin(name: "PlistcCommand", targets: ["PlistcCommand"]),
        // Not for users, and no promise of a stable API: the fuzzers and the benchmarks' readers
        // (packages of their own under Tests/) reach the inner modules through it.
        .library(
            name: "PlistcDevelopment",
            targets: [
                "PlistcCLI", "PlistcDiagnostics", "PlistcJSON", "PlistcPropertyList", "PlistcStyleDictionary",
                "PlistcSwiftSource", "PlistcSourceChecks", "PlistcInterfaceBuilder", "PlistcLocalizedStrings",
            ]),
    ],
    targets: [
        // libxml2's structs and functions as plistc uses them: a header of our own, no library
        // to link (PropertyList opens libxml2 at run time, for the files it does not read itself).
        .systemLibrary(name: "PlistcCLibXML2"),
        // What every module shares: locations, diagnostics, fixes, suggestions, counting and
        // escaping text.
        .target(name: "PlistcDiagnostics"),
        // JSON values, the strict parser and the one writer.
        .target(name: "PlistcJSON", dependencies: ["PlistcDiagnostics"]),
        // C libraries opened at run time, the first time a command needs them.
        .target(name: "PlistcDynamicLibraries"),
        .target(
            name: "PlistcPropertyList",
            dependencies: ["PlistcDiagnostics", "PlistcJSON", "PlistcCLibXML2", "PlistcDynamicLibraries"]),
        // FreeType's structs and functions as plistc reads them: a header of our own, no library
        // to link (FontCatalog opens FreeType at run time).
        .systemLibrary(name: "PlistcCFreeType"),
        .target(name: "PlistcFontCatalog", dependencies: ["PlistcCFreeType", "PlistcDynamicLibraries"]),
        .target(name: "PlistcTextFit", dependencies: ["PlistcDynamicLibraries"]),
        // An app's strings: String Catalogs and .strings files, located, placeholders sampled.
        .target(name: "PlistcLocalizedStrings", dependencies: ["PlistcDiagnostics", "PlistcJSON"]),
        // The app's Swift: a lexer exact for what decides a call site, and the calls in it.
        .target(name: "PlistcSwiftSource"),
        // A storyboard's or XIB's elements, read with no DTD and no entity.
        .target(name: "PlistcInterfaceBuilder"),
        // The rules about the app's Swift (lint --sources), on SwiftSource's calls.
        .target(
            name: "PlistcSourceChecks",
            dependencies: ["PlistcDiagnostics", "PlistcStyleDictionary", "PlistcSwiftSource", "PlistcInterfaceBuilder"]),
        .target(name: "PlistcStyleDictionary", dependencies: ["PlistcDiagnostics", "PlistcPropertyList"]),
        // Design tokens in (plistc import) and out (DTCG export).
        .target(
            name: "PlistcDesignTokens",
            dependencies: ["PlistcDiagnostics", "PlistcJSON", "PlistcPropertyList", "PlistcStyleDictionary"]),
        .target(
            name: "PlistcGenerators",
            dependencies: [
                "PlistcDiagnostics", "PlistcJSON", "PlistcPropertyList", "PlistcStyleDictionary", "PlistcDesignTokens",
            ]),
        // Files, git, child processes and threads: what the engine asks of the system.
        .target(name: "PlistcIO"),
        // The engine: the project context, the one check pipeline, the sessions and reporters.
        // Never prints: what a session says reaches its host as events.
        .target(
            name: "PlistcKit",
            dependencies: [
                "PlistcDiagnostics", "PlistcJSON", "PlistcPropertyList", "PlistcStyleDictionary", "PlistcDesignTokens",
                "PlistcGenerators", "PlistcFontCatalog",
                "PlistcTextFit", "PlistcLocalizedStrings", "PlistcSourceChecks", "PlistcIO",
            ]),
        // The command line: arguments to typed requests, help, the console, the exit status.
        .target(
            name: "PlistcCLI",
            dependencies: [
                "PlistcDiagnostics", "PlistcPropertyList", "PlistcStyleDictionary", "PlistcDesignTokens",
                "PlistcGenerators", "PlistcKit", "PlistcIO",
            ]),
        .executableTarget(name: "plistc", dependencies: ["PlistcCLI"]),
        .plugin(name: "PlistcPlugin", capability: .buildTool(), dependencies: ["plistc"]),
        // `swift package plistc`: lint each target's style dictionaries and its Swift.
        .plugin(
            name: "PlistcCommand",
            capability: .command(
                intent: .custom(verb: "plistc", description: "Lint the targets' style dictionaries and their Swift")),
            dependencies: ["plistc"]),
        .target(name: "TestSupport", dependencies: ["PlistcFontCatalog"], path: "Tests/TestSupport"),
        // Apple's parsers (Foundation here) on a file, for people: `swift run plistc-oracle FILE`.
        .executableTarget(name: "plistc-oracle", dependencies: ["TestSupport"], path: "Tests/Oracle"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["PlistcDiagnostics", "TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["PlistcJSON", "PlistcDiagnostics", "TestSupport"]),
        .testTarget(
            name: "PropertyListTests",
            dependencies: ["PlistcPropertyList", "PlistcCLibXML2", "PlistcDiagnostics", "PlistcJSON", "TestSupport"]),
        .testTarget(
            name: "StyleDictionaryTests",
            dependencies: ["PlistcStyleDictionary", "PlistcPropertyList", "PlistcDiagnostics", "TestSupport"]),
        .testTarget(
            name: "DesignTokensTests",
            dependencies: [
                "PlistcDesignTokens", "PlistcStyleDictionary", "PlistcPropertyList", "PlistcDiagnostics", "PlistcJSON",
                "TestSupport",
            ]),
        .testTarget(
            name: "GeneratorsTests",
            dependencies: [
                "PlistcGenerators", "PlistcStyleDictionary", "PlistcPropertyList", "PlistcDiagnostics", "TestSupport",
            ]),
        .testTarget(name: "DynamicLibrariesTests", dependencies: ["PlistcDynamicLibraries"]),
        .testTarget(name: "TextFitTests", dependencies: ["PlistcTextFit", "TestSupport"]),
        .testTarget(
            name: "LocalizedStringsTests", dependencies: ["PlistcLocalizedStrings", "PlistcDiagnostics", "TestSupport"]),
        .testTarget(name: "SwiftSourceTests", dependencies: ["PlistcSwiftSource", "TestSupport"]),
        .testTarget(
            name: "SourceChecksTests",
            dependencies: [
                "PlistcSourceChecks", "PlistcSwiftSource", "PlistcStyleDictionary", "PlistcPropertyList",
                "PlistcDiagnostics", "PlistcInterfaceBuilder", "TestSupport",
            ]),
        .testTarget(
            name: "FontCatalogTests",
            dependencies: ["PlistcFontCatalog", "PlistcCFreeType", "PlistcDynamicLibraries", "TestSupport"]),
        .testTarget(
            name: "PlistcKitTests",
            dependencies: [
                "PlistcKit", "PlistcIO", "PlistcStyleDictionary", "PlistcDiagnostics", "PlistcTextFit", "TestSupport",
            ]),
        .testTarget(
            name: "PlistcCLITests",
            dependencies: [
                "PlistcCLI", "PlistcKit", "PlistcIO", "PlistcDiagnostics", "PlistcJSON", "PlistcPropertyList",
                "PlistcStyleDictionary",
                "PlistcDesignTokens", "PlistcGenerators", "TestSupport", "plistc",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

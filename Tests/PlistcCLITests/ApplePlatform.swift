import Foundation
import TestSupport

/// An Apple platform that generated Swift must compile for, as Linux can model it.
///
/// Linux evaluates `#if os(…)` for Linux, so the harness rewrites the conditions itself: in the
/// stubs and in the file under test, every `os(NAME)`, `canImport(MODULE)` and
/// `targetEnvironment(NAME)` becomes `true` or `false` as it is on this platform, and the result
/// is compiled on Linux against the stubs built from the same rewrite. `@available` is not
/// enforced on Linux; `GeneratedSwiftAvailabilityTests` checks versions separately.
enum ApplePlatform: String, CaseIterable, Sendable, CustomStringConvertible {
    case iOS, macCatalyst, tvOS, watchOS, macOS, visionOS

    var description: String { rawValue }

    /// What `os(…)` is true for.
    private var operatingSystems: Set<String> {
        switch self {
        case .iOS, .macCatalyst: ["iOS"]
        case .tvOS: ["tvOS"]
        case .watchOS: ["watchOS"]
        case .macOS: ["macOS", "OSX"]
        case .visionOS: ["visionOS", "xrOS"]
        }
    }

    /// Whether `import UIKit` works here.
    var hasUIKit: Bool { self != .macOS }

    /// The stub modules this platform has.
    var modules: [String] { hasUIKit ? ["SwiftUI", "UIKit"] : ["SwiftUI"] }

    private func holds(_ test: String, _ argument: String) -> Bool {
        switch test {
        case "os": operatingSystems.contains(argument)
        case "canImport":
            ["SwiftUI", "Foundation", "CoreGraphics"].contains(argument) || (argument == "UIKit" && hasUIKit)
        case "targetEnvironment": argument == "macCatalyst" && self == .macCatalyst
        default: false
        }
    }

    /// `source` with every platform condition replaced by `true` or `false`.
    func rewrite(_ source: String) -> String {
        var result = ""
        var rest = source[...]
        while let match = rest.firstMatch(of: /(os|canImport|targetEnvironment)\(\s*(\w+)\s*\)/) {
            result += rest[..<match.range.lowerBound]
            result += holds(String(match.output.1), String(match.output.2)) ? "true" : "false"
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }

    /// Whether a `#if` condition written with `os`, `canImport`, `targetEnvironment`, `!`, `&&`,
    /// `||` and parentheses holds here.
    func evaluates(_ condition: String) -> Bool {
        var tokens = rewrite(condition).replacingOccurrences(of: "(", with: " ( ").replacingOccurrences(
            of: ")", with: " ) "
        ).replacingOccurrences(of: "!", with: " ! ").split(separator: " ").map(String.init)[...]
        return Self.disjunction(&tokens)
    }

    private static func disjunction(_ tokens: inout ArraySlice<String>) -> Bool {
        var value = conjunction(&tokens)
        while tokens.first == "||" {
            tokens.removeFirst()
            value = conjunction(&tokens) || value
        }
        return value
    }

    private static func conjunction(_ tokens: inout ArraySlice<String>) -> Bool {
        var value = negation(&tokens)
        while tokens.first == "&&" {
            tokens.removeFirst()
            value = negation(&tokens) && value
        }
        return value
    }

    private static func negation(_ tokens: inout ArraySlice<String>) -> Bool {
        guard let token = tokens.popFirst() else { return false }
        switch token {
        case "!": return !negation(&tokens)
        case "(":
            let value = disjunction(&tokens)
            _ = tokens.popFirst()
            return value
        default: return token == "true"
        }
    }
}

/// The stub modules (`Tests/AppleStubs`) built for each platform and SDK shape, once per test
/// run, as Apple builds its SDKs (library evolution: enums are not frozen unless marked). Each
/// is a module and a static library, so that code compiled against it can also run.
enum AppleStubModules {
    /// A platform in one SDK shape.
    struct Target: Hashable, Sendable {
        var platform: ApplePlatform
        var sdk: AppleSDK
    }

    /// Per platform and shape, the folder to pass with `-I` and `-L`, or why the build failed.
    static let folders: [Target: Result<String, StubBuildError>] = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plistc-stubs-\(UUID())").path
        var folders: [Target: Result<String, StubBuildError>] = [:]
        for platform in ApplePlatform.allCases {
            for sdk in AppleSDK.allCases {
                let target = Target(platform: platform, sdk: sdk)
                folders[target] = Result { try build(target, in: root + "/\(platform.rawValue)-\(sdk.rawValue)") }
                    .mapError { $0 as? StubBuildError ?? StubBuildError(message: "\($0)") }
            }
        }
        return folders
    }()

    struct StubBuildError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The folder with this platform's stub modules in one SDK shape.
    static func folder(for platform: ApplePlatform, sdk: AppleSDK = .sdk18) throws -> String {
        let target = Target(platform: platform, sdk: sdk)
        return try (folders[target] ?? .failure(StubBuildError(message: "no stubs for \(platform)"))).get()
    }

    private static func build(_ target: Target, in folder: String) throws -> String {
        guard let swiftc = Tool.swiftc else { throw StubBuildError(message: "swiftc is not on PATH") }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for module in target.platform.modules {
            try FileManager.default.createDirectory(atPath: folder + "/" + module, withIntermediateDirectories: true)
            let stubs = try target.sdk.stubFiles(of: module).map { file in
                let copy = folder + "/" + module + "/" + (file as NSString).lastPathComponent
                try target.platform.rewrite(String(contentsOfFile: file, encoding: .utf8))
                    .write(toFile: copy, atomically: true, encoding: .utf8)
                return copy
            }
            let build = try ProcessResult.run(
                swiftc,
                [
                    "-emit-library", "-static", "-emit-module", "-parse-as-library", "-enable-library-evolution",
                    "-swift-version", "6", "-module-name", module, "-I", folder, "-o", folder + "/lib\(module).a",
                    "-emit-module-path", folder + "/\(module).swiftmodule",
                ] + stubs)
            let place = "the \(module) stub for \(target.platform) in \(target.sdk)"
            guard build.status == 0 else { throw StubBuildError(message: "\(place) does not build:\n\(build.error)") }
            // Foundation on Linux is not built for library evolution, which the compiler notes.
            let warnings = build.error.split(separator: "\n").filter {
                $0.contains("warning:") && !$0.contains("was not compiled with library evolution support")
            }
            if !warnings.isEmpty { throw StubBuildError(message: "\(place) has warnings:\n\(build.error)") }
        }
        return folder
    }

    /// Type-checks `files` (already rewritten for `platform`) against its stubs in one SDK shape
    /// and language mode, as one module named `App` with `DEBUG` set; the compiler's errors and
    /// warnings, or `nil` when there are none.
    static func problems(
        compiling files: [String], for platform: ApplePlatform, sdk: AppleSDK = .sdk18, languageMode: String
    ) throws -> String? {
        guard let swiftc = Tool.swiftc else { throw StubBuildError(message: "swiftc is not on PATH") }
        let folder = try folder(for: platform, sdk: sdk)
        let check = try ProcessResult.run(
            swiftc,
            [
                "-typecheck", "-swift-version", languageMode, "-module-name", "App", "-package-name", "App", "-D",
                "DEBUG",
                "-I", folder,
            ] + files)
        let text = check.output + check.error
        return check.status == 0 && !text.contains("warning:") ? nil : text
    }
}

import Foundation
import TestSupport
import Testing

/// Generated Swift compiled as apps compile it: every golden, and two generated files with the
/// call sites an app writes, on all six Apple platforms' stub sets (`Tests/AppleStubs`, see
/// `ApplePlatform` for how Linux models each platform), in Swift 5 and 6, with no warning.
@Suite(
    "Generated Swift on every platform",
    .enabled(if: Tool.swiftc != nil, "swiftc is not on PATH: the generated Swift is not compiled"))
struct GeneratedSwiftPlatformTests {
    /// One cell of the matrix: a platform, an SDK shape and a language mode.
    struct Cell: Sendable, CustomStringConvertible {
        var platform: ApplePlatform
        var sdk: AppleSDK
        var languageMode: String
        var description: String { "\(platform) with \(sdk), Swift \(languageMode)" }
    }

    static let matrix = ApplePlatform.allCases.flatMap { platform in
        AppleSDK.allCases.flatMap { sdk in ["5", "6"].map { Cell(platform: platform, sdk: sdk, languageMode: $0) } }
    }

    /// Every generated-Swift golden under `Fixtures/`.
    static let goldens = Fixtures.files(in: Fixtures.directory + "/build", withExtension: "swift")

    /// Writes `sources` (name and text) rewritten for `platform` into `folder`; their paths.
    static func write(_ sources: [(String, String)], for platform: ApplePlatform, in folder: String) throws -> [String]
    {
        try sources.map { name, text in
            let path = folder + "/" + name
            try platform.rewrite(text).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    @Test func theGoldensAreAllHere() {
        // Twelve goldens: the format goldens and SwiftGenerationTests' variants.
        #expect(Self.goldens.count >= 12, "\(Self.goldens)")
    }

    @Test(arguments: matrix)
    func everyGoldenCompiles(_ cell: Cell) throws {
        try Fixtures.withTemporaryFolder("platform") { folder in
            for golden in Self.goldens {
                let text = try String(contentsOfFile: golden, encoding: .utf8)
                let files = try Self.write([("Golden.swift", text)], for: cell.platform, in: folder)
                let problems = try AppleStubModules.problems(
                    compiling: files, for: cell.platform, sdk: cell.sdk, languageMode: cell.languageMode)
                #expect(problems == nil, "\(Fixtures.relative(golden)) on \(cell):\n\(problems ?? "")")
            }
        }
    }

    /// NoteworthyTypography (modifier `noteworthy`) and BrandTypography (`typography`) in one
    /// module, with `Tests/AppleStubs/CallSites.swift`.
    static func twoDictionaries() throws -> [(String, String)] {
        let noteworthy = CapturedRun(["build", "--emit", "swift", "--modifier-name", "noteworthy", Fixtures.noteworthy])
        let brand = CapturedRun([
            "build", "--emit", "swift", Fixtures.directory + "/PluginDemo/Sources/PluginDemo/Brand.plist",
        ])
        try #require(noteworthy.status == 0 && brand.status == 0, "\(noteworthy.error)\(brand.error)")
        let callSites = try String(
            contentsOfFile: Fixtures.packageRoot + "/Tests/AppleStubs/CallSites.swift", encoding: .utf8)
        return [
            ("NoteworthyTypography.swift", noteworthy.output), ("BrandTypography.swift", brand.output),
            ("CallSites.swift", callSites),
        ]
    }

    @Test(arguments: matrix)
    func twoDictionariesAndTheirCallSitesCompileTogether(_ cell: Cell) throws {
        let sources = try Self.twoDictionaries()
        try Fixtures.withTemporaryFolder("platform") { folder in
            let files = try Self.write(sources, for: cell.platform, in: folder)
            let problems = try AppleStubModules.problems(
                compiling: files, for: cell.platform, sdk: cell.sdk, languageMode: cell.languageMode)
            #expect(problems == nil, "\(cell):\n\(problems ?? "")")
        }
    }

    /// Two files with the same modifier name are what `--modifier-name` is for: the harness
    /// sees the ambiguity an app would.
    @Test func twoFilesWithOneModifierNameAreAmbiguousAtTheCallSite() throws {
        let sources = try Self.twoDictionaries()
        let clashing = [
            ("NoteworthyTypography.swift", CapturedRun(["build", "--emit", "swift", Fixtures.noteworthy]).output),
            sources[1], ("CallSite.swift", "import SwiftUI\nlet view = Text(\"x\").typography(.body)\n"),
        ]
        try Fixtures.withTemporaryFolder("platform") { folder in
            let files = try Self.write(clashing, for: .iOS, in: folder)
            let problems = try AppleStubModules.problems(compiling: files, for: .iOS, languageMode: "6")
            #expect(problems?.contains("error: ambiguous use of") == true, "\(problems ?? "no error")")
        }
    }

    /// What an earlier generator wrote: tvOS has no `UIFont.TextStyle.largeTitle`, watchOS no
    /// trait collections. The stubs must see that, or the matrix proves nothing.
    @Test func theStubsRejectWhatThePlatformsLack() throws {
        let old = """
            import UIKit
            func font(_ traits: UITraitCollection?) -> UIFont {
                UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits)
            }
            """
        try Fixtures.withTemporaryFolder("platform") { folder in
            for platform in ApplePlatform.allCases where platform.hasUIKit {
                let files = try Self.write([("Old.swift", old)], for: platform, in: folder)
                let problems = try AppleStubModules.problems(compiling: files, for: platform, languageMode: "6")
                switch platform {
                case .tvOS: #expect(problems?.contains("has no member 'largeTitle'") == true)
                case .watchOS: #expect(problems?.contains("cannot find type 'UITraitCollection'") == true)
                default: #expect(problems == nil, "\(platform): \(problems ?? "")")
                }
            }
        }
    }

    @Test func conditionsAreRewrittenPerPlatform() {
        #expect(ApplePlatform.tvOS.rewrite("#if os(tvOS) || canImport(AppKit)") == "#if true || false")
        #expect(ApplePlatform.macCatalyst.evaluates("os(iOS) && targetEnvironment(macCatalyst)"))
        #expect(!ApplePlatform.macOS.evaluates("canImport(UIKit)"))
        #expect(ApplePlatform.watchOS.evaluates("canImport(UIKit) && !(os(tvOS) || os(macOS))"))
        #expect(ApplePlatform.visionOS.evaluates("os(xrOS)"))
    }
}

import Foundation
import TestSupport
import Testing

/// `Tests/AppleStubs` holds Apple's declarations, signature for signature, as
/// `Tests/AppleStubs/SOURCES.md` records them from public dumps of the SDKs; the harness's own
/// `_stub…` hooks live apart, in each module's `Hooks.swift`.
@Suite("The stubs are Apple's declarations")
struct AppleStubSourcesTests {
    static let root = Fixtures.packageRoot + "/Tests/AppleStubs"

    static func sources() throws -> StubSources {
        StubSources(markdown: try String(contentsOfFile: root + "/SOURCES.md", encoding: .utf8))
    }

    static func files(_ module: String, _ sdk: AppleSDK) throws -> [(path: String, text: String)] {
        try sdk.stubFiles(of: module).map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) }
    }

    static let shapes = ["SwiftUI", "UIKit"].flatMap { module in AppleSDK.allCases.map { (module, $0) } }

    @Test(arguments: shapes)
    func everyDeclarationIsRecordedFromApplesSDK(module: String, sdk: AppleSDK) throws {
        let files = try Self.files(module, sdk)
        #expect(files.count >= 2, "\(module) has no stub files for \(sdk)")
        let problems = try Self.sources().problems(in: files, module: module, sdk: sdk)
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")
    }

    /// What the stubs need but no dump showed is fenced `swift assumed`, with why: exactly
    /// these, so that a new one is a decision, not a slip.
    @Test func onlyTheListedDeclarationsAreAssumed() throws {
        #expect(
            try Self.sources().assumed.sorted() == [
                "SwiftUI: @available(iOS 13.0,macOS 10.15,tvOS 13.0,watchOS 6.0,*) @frozen public struct HorizontalAlignment:Equatable",
                "SwiftUI: @available(iOS 13.0,macOS 10.15,tvOS 13.0,watchOS 6.0,*) extension HorizontalAlignment",
                "SwiftUI: @available(iOS 13.0,macOS 10.15,tvOS 13.0,watchOS 6.0,*) extension Never",
                "SwiftUI: @available(iOS 13.0,macOS 10.15,tvOS 13.0,watchOS 6.0,*) extension View where Self.Body==Never",
                "SwiftUI: public static let center:HorizontalAlignment (in HorizontalAlignment)",
                "SwiftUI: public static let leading:HorizontalAlignment (in HorizontalAlignment)",
                "SwiftUI: public static let trailing:HorizontalAlignment (in HorizontalAlignment)",
                "SwiftUI: public typealias Body=Never (in Never)",
                "SwiftUI: public var body:Never {get} (in View)",
            ])
    }

    /// The check can fail: one parameter name changed in a real stub is reported, with what
    /// SOURCES.md records under that name.
    @Test func aDeclarationThatDiffersFromItsSourceFails() throws {
        var files = try Self.files("SwiftUI", .sdk18)
        let changed = try #require(files.firstIndex { $0.text.contains("relativeTo textStyle: Font.TextStyle") })
        files[changed].text = files[changed].text.replacingOccurrences(
            of: "relativeTo textStyle: Font.TextStyle", with: "relativeTo style: Font.TextStyle")
        let problems = try Self.sources().problems(in: files, module: "SwiftUI", sdk: .sdk18)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("relativeTo style:Font.TextStyle") == true, "\(problems)")
        #expect(problems.first?.contains("recorded there: `") == true, "\(problems)")
    }

    @Test func anInterfaceDeclarationAndItsStubReadTheSame() {
        let interface = """
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
            extension SwiftUICore.View {
              @inlinable nonisolated public func font(_ font: SwiftUICore.Font?) -> some SwiftUICore.View {
                return environment(\\.font, font)
              }
              public var hashValue: Swift.Int {
                get
              }
            }
            """
        let stub = """
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
            extension View {
                nonisolated public func font(_ font: Font?) -> some View { _StubFontedView(font: font) }
                public var hashValue: Int { 0 }
            }
            """
        #expect(StubDeclarations(interface).declarations.map(\.text) == StubDeclarations(stub).declarations.map(\.text))
        #expect(StubDeclarations(stub).declarations.map(\.scope) == ["", "View", "View"])
    }

    @Test func aStoredPropertyReadsAndWrites() {
        let stored = StubDeclarations("public struct A {\n  public var value: T\n  public let name: String\n}")
        let computed = StubDeclarations(
            "public struct A {\n  public var value: T { get { x } set { x = newValue } }\n  public let name: String\n}")
        #expect(stored.declarations.map(\.text) == computed.declarations.map(\.text))
        #expect(stored.declarations.last?.text == "public let name:String")
    }

    @Test func aSignatureWrappedOverLinesIsOneDeclaration() {
        let wrapped = StubDeclarations(
            """
            public struct A {
                @available(iOS 16.0, *)
                public static func system(
                    _ style: Font.TextStyle, design: Font.Design? = nil
                ) -> Font
                {
                    Font()
                }
                case a
            }
            """)
        #expect(
            wrapped.declarations.map(\.text) == [
                "public struct A",
                "@available(iOS 16.0,*) public static func system(_ style:Font.TextStyle,design:Font.Design?=nil) -> Font",
                "case a",
            ])
    }

    @Test func hooksLiveApartFromApplesDeclarations() {
        let sources = StubSources(markdown: "## M\n```swift\npublic struct A {\n  public init()\n}\n```\n")
        let problems = sources.problems(
            in: [
                ("/x/M/Types.swift", "public struct A {\n  public init() {}\n  public var _stubValue: Int { 1 }\n}"),
                ("/x/M/Hooks.swift", "extension A {\n  public var _stubOther: Int { 2 }\n  public func apple() {}\n}"),
            ], module: "M", sdk: .sdk17)
        #expect(problems.count == 2, "\(problems)")
        #expect(
            problems.contains { $0.contains("Types.swift:3") && $0.contains("move it to the module's Hooks.swift") })
        #expect(problems.contains { $0.contains("Hooks.swift:3") && $0.contains("is not a `_stub…` hook") })
    }

    /// An extension with an attribute says something of its members (here, that they exist only
    /// on a newer OS), so it is checked like any declaration; a bare one only holds them.
    @Test func anAttributedExtensionMustBeRecorded() {
        let sources = StubSources(markdown: "## M\n```swift\npublic struct A {\n  public init()\n}\n```\n")
        let problems = sources.problems(
            in: [
                ("/x/M/Types.swift", "public struct A {}\nextension A {\n  public init() {}\n}"),
                ("/x/M/More.swift", "@available(iOS 99.0, *)\nextension A {\n  public init() {}\n}"),
            ], module: "M", sdk: .sdk17)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("More.swift:1") == true, "\(problems)")
        #expect(problems.first?.contains("@available(iOS 99.0,*) extension A") == true, "\(problems)")
    }
}

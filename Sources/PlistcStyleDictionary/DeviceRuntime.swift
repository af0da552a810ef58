import PlistcDiagnostics
import PlistcPropertyList

/// What plistc predicts for, on two axes: the code that loads the file (`--runtime`) and the
/// iOS generation whose parser reads it under that code's `PropertyListDecoder` (`--ios`).
public struct DeviceRuntime: Sendable, Hashable {
    /// The code that loads the style dictionary.
    public enum Loader: String, Sendable, Hashable, CaseIterable {
        /// ScaledFont 1.0 (kharrison/ScaledFont): keys are SwiftUI's names (`body`).
        case scaledfont
        /// The gewill/ScaledFont fork (1.1 and later): an entry without `fontName` and
        /// `fontSize` is a system font, with optional `design` and `weight`.
        case gewill
        /// The 2017 ScaledFont code (kharrison/CodeExamples, copied into apps) and SKScaledFont:
        /// keys are UIKit's raw values (`UICTFontTextStyleBody`).
        case scaledfont2017
    }

    /// The code that loads the file.
    public let loader: Loader
    /// The parser that reads the file under that code's `PropertyListDecoder`.
    public let parser: AppleParser

    /// Creates a runtime.
    public init(_ loader: Loader, parser: AppleParser) {
        self.loader = loader
        self.parser = parser
    }

    /// ScaledFont 1.0 on iOS 16 and earlier: CoreFoundation's parser.
    public static let ios16 = DeviceRuntime(.scaledfont, parser: .coreFoundation)
    /// ScaledFont 1.0 on iOS 17 and later: swift-foundation's parser. The default.
    public static let ios17 = DeviceRuntime(.scaledfont, parser: .swiftFoundation)
    /// What plistc predicts for when no runtime is chosen: `ios17`, the code current apps run.
    public static let standard = ios17
    /// The gewill fork, on current systems (swift-foundation's parser).
    public static let gewill = DeviceRuntime(.gewill, parser: .swiftFoundation)
    /// The 2017 ScaledFont code and SKScaledFont, on iOS 17 and later.
    public static let scaledfont2017 = DeviceRuntime(.scaledfont2017, parser: .swiftFoundation)

    /// The names `--runtime` and `"runtime"` take: the loaders, and `ios16` and `ios17`,
    /// which are ScaledFont 1.0 on that generation.
    public static let names = ["ios17", "ios16", "gewill", "scaledfont2017", "scaledfont"]

    /// The runtime a `--runtime` name chooses, with `ios` (`--ios`) for its parser when the
    /// name does not fix one; `nil` for a name that is not one of ``names`` or a contradiction
    /// (`ios16` with iOS 17).
    public init?(name: String, ios: Int? = nil) {
        let parser = Self.parser(forIOS: ios)
        switch name {
        case "ios16", "ios17":
            let fixed: AppleParser = name == "ios16" ? .coreFoundation : .swiftFoundation
            guard parser == nil || parser == fixed else { return nil }
            self.init(.scaledfont, parser: fixed)
        default:
            guard let loader = Loader(rawValue: name) else { return nil }
            self.init(loader, parser: parser ?? .swiftFoundation)
        }
    }

    /// The parser of an iOS version: CoreFoundation's up to 16, swift-foundation's from 17.
    public static func parser(forIOS ios: Int?) -> AppleParser? {
        ios.map { $0 <= 16 ? .coreFoundation : .swiftFoundation }
    }

    /// Whether entries are decoded as the gewill fork decodes them.
    public var decodesSystemFontEntries: Bool { loader == .gewill }

    /// The keys of an entry the code's decoder reads: `fontName` and `fontSize`, and the fork's
    /// `design` and `weight`.
    public var decodedKeys: [String] {
        decodesSystemFontEntries ? ["fontName", "fontSize", "design", "weight"] : ["fontName", "fontSize"]
    }

    /// Whether the code looks styles up by UIKit's raw values (the 2017 format).
    public var readsRawValueKeys: Bool { loader == .scaledfont2017 }

    /// The key this runtime looks `style` up by: `body`, or `UICTFontTextStyleBody`.
    public func key(for style: TextStyle) -> String {
        readsRawValueKeys ? style.uiKitRawValue : style.rawValue
    }

    /// The options that choose this runtime: `--runtime ios17`, `--runtime gewill --ios 16`.
    public var commandLine: String {
        switch (loader, parser) {
        case (.scaledfont, .coreFoundation): "--runtime ios16"
        case (.scaledfont, .swiftFoundation): "--runtime ios17"
        case (_, .swiftFoundation): "--runtime \(loader.rawValue)"
        case (_, .coreFoundation): "--runtime \(loader.rawValue) --ios 16"
        }
    }

    /// The systems, for messages: "iOS 17 and later", "the 2017 ScaledFont code on iOS 16 and
    /// earlier".
    public var systems: String {
        switch loader {
        case .scaledfont: parser.systems
        case .gewill: "the gewill/ScaledFont fork on \(parser.systems)"
        case .scaledfont2017: "the 2017 ScaledFont code on \(parser.systems)"
        }
    }

    /// The code, for messages: "ScaledFont 1.0", "the 2017 ScaledFont code".
    public var code: String {
        switch loader {
        case .scaledfont: "ScaledFont 1.0"
        case .gewill: "the gewill/ScaledFont fork"
        case .scaledfont2017: "the 2017 ScaledFont code"
        }
    }
}

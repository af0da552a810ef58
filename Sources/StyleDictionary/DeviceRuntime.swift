import PropertyList

/// What plistc predicts for (`--runtime`): which of Apple's parsers reads the file under
/// ScaledFont's `PropertyListDecoder`, and which ScaledFont decodes it.
public enum DeviceRuntime: String, Sendable, Hashable, CaseIterable {
    /// ScaledFont 1.0 on iOS 16 and earlier: CoreFoundation's parser.
    case ios16
    /// ScaledFont 1.0 on iOS 17 and later: swift-foundation's parser. The default.
    case ios17
    /// The gewill/ScaledFont fork (1.1 and later), on current systems (swift-foundation's
    /// parser): an entry without `fontName` and `fontSize` is a system font, with optional
    /// `design` and `weight`.
    case gewill

    /// Whether entries are decoded as the gewill fork decodes them.
    public var decodesSystemFontEntries: Bool { self == .gewill }

    /// The parser that reads style dictionaries on this generation.
    public var parser: AppleParser {
        switch self {
        case .ios16: .coreFoundation
        case .ios17, .gewill: .swiftFoundation
        }
    }

    /// The systems, for messages: "iOS 17 and later".
    public var systems: String {
        switch self {
        case .ios16: "iOS 16 and earlier"
        case .ios17: "iOS 17 and later"
        case .gewill: "the gewill/ScaledFont fork"
        }
    }
}

import PropertyList

/// The system generation plistc predicts for (`--runtime`): it decides which of Apple's
/// parsers reads the file under ScaledFont's `PropertyListDecoder`.
public enum DeviceRuntime: String, Sendable, Hashable, CaseIterable {
    /// iOS 16 and earlier: CoreFoundation's parser.
    case ios16
    /// iOS 17 and later: swift-foundation's parser. The default.
    case ios17

    /// The parser that reads style dictionaries on this generation.
    public var parser: AppleParser {
        switch self {
        case .ios16: .coreFoundation
        case .ios17: .swiftFoundation
        }
    }

    /// The systems, for messages: "iOS 17 and later".
    public var systems: String {
        switch self {
        case .ios16: "iOS 16 and earlier"
        case .ios17: "iOS 17 and later"
        }
    }
}

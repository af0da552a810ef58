/// What a top-level key of a style dictionary means to ScaledFont 1.0.
public enum StyleKey: Sendable, Hashable {
    /// One of the eleven keys ScaledFont looks up.
    case style(TextStyle)
    /// A UIKit raw value (`UICTFontTextStyleBody`), the older format: never looked up.
    case legacy(TextStyle)
    /// `extraLargeTitle` or `extraLargeTitle2`: real styles ScaledFont does not support.
    case unsupported(String)
    /// Anything else: decoded, then never used.
    case unknown(String)

    /// Classifies a key, exactly (`Body` is unknown, not `body`).
    public init(_ key: String) {
        self = Self.knownKeys[key] ?? .unknown(key)
    }

    /// Every key that is not unknown, in all three spellings, looked up once per entry.
    private static let knownKeys: [String: StyleKey] = {
        var keys: [String: StyleKey] = [:]
        for style in TextStyle.allCases {
            keys[style.rawValue] = .style(style)
            keys[style.uiKitRawValue] = .legacy(style)
        }
        for key in TextStyle.unsupportedKeys { keys[key] = .unsupported(key) }
        return keys
    }()

    /// The text style the key stands for, in the current or the older format.
    public var textStyle: TextStyle? {
        switch self {
        case .style(let style), .legacy(let style): style
        case .unsupported, .unknown: nil
        }
    }

    /// Apple's default size for the key's style, when it names one.
    public var defaultSize: Int? { textStyle?.appleDefaultSize }
}

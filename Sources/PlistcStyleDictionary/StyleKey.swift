/// What a top-level key of a style dictionary means to the code that loads it: ScaledFont 1.0
/// looks styles up by SwiftUI's names (`body`), the 2017 code by UIKit's raw values
/// (`UICTFontTextStyleBody`).
public enum StyleKey: Sendable, Hashable {
    /// One of the eleven keys the runtime looks up.
    case style(TextStyle)
    /// The other format's key for a style (a raw value for ScaledFont 1.0, a SwiftUI name for
    /// the 2017 code): never looked up.
    case otherFormat(TextStyle)
    /// `extraLargeTitle` or `extraLargeTitle2`: real styles ScaledFont does not support.
    case unsupported(String)
    /// Anything else: decoded, then never used.
    case unknown(String)

    /// Classifies a key for `runtime`, exactly (`Body` is unknown, not `body`).
    public init(_ key: String, runtime: DeviceRuntime = .standard) {
        // A key table passes over most other keys (a 3 MB one included) without hashing them.
        let known = runtime.readsRawValueKeys ? Self.rawValueKeys[key] : Self.nameKeys[key]
        self = known ?? .unknown(key)
    }

    /// Every key that is not unknown, in both formats, for the runtimes that read names.
    private static let nameKeys = knownKeys(rawValues: false)
    /// The same, for the runtimes that read raw values.
    private static let rawValueKeys = knownKeys(rawValues: true)

    private static func knownKeys(rawValues: Bool) -> KeyTable<StyleKey> {
        // Sized once for every key of both formats: grown step by step, it was rehashed four times.
        var keys = [String: StyleKey](minimumCapacity: 2 * TextStyle.allCases.count + TextStyle.unsupportedKeys.count)
        for style in TextStyle.allCases {
            keys[style.rawValue] = rawValues ? .otherFormat(style) : .style(style)
            keys[style.uiKitRawValue] = rawValues ? .style(style) : .otherFormat(style)
        }
        for key in TextStyle.unsupportedKeys { keys[key] = .unsupported(key) }
        return KeyTable(keys)
    }

    /// The text style the key stands for, in either format.
    public var textStyle: TextStyle? {
        switch self {
        case .style(let style), .otherFormat(let style): style
        case .unsupported, .unknown: nil
        }
    }

    /// Apple's default size for the key's style, when it names one.
    public var defaultSize: Int? { textStyle?.appleDefaultSize }
}

/// The eleven text styles a style dictionary is keyed by, in Apple's canonical order.
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Comparable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The plist key, which is also the SwiftUI `Font.TextStyle` case name: `largeTitle`.
    public var key: String { rawValue }

    /// The SwiftUI spelling: `.largeTitle`.
    public var swiftUIName: String { "." + rawValue }

    /// The UIKit `UIFont.TextStyle` spelling: `.title1` for `title`, `.caption1` for `caption`.
    public var uiKitName: String {
        switch self {
        case .title: ".title1"
        case .caption: ".caption1"
        default: "." + rawValue
        }
    }

    /// The UIKit raw value, the key of the older (2017) format: `UICTFontTextStyleTitle0`.
    public var uiKitRawValue: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .title: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        }
    }

    /// The style whose UIKit raw value is `rawValue`, as in the older format.
    public init?(uiKitRawValue: String) {
        guard let style = Self.allCases.first(where: { $0.uiKitRawValue == uiKitRawValue }) else { return nil }
        self = style
    }

    /// Apple's size for the style at the default content size (Large), in points: the Large
    /// column of `AppleTypeTable`.
    public var appleDefaultSize: Int { Int(AppleTypeTable.pointSize(self, .large)) }

    /// Text styles that exist (iOS 17, visionOS) but that ScaledFont never looks up: their
    /// plist keys and UIKit raw values.
    public static let unsupportedKeys = [
        "extraLargeTitle", "extraLargeTitle2", "UICTFontTextStyleExtraLargeTitle", "UICTFontTextStyleExtraLargeTitle2",
    ]

    /// The style's position in canonical order, from 0.
    var index: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .subheadline: 5
        case .body: 6
        case .callout: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }

    public static func < (lhs: TextStyle, rhs: TextStyle) -> Bool { lhs.index < rhs.index }
}

/// The twelve Dynamic Type content sizes of iOS, smallest first; `.large` is the default.
///
/// Case names are SwiftUI's `DynamicTypeSize` spellings.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The SwiftUI `DynamicTypeSize` spelling: `.xSmall`.
    public var swiftUIName: String { "." + rawValue }

    /// The UIKit `UIContentSizeCategory` spelling: `.extraSmall`.
    public var uiKitName: String { Self.spellings[index].uiKit }

    /// The UIKit raw value: `UICTContentSizeCategoryXS`.
    public var uiKitRawValue: String { Self.spellings[index].rawValue }

    /// The short label of Apple's HIG tables: `xS`, `S`, … `AX5`.
    public var shortLabel: String { Self.spellings[index].label }

    /// The name in Apple's Human Interface Guidelines: `xSmall`, `Small`, … `Large`, …, `AX5`.
    public var higName: String {
        index >= 7
            ? shortLabel : rawValue.prefix(1) == "x" ? rawValue : rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// The category's position, smallest first, from 0.
    var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    private static let spellings: [(uiKit: String, rawValue: String, label: String)] = [
        (".extraSmall", "UICTContentSizeCategoryXS", "xS"),
        (".small", "UICTContentSizeCategoryS", "S"),
        (".medium", "UICTContentSizeCategoryM", "M"),
        (".large", "UICTContentSizeCategoryL", "L"),
        (".extraLarge", "UICTContentSizeCategoryXL", "XL"),
        (".extraExtraLarge", "UICTContentSizeCategoryXXL", "XXL"),
        (".extraExtraExtraLarge", "UICTContentSizeCategoryXXXL", "XXXL"),
        (".accessibilityMedium", "UICTContentSizeCategoryAccessibilityM", "AX1"),
        (".accessibilityLarge", "UICTContentSizeCategoryAccessibilityL", "AX2"),
        (".accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL", "AX3"),
        (".accessibilityExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXL", "AX4"),
        (".accessibilityExtraExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXXL", "AX5"),
    ]

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }
}

import PropertyList

/// What a property list that is clearly not a ScaledFont style dictionary looks like, and the
/// keys that gave it away: a file named on the command line by mistake, or met in a folder.
///
/// A file is foreign only when no entry holds `fontName` or `fontSize` (those are style
/// dictionaries with mistakes, for the rules) and one of the shapes below fits; each test reads
/// the top-level keys and the keys of the entries once.
public struct ForeignFormat: Sendable, Hashable {
    /// The shapes plistc knows.
    public enum Kind: Sendable, Hashable {
        /// An app's Info.plist (`CFBundleIdentifier`, `UIAppFonts`…).
        case infoPlist
        /// TypographyKit's configuration (`ui-font-text-styles`, `typography-colors`).
        case typographyKit
        /// Sizes per content size category (`UICTContentSizeCategoryL`, `xLarge`), at the top
        /// or inside each style.
        case perSizeTable
        /// Entries with other libraries' keys for the font and its size (`name` and `size`,
        /// `family`, `Font Face`).
        case otherSchema
    }

    public let kind: Kind
    /// The keys that gave it away, at most three, in document order.
    public let evidence: [String]
    /// Where the first of them stands.
    public let location: SourceLocation

    /// The shape of a file with this top-level dictionary and these entries, when it is clearly
    /// not a style dictionary.
    static func detect(root: PlistDictionary?, entries: [StyleEntry]) -> ForeignFormat? {
        guard let root, !root.entries.isEmpty, !entries.contains(where: { $0.fontName != nil || $0.fontSize != nil })
        else { return nil }
        let top = root.entries.map { (key: $0.key, location: $0.keyLocation) }
        let inner = entries.flatMap { entry in
            entry.dictionary?.entries.map { (key: $0.key, location: $0.keyLocation) } ?? []
        }
        let tests: [(Kind, [(key: String, location: SourceLocation)], (String) -> Bool, Int)] = [
            (.infoPlist, top, isInfoPlistKey, 1),
            (.typographyKit, top, typographyKitKeys.contains, 1),
            (.perSizeTable, top, isContentSize, 2),
            (.perSizeTable, inner, isContentSize, 2),
            (.otherSchema, inner, isOtherSchemaKey, 1),
        ]
        for (kind, keys, test, least) in tests {
            var found: [(key: String, location: SourceLocation)] = []
            var seen: Set<String> = []
            for key in keys where test(key.key) && seen.insert(key.key).inserted {
                found.append(key)
            }
            guard found.count >= least, let first = found.first else { continue }
            return ForeignFormat(kind: kind, evidence: found.prefix(3).map(\.key), location: first.location)
        }
        return nil
    }

    /// Keys only an Info.plist has: Core Foundation's `CFBundle…` and the app keys of UIKit and
    /// Launch Services that it holds.
    private static func isInfoPlistKey(_ key: String) -> Bool {
        key.hasPrefix("CFBundle") || infoPlistKeys.contains(key)
    }

    private static let infoPlistKeys: Set<String> = [
        "UIAppFonts", "UILaunchStoryboardName", "UIApplicationSceneManifest", "UISupportedInterfaceOrientations",
        "UIRequiredDeviceCapabilities", "UIMainStoryboardFile", "UILaunchScreen", "LSRequiresIPhoneOS",
        "NSAppTransportSecurity", "UIApplicationSupportsIndirectInputEvents", "UIBackgroundModes",
        "UIStatusBarStyle", "UIViewControllerBasedStatusBarAppearance", "NSPrincipalClass",
        "LSApplicationCategoryType", "NSHumanReadableCopyright",
    ]

    /// TypographyKit's top-level keys (its `ConfigurationKey`).
    private static let typographyKitKeys: Set<String> = ["ui-font-text-styles", "typography-colors", "typography-kit"]

    /// A content size category in any spelling: UIKit's raw values and case names, SwiftUI's,
    /// and the HIG's labels.
    private static func isContentSize(_ key: String) -> Bool { contentSizes.contains(key) }

    private static let contentSizes: Set<String> = {
        var names: Set<String> = []
        for category in ContentSizeCategory.allCases {
            names.formUnion([
                category.rawValue, category.uiKitRawValue, String(category.uiKitName.dropFirst()), category.higName,
            ])
        }
        return names
    }()

    /// Other libraries' keys for a font and its size, that ScaledFont's decoder does not read:
    /// `name`/`size` (ADUtils, DynamicFont), `family`/`face` (DynamicStyles), `Font Face`,
    /// `pointSize`. Spellings of `fontName` and `fontSize` that differ in case are mistakes,
    /// which the rules fix.
    private static func isOtherSchemaKey(_ key: String) -> Bool { otherSchemaKeys.contains(key) }

    private static let otherSchemaKeys: Set<String> = [
        "name", "size", "font", "family", "face", "fontFamily", "Font Face", "pointSize", "point-size", "font-name",
        "postScriptName", "fontWeight",
    ]

    /// What the file is, why plistc thinks so, and what to do, in one sentence.
    public var message: String {
        let keys = evidence.map { "'\($0)'" }.joined(separator: ", ")
        return switch kind {
        case .infoPlist:
            "this is an app's Info.plist (\(keys)), not a style dictionary: to check that it registers the app's fonts, pass it with --info-plist (with --fonts); to skip such files among those given, add --style-dictionaries-only"
        case .typographyKit:
            "this is a TypographyKit configuration (\(keys)), not a ScaledFont style dictionary: TypographyKit reads it itself; a style dictionary is a <dict> of text styles (body, headline…), each a <dict> with fontName and fontSize"
        case .perSizeTable:
            "this is a table of sizes per content size (\(keys)), not a ScaledFont style dictionary: ScaledFont takes one size per style, the size at the default content size (Large), and scales it itself; give each style its Large size as fontSize (plistc build then shows every content size)"
        case .otherSchema:
            "this file's entries hold \(keys), another library's keys, not fontName and fontSize: ScaledFont's decoder fails on every such entry and ignores the whole file; if ScaledFont loads it, write each entry as fontName (the PostScript name) and fontSize (points at the default size)"
        }
    }
}

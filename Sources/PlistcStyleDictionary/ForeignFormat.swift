import PlistcDiagnostics
import PlistcPropertyList

/// What a property list that is clearly not a ScaledFont style dictionary looks like, and the
/// keys that gave it away: a file named on the command line by mistake, or met in a folder.
///
/// A file is foreign only when no entry holds `fontName` or `fontSize` (those are style
/// dictionaries with mistakes, for the rules) and one of the shapes below fits, or, failing
/// those, when no key is a text style either (`noStyles`: the files a folder walk passes over);
/// each test reads the top-level keys and the keys of the entries once.
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
        /// None of the above, and no key is a text style in either format, nor one misspelt: a
        /// map of weights to font names, a table of colours.
        case noStyles
    }

    public let kind: Kind
    /// The keys that gave it away, at most three, in document order.
    public let evidence: [String]
    /// Where the first of them stands.
    public let location: SourceLocation

    /// The shape of a file with this top-level dictionary and these entries, when it is clearly
    /// not a style dictionary. One look-up a key: the top-level keys, then the keys of the
    /// entries that are dictionaries.
    static func detect(root: PlistDictionary?, entries: [StyleEntry], dictionaryEntries: [StyleEntry]) -> ForeignFormat?
    {
        guard let root, !root.entries.isEmpty, !dictionaryEntries.contains(where: \.hasFontNameOrSize)
        else { return nil }
        var found = Evidence()
        for entry in root.entries {
            guard let kind = topKeys[entry.key] else { continue }
            found.add(entry.key, at: entry.keyLocation, as: kind)
            // An Info.plist wins over every other kind: once it shows all it can, the rest of a
            // file of 80,000 `CFBundle…` keys changes nothing.
            if kind == .infoPlist && found.isFull(.infoPlist) { break }
        }
        // The kinds in the order they win, each with the keys it needs.
        for (kind, least) in [(Kind.infoPlist, 1), (.typographyKit, 1), (.perSizeTable, 2)] {
            if let format = found.format(kind, least: least) { return format }
        }
        var inner = Evidence()
        for entry in dictionaryEntries {
            for key in entry.dictionary?.entries ?? [] {
                if let kind = innerKeys[key.key] { inner.add(key.key, at: key.keyLocation, as: kind) }
            }
        }
        if let format = inner.format(.perSizeTable, least: 2) ?? inner.format(.otherSchema, least: 1) { return format }
        // No key a style, and none a style misspelt (title1, captoin: a style dictionary with
        // mistakes, for the rules), looked for among the first keys: a file meant as a style
        // dictionary shows it early, and a file of 80,000 other keys costs no search for each.
        guard let first = entries.first, !entries.contains(where: { $0.kind.textStyle != nil }),
            !entries.prefix(Self.keysSpelled).contains(where: { StyleSuggestion.style(for: $0.key, within: 1) != nil })
        else { return nil }
        return ForeignFormat(
            kind: .noStyles, evidence: entries.prefix(Evidence.shown).map(\.key), location: first.keyLocation)
    }

    /// How many of the first keys are looked at for a misspelt style before a file with no style
    /// key is called another schema.
    private static let keysSpelled = 64

    /// The first three distinct keys found of each kind: all a format shows, and more than any
    /// kind needs to be told.
    private struct Evidence {
        /// How many keys a format shows.
        static let shown = 3
        private var keys: [Kind: [(key: String, location: SourceLocation)]] = [:]

        mutating func add(_ key: String, at location: SourceLocation, as kind: Kind) {
            let shown = keys[kind, default: []]
            guard shown.count < Self.shown, !shown.contains(where: { $0.key == key }) else { return }
            keys[kind, default: []].append((key, location))
        }

        /// Whether `kind` has all the keys it shows.
        func isFull(_ kind: Kind) -> Bool { keys[kind]?.count == Self.shown }

        /// The format of `kind`, when at least `least` distinct keys gave it away.
        func format(_ kind: Kind, least: Int) -> ForeignFormat? {
            guard let shown = keys[kind], let first = shown.first, shown.count >= least else { return nil }
            return ForeignFormat(kind: kind, evidence: shown.map(\.key), location: first.location)
        }
    }

    /// What a top-level key gives away (`CFBundle…` too).
    private static let topKeys: KeyTable<Kind> = {
        var kinds: [String: Kind] = [:]
        for key in contentSizes { kinds[key] = .perSizeTable }
        for key in typographyKitKeys { kinds[key] = .typographyKit }
        for key in infoPlistKeys { kinds[key] = .infoPlist }
        return KeyTable(kinds, prefixes: [("CFBundle", .infoPlist)])
    }()

    /// What a key inside an entry gives away.
    private static let innerKeys: KeyTable<Kind> = {
        var kinds: [String: Kind] = [:]
        for key in otherSchemaKeys { kinds[key] = .otherSchema }
        for key in contentSizes { kinds[key] = .perSizeTable }
        return KeyTable(kinds)
    }()

    /// Keys only an Info.plist has, besides Core Foundation's `CFBundle…`: the app keys of
    /// UIKit and Launch Services that it holds.
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
        case .noStyles:
            "no key of this file is a text style (\(keys)) and no entry holds fontName or fontSize: it is not a ScaledFont style dictionary, and a folder's files like it are skipped; if ScaledFont loads it, key each style by its name (body, headline…) with a <dict> of fontName and fontSize (lint --verbose shows what every rule finds)"
        }
    }
}

import Diagnostics
import PropertyList

/// One top-level entry of a style dictionary (the last one, when a key repeats), and what
/// ScaledFont's decoder makes of it. A class, so the rules share one copy of each entry.
public final class StyleEntry: Sendable {
    /// Why the decoder (`[String: {fontSize: CGFloat, fontName: String}]`) fails on an entry.
    public enum DecodingFailure: Sendable, Hashable {
        case notADictionary(elementName: String)
        case missingFontName
        case missingFontSize
        case fontNameNotAString(elementName: String)
        case fontSizeNotANumber(elementName: String)
        /// The gewill fork: `design` or `weight` is not a string.
        case variantNotAString(key: String, elementName: String)
    }

    /// The key as written.
    public let key: String
    /// What the key means.
    public let kind: StyleKey
    /// Where the key stands.
    public let keyLocation: SourceLocation
    /// The value after the key.
    public let value: PlistValue

    /// The entry's dictionary, when the value is one.
    public let dictionary: PlistDictionary?
    /// The `fontName` entry (the last one).
    public let fontName: PlistDictionary.Entry?
    /// The `fontSize` entry (the last one).
    public let fontSize: PlistDictionary.Entry?
    /// `maximumPointSize`, plistc's extension: the largest size the style may scale to.
    public let maximumPointSize: PlistDictionary.Entry?
    /// `legibilityFontName`, plistc's extension: the font to use when Bold Text is on.
    public let legibilityFontName: PlistDictionary.Entry?
    /// `lineHeight` and `letterSpacing`, plistc's extensions (as in design tokens): the line
    /// height as a multiple of the size, and the letter spacing in points at the default size.
    public let lineHeight: PlistDictionary.Entry?
    public let letterSpacing: PlistDictionary.Entry?
    /// `design` and `weight`, the gewill fork's system-font variants (read for `gewill` only).
    public let design: PlistDictionary.Entry?
    public let weight: PlistDictionary.Entry?
    /// Whether the entry is the gewill fork's system-font entry: no `fontName` and no
    /// `fontSize`, when decoded as the fork does.
    public let isSystemFontEntry: Bool

    /// Creates an entry, decoded as `runtime`'s ScaledFont decodes it.
    public init(key: String, keyLocation: SourceLocation, value: PlistValue, runtime: DeviceRuntime = .standard) {
        self.key = key
        self.kind = StyleKey(key, runtime: runtime)
        self.keyLocation = keyLocation
        self.value = value
        dictionary = value.dictionaryValue
        let found = dictionary?.lastEntries(forKeys: Self.readKeys) ?? []
        func entry(_ position: Int) -> PlistDictionary.Entry? { position < found.count ? found[position] : nil }
        (fontName, fontSize, maximumPointSize) = (entry(0), entry(1), entry(2))
        (legibilityFontName, lineHeight, letterSpacing) = (entry(3), entry(4), entry(5))
        // Only the gewill fork reads them: other runtimes never see them.
        (design, weight) = runtime.decodesSystemFontEntries ? (entry(6), entry(7)) : (nil, nil)
        hasFontNameOrSize = fontName != nil || fontSize != nil
        fontSizePoints = fontSize.flatMap { Self.points($0.value) }
        isSystemFontEntry =
            runtime.decodesSystemFontEntries && dictionary != nil && fontName == nil && fontSize == nil
        var failures = Self.failures(
            dictionary: dictionary, value: value, fontName: fontName, fontSize: fontSize, fontSizePoints: fontSizePoints
        )
        if runtime.decodesSystemFontEntries {
            // The fork decodes both keys as optional, but not one without the other; its
            // variants must be strings.
            if isSystemFontEntry { failures.removeAll { $0 == .missingFontName || $0 == .missingFontSize } }
            for (name, variant) in [("design", design), ("weight", weight)] {
                if let variant, variant.value.stringValue == nil {
                    failures.append(.variantNotAString(key: name, elementName: variant.value.elementName))
                }
            }
        }
        decodingFailures = failures
    }

    /// The keys an entry reads, in the order `init` takes them from one pass over the entry.
    private static let readKeys = [
        "fontName", "fontSize", "maximumPointSize", "legibilityFontName", "lineHeight", "letterSpacing", "design",
        "weight",
    ]

    /// The `design` and `weight` strings, when given.
    public var designString: String? { design?.value.stringValue }
    public var weightString: String? { weight?.value.stringValue }

    /// Whether the entry has a `fontName` or a `fontSize` key: it is meant as a style's.
    public let hasFontNameOrSize: Bool

    /// The font name, when it is a string.
    public var fontNameString: String? { fontName?.value.stringValue }

    /// The font size in points, when it is a number (`<integer>` or `<real>`).
    public let fontSizePoints: Double?

    /// The maximum size in points, when `maximumPointSize` is a number.
    public var maximumPointSizePoints: Double? { maximumPointSize.flatMap { Self.points($0.value) } }

    /// The maximum size in points the style scales to, when `maximumPointSize` is a usable size.
    public var usableMaximumPointSize: Double? {
        maximumPointSizePoints.flatMap { FontSizeRangeRule.isUsable($0) ? $0 : nil }
    }

    /// The line height's multiple, when `lineHeight` is a number.
    public var lineHeightMultiple: Double? { lineHeight.flatMap { Self.points($0.value) } }

    /// The letter spacing in points, when `letterSpacing` is a number.
    public var letterSpacingPoints: Double? { letterSpacing.flatMap { Self.points($0.value) } }

    /// The number a value holds (`<integer>` or `<real>`).
    static func points(_ value: PlistValue) -> Double? {
        switch value.content {
        case .integer(let integer): integer.doubleValue
        case .real(let real): real
        default: nil
        }
    }

    /// Every reason the decoder fails on this entry; empty when it decodes.
    public let decodingFailures: [DecodingFailure]

    private static func failures(
        dictionary: PlistDictionary?, value: PlistValue, fontName: PlistDictionary.Entry?,
        fontSize: PlistDictionary.Entry?, fontSizePoints: Double?
    ) -> [DecodingFailure] {
        guard dictionary != nil else { return [.notADictionary(elementName: value.elementName)] }
        var failures: [DecodingFailure] = []
        if let fontName {
            if fontName.value.stringValue == nil {
                failures.append(.fontNameNotAString(elementName: fontName.value.elementName))
            }
        } else {
            failures.append(.missingFontName)
        }
        if let fontSize {
            if fontSizePoints == nil { failures.append(.fontSizeNotANumber(elementName: fontSize.value.elementName)) }
        } else {
            failures.append(.missingFontSize)
        }
        return failures
    }
}

extension String {
    /// Whether the text is empty or only white space: a font name that names no font.
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}

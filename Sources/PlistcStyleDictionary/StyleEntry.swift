import PlistcDiagnostics
import PlistcPropertyList

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
    public var fontName: PlistDictionary.Entry? { read(.fontName) }
    /// The `fontSize` entry (the last one).
    public var fontSize: PlistDictionary.Entry? { read(.fontSize) }
    /// `maximumPointSize`, plistc's extension: the largest size the style may scale to.
    public var maximumPointSize: PlistDictionary.Entry? { read(.maximumPointSize) }
    /// `legibilityFontName`, plistc's extension: the font to use when Bold Text is on.
    public var legibilityFontName: PlistDictionary.Entry? { read(.legibilityFontName) }
    /// `lineHeight` and `letterSpacing`, plistc's extensions (as in design tokens): the line
    /// height as a multiple of the size, and the letter spacing in points at the default size.
    public var lineHeight: PlistDictionary.Entry? { read(.lineHeight) }
    public var letterSpacing: PlistDictionary.Entry? { read(.letterSpacing) }
    /// `design` and `weight`, the gewill fork's system-font variants (read for `gewill` only).
    public var design: PlistDictionary.Entry? { read(.design) }
    public var weight: PlistDictionary.Entry? { read(.weight) }
    /// Whether the entry is the gewill fork's system-font entry: no `fontName` and no
    /// `fontSize`, when decoded as the fork does.
    public let isSystemFontEntry: Bool

    /// Creates an entry, decoded as `runtime`'s ScaledFont decodes it.
    public init(key: String, keyLocation: SourceLocation, value: PlistValue, runtime: DeviceRuntime = .standard) {
        self.key = key
        self.kind = StyleKey(key, runtime: runtime)
        self.keyLocation = keyLocation
        self.value = value
        let dictionary = value.dictionaryValue
        let positions =
            dictionary.map { ReadKey.lastPositions(in: $0, systemFontVariants: runtime.decodesSystemFontEntries) }
            ?? ReadKey.absent
        (self.dictionary, self.positions) = (dictionary, positions)
        // Read in place, by position: an entry copied out as an optional is destroyed through
        // its type's metadata.
        let (name, size) = (positions[ReadKey.fontName.rawValue], positions[ReadKey.fontSize.rawValue])
        hasFontNameOrSize = name >= 0 || size >= 0
        fontSizePoints = size >= 0 ? dictionary.flatMap { Self.points($0.entries[size].value) } : nil
        isSystemFontEntry = runtime.decodesSystemFontEntries && dictionary != nil && name < 0 && size < 0
        var failures = Self.failures(
            dictionary: dictionary, value: value, positions: positions, fontSizePoints: fontSizePoints)
        if runtime.decodesSystemFontEntries {
            // The fork decodes both keys as optional, but not one without the other; its
            // variants must be strings.
            if isSystemFontEntry { failures.removeAll { $0 == .missingFontName || $0 == .missingFontSize } }
            for (name, key) in [("design", ReadKey.design), ("weight", .weight)] {
                let variant = Self.entry(key, at: positions, in: dictionary)
                if let variant, variant.value.stringValue == nil {
                    failures.append(.variantNotAString(key: name, elementName: variant.value.elementName))
                }
            }
        }
        decodingFailures = failures
    }

    /// Where each key an entry reads last stands among its dictionary's entries (-1: absent):
    /// positions, not copies of the entries, so that making an entry copies nothing.
    private let positions: SIMD8<Int>

    /// The last entry of `key`, when the entry's dictionary has one.
    private func read(_ key: ReadKey) -> PlistDictionary.Entry? {
        Self.entry(key, at: positions, in: dictionary)
    }

    private static func entry(_ key: ReadKey, at positions: SIMD8<Int>, in dictionary: PlistDictionary?)
        -> PlistDictionary.Entry?
    {
        let position = positions[key.rawValue]
        guard position >= 0, let dictionary else { return nil }
        return dictionary.entries[position]
    }

    /// The `design` and `weight` strings, when given.
    public var designString: String? { design?.value.stringValue }
    public var weightString: String? { weight?.value.stringValue }

    /// Whether the entry has a `fontName` or a `fontSize` key: it is meant as a style's.
    public let hasFontNameOrSize: Bool

    /// The font name, when it is a string.
    public var fontNameString: String? { fontName?.value.stringValue }

    /// Whether the entry has one of plistc's extension keys: `maximumPointSize`,
    /// `legibilityFontName`, `lineHeight` or `letterSpacing`.
    public var hasExtensionKey: Bool {
        [ReadKey.maximumPointSize, .legibilityFontName, .lineHeight, .letterSpacing].contains {
            positions[$0.rawValue] >= 0
        }
    }

    /// Where the `fontSize` value stands, when there is one (read without copying the entry).
    public var fontSizeLocation: SourceLocation? {
        let position = positions[ReadKey.fontSize.rawValue]
        guard position >= 0, let dictionary else { return nil }
        return dictionary.entries[position].value.location
    }

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

    /// The failure of an entry whose value is no dictionary, made once for each element that
    /// can stand there alone: a file of 80,000 strings shares one.
    private static func notADictionary(_ value: PlistValue) -> [DecodingFailure] {
        switch value.content {
        case .string: NotADictionary.string
        case .integer: NotADictionary.integer
        case .real: NotADictionary.real
        case .boolean(let value): value ? NotADictionary.true : NotADictionary.false
        case .date: NotADictionary.date
        case .data: NotADictionary.data
        case .array: NotADictionary.array
        case .dictionary, .unreadable: [.notADictionary(elementName: value.elementName)]
        }
    }

    /// Each element's failure as an entry's value, made once.
    private enum NotADictionary {
        static let string = failure("string")
        static let integer = failure("integer")
        static let real = failure("real")
        static let `true` = failure("true")
        static let `false` = failure("false")
        static let date = failure("date")
        static let data = failure("data")
        static let array = failure("array")

        private static func failure(_ element: String) -> [DecodingFailure] { [.notADictionary(elementName: element)] }
    }

    private static func failures(
        dictionary: PlistDictionary?, value: PlistValue, positions: SIMD8<Int>, fontSizePoints: Double?
    ) -> [DecodingFailure] {
        guard let dictionary else { return notADictionary(value) }
        var failures: [DecodingFailure] = []
        let (name, size) = (positions[ReadKey.fontName.rawValue], positions[ReadKey.fontSize.rawValue])
        if name < 0 {
            failures.append(.missingFontName)
        } else if dictionary.entries[name].value.stringValue == nil {
            failures.append(.fontNameNotAString(elementName: dictionary.entries[name].value.elementName))
        }
        if size < 0 {
            failures.append(.missingFontSize)
        } else if fontSizePoints == nil {
            failures.append(.fontSizeNotANumber(elementName: dictionary.entries[size].value.elementName))
        }
        return failures
    }
}

extension String {
    /// Whether the text is empty or only white space: a font name that names no font.
    var isBlank: Bool {
        // The usual name starts with a printable ASCII byte other than the space: a character
        // that is no white space, found without reading the text as characters.
        if let first = utf8.first, first > 0x20 && first < 0x7F { return false }
        return allSatisfy(\.isWhitespace)
    }
}

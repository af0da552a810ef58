import PropertyList

/// One top-level entry of a style dictionary (the last one, when a key repeats), and what
/// ScaledFont's decoder makes of it.
public struct StyleEntry: Sendable, Hashable {
    /// Why the decoder (`[String: {fontSize: CGFloat, fontName: String}]`) fails on an entry.
    public enum DecodingFailure: Sendable, Hashable {
        case notADictionary(elementName: String)
        case missingFontName
        case missingFontSize
        case fontNameNotAString(elementName: String)
        case fontSizeNotANumber(elementName: String)
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
    public var dictionary: PlistDictionary? { value.dictionaryValue }
    /// The `fontName` entry (the last one).
    public var fontName: PlistDictionary.Entry? { dictionary?.lastEntry(forKey: "fontName") }
    /// The `fontSize` entry (the last one).
    public var fontSize: PlistDictionary.Entry? { dictionary?.lastEntry(forKey: "fontSize") }

    /// Creates an entry.
    public init(key: String, keyLocation: SourceLocation, value: PlistValue) {
        self.key = key
        self.kind = StyleKey(key)
        self.keyLocation = keyLocation
        self.value = value
    }

    /// The font name, when it is a string.
    public var fontNameString: String? { fontName?.value.stringValue }

    /// The font size in points, when it is a number (`<integer>` or `<real>`).
    public var fontSizePoints: Double? {
        switch fontSize?.value.content {
        case .integer(let integer): integer.doubleValue
        case .real(let real): real
        default: nil
        }
    }

    /// Every reason the decoder fails on this entry; empty when it decodes.
    public var decodingFailures: [DecodingFailure] {
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
